// The fuzzer: plays random games on the shipped scenarios and throws random actions at them,
// legal and illegal, checking after every one that
//   - nothing throws (not the engine, not legalActions, not the random player);
//   - a legal action is accepted and every invariant holds after it (invariants.ts: each unit in
//     exactly one place, steps in range, nothing left pending at the end of a Step …);
//   - an illegal action is refused with a rule number and a sentence, and the state is unchanged
//     (every state is deep-frozen, so a write throws, and its JSON is compared regularly).
// Deterministic: one seed gives the same run. A failure comes with a reproduction: the scenario,
// the game's seed and dice, the actions that led there and the failing one.
import {
  apply as realApply,
  newGame,
  type Action,
  type ApplyResult,
  type GameState,
} from '../rules/systems/aeto'
import type { Scenario } from '../rules/systems/aeto/scenario/schema'
import { checkInvariants, checkTransition, stateJson } from '../rules/systems/aeto/properties/invariants'
import { deepFreeze } from '../rules/systems/aeto/properties/gameProperties'
import {
  randomAction,
  randomIllegalAction,
  seededRng,
  type Rng,
} from '../rules/systems/aeto/testing/randomPlay'

export interface FuzzScenario {
  id: string
  scenario: Scenario
  /** The scenario JSON (for the reproduction save file). */
  json: unknown
  /** Where it was read from, for messages. */
  file?: string
}

export interface FuzzOptions {
  scenarios: readonly FuzzScenario[]
  /** Actions to apply, legal and illegal together. */
  actions: number
  seed: number
  /** Share of illegal actions (default 0.35). */
  illegalRate?: number
  /** Longest game in legal actions before a new one starts (default 400). */
  maxGameLength?: number
  /** The state's JSON is compared before/after an illegal action every this many (default 25); freezing checks the rest. */
  jsonCheckEvery?: number
  /** The rules' apply (tests pass a broken one to show the fuzzer catches it). */
  apply?: (state: GameState, action: Action) => ApplyResult
  /** Called every `progressEvery` actions (default 10,000). */
  onProgress?: (done: number, report: FuzzReport) => void
  progressEvery?: number
  /** The clock (default performance.now). */
  now?: () => number
  /** Also throw one illegal action at every position a legal one is played from (default false). */
  illegalEveryPosition?: boolean
  /** The random player's aggression, 0 to 1 (randomPlay.ts); default: a different one each game, up to 1. */
  aggression?: number
}

export interface ScenarioTally {
  games: number
  actions: number
  legal: number
  illegal: number
  steps: number
}

export interface FuzzFailure {
  kind:
    | 'exception'
    | 'illegal accepted'
    | 'illegal refused badly'
    | 'state changed'
    | 'legal refused'
    | 'invariant'
    | 'random player'
  problem: string
  scenario: string
  /** newGame seed and dice mode of the failing game. */
  gameSeed: number
  manualDice: boolean
  /** The legal actions played in that game before the failure. */
  actions: Action[]
  /** The action that failed (null when the random player itself failed). */
  action: unknown
  /** The state before the failing action (null if the new game itself failed). */
  state: GameState | null
}

export interface FuzzReport {
  seed: number
  actions: number
  legal: number
  illegal: number
  games: number
  /** Air Movement Steps completed (the Step counter moved on). */
  steps: number
  byScenario: Record<string, ScenarioTally>
  /** Games that reached: an interception (depth 1), a counter-interception (2), a counter-counter (3+), combat, Round 2, a ground support result (4.22). */
  reached: {
    interception: number
    counter: number
    counterCounter: number
    combat: number
    round2: number
    groundSupport: number
  }
  /** Illegal actions refused, by rule. */
  refusedByRule: Record<string, number>
  ms: number
  failure: FuzzFailure | null
}

const RULE = /^[A-Z]?-?\d/

/** A short JSON of an action for messages (hostile values included). */
export function showAction(a: unknown): string {
  if (a === undefined) return 'undefined'
  try {
    const s = JSON.stringify(a, (_k, v: unknown) =>
      typeof v === 'number' && !Number.isFinite(v) ? String(v) : v === undefined ? '(undefined)' : v,
    )
    return s.length > 400 ? `${s.slice(0, 400)}…` : s
  } catch {
    return String(a)
  }
}

