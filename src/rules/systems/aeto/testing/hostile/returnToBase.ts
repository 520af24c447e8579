// Hostile actions at return to base (engine/procedures/returnToBase.ts; 4.2): assignments that are
// not a record, unknown or enemy units, a `__proto__` key, a base not offered.
import { pick } from '../random/rng'
import type { HostileFiles } from './context'

export const returnToBaseMakers = {
  returnToBase: ({ p, rng, ctx, side, enemyUnits, hostile, protoRecord, add }) => {
    const u = p.units[0]
    const enemyBases = [...ctx.baseDefs.values()].filter((b) => b.owner !== side).map((b) => b.id)
    add('returnToBase: assignments not a record', () => ({
      type: 'returnToBase',
      side,
      assignments: pick(rng, [[], 'b', 3, null]),
    }))
    add('returnToBase: unknown unit', () => ({
      type: 'returnToBase',
      side,
      assignments: { [hostile()]: u.default },
    }))
    add('returnToBase: __proto__ key', () => ({
      type: 'returnToBase',
      side,
      assignments: protoRecord(u.default),
    }))
    add('returnToBase: a base not offered', () => {
      const bad = [hostile(), ...enemyBases, ...[...ctx.baseDefs.keys()].filter((b) => !u.bases.includes(b))]
      return { type: 'returnToBase', side, assignments: { [u.id]: pick(rng, bad) } }
    })
    if (enemyUnits.length)
      add('returnToBase: an enemy unit', () => ({
        type: 'returnToBase',
        side,
        assignments: { [pick(rng, enemyUnits)]: u.default },
      }))
  },
} satisfies HostileFiles
