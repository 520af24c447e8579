// The mission registry (spec §3.2): every mission kind of the mission table, in the order the plan
// dialog lists them. The engine reaches a mission only through the hooks of its procedure module
// (procedure.ts); adding a mission means adding a module here, not touching movement,
// interception or combat. See src/rules/README.md, "Missions".
import { refuse, type Tx } from '../engine/core'
import type { ActionType, LaunchOption, MissionChoice, ReconTarget, SideId } from '../types'
import { changeBase } from './changeBase'
import { fly } from './fly'
import type { MissionProcedure, Unavailable } from './procedure'
import { strafe } from './strafe'
import { bombing } from './bombing'
import { groundSupport } from './groundSupport'
import { airNaval } from './airNaval'
import { paradrop } from './paradrop'
import { airTransport } from './airTransport'
import { submarineSearch } from './submarineSearch'
import { navalBombardment } from './navalBombardment'
import { strategicRaid } from './strategicRaid'
import { hasReconTarget, reconTargets } from '../engine/seaRecon'
import {
  landReconPlayed,
  landReconTargets,
  landReconUnavailable,
  type LandReconTarget,
} from '../engine/landRecon'
import { asBuilt, lazyFields } from '../engine/lazyFields'
import { registerMissions } from './registry'
import { missionChoices } from './hooks'
import type { MissionKind } from './types'
import { convoyInterdiction } from './convoyInterdiction'
import { merchantInterdiction } from './merchantInterdiction'

const OFFENSIVE = 'offensive'

/** A mission of the table that this version lists but does not fly yet. */
function notYet(
  kind: MissionKind,
  name: string,
  rule: string,
  phaseReason: (phase: string) => Unavailable | null,
  issue: string,
): MissionProcedure {
  return {
    kind,
    name,
    rule,
    unavailable(t) {
      return phaseReason(t.s.turn.phase) ?? { rule, reason: `Sortie does not fly ${issue} yet.` }
    },
  }
}

const onlyInOffensive = (what: string, rule: string) => (phase: string) =>
  phase === OFFENSIVE ? null : { rule, reason: `${what} is flown only in the Offensive Phase (${rule}).` }

export const MISSIONS: readonly MissionProcedure[] = [
  fly,
  strafe,
  changeBase,
  airNaval,
  airTransport,
  bombing,
  groundSupport,
  paradrop,
  strategicRaid,
  {
    kind: 'seaRecon',
    name: 'Sea reconnaissance',
    rule: '4.10',
    unavailable(t, side) {
      if (t.s.turn.phase === 'strategicWarfare')
        return {
          rule: '4.10',
          reason: 'Sea reconnaissance is made in the Naval and Air, Offensive and End Phases (4.10).',
        }
      if (!hasReconTarget(t, side))
        return {
          rule: '4.10',
          reason:
            'No enemy ship that is not located yet (and not tried this Phase) is within range of an uncommitted, supplied combat unit at base (4.10).',
        }
      return null
    },
    plan() {
      return refuse(
        '4.10',
        'Sea reconnaissance flies no mission: the units are not moved. Use the "reconnoitre" action with the target and the units (4.10).',
      )
    },
  },
  landRecon(
    notYet(
      'landRecon',
      'Land reconnaissance',
      '4.11',
      onlyInOffensive('Land reconnaissance', '4.11'),
      'land reconnaissance',
    ),
  ),
  submarineSearch, // listed only in an APTO game with submarines (3.29)
  navalBombardment, // never listed: ships bombard in a Sea Offensive (3.28); its record shares bombing's procedure
  convoyInterdiction,
  merchantInterdiction,
]

/** Land reconnaissance (4.11; engine/landRecon.ts): no mission either, a `reconnoitreLand` action; greyed as before when the scenario does not play it. */
function landRecon(before: MissionProcedure): MissionProcedure {
  return {
    ...before,
    unavailable(t, side, bases) {
      // Outside the Offensive Phase the reason is the one it always gave (the same state for saves that do not play it).
      if (!landReconPlayed(t) || t.s.turn.phase !== 'offensive') return before.unavailable(t, side, bases)
      const why = landReconUnavailable(t, side)
      return why ? { rule: '4.11', reason: why } : null
    },
    plan() {
      return refuse(
        '4.11',
        'Land reconnaissance flies no mission: the unit is not moved. Use the "reconnoitreLand" action with the hex and the unit (4.11).',
      )
    },
  }
}

// The table every hook reads (registry.ts): set once, when this module is first imported.
registerMissions(MISSIONS)

/**
 * The plan decision's mission list (§3.2) and, when sea or land reconnaissance is available, their
 * targets (4.10, 4.11), added to `plan` as fields worked out when first read (lazyFields.ts): the
 * engine does not read them to carry the game on, and listing them costs more than the rest of an action.
 */
export function withMissionChoices<P extends object>(
  t: Tx,
  side: SideId,
  bases: readonly LaunchOption[],
  plan: P,
): P & { missions: MissionChoice[]; recon?: ReconTarget[]; landRecon?: LandReconTarget[] } {
  const done = asBuilt(t)
  let missions: MissionChoice[] | null = null
  const choices = () => (missions ??= missionChoices(done(), side, bases))
  const available = (kind: MissionKind) => choices().some((m) => m.kind === kind && m.available)
  return lazyFields(plan, {
    missions: choices,
    recon: () => (available('seaRecon') ? reconTargets(done(), side) : undefined),
    landRecon: () => (available('landRecon') ? landReconTargets(done(), side) : undefined),
  })
}

/** The pending kinds the missions add, with the actions each accepts. */
export const MISSION_DECISIONS: Readonly<Record<string, ActionType[]>> = Object.assign(
  {},
  ...MISSIONS.map((m) => m.decisions ?? {}),
)

export * from './hooks'
