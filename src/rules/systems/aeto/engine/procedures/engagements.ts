// Engagements (4.13, 4.16; engine/interception.ts): the engagement on top of the stack, last
// declared first resolved: its interceptors launched base by base, the alternation before combat
// (add interceptors, launch more of the intercepted mission, propose to cancel, or pass), the
// combat itself (airCombat.ts), and after it the surviving flights continue or discontinue.
import { contextOf } from '../../context'
import type { Action, BaseId, Engagement, EngagementId, FlightId, UnitId } from '../../types'
import { needsRole } from '../../units'
import { emit, label, refuse, sideName, type Tx } from '../core'
import { startCombat } from '../airCombat'
import {
  actAddInterceptors,
  actAnswerCancel,
  actLaunchInterceptors,
  actPreCombatPass,
  actProposeCancel,
  depthName,
  dissolve,
  dropSwitchedUnits,
  finishEngagement,
  gatherStatus,
  interceptorOptions,
  mayProposeCancel,
  otherSide,
  unlaunchedGroups,
} from '../interception'
import { actLaunch, autoRoute, launchOptions } from '../movement'
import { missionProcedure } from '../../missions'
import { groupByBase, maxSubset, subsets } from './choices'
import type { Decided, Procedure } from './procedure'

declare module '../../types' {
  interface PendingByKind {
    launchInterceptors: PendingBase & {
      kind: 'launchInterceptors'
      engagement: EngagementId
      bases: { base: BaseId; units: UnitId[]; autoPath: string[] }[]
    }
    preCombat: PendingBase & {
      kind: 'preCombat'
      engagement: EngagementId
      interceptors: InterceptorOption[]
      launch: LaunchOption[]
      joinMissionFor?: string
      canCancel: boolean
    }
    acceptCancel: PendingBase & { kind: 'acceptCancel'; engagement: EngagementId }
    continue: PendingBase & {
      kind: 'continue'
      engagement: EngagementId
      flights: { id: FlightId; units: UnitId[] }[]
    }
  }
  interface ActionByType {
    launchInterceptors: { type: 'launchInterceptors'; base: BaseId; path?: string[] }
    addInterceptors: { type: 'addInterceptors'; groups: { base: BaseId; units: UnitId[] }[] }
    proposeCancel: { type: 'proposeCancel' }
    acceptCancel: { type: 'acceptCancel' }
    refuseCancel: { type: 'refuseCancel' }
    continue: { type: 'continue'; flights: FlightId[] }
  }
}

export function topEngagement(t: Tx): Engagement {
  return t.s.engagements[t.s.stack[t.s.stack.length - 1]]
}

const proposeCancel = (t: Tx, _a: unknown, p: { side: string }) =>
  actProposeCancel(t, topEngagement(t), p.side)
const answerCancel = (t: Tx, a: Action, p: { side: string }) =>
  actAnswerCancel(t, topEngagement(t), p.side, a.type === 'acceptCancel')

export const engagements: Procedure = {
  id: 'engagements',
  actions: {
    launchInterceptors: { base: 'text', path: 'texts' },
    addInterceptors: { groups: null },
    proposeCancel: {},
    acceptCancel: {},
    refuseCancel: {},
    continue: { flights: 'texts' },
  },
  decisions: {
    launchInterceptors: {
      accepts: {
        launchInterceptors: (t, a) => actLaunchInterceptors(t, topEngagement(t), a.base, a.path),
        proposeCancel,
      },
      legal(state, p) {
        const out = p.bases.map((b): Action => ({ type: 'launchInterceptors', side: p.side, base: b.base }))
        if (mayProposeCancel(state.engagements[p.engagement], p.side))
          out.push({ type: 'proposeCancel', side: p.side })
        return out
      },
    },
    preCombat: {
      accepts: {
        pass: (t, _a, p) => actPreCombatPass(t, topEngagement(t), p.side),
        addInterceptors(t, a, p) {
          if (p.side !== topEngagement(t).declaringSide)
            refuse('4.16', 'Only the intercepting side adds interceptors.')
          actAddInterceptors(t, topEngagement(t), a.groups)
        },
        launch(t, a, p) {
          if (!p.joinMissionFor)
            refuse('4.9', 'Only the side whose mission is intercepted may launch more of it now.')
          actLaunch(t, a, p.side, p.joinMissionFor)
          const e = topEngagement(t) // a launch is not a pass: the other side answers (§7.5, 4.16 Round 1 step 1)
          e.passes = 0
          e.preCombatTurn = otherSide(e, p.side)
        },
        proposeCancel,
      },
      legal(state, p, o) {
        const side = p.side
        const out: Action[] = [{ type: 'pass', side }]
        if (p.canCancel) out.push({ type: 'proposeCancel', side })
        const all = p.interceptors.flatMap((g) => g.units.map((u) => ({ base: g.base, id: u.id })))
        for (const set of subsets(all, maxSubset(o), false))
          out.push({ type: 'addInterceptors', side, groups: groupByBase(set) })
        // More flights of the intercepted mission: one unit per launch, like plan's launches.
        if (o.missionTargets)
          for (const b of p.launch)
            for (const u of b.units)
              for (const role of needsRole(contextOf(state), u.id)
                ? (['fighter', 'bomber'] as const)
                : [undefined])
                out.push({
                  type: 'launch',
                  side,
                  base: b.base,
                  units: [u.id],
                  mission: 'fly',
                  ...(role ? { roles: { [u.id]: role } } : {}),
                })
        return out
      },
    },
    acceptCancel: {
      accepts: { acceptCancel: answerCancel, refuseCancel: answerCancel },
      legal: (_s, p) => [
        { type: 'acceptCancel', side: p.side },
        { type: 'refuseCancel', side: p.side },
      ],
    },
    continue: {
      accepts: {
        continue(t, a, p) {
          const list = Array.isArray(a.flights)
            ? a.flights
            : refuse('4.13', 'List the flights that continue (an empty list: all discontinue).')
          for (const f of list)
            if (!p.flights.some((o) => o.id === f))
              refuse('4.13', `"${String(f)}" is not a surviving flight of this engagement.`)
          const e = topEngagement(t)
          if (list.length)
            emit(t, {
              type: 'continue',
              text: `${sideName(t, p.side)} continues with ${list.length} flight(s) from ${label(t, e.loc)} (4.13).`,
              rule: '4.13',
              side: p.side,
            })
          finishEngagement(t, e, list)
        },
      },
      legal: (_s, p, o) =>
        subsets(
          p.flights.map((f) => f.id),
          maxSubset(o),
          true,
        ).map((flights) => ({ type: 'continue', side: p.side, flights })),
    },
  },
  decide: (t) => (t.s.stack.length ? (engagementDecision(t, topEngagement(t)) ?? 'progress') : null),
}

