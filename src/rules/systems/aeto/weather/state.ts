// The month's weather in the game state (APTO Part 1): absent while the scenario's zones keep their
// fixed conditions; once a Weather Phase has begun, the month, its letter and each zone's result.
import type { WeatherCondition } from '../scenario/schema'
import type { WeatherLetter, ZoneSeverity } from './tables'

export interface ZoneWeather {
  /** The zone's condition this month (1.2–1.4). */
  condition: WeatherLetter
  /** Its Air Operation Effects result (1.3, 1.4): clear when it did not roll. */
  effect: WeatherCondition
  /** The two dice of its Air Operation Effects roll, when it rolled. */
  dice?: [number, number]
}

export interface WeatherState {
  year: number
  month: number
  /** The Turn Track's box for the month as the scenario gives it, or null when it gives none (Fair, not a rule: default used). */
  box: string | null
  /** The month's weather (1.0), null until determined. */
  letter: WeatherLetter | null
  /** The d6 that chose the letter, when the box has several. */
  die?: number
  /** Each zone determined so far this month. */
  zones: Record<string, ZoneWeather>
  /** The Weather Phase under way; absent once the month's weather is determined. */
  phase?: {
    /** The players have asked for the weather (the `determineWeather` action). */
    started: boolean
    /** The zone whose Air Operation Effects dice are being rolled, and the dice so far. */
    dice: number[]
    /** What follows the phase: the month's first phase is entered ("enter"), or the game's start decision stands ("none"). */
    resume: 'enter' | 'none'
  }
}

/** What the Weather Phase decision shows before any die: the box, each letter's chance, each zone's table with its odds. */
export interface WeatherForecast {
  year: number
  month: number
  box: string | null
  letters: { letter: WeatherLetter; from: number; to: number; sixths: number }[]
  zones: {
    id: string
    name: string
    severity: ZoneSeverity
    byLetter: {
      letter: WeatherLetter
      condition: WeatherLetter
      rule: string | null
      bands: { from: number; to: number; effect: WeatherCondition; ways: number }[]
    }[]
  }[]
}
