import { describe, expect, it } from 'vitest'
import { parseChit } from '../rules/systems/aeto/scenario/schema'
import { type DieRoll, airstripWords } from '../rules/systems/aeto'
import {
  chitNotation,
  componentText,
  kindName,
  monthYear,
  notedResults,
  phaseName,
  rollLines,
  ruleSuffix,
} from './format'

describe('chitNotation', () => {
  it.each([
    ['4-4/3', 'F'],
    ['_12_-20[2]', 'B'],
    ['X-7', 'ATP'],
    ['2-12', 'B'],
    ['_6_-12', 'B'],
  ] as const)('prints %s back as written', (text, type) => {
    const face = parseChit(text)
    expect(face).not.toBeNull()
    expect(chitNotation(face!, type)).toBe(text)
  })
})

describe('kindName', () => {
  it('names every base kind in words', () => {
    expect(kindName('LargeAirbase')).toBe('Large airbase')
    expect(kindName('UKTransferHex')).toBe('UK Transfer Hex')
  })
})

describe('turn and phase', () => {
  it('names the month and the phase', () => {
    expect(monthYear(1943, 6)).toBe('June 1943')
    expect(monthYear(1940, 12)).toBe('December 1940')
    expect(phaseName('navalAndAir')).toBe('Naval and Air Phase')
  })
})

describe('rollLines', () => {
  it('shows an attack roll: natural, the target number and its parts, the result', () => {
    const roll: DieRoll = {
      purpose: 'air combat attack',
      natural: 1,
      modifiers: [],
      targetParts: [
        { value: 4, rule: '4.16', label: 'attacker strength' },
        { value: 3, rule: '4.16', label: 'attacker quality' },
        { value: -2, rule: '4.16', label: 'target quality' },
      ],
      modified: 1,
      target: 5,
      result: 'hit',
      source: 'seeded',
    }
    expect(rollLines(roll)).toEqual([
      'Die (air combat attack): 1 (seeded)',
      'Target number 5 = 4 attacker strength (4.16) +3 attacker quality (4.16) −2 target quality (4.16)',
      'Result: hit',
    ])
  })

  it('shows die modifiers with their rules, and which total is before and which after them', () => {
    const roll: DieRoll = {
      purpose: 'heavy bomber return fire',
      natural: 4,
      modifiers: [
        { value: 2, rule: '4.19', label: 'bomber quality' },
        { value: -3, rule: '4.19', label: 'fighter quality' },
      ],
      modified: 3,
      target: 3,
      result: 'abort',
      source: 'manual',
    }
    expect(rollLines(roll)).toEqual([
      'Die (heavy bomber return fire): rolled 4 (before modifiers) +2 bomber quality (4.19) −3 fighter quality (4.19) = 3 after modifiers (entered by hand)',
      'Target number 3',
      'Result: abort',
    ])
  })
})

describe('text glitches', () => {
  it('cites a rule once', () => {
    expect(ruleSuffix('must be attacked first, like every other unit (4.16).', '4.16')).toBe('')
    expect(ruleSuffix('Out of range', '4.12')).toBe(' (4.12)')
    expect(ruleSuffix('Out of range', undefined)).toBe('')
  })
  it("names a base's components with their state", () => {
    expect(componentText({ kind: 'SmallAirbase', destroyed: true })).toBe('Small airbase (destroyed)')
    expect(componentText({ kind: 'LargeAirbase' })).toBe('Large airbase')
  })
  it("APTO D18, D98: the forward airstrip in the scenario's words: a Dirt Airstrip in APTO, a grass airfield in AETO or with dirtAirstripName false", () => {
    const apto = airstripWords({ variant: 'apto', options: {} })
    expect(componentText({ kind: 'GrassAirfield', underConstruction: true }, apto)).toBe(
      'Dirt Airstrip (under construction)',
    )
    expect(kindName('GrassAirfield', airstripWords({ variant: 'aeto', options: {} }))).toBe('Grass airfield')
    expect(
      kindName('GrassAirfield', airstripWords({ variant: 'apto', options: { dirtAirstripName: false } })),
    ).toBe('Grass airfield')
    expect(kindName('SmallAirbase', apto)).toBe('Small airbase')
  })
  it('counts the results noted on one unit', () => {
    expect(notedResults(['hit', 'hit'])).toBe('2 hits')
    expect(notedResults(['hit', 'abort', 'hit'])).toBe('2 hits, abort')
    expect(notedResults(['miss', 'miss', 'miss'])).toBe('3 misses')
    expect(notedResults(['eliminated'])).toBe('eliminated')
  })
})
