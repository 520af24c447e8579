// The bot at sea (4.10, 4.15, 4.20, 4.21, 4.28): it reconnoitres every enemy flotilla it can reach
// (the units are neither moved nor committed, so it adds every unit in range for the +1s), strikes
// located ships with the bombers that reach them, sails a carrier force toward located ships its
// aircraft cannot reach yet, attacks the ship where the exact odds are worth most (carriers first,
// then named ships), and understates its own ships in a sighting report.
import { strikeHalved } from '../weather/effects'
import { contextOf } from '../context'
import { tx } from '../engine/core'
import { flotillaMoves } from '../engine/navalMove'
import { typesSumming } from '../engine/seaRecon'
import { isWater } from '../naval/waters'
import { airNavalOdds, airNavalTargets } from '../missions/airNaval'
import { counterstrikeOdds } from '../engine/counterstrike'
import {
  isCarrierShip,
  navalAA,
  navalAttackCount,
  navalAttackOdds,
  shipDef,
  shipSide,
  spentAgainst,
} from '../naval/ships'
import { baseLoc } from '../bases'
import type { Action, GameState, LaunchOption, Pending, Role, UnitId } from '../types'
import { defOf, liveUnits } from '../units'
import { mayFlyKamikaze } from '../missions/kamikaze'
import { submarineAttackOdds, submarineTargetList } from '../missions/submarineSearch'
import { bombardmentOdds, type BombardmentOption } from '../missions/navalBombardment'
import { installationsAt } from '../installations'
import { isUnidentifiedChit } from '../viewState'
import { baseLabel, pc, unitList } from './format'
import { fighterFirst, strikeForce, strikeRoles } from './strikeForce'
import { strafeProposal } from './strafePlan'
import type { BotDecision, Policy } from './policy'

type P<K extends Pending['kind']> = Extract<Pending, { kind: K }>

/** What a hit on the ship is worth, as far as the side knows it: an unidentified chit is worth 1, as any ship that is neither a carrier nor named (4.10). */
function shipWorth(state: GameState, ship: string): number {
  const ctx = contextOf(state)
  return isCarrierShip(ctx, ship) ? 3 : shipDef(ctx, ship).named ? 2 : 1
}

/**
 * The bot's figure for one attack on a located ship its side has not identified: the ship's armour
 * is not known before the attack (4.10; the attacker examines it then, 4.20), so each attack counts
 * as one hit in two. The bot's assumption, not a rule; it reads nothing of the ship's printed values.
 */
export const UNIDENTIFIED_HIT = 0.5

/** The chances of one attack on `ship` as the side may reckon them: the exact odds when it identifies the ship (its view names it), else the bot's figure. */
function oddsSeen(
  state: GameState,
  ship: string,
  exact: () => { hit: number; sunk: number },
): { hit: number; sunk: number; known: boolean } {
  if (isUnidentifiedChit(shipDef(contextOf(state), ship)))
    return { hit: UNIDENTIFIED_HIT, sunk: 0, known: false }
  const o = exact()
  return { hit: o.hit, sunk: o.sunk, known: true }
}

/** One attack's chances in words: "58.3% to hit, 8.3% to sink each attack", or why they are not known. */
export function attackChanceWords(v: { hit: number; sunk: number; known: boolean }): string {
  return v.known
    ? `${pc(v.hit)} to hit, ${pc(v.sunk)} to sink each attack`
    : `its armour is not known before the attack, counted as ${pc(UNIDENTIFIED_HIT)} to hit each attack`
}

