// A deterministic random player for property tests, fuzzing and benchmarks: it answers the
// pending decision with a legal action (from `legalActions`, plus mission launches it builds
// itself), and `randomIllegalAction` builds actions that the rules must refuse. No Math.random:
// every choice comes from the `Rng` passed in, so a seed reproduces a game exactly.
import { apply } from '../engine/flow'
import { fullWeatherEffects } from '../weather/effects'
import { airNavalTargets } from '../missions/airNaval'
import { mayFlyKamikaze } from '../missions/kamikaze'
import { submarineTargetList } from '../missions/submarineSearch'
import { shipPosition, spentAgainst } from '../naval/ships'
import { recordValues } from '../engine/persistentRecord'
import {
  artificialPlaces,
  baseLoc,
  basingRefusal,
  hasRoom,
  isCarrier,
  isFerried,
  isSmallFighter,
  placesTaken,
  smallFightersFit,
  usesArtificialPlaces,
} from '../bases'
import { changeBaseOnly } from '../overlays'
import { carrierLandingRefusal } from '../missions/carrierLanding'
import { contextOf } from '../context'
import { airDistance, flightDistance } from '../engine/geometry'
import { legalActions } from '../engine/legal'
import { accepted, acceptedByKind } from '../engine/procedures'
import { flotillaMoves, reactors, windowPortCarriers } from '../engine/navalMove'
import { portNavalOptions } from '../engine/portNaval'
import type { Action, BaseId, GameState, LaunchOption, Loc, Pending, Role, SideId, UnitId } from '../types'
import { defOf, isFighterClass, rangeOf } from '../units'
import { bombableAt, capacityNow, featureTargetHexes } from '../installations'
import { strafeTargetRefused } from '../missions/strafe'
import { airSupplySource, atpAirbases, carriableAt } from '../missions/airTransport'
import { landClass } from '../missions/cargo'
import { raidBomber, raidTargetList } from '../missions/strategicRaid'
import { tx } from '../engine/core'
import { chainFor } from '../engine/baseChain'
import { embarkOptions } from '../engine/seaTransport'
import { convoyTargetList } from '../missions/convoyInterdiction'
import { merchantTargetList } from '../missions/merchantInterdiction'
import { fullStrength, isInterdictor } from '../missions/interdiction'
import { maxOf, minOf } from '../collections'

// ------------------------------------------------------------------------------------ PRNG

export interface Rng {
  /** Uniform integer in [0, n). */
  int(n: number): number
  /** Uniform float in [0, 1). */
  next(): number
}

/** mulberry32: small, fast, deterministic. */
export function seededRng(seed: number): Rng {
  let s = seed >>> 0
  const next = (): number => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 0x100000000
  }
  return { next, int: (n) => Math.floor(next() * n) }
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (!items.length) throw new Error('pick from an empty list')
  return items[rng.int(items.length)]
}

function chance(rng: Rng, p: number): boolean {
  return rng.next() < p
}

function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = items.slice()
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1)
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}

/** A random non-empty subset, small sizes more likely. */
function someOf<T>(rng: Rng, items: readonly T[], max = items.length): T[] {
  const n = Math.min(max, items.length)
  const k = 1 + Math.min(rng.int(n), rng.int(n)) // biased toward small flights
  return shuffled(rng, items).slice(0, k)
}

// ------------------------------------------------------------------------------------ legal play

export interface RandomPlayOptions {
  /** Passed to legalActions (default 6). */
  maxSubsetUnits?: number
  /** Missions a side launches in a Step before it is very likely to end it (default ~3). */
  endStepBias?: number
  /**
   * 0 to 1 (default 0): how much more often the sides declare, add interceptors and fight on
   * rather than pass or cancel, so games reach counter-counter-interceptions and Round 2.
   */
  aggression?: number
}

type PlanPending = Extract<Pending, { kind: 'plan' }>
type PreCombatPending = Extract<Pending, { kind: 'preCombat' }>

/** A legal action for the pending decision, chosen at random (biased so games make progress). */
export function randomAction(state: GameState, rng: Rng, opts: RandomPlayOptions = {}): Action {
  const a = randomChoice(state, rng, opts)
  // APTO weather (1.5, 1.7): a zone on the way may halve the range or bar it, which the launches built
  // here from the listed ranges do not see; such a launch the rules refuse gives way to a safe answer.
  if (a.type === 'launch' && weatherOnTheWay(state) && !apply(state, a).ok) {
    const safe = legalActions(state, { maxSubsetUnits: 1 }).find(
      (x) =>
        x.type !== 'launch' &&
        x.type !== 'captureBase' &&
        x.type !== 'carrierStatus' &&
        x.type !== 'navalCombat' &&
        x.type !== 'navalInterception',
    )
    if (safe) return safe
  }
  return a
}

/** APTO's weather effects are played and some zone is not clear now. */
function weatherOnTheWay(state: GameState): boolean {
  const ctx = contextOf(state)
  if (!fullWeatherEffects(state, ctx)) return false
  return (state.scenario.weather?.zones ?? []).some(
    (z) => (state.weather?.zones[z.id]?.effect ?? z.condition) !== 'clear',
  )
}

function randomChoice(state: GameState, rng: Rng, opts: RandomPlayOptions): Action {
  const p = state.pending
  const legal = legalActions(state, { maxSubsetUnits: opts.maxSubsetUnits ?? 6 })
  if (!legal.length)
    throw new Error(`randomAction: no legal action for the pending ${p.kind} decision (${p.prompt})`)
  const of = <K extends Action['type']>(type: K) =>
    legal.filter((a): a is Extract<Action, { type: K }> => a.type === type)
  switch (p.kind) {
    case 'plan':
      return planAction(state, p, rng, opts)
    case 'move': {
      const stop = of('stop')
      if (stop.length && chance(rng, 0.08)) return stop[0]
      const moves = of('move')
      const onRoute = p.autoPath[0] !== undefined ? moves.find((m) => m.path[0] === p.autoPath[0]) : undefined
      if (onRoute && chance(rng, 0.7)) return onRoute
      return moves.length ? pick(rng, moves) : pick(rng, legal)
    }
    case 'declare': {
      const declares = of('declare')
      if (!declares.length || chance(rng, 0.45 * (1 - (opts.aggression ?? 0)))) return of('pass')[0]
      // APTO Counterstrike (4.1): when offered, often fly it (the enumeration lists it only a few times).
      const strikes = declares.filter((a) => a.counterstrike?.length)
      let d: Extract<Action, { type: 'declare' }> =
        strikes.length && chance(rng, 0.5) ? pick(rng, strikes) : pick(rng, declares)
      // Sometimes name the target flights (a subset of those in the location).
      if (p.targets.length > 1 && chance(rng, 0.3)) d = { ...d, targets: someOf(rng, p.targets) }
      return d
    }
    case 'counterstrike': {
      const strikes = of('counterstrike') // (APTO 4.1) strike more often than not
      return strikes.length && chance(rng, 0.7) ? pick(rng, strikes) : of('pass')[0]
    }
    case 'launchInterceptors': {
      const cancel = of('proposeCancel') // (once per side and engagement, 4.13)
      if (cancel.length && chance(rng, 0.1 * (1 - (opts.aggression ?? 0)))) return cancel[0]
      const b = pick(rng, p.bases)
      const partial = chance(rng, 0.15)
      return {
        type: 'launchInterceptors',
        side: p.side,
        base: b.base,
        ...(partial ? { path: routePrefix(rng, b.autoPath) } : {}),
      }
    }
    case 'preCombat': {
      const calm = 1 - (opts.aggression ?? 0)
      const r = rng.next()
      if (r < 0.55 * calm) return of('pass')[0]
      if (r < 0.63 * calm) return of('proposeCancel')[0] ?? of('pass')[0]
      if (r < 0.8) {
        const join = joinLaunch(state, p, rng)
        if (join) return join
      }
      const add = of('addInterceptors')
      return add.length ? pick(rng, add) : of('pass')[0]
    }
    case 'groundSupport': {
      // A paradrop when one may launch (4.24): its ATP goes before the bombers, so take the chance often.
      const drops = of('launch').filter((a) => a.mission === 'paradrop')
      if (drops.length && chance(rng, 0.6)) return pick(rng, drops)
      return pick(rng, legal)
    }
    case 'attack': {
      const attacks = of('attack')
      return attacks.length && chance(rng, 0.85) ? pick(rng, attacks) : of('endAttacks')[0]
    }
    case 'navalWindow': {
      // Now and then the side's own ships react (Part 3): a reactive move, or a naval interception.
      const reactions = of('moveFlotilla')
      if (reactions.length && chance(rng, 0.1)) return pick(rng, reactions)
      // A carrier docking or about to sail in a reactive move: its Naval-Air ashore or aboard now and then (4.5; APTO D23).
      const port = of('portNaval')
      if (port.length && chance(rng, 0.25)) return pick(rng, port)
      if (chance(rng, 0.03)) {
        const interceptions = legalActions(state, { maxSubsetUnits: 1, outsideEvents: true }).filter(
          (a) => a.type === 'navalInterception',
        )
        if (interceptions.length) return pick(rng, interceptions)
      }
      return pick(
        rng,
        legal.filter((a) => a.type !== 'moveFlotilla' && a.type !== 'portNaval'),
      )
    }
    case 'offensive': {
      // Land reconnaissance between Offensives now and then (4.11); it does not end the decision.
      const recon = of('reconnoitreLand')
      if (recon.length && chance(rng, 0.3)) return pick(rng, recon)
      // Now and then a grass airfield built or demolished (4.3), or a base captured by land units (4.7); else declare or pass.
      const grass = legal.filter((a) => a.type === 'buildGrassAirfield' || a.type === 'demolishGrassAirfield')
      if (grass.length && chance(rng, 0.15)) return pick(rng, grass)
      // Air units aboard STPs docked in port debark for an Air Offensive, often (APTO 3.24).
      const debark = of('debarkStp')
      if (debark.length && chance(rng, 0.5)) return pick(rng, debark)
      const capture = randomCapture(state, rng, 0.03)
      if (capture) return capture
      return pick(
        rng,
        legal.filter((a) => a.type === 'declareOffensive' || a.type === 'passOffensive'),
      )
    }
    case 'landCombat': {
      const capture = randomCapture(state, rng, 0.05)
      if (capture) return capture
      return pick(
        rng,
        legal.filter((a) => a.type !== 'captureBase'),
      )
    }
    default: {
      return pick(rng, legal)
    }
  }
}

