// The OCS map's snapshot and hover text on the seed's example of Air Combat (14.3e), read through
// the OCS system's view: the two bases, the aircraft above and below the German base counter, the
// Patrol Zones of the LaGG-3 and the Bf 109f, then the barrage mission in flight over 1006.
import { describe, expect, it } from 'vitest'
import { ocsSystem, type OcsAction, type OcsState } from '../../../rules/systems/ocs'
import { readBuiltIn } from '../../../scenarios/files'
import { ocsHoverLines } from './ocsHover'
import { ocsMapSnapshot, type OcsView } from './ocsSnapshot'

function example(): OcsState {
  const r = ocsSystem.parseScenario(readBuiltIn('ocs-air-combat-14-3e'))
  if (!r.ok) throw new Error(r.errors[0].message)
  return ocsSystem.newGame(r.scenario, { seed: 1, dice: [4, 5, 3] })
}
const apply = (s: OcsState, a: OcsAction): OcsState => {
  const r = ocsSystem.apply(s, a)
  if (!r.ok) throw new Error(r.violation.message)
  return r.state
}
const snap = (s: OcsState, viewer: string | null = 'soviet') =>
  ocsMapSnapshot(ocsSystem.view(s, viewer) as OcsView, viewer)

describe('the OCS map snapshot (14.3e example)', () => {
  it('draws the side view: no dice generator reaches it', () => {
    const v = ocsSystem.view(example(), 'soviet') as { dice: object }
    expect(Object.keys(v.dice).sort()).toEqual(['count', 'mode'])
  })

  it('the two bases with their level, Active aircraft above and Inactive below the counter (14.1a, 14.2a)', () => {
    const s = snap(example())
    expect(
      s.bases.map((b) => [
        b.hex,
        b.side,
        b.level,
        b.levelStandIn,
        `${b.activeCount}/${b.activeLimit}`,
        b.active.map((p) => `${p.name} ${p.types} ${p.acr}`),
        b.inactive.map((p) => p.name),
      ]),
    ).toEqual([
      ['0306', 'soviet', 2, true, '2/6', ['LaGG-3 F 2', 'IL-2 T (2)'], []],
      [
        '1006',
        'german',
        2,
        true,
        '3/6',
        ['Bf 109f F 4', 'Stuka (stuka-1) T (1)', 'Stuka (stuka-2) T (1)'],
        ['Inactive bomber A', 'Inactive fighter B'],
      ],
    ])
    expect([s.flights, s.strays, s.mission, s.barrageTarget, s.combat]).toEqual([[], [], null, null, null])
  })

  it("each side's Patrol Zone around its base with an Active Fighter, 10 hexes (14.4c)", () => {
    const s = snap(example())
    expect(s.zones.map((z) => [z.side, z.base, z.fighters])).toEqual([
      ['soviet', '0306', ['lagg3']],
      ['german', '1006', ['bf109f']],
    ])
    expect(s.zones[0].hexes).toContain('1306')
    expect(s.zones[0].hexes).not.toContain('1406')
  })

  it('a reduced aircraft shows its reduced rating (14.1b)', () => {
    const g = example()
    const s = snap({ ...g, aircraft: { ...g.aircraft, bf109f: { ...g.aircraft.bf109f, steps: 1 } } })
    expect(s.bases[1].active[0]).toMatchObject({ acr: '3', reduced: true })
  })

  it('the mission in flight: its aircraft over the target, the path from their base, the barrage target and the Air Combat', () => {
    const s = snap(
      apply(example(), { type: 'mission', mission: 'barrage', hex: '1006', aircraft: ['lagg3', 'il2'] }),
    )
    expect(s.mission).toMatchObject({ n: 1, side: 'soviet', type: 'barrage', hex: '1006', from: ['0306'] })
    expect(s.mission!.planes.map((p) => p.id)).toEqual(['lagg3', 'il2'])
    expect(s.flights.map((f) => [f.hex, f.side, f.planes.map((p) => p.id)])).toEqual([
      ['1006', 'soviet', ['lagg3', 'il2']],
    ])
    expect(s.bases[0].active).toEqual([]) // they left 0306
    expect(s.zones.map((z) => z.base)).toEqual(['1006']) // the LaGG-3 in flight makes no zone (14.4c)
    expect([s.barrageTarget, s.combat]).toEqual(['1006', '1006'])
  })
})

describe('the hover text of a hex', () => {
  it('names the base, its stacks, the zones over it and the rule', () => {
    expect(ocsHoverLines(snap(example()), '1006')).toEqual([
      '1006',
      'Air base of the Germans, Level 2 (a stand-in): 3 of 6 Active aircraft (4 + Level, 14.2a)',
      'Active: Bf 109f F 4, Stuka (stuka-1) T (1), Stuka (stuka-2) T (1)',
      'Inactive (below the base, 14.1a): Inactive bomber A T (1), Inactive fighter B F 3',
      'In a Patrol Zone of the Soviets: base 0306, 1 Active Fighter',
      'In a Patrol Zone of the Germans (enemy): base 1006, 1 Active Fighter',
      expect.stringMatching(/^A Patrol Zone reaches 10 hexes .*\(14\.4c\)/),
    ])
  })

  it('an empty hex outside every zone says only its label; the mission hex says the mission', () => {
    const g = example()
    expect(ocsHoverLines(snap(g), '2012')).toEqual(['2012'])
    const m = apply(g, { type: 'mission', mission: 'barrage', hex: '1006', aircraft: ['lagg3', 'il2'] })
    const lines = ocsHoverLines(snap(m), '1006')
    expect(lines).toContain('Aircraft of the Soviets in the air: LaGG-3 F 2, IL-2 T (2)')
    expect(lines).toContain('Mission 1 of the Soviets: Barrage (14.2e), from 0306, at step D of 14.2f')
    expect(lines).toContain('Air Combat under way (14.3)')
    expect(lines).toContain('Barrage target (14.7)')
    expect(lines).toContain('Barraged this phase: no other regular barrage here this phase (14.7)')
  })
})
