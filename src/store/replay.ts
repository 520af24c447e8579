// View-only replay (docs/guide.md, "Replay"): a position in the game as played, one event at a time. The position
// is (action index, event index within that action); action -1 is the start, before any action.
// An action that produced no event still has one position (event 0). The map shows the state
// after the action of the position (states[action + 1]); the game itself is never changed.
// Pure TypeScript: no React, no store.
import type { GameRecord } from './game'

export interface ReplayPos {
  /** 0-based action index, or -1 for the start of the game. */
  action: number
  /** Index of the event within the action's events (0 when the action has none). */
  event: number
}

export const REPLAY_START: ReplayPos = { action: -1, event: 0 }

/** How many positions action `a` has: its events, or one when it has none. */
export function positionsOf(record: GameRecord, a: number): number {
  return Math.max(1, record.events[a]?.length ?? 0)
}

/** The last position of the game as played (up to the record's cursor). */
export function lastPos(record: GameRecord): ReplayPos {
  const n = record.cursor
  return n === 0 ? REPLAY_START : { action: n - 1, event: positionsOf(record, n - 1) - 1 }
}

/** The position clamped into the game as played. */
export function clampPos(record: GameRecord, p: ReplayPos): ReplayPos {
  if (!Number.isInteger(p.action) || p.action < 0) return REPLAY_START
  if (p.action >= record.cursor) return lastPos(record)
  const e = Math.max(0, Math.min(positionsOf(record, p.action) - 1, Number.isInteger(p.event) ? p.event : 0))
  return e === p.event ? p : { action: p.action, event: e }
}

/** The next position, or null at the end. */
export function nextPos(record: GameRecord, p: ReplayPos): ReplayPos | null {
  if (p.action < 0) return record.cursor > 0 ? { action: 0, event: 0 } : null
  if (p.event + 1 < positionsOf(record, p.action)) return { action: p.action, event: p.event + 1 }
  return p.action + 1 < record.cursor ? { action: p.action + 1, event: 0 } : null
}

/** The previous position, or null at the start. */
export function prevPos(record: GameRecord, p: ReplayPos): ReplayPos | null {
  if (p.action < 0) return null
  if (p.event > 0) return { action: p.action, event: p.event - 1 }
  return p.action > 0 ? { action: p.action - 1, event: positionsOf(record, p.action - 1) - 1 } : REPLAY_START
}

/** 0-based number of the position (the start is 0), for "k / n". */
export function posIndex(record: GameRecord, p: ReplayPos): number {
  if (p.action < 0) return 0
  let k = 1
  for (let a = 0; a < p.action; a++) k += positionsOf(record, a)
  return k + p.event
}

/** The number of the last position (the start is 0). */
export function posCount(record: GameRecord): number {
  return posIndex(record, lastPos(record))
}

/** Index into record.states of the state shown at `p`: after the position's action. */
export function stateIndex(p: ReplayPos): number {
  return p.action + 1
}

/** The log key ("<action>.<event>", as log.ts) of the event at `p`, or null at the start or for an action without events. */
export function posKey(record: GameRecord, p: ReplayPos): string | null {
  if (p.action < 0 || (record.events[p.action]?.length ?? 0) === 0) return null
  return `${p.action}.${p.event}`
}
