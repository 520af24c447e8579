// Naval transport of air units by STPs (APTO [3.21]–[3.24], cargo losses [3.18]; spec §4.9, T14).
// APTO only (`variant.navalTransport`): AETO's naval transport is its Part 3, outside Sortie.
//
// Where it happens in Sortie's sequence (the board game's Movement Phase has no air decision here):
// - Embark (3.21, 3.24): in its own Naval and Air Phase, where its ships move, the side takes a
//   fighter-type of the port hex aboard a flotilla whose STPs are docked in a functioning friendly
//   port (`embarkStp`, at the plan). The STPs' movement allowance (half of it to embark after moving
//   into the port, 3.24) is the players' to count, as every naval move is.
// - Debark for an Air Offensive (3.24): in the Offensive Phase, instead of declaring an Offensive, the
//   side spends one Air Offensive debarking air units of one flotilla docked in a functioning
//   friendly port onto a base of that hex with room (`debarkStp`, at the `offensive` decision). The
//   units are Currently Committed; the weather does not matter, it is no Change Base (3.24; E8).
// - Debark in the Movement Phase (3.24): when the Movement Phase begins, every air unit aboard STPs
//   docked in a functioning friendly port goes ashore where the hex has room, uncommitted. Not a
//   rule: default used — the owner would gain nothing by keeping it aboard, as the End Phase puts it
//   ashore anyway.
// - Forced debarkation (3.24 NOTE): nothing stays aboard a docked STP beyond the Movement Phase. In
//   the End Phase (its Second Naval Movement Step), every air unit aboard docked STPs — there when
//   the phase begins, or docking during it — is put ashore in that port, over-stacked if need be, and
//   may not move again this turn (Previously Committed until the new month).
// - Losses (3.18): when the flotilla's STPs left can no longer carry its air units, the owner
//   eliminates air units of his choice until the rest fits (D-STP-CARGOLOSS, `loseCargo`); with no
//   STP left afloat every one goes down. Sortie asks only when there is a choice.
// Only normal transport is played: no Amphibious Assault, no evacuation (3.25, 3.26), and STPs carry
// no land unit or supply here — Part 3 and Part 5 are outside Sortie.
//
// A unit aboard keeps its assigned base (where it embarked) but is in no base stack: nothing at a
// base sees it (launch, interception, strafing, capacity). `state.seaTransport` lists the cargo.
import { basingRefusal, hasRoom, isCarrier, isSmallFighter } from '../bases'
import { capacityNow, componentsNow } from '../installations'
import { shipDef, shipPosition, shipSide } from '../naval/ships'
import {
  airCargoCost,
  flotillaPoints,
  flotillaShips,
  flotillaStps,
  isStp,
  stpPoints,
  unitCost,
  unshippable,
} from '../naval/stpCargo'
import { friendlyPortAt } from '../naval/waters'
import type { Action, BaseId, Loc, Pending, SideId, UnitId } from '../types'
import { defOf, unitName } from '../units'
import { powersPlayed } from './airOffensivePowers'
import { baseLabel, emit, label, names, nameOrId, refuse, sideName, verb, type Tx } from './core'
import { mutStack, mutUnit } from './draft'
import { DEFAULT_OFFENSIVES } from './offensiveTrack'
import type { DebarkOption, EmbarkOption } from '../state/seaTransport'
export type { DebarkOption, EmbarkOption, SeaTransportState } from '../state/seaTransport'

const EMBARK = '3.21'
const TRANSPORT = '3.24'
const LOSS = '3.18'

/** Naval transport of air units is played in this game (APTO). */
export function seaTransportPlayed(t: Tx): boolean {
  return t.ctx.variant.navalTransport
}

/** The air units aboard the flotilla's STPs, in the order they embarked. */
export function cargoOf(t: Tx, flotilla: string): UnitId[] {
  return (t.s.seaTransport?.cargo ?? []).filter((c) => c.flotilla === flotilla).map((c) => c.unit)
}

/** The flotilla carrying this unit, or null. */
export function carrierFlotilla(t: Tx, unit: UnitId): string | null {
  return t.s.seaTransport?.cargo.find((c) => c.unit === unit)?.flotilla ?? null
}

