// A hexside air units may not cross (4.12, "no air unit may ever enter the Dakar hex from
// Morocco"), given by the scenario's map.barredEntries: drawn on the map in red on the barred
// hex's side, and named when the hex is hovered.
import { expect, test, type Page } from '@playwright/test'
import { fixture } from '../src/rules/systems/aeto/testing/fixtures'
import { hexToScreen, hoverTextAt, openApp, pendingKind, loadInPage } from './helpers'

test.use({ reducedMotion: 'reduce' })

const PLAIN = fixture({
  terrain: Array.from({ length: 12 }, () => '.'.repeat(20)),
  bases: [
    { id: 'a', hex: '0106', owner: 'allies' },
    { id: 'xf', hex: '2012', owner: 'axis' },
  ],
  units: [{ id: 'well', name: 'Wellington', nation: 'UK', type: 'B', front: '4-6/1', base: 'a' }],
})
const DAKAR = {
  ...PLAIN,
  map: {
    ...PLAIN.map,
    barredEntries: [{ into: '0406', from: ['0306', '0307'], name: 'Dakar from Morocco' }],
  },
}

const load = (page: Page, json: unknown) => loadInPage(page, json)

/** The share of red pixels (the barred hexside's colour) in a square around a point of the page. */
async function redAround(page: Page, at: { x: number; y: number }, r: number): Promise<number> {
  const png = await page.screenshot({ clip: { x: at.x - r, y: at.y - r, width: 2 * r, height: 2 * r } })
  return page.evaluate(async (b64) => {
    const img = new Image()
    img.src = `data:image/png;base64,${b64}`
    await img.decode()
    const c = document.createElement('canvas')
    c.width = img.width
    c.height = img.height
    const g = c.getContext('2d')!
    g.drawImage(img, 0, 0)
    const d = g.getImageData(0, 0, c.width, c.height).data
    let red = 0
    for (let i = 0; i < d.length; i += 4) if (d[i] > 140 && d[i + 1] < 90 && d[i + 2] < 90) red++
    return red / (d.length / 4)
  }, png.toString('base64'))
}

test('the barred hexside is drawn between Dakar and Morocco, and the hover names it (4.12)', async ({
  page,
}) => {
  await openApp(page)
  await load(page, DAKAR)
  await expect.poll(() => pendingKind(page)).toBe('plan')
  expect(await hoverTextAt(page, '0406')).toContain('Dakar from Morocco: no air entry from 0306, 0307 (4.12)')
  const dakar = await hexToScreen(page, '0406')
  const morocco = await hexToScreen(page, '0306')
  const north = await hexToScreen(page, '0405')
  await page.mouse.move(5, 5) // the hover box off the hexes measured
  const mid = (a: { x: number; y: number }, b: { x: number; y: number }) => ({
    x: (a.x + b.x) / 2,
    y: (a.y + b.y) / 2,
  })
  const r = Math.max(4, Math.round(Math.hypot(dakar.x - morocco.x, dakar.y - morocco.y) / 6))
  await page.screenshot({ path: test.info().outputPath('barred.png') })
  // Red on the hexside toward Morocco; none on the open side toward 0405.
  expect(await redAround(page, mid(dakar, morocco), r)).toBeGreaterThan(0.05)
  expect(await redAround(page, mid(dakar, north), r)).toBe(0)
})
