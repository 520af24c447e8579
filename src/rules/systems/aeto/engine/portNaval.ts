// Carriers in port (4.5; D-BASE-PORTNAVAL, owner, secret). An undamaged carrier docked in a friendly
// port doubles the capacity of that port's base (`dockedCarriers`, `artificialPlaces` in bases.ts);
// the places beyond the normal capacity take only Naval-Air units, of any carrier of the side, and a
// port using them is never over-stacked. While a carrier is docked its owner moves its Naval-Air
// units ashore (based at the port base, operating normally from there) or back aboard, in the plan:
// `portNaval`. No state field: a Naval-Air unit ashore is one based at the port base. The choice is
// secret (its event is private to the owner), and the carrier takes the units aboard with it when it
// sails; those ashore stay. The moment the port holds no undamaged carrier any more, the Naval-Air
// units beyond its normal capacity are over-stacked (4.5, 4.8): `settlePorts` keeps them at the
// bottom of the stack while the port uses the artificial places, and says so when the doubling ends.
import {
  artificialPlaces,
  basingRefusal,
  carrierCapacity,
  carrierLoad,
  dockedCarriers,
  hasRoom,
  isFloatplane,
  isOverStacked,
  operationalSet,
  portOrder,
  usesArtificialPlaces,
} from '../bases'
import type { ScenarioContext } from '../context'
import { capacityNow, componentsNow } from '../installations'
import { isFloatplaneShip, isSunk, shipDef, shipFaceNow, shipPosition } from '../naval/ships'
import { friendlyPortAt } from '../naval/waters'
import type { Action, BaseId, GameState, SideId, UnitId } from '../types'
import { defOf, faceOf, unitName } from '../units'
import { baseLabel, emit, label, nameOrId, refuse, sideName, type Tx } from './core'
import { mutStack, mutUnit } from './draft'

const RULE = '4.5'

/** One move ashore or aboard the owner may make now. */
export interface PortNavalOption {
  carrier: BaseId
  unit: UnitId
  ashore: boolean
  /** The port base the unit is based at when ashore. */
  port: BaseId
}

/** The port bases using their artificial places now: more chits than normal capacity, thanks to an undamaged carrier docked (4.5). */
export function portsUsingArtificialPlaces(ctx: ScenarioContext, s: GameState): BaseId[] {
  return doubledPorts(ctx, s).filter((b) => usesArtificialPlaces(ctx, s, b))
}

/** The port bases with an undamaged carrier docked now (their capacity doubled, 4.5). */
export function doubledPorts(ctx: ScenarioContext, s: GameState): BaseId[] {
  const out: BaseId[] = []
  for (const [carrier, ship] of ctx.carrierBases) {
    if (isSunk(s, ship)) continue
    const at = shipPosition(ctx, s, ship)
    if (!at.inPort) continue
    const port = friendlyPortAt(ctx, at.loc, ctx.baseDefs.get(carrier)?.owner ?? '')
    if (port !== null && !out.includes(port) && dockedCarriers(ctx, s, port).length) out.push(port)
  }
  return out
}

function shipOf(t: Tx, carrier: BaseId): string {
  return t.ctx.baseDefs.get(carrier)!.carrier!
}

/** Why the carrier cannot put Naval-Air units ashore or take them aboard now, or its port base (4.4, 4.5). */
function dock(t: Tx, side: SideId, carrier: BaseId): { why: string } | { port: BaseId } {
  const def = typeof carrier === 'string' ? t.ctx.baseDefs.get(carrier) : undefined
  if (!def?.carrier || def.owner !== side)
    return { why: `${def?.name ?? nameOrId(t, carrier)} is not a carrier of ${sideName(t, side)}.` }
  const ship = shipDef(t.ctx, def.carrier)
  if (isSunk(t.s, ship.id)) return { why: `${ship.name} has been sunk.` }
  const at = shipPosition(t.ctx, t.s, ship.id)
  if (!at.inPort)
    return {
      why: `${ship.name} is not docked in port: its Naval-Air units go ashore or aboard only while it is docked in a friendly port (4.5).`,
    }
  const port = friendlyPortAt(t.ctx, at.loc, side)
  const works =
    port !== null &&
    (componentsNow(t.ctx, t.s, port) ?? []).some(
      (c) => (c.kind === 'MinorPort' || c.kind === 'MajorPort') && !c.destroyed,
    )
  if (port === null || !works)
    return { why: `${ship.name} is not docked in a functioning friendly port at ${label(t, at.loc)} (4.5).` }
  if (shipFaceNow(t.ctx, t.s, ship.id) === 'back')
    return {
      why: `${ship.name} is damaged: a damaged carrier neither launches nor recovers Naval-Air units, nor embarks them in port (4.4), and only an undamaged carrier doubles the port's capacity (4.5).`,
    }
  return { port }
}

