// The properties of random games, as plain functions of (engine, scenario, game seed, length):
// randomGames.test.ts runs them with the real engine on many scenarios and seeds, and
// sabotage.test.ts runs them with deliberately broken engines to show that each can fail.
// Every failure throws an Error whose message ends with a reproduction: scenario id, newGame
// seed, dice mode and the JSON list of actions played.
import { isPersistentRecord, recordValues } from '../engine/persistentRecord'
import { apply as realApply, legalActions as realLegalActions, newGame } from '../index'
import type { Scenario } from '../scenario/schema'
import { randomAction, randomIllegalAction, seededRng, type Rng } from '../testing/randomPlay'
import type { Action, ApplyResult, GameEvent, GameState } from '../types'
import { checkInvariants, checkTransition, stateJson } from './invariants'

/** What the properties exercise: the real `apply` and `legalActions`, or a sabotaged one. */
export interface Engine {
  apply: (state: GameState, action: Action) => ApplyResult
  legalActions: typeof realLegalActions
}

export const realEngine: Engine = { apply: realApply, legalActions: realLegalActions }

export interface GameSpec {
  id: string
  scenario: Scenario
  seed: number
  length: number
}

export interface Game extends GameSpec {
  manualDice: boolean
  states: GameState[] // states[0] = the new game; states[i + 1] = after actions[i]
  actions: Action[]
  events: GameEvent[][]
}

export function repro(g: Pick<Game, 'id' | 'seed' | 'actions'> & { manualDice?: boolean }): string {
  return `scenario ${g.id}, newGame seed ${g.seed} (${g.manualDice ? 'manual' : 'seeded'} dice), ${g.actions.length} actions:\n${JSON.stringify(g.actions)}`
}

type Each = (before: GameState, action: Action, after: GameState, rng: Rng) => void

/** Plays `length` random legal actions (fewer if the scenario ends), calling `each` after every one; throws with a reproduction. */
export function playGame(
  engine: Engine,
  spec: GameSpec,
  opts: { manualDice?: boolean; each?: Each } = {},
): Game {
  const rng = seededRng(spec.seed ^ 0x9e3779b9)
  let s = newGame(spec.scenario, { seed: spec.seed, manualDice: opts.manualDice })
  const g: Game = { ...spec, manualDice: !!opts.manualDice, states: [s], actions: [], events: [] }
  const fail = (msg: string, cause?: unknown): never => {
    throw new Error(`${msg}\nafter ${repro(g)}`, { cause })
  }
  for (let i = 0; i < spec.length && s.pending.kind !== 'over'; i++) {
    let a: Action
    try {
      a = randomAction(s, rng)
    } catch (e) {
      return fail(String(e), e)
    }
    let r: ApplyResult
    try {
      r = engine.apply(s, a)
    } catch (e) {
      return fail(`apply threw ${String(e)} on ${JSON.stringify(a)}`, e)
    }
    if (!r.ok)
      return fail(
        `the random player's ${JSON.stringify(a)} was refused: [${r.violation.rule}] ${r.violation.message}`,
      )
    g.actions.push(a)
    g.events.push(r.events)
    g.states.push(r.state)
    try {
      opts.each?.(s, a, r.state, rng)
    } catch (e) {
      return fail(e instanceof Error ? e.message : String(e), e)
    }
    s = r.state
  }
  return g
}

export function deepFreeze<T>(o: T): T {
  // A persistent record (the units and stacks of a state after an action) is read-only already
  // and cannot be frozen as a Proxy: its entries are.
  if (o && typeof o === 'object' && isPersistentRecord(o)) {
    for (const v of recordValues(o as Record<string, unknown>)) deepFreeze(v)
    return o
  }
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o)
    for (const v of Object.values(o)) deepFreeze(v)
  }
  return o
}

// ------------------------------------------------------------------ the properties

/** Invariants hold in the new game and after every action (state and transition checks). */
export function invariantsHold(engine: Engine, spec: GameSpec): void {
  const first = checkInvariants(newGame(spec.scenario, { seed: spec.seed }))
  if (first.length) throw new Error(`${spec.id}: the new game breaks invariants:\n  ${first.join('\n  ')}`)
  playGame(engine, spec, {
    each: (before, action, after) => {
      const problems = [...checkTransition(before, action, after), ...checkInvariants(after)]
      if (problems.length)
        throw new Error(`invariants broken after ${JSON.stringify(action)}:\n  ${problems.join('\n  ')}`)
    },
  })
}

/** apply never writes to its input: every state is deep-frozen before the next action is applied
 *  (a write throws), its JSON is unchanged afterwards, and applying again gives the same result. */
export function applyIsPure(engine: Engine, spec: GameSpec): void {
  const g0 = newGame(spec.scenario, { seed: spec.seed })
  deepFreeze(g0)
  playGame(
    {
      ...engine,
      apply: (s, a) => {
        const json = stateJson(s)
        const r = engine.apply(s, a)
        if (stateJson(s) !== json)
          throw new Error(`apply changed its input state (action ${JSON.stringify(a)})`)
        const again = engine.apply(s, a)
        if (
          r.ok !== again.ok ||
          (r.ok &&
            again.ok &&
            (stateJson(r.state) !== stateJson(again.state) ||
              JSON.stringify(r.events) !== JSON.stringify(again.events)))
        )
          throw new Error(
            `apply gave two different results for the same state and action ${JSON.stringify(a)}`,
          )
        if (r.ok) deepFreeze(r.state)
        return r
      },
    },
    spec,
  )
}

/** The same scenario, seed and actions replay to the same states and events; a game saved as
 *  JSON (minus the scenario) at any point and restored plays on identically. */