/** With chance `p`, the deciding side's land units capture an enemy base (outside event, 4.7). */
function randomCapture(state: GameState, rng: Rng, p: number): Action | null {
  if (!chance(rng, p)) return null
  const captures = legalActions(state, { maxSubsetUnits: 1, outsideEvents: true }).filter(
    (a) => a.type === 'captureBase',
  )
  return captures.length ? pick(rng, captures) : null
}

/** The side's Air Offensive whose power its first launch will name (4.25). */
function unnamedAirOffensive(state: GameState, side: SideId): boolean {
  const cur = state.offensivePhase?.current
  return (
    cur?.kind === 'air' &&
    cur.side === side &&
    !cur.powers &&
    state.scenario.options.combinedAirOffensive !== false
  )
}

/** An Air Offensive not named yet is named by its first launch, of one nation's units (4.25): the random player picks the nation first. */
function onePower(state: GameState, p: PlanPending, rng: Rng): PlanPending {
  if (!unnamedAirOffensive(state, p.side)) return p
  const ctx = contextOf(state)
  const nationOf = (id: UnitId) => ctx.unitDefs.get(id)!.nation
  const nations = [...new Set(p.bases.flatMap((b) => b.units.map((u) => nationOf(u.id))))]
  if (nations.length < 2) return p
  const n = pick(rng, nations)
  return {
    ...p,
    bases: p.bases
      .map((b) => ({ ...b, units: b.units.filter((u) => nationOf(u.id) === n) }))
      .filter((b) => b.units.length),
  }
}

function planAction(state: GameState, p0: PlanPending, rng: Rng, opts: RandomPlayOptions): Action {
  const p = onePower(state, p0, rng)
  const side = p.side
  const end: Action = { type: 'endStep', side }
  // Naval combat, entered by the players (Part 3): now and then a ship damaged or sunk, a successful
  // naval interception (4.28), or a carrier's status changed (4.25).
  if (chance(rng, 0.02)) {
    const results = legalActions(state, { maxSubsetUnits: 1, outsideEvents: true }).filter(
      (a) => a.type === 'navalCombat' || a.type === 'navalInterception' || a.type === 'carrierStatus',
    )
    if (results.length) return pick(rng, results)
  }
  // A base captured by land units (4.7), rarely; an empty grass airfield demolished (4.3), rarely.
  const capture = randomCapture(state, rng, 0.01)
  if (capture) return capture
  if (chance(rng, 0.03)) {
    const demolish = legalActions(state, { maxSubsetUnits: 1 }).filter(
      (a) => a.type === 'demolishGrassAirfield',
    )
    if (demolish.length) return pick(rng, demolish)
  }
  // Naval movement, entered by the players (4.15): a flotilla one location further.
  if (chance(rng, 0.2)) {
    const moves = legalActions(state, { maxSubsetUnits: 1 }).filter((a) => a.type === 'moveFlotilla')
    if (moves.length) return pick(rng, moves)
  }
  // Carriers as ferries (4.6) and room aboard (4.4): embark or disembark now and then; dump or deplete rarely.
  if (chance(rng, 0.15)) {
    const ferry = legalActions(state, { maxSubsetUnits: 1 }).filter(
      (a) =>
        a.type === 'ferry' ||
        ((a.type === 'dumpOverboard' || a.type === 'depleteNaval') && chance(rng, 0.15)),
    )
    if (ferry.length) return pick(rng, ferry)
  }
  // Naval transport (APTO 3.21): a fighter-type embarks on docked STPs now and then (no draw when none may, so other games draw as before).
  const embark =
    state.scenario.variant === 'apto'
      ? legalActions(state, { maxSubsetUnits: 1 }).filter((a) => a.type === 'embarkStp')
      : []
  if (embark.length && chance(rng, 0.2)) return pick(rng, embark)
  // APTO's fixed transfers (4.1; D8): now and then a unit goes the whole way at once.
  if (state.scenario.transfers?.length && chance(rng, 0.2)) {
    const transfers = legalActions(state, { maxSubsetUnits: 1 }).filter((a) => a.type === 'fixedTransfer')
    if (transfers.length) return pick(rng, transfers)
  }
  // Carriers in port (4.5): a Naval-Air unit ashore or back aboard now and then.
  if (chance(rng, 0.25)) {
    const port = legalActions(state, { maxSubsetUnits: 1 }).filter((a) => a.type === 'portNaval')
    if (port.length) return pick(rng, port)
  }
  // A ferried unit's only flight: a Change Base from its carrier (4.6).
  if (chance(rng, 0.2) && p.missions.some((m) => m.kind === 'changeBase' && m.available)) {
    const ctx = contextOf(state)
    const ferried = Object.entries(changeBaseOnly(state)).flatMap(([base, units]) =>
      units.filter((id) => isFerried(ctx, state, id)).map((id) => ({ base, id })),
    )
    if (ferried.length) {
      const f = pick(rng, ferried)
      const hops = randomHops(
        state,
        rng,
        f.base,
        [f.id],
        rangeOf(ctx, state.units[f.id], baseLoc(ctx, f.base)),
      )
      const clear = (b: BaseId) =>
        state.turn.phase !== 'offensive' || ctx.weatherAt(baseLoc(ctx, b)) === 'clear' // (4.1)
      if (hops && clear(f.base) && hops.every(clear))
        return { type: 'launch', side, base: f.base, units: [f.id], mission: 'changeBase', hops }
    }
  }
  // A naval bombardment in a Sea Offensive (APTO 3.28): some ships on some installations.
  if (p.bombard?.length && chance(rng, 0.5)) {
    const o = pick(rng, p.bombard)
    const ships = shuffled(
      rng,
      o.ships.map((x) => x.id),
    )
    const allocation: Record<string, string[]> = {}
    for (const i of someOf(rng, o.installations))
      if (ships.length) allocation[i.id] = ships.splice(0, 1 + rng.int(ships.length))
    return { type: 'bombard', side, flotilla: o.flotilla, allocation }
  }
  if (!p.bases.length) return end
  const launched = Object.values(state.missions).filter(
    (m) => m.side === side && m.kind !== 'interception',
  ).length
  const bias = opts.endStepBias ?? 3
  if (chance(rng, Math.min(0.9, 0.08 + launched / (bias + 1)))) return end
  const allowed = (kind: string) => p.missions.some((m) => m.kind === kind && m.available)
  // The Strategic Bombing Step (APTO 2.2): a raid, or decline.
  if (state.strategic?.step) return (allowed('strategicRaid') && randomRaid(state, rng, p.bases, side)) || end
  // Ships: reconnoitre an enemy location (4.10), strike located ships (4.20).
  if (p.recon?.length && chance(rng, 0.5)) {
    const r = pick(rng, p.recon)
    const units = [pick(rng, r.units).id, ...r.units.filter(() => chance(rng, 0.3)).map((u) => u.id)]
    return {
      type: 'reconnoitre',
      side,
      target: r.loc,
      ...(r.inPort ? { inPort: true } : {}),
      ...(r.flotilla ? { flotilla: r.flotilla } : {}),
      units: [...new Set(units)],
    }
  }
  // Land: reconnoitre an enemy land hex (4.11).
  if (p.landRecon?.length && chance(rng, 0.3)) {
    const r = pick(rng, p.landRecon)
    return { type: 'reconnoitreLand', side, hex: r.hex, unit: pick(rng, r.units).id }
  }
  if (allowed('airNaval') && chance(rng, 0.6)) {
    const strike = randomAirNaval(state, rng, p.bases, side)
    if (strike) return strike
  }
  if (allowed('submarineSearch') && chance(rng, 0.5)) {
    const search = randomSubmarineSearch(state, rng, p.bases, side)
    if (search) return search
  }
  // APTO Part 2: interdict an enemy Convoy Route area (2.13) or Merchant Shipping Route (2.26) in the Strategic Warfare Phase.
  if (allowed('convoyInterdiction') && chance(rng, 0.6)) {
    const raid = randomConvoyInterdiction(state, rng, p.bases, side)
    if (raid) return raid
  }
  if (allowed('merchantInterdiction') && chance(rng, 0.6)) {
    const raid = randomMerchantInterdiction(state, rng, p.bases, side)
    if (raid) return raid
  }
  if (allowed('airTransport') && chance(rng, 0.3)) {
    const transport = randomAirTransport(state, rng, p.bases, side)
    if (transport) return transport
  }
  if (!allowed('fly')) {
    // An Air Offensive (4.25): bombing installations, or Change Base, else end it.
    if (allowed('bombing') && chance(rng, 0.6)) {
      const raid = randomBombing(state, rng, p.bases, side)
      if (raid) return raid
    }
    if (!allowed('changeBase')) return end
    const opt = pick(rng, p.bases)
    const units = someOf(rng, opt.units)
    const ctx = contextOf(state)
    const hops = randomHops(
      state,
      rng,
      opt.base,
      units.map((u) => u.id),
      minOf(units, (u) => u.range),
    )
    const clear = (b: BaseId) => ctx.weatherAt(baseLoc(ctx, b)) === 'clear' // no Change Base through inclement weather in the Offensive Phase (4.1)
    return hops && clear(opt.base) && hops.every(clear)
      ? {
          type: 'launch',
          side,
          base: opt.base,
          units: units.map((u) => u.id),
          mission: 'changeBase',
          hops,
          ...rolesFor(rng, units),
        }
      : end
  }
  const strafing = allowed('strafe')
  if (strafing && chance(rng, 0.2)) {
    const strafe = randomStrafe(state, rng, p.bases, side)
    if (strafe) return strafe
  }
  return randomLaunch(state, rng, p.bases, side) ?? end
}

