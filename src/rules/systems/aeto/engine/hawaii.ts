// Hawaii, December 1941 (APTO 4.14, 4.18; APTO D45, D55): in the December 1941 game-turn no
// strafing penalty applies against a US unit based on a Hawaiian Islands airbase, and no US
// fighter-type gets the own-airbase bonus over one. The scenario marks those hexes
// (`map.features[].hawaii`); "US" is the nation's role `american` (the rules read roles, never
// ids). The air target number (combat/airTargetNumber.ts) holds the exceptions; this says when
// a game hands it the facts.
import type { Loc, UnitId } from '../types'
import { defOf } from '../units'
import type { Tx } from './core'

const hawaiianHexes = new WeakMap<object, Set<string>>()

/** Whether `loc` is a Hawaiian Islands hex of the scenario (`map.features[].hawaii`). */
export function isHawaiian(t: Tx, loc: Loc): boolean {
  const features = t.s.scenario.map.features
  let set = hawaiianHexes.get(features)
  if (!set) hawaiianHexes.set(features, (set = new Set(features.filter((f) => f.hawaii).map((f) => f.hex))))
  return set.size > 0 && t.ctx.map.isHex(loc) && set.has(t.ctx.map.locLabel(loc))
}

/** The exception's time and place: an APTO game in its December 1941 game-turn, over a Hawaiian Islands hex. */
function hawaiiDecember1941(t: Tx, loc: Loc): boolean {
  return t.ctx.variant.id === 'apto' && t.s.turn.year === 1941 && t.s.turn.month === 12 && isHawaiian(t, loc)
}

const isUs = (t: Tx, unit: UnitId) => t.ctx.nationRole.get(defOf(t.ctx, unit).nation) === 'american'

/** APTO D55: a US fighter-type attacking over a Hawaiian Islands airbase in December 1941 gets no own-airbase bonus. */
export function hawaiiDec41UsAttacker(t: Tx, attacker: UnitId, loc: Loc): boolean {
  return hawaiiDecember1941(t, loc) && isUs(t, attacker)
}

/** APTO D45: strafing a US unit based on a Hawaiian Islands airbase in December 1941 takes no +1 penalty. */
export function hawaiiDec41UsTarget(t: Tx, target: UnitId, loc: Loc): boolean {
  return hawaiiDecember1941(t, loc) && isUs(t, target)
}
