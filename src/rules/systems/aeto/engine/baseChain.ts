// D-BASE-CHAIN (4.8; spec §5.2): the last base of a Change Base may be full if enough units based
// there launch on their own Change Base when the newcomers arrive. With the scenario option
// `basingChoices` the launch is accepted when enough residents could leave (uncommitted, on the
// ground, not over-stacked… as for any Change Base); when the newcomers land, their owner picks
// which residents change base out and where (`chainChangeBase`). That chained launch is part of
// the Change Base that filled the base, not a new mission of an Air Offensive (4.25). Never at a
// grass airfield (never over-stacked, 4.3) nor at the UK Transfer Hex (T-22). Should no
// resident be able to leave by then (all eliminated, committed, or no friendly base with room in
// reach), the newcomers stay over-stacked within the 4.8 limits, and beyond them are eliminated.
import { basesWithin } from './baseGrid'
import { fullWeatherEffects, offensiveRebaseBanned } from '../weather/effects'
import { launchReach } from './weatherRoute'
import {
  artificialPlaces,
  baseLoc,
  basingRefusal,
  hasRoom,
  isCarrier,
  isGrassAirfield,
  isOverStacked,
  mayOverStack,
  operationalSet,
  placesTaken,
  smallFightersFit,
} from '../bases'
import { capacityNow } from '../installations'
import { eliminate } from './losses'
import type { Action, BaseId, GameState, Pending, SideId, UnitId } from '../types'
import { needsRole, rangeOf, unitName } from '../units'
import { baseLabel, emit, label, names, refuse, sideName, type Tx } from './core'
import { airDistance, flightDistance } from './geometry'
import { actLaunch, launchableAt } from './movement'
import { mutBasing } from './draft'

const RULE = '4.8'

export interface ChainDestination {
  base: BaseId
  hex: string
  distance: number
}

/** Residents of `base` that may launch a Change Base now (not `arriving`). */
export function chainResidents(t: Tx, side: SideId, base: BaseId, arriving: readonly UnitId[]): UnitId[] {
  return launchableAt(t, side, base, true)
    .map((u) => u.id)
    .filter((id) => !arriving.includes(id))
}

/** How many residents must leave `base` for `arriving` to fit, 0 if they fit (4.8). */
export function chainNeeded(t: Tx, base: BaseId, arriving: readonly UnitId[]): number {
  const room =
    capacityNow(t.ctx, t.s, base) -
    placesTaken(
      t.ctx,
      base,
      (t.s.stacks[base] ?? []).filter((id) => !t.s.units[id].eliminated && !arriving.includes(id)),
    )
  return Math.max(0, placesTaken(t.ctx, base, arriving) - Math.max(0, room)) // exempt units take no place (APTO D16, D17)
}

/** Whether a Change Base may ever end at `final` full by the chain: the option on; never a grass airfield (never over-stacked, 4.3), a carrier, or the UK Transfer Hex (one Allied unit, over-stacked only while passing through: 4.1, 4.8; T-22). */
export function mayChainAt(t: Tx, final: BaseId): boolean {
  if (!t.s.scenario.options.basingChoices || isGrassAirfield(t.ctx, final) || isCarrier(t.ctx, final))
    return false
  return !t.ctx.baseDefs.get(final)?.components.some((c) => c.kind === 'UKTransferHex')
}

/** Whether a Change Base may end at the full `final` base by the chain (4.8): how many residents must leave, or null when it may not. */
export function chainFor(t: Tx, side: SideId, final: BaseId, units: readonly UnitId[]): number | null {
  if (!mayChainAt(t, final)) return null
  const needed = chainNeeded(t, final, units)
  if (needed === 0) return null
  return chainResidents(t, side, final, units).length >= needed ? needed : null
}

