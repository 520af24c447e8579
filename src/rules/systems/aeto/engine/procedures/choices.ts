// Helpers of the legal-action lists that several procedures share.
import type { Action, GameState, UnitId } from '../../types'
import { tx } from '../core'
import { carrierStatusOptions } from '../carrierStatus'
import { capturableBases } from '../forcedRebase'
import { demolishable } from '../grassAirfields'
import type { LegalOptions } from './procedure'

/** The subsets of `items` a choice offers: all of them up to `max` items, else none, each alone and all. */
export function subsets<T>(items: readonly T[], max: number, includeEmpty: boolean): T[][] {
  if (items.length > max) {
    const out: T[][] = includeEmpty ? [[]] : []
    for (const x of items) out.push([x])
    if (items.length > 1) out.push([...items])
    return out
  }
  const out: T[][] = []
  for (let mask = includeEmpty ? 0 : 1; mask < 1 << items.length; mask++)
    out.push(items.filter((_, i) => mask & (1 << i)))
  return out
}

/** The largest subset choice enumerated in full. */
export function maxSubset(opts: LegalOptions): number {
  return opts.maxSubsetUnits ?? 10
}

export function groupByBase(set: { base: string; id: UnitId }[]): { base: string; units: UnitId[] }[] {
  const m = new Map<string, UnitId[]>()
  for (const x of set) m.set(x.base, [...(m.get(x.base) ?? []), x.id])
  return [...m].map(([base, units]) => ({ base, units }))
}

/** Demolishing one's own empty grass airfields (4.3), and with `outsideEvents` the enemy bases the side's land units may capture (4.7). */
export function basingEvents(
  state: GameState,
  side: string,
  out: Action[],
  opts: LegalOptions,
  demolish = true,
): void {
  const t = tx(state)
  if (demolish)
    for (const base of demolishable(t, side)) out.push({ type: 'demolishGrassAirfield', side, base })
  if (opts.outsideEvents)
    for (const base of capturableBases(t, side)) out.push({ type: 'captureBase', side, base })
}

/** With `outsideEvents`: each status the side's carriers may be given now (Part 3; 4.25). */
export function carrierStatusEvents(state: GameState, side: string, out: Action[], opts: LegalOptions): void {
  if (!opts.outsideEvents) return
  for (const o of carrierStatusOptions(tx(state), side))
    for (const status of o.to) out.push({ type: 'carrierStatus', side, ship: o.ship, status })
}
