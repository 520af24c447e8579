// Owning a Pixi scene for one element: made on mount, destroyed on unmount. A scene starts
// asynchronously (Pixi's app.init), so the element may unmount while it is still starting, as
// StrictMode's double mount always does: the scene is then destroyed as soon as it is ready, and
// never shown. `ownScene` is that life cycle without React (tested alone); `useOwnedScene` runs it in
// an effect for the map of the AETO/APTO page (MapView.tsx) and of a system's own page
// (ui/systems/ocs/OcsMapPane.tsx).
import { useEffect, useState, type RefObject } from 'react'

/** What a scene must offer its owner. */
export interface OwnedScene {
  destroy(): void
}

export interface OwnSceneHandlers<S extends OwnedScene> {
  /** Makes the scene in the element (it may take a while: Pixi's renderer starts asynchronously). */
  make: (host: HTMLElement) => Promise<S>
  /**
   * What goes with the scene once it is ready (a controller, a test hook); returns how to undo it,
   * which runs before the scene is destroyed. Not called for a scene started for an element gone.
   */
  attach?: (scene: S) => (() => void) | void
  /** The scene is ready (and attached), or gone (null) at unmount. */
  onScene: (scene: S | null) => void
  /** The scene could not start, the element still there: the message, for the page to say so. */
  onError: (message: string) => void
  /** Every failure to start, the element gone or not (the e2e read it: map/testHook.ts reportError). */
  report?: (error: unknown) => void
}

/** Starts a scene in `host`; the function returned tears it down, whether it is ready or still starting. */
export function ownScene<S extends OwnedScene>(host: HTMLElement, h: OwnSceneHandlers<S>): () => void {
  let cancelled = false
  let current: S | null = null
  let detach: (() => void) | void = undefined
  h.make(host)
    .then((s) => {
      if (cancelled) {
        s.destroy() // torn down while it was starting (StrictMode's double mount)
        return
      }
      current = s
      detach = h.attach?.(s)
      h.onScene(s)
    })
    .catch((e: unknown) => {
      h.report?.(e)
      if (!cancelled) h.onError(e instanceof Error ? e.message : String(e))
    })
  return () => {
    cancelled = true
    detach?.()
    current?.destroy()
    current = null
    h.onScene(null)
  }
}

/**
 * The scene owned by the element `hostRef` points at: made on mount, and made again when `make` or
 * `attach` change (give them stable identities, useCallback, with what should restart the scene),
 * destroyed on unmount. Returns the scene once ready and the message of a failed start.
 */
export function useOwnedScene<S extends OwnedScene>(
  hostRef: RefObject<HTMLElement | null>,
  make: (host: HTMLElement) => Promise<S>,
  attach?: (scene: S) => (() => void) | void,
  report?: (error: unknown) => void,
): { scene: S | null; error: string | null } {
  const [scene, setScene] = useState<S | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    const host = hostRef.current
    if (!host) return
    return ownScene(host, {
      make,
      attach,
      onScene: setScene,
      onError: setError,
      report,
    })
  }, [hostRef, make, attach, report])
  return { scene, error }
}