/** Reconnaissance first (it costs nothing), then the best strike on located ships; empty when neither. */
export function navalPlan(state: GameState, p: P<'plan'>, pol: Policy): BotDecision[] {
  const out: BotDecision[] = []
  const side = p.side
  const recon = [...(p.recon ?? [])].sort(
    (a, b) => a.needed - b.needed || b.chits - a.chits || pol.rank(a.loc) - pol.rank(b.loc),
  )[0]
  if (recon) {
    const units = recon.units.map((u) => u.id)
    out.push({
      action: {
        type: 'reconnoitre',
        side,
        target: recon.loc,
        ...(recon.inPort ? { inPort: true } : {}),
        ...(recon.flotilla ? { flotilla: recon.flotilla } : {}),
        units,
      },
      reasoning: [
        `Reconnoitre ${recon.inPort ? 'the port of ' : ''}${recon.loc} (${recon.chits} enemy naval chit${recon.chits === 1 ? '' : 's'}) with ${unitList(state, units)}: ${recon.needed ? `${recon.needed} needed on 2d6, +1 for each unit after the first` : 'automatic success'}; reconnaissance neither moves nor commits them (4.10).`,
      ],
    })
  }
  const bombard = bestBombardment(state, p.bombard ?? [])
  if (bombard) out.push(bombard)
  if (p.missions.some((m) => m.kind === 'submarineSearch' && m.available)) {
    const search = bestSubmarineSearch(state, p, pol)
    if (search) out.push(search)
  }
  if (p.missions.some((m) => m.kind === 'airNaval' && m.available)) {
    const targets = airNavalTargets(tx(state), side)
    // Fighters first that a strafing mission of this Phase could use stay for it (4.14), unless they escort.
    const keep = strafeProposal(state, p, pol) !== null
    const strike = bestStrike(state, side, p.bases, targets, 'Strike the located ships', keep)
    // A carrier force whose bombers cannot reach yet sails closer: first when one move brings them in reach (its fighters alone would strike otherwise), else only when nothing can strike.
    const move = closeIn(state, p, targets, !!strike)
    if (move) out.push(move)
    if (strike) out.push(strike)
  }
  const sail = sailBound(state, p)
  if (sail) out.push(sail)
  return out
}

/** Water locations by number of moves to `to` (breadth first over sea and coastal hexes and large sea areas). */
function movesTo(t: ReturnType<typeof tx>, to: number): Map<number, number> {
  const dist = new Map<number, number>([[to, 0]])
  const queue = [to]
  for (let i = 0; i < queue.length; i++) {
    const here = queue[i]
    for (const n of t.ctx.map.neighbours(here)) {
      if (dist.has(n) || !isWater(t.ctx, n)) continue
      dist.set(n, dist.get(here)! + 1)
      queue.push(n)
    }
  }
  return dist
}

/** This side's Naval and Air Phases left in the scenario, this one included (at least 1). */
function ownPhasesLeft(state: GameState): number {
  const end = state.scenario.end?.afterPhases
  if (end === undefined) return 1
  return Math.max(1, Math.ceil((end - state.turn.step) / Math.max(1, state.turn.sideOrder.length)))
}

/**
 * A flotilla the scenario says is bound somewhere (a convoy) sails there, one location at a time,
 * spreading the way over this side's Naval and Air Phases left — never further from it — and docks
 * on arrival if the hex has a friendly port (naval movement, entered by the bot; 4.15).
 */
function sailBound(state: GameState, p: P<'plan'>): BotDecision | null {
  if (state.turn.phase !== 'navalAndAir' || state.offensivePhase?.current) return null
  const t = tx(state)
  const map = t.ctx.map
  for (const f of flotillaMoves(t, p.side)) {
    if (!f.bound) continue
    const to = map.parseLoc(f.bound)
    const here = map.parseLoc(f.loc)
    if (to === null || here === null) continue
    if (here === to) {
      const dock = f.next.find((n) => n.inPort && n.to === f.bound)
      if (dock && !f.inPort)
        return {
          action: { type: 'moveFlotilla', side: p.side, flotilla: f.flotilla, to: dock.to, inPort: true },
          reasoning: [`Dock the flotilla in the port of ${f.bound}, where it is bound (4.15).`],
        }
      continue
    }
    if (f.inPort) {
      const out = f.next.find((n) => !n.inPort)
      if (out)
        return {
          action: { type: 'moveFlotilla', side: p.side, flotilla: f.flotilla, to: out.to },
          reasoning: [`Put the flotilla bound for ${f.bound} to sea at ${f.loc} (4.15).`],
        }
      continue
    }
    const dist = movesTo(t, to)
    const left = dist.get(here)
    if (left === undefined) continue
    const allowed = Math.ceil((left + f.moved) / ownPhasesLeft(state))
    if (f.moved >= allowed) continue
    const next = f.next.find((n) => !n.inPort && dist.get(map.parseLoc(n.to)!) === left - 1)
    if (!next) continue
    return {
      action: { type: 'moveFlotilla', side: p.side, flotilla: f.flotilla, to: next.to },
      reasoning: [
        `Sail the flotilla bound for ${f.bound} from ${f.loc} to ${next.to}: ${left - 1} more location${left - 1 === 1 ? '' : 's'} to go, ${allowed} this Phase (4.15).`,
      ],
    }
  }
  return null
}

