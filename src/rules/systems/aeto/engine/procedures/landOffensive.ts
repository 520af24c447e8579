// A Land Offensive (4.22; engine/landOffensive.ts): its land combats declared one by one, each with
// the alternation of ground support (and paradrops, 4.24) before it is resolved.
import type { Action, Role, SideId } from '../../types'
import { contextOf } from '../../context'
import { refuse } from '../core'
import {
  actDeclareLandCombat,
  actDeclineSupport,
  actEndLandStep,
  landDecision,
  launchedSupport,
} from '../landOffensive'
import { actLaunch } from '../movement'
import { offensiveOver } from '../sequence'
import { paradropLaunch } from '../../missions/paradrop'
import { basingEvents, maxSubset, subsets } from './choices'
import type { Procedure } from './procedure'
import { captureBase } from './shared'

declare module '../../types' {
  interface PendingByKind {
    /** A Step of a Land Offensive: declare a land combat, or end the Step (4.22). */
    landCombat: PendingBase & { kind: 'landCombat'; step: LandStep; candidates: LandCombatCandidate[] }
    /** D-GS-LAUNCH: launch a ground support flight to the combat hex, or decline (4.22). */
    groundSupport: PendingBase & {
      kind: 'groundSupport'
      hex: string
      bases: LaunchOption[]
      launches: Record<SideId, number>
      attacker: SideId
      paradrops?: ParadropOption[]
    }
  }
  interface ActionByType {
    declareLandCombat: {
      type: 'declareLandCombat'
      hex: string
      attackers: string[]
      activated?: string[]
      halved?: string[]
      fortified?: boolean
    }
    endLandStep: { type: 'endLandStep' }
    declineSupport: { type: 'declineSupport' }
  }
}

export const landOffensive: Procedure = {
  id: 'landOffensive',
  actions: {
    declareLandCombat: {
      hex: 'text',
      attackers: 'units',
      activated: 'units',
      halved: 'units',
      fortified: 'boolean',
    },
    endLandStep: {},
    declineSupport: {},
  },
  decisions: {
    landCombat: {
      accepts: {
        declareLandCombat: (t, a) => actDeclareLandCombat(t, a),
        endLandStep(t) {
          if (actEndLandStep(t)) offensiveOver(t)
        },
        captureBase,
      },
      legal(state, p, opts) {
        const side = p.side
        const out: Action[] = [{ type: 'endLandStep', side }]
        basingEvents(state, side, out, { outsideEvents: opts.outsideEvents }, false)
        for (const c of p.candidates) {
          out.push({ type: 'declareLandCombat', side, hex: c.hex, attackers: [...c.attackers] })
          out.push({
            type: 'declareLandCombat',
            side,
            hex: c.hex,
            attackers: [...c.attackers],
            activated: [...c.defenders],
          })
        }
        return out
      },
    },
    groundSupport: {
      accepts: {
        launch(t, a, p) {
          if (a.mission === 'paradrop' && t.s.scenario.options.paradrops) {
            actLaunch(t, a, p.side, null) // a paradrop, launched in the ground support alternation (4.24)
            return launchedSupport(t, p.side)
          }
          if (a.mission !== undefined && a.mission !== 'groundSupport')
            refuse('4.22', `Only ground support to ${p.hex} is launched now (4.22).`)
          actLaunch(t, { ...a, mission: 'groundSupport' }, p.side, null)
          launchedSupport(t, p.side)
        },
        declineSupport: (t, _a, p) => actDeclineSupport(t, p.side),
      },
      legal(state, p, opts) {
        const side = p.side
        const max = maxSubset(opts)
        // Every base's whole group, and each unit alone (roles: bombers flying as bombers add strength, 4.22).
        const out: Action[] = [{ type: 'declineSupport', side }]
        for (const b of p.bases) {
          const sets = subsets(
            b.units.map((u) => u.id),
            Math.min(max, 3),
            false,
          )
          for (const units of sets) {
            const roles = Object.fromEntries(
              units
                .filter((id) => b.units.find((u) => u.id === id)!.needsRole)
                .map((id) => [id, 'bomber' as Role]),
            )
            out.push({
              type: 'launch',
              side,
              base: b.base,
              units,
              mission: 'groundSupport',
              target: p.hex,
              ...(Object.keys(roles).length ? { roles } : {}),
            })
          }
        }
        // A paradrop (4.24): the ATP with its paratrooper, alone or escorted by its base's fighters as fighters.
        for (const o of p.paradrops ?? []) {
          const ctx = contextOf(state)
          const escorts = (p.bases.find((b) => b.base === o.base)?.units ?? [])
            .filter((u) => u.needsRole || ctx.unitDefs.get(u.id)?.type === 'F')
            .slice(0, Math.max(1, Math.min(max, 3)))
          out.push(paradropLaunch(side, o, [], {}))
          if (escorts.length)
            out.push(
              paradropLaunch(
                side,
                o,
                escorts.map((u) => u.id),
                Object.fromEntries(escorts.filter((u) => u.needsRole).map((u) => [u.id, 'fighter' as const])),
              ),
            )
        }
        return out
      },
    },
  },
  decide: landDecision,
}
