// The map's selector: game state + ui slice (+ the game's events) → the MapSnapshot the renderer
// draws. Pure. Every highlighted hex comes from a rules-module function (rangeOverlay,
// interceptionZone, traceLaunch, engagementStack) or from the pending decision the rules set
// (mapInvolved.ts); this file only reshapes their answers into location ids and chit looks.
// Parts are cached by the objects they come from (the board per scenario, the pieces per game state
// and viewer — ships as that side may see them, rules/view.ts —, the decision's involved part per
// game state), so an unchanged part keeps its identity and the map
// skips redrawing it. It lives in map/, not store/: it is the map's own adapter over the store
// (the map reads the store; the store knows nothing of the map's model; docs/architecture.md, "The layers").
import {
  contextOf,
  engagementStack,
  interceptionZone,
  rangeOverlay,
  type GameEvent,
  type GameState,
  type UnitState,
  installationsAt,
  type ScenarioContext,
  faceOf,
  flotillaStps,
  shipPosition,
  shipSide,
  airstripWords,
  landUnitsNow,
  weatherNow,
  numberedName,
} from '../rules/systems/aeto'
import {
  basesSeen,
  flightsSeen,
  shipsSeenBy,
  type ShipStackSeen,
  type Viewer,
} from '../rules/systems/aeto/view'
import { landChits, scenarioBoard, SITE_TAGS, withWeather } from './scenarioBoard'
import { involvedOf } from './mapInvolved'
import { traceStatus } from '../store/tracing'
import {
  NO_OVERLAYS,
  type MapBase,
  type MapBoard,
  type MapChit,
  type MapCombat,
  type MapFlight,
  type MapNaval,
  type MapOverlays,
  type MapPieces,
  type MapPlace,
  type MapSide,
  type MapSnapshot,
  type MapUi,
} from './model'
import { AETO_SYSTEM_ID, systemIdOf } from '../rules/systems'
import type { GameRecord } from '../store/game'
import type { SortieState, UiSlice } from '../store/store'

// ------------------------------------------------------------------ the board (per scenario)

const landBoards = new WeakMap<object, { base: MapBoard; board: MapBoard }>()

/** The board of a state: the scenario's, with the land units where they are now (air transport and paradrops move some, 4.23, 4.24). */
export function boardOf(state: GameState): MapBoard {
  const now = state.weather ? weatherNow(state) : null // the month's weather (APTO Part 1): the board says it
  const base = now ? withWeather(scenarioBoard(state.scenario), now) : scenarioBoard(state.scenario)
  if (!state.land) return base
  const hit = landBoards.get(state.land)
  if (hit?.base === base) return hit.board
  const board: MapBoard = { ...base, land: landChits(state.scenario, landUnitsNow(state), base.sides) }
  landBoards.set(state.land, { base, board })
  return board
}

// ------------------------------------------------------------------ the pieces (per state)

const piecesCache = new WeakMap<GameState, Map<string, MapPieces>>()

const SHIP_RANK = ['CV', 'BB', 'BC', 'CVL', 'CA', 'CL', 'Raider', 'DD', 'SS', 'STP']
const rankOf = (type: string) => (SHIP_RANK.includes(type) ? SHIP_RANK.indexOf(type) : SHIP_RANK.length)

/** A stack of ships as the viewer sees it (4.10): its identified ships largest first, the rest counted. */
function navalChitOf(stack: ShipStackSeen, side: MapSide): MapNaval {
  const ships = [...(stack.ships ?? [])].sort((a, b) => rankOf(a.type) - rankOf(b.type))
  return {
    loc: stack.loc,
    side,
    inPort: stack.inPort,
    type: ships[0]?.type ?? '',
    count: stack.chits,
    ships: ships.map((x) => ({ name: x.name, type: x.type })),
    unidentified: stack.chits - ships.length,
    located: stack.located,
    carrier: ships.some((x) => x.carrier),
  }
}