/** One-hop destinations for residents leaving `base` together: friendly bases with room for all of them, within twice the range of each (4.1). */
export function chainDestinations(
  t: Tx,
  side: SideId,
  base: BaseId,
  units: readonly UnitId[],
): ChainDestination[] {
  const from = baseLoc(t.ctx, base)
  const out: ChainDestination[] = []
  const reach = Math.min(...units.map((id) => 2 * rangeOf(t.ctx, t.s.units[id], from)))
  // Only the bases that may lie within reach (baseGrid.ts: a superset, in the side's order; a base
  // outside the hexes always listed), each measured below: thousands of bases on the largest maps.
  for (const b of basesWithin(t.ctx, side, from, reach)) {
    if (b.id === base || b.carrier) continue
    const loc = t.ctx.baseLoc.get(b.id)
    if (loc === undefined || t.ctx.weatherAt(loc) === 'grounded') continue
    if (airDistance(t.ctx, from, loc) > reach) continue // out of reach even straight (flightDistance below): looked at first, most bases are
    // Room as the Change Base counts it at its last base (4.8; 4.5 at a port doubled by a docked carrier).
    const live = placesTaken(
      t.ctx,
      b.id,
      (t.s.stacks[b.id] ?? []).filter((id) => !t.s.units[id].eliminated && !units.includes(id)),
    )
    if (
      artificialPlaces(t.ctx, t.s, b.id) > 0
        ? !hasRoom(t.ctx, t.s, b.id, units)
        : capacityNow(t.ctx, t.s, b.id) - live < placesTaken(t.ctx, b.id, units)
    )
      continue
    if (
      isGrassAirfield(t.ctx, b.id) &&
      units.some((id) => !['F', 'FB', 'N'].includes(t.ctx.unitDefs.get(id)?.type ?? ''))
    )
      continue
    if (units.some((id) => basingRefusal(t.ctx, t.s, id, b.id)) || !smallFightersFit(t.ctx, t.s, b.id, units))
      continue // Floatplanes at ports only, at most 4 Small Fighters (APTO D1, D16)
    if (t.s.turn.phase === 'offensive' && offensiveRebaseBanned(t.ctx, t.s, [from, loc])) continue // (4.1; APTO 1.5: within one affected zone it may)
    if (fullWeatherEffects(t.s, t.ctx) && units.some((id) => !launchReach(t, t.s.units[id], from, loc, 2)))
      continue // APTO: the weather on the way (1.5, 1.7)
    const distance = flightDistance(t.ctx, from, loc, reach) // around forbidden hexes, as the launch's route (4.12)
    if (distance <= reach) out.push({ base: b.id, hex: label(t, loc), distance })
  }
  return out.sort((a, b) => a.distance - b.distance || a.base.localeCompare(b.base))
}

/** The Change Base `mission` has landed `units` at the full `base`: its residents must leave (4.8). */
export function chainDue(t: Tx, base: BaseId, units: readonly UnitId[], needed: number): void {
  ;(mutBasing(t.s).chain ??= []).push({ base, units: [...units], needed })
}

/** The first chain of the queue is done (chosen or dropped). */
function chainDone(t: Tx): void {
  const b = mutBasing(t.s)
  b.chain!.shift()
  if (!b.chain!.length) delete b.chain
}

/** The owner's D-BASE-CHAIN decision, or 'progress' when nothing is left to choose. */
export function chainDecision(t: Tx): Pending | 'progress' | null {
  const queue = t.s.basing?.chain
  if (!queue?.length) return null
  const c = queue[0]
  const side = t.ctx.baseDefs.get(c.base)!.owner
  const arriving = c.units.filter((id) => !t.s.units[id].eliminated && t.s.units[id].base === c.base)
  const needed = Math.min(c.needed, chainNeeded(t, c.base, arriving))
  const residents = chainResidents(t, side, c.base, arriving)
  const leave = residents.filter((id) => chainDestinations(t, side, c.base, [id]).length > 0)
  if (needed === 0 || leave.length < needed || !chainSets(t, side, c.base, leave, needed).length) {
    chainDone(t)
    if (needed > 0) stayOverStacked(t, c.base, arriving)
    return 'progress'
  }
  return {
    kind: 'baseChain',
    side,
    base: c.base,
    arriving,
    residents: leave,
    needed,
    rule: RULE,
    loc: label(t, baseLoc(t.ctx, c.base)),
    prompt: `${names(t, arriving)} ${arriving.length === 1 ? 'has' : 'have'} landed at ${baseLabel(t, c.base)}, which is full: choose ${needed === 1 ? 'the unit' : `${needed} units`} based there that change base out now, and where (4.8).`,
  }
}

/** No resident can leave any more: the newcomers stay over-stacked within the limits; beyond them they are eliminated (4.8). */
function stayOverStacked(t: Tx, base: BaseId, arriving: readonly UnitId[]): void {
  const ops = operationalSet(t.ctx, t.s, base)
  const grounded = arriving.filter((id) => !ops.has(id))
  for (const id of grounded) {
    const stack = (t.s.stacks[base] ?? []).filter((x) => !t.s.units[x].eliminated)
    if (placesTaken(t.ctx, base, stack) > 2 * capacityNow(t.ctx, t.s, base) || !mayOverStackNow(t, base)) {
      eliminate(t, id)
      emit(t, {
        type: 'eliminated',
        text: `${unitName(t.ctx, id)} is eliminated: no unit at ${baseLabel(t, base)} could change base out, and it may not over-stack there (4.8).`,
        rule: RULE,
        side: t.s.units[id].side,
        units: [id],
      })
    } else
      emit(t, {
        type: 'overStacked',
        text: `${unitName(t.ctx, id)} stays over-stacked at ${baseLabel(t, base)}: no unit there could change base out when it arrived (4.8).`,
        rule: RULE,
        side: t.s.units[id].side,
        units: [id],
      })
  }
}

