// Where the weather acts on an air unit (APTO 1.5, 1.7; spec §2.3 E3–E7, T01, W7). A unit takes on
// the effects of an affected zone as it enters it, and one that started in an affected zone keeps
// them all the way to a target outside it: a flight carries the worst weather of every location it
// has entered, its launch base first (grounded > strength and range halved > strength halved).
// Played in APTO (option `weatherAirEffects`, default by variant); otherwise the weather is the
// weather where the unit is (its base for range), as before.
import type { ScenarioContext } from '../context'
import type { WeatherCondition } from '../scenario/schema'
import type { Flight, GameState, Loc, UnitState } from '../types'
import { faceOf } from '../units'

const RANK: Record<WeatherCondition, number> = {
  clear: 0,
  halfStrength: 1,
  halfStrengthAndRange: 2,
  grounded: 3,
}

/** The worse of two weather conditions (W7). */
export function worstWeather(a: WeatherCondition, b: WeatherCondition): WeatherCondition {
  return RANK[b] > RANK[a] ? b : a
}

/** Whether APTO's weather effects on air units are played in full (APTO 1.5, 1.7; option `weatherAirEffects`). */
export function fullWeatherEffects(s: Pick<GameState, 'scenario'>, ctx: ScenarioContext): boolean {
  return s.scenario.options.weatherAirEffects ?? ctx.variant.weatherAirEffects
}

/** The weather a flight carries: the worst of every location it has entered, its launch location first (1.7; T01). */
export function flightWeather(ctx: ScenarioContext, f: Pick<Flight, 'path' | 'loc'>): WeatherCondition {
  let w = ctx.weatherAt(f.loc)
  for (const l of f.path) w = worstWeather(w, ctx.weatherAt(l))
  return w
}

/**
 * The weather acting on a unit at `at` (default: where it is): that place's; in APTO also the worst
 * its flight has carried there (1.5, 1.7). On the ground: its base's.
 */
export function unitWeather(ctx: ScenarioContext, s: GameState, u: UnitState, at?: Loc): WeatherCondition {
  const here = at ?? u.aloft?.loc ?? ctx.baseLoc.get(u.base)
  const w = here === undefined ? 'clear' : ctx.weatherAt(here)
  if (!u.aloft || !fullWeatherEffects(s, ctx)) return w
  const f = s.flights[u.aloft.flight]
  return f ? worstWeather(w, flightWeather(ctx, f)) : w
}

/** "Strength halved" and "strength and range halved" both halve strength (1.3, 1.4; E3). */
export function halvesStrength(w: WeatherCondition): boolean {
  return w === 'halfStrength' || w === 'halfStrengthAndRange'
}

/** The rule that prints an air effect: 1.3 and 1.4 for the two tables; the effects on air units are 1.5. */
export const AIR_EFFECT_RULE = '1.5'

/** A unit's printed strength (current face) as the weather leaves it: halved, rounded down, under a strength-halving effect (1.3–1.5; E2, E3). */
export function weatherStrength(
  ctx: ScenarioContext,
  s: GameState,
  u: UnitState,
  at?: Loc,
): { strength: number; halved: boolean } {
  const printed = faceOf(ctx, u).strength
  const halved = fullWeatherEffects(s, ctx) && halvesStrength(unitWeather(ctx, s, u, at))
  return { strength: halved ? Math.floor(printed / 2) : printed, halved }
}

/** The range a unit flies with under weather carried so far (`carried`): halved, rounded down, by "strength and range halved" (1.3, 1.4; E4). */
export function rangeUnder(ctx: ScenarioContext, u: UnitState, carried: WeatherCondition): number {
  const r = faceOf(ctx, u).range
  return carried === 'halfStrengthAndRange' ? Math.floor(r / 2) : r
}

/** Interception range from `from` to an engagement at `to`: max(minimum, half the range), the range halved if either place halves it (4.13; APTO 1.7; E5, W6). */
export function interceptRangeTo(
  ctx: ScenarioContext,
  s: GameState,
  u: UnitState,
  from: Loc,
  to: Loc,
): number {
  const w = fullWeatherEffects(s, ctx)
    ? worstWeather(ctx.weatherAt(from), ctx.weatherAt(to))
    : ctx.weatherAt(from)
  return Math.max(ctx.variant.interceptRangeMin, Math.floor(rangeUnder(ctx, u, w) / 2))
}

/** Whether the weather halves a striker's strength over `target` (1.5, 1.7; W2): aloft, what its flight carries there; on the ground, the worse of its base and the target. */
export function strikeHalved(ctx: ScenarioContext, s: GameState, u: UnitState, target: Loc): boolean {
  if (!fullWeatherEffects(s, ctx)) return false
  if (u.aloft) return halvesStrength(unitWeather(ctx, s, u))
  const base = ctx.baseLoc.get(u.base)
  return halvesStrength(
    worstWeather(base === undefined ? 'clear' : ctx.weatherAt(base), ctx.weatherAt(target)),
  )
}

/** The range for a "within range" test from `from` to `to` (reconnaissance): halved if the base, or in APTO the place reached, halves it (1.3, 1.4, 1.7; E4). */
export function rangeBetween(ctx: ScenarioContext, s: GameState, u: UnitState, from: Loc, to: Loc): number {
  const w = fullWeatherEffects(s, ctx)
    ? worstWeather(ctx.weatherAt(from), ctx.weatherAt(to))
    : ctx.weatherAt(from)
  return rangeUnder(ctx, u, w)
}

/** Why no air unit may act at `loc` (a grounded zone, APTO 1.5; E6), or null. */
export function groundedAt(ctx: ScenarioContext, s: GameState, loc: Loc, what: string): string | null {
  if (!fullWeatherEffects(s, ctx) || ctx.weatherAt(loc) !== 'grounded') return null
  const zone = ctx.weatherZoneName(loc)
  return `No ${what} of ${ctx.map.locLabel(loc)}: the weather${zone ? ` of its zone (${zone})` : ''} grounds all air activity there this month, reconnaissance included (APTO 1.5).`
}

/** A Change Base in the Offensive Phase through these bases goes into or out of an affected zone (1.5, 4.1); in APTO one wholly within a single affected zone does not (E8). */
export function offensiveRebaseBanned(ctx: ScenarioContext, s: GameState, locs: readonly Loc[]): boolean {
  if (!locs.some((l) => ctx.weatherAt(l) !== 'clear')) return false
  if (!fullWeatherEffects(s, ctx)) return true
  return new Set(locs.map((l) => ctx.weatherZoneOf(l))).size > 1
}

/** The weather's modifiers to a naval interception roll at `loc` (1.3, 1.4, 3.6; E11): the players roll it, Sortie tells them. */
export function navalInterceptionWeather(
  ctx: ScenarioContext,
  s: GameState,
  loc: Loc,
): { value: number; rule: string; label: string }[] {
  if (!fullWeatherEffects(s, ctx)) return []
  const out: { value: number; rule: string; label: string }[] = []
  const zone = ctx.weatherZoneOf(loc)
  const severe = s.scenario.weather?.zones.find((z) => z.id === zone)?.severity === 'severe'
  const condition = zone !== null ? s.weather?.zones[zone]?.condition : undefined
  if (severe && condition === 'W') out.push({ value: -1, rule: '1.3', label: 'Wet in the Severe zone' })
  if (severe && condition === 'M') out.push({ value: -2, rule: '1.4', label: 'Monsoon in the Severe zone' })
  if (ctx.weatherAt(loc) !== 'clear') out.push({ value: -1, rule: '3.6', label: 'inclement weather effects' })
  return out
}