/** The air units aboard the STPs of a stack (APTO 3.21), counted on its chit when any. */
function withCargo(ctx: ScenarioContext, state: GameState, chit: MapNaval, stack: ShipStackSeen): MapNaval {
  const cargo = state.seaTransport?.cargo
  if (!cargo?.length) return chit
  let n = 0
  for (const c of cargo) {
    const stps = flotillaStps(ctx, state, c.flotilla)
    if (!stps.length || shipSide(ctx, stps[0]) !== stack.side) continue
    const at = shipPosition(ctx, state, stps[0])
    if (at.loc === stack.loc && at.inPort === stack.inPort) n++
  }
  return n ? { ...chit, aboard: n } : chit
}

const BASE_KIND: [string, string][] = [
  ['Carrier', 'CV'],
  ['LargeAirbase', 'L'],
  ['SmallAirbase', 'S'],
  ['GrassAirfield', 'G'],
  ['NationBox', 'Box'],
  ['UKTransferHex', 'UK'],
  ['City', 'C'],
  ['MajorPort', 'P'],
  ['MinorPort', 'P'],
  ['Resource', 'R'],
]

function baseKind(components: readonly { kind: string }[], airstripLetter: string): string {
  for (const [kind, short] of BASE_KIND)
    if (components.some((c) => c.kind === kind)) return kind === 'GrassAirfield' ? airstripLetter : short // D in APTO (D18)
  return '?'
}

function chitOf(ctx: ScenarioContext, side: MapSide, u: UnitState, operational: boolean): MapChit {
  const def = ctx.unitDefs.get(u.id)!
  const face = faceOf(ctx, u)
  const flight = u.aloft ? Number.parseInt(u.aloft.flight.replace(/^\D+/, ''), 10) : NaN
  return {
    id: u.id,
    name: def.name,
    side,
    type: def.type,
    strength: def.type === 'ATP' ? null : face.strength,
    range: face.range,
    quality: face.quality,
    circled: face.circled,
    underscored: face.underscored,
    ...(def.small ? { small: true } : {}),
    ...(def.floatplane ? { floatplane: true } : {}),
    depleted: u.face === 'back' && def.back !== null,
    commitment: u.commitment,
    aloft: u.aloft !== null,
    flight: Number.isFinite(flight) ? flight : null,
    setAside: u.aloft?.setAside ?? false,
    aborted: u.aborted,
    operational,
  }
}

const startsDestroyed = new WeakMap<object, string[]>()

/** The installations that are no base and are destroyed (4.26), by location, as the map tags them: "Radar site". Public (4.26: all players may know them). */
function wreckedSites(ctx: ScenarioContext, state: GameState): Map<number, string[]> {
  const out = new Map<number, string[]>()
  let hexes = startsDestroyed.get(state.scenario)
  if (!hexes)
    startsDestroyed.set(
      state.scenario,
      (hexes = state.scenario.map.features.filter((f) => f.destroyed?.length).map((f) => f.hex)),
    )
  const all = new Set(hexes)
  for (const k of Object.keys(state.installations ?? {}))
    if (!/:\d+$/.test(k)) all.add(k.slice(0, k.lastIndexOf(':')))
  for (const hex of all) {
    const loc = ctx.map.parseLoc(hex)
    if (loc === null) continue
    const names = installationsAt(ctx, state, loc).flatMap((i) =>
      i.feature && i.destroyed ? [SITE_TAGS[i.kind]] : [],
    )
    if (names.length) out.set(loc, names)
  }
  return out
}

