// OCS air power (series rules 14.0) as a rule system of the registry (kernel/registry.ts).
import { jsonHash } from '../../kernel/hash'
import type { RuleSystem } from '../../kernel/registry'
import { ocsBot } from './bot'
import { applyOcs, currentPhase, currentSegment, newOcsGame } from './engine'
import { legalOcs } from './legal'
import { parseOcsScenario } from './scenario'
import { OCS_SYSTEM_ID, type OcsAction, type OcsEvent, type OcsScenario, type OcsState } from './types'

export { OCS_SYSTEM_ID }

/** The events that show dice. */
const DICE_EVENTS = ['roll', 'dice', 'chartAsk', 'flak', 'missionLoss', 'barrage', 'drop', 'trainbusting']

/**
 * What a side may see: everything on the table (the seed hides nothing: stacks are laid out in
 * plain view, 14.3e A), but not the dice generator, whose state would tell the coming rolls.
 */
export function viewOcs(s: OcsState, _side: string | null) {
  const { dice, ...open } = s
  return { ...open, dice: { mode: dice.mode, count: dice.count } }
}

export const ocsSystem: RuleSystem<OcsScenario, OcsState, OcsAction, OcsEvent> = {
  id: OCS_SYSTEM_ID,
  name: 'OCS air power (series rules 14.0)',
  parseScenario: parseOcsScenario,
  sides: (sc) => sc.sides.map((x) => ({ ...x })),
  newGame: newOcsGame,
  apply: applyOcs,
  legal: legalOcs,
  view: viewOcs,
  bot: () => Promise.resolve(ocsBot),
  hash: ({ scenario: _scenario, ...rest }) => jsonHash(rest),
  stage(s) {
    if (s.pending.kind === 'over') return `${s.scenario.title} · over`
    const ph = currentPhase(s)
    const seg = currentSegment(s)
    return `${ph.name}${seg ? ` · ${seg === 'barrage' ? 'Barrage' : 'Movement'} Segment` : ''}${s.combat ? ` · Air Combat over ${s.combat.hex}` : s.mission ? ` · mission ${s.mission.n} over ${s.mission.hex}` : ''}`
  },
  // Undo stops once dice are seen: rolled and read off the table, entered by hand, or shown while
  // the players look the result up on their chart (the roll is already drawn and in the state);
  // Flak, the Mission Loss Table and the Barrage Table show theirs too (14.4e–f, 14.7).
  barrier: (_before, _action, _after, events) => {
    const roll = events.find((e) => DICE_EVENTS.includes(e.type))
    return roll ? { kind: 'roll', reason: roll.text } : null
  },
}
