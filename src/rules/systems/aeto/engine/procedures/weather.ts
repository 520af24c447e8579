// The Weather Phase of a month (APTO viii, Part 1; engine/weatherPhase.ts): D-WEATHER, the
// month's dice, then the month's first phase.
import { enterPhase, phaseOver } from '../sequence'
import { actDetermineWeather, weatherDecision, weatherDie } from '../weatherPhase'
import type { Procedure } from './procedure'

export const weather: Procedure = {
  id: 'weather',
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
