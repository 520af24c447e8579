// Naval movement as an outside event (design §7; spec §16, §10.3): naval movement belongs to Part 3
// of the board game, so the players enter it — a flotilla moves one location at a time — and the
// air rules answer each move. Moving ends the flotilla's located status (4.10); a force that moves
// within 1 hex of an enemy air unit able to reconnoitre is located at once (4.10); then every side
// opposing it gets D-NAVAL-AIRWINDOW: reconnoitre it, fly an air-naval interception against it once
// it is located (4.15), or let it go on. The flotilla halts until every opposing side has passed.
import { carrierLost, operationalAt } from '../bases'
import { contextOf } from '../context'
import { damageShip, hitSinks, sinkShip } from '../naval/shipLosses'
import { mutUnit, setShip } from './draft'
import { mayReach } from '../missions/airNaval'
import { isBomberCapable } from './strikers'
import { mayFlyKamikaze } from '../missions/kamikaze'
import {
  basesAircraft,
  emptyNaval,
  flotillaOf,
  isLocated,
  isSubmarine,
  shipDef,
  shipPosition,
  shipSide,
  spentAgainst,
  isSunk,
} from '../naval/ships'
import { friendlyPortAt, isWater } from '../naval/waters'
import { activatedCarrier } from '../naval/seaOffensive'
import { foundOnlyBySearch } from '../naval/submarines'
import { activeRaiderFlotillas, japaneseSide, RAIDER_RULE, turnIndex } from '../naval/raiders'
import { convoyAreaAt } from '../missions/interdiction'
import type { Action, BaseId, LaunchOption, Loc, NavalWindow, Pending, SideId, UnitId } from '../types'
import { defOf, longestRange } from '../units'
import { emit, label, names, opponentsOf, refuse, sideName, type Tx } from './core'
import { launchOptions } from './movement'
import { reconTargets } from './seaRecon'
import { portNavalOptions, type PortNavalOption } from './portNaval'

const RULE = '4.15'
/** Naval combat belongs to the naval rules (Part 3): its results are entered, not played; what damaged and sunk mean is 4.20's. */
const NAVAL_COMBAT = '4.20'

export interface FlotillaMoves {
  flotilla: string
  ships: readonly string[]
  /** Hex label or large sea area id. */
  loc: string
  inPort: boolean
  /** Locations entered this Phase. */
  moved: number
  /** Where the scenario says it is bound (hex label), if anywhere. */
  bound?: string
  /** Where it may go next: one location further, or into / out of a friendly port. */
  next: { to: string; inPort: boolean }[]
}

const fleetCache = new WeakMap<object, Map<SideId, Map<string, readonly string[]>>>()

/** Every ship of `side` by flotilla, sunk or not: fixed by the scenario, so kept per scenario context. */
function fleetOf(t: Tx, side: SideId): Map<string, readonly string[]> {
  let bySide = fleetCache.get(t.ctx)
  if (!bySide) {
    bySide = new Map()
    for (const d of t.s.scenario.navalUnits) {
      const sd = shipSide(t.ctx, d.id)
      let by = bySide.get(sd)
      if (!by) bySide.set(sd, (by = new Map()))
      const f = flotillaOf(t.ctx, d.id)
      by.set(f, [...(by.get(f) ?? []), d.id])
    }
    for (const by of bySide.values()) for (const ships of by.values()) Object.freeze(ships) // shared: never to be changed
    fleetCache.set(t.ctx, bySide)
  }
  return bySide.get(side) ?? new Map()
}

/** The ships afloat of each flotilla of `side`, by flotilla. */
function flotillas(t: Tx, side: SideId): Map<string, readonly string[]> {
  const by = new Map<string, readonly string[]>()
  for (const [f, ships] of fleetOf(t, side)) {
    const afloat = ships.some((id) => isSunk(t.s, id)) ? ships.filter((id) => !isSunk(t.s, id)) : ships
    if (afloat.length) by.set(f, afloat)
  }
  return by
}

/** Flotillas of `side` afloat that a Sea Offensive may Activate: not Active already this phase. */
export function seaOffensiveFlotillas(t: Tx, side: SideId): string[] {
  const active = t.s.offensivePhase?.active ?? []
  const raiders = activeRaiderFlotillas(t) // Active raiders move no more this month (APTO 2.21)
  const out = new Set<string>()
  for (const d of t.s.scenario.navalUnits) {
    if (t.s.naval?.ships[d.id]?.sunk || t.ctx.nationSide.get(d.nation) !== side) continue
    const f = d.flotilla ?? d.id
    if (!active.includes(f) && !raiders.has(f)) out.add(f)
  }
  return [...out]
}

