// Hostile actions at the engagement's decisions (engine/procedures/engagements.ts): a base not
// declared, a path that is not a route, a cancel proposed twice (4.13), interceptors added with no
// groups, a launch with no mission to join or from an unknown base (4.9), ill-formed flight lists.
import { pick } from '../random/rng'
import type { HostileFiles } from './context'

export const engagementMakers = {
  launchInterceptors: ({ state, p, rng, side, hostile, add }) => {
    const e = state.engagements[p.engagement]
    const launched = e.groups
      .filter((g) => g.launched && !p.bases.some((b) => b.base === g.base))
      .map((g) => g.base)
    add('launchInterceptors: a base not declared', () => ({
      type: 'launchInterceptors',
      side,
      base: pick(rng, [hostile(), null, 3, ...launched]),
    }))
    // (Only for a group with units still at their base: a group left with nobody launches nothing.)
    const live = p.bases.find((b) =>
      b.units.some((id) => state.units[id].aloft === null && !state.units[id].eliminated),
    )
    if (live)
      add('launchInterceptors: a path that is not a route', () => ({
        type: 'launchInterceptors',
        side,
        base: live.base,
        path: pick(rng, ['0101', 3, ['9999'], ['__proto__']]),
      }))
  },
  preCombat: ({ p, rng, side, ownUnits, hostile, add }) => {
    if (!p.canCancel) add('proposeCancel: refused once already', () => ({ type: 'proposeCancel', side }))
    add('addInterceptors: no groups', () => ({
      type: 'addInterceptors',
      side,
      groups: pick(rng, [[], null, {}, [{ base: hostile(), units: ['u'] }]]),
    }))
    if (!p.joinMissionFor)
      add('launch: no mission to join now', () => ({
        type: 'launch',
        side,
        base: 'b',
        units: ownUnits.slice(0, 1),
        mission: 'fly',
        target: '0101',
      }))
    else
      add('launch: joining with an unknown base', () => ({
        type: 'launch',
        side,
        base: hostile(),
        units: ownUnits.slice(0, 1),
        mission: 'fly',
      }))
  },
  continue: ({ rng, side, add }) => {
    add('continue: flights not a list', () => ({
      type: 'continue',
      side,
      flights: pick(rng, [null, 'F1', 3, {}]),
    }))
    add('continue: unknown flight', () => ({
      type: 'continue',
      side,
      flights: [pick(rng, ['F999', '__proto__', '', null])],
    }))
  },
} satisfies HostileFiles