/** An air transport (4.23): the ATPs of one base, maybe a fighter escort, to a friendly airbase in range, each point carrying a land unit or an Air Supply chit that may go. */
function randomAirTransport(
  state: GameState,
  rng: Rng,
  options: readonly LaunchOption[],
  side: SideId,
): Action | null {
  const ctx = contextOf(state)
  const t = tx(state)
  const atpsOf = (o: LaunchOption) =>
    o.units.filter((u) => ctx.unitDefs.get(u.id)!.type === 'ATP' && !ctx.unitDefs.get(u.id)!.outOfSupply)
  const withAtps = options.filter((o) => atpsOf(o).length)
  if (!withAtps.length) return null
  const opt = pick(rng, withAtps)
  const atps = someOf(rng, atpsOf(opt))
  const ids = atps.map((u) => u.id)
  const from = baseLoc(ctx, opt.base)
  const reach = minOf(atps, (u) => u.range)
  const stay = chance(rng, 0.6)
  const dests = atpAirbases(t, side).filter(
    (b) =>
      b !== opt.base &&
      airDistance(ctx, from, baseLoc(ctx, b)) <= reach &&
      (!stay || hasRoom(ctx, state, b, ids)),
  )
  if (!dests.length) return null
  const loads = shuffled(
    rng,
    carriableAt(t, side, opt.base).filter((c) => c.refused === null && landClass(c.unit.kind) !== 'general'),
  ).map((c) => c.unit.id)
  if (airSupplySource(t, side, opt.base) && chance(rng, 0.5)) loads.push('airSupply')
  const cargo: { atp: UnitId; load: string; point: 1 | 2 }[] = []
  for (const id of ids)
    for (let point = 1; point <= (state.units[id].atpPoints ?? 1) && loads.length; point++)
      if (chance(rng, 0.8)) cargo.push({ atp: id, load: loads.shift()!, point: point as 1 | 2 })
  const escorts = chance(rng, 0.4)
    ? opt.units.filter((u) => ctx.unitDefs.get(u.id)!.type === 'F').slice(0, 2)
    : []
  return {
    type: 'launch',
    side,
    base: opt.base,
    units: [...ids, ...escorts.map((u) => u.id)],
    mission: 'airTransport',
    hops: [pick(rng, dests)],
    cargo,
    stay,
  }
}

/** A bombing mission (4.26): bombers (FB/N as bombers), maybe fighters as escort, to an enemy installation hex in range. */
function randomBombing(
  state: GameState,
  rng: Rng,
  options: readonly LaunchOption[],
  side: SideId,
): Action | null {
  const ctx = contextOf(state)
  const bombers = (o: LaunchOption) =>
    o.units.filter(
      (u) => ['B', 'FB', 'N'].includes(ctx.unitDefs.get(u.id)!.type) || mayFlyKamikaze(ctx, u.id),
    )
  const withBombers = options.filter((o) => bombers(o).length)
  if (!withBombers.length) return null
  const opt = pick(rng, withBombers)
  const chosen = someOf(rng, bombers(opt))
  const from = baseLoc(ctx, opt.base)
  const reach = maxOf(chosen, (u) => u.range)
  const cost = ctx.map.costFrom(from) // along routes air units may fly (forbidden hexes flown around, 4.12)
  // Enemy bases' hexes and the hexes of forts, Mulberries, radar and rocket sites, the Burma Railway (4.26).
  const targets = [
    ...new Set([
      ...[...ctx.baseDefs.values()]
        .filter((b) => b.owner !== side && b.hex)
        .map((b) => ctx.baseLoc.get(b.id)!),
      ...featureTargetHexes(ctx),
    ]),
  ].filter(
    (loc) =>
      loc !== from && cost[loc] >= 0 && cost[loc] <= reach && bombableAt(ctx, state, side, loc).length > 0,
  )
  if (!targets.length) return null
  const escorts = chance(rng, 0.5)
    ? opt.units.filter((u) => ctx.unitDefs.get(u.id)!.type === 'F').slice(0, 2)
    : []
  const roles = Object.fromEntries(chosen.filter((u) => u.needsRole).map((u) => [u.id, 'bomber' as Role]))
  return {
    type: 'launch',
    side,
    base: opt.base,
    units: [...chosen, ...escorts].map((u) => u.id),
    mission: 'bombing',
    target: ctx.map.locLabel(pick(rng, targets)),
    ...(Object.keys(roles).length ? { roles } : {}),
  }
}

/** A Convoy Route interdiction (APTO 2.13): bombers (B) of one base that reach an open enemy area, maybe fighters as escorts. */
function randomConvoyInterdiction(
  state: GameState,
  rng: Rng,
  options: readonly LaunchOption[],
  side: SideId,
): Action | null {
  const t = tx(state)
  const withBombers = options.filter((o) => o.units.some((u) => isInterdictor(t, u.id)))
  if (!withBombers.length) return null
  const opt = pick(rng, withBombers)
  const targets = convoyTargetList(
    t,
    side,
    opt.base,
    opt.units.map((u) => u.id),
  ).filter((x) => x.refused === null && x.reach.length)
  if (!targets.length) return null
  const target = pick(rng, targets)
  const bombers = someOf(rng, target.reach)
  const escorts = chance(rng, 0.5) ? opt.units.filter((u) => isFighterClass(t.ctx, u.id)).slice(0, 2) : []
  const roles = Object.fromEntries(escorts.filter((u) => u.needsRole).map((u) => [u.id, 'fighter' as Role]))
  return {
    type: 'launch',
    side,
    base: opt.base,
    units: [...bombers, ...escorts.map((u) => u.id)],
    mission: 'convoyInterdiction',
    target: target.area,
    ...(Object.keys(roles).length ? { roles } : {}),
  }
}

/** A Merchant Shipping Route interdiction (APTO 2.26): full-strength bombers of one base to a hex of an enemy route in reach. */
function randomMerchantInterdiction(
  state: GameState,
  rng: Rng,
  options: readonly LaunchOption[],
  side: SideId,
): Action | null {
  const t = tx(state)
  const able = (o: LaunchOption) => o.units.filter((u) => isInterdictor(t, u.id) && fullStrength(t, u.id))
  const withBombers = options.filter((o) => able(o).length)
  if (!withBombers.length) return null
  const opt = pick(rng, withBombers)
  const bombers = someOf(rng, able(opt)).map((u) => u.id)
  const routes = merchantTargetList(t, side, opt.base, bombers).filter(
    (r) => r.refused === null && r.hexes.length,
  )
  if (!routes.length) return null
  const r = pick(rng, routes)
  return {
    type: 'launch',
    side,
    base: opt.base,
    units: bombers,
    mission: 'merchantInterdiction',
    target: pick(rng, r.hexes).hex,
  }
}

/** A strategic bombing raid (APTO 2.2, 2.8): Bombers of one base to an enemy Strategic Target they reach, maybe escorts (fighter-types as fighters), sometimes at night (Bombers only, not US). */
function randomRaid(
  state: GameState,
  rng: Rng,
  options: readonly LaunchOption[],
  side: SideId,
): Action | null {
  const ctx = contextOf(state)
  const t = tx(state)
  const bombersOf = (o: LaunchOption) => o.units.filter((u) => raidBomber(t, u.id))
  const withBombers = options.filter((o) => bombersOf(o).length)
  if (!withBombers.length) return null
  const opt = pick(rng, withBombers)
  const bombers = someOf(rng, bombersOf(opt))
  const targets = raidTargetList(
    t,
    side,
    opt.base,
    bombers.map((u) => u.id),
  )
  if (!targets.length) return null
  const target = pick(rng, targets).hex
  const american = (id: UnitId) => ctx.nationRole.get(ctx.unitDefs.get(id)!.nation) === 'american'
  if (chance(rng, 0.2) && !bombers.some((u) => american(u.id)))
    return {
      type: 'launch',
      side,
      base: opt.base,
      units: bombers.map((u) => u.id),
      mission: 'strategicRaid',
      target,
      night: true,
    }
  const escorts = chance(rng, 0.5)
    ? opt.units.filter((u) => isFighterClass(ctx, u.id) && !ctx.unitDefs.get(u.id)!.outOfSupply).slice(0, 2)
    : []
  const roles = Object.fromEntries(escorts.filter((u) => u.needsRole).map((u) => [u.id, 'fighter' as Role]))
  // Sometimes by way of a friendly base, to collect there (2.2): the route passes over it.
  const via = chance(rng, 0.3) ? options.filter((o) => o.base !== opt.base && !isCarrier(ctx, o.base)) : []
  const from = baseLoc(ctx, opt.base)
  const to = ctx.map.parseLoc(target)!
  if (via.length) {
    const mid = baseLoc(ctx, pick(rng, via).base)
    const a = ctx.map.path(from, mid)
    const b = ctx.map.path(mid, to)
    const cost = (a ?? []).concat(b ?? []).reduce((n, l) => n + ctx.map.enterCost(l), 0)
    if (a && b && !a.includes(to) && bombers.every((u) => u.range >= cost))
      return {
        type: 'launch',
        side,
        base: opt.base,
        units: [...bombers, ...escorts].map((u) => u.id),
        mission: 'strategicRaid',
        target,
        path: [...a, ...b].map((l) => ctx.map.locLabel(l)),
        ...(Object.keys(roles).length ? { roles } : {}),
      }
  }
  return {
    type: 'launch',
    side,
    base: opt.base,
    units: [...bombers, ...escorts].map((u) => u.id),
    mission: 'strategicRaid',
    target,
    ...(Object.keys(roles).length ? { roles } : {}),
  }
}

/** An air-naval attack (4.20): bombers (FB/N as bombers), maybe fighters as escort, to located enemy ships in range. */
function randomAirNaval(
  state: GameState,
  rng: Rng,
  options: readonly LaunchOption[],
  side: SideId,
): Action | null {
  const ctx = contextOf(state)
  const targets = airNavalTargets(tx(state), side)
  const bombers = (o: LaunchOption) =>
    o.units.filter((u) => ['B', 'FB', 'N'].includes(ctx.unitDefs.get(u.id)!.type))
  const withBombers = options.filter((o) => bombers(o).length)
  if (!withBombers.length || !targets.length) return null
  const opt = pick(rng, withBombers)
  const target = pick(rng, targets)
  const cost = ctx.map.costFrom(baseLoc(ctx, opt.base))[target.loc]
  const chosen = bombers(opt).filter(
    (u) => cost >= 0 && cost <= u.range && !spentAgainst(state, u.id, target.loc),
  )
  if (!chosen.length) return null
  let picked = someOf(rng, chosen)
  // Kamikazes (APTO 4.20): some of the units allowed (no die drawn where there is none, so other games are unchanged).
  const able = picked.filter((u) => mayFlyKamikaze(ctx, u.id))
  const kamikaze = able.length ? able.filter(() => chance(rng, 0.5)).map((u) => u.id) : []
  picked = picked.filter((u) => ctx.unitDefs.get(u.id)!.type !== 'F' || kamikaze.includes(u.id)) // a fighter strikes only as a Kamikaze
  if (!picked.length) return null
  const escorts = chance(rng, 0.5)
    ? opt.units.filter((u) => ctx.unitDefs.get(u.id)!.type === 'F' && !picked.includes(u)).slice(0, 2)
    : []
  const roles = Object.fromEntries(picked.filter((u) => u.needsRole).map((u) => [u.id, 'bomber' as Role]))
  return {
    type: 'launch',
    side,
    base: opt.base,
    units: [...picked, ...escorts].map((u) => u.id),
    mission: 'airNaval',
    target: ctx.map.locLabel(target.loc),
    ...(target.inPort ? { inPort: true } : {}),
    ...(Object.keys(roles).length ? { roles } : {}),
    ...(kamikaze.length ? { kamikaze } : {}),
  }
}

