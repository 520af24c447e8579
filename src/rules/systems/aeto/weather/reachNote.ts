// Why an air unit's reach is short this month, in the words the unit card and the hex panel show
// (APTO 1.3–1.5, 1.7; spec §2.3 E4–E6; AETO 4.12, 4.13): the range halved by "strength and range
// halved" weather at its base (or, in APTO, on its way), or no reach at all from a grounded base.
// The numbers are the rules' (`rangeOf`, `rangeUnder`, `missionReach`); this only says why.
import type { ScenarioContext } from '../context'
import type { GameState, Loc, UnitState } from '../types'
import { faceOf } from '../units'
import { fullWeatherEffects, unitWeather } from './effects'
import { weatherNow } from './now'
import { airEffectTable } from './tables'

/**
 * The rule that gives the weather at `loc` its air effect: the zone's table of the month (1.3 Wet
 * or 1.4 Monsoon) when the weather is determined; otherwise a fixed condition — APTO's effects on
 * air units (1.5), or AETO's "Half Strength and Range" weather (4.12).
 */
export function weatherRuleAt(
  ctx: ScenarioContext,
  s: Pick<GameState, 'scenario' | 'weather'>,
  loc: Loc,
): string {
  const zone = ctx.weatherZoneOf(loc)
  return (zone !== null ? ruleOfZone(s, zone) : null) ?? fixedRule(ctx)
}

/** The rule of the first zone whose weather halves range this month (1.3, 1.4), or the fixed condition's (1.5 in APTO, 4.12 in AETO). */
export function rangeHalvingRule(ctx: ScenarioContext, s: Pick<GameState, 'scenario' | 'weather'>): string {
  for (const z of s.scenario.weather?.zones ?? [])
    if ((s.weather?.zones[z.id]?.effect ?? z.condition) === 'halfStrengthAndRange')
      return ruleOfZone(s, z.id) ?? fixedRule(ctx)
  return fixedRule(ctx)
}

function fixedRule(ctx: ScenarioContext): string {
  return ctx.variant.id === 'apto' ? '1.5' : '4.12'
}

/** The zone's name and its weather in words ("Pacific Severe Zone: Monsoon, strength and range halved"). */
function zoneWords(ctx: ScenarioContext, s: Pick<GameState, 'scenario' | 'weather'>, loc: Loc): string {
  const id = ctx.weatherZoneOf(loc)
  const zone = weatherNow(s)?.zones.find((z) => z.id === id)
  return zone ? `${zone.name}: ${zone.text}` : (ctx.weatherZoneName(loc) ?? ctx.map.locLabel(loc))
}

export interface ReachNote {
  /** The range it flies with now (0: no reach). */
  range: number
  /** Its face's printed range. */
  printed: number
  /** Why, in one sentence, with the rule. */
  why: string
  rule: string
}

/**
 * Why a unit's reach is short now, or null when the weather leaves it whole: grounded at its base
 * (no reach), its range halved by the weather at its base or carried by its flight, or — in APTO —
 * halved wherever it would fly into a zone whose weather halves range, and barred from a grounded one.
 */
export function reachWeatherNote(ctx: ScenarioContext, s: GameState, u: UnitState): ReachNote | null {
  if (u.eliminated) return null
  const printed = faceOf(ctx, u).range
  const half = Math.floor(printed / 2)
  const full = fullWeatherEffects(s, ctx)
  const here = u.aloft ? u.aloft.loc : ctx.baseLoc.get(u.base)
  if (here === undefined) return null
  if (!u.aloft && ctx.weatherAt(here) === 'grounded') {
    const rule = weatherRuleAt(ctx, s, here)
    return {
      range: 0,
      printed,
      rule,
      why: `No reach: all air is grounded by the weather at its base, ${rule} (${zoneWords(ctx, s, here)}).`,
    }
  }
  const carried = u.aloft ? unitWeather(ctx, s, u) : ctx.weatherAt(here)
  if (carried === 'halfStrengthAndRange') {
    const rule = weatherRuleAt(ctx, s, here)
    const where =
      u.aloft && ctx.weatherAt(here) !== 'halfStrengthAndRange'
        ? 'on the way its flight has come (1.7)'
        : `at ${u.aloft ? 'its location' : 'its base'} (${zoneWords(ctx, s, here)})`
    return {
      range: half,
      printed,
      rule,
      why: `Range ${half} of ${printed}: range halved by the weather, ${rule} — ${where}.`,
    }
  }
  if (!full) return null
  // APTO 1.7: a unit entering a zone takes on its weather; none enters a grounded one (1.5).
  const zones = s.scenario.weather?.zones ?? []
  const effect = (id: string) =>
    s.weather?.zones[id]?.effect ?? zones.find((z) => z.id === id)?.condition ?? 'clear'
  const now = weatherNow(s)?.zones ?? []
  const named = (ids: string[]) => ids.map((id) => now.find((z) => z.id === id)?.name ?? id).join(', ')
  const halving = zones.filter((z) => effect(z.id) === 'halfStrengthAndRange').map((z) => z.id)
  const grounded = zones.filter((z) => effect(z.id) === 'grounded').map((z) => z.id)
  if (!halving.length && !grounded.length) return null
  const rules = [...new Set([...halving, ...grounded].map((id) => ruleOfZone(s, id) ?? '1.5'))].join(', ')
  const parts = [
    ...(halving.length
      ? [`range halved by the weather to ${half} wherever it flies into the ${named(halving)}`]
      : []),
    ...(grounded.length ? [`no flight into the ${named(grounded)}, grounded by the weather`] : []),
  ]
  return {
    range: printed,
    printed,
    rule: rules,
    why: `Range ${printed}; ${parts.join('; ')}, ${rules} (1.7).`,
  }
}

/** The table rule of a zone's result this month (1.3 or 1.4), or null when its weather is not determined. */
function ruleOfZone(s: Pick<GameState, 'scenario' | 'weather'>, zone: string): string | null {
  const letter = s.weather?.zones[zone] ? s.weather.letter : null // the month's letter picks the table (a Moderate zone rolls 1.4 in a Monsoon month, Wet as it is for land)
  const severity = s.scenario.weather?.zones.find((z) => z.id === zone)?.severity
  return letter && severity ? (airEffectTable(letter, severity)?.rule ?? null) : null
}
