// `npm run bench`: figures for the rules module (and later the map), never pass/fail.
//   (a) the pending decision of an interception window on 200 × 150 hexes / 2,000 units (< 1 ms)
//   (b) replaying 2,000 actions of a random game on that scenario (< 1 s)
//   (c) the exact distribution of an 8-vs-8 combat round through the engine (< 50 ms)
//   (d) map frame time in headless Chromium: see map.ts (added by a later issue)
//   (e) 300 × 300 hexes, 20,000 units: apply of one action (median ≤ 1 ms), replay of 3,000 actions (< 3 s)
//   (f) missions: legalActions of the plan with every mission kind, 2,000 units (< 1 ms); bombing odds (< 50 ms)
//   (g) first load: gzipped JavaScript before the first map is drawn (goal ≤ 250 KB), before the game is ready to play (≤ 350 KB) and in all,
//       and the times to the first drawn map and to the game drawn on the tutorial in headless Chromium (load/run.ts)
//   (h) naval movement: a flotilla moves one location and the enemy's air window opens, 500 ships (< 1 ms)
// (b) and (e) also time each action of the replay alone, one row per action type (target p95 < 1 ms).
// "ok" / "over" compares the p95 with the target. Options: --only a,b,c; --against <git ref> [--rounds N]
// runs the same benchmarks on this tree and on that build, side by side (against.ts).
import { existsSync, writeFileSync } from 'node:fs'
import { runAgainst } from './against'
import { runLoadBench } from './load/run'
import { mapBenchmarks } from './map'
import {
  benchInterceptionWindow,
  benchMissions,
  benchNavalMove,
  benchReplay,
  benchRoundOdds,
  benchScale,
  crowdedScenario,
  hugeScenario,
  largeScenario,
} from './rules'
import { builtInScenarios } from '../scenarios/files'
import { parseScenario } from '../rules/systems/aeto/scenario/validate'
import { printTable, type Timing } from './stats'

function builtIn(id: string) {
  const r = parseScenario(builtInScenarios.find((s) => s.id === id)?.data)
  if (!r.ok) throw new Error(`built-in scenario ${id} is invalid`)
  return r.scenario
}

async function main(): Promise<void> {
  if (process.argv.some((a) => a === '--against' || a.startsWith('--against=')))
    return runAgainst(process.argv.slice(2))
  const i = process.argv.indexOf('--only')
  const only =
    process.argv
      .find((a) => a.startsWith('--only='))
      ?.slice(7)
      .split(',') ?? (i >= 0 ? process.argv[i + 1]?.split(',') : undefined)
  const want = (k: string) => !only || only.includes(k)
  const rows: (Timing | { name: string; pending: string })[] = []
  const t0 = performance.now()
  const big = want('a') || want('b') || want('f') ? largeScenario() : null
  if (big)
    console.log(
      `scenario ${big.id}: ${big.map.cols}×${big.map.rows} hexes, ${big.airUnits.length} air units, ${big.bases.length} bases (built in ${(performance.now() - t0).toFixed(0)} ms)\n`,
    )
  const run = (key: string, label: string, f: () => Timing[]) => {
    if (!want(key)) return
    try {
      rows.push(...f())
    } catch (e) {
      rows.push({ name: label, pending: `FAILED: ${e instanceof Error ? e.message : String(e)}` })
    }
  }
  run('a', '(a) interception window, as generated', () => benchInterceptionWindow(big!, 'as generated'))
  run('a', '(a) interception window, crowded sector', () =>
    benchInterceptionWindow(crowdedScenario(), 'crowded sector'),
  )
  run('b', '(b) replay, a real scenario', () =>
    benchReplay(builtIn('channel-1943'), 'channel-1943 (real scenario)'),
  )
  run('b', '(b) replay, stress scenario', () =>
    benchReplay(big!, `${big!.airUnits.length}-unit stress scenario`),
  )
  run('c', '(c) round odds', () => benchRoundOdds())
  run('f', '(f) missions', () => benchMissions(big!))
  run('h', '(h) naval movement', () => benchNavalMove())
  run('e', '(e) 20,000 units', () => {
    const huge = hugeScenario()
    console.log(
      `scenario ${huge.id}: ${huge.map.cols}×${huge.map.rows} hexes, ${huge.airUnits.length} air units, ${huge.bases.length} bases\n`,
    )
    return benchScale(huge)
  })
  if (want('d')) {
    const map = await mapBenchmarks()
    if (map) rows.push(...map)
    else
      rows.push({
        name: '(d) map frame time, headless Chromium',
        pending: 'needs Chromium at /usr/bin/chromium (apt-get install chromium)',
      })
  }
  if (want('g')) {
    if (existsSync('/usr/bin/chromium')) {
      console.log('')
      await runLoadBench()
    } else
      rows.push({
        name: '(g) first load, headless Chromium',
        pending: 'needs Chromium at /usr/bin/chromium (apt-get install chromium)',
      })
  }
  console.log(`\nnode ${process.version}, ${process.platform}/${process.arch}\n`)
  printTable(rows)
  console.log(`\nwhole bench: ${((performance.now() - t0) / 1000).toFixed(0)} s`)
  // The rows for a comparison run (--against): written where the parent process asks.
  if (process.env.SORTIE_BENCH_JSON) writeFileSync(process.env.SORTIE_BENCH_JSON, JSON.stringify(rows))
}

main().catch((e) => {
  console.error(e)
  process.exitCode = 1
})