/** A submarine search (APTO 3.29): the searchers of one base that reach an enemy submarine at sea (FB and N as bombers, refused N included now and then), maybe fighters as escort. */
function randomSubmarineSearch(
  state: GameState,
  rng: Rng,
  options: readonly LaunchOption[],
  side: SideId,
): Action | null {
  const ctx = contextOf(state)
  const t = tx(state)
  const opt = pick(rng, options)
  const roles = Object.fromEntries(opt.units.filter((u) => u.needsRole).map((u) => [u.id, 'bomber' as Role]))
  const targets = submarineTargetList(
    t,
    side,
    opt.base,
    opt.units.map((u) => u.id),
    roles,
  ).filter((x) => x.searchers.length)
  if (!targets.length) return null
  const target = pick(rng, targets)
  const searchers = someOf(rng, target.searchers)
  const escorts = chance(rng, 0.4)
    ? opt.units
        .filter((u) => ctx.unitDefs.get(u.id)!.type === 'F' && target.reach.includes(u.id))
        .slice(0, 2)
        .map((u) => u.id)
    : []
  const used = Object.fromEntries(searchers.filter((id) => roles[id]).map((id) => [id, 'bomber' as Role]))
  return {
    type: 'launch',
    side,
    base: opt.base,
    units: [...searchers, ...escorts],
    mission: 'submarineSearch',
    target: target.hex,
    ...(Object.keys(used).length ? { roles: used } : {}),
  }
}

/** A strafing mission (4.14): fighter-types flying as fighters to an enemy airbase in range. */
function randomStrafe(
  state: GameState,
  rng: Rng,
  options: readonly LaunchOption[],
  side: SideId,
): Action | null {
  const ctx = contextOf(state)
  const opt = pick(rng, options)
  const able = opt.units.filter((u) => isFighterClass(ctx, u.id))
  if (!able.length) return null
  const chosen = someOf(rng, able)
  const from = baseLoc(ctx, opt.base)
  const reach = maxOf(chosen, (u) => u.range)
  const cost = ctx.map.costFrom(from) // along routes air units may fly (forbidden hexes flown around, 4.12)
  const t = tx(state)
  const targets = [
    ...new Set(
      [...ctx.baseDefs.values()]
        .filter((b) => b.owner !== side && !b.carrier && b.hex)
        .map((b) => ctx.baseLoc.get(b.id)!),
    ),
  ].filter(
    (loc) => loc !== from && cost[loc] >= 0 && cost[loc] <= reach && !strafeTargetRefused(t, side, loc), // e.g. APTO: once per hex and Phase
  )
  if (!targets.length) return null
  const roles = Object.fromEntries(chosen.filter((u) => u.needsRole).map((u) => [u.id, 'fighter' as Role]))
  return {
    type: 'launch',
    side,
    base: opt.base,
    units: chosen.map((u) => u.id),
    mission: 'strafe',
    target: ctx.map.locLabel(pick(rng, targets)),
    ...(Object.keys(roles).length ? { roles } : {}),
  }
}

/** A new mission from one base: 'fly' to a hex or sea area within reach, or 'changeBase'. */
export function randomLaunch(
  state: GameState,
  rng: Rng,
  options: readonly LaunchOption[],
  side: SideId,
): Action | null {
  const ctx = contextOf(state)
  const opt = pick(rng, options)
  const chosen = someOf(rng, opt.units)
  const units = chosen.map((u) => u.id)
  const roles = rolesFor(rng, chosen)
  const from = baseLoc(ctx, opt.base)
  const minRange = minOf(chosen, (u) => u.range)
  const maxRange = maxOf(chosen, (u) => u.range)
  if (chance(rng, 0.25)) {
    const hops = randomHops(state, rng, opt.base, units, minRange)
    if (hops) return { type: 'launch', side, base: opt.base, units, mission: 'changeBase', hops, ...roles }
  }
  // Usually a target every unit reaches; sometimes one only the longest-ranged reach (drop-offs).
  const reach = ctx.map.reachable(from, chance(rng, 0.8) ? minRange : maxRange).filter((r) => r.loc !== from)
  if (!reach.length) return null
  const to = pick(rng, reach).loc
  const target = ctx.map.locLabel(to)
  // Sometimes plan only the first part of the route: the rest is flown hex by hex ('move').
  const path = chance(rng, 0.15)
    ? {
        path: routePrefix(
          rng,
          (ctx.map.path(from, to) ?? []).map((l) => ctx.map.locLabel(l)),
        ),
      }
    : {}
  return { type: 'launch', side, base: opt.base, units, mission: 'fly', target, ...roles, ...path }
}

function routePrefix(rng: Rng, route: readonly string[]): string[] {
  return route.slice(0, rng.int(route.length + 1))
}

function rolesFor(
  rng: Rng,
  units: readonly { id: UnitId; needsRole: boolean }[],
): { roles?: Record<UnitId, Role> } {
  const need = units.filter((u) => u.needsRole)
  if (!need.length) return {}
  return { roles: Object.fromEntries(need.map((u) => [u.id, chance(rng, 0.5) ? 'fighter' : 'bomber'])) }
}

/** One or two hops of a Change Base: friendly land bases within 2 × range with room at the end. */
function randomHops(
  state: GameState,
  rng: Rng,
  base: BaseId,
  units: readonly UnitId[],
  minRange: number,
): BaseId[] | null {
  const ctx = contextOf(state)
  const side = state.units[units[0]].side
  const allFighters = units.every((id) => isFighterClass(ctx, id))
  const hops: BaseId[] = []
  const start = baseLoc(ctx, base)
  let prev = start
  const nHops = chance(rng, 0.8) ? 1 : 2
  for (let i = 0; i < nHops; i++) {
    const last = i === nHops - 1
    const candidates = [...ctx.baseDefs.values()].filter((b) => {
      if (b.owner !== side) return false
      // A carrier only as the last base, for Naval-Air units it may take now (4.1, 4.4).
      if (b.carrier && (!last || carrierLandingRefusal(ctx, state, units, b.id, []) !== null)) return false
      const loc = ctx.baseLoc.get(b.id)
      if (loc === undefined || loc === prev) return false
      if (flightDistance(ctx, prev, loc, 2 * minRange) > 2 * minRange) return false // the route around forbidden hexes (4.12), as the launch checks it
      if (
        ctx.variant.id === 'apto' &&
        state.scenario.options.groundedChangeBaseBan &&
        ctx.weatherAt(loc) === 'grounded'
      )
        return false // (APTO 4.1, D10)
      if (
        units.some((id) => {
          const no = basingRefusal(ctx, state, id, b.id)
          return no !== null && no.rule === '4.0'
        })
      )
        return false // a Floatplane lands only at a port (APTO 4.0, D1)
      if (last && !smallFightersFit(ctx, state, b.id, units)) return false // never a fifth Small Fighter (APTO 4.2, D16)
      if (!last)
        return (
          !usesArtificialPlaces(ctx, state, b.id) &&
          !(
            state.scenario.options.basingChoices &&
            b.components.some((c) => c.kind === 'GrassAirfield') &&
            !hasRoom(ctx, state, b.id, units)
          )
        ) // never over-stacked while it uses them (4.5); a grass airfield never (4.3, 4.8)
      if (loc === start) return false // back where it started: pointless (and the units still count there)
      if (b.carrier) return true // room in strength points checked above (4.4)
      const live = placesTaken(
        ctx,
        b.id,
        (state.stacks[b.id] ?? []).filter((id) => !state.units[id].eliminated && !units.includes(id)),
      )
      if (artificialPlaces(ctx, state, b.id) > 0) {
        if (!hasRoom(ctx, state, b.id, units)) return false // (4.5)
      } else if (capacityNow(ctx, state, b.id) - live < placesTaken(ctx, b.id, units))
        return (
          (allFighters || !b.components.some((c) => c.kind === 'GrassAirfield')) &&
          !unnamedAirOffensive(state, side) &&
          chance(rng, 0.3) &&
          chainFor(tx(state), side, b.id, units) !== null
        ) // full: now and then a chained Change Base (4.8), not while the launch still names its Air Offensive's power (its residents would change)
      return allFighters || !b.components.some((c) => c.kind === 'GrassAirfield')
    })
    if (!candidates.length) return null
    const b = pick(rng, candidates)
    hops.push(b.id)
    prev = baseLoc(ctx, b.id)
  }
  return hops
}

