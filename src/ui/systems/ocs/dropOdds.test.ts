// The roll dialog's odds for an Air Drop (14.10d): two dice plus the modifier lines the scenario
// gives for the hex against the players' Air Transport Success Table, exact when both are known.
import { describe, expect, it } from 'vitest'
import { ocsSystem } from '../../../rules/systems/all'
import type { OcsAction, OcsState } from '../../../rules/systems/ocs'
import { dropLines } from './dialogLogic'

/** Made-up test data: one Transport, a Para unit with its Drop Plan, the players' two charts. */
function atRoll(modifierCells: (string | null)[]): OcsState {
  const r = ocsSystem.parseScenario({
    system: 'ocs',
    id: 't',
    title: 'T',
    sides: [
      { id: 'soviet', name: 'Soviets' },
      { id: 'german', name: 'Germans' },
    ],
    map: { cols: 9, rows: 9 },
    airBases: [{ hex: '0202', side: 'soviet', level: 1 }],
    aircraft: [
      {
        id: 'li2',
        side: 'soviet',
        name: 'Li-2',
        types: ['Tpt'],
        range: 10,
        full: { acr: 0, acrParen: true, barrage: 0, transportCap: '1T' },
        reduced: { acr: 0, acrParen: true, barrage: 0, transportCap: '1/2T' },
        steps: 2,
        mode: 'active',
        base: '0202',
        standIn: [],
      },
    ],
    phases: [{ name: 'Soviet Movement Phase', side: 'soviet', kind: 'movement', segments: ['movement'] }],
    cargo: [{ id: 'para', side: 'soviet', name: '1st Para Bn', kind: 'unit', t: 1, hex: '0202', para: true }],
    dropPlans: [{ cargo: 'para', hex: '0505', phase: 'Soviet Movement Phase' }],
    terrain: { '0505': 'clear' },
    dropModifiers: { '0505': ['other:night', 'other:marked'] },
    charts: {
      'ocs-air-transport-success': {
        provenance: 'userEntered',
        rows: [{ key: 'terrain:clear', label: 'Clear' }],
        cells: [['≥8', '≥6']],
      },
      'ocs-air-transport-modifiers': {
        provenance: 'userEntered',
        rows: [
          { key: 'other:night', label: 'Night drop' },
          { key: 'other:marked', label: 'Marked drop zone' },
        ],
        cells: modifierCells.map((c) => [c]),
      },
    },
  })
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  let s = ocsSystem.newGame(r.scenario, { seed: 1, manualDice: true })
  const actions: OcsAction[] = [
    { type: 'mission', mission: 'drop', hex: '0505', aircraft: ['li2'] },
    { type: 'load', options: { li2: 'B' }, cargo: ['para'] },
  ]
  for (const a of actions) {
    const x = ocsSystem.apply(s, a)
    if (!x.ok) throw new Error(x.violation.message)
    s = x.state
  }
  return s
}

describe('the odds of a drop roll (14.10d)', () => {
  it('counts 2d6 plus the entered modifiers against the cell: ≥8 with −1 + 2 is 21 in 36', () => {
    const s = atRoll(['-1', '+2'])
    expect(s.pending).toMatchObject({ kind: 'roll', rule: '14.10d' })
    expect(dropLines(s)).toEqual([
      'Two dice for the drop of 1st Para Bn (14.10d).',
      'Night drop: −1 (14.10d).',
      'Marked drop zone: +2 (14.10d).',
      'It needs ≥8 by parachute, modifiers +1: it lands 21 in 36 (58.3%); otherwise it is destroyed (14.10d).',
    ])
  })

  it('a modifier left to the players’ chart leaves the chance open, and says so', () => {
    const lines = dropLines(atRoll(['-1', null]))
    expect(lines).toContain('Marked drop zone: read off your own chart after the roll (14.10d).')
    expect(lines[lines.length - 1]).toBe(
      'It needs ≥8 on the Air Transport Success Table by parachute; a modifier still to be read off your chart decides the chance (14.10d).',
    )
  })
})
