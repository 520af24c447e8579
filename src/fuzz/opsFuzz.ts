// Two more fuzzers, of the ways in rather than the rules:
//   - runner options: random command lines (commands, sources, options in any order, repeated,
//     missing their value, with odd values; `legal --mission-targets` included) run in-process
//     on in-memory files; the runner must never throw nor exit 1, and each exit code must come
//     with its output (0: a JSON document or narration on stdout; 2 and 3: a message on stderr);
//   - store operations: random sequences of dispatch (legal and illegal), undo, redo, rewind,
//     switching lines, restart, loading saves and scenarios, and replays on one store; nothing
//     throws, the record stays consistent (a state per action, the cursor in range) and the
//     state shown keeps every invariant.
import { main } from '../cli/runner'
import { apply, legalActions, type Action, type GameState, newGame } from '../rules/systems/aeto'
import { checkInvariants } from '../rules/systems/aeto/properties/invariants'
import {
  randomAction,
  randomIllegalAction,
  seededRng,
  type Rng,
} from '../rules/systems/aeto/testing/randomPlay'
import { createSortieStore, gameState } from '../store/store'
import { randomSaveJson } from './fileFuzz'
import type { FuzzScenario } from './fuzzer'

export interface OpsFuzzReport {
  runs: number
  byExit: Record<string, number>
  ms: number
  failure: { problem: string; input: string } | null
}

const pickOf = <T>(rng: Rng, xs: readonly T[]): T => xs[rng.int(xs.length)]

/** A few legal actions of a random game, and sometimes a refused or malformed one after them. */
function actionsText(sc: FuzzScenario, rng: Rng): string {
  let s: GameState = newGame(sc.scenario, { seed: 1 })
  const out: unknown[] = []
  const n = rng.int(25)
  for (let i = 0; i < n && s.pending.kind !== 'over'; i++) {
    const a = randomAction(s, rng)
    const r = apply(s, a)
    if (!r.ok) break
    out.push(a)
    s = r.state
  }
  if (rng.next() < 0.4) out.push(randomIllegalAction(s, rng).action)
  return JSON.stringify(out)
}

// ---------------------------------------------------------------------------------------------
// Runner options
// ---------------------------------------------------------------------------------------------

export function runRunnerFuzz(opts: {
  scenarios: readonly FuzzScenario[]
  runs: number
  seed: number
  now?: () => number
}): OpsFuzzReport {
  const now = opts.now ?? (() => performance.now())
  const rng = seededRng(opts.seed ^ 0x0b5e55ed)
  const t0 = now()
  const report: OpsFuzzReport = { runs: 0, byExit: {}, ms: 0, failure: null }
  const builtIns = opts.scenarios.map((s) => ({ id: s.id, title: s.scenario.title, data: s.json }))
  for (let i = 0; i < opts.runs; i++) {
    const sc = pickOf(rng, opts.scenarios)
    const files: Record<string, string> = {
      'sc.json': JSON.stringify(sc.json),
      'game.save.json': JSON.stringify(randomSaveJson(sc, rng.int(1000), rng.int(20))),
      'actions.json': actionsText(sc, rng),
      'empty.json': '',
      'list.json': '[1, "x", {"type": 7}]',
    }
    const sources = [
      'sc.json',
      'game.save.json',
      'missing.json',
      'empty.json',
      'actions.json',
      sc.id,
      'nope',
      '--seed',
    ]
    const values: Record<string, string[]> = {
      '--actions': ['actions.json', 'list.json', 'missing.json', 'sc.json', 'empty.json'],
      '--dice': ['3,5,1', '6', '', '0', '7', '1,,2', '-1', '1.5', 'x', '6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6,6'],
      '--seed': ['0', '1', '4294967295', '4294967296', '-1', '1e3', 'x', ''],
      '--save': ['out.save.json'],
    }
    const flags = ['--narrate', '--mission-targets', '--until-decision', '--help', '--bogus', '-x']
    const argv: string[] = [pickOf(rng, ['validate', 'play', 'legal', 'legal', 'play', 'help', 'bogus', ''])]
    if (rng.next() < 0.4) {
      // A well-formed start, so that runs get past the options to the game (exit 0 and 3).
      argv.splice(
        0,
        1,
        pickOf(rng, ['play', 'legal']),
        pickOf(rng, ['sc.json', 'game.save.json', sc.id]),
        '--actions',
        'actions.json',
      )
    } else {
      const nSrc = rng.next() < 0.85 ? 1 : rng.int(3)
      for (let k = 0; k < nSrc; k++) argv.push(pickOf(rng, sources))
    }
    const nOpt = rng.int(5)
    for (let k = 0; k < nOpt; k++) {
      if (rng.next() < 0.4) argv.push(pickOf(rng, flags))
      else {
        const name = pickOf(rng, Object.keys(values))
        if (rng.next() < 0.15) argv.push(`${name}=${pickOf(rng, values[name])}`)
        else {
          argv.push(name)
          if (rng.next() < 0.95) argv.push(pickOf(rng, values[name]))
        }
      }
    }
    let stdout = ''
    let stderr = ''
    const written: Record<string, string> = {}
    const input = `airops ${argv.map((a) => JSON.stringify(a)).join(' ')} (scenario ${sc.id})`
    let code: number
    try {
      code = main(argv, {
        stdout: (s) => void (stdout += s),
        stderr: (s) => void (stderr += s),
        readFile: (p) => {
          if (p in files) return files[p]
          throw Object.assign(new Error(`ENOENT: ${p}`), { code: 'ENOENT' })
        },
        writeFile: (p, t) => void (written[p] = t),
        builtIns,
      })
    } catch (e) {
      report.failure = { problem: `the runner threw: ${e instanceof Error ? e.message : String(e)}`, input }
      break
    }
    report.runs++
    report.byExit[code] = (report.byExit[code] ?? 0) + 1
    const problem = checkRunnerOutput(argv, code, stdout, stderr)
    if (problem) {
      report.failure = { problem, input }
      break
    }
  }
  report.ms = now() - t0
  return report
}