/** Flotillas of `side` that may enter a successful naval interception now: at sea, with a surface ship, not Active in the Offensive Phase (4.28; Part 3). */
export function interceptingFlotillas(t: Tx, side: SideId): FlotillaMoves[] {
  if (t.s.turn.phase === 'strategicWarfare') return [] // no naval movement, so no naval interception ([viii])
  if (t.s.turn.phase === 'end' && t.s.scenario.options.endPhaseNavalMoves) return [] // no naval interception in the End Phase
  const active = t.s.offensivePhase?.active ?? []
  const raiders = activeRaiderFlotillas(t) // (APTO 2.21)
  const out: FlotillaMoves[] = []
  for (const [flotilla, ships] of flotillas(t, side)) {
    const at = shipPosition(t.ctx, t.s, ships[0])
    if (
      at.inPort ||
      active.includes(flotilla) ||
      raiders.has(flotilla) ||
      !ships.some((id) => !isSubmarine(shipDef(t.ctx, id).type))
    )
      continue
    out.push({
      flotilla,
      ships,
      loc: label(t, at.loc),
      inPort: false,
      moved: t.s.naval?.moved?.[flotilla] ?? 0,
      next: [],
    })
  }
  return out
}

/**
 * The flotillas of `side` that may move now outside a window, or null when any may: in the
 * Offensive Phase only in the side's own Sea Offensive — the flotilla it Activated, or before its
 * first move any that is not Active yet (Part 3; 4.15).
 */
function offensiveMovers(t: Tx, side: SideId): string[] | null {
  if (!t.s.scenario.options.seaOffensives || t.s.turn.phase !== 'offensive' || t.s.naval?.window) return null
  const cur = t.s.offensivePhase?.current
  if (cur?.kind !== 'sea' || cur.side !== side || cur.sea?.launched) return []
  return cur.sea?.flotilla ? [cur.sea.flotilla] : seaOffensiveFlotillas(t, side)
}

/**
 * The Activated carrier launched its aircraft at an enemy force that reacts: it moves no more this
 * Offensive Phase (the Illustrious example, APTO [3.13]; spec §16: naval movement is the players').
 */
export function seaOffensiveLaunch(t: Tx, side: SideId, base: string): void {
  if (!activatedCarrier(t.ctx, t.s, side, base)) return
  const cur = t.s.offensivePhase!.current!
  if (cur.sea!.launched) return
  cur.sea = { ...cur.sea!, launched: true }
  emit(t, {
    type: 'halted',
    text: `${shipDef(t.ctx, t.ctx.baseDefs.get(base)!.carrier!).name} has launched its aircraft: its flotilla moves no more this Offensive Phase (Part 3).`,
    rule: RULE,
    side,
  })
}

/** The flotillas `side` may move now and where each may go (one location at a time). */
export function flotillaMoves(t: Tx, side: SideId): FlotillaMoves[] {
  if (t.s.turn.phase === 'strategicWarfare') return []
  const movers = offensiveMovers(t, side)
  const raiders = activeRaiderFlotillas(t) // Active raiders move no more this month (APTO 2.21)
  const out: FlotillaMoves[] = []
  for (const [flotilla, ships] of flotillas(t, side)) {
    if ((movers && !movers.includes(flotilla)) || raiders.has(flotilla)) continue
    const at = shipPosition(t.ctx, t.s, ships[0])
    const bound = shipDef(t.ctx, ships[0]).bound
    out.push({
      flotilla,
      ships,
      loc: label(t, at.loc),
      inPort: at.inPort,
      moved: t.s.naval?.moved?.[flotilla] ?? 0,
      ...(bound ? { bound } : {}),
      next: nextLocations(t, side, at.loc, at.inPort),
    })
  }
  return out
}

function nextLocations(t: Tx, side: SideId, loc: Loc, inPort: boolean): { to: string; inPort: boolean }[] {
  // out of the port, to sea in the same hex; a port on an inland hex (a scenario's oddity) has no sea to put out to
  if (inPort) return isWater(t.ctx, loc) ? [{ to: label(t, loc), inPort: false }] : []
  const out: { to: string; inPort: boolean }[] = []
  if (friendlyPortAt(t.ctx, loc, side) !== null) out.push({ to: label(t, loc), inPort: true })
  for (const n of t.ctx.map.neighbours(loc)) {
    if (!isWater(t.ctx, n)) continue
    out.push({ to: label(t, n), inPort: false })
    if (friendlyPortAt(t.ctx, n, side) !== null) out.push({ to: label(t, n), inPort: true })
  }
  return out
}

