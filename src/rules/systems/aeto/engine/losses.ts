// One step lost outside air combat (strafing hits, anti-aircraft and collateral losses, 4.14, 4.26):
// an ATP with two points loses one (4.23), a full unit is depleted, a depleted or one-step unit is
// eliminated and leaves its base (and its flight, if aloft). The caller tells the log why.
import type { Tx } from './core'
import { mutStack, mutUnit } from './draft'
import type { UnitId } from '../types'
import { defOf } from '../units'

export function loseStep(t: Tx, id: UnitId): 'point' | 'depleted' | 'eliminated' {
  const def = defOf(t.ctx, id)
  const u = mutUnit(t.s, id)
  const points = u.atpPoints ?? def.atpPoints ?? 1
  if (def.type === 'ATP' && points > 1) {
    u.atpPoints = points - 1
    return 'point'
  }
  if (u.face === 'front' && def.back) {
    u.face = 'back'
    return 'depleted'
  }
  eliminate(t, id)
  return 'eliminated'
}

/** A unit leaves play: out of its flight if aloft, off its base's stack. The caller tells the log why. */
export function eliminate(t: Tx, id: UnitId): void {
  const u = mutUnit(t.s, id)
  u.eliminated = true
  if (u.aloft) {
    const f = t.s.flights[u.aloft.flight]
    if (f) f.units = f.units.filter((x) => x !== id)
    u.aloft = null
  }
  const stack = mutStack(t.s, u.base)
  stack.splice(stack.indexOf(id), 1)
}