/** Before combat, the side whose mission is intercepted may launch more of it (4.9). */
function joinLaunch(state: GameState, p: PreCombatPending, rng: Rng): Action | null {
  if (!p.joinMissionFor || !p.launch.length) return null
  const ctx = contextOf(state)
  const mission = state.missions[p.joinMissionFor]
  if (!mission || mission.target === null) return null
  const opt = pick(rng, p.launch)
  if (mission.kind === 'strafe') {
    const cost = ctx.map.costFrom(baseLoc(ctx, opt.base))[mission.target]
    const able = opt.units.filter((u) => isFighterClass(ctx, u.id) && cost >= 0 && cost <= u.range)
    if (!able.length) return null
    const chosen = someOf(rng, able)
    const roles = Object.fromEntries(chosen.filter((u) => u.needsRole).map((u) => [u.id, 'fighter' as Role]))
    return {
      type: 'launch',
      side: p.side,
      base: opt.base,
      units: chosen.map((u) => u.id),
      mission: 'strafe',
      ...(Object.keys(roles).length ? { roles } : {}),
    }
  }
  const from = baseLoc(ctx, opt.base)
  const cost = ctx.map.costFrom(from)[mission.target]
  const able = opt.units.filter((u) => cost >= 0 && cost <= u.range)
  if (!able.length || mission.target === from) return null
  const chosen = someOf(rng, able)
  // Interdiction (APTO 2.13, 2.26): fighter-bombers and naval air join only as escorts, fighters.
  if (mission.kind === 'convoyInterdiction' || mission.kind === 'merchantInterdiction') {
    const roles = Object.fromEntries(chosen.filter((u) => u.needsRole).map((u) => [u.id, 'fighter' as Role]))
    return {
      type: 'launch',
      side: p.side,
      base: opt.base,
      units: chosen.map((u) => u.id),
      mission: 'fly',
      ...(Object.keys(roles).length ? { roles } : {}),
    }
  }
  return {
    type: 'launch',
    side: p.side,
    base: opt.base,
    units: chosen.map((u) => u.id),
    mission: 'fly',
    ...rolesFor(rng, chosen),
  }
}

// ------------------------------------------------------------------------------------ illegal play

/**
 * A well-formed example of action types (legal or not, depending on the state). Optional: a type
 * without one is sent as `{ type }` alone, which the engine refuses by its type before it reads a
 * field, so a new decision kind needs nothing here (its types come from its procedure).
 */
const SAMPLE: Partial<Record<Action['type'], Action>> = {
  launch: { type: 'launch', base: 'b', units: ['u'], mission: 'fly', target: '0101' },
  endStep: { type: 'endStep' },
  move: { type: 'move', flight: 'F1', path: ['0101'] },
  stop: { type: 'stop', flight: 'F1' },
  collect: { type: 'collect', flight: 'F1', units: [] },
  declare: { type: 'declare', groups: [{ base: 'b', units: ['u'] }] },
  pass: { type: 'pass' },
  counterstrike: { type: 'counterstrike', target: '0101' },
  launchInterceptors: { type: 'launchInterceptors', base: 'b' },
  addInterceptors: { type: 'addInterceptors', groups: [{ base: 'b', units: ['u'] }] },
  proposeCancel: { type: 'proposeCancel' },
  acceptCancel: { type: 'acceptCancel' },
  refuseCancel: { type: 'refuseCancel' },
  dumpOrdnance: { type: 'dumpOrdnance', units: [] },
  designate: { type: 'designate', units: [] },
  attack: { type: 'attack', attacker: 'u', target: 'v' },
  endAttacks: { type: 'endAttacks' },
  roll: { type: 'roll', value: 3 },
  voluntaryAbort: { type: 'voluntaryAbort', units: [] },
  remain: { type: 'remain', units: [] },
  continue: { type: 'continue', flights: [] },
  returnToBase: { type: 'returnToBase' },
  evacuate: { type: 'evacuate', moves: {} },
  strafe: { type: 'strafe', attacker: 'u', target: 'v' },
  holdFire: { type: 'holdFire' },
  allocateBombers: { type: 'allocateBombers', allocation: {} },
  chooseLoss: { type: 'chooseLoss', unit: 'u' },
  declareOffensive: { type: 'declareOffensive', offensive: 'air' },
  chooseFirst: { type: 'chooseFirst', first: 'allies' },
  passOffensive: { type: 'passOffensive' },
  declareLandCombat: { type: 'declareLandCombat', hex: '0101', attackers: ['l'] },
  endLandStep: { type: 'endLandStep' },
  declineSupport: { type: 'declineSupport' },
  payEp: { type: 'payEp' },
  chartResult: { type: 'chartResult', result: '3' },
  /** Ill-formed (no cells), so refused at every decision although the type is accepted at any. */
  enterTable: { type: 'enterTable', table: 'bombing', columns: ['1'], cells: [], provenance: 'userEntered' },
  declineEp: { type: 'declineEp' },
  forcedRebase: { type: 'forcedRebase', to: 'b' },
  reconnoitre: { type: 'reconnoitre', target: '0101', units: ['u'] },
  reportSighting: { type: 'reportSighting', count: 1 },
  reconnoitreLand: { type: 'reconnoitreLand', hex: '0101', unit: 'u' },
  concealLand: { type: 'concealLand', unit: null },
  moveFlotilla: { type: 'moveFlotilla', flotilla: 'f', to: '0101' },
  navalCombat: { type: 'navalCombat', ship: 's', result: 'sunk' },
  navalInterception: { type: 'navalInterception', flotilla: 'f' },
  carrierStatus: { type: 'carrierStatus', ship: 's', status: 'none' },
  navalAttack: { type: 'navalAttack', bomber: 'u', ship: 's' },
  endNavalAttacks: { type: 'endNavalAttacks' },
  paradrop: { type: 'paradrop', gliders: true },
  cancelParadrop: { type: 'cancelParadrop' },
  ferry: { type: 'ferry', carrier: 'c', unit: 'u', embark: true },
  fixedTransfer: { type: 'fixedTransfer', transfer: 't', units: ['u'], to: 'b' },
  dumpOverboard: { type: 'dumpOverboard', unit: 'u' },
  depleteNaval: { type: 'depleteNaval', unit: 'u' },
  portNaval: { type: 'portNaval', carrier: 'c', unit: 'u', ashore: true },
  chooseAtpLoss: { type: 'chooseAtpLoss', point: 1 },
  interdict: { type: 'interdict', bombers: ['u'] },
  endInterdiction: { type: 'endInterdiction' },
  buildGrassAirfield: { type: 'buildGrassAirfield', hex: '0101' },
  demolishGrassAirfield: { type: 'demolishGrassAirfield', base: 'b' },
  captureBase: { type: 'captureBase', base: 'b' },
  stackOrder: { type: 'stackOrder', position: 0 },
  chainChangeBase: { type: 'chainChangeBase', units: ['u'], hops: ['b'] },
  bombard: { type: 'bombard', flotilla: 'f', allocation: { 'b:0': ['s'] } },
  assignRaid: { type: 'assignRaid', rail: [] },
  bombStrategic: { type: 'bombStrategic', groups: [] },
  determineWeather: { type: 'determineWeather' },
  raidConvoys: { type: 'raidConvoys', ships: [] },
  embarkStp: { type: 'embarkStp', flotilla: 'f', unit: 'u' },
  debarkStp: { type: 'debarkStp', flotilla: 'f' },
  loseCargo: { type: 'loseCargo', units: ['u'] },
}

export interface IllegalAction {
  /** What was done to make it illegal (for failure messages). */
  mutation: string
  /** Typed loosely on purpose: many of these are not even well-formed actions. */
  action: Action
}

export interface IllegalOptions {}

type Maker = () => IllegalAction | null

const asAction = (x: unknown): Action => x as Action
/** Keys every plain object answers to: an engine indexing a record with them must still refuse. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']
const UNKNOWN_IDS = ['no-such-unit', '', 'U1 ']

/** An action the rules must refuse in `state`, built by mutating a legal one or the decision's shape. */
export function randomIllegalAction(state: GameState, rng: Rng, opts: IllegalOptions = {}): IllegalAction {
  const makers = illegalMakers(state, rng, opts)
  for (let tries = 0; tries < 50; tries++) {
    const m = pick(rng, makers)()
    if (m) return m
  }
  return { mutation: 'not an object', action: asAction(null) }
}