/** A flotilla of `side` moves one location (an outside event: naval movement, Part 3). */
export function actMoveFlotilla(t: Tx, a: Extract<Action, { type: 'moveFlotilla' }>, side: SideId): void {
  if (t.s.turn.phase === 'strategicWarfare')
    refuse(RULE, 'No naval movement is made in the Strategic Warfare Phase.')
  if (t.s.naval?.window && !t.s.scenario.options.reactiveNavalMoves)
    refuse(
      RULE,
      `"moveFlotilla" is not possible now: ${sideName(t, side)} must answer the enemy flotilla's move (this game plays no reactive naval moves).`,
    )
  if (t.s.naval?.window?.outer)
    refuse(
      RULE,
      `This window answers a reactive move: ${sideName(t, side)} may reconnoitre or strike the flotilla that reacted, or let it go on; its own flotillas move again when the enemy’s move resumes.`,
    )
  const own = flotillas(t, side)
  if (own.has(String(a.flotilla)) && activeRaiderFlotillas(t).has(String(a.flotilla)))
    refuse(
      RAIDER_RULE,
      `Flotilla ${a.flotilla} raided a Convoy Route in this month's Strategic Warfare Phase: its raiders are Active and may not move until the month ends (2.21).`,
    )
  const movers = offensiveMovers(t, side)
  if (movers && own.has(String(a.flotilla)) && !movers.includes(String(a.flotilla))) {
    const cur = t.s.offensivePhase?.current
    if (cur?.kind !== 'sea' || cur.side !== side)
      refuse(
        RULE,
        'In the Offensive Phase ships move only in a Sea Offensive, or in reaction to an enemy flotilla’s move (Part 3).',
      )
    if (cur.sea?.launched)
      refuse(
        RULE,
        `Flotilla ${cur.sea.flotilla} has launched its carrier’s aircraft: it moves no more this Offensive Phase (Part 3).`,
      )
    if (cur.sea?.flotilla)
      refuse(RULE, `This Sea Offensive has Activated flotilla ${cur.sea.flotilla}: only it moves.`)
    refuse(
      RULE,
      `Flotilla ${a.flotilla} has been Activated already this phase: it moves no more until the next (Part 3).`,
    )
  }
  const w0 = t.s.naval?.window
  if (w0 && own.has(String(a.flotilla)) && !reactors(t, side, w0).includes(String(a.flotilla)))
    refuse(
      RULE,
      `Flotilla ${a.flotilla} is more than ${REACTION_HEXES} hexes from ${label(t, w0.loc)}: only a surface force that near reacts to the enemy's move.`,
    )
  const ships = typeof a.flotilla === 'string' ? own.get(a.flotilla) : undefined
  if (!ships) {
    const names = [...own.keys()]
    refuse(
      RULE,
      `${JSON.stringify(String(a.flotilla))} is not a flotilla of ${sideName(t, side)} afloat${names.length ? `; yours: ${names.join(', ')}` : ''}.`,
    )
  }
  const to = typeof a.to === 'string' ? t.ctx.map.parseLoc(a.to) : null
  if (to === null) refuse(RULE, `"${String(a.to)}" is not a hex or sea area of this map.`)
  const inPort = a.inPort === true
  const from = shipPosition(t.ctx, t.s, ships[0])
  if (inPort && friendlyPortAt(t.ctx, to, side) === null)
    refuse(RULE, `There is no ${sideName(t, side)} port at ${a.to} to dock in.`)
  if (!inPort && !isWater(t.ctx, to))
    refuse(RULE, `${a.to} is inland: ships move on water (sea and coastal hexes, large sea areas).`)
  const legal = nextLocations(t, side, from.loc, from.inPort)
  if (!legal.some((n) => n.to === a.to && n.inPort === inPort)) {
    if (from.loc === to && from.inPort === inPort)
      refuse(RULE, `Flotilla ${a.flotilla} is already ${inPort ? 'in port' : 'at sea'} at ${a.to}.`)
    if (from.inPort)
      refuse(RULE, `Flotilla ${a.flotilla} is in port at ${label(t, from.loc)}: it first puts to sea there.`)
    refuse(RULE, `Ships move one location at a time: ${a.to} is not next to ${label(t, from.loc)}.`)
  }
  const naval = (t.s.naval ??= emptyNaval())
  for (const id of ships) {
    const now = naval.ships[id] ?? { face: shipDef(t.ctx, id).face }
    setShip(t.s, id, { ...now, loc: to, inPort })
  }
  t.ctx = contextOf(t.s) // a carrier's base has moved with it: the rest of this action sees it there
  // Located status ends the moment the force enters another location (4.10).
  for (const [s, list] of Object.entries(naval.located)) {
    const was = list.filter((id) => ships.includes(id))
    if (!was.length) continue
    naval.located[s] = list.filter((id) => !ships.includes(id))
    const lost = ((naval.lost ??= {})[s] ??= [])
    for (const id of was) if (!lost.includes(id)) lost.push(id)
  }
  // A ship named by a sighting report is identified only while it stays located (4.10).
  for (const [s, list] of Object.entries(naval.named ?? {}))
    if (list.some((id) => ships.includes(id))) naval.named![s] = list.filter((id) => !ships.includes(id))
  const sameHex = from.loc === to // into or out of port within one hex: not a new location for a carrier's aircraft (4.4)
  const where = `${inPort ? 'into the port of ' : from.inPort ? 'out of port at ' : 'to '}${a.to}`
  emit(t, {
    type: 'navalMove',
    text: `${sideName(t, side)} moves a flotilla of ${ships.length} naval chit${ships.length === 1 ? '' : 's'} ${where} (naval movement, entered by the players; 4.15).`,
    rule: RULE,
    side,
    loc: a.to,
  })
  if (movers) activate(t, side, a.flotilla, ships, sameHex)
  if (!sameHex) for (const id of ships) recoverAloft(t, id)
  if (t.s.scenario.options.reactiveNavalMoves)
    (naval.moved ??= {})[a.flotilla] = (naval.moved[a.flotilla] ?? 0) + 1 // (not kept by version 5 games)
  if (t.s.turn.phase === 'end' && !inPort && side === japaneseSide(t.s) && convoyAreaAt(t, to))
    noteEndPhaseEntry(t, ships) // it may not raid next month (APTO 2.21 NOTE)
  // Its naval movement is under way: what a carrier launches from now on comes back aboard at its next move (4.4).
  if (t.s.scenario.options.carrierRecoversUnderwayOnly)
    for (const id of ships)
      if (basesAircraft(t.ctx, id) && !(naval.underway ??= []).includes(id)) naval.underway.push(id)
  const opened: NavalWindow = { mover: side, flotilla: a.flotilla, loc: to, inPort, sides: [] }
  for (const enemy of opponentsOf(t, side)) {
    autoLocate(t, enemy, opened, ships)
    opened.sides.push(enemy)
  }
  // A reactive move, made in the window of an enemy flotilla's move: its own window comes first, then that one resumes.
  if (naval.window) opened.outer = naval.window
  // A carrier docking in a reactive move may put its Naval-Air ashore at once (4.5; APTO D23): back in that window, its side may.
  if (
    naval.window &&
    inPort &&
    ships.some((id) => basesAircraft(t.ctx, id)) &&
    !naval.window.docked?.includes(a.flotilla)
  )
    (naval.window.docked ??= []).push(a.flotilla)
  naval.window = opened
}

