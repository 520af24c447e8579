import { readFileSync } from 'node:fs'
import { parseScenario } from './rules/scenario/validate'
import { newGame, contextOf, flotillaMoveList } from './rules'
const r = parseScenario(JSON.parse(readFileSync('src/scenarios/tutorial-fleet.json', 'utf8')))
if (!r.ok) { console.log(r.errors); process.exit(1) }
const s = newGame(r.scenario, { seed: 1 })
const ctx = contextOf(s)
const L = (x: string) => ctx.map.parseLoc(x)!
console.log(s.pending.kind, s.pending.side, ctx.map.hexDistance(L('0705'), L('1109')), ctx.map.hexDistance(L('0705'), L('1010')), ctx.map.hexDistance(L('1302'), L('1109')))
for (const f of flotillaMoveList(s)) console.log(f.flotilla, f.loc, f.next.map((n) => n.to).join(' '))
console.log([...ctx.map.neighbours(L('1109'))].map((l) => ctx.map.locLabel(l)).join(' '))
