// The weather in force, as the screen, the map and the runner tell it: each zone's condition and
// air effect, from the month's Weather Phase (APTO Part 1) or the scenario's fixed conditions.
import type { GameState } from '../types'
import type { WeatherCondition } from '../scenario/schema'
import { EFFECT_NAMES, LETTER_NAMES, type WeatherLetter, type ZoneSeverity } from './tables'

/** A fixed condition in a few words (the scenario's zones). */
export const CONDITION_WORDS: Record<WeatherCondition, string> = {
  clear: 'clear',
  halfStrength: 'half strength',
  halfStrengthAndRange: 'half strength and range',
  grounded: 'grounded',
}

export interface ZoneWeatherNow {
  id: string
  name: string
  severity?: ZoneSeverity
  /** The zone's condition this month (1.2–1.4), when the weather is determined. */
  condition: WeatherLetter | null
  effect: WeatherCondition
  /** Not known yet: the Weather Phase is rolling it. */
  pending: boolean
  /** "Monsoon, strength and range halved", "Fair", "half strength" (a fixed condition), "to be determined". */
  text: string
}

export interface WeatherNow {
  /** Determined each month (APTO Part 1), or fixed by the scenario. */
  determined: boolean
  /** The month's weather, once determined. */
  letter: WeatherLetter | null
  /** The Weather Phase is under way. */
  rolling: boolean
  zones: ZoneWeatherNow[]
  /** One line: "Monsoon — Pacific Severe Zone: strength and range halved · …". */
  summary: string
}

/** The weather in force now, or null when the scenario has no weather. */
export function weatherNow(state: Pick<GameState, 'scenario' | 'weather'>): WeatherNow | null {
  const w = state.scenario.weather
  if (!w) return null
  const month = state.weather
  const rolling = !!month?.phase
  const zones = w.zones.map((z): ZoneWeatherNow => {
    const d = month?.zones[z.id]
    if (d) {
      const text =
        d.effect === 'clear'
          ? LETTER_NAMES[d.condition]
          : `${LETTER_NAMES[d.condition]}, ${EFFECT_NAMES[d.effect]}`
      return {
        id: z.id,
        name: z.name,
        severity: z.severity,
        condition: d.condition,
        effect: d.effect,
        pending: false,
        text,
      }
    }
    if (rolling)
      return {
        id: z.id,
        name: z.name,
        severity: z.severity,
        condition: null,
        effect: z.condition,
        pending: true,
        text: 'to be determined',
      }
    return {
      id: z.id,
      name: z.name,
      severity: z.severity,
      condition: null,
      effect: z.condition,
      pending: false,
      text: CONDITION_WORDS[z.condition],
    }
  })
  const letter = month?.letter ?? null
  const head = rolling ? 'Weather Phase: being determined' : letter ? LETTER_NAMES[letter] : null
  const summary = `${head ? `${head} — ` : ''}${zones.map((z) => `${z.name}: ${z.text}`).join(' · ')}`
  return { determined: !!w.determined, letter: rolling ? null : letter, rolling, zones, summary }
}
