// The phases of a player turn and the air activities of each (20.C).
import type { OpKind, PhaseId } from './types'

export const PHASES: readonly PhaseId[] = [
  'initial',
  'reinforcement',
  'initialEngineering',
  'movement',
  'reaction',
  'initialCombat',
  'exploitation',
  'exploitationCombat',
  'secondaryEngineering',
  'supplyMovement',
  'replacement',
]

export const PHASE_NAMES: Readonly<Record<PhaseId, string>> = {
  initial: 'Initial Phase',
  reinforcement: 'Reinforcement Phase',
  initialEngineering: 'Initial Engineering Phase',
  movement: 'Movement Phase',
  reaction: 'Reaction Phase',
  initialCombat: 'Initial Combat Phase',
  exploitation: 'Exploitation Phase',
  exploitationCombat: 'Exploitation Combat Phase',
  secondaryEngineering: 'Secondary Engineering Phase',
  supplyMovement: 'Supply Movement and Judgement Phase',
  replacement: 'Replacement Phase',
}

/** Each phase's rule. */
export const PHASE_RULES: Readonly<Record<PhaseId, string>> = {
  initial: '20.C.1',
  reinforcement: '20.C.2',
  initialEngineering: '20.C.3',
  movement: '20.C.4',
  reaction: '20.C.5',
  initialCombat: '20.C.6',
  exploitation: '20.C.7',
  exploitationCombat: '20.C.8',
  secondaryEngineering: '20.C.9',
  supplyMovement: '20.C.10',
  replacement: '20.C.11',
}

/** What the players do at the table in a phase with no air operations (the draft's words). */
export const OUTSIDE_WORDS: Partial<Record<PhaseId, string>> = {
  reinforcement:
    'the phasing player performs the air reinforcements and withdrawals (not in the draft: Rule ???)',
  initialEngineering:
    'airfields under construction or augmentation have their "C#" markers reduced (not in the draft: Rule ?)',
  secondaryEngineering: 'airfields with "Repair" markers have them removed',
  replacement:
    'the phasing player performs the air replacement actions: regrouping and replacements (not in the draft: Rule ???)',
}

/** The phases whose air operations are flown "on demand" (20.C.4, 20.C.5, 20.C.7, 20.C.10). */
export const ON_DEMAND: readonly PhaseId[] = ['movement', 'reaction', 'exploitation', 'supplyMovement']

/** The combat phases: half-strength DAS, then OGS, then ground combat (20.C.6, 20.C.8). */
export const COMBAT_PHASES: readonly PhaseId[] = ['initialCombat', 'exploitationCombat']

/**
 * The operations the draft itself places: CAP in the initial phase's CAP window (20.C.1.b), DAS
 * and OGS in the combat phases (20.C.6, 20.C.8). Any other operation in an on-demand window is
 * what the AIR MISSION CHART would say (H8): a house ruling per phase and kind.
 */
export const PLACED_BY_DRAFT: Readonly<Record<OpKind, string>> = {
  CAP: '20.C.1.b',
  DAS: '20.C.6',
  OGS: '20.C.6',
  strategicBombing: '20.C',
  transport: '20.C',
}
