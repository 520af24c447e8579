// Copy-on-write for one `apply`: the small containers are copied once; the air units and base
// stacks (thousands on a big map) are shared until written through `mutUnit` / `mutStack`, which
// copy the map and then the one entry. The input state is never modified; property tests check it.
import type { Flight, GameState, UnitId, UnitState } from '../types'

interface Copies {
  unitsMap: boolean
  units: Set<UnitId>
  stacksMap: boolean
}
const copies = new WeakMap<GameState, Copies>()

export function beginDraft(s: GameState): GameState {
  const d: GameState = {
    ...s,
    turn: { ...s.turn, sideOrder: [...s.turn.sideOrder] },
    units: s.units,
    stacks: s.stacks,
    flights: Object.fromEntries(Object.entries(s.flights).map(([k, f]) => [k, copyFlight(f)])),
    missions: Object.fromEntries(Object.entries(s.missions).map(([k, m]) => [k, { ...m, hops: [...m.hops], basesLaunched: [...m.basesLaunched] }])),
    engagements: Object.fromEntries(
      Object.entries(s.engagements).map(([k, e]) => [
        k,
        { ...e, targetFlights: [...e.targetFlights], groups: e.groups.map((g) => ({ ...g, units: [...g.units] })) },
      ]),
    ),
    stack: [...s.stack],
    active: [...s.active],
    windows: s.windows.map((w) => ({ ...w, flights: [...w.flights] })),
    combat: s.combat ? structuredClone(s.combat) : null,
    launchBases: Object.fromEntries(
      Object.entries(s.launchBases).map(([k, v]) => [k, { fighter: [...v.fighter], bomber: [...v.bomber] }]),
    ),
    stepEnding: s.stepEnding ? { ...s.stepEnding, returnQueue: [...s.stepEnding.returnQueue], aloft: [...s.stepEnding.aloft] } : null,
    counters: { ...s.counters },
    dice: { ...s.dice, script: s.dice.script },
  }
  copies.set(d, { unitsMap: false, units: new Set(), stacksMap: false })
  return d
}

function copiesOf(d: GameState): Copies {
  let c = copies.get(d)
  if (!c) {
    c = { unitsMap: false, units: new Set(), stacksMap: false }
    copies.set(d, c)
  }
  return c
}

function copyFlight(f: Flight): Flight {
  return { ...f, units: [...f.units], path: [...f.path], plan: [...f.plan] }
}

/** A shallow copy of a large record: a key loop is ten times faster than `{ ...record }` for
 *  thousands of keys (V8 keeps such objects in dictionary mode). Key order is preserved. */
const keyCache = new WeakMap<object, string[]>()
function copyRecord<T>(r: Record<string, T>, keysOf: object): Record<string, T> {
  let keys = keyCache.get(keysOf)
  if (!keys || keys.length !== Object.keys(r).length) {
    keys = Object.keys(r)
    keyCache.set(keysOf, keys)
  }
  const out: Record<string, T> = {}
  for (let i = 0; i < keys.length; i++) out[keys[i]] = r[keys[i]]
  return out
}

/** The writable copy of an air unit in a draft. */
export function mutUnit(d: GameState, id: UnitId): UnitState {
  const c = copiesOf(d)
  if (!c.unitsMap) {
    d.units = copyRecord(d.units, d.scenario.airUnits)
    c.unitsMap = true
  }
  if (!c.units.has(id)) {
    const u = d.units[id]
    d.units[id] = { ...u, aloft: u.aloft ? { ...u.aloft } : null }
    c.units.add(id)
  }
  return d.units[id]
}

/** The writable stack of a base in a draft. */
export function mutStack(d: GameState, base: string): UnitId[] {
  const c = copiesOf(d)
  if (!c.stacksMap) {
    d.stacks = copyRecord(d.stacks, d.scenario.bases)
    c.stacksMap = true
  }
  const copy = [...(d.stacks[base] ?? [])]
  d.stacks[base] = copy
  return copy
}