/** The pieces `viewer` may see (null: all open): air units, and ships as rules/view.ts shows them. */
export function piecesOf(state: GameState, viewer: Viewer = null): MapPieces {
  let byViewer = piecesCache.get(state)
  if (!byViewer) piecesCache.set(state, (byViewer = new Map()))
  let pieces = byViewer.get(viewer ?? '')
  if (pieces) return pieces
  const ctx = contextOf(state)
  const board = boardOf(state)
  const sideById = new Map(board.sides.map((s) => [s.id, s]))
  const sideOf = (id: string) => sideById.get(id) ?? board.sides[0]
  const places = new Map<number, MapPlace>()
  const place = (loc: number) => {
    let p = places.get(loc)
    if (!p) places.set(loc, (p = { loc, bases: [], atBase: [], flights: [], naval: [] }))
    return p
  }

  // The bases and flights as the viewer sees them (rules/view.ts): an enemy carrier not located has
  // no plate and its units aboard are not drawn (4.10); an enemy carrier docked in port counts its
  // units on the port's plate (4.5).
  const letter = airstripWords(state.scenario).letter
  for (const b of basesSeen(state, viewer)) {
    const base: MapBase = {
      id: b.id,
      name: b.name,
      loc: b.loc,
      side: sideOf(b.owner),
      kind: baseKind(ctx.baseDefs.get(b.id)!.components, letter),
      used: b.used,
      capacity: b.capacity,
      overStacked: b.overStacked,
      status: b.status,
    }
    const p = place(b.loc)
    p.bases.push(base)
    const operational = new Set(b.operational)
    for (const id of b.units) {
      const u = state.units[id]
      if (u.aloft === null) p.atBase.push(chitOf(ctx, sideOf(u.side), u, operational.has(id)))
    }
  }
  for (const f of flightsSeen(state)) {
    const n = Number.parseInt(f.id.replace(/^\D+/, ''), 10)
    place(f.loc).flights.push({
      id: f.id,
      number: Number.isFinite(n) ? n : 0,
      side: sideOf(f.side),
      loc: f.loc,
      chits: f.units.map((id) => chitOf(ctx, sideOf(f.side), state.units[id], true)),
      setAside: f.setAside,
    })
  }
  for (const stack of shipsSeenBy(state, viewer))
    place(stack.loc).naval.push(withCargo(ctx, state, navalChitOf(stack, sideOf(stack.side)), stack))
  for (const [loc, names] of wreckedSites(ctx, state)) place(loc).wrecked = names

  const list = [...places.values()].sort((a, b) => a.loc - b.loc)
  const unitOrder: string[] = []
  const unitLoc = new Map<string, number>()
  for (const p of list) {
    for (const c of p.atBase) {
      unitOrder.push(c.id)
      unitLoc.set(c.id, p.loc)
    }
    for (const f of p.flights)
      for (const c of f.chits) {
        unitOrder.push(c.id)
        unitLoc.set(c.id, p.loc)
      }
  }
  pieces = { places: list, unitOrder, unitLoc }
  byViewer.set(viewer ?? '', pieces)
  return pieces
}

// ------------------------------------------------------------------ overlays (rules answers)

export interface OverlayInputs {
  selectedUnit: string | null
  tracing: UiSlice['tracing']
  overlays: UiSlice['overlays']
}

/**
 * Whose interceptors the zone shows: the opponents of the side the player is looking at — the
 * side of the units being traced, else of the selected unit, else the side whose decision is
 * pending. The zone answers "where could these units be intercepted", so it follows the units
 * in hand; with nothing in hand the deciding side's threats are the useful default.
 */
export function interceptingSides(state: GameState, ui: OverlayInputs): string[] {
  const unit = ui.tracing?.units[0] ?? ui.selectedUnit
  const ref =
    (unit !== null && unit !== undefined ? state.units[unit]?.side : undefined) ?? state.pending.side
  return state.scenario.sides.map((s) => s.id).filter((s) => s !== ref)
}

function locsOf(ctx: ScenarioContext, labels: readonly string[]): number[] {
  const out: number[] = []
  for (const l of labels) {
    const loc = ctx.map.parseLoc(l)
    if (loc !== null) out.push(loc)
  }
  return out
}

const RESULT_EVENTS = new Set(['aborted', 'depleted', 'eliminated', 'hit'])