export function replayIsExact(engine: Engine, spec: GameSpec): void {
  const g = playGame(engine, spec)
  const fail = (msg: string): never => {
    throw new Error(`${msg}\n${repro(g)}`)
  }
  let s = newGame(spec.scenario, { seed: spec.seed })
  g.actions.forEach((a, i) => {
    const r = engine.apply(s, a)
    if (!r.ok) fail(`the replay refused action ${i}: ${r.violation.message}`)
    else {
      if (JSON.stringify(r.events) !== JSON.stringify(g.events[i]))
        fail(`the replay's events differ at action ${i}`)
      s = r.state
      if (stateJson(s) !== stateJson(g.states[i + 1])) fail(`the replay's state differs after action ${i}`)
    }
  })
  const cut = spec.seed % (g.actions.length + 1)
  let restored: GameState = {
    ...(JSON.parse(stateJson(g.states[cut])) as Omit<GameState, 'scenario'>),
    scenario: spec.scenario,
  }
  for (let i = cut; i < g.actions.length; i++) {
    const r = engine.apply(restored, g.actions[i])
    if (!r.ok)
      fail(`restored from JSON after ${cut} actions, action ${i} was refused: ${r.violation.message}`)
    else {
      if (JSON.stringify(r.events) !== JSON.stringify(g.events[i]))
        fail(`restored from JSON after ${cut} actions, the events of action ${i} differ`)
      restored = r.state
      if (stateJson(restored) !== stateJson(g.states[i + 1]))
        fail(`restored from JSON after ${cut} actions, the state differs after action ${i}`)
    }
  }
}

/** Random illegal actions (after every action of a game) are refused with a rule and a sentence,
 *  never throw, and leave the state as it was. Games with an odd seed roll their dice by hand,
 *  so that bad die values are tried too. */
export function illegalIsRefused(engine: Engine, spec: GameSpec, perState = 3): void {
  playGame(engine, spec, {
    manualDice: spec.seed % 2 === 1,
    each: (_before, _action, after, rng) => {
      for (let k = 0; k < perState; k++) {
        const bad = randomIllegalAction(after, rng)
        const what = `an illegal action (${bad.mutation}) ${JSON.stringify(bad.action)} at pending ${after.pending.kind}`
        const json = stateJson(after)
        let r: ApplyResult
        try {
          r = engine.apply(after, bad.action)
        } catch (e) {
          throw new Error(`apply threw on ${what}: ${String(e)}`, { cause: e })
        }
        if (r.ok) throw new Error(`apply accepted ${what}`)
        const v = r.violation
        if (
          typeof v.rule !== 'string' ||
          !/^[A-Z]?-?\d/.test(v.rule) ||
          typeof v.message !== 'string' ||
          v.message.trim().length < 10
        )
          throw new Error(`refused ${what} without a rule or a sentence: ${JSON.stringify(v)}`)
        if (stateJson(after) !== json) throw new Error(`refusing ${what} changed the state`)
      }
    },
  })
}

/** Every action `legalActions` lists (first 40 of each decision) is accepted; there is always one. */
export function legalIsAccepted(engine: Engine, spec: GameSpec): void {
  playGame(engine, spec, {
    each: (_before, _action, after) => {
      const legal = engine.legalActions(after, { maxSubsetUnits: 3 })
      if (after.pending.kind === 'over') {
        if (legal.length)
          throw new Error(`legalActions lists ${legal.length} actions after the scenario is over`)
        return
      }
      if (!legal.length) throw new Error(`no legal action at pending ${after.pending.kind}`)
      for (const a of legal.slice(0, 40)) {
        let r: ApplyResult
        try {
          r = engine.apply(after, a)
        } catch (e) {
          throw new Error(`legalActions lists ${JSON.stringify(a)} and apply throws: ${String(e)}`, {
            cause: e,
          })
        }
        if (!r.ok)
          throw new Error(
            `legalActions lists ${JSON.stringify(a)} but apply refuses it: [${r.violation.rule}] ${r.violation.message}`,
          )
      }
    },
  })
}

/** A game whose dice are rolled by hand equals a game with those faces scripted: same states
 *  (but the dice source) and same events (but the roll source) after each decision. */
export function manualDiceMatchScript(engine: Engine, spec: GameSpec): void {
  const manual = playGame(engine, spec, { manualDice: true })
  const fail = (msg: string): never => {
    throw new Error(`${msg}\n${repro(manual)}`)
  }
  const faces = manual.actions.flatMap((a) => (a.type === 'roll' ? [a.value] : []))
  let s = newGame(spec.scenario, { seed: spec.seed, dice: faces })
  let events: GameEvent[] = []
  const norm = (evs: GameEvent[]) =>
    JSON.stringify(evs.map((e) => (e.roll ? { ...e, roll: { ...e.roll, source: 'any' } } : e)))
  const withoutDice = (st: GameState) =>
    JSON.stringify({ ...JSON.parse(stateJson(st)), dice: { rng: st.dice.rng } })
  manual.actions.forEach((a, k) => {
    if (a.type !== 'roll') {
      if (manual.states[k].pending.kind === 'roll')
        fail('a roll was pending but the player did something else')
      const r = engine.apply(s, a)
      if (!r.ok) return fail(`the scripted game refused action ${k}: ${r.violation.message}`)
      s = r.state
      events = [...events, ...r.events]
    }
    const m = manual.states[k + 1]
    if (m.pending.kind === 'roll') return // the scripted game rolls on by itself: compare after the rolls
    if (withoutDice(s) !== withoutDice(m)) fail(`the scripted game's state differs after action ${k}`)
    if (norm(events) !== norm(manual.events.slice(0, k + 1).flat()))
      fail(`the scripted game's events differ up to action ${k}`)
  })
}
