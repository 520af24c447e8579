// Copy-on-write for one `apply`: the small containers are copied once; the air units and base
// stacks (thousands on a big map) are shared until written through `mutUnit` / `mutStack`, which
// make a persistent copy of the record (persistentRecord.ts: it shares all but the chunk written)
// and then copy the one entry. The input state is never modified; property tests check it.
// The draft remembers which units and stacks it wrote: derived.ts brings its indexes of the
// previous state up to date from them instead of scanning every unit.
import type { BaseId, Flight, GameState, Mission, NavalState, ShipState, UnitId, UnitState } from '../types'
import { recordCopy, recordKeys, writeEntry } from './persistentRecord'
import { forgetShipsAfloat } from '../naval/ships'
import { basingDrafted } from '../context'

interface Copies {
  /** The units record the draft started from: never modified, shared by the previous state. */
  sourceUnits: Record<UnitId, UnitState>
  sourceStacks: Record<BaseId, UnitId[]>
  unitsMap: boolean
  units: Set<UnitId>
  stacksMap: boolean
  stacks: Set<BaseId>
  /** Whether the naval state's ships record is this draft's own (copyNaval shares it until a ship is written). */
  shipsOwned: boolean
  /** Whether the basing state is this draft's own (mutBasing copies it on the first write). */
  basingOwned: boolean
  /** Whether the installations record is this draft's own (mutInstallations copies it on the first write). */
  installationsOwned: boolean
  /** Chunks of the copied records that this draft already has to itself (persistentRecord.ts). */
  unitChunks: Set<number>
  stackChunks: Set<number>
}
const copies = new WeakMap<GameState, Copies>()

function newCopies(s: GameState): Copies {
  return {
    sourceUnits: s.units,
    sourceStacks: s.stacks,
    unitsMap: false,
    units: new Set(),
    stacksMap: false,
    stacks: new Set(),
    shipsOwned: false,
    installationsOwned: false,
    basingOwned: false,
    unitChunks: new Set(),
    stackChunks: new Set(),
  }
}

export function beginDraft(s: GameState): GameState {
  const d: GameState = {
    ...s,
    turn: { ...s.turn, sideOrder: [...s.turn.sideOrder] },
    units: s.units,
    stacks: s.stacks,
    flights: Object.fromEntries(Object.entries(s.flights).map(([k, f]) => [k, copyFlight(f)])),
    missions: Object.fromEntries(
      Object.entries(s.missions).map(([k, m]) => [
        k,
        { ...m, hops: [...m.hops], basesLaunched: [...m.basesLaunched], ...ownStates(m) },
      ]),
    ),
    engagements: Object.fromEntries(
      Object.entries(s.engagements).map(([k, e]) => [
        k,
        {
          ...e,
          targetFlights: [...e.targetFlights],
          groups: e.groups.map((g) => ({ ...g, units: [...g.units] })),
        },
      ]),
    ),
    stack: [...s.stack],
    active: [...s.active],
    windows: s.windows.map((w) => ({ ...w, flights: [...w.flights] })),
    combat: s.combat ? cloneData(s.combat) : null,
    launchBases: Object.fromEntries(
      Object.entries(s.launchBases).map(([k, v]) => [k, { fighter: [...v.fighter], bomber: [...v.bomber] }]),
    ),
    stepEnding: s.stepEnding
      ? { ...s.stepEnding, returnQueue: [...s.stepEnding.returnQueue], aloft: [...s.stepEnding.aloft] }
      : null,
    counters: { ...s.counters },
    ...(s.offensivePhase ? { offensivePhase: cloneData(s.offensivePhase) } : {}),
    // Installation states are only ever replaced, never changed in place (mutInstallations): the
    // record is shared until one is written.
    ...(s.installations ? { installations: s.installations } : {}),
    ...(s.forcedRebase ? { forcedRebase: cloneData(s.forcedRebase) } : {}),
    ...(s.naval ? { naval: copyNaval(s.naval) } : {}),
    ...(s.landRecon ? { landRecon: cloneData(s.landRecon) } : {}),
    // Shared until written: mutBasing copies it on the first write (the context of the game's
    // bases is kept per basing record that no draft writes any more: context.ts).
    ...(s.basing ? { basing: s.basing } : {}),
    // The raids' results are only ever appended: the list is copied, each result shared (APTO Part 2).
    ...(s.strategic
      ? {
          strategic: {
            step: s.strategic.step ? { ...s.strategic.step, declined: [...s.strategic.step.declined] } : null,
            results: [...s.strategic.results],
          },
        }
      : {}),
    ...(s.weather ? { weather: cloneData(s.weather) } : {}),
    ...(s.seaTransport ? { seaTransport: { cargo: [...s.seaTransport.cargo] } } : {}), // entries are replaced, never changed (APTO 3.21)
    dice: { ...s.dice, script: s.dice.script },
  }
  copies.set(d, newCopies(d))
  return d
}

/** `apply` is done with the draft: it is a finished state now, and keeps no link to its source
 *  (which would keep every previous units record alive until a full garbage collection). */
export function endDraft(d: GameState): void {
  if (d.basing) basingDrafted(d.basing, false)
  copies.delete(d)
}

/** A state that is no draft (e.g. a new game being set up) becomes one on its first write. */
function copiesOf(d: GameState): Copies {
  let c = copies.get(d)
  if (!c) {
    c = newCopies(d)
    copies.set(d, c)
  }
  return c
}

