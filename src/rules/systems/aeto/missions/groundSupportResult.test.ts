// Air superiority and the bomber strength added to a land combat (4.22; spec §11.2, §11.3, §3.4;
// T-16, T-21; APTO T31).
import { describe, expect, it } from 'vitest'
import { groundSupportResult, type GsAirUnit, type GsInputs } from './groundSupportResult'

const bomber = (
  name: string,
  strength: number,
  side: GsAirUnit['side'] = 'attacker',
  extra: Partial<GsAirUnit> = {},
): GsAirUnit => ({
  name,
  side,
  strength,
  bomberRole: true,
  heavy: false,
  atp: false,
  wasCurrent: false,
  ...extra,
})
const fighter = (name: string, strength: number, side: GsAirUnit['side'] = 'attacker'): GsAirUnit => ({
  ...bomber(name, strength, side),
  bomberRole: false,
})

function inputs(over: Partial<GsInputs>): GsInputs {
  return {
    variant: 'aeto',
    air: [],
    weather: 'clear',
    terrain: 'clear',
    fortified: false,
    attackers: [{ name: 'Infantry', strength: 10, general: false }],
    defenders: [{ name: 'Defender', strength: 10, general: false }],
    capIncludesGenerals: false,
    ...over,
  }
}

describe('T-16: the ground support cap (4.22; A-37)', () => {
  const armor = { name: '8-5 armor', strength: 8, general: false, halved: true }
  const general = { name: 'General', strength: 2, general: true }
  it('an 8-5 armor attacking across a river (halved to 4) with bombers totalling 6: the bombers add 4, for 8', () => {
    const r = groundSupportResult(
      inputs({ air: [bomber('B1', 3), bomber('B2', 3)], attackers: [armor, general] }),
    )
    expect(r.bomberStrength).toEqual({ attacker: 4, defender: 0 })
    expect(r.lines.attacker).toContain(
      'Total 6, capped at 4: the land strength of the supported units (8-5 armor 8 halved → 4) (4.22; T-16).',
    )
    expect(r.lines.attacker).toContain(
      'Generals add their own strength on top; they do not raise the cap (A-37).',
    )
  })
  it('with gsCapIncludesGenerals the General raises the cap to 6', () => {
    const r = groundSupportResult(
      inputs({
        air: [bomber('B1', 3), bomber('B2', 3)],
        attackers: [armor, general],
        capIncludesGenerals: true,
      }),
    )
    expect(r.bomberStrength.attacker).toBe(6)
  })
  it('APTO T31: a 4-2 infantry across a river (halved to 2): bombers add at most 2', () => {
    const r = groundSupportResult(
      inputs({
        variant: 'apto',
        air: [bomber('B1', 5)],
        attackers: [{ name: '4-2 infantry', strength: 4, general: false, halved: true }],
      }),
    )
    expect(r.bomberStrength.attacker).toBe(2)
  })
})

describe('T-21: the air superiority threshold (4.22; A-25)', () => {
  it('two friendly 1-strength units and no enemy air: superiority (total 2)', () => {
    const r = groundSupportResult(inputs({ air: [fighter('F1', 1), bomber('B1', 1)] }))
    expect(r.airSuperiority).toBe('attacker')
    expect(r.superiorityWhy).toBe(
      'Only the attacker has air units over the combat hex, total strength 2 (at least 2): attacker air superiority (4.22).',
    )
  })
  it('one friendly 1-strength bomber alone: no superiority, but its 1 point still adds to the land strength', () => {
    const r = groundSupportResult(inputs({ air: [bomber('B1', 1)] }))
    expect(r.airSuperiority).toBe('none')
    expect(r.bomberStrength.attacker).toBe(1)
  })
  it('any enemy combat air unit left over the hex cancels it, even a lone 1-strength one (A-25)', () => {
    const r = groundSupportResult(inputs({ air: [bomber('B1', 6), fighter('F1', 1, 'defender')] }))
    expect(r.airSuperiority).toBe('none')
    expect(r.superiorityWhy).toBe('Both sides have air units over the combat hex: no air superiority (4.22).')
    expect(r.bomberStrength).toEqual({ attacker: 6, defender: 0 })
  })
  it('an ATP never gives nor cancels air superiority (4.23)', () => {
    const atp = { ...fighter('Ju-52', 0, 'defender'), atp: true }
    expect(groundSupportResult(inputs({ air: [fighter('F1', 2), atp] })).airSuperiority).toBe('attacker')
  })
  it('the defender alone with strength 2 holds it', () => {
    expect(groundSupportResult(inputs({ air: [fighter('F1', 2, 'defender')] })).airSuperiority).toBe(
      'defender',
    )
  })
  it('inclement weather affecting air ("Half Strength", "Half Strength and Range") cancels it and halves bombers once (4.22)', () => {
    for (const weather of ['halfStrength', 'halfStrengthAndRange'] as const) {
      const r = groundSupportResult(inputs({ air: [bomber('B1', 5, 'attacker', { heavy: true })], weather }))
      expect(r.airSuperiority).toBe('none')
      expect(r.bomberStrength.attacker).toBe(3) // 5 halved once, fractions up (AETO)
    }
  })
})

