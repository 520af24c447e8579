// The AWAW log as a side may read it: an event private to one side (the cover assigned in secret,
// the automatic opponent's reasoning, 23.25A) shows only to that side; the AWAW words for each
// action, grouped as every system's own page groups its log (shared/logGroups.ts).
import type { AwawAction, AwawEvent, AwawState } from '../../../rules/systems/awaw'
import { logGroups, type LogGroup, type LogRecord } from '../shared/logGroups'
import { baseName, drawWords, forceName, sideName, tfName } from './words'

/** The events a side may read (null: everyone's, as in a replay with all open). */
export function awawEventsSeen(events: readonly AwawEvent[], viewer: string | null): AwawEvent[] {
  return events.filter((e) => e.privateTo === undefined || e.privateTo === viewer)
}

/** What an action did, in words. The cover assignment is secret: its words say only that it was made. */
export function describeAwawAction(s: AwawState, a: AwawAction): string {
  switch (a.type) {
    case 'enterHex':
      return `${forceName(s, a.force)} enters ${a.hex} (from outside the rules text)`
    case 'endTurn':
      return 'End of the player turn (from outside the rules text)'
    case 'strike':
      return a.attacks.length
        ? a.attacks
            .map((x) => `Strike on ${tfName(s, x.tf)}: ${x.from.map((d) => drawWords(s, d)).join(', ')}`)
            .join('; ')
        : 'Lets the force pass'
    case 'cover':
      return 'Cover and CAP assigned in secret'
    case 'engage':
      return `Engages with ${a.cap} CAP and ${a.cover} cover`
    case 'chart':
      return `Air combat result from the chart: ${a.result}`
    case 'targets':
      return `Targets: ${Object.entries(a.assign)
        .map(([t, n]) => `${n} at ${t}`)
        .join(', ')}`
    case 'removeAaf':
      return `Removes an AAF from ${baseName(s, a.base)}`
    default:
      return (a as { type: string }).type
  }
}

/**
 * The automatic opponent's reasoning a side may read: the rules mark it private to the bot's side
 * (its cover names the squadrons it sent, 23.25A), so a person playing against it reads none of it.
 */
export function awawBotLogSeen(
  botLog: Readonly<Record<number, readonly { text: string; privateTo?: string }[]>>,
  viewer: string | null,
): Record<number, { text: string }[]> {
  return Object.fromEntries(
    Object.entries(botLog).map(([i, es]) => [i, awawEventsSeen(es as AwawEvent[], viewer)]),
  )
}

export function awawLogGroups(
  g: LogRecord,
  viewer: string | null,
  botLog: Readonly<Record<number, readonly { text: string; privateTo?: string }[]>> = {},
): LogGroup[] {
  return logGroups<AwawState, AwawAction, AwawEvent>(
    g,
    { sideOf: (b) => sideName(b, b.pending.side), describe: describeAwawAction, seen: awawEventsSeen },
    viewer,
    awawBotLogSeen(botLog, viewer),
  )
}
