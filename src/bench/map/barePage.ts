// Benchmark reference: bare Pixi drawing the same hexes and sprites as the map on the stress
// scenario, the straightforward way: hexes filled by terrain with their edges in Graphics (one per
// 32 × 32 block), one Sprite per air unit at its base (one shared generated texture), a world
// container moved to pan. No culling, no chunks, no caching. `?rg=1` makes the world a render
// group (Pixi's own remedy for panning), as a second reference.
import { Application, Container, Graphics, Sprite, Text } from 'pixi.js'
import { createHexGeometry } from '../../map/geometry'
import { BACKGROUND, TERRAIN_COLOURS } from '../../map/palette'
import { parseHexLabel } from '../../rules/kernel/hex/coords'
import { TERRAIN_CODES } from '../../rules/systems/aeto/scenario/schema'
import { generateStressScenario } from '../../scenarios/stress'
import { measurePan, type BenchPage } from './measure'
import { STRESS } from './stress'

async function main(): Promise<void> {
  const host = document.getElementById('map')!
  const sc = generateStressScenario(STRESS)
  const { cols, rows } = sc.map
  const geom = createHexGeometry(cols, rows)
  const app = new Application()
  await app.init({
    resizeTo: host,
    autoDensity: true,
    resolution: window.devicePixelRatio || 1,
    preference: 'webgl',
    antialias: false,
    background: BACKGROUND,
    autoStart: false,
  })
  app.ticker.stop()
  host.appendChild(app.canvas)
  const world = new Container({ isRenderGroup: new URLSearchParams(location.search).get('rg') === '1' })
  app.stage.addChild(world)

  const B = 32
  for (let r0 = 0; r0 < rows; r0 += B) {
    for (let c0 = 0; c0 < cols; c0 += B) {
      const g = new Graphics()
      for (let row = r0; row < Math.min(rows, r0 + B); row++) {
        for (let col = c0; col < Math.min(cols, c0 + B); col++) {
          const t = TERRAIN_CODES[sc.map.terrain[row]?.[col] ?? 'x'] ?? 'offmap'
          g.poly(geom.corners(col, row))
            .fill(TERRAIN_COLOURS[t])
            .stroke({ width: 1, color: 0x5a5a50, alpha: 0.6 })
        }
      }
      world.addChild(g)
    }
  }

  const face = new Container()
  face.addChild(
    new Graphics().roundRect(0, 0, 32, 32, 3).fill(0x2f5fb3).stroke({ width: 1, color: 0x1d1d1b }),
  )
  const label = new Text({ text: 'F\n4-4/3', style: { fontSize: 9, fill: 0xffffff, align: 'center' } })
  label.position.set(16 - label.width / 2, 6)
  face.addChild(label)
  const tex = app.renderer.generateTexture({ target: face, resolution: 4 })
  const baseHex = new Map(sc.bases.map((b) => [b.id, b.hex ?? '']))
  const perHex = new Map<string, number>()
  for (const u of sc.airUnits) {
    const hex = baseHex.get(u.base) ?? ''
    const at = parseHexLabel(hex, cols, rows)
    if (!at) continue
    const k = perHex.get(hex) ?? 0
    perHex.set(hex, k + 1)
    const s = new Sprite(tex)
    s.width = 32
    s.height = 32
    s.position.set(
      geom.cx(at.col) - 16 + 2.5 * Math.min(k, 2),
      geom.cy(at.col, at.row) - 21 + 2.5 * Math.min(k, 2),
    )
    world.addChild(s)
  }
  app.render()
  const page: BenchPage = {
    ready: true,
    setupMs: performance.now(),
    info: {
      renderer: app.renderer.name,
      hexes: cols * rows,
      sprites: sc.airUnits.length,
      renderGroup: String(world.isRenderGroup),
    },
    world: { width: geom.width, height: geom.height },
    setView(x, y, scale) {
      world.scale.set(scale)
      world.position.set(-x * scale, -y * scale)
      app.render()
    },
    run(plan) {
      return measurePan(plan, (dx, dy) => {
        world.position.set(world.position.x + dx, world.position.y + dy)
        app.render()
      })
    },
  }
  window.__bench = page
}

main().catch((e: unknown) => {
  window.__bench = {
    ready: false,
    error: String(e instanceof Error ? (e.stack ?? e.message) : e),
  } as BenchPage
})
