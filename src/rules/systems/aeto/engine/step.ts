// End of an Air Movement Step: return to base (4.2, 4.12, 4.13), commitment (4.27), and the
// sequence of Naval and Air Phases (spec §14.1, §16 default sequence of play).
import { fullWeatherEffects, rangeUnder, unitWeather } from '../weather/effects'
import { arrived } from './stackOrder'
import {
  baseLoc,
  basingRefusal,
  carrierLost,
  hasRoom,
  isCarrier,
  mayOverStack,
  usesArtificialPlaces,
} from '../bases'
import { shipPosition } from '../naval/ships'
import { friendlyPortAt } from '../naval/waters'
import type { BaseId, Pending, SideId, UnitId, UnitState } from '../types'
import { defOf, isFighterClass, rangeOf, unitName } from '../units'
import { baseLabel, emit, label, refuse, sideName, type Tx } from './core'
import { inKeyOrder, maybeUnsettled } from './derived'
import { mutStack, mutUnit } from './draft'
import { airDistance } from './geometry'
import { declareMissionHexEngagements } from './missionHex'
import { offensiveOver, sideStepOver, strategicBombingOver } from './sequence'
import { nextRaid } from './strategicStep'
import { baseLost } from './forcedRebase'
import { capacityNow } from '../installations'
import { eliminate } from './losses'
import { appendAll } from '../collections'
import { missionReturnBases, noteLanding } from '../missions/hooks'
import { airstripWords } from '../variant'

export function actEndStep(t: Tx): void {
  const offensive = t.s.offensivePhase?.current
  const side = offensive?.side ?? t.s.turn.phasingSide
  emit(t, {
    type: 'endStep',
    text:
      offensive?.kind === 'sea'
        ? `${sideName(t, side)} ends its Sea Offensive: every unit aloft returns to base (4.15, 4.13).`
        : t.s.turn.phase === 'end'
          ? `${sideName(t, side)} ends its End Phase moves: every unit aloft returns to base (4.13).`
          : offensive
            ? `${sideName(t, side)} ends its Air Offensive: every unit aloft returns to base (4.25, 4.13).`
            : `${sideName(t, side)} ends its Air Movement Step: every unit aloft returns to base (4.13).`,
    rule: offensive?.kind === 'sea' ? '4.15' : offensive ? '4.25' : '4.13',
    side,
  })
  declareMissionHexEngagements(t)
  t.s.stepEnding = { returnQueue: [], started: false, aloft: [] }
}

/** Units of a side still aloft while the Step ends (from the list taken when it began to end). */
function aloftUnits(t: Tx, side: SideId): UnitState[] {
  const out: UnitState[] = []
  for (const id of t.s.stepEnding!.aloft) {
    const u = t.s.units[id]
    if (u.aloft && u.side === side && !u.eliminated) out.push(u)
  }
  return out
}

/** Bases a unit may land at (4.2): Fighter-class at a base that launched Fighter-class units this
 *  Step, type B at one that launched B; within range (4.12); with room. Its own base always. */
export function returnBases(t: Tx, u: UnitState): BaseId[] {
  const def = defOf(t.ctx, u.id)
  if (u.aborted && u.lastBase !== u.base) return [u.lastBase] // aborted Change Base: last base occupied (4.1)
  if (isCarrier(t.ctx, u.base) && def.type !== 'N') return ferryAbortBases(t, u) // never back aboard (4.6)
  if (isCarrier(t.ctx, u.base) && carrierLost(t.ctx, t.s, u.base)) return carrierLossBases(t, u)
  if (t.s.scenario.options.carriersInPort && isCarrier(t.ctx, u.base) && carrierInPort(t, u.base))
    return inPortBases(t, u)
  const own = missionReturnBases(t, u) // an ATP on an air transport: the destination or its origin (4.23)
  if (own) return own
  if (isCarrier(t.ctx, u.base) || def.type === 'ATP') return [u.base] // carrier N to its carrier (4.2, 4.4)
  if (t.s.missions[t.s.flights[u.aloft!.flight]?.mission]?.kind === 'changeBase') return [u.base] // the last base occupied (4.1, 4.2, 4.17)
  const lb = t.s.launchBases[u.side] ?? { fighter: [], bomber: [] }
  const candidates = isFighterClass(t.ctx, u.id) ? lb.fighter : lb.bomber
  const here = u.aloft!.loc
  // The return leg is measured with the range the weather leaves it: in APTO, the worst its flight carried (4.12; 1.7).
  const range = fullWeatherEffects(t.s, t.ctx)
    ? rangeUnder(t.ctx, u, unitWeather(t.ctx, t.s, u))
    : rangeOf(t.ctx, u, baseLoc(t.ctx, u.base))
  const out = [u.base]
  for (const b of candidates) {
    if (b === u.base || isCarrier(t.ctx, b)) continue
    if (airDistance(t.ctx, here, baseLoc(t.ctx, b)) > range) continue
    if (!hasRoom(t.ctx, t.s, b, [u.id])) continue
    if (basingRefusal(t.ctx, t.s, u.id, b)) continue // a Floatplane lands only at a port (APTO 4.0; D1)
    out.push(b)
  }
  return out
}