/** What a draft has written so far, and the records it started from (nothing written if `d` is no draft). */
export function draftWrites(d: GameState): {
  sourceUnits: Record<UnitId, UnitState>
  sourceStacks: Record<BaseId, UnitId[]>
  units: ReadonlySet<UnitId>
  stacks: ReadonlySet<BaseId>
} {
  return (
    copies.get(d) ?? { sourceUnits: d.units, sourceStacks: d.stacks, units: new Set(), stacks: new Set() }
  )
}

/** The mission modules' own state fields (missions/types.ts MissionState), copied deeply: they are small. */
const MISSION_STATES = [
  'evacuation',
  'strafe',
  'bombing',
  'airNaval',
  'paradrop',
  'airTransport',
  'convoy',
  'merchant',
  'raid',
  'submarineSearch',
] as const
function ownStates(m: Mission): Partial<Mission> {
  const out: Record<string, unknown> = {}
  for (const k of MISSION_STATES)
    if ((m as unknown as Record<string, unknown>)[k] !== undefined)
      out[k] = cloneData((m as unknown as Record<string, unknown>)[k])
  return out
}

/**
 * The naval state, deeply but for its ships: the record is shared with the previous state until a
 * ship is written (`setShip` copies it then), each ship's state shared for good. A ship's state is
 * only ever replaced, never changed (navalMove.ts, shipLosses.ts), and there are hundreds of them:
 * most actions move or hit none.
 */
function copyNaval(n: NavalState): NavalState {
  const out: Record<string, unknown> = { ships: n.ships }
  for (const k in n)
    if (k !== 'ships')
      out[k] = SHARED_NAVAL.has(k) ? n[k as keyof NavalState] : cloneData(n[k as keyof NavalState])
  return out as unknown as NavalState
}

/**
 * Naval fields only ever replaced whole, never changed in place (sequence.ts, navalMove.ts): shared
 * like the ships record. The ships' positions when the End Phase began are hundreds of entries.
 */
const SHARED_NAVAL = new Set(['endStart', 'endEntered'])

/** Replaces the state of a ship in the draft `d` (which has a naval state). */
export function setShip(d: GameState, id: string, ship: ShipState): void {
  const naval = d.naval!
  const c = copiesOf(d)
  if (!c.shipsOwned) {
    naval.ships = { ...naval.ships }
    c.shipsOwned = true
  }
  naval.ships[id] = ship
  forgetShipsAfloat(naval.ships)
}

/**
 * The draft's own basing state (grass airfields built, bases captured, EP spent, basing choices
 * due: 4.3, 4.7, 4.8), created if the game has none yet: a deep copy of the previous state's, made
 * on the first write. Every change to `state.basing` goes through it.
 */
export function mutBasing(d: GameState): NonNullable<GameState['basing']> {
  const c = copiesOf(d)
  if (!c.basingOwned) {
    d.basing = d.basing ? cloneData(d.basing) : {}
    c.basingOwned = true
    basingDrafted(d.basing, true)
  }
  return d.basing!
}

/**
 * The draft's own installations record (4.26), created if the game has none yet: copied from the
 * previous state's on the first write, whose entries it shares. Write an entry by replacing it
 * (`states[id] = { ...states[id], destroyed: true }`), never in place.
 */
export function mutInstallations(d: GameState): NonNullable<GameState['installations']> {
  const c = copiesOf(d)
  if (!c.installationsOwned) {
    d.installations = { ...d.installations }
    c.installationsOwned = true
  }
  return d.installations!
}

/**
 * A deep copy of game-state data, which is JSON-shaped (plain objects, arrays, primitives and
 * undefined; saves and the state hash rely on it): what `structuredClone` gives for such data, in
 * the same key order, without its serialisation, which cost most of an action on a big map.
 */
export function cloneData<T>(x: T): T {
  if (typeof x !== 'object' || x === null) return x
  if (Array.isArray(x)) return x.map(cloneData) as T
  const out: Record<string, unknown> = {}
  for (const k in x) out[k] = cloneData((x as Record<string, unknown>)[k])
  return out as T
}

function copyFlight(f: Flight): Flight {
  return { ...f, units: [...f.units], path: [...f.path], plan: [...f.plan] }
}

/**
 * Whether `d.units` is a record that nothing writes any more: the one an `apply` started from (its
 * draft has written no unit yet), or a finished state's. Values derived from such a record may be
 * kept per record object (a WeakMap); a draft's own copy still changes, so nothing is kept for it.
 */
export function unitsSettled(d: GameState): boolean {
  return !copies.get(d)?.unitsMap
}

/** The keys of a units or stacks record in order (shared by its copies: listed once). */
export function keysOf(r: Record<string, unknown>): readonly string[] {
  return recordKeys(r)
}

/** The writable copy of an air unit in a draft. */
export function mutUnit(d: GameState, id: UnitId): UnitState {
  const c = copiesOf(d)
  if (!c.unitsMap) {
    d.units = recordCopy(d.units)
    c.unitsMap = true
  }
  if (!c.units.has(id)) {
    const u = d.units[id]
    writeEntry(d.units, id, { ...u, aloft: u.aloft ? { ...u.aloft } : null }, c.unitChunks)
    c.units.add(id)
  }
  return d.units[id]
}

/** The writable stack of a base in a draft. */
export function mutStack(d: GameState, base: string): UnitId[] {
  const c = copiesOf(d)
  if (!c.stacksMap) {
    d.stacks = recordCopy(d.stacks)
    c.stacksMap = true
  }
  const copy = [...(d.stacks[base] ?? [])]
  writeEntry(d.stacks, base, copy, c.stackChunks)
  c.stacks.add(base)
  return copy
}