/** Ships entering a Convoy Route area in the End Phase: they may not raid in the next Strategic Warfare Phase (APTO 2.21 NOTE). */
function noteEndPhaseEntry(t: Tx, ships: readonly string[]): void {
  const naval = t.s.naval!
  const now = turnIndex(t.s)
  const kept = naval.endEntered?.turn === now ? naval.endEntered.ships : []
  naval.endEntered = { turn: now, ships: [...kept, ...ships.filter((id) => !kept.includes(id))] }
}

/**
 * A Sea Offensive's first move Activates the flotilla ("Active" for the rest of the phase), and an
 * Activated carrier moving to another location makes its committed Naval-Air units aboard
 * uncommitted: they may fly again after it moves (4.4, 4.25).
 */
function activate(t: Tx, side: SideId, flotilla: string, ships: readonly string[], sameHex: boolean): void {
  const cur = t.s.offensivePhase!.current!
  if (!cur.sea!.flotilla) {
    cur.sea = { flotilla }
    ;(t.s.offensivePhase!.active ??= []).push(flotilla)
    emit(t, {
      type: 'activated',
      text: `${sideName(t, side)} Activates a flotilla of ${ships.length} naval chit${ships.length === 1 ? '' : 's'} for its Sea Offensive: it moves no more this phase once the Offensive is over (Part 3).`,
      rule: RULE,
      side,
    })
  }
  if (sameHex) return
  for (const ship of ships) {
    const base = t.ctx.carrierBases.find(([, s]) => s === ship)?.[0]
    if (base === undefined) continue
    const fresh: UnitId[] = []
    for (const id of t.s.stacks[base] ?? []) {
      const u0 = t.s.units[id]
      if (u0.eliminated || u0.aloft || u0.commitment === 'none' || defOf(t.ctx, id).type !== 'N') continue
      const u = mutUnit(t.s, id)
      u.commitment = 'none'
      u.clearsAt = null
      fresh.push(id)
    }
    if (fresh.length)
      emit(t, {
        type: 'uncommitted',
        text: `${names(t, fresh)} aboard ${shipDef(t.ctx, ship).name} ${fresh.length === 1 ? 'is' : 'are'} uncommitted again: the Activated carrier has moved (4.4, 4.25).`,
        rule: '4.4',
        side,
        units: fresh,
      })
  }
}