/** The latest air combat in the events (oldest first) and its results, or null. */
export function lastCombat(state: GameState, events: readonly (readonly GameEvent[])[]): MapCombat | null {
  if (state.pending.kind === 'over') return null // the scenario is over: the closing summary says it all
  const ctx = contextOf(state)
  const after: GameEvent[] = []
  for (let i = events.length - 1; i >= 0; i--) {
    const group = events[i]
    for (let j = group.length - 1; j >= 0; j--) {
      const e = group[j]
      if (e.type === 'endStep' || e.type === 'phase') return null // engagement ids start again each Step
      if (e.type !== 'combat') {
        after.push(e)
        continue
      }
      const loc = e.loc !== undefined ? ctx.map.parseLoc(e.loc) : null
      if (loc === null) return null
      const eng = e.engagement !== undefined ? state.engagements[e.engagement] : undefined
      if (!eng) return null // the Step that fought it has ended
      const open = eng.status !== 'resolved' && eng.status !== 'dissolved'
      const mine = after.reverse().filter((x) => x.engagement === e.engagement)
      const name = (id: string | undefined) =>
        id === undefined ? '?' : ctx.unitDefs.has(id) ? numberedName(ctx, id) : id
      const tally = { hit: 0, abort: 0, miss: 0 }
      for (const x of mine) {
        if (x.type !== 'attack' && x.type !== 'returnFire') continue
        const r = x.roll?.result
        if (r === 'hit' || r === 'abort' || r === 'miss') tally[r]++
      }
      const attacks = tally.hit + tally.abort + tally.miss
      const lines = mine
        .filter((x) => RESULT_EVENTS.has(x.type))
        .map((x) => `${name(x.units?.[0])}: ${x.type === 'hit' ? 'hit' : x.type}`)
      if (attacks > 0)
        lines.unshift(
          `${attacks} attack${attacks > 1 ? 's' : ''}: ${tally.hit} hit, ${tally.abort} abort, ${tally.miss} miss`,
        )
      return { loc, lines: lines.length ? lines : ['No results yet'], open }
    }
  }
  return null
}

export function overlaysOf(
  state: GameState,
  ui: OverlayInputs,
  events: readonly (readonly GameEvent[])[],
): MapOverlays {
  const ctx = contextOf(state)
  const out: MapOverlays = { ...NO_OVERLAYS }
  const unit = ui.selectedUnit !== null ? state.units[ui.selectedUnit] : undefined
  if (ui.overlays.range && unit && !unit.eliminated) {
    const r = rangeOverlay(state, unit.id)
    out.range = locsOf(ctx, r.range)
    out.returnRange = locsOf(ctx, r.returnRange)
  }
  if (ui.overlays.interceptionZone) {
    const sides = interceptingSides(state, ui)
    const count = new Map<number, number>()
    for (const side of sides) {
      for (const [label, n] of interceptionZone(state, side)) {
        const loc = ctx.map.parseLoc(label)
        if (loc !== null) count.set(loc, (count.get(loc) ?? 0) + n)
      }
    }
    out.interception = [...count].map(([loc, n]) => ({ loc, count: n }))
    out.interceptionSides = sides
  }
  if (ui.tracing) {
    const t = ui.tracing
    const status = traceStatus(state, t)
    const from = ctx.baseLoc.get(t.base)
    out.trace = {
      route: [...(from !== undefined ? [from] : []), ...locsOf(ctx, t.route)],
      next: locsOf(ctx, status.next),
      units: status.units,
      error: status.error,
      rest: locsOf(ctx, status.rest),
    }
  }
  if (ui.overlays.engagements) {
    out.engagements = engagementStack(state).flatMap((e, i) => {
      const loc = ctx.map.parseLoc(e.hex)
      return loc === null ? [] : [{ loc, n: i + 1, name: e.name }]
    })
    out.lastCombat = lastCombat(state, events)
  }
  out.involved = involvedOf(state, ui.tracing !== null)
  return out
}

// ------------------------------------------------------------------ ui

export function mapUiOf(state: GameState, ui: UiSlice): MapUi {
  const map = contextOf(state).map
  const loc = (label: string | null) => (label === null ? null : map.parseLoc(label))
  return {
    selectedLoc: loc(ui.selectedHex),
    selectedUnit: ui.selectedUnit,
    hoverLoc: loc(ui.hoverHex),
    showCoords: ui.showCoords,
    expandedLoc: loc(ui.expandedStack),
  }
}

