// Undo, redo, rewind and branches over a GameRecord (design §2). Exact by snapshots: the record
// keeps the state after every action (states[i] = after i actions), so undo and rewind only move
// the cursor and what they restore is the identical snapshot object, never a recomputation.
//
// Two policies, chosen per game:
// - hot-seat (competitive): the deciding side undoes only its own choices, back to its last
//   barrier. A barrier is an action that rolled a die, revealed hidden choices, declared an
//   interception, or handed the decision to the other side. Luck and information are never undone.
// - exploration (solo, demo): rewind to any point of the timeline; playing from an earlier point
//   makes a new line (a branch) and keeps the old one. The explorer keeps the dice the old line
//   rolled after that point, or rolls afresh with a new seed.
// Pure TypeScript: no React, no store.
import type { Action, RuleViolation } from '../rules/systems/aeto'
import { drawDie, type DiceState } from '../rules/kernel/dice'
import type { SideId } from '../rules/kernel/ids'
import type { SystemState } from '../rules/kernel/registry'
import { playAction, replay, systemOf, type GameRecord, type NewGameParams } from './game'

export type UndoPolicy = 'hotSeat' | 'exploration'

/**
 * A game record of any rule system, as undo and redo read it: the decision each state waits for,
 * the actions and their events. (The timeline below is typed on AETO/APTO's record.)
 */
export type AnyGameRecord = GameRecord<SystemState, { type: string }, unknown>

// ---------------------------------------------------------------------------------------------
// Barriers (hot-seat)
// ---------------------------------------------------------------------------------------------

// The barrier's shape is the kernel's (every rule system's undo stops at the same kinds).
export type { Barrier, BarrierKind } from '../rules/kernel/undo'
import type { Barrier } from '../rules/kernel/undo'

/**
 * Whether action `i` is a hot-seat barrier, and why: the rule system's own barrier (RuleSystem
 * .barrier: a die, a reveal, a declaration), else a hand-over, which every system shares.
 */
export function barrierAt(record: AnyGameRecord, i: number): Barrier | null {
  const system = systemOf(record.scenario)
  const before = record.states[i]
  const after = record.states[i + 1]
  const own = system.barrier?.(before, record.actions[i], after, record.events[i] ?? [])
  if (own) return { index: i, ...own }
  if (before.pending.side !== after.pending.side) {
    const sides = system.sides(record.scenario)
    const name = (side: SideId) => sides.find((s) => s.id === side)?.name ?? side
    return {
      index: i,
      kind: 'handOver',
      reason: `The decision passed from ${name(before.pending.side)} to ${name(after.pending.side)}: a hot-seat game cannot undo a hand-over.`,
    }
  }
  return null
}

/** In exploration, "my decision" still ends where the other side took over. */
function handOverAt(record: AnyGameRecord, i: number): boolean {
  return record.states[i].pending.side !== record.states[i + 1].pending.side
}

/** Why undo is not possible now under `policy`, or null when it is. */
export function undoBlock(record: AnyGameRecord, policy: UndoPolicy): string | null {
  if (record.cursor === 0) return 'Nothing to undo.'
  if (policy === 'exploration') return null
  return barrierAt(record, record.cursor - 1)?.reason ?? null
}

export function canUndo(record: AnyGameRecord, policy: UndoPolicy): boolean {
  return undoBlock(record, policy) === null
}

/** The record with its cursor at `cursor` (the states are untouched). */
function at<R extends AnyGameRecord>(record: R, cursor: number): R {
  return cursor === record.cursor ? record : { ...record, cursor }
}

/** Undoes the last action if the policy allows it; otherwise returns `record` itself. */
export function undoOne<R extends AnyGameRecord>(record: R, policy: UndoPolicy): R {
  return canUndo(record, policy) ? at(record, record.cursor - 1) : record
}