export function runFuzz(opts: FuzzOptions): FuzzReport {
  if (!opts.scenarios.length) throw new Error('fuzz: no scenario to play')
  const now = opts.now ?? (() => performance.now())
  const apply = opts.apply ?? realApply
  const illegalRate = opts.illegalRate ?? 0.35
  const maxLen = Math.max(10, opts.maxGameLength ?? 400)
  const jsonEvery = Math.max(1, opts.jsonCheckEvery ?? 25)
  const progressEvery = opts.progressEvery ?? 10_000
  const master = seededRng(opts.seed)
  const t0 = now()
  const report: FuzzReport = {
    seed: opts.seed,
    actions: 0,
    legal: 0,
    illegal: 0,
    games: 0,
    steps: 0,
    byScenario: Object.fromEntries(
      opts.scenarios.map((s) => [s.id, { games: 0, actions: 0, legal: 0, illegal: 0, steps: 0 }]),
    ),
    reached: { interception: 0, counter: 0, counterCounter: 0, combat: 0, round2: 0, groundSupport: 0 },
    refusedByRule: {},
    ms: 0,
    failure: null,
  }
  const finish = () => {
    report.ms = now() - t0
    return report
  }

  while (report.actions < opts.actions) {
    const sc = opts.scenarios[report.games % opts.scenarios.length]
    const gameSeed = master.int(0x7fffffff)
    const manualDice = report.games % 3 === 2
    const length = 10 + master.int(maxLen - 9)
    const rng: Rng = seededRng(gameSeed ^ 0x5bd1e995)
    const tally = report.byScenario[sc.id]
    report.games++
    tally.games++
    const played: Action[] = []
    let state: GameState
    try {
      state = deepFreeze(newGame(sc.scenario, { seed: gameSeed, manualDice }))
    } catch (e) {
      report.failure = {
        kind: 'exception',
        problem: `newGame threw: ${String(e)}`,
        scenario: sc.id,
        gameSeed,
        manualDice,
        actions: [],
        action: null,
        state: null,
      }
      return finish()
    }
    const fail = (kind: FuzzFailure['kind'], problem: string, action: unknown): FuzzReport => {
      report.failure = {
        kind,
        problem,
        scenario: sc.id,
        gameSeed,
        manualDice,
        actions: [...played],
        action,
        state,
      }
      return finish()
    }
    const aggression = opts.aggression ?? (report.games % 2 === 0 ? master.next() : 1)
    const seen = {
      interception: false,
      counter: false,
      counterCounter: false,
      combat: false,
      round2: false,
      groundSupport: false,
    }
    const note = (s: GameState) => {
      for (const e of Object.values(s.engagements)) {
        if (e.depth >= 1) seen.interception = true
        if (e.depth >= 2) seen.counter = true
        if (e.depth >= 3) seen.counterCounter = true
      }
      if (s.combat) seen.combat = true
      if (s.combat?.round === 2) seen.round2 = true
      if (s.offensivePhase?.current?.land?.combats.some((c) => c.result)) seen.groundSupport = true
    }
    const first = checkInvariants(state)
    if (first.length)
      return fail('invariant', `the new game breaks invariants:\n  ${first.join('\n  ')}`, null)

    // ---- an illegal action: refused, with a rule and a sentence, and nothing changes.
    const tryIllegal = (): FuzzReport | null => {
      let bad: ReturnType<typeof randomIllegalAction>
      try {
        bad = randomIllegalAction(state, rng)
      } catch (e) {
        return fail(
          'random player',
          `randomIllegalAction threw at pending ${state.pending.kind}: ${String(e)}`,
          null,
        )
      }
      const what = `an illegal action (${bad.mutation}) at pending ${state.pending.kind}`
      const json = report.illegal % jsonEvery === 0 ? stateJson(state) : null
      let r: ApplyResult
      try {
        r = apply(state, bad.action)
      } catch (e) {
        return fail(
          'exception',
          `apply threw on ${what}: ${e instanceof Error ? e.message : String(e)}`,
          bad.action,
        )
      }
      if (r.ok) return fail('illegal accepted', `apply accepted ${what}`, bad.action)
      const v = r.violation
      if (
        typeof v?.rule !== 'string' ||
        !RULE.test(v.rule) ||
        typeof v.message !== 'string' ||
        v.message.trim().length < 10
      )
        return fail(
          'illegal refused badly',
          `${what} was refused without a rule number or a sentence: ${showAction(v)}`,
          bad.action,
        )
      if (json !== null && stateJson(state) !== json)
        return fail('state changed', `refusing ${what} changed the state`, bad.action)
      report.illegal++
      tally.illegal++
      report.refusedByRule[v.rule] = (report.refusedByRule[v.rule] ?? 0) + 1
      return null
    }

    // A game also ends when its scenario does (pending 'over'; end.afterPhases): the next game begins.
    while (played.length < length && report.actions < opts.actions && state.pending.kind !== 'over') {
      report.actions++
      tally.actions++
      if (opts.onProgress && report.actions % progressEvery === 0)
        opts.onProgress(report.actions, { ...report, ms: now() - t0 })

      if (master.next() < illegalRate) {
        const failed = tryIllegal()
        if (failed) return failed
        continue
      }
      if (opts.illegalEveryPosition && report.actions < opts.actions) {
        report.actions++
        tally.actions++
        const failed = tryIllegal()
        if (failed) return failed
      }

      // ---- a legal action: accepted, and every invariant holds after it.
      let a: Action
      try {
        a = randomAction(state, rng, { aggression })
      } catch (e) {
        return fail(
          'random player',
          `no legal action could be chosen at pending ${state.pending.kind}: ${e instanceof Error ? e.message : String(e)}`,
          null,
        )
      }
      let r: ApplyResult
      try {
        r = apply(state, a)
      } catch (e) {
        return fail(
          'exception',
          `apply threw on a legal action at pending ${state.pending.kind}: ${e instanceof Error ? e.message : String(e)}`,
          a,
        )
      }
      if (!r.ok)
        return fail(
          'legal refused',
          `the random player's action was refused: [${r.violation.rule}] ${r.violation.message}`,
          a,
        )
      let problems: string[]
      try {
        problems = [...checkTransition(state, a, r.state), ...checkInvariants(r.state)]
      } catch (e) {
        return fail(
          'exception',
          `checking the invariants threw after a legal action: ${e instanceof Error ? e.message : String(e)}`,
          a,
        )
      }
      if (problems.length)
        return fail('invariant', `invariants broken after the action:\n  ${problems.join('\n  ')}`, a)
      if (r.state.turn.step > state.turn.step) {
        report.steps++
        tally.steps++
      }
      played.push(a)
      report.legal++
      tally.legal++
      state = deepFreeze(r.state)
      note(state)
    }
    for (const k of Object.keys(seen) as (keyof typeof seen)[]) if (seen[k]) report.reached[k]++
  }
  return finish()
}

