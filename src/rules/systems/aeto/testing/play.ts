// Test helpers for the procedure engine: play a list of actions and fail loudly on a refusal,
// check that a refusal leaves the state untouched, measure hex distances.
import { apply } from '../engine/flow'
import { newGame, type NewGameOptions } from '../engine/newGame'
import { buildMapIndex } from '../../../kernel/hex'
import type { Scenario } from '../scenario/schema'
import type { Action, GameEvent, GameState, Pending, RuleViolation, SideId, UnitState } from '../types'
import { legalActions } from '../engine/legal'
import { typesSumming } from '../engine/seaRecon'

export interface Played {
  state: GameState
  /** Every event of every action, in order (the events of newGame are not kept). */
  events: GameEvent[]
}

/** A new game from `scenario` with scripted dice (then the seeded generator). */
export function start(
  scenario: Scenario,
  dice: number[] = [],
  opts: Omit<NewGameOptions, 'dice'> = {},
): GameState {
  return newGame(scenario, { seed: 1, ...opts, dice })
}

/** Applies one action; throws with the rule and message when it is refused. */
export function act(state: GameState, action: Action): Played {
  const r = apply(state, action)
  if (!r.ok)
    throw new Error(
      `refused ${JSON.stringify(action)} at pending "${state.pending.kind}": [${r.violation.rule}] ${r.violation.message}`,
    )
  return { state: r.state, events: r.events }
}

/**
 * An Air Offensive's raid up to its bombing decision: `side` declares the Offensive (the other side
 * passing first when it holds the Initiative) and flies `launch`; the defender never intercepts and
 * leaves its units where they are (4.14, 4.25).
 */
export function raidOverTarget(
  sc: Scenario,
  launch: Action,
  dice: number[] = [],
  side: SideId = 'allies',
): Played {
  let s = start(sc, dice)
  if (s.pending.side !== side) s = act(s, { type: 'passOffensive' }).state
  s = act(s, { type: 'declareOffensive', offensive: 'air' }).state
  const events: GameEvent[] = []
  let r = act(s, launch)
  events.push(...r.events)
  s = r.state
  while (s.pending.kind === 'declare' || s.pending.kind === 'evacuation') {
    r = act(s, s.pending.kind === 'declare' ? { type: 'pass' } : { type: 'evacuate', moves: {} })
    events.push(...r.events)
    s = r.state
  }
  return { state: s, events }
}

/**
 * Plays `actions` from a scenario (new game with `dice` scripted) or from a state; throws with
 * the violation message on the first refusal; returns the final state and every event.
 */
export function play(from: Scenario | GameState, actions: readonly Action[], dice: number[] = []): Played {
  let state = isState(from) ? from : start(from, dice)
  const events: GameEvent[] = []
  for (const a of actions) {
    const r = act(state, a)
    state = r.state
    events.push(...r.events)
  }
  return { state, events }
}

function isState(x: Scenario | GameState): x is GameState {
  return (x as GameState).pending !== undefined && (x as GameState).units !== undefined
}

/**
 * The owner's Flotilla Sighting Report of `count` chits, by type where the roll asks for it (APTO
 * 3–4, 4.10): the fewest of each type, then types raised in order.
 */
export function sightingReport(state: GameState, count: number): Action {
  const p = pendingOf(state, 'sightingReport')
  const types = p.report.byType ? typesSumming(p.report.byType, count) : null
  if (p.report.byType && !types) throw new Error(`no report by type adds up to ${count} chits`)
  return { type: 'reportSighting', count, ...(types ? { types } : {}) }
}

/** Expects `action` to be refused; checks that the state did not change; returns the violation. */
export function refused(state: GameState, action: Action): RuleViolation {
  const before = JSON.stringify(state)
  const r = apply(state, action)
  const after = JSON.stringify(state)
  if (before !== after) throw new Error('apply modified its input state')
  if (r.ok)
    throw new Error(
      `expected ${JSON.stringify(action)} to be refused, but it was accepted (next: ${r.state.pending.kind})`,
    )
  return r.violation
}

/** The pending decision narrowed to one kind; throws if another kind is pending. */
export function pendingOf<K extends Pending['kind']>(
  state: GameState,
  kind: K,
): Extract<Pending, { kind: K }> {
  if (state.pending.kind !== kind)
    throw new Error(`expected a "${kind}" decision, got "${state.pending.kind}" (${state.pending.prompt})`)
  return state.pending as Extract<Pending, { kind: K }>
}

/** Hex distance between two printed labels on a cols × rows map (odd-q, flat-topped). */
export function hexDist(cols: number, rows: number, a: string, b: string): number {
  const map = buildMapIndex({ cols, rows })
  return map.hexDistance(map.parseLoc(a)!, map.parseLoc(b)!)
}

