// Dice. Every die a procedure waits for goes through `dieOrAsk`: drawn from the dice source in the
// state (seeded or scripted), or asked of a player as a `roll` decision when the players roll real
// dice. The `roll` decision is owned here: the value entered goes straight to the procedure whose
// die is awaited (`rollOwner`), the first one in the registered order, the one that asked for it.
import { drawDie, isValidFace } from '../../dice'
import type { Action, GameState } from '../../types'
import { refuse, tx, type Tx } from '../core'
import { beginDraft } from '../draft'
import { order } from './index'
import type { AwaitedDie, Decided, Die, Procedure } from './procedure'

/** Draws the die `die` awaits from the dice source and hands it over ('progress'), or asks a player for it; null when no die is awaited. */
export function dieOrAsk(t: Tx, die: Die): Decided {
  const ask = die.awaited(t)
  if (!ask) return null
  const d = drawDie(t.s.dice)
  if (!d)
    return {
      kind: 'roll',
      side: ask.side,
      purpose: ask.purpose,
      sides: 6,
      rule: ask.rule,
      prompt: ask.prompt,
      ...(ask.loc !== undefined ? { loc: ask.loc } : {}),
      ...(ask.engagement !== undefined ? { engagement: ask.engagement } : {}),
    }
  t.s.dice = d.dice
  die.resolve(t, d.value, d.source)
  return 'progress'
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
