// Carriers as ferries (4.6) and room on a carrier (4.4): D-BASE-FERRY and D-BASE-CARRIER, taken
// in the owner's plan. An undamaged named carrier docked in a functioning friendly port embarks
// one single-step Fighter or Fighter-Bomber from a base of that port hex, if it keeps a spare
// capacity point beyond its Naval-Air units (the ferried unit uses exactly 1), and disembarks it
// onto a base there with room. The owner may dump a ferried unit or a carrier's Naval-Air unit
// overboard at any time (4.6), and deplete a full Naval-Air unit to make room (4.4).
// A ferried unit is a non-N unit based on a carrier base: no new state field (bases.ts isFerried).
import {
  basingRefusal,
  carrierCapacity,
  carrierLoad,
  ferriedAboard,
  hasRoom,
  isCarrier,
  isFerried,
  isFloatplane,
  isSmallFighter,
  navalAirLoad,
} from '../bases'
import { capacityNow, componentsNow } from '../installations'
import { eliminate } from './losses'
import { isCarrierShip, isSunk, shipDef, shipFaceNow, shipPosition } from '../naval/ships'
import type { Action, BaseId, Loc, SideId, UnitId } from '../types'
import { defOf, singleStep, unitName } from '../units'
import { baseLabel, emit, label, nameOrId, refuse, sideName, type Tx } from './core'
import { mutStack, mutUnit } from './draft'

const FERRY = '4.6'
const ROOM = '4.4'

/** One embark or disembark the owner may make now. */
export interface FerryOption {
  carrier: BaseId
  unit: UnitId
  embark: boolean
  /** Disembark: the bases of the port hex with room for it (the first is the default). Embark: the unit's base. */
  to: BaseId[]
}

/** Why a carrier base cannot take units on or off now, or where it is docked: its port hex and that hex's friendly land bases (4.6). */
function dock(t: Tx, side: SideId, carrier: BaseId): { why: string } | { loc: Loc; bases: BaseId[] } {
  const def = t.ctx.baseDefs.get(carrier)
  if (!def?.carrier || def.owner !== side)
    return { why: `${nameOrId(t, carrier)} is not a carrier of ${sideName(t, side)}.` }
  const ship = shipDef(t.ctx, def.carrier)
  if (isSunk(t.s, ship.id)) return { why: `${ship.name} has been sunk.` }
  const at = shipPosition(t.ctx, t.s, ship.id)
  if (!at.inPort)
    return {
      why: `${ship.name} is not docked in port: air units embark and disembark only in a functioning port, as with an STP (4.6).`,
    }
  const bases = (t.ctx.basesAt.get(at.loc) ?? []).filter(
    (b) => !isCarrier(t.ctx, b) && t.ctx.baseDefs.get(b)?.owner === side,
  )
  const port = bases.some((b) =>
    (componentsNow(t.ctx, t.s, b) ?? []).some(
      (c) => (c.kind === 'MinorPort' || c.kind === 'MajorPort') && !c.destroyed,
    ),
  )
  if (!port)
    return {
      why: `${ship.name} is not docked in a functioning friendly port at ${label(t, at.loc)}: air units embark and disembark only there (4.6).`,
    }
  return { loc: at.loc, bases }
}

/** Why the carrier may not take `unit` aboard as its ferried unit now, or null (4.6). */
export function embarkRefusal(t: Tx, side: SideId, carrier: BaseId, unit: UnitId): string | null {
  const d = dock(t, side, carrier)
  if ('why' in d) return d.why
  const ship = shipDef(t.ctx, t.ctx.baseDefs.get(carrier)!.carrier!)
  const u = t.s.units[unit]
  if (!Object.hasOwn(t.s.units, unit) || !u || u.eliminated || u.side !== side)
    return `${nameOrId(t, unit)} is not an air unit of ${sideName(t, side)}.`
  const def = defOf(t.ctx, unit)
  if (isFloatplane(t.ctx, unit))
    return `${def.name} is a Floatplane: a Floatplane is never ferried (APTO 4.6).`
  if (def.type !== 'F' && def.type !== 'FB')
    return `${def.name} is type ${def.type}: a carrier ferries only a Fighter or Fighter-Bomber (4.6)${def.type === 'N' ? '; Naval-Air units are its own complement (4.4)' : ''}.`
  // A Small Fighter ("o") counts as a single-step Fighter, whatever its face (APTO 4.6; D24).
  if (!singleStep(t.ctx, u) && !isSmallFighter(t.ctx, unit))
    return `${def.name} is at full strength: only a single-step (depleted) unit${t.ctx.variant.id === 'apto' ? ' or a Small Fighter ("o")' : ''} is ferried (4.6).`
  if (u.aloft || !d.bases.includes(u.base))
    return `${def.name} is not on the ground at a base of ${label(t, d.loc)}, where ${ship.name} is docked (4.6).`
  if (shipFaceNow(t.ctx, t.s, ship.id) === 'back')
    return `${ship.name} is damaged: a damaged carrier never ferries an air unit (4.6).`
  if (!ship.named)
    return `${ship.name} is not a named carrier: only a named carrier ferries an air unit (4.6).`
  if (!isCarrierShip(t.ctx, ship.id))
    return `${ship.name} is no aircraft carrier: only a named carrier ferries an air unit (4.6).`
  const other = ferriedAboard(t.ctx, t.s, carrier)
  if (other !== null)
    return `${ship.name} already ferries ${unitName(t.ctx, other)}: never more than one ferried unit per carrier (4.6).`
  const cap = carrierCapacity(t.ctx, t.s, carrier)
  const load = navalAirLoad(t.ctx, t.s, carrier)
  if (load + 1 > cap)
    return `${ship.name} has ${cap} aircraft capacity point${cap === 1 ? '' : 's'} and its Naval-Air units use ${load}: a ferried unit needs 1 spare point (4.6). Deplete or dump a Naval-Air unit to make room (4.4).`
  return null
}