/**
 * A carrier entering a new location recovers its Naval-Air units aloft at once, uncommitted again
 * (4.4; A-64): they may launch again where its force is intercepted next. Not from port, not when
 * damaged. Only those launched during its naval movement: one launched before it moved flies its
 * one launch of the Phase and returns at the end of the Air Movement Step (4.4).
 */
function recoverAloft(t: Tx, ship: string): void {
  const base = t.ctx.carrierBases.find(([, s]) => s === ship)?.[0]
  if (base === undefined || carrierLost(t.ctx, t.s, base) || shipPosition(t.ctx, t.s, ship).inPort) return
  const back: UnitId[] = []
  for (const id of t.s.stacks[base] ?? []) {
    const u0 = t.s.units[id]
    if (!u0.aloft || u0.eliminated) continue
    if (t.s.scenario.options.carrierRecoversUnderwayOnly && !u0.aloft.underway) continue
    const u = mutUnit(t.s, id)
    const f = t.s.flights[u.aloft!.flight]
    if (f) f.units = f.units.filter((x) => x !== id)
    u.aloft = null
    u.commitment = 'none'
    u.clearsAt = null
    u.interceptedThisStep = false
    back.push(id)
  }
  if (back.length)
    emit(t, {
      type: 'return',
      text: `${names(t, back)} ${back.length === 1 ? 'lands' : 'land'} on ${shipDef(t.ctx, ship).name} as it moves on (4.4).`,
      rule: '4.4',
      side: shipSide(t.ctx, ship),
      units: back,
    })
}

/** A ship damaged or sunk in naval combat, entered by the players (an outside event: Part 3, design §7). */
export function actNavalCombat(t: Tx, a: Extract<Action, { type: 'navalCombat' }>): void {
  const ship = typeof a.ship === 'string' ? t.ctx.navalDefs.get(a.ship) : undefined
  if (!ship) refuse(NAVAL_COMBAT, `${JSON.stringify(String(a.ship))} is not a naval unit of this scenario.`)
  if (isSunk(t.s, ship.id)) refuse(NAVAL_COMBAT, `${ship.name} has already been sunk.`)
  if (a.result !== 'damaged' && a.result !== 'sunk')
    refuse(
      NAVAL_COMBAT,
      `The result of naval combat is "damaged" or "sunk" (got ${JSON.stringify(String(a.result))}).`,
    )
  const owner = shipSide(t.ctx, ship.id)
  const at = label(t, shipPosition(t.ctx, t.s, ship.id).loc)
  if (a.result === 'sunk')
    return sinkShip(t, ship.id, 'in naval combat (Part 3), entered by the players', NAVAL_COMBAT, owner, at)
  if (hitSinks(t, ship.id))
    refuse(
      NAVAL_COMBAT,
      `${ship.name} is already damaged${shipDef(t.ctx, ship.id).back === null ? ' (it has no damaged face)' : ''}: another hit sinks it — enter "sunk".`,
    )
  const carrier = basesAircraft(t.ctx, ship.id)
  emit(t, {
    type: 'damaged',
    text: `${ship.name} (${ship.type}) is damaged in naval combat (Part 3), entered by the players${carrier ? ': no Naval-Air unit launches from it or lands on it; those aloft land elsewhere at the end of the Step' : ''} (${carrier ? '4.4' : NAVAL_COMBAT}).`,
    rule: carrier ? '4.4' : NAVAL_COMBAT,
    side: owner,
    loc: at,
  })
  damageShip(t, ship.id) // (a unit it ferries is lost with it, 4.6)
}

