// The Initiative's choices in the monthly turn (APTO sequence of play [viii], spec §1.1): the side
// holding the Initiative decides which side performs its Naval and Air Phase (its naval movement and
// Air Movement Step) first, and which side performs the first Offensive of the Offensive Phase;
// it always moves its ships first in the End Phase. Played when the scenario tracks the Initiative
// (`context.initiativeSide`), in APTO, with option `initiativeChoices`. The first phase of a
// scenario is the scenario's own start (its phasing side), not a choice.
import type { Pending, SideId } from '../types'
import { emit, refuse, sideName, type Tx } from './core'
import type { InitiativePhase } from '../state/initiative'
export type { InitiativeChoice, InitiativePhase } from '../state/initiative'

// The sequence of play's Initiative ([viii]) is cited in the texts; the rule field names the section of Part 4 on the phases.
const RULE = '4.1'

/** The side holding the Initiative when its choices are played in this game, else null. */
export function initiativeHolder(t: Tx): SideId | null {
  const sc = t.s.scenario
  if (sc.variant !== 'apto' || !sc.options.initiativeChoices) return null
  const side = sc.context.initiativeSide
  return side !== undefined && t.s.turn.sideOrder.includes(side) && t.s.turn.sideOrder.length > 1
    ? side
    : null
}

/** Asks the Initiative side who goes first in `phase`; false when there is no such choice (then the phase starts as before). */
export function askInitiative(t: Tx, phase: InitiativePhase): boolean {
  if (initiativeHolder(t) === null) return false
  t.s.initiativeChoice = { phase }
  return true
}

const PHASE_WORDS: Record<InitiativePhase, string> = {
  navalAndAir: 'performs its Naval and Air Phase (naval movement and Air Movement Step) first',
  offensive: 'performs the first Offensive of the Offensive Phase',
}

/** D-INITIATIVE: the choice waiting, or null. */
export function initiativeDecision(t: Tx): Pending | null {
  const c = t.s.initiativeChoice
  const side = initiativeHolder(t)
  if (!c || side === null) return null
  return {
    kind: 'initiative',
    side,
    phase: c.phase,
    sides: [...t.s.turn.sideOrder],
    rule: RULE,
    prompt: `${sideName(t, side)} holds the Initiative: choose which side ${PHASE_WORDS[c.phase]}.`,
  }
}

/**
 * The Initiative side's answer: the side going first. Returns the phase it was for, the turn's
 * side order already starting with that side; the caller begins the phase.
 */
export function actChooseFirst(t: Tx, first: unknown): InitiativePhase {
  const c = t.s.initiativeChoice
  const holder = initiativeHolder(t)
  if (!c || holder === null) refuse(RULE, 'There is no Initiative choice to make now.')
  const order = t.s.turn.sideOrder
  if (typeof first !== 'string' || !order.includes(first))
    refuse(
      RULE,
      `"first" is the side that goes first: ${order.map((s) => JSON.stringify(s)).join(' or ')} (got ${JSON.stringify(first)}).`,
    )
  t.s.turn.sideOrder = [first, ...order.filter((s) => s !== first)]
  delete t.s.initiativeChoice
  emit(t, {
    type: 'initiative',
    text: `${sideName(t, holder)}, holding the Initiative, decides that ${first === holder ? 'it' : sideName(t, first)} ${PHASE_WORDS[c.phase]} (APTO [viii]).`,
    rule: RULE,
    side: holder,
  })
  return c.phase
}

/** End Phase: the side holding the Initiative always moves its ships first (APTO [3.14], [viii]); the others after it, in order. */
export function endPhaseOrder(t: Tx): SideId[] {
  const holder = initiativeHolder(t)
  const order = t.s.turn.sideOrder
  return holder === null ? order : [holder, ...order.filter((s) => s !== holder)]
}