/** Why the carrier may not put its ferried `unit` ashore at `to` now, or null (4.6). */
export function disembarkRefusal(
  t: Tx,
  side: SideId,
  carrier: BaseId,
  unit: UnitId,
  to: BaseId,
): string | null {
  const d = dock(t, side, carrier)
  if ('why' in d) return d.why
  const ship = shipDef(t.ctx, t.ctx.baseDefs.get(carrier)!.carrier!)
  const u = Object.hasOwn(t.s.units, unit) ? t.s.units[unit] : undefined
  if (!u || u.base !== carrier || !isFerried(t.ctx, t.s, unit) || u.aloft)
    return `${nameOrId(t, unit)} is not ferried aboard ${ship.name}.`
  if (!d.bases.includes(to))
    return `${nameOrId(t, to)} is not a friendly base of ${label(t, d.loc)}, where ${ship.name} is docked: a ferried unit goes ashore there (4.6).`
  const no = basingRefusal(t.ctx, t.s, unit, to)
  if (no) return no.why
  if (capacityNow(t.ctx, t.s, to) <= 0 || !hasRoom(t.ctx, t.s, to, [unit]))
    return `${baseLabel(t, to)} is full: it has no room for ${unitName(t.ctx, unit)} (4.6, 4.8).`
  return null
}

/** Every embark and disembark `side` may make now (D-BASE-FERRY, 4.6). */
export function ferryOptions(t: Tx, side: SideId): FerryOption[] {
  const out: FerryOption[] = []
  for (const [carrier] of t.ctx.carrierBases) {
    const d = dock(t, side, carrier)
    if ('why' in d) continue
    const aboard = ferriedAboard(t.ctx, t.s, carrier)
    if (aboard !== null) {
      const to = d.bases.filter((b) => disembarkRefusal(t, side, carrier, aboard, b) === null)
      if (to.length) out.push({ carrier, unit: aboard, embark: false, to })
      continue
    }
    for (const b of d.bases)
      for (const id of t.s.stacks[b] ?? [])
        if (embarkRefusal(t, side, carrier, id) === null)
          out.push({ carrier, unit: id, embark: true, to: [b] })
  }
  return out
}

/**
 * D-BASE-CARRIER offered where room is wanted (4.4, 4.6): Naval-Air units of a docked carrier that
 * could ferry a waiting unit but for its spare point — each may be depleted (if full) or dumped.
 * Both are legal at any time (`actDepleteNaval`, `actDumpOverboard`); this is where they are offered.
 */
export function roomChoices(t: Tx, side: SideId): { carrier: BaseId; deplete: UnitId[]; dump: UnitId[] }[] {
  const out: { carrier: BaseId; deplete: UnitId[]; dump: UnitId[] }[] = []
  for (const [carrier] of t.ctx.carrierBases) {
    const d = dock(t, side, carrier)
    if ('why' in d || ferriedAboard(t.ctx, t.s, carrier) !== null) continue
    if (carrierLoad(t.ctx, t.s, carrier) + 1 <= carrierCapacity(t.ctx, t.s, carrier)) continue
    const waiting = d.bases.some((b) =>
      (t.s.stacks[b] ?? []).some((id) => embarkRefusal(t, side, carrier, id)?.includes('spare point')),
    )
    if (!waiting) continue
    const navalAir = (t.s.stacks[carrier] ?? []).filter(
      (id) => !t.s.units[id].eliminated && defOf(t.ctx, id).type === 'N',
    )
    out.push({ carrier, deplete: navalAir.filter((id) => mayDeplete(t, id)), dump: navalAir })
  }
  return out
}

function mayDeplete(t: Tx, id: UnitId): boolean {
  return t.s.units[id].face === 'front' && defOf(t.ctx, id).back !== null
}

function carrierName(t: Tx, carrier: BaseId): string {
  const ship = t.ctx.baseDefs.get(carrier)?.carrier
  return ship === undefined ? baseLabel(t, carrier) : shipDef(t.ctx, ship).name
}