/**
 * Where "undo to the start of my decision" goes: the first action of the current side's
 * uninterrupted run of choices since its last barrier (hot-seat) or since the other side last
 * decided (exploration). Equal to the cursor when there is nothing to undo.
 */
export function decisionStart(record: AnyGameRecord, policy: UndoPolicy): number {
  let k = record.cursor
  const stops = (i: number) => (policy === 'hotSeat' ? barrierAt(record, i) !== null : handOverAt(record, i))
  while (k > 0 && !stops(k - 1)) k--
  return k
}

export function undoToDecisionStart<R extends AnyGameRecord>(record: R, policy: UndoPolicy): R {
  return at(record, decisionStart(record, policy))
}

export function canRedo(record: AnyGameRecord): boolean {
  return record.cursor < record.actions.length
}

/** Re-plays the next undone action: its recorded snapshot, so the same dice and the same state. */
export function redo<R extends AnyGameRecord>(record: R): R {
  return canRedo(record) ? at(record, record.cursor + 1) : record
}

// ---------------------------------------------------------------------------------------------
// Timeline (exploration)
// ---------------------------------------------------------------------------------------------

/** How a line got its dice: the game as started, or a branch that kept or re-rolled the dice. */
export type LineDice = 'original' | DiceChoice
export type DiceChoice = 'keep' | 'afresh'

export interface TimelineLine {
  /** "main" for the first line, then "b1", "b2"… */
  id: string
  /** The line and point it branched from: after `at` actions of line `line`; null for "main". */
  parent: { line: string; at: number } | null
  dice: LineDice
  /** The line's game from the start (its own cursor, actions and snapshots). */
  record: GameRecord
}

export interface Timeline {
  lines: TimelineLine[]
  /** Id of the line being played. */
  current: string
  /** Number of the next branch ("b<n>"). */
  nextBranch: number
}

export interface LineSummary {
  id: string
  parent: { line: string; at: number } | null
  dice: LineDice
  /** Actions in the line. */
  length: number
  cursor: number
  current: boolean
}

export function newTimeline(record: GameRecord): Timeline {
  return { lines: [{ id: 'main', parent: null, dice: 'original', record }], current: 'main', nextBranch: 1 }
}

export function currentLine(t: Timeline): TimelineLine {
  const line = t.lines.find((l) => l.id === t.current)
  if (!line) throw new Error(`timeline: the current line "${t.current}" does not exist`)
  return line
}

export function currentRecord(t: Timeline): GameRecord {
  return currentLine(t).record
}

/** Replaces the current line's record (after an undo, a redo, an action played at its end). */
export function withCurrentRecord(t: Timeline, record: GameRecord): Timeline {
  if (currentRecord(t) === record) return t
  return { ...t, lines: t.lines.map((l) => (l.id === t.current ? { ...l, record } : l)) }
}

export function lines(t: Timeline): LineSummary[] {
  return t.lines.map((l) => ({
    id: l.id,
    parent: l.parent,
    dice: l.dice,
    length: l.record.actions.length,
    cursor: l.record.cursor,
    current: l.id === t.current,
  }))
}

/** Moves the current line's cursor to `index` (0 = the start, actions.length = the end). */
export function rewind(t: Timeline, index: number): Timeline {
  const r = currentRecord(t)
  if (!Number.isInteger(index) || index < 0 || index > r.actions.length)
    throw new RangeError(`rewind: ${index} is not a point of line ${t.current} (0 … ${r.actions.length})`)
  return withCurrentRecord(t, at(r, index))
}

export function switchLine(t: Timeline, id: string): Timeline {
  if (!t.lines.some((l) => l.id === id)) throw new RangeError(`switchLine: there is no line "${id}"`)
  return id === t.current ? t : { ...t, current: id }
}

export interface PlayOptions {
  /** When playing from an earlier point: keep the dice the old line rolled after it (default) or roll afresh. */
  dice?: DiceChoice
  /** Seed of the generator that rolls once the kept faces run out (keep) or at once (afresh). Default: derived from the line's seed and the branch number. */
  seed?: number
}

