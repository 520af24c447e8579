import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { apply } from '../engine/flow'
import { newGame } from '../engine/newGame'
import { contextOf } from '../context'
import { landUnitsNow } from '../land'
import { shipFaceNow, shipPosition } from '../naval/ships'
import { randomAction, seededRng } from '../testing/randomPlay'
import type { GameState } from '../types'
import { scenarioFromPosition } from './fromPosition'
import { parseScenario } from './validate'

const DIR = new URL('../../../../../public/scenarios/', import.meta.url)
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.json') && f !== 'index.json')

function start(file: string, seed: number): GameState {
  const r = parseScenario(JSON.parse(readFileSync(new URL(file, DIR), 'utf8')))
  if (!r.ok) throw new Error(file)
  return newGame(r.scenario, { seed })
}

/** Random play for `n` actions, stopping early at the end of the game. */
function playOn(s: GameState, seed: number, n: number): GameState {
  const rng = seededRng(seed)
  for (let i = 0; i < n && s.pending.kind !== 'over'; i++) {
    const r = apply(s, randomAction(s, rng, { aggression: 0.5 }))
    if (!r.ok) throw new Error(r.violation.message)
    s = r.state
  }
  return s
}

/** What a position is, air units and ships, as the rules see it; aloft units counted at their base. */
function position(s: GameState) {
  const ctx = contextOf(s)
  const air = Object.values(s.units)
    .filter((u) => !u.eliminated)
    .map((u) => `${u.id}@${u.base}:${u.face}:${u.commitment}:${u.atpPoints ?? '-'}`)
    .sort()
  const stacks = Object.fromEntries(
    Object.entries(s.stacks).map(([b, ids]) => [b, ids.filter((id) => !s.units[id].eliminated)]),
  )
  const ships = s.scenario.navalUnits
    .filter((n) => !s.naval?.ships[n.id]?.sunk)
    .map(
      (n) =>
        `${n.id}@${ctx.map.locLabel(shipPosition(ctx, s, n.id).loc)}:${shipPosition(ctx, s, n.id).inPort}:${shipFaceNow(ctx, s, n.id)}`,
    )
  const land = landUnitsNow(s).map((l) => `${l.id}@${l.hex}:${l.strength}`)
  return {
    air,
    stacks,
    ships,
    land,
    turn: [s.turn.year, s.turn.month, s.turn.phase, s.turn.phase === 'navalAndAir' ? s.turn.phasingSide : ''],
  }
}

describe('a new scenario from the position of a game (docs/guide.md, "A what-if from here")', () => {
  it.each(FILES)(
    '%s: from positions reached by random play, the scenario validates and a game on it starts from the same position',
    (file) => {
      for (const [seed, n] of [
        [3, 0],
        [5, 25],
        [11, 80],
        [17, 200],
      ]) {
        const game = playOn(start(file, seed), seed, n)
        const { scenario, notes } = scenarioFromPosition(game)
        const parsed = parseScenario(scenario)
        if (!parsed.ok)
          throw new Error(
            `${file} seed ${seed}: ${parsed.errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`,
          )
        const again = newGame(parsed.scenario, { seed: 1 })
        const want = position(game)
        const got = position(again)
        // Units aloft go back to their assigned base, and a phase in progress starts again: the
        // commitment a unit took during the Step may clear when the new game begins the phase.
        expect(
          got.air.map((a) => a.split(':').slice(0, 2).join(':')),
          `${file} seed ${seed}`,
        ).toEqual(want.air.map((a) => a.split(':').slice(0, 2).join(':')))
        expect(got.ships).toEqual(want.ships)
        expect(got.land).toEqual(want.land)
        expect(got.turn).toEqual(want.turn)
        for (const [b, ids] of Object.entries(want.stacks))
          if (parsed.scenario.bases.some((x) => x.id === b))
            expect(got.stacks[b], `stack order at ${b}`).toEqual(ids)
        expect(notes.every((x) => x.endsWith('.') || x.endsWith(').'))).toBe(true)
      }
    },
  )

  it('names the scenario after the game and the moment, and says what it could not carry', () => {
    const game = playOn(start('channel-1943.json', 5), 5, 3)
    const { scenario } = scenarioFromPosition(game)
    expect(scenario.id).toBe('channel-1943-what-if')
    expect(scenario.title).toMatch(/ — from [A-Z][a-z]+ 19\d\d, /)
    expect(scenarioFromPosition(game, { id: 'mine', title: 'Mine' }).scenario).toMatchObject({
      id: 'mine',
      title: 'Mine',
    })
  })
})

describe('a what-if of a position with carriers hit (4.4)', () => {
  it('Pearl Harbor: Kaga sunk (its aircraft eliminated) and Akagi damaged (its 12 points of aircraft kept aboard, over the damaged side’s 6): the scenario validates and starts from the same position', () => {
    let s = start('pearl-harbor-1941.json', 1)
    for (const a of [
      { type: 'navalCombat', ship: 'jp-kaga', result: 'sunk' },
      { type: 'navalCombat', ship: 'jp-akagi', result: 'damaged' },
    ] as const) {
      const r = apply(s, a)
      if (!r.ok) throw new Error(r.violation.message)
      s = r.state
    }
    expect(['jp-a6m-kaga', 'jp-b5n-kaga'].map((id) => s.units[id].eliminated)).toEqual([true, true])
    const { scenario } = scenarioFromPosition(s)
    const parsed = parseScenario(scenario)
    if (!parsed.ok) throw new Error(parsed.errors.map((e) => `${e.path}: ${e.message}`).join('; '))
    expect(parsed.scenario.bases.some((b) => b.id === 'kaga-air')).toBe(false)
    expect(parsed.scenario.navalUnits.find((n) => n.id === 'jp-akagi')?.face).toBe('back')
    expect(parsed.scenario.airUnits.filter((u) => u.base === 'akagi-air').map((u) => u.id)).toEqual([
      'jp-a6m-akagi',
      'jp-b5n-akagi',
      'jp-d3a-akagi',
    ])
    expect(position(newGame(parsed.scenario, { seed: 1 })).air).toEqual(position(s).air)
  })
})
