// Recorded games for the benchmarks. Recording a random game asks the random player for a legal
// action at every step (a full `legalActions` list), which on 20,000 units takes far longer than
// replaying it; so a game is recorded once into `src/bench/games/` and replayed from there. The file
// names the scenario by a hash of its JSON: a generator that changes makes the file stale, and an
// action the rules now refuse (a rules change) too; both are recorded again and the file rewritten.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { apply, newGame, type Action, type GameState } from '../rules/systems/aeto'
import type { Scenario } from '../rules/systems/aeto/scenario/schema'
import { canonicalJson, fnv1a64 } from '../rules/systems/aeto/save/hash'
import { randomAction, seededRng } from '../rules/systems/aeto/testing/randomPlay'

export interface RecordedGame {
  start: GameState
  actions: Action[]
  /** Why the random game ended before `n` actions (an exception of the random player). */
  stoppedEarly?: string
  /** Where the actions came from: "file …" or "recorded in … ms". */
  source: string
}

interface GameFile {
  scenario: string
  scenarioHash: string
  seed: number
  stoppedEarly?: string
  actions: Action[]
}

const DIR = join(dirname(fileURLToPath(import.meta.url)), 'games')

export function must(state: GameState, action: Action): GameState {
  const r = apply(state, action)
  if (!r.ok) throw new Error(`bench setup: ${JSON.stringify(action)} refused: ${r.violation.message}`)
  return r.state
}

/** The start of a long game: the scenario's end (end.afterPhases) is lifted so that it goes on for n actions. */
export function longGameStart(scenario: Scenario, seed: number): GameState {
  return newGame({ ...scenario, end: undefined }, { seed })
}

/** Records a random legal game of `n` actions (the random player of the property tests). */
export function recordGame(scenario: Scenario, n: number, seed = 7): RecordedGame {
  const t0 = performance.now()
  const start = longGameStart(scenario, seed)
  const rng = seededRng(seed)
  const actions: Action[] = []
  let s = start
  let stoppedEarly: string | undefined
  try {
    for (let i = 0; i < n; i++) {
      const a = randomAction(s, rng)
      s = must(s, a)
      actions.push(a)
    }
  } catch (e) {
    stoppedEarly = String(e)
  }
  const source = `recorded in ${(performance.now() - t0).toFixed(0)} ms`
  return { start, actions, source, ...(stoppedEarly ? { stoppedEarly } : {}) }
}

function fileOf(scenario: Scenario, n: number, seed: number): string {
  return join(DIR, `${scenario.id}-seed${seed}-${n}.json`)
}

function scenarioHash(scenario: Scenario): string {
  return fnv1a64(canonicalJson(scenario))
}

/** The actions of `file`, if it holds a game of this very scenario that the rules still accept. */
function readGame(file: string, scenario: Scenario, seed: number): RecordedGame | string {
  if (!existsSync(file)) return 'no file'
  const g = JSON.parse(readFileSync(file, 'utf8')) as GameFile
  if (g.scenarioHash !== scenarioHash(scenario) || g.seed !== seed) return 'the scenario changed'
  const start = longGameStart(scenario, seed)
  let s = start
  for (let i = 0; i < g.actions.length; i++) {
    const r = apply(s, g.actions[i])
    if (!r.ok) return `action ${i + 1} is refused now (${r.violation.rule}: ${r.violation.message})`
    s = r.state
  }
  return {
    start,
    actions: g.actions,
    source: `file ${file.slice(DIR.length - 'games'.length)}`,
    ...(g.stoppedEarly ? { stoppedEarly: g.stoppedEarly } : {}),
  }
}

function writeGame(file: string, scenario: Scenario, seed: number, game: RecordedGame): void {
  mkdirSync(dirname(file), { recursive: true })
  // One action a line: a rules change that alters the game shows as a readable diff.
  const head = { scenario: scenario.id, scenarioHash: scenarioHash(scenario), seed }
  const lines = [
    `{${Object.entries(head)
      .map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`)
      .join(', ')},`,
    ...(game.stoppedEarly ? [`"stoppedEarly": ${JSON.stringify(game.stoppedEarly)},`] : []),
    '"actions": [',
    game.actions.map((a) => JSON.stringify(a)).join(',\n'),
    ']}',
    '',
  ]
  writeFileSync(file, lines.join('\n'))
}

/**
 * The game of `n` random actions on `scenario` from `src/bench/games/`, or recorded now (and the
 * file written) when there is none or it no longer replays.
 */
export function recordedGame(scenario: Scenario, n: number, seed = 7): RecordedGame {
  const file = fileOf(scenario, n, seed)
  const read = readGame(file, scenario, seed)
  if (typeof read !== 'string') return read
  console.log(`recording ${n} actions on ${scenario.id} (${read}): this may take minutes…`)
  const game = recordGame(scenario, n, seed)
  writeGame(file, scenario, seed, game)
  return { ...game, source: `${game.source}, written to ${file.slice(DIR.length - 'games'.length)}` }
}
