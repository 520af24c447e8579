// What the strike missions (bombing, 4.26; air-naval attacks, 4.20) share: which units may fly as
// bombers, and which bombers over the target may strike. Naval movement reads it too (the window's
// air-naval strike).
import type { Tx } from './core'
import type { Mission, UnitId } from '../types'
import { defOf, isBomberRole } from '../units'

/** B, or FB/N that may fly as bombers (4.0, 4.20, 4.26). */
export function isBomberCapable(t: Tx, id: UnitId): boolean {
  const type = defOf(t.ctx, id).type
  return type === 'B' || type === 'FB' || type === 'N'
}

/** Bombers of a strike mission over its target that may strike: bomber-role (or Kamikaze), neither aborted nor eliminated, no ordnance dumped (4.20, 4.26). */
export function bombersOver(t: Tx, m: Mission): UnitId[] {
  const out: UnitId[] = []
  for (const f of Object.values(t.s.flights)) {
    if (f.mission !== m.id || f.purpose !== 'mission' || f.loc !== m.target || f.status === 'setAside')
      continue
    for (const id of f.units) {
      const u = t.s.units[id]
      const kamikaze = m.airNaval?.kamikaze?.includes(id) ?? false // a Kamikaze fighter-type strikes ships too (APTO D61)
      if (!u.eliminated && !u.aborted && !u.dumpedOrdnance && (isBomberRole(t.ctx, u) || kamikaze))
        out.push(id)
    }
  }
  return out
}
