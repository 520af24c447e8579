// The bot's Air Offensive (4.25, 4.26): it declares one when its bombers can reach an enemy
// installation with a fair chance of destroying it, flies the best such raid, allocates the
// bombers where the exact odds are best, and chooses anti-aircraft and collateral losses.

import { contextOf } from '../context'
import { tx, type Tx } from '../engine/core'
import { launchOptions } from '../engine/movement'
import { bombingOdds, bombingTargetList, isBomberCapable } from '../missions/bombing'
import { bombableAt } from '../installations'
import { powersPlayed } from '../engine/airOffensivePowers'
import type { GameState, LaunchOption, Pending, Role, UnitId } from '../types'
import { defOf, faceOf, singleStep } from '../units'
import { nameOf, p2, pc, unitList } from './format'
import { strikeForce } from './strikeForce'
import { stepsLeft } from './forecast'
import type { BotDecision, Policy } from './policy'

type P<K extends Pending['kind']> = Extract<Pending, { kind: K }>

interface Raid {
  base: LaunchOption
  hex: string
  bombers: UnitId[]
  escorts: UnitId[]
  destroyed: number
  name: string
  /** What the raid is worth: destruction, the units it forces to rebase and the collateral steps (raidWorth). */
  worth: number
}

/**
 * What destroying an installation is worth, in expected steps (4.26): 1 for its destruction, ¼ for
 * each enemy unit on the ground there that must then make a Forced Rebase (4.7), and the
 * collateral steps the roll takes from them (at most the steps they have). An installation that
 * is no base (a fort, the Burma Railway…) has no unit on the ground.
 */
export function raidWorth(
  state: GameState,
  odds: { destroyed: number; collateral: readonly number[] },
  base: string | undefined,
  side: string,
): number {
  const ground = (base === undefined ? [] : (state.stacks[base] ?? [])).filter(
    (id) => state.units[id].side !== side && !state.units[id].eliminated && !state.units[id].aloft,
  )
  const steps = ground.reduce((n, id) => n + stepsLeft(state, id), 0)
  const collateral = odds.collateral.reduce((sum, p, k) => sum + p * Math.min(k, steps), 0)
  return odds.destroyed * (1 + 0.25 * ground.length) + collateral
}

const canBomb = (state: GameState, id: UnitId) => isBomberCapable(tx(state), id)

/**
 * The best raid of launchable bombers against an enemy installation in range, by exact odds. A
 * base's installations first: a fort, Mulberry, radar or rocket site or the Burma Railway (4.26)
 * only when no base installation gives a raid worth flying (destroyed 0.2 or better).
 */
export function bestRaid(state: GameState, bases: readonly LaunchOption[], pol: Policy): Raid | null {
  const onBases = raidOn(state, bases, pol, false)
  if (onBases && onBases.destroyed >= 0.2) return onBases
  const other = raidOn(state, bases, pol, true)
  return other && (!onBases || other.destroyed > onBases.destroyed) ? other : onBases
}

function raidOn(
  state: GameState,
  bases: readonly LaunchOption[],
  pol: Policy,
  features: boolean,
): Raid | null {
  const t: Tx = tx(state)
  const side = state.pending.side
  let best: Raid | null = null
  for (const b of bases) {
    const bombers = b.units.filter((u) => canBomb(state, u.id))
    if (!bombers.length) continue
    for (const target of bombingTargetList(
      t,
      side,
      b.base,
      bombers.map((u) => u.id),
    )) {
      const loc = t.ctx.map.parseLoc(target.hex)!
      // The fighters first (a Zero, a Typhoon) escort when other units bomb (4.0): strikeForce.
      const force = strikeForce(
        state,
        side,
        b.units.filter((u) => u.range >= target.distance),
        loc,
      )
      const inRange = force.bombers
      if (!inRange.length) continue
      for (const inst of bombableAt(t.ctx, t.s, side, loc)) {
        if (!!inst.feature !== features) continue
        const odds = bombingOdds(t, inst, inRange)
        const worth = raidWorth(state, odds, inst.base, side)
        const better =
          !best ||
          worth > best.worth + 1e-9 ||
          (Math.abs(worth - best.worth) <= 1e-9 &&
            pol.rank(b.base + target.hex) < pol.rank(best.base.base + best.hex))
        if (better)
          best = {
            base: b,
            hex: target.hex,
            bombers: inRange,
            escorts: force.escorts,
            destroyed: odds.destroyed,
            name: odds.name,
            worth,
          }
      }
    }
  }
  return best
}

