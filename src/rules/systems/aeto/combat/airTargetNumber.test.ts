import { describe, expect, it } from 'vitest'
import { airTargetNumber, type AttackContext } from './airTargetNumber'

const me109VsB17: AttackContext = {
  variant: 'aeto',
  round: 1,
  attackerStrength: 4,
  attackerQuality: 3,
  targetQuality: 2,
}

describe('airTargetNumber (4.16, 4.18)', () => {
  it('T-13: Me-109 4-4/3 vs B-17 _12_-20[2]: ATN = 4 + 3 − 2 = 5, no die modifier (4.16)', () => {
    const r = airTargetNumber(me109VsB17)
    expect(r).toMatchObject({ atn: 5, strength: 4, strengthMods: [], drm: 0, drmMods: [], ignored: [] })
    expect(r.explanation).toBe('ATN 5 = strength 4 + quality 3 − target quality 2 (4.16); no die modifier.')
  })
  it('T27: Ki-84 4-8/4 vs B-29 _20_-20[4]: ATN = 4 + 4 − 4 = 4 (APTO 4.16)', () => {
    expect(
      airTargetNumber({
        variant: 'apto',
        round: 1,
        attackerStrength: 4,
        attackerQuality: 4,
        targetQuality: 4,
      }).atn,
    ).toBe(4)
  })
  it('own airbase and escorted-bomber bonuses add +1 strength each, cumulatively (4.18, A-20)', () => {
    const r = airTargetNumber({ ...me109VsB17, ownAirbase: true, escortBonus: true })
    expect(r.atn).toBe(7)
    expect(r.strength).toBe(6)
    expect(r.strengthMods).toEqual([
      { value: 1, rule: '4.18', label: 'own airbase' },
      { value: 1, rule: '4.18', label: 'escorted bombers' },
    ])
    expect(r.explanation).toBe(
      'ATN 7 = strength 4 +1 own airbase (4.18) +1 escorted bombers (4.18) + quality 3 − target quality 2 (4.16); no die modifier.',
    )
  })
  it('an ATP or over-stacked ground target has quality 0 (4.23, 4.8)', () => {
    expect(airTargetNumber({ ...me109VsB17, targetQuality: 0 }).atn).toBe(7)
  })
  it('Blitzkrieg, Finnish vs Soviet and radar are −1 die each (4.18)', () => {
    const r = airTargetNumber({ ...me109VsB17, blitzkrieg: true, finnishVsSoviet: true, radar: true })
    expect(r.drm).toBe(-3)
    expect(r.drmMods.map((m) => m.label)).toEqual(['Blitzkrieg', 'Finnish vs Soviet', 'radar'])
    expect(r.atn).toBe(5)
    expect(r.explanation).toBe(
      'ATN 5 = strength 4 + quality 3 − target quality 2 (4.16); die modifier −3: −1 Blitzkrieg (4.18), −1 Finnish vs Soviet (4.18), −1 radar (4.18).',
    )
  })
  it('radar applies in Round 1 only (4.18)', () => {
    const r = airTargetNumber({ ...me109VsB17, round: 2, radar: true })
    expect(r.drm).toBe(0)
    expect(r.ignored).toEqual([
      { label: 'radar', rule: '4.18', reason: 'radar helps in Round 1 only (4.18)' },
    ])
    expect(r.explanation).toContain('Not applied: radar, because radar helps in Round 1 only (4.18).')
  })
  it('strafing is +1 die, but not against a target marked out of supply (4.14, 4.18)', () => {
    expect(airTargetNumber({ ...me109VsB17, strafing: true }).drmMods).toEqual([
      { value: 1, rule: '4.14, 4.18', label: 'strafing' },
    ])
    const oos = airTargetNumber({ ...me109VsB17, strafing: true, targetOutOfSupply: true })
    expect(oos.drm).toBe(0)
    expect(oos.ignored[0]?.reason).toBe('no strafing penalty against a target marked out of supply (4.18)')
  })
  it('Blitzkrieg never applies to a Strafing Attack (4.14, 4.18)', () => {
    const r = airTargetNumber({ ...me109VsB17, strafing: true, blitzkrieg: true })
    expect(r.drm).toBe(1)
    expect(r.ignored.map((i) => i.label)).toEqual(['Blitzkrieg'])
  })
  it('APTO: Sneak Attack −1, Elite Pilots +1 strength (4.18, 11.49)', () => {
    const r = airTargetNumber({
      variant: 'apto',
      round: 2,
      attackerStrength: 4,
      attackerQuality: 4,
      targetQuality: 2,
      sneakAttack: true,
      elitePilots: true,
    })
    expect(r).toMatchObject({ atn: 7, drm: -1 })
    expect(r.strengthMods).toEqual([{ value: 1, rule: '11.49', label: 'Elite Pilots' }])
  })
  it('APTO: no Sneak Attack modifier when strafing; no strafing penalty vs US units on Hawaii in Dec 1941 (4.14, 4.18)', () => {
    const r = airTargetNumber({
      variant: 'apto',
      round: 1,
      attackerStrength: 4,
      attackerQuality: 4,
      targetQuality: 2,
      sneakAttack: true,
      strafing: true,
      hawaiiDec41UsTarget: true,
    })
    expect(r.drm).toBe(0)
    expect(r.ignored.map((i) => i.label)).toEqual(['Sneak Attack', 'strafing'])
  })
  it('APTO: US fighter-types get no own-base bonus over Hawaii in December 1941 (4.18)', () => {
    const r = airTargetNumber({
      variant: 'apto',
      round: 1,
      attackerStrength: 3,
      attackerQuality: 3,
      targetQuality: 3,
      ownAirbase: true,
      hawaiiDec41UsAttacker: true,
    })
    expect(r.atn).toBe(3)
    expect(r.ignored.map((i) => i.label)).toEqual(['own airbase'])
  })
  it('the Hawaii exceptions are APTO’s (D45, D55): an AETO attack never carries them; each exception gives its reason', () => {
    const aeto = {
      variant: 'aeto' as const,
      round: 1 as const,
      attackerStrength: 3,
      attackerQuality: 3,
      targetQuality: 3,
    }
    expect(() => airTargetNumber({ ...aeto, ownAirbase: true, hawaiiDec41UsAttacker: true })).toThrow(
      'hawaiiDec41UsAttacker is an APTO-only fact',
    )
    expect(() => airTargetNumber({ ...me109VsB17, sneakAttack: true })).toThrow(
      'the Sneak Attack modifier does not exist in AETO',
    )
    const apto = { ...aeto, variant: 'apto' as const }
    expect(airTargetNumber({ ...apto, ownAirbase: true, hawaiiDec41UsAttacker: true }).ignored).toEqual([
      {
        label: 'own airbase',
        rule: '4.18',
        reason:
          'US fighter-types get no strength bonus over a Hawaiian Islands airbase in December 1941 (4.18; APTO D55)',
      },
    ])
    const strafed = airTargetNumber({ ...apto, strafing: true, sneakAttack: true, hawaiiDec41UsTarget: true })
    expect(strafed.ignored.map((i) => i.reason)).toEqual([
      'the Sneak Attack Bonus never applies to a Strafing Attack (4.14, 4.18)',
      'no strafing penalty against US units on a Hawaiian Islands airbase in December 1941 (4.14, 4.18; APTO D45)',
    ])
    expect(strafed.explanation).toContain(
      'Not applied: Sneak Attack, because the Sneak Attack Bonus never applies to a Strafing Attack (4.14, 4.18). Not applied: strafing, because',
    )
    expect(airTargetNumber({ ...me109VsB17, strafing: true, blitzkrieg: true }).ignored[0].reason).toBe(
      'the Blitzkrieg Bonus never applies to a Strafing Attack (4.14, 4.18)',
    )
  })
  it('APTO W2: weather halves strength (round down) before the +1 bonuses: 5 → 2, +1 own base → 3', () => {
    const r = airTargetNumber({
      variant: 'apto',
      round: 1,
      attackerStrength: 5,
      attackerQuality: 3,
      targetQuality: 1,
      weatherHalvesStrength: true,
      ownAirbase: true,
    })
    expect(r.strength).toBe(3)
    expect(r.atn).toBe(5)
    expect(r.strengthMods[0]).toEqual({ value: -3, rule: 'W2', label: 'weather halves strength' })
  })
  it('a modifier that does not exist in the variant is refused (APTO has no Blitzkrieg; AETO no Sneak Attack)', () => {
    expect(() =>
      airTargetNumber({
        variant: 'apto',
        round: 1,
        attackerStrength: 4,
        attackerQuality: 3,
        targetQuality: 2,
        blitzkrieg: true,
      }),
    ).toThrow(/Blitzkrieg/)
    expect(() => airTargetNumber({ ...me109VsB17, sneakAttack: true })).toThrow(/Sneak Attack/)
    expect(() => airTargetNumber({ ...me109VsB17, hawaiiDec41UsTarget: true })).toThrow(/APTO-only/)
  })
})
