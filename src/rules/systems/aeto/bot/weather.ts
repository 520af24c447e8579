// The bot's answer in the Weather Phase (APTO Part 1): the weather is rolled, not chosen; the bot
// asks for it at once and says what the month may bring.
import type { GameState, Pending } from '../types'
import { LETTER_NAMES } from '../weather/tables'
import type { BotDecision } from './policy'

/** D-WEATHER: determine the month's weather. */
export function decideWeather(_state: GameState, p: Extract<Pending, { kind: 'weather' }>): BotDecision[] {
  const f = p.forecast
  const letters = f.letters.map((l) => `${LETTER_NAMES[l.letter]} ${l.sixths}/6`).join(', ')
  return [
    {
      action: { type: 'determineWeather', side: p.side },
      reasoning: [
        `The weather is rolled, not chosen: the month may be ${letters}; each zone that is not Fair then rolls two dice for its air effects (APTO Part 1).`,
      ],
    },
  ]
}