describe('bomber strength halvings (4.22; APTO E2)', () => {
  it('fortified hex, forest or swamp, Heavy Bomber: halved, fractions up in AETO, never twice', () => {
    expect(
      groundSupportResult(inputs({ air: [bomber('B1', 5)], fortified: true })).bomberStrength.attacker,
    ).toBe(3)
    expect(
      groundSupportResult(inputs({ air: [bomber('B1', 5)], terrain: 'swamp' })).bomberStrength.attacker,
    ).toBe(3)
    const heavyInForest = groundSupportResult(
      inputs({ air: [bomber('B-17', 5, 'attacker', { heavy: true })], terrain: 'forest', fortified: true }),
    )
    expect(heavyInForest.bomberStrength.attacker).toBe(3)
    expect(heavyInForest.lines.attacker[0]).toBe(
      'B-17: 5 halved (Heavy Bomber, fortified hex, forest hex) → 3.',
    )
  })
  it('APTO T31 [derived]: a Heavy Bomber of strength 5 in a jungle hex → 2, rounded down, halved once (APTO D72)', () => {
    const r = groundSupportResult(
      inputs({ variant: 'apto', air: [bomber('B1', 5, 'attacker', { heavy: true })], terrain: 'jungle' }),
    )
    expect(r.bomberStrength.attacker).toBe(2)
    expect(r.lines.attacker[0]).toBe('B1: 5 halved (Heavy Bomber, jungle hex, APTO D72) → 2.')
  })
  it('APTO D72: jungle halves a bomber, as forest and swamp do; jungle-mountain does not (4.22 lists forest, jungle or swamp)', () => {
    const apto = (terrain: string) =>
      groundSupportResult(inputs({ variant: 'apto', air: [bomber('B-25', 5)], terrain }))
    expect(apto('jungle').bomberStrength.attacker).toBe(2)
    expect(apto('jungle').lines.attacker).toEqual(['B-25: 5 halved (jungle hex, APTO D72) → 2.'])
    expect(apto('forest').bomberStrength.attacker).toBe(2)
    expect(apto('jungle-mountain').bomberStrength.attacker).toBe(5)
    expect(apto('jungle-mountain').lines.attacker).toEqual(['B-25: 5.'])
    expect(apto('mountain').bomberStrength.attacker).toBe(5)
  })
  it('fighters never add strength (4.22)', () => {
    expect(groundSupportResult(inputs({ air: [fighter('F1', 6)] })).bomberStrength.attacker).toBe(0)
  })
})

describe('§3.4: Currently Committed defenders support Activated units only (4.27)', () => {
  const defenders = [
    { name: 'Activated', strength: 2, general: false, activated: true },
    { name: 'Unactivated', strength: 6, general: false, activated: false },
  ]
  it('a Current bomber adds at most the Activated units’ strength (at most doubling them); an uncommitted one the whole hex’s', () => {
    const current = groundSupportResult(
      inputs({ air: [bomber('B1', 5, 'defender', { wasCurrent: true })], defenders }),
    )
    expect(current.bomberStrength.defender).toBe(2)
    expect(current.lines.defender).toContain(
      "Currently Committed bombers add at most the Activated units' strength, 2 (4.27).",
    )
    const both = groundSupportResult(
      inputs({
        air: [bomber('B1', 5, 'defender', { wasCurrent: true }), bomber('B2', 4, 'defender')],
        defenders,
      }),
    )
    expect(both.bomberStrength.defender).toBe(6) // 4 + min(5, 2), under the cap of 8
  })
})
