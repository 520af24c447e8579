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
