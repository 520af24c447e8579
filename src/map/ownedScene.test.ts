// The life cycle of a scene owned by an element (ownedScene.ts), without React: a scene torn down
// while it is still starting (StrictMode's double mount) is destroyed when ready and never shown;
// a ready one is attached, then detached before it is destroyed; a failed start is said only while
// the element is there, and always reported.
import { describe, expect, it } from 'vitest'
import { ownScene } from './ownedScene'

/** A scene whose start the test resolves or rejects by hand, recording what happens to it. */
function harness() {
  const log: string[] = []
  let resolve!: (s: { destroy(): void }) => void
  let reject!: (e: unknown) => void
  const started = new Promise<{ destroy(): void }>((res, rej) => {
    resolve = res
    reject = rej
  })
  const scene = { destroy: () => log.push('destroy') }
  const teardown = ownScene({} as HTMLElement, {
    make: () => started,
    attach: () => {
      log.push('attach')
      return () => log.push('detach')
    },
    onScene: (s) => log.push(s ? 'shown' : 'gone'),
    onError: (m) => log.push(`error: ${m}`),
    report: (e) => log.push(`report: ${String(e)}`),
  })
  const settle = () => new Promise((r) => setTimeout(r, 0))
  return { log, scene, teardown, settle, resolve: () => resolve(scene), reject: (e: unknown) => reject(e) }
}

describe('a scene owned by an element', () => {
  it('is attached and shown when ready, then detached before it is destroyed', async () => {
    const h = harness()
    h.resolve()
    await h.settle()
    expect(h.log).toEqual(['attach', 'shown'])
    h.teardown()
    expect(h.log).toEqual(['attach', 'shown', 'detach', 'destroy', 'gone'])
  })

  it('torn down while still starting: destroyed when ready, never attached nor shown', async () => {
    const h = harness()
    h.teardown()
    expect(h.log).toEqual(['gone'])
    h.resolve()
    await h.settle()
    expect(h.log).toEqual(['gone', 'destroy'])
  })

  it('a failed start is said while the element is there, and reported even after it is gone', async () => {
    const live = harness()
    live.reject(new Error('no WebGL'))
    await live.settle()
    expect(live.log).toEqual(['report: Error: no WebGL', 'error: no WebGL'])
    const gone = harness()
    gone.teardown()
    gone.reject('lost context')
    await gone.settle()
    expect(gone.log).toEqual(['gone', 'report: lost context'])
  })
})