/** The printed label of a unit's location: its base hex, or where it is aloft. */
export function whereIs(state: GameState, unit: string): string {
  const u = state.units[unit]
  const map = buildMapIndex({ cols: state.scenario.map.cols, rows: state.scenario.map.rows })
  if (u.aloft) return map.locLabel(u.aloft.loc)
  const b = state.scenario.bases.find((x) => x.id === u.base)
  return b?.hex ?? '?'
}

/** The unit's state fields tests look at most, in one object. */
export function brief(state: GameState, unit: string) {
  const u: UnitState = state.units[unit]
  return {
    face: u.face,
    eliminated: u.eliminated,
    base: u.base,
    aloft: u.aloft ? { setAside: u.aloft.setAside } : null,
    commitment: u.commitment,
    aborted: u.aborted,
  }
}

/** Events of one type. */
export function eventsOf(events: readonly GameEvent[], type: string): GameEvent[] {
  return events.filter((e) => e.type === type)
}

/** Patches air units of a scenario before a game starts (commitment, face …). */
export function withUnits(
  scenario: Scenario,
  patch: Record<string, Partial<Pick<Scenario['airUnits'][number], 'commitment' | 'face' | 'outOfSupply'>>>,
): Scenario {
  return { ...scenario, airUnits: scenario.airUnits.map((u) => (patch[u.id] ? { ...u, ...patch[u.id] } : u)) }
}

/** Passes every pending interception window (the side asked declines) until another decision is due. */
export function passWindows(p: Played | GameState): Played {
  let state = isState(p as GameState) ? (p as GameState) : (p as Played).state
  const events = isState(p as GameState) ? [] : [...(p as Played).events]
  while (state.pending.kind === 'declare') {
    const r = act(state, { type: 'pass' })
    state = r.state
    events.push(...r.events)
  }
  return { state, events }
}

/** The answer of a player who lets things happen: passes, dumps and designates nothing, attacks the first legal target, keeps everyone for Round 2, continues, returns home; null for other decisions. */
export function passiveAnswer(p: Pending): Action | null {
  switch (p.kind) {
    case 'declare':
    case 'preCombat':
      return { type: 'pass' }
    case 'dumpOrdnance':
    case 'designate':
    case 'voluntaryAbort':
      return { type: p.kind, units: [] }
    case 'attack': {
      const target = p.attackers[0]?.targets.find((x) => x.legal)
      return target
        ? { type: 'attack', attacker: p.attackers[0].id, target: target.id }
        : { type: 'endAttacks' }
    }
    case 'remain':
      return { type: 'remain', units: p.units }
    case 'continue':
      return { type: 'continue', flights: p.flights.map((f) => f.id) }
    case 'returnToBase':
      return { type: 'returnToBase' }
    default:
      return null
  }
}

/**
 * Plays until `until` holds: `choose` answers first where it returns an action, else the passive
 * answer; throws on a decision neither answers. The events of every action go to `events`.
 */
export function playUntil(
  state: GameState,
  until: (p: Pending) => boolean,
  events: GameEvent[] = [],
  choose: (s: GameState) => Action | null = () => null,
): GameState {
  let s = state
  for (let i = 0; i < 200 && !until(s.pending); i++) {
    const a = choose(s) ?? passiveAnswer(s.pending)
    if (!a) throw new Error(`unexpected decision ${s.pending.kind}: ${s.pending.prompt}`)
    const r = act(s, a)
    events.push(...r.events)
    s = r.state
  }
  return s
}

/**
 * The driver of a rulebook narrative played with manual dice (T09, T10): plays `action`, then
 * enters each of `dice` where a die is wanted and answers every other decision passively — except
 * that `interceptor` declares every interception it may and launches from the first base — until a
 * die is wanted with none left, a decision has no such answer, or `until` holds. Every stated die
 * must be rolled.
 */
export function narrate(
  state: GameState,
  action: Action,
  dice: number[],
  opts: { interceptor?: SideId; until?: (s: GameState) => boolean } = {},
): Played {
  let r = act(state, action)
  const events = [...r.events]
  let s = r.state
  const left = [...dice]
  for (let guard = 0; guard < 60 && !opts.until?.(s); guard++) {
    const p = s.pending
    let a: Action | null
    if (p.kind === 'roll') {
      if (!left.length) break
      a = { type: 'roll', value: left.shift()! }
    } else if (p.kind === 'declare' && p.side === opts.interceptor)
      a = legalActions(s).find((x) => x.type === 'declare') ?? { type: 'pass' }
    else if (p.kind === 'launchInterceptors' && p.side === opts.interceptor)
      a = { type: 'launchInterceptors', base: p.bases[0].base }
    else a = passiveAnswer(p)
    if (!a) break
    r = act(s, a)
    events.push(...r.events)
    s = r.state
  }
  if (left.length) throw new Error(`dice not rolled: ${left.join(', ')}`)
  return { state: s, events }
}