/** Why `unit` may not go ashore from the carrier now, or null (4.5). */
export function ashoreRefusal(t: Tx, side: SideId, carrier: BaseId, unit: UnitId): string | null {
  const d = dock(t, side, carrier)
  if ('why' in d) return d.why
  const ship = shipDef(t.ctx, shipOf(t, carrier))
  const u = typeof unit === 'string' && Object.hasOwn(t.s.units, unit) ? t.s.units[unit] : undefined
  if (!u || u.eliminated || u.base !== carrier || defOf(t.ctx, unit).type !== 'N')
    return `${nameOrId(t, unit)} is not a Naval-Air unit of ${ship.name}: only its Naval-Air units go ashore from it (4.5).`
  if (u.aloft)
    return `${unitName(t.ctx, unit)} is aloft: a carrier in port recovers no aloft unit, and it lands ashore at the end of the Step (4.4, 4.5).`
  if (isOverStacked(t.ctx, t.s, d.port))
    return `${baseLabel(t, d.port)} is over-stacked: a port may base Naval-Air units beyond its normal capacity only if it is never over-stacked (4.5, 4.8). ${unitName(t.ctx, unit)} stays aboard.`
  if (!hasRoom(t.ctx, t.s, d.port, [unit])) {
    const cap = capacityNow(t.ctx, t.s, d.port)
    return `${baseLabel(t, d.port)} is full: its ${cap} normal place${cap === 1 ? '' : 's'} and ${artificialPlaces(t.ctx, t.s, d.port)} artificial place${cap === 1 ? '' : 's'} for Naval-Air units are taken. The Naval-Air units of an arriving carrier stay aboard until places free up (4.5).`
  }
  return null
}

/** Why `unit`, ashore at the port, may not go back aboard the carrier now, or null (4.4, 4.5). */
export function aboardRefusal(t: Tx, side: SideId, carrier: BaseId, unit: UnitId): string | null {
  const d = dock(t, side, carrier)
  if ('why' in d) return d.why
  const ship = shipDef(t.ctx, shipOf(t, carrier))
  const u = typeof unit === 'string' && Object.hasOwn(t.s.units, unit) ? t.s.units[unit] : undefined
  if (!u || u.eliminated || u.side !== side || defOf(t.ctx, unit).type !== 'N')
    return `${nameOrId(t, unit)} is not a Naval-Air unit of ${sideName(t, side)}: only Naval-Air units embark on a carrier (4.4).`
  if (u.base !== d.port || u.aloft)
    return `${unitName(t.ctx, unit)} is not ashore at ${baseLabel(t, d.port)}, where ${ship.name} is docked (4.5).`
  const def = defOf(t.ctx, unit)
  if (def.nation !== ship.nation)
    return `${unitName(t.ctx, unit)} is ${def.nation} and ${ship.name} ${ship.nation}: only Naval-Air units of its own nation embark on a carrier (4.4).`
  // A Floatplane never boards an aircraft carrier; a ship carrying one takes one strength-0 Floatplane only (APTO 4.4; D20).
  const basing = basingRefusal(t.ctx, t.s, unit, carrier)
  if (basing) return basing.why
  if (isFloatplaneShip(t.ctx, ship.id)) {
    if (!isFloatplane(t.ctx, unit))
      return `${ship.name} is no aircraft carrier: it carries only one strength-0 Floatplane (APTO 4.4).`
    if (faceOf(t.ctx, u).strength !== 0)
      return `${unitName(t.ctx, unit)} has strength ${faceOf(t.ctx, u).strength}: only a strength-0 Floatplane bases aboard ${ship.name} (APTO 4.4).`
    const aboard = (t.s.stacks[carrier] ?? []).find((id) => !t.s.units[id].eliminated)
    if (aboard !== undefined)
      return `${ship.name} already carries ${unitName(t.ctx, aboard)}: never more than one Floatplane (APTO 4.4).`
    return null
  }
  const cap = carrierCapacity(t.ctx, t.s, carrier)
  const load = carrierLoad(t.ctx, t.s, carrier)
  const needs = faceOf(t.ctx, u).strength
  if (load + needs > cap)
    return `${ship.name} has ${cap} aircraft capacity point${cap === 1 ? '' : 's'} and carries ${load}: ${unitName(t.ctx, unit)} needs ${needs} more — a carrier's capacity is never exceeded (4.4). Deplete or dump a unit aboard to make room.`
  return null
}

