// The OCS scenario file's checks: each refusal names the field, what it got and what it expects,
// and the rules a situation obeys from the start (14.2a, 14.1 and 14.3a, the Air Combat Table's
// fixed point of 14.3e).
import { describe, expect, it } from 'vitest'
import { readBuiltIn } from '../../../scenarios/files'
import { situation } from './fixtures'
import { parseOcsScenario } from './scenario'

const errors = (json: unknown) => {
  const r = parseOcsScenario(json)
  return r.ok ? [] : r.errors
}

describe('the OCS scenario format', () => {
  it('the built-in example loads, its stand-ins marked', () => {
    const r = parseOcsScenario(readBuiltIn('ocs-air-combat-14-3e'))
    if (!r.ok) throw new Error(JSON.stringify(r.errors))
    expect(r.scenario.aircraft.map((a) => [a.name, a.full.acr, a.full.acrParen])).toEqual([
      ['LaGG-3', 2, false],
      ['IL-2', 2, true],
      ['Bf 109f', 4, false],
      ['Stuka', 1, true],
      ['Stuka', 1, true],
      ['Inactive bomber A', 1, true],
      ['Inactive fighter B', 3, false],
    ])
    for (const a of r.scenario.aircraft)
      expect(a.standIn).toEqual(expect.arrayContaining(['range', 'reduced', 'barrage']))
    expect(r.scenario.airBases.every((b) => b.levelStandIn)).toBe(true)
  })

  it('an air base may give the RE in its hex for the barrage shifts (10.0): 0 or more, in halves', () => {
    const withRe = (re: unknown) =>
      situation([{ id: 'f1', base: '0210' }], {
        airBases: [
          { hex: '0210', side: 'soviet', level: 1 },
          { hex: '1210', side: 'german', level: 1, re },
        ],
      })
    const ok = parseOcsScenario(withRe(4.5))
    expect(ok.ok && ok.scenario.airBases[1].re).toBe(4.5)
    for (const bad of [-1, 1.25, '4'])
      expect(errors(withRe(bad))).toEqual([
        {
          path: 'airBases[1].re',
          message: `got ${JSON.stringify(bad)}, expected the RE of the ground units in the hex: 0 or more, in halves (10.0)`,
        },
      ])
  })

  it('14.2a: at most four plus the base Level Active aircraft at a base; Inactive ones are not counted', () => {
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id, base: '0210' }))
    expect(errors(situation(six.slice(0, 5)))).toEqual([])
    expect(errors(situation(six))).toEqual([
      {
        path: 'airBases[0]',
        message:
          'got "6 Active aircraft at 0210 (a, b, c, d, e, f)", expected at most 5: four plus the Air Base Level 1 (14.2a)',
      },
    ])
    expect(
      errors(situation([...six.slice(0, 5), { id: 'f', base: '0210', mode: 'inactive' as const }])),
    ).toEqual([])
  })

  it('14.1, 14.3a: only a Fighter may carry a rating that starts an Air Combat', () => {
    const json = situation([{ id: 'il2', base: '0210', types: ['T'], paren: false }])
    expect(errors(json)).toContainEqual({
      path: 'aircraft[0].full.acrParen',
      message:
        'got false, expected true for a T: only Fighters attack during Air Combat, other types carry a parenthesized rating (14.1, 14.3a)',
    })
    expect(errors(situation([{ id: 'combo', base: '0210', types: ['F', 'T'], paren: false }]))).toEqual([])
  })

  it('refuses bad fields naming the path, what it got and what it expects', () => {
    const json = situation([{ id: 'f1', base: '0210' }]) as Record<string, unknown>
    const a = (json.aircraft as Record<string, unknown>[])[0]
    Object.assign(a, {
      types: ['X'],
      steps: 3,
      mode: 'up',
      range: 0,
      side: 'finns',
      base: '9999',
      standIn: ['colour'],
    })
    ;(json.phases as Record<string, unknown>[])[0].segments = []
    ;(json.phases as Record<string, unknown>[])[2].segments = ['barrage']
    expect(errors(json)).toEqual([
      { path: 'aircraft[0].types[0]', message: 'got "X", expected one of "F", "T", "S", "Tpt"' },
      { path: 'aircraft[0].steps', message: 'got 3, expected a whole number from 1 to 2' },
      { path: 'aircraft[0].mode', message: 'got "up", expected "active" or "inactive" (14.1a)' },
      {
        path: 'aircraft[0].standIn[0]',
        message:
          'got "colour", expected one of "range", "full", "reduced", "barrage", "transportCap", "base"',
      },
      { path: 'aircraft[0].side', message: 'got "finns", expected one of the sides "soviet", "german"' },
      { path: 'aircraft[0].range', message: 'got 0, expected a whole number from 1 to 999' },
      {
        path: 'aircraft[0].base',
        message: 'got "9999", expected a hex label on the 30 × 20 map (column then row, e.g. "0101")',
      },
      {
        path: 'phases[0].segments',
        message:
          'got [], expected its segments, e.g. ["barrage", "movement"] (missions fly in them, 14.6, 14.7b)',
      },
      {
        path: 'phases[2].segments',
        message: 'got ["barrage"], expected none: no missions fly in a refit phase (14.1g)',
      },
    ])
    expect(
      errors({ ...situation([]), system: 'aeto-apto', sides: [{ id: 'x', name: 'X' }] }).slice(0, 2),
    ).toEqual([
      { path: 'system', message: 'got "aeto-apto", expected "ocs"' },
      { path: 'sides', message: 'got "1 sides", expected two sides' },
    ])
  })

  it('the Air Combat Table entered: rows are modified rolls, results from the closed list, and 7 must be "both abort" (14.3e)', () => {
    expect(errors(situation([], { airCombatTable: { '7': 'both abort', '12': 'defender aborts' } }))).toEqual(
      [],
    )
    expect(
      errors(situation([], { airCombatTable: { '7': 'defender aborts', '30': 'both abort', '5': 'miss' } })),
    ).toEqual([
      {
        path: 'airCombatTable.5',
        message: 'got "miss", expected one of "attacker aborts", "defender aborts", "both abort" (14.3)',
      },
      { path: 'airCombatTable.30', message: 'got "30", expected a modified roll from -7 to 21' },
      {
        path: 'airCombatTable.7',
        message:
          'column Result, row 7: got "defender aborts", expected "both abort" (14.3e, the LaGG-3 against the Bf 109f: 9 + 2 − 4 = 7, “Both Abort”).',
      },
    ])
  })
})
