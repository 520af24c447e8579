// Binds a map scene to the store: the scene draws the store's map snapshot, and clicks, hover
// and keys become store actions (select, hover, setUi, traceTo, confirm/cancel tracing). The
// rules are never consulted here; the store (and through it the rules module) decides, and the
// scene draws the answer. Modes form a tiny state chart, derived from the store on every input:
//   tracing  while a route is traced (ui.tracing): clicks add hexes to it;
//   moving   while a human side must move a flight hex by hex (pending 'move', no replay): a
//            click on a legal next hex moves the flight there, any other click flashes;
//   idle     otherwise: clicks select.
import type { Pending } from '../rules/systems/aeto'
import { currentState } from '../store/game'
import type { SortieState, SortieStore } from '../store/store'
import { createMapSnapshotSelector } from './mapSnapshot'
import { pathBetween } from '../store/tracing'
import { hoverText } from './hoverText'
import { keyCommand, nextInCycle, type KeyActions, type MapMode } from './keyboard'
import type { MapSnapshot } from './model'
import type { MapHit, MapScene } from './scene'

export interface MapController {
  click(hit: MapHit): void
  /** Frames what the pending decision is about ("Show me"); false if there is nothing to show. */
  showDecision(): boolean
  /** The pointer is over a location (null: off the map); (x, y) in canvas pixels. */
  hover(loc: number | null, x: number, y: number): void
  /** A key pressed on the focused map; true if the map used it. */
  key(e: { key: string; shiftKey: boolean; ctrlKey?: boolean; altKey?: boolean; metaKey?: boolean }): boolean
  readonly snapshot: MapSnapshot | null
  readonly store: SortieStore
  destroy(): void
}

export interface ControllerHooks {
  /** Show (or hide, null) the hover description at canvas point (x, y). */
  hoverInfo?(text: string | null, x: number, y: number): void
  /** Move the keyboard focus out of the map. */
  leave?(): void
  /** Sides the automatic opponent plays: their move decisions are not the player's to click. */
  botSides?(): readonly string[]
}

type MoveDecision = Extract<Pending, { kind: 'move' }>

/** After the player's own pan or zoom, a new decision leaves the camera alone for this long (docs/guide.md, "The camera follows the game"). */
export const FOLLOW_PAUSE_MS = 4000

/** The locations a decision's frame must show: those involved and, for a move, the hexes it may enter. */
export function frameLocs(inv: NonNullable<MapSnapshot['overlays']['involved']>): number[] {
  return inv.next.length ? [...inv.locs, ...inv.next] : inv.locs
}

/** The move decision the player answers on the map, or null. */
export function moveDecisionOf(s: SortieState, botSides: readonly string[]): MoveDecision | null {
  if (!s.game || s.ui.replay || s.ui.tracing) return null
  const p = currentState(s.game).pending
  return p.kind === 'move' && !botSides.includes(p.side) ? p : null
}

export function mapModeOf(s: SortieState, botSides: readonly string[]): MapMode {
  if (s.ui.tracing) return 'tracing'
  return moveDecisionOf(s, botSides) ? 'moving' : 'idle'
}

