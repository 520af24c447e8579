// The bot's fixed long-distance transfers (4.1: APTO's [A]–[C], D8; AETO's Trans-Atlantic and
// Trans-African): an air unit idle where it is —
// no enemy base within its range of its own base (a unit in the United States Box) — makes the
// scenario's transfer to the base of the other end nearest an enemy base within its range, so it
// can fight in a later Phase. Units that can reach an enemy where they are stay, so a unit never
// goes back and forth. Where the route leaves a hop of the Change Base (the Trans-Atlantic's third, 4.1), a
// base one ordinary hop on is weighed as well. Deterministic: the routes, bases and units in the order the rules list them.
import { contextOf } from '../context'
import { tx } from '../engine/core'
import { airDistance } from '../engine/geometry'
import { fixedTransferOptions } from '../engine/fixedTransfer'
import type { BaseId, GameState, Loc, Pending, SideId, UnitId } from '../types'
import { rangeOf } from '../units'
import { baseLabel, unitList } from './format'
import type { BotDecision } from './policy'

type P<K extends Pending['kind']> = Extract<Pending, { kind: K }>

/** The nearest enemy base (on the map or a carrier) to `from`, by air distance; null when the enemy has none. */
function nearestEnemyBase(
  state: GameState,
  side: SideId,
  from: Loc,
): { base: BaseId; distance: number } | null {
  const ctx = contextOf(state)
  let best: { base: BaseId; distance: number } | null = null
  for (const b of ctx.baseDefs.values()) {
    if (b.owner === side) continue
    const loc = ctx.baseLoc.get(b.id)
    if (loc === undefined) continue
    const distance = airDistance(ctx, from, loc)
    if (!best || distance < best.distance) best = { base: b.id, distance }
  }
  return best
}

interface Move {
  transfer: string
  name: string
  from: BaseId
  to: BaseId
  /** One ordinary hop on from `to`, flown as a launch (4.1: the Trans-Atlantic's third hop). */
  onward?: BaseId
  units: UnitId[]
  enemy: BaseId
  distance: number
}

/** The transfers worth making now, the largest group first: [] outside the side's own Naval and Air Phase or when every unit has work where it is. */
export function transferMoves(state: GameState, side: SideId): Move[] {
  const t = tx(state)
  const ctx = t.ctx
  const moves: Move[] = []
  for (const o of fixedTransferOptions(t, side)) {
    // A stop of a route (the UK Transfer Hex, Capetown) is a way through, not where a unit goes to fight.
    const stops = new Set(state.scenario.transfers?.find((r) => r.id === o.transfer)?.stops ?? [])
    const here = ctx.baseLoc.get(o.from)
    if (here === undefined) continue
    for (const u of o.units) {
      const unit = state.units[u.id]
      const nearHere = nearestEnemyBase(state, side, here)
      if (!nearHere || nearHere.distance <= rangeOf(ctx, unit, here)) continue // it has an enemy to reach where it is
      let pick: { to: BaseId; onward?: BaseId; enemy: BaseId; distance: number } | null = null
      // Each end, and each base one ordinary hop on from an end reached in fewer than three hops (4.1).
      const ways: { to: BaseId; onward?: BaseId }[] = [
        ...u.to.map((to) => ({ to })),
        ...Object.entries(u.onward ?? {}).flatMap(([to, on]) => (on ?? []).map((b) => ({ to, onward: b }))),
      ]
      for (const w of ways) {
        const lands = w.onward ?? w.to
        if (stops.has(lands)) continue
        const at = ctx.baseLoc.get(lands)
        const near = at === undefined ? null : nearestEnemyBase(state, side, at)
        if (!near || at === undefined || near.distance > rangeOf(ctx, unit, at)) continue
        if (!pick || near.distance < pick.distance) pick = { ...w, enemy: near.base, distance: near.distance }
      }
      if (!pick) continue
      const same = moves.find(
        (m) => m.transfer === o.transfer && m.from === o.from && m.to === pick.to && m.onward === pick.onward,
      )
      if (same) same.units.push(u.id)
      else
        moves.push({
          transfer: o.transfer,
          name: o.name,
          from: o.from,
          to: pick.to,
          ...(pick.onward !== undefined ? { onward: pick.onward } : {}),
          units: [u.id],
          enemy: pick.enemy,
          distance: pick.distance,
        })
    }
  }
  return moves.sort((a, b) => b.units.length - a.units.length)
}

/** The fixed transfer of the idle units (all of one group together, then one at a time if the base lacks room for them all); [] when none is worth making. */
export function transferProposals(state: GameState, p: P<'plan'>): BotDecision[] {
  const out: BotDecision[] = []
  for (const m of transferMoves(state, p.side)) {
    const lands = m.onward ?? m.to
    const cite = `4.1${state.scenario.variant === 'apto' ? '; APTO D8' : ''}`
    const why = (units: readonly UnitId[]) =>
      `Transfer ${unitList(state, units)} from ${baseLabel(state, m.from)} to ${baseLabel(state, m.to)} by the ${m.name}${m.onward !== undefined ? `, then one ordinary hop on to ${baseLabel(state, m.onward)}` : ''}: no enemy base is within ${units.length === 1 ? 'its' : 'their'} range where ${units.length === 1 ? 'it is' : 'they are'}; from ${baseLabel(state, lands)} the enemy's ${baseLabel(state, m.enemy)} is ${m.distance} hexes away. ${m.onward !== undefined ? `The route at once; the last hop flown hex by hex, open to interception (${cite}).` : `At once, no interception; Currently Committed this Phase (${cite}).`}`
    const action = (units: UnitId[]) => ({
      type: 'fixedTransfer' as const,
      side: p.side,
      transfer: m.transfer,
      units,
      to: m.to,
      ...(m.onward !== undefined ? { onward: m.onward } : {}),
    })
    out.push({ action: action([...m.units]), reasoning: [why(m.units)] })
    if (m.units.length > 1)
      for (const id of m.units) out.push({ action: action([id]), reasoning: [why([id])] })
  }
  return out
}