function illegalMakers(state: GameState, rng: Rng, opts: IllegalOptions): Maker[] {
  const p = state.pending
  const ctx = contextOf(state)
  const side = p.side
  const sides = state.scenario.sides.map((s) => s.id)
  const enemyUnits = recordValues(state.units)
    .filter((u) => u.side !== side && !u.eliminated)
    .map((u) => u.id)
  const ownUnits = recordValues(state.units)
    .filter((u) => u.side === side)
    .map((u) => u.id)
  const legal = legalActions(state, { maxSubsetUnits: 3 })
  const hostile = () => pick(rng, [...UNKNOWN_IDS, ...PROTOTYPE_KEYS])
  const badUnit = () => (enemyUnits.length && chance(rng, 0.4) ? pick(rng, enemyUnits) : hostile())
  const notAList = () => pick(rng, [null, 'u1', 3, { 0: 'u1' }, undefined])
  const protoRecord = (value: unknown) =>
    JSON.parse(`{"__proto__": ${JSON.stringify(value)}}`) as Record<string, unknown>

  const makers: Maker[] = [
    () => ({
      mutation: 'not an object',
      action: asAction(
        pick(rng, [null, undefined, 42, 'pass', [], {}, { type: 7 }, { type: '' }, { type: 'fly' }]),
      ),
    }),
    () => {
      // Every type a sample shows (outside events too) or some decision accepts (engine/procedures),
      // the samples first so the dice pick as before, but not what this decision's owner accepts.
      const types = new Set([
        ...(Object.keys(SAMPLE) as Action['type'][]),
        ...Object.values(acceptedByKind()).flat(),
      ])
      const wrong = [...types].filter((ty) => !accepted(p.kind).includes(ty))
      const ty = pick(rng, wrong)
      return {
        mutation: `type "${ty}" while "${p.kind}" is pending`,
        action: { ...(SAMPLE[ty] ?? ({ type: ty } as Action)), side },
      }
    },
    () => {
      if (!legal.length) return null
      const a = pick(rng, legal)
      const other = pick(rng, [...sides.filter((s) => s !== side), 'nobody', '__proto__'])
      return { mutation: `a legal action signed by "${other}"`, action: asAction({ ...a, side: other }) }
    },
  ]
  const add = (mutation: string, build: () => unknown | null) =>
    makers.push(() => {
      const action = build()
      return action === null ? null : { mutation, action: asAction(action) }
    })
  const unitLists = (
    type: Action['type'],
    allowed: readonly UnitId[],
    extra: Record<string, unknown> = {},
  ) => {
    add(`${type}: units is not a list`, () => ({ type, side, ...extra, units: notAList() }))
    add(`${type}: an unknown or enemy unit`, () => ({
      type,
      side,
      ...extra,
      units: [...someOf(rng, [...allowed, 'x']).filter((x) => x !== 'x'), badUnit()],
    }))
    if (allowed.length)
      add(`${type}: a unit listed twice`, () => ({ type, side, ...extra, units: [allowed[0], allowed[0]] }))
    const others = ownUnits.filter((id) => !allowed.includes(id))
    if (others.length)
      add(`${type}: a unit of ours that is not an option`, () => ({
        type,
        side,
        ...extra,
        units: [pick(rng, others)],
      }))
  }

  switch (p.kind) {
    case 'plan': {
      const opt = p.bases.length ? pick(rng, p.bases) : null
      const enemyBases = [...ctx.baseDefs.values()].filter((b) => b.owner !== side).map((b) => b.id)
      const from = opt ? baseLoc(ctx, opt.base) : null
      const launch = (extra: Record<string, unknown>) =>
        opt
          ? {
              type: 'launch',
              side,
              base: opt.base,
              units: [opt.units[0].id],
              mission: 'fly',
              target: targetNear(state, from!),
              ...rolesOf(opt.units[0]),
              ...extra,
            }
          : null
      // Carriers as ferries (4.6) and room aboard (4.4).
      const carriers = ctx.carrierBases.map(([b]) => b)
      const onCarrier = ownUnits.filter(
        (id) => !state.units[id].eliminated && isCarrier(ctx, state.units[id].base),
      )
      add('ferry: an unknown or enemy unit, or an unknown carrier', () => ({
        type: 'ferry',
        side,
        carrier: chance(rng, 0.5) && carriers.length ? pick(rng, carriers) : hostile(),
        unit: badUnit(),
        embark: chance(rng, 0.5),
      }))
      add('ferry: embark is not true or false', () => ({
        type: 'ferry',
        side,
        carrier: carriers.length ? pick(rng, carriers) : 'c',
        unit: ownUnits[0] ?? 'u',
        embark: pick(rng, ['yes', null, 1, undefined]),
      }))
      const unfit = ownUnits.filter((id) => {
        const def = defOf(ctx, id)
        return (
          state.units[id].eliminated ||
          (def.type !== 'F' && def.type !== 'FB') ||
          (state.units[id].face === 'front' && def.back !== null && !isSmallFighter(ctx, id))
        ) // a Small Fighter is ferried at full strength (APTO D24)
      })
      if (unfit.length && carriers.length)
        add('ferry: embark a unit that is not a single-step F or FB', () => ({
          type: 'ferry',
          side,
          carrier: pick(rng, carriers),
          unit: pick(rng, unfit),
          embark: true,
        }))
      // APTO's fixed transfers (D8): only where the scenario has some, so other games draw as before.
      const routes = state.scenario.transfers ?? []
      if (routes.length)
        add('fixedTransfer: an unknown route, a bad unit list, or a base at neither end', () => ({
          type: 'fixedTransfer',
          side,
          transfer: chance(rng, 0.5) ? pick(rng, routes).id : hostile(),
          units: pick(rng, [[badUnit()], [], 'u', [ownUnits[0] ?? 'u', ownUnits[0] ?? 'u']]),
          to: chance(rng, 0.5) ? pick(rng, enemyBases.length ? enemyBases : ['b']) : hostile(),
        }))
      const ashore = ownUnits.filter(
        (id) => !state.units[id].eliminated && !isCarrier(ctx, state.units[id].base),
      )
      if (ashore.length)
        add('dumpOverboard: a unit not on a carrier', () => ({
          type: 'dumpOverboard',
          side,
          unit: pick(rng, [pick(rng, ashore), hostile()]),
        }))
      const notFull = onCarrier.filter(
        (id) =>
          defOf(ctx, id).type !== 'N' || state.units[id].face === 'back' || defOf(ctx, id).back === null,
      )
      if (notFull.length || ashore.length)
        add('depleteNaval: not a full Naval-Air unit on a carrier', () => ({
          type: 'depleteNaval',
          side,
          unit: pick(rng, [...notFull, ...ashore]),
        }))
      // Carriers in port (4.5): a unit that is not aboard goes ashore, one that is not ashore goes aboard, a carrier at sea.
      add('portNaval: an unknown or enemy unit or carrier, or ashore not true or false', () =>
        chance(rng, 0.5)
          ? {
              type: 'portNaval',
              side,
              carrier: chance(rng, 0.5) && carriers.length ? pick(rng, carriers) : hostile(),
              unit: badUnit(),
              ashore: chance(rng, 0.5),
            }
          : {
              type: 'portNaval',
              side,
              carrier: carriers.length ? pick(rng, carriers) : 'c',
              unit: ownUnits[0] ?? 'u',
              ashore: pick(rng, ['yes', null, 1, undefined]),
            },
      )
      if (ashore.length && carriers.length)
        add('portNaval: ashore a unit not on a carrier', () => ({
          type: 'portNaval',
          side,
          carrier: pick(rng, carriers),
          unit: pick(rng, ashore),
          ashore: true,
        }))
      if (onCarrier.length)
        add('portNaval: aboard a unit already on a carrier', () => ({
          type: 'portNaval',
          side,
          carrier: pick(rng, carriers),
          unit: pick(rng, onCarrier),
          ashore: false,
        }))
      const atSea = onCarrier.filter((id) => {
        const ship = ctx.baseDefs.get(state.units[id].base)!.carrier!
        return !shipPosition(ctx, state, ship).inPort
      })
      if (atSea.length)
        add('portNaval: ashore from a carrier at sea', () => ({
          type: 'portNaval',
          side,
          carrier: state.units[atSea[0]].base,
          unit: atSea[0],
          ashore: true,
        }))
      const ferried = onCarrier.filter((id) => isFerried(ctx, state, id) && !state.units[id].aloft)
      if (ferried.length)
        add('launch: a ferried unit on a mission other than Change Base', () => ({
          type: 'launch',
          side,
          base: state.units[ferried[0]].base,
          units: [ferried[0]],
          mission: 'fly',
          target: '0101',
        }))
      // Naval transport (APTO 3.21): only where STPs could take air units aboard now, so other games draw as before.
      const stps = embarkOptions(tx(state), side)
      if (stps.length || state.seaTransport)
        add(
          'embarkStp: an unknown or enemy flotilla, or a unit not of the port hex or not a fighter-type',
          () => ({
            type: 'embarkStp',
            side,
            flotilla:
              stps.length && chance(rng, 0.6) ? pick(rng, stps).flotilla : pick(rng, [hostile(), null, 3]),
            unit: pick(rng, [
              badUnit(),
              ...ownUnits.filter((id) => !stps.some((o) => o.units.includes(id))).slice(0, 3),
            ]),
          }),
        )
      add('navalCombat: an unknown ship or a result that is not one', () => ({
        type: 'navalCombat',
        side,
        ship: pick(rng, [hostile(), null, 3]),
        result: 'sunk',
      }))
      const afloat = state.scenario.navalUnits.filter((n) => !state.naval?.ships[n.id]?.sunk)
      if (afloat.length)
        add('navalCombat: a bad result', () => ({
          type: 'navalCombat',
          side,
          ship: pick(rng, afloat).id,
          result: pick(rng, ['lost', '', null, 'Sunk']),
        }))
      const gone = state.scenario.navalUnits.filter((n) => state.naval?.ships[n.id]?.sunk)
      if (gone.length)
        add('navalCombat: a ship already sunk', () => ({
          type: 'navalCombat',
          side,
          ship: pick(rng, gone).id,
          result: pick(rng, ['sunk', 'damaged']),
        }))
      const fleet = flotillaMoves(tx(state), side)
      add('moveFlotilla: unknown or enemy flotilla', () => ({
        type: 'moveFlotilla',
        side,
        flotilla: pick(rng, [
          hostile(),
          7,
          null,
          ...flotillaMoves(tx(state), pick(rng, sides.filter((x) => x !== side).concat(side)))
            .map((f) => f.flotilla)
            .filter((f) => !fleet.some((o) => o.flotilla === f)),
        ]),
        to: '0101',
      }))
      if (fleet.length) {
        const f = pick(rng, fleet)
        add('moveFlotilla: not a location', () => ({
          type: 'moveFlotilla',
          side,
          flotilla: f.flotilla,
          to: pick(rng, ['9999', '', null, 12, '__proto__']),
        }))
        add('moveFlotilla: two locations at once, onto land or into no port', () => {
          const here = ctx.map.parseLoc(f.loc)!
          const far: string[] = []
          for (let l = 0; l < ctx.map.cols * ctx.map.rows; l += 7)
            if (!f.next.some((n) => n.to === ctx.map.locLabel(l)) && l !== here) far.push(ctx.map.locLabel(l))
          return far.length
            ? {
                type: 'moveFlotilla',
                side,
                flotilla: f.flotilla,
                to: pick(rng, far),
                ...(chance(rng, 0.3) ? { inPort: true } : {}),
              }
            : null
        })
      }
      add('launch: unknown base', () => ({
        type: 'launch',
        side,
        base: hostile(),
        units: ownUnits.slice(0, 1),
        mission: 'fly',
        target: '0101',
      }))
      if (enemyBases.length)
        add('launch: from an enemy base', () => {
          const b = pick(rng, enemyBases)
          return {
            type: 'launch',
            side,
            base: b,
            units: (state.stacks[b] ?? []).slice(0, 1),
            mission: 'fly',
            target: '0101',
          }
        })
      if (opt) {
        add('launch: unknown or enemy unit', () => launch({ units: [opt.units[0].id, badUnit()] }))
        add('launch: units not a list', () => launch({ units: notAList() }))
        add('launch: no units', () => launch({ units: [] }))
        add('launch: unit twice', () => launch({ units: [opt.units[0].id, opt.units[0].id] }))
        add('launch: unknown mission kind', () =>
          launch({ mission: pick(rng, ['bomb', '', null, 'interception']) }),
        )
        add('launch: target not on the map', () =>
          launch({ target: pick(rng, ['9999', 'abc', '', '0000', 17, null, '__proto__']) }),
        )
        add('launch: target is the base itself', () => launch({ target: ctx.map.locLabel(from!) }))
        add('launch: target beyond range', () => {
          const u = opt.units[0]
          const costs = ctx.map.costFrom(from!)
          const far: Loc[] = []
          for (let l = 0; l < costs.length; l++) if (costs[l] > u.range) far.push(l)
          return far.length ? launch({ target: ctx.map.locLabel(pick(rng, far)) }) : null
        })
        const roleUnit = opt.units.find((u) => u.needsRole)
        if (roleUnit) {
          add('launch: no role for a FB/N unit', () => launch({ units: [roleUnit.id], roles: undefined }))
          add('launch: a bad role', () =>
            launch({
              units: [roleUnit.id],
              roles: pick(rng, [{ [roleUnit.id]: 'pilot' }, protoRecord('bomber'), []]),
            }),
          )
        }
        add('changeBase: bad hops', () =>
          launch({
            mission: 'changeBase',
            target: undefined,
            hops: pick(rng, [
              [],
              null,
              'b',
              [hostile()],
              ['a', 'b', 'c', 'd'],
              enemyBases.slice(0, 1),
              [opt.base],
            ]),
          }),
        )
        // A Change Base onto a carrier that may not take the unit (4.1, 4.4, 4.5): only where one exists, so other games draw as before.
        const closedCarriers = ctx.carrierBases
          .map(([b]) => b)
          .filter(
            (b) =>
              ctx.baseDefs.get(b)?.owner === side &&
              carrierLandingRefusal(ctx, state, [opt.units[0].id], b, []) !== null,
          )
        if (closedCarriers.length)
          add('changeBase: onto a carrier that may not take the unit', () =>
            launch({ mission: 'changeBase', target: undefined, hops: [pick(rng, closedCarriers)] }),
          )
        add('changeBase: a hop beyond twice the range', () => {
          const u = opt.units[0]
          const far = [...ctx.baseDefs.values()].filter((b) => {
            const l = ctx.baseLoc.get(b.id)
            return (
              b.owner === side && !b.carrier && l !== undefined && airDistance(ctx, from!, l) > 2 * u.range
            )
          })
          return far.length
            ? launch({ mission: 'changeBase', target: undefined, hops: [pick(rng, far).id] })
            : null
        })
      }
      break
    }
    case 'navalWindow': {
      const elsewhere = () =>
        ctx.map.locLabel(
          pick(
            rng,
            [0, ctx.map.cols * ctx.map.rows - 1].filter((l) => ctx.map.locLabel(l) !== p.loc),
          ),
        )
      const unit = p.recon?.units[0]?.id ?? p.bases[0]?.units[0]?.id ?? ownUnits[0]
      add('navalWindow: reconnoitre another location', () => ({
        type: 'reconnoitre',
        side,
        target: elsewhere(),
        units: [unit],
      }))
      const b = p.bases[0]
      if (b) {
        add('navalWindow: another mission than an air-naval interception', () => ({
          type: 'launch',
          side,
          base: b.base,
          units: [b.units[0].id],
          mission: pick(rng, ['strafe', 'fly', 'bombing']),
          target: p.loc,
        }))
        add('navalWindow: intercept another location', () => ({
          type: 'launch',
          side,
          base: b.base,
          units: [b.units[0].id],
          mission: 'airNaval',
          target: elsewhere(),
        }))
      }
      // A reaction to a reaction: in the window a reactive move opened, the other side's ships do not move.
      const own = flotillaMoves(tx(state), side).filter((f) => f.next.length)
      const w = state.naval?.window
      if (w?.outer && own.length) {
        const f = pick(rng, own)
        add('navalWindow: a reactive move in the window of a reactive move', () => ({
          type: 'moveFlotilla',
          side,
          flotilla: f.flotilla,
          to: f.next[0].to,
          ...(f.next[0].inPort ? { inPort: true } : {}),
        }))
      }
      // A flotilla too far off to react to the move (more than 2 hexes).
      const far = w && !w.outer ? own.filter((f) => !reactors(tx(state), side, w).includes(f.flotilla)) : []
      if (far.length) {
        const f = pick(rng, far)
        add('navalWindow: a reactive move of a flotilla too far off', () => ({
          type: 'moveFlotilla',
          side,
          flotilla: f.flotilla,
          to: f.next[0].to,
          ...(f.next[0].inPort ? { inPort: true } : {}),
        }))
      }
      // Carriers in port (4.5; APTO D23): a docked carrier that neither docked in a reactive move nor may sail in one puts no Naval-Air ashore now.
      const moving = windowPortCarriers(tx(state), side)
      const still = portNavalOptions(tx(state), side).filter((o) => !moving.includes(o.carrier))
      if (still.length) {
        const o = pick(rng, still)
        add('navalWindow: portNaval from a docked carrier that does not react', () => ({
          type: 'portNaval',
          side,
          carrier: o.carrier,
          unit: o.unit,
          ashore: o.ashore,
        }))
      }
      break
    }
    case 'move': {
      const next = p.next[0] ?? '0101'
      add('move: path not a list', () => ({
        type: 'move',
        side,
        flight: p.flight,
        path: pick(rng, [next, null, 3, { 0: next }]),
      }))
      add('move: empty path', () => ({ type: 'move', side, flight: p.flight, path: [] }))
      add('move: a location that is not next', () => {
        const here = state.flights[p.flight].loc
        const far = nonAdjacent(state, here)
        return far === null ? null : { type: 'move', side, flight: p.flight, path: [ctx.map.locLabel(far)] }
      })
      add('move: not a location', () => ({
        type: 'move',
        side,
        flight: p.flight,
        path: [pick(rng, ['9999', 'x', '', '__proto__', null])],
      }))
      if (p.next.length)
        add('move: wrong flight id', () => ({
          type: 'move',
          side,
          flight: wrongFlight(state, p.flight, rng),
          path: [next],
        }))
      add('stop: units of another flight', () => ({
        type: 'stop',
        side,
        flight: p.flight,
        units: [badUnit()],
      }))
      add('stop: units not a list', () => ({
        type: 'stop',
        side,
        flight: p.flight,
        units: pick(rng, ['u', 3, null]),
      }))
      if (p.canStop)
        add('stop: wrong flight id', () => ({
          type: 'stop',
          side,
          flight: wrongFlight(state, p.flight, rng),
        }))
      break
    }
    case 'collect': {
      unitLists(
        'collect',
        p.units.map((u) => u.id),
        { flight: p.flight },
      )
      add('collect: wrong flight id', () => ({
        type: 'collect',
        side,
        flight: wrongFlight(state, p.flight, rng),
        units: [],
      }))
      const roleUnit = p.units.find((u) => u.needsRole)
      if (roleUnit)
        add('collect: no role for a FB/N unit', () => ({
          type: 'collect',
          side,
          flight: p.flight,
          units: [roleUnit.id],
          roles: pick(rng, [undefined, { [roleUnit.id]: 'ace' }, protoRecord('fighter')]),
        }))
      break
    }
    case 'declare': {
      const g = p.interceptors[0]
      add('declare: no groups', () => ({
        type: 'declare',
        side,
        groups: pick(rng, [[], null, 'x', [{}], [{ base: g?.base, units: [] }]]),
      }))
      add('declare: unknown base', () => ({
        type: 'declare',
        side,
        groups: [{ base: hostile(), units: g ? [g.units[0].id] : ['u'] }],
      }))
      if (g) {
        add('declare: unit not eligible', () => ({
          type: 'declare',
          side,
          groups: [{ base: g.base, units: [badUnit()] }],
        }))
        add('declare: unit twice', () => ({
          type: 'declare',
          side,
          groups: [{ base: g.base, units: [g.units[0].id, g.units[0].id] }],
        }))
        add('declare: unknown target flight', () => ({
          type: 'declare',
          side,
          targets: pick(rng, [['F999'], [], 'F1', [null]]),
          groups: [{ base: g.base, units: [g.units[0].id] }],
        }))
        const elsewhere = p.interceptors.find((o) => o.base !== g.base)
        if (elsewhere)
          add('declare: a unit under the wrong base', () => ({
            type: 'declare',
            side,
            groups: [{ base: g.base, units: [elsewhere.units[0].id] }],
          }))
        // APTO Counterstrike (4.1): a unit not offered it, not a list, or one left out of the groups.
        const offered = p.counterstrike ?? []
        const notOffered = g.units.find((u) => !offered.some((o) => o.id === u.id))
        if (notOffered)
          add('declare: a Counterstrike by a unit not offered it', () => ({
            type: 'declare',
            side,
            groups: [{ base: g.base, units: [notOffered.id] }],
            counterstrike: pick(rng, [[notOffered.id], [badUnit()]]),
          }))
        add('declare: a Counterstrike list that is not a list', () => ({
          type: 'declare',
          side,
          groups: [{ base: g.base, units: [g.units[0].id] }],
          counterstrike: notAList() ?? 'u1',
        }))
        const o = offered[0]
        const other = p.interceptors
          .flatMap((x) => x.units.map((u) => ({ base: x.base, id: u.id })))
          .find((u) => u.id !== o?.id)
        if (o && other)
          add('declare: a Counterstrike unit left out of the groups', () => ({
            type: 'declare',
            side,
            groups: [{ base: other.base, units: [other.id] }],
            counterstrike: [o.id],
          }))
      }
      break
    }
    case 'offensive': {
      // Whose Air Offensive (4.25; APTO D84): an unknown power, a Combined one of a single power, powers named for another Offensive.
      add('declareOffensive: an unknown power', () => ({
        type: 'declareOffensive',
        side,
        offensive: 'air',
        nations: pick(rng, [[hostile()], [], 'UK', [null]]),
      }))
      const combined = p.options.find((o) => o.kind === 'combinedAir')?.nations ?? []
      if (combined.length)
        add('declareOffensive: a Combined Air Offensive of one power', () => ({
          type: 'declareOffensive',
          side,
          offensive: 'combinedAir',
          nations: [combined[0].id],
        }))
      if (combined.length > 1)
        add('declareOffensive: a power listed twice', () => ({
          type: 'declareOffensive',
          side,
          offensive: 'combinedAir',
          nations: [combined[0].id, combined[0].id],
        }))
      add('declareOffensive: nations for a Land Offensive', () => ({
        type: 'declareOffensive',
        side,
        offensive: 'land',
        nations: [hostile()],
      }))
      // Naval transport (APTO 3.24): only with air units aboard STPs, so other games draw as before.
      if (state.seaTransport) {
        const f = state.seaTransport.cargo[0].flotilla
        add('debarkStp: a unit not aboard, an unknown flotilla, or a base not in the port hex', () =>
          pick(rng, [
            {
              type: 'debarkStp',
              side,
              flotilla: f,
              units: [
                pick(rng, [
                  badUnit(),
                  ...ownUnits
                    .filter((id) => !state.seaTransport!.cargo.some((c) => c.unit === id && c.flotilla === f))
                    .slice(0, 2),
                ]),
              ],
            },
            { type: 'debarkStp', side, flotilla: pick(rng, [hostile(), null, 7]) },
            {
              type: 'debarkStp',
              side,
              flotilla: f,
              to: pick(
                rng,
                [hostile(), null, ...[...ctx.baseDefs.keys()].slice(0, 2)].filter(
                  (b) => !(p.debark ?? []).some((o) => o.to.some((x) => x.base === b)),
                ),
              ),
            },
            { type: 'debarkStp', side, flotilla: f, units: pick(rng, [[], 'u', [null]]) },
          ]),
        )
      }
      break
    }
    case 'seaCargoLoss': {
      // D-STP-CARGOLOSS (APTO 3.18): too few lost, more than enough, a unit not aboard.
      const aboard = p.cargo.map((c) => c.id)
      add('loseCargo: none, a unit not aboard, or units not a list', () => ({
        type: 'loseCargo',
        side,
        units: pick(rng, [[], [badUnit()], 'u', null]),
      }))
      add('loseCargo: more than enough, or a unit listed twice', () => ({
        type: 'loseCargo',
        side,
        units: pick(rng, [aboard, [aboard[0], aboard[0]]]),
      }))
      break
    }
    case 'counterstrike': {
      add('counterstrike: a target not offered', () => ({
        type: 'counterstrike',
        side,
        target: pick(rng, [
          hostile(),
          null,
          7,
          ...p.targets
            .filter((x) => !x.inPort)
            .map((x) => x.loc)
            .slice(0, 1)
            .map((l) => `${l}x`),
        ]),
      }))
      const tg = p.targets[0]
      add('counterstrike: a unit that is not a survivor', () => ({
        type: 'counterstrike',
        side,
        target: tg.loc,
        ...(tg.inPort ? { inPort: true } : {}),
        units: [badUnit()],
      }))
      add('counterstrike: units not a list', () => ({
        type: 'counterstrike',
        side,
        target: tg.loc,
        ...(tg.inPort ? { inPort: true } : {}),
        units: pick(rng, [[], 'u1', 3]),
      }))
      break
    }
    case 'launchInterceptors': {
      const e = state.engagements[p.engagement]
      const launched = e.groups
        .filter((g) => g.launched && !p.bases.some((b) => b.base === g.base))
        .map((g) => g.base)
      add('launchInterceptors: a base not declared', () => ({
        type: 'launchInterceptors',
        side,
        base: pick(rng, [hostile(), null, 3, ...launched]),
      }))
      // (Only for a group with units still at their base: a group left with nobody launches nothing.)
      const live = p.bases.find((b) =>
        b.units.some((id) => state.units[id].aloft === null && !state.units[id].eliminated),
      )
      if (live)
        add('launchInterceptors: a path that is not a route', () => ({
          type: 'launchInterceptors',
          side,
          base: live.base,
          path: pick(rng, ['0101', 3, ['9999'], ['__proto__']]),
        }))
      break
    }
    case 'preCombat': {
      if (!p.canCancel) add('proposeCancel: refused once already', () => ({ type: 'proposeCancel', side }))
      add('addInterceptors: no groups', () => ({
        type: 'addInterceptors',
        side,
        groups: pick(rng, [[], null, {}, [{ base: hostile(), units: ['u'] }]]),
      }))
      if (!p.joinMissionFor)
        add('launch: no mission to join now', () => ({
          type: 'launch',
          side,
          base: 'b',
          units: ownUnits.slice(0, 1),
          mission: 'fly',
          target: '0101',
        }))
      else
        add('launch: joining with an unknown base', () => ({
          type: 'launch',
          side,
          base: hostile(),
          units: ownUnits.slice(0, 1),
          mission: 'fly',
        }))
      break
    }
    case 'dumpOrdnance':
    case 'designate':
    case 'voluntaryAbort':
    case 'remain':
      unitLists(p.kind, p.units)
      break
    case 'attack': {
      const a = p.attackers[0]
      const c = state.combat!
      const mine = c.inRound.filter((id) => state.units[id].side === side)
      add('attack: attacker not ours / not in combat', () => ({
        type: 'attack',
        side,
        attacker: badUnit(),
        target: a.targets[0].id,
      }))
      add('attack: target of our own side', () => ({
        type: 'attack',
        side,
        attacker: a.id,
        target: pick(rng, [...mine, ...ownUnits]),
      }))
      add('attack: unknown target', () => ({ type: 'attack', side, attacker: a.id, target: hostile() }))
      const illegalTarget = p.attackers.flatMap((x) =>
        x.targets.filter((t) => !t.legal).map((t) => ({ attacker: x.id, target: t.id })),
      )
      if (illegalTarget.length)
        add('attack: a target marked illegal', () => ({ type: 'attack', side, ...pick(rng, illegalTarget) }))
      if (c.hasAttacked.length) {
        const done = c.hasAttacked.filter((id) => state.units[id].side === side && c.inRound.includes(id))
        if (done.length)
          add('attack: attacker has already attacked', () => ({
            type: 'attack',
            side,
            attacker: pick(rng, done),
            target: a.targets[0].id,
          }))
      }
      break
    }
    case 'roll':
      add('roll: not a die face', () => ({
        type: 'roll',
        side,
        value: pick(rng, [0, 7, -1, 2.5, NaN, Infinity, '3', null, undefined, 6.0000001]),
      }))
      break
    case 'continue':
      add('continue: flights not a list', () => ({
        type: 'continue',
        side,
        flights: pick(rng, [null, 'F1', 3, {}]),
      }))
      add('continue: unknown flight', () => ({
        type: 'continue',
        side,
        flights: [pick(rng, ['F999', '__proto__', '', null])],
      }))
      break
    case 'returnToBase': {
      const u = p.units[0]
      const enemyBases = [...ctx.baseDefs.values()].filter((b) => b.owner !== side).map((b) => b.id)
      add('returnToBase: assignments not a record', () => ({
        type: 'returnToBase',
        side,
        assignments: pick(rng, [[], 'b', 3, null]),
      }))
      add('returnToBase: unknown unit', () => ({
        type: 'returnToBase',
        side,
        assignments: { [hostile()]: u.default },
      }))
      add('returnToBase: __proto__ key', () => ({
        type: 'returnToBase',
        side,
        assignments: protoRecord(u.default),
      }))
      add('returnToBase: a base not offered', () => {
        const bad = [
          hostile(),
          ...enemyBases,
          ...[...ctx.baseDefs.keys()].filter((b) => !u.bases.includes(b)),
        ]
        return { type: 'returnToBase', side, assignments: { [u.id]: pick(rng, bad) } }
      })
      if (enemyUnits.length)
        add('returnToBase: an enemy unit', () => ({
          type: 'returnToBase',
          side,
          assignments: { [pick(rng, enemyUnits)]: u.default },
        }))
      break
    }
    case 'submarineAttack': {
      // The one attack on a submarine found (APTO 3.29): a bomber that did not search, a ship that is not the submarine found.
      const surface = state.scenario.navalUnits.filter((n) => !p.submarines.includes(n.id)).map((n) => n.id)
      add('navalAttack: a unit that is not a searcher over the submarine', () => ({
        type: 'navalAttack',
        side,
        bomber: pick(rng, [badUnit(), ...ownUnits.filter((id) => !p.bombers.includes(id))]),
        ship: p.submarines[0],
      }))
      add('navalAttack: a ship that is not the submarine found', () => ({
        type: 'navalAttack',
        side,
        bomber: p.bombers[0],
        ship: pick(rng, [hostile(), ...surface]),
      }))
      break
    }
    case 'acceptCancel':
      break
    case 'convoyAttack': {
      const ids = p.bombers.map((b) => b.id)
      add('interdict: no bombers, or not a list', () => ({
        type: 'interdict',
        side,
        bombers: pick(rng, [[], null, 'u', 3]),
      }))
      add('interdict: a unit that is not a bomber over the area', () => ({
        type: 'interdict',
        side,
        bombers: [badUnit()],
      }))
      add('interdict: a bomber listed twice', () => ({ type: 'interdict', side, bombers: [ids[0], ids[0]] }))
      break
    }
    case 'convoyAa':
      add('chooseLoss: a unit that did not roll', () => ({
        type: 'chooseLoss',
        side,
        unit: pick(
          rng,
          [badUnit(), ...ownUnits, ...enemyUnits].filter((id) => !p.bombers.includes(id)),
        ),
      }))
      break
    case 'surfaceRaiders': {
      // APTO 2.21: a list that is not one, a ship that may not raid (enemy, ineligible, unknown), one listed twice.
      const ids = p.raiders.map((r) => r.ship)
      const others = state.scenario.navalUnits.map((n) => n.id).filter((id) => !ids.includes(id))
      add('raidConvoys: ships is not a list', () => ({ type: 'raidConvoys', side, ships: notAList() }))
      add('raidConvoys: a ship that may not raid', () => ({
        type: 'raidConvoys',
        side,
        ships: [pick(rng, [...others, hostile()])],
      }))
      add('raidConvoys: a ship listed twice', () => ({ type: 'raidConvoys', side, ships: [ids[0], ids[0]] }))
      break
    }
  }
  return makers
}

function rolesOf(u: { id: UnitId; needsRole: boolean }): { roles?: Record<UnitId, Role> } {
  return u.needsRole ? { roles: { [u.id]: 'fighter' } } : {}
}

function targetNear(state: GameState, from: Loc): string {
  const map = contextOf(state).map
  const n = [...map.neighbours(from)].find((l) => !map.forbidden(l))
  return map.locLabel(n ?? from)
}

function nonAdjacent(state: GameState, here: Loc): Loc | null {
  const map = contextOf(state).map
  const near = new Set([here, ...map.neighbours(here)])
  for (let l = 0; l < map.locCount; l++) if (!near.has(l) && !map.forbidden(l)) return l
  return null
}

function wrongFlight(state: GameState, current: string, rng: Rng): string {
  const others = Object.keys(state.flights).filter((f) => f !== current)
  return others.length && chance(rng, 0.6) ? pick(rng, others) : pick(rng, ['F999', '__proto__', ''])
}
