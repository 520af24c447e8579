// The event log as the panel shows it: one group per action played (newest last), each with the
// side that acted, what it did, and the events that followed, with their rule numbers and dice.
// What each side may read of it is the view's (rules/viewLog.ts): a hidden choice of an air combat
// (4.16) is masked until revealed, a secret roll outside combat (4.10) for good.
import type { GameEvent, GameState, SideId } from '../rules/systems/aeto'
import type { GameRecord } from '../store/game'
import { describeAction } from './actionWords'
import { logSeen, textFor, type EventSeen } from '../rules/systems/aeto/view'
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

/**
 * The log up to the record's cursor as `viewer` may read it (the view's log, rules/viewLog.ts:
 * events private to another side masked until revealed; null shows everything). `botLog` is the
 * automatic opponent's reasoning keyed by action index: it follows the events of the action it
 * explains, marked as the bot's.
 */
export function logGroups(
  g: GameRecord,
  viewer: SideId | null,
  botLog: Readonly<Record<number, readonly GameEvent[]>> = {},
): LogGroup[] {
  const seen = logSeen({ states: g.states, events: g.events, bot: botLog, upTo: g.cursor }, viewer)
  return seen.map((a) => {
    const before: GameState = g.states[a.index]
    const entry = (e: EventSeen, key: string, bot: boolean): LogEntry => ({
      key,
      text: e.text,
      rule: e.rule ?? null,
      loc: e.loc ?? null,
      roll: e.roll ?? null,
      side: e.side ? sideRef(before, e.side) : null,
      hidden: e.hidden === true,
      bot,
    })
    return {
      index: a.index,
      side: sideRef(before, a.side),
      // Enemy carriers the viewer had not located when the action was played stay unnamed (4.10).
      action: a.hiddenAction
        ? 'A hidden choice'
        : textFor(g.states[a.index + 1] ?? before, viewer, describeAction(before, g.actions[a.index])),
      entries: [
        ...a.events.map((e, k) => entry(e, `${a.index}.${k}`, false)),
        ...a.bot.map((e, k) => entry(e, `${a.index}.bot${k}`, true)),
      ],
    }
  })
}
