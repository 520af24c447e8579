import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { attackDistribution } from './attackDistribution'
import { attackResult } from './attackResult'
import { returnFireResult, returnFireTriggered } from './returnFire'
import { poissonBinomial, roundDistribution, type PlannedAttack, type RoundPlan } from './roundDistribution'

const close = (actual: number[], expected: number[]) => {
  expect(actual).toHaveLength(expected.length)
  actual.forEach((p, i) => expect(p).toBeCloseTo(expected[i], 12))
}

/** Reference: roll every die combination of the plan and count (exponential; small plans only). */
function bruteForce(plan: RoundPlan) {
  const dice = plan.attacks.map((a) => (a.heavyTarget ? 36 : 6))
  const total = dice.reduce((p, d) => p * d, 1)
  const unitHit = new Map(plan.units.map((u) => [u.id, 0]))
  const unitAborted = new Map(plan.units.map((u) => [u.id, 0]))
  const sideHit = new Map<string, number[]>()
  const sideHitOrAborted = new Map<string, number[]>()
  const tally = (into: Map<string, number[]>, side: string, k: number, weight: number) => {
    const size = plan.units.filter((u) => u.side === side).length
    const dist = into.get(side) ?? new Array<number>(size + 1).fill(0)
    dist[k] = dist[k] + weight
    into.set(side, dist)
  }
  for (let combo = 0; combo < total; combo++) {
    let rest = combo
    const hits = new Map<string, number>()
    const aborts = new Set<string>()
    for (const [i, a] of plan.attacks.entries()) {
      const roll = rest % (dice[i] as number)
      rest = Math.floor(rest / (dice[i] as number))
      const res = attackResult(plan.variant, a.atn, (roll % 6) + 1, a.drm, plan.attackOptions).result
      const note = (id: string, r: string) => {
        if (r === 'hit') hits.set(id, (hits.get(id) ?? 0) + 1)
        if (r === 'abort' && !plan.units.find((u) => u.id === id)?.abortsIgnored) aborts.add(id)
      }
      note(a.targetId, res)
      if (
        a.heavyTarget &&
        returnFireTriggered(plan.variant, res, { returnFireOnAbort: plan.returnFireOnAbort })
      )
        note(
          a.attackerId,
          returnFireResult(
            Math.floor(roll / 6) + 1,
            a.heavyTarget.bomberQuality,
            a.heavyTarget.fighterQuality,
          ).result,
        )
    }
    const hitPerSide = new Map<string, number>()
    const harmedPerSide = new Map<string, number>()
    for (const u of plan.units) {
      if (hits.has(u.id)) {
        unitHit.set(u.id, (unitHit.get(u.id) as number) + 1)
        hitPerSide.set(u.side, (hitPerSide.get(u.side) ?? 0) + 1)
      } else if (aborts.has(u.id)) unitAborted.set(u.id, (unitAborted.get(u.id) as number) + 1)
      if (hits.has(u.id) || aborts.has(u.id)) harmedPerSide.set(u.side, (harmedPerSide.get(u.side) ?? 0) + 1)
    }
    for (const side of new Set(plan.units.map((u) => u.side))) {
      tally(sideHit, side, hitPerSide.get(side) ?? 0, 1 / total)
      tally(sideHitOrAborted, side, harmedPerSide.get(side) ?? 0, 1 / total)
    }
  }
  return {
    hit: (id: string) => (unitHit.get(id) as number) / total,
    aborted: (id: string) => (unitAborted.get(id) as number) / total,
    sideHit: (side: string) => sideHit.get(side) as number[],
    sideHitOrAborted: (side: string) => sideHitOrAborted.get(side) as number[],
  }
}

const duel = (
  attack: Omit<PlannedAttack, 'attackerId' | 'targetId'>,
  variant: 'aeto' | 'apto' = 'aeto',
): RoundPlan => ({
  variant,
  units: [
    { id: 'f', side: 'first' },
    { id: 't', side: 'second' },
  ],
  attacks: [{ attackerId: 'f', targetId: 't', ...attack }],
})

