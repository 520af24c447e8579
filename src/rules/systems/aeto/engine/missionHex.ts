// The engagements the end of movement declares (4.16, 4.8): opposing units together in a location.
// Called when the Step ends (step.ts) and when a Land Offensive's ground support is over (landOffensive.ts).
import { overStackedOnGround } from '../bases'
import type { Loc, SideId } from '../types'
import { isFighterRole } from '../units'
import { emit, label, type Tx } from './core'

/** Opposing aloft units that ended their movement in one location, at least one Fighter-role,
 *  must fight there (4.16; spec §7.8), and enemy fighters over an over-stacked base attack the
 *  units it cannot hold (4.8; A-43). No more flights can come once the Step ends. */
export function declareMissionHexEngagements(t: Tx): void {
  const bySideAt = new Map<Loc, Map<SideId, { fighter: boolean; firstSeq: number }>>()
  for (const f of Object.values(t.s.flights)) {
    if (f.status === 'setAside' || !f.units.length) continue
    const at = bySideAt.get(f.loc) ?? new Map()
    const cur = at.get(f.side) ?? { fighter: false, firstSeq: Infinity }
    cur.fighter ||= f.units.some((id) => isFighterRole(t.ctx, t.s.units[id]))
    cur.firstSeq = Math.min(cur.firstSeq, f.arrivalSeq ?? Infinity)
    at.set(f.side, cur)
    bySideAt.set(f.loc, at)
  }
  const locs = [...bySideAt.keys()].sort((a, b) => a - b)
  for (const loc of locs) {
    const at = bySideAt.get(loc)!
    const sides = [...at.keys()]
    const anyFighter = sides.some((x) => at.get(x)!.fighter)
    let meets = sides.length > 1 && anyFighter
    if (!meets && anyFighter) {
      // A lone fighter side over an enemy base with over-stacked units (4.8).
      const fighterSide = sides.find((x) => at.get(x)!.fighter)!
      meets = (t.ctx.basesAt.get(loc) ?? []).some((b) => {
        const owner = t.ctx.baseDefs.get(b)?.owner
        return owner !== fighterSide && overStackedOnGround(t.ctx, t.s, b) // (a base's own units aloft are not targets there)
      })
    }
    if (!meets) continue
    const first = sides.sort((a, b) => at.get(a)!.firstSeq - at.get(b)!.firstSeq)[0]
    const id = `E${++t.s.counters.engagement}`
    t.s.engagements[id] = {
      id,
      seq: t.s.counters.engagement,
      loc,
      kind: 'missionHex',
      declaringSide: null,
      targetSide: first,
      targetFlights: [],
      groups: [],
      depth: 0,
      status: 'combat',
      preCombatTurn: null,
      passes: 0,
      cancelProposedBy: null,
    }
    t.s.stack.unshift(id) // fought in map order once the Step's movement is over
    emit(t, {
      type: 'missionHex',
      text: `Opposing air units are together at ${label(t, loc)}: they must fight (4.16).`,
      rule: '4.16',
      loc: label(t, loc),
      engagement: id,
    })
  }
}
