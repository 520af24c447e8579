// A game as the store keeps it: scenario + seed + dice + the actions played, with the state after
// each action kept as a snapshot (states share unchanged objects, so snapshots are cheap). The
// current state is `states[cursor]`; actions beyond the cursor are the redo line. The rules are the
// scenario's system, found in the registry (its `system` field; absent: AETO/APTO): the record's
// types default to the AETO/APTO ones, and another system's game plays through the same functions.
import type { Action, GameEvent, GameState, RuleViolation } from '../rules/systems/aeto'
import type { Scenario } from '../rules/systems/aeto/scenario/schema'
import { systemOfScenario, type AnySystem } from '../rules/systems'

export interface GameRecord<S = GameState, A = Action, E = GameEvent> {
  scenario: S extends { scenario: infer Sc } ? Sc : Scenario
  /** The scenario as loaded (JSON), for saves. */
  scenarioJson: unknown
  seed: number
  dice: number[]
  manualDice: boolean
  actions: A[]
  /** states[i] = the state after the first i actions. */
  states: S[]
  /** events[i] = the events of action i (events[0] … of the first action). */
  events: E[][]
  cursor: number
}

export interface NewGameParams<Sc = Scenario> {
  scenario: Sc
  scenarioJson: unknown
  seed: number
  dice?: number[]
  manualDice?: boolean
}

/** The rule system that plays a scenario (kernel/registry.ts); an unknown one is an error in the program (loading checked it). */
export function systemOf(scenario: unknown): AnySystem {
  const r = systemOfScenario(scenario)
  if (!r.ok) throw new Error(r.error)
  return r.system
}

export function startGame<S = GameState, A = Action, E = GameEvent>(
  p: NewGameParams<GameRecord<S, A, E>['scenario']>,
): GameRecord<S, A, E> {
  const s0 = systemOf(p.scenario).newGame(p.scenario, {
    seed: p.seed,
    dice: p.dice,
    manualDice: p.manualDice,
  }) as S
  return {
    scenario: p.scenario,
    scenarioJson: p.scenarioJson,
    seed: p.seed,
    dice: p.dice ?? [],
    manualDice: !!p.manualDice,
    actions: [],
    states: [s0],
    events: [],
    cursor: 0,
  }
}

export function currentState<S, A, E>(g: GameRecord<S, A, E>): S {
  return g.states[g.cursor]
}

/** Plays an action at the cursor; later actions (the redo line) are dropped. */
export function playAction<S, A, E>(
  g: GameRecord<S, A, E>,
  action: NoInfer<A>,
): { game: GameRecord<S, A, E> } | { violation: RuleViolation } {
  const r = systemOf(g.scenario).apply(currentState(g), action) as
    { ok: true; state: S; events: E[] } | { ok: false; violation: RuleViolation }
  if (!r.ok) return { violation: r.violation }
  const n = g.cursor
  return {
    game: {
      ...g,
      actions: [...g.actions.slice(0, n), action],
      states: [...g.states.slice(0, n + 1), r.state],
      events: [...g.events.slice(0, n), r.events],
      cursor: n + 1,
    },
  }
}

/** Replays a list of actions from the start: a save, a replay, a bug report. */
export function replay<S = GameState, A = Action, E = GameEvent>(
  p: NewGameParams<GameRecord<S, A, E>['scenario']>,
  actions: readonly NoInfer<A>[],
): { game: GameRecord<S, A, E> } | { violation: RuleViolation; index: number; game: GameRecord<S, A, E> } {
  let g = startGame<S, A, E>(p)
  for (let i = 0; i < actions.length; i++) {
    const r = playAction(g, actions[i])
    if ('violation' in r) return { violation: r.violation, index: i, game: g }
    g = r.game
  }
  return { game: g }
}

export function allEvents<S, A, E>(g: GameRecord<S, A, E>): E[] {
  return g.events.slice(0, g.cursor).flat()
}
