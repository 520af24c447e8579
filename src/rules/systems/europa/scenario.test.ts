// The scenario file of the Europa draft: the built-in examples load, and each bad field is named
// with what it got and what it expects; the taxonomy of 20.A.
import { describe, expect, it } from 'vitest'
import { builtInText } from '../../../scenarios/files'
import { europaSystem } from './system'
import { designation, hasCode, isOfType } from './taxonomy'
import { situation, unit } from './testing'

const problems = (json: unknown) => {
  const r = europaSystem.parseScenario(json)
  return r.ok ? [] : r.errors.map((e) => `${e.path}: ${e.message}`)
}

describe('the Europa draft scenario file', () => {
  it('loads both built-in examples', () => {
    for (const id of ['europa-capacity-20-c-1-a', 'europa-strategic-bombing-20-b-1-c'])
      expect(problems(JSON.parse(builtInText(id)))).toEqual([])
  })

  it('names each bad field: path, got, expected', () => {
    const json = situation({
      units: [
        unit('u1', 'a', 'XB'),
        unit('u2', 'a', 'F', { category: 'bomber' }),
        unit('u3', 'a', 'F', { marker: 'D' }),
        unit('u4', 'a', 'F', { marker: 'X' }),
        unit('u5', 'a', 'F', { at: { airbase: 'b-base' } }),
        unit('u6', 'a', 'F', { at: { box: 'hangar' } }),
      ],
      capacity: [-1, 2],
      more: { phases: ['movement', 'initial'], arp: { a: 0.3, b: 1 }, rulings: { A3: 'maybe', Z9: 1 } },
    })
    expect(problems(json)).toEqual([
      'airbases[0].capacity: got -1, expected a whole number from 0 to 99',
      'airUnits[0].category: got nothing, expected "fighter", "bomber" or "transport" (the draft places only the types F, HF and HB, 20.A.1–20.A.3; the UNIT DESCRIPTION CHART is not in it)',
      'airUnits[1].category: got "bomber", expected "fighter": a type F is a fighter (20.A.1–20.A.3)',
      'airUnits[2].marker: got "D", expected "X" or nothing: an R, D, A or E marker is carried only in flight and resolved on landing (20.B.1.d–g)',
      'airUnits[3].face: got "operative", expected "inoperative": a unit with an X marker is inoperative (20.B.1.c)',
      'airUnits[4].at.airbase: got "b-base", expected an airbase of the side "a"',
      'airUnits[5].at: got {"box":"hangar"}, expected { "airbase": <id> } or { "box": "aborted" | "eliminated" | "strategic" | "garrison" | "holding" } (20.B.4–20.B.5)',
      'phases: got ["movement","initial"], expected phases in the order of 20.C, each once',
      'arp.a: got 0.3, expected a number of ARP from 0 to 999, in halves (20.B.1.e)',
      'rulings.A3: got "maybe", expected one of "the pool gains ½ ARP, as written", "nothing now (the ½ ARP is owed when the unit is repaired)"',
      'rulings.Z9: got "Z9", expected a ruling key of a hole the players rule on (H2, H8, H11, H12, EXT, CAPR, REPE, A1, A2, A3, A4, A7, A8)',
    ])
  })

  it('a prefix modifies but does not change the type or its category: a rule about type F applies to F, NF, JF, RF and NJF (20.A.2)', () => {
    for (const prefixes of [[], ['N'], ['J'], ['R'], ['N', 'J']]) {
      const u = { type: 'F', prefixes, codes: [] }
      expect(isOfType(u, 'F')).toBe(true)
    }
    expect(designation({ type: 'F', prefixes: ['N', 'J'] })).toBe('NJF')
    const r = europaSystem.parseScenario(situation({ units: [unit('jf', 'a', 'F', { prefixes: ['J'] })] }))
    expect(r.ok && r.scenario.airUnits[0].category).toBe('fighter')
  })

  it('a type HB with code M is a heavy bomber carrying anti-ship missiles, still a bomber (20.A.3)', () => {
    const r = europaSystem.parseScenario(situation({ units: [unit('hbm', 'a', 'HB', { codes: ['M'] })] }))
    if (!r.ok) throw new Error('refused')
    expect(r.scenario.airUnits[0].category).toBe('bomber')
    expect(hasCode(r.scenario.airUnits[0], 'M')).toBe(true)
  })
})