/** The whole snapshot, uncached parts recomputed (tests, one-off use). `events`: oldest first. */
export function mapSnapshot(state: GameState, ui: UiSlice, events: readonly GameEvent[] = []): MapSnapshot {
  return {
    board: boardOf(state),
    pieces: piecesOf(state, ui.viewer ?? null),
    overlays: overlaysOf(state, ui, [events]),
    ui: mapUiOf(state, ui),
  }
}

/**
 * The pieces while a replay stands on event `k` of an action (docs/guide.md, "Replay"): the state after
 * the action, except that the units the action moves stand where its events up to `k` put them
 * (a launch at its base's hex, a move at the hex entered), or where they were before the action
 * when no event so far moved them. At the action's last event this is the state after it.
 */
export function replayPieces(
  before: GameState,
  after: GameState,
  events: readonly GameEvent[],
  k: number,
  viewer: Viewer = null,
): MapPieces {
  const end = piecesOf(after, viewer)
  if (k >= events.length - 1) return end
  const ctx = contextOf(after.scenario)
  const at = new Map<string, number | 'before'>()
  events.forEach((e, i) => {
    if ((e.type !== 'move' && e.type !== 'launch') || !e.units || e.loc === undefined) return
    const loc = ctx.map.parseLoc(e.loc)
    if (loc === null) return
    for (const id of e.units) {
      if (i <= k) at.set(id, loc)
      else if (!at.has(id)) at.set(id, 'before')
    }
  })
  if (!at.size) return end
  const start = piecesOf(before, viewer)
  // each moved unit's chit and flight as the end shows it (before, if it is gone by then)
  const chitOf = new Map<string, { chit: MapChit; flight: MapFlight | null }>()
  for (const pcs of [start, end])
    for (const p of pcs.places) {
      for (const c of p.atBase) if (at.has(c.id)) chitOf.set(c.id, { chit: c, flight: null })
      for (const f of p.flights)
        for (const c of f.chits) if (at.has(c.id)) chitOf.set(c.id, { chit: c, flight: f })
    }
  const places = new Map<number, MapPlace>()
  const place = (loc: number) => {
    let q = places.get(loc)
    if (!q) places.set(loc, (q = { loc, bases: [], atBase: [], flights: [], naval: [] }))
    return q
  }
  for (const p of end.places) {
    const q = place(p.loc)
    q.bases = p.bases
    q.naval = p.naval
    if (p.wrecked) q.wrecked = p.wrecked
    q.atBase = p.atBase.filter((c) => !at.has(c.id))
    q.flights = p.flights
      .map((f) => ({ ...f, chits: f.chits.filter((c) => !at.has(c.id)) }))
      .filter((f) => f.chits.length > 0)
  }
  for (const [id, where] of at) {
    const found = chitOf.get(id)
    if (!found) continue
    // not moved yet: where it stood before the action; moved: aloft where the event put it
    const loc = where === 'before' ? start.unitLoc.get(id) : where
    const inFlight =
      where !== 'before' || start.places.some((p) => p.flights.some((f) => f.chits.some((c) => c.id === id)))
    if (loc === undefined) continue
    const q = place(loc)
    if (!inFlight) {
      q.atBase.push(found.chit)
      continue
    }
    const fid = found.flight?.id ?? `replay-${id}`
    let f = q.flights.find((x) => x.id === fid)
    if (!f)
      q.flights.push(
        (f = {
          id: fid,
          number: found.flight?.number ?? 0,
          side: found.chit.side,
          loc,
          chits: [],
          setAside: false,
        }),
      )
    f.chits.push(found.chit)
  }
  const list = [...places.values()]
    .filter((p) => p.bases.length || p.atBase.length || p.flights.length || p.naval.length)
    .sort((a, b) => a.loc - b.loc)
  const unitOrder: string[] = []
  const unitLoc = new Map<string, number>()
  for (const p of list)
    for (const c of [...p.atBase, ...p.flights.flatMap((f) => f.chits)]) {
      unitOrder.push(c.id)
      unitLoc.set(c.id, p.loc)
    }
  return { places: list, unitOrder, unitLoc }
}

