import { describe, expect, it } from 'vitest'
import { isScenarioAddress, scenarioAddress } from './fetch'

const PAGE = 'https://club.example/sortie/?scenario=x'

describe('?scenario=<url>', () => {
  it('is an address when it has a "/" or ends in .json, else a built-in id', () => {
    expect(isScenarioAddress('channel-1943')).toBe(false)
    expect(isScenarioAddress('club/raid.json')).toBe(true)
    expect(isScenarioAddress('raid.json')).toBe(true)
    expect(isScenarioAddress('https://club.example/raid')).toBe(true)
  })

  it('resolves a relative path against the page', () => {
    const r = scenarioAddress('collection/raid.json', PAGE)
    expect(r).toEqual({ ok: true, url: new URL('https://club.example/sortie/collection/raid.json') })
    expect(scenarioAddress('/raids/raid.JSON', PAGE)).toMatchObject({ ok: true })
  })

  it('refuses another site, a path not ending in .json, and what is not an address', () => {
    expect(scenarioAddress('https://elsewhere.example/raid.json', PAGE)).toEqual({
      ok: false,
      reason:
        'only files from this site (https://club.example) can be opened, not from https://elsewhere.example',
    })
    expect(scenarioAddress('collection/raid.txt', PAGE)).toEqual({
      ok: false,
      reason: 'a scenario file address ends in .json',
    })
    expect(scenarioAddress('http://[bad/raid.json', PAGE)).toEqual({
      ok: false,
      reason: 'it is not a web address',
    })
  })
})
