// Parts of the page the first screen can do without are fetched once the map is drawn, so the
// map comes first (issue 15, point 5). A deferred component renders nothing (a hidden
// data-loading marker) until its code has arrived; if the map cannot draw, they load anyway after
// a few seconds.
import { Suspense, lazy, type ComponentType } from 'react'
import { whenFirstMapDrawn } from '../map/firstMap'

const AT_MOST_MS = 4000

/** Once the page has drawn its first map, or after AT_MOST_MS if it cannot. */
function firstMapOrTimeout(): Promise<void> {
  return Promise.race([whenFirstMapDrawn(), new Promise<void>((resolve) => setTimeout(resolve, AT_MOST_MS))])
}

/** A component whose module is fetched after the first map is drawn. */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() =>
    firstMapOrTimeout()
      .then(load)
      .then((c) => ({ default: c })),
  )
  return function Deferred(props: P) {
    return (
      <Suspense fallback={<span hidden data-loading="" />}>
        <Lazy {...props} />
      </Suspense>
    )
  }
}
