// The game state as one side may know it, in the state's own shape (design §8: the bot decides
// from its side's view): what the side cannot see is removed or replaced by what it was told, so
// that code written against `GameState` (the automatic opponent's forecasts) can run on it and
// cannot use a secret. It is a read model only: it is never played on, saved or hashed.
// - An enemy ship the side has not identified (4.10, 4.20), located or not: the side knows its chit
//   and where it is, not which ship it is — locating a ship lets the side attack it, and the Flotilla
//   Sighting Report tells only what its roll asks, possibly falsified. The ship is identified when
//   the report names it (APTO's 6, `naval.named`) or when the attacker examines it at its attack.
//   Its name, type and printed values are replaced by an unidentified chit's (a submarine stays a
//   submarine: the search lists where one is, APTO 3.29).
// - An enemy carrier not located (4.10): its base keeps its place (its flights in the air fly from
//   it) but not its name, and the units aboard are gone from the state and the base's stack.
// - Which Naval-Air units of an enemy carrier in port are ashore and which aboard (4.5): all are
//   shown at the port's base, as the screen shows them "in port".
// - The other side's hidden choices not yet revealed: its voluntary aborts (4.16), the die of its
//   Flotilla Sighting Report (4.10).
// - The dice: the generator's state would tell the coming rolls.
// Ids are kept (they are the state's keys): code reading the projection must not print them.
import type { NavalUnitDef, Scenario } from './scenario/schema'
import type { GameState, SideId, UnitState } from './types'
import { contextOf } from './context'
import { recordValues } from './engine/persistentRecord'
import { hiddenCarriers, identifies, inPortSecret, pooledInPort } from './viewShips'
import { isSubmarine, shipSide } from './naval/ships'

/** How an enemy naval chit the side has not located is named in its view (4.10). */
export const UNIDENTIFIED_CHIT = 'an unidentified naval chit'
/** Whether this ship definition is an unidentified chit's in a side's view (`stateSeenBy`): its printed values are not known (4.10, 4.20). */
export function isUnidentifiedChit(def: Pick<NavalUnitDef, 'name'>): boolean {
  return def.name === UNIDENTIFIED_CHIT
}

/** How a carrier the side has not located is named in its view (4.10). */
export const UNLOCATED_CARRIER = 'a carrier not located'

const scenarioCache = new WeakMap<Scenario, Map<string, Scenario>>()

/** The scenario with the ships listed anonymised and the carrier bases listed unnamed; one object per (scenario, lists). */
function scenarioSeen(
  scenario: Scenario,
  ships: ReadonlySet<string>,
  carriers: ReadonlySet<string>,
): Scenario {
  if (!ships.size && !carriers.size) return scenario
  let byKey = scenarioCache.get(scenario)
  if (!byKey) scenarioCache.set(scenario, (byKey = new Map()))
  const key = `${[...ships].join(',')}|${[...carriers].join(',')}`
  const hit = byKey.get(key)
  if (hit) return hit
  const anonymous = (n: NavalUnitDef): NavalUnitDef => ({
    id: n.id,
    name: UNIDENTIFIED_CHIT,
    nation: n.nation,
    // A submarine stays one: the submarine search lists the hexes that hold one (APTO 3.29).
    type: isSubmarine(n.type) ? n.type : '?',
    named: false,
    front: { armor: 0, gunnery: 0 },
    back: null,
    face: 'front',
    ...(n.hex !== undefined ? { hex: n.hex } : {}),
    ...(n.seaArea !== undefined ? { seaArea: n.seaArea } : {}),
    inPort: n.inPort,
    ...(n.flotilla !== undefined ? { flotilla: n.flotilla } : {}),
  })
  const out: Scenario = {
    ...scenario,
    navalUnits: scenario.navalUnits.map((n) => (ships.has(n.id) ? anonymous(n) : n)),
    bases: scenario.bases.map((b) => (carriers.has(b.id) ? { ...b, name: UNLOCATED_CARRIER } : b)),
  }
  byKey.set(key, out)
  return out
}

