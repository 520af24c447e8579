// The page as a player meets it: it loads with WebGL, every built-in scenario loads from the
// picker and draws, clicking a hex tells what is there, and dragging pans without selecting.
import { expect, test } from '@playwright/test'
import { builtIns, collectErrors, expectedOrderOfBattle, hexToScreen, interestingHexes, openApp, selectedHex, waitForScenario } from './helpers'

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

test('the tutorial map looks right', async ({ page }) => {
  await openApp(page)
  await waitForScenario(page, 'tutorial')
  await expect(page.getByRole('heading', { level: 2, name: tutorial.title })).toBeVisible()
  await expect(page).toHaveScreenshot('tutorial.png', { timeout: 30_000 })
})

test('every built-in scenario loads from the picker and draws', async ({ page }) => {
  const errors = collectErrors(page)
  await openApp(page)
  const picker = page.getByRole('combobox', { name: 'Scenario' })
  const offered = await picker.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
  expect(offered.sort()).toEqual(scenarios.map((s) => s.id).sort())

  for (const builtIn of scenarios) {
    const { id, title, scenario } = builtIn
    await test.step(id, async () => {
      await picker.selectOption(id)
      await waitForScenario(page, id)
      await expect(page).toHaveURL(new RegExp(`[?&]scenario=${id}(&|$)`))
      await expect(page.locator('canvas')).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
      const oob = page.getByRole('region', { name: 'Order of battle' })
      for (const side of scenario.sides) {
        const expected = expectedOrderOfBattle(builtIn, side.id)
        const section = oob.getByRole('region', { name: new RegExp(`^${escapeRegExp(side.name)} \\(`) })
        await expect(section.getByRole('heading', { level: 3 })).toContainText(`(${expected.length} air unit`)
        const rows = await section.locator('tbody tr').evaluateAll((trs) =>
          trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')),
        )
        expect(rows).toEqual(expected.map(([unit, type, chit, base], i) => [unit, type, chit ?? rows[i]?.[2], base]))
      }
    })
  }
  expect(errors).toEqual([])
})

test('?scenario= in the URL opens that scenario', async ({ page }) => {
  const other = scenarios.find((s) => s.id !== 'tutorial') ?? tutorial
  await openApp(page, `/?scenario=${other.id}`)
  await waitForScenario(page, other.id)
  await expect(page.getByRole('combobox', { name: 'Scenario' })).toHaveValue(other.id)
  await expect(page.getByRole('heading', { level: 2, name: other.title })).toBeVisible()
})

test('clicking a base hex shows it in the panel', async ({ page }) => {
  await openApp(page)
  await waitForScenario(page, 'tutorial')
  const { baseHex, baseName, emptyHex } = interestingHexes(tutorial.scenario)
  const panel = page.getByRole('complementary', { name: 'Scenario details' })

  const at = await hexToScreen(page, baseHex)
  await page.mouse.click(at.x, at.y)
  await expect(panel.getByRole('heading', { name: `Hex ${baseHex}` })).toBeVisible()
  await expect(panel.getByTestId('hex-details')).toContainText(baseName)
  for (const u of tutorial.scenario.airUnits.filter((u) => tutorial.scenario.bases.find((b) => b.id === u.base)?.hex === baseHex)) {
    await expect(panel.getByTestId('hex-details')).toContainText(u.name)
  }
  expect(await selectedHex(page)).toBe(baseHex)

  const empty = await hexToScreen(page, emptyHex)
  await page.mouse.click(empty.x, empty.y)
  await expect(panel.getByRole('heading', { name: `Hex ${emptyHex}` })).toBeVisible()
  await expect(panel.getByTestId('hex-details')).toContainText('No bases or units here.')
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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

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
