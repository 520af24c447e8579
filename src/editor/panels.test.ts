// The editor's panels render whatever an imported file holds (every editable file of the corpus,
// every built-in scenario): no panel throws, and the errors show at their fields.
import { readdirSync, readFileSync } from 'node:fs'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { builtInIndex } from '../scenarios/index'
import { importScenario } from './io'
import { newDraft } from './draft'
import { placeBase } from './pieces'
import { editorStore } from './store'
import { BasesPanel } from './panels/BasesPanel'
import { HexPanel } from './panels/HexPanel'
import { MapPanel } from './panels/MapPanel'
import { OptionsPanel } from './panels/OptionsPanel'
import { ProblemsPanel } from './panels/ProblemsPanel'
import { SidesPanel } from './panels/SidesPanel'
import { UnitsPanel } from './panels/UnitsPanel'

const CORPUS = new URL('../../corpus/scenario/', import.meta.url)
const PANELS = [MapPanel, HexPanel, BasesPanel, UnitsPanel, SidesPanel, OptionsPanel]

function renderAll(): string {
  return [
    ...PANELS.map((P) => renderToStaticMarkup(createElement(P))),
    renderToStaticMarkup(createElement(ProblemsPanel, { onShowHex: () => undefined })),
  ].join('\n')
}

const files = [
  ...readdirSync(CORPUS).map((f) => [`corpus ${f}`, readFileSync(new URL(f, CORPUS))] as const),
  ...builtInIndex.map(
    (e) =>
      [
        `built-in ${e.id}`,
        readFileSync(new URL(`../../public/scenarios/${e.id}.json`, import.meta.url)),
      ] as const,
  ),
]

describe('the panels', () => {
  it.each(files)('render %s without throwing', (_, bytes) => {
    const r = importScenario(new Uint8Array(bytes))
    if (!r.ok) return
    const base = r.draft.bases.find((b) => typeof b.hex === 'string')
    editorStore.setState({ draft: r.draft, selectedHex: base?.hex ?? null })
    const html = renderAll()
    for (const e of r.errors.slice(0, 3)) expect(html).toContain(e.path)
  })

  it('show a base on the sea with its error at the hex field, and every [CONFIG] option with its default', () => {
    const d = placeBase(newDraft(4, 4, '~'), '0202', {
      kind: 'LargeAirbase',
      nation: 'uk',
      name: 'Wet Field',
    })
    editorStore.setState({ draft: d, selectedHex: '0202' })
    const hex = renderToStaticMarkup(createElement(HexPanel))
    expect(hex).toContain('<code>bases[0].hex</code>: hex 0202 is sea; a land base must be on land')
    expect(hex).toContain('Wet Field')
    const options = renderToStaticMarkup(createElement(OptionsPanel))
    expect(options).toContain('Air transport (4.23) (default)')
    expect(options).toContain('theatre (default)')
  })
})
