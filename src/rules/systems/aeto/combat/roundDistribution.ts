// Exact odds of a whole planned round of air combat (4.16, 4.17, 4.19), without sampling.
//
// Every attack rolls its own die (and, against an aloft Heavy Bomber, its own return-fire die), so
// attacks are independent. One attack touches at most two units — its target and, through return
// fire, its attacker — and those are on opposite sides. Hence within one side every unit's fate
// depends on a disjoint set of attacks: the units of a side are independent, and the number of
// units hit on a side is a sum of independent indicators (Poisson-binomial, by convolution).
import { attackDistribution } from './attackDistribution'
import type { AttackResultOptions } from './attackResult'
import { returnFireDistribution, returnFireTriggered } from './returnFire'
import type { AttackOutcome, Variant } from './types'

export interface PlannedAttack {
  attackerId: string
  targetId: string
  atn: number
  drm: number
  /** The target is an aloft Heavy Bomber that returns fire at this attacker (4.19). Never for ground targets. */
  heavyTarget?: { bomberQuality: number; fighterQuality: number }
}

export interface RoundUnit {
  id: string
  /** Any label, e.g. 'first' / 'second' or a nation; units are grouped by it in `sides`. */
  side: string
  /** Aborts have no effect: over-stacked ground targets and strafing targets (4.8, 4.14), Kamikazes (APTO 10.7). */
  abortsIgnored?: boolean
}

export interface RoundPlan {
  variant: Variant
  units: RoundUnit[]
  attacks: PlannedAttack[]
  /** Return-fire trigger (AETO A-05 default true, APTO A3 default false). */
  returnFireOnAbort?: boolean
  attackOptions?: AttackResultOptions
}

export interface UnitRoundOdds {
  id: string
  side: string
  /** Neither hit nor aborted. */
  unharmed: number
  /** Aborted at least once and never hit. */
  aborted: number
  /** Hit at least once. */
  hit: number
  /** hitCount[k] = probability of exactly k hits this round. */
  hitCount: number[]
}

export interface SideRoundOdds {
  side: string
  /** unitsHit[k] = probability that exactly k units of this side are hit. */
  unitsHit: number[]
  /** unitsHitOrAborted[k] = probability that exactly k units of this side are hit or aborted. */
  unitsHitOrAborted: number[]
}

export interface RoundDistribution {
  units: UnitRoundOdds[]
  sides: SideRoundOdds[]
}

/** Chance that one attack hits / aborts one given unit. */
interface Threat {
  hit: number
  abort: number
}

/** Distribution of the number of successes of independent events with the given probabilities. */
export function poissonBinomial(probabilities: readonly number[]): number[] {
  let dist = [1]
  for (const p of probabilities) {
    const next = new Array<number>(dist.length + 1).fill(0)
    dist.forEach((q, k) => {
      next[k] += q * (1 - p)
      next[k + 1] += q * p
    })
    dist = next
  }
  return dist
}

function threatsOfAttack(plan: RoundPlan, attack: PlannedAttack): { onTarget: Threat; onAttacker?: Threat } {
  const odds = attackDistribution(plan.variant, attack.atn, attack.drm, plan.attackOptions)
  const onTarget = { hit: odds.hit, abort: odds.abort }
  if (!attack.heavyTarget) return { onTarget }
  const outcomes: AttackOutcome[] = ['hit', 'abort', 'miss']
  const triggerChance = outcomes
    .filter((o) => returnFireTriggered(plan.variant, o, { returnFireOnAbort: plan.returnFireOnAbort }))
    .reduce((sum, o) => sum + odds[o], 0)
  const fire = returnFireDistribution(attack.heavyTarget.bomberQuality, attack.heavyTarget.fighterQuality)
  return { onTarget, onAttacker: { hit: triggerChance * fire.hit, abort: triggerChance * fire.abort } }
}

export function roundDistribution(plan: RoundPlan): RoundDistribution {
  const unitById = new Map(plan.units.map((u) => [u.id, u]))
  const threats = new Map<string, Threat[]>(plan.units.map((u) => [u.id, []]))
  const unitOf = (id: string) => {
    const unit = unitById.get(id)
    if (!unit) throw new Error(`planned attack names unknown unit ${id}`)
    return unit
  }

  for (const attack of plan.attacks) {
    const attacker = unitOf(attack.attackerId)
    const target = unitOf(attack.targetId)
    if (attacker.side === target.side) throw new Error(`${attacker.id} and ${target.id} are on the same side`)
    const { onTarget, onAttacker } = threatsOfAttack(plan, attack)
    threats.get(target.id)!.push(onTarget)
    if (onAttacker) threats.get(attacker.id)!.push(onAttacker)
  }

  const units = plan.units.map((u): UnitRoundOdds => {
    const list = threats.get(u.id)!
    const notHit = list.reduce((p, t) => p * (1 - t.hit), 1)
    const untouched = u.abortsIgnored ? notHit : list.reduce((p, t) => p * (1 - t.hit - t.abort), 1)
    return {
      id: u.id,
      side: u.side,
      unharmed: untouched,
      aborted: notHit - untouched,
      hit: 1 - notHit,
      hitCount: poissonBinomial(list.map((t) => t.hit)),
    }
  })

  const sideNames = [...new Set(plan.units.map((u) => u.side))]
  const sides = sideNames.map((side): SideRoundOdds => {
    const own = units.filter((u) => u.side === side)
    return {
      side,
      unitsHit: poissonBinomial(own.map((u) => u.hit)),
      unitsHitOrAborted: poissonBinomial(own.map((u) => u.hit + u.aborted)),
    }
  })
  return { units, sides }
}
