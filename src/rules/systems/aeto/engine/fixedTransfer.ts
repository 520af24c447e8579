// APTO's fixed long-distance transfers (4.1 [A]–[C]; APTO D8, T6), as the scenario prints them
// (`transfers`): in its own Naval and Air Phase a side's air units based at one end (the United
// States Box) are "automatically transferred" to a friendly functioning base of the other end (a
// Hawaiian Islands airbase; a base in Alaska or Panama), or back. It is a Change Base of three hops:
// no path is traced and nothing may intercept it (T6); the destination must have room, as the last
// base of any Change Base; "weather permitting" forbids a base whose weather grounds air units at
// either end. The units are Currently Committed, or Previously Committed when either end's weather
// is inclement (4.1, 4.27; E8). No state field: the units simply change base.
import { baseLoc, basingRefusal, hasRoom } from '../bases'
import { capacityNow } from '../installations'
import type { FixedTransferDef } from '../scenario/schema'
import type { Action, BaseId, SideId, UnitId } from '../types'
import { faceOf, unitName } from '../units'
import { baseLabel, emit, names, refuse, sideName, verb, type Tx } from './core'
import { mutStack, mutUnit } from './draft'
import { launchableAt } from './movement'

const RULE = '4.1; APTO D8'

/** What a side may transfer now from one base of a route: each unit and the bases it may go to (the first the default). */
export interface FixedTransferOption {
  transfer: string
  name: string
  from: BaseId
  units: { id: UnitId; to: BaseId[] }[]
}

function routes(t: Tx, side: SideId): FixedTransferDef[] {
  return (t.s.scenario.transfers ?? []).filter((r) => r.side === side)
}

/** The other end of a route from `base`, or null when the base is at neither end. */
function otherEnd(r: FixedTransferDef, base: BaseId): readonly BaseId[] | null {
  return r.from.includes(base) ? r.to : r.to.includes(base) ? r.from : null
}

/** Why no transfer may be flown now at all, or null (4.1: a Change Base of the side's own Naval and Air Phase). */
function phaseRefusal(t: Tx): string | null {
  if (t.s.turn.phase !== 'navalAndAir')
    return 'A fixed transfer is a Change Base of your own Naval and Air Phase (4.1; APTO D8).'
  return null
}

/** Why `base` cannot take these units at the end of the transfer, or null. */
function destinationRefusal(
  t: Tx,
  r: FixedTransferDef,
  side: SideId,
  to: BaseId,
  units: readonly UnitId[],
): string | null {
  const def = t.ctx.baseDefs.get(to)
  const name = def ? baseLabel(t, to) : JSON.stringify(to)
  if (!def || def.owner !== side)
    return `${name} is not a friendly base: a fixed transfer ends at a friendly base (4.1).`
  if (capacityNow(t.ctx, t.s, to) === 0)
    return `${name} is not functioning (destroyed or under construction): a fixed transfer ends at a functioning base (4.1).`
  if (r.weather === 'permitting' && t.ctx.weatherAt(baseLoc(t.ctx, to)) === 'grounded')
    return `The weather grounds air units at ${name}: the ${r.name} is made weather permitting (4.1; APTO T6).`
  for (const id of units) {
    const no = basingRefusal(t.ctx, t.s, id, to)
    if (no) return no.why
  }
  if (!hasRoom(t.ctx, t.s, to, units))
    return `${name} has no room for ${names(t, units)}: the last base of a Change Base must not be over-stacked (4.1, 4.8).`
  return null
}

/** Why `unit` may not take the route from its base, or null. */
function unitRefusal(
  t: Tx,
  r: FixedTransferDef,
  side: SideId,
  from: BaseId,
  unit: UnitId,
  may: ReadonlySet<UnitId>,
): string | null {
  if (!may.has(unit))
    return `${unitName(t.ctx, unit)} may not change base from ${baseLabel(t, from)} now: uncommitted, on the ground there, and not grounded by the weather (4.1, 4.27).`
  const range = faceOf(t.ctx, t.s.units[unit]).range
  if (range < r.minRange)
    return `${unitName(t.ctx, unit)} has a printed range of ${range}: the ${r.name} takes units of range ${r.minRange} or more (4.1).`
  return null
}

