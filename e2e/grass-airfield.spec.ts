// Building a grass airfield as the side's Offensive option (4.3, D-BASE-GRASS): chosen in the
// Offensive Phase dialog, its hex picked on the map among the legal ones, placed under construction.
import { expect, test } from '@playwright/test'
import { collectErrors, gameStateOf, hexToScreen, openApp, playActions } from './helpers'

test('the Allies build a grass airfield: the hex clicked on the map, under construction in the hex panel and the log', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await openApp(page, '/?scenario=channel-1943')
  await page.waitForFunction(() => window.__sortieStore?.getState().scenarioId === 'channel-1943')
  // Both Naval and Air Phases pass: the Offensive Phase, the Western Allies to declare.
  for (let i = 0; i < 4 && (await gameStateOf(page)).pending.kind !== 'offensive'; i++)
    await playActions(page, [{ type: 'endStep' }])
  const dialog = page.locator('.decision-dialog')
  await expect(dialog).toHaveAttribute('data-kind', 'offensive')
  await dialog.getByTestId('offensive-grass').getByRole('radio').check()
  const site = dialog.getByTestId('grass-site')
  const hexes = await site
    .getByRole('combobox', { name: 'Hex of the grass airfield' })
    .locator('option')
    .allTextContents()
  expect(hexes.length).toBeGreaterThan(1)
  // A legal hex other than the first, clicked on the map, becomes the choice.
  const hex = hexes[hexes.length - 1]
  await page.evaluate((h) => window.__sortieStore!.getState().centreMap(h), hex)
  const at = await hexToScreen(page, hex)
  await page.mouse.click(at.x, at.y)
  await expect(site.getByRole('combobox', { name: 'Hex of the grass airfield' })).toHaveValue(hex)
  await dialog.getByRole('button', { name: `Build the grass airfield at ${hex}` }).click()
  await expect
    .poll(async () => (await gameStateOf(page)).basing?.built?.some((b) => b.hex === hex && !b.complete))
    .toBe(true)
  await page.evaluate((h) => window.__sortieStore!.getState().select({ hex: h, unit: null }), hex)
  await expect(page.getByRole('complementary', { name: 'Game panels' })).toContainText('under construction')
  await page.getByRole('tab', { name: 'Log' }).click()
  await expect(page.locator('#panel-log')).toContainText(
    `a grass airfield is placed under construction at ${hex} and completes in the End Phase of this turn (4.3)`,
  )
  expect(errors).toEqual([])
})