/** Every move ashore and aboard `side` may make now (D-BASE-PORTNAVAL, 4.5). */
export function portNavalOptions(t: Tx, side: SideId): PortNavalOption[] {
  const out: PortNavalOption[] = []
  for (const [carrier] of t.ctx.carrierBases) {
    const d = dock(t, side, carrier)
    if ('why' in d) continue
    for (const id of t.s.stacks[carrier] ?? [])
      if (ashoreRefusal(t, side, carrier, id) === null)
        out.push({ carrier, unit: id, ashore: true, port: d.port })
    for (const id of t.s.stacks[d.port] ?? [])
      if (aboardRefusal(t, side, carrier, id) === null)
        out.push({ carrier, unit: id, ashore: false, port: d.port })
  }
  return out
}

/** D-BASE-PORTNAVAL: a Naval-Air unit of a docked carrier goes ashore at the port, or one ashore goes aboard (4.4, 4.5). Secret: its event is the owner's alone. */
export function actPortNaval(t: Tx, a: Extract<Action, { type: 'portNaval' }>, side: SideId): void {
  if (typeof a.carrier !== 'string' || typeof a.unit !== 'string')
    refuse(
      RULE,
      'Name the carrier base ("carrier") and the Naval-Air unit ("unit") that goes ashore or aboard.',
    )
  if (typeof a.ashore !== 'boolean')
    refuse(RULE, 'Say "ashore": true to base the unit at the port, false to take it back aboard.')
  const no = a.ashore ? ashoreRefusal(t, side, a.carrier, a.unit) : aboardRefusal(t, side, a.carrier, a.unit)
  if (no) refuse(a.ashore || no.includes('(4.5)') ? RULE : '4.4', no)
  const port = friendlyPortAt(t.ctx, shipPosition(t.ctx, t.s, shipOf(t, a.carrier)).loc, side)!
  const [from, to] = a.ashore ? [a.carrier, port] : [port, a.carrier]
  const u = mutUnit(t.s, a.unit)
  const old = mutStack(t.s, from)
  old.splice(old.indexOf(a.unit), 1)
  mutStack(t.s, to).push(a.unit)
  u.base = to
  u.lastBase = to
  const ship = shipDef(t.ctx, shipOf(t, a.carrier)).name
  emit(t, {
    type: 'portNaval',
    text: a.ashore
      ? `${unitName(t.ctx, a.unit)} goes ashore from ${ship} at ${baseLabel(t, port)}: based there, it operates normally (4.5). Secret: the other side is not told.`
      : `${unitName(t.ctx, a.unit)} goes back aboard ${ship} from ${baseLabel(t, port)} (4.4, 4.5). Secret: the other side is not told.`,
    rule: RULE,
    side,
    units: [a.unit],
    privateTo: side,
  })
}

/**
 * After an action, and between the action and the decisions it leads to (flow.ts). `before`: the
 * ports that used their artificial places when the action began; returns those still doubled. One that holds no undamaged carrier any more sees its Naval-Air units beyond normal
 * capacity over-stacked at once (4.5, 4.8): its other units first, its Naval-Air units last, so
 * exactly those are beyond capacity, and the log says so. The ports using artificial places now keep
 * the same order (`portOrder`), so the operational units are the top of the stack (4.8).
 */
export function settlePorts(t: Tx, before: readonly BaseId[]): BaseId[] {
  const now = doubledPorts(t.ctx, t.s)
  for (const port of before) {
    if (now.includes(port) || !isOverStacked(t.ctx, t.s, port)) continue
    const stack = mutStack(t.s, port)
    const navalAir = (id: UnitId) => t.ctx.unitDefs.get(id)?.type === 'N'
    stack.splice(0, stack.length, ...stack.filter((id) => !navalAir(id)), ...stack.filter(navalAir))
    const ops = operationalSet(t.ctx, t.s, port)
    const over = stack.filter((id) => !ops.has(id))
    emit(t, {
      type: 'overStacked',
      text: `${baseLabel(t, port)} holds no undamaged carrier any more: its capacity is ${capacityNow(t.ctx, t.s, port)} again, and ${over.map((id) => unitName(t.ctx, id)).join(', ')} beyond it ${over.length === 1 ? 'is' : 'are'} over-stacked at once (4.5, 4.8).`,
      rule: RULE,
      side: t.ctx.baseDefs.get(port)!.owner,
      units: over,
    })
  }
  for (const port of now) {
    const order = portOrder(t.ctx, t.s, port)
    if (!order) continue
    const stack = mutStack(t.s, port)
    stack.splice(0, stack.length, ...order)
  }
  return before.filter((b) => now.includes(b))
}
