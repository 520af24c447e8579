// The AETO/APTO air rules as a rule system (kernel/registry.ts): the entry through which the
// store, saves, the runner and the screens reach today's engine. The engine itself still lives in
// src/rules (engine/, missions/, naval/, …); this file names what the kernel's interface needs.
import type { RuleSystem } from '../../kernel/registry'
import { DEFAULT_SYSTEM } from '../../kernel/registry'
import { apply } from './engine/flow'
import { newGame } from './engine/newGame'
import { legalActions } from './engine/legal'
import { monthName } from './engine/sequence'
import { PHASE_NAMES } from './scenario/words'
import { parseScenario } from './scenario/validate'
import type { Scenario } from './scenario/schema'
import { stateHash } from './save/hash'
import { view } from './view'
import { aetoBarrier } from './undoBarrier'
import type { Action, GameEvent, GameState } from './types'

/** The id a scenario's `system` field gives these rules (the default when it gives none). */
export const AETO_SYSTEM_ID = DEFAULT_SYSTEM

export const aetoSystem: RuleSystem<Scenario, GameState, Action, GameEvent> = {
  id: AETO_SYSTEM_ID,
  name: 'AETO / APTO air rules',
  parseScenario(json) {
    const r = parseScenario(json)
    return r.ok ? { ok: true, scenario: r.scenario } : { ok: false, errors: r.errors }
  },
  sides: (scenario) => scenario.sides.map((s) => ({ id: s.id, name: s.name })),
  newGame: (scenario, o) =>
    newGame(scenario, { seed: o.seed, dice: o.dice ? [...o.dice] : undefined, manualDice: o.manualDice }),
  apply,
  legal: (state) => legalActions(state),
  view,
  // A dynamic import: the bot is its own chunk, fetched when a side it plays first decides.
  bot: async () => {
    const { botCanDecide, botDecision, reasoningEvents } = await import('./bot')
    return (state) => {
      if (!botCanDecide(state)) return null
      const d = botDecision(state)
      return { action: d.action, reasoning: reasoningEvents(state, d) }
    }
  },
  hash: (state) => stateHash(state),
  stage: (state) =>
    `${monthName(state.turn.month)} ${state.turn.year} · ${PHASE_NAMES[state.turn.phase] ?? state.turn.phase}`,
  barrier: aetoBarrier,
}
