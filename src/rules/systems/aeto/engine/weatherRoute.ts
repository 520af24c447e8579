// Routes under APTO's weather (1.5, 1.7; spec §2.3 E6, E7): a launch's own route goes around
// grounded zones, and whether a unit reaches a place depends on the worst weather on the way.
// Only the context and the weather's effects: the listings of every mission may ask it.
import type { WeatherCondition } from '../scenario/schema'
import type { Loc, UnitState } from '../types'
import { fullWeatherEffects, rangeUnder, worstWeather } from '../weather/effects'
import { rangeOf } from '../units'
import type { Tx } from './core'

/**
 * The route a flight takes by itself under APTO's weather (1.5, 1.7): around the grounded zones, and
 * among the cheapest routes one whose worst weather is the mildest, so that it does not take on a
 * halving it could fly around at no cost; null if no route avoids the grounded zones; undefined when
 * every zone is clear (the plain route stands).
 */
export function weatherRoute(t: Tx, from: Loc, to: Loc): Loc[] | null | undefined {
  if (!weatherMatters(t)) return undefined
  return routeAround(t, from, to, (l) => t.ctx.weatherAt(l) === 'grounded')
}

/** APTO's weather effects are played and some zone's weather is not clear now: routes and reach depend on it. */
function weatherMatters(t: Tx): boolean {
  return (
    fullWeatherEffects(t.s, t.ctx) &&
    (t.s.scenario.weather?.zones ?? []).some(
      (z) => (t.s.weather?.zones[z.id]?.effect ?? z.condition) !== 'clear',
    )
  )
}

const RANK: Record<WeatherCondition, number> = {
  clear: 0,
  halfStrength: 1,
  halfStrengthAndRange: 2,
  grounded: 3,
}

/**
 * A cheapest route from `from` to `to` entering no forbidden location and none that `avoid` names,
 * and among those one whose worst weather (the start's included) is the mildest; null if none
 * (Dijkstra on MP then worst weather — both keep their order as a route grows —, a binary heap).
 */
function routeAround(t: Tx, from: Loc, to: Loc, avoid: (l: Loc) => boolean): Loc[] | null {
  const map = t.ctx.map
  type Label = [number, number, Loc] // MP, worst weather's rank, location
  const before = (a: Label, b: Label) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1])
  const best = new Map<Loc, Label>([[from, [0, RANK[t.ctx.weatherAt(from)], from]]])
  const prev = new Map<Loc, Loc>()
  const heap: Label[] = [best.get(from)!]
  const push = (x: Label) => {
    heap.push(x)
    for (let i = heap.length - 1; i > 0;) {
      const j = (i - 1) >> 1
      if (!before(heap[i], heap[j])) break
      ;[heap[i], heap[j]] = [heap[j], heap[i]]
      i = j
    }
  }
  const pop = (): Label => {
    const top = heap[0]
    const last = heap.pop()!
    if (heap.length) {
      heap[0] = last
      for (let i = 0; ;) {
        const l = 2 * i + 1
        const r = l + 1
        let m = i
        if (l < heap.length && before(heap[l], heap[m])) m = l
        if (r < heap.length && before(heap[r], heap[m])) m = r
        if (m === i) break
        ;[heap[i], heap[m]] = [heap[m], heap[i]]
        i = m
      }
    }
    return top
  }
  while (heap.length) {
    const cur = pop()
    const at = cur[2]
    if (before(best.get(at)!, cur)) continue
    if (at === to) break
    for (const n of map.neighbours(at)) {
      if (map.forbidden(n) || avoid(n)) continue
      const next: Label = [cur[0] + map.enterCost(n), Math.max(cur[1], RANK[t.ctx.weatherAt(n)]), n]
      const known = best.get(n)
      if (!known || before(next, known)) {
        best.set(n, next)
        prev.set(n, at)
        push(next)
      }
    }
  }
  if (!prev.has(to)) return null
  const out: Loc[] = []
  for (let l = to; l !== from; l = prev.get(l)!) out.push(l)
  return out.reverse()
}

/**
 * Whether a unit launched from `from` reaches `to` along the route a launch takes by itself, under
 * APTO's weather (1.5, 1.7): no grounded location on it, and its cost within the range of the worst
 * weather on it, the base's included. True when APTO's weather effects are not played (the callers
 * test the range as before).
 */
export function launchReach(t: Tx, u: UnitState, from: Loc, to: Loc, factor = 1): boolean {
  if (!weatherMatters(t) || from === to) return true
  if (t.ctx.weatherAt(from) === 'grounded') return false
  const around = weatherRoute(t, from, to)
  const route = around === undefined ? t.ctx.map.path(from, to) : around
  if (!route?.length) return false
  let w: WeatherCondition = t.ctx.weatherAt(from)
  let cost = 0
  let at = from
  for (const l of route) {
    if (t.ctx.weatherAt(l) === 'grounded') return false
    w = worstWeather(w, t.ctx.weatherAt(l))
    cost += t.ctx.map.moveCost(at, l)
    at = l
  }
  return cost <= factor * rangeUnder(t.ctx, u, w)
}

/** Under APTO's weather: the route a flight takes by itself from `from` to `to`, its cost and the worst weather on it, the start's included; null if no route avoids the grounded zones; undefined when APTO's weather effects are not played. */
export function weatherWay(
  t: Tx,
  from: Loc,
  to: Loc,
): { cost: number; weather: WeatherCondition } | null | undefined {
  if (!weatherMatters(t)) return undefined
  if (from === to) return { cost: 0, weather: t.ctx.weatherAt(from) }
  const around = weatherRoute(t, from, to)
  const route = around === undefined ? t.ctx.map.path(from, to) : around
  if (!route?.length) return null
  let w: WeatherCondition = t.ctx.weatherAt(from)
  let cost = 0
  let at = from
  for (const l of route) {
    w = worstWeather(w, t.ctx.weatherAt(l))
    cost += t.ctx.map.moveCost(at, l)
    at = l
  }
  return { cost, weather: w }
}

/**
 * Whether `u`, at its base at `from`, reaches `to` on a mission launched now, as the launch checks
 * it for one unit flying the route it takes by itself (4.1, 4.12; APTO 1.5, 1.7): no launch from a
 * grounded base; the route's MP within `factor` × its range as the weather leaves it — halved at a
 * base whose weather halves range, and in APTO by the worst weather on the way, around grounded
 * zones. What the map's reach overlays and the target lists show.
 */
export function missionReach(t: Tx, u: UnitState, from: Loc, to: Loc, factor = 1): boolean {
  if (t.ctx.weatherAt(from) === 'grounded') return false
  if (from === to) return true
  const path = t.ctx.map.path(from, to)
  if (!path) return false
  let cost = 0
  let at = from
  for (const l of path) {
    cost += t.ctx.map.moveCost(at, l)
    at = l
  }
  return cost <= factor * rangeOf(t.ctx, u, from) && launchReach(t, u, from, to, factor)
}
