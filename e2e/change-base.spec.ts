// Planning a Change Base in the browser (4.1): pick the units, the hops from the friendly bases,
// see the rules' verdict before launching, and land at the new base.
import { expect, test, type Page } from '@playwright/test'
import { hexToScreen, openApp } from './helpers'

test.use({ reducedMotion: 'reduce' })

const decision = (page: Page) => page.getByTestId('decision')
const unitOf = (page: Page, id: string) =>
  page.evaluate((u) => {
    const g = window.__sortieStore!.getState().game!
    const s = g.states[g.cursor]
    return { base: s.units[u].base, aloft: s.units[u].aloft !== null, commitment: s.units[u].commitment }
  }, id)

test('a Change Base is planned hop by hop with the rules’ verdict, flown, and the unit lands at its new base', async ({
  page,
}) => {
  await openApp(page)
  await page.waitForFunction(() => window.__sortieStore?.getState().scenarioId === 'tutorial')
  const at = await hexToScreen(page, '0207')
  await page.mouse.click(at.x, at.y) // Marsham
  const form = decision(page).getByRole('group', { name: 'Plan a mission from Marsham (0207)' })
  await form.getByRole('checkbox', { name: /Wellington/ }).check()
  await form.getByRole('radio', { name: 'Change Base' }).check()
  const cb = form.getByTestId('change-base')
  await expect(cb.getByTestId('change-base-verdict')).toHaveText('Choose the base of the first hop.')
  await expect(cb.getByRole('button', { name: 'Launch the Change Base' })).toBeDisabled()
  // Only friendly bases are offered, never the base the hop starts from.
  await expect(cb.getByRole('combobox').locator('option')).toHaveText([
    'choose a base…',
    'Kestrel Field (0507)',
  ])
  await cb.getByRole('combobox').selectOption({ label: 'Kestrel Field (0507)' })
  await cb.getByRole('button', { name: 'Add the hop' }).click()
  await expect(cb.getByRole('list', { name: 'Hops' })).toHaveText('Kestrel Field (0507)')
  // Kestrel Field is full: as the last base it is legal only because units there may change base out
  // as the Wellington lands (4.8; D-BASE-CHAIN); the form says so before launch.
  await expect(cb.getByTestId('change-base-verdict')).toHaveCount(0)
  await expect(cb.getByTestId('change-base-chain')).toHaveText(
    'Kestrel Field (0507) is full: as the unit lands, you choose the unit based there that changes base out (4.8).',
  )
  // Through Kestrel (over-stacked only for the stop) and back to Marsham: legal, the Wellington does not fill its own base twice.
  await cb.getByRole('combobox').selectOption({ label: 'Marsham (0207)' })
  await cb.getByRole('button', { name: 'Add the hop' }).click()
  await expect(cb.getByRole('list', { name: 'Hops' }).getByRole('listitem')).toHaveText([
    'Kestrel Field (0507)',
    'Marsham (0207)',
  ])
  await expect(cb.getByTestId('change-base-verdict')).toHaveCount(0)
  await cb.getByRole('button', { name: 'Remove the last hop' }).click()
  await expect(cb.getByTestId('change-base-chain')).toContainText('(4.8)')
  await cb.getByRole('combobox').selectOption({ label: 'Marsham (0207)' })
  await cb.getByRole('button', { name: 'Add the hop' }).click()

  await cb.getByRole('button', { name: 'Launch the Change Base' }).click()
  // Interception windows the Axis might get on the way: it passes.
  for (let i = 0; i < 10 && (await page.locator('.decision-dialog[data-kind="declare"]').count()) > 0; i++)
    await page.keyboard.press('Escape')
  await expect
    .poll(() => unitOf(page, 'uk-wellington-1'))
    .toEqual({ base: 'marsham', aloft: false, commitment: 'current' })
  await page.getByRole('complementary', { name: 'Game panels' }).getByRole('tab', { name: 'Log' }).click()
  await expect(
    page.locator('#panel-log').getByText('Wellington lands at Kestrel Field (0507) (4.1).'),
  ).toBeVisible()
  await expect(
    page.locator('#panel-log').getByText('Wellington completes its Change Base at Marsham (0207) (4.1).'),
  ).toBeVisible()
})

test('an over-stacked unit is offered for a Change Base only, and changes base (4.8)', async ({ page }) => {
  await openApp(page, '/?scenario=channel-1943')
  await page.waitForFunction(() => window.__sortieStore?.getState().scenarioId === 'channel-1943')
  await page.evaluate(() => window.__sortieStore!.getState().centreMap('3415'))
  const at = await hexToScreen(page, '3415')
  await page.mouse.click(at.x, at.y) // Manston, over-stacked: two Spitfires for one place
  const form = decision(page).getByRole('group', { name: /^Plan a mission from Manston/ })
  const below = form.getByRole('listitem').filter({ hasText: 'over-stacked: Change Base only (4.8)' })
  await expect(below).toHaveCount(1)
  await below.getByRole('checkbox').check()
  await expect(
    form.getByText('An over-stacked unit may fly only to change base (4.8): choose Change Base.'),
  ).toBeVisible()
  await expect(form.getByRole('button', { name: 'Trace the route' })).toBeDisabled()
  await form.getByRole('radio', { name: 'Change Base' }).check()
  const cb = form.getByTestId('change-base')
  await cb.getByRole('combobox').selectOption({ label: 'London (3012)' })
  await cb.getByRole('button', { name: 'Add the hop' }).click()
  await expect(cb.getByTestId('change-base-verdict')).toHaveCount(0)
  await cb.getByRole('button', { name: 'Launch the Change Base' }).click()
  await expect
    .poll(() => unitOf(page, 'uk-spitfire-4'))
    .toEqual({ base: 'london', aloft: false, commitment: 'current' })
})
