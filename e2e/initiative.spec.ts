// The Initiative (APTO sequence of play [viii]) in Pearl Harbor, December 1941: after both Naval and
// Air Phases, Japan — holding the Initiative — decides in a dialog which side performs the first
// Offensive; choosing the United States hands the Offensive dialog to them. Against the automatic
// opponent, Japan takes the first Offensive.
import { expect, test } from '@playwright/test'
import { decisionDialog as dialog, dispatchAction, openApp, pendingKind, setBots } from './helpers'

test.use({ reducedMotion: 'reduce' })

const pending = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const g = window.__sortieStore!.getState().game!
    const p = g.states[g.cursor].pending
    return { kind: p.kind, side: p.side }
  })

test('Japan, holding the Initiative, lets the United States perform the first Offensive', async ({
  page,
}) => {
  await openApp(page, '/?scenario=pearl-harbor-1941')
  await expect(page.getByTestId('turn')).toHaveText('December 1941')
  // Both Naval and Air Phases: each side ends its Air Movement Step at once.
  await dispatchAction(page, { type: 'endStep' })
  await dispatchAction(page, { type: 'endStep' })
  await expect.poll(() => pendingKind(page)).toBe('initiative')
  const d = dialog(page)
  await expect(d).toContainText('The Initiative: the Offensive Phase')
  await expect(d).toContainText('Japan holds the Initiative and decides (APTO sequence of play [viii])')
  await d.getByTestId('first-allies').check()
  await d.getByRole('button', { name: 'United States goes first' }).click()
  await expect.poll(() => pending(page)).toEqual({ kind: 'offensive', side: 'allies' })
  await page.getByRole('complementary', { name: 'Game panels' }).getByRole('tab', { name: 'Log' }).click()
  await expect(
    page
      .locator('#panel-log')
      .getByText(
        'Japan, holding the Initiative, decides that United States performs the first Offensive of the Offensive Phase (APTO [viii]).',
      ),
  ).toBeVisible()
})

test('the automatic opponent playing Japan takes the first Offensive', async ({ page }) => {
  await openApp(page, '/?scenario=pearl-harbor-1941')
  await dispatchAction(page, { type: 'endStep' })
  await setBots(page, ['japan'])
  await dispatchAction(page, { type: 'endStep' })
  // The bot takes the first Offensive (then plays it on as Japan): the log says who decided what.
  await page.getByRole('complementary', { name: 'Game panels' }).getByRole('tab', { name: 'Log' }).click()
  await expect(
    page
      .locator('#panel-log')
      .getByText(
        'Japan, holding the Initiative, decides that it performs the first Offensive of the Offensive Phase (APTO [viii]).',
      ),
  ).toBeVisible({ timeout: 20_000 })
})
