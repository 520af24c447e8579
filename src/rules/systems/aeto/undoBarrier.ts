// Where undo stops in a hot-seat AETO/APTO game (kernel/undo.ts): after an action that rolled a
// die, revealed what a side had hidden, or declared something the other side has now seen. The
// store adds the hand-over every system shares (store/history.ts). When an action is several
// kinds of barrier the first of roll, reveal, declaration is named.
import type { BarrierKind } from '../../kernel/undo'
import type { Action, GameEvent, GameState } from './types'

/** The declarations the other side is told of at once, and the rule that announces each. */
const DECLARATIONS: Partial<Record<Action['type'], string>> = {
  declare:
    'An interception was declared: a declaration is announced to the other side and cannot be taken back (4.13).',
  counterstrike:
    'A Counterstrike was flown: its strike is announced to the other side and cannot be taken back (APTO 4.1).',
  declareOffensive:
    'An Offensive was declared: it is announced to the other side and spent; it cannot be taken back (4.25).',
  declareLandCombat:
    'A land combat was declared: the other side may now fly ground support to it; it cannot be taken back (4.22).',
}

export function aetoBarrier(
  _before: GameState,
  action: Action,
  _after: GameState,
  events: readonly GameEvent[],
): { kind: BarrierKind; reason: string } | null {
  if (events.some((e) => e.roll !== undefined))
    return { kind: 'roll', reason: 'A die was rolled: a hot-seat game never undoes luck.' }
  if (events.some((e) => e.type === 'voluntaryAbort'))
    return {
      kind: 'reveal',
      reason: 'Hidden choices were revealed: a hot-seat game cannot undo a reveal (4.16).',
    }
  if (events.some((e) => e.type === 'landRevealed'))
    return {
      kind: 'reveal',
      reason:
        'A land reconnaissance showed the enemy land units of a hex: a hot-seat game cannot undo what was seen (4.11).',
    }
  const declared = DECLARATIONS[action.type]
  return declared ? { kind: 'declaration', reason: declared } : null
}
