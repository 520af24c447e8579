// Intensive Air-Naval Attack (4.28; D-AN-INTENSIVE; engine/intensive.ts): after a successful naval
// interception the carriers in that hex may strike the intercepting force with their Naval-Air units.
import type { Action, Role } from '../../types'
import { refuse } from '../core'
import { actPassIntensive, intensiveDecision } from '../intensive'
import { actLaunch } from '../movement'
import type { Procedure } from './procedure'

declare module '../../types' {
  interface PendingByKind {
    /** D-AN-INTENSIVE: attack the force that made a successful naval interception here with carrier-based Naval-Air units, or pass (4.28). */
    intensive: PendingBase & { kind: 'intensive'; ships: string[]; bases: LaunchOption[] }
  }
}

export const intensive: Procedure = {
  id: 'intensive',
  decisions: {
    intensive: {
      accepts: {
        launch(t, a, p) {
          // Carrier-based Naval-Air units strike the intercepting force where their carrier is (4.28).
          if (a.mission !== undefined && a.mission !== 'airNaval')
            refuse(
              '4.28',
              'Only an Intensive Air-Naval Attack on the intercepting force is launched now (4.28).',
            )
          if (!p.bases.some((b) => b.base === a.base))
            refuse(
              '4.28',
              `${JSON.stringify(String(a.base))} is not a carrier of yours at ${p.loc} with Naval-Air units ready (4.28).`,
            )
          const roles = Array.isArray(a.units)
            ? Object.fromEntries(a.units.map((id) => [id, a.roles?.[id] ?? 'bomber']))
            : a.roles
          actLaunch(t, { ...a, mission: 'airNaval', target: p.loc, roles }, p.side, null)
          t.s.naval!.intensive!.flown.push(a.base)
        },
        pass: (t, _a, p) => actPassIntensive(t, p.side),
      },
      legal(_s, p) {
        // Each carrier's Naval-Air units together, or pass (4.28).
        const out: Action[] = [{ type: 'pass', side: p.side }]
        for (const b of p.bases) {
          const units = b.units.map((u) => u.id)
          out.push({
            type: 'launch',
            side: p.side,
            base: b.base,
            units,
            mission: 'airNaval',
            roles: Object.fromEntries(units.map((id) => [id, 'bomber' as Role])),
          })
        }
        return out
      },
    },
  },
  decide: intensiveDecision,
}
