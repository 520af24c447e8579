// Dragging onto the editor's map with pointer events (mouse, pen or finger): a unit type from the
// library, or a unit already on the map. A press that moves less than DRAG_THRESHOLD before it is
// released is a click (what a click does stays the same: every drag has a click way too); beyond
// it a ghost chit follows the pointer, Escape cancels, and the release over the map drops on the
// hex or large sea area under the pointer (the map registers how to find it: setMapDropTarget).

/** Pixels a press moves before it is a drag (the map's own threshold for a mouse, map/input.ts). */
export const DRAG_THRESHOLD = 4

type LabelAt = (clientX: number, clientY: number) => string | null
let labelAtPoint: LabelAt | null = null

/** The editor's map says which hex or large sea area is under a viewport point (null: none; the map gone: call with null). */
export function setMapDropTarget(f: LabelAt | null): void {
  labelAtPoint = f
}

export function mapLabelAt(clientX: number, clientY: number): string | null {
  return labelAtPoint?.(clientX, clientY) ?? null
}

export interface DragSpec {
  /** What the ghost chit says ("Spitfire 4-4/3"). */
  text: string
  /** The drag has begun (past the threshold). */
  onStart?(): void
  /** Released over the map at this hex or large sea area. */
  onDrop(label: string): void
  /** Released off the map, or cancelled with Escape. */
  onCancel?(why: 'offMap' | 'escape'): void
  /** Released before it became a drag: a click at this viewport point. */
  onClick?(clientX: number, clientY: number): void
}

/** Follows a press (its pointerdown) to its release: a click or a drag and drop. */
export function followPress(
  down: { pointerId: number; clientX: number; clientY: number; button: number; pointerType: string },
  spec: DragSpec,
): void {
  if (down.pointerType === 'mouse' && down.button !== 0) return
  const x0 = down.clientX
  const y0 = down.clientY
  let ghost: HTMLDivElement | null = null
  const place = (x: number, y: number) => {
    if (ghost) ghost.style.transform = `translate(${x + 12}px, ${y + 12}px)`
  }
  const end = () => {
    window.removeEventListener('pointermove', move, true)
    window.removeEventListener('pointerup', up, true)
    window.removeEventListener('pointercancel', cancel, true)
    window.removeEventListener('keydown', key, true)
    if (ghost) document.body.style.userSelect = ''
    ghost?.remove()
    ghost = null
  }
  const move = (e: PointerEvent) => {
    if (e.pointerId !== down.pointerId) return
    if (!ghost && Math.hypot(e.clientX - x0, e.clientY - y0) >= DRAG_THRESHOLD) {
      ghost = document.createElement('div')
      ghost.className = 'editor-drag-ghost'
      ghost.textContent = spec.text
      ghost.setAttribute('aria-hidden', 'true')
      Object.assign(ghost.style, {
        position: 'fixed',
        left: '0',
        top: '0',
        zIndex: '1000',
        pointerEvents: 'none',
        padding: '2px 6px',
        background: '#fffbe6',
        border: '1px solid #23272b',
        borderRadius: '3px',
        font: '12px sans-serif',
        boxShadow: '0 2px 6px rgba(0,0,0,.35)',
        whiteSpace: 'nowrap',
      })
      document.body.appendChild(ghost)
      document.body.style.userSelect = 'none' // no text selected along the way
      spec.onStart?.()
    }
    place(e.clientX, e.clientY)
  }
  const up = (e: PointerEvent) => {
    if (e.pointerId !== down.pointerId) return
    const dragging = ghost !== null
    end()
    if (!dragging) return spec.onClick?.(e.clientX, e.clientY)
    const label = mapLabelAt(e.clientX, e.clientY)
    if (label === null) spec.onCancel?.('offMap')
    else spec.onDrop(label)
  }
  const cancel = (e: PointerEvent) => {
    if (e.pointerId !== down.pointerId) return
    const dragging = ghost !== null
    end()
    if (dragging) spec.onCancel?.('escape')
  }
  const key = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return
    e.preventDefault()
    const dragging = ghost !== null
    end()
    if (dragging) spec.onCancel?.('escape')
  }
  window.addEventListener('pointermove', move, true)
  window.addEventListener('pointerup', up, true)
  window.addEventListener('pointercancel', cancel, true)
  window.addEventListener('keydown', key, true)
}
