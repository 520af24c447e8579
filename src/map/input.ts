// Pointer input on the map canvas, turned into camera gestures, clicks and hover. A press that
// moves less than the drag threshold before release is a click (4 px for a mouse or pen, 8 px for
// a finger); beyond that it is a drag that pans and never selects. Two fingers pinch-zoom and pan
// and never click. The wheel zooms about the cursor.

export const DRAG_THRESHOLD = 4
export const TOUCH_DRAG_THRESHOLD = 8

export interface PointerHandlers {
  /** A click at a point in canvas CSS pixels. */
  click(x: number, y: number): void
  /** The view moved by (dx, dy) screen pixels (a drag, or two fingers moving). */
  drag(dx: number, dy: number): void
  /** Zoom by `factor` about (x, y) in canvas CSS pixels (wheel or pinch). */
  zoom(x: number, y: number, factor: number): void
  /** The pointer hovers over (x, y), or left the map (null). Not called while a button is down. */
  hover(x: number | null, y: number | null): void
}

/** Wheel delta (pixels) to a zoom factor: one notch of 100 px is about 16 %. */
export function wheelFactor(deltaY: number): number {
  return Math.exp(-deltaY * 0.0015)
}

interface Press {
  id: number
  x0: number
  y0: number
  x: number
  y: number
  dragging: boolean
  threshold: number
}

export function attachPointerInput(canvas: HTMLCanvasElement, on: PointerHandlers): () => void {
  const pointers = new Map<number, { x: number; y: number }>()
  let press: Press | null = null
  let pinch: { dist: number; mx: number; my: number } | null = null
  const local = (e: MouseEvent) => {
    const r = canvas.getBoundingClientRect()
    return { x: e.clientX - r.left, y: e.clientY - r.top }
  }
  const pinchState = () => {
    const [a, b] = [...pointers.values()]
    return { dist: Math.max(1, Math.hypot(a.x - b.x, a.y - b.y)), mx: (a.x + b.x) / 2, my: (a.y + b.y) / 2 }
  }
  const down = (e: PointerEvent) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return
    const p = local(e)
    pointers.set(e.pointerId, p)
    try {
      canvas.setPointerCapture(e.pointerId) // keep the drag when the pointer leaves the canvas
    } catch {
      // a pointer the browser no longer tracks (or a synthetic one): the gesture works without capture
    }
    if (pointers.size === 1) {
      press = {
        id: e.pointerId,
        x0: p.x,
        y0: p.y,
        x: p.x,
        y: p.y,
        dragging: false,
        threshold: e.pointerType === 'touch' ? TOUCH_DRAG_THRESHOLD : DRAG_THRESHOLD,
      }
      on.hover(null, null)
    } else if (pointers.size === 2) {
      press = null // a pinch never clicks
      pinch = pinchState()
    }
  }
  const move = (e: PointerEvent) => {
    const p = local(e)
    if (!pointers.has(e.pointerId)) {
      if (pointers.size === 0) on.hover(p.x, p.y)
      return
    }
    pointers.set(e.pointerId, p)
    if (pinch && pointers.size >= 2) {
      const now = pinchState()
      on.drag(now.mx - pinch.mx, now.my - pinch.my)
      on.zoom(now.mx, now.my, now.dist / pinch.dist)
      pinch = now
      return
    }
    if (!press || e.pointerId !== press.id) return
    if (!press.dragging && Math.hypot(p.x - press.x0, p.y - press.y0) >= press.threshold) {
      press.dragging = true
      canvas.style.cursor = 'grabbing'
    }
    if (press.dragging) on.drag(p.x - press.x, p.y - press.y)
    press.x = p.x
    press.y = p.y
  }
  const up = (e: PointerEvent) => {
    if (!pointers.delete(e.pointerId)) return
    if (canvas.hasPointerCapture(e.pointerId)) canvas.releasePointerCapture(e.pointerId)
    if (pointers.size < 2) pinch = null
    if (!press || e.pointerId !== press.id) return
    const wasDrag = press.dragging
    press = null
    canvas.style.cursor = ''
    if (!wasDrag && e.type === 'pointerup') {
      const p = local(e)
      on.click(p.x, p.y)
    }
  }
  const leave = () => {
    if (pointers.size === 0) on.hover(null, null)
  }
  const wheel = (e: WheelEvent) => {
    e.preventDefault() // zoom the map, not the page
    const p = local(e)
    let dy = e.deltaMode === 1 ? e.deltaY * 33 : e.deltaMode === 2 ? e.deltaY * 400 : e.deltaY
    if (e.ctrlKey) dy *= 4 // a trackpad pinch arrives as a wheel with ctrlKey and small deltas
    on.zoom(p.x, p.y, wheelFactor(dy))
  }
  canvas.addEventListener('pointerdown', down)
  canvas.addEventListener('pointermove', move)
  canvas.addEventListener('pointerup', up)
  canvas.addEventListener('pointercancel', up)
  canvas.addEventListener('pointerleave', leave)
  canvas.addEventListener('wheel', wheel, { passive: false })
  return () => {
    canvas.removeEventListener('pointerdown', down)
    canvas.removeEventListener('pointermove', move)
    canvas.removeEventListener('pointerup', up)
    canvas.removeEventListener('pointercancel', up)
    canvas.removeEventListener('pointerleave', leave)
    canvas.removeEventListener('wheel', wheel)
  }
}