// ---------------------------------------------------------------------------------------------
// Printing
// ---------------------------------------------------------------------------------------------

const n = (x: number) => x.toLocaleString('en-US')

export function formatSummary(r: FuzzReport): string {
  const secs = r.ms / 1000
  const lines = [
    `sortie fuzz: seed ${r.seed}, ${n(r.actions)} actions over ${Object.keys(r.byScenario).length} scenarios (${Object.keys(r.byScenario).join(', ')})`,
    `  legal    ${n(r.legal)}: accepted, invariants checked after each`,
    `  illegal  ${n(r.illegal)}: refused with a rule and a sentence, state unchanged`,
    `  games    ${n(r.games)}; Air Movement Steps completed ${n(r.steps)}`,
  ]
  const g = r.reached
  lines.push(
    `  reached  interceptions in ${n(g.interception)} games, counter-interceptions ${n(g.counter)}, counter-counter (depth 3+) ${n(g.counterCounter)}, combat ${n(g.combat)}, Round 2 ${n(g.round2)}, ground support results ${n(g.groundSupport)}`,
  )
  for (const [id, t] of Object.entries(r.byScenario))
    lines.push(
      `    ${id}: ${n(t.actions)} actions (${n(t.legal)} legal, ${n(t.illegal)} illegal), ${n(t.games)} games, ${n(t.steps)} Steps`,
    )
  const rules = Object.entries(r.refusedByRule).sort((a, b) => b[1] - a[1])
  if (rules.length)
    lines.push(
      `  refused by rule: ${rules
        .slice(0, 12)
        .map(([rule, c]) => `${rule} ×${n(c)}`)
        .join(', ')}${rules.length > 12 ? ', …' : ''}`,
    )
  lines.push(`  time     ${secs.toFixed(1)} s (${n(Math.round(r.actions / Math.max(secs, 1e-3)))} actions/s)`)
  lines.push(
    r.failure
      ? `FAILED: ${r.failure.kind}`
      : 'ok: no exception, every invariant held, every illegal action refused',
  )
  return `${lines.join('\n')}\n`
}

/** The failure, with everything needed to play it again. */
export function formatFailure(f: FuzzFailure, scenarioFile?: string): string {
  return [
    `fuzz failure (${f.kind}) in scenario ${f.scenario}${scenarioFile ? ` (${scenarioFile})` : ''}, game seed ${f.gameSeed}, ${f.manualDice ? 'dice rolled by hand' : 'seeded dice'}`,
    f.problem,
    `after ${f.actions.length} legal actions:`,
    JSON.stringify(f.actions),
    `failing action: ${f.action === null ? '(none: the random player failed)' : showAction(f.action)}`,
    '',
  ].join('\n')
}
