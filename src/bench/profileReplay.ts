// Replays a recorded bench game, for a CPU profile of the rules module, and prints the time spent
// by action type (total, median, p95) in the last round:
//   node --import tsx [--cpu-prof --cpu-prof-dir=/tmp/prof] src/bench/profileReplay.ts e|b [rounds]
// (e): the 20,000-unit scenario's 3,000 actions; (b): the 2,000-unit stress scenario's 2,000.
// Each action is timed by the clock and by the process's CPU time (process.cpuUsage): on a shared
// machine the clock counts the time other processes held the core, the CPU time does not.
import type { GameState } from '../rules/systems/aeto'
import { stateHash } from '../rules/systems/aeto/save/hash'
import { recordedGame, must } from './games'
import { hugeScenario, largeScenario } from './rules'

const which = process.argv[2] ?? 'e'
const rounds = Number(process.argv[3] ?? 2)
const game = recordedGame(which === 'e' ? hugeScenario() : largeScenario(), which === 'e' ? 3000 : 2000)
const kinds = new Map<string, number[]>()
const cpuKinds = new Map<string, number[]>()
for (let r = 0; r < rounds; r++) {
  kinds.clear()
  cpuKinds.clear()
  const t0 = performance.now()
  const c0 = process.cpuUsage()
  let s: GameState = game.start
  for (const a of game.actions) {
    const t = performance.now()
    const c = process.cpuUsage()
    s = must(s, a)
    const used = process.cpuUsage(c)
    const k = kinds.get(a.type) ?? []
    k.push(performance.now() - t)
    kinds.set(a.type, k)
    const ck = cpuKinds.get(a.type) ?? []
    ck.push((used.user + used.system) / 1000)
    cpuKinds.set(a.type, ck)
  }
  const cpu = process.cpuUsage(c0)
  console.log(
    `replay ${game.actions.length} actions: ${(performance.now() - t0).toFixed(0)} ms (CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms), ${stateHash(s)}`,
  )
}
const summary = (v: number[]) => {
  const sorted = v.slice().sort((a, b) => a - b)
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]
  return { n: v.length, total: v.reduce((a, b) => a + b, 0), med: q(0.5), p95: q(0.95), max: sorted.at(-1)! }
}
const rows = [...kinds].map(([k, v]) => ({ k, ...summary(v), cpu: summary(cpuKinds.get(k)!) }))
for (const r of rows.sort((a, b) => b.total - a.total))
  console.log(
    `${r.k.padEnd(22)} ${String(r.n).padStart(5)} total ${r.total.toFixed(0).padStart(6)} ms  median ${r.med.toFixed(2)}  p95 ${r.p95.toFixed(2)}  max ${r.max.toFixed(1)}  | CPU median ${r.cpu.med.toFixed(2)}  p95 ${r.cpu.p95.toFixed(2)}  max ${r.cpu.max.toFixed(1)}`,
  )