/**
 * A carrier force whose bombers (its Naval-Air units that are not fighters first, else any) cannot
 * reach the nearest located enemy ship sails one location closer to it (the players' naval
 * movement, entered by the bot; 4.15); `onlyIntoReach`: only when that move brings them in reach.
 * Only when the distance shrinks, so the bot never sails in circles; never while its aircraft are aloft.
 */
function closeIn(
  state: GameState,
  p: P<'plan'>,
  targets: readonly { loc: number; ships: string[] }[],
  onlyIntoReach = false,
): BotDecision | null {
  const t = tx(state)
  const map = t.ctx.map
  const hexes = targets.map((x) => x.loc).filter((l) => map.isHex(l))
  if (!hexes.length) return null
  for (const f of flotillaMoves(t, p.side)) {
    if (f.inPort) continue
    const carrier = f.ships.find((id) => isCarrierShip(t.ctx, id))
    const base = carrier && t.ctx.carrierBases.find(([, ship]) => ship === carrier)?.[0]
    const naval = base
      ? p.bases.find((b) => b.base === base)?.units.filter((u) => defOf(t.ctx, u.id).type === 'N')
      : undefined
    if (!naval?.length || liveUnits(state).some((u) => u.base === base && u.aloft)) continue // never away from its aircraft aloft
    // Its bombers' reach: the Naval-Air units that are not fighters first (a Kate, a Val), else all of them (4.0, 4.20).
    const strikers = naval.filter((u) => !fighterFirst(state, u.id))
    const ready = strikers.length ? strikers : naval
    const here = map.parseLoc(f.loc)!
    if (!map.isHex(here)) continue
    const target = [...hexes].sort((a, b) => map.hexDistance(here, a) - map.hexDistance(here, b))[0]
    const distance = map.hexDistance(here, target)
    const reach = Math.max(...ready.map((u) => u.range))
    if (distance <= reach) continue
    const next = f.next
      .filter((n) => !n.inPort)
      .map((n) => ({ n, loc: map.parseLoc(n.to)! }))
      .filter((x) => map.isHex(x.loc) && map.hexDistance(x.loc, target) < distance)
      .sort((a, b) => map.hexDistance(a.loc, target) - map.hexDistance(b.loc, target))[0]
    if (!next || (onlyIntoReach && map.hexDistance(next.loc, target) > reach)) continue
    return {
      action: { type: 'moveFlotilla', side: p.side, flotilla: f.flotilla, to: next.n.to },
      reasoning: [
        `Sail the carrier force at ${f.loc} to ${next.n.to}: the located enemy ships at ${map.locLabel(target)} are ${distance} hexes away, beyond ${strikers.length && strikers.length < naval.length ? `the reach of its bombers (${reach})` : `its aircraft's reach (${reach})`} (4.15).`,
      ],
    }
  }
  return null
}