/** Its carrier was sunk or damaged: a Naval-Air unit aloft lands at another friendly base within
 *  twice its range, counted carrier → unit → base; it may over-stack; none: it is eliminated (4.4, 4.7; A-31). */
function carrierLossBases(t: Tx, u: UnitState): BaseId[] {
  const carrierAt = baseLoc(t.ctx, u.base)
  const here = u.aloft!.loc
  const reach = 2 * rangeOf(t.ctx, u, carrierAt)
  const out: { base: BaseId; d: number }[] = []
  for (const b of t.ctx.basesBySide.get(u.side) ?? []) {
    if (b.id === u.base || isCarrier(t.ctx, b.id)) continue
    const loc = t.ctx.baseLoc.get(b.id)
    if (loc === undefined || t.ctx.weatherAt(loc) === 'grounded' || capacityNow(t.ctx, t.s, b.id) <= 0)
      continue
    if (
      t.s.scenario.options.carriersInPort &&
      !hasRoom(t.ctx, t.s, b.id, [u.id]) &&
      !mayOverStack(t.ctx, t.s, b.id)
    )
      continue // over-stacking within its limits (4.5, 4.8; not by version 5 games)
    if (basingRefusal(t.ctx, t.s, u.id, b.id)) continue // a ship's Floatplane lands only at a port (APTO 4.0; D1)
    const d = airDistance(t.ctx, carrierAt, here) + airDistance(t.ctx, here, loc)
    if (d <= reach) out.push({ base: b.id, d })
  }
  return out.sort((a, b) => a.d - b.d || a.base.localeCompare(b.base)).map((x) => x.base)
}

function carrierInPort(t: Tx, carrier: BaseId): boolean {
  const ship = t.ctx.baseDefs.get(carrier)?.carrier
  return ship !== undefined && shipPosition(t.ctx, t.s, ship).inPort
}

/** The port base where a docked carrier's aloft Naval-Air unit lands ashore (4.5), or null: the carrier's side's port of its hex. */
export function portOfCarrier(t: Tx, carrier: BaseId): BaseId | null {
  const ship = t.ctx.baseDefs.get(carrier)?.carrier
  if (ship === undefined) return null
  const at = shipPosition(t.ctx, t.s, ship)
  return at.inPort ? friendlyPortAt(t.ctx, at.loc, t.ctx.baseDefs.get(carrier)!.owner) : null
}

/** A carrier in port never recovers an aloft Naval-Air unit (4.4, 4.5): it lands ashore at the port if
 *  its places (doubled by the carrier, the extra ones for Naval-Air units) have room; else at another
 *  base as for a carrier lost (4.4, 4.7; A-31); none: it is eliminated. */
function inPortBases(t: Tx, u: UnitState): BaseId[] {
  const port = portOfCarrier(t, u.base)
  if (port !== null && hasRoom(t.ctx, t.s, port, [u.id])) return [port]
  return carrierLossBases(t, u).filter((b) => b !== port)
}

/** A ferried unit still aloft on its Change Base from the carrier (aborted, or halted short of its
 *  base) never lands on a carrier (4.6): it goes to another functioning friendly base with room
 *  within twice its range, counted carrier → unit → base — if aborted, not the Change Base's
 *  destination; none: it is eliminated (4.6). */
