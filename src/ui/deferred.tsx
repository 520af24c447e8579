// Parts of the page the first screen can do without are fetched once the map is drawn, so the
// map comes first (docs/architecture.md, "Shell and dialogs"). A deferred component renders nothing (a hidden
// data-loading marker) until its code has arrived; if the map cannot draw, they load anyway after
// a few seconds.
import { Suspense, lazy, useState, type ComponentType } from 'react'
import { whenGameDrawn } from '../map/startMarks'

const AT_MOST_MS = 4000

/** Once the page has drawn its first map, or after AT_MOST_MS if it cannot. */
function firstMapOrTimeout(): Promise<void> {
  return Promise.race([whenGameDrawn(), new Promise<void>((resolve) => setTimeout(resolve, AT_MOST_MS))])
}

/**
 * A component whose module is fetched once the first map is drawn, whether or not it is on screen
 * by then: one that shows up later (the hand-over screen) renders at once, with no empty frame.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null
  const loading = firstMapOrTimeout()
    .then(load)
    .then((c) => (loaded = c))
  const Lazy = lazy(() => loading.then((c) => ({ default: c })))
  return function Deferred(props: P) {
    const [Loaded] = useState(() => loaded) // chosen once per mount: switching would remount the component
    if (Loaded) return <Loaded {...props} />
    return (
      <Suspense fallback={<span hidden data-loading="" />}>
        <Lazy {...props} />
      </Suspense>
    )
  }
}
