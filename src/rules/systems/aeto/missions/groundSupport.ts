// Ground support and air superiority (4.22; spec §11): flights to the hex of a land combat declared
// in a Land Offensive, launched in turn by attacker and defender (D-GS-LAUNCH). The Land
// Offensive's Steps, the alternation and the result live in engine/landOffensive.ts; this module
// is the mission: who may fly it, its target, and the commitment it gives (4.27; §3.4).
import { describeValue, label, parseLocOrRefuse, refuse } from '../engine/core'
import { activeCombat, groundSupportCommitment, mayFlyGroundSupport } from '../engine/landOffensive'
import { airDistance } from '../engine/geometry'
import { defOf, rangeOf, unitName } from '../units'
import type { MissionProcedure } from './procedure'

const RULE = '4.22'

export const groundSupport: MissionProcedure = {
  kind: 'groundSupport',
  name: 'Ground support and air superiority',
  rule: RULE,
  unavailable(t, side) {
    const cur = t.s.offensivePhase?.current
    if (t.s.turn.phase !== 'offensive')
      return {
        rule: RULE,
        reason: 'Ground support, in a Land Offensive, is flown only in the Offensive Phase (4.22).',
      }
    const c = cur?.kind === 'land' ? activeCombat(cur.land) : null
    if (!c || c.stage !== 'launching')
      return {
        rule: RULE,
        reason: 'Ground support flies to a land combat declared in a Land Offensive (4.22).',
      }
    if (c.turn !== side)
      return {
        rule: RULE,
        reason:
          'The other side launches its ground support now: the sides take turns, the attacker first (4.22).',
      }
    return null
  },
  unitRefused(t, u) {
    if (defOf(t.ctx, u.id).type === 'ATP')
      return {
        rule: RULE,
        reason: `${unitName(t.ctx, u.id)} is an ATP: it carries, it does not support a land combat (4.23).`,
      }
    return null
  },
  mayLaunch: (t, u) => mayFlyGroundSupport(t, u),
  plan(t, a, _side, units, from) {
    const c = activeCombat(t.s.offensivePhase?.current?.land)!
    if (a.target !== undefined && typeof a.target !== 'string')
      refuse(RULE, `The target is a hex label in quotes, like "${c.hex}" (got ${describeValue(a.target)}).`)
    if (a.target !== undefined && a.target !== c.hex)
      refuse(
        RULE,
        `Ground support flies to the combat hex, ${c.hex}: all units of a ground support flight support the same combat (4.22).`,
      )
    const target = parseLocOrRefuse(t, c.hex, RULE)
    for (const id of units) {
      if (defOf(t.ctx, id).type !== 'B' && defOf(t.ctx, id).type !== 'FB' && defOf(t.ctx, id).type !== 'N')
        continue
      if (rangeOf(t.ctx, t.s.units[id], from) < airDistance(t.ctx, from, target))
        refuse(
          RULE,
          `${unitName(t.ctx, id)} cannot reach ${label(t, target)}: every unit launched as ground support must have the range to reach the combat hex (4.22).`,
        )
    }
    return { target }
  },
  onTakeOff: (t, _m, u) => groundSupportCommitment(t, u),
}
