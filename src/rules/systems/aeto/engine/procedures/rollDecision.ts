// The `roll` decision: the value a player entered for a real die goes straight to the procedure
// whose die is awaited (`rollOwner`), the first one in the registered order, the one that asked.
import { isValidFace } from '../../../../kernel/dice'
import type { Action, GameState } from '../../types'
import { refuse, tx, type Tx } from '../core'
import { beginDraft } from '../draft'
import { order } from './order'
import type { AwaitedDie, Procedure } from './procedure'

declare module '../../types' {
  interface PendingByKind {
    roll: PendingBase & { kind: 'roll'; purpose: string; sides: 6 }
  }
  interface ActionByType {
    roll: { type: 'roll'; value: number }
  }
}

/** The procedure whose die the `roll` decision asks for: the first in the order that awaits one. */
export function rollOwner(t: Tx): Procedure | null {
  for (const step of order()) if (step.procedure.die?.awaited(t)) return step.procedure
  return null
}

/**
 * What the pending `roll` decision is for: the procedure that owns the die (`owner`), its purpose,
 * and for an air combat or strafing attack the attack itself (the roll dialog shows it). Null when
 * no roll is pending. Read on a draft: the state is not changed.
 */
export function awaitedRoll(state: GameState): (AwaitedDie & { owner: string }) | null {
  if (state.pending.kind !== 'roll') return null
  const t = tx(beginDraft(state))
  for (const step of order()) {
    const ask = step.procedure.die?.awaited(t)
    if (ask) return { owner: step.procedure.id, ...ask }
  }
  return null
}

export const roll: Procedure = {
  id: 'roll',
  actions: {
    roll: { value: 'number' },
  },
  decisions: {
    roll: {
      accepts: {
        roll(t, a, p) {
          if (!isValidFace(a.value))
            refuse(p.rule, `A die shows 1 to 6; ${JSON.stringify(a.value)} is not a die value.`)
          const owner = rollOwner(t)
          if (!owner) throw new Error('a roll decision with no die awaited')
          owner.die!.resolve(t, a.value, 'manual')
        },
      },
      legal: (_state, p) =>
        [1, 2, 3, 4, 5, 6].map((value): Action => ({ type: 'roll', side: p.side, value })),
    },
  },
}