/** The launch whose bombers' hits are worth most (ship-weighted exact odds), against one of `targets`; null when none reaches. */
function bestStrike(
  state: GameState,
  side: string,
  bases: readonly LaunchOption[],
  targets: readonly { loc: number; inPort: boolean; ships: string[] }[],
  verbPhrase: string,
  keepFighters = false,
): BotDecision | null {
  const ctx = tx(state).ctx
  let best: { action: Action; value: number; why: string } | null = null
  for (const target of targets) {
    for (const b of bases) {
      const cost = ctx.map.costFrom(baseLoc(ctx, b.base))[target.loc]
      if (cost < 0) continue
      const ship = [...target.ships].sort((x, y) => shipWorth(state, y) - shipWorth(state, x))[0]
      // Kamikazes (APTO 4.20): the units the scenario allows are sacrificed only against a named ship.
      const kamikaze =
        shipWorth(state, ship) >= 2
          ? b.units
              .filter(
                (u) =>
                  mayFlyKamikaze(ctx, u.id) && u.range >= cost && !spentAgainst(ctx, state, u.id, target.loc),
              )
              .map((u) => u.id)
          : []
      // The fighters first escort (or stay for strafing) when other units bomb; they bomb only when nothing else can (4.0, 4.20).
      const reach = b.units.filter((u) => u.range >= cost && !spentAgainst(ctx, state, u.id, target.loc))
      const force = strikeForce(
        state,
        side,
        reach.filter((u) => !kamikaze.includes(u.id)),
        target.loc,
        2,
        keepFighters,
      )
      const bombers = reach.filter((u) => kamikaze.includes(u.id) || force.bombers.includes(u.id))
      if (!bombers.length) continue
      // Value: expected ship-worth of hits over every attack of these bombers, at the best target each time.
      let value = 0
      const aa = navalAA(ctx, state, target.loc, target.inPort, shipSide(ctx, ship))
      for (const u of bombers) {
        const k = kamikaze.includes(u.id)
        const o = oddsSeen(state, ship, () =>
          navalAttackOdds(ctx, state, state.units[u.id], ship, target.inPort, aa, k),
        )
        value +=
          (o.hit + o.sunk) *
          shipWorth(state, ship) *
          navalAttackCount(ctx, state.units[u.id], k, strikeHalved(ctx, state, state.units[u.id], target.loc))
      }
      if (best && best.value >= value) continue
      const escorts = reach.filter((u) => force.escorts.includes(u.id))
      const roles = {
        ...Object.fromEntries(bombers.filter((u) => u.needsRole).map((u) => [u.id, 'bomber' as Role])),
        ...strikeRoles(state, { bombers: [], escorts: force.escorts }),
      }
      const units: UnitId[] = [...bombers, ...escorts].map((u) => u.id)
      best = {
        value,
        action: {
          type: 'launch',
          side,
          base: b.base,
          units,
          mission: 'airNaval',
          target: ctx.map.locLabel(target.loc),
          ...(target.inPort ? { inPort: true } : {}),
          ...(Object.keys(roles).length ? { roles } : {}),
          ...(kamikaze.length ? { kamikaze } : {}),
        },
        why: `${verbPhrase} ${target.inPort ? 'in port ' : ''}at ${ctx.map.locLabel(target.loc)} with ${unitList(
          state,
          bombers.map((u) => u.id),
        )}${
          escorts.length
            ? ` escorted by ${unitList(
                state,
                escorts.map((u) => u.id),
              )}`
            : ''
        } from ${baseLabel(state, b.base)}: ${cost} MP away (4.15, 4.20).${escorts.length && force.defenders.length ? ` ${unitList(state, force.defenders)} could intercept over the target (4.13).` : ''}${kamikaze.length ? ` ${unitList(state, kamikaze)} ${kamikaze.length === 1 ? 'flies' : 'fly'} as Kamikaze${kamikaze.length === 1 ? '' : 's'} against a named ship: +2 and no abort, but expended (APTO D52, D62).` : ''}`,
      }
    }
  }
  return best ? { action: best.action, reasoning: [best.why] } : null
}

