// Hostile actions at an interception window (engine/procedures/interceptionWindows.ts): no or
// ill-formed groups, unknown bases, units not eligible, twice or under the wrong base, unknown
// target flights (4.13), and Counterstrikes by units not offered one (APTO 4.1, D7).
import { pick } from '../random/rng'
import type { HostileFiles } from './context'

export const interceptionWindowMakers = {
  declare: ({ p, rng, side, hostile, badUnit, notAList, add }) => {
    const g = p.interceptors[0]
    add('declare: no groups', () => ({
      type: 'declare',
      side,
      groups: pick(rng, [[], null, 'x', [{}], [{ base: g?.base, units: [] }]]),
    }))
    add('declare: unknown base', () => ({
      type: 'declare',
      side,
      groups: [{ base: hostile(), units: g ? [g.units[0].id] : ['u'] }],
    }))
    if (g) {
      add('declare: unit not eligible', () => ({
        type: 'declare',
        side,
        groups: [{ base: g.base, units: [badUnit()] }],
      }))
      add('declare: unit twice', () => ({
        type: 'declare',
        side,
        groups: [{ base: g.base, units: [g.units[0].id, g.units[0].id] }],
      }))
      add('declare: unknown target flight', () => ({
        type: 'declare',
        side,
        targets: pick(rng, [['F999'], [], 'F1', [null]]),
        groups: [{ base: g.base, units: [g.units[0].id] }],
      }))
      const elsewhere = p.interceptors.find((o) => o.base !== g.base)
      if (elsewhere)
        add('declare: a unit under the wrong base', () => ({
          type: 'declare',
          side,
          groups: [{ base: g.base, units: [elsewhere.units[0].id] }],
        }))
      // APTO Counterstrike (4.1): a unit not offered it, not a list, or one left out of the groups.
      const offered = p.counterstrike ?? []
      const notOffered = g.units.find((u) => !offered.some((o) => o.id === u.id))
      if (notOffered)
        add('declare: a Counterstrike by a unit not offered it', () => ({
          type: 'declare',
          side,
          groups: [{ base: g.base, units: [notOffered.id] }],
          counterstrike: pick(rng, [[notOffered.id], [badUnit()]]),
        }))
      add('declare: a Counterstrike list that is not a list', () => ({
        type: 'declare',
        side,
        groups: [{ base: g.base, units: [g.units[0].id] }],
        counterstrike: notAList() ?? 'u1',
      }))
      const o = offered[0]
      const other = p.interceptors
        .flatMap((x) => x.units.map((u) => ({ base: x.base, id: u.id })))
        .find((u) => u.id !== o?.id)
      if (o && other)
        add('declare: a Counterstrike unit left out of the groups', () => ({
          type: 'declare',
          side,
          groups: [{ base: other.base, units: [other.id] }],
          counterstrike: [o.id],
        }))
    }
  },
} satisfies HostileFiles
