// A World at War, rule 23 (air-naval operations) as a rule system of the registry (kernel/registry.ts).
import { jsonHash } from '../../kernel/hash'
import type { RuleSystem } from '../../kernel/registry'
import { awawBot } from './bot'
import { applyAwaw, newAwawGame } from './engine'
import { legalAwaw } from './legal'
import { parseAwawScenario } from './scenario'
import { AWAW_SYSTEM_ID, type AwawAction, type AwawEvent, type AwawScenario, type AwawState } from './types'
import { forceOf, sideName } from './world'

export { AWAW_SYSTEM_ID }

/**
 * What a side may see: the cover and CAP the enemy assigned stay secret (23.25A; Sortie keeps them
 * secret outside naval combat too) while the fight over the hex lasts: the enemy sees the owner's
 * bases as they were before the cover flew, not how many defenders could engage; only the numbers
 * that engage are announced (23.415A). The dice generator is hidden.
 */
export function viewAwaw(s: AwawState, side: string | null) {
  const { dice, entry, ...open } = s
  const view = { ...open, dice: { mode: dice.mode, count: dice.count }, entry }
  const owner = entry ? forceOf(s, entry.force)!.side : null
  if (!entry?.cover || side === owner) return view
  const pending =
    s.pending.kind === 'engage' && s.pending.side !== side
      ? { kind: s.pending.kind, side: s.pending.side, rule: s.pending.rule, tf: s.pending.tf, prompt: '' }
      : s.pending
  return {
    ...view,
    pending,
    bases: { ...s.bases, ...entry.cover.before.bases },
    designated: { ...s.designated, [owner!]: entry.cover.before.designated },
    entry: { ...entry, cover: 'secret' as const },
  }
}

export const awawSystem: RuleSystem<AwawScenario, AwawState, AwawAction, AwawEvent> = {
  id: AWAW_SYSTEM_ID,
  name: 'A World at War, rule 23 (air-naval operations)',
  parseScenario: parseAwawScenario,
  sides: (sc) => sc.sides.map((x) => ({ ...x })),
  newGame: newAwawGame,
  apply: applyAwaw,
  legal: legalAwaw,
  view: viewAwaw,
  bot: () => Promise.resolve(awawBot),
  hash: ({ scenario: _scenario, ...rest }) => jsonHash(rest),
  stage(s) {
    const turn = `${s.scenario.title} · turn ${s.turn}, ${sideName(s, s.phasing)}`
    return s.entry ? `${turn} · ${forceOf(s, s.entry.force)!.name} in ${s.entry.hex}` : turn
  },
  // Undo stops once luck is seen: a result read off a player's chart, dice entered by hand, and the
  // air defence and air attack rolls (undoing the targets would otherwise re-aim at the same dice).
  barrier: (_before, action, _after, events) => {
    if (action.type === 'chart') return { kind: 'roll', reason: 'an air combat result was entered' }
    const roll = events.find((e) => e.dice)
    return roll ? { kind: 'roll', reason: roll.text } : null
  },
}
