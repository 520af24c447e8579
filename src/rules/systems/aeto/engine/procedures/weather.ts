// The Weather Phase of a month (APTO viii, Part 1; engine/weatherPhase.ts): D-WEATHER, the
// month's dice, then the month's first phase.
import { enterPhase, phaseOver } from '../sequence'
import { actDetermineWeather, weatherDecision, weatherDie } from '../weatherPhase'
import type { Procedure } from './procedure'
import type { WeatherForecast } from '../../weather/state'

declare module '../../types' {
  interface PendingByKind {
    /** D-WEATHER: the Weather Phase of a month (APTO viii, Part 1): determine the month's weather; `forecast` gives every chance. */
    weather: PendingBase & { kind: 'weather'; forecast: WeatherForecast }
  }
  interface ActionByType {
    /** D-WEATHER (APTO Part 1): roll the month's weather: its letter on the Turn Track, then each zone's Air Operation Effects. */
    determineWeather: { type: 'determineWeather' }
  }
}

export const weather: Procedure = {
  id: 'weather',
  actions: {
    determineWeather: {},
  },
  decisions: {
    weather: {
      accepts: { determineWeather: (t) => actDetermineWeather(t) },
      legal: (_state, p) => [{ type: 'determineWeather', side: p.side }],
    },
  },
  die: weatherDie,
  decide(t) {
    const w = weatherDecision(t)
    if (w !== 'enter') return w
    if (!enterPhase(t)) phaseOver(t)
    return 'progress'
  },
}