export function createMapController(
  scene: MapScene,
  store: SortieStore,
  hooks: ControllerHooks = {},
): MapController {
  const select = createMapSnapshotSelector()
  let snap: MapSnapshot | null = null
  let hovered: { loc: number | null; snap: MapSnapshot | null; text: string | null } = {
    loc: null,
    snap: null,
    text: null,
  }
  let centreSeq = store.getState().ui.centreOn?.seq ?? 0
  let framedKey: string | null = null
  const botSides = () => hooks.botSides?.() ?? []

  /**
   * The camera follows the game: a decision for a person that concerns other hexes than the last
   * one framed brings them into view, readable, unless the player has just moved the camera
   * (then "Show me" in the map toolbar does it). The automatic opponent's decisions do not move it.
   */
  function follow(s: SortieState, next: MapSnapshot | null) {
    const inv = next?.overlays.involved ?? null
    if (!inv || !s.game || s.ui.tracing) return
    const locs = frameLocs(inv)
    const key = `${inv.kind}:${locs.join(',')}`
    if (key === framedKey) return
    framedKey = key
    const p = currentState(s.game).pending
    if (!s.ui.replay && 'side' in p && botSides().includes(p.side)) return
    if (performance.now() - scene.lastPlayerMove() < FOLLOW_PAUSE_MS) return
    scene.frame(locs)
  }

  const label = (loc: number) => snap?.board.labels[loc] ?? null
  const unitsAt = (loc: number) => {
    const p = snap?.pieces.places.find((x) => x.loc === loc)
    return p ? p.atBase.length + p.flights.reduce((n, f) => n + f.chits.length, 0) : 0
  }

  function apply(s: SortieState) {
    const next = select(s)
    if (next && next !== snap) {
      snap = next
      scene.setSnapshot(next)
    } else if (!next) snap = null
    follow(s, next)
    const c = s.ui.centreOn
    if (c && c.seq !== centreSeq) {
      centreSeq = c.seq
      const loc = scene.locOfLabel(c.hex)
      const inv = snap?.overlays.involved
      if (c.how === 'decision') {
        if (inv) scene.frame(frameLocs(inv))
      } else if (loc !== null) {
        if (c.how === 'show') scene.ensureVisible(loc)
        else scene.centreOn(loc)
      }
    }
  }
  apply(store.getState())
  const unsubscribe = store.subscribe(apply)

  function traceTo(loc: number) {
    const s = store.getState()
    const tr = s.ui.tracing
    const l = label(loc)
    if (!tr || l === null) return
    if (tr.route.length && tr.route[tr.route.length - 1] === l) return s.traceBack() // clicking the head steps back
    if (!s.traceTo(l)) scene.flash(loc)
    else scene.ensureVisible(loc) // the route's head stays on screen as it is traced
  }

  const mode = () => mapModeOf(store.getState(), botSides())

  /** Moves the flight of the move decision one hex, to `loc`; a hex it may not enter flashes (4.12). */
  function moveTo(loc: number) {
    const s = store.getState()
    const p = moveDecisionOf(s, botSides())
    const l = label(loc)
    if (!p || l === null) return
    if (p.next.includes(l)) {
      if (s.dispatch({ type: 'move', flight: p.flight, path: [l] }) !== null) scene.flash(loc)
      return
    }
    // a hex further on: the shortest path there, flown if the rules accept it
    const st = currentState(s.game!)
    const path = p.loc !== undefined ? pathBetween(st, p.loc, l) : null
    if (!path || s.dispatch({ type: 'move', flight: p.flight, path }) !== null) scene.flash(loc)
  }

  /** The legal next hexes of the current mode (the route's, or the moving flight's), as labels. */
  const nextHexes = (): string[] => {
    const o = snap?.overlays
    const locs = mode() === 'moving' ? (o?.involved?.next ?? []) : (o?.trace?.next ?? [])
    return locs.map((l) => label(l)!)
  }

  function selectUnit(unit: string, loc: number) {
    const l = label(loc)
    store.getState().select({ hex: l, unit })
    store.getState().setUi({ expandedStack: unitsAt(loc) > 1 ? l : null })
    scene.ensureVisible(loc)
  }

  const actions: KeyActions = {
    pan: (dx, dy) => scene.panBy(dx, dy),
    zoom: (f) => scene.zoomBy(f),
    fit: () => scene.fit(true),
    cycleUnit(dir) {
      if (!snap) return
      const next = nextInCycle(snap.pieces.unitOrder, store.getState().ui.selectedUnit, dir)
      const loc = next !== null ? snap.pieces.unitLoc.get(next) : undefined
      if (next !== null && loc !== undefined) selectUnit(next, loc)
    },
    cycleNext(dir) {
      const hex = nextInCycle(nextHexes(), store.getState().ui.hoverHex, dir)
      if (hex === null) return
      store.getState().hover(hex)
      const loc = scene.locOfLabel(hex)
      if (loc !== null) scene.ensureVisible(loc)
    },
    traceCursor() {
      const hex = store.getState().ui.hoverHex
      const loc = hex !== null ? scene.locOfLabel(hex) : null
      if (loc !== null) traceTo(loc)
    },
    moveCursor() {
      const hex = store.getState().ui.hoverHex
      const loc = hex !== null ? scene.locOfLabel(hex) : null
      if (loc !== null) moveTo(loc)
    },
    traceBack: () => store.getState().traceBack(),
    confirmTracing: () => void store.getState().confirmTracing(),
    cancelTracing: () => store.getState().cancelTracing(),
    toggleStack() {
      const ui = store.getState().ui
      if (ui.selectedHex === null) return
      const loc = scene.locOfLabel(ui.selectedHex)
      if (ui.expandedStack === ui.selectedHex) store.getState().setUi({ expandedStack: null })
      else if (loc !== null && unitsAt(loc) > 0) store.getState().setUi({ expandedStack: ui.selectedHex })
    },
    clearSelection() {
      const ui = store.getState().ui
      if (ui.selectedHex === null && ui.selectedUnit === null && ui.expandedStack === null) return false
      store.getState().select({ hex: null, unit: null })
      store.getState().setUi({ expandedStack: null })
      return true
    },
    leave: () => hooks.leave?.(),
  }

  return {
    get snapshot() {
      return snap
    },
    store,
    showDecision() {
      const inv = snap?.overlays.involved
      if (!inv) return false
      scene.frame(frameLocs(inv))
      return true
    },
    click(hit) {
      const s = store.getState()
      if (hit.inPanel) {
        if (hit.unit !== null && hit.loc !== null) s.select({ hex: label(hit.loc), unit: hit.unit })
        return
      }
      switch (mode()) {
        case 'tracing':
          if (hit.loc !== null) traceTo(hit.loc)
          return
        case 'moving':
          if (hit.loc !== null) moveTo(hit.loc)
          return
        case 'idle':
          break
      }
      if (hit.loc === null) {
        s.select({ hex: null, unit: null })
        s.setUi({ expandedStack: null })
        return
      }
      const l = label(hit.loc)
      const n = unitsAt(hit.loc)
      s.select({ hex: l, unit: hit.unit })
      // a stack expands on click; clicking its hex again folds it
      s.setUi({ expandedStack: n > 1 && s.ui.expandedStack !== l ? l : null })
    },
    hover(loc, x, y) {
      store.getState().hover(loc === null ? null : label(loc))
      if (hovered.loc !== loc || hovered.snap !== snap)
        hovered = { loc, snap, text: loc !== null && snap ? hoverText(snap, loc) : null }
      hooks.hoverInfo?.(hovered.text, x, y)
    },
    key(e) {
      if (e.ctrlKey || e.altKey || e.metaKey) return false
      const cmd = keyCommand(e.key, e.shiftKey, mode())
      if (!cmd) return false
      cmd.perform(actions)
      return true
    },
    destroy() {
      unsubscribe()
    },
  }
}
