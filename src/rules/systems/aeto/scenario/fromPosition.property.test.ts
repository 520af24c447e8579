// Property: the what-if scenario of any position reached by play (scenarioFromPosition, the
// runner's --scenario-here and "From this position…") validates, can be played on, and keeps every
// fact a scenario can carry: the bases as they are now (a captured base with the side holding it,
// 4.7; a grass airfield built in play, 4.3), and every other part of the scenario as it was (fixed
// transfers, tables, routes, options, supply sources, sides…).
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contextOf } from '../context'
import { apply } from '../engine/flow'
import { legalActions } from '../engine/legal'
import { newGame } from '../engine/newGame'
import { pick, randomAction, seededRng, type Rng } from '../testing/randomPlay'
import type { GameState } from '../types'
import { scenarioFromPosition } from './fromPosition'
import type { Scenario } from './schema'
import { parseScenario } from './validate'

const DIR = new URL('../../../../../public/scenarios/', import.meta.url)
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.json') && f !== 'index.json')
/** Random games per built-in scenario. */
const GAMES = 12

/** The parts of a scenario that play changes, and so the export writes anew. */
const CHANGED_BY_PLAY = new Set<keyof Scenario>([
  'id',
  'title',
  'description',
  'map',
  'weather',
  'bases',
  'airUnits',
  'navalUnits',
  'landUnits',
  'start',
  'end',
])

function scenarioOf(file: string): Scenario {
  const r = parseScenario(JSON.parse(readFileSync(new URL(file, DIR), 'utf8')))
  if (!r.ok) throw new Error(file)
  return r.scenario
}

/** Random play, with enemy land units capturing a base (an outside event, 4.7) more often than randomAction does. */
function playOn(s: GameState, rng: Rng, n: number): GameState {
  for (let i = 0; i < n && s.pending.kind !== 'over'; i++) {
    let a = randomAction(s, rng, { aggression: 0.5 })
    if (rng.next() < 0.08) {
      const captures = legalActions(s, { maxSubsetUnits: 1, outsideEvents: true }).filter(
        (x) => x.type === 'captureBase',
      )
      if (captures.length) a = pick(rng, captures)
    }
    const r = apply(s, a)
    if (!r.ok) throw new Error(`${a.type}: ${r.violation.rule} ${r.violation.message}`)
    s = r.state
  }
  return s
}

/** Each base of the position, with its owner, place and kind: as the rules see it now. */
function basesNow(s: GameState): Map<string, string> {
  const ctx = contextOf(s)
  const out = new Map<string, string>()
  for (const b of ctx.baseDefs.values()) {
    if (b.carrier !== undefined && s.naval?.ships[b.carrier]?.sunk) continue // gone with its carrier (4.4)
    out.set(b.id, `${b.owner}@${b.hex ?? b.carrier}:${b.components.map((c) => c.kind).join('+')}`)
  }
  return out
}

/** The scenarios in which a random game ended with a captured base. */
const captured = new Set<string>()

describe('every what-if export of a random game validates, plays on and keeps every fact', () => {
  it.each(FILES)('%s', (file) => {
    const sc = scenarioOf(file)
    for (let g = 0; g < GAMES; g++) {
      const seed = 1000 * g + 7
      const rng = seededRng(seed)
      const n = rng.int(240)
      const game = playOn(newGame(sc, { seed }), rng, n)
      const at = `${file}, game ${g} (seed ${seed}, ${n} actions)`
      if (Object.keys(game.basing?.owner ?? {}).length) captured.add(file)
      const { scenario } = scenarioFromPosition(game)
      const parsed = parseScenario(scenario)
      if (!parsed.ok)
        throw new Error(`${at}: ${parsed.errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`)
      const exported = parsed.scenario
      // The facts no play changes are carried as they are.
      for (const key of Object.keys(sc) as (keyof Scenario)[])
        if (!CHANGED_BY_PLAY.has(key)) expect(exported[key], `${at}: ${key}`).toEqual(sc[key])
      // The bases: captured ones held by their new side, built ones there (a destroyed grass airfield is gone, 4.26).
      const again = newGame(exported, { seed })
      const want = basesNow(game)
      const got = basesNow(again)
      for (const [id, b] of got) expect(b, `${at}: base ${id}`).toBe(want.get(id))
      for (const [id, b] of want)
        if (!got.has(id))
          expect(
            contextOf(game)
              .baseDefs.get(id)!
              .components.every((c) => c.kind === 'GrassAirfield'),
            `${at}: base ${id} (${b}) is missing`,
          ).toBe(true)
      // And the game goes on from it.
      playOn(again, seededRng(seed + 1), 40)
    }
  })

  it('the random games captured bases, so the property was tried on them', () => {
    expect(captured.size).toBeGreaterThan(0)
  })
})
