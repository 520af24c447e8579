// Indexes derived from states, kept outside them (the JSON shape of GameState is fixed: saves and
// the state hash depend on it). A finished state is never modified, so what is derived from it
// holds for good; each `apply` brings it up to date from the few units and stacks its draft wrote
// (draft.ts) instead of scanning thousands of units and hundreds of bases again.
import type { BaseId, GameState, LaunchOption, SideId, UnitId, UnitState } from '../types'
import { draftWrites, endDraft, keysOf } from './draft'
import { contextOf } from '../context'
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
  // and on the carriers: where they are, docked or not, damaged or sunk (4.4, 4.5).
  if (s.pending.kind === 'plan' && !s.stack.length)
    offers.bySide.set(s.pending.side, {
      units: s.units,
      stacks: s.stacks,
      carriers: carrierKey(s),
      basing: basingKey(s),
      powers: powersKey(s),
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
  bySide: Map<
    SideId,
    {
      units: Units
      stacks: Stacks
      carriers: string
      basing: string
      powers: string
      options: LaunchOption[]
      dirty: Set<BaseId>
    }
  >
} | null = null

/** What the launch options depend on in the game's own bases: grass airfields built or completed, bases captured (4.3, 4.7); and the month's weather (APTO Part 1). */
function basingKey(s: GameState): string {
  const b = s.basing
  const weather = s.weather ? `weather:${JSON.stringify(s.weather.zones)}` : ''
  if (!b) return weather
  return JSON.stringify([b.built?.map((x) => [x.id, x.complete]), b.owner]) + weather
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
  const o = offers?.scenario === s.scenario ? offers.bySide.get(side) : undefined
  const w = draftWrites(s)
  if (!o || o.units !== w.sourceUnits || o.stacks !== w.sourceStacks) return null
  if (basingKey(s) !== o.basing) return null // a base built, completed or captured: worked out afresh
  if (powersKey(s) !== o.powers) return null // an Air Offensive's powers named or over (4.25)
  const changed = writtenBases(s)
  for (const b of o.dirty) changed.add(b)
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