/** The deciding side's transfers open now, per route and base of departure (4.1; APTO D8). */
export function fixedTransferOptions(t: Tx, side: SideId): FixedTransferOption[] {
  if (phaseRefusal(t)) return []
  const out: FixedTransferOption[] = []
  for (const r of routes(t, side)) {
    for (const from of [...r.from, ...r.to]) {
      const def = t.ctx.baseDefs.get(from)
      if (!def || def.owner !== side) continue
      const may = new Set(launchableAt(t, side, from, true).map((u) => u.id))
      const units: FixedTransferOption['units'] = []
      for (const id of may) {
        if (unitRefusal(t, r, side, from, id, may)) continue
        const to = otherEnd(r, from)!.filter((b) => destinationRefusal(t, r, side, b, [id]) === null)
        if (to.length) units.push({ id, to })
      }
      if (units.length) out.push({ transfer: r.id, name: r.name, from, units })
    }
  }
  return out
}

/** The units transfer along the route to `a.to`: a Change Base of three hops, at once (4.1; APTO D8, T6). */
export function actFixedTransfer(t: Tx, a: Extract<Action, { type: 'fixedTransfer' }>, side: SideId): void {
  const phase = phaseRefusal(t)
  if (phase) refuse(RULE, phase)
  const r = routes(t, side).find((x) => x.id === a.transfer)
  if (!r)
    refuse(
      RULE,
      `${JSON.stringify(String(a.transfer))} is not a fixed transfer of ${sideName(t, side)} (the scenario's transfers: ${
        routes(t, side)
          .map((x) => `"${x.id}"`)
          .join(', ') || 'none'
      }).`,
    )
  if (!Array.isArray(a.units) || !a.units.length || !a.units.every((u) => typeof u === 'string'))
    refuse(RULE, 'Name the units that transfer: "units": ["b17-1"].')
  if (new Set(a.units).size !== a.units.length) refuse(RULE, 'A unit is listed twice.')
  const first = t.s.units[a.units[0]]
  if (!Object.hasOwn(t.s.units, a.units[0]) || !first || first.side !== side)
    refuse(RULE, `${JSON.stringify(a.units[0])} is not an air unit of ${sideName(t, side)}.`)
  const from = first.base
  if (otherEnd(r, from) === null)
    refuse(RULE, `${unitName(t.ctx, first.id)} is at ${baseLabel(t, from)}, at neither end of the ${r.name}.`)
  if (typeof a.to !== 'string' || !otherEnd(r, from)!.includes(a.to))
    refuse(
      RULE,
      `The ${r.name} from ${baseLabel(t, from)} ends at ${otherEnd(r, from)!
        .map((b) => baseLabel(t, b))
        .join(' or ')}.`,
    )
  const may = new Set(launchableAt(t, side, from, true).map((u) => u.id))
  for (const id of a.units) {
    if (!Object.hasOwn(t.s.units, id) || t.s.units[id].side !== side)
      refuse(RULE, `${JSON.stringify(id)} is not an air unit of ${sideName(t, side)}.`)
    if (t.s.units[id].base !== from)
      refuse(
        RULE,
        `${unitName(t.ctx, id)} is not at ${baseLabel(t, from)}: the units of one transfer leave one base together.`,
      )
    const no = unitRefusal(t, r, side, from, id, may)
    if (no) refuse(RULE, no)
  }
  if (r.weather === 'permitting' && t.ctx.weatherAt(baseLoc(t.ctx, from)) === 'grounded')
    refuse(
      RULE,
      `The weather grounds air units at ${baseLabel(t, from)}: the ${r.name} is made weather permitting (4.1; APTO T6).`,
    )
  const no = destinationRefusal(t, r, side, a.to, a.units)
  if (no) refuse(RULE, no)
  // Previously Committed when either end's weather is inclement, as any Change Base (4.1; E8); else Current (4.27).
  const inclement = [from, a.to].some((b) => t.ctx.weatherAt(baseLoc(t.ctx, b)) !== 'clear')
  for (const id of a.units) {
    const u = mutUnit(t.s, id)
    const old = mutStack(t.s, from)
    old.splice(old.indexOf(id), 1)
    mutStack(t.s, a.to).push(id)
    u.base = a.to
    u.lastBase = a.to
    u.commitment = inclement ? 'previous' : 'current'
    u.clearsAt = inclement ? null : 'endOfPhase'
  }
  emit(t, {
    type: 'fixedTransfer',
    text: `${names(t, a.units)} ${verb(a.units, 'makes', 'make')} the ${r.name} from ${baseLabel(t, from)} to ${baseLabel(t, a.to)}: a Change Base of three hops at once, no path traced, no interception; ${inclement ? 'Previously Committed (inclement weather)' : 'Currently Committed'} (4.1, 4.27; APTO D8).`,
    rule: RULE,
    side,
    units: [...a.units],
  })
}
