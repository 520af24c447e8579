// Benchmark page: the real map (scene + store controller) on the stress scenario.
import { createMapController } from '../../map/controller'
import { createHexGeometry } from '../../map/geometry'
import { createMapScene } from '../../map/scene'
import { createSortieStore } from '../../store/store'
import { generateStressScenario } from '../../scenarios/stress'
import { measurePan, type BenchPage } from './measure'
import { STRESS } from './stress'

async function main(): Promise<void> {
  const host = document.getElementById('map')!
  const store = createSortieStore()
  if (!store.getState().loadScenario(generateStressScenario(STRESS), 'stress'))
    throw new Error(
      `the stress scenario does not load: ${JSON.stringify(store.getState().loadErrors?.slice(0, 3))}`,
    )
  const scene = await createMapScene(host, { preference: 'webgl' })
  const controller = createMapController(scene, store)
  const snap = controller.snapshot!
  scene.renderNow()
  const page: BenchPage = {
    ready: true,
    setupMs: performance.now(),
    info: {
      renderer: scene.renderer,
      hexes: snap.board.cols * snap.board.rows,
      airUnits: snap.pieces.unitOrder.length,
      locations: snap.pieces.places.length,
      chunks: scene.stats().chunks,
    },
    world: createHexGeometry(snap.board.cols, snap.board.rows),
    setView(x, y, scale) {
      scene.zoomBy(scale / scene.camera().scale, { x: 0, y: 0 })
      const c = scene.camera()
      scene.panBy(-x * scale - c.x, -y * scale - c.y)
      scene.renderNow()
    },
    run(plan) {
      return measurePan(plan, (dx, dy) => {
        scene.panBy(dx, dy)
        scene.renderNow()
      }).then((r) => ({
        ...r,
        ...{ visibleChunks: scene.stats().visibleChunks, labelChunks: scene.stats().labelChunksBuilt },
      }))
    },
  }
  // ?coords=1: hex numbers on, built chunk by chunk as they come into view
  store.getState().setUi({ showCoords: new URLSearchParams(location.search).get('coords') === '1' }) // hex numbers only in their own run (the app's default is on)
  window.__bench = page
  ;(window as unknown as { __scene: unknown }).__scene = scene // for experiments from the console
}

main().catch((e: unknown) => {
  window.__bench = {
    ready: false,
    error: String(e instanceof Error ? (e.stack ?? e.message) : e),
  } as BenchPage
})
