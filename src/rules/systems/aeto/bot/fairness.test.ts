// The automatic opponent decides from what its side may know (design §8; 4.10, 4.16): at random
// positions of random legal games, its choice and its reasoning are the same when everything its
// side cannot see is changed, and in Coral Sea its reasoning never names a ship it has not located.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { contextOf } from '../context'
import { apply, newGame } from '../index'
import { recordValues } from '../engine/persistentRecord'
import { shipSide } from '../naval/ships'
import { playGame, realEngine } from '../properties/gameProperties'
import { seedArb } from '../properties/scenarios'
import { shippedScenarios } from '../../../../scenarios/shipped'
import type { GameState, SideId, UnitState } from '../types'
import { hiddenCarriers, identifies } from '../view'
import { botDecision, runBotGame } from './index'

/** The state with everything `side` may not know changed: unlocated enemy ships renamed and re-armoured, hidden carriers renamed, the units aboard them flipped, the dice, the other side's hidden choices. */
function changeWhatIsHidden(state: GameState, side: SideId): GameState {
  const ctx = contextOf(state)
  const ships = new Set(
    state.scenario.navalUnits
      // Located or not: locating a ship is not identifying it (4.10, 4.20).
      .filter((n) => shipSide(ctx, n.id) !== side && !identifies(ctx, state, side, n.id))
      .map((n) => n.id),
  )
  const hidden = hiddenCarriers(state, side)
  const scenario = {
    ...state.scenario,
    navalUnits: state.scenario.navalUnits.map((n) =>
      ships.has(n.id) ? { ...n, name: `${n.name} Maru`, front: { ...n.front, armor: n.front.armor + 3 } } : n,
    ),
    bases: state.scenario.bases.map((b) => (hidden.has(b.id) ? { ...b, name: `${b.name} Maru` } : b)),
  }
  const units: Record<string, UnitState> = {}
  for (const u of recordValues(state.units)) {
    const aboard = u.aloft === null && hidden.has(u.base) && ctx.unitDefs.get(u.id)?.back
    units[u.id] = aboard ? { ...u, face: u.face === 'front' ? 'back' : 'front' } : u
  }
  const c = state.combat
  const combat =
    c &&
    Object.fromEntries(Object.entries(c.volabort).map(([s, v]) => [s, s !== side && v !== null ? [] : v]))
  return {
    ...state,
    scenario,
    units,
    dice: { ...state.dice, rng: (state.dice.rng ^ 0x5bd1e995) >>> 0, seed: state.dice.seed + 1 },
    ...(c ? { combat: { ...c, volabort: combat! } } : {}),
  }
}

const SCENARIOS = shippedScenarios().filter((s) => s.scenario.navalUnits.length > 0)

describe('the bot decides from its side’s view: the same choice when what it may not see changes (property)', () => {
  for (const { id, scenario } of SCENARIOS)
    it(id, () => {
      fc.assert(
        fc.property(seedArb, fc.integer({ min: 20, max: 80 }), (seed, length) => {
          const g = playGame(realEngine, { id, scenario: { ...scenario, end: undefined }, seed, length })
          g.states.forEach((s, i) => {
            if (i % 3 || s.pending.kind === 'roll' || s.pending.kind === 'over') return
            const side = s.pending.side
            const d = botDecision(s, { seed })
            const changed = botDecision(changeWhatIsHidden(s, side), { seed })
            const where = `${id}, game seed ${seed}, position ${i} (${s.pending.kind}, ${side})`
            expect(changed.action, where).toEqual(d.action)
            expect(changed.reasoning, where).toEqual(d.reasoning)
          })
        }),
        { numRuns: 2 },
      )
    })
})

describe('Coral Sea: the bot names no ship its side has not located (4.10)', () => {
  const coral = SCENARIOS.find((s) => s.id === 'coral-sea-1942')!
  it.each([1, 2, 3, 4])('seed %i, both sides played by the bot', (seed) => {
    const scenario = { ...coral.scenario, end: undefined }
    const r = runBotGame(scenario, { botSides: ['allies', 'japan'], seed, steps: 4 })
    // Replay to know, before each turn, which enemy ships its side had not located.
    const states: GameState[] = [newGame(scenario, { seed })]
    for (const a of r.actions) {
      const next = apply(states[states.length - 1], a)
      if (!next.ok) throw new Error(`replay refused ${JSON.stringify(a)}`)
      states.push(next.state)
    }
    r.turns.forEach((t) => {
      const before = states[t.index]
      const ctx = contextOf(before)
      const secret = before.scenario.navalUnits
        .filter((n) => shipSide(ctx, n.id) !== t.side && !identifies(ctx, before, t.side, n.id))
        .map((n) => n.name)
      for (const line of t.reasoning)
        for (const name of secret)
          expect(line, `seed ${seed}, action ${t.index} (${t.pending}, ${t.side})`).not.toMatch(
            new RegExp(`\\b${name}\\b`),
          )
    })
  })
})
