// Dice. Every die a procedure waits for goes through `dieOrAsk`: drawn from the dice source in the
// state (seeded or scripted), or asked of a player as a `roll` decision when the players roll real
// dice. The `roll` decision and its owner are in rollDecision.ts.
import { drawDie } from '../../../../kernel/dice'
import type { Tx } from '../core'
import type { Decided, Die } from './procedure'

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