function eventsUpTo(game: GameRecord): readonly (readonly GameEvent[])[] {
  return game.cursor === game.events.length ? game.events : game.events.slice(0, game.cursor)
}

/**
 * A memoised selector for the store: returns the same snapshot object while nothing the map
 * draws has changed, and keeps each unchanged part's identity.
 */
export function createMapSnapshotSelector(): (s: SortieState) => MapSnapshot | null {
  let replayIn: {
    game: GameRecord
    action: number
    event: number
    viewer: Viewer
    pieces: MapPieces
  } | null = null
  /** The replay's pieces, kept while it stands on the same event. */
  const replayPiecesOf = (game: GameRecord, action: number, event: number, viewer: Viewer): MapPieces => {
    if (
      replayIn &&
      replayIn.game === game &&
      replayIn.action === action &&
      replayIn.event === event &&
      replayIn.viewer === viewer
    )
      return replayIn.pieces
    const pieces = replayPieces(
      game.states[action],
      game.states[action + 1],
      game.events[action] ?? [],
      event,
      viewer,
    )
    replayIn = { game, action, event, viewer, pieces }
    return pieces
  }
  let lastSnap: MapSnapshot | null = null
  let ovIn: {
    state: GameState
    selectedUnit: string | null
    tracing: UiSlice['tracing']
    overlays: UiSlice['overlays']
    events: unknown
    cursor: number
  } | null = null
  let ov: MapOverlays = NO_OVERLAYS
  let uiIn: { state: GameState; ui: UiSlice } | null = null
  let mapUi: MapUi | null = null
  return (s) => {
    const live = s.game
    // This map draws AETO/APTO games; another system's page has its own map (ui/systems).
    if (!live || systemIdOf(live.scenario) !== AETO_SYSTEM_ID) return (lastSnap = null)
    // While a replay is open the map draws the replayed state and the events up to it.
    const at = s.ui.replay ? Math.min(live.cursor, s.ui.replay.cursor.action + 1) : live.cursor
    const game = at === live.cursor ? live : { ...live, cursor: at }
    const state = game.states[game.cursor]
    const ui = s.ui
    if (
      !ovIn ||
      ovIn.state !== state ||
      ovIn.selectedUnit !== ui.selectedUnit ||
      ovIn.tracing !== ui.tracing ||
      ovIn.overlays !== ui.overlays ||
      ovIn.events !== game.events ||
      ovIn.cursor !== game.cursor
    ) {
      ovIn = {
        state,
        selectedUnit: ui.selectedUnit,
        tracing: ui.tracing,
        overlays: ui.overlays,
        events: game.events,
        cursor: game.cursor,
      }
      ov = overlaysOf(state, ui, eventsUpTo(game))
    }
    if (!uiIn || uiIn.state !== state || uiIn.ui !== ui) {
      const next = mapUiOf(state, ui)
      const prev = mapUi
      mapUi =
        prev &&
        prev.selectedLoc === next.selectedLoc &&
        prev.selectedUnit === next.selectedUnit &&
        prev.hoverLoc === next.hoverLoc &&
        prev.showCoords === next.showCoords &&
        prev.expandedLoc === next.expandedLoc
          ? prev
          : next
      uiIn = { state, ui }
    }
    const board = boardOf(state)
    const r = s.ui.replay?.cursor
    const viewer = ui.viewer ?? null
    const pieces =
      r && r.action >= 0 && r.action < live.cursor
        ? replayPiecesOf(live, r.action, r.event, viewer)
        : piecesOf(state, viewer)
    if (
      lastSnap &&
      lastSnap.board === board &&
      lastSnap.pieces === pieces &&
      lastSnap.overlays === ov &&
      lastSnap.ui === mapUi
    )
      return lastSnap
    return (lastSnap = { board, pieces, overlays: ov, ui: mapUi! })
  }
}
