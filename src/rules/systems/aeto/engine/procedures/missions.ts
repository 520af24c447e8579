// The missions in play (missions/index.ts; each mission is a `MissionProcedure` in its own module
// of missions/): their dice, their decisions due before any interception window (the defender's
// evacuation, 4.14), and those due once nothing moves or fights (strafing attacks). Each mission
// that raises decisions of its own is registered as the owner of those pending kinds.
import type { ActionType, PendingKind } from '../../types'
import { MISSIONS, missionAct, missionDecision, missionDie, missionLegal } from '../../missions'
import type { Decision, Decisions, Procedure } from './procedure'

export const missionsBeforeWindows: Procedure = {
  id: 'missions',
  decisions: {},
  die: missionDie,
  decide: (t) => missionDecision(t, 'urgent'),
}

/** The same missions and dice, asked again once nothing moves or fights. */
export const missionsOnceSettled: Procedure = {
  id: 'missionsSettled',
  decisions: {},
  die: missionDie,
  decide: (t) => missionDecision(t, 'settled'),
}

let registered: readonly Procedure[] | null = null

/** One procedure per mission with decisions of its own: their actions go to the mission the decision names (`pending.mission`). */
export function missionProcedures(): readonly Procedure[] {
  return (registered ??= MISSIONS.filter((m) => m.decisions || m.actions).map((m) => {
    const decisions: Decisions = {}
    for (const [kind, types] of Object.entries(m.decisions ?? {}) as [PendingKind, ActionType[]][]) {
      const d: Decision<PendingKind> = {
        accepts: Object.fromEntries(types.map((type) => [type, missionAct])),
        legal: (state, p) => missionLegal(state, p) ?? [],
      }
      ;(decisions as Record<PendingKind, Decision<PendingKind>>)[kind] = d
    }
    return { id: `mission:${m.kind}`, decisions, actions: m.actions }
  }))
}