function ferryAbortBases(t: Tx, u: UnitState): BaseId[] {
  const carrierAt = baseLoc(t.ctx, u.base)
  const here = u.aloft!.loc
  const reach = 2 * rangeOf(t.ctx, u, carrierAt)
  const mission = t.s.missions[t.s.flights[u.aloft!.flight]?.mission]
  const destination =
    u.aborted && mission?.kind === 'changeBase' ? mission.hops[mission.hops.length - 1] : undefined
  const out: { base: BaseId; d: number }[] = []
  for (const b of t.ctx.basesBySide.get(u.side) ?? []) {
    if (b.id === destination || isCarrier(t.ctx, b.id)) continue
    const loc = t.ctx.baseLoc.get(b.id)
    if (loc === undefined || t.ctx.weatherAt(loc) === 'grounded' || !hasRoom(t.ctx, t.s, b.id, [u.id]))
      continue
    if (basingRefusal(t.ctx, t.s, u.id, b.id)) continue
    const d = airDistance(t.ctx, carrierAt, here) + airDistance(t.ctx, here, loc)
    if (d <= reach) out.push({ base: b.id, d })
  }
  return out.sort((a, b) => a.d - b.d || a.base.localeCompare(b.base)).map((x) => x.base)
}

export function returnDecision(t: Tx): Pending | null {
  const ending = t.s.stepEnding!
  if (!ending.started) {
    ending.started = true
    const units = t.s.units
    appendAll(
      ending.aloft,
      inKeyOrder(
        units,
        maybeUnsettled(t.s).filter((id) => units[id].aloft),
      ),
    )
    ending.returnQueue = t.s.turn.sideOrder.filter((side) => aloftUnits(t, side).length)
  }
  while (ending.returnQueue.length) {
    const side = ending.returnQueue[0]
    const units = aloftUnits(t, side)
      .map((u) => ({ id: u.id, bases: returnBases(t, u), default: returnBases(t, u)[0] }))
      .filter((u) => u.bases.length > 0) // (nowhere to land: eliminated as they land, 4.4)
    if (units.some((u) => u.bases.length > 1))
      return {
        kind: 'returnToBase',
        side,
        units,
        rule: '4.2',
        prompt: 'Choose where your aloft units land; each may return to its own base.',
      }
    landAll(t, side, {})
    ending.returnQueue.shift()
  }
  finishStep(t)
  return null
}

export function actReturnToBase(t: Tx, assignments: unknown): void {
  const side = t.s.stepEnding!.returnQueue[0]
  if (
    assignments !== undefined &&
    (typeof assignments !== 'object' || assignments === null || Array.isArray(assignments))
  )
    refuse('4.2', 'Give the landing base of each unit as { unit: base }.')
  const chosen = (assignments ?? {}) as Record<string, unknown>
  for (const [id, b] of Object.entries(chosen)) {
    const u = t.s.units[id]
    if (!u || u.side !== side || !u.aloft || u.eliminated)
      refuse('4.2', `"${id}" is not one of your units aloft.`)
    const legal = returnBases(t, u)
    if (!legal.includes(b as string))
      refuse(
        '4.2',
        `${unitName(t.ctx, id)} cannot land at ${typeof b === 'string' ? baseLabel(t, b) : String(b)}: it may land at ${legal.map((x) => baseLabel(t, x)).join(', ')} (a base that launched its type this Step, within range, with room).`,
      )
  }
  landAll(t, side, chosen as Record<string, BaseId>)
  t.s.stepEnding!.returnQueue.shift()
}

