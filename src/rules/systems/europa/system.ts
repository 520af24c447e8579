// The Europa-family draft "20. Air Rules Introduction" (V10.11.25) as a rule system of the registry
// (kernel/registry.ts): the life cycle of air units, the players deciding what the draft does not
// resolve, house rulings recorded (docs/europa.md).
import { jsonHash } from '../../kernel/hash'
import type { RuleSystem } from '../../kernel/registry'
import { europaBot } from './bot'
import { applyEuropa, legalEuropa, newEuropaGame } from './engine'
import { PHASE_NAMES } from './phases'
import { rulingsMarkdown } from './rulings'
import { parseEuropaScenario } from './scenario'
import { sideName } from './tx'
import {
  DRAFT_BADGE,
  EUROPA_SYSTEM_ID,
  type EuropaAction,
  type EuropaEvent,
  type EuropaScenario,
  type EuropaState,
} from './types'

export { EUROPA_SYSTEM_ID }

/**
 * What a side may see: the units of the operation in flight are not named to the enemy until they
 * reach the target hex, which in Sortie is at once; what stays private are the log lines naming
 * them (20.D(2), 20.E: the number, not the types), and the action waiting on a ruling.
 */
export function viewEuropa(s: EuropaState, side: string | null) {
  const { awaiting, awaitingPending, ...open } = s
  if (side === null) return s
  return {
    ...open,
    awaiting: awaiting && awaiting.type === 'initiate' && s.pending.side !== side ? 'hidden' : awaiting,
    ...(awaitingPending ? { awaitingPending } : {}),
  }
}

export const europaSystem: RuleSystem<EuropaScenario, EuropaState, EuropaAction, EuropaEvent> = {
  id: EUROPA_SYSTEM_ID,
  name: 'Europa-family draft air rules (20, V10.11.25)',
  badge: DRAFT_BADGE,
  parseScenario: parseEuropaScenario,
  sides: (sc) => sc.sides.map((x) => ({ ...x })),
  newGame: newEuropaGame,
  apply: applyEuropa,
  legal: legalEuropa,
  view: viewEuropa,
  bot: () => Promise.resolve(europaBot),
  hash: ({ scenario: _scenario, ...rest }) => jsonHash(rest),
  stage(s) {
    const head = `${s.scenario.title} · player turn ${s.turn}, ${sideName(s, s.phasing)} · ${PHASE_NAMES[s.phase]}`
    return s.op ? `${head} · ${s.op.kind} operation over ${s.op.hex}` : head
  },
  // Undo stops once results the players decided are in, a ruling is made, or interceptors are declared.
  barrier(_before, action) {
    if (action.type === 'results')
      return { kind: 'roll', reason: 'results decided by the players were entered' }
    if (action.type === 'rule') return { kind: 'declaration', reason: 'a house ruling was made' }
    if (action.type === 'intercept') return { kind: 'declaration', reason: 'interceptors were declared' }
    return null
  },
  documents: (s) => [{ name: 'rulings', title: 'House rulings', text: rulingsMarkdown(s) }],
}
