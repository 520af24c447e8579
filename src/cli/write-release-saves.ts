// Writes saves of this release into corpus/release-saves-v<SAVE_VERSION>/ before a save version
// bump, so that releaseSaves.test.ts can check that they keep loading, hash verified, once the
// rules change. Every built-in scenario: its opening decisions, a plan decision and a
// random game played to the end (or a long way into it), all seeded and reproducible.
//
//   npx tsx src/cli/write-release-saves.ts <commit> "<what the next version changes>"
import { mkdirSync, writeFileSync } from 'node:fs'
import { builtInScenarios } from '../scenarios/files'
import { apply, newGame, type Action, type GameState } from '../rules/systems/aeto'
import { parseScenario } from '../rules/systems/aeto/scenario/validate'
import { makeSave, saveToText, SAVE_VERSION } from '../rules/systems/aeto/save'
import { randomAction, seededRng } from '../rules/systems/aeto/testing/randomPlay'

const [commit = 'HEAD', before = 'the next save version'] = process.argv.slice(2)
const dir = new URL(`../../corpus/release-saves-v${SAVE_VERSION}/`, import.meta.url)
mkdirSync(dir, { recursive: true })

interface Entry {
  scenario: string
  seed: number
  actions: number
  point: string
  pending: string
}
const files: Record<string, Entry> = {}

/** Plays seeded random actions until `stop` says so or the game ends; returns the actions. */
function play(
  start: GameState,
  seed: number,
  stop: (s: GameState, n: number) => boolean,
  max = 400,
): { actions: Action[]; state: GameState } {
  const rng = seededRng(seed * 7919 + 1)
  const actions: Action[] = []
  let state = start
  while (state.pending.kind !== 'over' && actions.length < max && !stop(state, actions.length)) {
    const a = randomAction(state, rng, { aggression: 0.6 })
    const r = apply(state, a)
    if (!r.ok) throw new Error(`seed ${seed}: ${r.violation.rule} ${r.violation.message}`)
    actions.push(a)
    state = r.state
  }
  return { actions, state }
}

for (const sc of builtInScenarios) {
  const parsed = parseScenario(sc.data)
  if (!parsed.ok) throw new Error(`${sc.id}: ${parsed.errors.map((e) => e.message).join('; ')}`)
  const runs: {
    name: string
    point: string
    stop: (s: GameState, n: number) => boolean
    wanted: (s: GameState, n: number) => boolean
  }[] = [
    {
      name: 'plan',
      point: 'a plan decision after a few actions',
      stop: (s, n) => n >= 3 && s.pending.kind === 'plan',
      wanted: (s) => s.pending.kind === 'plan',
    },
    {
      name: 'combat',
      point: 'mid-combat: an air combat decision',
      stop: (s) => s.pending.kind === 'designate' || s.pending.kind === 'preCombat',
      wanted: (s) => s.pending.kind !== 'over',
    },
    {
      name: 'long',
      point: 'random play to the end (or 400 actions)',
      stop: () => false,
      wanted: (_s, n) => n >= 25,
    },
  ]
  for (const run of runs) {
    // the first seed (1–40) whose game reaches the point wanted; games that end at once are kept out
    let found: { seed: number; actions: Action[]; state: GameState } | null = null
    for (let seed = 1; seed <= 40 && !found; seed++) {
      const r = play(newGame(parsed.scenario, { seed }), seed, run.stop)
      if (run.wanted(r.state, r.actions.length)) found = { seed, ...r }
    }
    if (!found) {
      console.log(`${sc.id}: no seed reaches ${run.point}`)
      continue
    }
    const name = `v${SAVE_VERSION}-${sc.id}-${run.name}.save.json`
    writeFileSync(
      new URL(name, dir),
      saveToText(
        makeSave(sc.data, found.seed, undefined, found.actions, found.state, {
          savedAt: '2026-11-26T09:00:00.000Z',
        }),
      ),
    )
    files[name] = {
      scenario: sc.id,
      seed: found.seed,
      actions: found.actions.length,
      point: run.point,
      pending: found.state.pending.kind,
    }
  }
}
const about = `Saves written by the release at ${commit}, save version ${SAVE_VERSION}, before ${before}: they must keep loading with their version ${SAVE_VERSION} state hash verified (src/rules/systems/aeto/save/releaseSaves.test.ts). Written by src/cli/write-release-saves.ts.`
writeFileSync(new URL('index.json', dir), JSON.stringify({ about, files }, null, 2) + '\n')
console.log(
  Object.entries(files)
    .map(([n, f]) => `${n}: ${f.actions} actions, ${f.pending}`)
    .join('\n'),
)
