// The OCS log as a side may read it (the rules' preview.ts, ocsEventsSeen): one group per action
// played, with the side that acted and what it did in words, the events that followed, and the
// automatic opponent's reasoning for the actions it played.
import { ocsEventsSeen, type OcsAction, type OcsEvent, type OcsState } from '../../../rules/systems/ocs'
import { nameOf, sideName } from './words'
import { MISSION_WORDS } from './words'

export interface OcsLogGroup {
  index: number
  side: string
  action: string
  events: { text: string; rule: string | null; bot: boolean }[]
}

/** What an action did, in words ("Barrage of 1006 with LaGG-3, IL-2"). */
export function describeOcsAction(s: OcsState, a: OcsAction): string {
  const names = (ids: readonly string[]) => ids.map((id) => nameOf(s, id)).join(', ')
  switch (a.type) {
    case 'mission':
      return `${MISSION_WORDS[a.mission]?.name ?? a.mission} ${a.mission === 'transfer' ? 'to' : 'of'} ${a.hex} with ${names(a.aircraft)}`
    case 'endSegment':
      return 'End of the segment'
    case 'abort':
      return a.aircraft.length ? `Abort ${names(a.aircraft)}` : 'No abort'
    case 'pick':
      return `Pick ${nameOf(s, a.aircraft)}`
    case 'roll':
      return `Roll ${a.values.join(' and ')}`
    case 'chart':
      return `From the chart: ${a.result}`
    case 'intercept':
      return a.aircraft ? `${nameOf(s, a.aircraft)} intercepts` : 'No interception'
    case 'returnBase':
      return `${nameOf(s, a.aircraft)} returns to ${a.base}`
    case 'flakLoss':
      return `${nameOf(s, a.aircraft)} takes the Flak loss`
    case 'refit':
      return `Refit ${nameOf(s, a.aircraft)} (15.0, the scenario's numbers)`
    default:
      return (a as { type: string }).type
  }
}

export function ocsLogGroups(
  g: {
    states: readonly unknown[]
    actions: readonly unknown[]
    events: readonly (readonly unknown[])[]
    cursor: number
  },
  viewer: string | null,
  botLog: Readonly<Record<number, readonly { text: string }[]>> = {},
): OcsLogGroup[] {
  const out: OcsLogGroup[] = []
  for (let i = 0; i < g.cursor; i++) {
    const before = g.states[i] as OcsState
    const a = g.actions[i] as OcsAction
    out.push({
      index: i,
      side: sideName(before, before.pending.side),
      action: describeOcsAction(before, a),
      events: [
        ...ocsEventsSeen((g.events[i] ?? []) as OcsEvent[], viewer).map((e) => ({
          text: e.text,
          rule: e.rule ?? null,
          bot: false,
        })),
        ...(botLog[i] ?? []).map((e) => ({ text: e.text, rule: null, bot: true })),
      ],
    })
  }
  return out
}

/** The automatic opponent's reasoning for its actions since the last person's action (newest last). */
export function lastBotReasoning(
  cursor: number,
  botLog: Readonly<Record<number, readonly { text: string }[]>>,
): { text: string }[] {
  const out: { text: string }[][] = []
  for (let i = cursor - 1; i >= 0 && botLog[i]; i--) out.unshift([...botLog[i]])
  return out.flat()
}
