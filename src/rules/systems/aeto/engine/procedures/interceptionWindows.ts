// Interception windows (4.13; engine/interception.ts): a flight that takes off, enters, stops or
// continues opens a window for the other side, which declares interceptors or passes. A window with
// no eligible interceptor is skipped (unless the scenario asks even then). In APTO the declaration
// may name the interceptors that fly a Counterstrike (4.1).
import type { Action, BaseId, FlightId, UnitId } from '../../types'
import { label, type Tx } from '../core'
import { checkCounterstrike, counterstrikeField, noteCounterstrike } from '../counterstrike'
import { actDeclare, actPassWindow, interceptable, interceptorOptions } from '../interception'
import { groupByBase, maxSubset, subsets } from './choices'
import { topEngagement } from './engagements'
import type { Decided, Procedure } from './procedure'

declare module '../../types' {
  interface PendingByKind {
    declare: PendingBase & {
      kind: 'declare'
      targets: FlightId[]
      interceptors: InterceptorOption[]
      trigger: InterceptionWindow['trigger']
      /** APTO Counterstrike (4.1; D7): the interceptors that may fly it instead, as bombers; absent: none. */ counterstrike?: CounterstrikeOption[]
    }
  }
  interface ActionByType {
    declare: {
      type: 'declare'
      targets?: FlightId[]
      groups: { base: BaseId; units: UnitId[] }[]
      /** APTO Counterstrike (4.1; D7): interceptors of `groups` that fly it, as bombers. */ counterstrike?: UnitId[]
    }
    pass: { type: 'pass' }
  }
}

export const interceptionWindows: Procedure = {
  id: 'interceptionWindows',
  actions: {
    declare: { targets: 'texts', groups: null, counterstrike: 'units' },
    pass: {},
  },
  decisions: {
    declare: {
      accepts: {
        declare(t, a, p) {
          const counterstrike = checkCounterstrike(t, p, a.counterstrike, a.groups) // against the offer, before the declaration (APTO 4.1)
          actDeclare(t, a.targets, a.groups)
          if (counterstrike.length) noteCounterstrike(t, topEngagement(t), counterstrike)
        },
        pass: (t) => actPassWindow(t),
      },
      legal(_s, p, o) {
        const side = p.side
        const all = p.interceptors.flatMap((g) => g.units.map((u) => ({ base: g.base, id: u.id })))
        const out: Action[] = [{ type: 'pass', side }]
        for (const set of subsets(all, maxSubset(o), false))
          out.push({ type: 'declare', side, groups: groupByBase(set) })
        // APTO Counterstrike (4.1): each unit that may fly it alone, and all of them together, as bombers.
        const strikers = (p.counterstrike ?? []).map((x) => ({ base: x.base, id: x.id }))
        for (const set of strikers.length > 1 ? [...strikers.map((x) => [x]), strikers] : [strikers])
          if (set.length)
            out.push({ type: 'declare', side, groups: groupByBase(set), counterstrike: set.map((x) => x.id) })
        return out
      },
    },
  },
  decide: windowDecision,
}

/** The first open window with an interceptor to offer; windows nobody can answer are closed (spec §7.2). */
function windowDecision(t: Tx): Decided {
  const s = t.s
  while (s.windows.length) {
    const w = s.windows[0]
    w.flights = w.flights.filter((id) => interceptable(t, id, w.loc))
    const interceptors = w.flights.length ? interceptorOptions(t, w.side, w.loc) : []
    if (!w.flights.length || (!interceptors.length && !s.scenario.options.askEvenWhenNoInterceptor)) {
      s.windows.shift()
      continue
    }
    const targetUnits = w.flights.flatMap((id) => s.flights[id].units)
    return {
      kind: 'declare',
      side: w.side,
      targets: [...w.flights],
      interceptors,
      trigger: w.trigger,
      rule: '4.13',
      loc: label(t, w.loc),
      prompt: `Enemy flight (${targetUnits.length} unit${targetUnits.length > 1 ? 's' : ''}) ${triggerText(w.trigger)} ${label(t, w.loc)}: intercept or pass.`,
      ...counterstrikeField(t, w.side, interceptors), // (APTO 4.1)
    }
  }
  return null
}

function triggerText(trigger: string): string {
  return trigger === 'launch'
    ? 'takes off at'
    : trigger === 'stop'
      ? 'stops at'
      : trigger === 'continue'
        ? 'continues from'
        : 'enters'
}
