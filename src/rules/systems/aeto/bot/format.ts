// Words and numbers of the bot's reasoning: unit lists, hex labels, odds out of six.
import { baseName } from '../bases'
import { contextOf } from '../context'
import type { GameState, Loc, SideId, UnitId } from '../types'
import { unitName } from '../units'
import type { ForecastAttack, RoundForecast } from './forecast'
import { percent } from '../../../kernel/percent'

/** A chance as the player's dialogs say it: 2/3 → "66.7%". */
export const pc = percent

/** "; 2.8% of the rolls land on cells left to the players' own chart, not counted", or nothing: the bot reads no printed chart (design §8). */
export function ownChart(share: number): string {
  return share > 0
    ? `; ${pc(share)} of the rolls land on cells left to the players' own chart, not counted`
    : ''
}

/** An expected number of steps, EP or a weight: 0.1666… → "0.17" (a chance is `percent`). */
export function p2(x: number): string {
  const r = Math.round(x * 100) / 100
  return (Object.is(r, -0) ? 0 : r).toFixed(2)
}

export function nameOf(state: GameState, id: UnitId): string {
  return unitName(contextOf(state), id)
}

/** ["Me-109", "Me-109", "Fw-190"] → "2 Me-109 and Fw-190". */
export function unitList(state: GameState, ids: readonly UnitId[]): string {
  const counts = new Map<string, number>()
  for (const id of ids) {
    const n = nameOf(state, id)
    counts.set(n, (counts.get(n) ?? 0) + 1)
  }
  return andList([...counts].map(([n, k]) => (k > 1 ? `${k} ${n}` : n)))
}

export function andList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

export function locLabel(state: GameState, loc: Loc): string {
  return contextOf(state).map.locLabel(loc)
}

export function baseLabel(state: GameState, base: string): string {
  const ctx = contextOf(state)
  const loc = ctx.baseLoc.get(base)
  return loc === undefined ? baseName(ctx, base) : `${baseName(ctx, base)} (${ctx.map.locLabel(loc)})`
}

export function sideName(state: GameState, side: SideId): string {
  return state.scenario.sides.find((s) => s.id === side)?.name ?? side
}

/** "target number 7, hit 66.7%, abort 16.7%, miss 16.7%" (die modifier shown when there is one). */
export function oddsText(a: ForecastAttack): string {
  const drm = a.drm ? `, die modifier ${a.drm > 0 ? '+' : '−'}${Math.abs(a.drm)}` : ''
  return `target number ${a.atn}${drm}, hit ${pc(a.counts.hit / 6)}, abort ${pc(a.counts.abort / 6)}, miss ${pc(a.counts.miss / 6)}`
}

/** One line per planned attack: "Me-109 attacks Whitley: target number 7, hit 66.7%, abort 16.7%, miss 16.7%." */
export function attackLines(state: GameState, f: RoundForecast, side?: SideId): string[] {
  return f.attacks
    .filter((a) => side === undefined || a.side === side)
    .map((a) => `${nameOf(state, a.attacker)} attacks ${nameOf(state, a.target)}: ${oddsText(a)}.`)
}
