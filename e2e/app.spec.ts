// The map as the first page met it: it loads with WebGL, dragging pans without selecting, the
// keyboard pans and the view buttons zoom and fit. (Picking scenarios, the panels and the hex
// details moved to shell.spec.ts; the map's own behaviour is map.spec.ts's.)
import { expect, test } from '@playwright/test'
import {
  builtIns,
  collectErrors,
  hexToScreen,
  interestingHexes,
  openApp,
  selectedHex,
  waitForScenario,
} from './helpers'

const scenarios = builtIns()
const tutorial = scenarios.find((s) => s.id === 'tutorial')!

test('the page loads and the map uses WebGL', async ({ page }) => {
  const errors = collectErrors(page)
  await openApp(page)
  await expect(page).toHaveTitle('Sortie')
  await expect(page.getByRole('heading', { level: 1, name: 'Sortie' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Scenario' })).toHaveValue('tutorial')
  expect(await page.evaluate(() => window.__sortie!.renderer)).toBe('webgl')
  await expect(page.locator('canvas')).toHaveCount(1)
  await waitForScenario(page, 'tutorial')
  expect(errors).toEqual([])
})

test('a drag pans the map without selecting; a tiny wobble still clicks', async ({ page }) => {
  await openApp(page)
  await waitForScenario(page, 'tutorial')
  const { baseHex } = interestingHexes(tutorial.scenario)
  const before = await hexToScreen(page, baseHex)

  await page.mouse.move(before.x, before.y)
  await page.mouse.down()
  await page.mouse.move(before.x + 40, before.y + 20, { steps: 4 })
  await page.mouse.move(before.x + 120, before.y + 60, { steps: 4 })
  await page.mouse.up()

  const shift = async () => {
    const now = await hexToScreen(page, baseHex)
    return { dx: Math.round(now.x - before.x), dy: Math.round(now.y - before.y) }
  }
  await expect.poll(shift).toEqual({ dx: 120, dy: 60 })
  expect(await selectedHex(page)).toBeNull()
  await expect(page.getByRole('heading', { name: 'Selected hex' })).toBeVisible()

  // under the 4 px threshold it is a click on the hex under the press
  const moved = await hexToScreen(page, baseHex)
  await page.mouse.move(moved.x, moved.y)
  await page.mouse.down()
  await page.mouse.move(moved.x + 2, moved.y + 1)
  await page.mouse.up()
  await expect.poll(() => selectedHex(page)).toBe(baseHex)
  await expect(page.getByRole('heading', { name: `Hex ${baseHex}` })).toBeVisible()
  expect(await shift()).toEqual({ dx: 120, dy: 60 })
})

test('the map pans with the keyboard and the view buttons zoom and fit', async ({ page }) => {
  await openApp(page)
  await waitForScenario(page, 'tutorial')
  const { baseHex } = interestingHexes(tutorial.scenario)
  const fitted = await hexToScreen(page, baseHex)
  const offset = async () => {
    const now = await hexToScreen(page, baseHex)
    return { dx: Math.round(now.x - fitted.x), dy: Math.round(now.y - fitted.y) }
  }

  await page.getByRole('application', { name: 'Map' }).focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowDown')
  await expect.poll(offset).toEqual({ dx: -60, dy: -60 })

  await page.getByRole('button', { name: 'Fit map' }).click()
  await expect.poll(offset).toEqual({ dx: 0, dy: 0 })

  const map = page.getByRole('application', { name: 'Map' })
  const box = (await map.boundingBox())!
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  const before = Math.hypot(fitted.x - centre.x, fitted.y - centre.y)
  await page.getByRole('button', { name: 'Zoom in' }).click()
  // zooming in about the centre of the view moves every hex away from it by the zoom factor
  await expect
    .poll(async () => {
      const now = await hexToScreen(page, baseHex)
      return Math.round((100 * Math.hypot(now.x - centre.x, now.y - centre.y)) / before)
    })
    .toBe(125)
  expect(await selectedHex(page)).toBeNull()
})