/** D-BASE-FERRY: embark a unit on a carrier docked in port, or put its ferried unit ashore (4.6). */
export function actFerry(t: Tx, a: Extract<Action, { type: 'ferry' }>, side: SideId): void {
  if (typeof a.carrier !== 'string' || typeof a.unit !== 'string')
    refuse(FERRY, 'Name the carrier base ("carrier") and the air unit ("unit") to embark or disembark.')
  if (typeof a.embark !== 'boolean')
    refuse(FERRY, 'Say "embark": true to take the unit aboard, false to put it ashore.')
  if (a.embark) {
    const no = embarkRefusal(t, side, a.carrier, a.unit)
    if (no) refuse(FERRY, no)
    const u = mutUnit(t.s, a.unit)
    const from = u.base
    const old = mutStack(t.s, from)
    old.splice(old.indexOf(a.unit), 1)
    mutStack(t.s, a.carrier).push(a.unit)
    u.base = a.carrier
    u.lastBase = a.carrier
    emit(t, {
      type: 'ferry',
      text: `${unitName(t.ctx, a.unit)} embarks at ${baseLabel(t, from)} on ${carrierName(t, a.carrier)}, ferried${isSmallFighter(t.ctx, a.unit) && !singleStep(t.ctx, u) ? ' as a Small Fighter ("o"), which counts as a single-step unit (APTO 4.6)' : ''}: it uses 1 aircraft capacity point and flies only a Change Base from the carrier (4.6).`,
      rule: FERRY,
      side,
      units: [a.unit],
    })
    return
  }
  const to =
    a.to ??
    ferryOptions(t, side).find((o) => o.carrier === a.carrier && o.unit === a.unit && !o.embark)?.to[0]
  if (to !== undefined && typeof to !== 'string')
    refuse(FERRY, 'Name the base ("to") the ferried unit goes ashore at.')
  const no = disembarkRefusal(t, side, a.carrier, a.unit, to ?? '')
  if (no) refuse(FERRY, no)
  const u = mutUnit(t.s, a.unit)
  const old = mutStack(t.s, a.carrier)
  old.splice(old.indexOf(a.unit), 1)
  mutStack(t.s, to!).push(a.unit)
  u.base = to!
  u.lastBase = to!
  emit(t, {
    type: 'ferry',
    text: `${unitName(t.ctx, a.unit)} disembarks from ${carrierName(t, a.carrier)} at ${baseLabel(t, to!)} (4.6).`,
    rule: FERRY,
    side,
    units: [a.unit],
  })
}

/** The owner dumps a ferried unit, or a carrier's Naval-Air unit (even aloft), overboard: eliminated (4.6). */
export function actDumpOverboard(t: Tx, a: Extract<Action, { type: 'dumpOverboard' }>, side: SideId): void {
  const id = a.unit
  const u = typeof id === 'string' && Object.hasOwn(t.s.units, id) ? t.s.units[id] : undefined
  if (!u || u.eliminated || u.side !== side || !isCarrier(t.ctx, u.base))
    refuse(
      FERRY,
      `${nameOrId(t, id)} is not a unit of ${sideName(t, side)} on a carrier: only a ferried unit or a carrier's Naval-Air unit may be dumped overboard (4.6).`,
    )
  const ferried = isFerried(t.ctx, t.s, id)
  if (ferried && u.aloft)
    refuse(
      FERRY,
      `${unitName(t.ctx, id)} is flying its Change Base: it is no longer aboard to be dumped (4.6).`,
    )
  const carrier = carrierName(t, u.base)
  eliminate(t, id)
  emit(t, {
    type: 'dumpOverboard',
    text: `${sideName(t, side)} dumps ${unitName(t.ctx, id)} overboard from ${carrier}${u.aloft ? ' (it was aloft)' : ''}: eliminated (4.6).`,
    rule: FERRY,
    side,
    units: [id],
  })
}

/** The owner depletes a full Naval-Air unit of a carrier (aboard or aloft) to make room aboard (4.4). */
export function actDepleteNaval(t: Tx, a: Extract<Action, { type: 'depleteNaval' }>, side: SideId): void {
  const id = a.unit
  const u = typeof id === 'string' && Object.hasOwn(t.s.units, id) ? t.s.units[id] : undefined
  if (!u || u.eliminated || u.side !== side || !isCarrier(t.ctx, u.base) || defOf(t.ctx, id).type !== 'N')
    refuse(
      ROOM,
      `${nameOrId(t, id)} is not a Naval-Air unit of ${sideName(t, side)} on a carrier: only those may be depleted to make room aboard (4.4).`,
    )
  if (!mayDeplete(t, id))
    refuse(ROOM, `${unitName(t.ctx, id)} is already single-step: it cannot be depleted further (4.4).`)
  const before = carrierLoad(t.ctx, t.s, u.base)
  mutUnit(t.s, id).face = 'back'
  emit(t, {
    type: 'depleteNaval',
    text: `${sideName(t, side)} depletes ${unitName(t.ctx, id)} to make room on ${carrierName(t, u.base)}: its load goes from ${before} to ${carrierLoad(t.ctx, t.s, u.base)} of ${carrierCapacity(t.ctx, t.s, u.base)} points (4.4).`,
    rule: ROOM,
    side,
    units: [id],
  })
}
