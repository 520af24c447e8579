// OCS air power through the page: the example of 14.3e is chosen in the scenario picker, loaded by
// its own rule system and shown on the generic decision panel (OCS has no screens yet); the
// Soviets declare the barrage of the German air base and the Air Combat begins.
import { expect, test } from '@playwright/test'
import { openApp } from './helpers'

test('the OCS example of 14.3e loads from the picker and plays on the generic panel', async ({ page }) => {
  await openApp(page)
  await page
    .locator('#scenario-picker')
    .selectOption({ label: 'OCS rules example (14.3e): Air Combat over a German air base' })
  await expect(page.getByText('has no screens yet')).toBeVisible()
  await expect(page.getByTestId('stage')).toHaveText('Soviet Movement Phase · Barrage Segment')
  await page
    .getByRole('button', { name: 'mission: mission barrage, hex 1006, aircraft ["lagg3","il2"]' })
    .click()
  await expect(page.getByTestId('stage')).toHaveText(
    'Soviet Movement Phase · Barrage Segment · Air Combat over 1006',
  )
  await expect(page.getByText(/may abort some aircraft over 1006 before the Air Combat starts/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'abort: aircraft []' })).toBeVisible()
})
