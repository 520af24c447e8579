// Indexes derived from states, kept outside them (the JSON shape of GameState is fixed: saves and
// the state hash depend on it). A finished state is never modified, so what is derived from it
// holds for good; each `apply` brings it up to date from the few units and stacks its draft wrote
// (draft.ts) instead of scanning thousands of units and hundreds of bases again.
import type { BaseId, BasingState, GameState, LaunchOption, SideId, UnitId, UnitState } from '../types'
import { draftWrites, endDraft, keysOf } from './draft'
import { CAPACITY_TABLE_ID, contextOf } from '../context'
import type { Table } from '../../../kernel/tables'
import { powersKey } from './airOffensivePowers'
import { offensiveLaunchBarred } from '../naval/carrierStatus'

type Units = Record<UnitId, UnitState>
type Stacks = Record<BaseId, UnitId[]>

/** Anything the end of a Step, phase or turn may have to clear, or aloft (4.2, 4.13, 4.27). */
function unsettled(u: UnitState): boolean {
  return !!(
    u.aloft ||
    u.commitment !== 'none' ||
    u.clearsAt ||
    u.interceptedThisStep ||
    u.role ||
    u.aborted ||
    u.mp ||
    u.dumpedOrdnance ||
    u.lastBase !== u.base
  )
}

/** Per finished units record: the ids of its unsettled units. Every other unit is at rest. */
const unsettledOf = new WeakMap<Units, Set<UnitId>>()

function unsettledIn(units: Units): Set<UnitId> {
  let set = unsettledOf.get(units)
  if (!set) {
    set = new Set()
    for (const id in units) if (unsettled(units[id])) set.add(id)
    unsettledOf.set(units, set)
  }
  return set
}

/**
 * Units of `s` that may be unsettled (a superset, in no particular order): those unsettled in the
 * record the draft started from plus those it wrote. Every other unit is the very object of the
 * previous state, at rest there.
 */
export function maybeUnsettled(s: GameState): UnitId[] {
  const w = draftWrites(s)
  const before = unsettledIn(w.sourceUnits)
  const out = [...before]
  for (const id of w.units) if (!before.has(id)) out.push(id)
  return out
}

/** `apply` (or `newGame`) has finished the draft `s`: indexes it for the next `apply`. */
export function finishDraft(s: GameState): void {
  const w = draftWrites(s)
  if (s.units !== w.sourceUnits && !unsettledOf.has(s.units)) {
    const set = new Set<UnitId>()
    for (const id of maybeUnsettled(s)) if (unsettled(s.units[id])) set.add(id)
    unsettledOf.set(s.units, set)
  }
  if (offers?.scenario !== s.scenario) offers = { scenario: s.scenario, bySide: new Map() }
  let written: Set<BaseId> | undefined
  for (const o of offers.bySide.values()) {
    if (o.units !== w.sourceUnits || o.stacks !== w.sourceStacks) continue // another line of play
    written ??= writtenBases(s)
    for (const b of written) o.dirty.add(b)
    o.units = s.units
    o.stacks = s.stacks
  }
  // With no engagement unresolved, launch options depend on the units, stacks and scenario only —
  // and on the carriers: where they are, docked or not, damaged or sunk (4.4, 4.5); on the game's
  // own bases and installations; on the weather; and on the powers of an Air Offensive (4.25), whose
  // options are kept apart: the side's plan goes back and forth between the two.
  if (s.pending.kind === 'plan' && !s.stack.length)
    offers.bySide.set(offerKey(s, s.pending.side), {
      units: s.units,
      stacks: s.stacks,
      carriers: carrierKey(s),
      weather: weatherKey(s),
      built: s.basing?.built,
      owner: s.basing?.owner,
      installations: s.installations,
      capacities: s.tables?.[CAPACITY_TABLE_ID],
      options: s.pending.bases,
      dirty: new Set(),
    })
  endDraft(s)
}

/**
 * The launch options last offered to each side (a plan decision), with the bases written since,
 * for the units and stacks records of the latest state of one game. Plain references, not a
 * WeakMap keyed by records: values of such a WeakMap that reach the options kept the dead records
 * of every state from being collected young (measured: 5 times more full collections).
 */
let offers: {
  scenario: GameState['scenario']
  /** By side and the powers of its Air Offensive (offerKey). */
  bySide: Map<
    string,
    {
      units: Units
      stacks: Stacks
      carriers: string
      weather: string
      built: BasingState['built']
      owner: BasingState['owner']
      installations: GameState['installations']
      /** The base capacities chart the players entered, if any (the tables are shared by the states after it). */
      capacities: Table | undefined
      options: LaunchOption[]
      dirty: Set<BaseId>
    }
  >
} | null = null

function offerKey(s: GameState, side: SideId): string {
  return `${side}|${powersKey(s)}`
}

