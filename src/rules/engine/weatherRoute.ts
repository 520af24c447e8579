// Routes under APTO's weather (1.5, 1.7; spec §2.3 E6, E7): a launch's own route goes around
// grounded zones, and whether a unit reaches a place depends on the worst weather on the way.
// Only the context and the weather's effects: the listings of every mission may ask it.
import type { WeatherCondition } from '../scenario/schema'
import type { Loc, UnitState } from '../types'
import { fullWeatherEffects, rangeUnder, worstWeather } from '../weather/effects'
import type { Tx } from './core'

/** The route a flight takes by itself when grounded zones bar the way (APTO 1.5): null if none, undefined when the plain route stands. */
export function weatherRoute(t: Tx, from: Loc, to: Loc): Loc[] | null | undefined {
  if (!fullWeatherEffects(t.s, t.ctx) || !groundedZones(t)) return undefined
  return routeAround(t, from, to, (l) => t.ctx.weatherAt(l) === 'grounded')
}

/** APTO's weather effects are played and some zone's weather is not clear now: routes and reach depend on it. */
function weatherMatters(t: Tx): boolean {
  return fullWeatherEffects(t.s, t.ctx) && (t.s.scenario.weather?.zones ?? []).some((z) => (t.s.weather?.zones[z.id]?.effect ?? z.condition) !== 'clear')
}

/** Whether any weather zone is grounded now (the month's weather, or a fixed condition). */
function groundedZones(t: Tx): boolean {
  const w = t.s.weather
  return (t.s.scenario.weather?.zones ?? []).some((z) => (w?.zones[z.id]?.effect ?? z.condition) === 'grounded')
}

/** A cheapest route from `from` to `to` entering no forbidden location and none that `avoid` names; null if none (Dijkstra, a binary heap). */
function routeAround(t: Tx, from: Loc, to: Loc, avoid: (l: Loc) => boolean): Loc[] | null {
  const map = t.ctx.map
  const dist = new Map<Loc, number>([[from, 0]])
  const prev = new Map<Loc, Loc>()
  const heap: [number, Loc][] = [[0, from]]
  const push = (x: [number, Loc]) => {
    heap.push(x)
    for (let i = heap.length - 1; i > 0; ) {
      const j = (i - 1) >> 1
      if (heap[j][0] <= heap[i][0]) break
      ;[heap[i], heap[j]] = [heap[j], heap[i]]
      i = j
    }
  }
  const pop = (): [number, Loc] => {
    const top = heap[0]
    const last = heap.pop()!
    if (heap.length) {
      heap[0] = last
      for (let i = 0; ; ) {
        const l = 2 * i + 1
        const r = l + 1
        let m = i
        if (l < heap.length && heap[l][0] < heap[m][0]) m = l
        if (r < heap.length && heap[r][0] < heap[m][0]) m = r
        if (m === i) break
        ;[heap[i], heap[m]] = [heap[m], heap[i]]
        i = m
      }
    }
    return top
  }
  while (heap.length) {
    const [d0, at] = pop()
    if (d0 > dist.get(at)!) continue
    if (at === to) break
    for (const n of map.neighbours(at)) {
      if (map.forbidden(n) || avoid(n)) continue
      const d = d0 + map.enterCost(n)
      if (d < (dist.get(n) ?? Infinity)) {
        dist.set(n, d)
        prev.set(n, at)
        push([d, n])
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
export function weatherWay(t: Tx, from: Loc, to: Loc): { cost: number; weather: WeatherCondition } | null | undefined {
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
