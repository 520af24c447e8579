// The log as one side may read it (design §7; part of `view`): each action's events and the
// automatic opponent's reasoning, with what that side may not know taken out here, once, so that
// no screen, file or bot reads an event's `privateTo` itself.
// - A hidden choice of an air combat (the voluntary aborts, 4.16) is private to its side until a
//   later public event of the same side and engagement reveals it; a secret outside an engagement
//   (the owner's Flotilla Sighting Report die, 4.10; a chit concealed under a fort chit, 4.11; a
//   Naval-Air unit going ashore or aboard in port, 4.5) stays private for good. The other side reads
//   a stand-in sentence in its place, with no units, location or dice.
// - Enemy carriers the side had not located when the action was played, or has not located now,
//   stay unnamed (4.10): their names are masked in the text, and an event whose text named one
//   keeps only its words.
import type { GameEvent, GameState, SideId } from './types'
import { hiddenNames, maskNames, type Viewer } from './viewShips'

/** One event as a side may read it. It never carries `privateTo`: only whether it stands in for one. */
export interface EventSeen extends Omit<GameEvent, 'privateTo'> {
  /** The text stands in for a choice or roll the viewer may not see (yet). */
  hidden?: true
  /** A choice private to its side that is not revealed yet (the viewer is that side, or all is open). */
  unrevealed?: true
}

/** One action of the log as a side may read it. */
export interface ActionSeen {
  /** 0-based index of the action in the game record. */
  index: number
  /** The side that acted. */
  side: SideId
  events: EventSeen[]
  /** The automatic opponent's reasoning for this action (empty when a person acted). */
  bot: EventSeen[]
  /** The action itself would tell the viewer a hidden choice: show "A hidden choice" instead of it. */
  hiddenAction: boolean
}

/** What a log is read from: the states (states[i] before action i) and each action's events. */
export interface GameLog {
  states: readonly GameState[]
  events: readonly (readonly GameEvent[])[]
  /** The automatic opponent's reasoning keyed by action index. */
  bot?: Readonly<Record<number, readonly GameEvent[]>>
  /** How many actions are played (the record's cursor); default every action with events. */
  upTo?: number
  /** The first action to read (default 0): a reveal lies only later, so the rest of the log is not needed. */
  from?: number
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

/** Whether `viewer` may not read an event private to `owner`. */
function keptFrom(owner: SideId | undefined, viewer: Viewer): boolean {
  return owner !== undefined && viewer !== null && owner !== viewer
}

function sideName(state: GameState, side: SideId | undefined): string {
  return state.scenario.sides.find((s) => s.id === side)?.name ?? 'The other side'
}

function standIn(state: GameState, e: GameEvent): EventSeen {
  const who = sideName(state, e.side)
  const rule = e.rule ? ` (${e.rule})` : ''
  return {
    type: e.type,
    text:
      e.engagement === undefined
        ? `${who} has rolled or chosen in secret${rule}.`
        : `${who} has made a hidden choice; it is revealed when both sides have chosen${rule}.`,
    ...(e.rule ? { rule: e.rule } : {}),
    ...(e.side ? { side: e.side } : {}),
    ...(e.engagement !== undefined ? { engagement: e.engagement } : {}),
    hidden: true,
  }
}

/** An open event with the hidden carriers' names masked; if its text named one, only its words are kept (its other fields may hold ids). */
function openEvent(e: GameEvent, secret: readonly string[], unrevealed: boolean): EventSeen {
  const { privateTo: _, ...rest } = e
  const text = maskNames(e.text, secret)
  const seen: EventSeen =
    text === e.text
      ? rest
      : { type: e.type, text, ...(e.rule ? { rule: e.rule } : {}), ...(e.side ? { side: e.side } : {}) }
  return unrevealed ? { ...seen, unrevealed: true } : seen
}

/**
 * The log up to `log.upTo` as `viewer` may read it (null: everything open). The automatic
 * opponent's reasoning for a secret choice is private like the choice, and shown to the other side
 * as one stand-in line until the choice is revealed.
 */
export function logSeen(log: GameLog, viewer: Viewer): ActionSeen[] {
  const upTo = Math.min(log.upTo ?? log.events.length, log.events.length)
  const from = Math.max(0, log.from ?? 0)
  const flat: GameEvent[] = log.events.slice(from, upTo).flat()
  const out: ActionSeen[] = []
  // Enemy carriers not located now are unnamed in the whole log: a located ship is hidden again once
  // it moves on (4.10), so its name in an older line would tell which chit it is.
  const now = log.states[upTo] ?? log.states[log.states.length - 1]
  const hiddenNow = viewer === null || !now ? [] : hiddenNames(now, viewer)
  let n = 0
  for (let i = from; i < upTo; i++) {
    const before = log.states[i]
    // And those the viewer had not located when the action was played (4.10).
    const secret =
      viewer === null
        ? []
        : [...new Set([...hiddenNames(log.states[i + 1] ?? before, viewer), ...hiddenNow])].sort(
            (a, b) => b.length - a.length,
          )
    const evs = log.events[i] ?? []
    const events: EventSeen[] = evs.map((e, k) => {
      const unrevealed = e.privateTo !== undefined && !isRevealed(flat, n + k)
      return unrevealed && keptFrom(e.privateTo, viewer)
        ? standIn(before, e)
        : openEvent(e, secret, unrevealed)
    })
    const choiceRevealed = evs.some((e, k) => e.privateTo !== undefined && isRevealed(flat, n + k))
    const bot: EventSeen[] = []
    let maskedBot = false
    for (const e of log.bot?.[i] ?? []) {
      if (keptFrom(e.privateTo, viewer) && !choiceRevealed) {
        if (maskedBot) continue
        maskedBot = true
        bot.push({
          type: e.type,
          text: `The automatic opponent’s reasoning for ${sideName(before, e.side)} stays hidden until its choice is revealed.`,
          ...(e.rule ? { rule: e.rule } : {}),
          ...(e.side ? { side: e.side } : {}),
          hidden: true,
        })
      } else bot.push(openEvent(e, secret, false))
    }
    n += evs.length
    const acting = before.pending.side
    out.push({
      index: i,
      side: acting,
      events,
      bot,
      // A hidden choice of combat, or the acting side's own secret (a die it entered): the action would tell it.
      hiddenAction: events.some((e) => e.hidden && (e.engagement !== undefined || e.side === acting)),
    })
  }
  return out
}

/** The dice of one action the viewer may see, with their computation (a secret roll only for its side). */
export function rollsSeen(action: ActionSeen | undefined): EventSeen[] {
  return (action?.events ?? []).filter((e) => e.roll !== undefined && !e.hidden)
}