export type TimelinePlay =
  { ok: true; timeline: Timeline; branched: boolean } | { ok: false; violation: RuleViolation }

/**
 * Plays `action` on the current line. At the end of the line it simply extends it; from an
 * earlier point it makes a new line that leaves the old one untouched, and the new line becomes
 * the current one. A refused action changes nothing.
 */
export function play(t: Timeline, action: Action, opts: PlayOptions = {}): TimelinePlay {
  const line = currentLine(t)
  const r = line.record
  if (r.cursor === r.actions.length) {
    const p = playAction(r, action)
    if ('violation' in p) return { ok: false, violation: p.violation }
    return { ok: true, timeline: withCurrentRecord(t, p.game), branched: false }
  }
  const choice = opts.dice ?? 'keep'
  const id = `b${t.nextBranch}`
  const branchStart = branchRecord(r, r.cursor, choice, opts.seed ?? deriveSeed(r.seed, t.nextBranch))
  const p = playAction(branchStart, action)
  if ('violation' in p) return { ok: false, violation: p.violation }
  const branch: TimelineLine = { id, parent: { line: line.id, at: r.cursor }, dice: choice, record: p.game }
  return {
    ok: true,
    timeline: { lines: [...t.lines, branch], current: id, nextBranch: t.nextBranch + 1 },
    branched: true,
  }
}

/** A seed for branch `n` of a game seeded `seed`: fixed, so the same exploration gives the same dice. */
export function deriveSeed(seed: number, n: number): number {
  let x = (seed ^ Math.imul(n, 0x9e3779b9)) >>> 0
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b)
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35)
  return (x ^ (x >>> 16)) >>> 0
}

/**
 * The die faces the dice source rolled during actions [from, to) of the record, in order
 * (hand-entered rolls excluded). Drawn again from the dice state before action `from`: the
 * source is deterministic, and a roll event's `natural` is not always one die (a 2d6 total).
 */
export function rolledFaces(record: GameRecord, from = 0, to = record.actions.length): number[] {
  // A system without dice in its state (the Europa draft: its results are the players') rolled none.
  let dice: DiceState | undefined = record.states[from].dice
  const end: DiceState | undefined = record.states[to].dice
  if (!dice || !end) return []
  const faces: number[] = []
  for (let n = end.count - dice.count; n > 0; n--) {
    const d = drawDie(dice)
    if (!d) break
    faces.push(d.value)
    dice = d.dice
  }
  return faces
}

/**
 * The new game a branch at `at` starts from: the same scenario and the first `at` actions, with
 * dice that replay those actions exactly (every face they rolled, scripted) and then
 * - keep: the faces the old line rolled after `at`, then a generator seeded `seed`;
 * - afresh: a generator seeded `seed` at once.
 * A branch is itself an ordinary game (scenario + seed + dice + actions), so it saves, autosaves
 * and reloads like any other. With dice rolled by hand there is nothing to script: the branch
 * keeps manual dice and the player rolls again.
 */
export function branchRecord(
  record: GameRecord,
  atIndex: number,
  choice: DiceChoice,
  seed: number,
): GameRecord {
  const params: NewGameParams = record.manualDice
    ? {
        scenario: record.scenario,
        scenarioJson: record.scenarioJson,
        seed: record.seed,
        dice: [],
        manualDice: true,
      }
    : {
        scenario: record.scenario,
        scenarioJson: record.scenarioJson,
        seed: seed >>> 0,
        dice: [
          ...rolledFaces(record, 0, atIndex),
          ...(choice === 'keep' ? rolledFaces(record, atIndex) : []),
        ],
      }
  const r = replay(params, record.actions.slice(0, atIndex))
  if ('violation' in r)
    throw new Error(
      `branch: action ${r.index} no longer replays with the recorded dice (${r.violation.rule} ${r.violation.message}); the rules engine is not deterministic`,
    )
  return r.game
}