/** A force that moves within 1 hex of an air unit of `side` able to reconnoitre is located at once (4.10). */
function autoLocate(t: Tx, side: SideId, w: NavalWindow, ships: readonly string[]): void {
  if (!(t.s.scenario.options.autoLocateWithinOneHex ?? t.ctx.variant.autoLocateWithinOneHex)) return // APTO D30: no location by proximity
  if (w.inPort || !t.ctx.map.isHex(w.loc)) return
  const map = t.ctx.map
  const spotter = (t.ctx.basesBySide.get(side) ?? []).some((b) => {
    const at = t.ctx.baseLoc.get(b.id)
    if (
      at === undefined ||
      !map.isHex(at) ||
      map.hexDistance(at, w.loc) > 1 ||
      t.ctx.weatherAt(at) === 'grounded'
    )
      return false
    const operational = operationalAt(t.ctx, t.s, b.id)
    return (t.s.stacks[b.id] ?? []).some((id) => {
      const u = t.s.units[id]
      const def = defOf(t.ctx, id)
      return (
        !u.eliminated &&
        !u.aloft &&
        u.commitment === 'none' &&
        def.type !== 'ATP' &&
        !def.outOfSupply &&
        operational(id)
      )
    })
  })
  if (!spotter) return
  const seen = ships.filter((id) => !foundOnlyBySearch(t.ctx, t.s, id)) // an APTO submarine at sea is found only by an air search (3.29)
  if (!seen.length) return
  const list = (t.s.naval!.located[side] ??= [])
  for (const id of seen) if (!list.includes(id)) list.push(id)
  emit(t, {
    type: 'located',
    text: `The flotilla moves within 1 hex of ${sideName(t, side)} air units at ${label(t, w.loc)}: it is located at once (4.10).`,
    rule: '4.10',
    side,
    loc: label(t, w.loc),
  })
}

/** The flotilla's ships afloat at the window's location that `side` has located. */
function locatedInWindow(t: Tx, side: SideId, w: NavalWindow): string[] {
  return (flotillas(t, w.mover).get(w.flotilla) ?? []).filter((id) => {
    const at = shipPosition(t.ctx, t.s, id)
    return at.loc === w.loc && at.inPort === w.inPort && isLocated(t.s, side, id)
  })
}

/** A bomber able to strike the flotilla at `loc`: in range, and not spent against that location (4.15, 4.29). */
export function mayIntercept(t: Tx, id: UnitId, from: Loc, loc: Loc, startedAt?: Loc): boolean {
  return (
    (isBomberCapable(t, id) || mayFlyKamikaze(t.ctx, id)) &&
    !spentAgainst(t.ctx, t.s, id, loc) &&
    mayReach(t, id, from, loc) &&
    !inRangeAtEndPhaseStart(t, id, from, startedAt)
  )
}

/** Where the window's flotilla was when the End Phase began, if this is the End Phase (4.1, 4.15). */
export function endPhaseStart(t: Tx, w: { mover: SideId; flotilla: string }): Loc | undefined {
  const start = t.s.turn.phase === 'end' ? t.s.naval?.endStart : undefined
  const ship = start ? flotillas(t, w.mover).get(w.flotilla)?.[0] : undefined
  return ship !== undefined ? start![ship] : undefined
}

/** In the End Phase a bomber strikes only ships that began it outside its range and moved into it (4.1, 4.15). */
function inRangeAtEndPhaseStart(t: Tx, id: UnitId, from: Loc, startedAt: Loc | undefined): boolean {
  return startedAt !== undefined && mayReach(t, id, from, startedAt)
}

/** Bases of `side` with a bomber able to reach the window's location now (the other units may escort, 4.15). */
function interceptionBases(t: Tx, side: SideId, w: NavalWindow): LaunchOption[] {
  if (t.s.turn.phase === 'strategicWarfare') return []
  const started = endPhaseStart(t, w) // one for the window, not one per base
  const map = t.ctx.map
  const farthest = longestRange(t.ctx)
  return launchOptions(t, side).filter((b) => {
    const from = t.ctx.baseLoc.get(b.base)
    if (from === undefined) return false
    // A hex farther than any unit's range: none of its units reaches the window (mayReach).
    if (from !== w.loc && map.isHex(from) && map.isHex(w.loc) && map.hexDistance(from, w.loc) > farthest)
      return false
    return b.units.some((u) => mayIntercept(t, u.id, from, w.loc, started))
  })
}