describe('roundDistribution — single attack (4.16)', () => {
  it('ATN 4, no modifier: target hit 3/6, aborted 1/6, unharmed 2/6; attacker untouched (4.16)', () => {
    const r = roundDistribution(duel({ atn: 4, drm: 0 }))
    expect(r.units[1]).toMatchObject({ id: 't', side: 'second', hit: 3 / 6 })
    expect(r.units[1]?.aborted).toBeCloseTo(1 / 6, 12)
    expect(r.units[1]?.unharmed).toBeCloseTo(2 / 6, 12)
    expect(r.units[0]).toMatchObject({ unharmed: 1, aborted: 0, hit: 0, hitCount: [1] })
    close(r.sides[1]?.unitsHit ?? [], [3 / 6, 3 / 6])
    close(r.sides[1]?.unitsHitOrAborted ?? [], [2 / 6, 4 / 6])
  })
  it('property: single-attack marginals equal attackDistribution (same function as resolution)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('aeto' as const, 'apto' as const),
        fc.integer({ min: -4, max: 12 }),
        fc.integer({ min: -3, max: 2 }),
        (variant, atn, drm) => {
          const d = attackDistribution(variant, atn, drm)
          const t = roundDistribution(duel({ atn, drm }, variant)).units[1]
          expect(t?.hit).toBeCloseTo(d.hit, 12)
          expect(t?.aborted).toBeCloseTo(d.abort, 12)
          expect(t?.unharmed).toBeCloseTo(d.miss, 12)
        },
      ),
    )
  })
  it('T-12: aborts are ignored against over-stacked / strafed targets — only hits count (4.8, 4.14)', () => {
    const plan = duel({ atn: 6, drm: +1 })
    plan.units[1] = { id: 't', side: 'second', abortsIgnored: true }
    const t = roundDistribution(plan).units[1]
    // naturals 1-3 hit; 4 → 5 abort (ignored); 5, 6 miss
    expect(t).toMatchObject({ hit: 3 / 6, aborted: 0 })
    expect(t?.unharmed).toBeCloseTo(3 / 6, 12)
  })
})

describe('roundDistribution — Heavy Bomber return fire (4.19)', () => {
  const b17 = { atn: 5, drm: 0, heavyTarget: { bomberQuality: 2, fighterQuality: 3 } }
  it('T-13 Me-109 vs B-17, AETO (hit or abort triggers, A-05): fighter hit 10/36, aborted 5/36 (4.19)', () => {
    const r = roundDistribution(duel(b17))
    // attack: hit 4/6, abort 1/6 → trigger 5/6; return fire vs quality 3: hit 2/6, abort 1/6
    expect(r.units[0]?.hit).toBeCloseTo(10 / 36, 12)
    expect(r.units[0]?.aborted).toBeCloseTo(5 / 36, 12)
    expect(r.units[1]?.hit).toBeCloseTo(4 / 6, 12)
  })
  it('APTO default (hit only, A3): fighter hit 8/36, aborted 4/36 (4.19)', () => {
    const r = roundDistribution(duel(b17, 'apto'))
    expect(r.units[0]?.hit).toBeCloseTo(8 / 36, 12)
    expect(r.units[0]?.aborted).toBeCloseTo(4 / 36, 12)
  })
  it('option returnFireOnAbort = false in AETO gives the APTO numbers (A-05 config)', () => {
    const r = roundDistribution({ ...duel(b17), returnFireOnAbort: false })
    expect(r.units[0]?.hit).toBeCloseTo(8 / 36, 12)
  })
})