function checkRunnerOutput(
  argv: readonly string[],
  code: number,
  stdout: string,
  stderr: string,
): string | null {
  if (code === 1) return `exit 1 (internal error): ${stderr.slice(0, 400)}`
  if (![0, 2, 3].includes(code)) return `exit code ${code}`
  if (code !== 0) {
    if (!stderr.trim()) return `exit ${code} with nothing on stderr`
    if (code === 3 && !/^action #\d+ \([^)]*\): \S+: \S/.test(stderr))
      return `exit 3 without "action #N (type): rule: message": ${stderr.slice(0, 300)}`
    return null
  }
  if (!stdout.trim()) return 'exit 0 with nothing on stdout'
  const command = argv[0]
  if (
    (command === 'play' || command === 'legal') &&
    !argv.includes('--narrate') &&
    !argv.includes('--help') &&
    !argv.includes('-h')
  ) {
    try {
      JSON.parse(stdout)
    } catch (e) {
      return `exit 0 but stdout is not one JSON document: ${String(e).slice(0, 200)}`
    }
  }
  return null
}

// ---------------------------------------------------------------------------------------------
// Store operations
// ---------------------------------------------------------------------------------------------

const STORE_OPS = [
  'dispatch',
  'dispatch',
  'dispatch',
  'dispatch',
  'illegal',
  'undo',
  'undoToDecisionStart',
  'redo',
  'rewind',
  'switchLine',
  'restart',
  'loadSave',
  'loadScenario',
  'loadBad',
  'policy',
  'replay',
] as const

export function runStoreFuzz(opts: {
  scenarios: readonly FuzzScenario[]
  sequences: number
  length: number
  seed: number
  now?: () => number
}): OpsFuzzReport {
  const now = opts.now ?? (() => performance.now())
  const rng = seededRng(opts.seed ^ 0x5707e)
  const t0 = now()
  const report: OpsFuzzReport = { runs: 0, byExit: {}, ms: 0, failure: null }
  for (let q = 0; q < opts.sequences && !report.failure; q++) {
    const store = createSortieStore()
    const sc = pickOf(rng, opts.scenarios)
    const done: string[] = [`loadScenario(${sc.id})`]
    store.getState().loadScenario(sc.json, sc.id)
    for (let i = 0; i < opts.length; i++) {
      const op = pickOf(rng, STORE_OPS)
      const st = store.getState()
      let what: string = op
      try {
        switch (op) {
          case 'dispatch': {
            const s = gameState(st)
            if (s && s.pending.kind !== 'over' && !st.ui.replay && legalActions(s).length) {
              const a: Action = randomAction(s, rng, { aggression: rng.next() })
              what = `dispatch(${JSON.stringify(a)})`
              const v = st.dispatch(a)
              if (v) throw new Error(`a legal action was refused: [${v.rule}] ${v.message}`)
            }
            break
          }
          case 'illegal': {
            const s = gameState(st)
            if (s) {
              const a = randomIllegalAction(s, rng).action
              const before = store.getState().game
              what = `dispatch(illegal ${JSON.stringify(a)?.slice(0, 200)})`
              const v = st.dispatch(a)
              if (!v) throw new Error('an illegal action was accepted')
              if (store.getState().game !== before) throw new Error('a refused action changed the game')
            }
            break
          }
          case 'undo':
            st.undo()
            break
          case 'undoToDecisionStart':
            st.undoToDecisionStart()
            break
          case 'redo':
            st.redo()
            break
          case 'rewind': {
            const n = st.game ? st.game.actions.length : 3
            const at = pickOf(rng, [0, rng.int(n + 1), n, n + 1, -1, 0.5])
            what = `rewindTo(${at})`
            st.rewindTo(at)
            break
          }
          case 'switchLine': {
            const ids = st.timeline?.lines.map((l) => l.id) ?? []
            const id = rng.next() < 0.8 && ids.length ? pickOf(rng, ids) : 'no-such-line'
            what = `switchLine(${JSON.stringify(id)})`
            st.switchLine(id)
            break
          }
          case 'restart':
            st.restart()
            break
          case 'loadSave': {
            const other = pickOf(rng, opts.scenarios)
            what = `loadGameFile(a save of ${other.id})`
            const r = st.loadGameFile(
              JSON.stringify(randomSaveJson(other, rng.int(1000), rng.int(15))),
              'x.save.json',
            )
            if (!r.ok) throw new Error(`a save of a random game did not load: ${r.message}`)
            break
          }
          case 'loadScenario': {
            const other = pickOf(rng, opts.scenarios)
            what = `loadGameFile(scenario ${other.id})`
            const r = st.loadGameFile(JSON.stringify(other.json), `${other.id}.json`)
            if (!r.ok) throw new Error(`a shipped scenario did not load: ${r.message}`)
            break
          }
          case 'loadBad': {
            const before = st.game
            const r = st.loadGameFile(
              pickOf(rng, [
                '',
                '{',
                '{"format":"sortie-save"}',
                '[]',
                'null',
                '{"format":"sortie-scenario"}',
              ]),
              'bad.json',
            )
            if (r.ok) throw new Error('a bad file loaded')
            if (store.getState().game !== before) throw new Error('a refused load changed the game')
            break
          }
          case 'policy': {
            const p = rng.next() < 0.5 ? 'hotSeat' : 'exploration'
            what = `setSession(${p})`
            st.setSession({ undoPolicy: p })
            break
          }
          case 'replay': {
            const r = rng.int(4)
            what = ['startReplay', 'replayStep(1)', 'replayStep(-1)', 'exitReplay'][r]
            if (r === 0) st.startReplay()
            else if (r === 3) st.exitReplay()
            else st.replayStep(r === 1 ? 1 : -1)
            break
          }
        }
        done.push(what)
        const problem = checkStore(store.getState())
        if (problem) throw new Error(problem)
      } catch (e) {
        report.failure = {
          problem: `${what}: ${e instanceof Error ? e.message : String(e)}`,
          input: `scenario ${sc.id}, operations:\n  ${done.slice(-40).join('\n  ')}`,
        }
        break
      }
      report.byExit[op] = (report.byExit[op] ?? 0) + 1
      report.runs++
    }
  }
  report.ms = now() - t0
  return report
}

function checkStore(st: ReturnType<ReturnType<typeof createSortieStore>['getState']>): string | null {
  const g = st.game
  if (!g) return 'no game'
  if (g.states.length !== g.actions.length + 1)
    return `${g.states.length} states for ${g.actions.length} actions`
  if (!Number.isInteger(g.cursor) || g.cursor < 0 || g.cursor > g.actions.length)
    return `cursor ${g.cursor} out of 0..${g.actions.length}`
  const s = gameState(st)
  if (!s) return 'no state shown'
  const bad = checkInvariants(s)
  return bad.length ? `invariants broken: ${bad.join('; ')}` : null
}

export function formatOpsSummary(name: string, r: OpsFuzzReport): string {
  const counts = Object.entries(r.byExit)
    .map(([k, v]) => `${k} ×${v}`)
    .join(', ')
  return `${name}: ${r.runs} runs (${counts}); ${(r.ms / 1000).toFixed(1)} s\n${r.failure ? `FAILED: ${r.failure.problem}\n  ${r.failure.input}` : 'ok'}\n`
}