/** D-NAVAL-AIRWINDOW for the next opposing side that can do something; 'progress' when the window closed or skipped a side. */
export function navalWindowDecision(t: Tx): Pending | 'progress' | null {
  const w = t.s.naval?.window
  if (!w) return null
  const side = w.sides[0]
  if (side === undefined) {
    t.s.naval!.window = w.outer ?? null
    return 'progress'
  }
  const ships = flotillas(t, w.mover).get(w.flotilla) ?? []
  const here = ships.filter((id) => {
    const at = shipPosition(t.ctx, t.s, id)
    return at.loc === w.loc && at.inPort === w.inPort
  })
  const where = label(t, w.loc)
  const recon =
    reconTargets(t, side, w).find((r) => r.flotilla === undefined || r.flotilla === w.flotilla) ?? null
  // U-boats at sea are never intercepted (4.15): only surface ships make an interception worth flying.
  const located = locatedInWindow(t, side, w)
  const bases =
    located.some((id) => !isSubmarine(shipDef(t.ctx, id).type)) && !navalInterceptedAt(t, w)
      ? interceptionBases(t, side, w)
      : []
  const react = mayReact(t, side, w)
  // A carrier of this side that docked in a reactive move, beyond reaction range now, still gets its choice ashore (4.5; APTO D23).
  const dock =
    !recon &&
    !bases.length &&
    !react &&
    (w.docked?.length ?? 0) > 0 &&
    windowPortNavalOptions(t, side).length > 0
  if (
    !here.length ||
    (!recon && !bases.length && !react && !dock && !t.s.scenario.options.askEvenWhenNoInterceptor)
  ) {
    w.sides.shift()
    return 'progress'
  }
  return {
    kind: 'navalWindow',
    side,
    mover: w.mover,
    flotilla: w.flotilla,
    inPort: w.inPort,
    chits: here.length,
    located,
    recon,
    bases,
    rule: '4.10, 4.15',
    loc: where,
    prompt: windowPrompt(
      here.length,
      `${where}${w.inPort ? ' port' : ''}`,
      located.length > 0,
      recon !== null,
      bases.length > 0,
      react,
      dock,
    ),
  }
}

/** The window's question; without a reaction to offer, as version 5 put it (a saved game's state hash includes it). */
function windowPrompt(
  chits: number,
  where: string,
  located: boolean,
  recon: boolean,
  strike: boolean,
  react: boolean,
  dock = false,
): string {
  const force = `An enemy flotilla (${chits} naval chit${chits === 1 ? '' : 's'}${located ? ', located' : ''}) has entered ${where} and halts`
  if (dock) return `${force}: put your docked carrier’s Naval-Air ashore, or let it go on.`
  if (!react)
    return located
      ? `${force}: fly an air-naval interception against it, or let it go on.`
      : `${force}: reconnoitre it, or let it go on.`
  if (located && strike)
    return `${force}: fly an air-naval interception against it, react with your ships, or let it go on.`
  if (recon) return `${force}: reconnoitre it, react with your ships, or let it go on.`
  return `${force}: react with your ships, or let it go on.`
}

/** How near (hexes) a side's surface force must be to react to an enemy flotilla's move: a reactive move or naval interception (Part 3; the naval rules decide the rest). */
const REACTION_HEXES = 2

/**
 * Whether `side` may react to the move with its own ships in this window: reactive moves are
 * played, the window is not itself a reaction's, and one of its surface flotillas at sea (or in
 * port) is within REACTION_HEXES of the flotilla that halts (the same large sea area for one).
 */
function mayReact(t: Tx, side: SideId, w: NavalWindow): boolean {
  return reactors(t, side, w, true).length > 0
}

/** In the open window, the flotillas of `side` that may react, with where each may go. */
export function reactiveMoves(t: Tx, side: SideId): FlotillaMoves[] {
  const w = t.s.naval?.window
  if (!w) return []
  const near = reactors(t, side, w)
  return near.length ? flotillaMoves(t, side).filter((f) => near.includes(f.flotilla)) : []
}

/**
 * Carriers in port in the enemy's window (4.5; APTO D23): the carriers of `side` whose Naval-Air may
 * go ashore or back aboard now — those of a flotilla that may react (a docked one before it sails
 * from port in a reactive move) and those of a flotilla that docked in a reactive move made in this
 * window (ashore at once). Any other carrier of the side waits for its own plan.
 */
export function windowPortCarriers(t: Tx, side: SideId): BaseId[] {
  const w = t.s.naval?.window
  if (!w || w.sides[0] !== side) return []
  const near = reactors(t, side, w)
  if (!near.length && !w.docked?.length) return []
  const moving = new Set([...near, ...(w.docked ?? [])])
  return t.ctx.carrierBases
    .filter(([, ship]) => moving.has(flotillaOf(t.ctx, ship)) && !isSunk(t.s, ship))
    .map(([base]) => base)
}

