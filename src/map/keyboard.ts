// Keyboard commands of the focused map, declared next to what they do (the shortcut table is
// the documentation). Three modes: idle, tracing a route, and moving a flight one hex at a time
// (a move decision of a human side). Pure: the map controller supplies the actions.

export type MapMode = 'idle' | 'tracing' | 'moving'

export interface KeyActions {
  pan(dx: number, dy: number): void
  zoom(factor: number): void
  fit(): void
  /** Select the next (+1) or previous (-1) unit on the map, wrapping. */
  cycleUnit(dir: 1 | -1): void
  /** Move the keyboard cursor to the next (+1) or previous (-1) legal hex of the route. */
  cycleNext(dir: 1 | -1): void
  /** Add the hex under the keyboard cursor to the route. */
  traceCursor(): void
  /** Move the flight to the hex under the keyboard cursor (a move decision). */
  moveCursor(): void
  traceBack(): void
  confirmTracing(): void
  cancelTracing(): void
  /** Expand or collapse the stack of the selected hex. */
  toggleStack(): void
  /** Clear the selection; false if there was nothing to clear. */
  clearSelection(): boolean
  /** Move the focus out of the map (Esc with nothing selected: no keyboard trap). */
  leave(): void
}

export interface KeyCommand {
  name: string
  keys: string[]
  /** Shift must be down (true), up (false) or either (undefined). */
  shift?: boolean
  modes: MapMode[]
  perform(a: KeyActions): void
}

export const PAN_STEP = 60
export const ZOOM_STEP = 1.25

const all: MapMode[] = ['idle', 'tracing', 'moving']
/** Modes where Tab, Space and friends are not about a route. */
const browsing: MapMode[] = ['idle', 'moving']

export const MAP_COMMANDS: readonly KeyCommand[] = [
  { name: 'Pan left', keys: ['ArrowLeft'], modes: all, perform: (a) => a.pan(PAN_STEP, 0) },
  { name: 'Pan right', keys: ['ArrowRight'], modes: all, perform: (a) => a.pan(-PAN_STEP, 0) },
  { name: 'Pan up', keys: ['ArrowUp'], modes: all, perform: (a) => a.pan(0, PAN_STEP) },
  { name: 'Pan down', keys: ['ArrowDown'], modes: all, perform: (a) => a.pan(0, -PAN_STEP) },
  { name: 'Zoom in', keys: ['+', '='], modes: all, perform: (a) => a.zoom(ZOOM_STEP) },
  { name: 'Zoom out', keys: ['-', '_'], modes: all, perform: (a) => a.zoom(1 / ZOOM_STEP) },
  { name: 'Fit the map', keys: ['0'], modes: all, perform: (a) => a.fit() },
  { name: 'Next unit', keys: ['Tab'], shift: false, modes: ['idle'], perform: (a) => a.cycleUnit(1) },
  { name: 'Previous unit', keys: ['Tab'], shift: true, modes: ['idle'], perform: (a) => a.cycleUnit(-1) },
  { name: 'Expand or collapse the stack', keys: ['Enter'], modes: browsing, perform: (a) => a.toggleStack() },
  {
    name: 'Clear the selection',
    keys: ['Escape'],
    modes: browsing,
    perform: (a) => a.clearSelection() || a.leave(),
  },
  {
    name: 'Next legal hex',
    keys: ['Tab'],
    shift: false,
    modes: ['tracing', 'moving'],
    perform: (a) => a.cycleNext(1),
  },
  {
    name: 'Previous legal hex',
    keys: ['Tab'],
    shift: true,
    modes: ['tracing', 'moving'],
    perform: (a) => a.cycleNext(-1),
  },
  { name: 'Add the hex to the route', keys: [' '], modes: ['tracing'], perform: (a) => a.traceCursor() },
  { name: 'Move the flight to the hex', keys: [' '], modes: ['moving'], perform: (a) => a.moveCursor() },
  {
    name: 'Take the last hex off the route',
    keys: ['Backspace'],
    modes: ['tracing'],
    perform: (a) => a.traceBack(),
  },
  { name: 'Confirm the route', keys: ['Enter'], modes: ['tracing'], perform: (a) => a.confirmTracing() },
  { name: 'Cancel the route', keys: ['Escape'], modes: ['tracing'], perform: (a) => a.cancelTracing() },
]

export function keyCommand(key: string, shift: boolean, mode: MapMode): KeyCommand | undefined {
  return MAP_COMMANDS.find(
    (c) => c.keys.includes(key) && c.modes.includes(mode) && (c.shift === undefined || c.shift === shift),
  )
}

/** The item after (dir 1) or before (dir -1) `current` in `order`, wrapping; the first (or last) when current is not in it. */
export function nextInCycle<T>(order: readonly T[], current: T | null, dir: 1 | -1): T | null {
  if (order.length === 0) return null
  const i = current === null ? -1 : order.indexOf(current)
  if (i < 0) return dir === 1 ? order[0] : order[order.length - 1]
  return order[(i + dir + order.length) % order.length]
}