export function decideAirOffensive(state: GameState, p: P<'offensive'>, pol: Policy): BotDecision[] | null {
  if (!p.options.some((o) => o.kind === 'air' && o.available)) return null
  const ctx = contextOf(state)
  // What the side could launch if it declared: the plan's own launch options (4.25: out-of-supply units excluded).
  const bases = launchOptions(tx(state), p.side)
    .map((b) => ({ ...b, units: b.units.filter((u) => !ctx.unitDefs.get(u.id)?.outOfSupply) }))
    .filter((b) => b.units.length)
  const raid = bestRaid(state, bases, pol)
  if (!raid || raid.destroyed < 0.2) return null
  const why = `${unitList(state, raid.bombers)} from ${ctx.baseDefs.get(raid.base.base)?.name} can bomb the ${raid.name} at ${raid.hex}, destroyed ${pc(raid.destroyed)}, worth ${p2(raid.worth)} steps with the units on the ground there`
  if (!powersPlayed(state))
    return [
      {
        action: { type: 'declareOffensive', side: p.side, offensive: 'air' },
        reasoning: [`Declare an Air Offensive: ${why} (4.25, 4.26).`],
      },
    ]
  // Whose Air Offensive (4.25; APTO D84): the bombers' power; bombers of two major powers fly together in a Combined Air Offensive when the Offensives left pay for it.
  const nations = [...new Set(raid.bombers.map((id) => ctx.unitDefs.get(id)!.nation))]
  const combined = p.options.find((o) => o.kind === 'combinedAir' && o.available)
  if (
    nations.length > 1 &&
    combined &&
    nations.length <= p.left &&
    nations.every((n) => combined.nations?.some((x) => x.id === n))
  )
    return [
      {
        action: { type: 'declareOffensive', side: p.side, offensive: 'combinedAir', nations },
        reasoning: [
          `Declare a Combined Air Offensive of ${nationNames(state, nations)}, one Offensive each: ${why} (4.25, 4.26).`,
        ],
      },
      {
        action: { type: 'declareOffensive', side: p.side, offensive: 'air', nations: [nations[0]] },
        reasoning: [`Declare an Air Offensive of ${nationNames(state, [nations[0]])}: ${why} (4.25, 4.26).`],
      },
    ]
  const count = (n: string) => raid.bombers.filter((id) => ctx.unitDefs.get(id)!.nation === n).length
  const power = [...nations].sort((a, b) => count(b) - count(a))[0]
  return [
    {
      action: { type: 'declareOffensive', side: p.side, offensive: 'air', nations: [power] },
      reasoning: [
        `Declare an Air Offensive of ${nationNames(state, [power])}: ${why}; only its air units fly in it (4.25, 4.26).`,
      ],
    },
  ]
}

function nationNames(state: GameState, ids: readonly string[]): string {
  return ids.map((id) => state.scenario.nations.find((n) => n.id === id)?.name ?? id).join(' and ')
}

export function decideBombingPlan(state: GameState, p: P<'plan'>, pol: Policy): BotDecision[] {
  const side = p.side
  const missions = state.offensivePhase?.current?.missions ?? []
  const flown = missions.length
  // Up to two missions (4.25): a strike on located ships (naval.ts) may come first; one bombing raid.
  const raided = missions.some((id) => state.missions[id]?.kind === 'bombing')
  const end: BotDecision = {
    action: { type: 'endStep', side },
    reasoning: [
      raided
        ? 'End the Air Offensive: its raid is flown (4.25).'
        : flown >= 2
          ? 'End the Air Offensive: its two missions are flown (4.25).'
          : 'End the Air Offensive: no raid is worth flying now (4.25).',
    ],
  }
  if (raided || flown >= 2) return [end]
  const raid = bestRaid(state, p.bases, pol)
  if (!raid) return [end]
  const ctx = contextOf(state)
  const roles: Record<UnitId, Role> = {}
  for (const id of raid.bombers) if (defOf(ctx, id).type !== 'B') roles[id] = 'bomber'
  for (const id of raid.escorts) if (defOf(ctx, id).type !== 'F') roles[id] = 'fighter'
  const units = [...raid.bombers, ...raid.escorts]
  return [
    {
      action: {
        type: 'launch',
        side,
        base: raid.base.base,
        units,
        mission: 'bombing',
        target: raid.hex,
        ...(Object.keys(roles).length ? { roles } : {}),
      },
      reasoning: [
        `Bomb the ${raid.name} at ${raid.hex} with ${unitList(state, raid.bombers)}${raid.escorts.length ? `, escorted by ${unitList(state, raid.escorts)}` : ''}: destroyed ${pc(raid.destroyed)} on the Bombing Table, worth ${p2(raid.worth)} steps (destruction 1, each unit on the ground forced to rebase ¼, collateral steps) (4.26).`,
      ],
    },
    {
      action: {
        type: 'launch',
        side,
        base: raid.base.base,
        units: raid.bombers,
        mission: 'bombing',
        target: raid.hex,
        ...(Object.keys(roles).length ? { roles } : {}),
      },
      reasoning: ['The bombers alone.'],
    },
    end,
  ]
}

