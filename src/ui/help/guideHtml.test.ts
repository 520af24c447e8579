// The in-app help renders the player's guide (docs/guide.md): every link within it reaches a heading,
// nothing points at a file the app does not serve, and no section of the guide is lost.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { guideHtml, headingId, inAppMarkdown } from './guideHtml'

const md = readFileSync(new URL('../../../docs/guide.md', import.meta.url), 'utf8')
const html = guideHtml(md)

describe('the in-app help: the player guide as HTML', () => {
  it('gives each heading the id GitHub gives it', () => {
    expect(headingId("A club's own scenarios: `?scenario=<url>`")).toBe('a-clubs-own-scenarios-scenariourl')
    expect(headingId('Hot-seat: two people at one screen')).toBe('hot-seat-two-people-at-one-screen')
    expect(html).toContain('<h2 id="offline">Offline</h2>')
  })

  it('every link within the guide reaches a heading of it', () => {
    const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]))
    const targets = [...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1])
    expect(targets.length).toBeGreaterThan(10)
    expect(targets.filter((t) => !ids.has(t))).toEqual([])
  })

  it('keeps no image and no link to another file (the app serves neither)', () => {
    expect(html).not.toContain('<img')
    expect([...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]).filter((h) => !h.startsWith('#'))).toEqual(
      [],
    )
    expect(inAppMarkdown('see [the glossary](glossary.md) and [Offline](#offline)')).toBe(
      'see the glossary and [Offline](#offline)',
    )
  })

  it('shows every section of the guide', () => {
    const headings = [...md.matchAll(/^#{2,3} (.+)$/gm)].map((m) => headingId(m[1]))
    expect(headings.length).toBeGreaterThan(40)
    for (const h of headings) expect(html).toContain(`id="${h}"`)
  })
})