function landAll(t: Tx, side: SideId, chosen: Record<UnitId, BaseId>): void {
  const lostBases = new Set<BaseId>()
  for (const u0 of aloftUnits(t, side)) {
    const to = chosen[u0.id] ?? returnBases(t, u0)[0]
    if (to === undefined) {
      eliminate(t, u0.id)
      const ferried = defOf(t.ctx, u0.id).type !== 'N'
      emit(
        t,
        ferried
          ? {
              type: 'eliminated',
              text: `${unitName(t.ctx, u0.id)} may not land on a carrier and has no other base within twice its range: it is eliminated (4.6).`,
              rule: '4.6',
              side,
              units: [u0.id],
            }
          : {
              type: 'eliminated',
              text: `${unitName(t.ctx, u0.id)} has no base to land at within twice its range: its carrier is lost, and it is eliminated (4.4, 4.7).`,
              rule: '4.4',
              side,
              units: [u0.id],
            },
      )
      continue
    }
    const wasBase = u0.base
    const abortedHop =
      !!u0.aborted && t.s.missions[t.s.flights[u0.aloft!.flight]?.mission]?.kind === 'changeBase' // read before the unit is written (u0 may be the draft's copy)
    noteLanding(t, u0, to) // its mission's cargo still aboard (4.23)
    const u = mutUnit(t.s, u0.id)
    const from = u.aloft!.loc
    const docked =
      t.s.scenario.options.carriersInPort &&
      isCarrier(t.ctx, u.base) &&
      !isCarrier(t.ctx, to) &&
      !carrierLost(t.ctx, t.s, u.base) &&
      carrierInPort(t, u.base)
        ? baseLabel(t, u.base)
        : null
    if (to !== u.base) {
      const old = mutStack(t.s, u.base)
      old.splice(old.indexOf(u.id), 1)
      mutStack(t.s, to).push(u.id)
      u.base = to
    }
    u.aloft = null
    if (abortedHop && t.s.scenario.options.basingChoices && beyondLimits(t, to)) {
      // Back at its last base, beyond what over-stacking allows there: eliminated (4.8; A-32).
      eliminate(t, u.id)
      emit(t, {
        type: 'eliminated',
        text: `${unitName(t.ctx, u.id)} is eliminated: aborted on its Change Base, it is back at ${baseLabel(t, to)}, which may not be over-stacked so far (a ${airstripWords(t.s.scenario).name} or the UK Transfer Hex never, any base never beyond twice its capacity) (4.8; A-32).`,
        rule: '4.8',
        side,
        units: [u.id],
      })
      continue
    }
    if (to !== wasBase || abortedHop) arrived(t, to, u.id) // over-stacking it (an abort back to its last base, a carrier lost): its owner places it (4.8; A-69)
    if (capacityNow(t.ctx, t.s, to) === 0) lostBases.add(to)
    emit(t, {
      type: 'return',
      text: docked
        ? `${unitName(t.ctx, u.id)} returns from ${label(t, from)} and lands ashore at ${baseLabel(t, to)}: ${docked} is docked in port and recovers no aloft unit (4.4, 4.5).`
        : `${unitName(t.ctx, u.id)} returns from ${label(t, from)} to ${baseLabel(t, to)} (4.2).`,
      rule: docked ? '4.5' : '4.2',
      side,
      units: [u.id],
    })
  }
  // Back to a base destroyed while they were away: they make a Forced Rebase from it (4.7).
  for (const b of lostBases) baseLost(t, b, `${baseLabel(t, b)} was destroyed while they were aloft`, [])
}

/** Whether `base` holds more than over-stacking ever allows there (4.3, 4.5, 4.8): any chit beyond capacity at a grass airfield, the UK Transfer Hex or a port using artificial places; beyond twice its capacity anywhere. */
function beyondLimits(t: Tx, base: BaseId): boolean {
  const n = (t.s.stacks[base] ?? []).filter((id) => !t.s.units[id].eliminated).length
  if (hasRoom(t.ctx, t.s, base, [])) return false
  const cap = capacityNow(t.ctx, t.s, base)
  const def = t.ctx.baseDefs.get(base)
  if (
    def?.components.some((c) => c.kind === 'GrassAirfield' || c.kind === 'UKTransferHex') ||
    usesArtificialPlaces(t.ctx, t.s, base)
  )
    return true
  return n > 2 * cap
}

/** Clears the Step's marks and moves to the next Air Movement Step or turn (4.13, 4.27; §14.1),
 *  or ends the scenario after its last phase (scenario `end`). */
function finishStep(t: Tx): void {
  const s = t.s
  // Only units aloft, committed or marked this Step can have anything to clear (derived.ts).
  for (const id of maybeUnsettled(s)) {
    const u = s.units[id]
    const clears = u.commitment === 'current' && (u.clearsAt === 'return' || u.clearsAt === 'endOfStep')
    if (
      !clears &&
      !u.interceptedThisStep &&
      !u.role &&
      !u.aborted &&
      !u.mp &&
      !u.dumpedOrdnance &&
      u.lastBase === u.base
    )
      continue
    const m = mutUnit(s, id)
    if (clears) {
      m.commitment = 'none' // Current cleared at the end of every Air Movement Step (4.27)
      m.clearsAt = null
    }
    m.interceptedThisStep = false
    m.role = null
    m.dumpedOrdnance = false
    m.aborted = false
    m.mp = 0
    m.lastBase = m.base
  }
  s.flights = {}
  s.missions = {}
  s.engagements = {}
  s.stack = []
  s.active = []
  s.windows = []
  s.launchBases = {}
  s.stepEnding = null
  if (s.offensivePhase?.current?.kind === 'land') return // a land combat's ground support is over: the Land Offensive goes on (4.22)
  if (s.offensivePhase?.current) return offensiveOver(t) // an Air Offensive's Step (4.25)
  if (s.turn.phase === 'navalAndAir') s.turn.step++
  if (s.strategic?.step) return nextRaid(t) ? strategicBombingOver(t) : undefined // a raid is over: the next one (2.2)
  sideStepOver(t)
}