/** mayOverStack counts one more unit; the newcomer is already in the stack. */
function mayOverStackNow(t: Tx, base: BaseId): boolean {
  if (!isOverStacked(t.ctx, t.s, base)) return true
  const stack = (t.s.stacks[base] ?? []).filter((x) => !t.s.units[x].eliminated)
  // The stacks with this one changed, the others read through: mayOverStack reads stacks by base
  // only, and copying the record (a thousand bases and more) cost more than the whole test.
  const stacks: GameState['stacks'] = Object.defineProperty(
    Object.create(t.s.stacks) as GameState['stacks'],
    base,
    {
      value: stack.slice(0, -1),
      enumerable: true,
    },
  )
  return mayOverStack(t.ctx, { ...t.s, stacks }, base)
}

/** D-BASE-CHAIN: the residents `a.units` change base out of the full base along `a.hops` (4.8). */
export function actChainChangeBase(
  t: Tx,
  p: Extract<Pending, { kind: 'baseChain' }>,
  a: Extract<Action, { type: 'chainChangeBase' }>,
): void {
  if (!Array.isArray(a.units) || a.units.some((id) => typeof id !== 'string' || !p.residents.includes(id)))
    refuse(
      RULE,
      `Choose units based at ${baseLabel(t, p.base)} that may change base now: ${names(t, p.residents)}.`,
    )
  const units = [...new Set(a.units)]
  if (units.length < p.needed)
    refuse(
      RULE,
      `${p.needed} unit${p.needed === 1 ? '' : 's'} must change base out of ${baseLabel(t, p.base)} for the newcomers to fit (4.8); ${units.length} chosen.`,
    )
  const op = t.s.offensivePhase?.current
  const counted = op ? [...op.missions] : null
  if (op) op.missions = [] // part of the Change Base that filled the base, not a new mission of the Air Offensive (4.25)
  // A Fighter-Bomber or Naval-Air unit flies its Change Base in the Fighter role (it may have to fight if intercepted; 4.0).
  const roles = Object.fromEntries(
    units.filter((id) => needsRole(t.ctx, id)).map((id) => [id, 'fighter' as const]),
  )
  actLaunch(
    t,
    {
      type: 'launch',
      base: p.base,
      units,
      mission: 'changeBase',
      hops: a.hops,
      ...(Object.keys(roles).length ? { roles } : {}),
    },
    p.side,
    null,
  )
  if (op && counted) op.missions = counted
  chainDone(t)
  emit(t, {
    type: 'baseChain',
    text: `${sideName(t, p.side)} changes base out of ${baseLabel(t, p.base)} with ${names(t, units)} as ${names(t, p.arriving)} arrive${p.arriving.length === 1 ? 's' : ''} (4.8).`,
    rule: RULE,
    side: p.side,
  })
}

/** Sets of exactly `needed` of `units` (in order, at most `limit` of them) that have a one-hop destination with room for them all. */
function chainSets(
  t: Tx,
  side: SideId,
  base: BaseId,
  units: readonly UnitId[],
  needed: number,
  limit = 64,
): { units: UnitId[]; to: ChainDestination[] }[] {
  const out: { units: UnitId[]; to: ChainDestination[] }[] = []
  const pick = (from: number, chosen: UnitId[]): void => {
    if (out.length >= limit) return
    if (chosen.length === needed) {
      const to = chainDestinations(t, side, base, chosen)
      if (to.length) out.push({ units: [...chosen], to })
      return
    }
    for (let i = from; i <= units.length - (needed - chosen.length); i++) pick(i + 1, [...chosen, units[i]])
  }
  pick(0, [])
  return out
}

/** Every legal answer (up to 64 sets of residents): each set of exactly `needed` residents, to each one-hop destination with room for them all. */
export function legalChain(_state: GameState, p: Extract<Pending, { kind: 'baseChain' }>, t: Tx) {
  const out: Action[] = []
  for (const set of chainSets(t, p.side, p.base, p.residents, p.needed))
    for (const d of set.to)
      out.push({ type: 'chainChangeBase', side: p.side, units: set.units, hops: [d.base] })
  return out
}