/** The flotillas with air units aboard, in the order of their first unit. */
function loadedFlotillas(t: Tx): string[] {
  return [...new Set((t.s.seaTransport?.cargo ?? []).map((c) => c.flotilla))]
}

/** The flotilla's STPs in words: "MO Invasion Convoy" or "Merchantmen and Ohio". */
export function stpWords(t: Tx, flotilla: string): string {
  const stps = flotillaStps(t.ctx, t.s, flotilla)
  const list = (stps.length ? stps : flotillaShips(t.ctx, flotilla).filter((id) => isStp(t.ctx, id))).map(
    (id) => shipDef(t.ctx, id).name,
  )
  const words =
    list.length <= 1 ? (list[0] ?? flotilla) : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`
  return `the STPs ${words}`
}

function points(n: number): string {
  return `${n} STP point${n === 1 ? '' : 's'}`
}

/** Where the flotilla's STPs are: their hex, whether docked, and the friendly port base and land bases there. */
function whereStps(t: Tx, flotilla: string): { loc: Loc; inPort: boolean; owner: SideId } | null {
  const stps = flotillaStps(t.ctx, t.s, flotilla)
  if (!stps.length) return null
  const at = shipPosition(t.ctx, t.s, stps[0])
  return { ...at, owner: shipSide(t.ctx, stps[0]) }
}

function functioningPort(t: Tx, base: BaseId): boolean {
  return (componentsNow(t.ctx, t.s, base) ?? []).some(
    (c) => (c.kind === 'MinorPort' || c.kind === 'MajorPort') && !c.destroyed,
  )
}

/** The friendly land bases of the hex (no carrier), the port base first. */
function landBases(t: Tx, loc: Loc, side: SideId): BaseId[] {
  const port = friendlyPortAt(t.ctx, loc, side)
  const others = (t.ctx.basesAt.get(loc) ?? []).filter(
    (b) => b !== port && !isCarrier(t.ctx, b) && t.ctx.baseDefs.get(b)?.owner === side,
  )
  return port === null ? others : [port, ...others]
}

/** Why air units may not embark on or debark from the flotilla now, or where it is docked (3.21, 3.24). */
function dock(
  t: Tx,
  side: SideId,
  flotilla: unknown,
): { why: string } | { loc: Loc; hex: string; bases: BaseId[] } {
  const f = typeof flotilla === 'string' ? flotilla : ''
  const ships = flotillaShips(t.ctx, f).filter((id) => shipSide(t.ctx, id) === side)
  if (!ships.length)
    return { why: `${JSON.stringify(String(flotilla))} is not a flotilla of ${sideName(t, side)}.` }
  const at = whereStps(t, f)
  if (!at)
    return {
      why: `Flotilla ${f} has no STP afloat: only STPs carry air units; a CL/DD pair never does (3.21, 3.27).`,
    }
  const hex = label(t, at.loc)
  if (!at.inPort)
    return {
      why: `${cap(stpWords(t, f))} are at sea at ${hex}: air units embark and debark only while the STPs are docked in a functioning friendly port (3.21, 3.24).`,
    }
  const port = friendlyPortAt(t.ctx, at.loc, side)
  if (port === null || !functioningPort(t, port))
    return {
      why: `${cap(stpWords(t, f))} are not docked in a functioning friendly port at ${hex} (3.21, 3.24).`,
    }
  return { loc: at.loc, hex, bases: landBases(t, at.loc, side) }
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1)
}

// ------------------------------------------------------------------ embarking (3.21, 3.24)

/** Why `unit` may not embark on the flotilla's STPs now, or null (3.21–3.24). */
export function embarkRefusal(t: Tx, side: SideId, flotilla: unknown, unit: unknown): string | null {
  if (!seaTransportPlayed(t))
    return 'This game plays no naval transport of air units: in AETO it belongs to Part 3, outside Sortie (3.21).'
  if (t.s.turn.phase !== 'navalAndAir')
    return 'Air units embark on STPs only in the Naval and Air Phase, while the ships move (3.21).'
  const d = dock(t, side, flotilla)
  if ('why' in d) return d.why
  const f = flotilla as string
  const u = typeof unit === 'string' && Object.hasOwn(t.s.units, unit) ? t.s.units[unit] : undefined
  if (!u || u.eliminated || u.side !== side)
    return `${nameOrId(t, unit)} is not an air unit of ${sideName(t, side)}.`
  const id = unit as UnitId
  const aboard = carrierFlotilla(t, id)
  if (aboard !== null) return `${unitName(t.ctx, id)} is aboard ${stpWords(t, aboard)} already.`
  const no = unshippable(t.ctx, id)
  if (no) return no
  if (u.aloft || !d.bases.includes(u.base))
    return `${unitName(t.ctx, id)} is not on the ground at a base of ${d.hex}, where ${stpWords(t, f)} are docked: it embarks only in that port (3.21).`
  const have = flotillaPoints(t.ctx, t.s, f)
  const cargo = cargoOf(t, f)
  const load = airCargoCost(t.ctx, t.s, cargo)
  const after = airCargoCost(t.ctx, t.s, [...cargo, id])
  if (after > have)
    return `${cap(stpWords(t, f))} have ${points(have)}${cargo.length ? ` and the air units aboard need ${load}` : ''}: ${unitName(t.ctx, id)} needs ${after - load} more (a fighter-type costs 2 STPs, a Small Fighter none, 3.23).`
  return null
}

/** Every flotilla of `side` docked where it may embark air units now, with the units that may (3.21). */
export function embarkOptions(t: Tx, side: SideId): EmbarkOption[] {
  if (!seaTransportPlayed(t) || t.s.turn.phase !== 'navalAndAir') return []
  const out: EmbarkOption[] = []
  const seen = new Set<string>()
  for (const d of t.s.scenario.navalUnits) {
    if (!isStp(t.ctx, d.id) || shipSide(t.ctx, d.id) !== side) continue
    const f = d.flotilla ?? d.id
    if (seen.has(f)) continue
    seen.add(f)
    const where = dock(t, side, f)
    if ('why' in where) continue
    const units: UnitId[] = []
    for (const b of where.bases)
      for (const id of t.s.stacks[b] ?? []) if (embarkRefusal(t, side, f, id) === null) units.push(id)
    out.push({
      flotilla: f,
      hex: where.hex,
      points: flotillaPoints(t.ctx, t.s, f),
      load: airCargoCost(t.ctx, t.s, cargoOf(t, f)),
      units,
    })
  }
  return out
}

/** `embarkStp`: a fighter-type of the port hex goes aboard the flotilla's docked STPs (3.21, 3.23, 3.24). */
export function actEmbarkStp(t: Tx, a: Extract<Action, { type: 'embarkStp' }>, side: SideId): void {
  if (typeof a.flotilla !== 'string' || typeof a.unit !== 'string')
    refuse(EMBARK, 'Name the flotilla whose STPs take the unit ("flotilla") and the air unit ("unit").')
  const no = embarkRefusal(t, side, a.flotilla, a.unit)
  if (no) refuse(no.endsWith('3.23).') ? '3.23' : EMBARK, no)
  const u = t.s.units[a.unit]
  const from = u.base
  const stack = mutStack(t.s, from)
  stack.splice(stack.indexOf(a.unit), 1)
  const st = (t.s.seaTransport ??= { cargo: [] })
  st.cargo.push({ unit: a.unit, flotilla: a.flotilla })
  const cost = unitCost(t.ctx, a.unit)
  const moved = t.s.naval?.moved?.[a.flotilla] ?? 0
  emit(t, {
    type: 'embarkStp',
    text:
      `${unitName(t.ctx, a.unit)} embarks at ${baseLabel(t, from)} aboard ${stpWords(t, a.flotilla)}: ${cost ? 'a fighter-type, 2 STPs' : 'a Small Fighter ("o"), free'}; ` +
      `the air units aboard now need ${airCargoCost(t.ctx, t.s, cargoOf(t, a.flotilla))} of ${points(flotillaPoints(t.ctx, t.s, a.flotilla))} (3.23)` +
      (moved
        ? `. The STPs moved into the port this Phase: embarking costs them half their printed movement, which the players count (3.24).`
        : '. Normal transport only: no Amphibious Assault (3.21).'),
    rule: EMBARK,
    side,
    units: [a.unit],
  })
}

// ------------------------------------------------------------------ debarking (3.24)

function offensivesLeft(t: Tx, side: SideId): number {
  const op = t.s.offensivePhase
  if (!op) return 0
  return Math.max(0, (t.s.scenario.context.offensives?.[side] ?? DEFAULT_OFFENSIVES) - (op.used[side] ?? 0))
}

/** Why `to` cannot take `units` debarking there now, or null (3.24). */
function roomRefusal(t: Tx, units: readonly UnitId[], to: BaseId): string | null {
  for (const id of units) {
    const no = basingRefusal(t.ctx, t.s, id, to)
    if (no) return no.why
  }
  if (capacityNow(t.ctx, t.s, to) <= 0 || !hasRoom(t.ctx, t.s, to, units))
    return `${baseLabel(t, to)} has no room for ${names(t, units)}: an air unit debarks only where the port hex has the air capacity for it (3.24).`
  return null
}

/** The air units an Air Offensive of `side` may debark now, by flotilla (3.24); empty outside the Offensive Phase's declaration. */
export function debarkOptions(t: Tx, side: SideId): DebarkOption[] {
  if (!seaTransportPlayed(t) || !t.s.seaTransport?.cargo.length) return []
  const op = t.s.offensivePhase
  if (!op || op.current || offensivesLeft(t, side) < 1) return []
  const out: DebarkOption[] = []
  for (const f of loadedFlotillas(t)) {
    const d = dock(t, side, f)
    if ('why' in d) continue
    const cargo = cargoOf(t, f)
    const to = d.bases
      .map((base) => ({ base, units: cargo.filter((id) => roomRefusal(t, [id], base) === null) }))
      .filter((x) => x.units.length)
    if (!to.length) continue
    const onePower = !powersPlayed(t.s) || new Set(cargo.map((id) => defOf(t.ctx, id).nation)).size === 1 // one Air Offensive, one power (4.25)
    const all = onePower
      ? to.find((x) => x.units.length === cargo.length && roomRefusal(t, cargo, x.base) === null)?.base
      : undefined
    out.push({ flotilla: f, hex: d.hex, units: cargo, to, ...(all !== undefined ? { all } : {}) })
  }
  return out
}

/** The Offensive decision's field: the debarkations open to `side`, when any (3.24). */
export function debarkField(t: Tx, side: SideId): { debark?: DebarkOption[] } {
  const o = debarkOptions(t, side)
  return o.length ? { debark: o } : {}
}

/** `debarkStp`: the side spends an Air Offensive putting air units of a docked flotilla ashore; they are Currently Committed (3.24; E8: the weather does not matter). */
export function actDebarkStp(t: Tx, a: Extract<Action, { type: 'debarkStp' }>, side: SideId): void {
  if (!seaTransportPlayed(t))
    refuse(
      TRANSPORT,
      'This game plays no naval transport of air units: in AETO it belongs to Part 3, outside Sortie (3.24).',
    )
  const op = t.s.offensivePhase
  if (!op || op.current)
    refuse(
      TRANSPORT,
      'Air units debark from STPs for an Air Offensive only as your own Offensive option in the Offensive Phase (3.24).',
    )
  if (offensivesLeft(t, side) < 1)
    refuse(
      TRANSPORT,
      `${sideName(t, side)} has no Offensive left this turn (the Offensive Track): debarking air units from STPs costs an Air Offensive (3.24).`,
    )
  const d = dock(t, side, a.flotilla)
  if ('why' in d) refuse(TRANSPORT, d.why)
  const cargo = cargoOf(t, a.flotilla)
  if (!cargo.length) refuse(TRANSPORT, `No air unit is aboard ${stpWords(t, a.flotilla)}.`)
  if (a.units !== undefined && (!Array.isArray(a.units) || !a.units.length))
    refuse(TRANSPORT, 'List the air units that debark ("units"), or leave it out to debark them all.')
  const units = a.units ?? cargo
  for (const id of units)
    if (typeof id !== 'string' || !cargo.includes(id))
      refuse(TRANSPORT, `${nameOrId(t, id)} is not aboard ${stpWords(t, a.flotilla)}.`)
  if (new Set(units).size !== units.length) refuse(TRANSPORT, 'A unit is listed twice.')
  if (powersPlayed(t.s)) {
    const nations = [...new Set(units.map((id) => defOf(t.ctx, id).nation))]
    if (nations.length > 1)
      refuse(
        '4.25',
        `${names(t, units)} are of ${nations.length} nations: an Air Offensive is one power's, so one Air Offensive debarks one nation's units (3.24, 4.25).`,
      )
  }
  if (a.to !== undefined && (typeof a.to !== 'string' || !d.bases.includes(a.to)))
    refuse(
      TRANSPORT,
      `${JSON.stringify(String(a.to))} is not a friendly base of ${d.hex}: air units debark into the hex of their STPs (3.24).`,
    )
  const to = a.to ?? d.bases.find((b) => roomRefusal(t, units, b) === null)
  if (to === undefined)
    refuse(
      TRANSPORT,
      `No base of ${d.hex} has room for ${names(t, units)}: an air unit debarks only where the port hex has the air capacity for it (3.24).`,
    )
  const no = roomRefusal(t, units, to)
  if (no) refuse(TRANSPORT, no)
  for (const id of units) {
    goAshore(t, id, to)
    const u = mutUnit(t.s, id)
    u.commitment = 'current'
    u.clearsAt = 'endOfPhase'
  }
  op.used[side] = (op.used[side] ?? 0) + 1
  op.passes = 0
  emit(t, {
    type: 'debarkStp',
    text: `${sideName(t, side)} spends an Air Offensive: ${names(t, units)} ${verb(units, 'debarks', 'debark')} from ${stpWords(t, a.flotilla)} at ${baseLabel(t, to)} (${d.hex}), Currently Committed. The weather does not matter: this is no Change Base (3.24).`,
    rule: TRANSPORT,
    side,
    loc: d.hex,
    units: [...units],
  })
  const order = t.s.turn.sideOrder
  op.turn = order[(order.indexOf(side) + 1) % order.length] // the Offensive option passes to the next side
  t.s.turn.phasingSide = op.turn
}

/** A unit aboard goes ashore at `to`: off the cargo list, onto the base's stack (at the bottom). */
function goAshore(t: Tx, id: UnitId, to: BaseId): void {
  const st = t.s.seaTransport!
  st.cargo = st.cargo.filter((c) => c.unit !== id)
  if (!st.cargo.length) delete t.s.seaTransport
  mutStack(t.s, to).push(id)
  const u = mutUnit(t.s, id)
  u.base = to
  u.lastBase = to
}

/** The Movement Phase begins: air units aboard STPs docked in a functioning friendly port go ashore where the hex has room (3.24; not a rule: default used). */
export function movementPhaseDebark(t: Tx): void {
  if (!seaTransportPlayed(t) || !t.s.seaTransport?.cargo.length) return
  for (const f of loadedFlotillas(t)) {
    const side = whereStps(t, f)?.owner
    if (side === undefined) continue
    const d = dock(t, side, f)
    if ('why' in d) continue
    const landed: { id: UnitId; to: BaseId }[] = []
    for (const id of cargoOf(t, f)) {
      const to = d.bases.find((b) => roomRefusal(t, [id], b) === null)
      if (to === undefined) continue
      goAshore(t, id, to)
      landed.push({ id, to })
    }
    if (!landed.length) continue
    const left = cargoOf(t, f)
    emit(t, {
      type: 'debarkStp',
      text: `Movement Phase, Land Movement Step: ${landed.map((x) => `${unitName(t.ctx, x.id)} at ${baseLabel(t, x.to)}`).join(', ')} ${verb(landed, 'debarks', 'debark')} from ${stpWords(t, f)} (${d.hex}) (3.24; not a rule: default used — Sortie debarks every air unit the port hex has room for, as one left aboard a docked STP is put ashore in the End Phase anyway)${left.length ? `; no room for ${names(t, left)}, still aboard` : ''}.`,
      rule: TRANSPORT,
      side,
      loc: d.hex,
      units: landed.map((x) => x.id),
    })
  }
}

/** The End Phase: every air unit aboard STPs docked in a friendly port goes ashore there, over-stacked if need be, not to move again this turn (3.24 NOTE). True if any did. */
export function endPhaseDebark(t: Tx): boolean {
  if (!seaTransportPlayed(t) || !t.s.seaTransport?.cargo.length) return false
  let any = false
  for (const f of loadedFlotillas(t)) {
    const at = whereStps(t, f)
    if (!at?.inPort) continue
    const bases = landBases(t, at.loc, at.owner)
    if (!bases.length) continue // the port is no longer friendly: nothing to debark into (3.24)
    const landed: { id: UnitId; to: BaseId; over: boolean }[] = []
    for (const id of cargoOf(t, f)) {
      const room = bases.find((b) => roomRefusal(t, [id], b) === null)
      const to = room ?? bases.find((b) => basingRefusal(t.ctx, t.s, id, b) === null) ?? bases[0]
      goAshore(t, id, to)
      const u = mutUnit(t.s, id)
      u.commitment = 'previous'
      u.clearsAt = null
      landed.push({ id, to, over: room === undefined })
    }
    any = true
    const hex = label(t, at.loc)
    const over = landed.filter((x) => x.over)
    emit(t, {
      type: 'debarkStp',
      text: `End Phase: nothing stays aboard a docked STP beyond the Movement Phase — ${landed.map((x) => `${unitName(t.ctx, x.id)} at ${baseLabel(t, x.to)}`).join(', ')} ${verb(landed, 'is', 'are')} put ashore from ${stpWords(t, f)} (${hex}) and may not move again this turn: Previously Committed (3.24)${
        over.length
          ? `; ${names(
              t,
              over.map((x) => x.id),
            )} ${verb(over, 'is', 'are')} over-stacked there (4.8)`
          : ''
      }.`,
      rule: TRANSPORT,
      side: at.owner,
      loc: hex,
      units: landed.map((x) => x.id),
    })
  }
  return any
}

// ------------------------------------------------------------------ losses (3.18)

/** Air units aboard that take STP points (a Small Fighter rides free, so losing it never helps). */
function paying(t: Tx, units: readonly UnitId[]): UnitId[] {
  return units.filter((id) => !isSmallFighter(t.ctx, id))
}

const MAX_ENUMERATED = 12

/**
 * Every least set of the flotilla's air units whose loss lets the STPs left carry the rest (3.18):
 * the rest fits, and putting back any unit of the set would not. Beyond 12 paying units, only the
 * last embarked first (a bound on the enumeration, not a rule).
 */
export function lossChoices(t: Tx, flotilla: string): UnitId[][] {
  const cargo = cargoOf(t, flotilla)
  const have = flotillaPoints(t.ctx, t.s, flotilla)
  const fits = (lost: readonly UnitId[]) =>
    airCargoCost(
      t.ctx,
      t.s,
      cargo.filter((id) => !lost.includes(id)),
    ) <= have
  const pay = paying(t, cargo)
  if (pay.length > MAX_ENUMERATED) {
    const lost: UnitId[] = []
    for (const id of [...pay].reverse()) {
      if (fits(lost)) break
      lost.push(id)
    }
    return [lost]
  }
  const out: UnitId[][] = []
  for (let mask = 1; mask < 1 << pay.length; mask++) {
    const lost = pay.filter((_, i) => mask & (1 << i))
    if (!fits(lost)) continue
    if (lost.some((id) => fits(lost.filter((x) => x !== id)))) continue
    out.push(lost)
  }
  return out
}

function eliminateAboard(t: Tx, ids: readonly UnitId[]): void {
  const st = t.s.seaTransport!
  st.cargo = st.cargo.filter((c) => !ids.includes(c.unit))
  if (!st.cargo.length) delete t.s.seaTransport
  for (const id of ids) mutUnit(t.s, id).eliminated = true
}

/**
 * Before any other decision: a flotilla whose STPs left cannot carry its air units loses them —
 * all when no STP is afloat, the only least set when there is one, else the owner chooses
 * (D-STP-CARGOLOSS, 3.18). Then, in the End Phase, air units aboard docked STPs go ashore (3.24).
 */
export function seaTransportDecision(t: Tx): Pending | 'progress' | null {
  if (!t.s.seaTransport?.cargo.length) return null
  for (const f of loadedFlotillas(t)) {
    const cargo = cargoOf(t, f)
    const have = flotillaPoints(t.ctx, t.s, f)
    const side = t.s.units[cargo[0]].side
    if (!flotillaStps(t.ctx, t.s, f).length) {
      eliminateAboard(t, cargo)
      emit(t, {
        type: 'eliminated',
        text: `${names(t, cargo)} ${verb(cargo, 'goes', 'go')} down with the last of ${stpWords(t, f)}: the cargo of a sunk STP is lost (3.18).`,
        rule: LOSS,
        side,
        units: cargo,
      })
      return 'progress'
    }
    const need = airCargoCost(t.ctx, t.s, cargo)
    if (need <= have) continue
    const choices = lossChoices(t, f)
    if (choices.length === 1) {
      const lost = choices[0]
      eliminateAboard(t, lost)
      emit(t, {
        type: 'eliminated',
        text: `${cap(stpWords(t, f))} left have ${points(have)}, the air units aboard needed ${need}: ${names(t, lost)} ${verb(lost, 'is', 'are')} lost with the STPs sunk, the only way the rest fits (3.18).`,
        rule: LOSS,
        side,
        units: lost,
      })
      return 'progress'
    }
    const at = whereStps(t, f)
    return {
      kind: 'seaCargoLoss',
      side,
      flotilla: f,
      points: have,
      need,
      cargo: cargo.map((id) => ({ id, cost: unitCost(t.ctx, id) })),
      choices,
      rule: LOSS,
      ...(at ? { loc: label(t, at.loc) } : {}),
      prompt: `${cap(stpWords(t, f))} left carry only ${points(have)}; the air units aboard need ${need}: eliminate air units of your choice until the rest fits (3.18).`,
    }
  }
  if (t.s.turn.phase === 'end' && endPhaseDebark(t)) return 'progress'
  return null
}

/** D-STP-CARGOLOSS: the owner's choice of the air units lost, just enough for the rest to fit (3.18). */
export function actLoseCargo(t: Tx, p: Extract<Pending, { kind: 'seaCargoLoss' }>, units: unknown): void {
  if (!Array.isArray(units) || !units.length)
    refuse(
      LOSS,
      `List the air units aboard that are lost ("units"): ${p.choices.map((c) => c.map((id) => unitName(t.ctx, id)).join(' and ')).join('; or ')}.`,
    )
  const cargo = cargoOf(t, p.flotilla)
  for (const id of units)
    if (typeof id !== 'string' || !cargo.includes(id))
      refuse(LOSS, `${nameOrId(t, id)} is not aboard ${stpWords(t, p.flotilla)}.`)
  const lost = units as UnitId[]
  if (new Set(lost).size !== lost.length) refuse(LOSS, 'A unit is listed twice.')
  const rest = cargo.filter((id) => !lost.includes(id))
  const need = airCargoCost(t.ctx, t.s, rest)
  if (need > p.points)
    refuse(
      LOSS,
      `The air units left aboard would still need ${need} of ${points(p.points)}: eliminate more (3.18).`,
    )
  const spare = lost.find((id) => airCargoCost(t.ctx, t.s, [...rest, id]) <= p.points)
  if (spare !== undefined)
    refuse(
      LOSS,
      `${unitName(t.ctx, spare)} fits aboard with the rest: eliminate only enough cargo for the rest to fit (3.18).`,
    )
  eliminateAboard(t, lost)
  emit(t, {
    type: 'eliminated',
    text: `${sideName(t, p.side)} loses ${names(t, lost)} with the STPs sunk: ${stpWords(t, p.flotilla)} left carry the rest, ${need} of ${points(p.points)} (3.18).`,
    rule: LOSS,
    side: p.side,
    units: lost,
  })
}

/** What an STP chit carries now, for the panels: its points (3.22). */
export function stpChitPoints(t: Tx, ship: string): number {
  return stpPoints(t.ctx, t.s, ship)
}
