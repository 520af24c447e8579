// The event log as the panel shows it: one group per action played (newest last), each with the
// side that acted, what it did, and the events that followed, with their rule numbers and dice.
// Events private to one side are masked for the other side: a hidden choice of an air combat
// (4.16) until a later event of the same side and engagement reveals it; a secret roll outside
// combat (the owner's Flotilla Sighting Report die, 4.10) for good.
import type { GameEvent, GameState, SideId } from '../rules'
import type { GameRecord } from '../store/game'
import { describeAction } from './actionWords'
import { hiddenNames, maskNames } from '../rules/view'
import { sideRef, type SideRef } from './situation'

export interface LogEntry {
  /** Stable within the game: "<action index>.<event index>". */
  key: string
  text: string
  rule: string | null
  loc: string | null
  roll: GameEvent['roll'] | null
  side: SideRef | null
  /** The text stands in for a choice the viewer may not see yet. */
  hidden: boolean
  /** The automatic opponent's reasoning for the action, not an event of the rules. */
  bot: boolean
}

export interface LogGroup {
  /** 0-based index of the action in the game record. */
  index: number
  side: SideRef
  /** What was done, in words ("Launch B-17 from Marsham to 0706"). */
  action: string
  entries: LogEntry[]
}

/** Whether `events[i]` (private) is revealed by a later public event of its side and engagement; a secret outside an engagement never is. */
export function isRevealed(events: readonly GameEvent[], i: number): boolean {
  const e = events[i]
  if (e.engagement === undefined) return false
  for (let j = i + 1; j < events.length; j++) {
    const later = events[j]
    if (later.privateTo !== undefined) continue
    if (later.side === e.side && later.engagement === e.engagement) return true
  }
  return false
}

function hiddenText(who: string, e: GameEvent): string {
  const rule = e.rule ? ` (${e.rule})` : ''
  return e.engagement === undefined
    ? `${who} has rolled or chosen in secret${rule}.`
    : `${who} has made a hidden choice; it is revealed when both sides have chosen${rule}.`
}

/**
 * The log up to the record's cursor. `viewer` is the side at the screen: events private to
 * another side stay masked until revealed; with viewer null everything is shown. `botLog` is the
 * automatic opponent's reasoning keyed by action index: it follows the events of the action it
 * explains, marked as the bot's; a secret choice's reasoning (privateTo) is masked for the other
 * side like the choice itself, until the choice is revealed.
 */
export function logGroups(
  g: GameRecord,
  viewer: SideId | null,
  botLog: Readonly<Record<number, readonly GameEvent[]>> = {},
): LogGroup[] {
  const flat: GameEvent[] = g.events.slice(0, g.cursor).flat()
  const groups: LogGroup[] = []
  let n = 0
  for (let i = 0; i < g.cursor; i++) {
    const before: GameState = g.states[i]
    // Enemy carriers the viewer had not located when the action was played stay unnamed (4.10).
    const secret = viewer === null ? [] : hiddenNames(g.states[i + 1] ?? before, viewer)
    const group: LogGroup = {
      index: i,
      side: sideRef(before, before.pending.side),
      action: maskNames(describeAction(before, g.actions[i]), secret),
      entries: [],
    }
    const evs = g.events[i] ?? []
    evs.forEach((e, k) => {
      const at = n + k
      const hidden =
        e.privateTo !== undefined && viewer !== null && e.privateTo !== viewer && !isRevealed(flat, at)
      const side = e.side ? sideRef(before, e.side) : null
      group.entries.push({
        key: `${i}.${k}`,
        text: hidden ? hiddenText(side?.name ?? 'The other side', e) : maskNames(e.text, secret),
        rule: e.rule ?? null,
        loc: hidden ? null : (e.loc ?? null),
        roll: hidden ? null : (e.roll ?? null),
        side,
        hidden,
        bot: false,
      })
    })
    const choiceRevealed = evs.some((e, k) => e.privateTo !== undefined && isRevealed(flat, n + k))
    let maskedBot = false
    ;(botLog[i] ?? []).forEach((e, k) => {
      const side = e.side ? sideRef(before, e.side) : null
      const hidden = e.privateTo !== undefined && viewer !== null && e.privateTo !== viewer && !choiceRevealed
      if (hidden) {
        if (maskedBot) return
        maskedBot = true
      }
      group.entries.push({
        key: `${i}.bot${k}`,
        text: hidden
          ? `The automatic opponent’s reasoning for ${side?.name ?? 'the other side'} stays hidden until its choice is revealed.`
          : maskNames(e.text, secret),
        rule: e.rule ?? null,
        loc: hidden ? null : (e.loc ?? null),
        roll: null,
        side,
        hidden,
        bot: true,
      })
    })
    n += evs.length
    // A hidden choice of combat, or the acting side's own secret (a die it entered): the action would tell it.
    if (
      evs.some(
        (e, k) => group.entries[k]?.hidden && (e.engagement !== undefined || e.side === before.pending.side),
      )
    )
      group.action = 'A hidden choice'
    groups.push(group)
  }
  return groups
}
