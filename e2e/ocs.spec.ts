// OCS air power through the page: an OCS built-in opens on the OCS page (its own dialogs, the
// aircraft of each side, the slot of the map), from the picker through the new-game dialog and
// straight from the page address (?scenario=…), as AETO/APTO built-ins do.
import { expect, test } from '@playwright/test'
import { openApp } from './helpers'

test('the OCS example of 14.3e opens from the picker through the new-game dialog', async ({ page }) => {
  await openApp(page)
  await page
    .locator('#scenario-picker')
    .selectOption({ label: 'OCS rules example (14.3e): Air Combat over a German air base' })
  const dialog = page.getByRole('dialog', { name: /New game: OCS rules example \(14\.3e\)/ })
  await expect(dialog.getByTestId('briefing')).toContainText('a LaGG-3 and an IL-2 fly a barrage mission')
  await expect(dialog.getByRole('radiogroup', { name: 'Soviets' })).toBeVisible()
  await expect(dialog.getByRole('radiogroup', { name: 'Germans' })).toBeVisible()
  await dialog.getByRole('button', { name: /Start the game/ }).click()
  await expect(page.getByTestId('stage')).toHaveText('Soviet Movement Phase · Barrage Segment')
  await expect(page.getByTestId('ocs-map-slot')).toBeAttached()
  await expect(page.getByTestId('ocs-dialog-phase')).toContainText('Mission order')
  await expect(page.getByTestId('ocs-aircraft-row-bf109f')).toContainText('Active at 1006')
  await expect(page.getByText('has no screens yet')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Save game' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled()
})

for (const [id, stage, row] of [
  ['ocs-air-combat-14-3e', 'Soviet Movement Phase · Barrage Segment', 'ocs-aircraft-row-lagg3'],
  ['ocs-barrage-complex-example', 'Allied Movement Phase · Barrage Segment', 'ocs-aircraft-row-blenheim'],
] as const)
  test(`?scenario=${id} opens the OCS built-in on the OCS page`, async ({ page }) => {
    // No AETO/APTO map is drawn for it (the map's test hook stays absent): wait for the OCS page.
    await page.goto(`/?scenario=${id}`)
    await expect(page.getByTestId('stage')).toHaveText(stage)
    expect(await page.evaluate(() => window.__sortieError)).toBeUndefined()
    await expect(page.getByTestId(row)).toBeVisible()
    await expect(page.locator('#scenario-picker')).toHaveValue(id)
    expect(new URL(page.url()).searchParams.get('scenario')).toBe(id)
  })

test('the OCS page draws the map: its target hexes pick the mission order’s target', async ({ page }) => {
  await page.goto('/?scenario=ocs-air-combat-14-3e')
  await expect(page.getByTestId('stage')).toHaveText('Soviet Movement Phase · Barrage Segment')
  await page.waitForFunction(() => (window.__sortieOcsMap?.frames() ?? 0) > 0)
  await expect(page.getByTestId('ocs-zones')).toHaveText(
    'Soviets: Patrol Zones around 0306 (14.4c)Germans: Patrol Zones around 1006 (14.4c)',
  )
  const dialog = page.getByTestId('ocs-dialog-phase')
  // 1006, the German air base, is the barrage's target (14.7): a click on it picks it.
  const p = await page.evaluate(() => window.__sortieOcsMap!.hexToClient('1006'))
  if (!p) throw new Error('hex 1006 is not on the map')
  await page.mouse.click(p.x, p.y)
  await expect(dialog.getByRole('radio', { name: /^1006/ })).toBeChecked()
})

test('the OCS Charts button opens the charts form; saved charts start a new game through the new-game dialog', async ({
  page,
}) => {
  await page.goto('/?scenario=ocs-air-combat-14-3e')
  await expect(page.getByTestId('stage')).toHaveText('Soviet Movement Phase · Barrage Segment')
  await page.getByTestId('open-charts').click()
  const charts = page.getByTestId('ocs-charts')
  await expect(charts.getByTestId('ocs-chart-provenance')).toHaveText(
    'Air Combat Table (14.3e): placeholder: only what the seed fixes.',
  )
  await charts.getByLabel('column Result, row 12', { exact: true }).fill('defender aborts')
  await charts.getByTestId('ocs-charts-save').click()
  const dialog = page.getByRole('dialog', { name: /New game with the charts you entered: OCS rules example/ })
  await dialog.getByRole('button', { name: /Start the game/ }).click()
  await expect(page.getByTestId('stage')).toHaveText('Soviet Movement Phase · Barrage Segment')
  await page.getByTestId('open-charts').click()
  await expect(page.getByTestId('ocs-charts').getByTestId('ocs-chart-provenance')).toHaveText(
    'Air Combat Table (14.3e): entered by the players, not verified.',
  )
})
