// Pointer input on the map canvas, turned into camera gestures and clicks. A press that moves
// less than DRAG_THRESHOLD pixels before release is a click; beyond that it is a drag that pans
// and never selects.

export const DRAG_THRESHOLD = 4

export interface PointerHandlers {
  /** A click at a point in canvas CSS pixels. */
  click(x: number, y: number): void
  /** The pointer moved by (dx, dy) while dragging. */
  drag(dx: number, dy: number): void
  /** Wheel turned with the pointer at (x, y), in canvas CSS pixels. */
  wheel(x: number, y: number, deltaY: number): void
}

export function attachPointerInput(canvas: HTMLCanvasElement, on: PointerHandlers): () => void {
  let press: { id: number; x0: number; y0: number; x: number; y: number; dragging: boolean } | null = null
  const local = (e: MouseEvent) => {
    const r = canvas.getBoundingClientRect()
    return { x: e.clientX - r.left, y: e.clientY - r.top }
  }
  const down = (e: PointerEvent) => {
    if (e.button !== 0 || press) return
    canvas.setPointerCapture(e.pointerId)
    press = { id: e.pointerId, x0: e.clientX, y0: e.clientY, x: e.clientX, y: e.clientY, dragging: false }
  }
  const move = (e: PointerEvent) => {
    if (!press || e.pointerId !== press.id) return
    if (!press.dragging && Math.hypot(e.clientX - press.x0, e.clientY - press.y0) >= DRAG_THRESHOLD) {
      press.dragging = true
      canvas.style.cursor = 'grabbing'
    }
    if (press.dragging) on.drag(e.clientX - press.x, e.clientY - press.y)
    press.x = e.clientX
    press.y = e.clientY
  }
  const up = (e: PointerEvent) => {
    if (!press || e.pointerId !== press.id) return
    const wasDrag = press.dragging
    press = null
    canvas.style.cursor = ''
    if (canvas.hasPointerCapture(e.pointerId)) canvas.releasePointerCapture(e.pointerId)
    if (!wasDrag) {
      const p = local(e)
      on.click(p.x, p.y)
    }
  }
  const cancel = (e: PointerEvent) => {
    if (press && e.pointerId === press.id) {
      press = null
      canvas.style.cursor = ''
    }
  }
  const wheel = (e: WheelEvent) => {
    e.preventDefault() // zoom the map, not the page
    const p = local(e)
    const dy = e.deltaMode === 1 ? e.deltaY * 33 : e.deltaMode === 2 ? e.deltaY * 400 : e.deltaY
    on.wheel(p.x, p.y, dy)
  }
  canvas.addEventListener('pointerdown', down)
  canvas.addEventListener('pointermove', move)
  canvas.addEventListener('pointerup', up)
  canvas.addEventListener('pointercancel', cancel)
  canvas.addEventListener('wheel', wheel, { passive: false })
  return () => {
    canvas.removeEventListener('pointerdown', down)
    canvas.removeEventListener('pointermove', move)
    canvas.removeEventListener('pointerup', up)
    canvas.removeEventListener('pointercancel', cancel)
    canvas.removeEventListener('wheel', wheel)
  }
}
