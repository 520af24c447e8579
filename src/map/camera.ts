// Camera maths, free of Pixi: the camera maps a world point w to the screen point
// (w.x * scale + x, w.y * scale + y), in CSS pixels of the map canvas.

export interface Camera {
  x: number
  y: number
  scale: number
}

export interface Size {
  width: number
  height: number
}

export interface ZoomLimits {
  min: number
  max: number
}

/** Margin kept around the map when fitting it, in screen pixels. */
export const FIT_MARGIN = 12
/** Largest zoom: one world pixel becomes this many screen pixels. */
export const MAX_SCALE = 4

/** The camera that shows the whole world centred in the view. */
export function fitCamera(world: Size, view: Size, margin = FIT_MARGIN): Camera {
  if (world.width <= 0 || world.height <= 0 || view.width <= 0 || view.height <= 0)
    return { x: 0, y: 0, scale: 1 }
  const scale = Math.min(
    MAX_SCALE,
    Math.max(1e-3, (view.width - 2 * margin) / world.width),
    Math.max(1e-3, (view.height - 2 * margin) / world.height),
  )
  return { x: (view.width - world.width * scale) / 2, y: (view.height - world.height * scale) / 2, scale }
}

/** Zoom limits for a world in a view: out to half the fitting scale, in to MAX_SCALE. */
export function zoomLimits(world: Size, view: Size): ZoomLimits {
  const fit = fitCamera(world, view).scale
  return { min: Math.min(fit / 2, 1), max: MAX_SCALE }
}

/** Zoom by `factor` keeping the world point under the screen point `at` where it is. */
export function zoomAt(
  cam: Camera,
  at: { x: number; y: number },
  factor: number,
  limits: ZoomLimits,
): Camera {
  const scale = Math.min(limits.max, Math.max(limits.min, cam.scale * factor))
  const k = scale / cam.scale
  return { x: at.x - (at.x - cam.x) * k, y: at.y - (at.y - cam.y) * k, scale }
}

export function panBy(cam: Camera, dx: number, dy: number): Camera {
  return { x: cam.x + dx, y: cam.y + dy, scale: cam.scale }
}

/** Screen point of a world point. */
export function toScreen(cam: Camera, p: { x: number; y: number }): { x: number; y: number } {
  return { x: p.x * cam.scale + cam.x, y: p.y * cam.scale + cam.y }
}

/** World point under a screen point. */
export function toWorld(cam: Camera, p: { x: number; y: number }): { x: number; y: number } {
  return { x: (p.x - cam.x) / cam.scale, y: (p.y - cam.y) / cam.scale }
}

/** The camera that puts world point p at the centre of the view, at the same scale. */
export function centreOn(cam: Camera, p: { x: number; y: number }, view: Size): Camera {
  return { x: view.width / 2 - p.x * cam.scale, y: view.height / 2 - p.y * cam.scale, scale: cam.scale }
}

/** The world rectangle the view shows. */
export function visibleWorld(cam: Camera, view: Size): { x0: number; y0: number; x1: number; y1: number } {
  return {
    x0: -cam.x / cam.scale,
    y0: -cam.y / cam.scale,
    x1: (view.width - cam.x) / cam.scale,
    y1: (view.height - cam.y) / cam.scale,
  }
}

/** The smallest pan that brings world point p at least `margin` screen pixels inside the view. */
export function panToShow(cam: Camera, p: { x: number; y: number }, view: Size, margin = 60): Camera {
  const sx = p.x * cam.scale + cam.x
  const sy = p.y * cam.scale + cam.y
  const m = Math.min(margin, view.width / 2, view.height / 2)
  const dx = sx < m ? m - sx : sx > view.width - m ? view.width - m - sx : 0
  const dy = sy < m ? m - sy : sy > view.height - m ? view.height - m - sy : 0
  return { x: cam.x + dx, y: cam.y + dy, scale: cam.scale }
}

/** A rectangle in world coordinates. */
export interface Box {
  x0: number
  y0: number
  x1: number
  y1: number
}

/** Scale from which counters (32 world px) and base names read comfortably (docs/guide.md, "The camera follows the game"). */
export const READABLE_SCALE = 0.85
/** Margin kept around a framed decision, in screen pixels. */
export const FRAME_MARGIN = 40

/**
 * The camera that shows a decision's box: unchanged when the box is already in view with its
 * margin and counters are readable (or as readable as the box allows), else the box centred, at
 * the current scale raised to readable, lowered only as far as the box needs to fit.
 */
export function frameBox(
  cam: Camera,
  box: Box,
  view: Size,
  limits: ZoomLimits,
  margin = FRAME_MARGIN,
  readable = READABLE_SCALE,
): Camera {
  if (view.width <= 0 || view.height <= 0) return cam
  const m = Math.min(margin, view.width / 4, view.height / 4)
  const w = Math.max(box.x1 - box.x0, 1)
  const h = Math.max(box.y1 - box.y0, 1)
  const fits = Math.min((view.width - 2 * m) / w, (view.height - 2 * m) / h, limits.max)
  const a = toScreen(cam, { x: box.x0, y: box.y0 })
  const b = toScreen(cam, { x: box.x1, y: box.y1 })
  const inView =
    a.x >= m - 0.5 && a.y >= m - 0.5 && b.x <= view.width - m + 0.5 && b.y <= view.height - m + 0.5
  if (inView && cam.scale >= Math.min(readable, fits) - 1e-9) return cam
  const scale = Math.min(limits.max, Math.max(limits.min, Math.min(fits, Math.max(cam.scale, readable))))
  return centreOn({ x: 0, y: 0, scale }, { x: (box.x0 + box.x1) / 2, y: (box.y0 + box.y1) / 2 }, view)
}
