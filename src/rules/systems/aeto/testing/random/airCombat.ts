// The random player's answer to an air combat attack decision (engine/procedures/airCombat.ts): it
// attacks far more often than it ends its attacks (4.16).
import { ofType, type Choices } from './choice'
import { chance, pick } from './rng'

export const airCombatChoices = {
  attack: ({ rng, legal }) => {
    const attacks = ofType(legal, 'attack')
    return attacks.length && chance(rng, 0.85) ? pick(rng, attacks) : ofType(legal, 'endAttacks')[0]
  },
} satisfies Choices
