// The OCS log as a side may read it (the rules' preview.ts, ocsEventsSeen): the OCS words for each
// action, grouped as every system's own page groups its log (shared/logGroups.ts).
import { ocsEventsSeen, type OcsAction, type OcsEvent, type OcsState } from '../../../rules/systems/ocs'
import { nameOf, sideName } from './words'
import { MISSION_WORDS } from './words'
import { logGroups, type LogGroup, type LogRecord } from '../shared/logGroups'

/** One group of the OCS log (shared/logGroups.ts). */
export type OcsLogGroup = LogGroup

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
  g: LogRecord,
  viewer: string | null,
  botLog: Readonly<Record<number, readonly { text: string }[]>> = {},
): OcsLogGroup[] {
  return logGroups<OcsState, OcsAction, OcsEvent>(
    g,
    { sideOf: (b) => sideName(b, b.pending.side), describe: describeOcsAction, seen: ocsEventsSeen },
    viewer,
    botLog,
  )
}

export { lastBotReasoning } from '../shared/logGroups'