function engagementDecision(t: Tx, e: Engagement): Decided {
  const base = { engagement: e.id, loc: label(t, e.loc) }
  if (e.cancelProposedBy) {
    return {
      ...base,
      kind: 'acceptCancel',
      side: otherSide(e, e.cancelProposedBy),
      rule: '4.13',
      prompt: `${sideName(t, e.cancelProposedBy)} proposes to cancel the ${depthName(e.depth)} at ${label(t, e.loc)}: accept or refuse.`,
    }
  }
  if (e.status === 'gathering') {
    const g = gatherStatus(t, e)
    if (g.enRoute) {
      // An interceptor flight on its way that is not queued: queue it (it resumes moving).
      for (const f of Object.values(t.s.flights))
        if (f.engagement === e.id && f.status === 'halted' && !t.s.stack.includes(f.haltedBy ?? '')) {
          f.status = 'moving'
          f.haltedBy = null
          t.s.active.push(f.id)
        } else if (f.engagement === e.id && f.status === 'moving' && !t.s.active.includes(f.id))
          t.s.active.push(f.id)
      return null
    }
    if (g.unlaunched) {
      return {
        ...base,
        kind: 'launchInterceptors',
        side: e.declaringSide!,
        bases: unlaunchedGroups(e).map((gr) => ({
          base: gr.base,
          units: gr.units,
          autoPath: autoRoute(t, t.ctx.baseLoc.get(gr.base)!, e.loc).map((l) => label(t, l)),
        })),
        rule: '4.13',
        prompt: `Launch your interceptors for ${label(t, e.loc)}, one base at a time.`,
      }
    }
    if (!g.arrived.length) {
      dissolve(t, e, 'noInterceptor')
      return null
    }
    e.status = 'preCombat'
    e.preCombatTurn = e.declaringSide
    e.passes = 0
    return null
  }
  if (e.status === 'preCombat') {
    if (e.passes >= 2) {
      startCombat(t, e)
      return null
    }
    const side = e.preCombatTurn!
    const declaring = side === e.declaringSide
    const missionFlight = e.targetFlights.map((id) => t.s.flights[id]).find((f) => f?.purpose === 'mission')
    const mission = missionFlight ? t.s.missions[missionFlight.mission] : null
    // The side of the mission may launch more of it: the phasing side's, or an air-naval
    // interception flown in the enemy's Phase (the Hampden of the 4.15 example).
    const canLaunch =
      !declaring &&
      mission !== null &&
      mission.kind !== 'changeBase' &&
      !missionProcedure(mission.kind)?.noJoining &&
      (t.s.turn.phasingSide === side ||
        (mission.kind === 'airNaval' && mission.side === side && !mission.airNaval?.counterstrike)) // a Counterstrike is flown alone (APTO D7)
    return {
      ...base,
      kind: 'preCombat',
      side,
      interceptors: declaring ? interceptorOptions(t, side, e.loc) : [],
      launch: canLaunch ? launchOptions(t, side, mission.basesLaunched) : [],
      joinMissionFor: canLaunch ? mission.id : undefined,
      canCancel: mayProposeCancel(e, side),
      rule: '4.16',
      prompt: declaring
        ? `Before combat at ${label(t, e.loc)}: add interceptors, propose to cancel, or pass.`
        : canLaunch
          ? `Before combat at ${label(t, e.loc)}: launch more flights of the mission, propose to cancel, or pass.`
          : `Before combat at ${label(t, e.loc)}: propose to cancel, or pass.`,
    }
  }
  if (e.status === 'combat') {
    if (!t.s.combat) startCombat(t, e)
    return null
  }
  if (e.status === 'postCombat') {
    dropSwitchedUnits(t, e) // APTO D50: a unit that switched to the Fighter role does not fly on
    const flights = e.targetFlights
      .map((id) => t.s.flights[id])
      .filter((f) => f && f.haltedBy === e.id && f.status === 'halted' && f.units.length)
      .map((f) => ({ id: f.id, units: [...f.units] }))
    if (!flights.length || e.kind === 'missionHex') {
      finishEngagement(t, e, [])
      return null
    }
    return {
      ...base,
      kind: 'continue',
      side: e.targetSide,
      flights,
      rule: '4.13',
      prompt: 'Your surviving flights may continue their movement or discontinue and stay here.',
    }
  }
  t.s.stack.pop() // an engagement resolved or dissolved leaves the stack
  return null
}
