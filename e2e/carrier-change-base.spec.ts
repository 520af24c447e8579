// A Change Base onto an aircraft carrier at sea (4.1, 4.4), planned in the browser: the Swordfish at
// Hull (0203) picks HMS Ark Royal, at sea in 0303, among its destinations — the form says how many
// strength points of Naval-Air the carrier still has room for (4 of 4) and offers to deplete the
// Swordfish in flight to fit — and lands aboard. The scenario is a test file made from the rules'
// Ark Royal fixture (e2e/scenarios/carrier-rebase.json).
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { hexToScreen, openApp } from './helpers'

test.use({ reducedMotion: 'reduce' })

const SCENARIO = JSON.parse(readFileSync(new URL('./scenarios/carrier-rebase.json', import.meta.url), 'utf8'))
const unitOf = (page: Page, id: string) =>
  page.evaluate((u) => {
    const g = window.__sortieStore!.getState().game!
    const s = g.states[g.cursor]
    return { base: s.units[u].base, aloft: s.units[u].aloft !== null, face: s.units[u].face }
  }, id)

test('the Swordfish changes base from Hull onto Ark Royal at sea: the carrier’s room in the form, then aboard (4.1, 4.4)', async ({
  page,
}) => {
  await openApp(page)
  await page.evaluate((json) => {
    if (!window.__sortieStore!.getState().loadScenario(json, 'carrier-rebase-test', { seed: 1 }))
      throw new Error('load failed')
  }, SCENARIO)
  const at = await hexToScreen(page, '0203')
  await page.mouse.click(at.x, at.y)
  const form = page.getByTestId('decision').getByRole('group', { name: 'Plan a mission from Hull (0203)' })
  await form.getByRole('checkbox', { name: /^Swordfish/ }).check()
  await form.getByRole('radio', { name: 'Change Base' }).check()
  const cb = form.getByTestId('change-base')
  await cb
    .getByRole('combobox')
    .selectOption({ label: 'HMS Ark Royal (0303) — carrier, room for 4 strength point(s)' })
  await cb.getByRole('button', { name: 'Add the hop' }).click()
  await expect(cb.getByRole('list', { name: 'Hops' })).toHaveText(
    'HMS Ark Royal (0303) — carrier, room for 4 strength point(s)',
  )
  await expect(cb.getByRole('group', { name: 'Deplete in flight to fit aboard (4.4)' })).toContainText(
    'Swordfish',
  )
  await cb.getByRole('button', { name: 'Launch the Change Base' }).click()
  for (let i = 0; i < 10 && (await page.locator('.decision-dialog[data-kind="declare"]').count()) > 0; i++)
    await page.keyboard.press('Escape')
  await expect
    .poll(() => unitOf(page, 'swordfish-ark'))
    .toEqual({ base: 'ark-air', aloft: false, face: 'front' })
  await page.getByRole('complementary', { name: 'Game panels' }).getByRole('tab', { name: 'Log' }).click()
  await expect(
    page
      .locator('#panel-log')
      .getByText('Swordfish completes its Change Base at HMS Ark Royal (0303) (4.1).'),
  ).toBeVisible()
})
