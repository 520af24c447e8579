// A game as the store keeps it: scenario + seed + dice + the actions played, with the state after
// each action kept as a snapshot (states share unchanged objects, so snapshots are cheap). The
// current state is `states[cursor]`; actions beyond the cursor are the redo line.
import { apply, newGame, type Action, type GameEvent, type GameState, type RuleViolation } from '../rules'
import type { Scenario } from '../rules/scenario/schema'

export interface GameRecord {
  scenario: Scenario
  /** The scenario as loaded (JSON), for saves. */
  scenarioJson: unknown
  seed: number
  dice: number[]
  manualDice: boolean
  actions: Action[]
  /** states[i] = the state after the first i actions. */
  states: GameState[]
  /** events[i] = the events of action i (events[0] … of the first action). */
  events: GameEvent[][]
  cursor: number
}

export interface NewGameParams {
  scenario: Scenario
  scenarioJson: unknown
  seed: number
  dice?: number[]
  manualDice?: boolean
}

export function startGame(p: NewGameParams): GameRecord {
  const s0 = newGame(p.scenario, { seed: p.seed, dice: p.dice, manualDice: p.manualDice })
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

export function currentState(g: GameRecord): GameState {
  return g.states[g.cursor]
}

/** Plays an action at the cursor; later actions (the redo line) are dropped. */
export function playAction(
  g: GameRecord,
  action: Action,
): { game: GameRecord } | { violation: RuleViolation } {
  const r = apply(currentState(g), action)
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
export function replay(
  p: NewGameParams,
  actions: readonly Action[],
): { game: GameRecord } | { violation: RuleViolation; index: number; game: GameRecord } {
  let g = startGame(p)
  for (let i = 0; i < actions.length; i++) {
    const r = playAction(g, actions[i])
    if ('violation' in r) return { violation: r.violation, index: i, game: g }
    g = r.game
  }
  return { game: g }
}

export function allEvents(g: GameRecord): GameEvent[] {
  return g.events.slice(0, g.cursor).flat()
}
