// Copy-on-write for one `apply`: containers are copied once, air units only when written
// (`mutUnit`), so an action on a 2,000-unit game copies a handful of objects. The input state
// is never modified; property tests check that.
import type { Flight, GameState, UnitId, UnitState } from '../types'

const copiedUnits = new WeakMap<GameState, Set<UnitId>>()

export function beginDraft(s: GameState): GameState {
  const d: GameState = {
    ...s,
    turn: { ...s.turn, sideOrder: [...s.turn.sideOrder] },
    units: { ...s.units },
    stacks: { ...s.stacks },
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
    stepEnding: s.stepEnding ? { ...s.stepEnding, returnQueue: [...s.stepEnding.returnQueue] } : null,
    counters: { ...s.counters },
    dice: { ...s.dice, script: s.dice.script },
  }
  copiedUnits.set(d, new Set())
  return d
}

function copyFlight(f: Flight): Flight {
  return { ...f, units: [...f.units], path: [...f.path], plan: [...f.plan] }
}

/** The writable copy of an air unit in a draft. */
export function mutUnit(d: GameState, id: UnitId): UnitState {
  let set = copiedUnits.get(d)
  if (!set) {
    set = new Set()
    copiedUnits.set(d, set)
  }
  if (!set.has(id)) {
    const u = d.units[id]
    d.units[id] = { ...u, aloft: u.aloft ? { ...u.aloft } : null }
    set.add(id)
  }
  return d.units[id]
}

/** The writable stack of a base in a draft. */
export function mutStack(d: GameState, base: string): UnitId[] {
  const copy = [...(d.stacks[base] ?? [])]
  d.stacks[base] = copy
  return copy
}