export function decideBombAllocation(state: GameState, p: P<'bombAllocation'>): BotDecision[] {
  const t = tx(state)
  const m = state.missions[p.mission]
  const all = bombableAt(t.ctx, t.s, m.side, m.target!)
  const scored = p.installations
    .map((i) => {
      const inst = all.find((x) => x.id === i.id)!
      const odds = bombingOdds(t, inst, p.bombers)
      return { i, odds, worth: raidWorth(state, odds, inst.base, m.side), feature: !!inst.feature }
    })
    // A base's installations before a fort, Mulberry, radar or rocket site or the Burma Railway (4.26): those only when no other is left.
    .sort(
      (a, b) =>
        Number(a.feature) - Number(b.feature) ||
        b.worth - a.worth ||
        b.odds.destroyed - a.odds.destroyed ||
        b.odds.collateral.length - a.odds.collateral.length,
    )
  const best = scored[0]
  return [
    {
      action: { type: 'allocateBombers', side: p.side, allocation: { [best.i.id]: [...p.bombers] } },
      reasoning: [
        `Every bomber on the ${best.odds.name}: strength ${best.odds.strength}, column ${best.odds.column}, target number ${best.odds.targetNumber}; destroyed ${pc(best.odds.destroyed)}, worth ${p2(best.worth)} steps, anti-aircraft loss ${p2(best.odds.aaLoss)} (4.26).`,
        ...scored
          .slice(1)
          .map((x) => `The ${x.odds.name}: destroyed ${pc(x.odds.destroyed)}, worth ${p2(x.worth)} steps.`),
      ],
    },
  ]
}

/** The cheapest loss for the owner: a full two-step unit depletes rather than one that would be eliminated; the weakest first. */
export function cheapest(state: GameState, units: readonly UnitId[]): UnitId[] {
  const ctx = contextOf(state)
  const cost = (id: UnitId) =>
    (singleStep(ctx, state.units[id]) ? 100 : 0) + faceOf(ctx, state.units[id]).strength
  return [...units].sort((a, b) => cost(a) - cost(b))
}

export function decideLoss(state: GameState, p: P<'bombAa'> | P<'bombCollateral'>): BotDecision[] {
  const units = p.kind === 'bombAa' ? p.bombers : p.units
  const own = units.every((id) => state.units[id].side === p.side)
  const order = own ? cheapest(state, units) : cheapest(state, units).reverse()
  return order.map((unit) => ({
    action: { type: 'chooseLoss', side: p.side, unit },
    reasoning: [
      own
        ? `The ${nameOf(state, unit)} loses the step: the cheapest loss of ours (4.26).`
        : `The enemy ${nameOf(state, unit)} loses the step: the costliest for them (4.26).`,
    ],
  }))
}

/** D-BOMB-UCEP: Sortie does not keep the Economic Reserve, so the bot keeps its EP: doubles (1 in 6) eliminate the installation, otherwise it completes when repaired (4.26). */
export function decideUcep(_state: GameState, p: P<'bombUcep'>): BotDecision[] {
  return [
    {
      action: { type: 'declineEp', side: p.side },
      reasoning: [
        `Keep the EP: the 2d6 roll eliminates ${p.name} only on doubles, 1 chance in 6 (16.7%); otherwise it completes when repaired (4.26).`,
      ],
    },
    { action: { type: 'payEp', side: p.side }, reasoning: [`Pay 1 EP: no roll for ${p.name} (4.26).`] },
  ]
}

/** D-BASE-FORCED: the legal base nearest its old one (the rules already put bases with room and closer to supply first, 4.7). */
export function decideForcedRebase(state: GameState, p: P<'forcedRebase'>): BotDecision[] {
  return p.destinations.map((d) => ({
    action: { type: 'forcedRebase', side: p.side, to: d.base },
    reasoning: [
      `Forced Rebase of the ${nameOf(state, p.unit)} to ${contextOf(state).baseDefs.get(d.base)?.name ?? d.base} (${d.hex}), ${d.distance} hexes away: the nearest legal base${d.overStacks ? ', over-stacked as no base in reach has room' : ''} (4.7).`,
    ],
  }))
}
