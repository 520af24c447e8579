// What the pending decision is about, for the map beside the dialog: the locations and
// units involved, the legal next hexes of a move decision and the automatic path of interceptors
// about to launch. Read from state.pending and the flights, engagements and combat it names; the
// rules module decided all of it. Cached per state, so an unchanged decision keeps its identity
// and the map does not redraw it.
import { contextOf, type Engagement, type GameState } from '../rules/systems/aeto'
import type { MapInvolved } from './model'

const cache = new WeakMap<GameState, { plain?: MapInvolved | null; traced?: MapInvolved | null }>()

/**
 * The involved part of the map snapshot. `tracing`: a route is being traced on the map, whose own
 * trace replaces the automatic path of interceptors about to launch.
 */
export function involvedOf(state: GameState, tracing: boolean): MapInvolved | null {
  let entry = cache.get(state)
  if (!entry) cache.set(state, (entry = {}))
  const key = tracing ? 'traced' : 'plain'
  let v = entry[key]
  if (v === undefined) v = entry[key] = compute(state, tracing)
  return v
}

function compute(state: GameState, tracing: boolean): MapInvolved | null {
  const p = state.pending
  if (p.kind === 'plan') return null
  const ctx = contextOf(state)
  const locs = new Set<number>()
  const units = new Set<string>()
  let next: number[] = []
  let path: number[] = []
  const at = (label: string | undefined) => {
    const loc = label !== undefined ? ctx.map.parseLoc(label) : null
    if (loc !== null) locs.add(loc)
  }
  const baseAt = (base: string) => {
    const loc = ctx.baseLoc.get(base)
    if (loc !== undefined && loc >= 0) locs.add(loc)
  }
  const addUnits = (ids: readonly string[]) => {
    for (const id of ids) if (state.units[id] && !state.units[id].eliminated) units.add(id)
  }
  const flight = (id: string) => {
    const f = state.flights[id]
    if (!f) return
    locs.add(f.loc)
    addUnits(f.units)
  }
  const labelsToLocs = (labels: readonly string[]) =>
    labels.map((l) => ctx.map.parseLoc(l)).filter((l): l is number => l !== null)

  switch (p.kind) {
    case 'declare':
      // The enemy flights that may be intercepted, and the bases of the eligible interceptors (4.13).
      at(p.loc)
      p.targets.forEach(flight)
      for (const o of p.interceptors) {
        at(o.baseHex)
        addUnits(o.units.map((u) => u.id))
      }
      break
    case 'launchInterceptors': {
      for (const b of p.bases) {
        baseAt(b.base)
        addUnits(b.units)
      }
      const first = p.bases[0]
      const from = first ? ctx.baseLoc.get(first.base) : undefined
      if (first && !tracing && from !== undefined && from >= 0) path = [from, ...labelsToLocs(first.autoPath)]
      break
    }
    case 'move':
      flight(p.flight)
      next = labelsToLocs(p.next)
      break
    case 'collect':
      // The flight over the base and the units it may collect there (4.9).
      flight(p.flight)
      for (const u of p.units) {
        baseAt(u.base)
        addUnits([u.id])
      }
      break
    case 'returnToBase':
      for (const u of p.units) {
        addUnits([u.id])
        u.bases.forEach(baseAt)
      }
      break
    case 'continue':
      at(p.loc)
      for (const f of p.flights) flight(f.id)
      break
    case 'attack': {
      engagement(state, p.engagement, locs, addUnits)
      // Over-stacked units at base may be attacked as bombers (4.8): they are in the options, not in the flights.
      for (const a of p.attackers) addUnits([a.id, ...a.targets.map((t) => t.id)])
      break
    }
    case 'forcedRebase':
      // The lost base, its unit and the bases it may rebase to (4.7).
      baseAt(p.base)
      addUnits([p.unit])
      for (const d of p.destinations) baseAt(d.base)
      break
    case 'stackOrder':
      // The over-stacked base and its stack (4.8).
      baseAt(p.base)
      addUnits([p.unit, ...p.stack])
      break
    case 'baseChain':
      // The full base, the newcomers and the residents that may change base out (4.8).
      baseAt(p.base)
      addUnits([...p.arriving, ...p.residents])
      break
    case 'counterstrike':
      // The combat hex, the survivors there and the located flotillas they may strike (APTO 4.1).
      at(p.loc)
      addUnits(p.units)
      for (const x of p.targets) at(x.loc)
      break
    case 'navalWindow':
      // The enemy flotilla that halts, and the bases whose bombers reach it (4.15).
      at(p.loc)
      for (const b of p.bases) baseAt(b.base)
      break
    default:
      // preCombat, acceptCancel, dumpOrdnance, designate, roll, voluntaryAbort, remain: the
      // engagement and every unit in it (never the hidden choices of a voluntary abort, 4.16).
      at(p.loc)
      if (p.engagement !== undefined) engagement(state, p.engagement, locs, addUnits)
  }
  if (!locs.size && !units.size && !next.length) return null
  return { kind: p.kind, locs: [...locs], units: [...units], next, path }
}

/** The engagement's location and its units: those fighting this round, else every flight of it. */
function engagement(
  state: GameState,
  id: string,
  locs: Set<number>,
  addUnits: (ids: readonly string[]) => void,
): void {
  const e: Engagement | undefined = state.engagements[id]
  if (!e) return
  locs.add(e.loc)
  const c = state.combat
  if (c && c.engagement === id) {
    addUnits(c.inRound)
    addUnits(c.ground)
    return
  }
  for (const f of e.targetFlights) addUnits(state.flights[f]?.units ?? [])
  for (const g of e.groups) addUnits(g.flight ? (state.flights[g.flight]?.units ?? g.units) : g.units)
}