const cache = new WeakMap<GameState, Map<SideId, GameState>>()

/** The state as `side` may know it (see the header); the state itself when it hides nothing from it. */
export function stateSeenBy(state: GameState, side: SideId): GameState {
  let bySide = cache.get(state)
  if (!bySide) cache.set(state, (bySide = new Map()))
  const hit = bySide.get(side)
  if (hit) return hit
  const ctx = contextOf(state)
  // Enemy ships it has not identified (4.10, 4.20): located ones too, as on the screen (viewShips.identifies).
  const ships = new Set<string>()
  for (const n of state.scenario.navalUnits)
    if (shipSide(ctx, n.id) !== side && !identifies(ctx, state, side, n.id)) ships.add(n.id)
  const hidden = hiddenCarriers(state, side)
  const carriers = new Set(hidden.keys())
  const aboard = new Set<string>()
  for (const base of carriers)
    for (const id of state.stacks[base] ?? []) if (!state.units[id]?.aloft) aboard.add(id)

  let out: GameState = {
    ...state,
    scenario: scenarioSeen(state.scenario, ships, carriers),
    dice: { ...state.dice, seed: 0, rng: 0, script: [], scriptPos: 0 },
  }
  if (aboard.size) {
    const units: Record<string, UnitState> = {}
    for (const u of recordValues(state.units)) if (!aboard.has(u.id)) units[u.id] = u
    const stacks = { ...state.stacks }
    for (const base of carriers) stacks[base] = (stacks[base] ?? []).filter((id) => !aboard.has(id))
    out = { ...out, units, stacks }
  }
  // Carriers in port (4.5): which Naval-Air units are ashore and which aboard is the owner's secret.
  // The side sees them together "in port" (viewShips.pooledInPort): here all at the port's base,
  // the pooled ones after the others in id order, whichever way the owner has placed them.
  const pooled = pooledInPort(state, side)
  if (pooled.size) {
    const units = { ...out.units }
    const stacks = { ...out.stacks }
    const byPort = new Map<string, string[]>()
    for (const [carrier, port] of pooled) {
      const list = byPort.get(port) ?? []
      for (const id of stacks[carrier] ?? []) if (!units[id]?.aloft) list.push(id)
      stacks[carrier] = (stacks[carrier] ?? []).filter((id) => units[id]?.aloft)
      byPort.set(port, list)
    }
    for (const [port, list] of byPort) {
      const ashore = (stacks[port] ?? []).filter((id) => inPortSecret(state, side, id) === port)
      const rest = (stacks[port] ?? []).filter((id) => !ashore.includes(id))
      const all = [...list, ...ashore].sort()
      for (const id of all) units[id] = { ...units[id], base: port }
      stacks[port] = [...rest, ...all]
    }
    out = { ...out, units, stacks }
  }
  const c = state.combat
  if (c && Object.keys(c.volabort).some((s) => s !== side && c.volabort[s] !== null)) {
    const volabort = { ...c.volabort }
    for (const s of Object.keys(volabort)) if (s !== side && volabort[s] !== null) volabort[s] = []
    out = { ...out, combat: { ...c, volabort } }
  }
  const report = state.naval?.recon?.report
  if (report && report.owner !== side && report.roll !== null)
    out = {
      ...out,
      naval: { ...state.naval!, recon: { ...state.naval!.recon!, report: { ...report, roll: null } } },
    }
  // The enemy's carriers' status is entered in secret (Part 3; 4.25): only its own carriers' show.
  const status = state.carrierStatus
  if (status && Object.keys(status).some((ship) => shipSide(ctx, ship) !== side)) {
    const own = Object.fromEntries(Object.entries(status).filter(([ship]) => shipSide(ctx, ship) === side))
    out = { ...out }
    if (Object.keys(own).length) out.carrierStatus = own
    else delete out.carrierStatus
  }
  bySide.set(side, out)
  return out
}
