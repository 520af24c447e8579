// A deterministic random player for property tests, fuzzing and benchmarks: it answers the
// pending decision with a legal action (from `legalActions`, plus mission launches it builds
// itself), and `randomIllegalAction` builds actions that the rules must refuse. No Math.random:
// every choice comes from the `Rng` passed in, so a seed reproduces a game exactly.
//
// The answers and the hostile actions are tables keyed by pending kind (random/byKind.ts,
// hostile/byKind.ts), each kind's entry in the file named after the procedure that raises it; a
// kind with no entry gets any legal action, and only the hostile actions every decision gets.
import { apply } from '../engine/flow'
import { legalActions } from '../engine/legal'
import { fullWeatherEffects } from '../weather/effects'
import { contextOf } from '../context'
import type { Action, GameState } from '../types'
import type { RandomPlayOptions } from './random/choice'
import { choiceFor } from './random/byKind'
import { pick, type Rng } from './random/rng'
import { asAction, hostileContext, type IllegalAction, type Maker } from './hostile/context'
import { genericMakers } from './hostile/generic'
import { hostileMakersFor } from './hostile/byKind'

export { seededRng, pick, type Rng } from './random/rng'
export type { RandomPlayOptions } from './random/choice'
export { randomLaunch } from './random/launches'
export { PROTOTYPE_KEYS, type IllegalAction } from './hostile/context'

/** A legal action for the pending decision, chosen at random (biased so games make progress). */
export function randomAction(state: GameState, rng: Rng, opts: RandomPlayOptions = {}): Action {
  const a = randomChoice(state, rng, opts)
  // APTO weather (1.5, 1.7): a zone on the way may halve the range or bar it, which the launches built
  // here from the listed ranges do not see; such a launch the rules refuse gives way to a safe answer.
  if (a.type === 'launch' && weatherOnTheWay(state) && !apply(state, a).ok) {
    const safe = legalActions(state, { maxSubsetUnits: 1 }).find(
      (x) =>
        x.type !== 'launch' &&
        x.type !== 'captureBase' &&
        x.type !== 'carrierStatus' &&
        x.type !== 'navalCombat' &&
        x.type !== 'navalInterception',
    )
    if (safe) return safe
  }
  return a
}

/** APTO's weather effects are played and some zone is not clear now. */
function weatherOnTheWay(state: GameState): boolean {
  const ctx = contextOf(state)
  if (!fullWeatherEffects(state, ctx)) return false
  return (state.scenario.weather?.zones ?? []).some(
    (z) => (state.weather?.zones[z.id]?.effect ?? z.condition) !== 'clear',
  )
}

function randomChoice(state: GameState, rng: Rng, opts: RandomPlayOptions): Action {
  const p = state.pending
  const legal = legalActions(state, { maxSubsetUnits: opts.maxSubsetUnits ?? 6 })
  if (!legal.length)
    throw new Error(`randomAction: no legal action for the pending ${p.kind} decision (${p.prompt})`)
  return choiceFor(p.kind)({ state, p, rng, opts, legal })
}

export interface IllegalOptions {}

/** An action the rules must refuse in `state`, built by mutating a legal one or the decision's shape. */
export function randomIllegalAction(state: GameState, rng: Rng, _opts: IllegalOptions = {}): IllegalAction {
  const makers = illegalMakers(state, rng)
  for (let tries = 0; tries < 50; tries++) {
    const m = pick(rng, makers)()
    if (m) return m
  }
  return { mutation: 'not an object', action: asAction(null) }
}

/** The generic makers first, then those of the pending kind, in the order they were always added (a seed picks by index). */
function illegalMakers(state: GameState, rng: Rng): Maker[] {
  const makers: Maker[] = []
  const h = hostileContext(state, rng, makers)
  makers.push(...genericMakers(h))
  hostileMakersFor(state.pending.kind)(h)
  return makers
}
