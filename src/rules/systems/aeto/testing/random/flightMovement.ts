// The random player's answer to the moving flight's decision (engine/procedures/flightMovement.ts):
// it mostly follows the planned route, and now and then stops short (4.9, 4.12).
import { ofType, type Choices } from './choice'
import { chance, pick } from './rng'

export const flightMovementChoices = {
  move: ({ p, rng, legal }) => {
    const stop = ofType(legal, 'stop')
    if (stop.length && chance(rng, 0.08)) return stop[0]
    const moves = ofType(legal, 'move')
    const onRoute = p.autoPath[0] !== undefined ? moves.find((m) => m.path[0] === p.autoPath[0]) : undefined
    if (onRoute && chance(rng, 0.7)) return onRoute
    return moves.length ? pick(rng, moves) : pick(rng, legal)
  },
} satisfies Choices
