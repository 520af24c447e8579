// The sequence inside a player turn (20.C): each phase's stages in the draft's order, the phase
// after it, the CAP that returns at the end of the player turn (20.C.10), the next player turn.
import { landUnits } from './landing'
import { COMBAT_PHASES, ON_DEMAND, OUTSIDE_WORDS, PHASE_NAMES, PHASE_RULES } from './phases'
import { otherSide, sideName, type Tx } from './tx'
import type { EuropaState, Flight, PhaseId, Stage } from './types'

/** The stages of a phase, in order. */
export function stagesOf(phase: PhaseId): Stage[] {
  if (phase === 'initial') return ['improve', 'capWindow', 'onDemand'] // 20.C.1.a, 20.C.1.b
  if (ON_DEMAND.includes(phase)) return ['onDemand']
  if (COMBAT_PHASES.includes(phase)) return ['das', 'ogs', 'groundCombat'] // 20.C.6 a), b), then ground combat
  return ['outside']
}

/** Who acts first in a stage: the non-phasing player flies DAS (20.C.6 a); else the phasing player. */
function firstToAct(s: EuropaState, stage: Stage): string {
  return stage === 'das' ? otherSide(s, s.phasing) : s.phasing
}

function enterStage(s: EuropaState, stage: Stage): void {
  s.stage = stage
  s.toAct = firstToAct(s, stage)
  s.passes = 0
}

export function enterPhase(t: Tx, phase: PhaseId): void {
  const s = t.s
  s.phase = phase
  s.targeted = []
  enterStage(s, stagesOf(phase)[0])
  const outside = OUTSIDE_WORDS[phase]
  t.log(
    `${sideName(s, s.phasing)}'s ${PHASE_NAMES[phase]} (player turn ${s.turn})${outside ? `: ${outside}` : ''}.`,
    PHASE_RULES[phase],
    { type: 'phase' },
  )
}

/** Every fighter still on CAP, of both players, returns to base (20.C.10). */
function capReturns(t: Tx): void {
  const s = t.s
  const flights = Object.entries(s.units)
    .filter(([, u]) => u.where.kind === 'cap')
    .map(([, u]) => u.flight as Flight)
  if (!flights.length) return
  t.log('End of the player turn: every fighter still flying CAP returns to base (20.C.10).', '20.C.10', {
    type: 'capReturn',
  })
  for (const f of flights) delete s.units[f.unit].flight
  landUnits(t, flights)
}

/** The window or stage is over: the next stage of the phase, the next phase, or the next player turn. */
export function closeStage(t: Tx): void {
  const s = t.s
  const stages = stagesOf(s.phase)
  const i = stages.indexOf(s.stage)
  if (i + 1 < stages.length) return enterStage(s, stages[i + 1])
  if (s.phase === 'supplyMovement') capReturns(t)
  const phases = s.scenario.phases
  const next = phases[phases.indexOf(s.phase) + 1]
  if (next) return enterPhase(t, next)
  if (!phases.includes('supplyMovement')) capReturns(t)
  s.capacityUsed = {}
  s.lastTarget = Object.fromEntries(s.scenario.sides.map((x) => [x.id, null]))
  if (s.turn >= s.scenario.playerTurns) {
    s.stage = 'over'
    t.log(`The scenario's ${s.scenario.playerTurns} player turns are played.`, '20.C', { type: 'over' })
    return
  }
  s.turn += 1
  s.phasing = otherSide(s, s.phasing)
  enterPhase(t, phases[0])
}