/** APTO 3.28: every ship that may bombard, on the installation it most likely destroys (exact odds); null when none can be destroyed. */
export function bestBombardment(
  state: GameState,
  options: readonly BombardmentOption[],
): (BotDecision & { destroyed: number }) | null {
  const t = tx(state)
  let best: (BotDecision & { destroyed: number }) | null = null
  for (const o of options) {
    const ships = o.ships.map((x) => x.id)
    const all = installationsAt(t.ctx, state, t.ctx.map.parseLoc(o.hex)!)
    for (const i of o.installations) {
      const inst = all.find((x) => x.id === i.id)
      if (!inst) continue
      const odds = bombardmentOdds(t, inst, ships)
      if (odds.destroyed <= 0 || (best && best.destroyed >= odds.destroyed)) continue
      best = {
        destroyed: odds.destroyed,
        action: {
          type: 'bombard',
          side: state.pending.side,
          flotilla: o.flotilla,
          allocation: { [i.id]: ships },
        },
        reasoning: [
          `Bombard ${odds.name} with ${o.ships.map((x) => x.name).join(', ')}: gunnery ${odds.strength}, column ${odds.column}, target number ${odds.targetNumber}, destroyed ${pc(odds.destroyed)} (3.28).`,
        ],
      }
    }
  }
  return best
}

/** The bot searches for a submarine when its bombers find it one time in two or better: the best odds from one base, bombers only (APTO 3.29). */
function bestSubmarineSearch(state: GameState, p: P<'plan'>, pol: Policy): BotDecision | null {
  const t = tx(state)
  let best: { action: Action; chance: number; why: string; rank: number } | null = null
  for (const b of p.bases) {
    const roles = Object.fromEntries(b.units.filter((u) => u.needsRole).map((u) => [u.id, 'bomber' as Role]))
    for (const x of submarineTargetList(
      t,
      p.side,
      b.base,
      b.units.map((u) => u.id),
      roles,
    )) {
      if (!x.searchers.length || x.odds.chance < 0.5) continue
      const rank = pol.rank(b.base + x.hex)
      if (best && (best.chance > x.odds.chance || (best.chance === x.odds.chance && best.rank <= rank)))
        continue
      const used = Object.fromEntries(
        x.searchers.filter((id) => roles[id]).map((id) => [id, 'bomber' as Role]),
      )
      best = {
        chance: x.odds.chance,
        rank,
        action: {
          type: 'launch',
          side: p.side,
          base: b.base,
          units: [...x.searchers],
          mission: 'submarineSearch',
          target: x.hex,
          ...(Object.keys(used).length ? { roles: used } : {}),
        },
        why: `Search for the enemy submarine at ${x.hex} with ${unitList(state, x.searchers)} from ${baseLabel(state, b.base)}: one die ${x.odds.drm >= 0 ? '+' : '−'} ${Math.abs(x.odds.drm)}, 7 or more finds it — ${pc(x.odds.chance)}; then one air-naval attack. The searchers are committed whatever the outcome (3.29).`,
      }
    }
  }
  return best ? { action: best.action, reasoning: [best.why] } : null
}

/** D-SUB-ATTACK: the searcher with the best exact odds makes the one attack; none if no attack can hit (APTO 3.29). */
export function decideSubmarineAttack(state: GameState, p: P<'submarineAttack'>): BotDecision[] {
  const t = tx(state)
  const m = state.missions[p.mission]
  let best: { bomber: UnitId; ship: string; hit: number; sunk: number; aa: number } | null = null
  for (const bomber of p.bombers)
    for (const ship of p.submarines) {
      const o = submarineAttackOdds(t, m, bomber, ship)
      if (!best || o.hit + o.sunk > best.hit + best.sunk)
        best = { bomber, ship, hit: o.hit, sunk: o.sunk, aa: o.aaHit }
    }
  const none: BotDecision = {
    action: { type: 'endNavalAttacks', side: p.side },
    reasoning: ['No attack on the submarine can hit: none is made (3.29).'],
  }
  if (!best || best.hit === 0) return [none]
  return [
    {
      action: { type: 'navalAttack', side: p.side, bomber: best.bomber, ship: best.ship },
      reasoning: [
        `${unitList(state, [best.bomber])} makes the one attack on ${shipDef(t.ctx, best.ship).name}: ${pc(best.hit)} to hit, ${pc(best.sunk)} to sink, ${pc(best.aa)} to be hit by anti-aircraft fire (3.29, 4.20).`,
      ],
    },
    none,
  ]
}

