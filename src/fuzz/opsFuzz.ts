// Two more fuzz families (issue 10, point 13):
// - the store: random sequences of what a player does in the browser (play legal and illegal
//   actions, undo, redo, rewind, switch lines, restart, save and load the game, load a bad file),
//   checking after each that nothing threw and the state shown is exactly the replay of the
//   actions before the cursor (so undo, branches and loads never show a game that did not happen);
// - the runner's options: random command lines, good and bad, each ending with exit 0, 2 or 3 and,
//   when not 0, a message on stderr, never an exception.
import { builtInScenarios } from '../scenarios'
import { memoryIo } from '../cli/io'
import { main } from '../cli/runner'
import { stateHash } from '../rules/save'
import { randomAction, randomIllegalAction, seededRng, type Rng } from '../rules/testing/randomPlay'
import { replay } from '../store/game'
import { saveText } from '../store/saveFile'
import { createSortieStore } from '../store/store'

export interface OpsFuzzReport {
  storeOps: number
  byOp: Record<string, number>
  runnerCalls: number
  byExit: Record<number, number>
  failure: string | null
}

const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng.next() * xs.length)]

export function runStoreFuzz(ops: number, seed: number, report: OpsFuzzReport): void {
  const rng = seededRng(seed)
  const store = createSortieStore()
  const b = pick(rng, builtInScenarios)
  store.getState().setSession({ undoPolicy: rng.next() < 0.5 ? 'exploration' : 'hotSeat', seed: seed % 1000 })
  store.getState().loadScenario(b.data, b.id)
  for (let i = 0; i < ops && !report.failure; i++) {
    const st = store.getState()
    const g = st.game!
    const state = g.states[g.cursor]
    const r = rng.next()
    let op: string
    try {
      if (r < 0.5 && state.pending.kind !== 'over') {
        op = 'play'
        st.dispatch(randomAction(state, rng))
      } else if (r < 0.58) {
        op = 'illegal'
        const before = store.getState().game
        if (!st.dispatch(randomIllegalAction(state, rng).action as never)) throw new Error('an illegal action was accepted')
        if (store.getState().game !== before) throw new Error('a refused action changed the game')
      } else if (r < 0.7) {
        op = 'undo'
        st.undo()
      } else if (r < 0.76) {
        op = 'redo'
        st.redo()
      } else if (r < 0.84) {
        op = 'rewind'
        st.rewindTo(Math.floor(rng.next() * (g.actions.length + 1)))
      } else if (r < 0.88) {
        op = 'switch line'
        const t = store.getState().timeline!
        st.switchLine(pick(rng, t.lines).id)
      } else if (r < 0.91) {
        op = 'restart'
        st.restart()
      } else if (r < 0.96) {
        op = 'save and load'
        const text = saveText(g)
        const res = st.loadGameFile(text, 'game.json')
        if (!res.ok) throw new Error(`a save Sortie wrote did not load: ${res.message}`)
      } else {
        op = 'load a bad file'
        const before = store.getState().game
        const res = st.loadGameFile(pick(rng, ['{', '[]', '{"format":"sortie-save","version":2}', '\u0000']), 'bad.json')
        if (res.ok || store.getState().game !== before) throw new Error('a bad file was loaded or changed the game')
        st.dismissLoadErrors()
      }
    } catch (e) {
      report.failure = `store op ${i} (${r.toFixed(3)}): ${e instanceof Error ? e.message : String(e)}`
      return
    }
    report.storeOps++
    report.byOp[op] = (report.byOp[op] ?? 0) + 1
    // What is shown is the replay of the actions before the cursor, nothing else.
    const now = store.getState().game!
    if (i % 10 === 0) {
      const again = replay({ scenario: now.scenario, scenarioJson: now.scenarioJson, seed: now.seed, dice: now.dice, manualDice: now.manualDice }, now.actions.slice(0, now.cursor))
      if ('violation' in again || stateHash(again.game.states[now.cursor]) !== stateHash(now.states[now.cursor]))
        report.failure = `after store op ${i} (${op}) the state shown is not the replay of its actions`
    }
  }
}

const COMMANDS = ['validate', 'play', 'legal', 'help', 'frobnicate', '']
const OPTIONS = ['--actions', '--dice', '--seed', '--narrate', '--save', '--until-decision', '--mission-targets', '--help', '--bogus', '-x']
const VALUES = ['a.json', 'illegal.json', 'illegal.json', 'missing.json', 'bad.json', '6,5,1', '0', '7', '-1', '4294967296', '1.5', '', 'tutorial', 'out.json', '--narrate']

export function runRunnerFuzz(calls: number, seed: number, report: OpsFuzzReport): void {
  const rng = seededRng(seed ^ 0x2545f491)
  const files = {
    'a.json': JSON.stringify([{ type: 'endStep' }]),
    'bad.json': '{"type": ',
    'illegal.json': JSON.stringify([{ type: 'attack', attacker: 'x', target: 'y' }]),
    'chain.json': JSON.stringify(builtInScenarios[0].data),
  }
  for (let i = 0; i < calls && !report.failure; i++) {
    // Half well-formed (a game and an actions file, legal or not), half anything.
    const argv: string[] =
      rng.next() < 0.5 ? [pick(rng, ['play', 'legal']), pick(rng, ['tutorial', 'chain.json']), '--actions', pick(rng, ['a.json', 'illegal.json'])] : [pick(rng, COMMANDS)]
    if (argv.length === 1 && rng.next() < 0.8) argv.push(pick(rng, ['tutorial', 't11-whitley', 'chain.json', 'missing.json', 'bad.json']))
    const n = Math.floor(rng.next() * 4)
    for (let k = 0; k < n; k++) {
      argv.push(pick(rng, OPTIONS))
      if (rng.next() < 0.7) argv.push(pick(rng, VALUES))
    }
    const m = memoryIo(files, builtInScenarios)
    let code: number
    try {
      code = main(argv, m.io)
    } catch (e) {
      report.failure = `airops ${argv.join(' ')} threw: ${String(e)}`
      return
    }
    report.runnerCalls++
    report.byExit[code] = (report.byExit[code] ?? 0) + 1
    if (![0, 2, 3].includes(code)) report.failure = `airops ${argv.join(' ')} exited ${code}: ${m.stderr().slice(0, 300)}`
    else if (code !== 0 && m.stderr().trim() === '') report.failure = `airops ${argv.join(' ')} exited ${code} saying nothing`
  }
}

export function runOpsFuzz(storeOps: number, runnerCalls: number, seed: number): OpsFuzzReport {
  const report: OpsFuzzReport = { storeOps: 0, byOp: {}, runnerCalls: 0, byExit: {}, failure: null }
  // A few browser sessions, each on its own scenario and undo policy.
  for (let k = 0; k < 4 && !report.failure; k++) runStoreFuzz(Math.ceil(storeOps / 4), seed + k, report)
  if (!report.failure) runRunnerFuzz(runnerCalls, seed, report)
  return report
}

export function formatOpsReport(r: OpsFuzzReport): string {
  const ops = Object.entries(r.byOp)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')
  const exits = Object.entries(r.byExit)
    .map(([k, v]) => `exit ${k} ×${v}`)
    .join(', ')
  return `store: ${r.storeOps} operations (${ops}), the state shown always the replay of its actions\nrunner: ${r.runnerCalls} random command lines (${exits}), never an exception\n${r.failure ? `FAILURE: ${r.failure}\n` : ''}`
}