/** The moves ashore and aboard `side` may make in the enemy's window now (4.5; APTO D23): those of `windowPortCarriers`. */
export function windowPortNavalOptions(t: Tx, side: SideId): PortNavalOption[] {
  const carriers = windowPortCarriers(t, side)
  return carriers.length ? portNavalOptions(t, side).filter((o) => carriers.includes(o.carrier)) : []
}

/** In the enemy's window, `portNaval` only for a carrier of `windowPortCarriers` (4.5; APTO D23); anything else about the carrier is `actPortNaval`'s to refuse. */
export function checkWindowPortNaval(t: Tx, side: SideId, carrier: unknown): void {
  const def = typeof carrier === 'string' ? t.ctx.baseDefs.get(carrier) : undefined
  if (!def?.carrier || def.owner !== side || windowPortCarriers(t, side).includes(carrier as BaseId)) return
  refuse(
    '4.5',
    `${shipDef(t.ctx, def.carrier).name} does not react to this enemy move: in the enemy's window a carrier puts its Naval-Air ashore only as it docks in a reactive move, or takes it back aboard before it sails in one (4.5); otherwise in your own plan.`,
  )
}

/** The flotillas of `side` that may react in the window `w` (see `mayReact`); `first`: stop at the first one. */
export function reactors(t: Tx, side: SideId, w: NavalWindow, first = false): string[] {
  if (!t.s.scenario.options.reactiveNavalMoves || w.outer || t.s.turn.phase === 'end') return [] // no naval interception in the End Phase (APTO §4.4; our reading for AETO)
  const map = t.ctx.map
  const areaWindow = map.isSeaArea(w.loc)
  const raiders = activeRaiderFlotillas(t) // Active raiders do not react this month (APTO 2.21)
  const out: string[] = []
  // One pass over the ships (a flotilla's ships are together): the near surface ships name their flotillas.
  for (const d of t.s.scenario.navalUnits) {
    const flotilla = d.flotilla ?? d.id
    if (
      out.includes(flotilla) ||
      raiders.has(flotilla) ||
      isSubmarine(d.type) ||
      isSunk(t.s, d.id) ||
      t.ctx.nationSide.get(d.nation) !== side
    )
      continue
    const at = shipPosition(t.ctx, t.s, d.id).loc
    if (areaWindow || map.isSeaArea(at) ? at !== w.loc : map.hexDistance(at, w.loc) > REACTION_HEXES) continue
    out.push(flotilla)
    if (first) break
  }
  return out
}

/** A naval interception happened at the window's location (at sea) this Phase: no air-naval interception there any more (4.15). */
export function navalInterceptedAt(t: Tx, w: { loc: Loc; inPort: boolean }): boolean {
  return !w.inPort && (t.s.naval?.interceptedAt?.includes(w.loc) ?? false)
}

/** In the End Phase, a bomber that could already reach the flotilla where it began the phase may not strike it (4.1, 4.15). */
export function checkEndPhaseStrike(t: Tx, base: unknown, units: unknown): void {
  const w = t.s.naval?.window
  const started = w ? endPhaseStart(t, w) : undefined
  const from = typeof base === 'string' ? t.ctx.baseLoc.get(base) : undefined
  if (started === undefined || from === undefined || !Array.isArray(units)) return
  for (const id of units)
    if (
      typeof id === 'string' &&
      Object.hasOwn(t.s.units, id) &&
      isBomberCapable(t, id) &&
      inRangeAtEndPhaseStart(t, id, from, started)
    )
      refuse(
        '4.15',
        `${names(t, [id])} could already reach the flotilla where it began the End Phase (${label(t, started)}): in the End Phase only ships that moved into a bomber's range may be struck (4.1, 4.15).`,
      )
}

/** The window's side checks that a reconnaissance or a launch concerns the flotilla that halts. */
export function checkWindowTarget(
  t: Tx,
  p: Extract<Pending, { kind: 'navalWindow' }>,
  target: unknown,
  inPort: unknown,
  what: string,
): void {
  if (target !== p.loc || (inPort === true) !== p.inPort)
    refuse(
      RULE,
      `Now only the flotilla that has just entered ${p.loc}${p.inPort ? ' (in port)' : ''} may be ${what}; ${JSON.stringify(String(target))} is not its location (4.15).`,
    )
}

/** The window's side lets the flotilla go on. */
export function actPassNavalWindow(t: Tx, side: SideId): void {
  const w = t.s.naval?.window
  if (!w) return
  w.sides = w.sides.filter((s) => s !== side)
  emit(t, {
    type: 'navalWindowPass',
    text: `${sideName(t, side)} lets the flotilla at ${label(t, w.loc)} go on (4.15).`,
    rule: RULE,
    side,
  })
}