/**
 * D-NAVAL-AIRWINDOW: reconnoitre the flotilla that halts (it costs nothing), then intercept it once
 * located with the strongest group that reaches it — one interception per location — or let it go.
 */
export function decideNavalWindow(state: GameState, p: P<'navalWindow'>): BotDecision[] {
  const pass: BotDecision = {
    action: { type: 'pass', side: p.side },
    reasoning: ['Let the enemy flotilla go on (4.15).'],
  }
  if (p.recon) {
    const units = p.recon.units.map((u) => u.id)
    return [
      {
        action: {
          type: 'reconnoitre',
          side: p.side,
          target: p.recon.loc,
          ...(p.recon.inPort ? { inPort: true } : {}),
          ...(p.recon.flotilla ? { flotilla: p.recon.flotilla } : {}),
          units,
        },
        reasoning: [
          `Reconnoitre the enemy flotilla that has entered ${p.loc} with ${unitList(state, units)}: ${p.recon.needed ? `${p.recon.needed} needed on 2d6, ${pc(p.recon.chance)} to find it` : 'automatic success'}; the units are neither moved nor committed (4.10).`,
        ],
      },
      pass,
    ]
  }
  const ctx = tx(state).ctx
  const loc = ctx.map.parseLoc(p.loc!)!
  const already = Object.values(state.missions).some(
    (m) => m.side === p.side && m.kind === 'airNaval' && m.target === loc && m.airNaval?.stage !== 'done',
  )
  if (!p.located.length || already) return [pass]
  const strike = bestStrike(
    state,
    p.side,
    p.bases,
    [{ loc, inPort: p.inPort, ships: p.located }],
    'Intercept the located flotilla',
  )
  return strike ? [strike, pass] : [pass]
}

/** D-AN-ATTACK: the bomber and ship with the best exact odds, weighted by what the ship is worth. */
export function decideNavalAttack(state: GameState, p: P<'navalAttack'>): BotDecision[] {
  const t = tx(state)
  const m = state.missions[p.mission]
  let best: { bomber: UnitId; ship: string; score: number; hit: number; sunk: number; aa: number } | null =
    null
  for (const b of p.bombers)
    for (const ship of p.ships) {
      const o = airNavalOdds(t, m, b.id, ship)
      const score = (o.hit + o.sunk) * shipWorth(state, ship)
      if (!best || score > best.score)
        best = { bomber: b.id, ship, score, hit: o.hit, sunk: o.sunk, aa: o.aaHit }
    }
  const stop: BotDecision = {
    action: { type: 'endNavalAttacks', side: p.side },
    reasoning: ['No attack worth making is left (4.20).'],
  }
  if (!best) return [stop]
  const name = shipDef(t.ctx, best.ship).name
  return [
    {
      action: { type: 'navalAttack', side: p.side, bomber: best.bomber, ship: best.ship },
      reasoning: [
        `${unitList(state, [best.bomber])} attacks ${name}: ${pc(best.hit)} to hit, ${pc(best.sunk)} to sink, ${pc(best.aa)} to be hit by anti-aircraft fire (4.20, 4.21).`,
      ],
    },
    stop,
  ]
}

/** What a Counterstrike by `unit` on one target is worth: its attacks on the ship where their exact odds are worth most (APTO 4.1; 4.20). */
export function counterstrikeValue(
  state: GameState,
  unit: UnitId,
  target: { loc: string; inPort: boolean },
  ships: readonly string[],
): { value: number; ship: string; hit: number; sunk: number; known: boolean } {
  const t = tx(state)
  let best = { value: 0, ship: ships[0], hit: 0, sunk: 0, known: true }
  for (const ship of ships) {
    const attacks = navalAttackCount(t.ctx, state.units[unit])
    const o = oddsSeen(state, ship, () => counterstrikeOdds(t, unit, target, ship))
    const value = (o.hit + o.sunk) * shipWorth(state, ship) * attacks
    if (value > best.value) best = { value, ship, ...o }
  }
  return best
}

