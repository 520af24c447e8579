// The bot holding the Initiative (APTO [viii]): in the Naval and Air Phase it lets the enemy go
// first — its own Air Movement Step then comes after the enemy's flights are known and its
// fighters are still free to intercept them; in the Offensive Phase it takes the first Offensive,
// striking before the enemy can spend its own.
import type { GameState, Pending } from '../types'
import type { BotDecision } from './policy'

export function decideInitiative(
  state: GameState,
  p: Extract<Pending, { kind: 'initiative' }>,
): BotDecision[] {
  const enemy = p.sides.find((s) => s !== p.side) ?? p.side
  const first = p.phase === 'offensive' ? p.side : enemy
  const name = (id: string) => state.scenario.sides.find((s) => s.id === id)?.name ?? id
  return [
    {
      action: { type: 'chooseFirst', side: p.side, first },
      reasoning: [
        p.phase === 'offensive'
          ? `I take the first Offensive: my strike comes before the enemy can spend one of its own (APTO [viii]).`
          : `${name(enemy)} goes first: my Air Movement Step comes after its flights are known, and my fighters are free to intercept them (APTO [viii]).`,
      ],
    },
  ]
}