describe('roundDistribution — several attacks (4.16, 4.17)', () => {
  it('two ATN-4 attacks on one unit: hit 3/4, aborted 5/36, unharmed 1/9, hit count 1/4, 1/2, 1/4', () => {
    const r = roundDistribution({
      variant: 'aeto',
      units: [
        { id: 'a1', side: 'A' },
        { id: 'a2', side: 'A' },
        { id: 't', side: 'B' },
      ],
      attacks: [
        { attackerId: 'a1', targetId: 't', atn: 4, drm: 0 },
        { attackerId: 'a2', targetId: 't', atn: 4, drm: 0 },
      ],
    })
    const t = r.units[2]
    expect(t?.hit).toBeCloseTo(3 / 4, 12)
    expect(t?.aborted).toBeCloseTo(5 / 36, 12)
    expect(t?.unharmed).toBeCloseTo(1 / 9, 12)
    close(t?.hitCount ?? [], [1 / 4, 1 / 2, 1 / 4])
  })
  it('units hit per side: two targets at ATN 4 each → 0, 1, 2 hit with 1/4, 1/2, 1/4', () => {
    const r = roundDistribution({
      variant: 'aeto',
      units: [
        { id: 'a1', side: 'A' },
        { id: 'a2', side: 'A' },
        { id: 't1', side: 'B' },
        { id: 't2', side: 'B' },
      ],
      attacks: [
        { attackerId: 'a1', targetId: 't1', atn: 4, drm: 0 },
        { attackerId: 'a2', targetId: 't2', atn: 4, drm: 0 },
      ],
    })
    close(r.sides.find((s) => s.side === 'B')?.unitsHit ?? [], [1 / 4, 1 / 2, 1 / 4])
    close(r.sides.find((s) => s.side === 'A')?.unitsHit ?? [], [1, 0, 0])
  })
  it('matches brute-force enumeration of every die, both directions and return fire (4.16, 4.19)', () => {
    const plan: RoundPlan = {
      variant: 'aeto',
      units: [
        { id: 'f1', side: 'A' },
        { id: 'f2', side: 'A' },
        { id: 'g1', side: 'B' },
        { id: 'hb', side: 'B' },
        { id: 'ov', side: 'B', abortsIgnored: true },
      ],
      attacks: [
        {
          attackerId: 'f1',
          targetId: 'hb',
          atn: 5,
          drm: 0,
          heavyTarget: { bomberQuality: 2, fighterQuality: 3 },
        },
        { attackerId: 'f2', targetId: 'g1', atn: 3, drm: 0 },
        { attackerId: 'f2', targetId: 'ov', atn: 6, drm: 0 },
        { attackerId: 'g1', targetId: 'f1', atn: 4, drm: -1 },
        { attackerId: 'g1', targetId: 'f2', atn: 2, drm: 0 },
      ],
    }
    const exact = roundDistribution(plan)
    const reference = bruteForce(plan)
    for (const u of exact.units) {
      expect(u.hit).toBeCloseTo(reference.hit(u.id), 12)
      expect(u.aborted).toBeCloseTo(reference.aborted(u.id), 12)
      expect(u.unharmed + u.aborted + u.hit).toBeCloseTo(1, 12)
    }
    for (const s of exact.sides) {
      close(s.unitsHit, reference.sideHit(s.side))
      close(s.unitsHitOrAborted, reference.sideHitOrAborted(s.side))
    }
  })
  it('8 attackers vs 8 targets plus 8 reverse attacks with return fire: well under 50 ms, all distributions sum to 1', () => {
    const units = [
      ...Array.from({ length: 8 }, (_, i) => ({ id: `a${i}`, side: 'A' })),
      ...Array.from({ length: 8 }, (_, i) => ({ id: `b${i}`, side: 'B' })),
    ]
    const attacks: PlannedAttack[] = []
    for (let i = 0; i < 8; i++) {
      attacks.push({
        attackerId: `a${i}`,
        targetId: `b${(i + 1) % 8}`,
        atn: 2 + (i % 6),
        drm: i % 3 === 0 ? -1 : 0,
        heavyTarget: i % 2 ? { bomberQuality: 2, fighterQuality: 3 } : undefined,
      })
      attacks.push({ attackerId: `b${i}`, targetId: `a${(i + 3) % 8}`, atn: 1 + (i % 7), drm: 0 })
    }
    const plan: RoundPlan = { variant: 'aeto', units, attacks }
    const start = performance.now()
    const r = roundDistribution(plan)
    const elapsed = performance.now() - start
    expect(elapsed).toBeLessThan(50)
    for (const s of r.sides) {
      expect(s.unitsHit).toHaveLength(9)
      expect(s.unitsHit.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 12)
      expect(s.unitsHitOrAborted.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 12)
    }
  })
  it('rejects unknown units and attacks within one side', () => {
    expect(() =>
      roundDistribution({
        variant: 'aeto',
        units: [{ id: 'a', side: 'A' }],
        attacks: [{ attackerId: 'a', targetId: 'zz', atn: 3, drm: 0 }],
      }),
    ).toThrow(/unknown unit zz/)
    expect(() =>
      roundDistribution({
        variant: 'aeto',
        units: [
          { id: 'a', side: 'A' },
          { id: 'b', side: 'A' },
        ],
        attacks: [{ attackerId: 'a', targetId: 'b', atn: 3, drm: 0 }],
      }),
    ).toThrow(/same side/)
  })
  it('poissonBinomial: [1/2, 1/3] → 1/3, 1/2, 1/6', () => {
    close(poissonBinomial([1 / 2, 1 / 3]), [1 / 3, 1 / 2, 1 / 6])
  })
})