/** D-COUNTERSTRIKE: every survivor strikes the target where its attacks are worth most (APTO 4.1); no strike when none is worth anything. */
export function decideCounterstrike(state: GameState, p: P<'counterstrike'>): BotDecision[] {
  const pass: BotDecision = {
    action: { type: 'pass', side: p.side },
    reasoning: ['No Counterstrike: no located enemy ship is worth the strike (APTO 4.1).'],
  }
  let best: { target: (typeof p.targets)[number]; value: number; lines: string[] } | null = null
  for (const target of p.targets) {
    let value = 0
    const lines: string[] = []
    for (const u of target.units) {
      const v = counterstrikeValue(state, u, target, target.ships)
      value += v.value
      lines.push(
        `${unitList(state, [u])} on ${shipDef(tx(state).ctx, v.ship).name}: ${attackChanceWords(v)} (4.20).`,
      )
    }
    if (!best || value > best.value) best = { target, value, lines }
  }
  if (!best || best.value <= 0) return [pass]
  const { target } = best
  return [
    {
      action: {
        type: 'counterstrike',
        side: p.side,
        target: target.loc,
        ...(target.inPort ? { inPort: true } : {}),
      },
      reasoning: [
        `Counterstrike: ${unitList(state, target.units)} fly on from ${p.loc} to strike the located ships ${target.inPort ? 'in port ' : ''}at ${target.loc}, ${target.mp} MP away (APTO 4.1).`,
        ...best.lines,
      ],
    },
    pass,
  ]
}

/** D-RECON-REPORT: the fewest chits the table allows (4.10); secret, as the table's latitude tells the true number. */
export function decideSightingReport(_state: GameState, p: P<'sightingReport'>): BotDecision[] {
  const n = p.report.count.min
  // APTO 3–4 ask for the counts by type: the fewest of each (4.10).
  const byType = p.report.byType ? typesSumming(p.report.byType, n) : null
  const fewest: BotDecision = {
    action: { type: 'reportSighting', side: p.side, count: n, ...(byType ? { types: byType } : {}) },
    reasoning: [
      `Report ${n} naval chit${n === 1 ? '' : 's'}, the fewest the table allows${
        byType
          ? `, by type: ${Object.entries(byType)
              .map(([k, v]) => `${v} ${k}`)
              .join(', ')}`
          : ''
      } (4.10).`,
    ],
    secret: true,
  }
  if (!p.mayAdd?.types) return [fewest]
  // APTO D32: where the roll asks for no type, the bot reports every chit as a destroyer: the least tempting target it may claim.
  return [
    {
      action: { type: 'reportSighting', side: p.side, count: n, types: { DD: n } },
      reasoning: [
        `Report ${n} naval chit${n === 1 ? '' : 's'}, the fewest the table allows, all as destroyers: the roll asks for no type, so any may be claimed (False Reporting, 4.10; APTO D32).`,
      ],
      secret: true,
    },
    fewest,
  ]
}

/** D-AN-INTENSIVE: every ready Naval-Air unit of the first carrier strikes the intercepting force (4.28); pass once none is left. */
export function decideIntensive(state: GameState, p: P<'intensive'>): BotDecision[] {
  const pass: BotDecision = {
    action: { type: 'pass', side: p.side },
    reasoning: ['No carrier has Naval-Air units ready for an Intensive attack (4.28).'],
  }
  const b = p.bases[0]
  if (!b) return [pass]
  const units = b.units.map((u) => u.id)
  return [
    {
      action: {
        type: 'launch',
        side: p.side,
        base: b.base,
        units,
        mission: 'airNaval',
        roles: Object.fromEntries(units.map((id) => [id, 'bomber' as Role])),
      },
      reasoning: [
        `Intensive Air-Naval Attack from ${baseLabel(state, b.base)} with ${unitList(state, units)} on the force that intercepted at ${p.loc}: no reconnaissance needed, before the naval combat (4.28).`,
      ],
    },
    pass,
  ]
}