/** What the launch options depend on in the month's weather (APTO Part 1): each zone's air effect. */
function weatherKey(s: GameState): string {
  let key = ''
  for (const id in s.weather?.zones ?? {}) key += `${id}:${s.weather!.zones[id].effect};`
  return key
}

/** Grass airfields built or completed since `before` (4.3): the bases whose options may differ. */
function builtChanged(before: BasingState['built'], now: BasingState['built'], out: Set<BaseId>): void {
  if (before === now) return
  const was = new Map((before ?? []).map((b) => [b.id, b.complete]))
  for (const b of now ?? []) {
    if (was.get(b.id) !== b.complete || !was.has(b.id)) out.add(b.id)
    was.delete(b.id)
  }
  for (const id of was.keys()) out.add(id)
}

/** Bases captured since `before` (4.7), or given back. */
function ownerChanged(before: BasingState['owner'], now: BasingState['owner'], out: Set<BaseId>): void {
  if (before === now) return
  for (const id in now ?? {}) if (before?.[id] !== now![id]) out.add(id)
  for (const id in before ?? {}) if (now?.[id] !== before![id]) out.add(id)
}

/** Bases with an installation bombed, reduced or repaired since `before` (4.26): their capacity may differ. */
function installationsChanged(
  before: GameState['installations'],
  now: GameState['installations'],
  out: Set<BaseId>,
): void {
  if (before === now) return
  const differ = (id: string) => JSON.stringify(before?.[id] ?? null) !== JSON.stringify(now?.[id] ?? null)
  const baseOf = (id: string) => id.slice(0, id.lastIndexOf(':')) // installationId: "<base>:<index>"
  for (const id in now ?? {}) if (differ(id)) out.add(baseOf(id))
  for (const id in before ?? {}) if (!Object.hasOwn(now ?? {}, id)) out.add(baseOf(id))
}

/** What the carriers' launch options depend on besides their units: each carrier ship's state, and whether its status bars its side's Offensive launches (4.25). */
function carrierKey(s: GameState): string {
  const ships = s.naval?.ships
  const ctx = contextOf(s.scenario)
  let key = ''
  for (const [base, ship] of ctx.carrierBases) {
    const x = ships?.[ship]
    if (x) key += `${ship}:${x.loc ?? ''}:${x.inPort ?? ''}:${x.face}:${x.sunk ?? ''};`
    if (offensiveLaunchBarred(ctx, s, base)) key += `${base}:no status;` // neither Standby nor Active in its Offensive (4.25)
  }
  return key
}

/** Bases whose stack or one of whose units the draft `s` wrote. */
function writtenBases(s: GameState): Set<BaseId> {
  const w = draftWrites(s)
  const out = new Set(w.stacks)
  for (const id of w.units) {
    out.add(w.sourceUnits[id].base)
    out.add(s.units[id].base)
  }
  return out
}

/**
 * The launch options last offered to `side` (in the order of its bases), and the bases whose
 * options may differ in `s` (their stack or one of their units was written since); null if
 * unknown. Only for a state with no engagement unresolved (declared interceptors cannot launch: 4.13).
 */
export function previousLaunchOptions(
  s: GameState,
  side: SideId,
): { options: LaunchOption[]; changed: Set<BaseId> } | null {
  const o = offers?.scenario === s.scenario ? offers.bySide.get(offerKey(s, side)) : undefined
  const w = draftWrites(s)
  if (!o || o.units !== w.sourceUnits || o.stacks !== w.sourceStacks) return null
  if (weatherKey(s) !== o.weather) return null // the month's weather: every base worked out afresh
  // Base capacities entered (charts.ts): which units are over-stacked may change at every base (4.2, 4.8).
  if (s.tables?.[CAPACITY_TABLE_ID] !== o.capacities) return null
  const changed = writtenBases(s)
  for (const b of o.dirty) changed.add(b)
  builtChanged(o.built, s.basing?.built, changed)
  ownerChanged(o.owner, s.basing?.owner, changed)
  installationsChanged(o.installations, s.installations, changed)
  if (carrierKey(s) !== o.carriers) {
    for (const [b] of contextOf(s.scenario).carrierBases) changed.add(b)
    // A carrier docked, sailing, damaged or sunk doubles or undoes a port's capacity (4.5).
    for (const b of s.scenario.bases)
      if (b.components.some((c) => c.kind === 'MinorPort' || c.kind === 'MajorPort')) changed.add(b.id)
  }
  return { options: o.options, changed }
}

/** Sorts unit ids into the key order of the units record (the order of a full scan). */
const orderOf = new WeakMap<readonly string[], Map<UnitId, number>>()
export function inKeyOrder(units: Units, ids: UnitId[]): UnitId[] {
  const keys = keysOf(units) // shared by every copy of the record: the order is built once
  let order = orderOf.get(keys)
  if (!order) {
    order = new Map(keys.map((id, i) => [id, i]))
    orderOf.set(keys, order)
  }
  return ids.sort((a, b) => order.get(a)! - order.get(b)!)
}
