// Bombing an installation that is no base through the screen (4.26): the bombing form lists the
// Mulberry's hex, which holds no base; the allocation dialog shows its target number and odds
// before the roll; the log says it is destroyed, and the hex panel says so afterwards.
import { expect, test, type Page } from '@playwright/test'
import type { Action } from '../src/rules/systems/aeto'
import { installationsScenario } from '../src/rules/systems/aeto/testing/installationFixtures'
import { decisionDialog as dialog, gameCursor, hexToScreen, openApp, pendingKind, takeBoard } from './helpers'

test.use({ reducedMotion: 'reduce' })

const dispatch = (page: Page, a: Action) =>
  page.evaluate((x) => {
    const v = window.__sortieStore!.getState().dispatch(x)
    if (v) throw new Error(v.message)
  }, a)

test('an Air Offensive bombs the Mulberry at Arromanches: target number 2, its odds, destroyed and shown so (4.26)', async ({
  page,
}) => {
  await openApp(page)
  // Two Wellingtons (strength 10, column 7–11: result = roll − 6) against 2: 5 + 4 = 9 → 3, destroyed.
  await page.evaluate((json) => {
    if (!window.__sortieStore!.getState().loadScenario(json, 'installations-aeto', { seed: 1, dice: [5, 4] }))
      throw new Error('load failed')
  }, installationsScenario('aeto'))
  await takeBoard(page)
  await expect(dialog(page)).toHaveAttribute('data-kind', 'offensive')
  await dialog(page)
    .getByRole('button', { name: /^Declare an Air Offensive/ })
    .click()
  // Plan the raid from Marsham (0204) the way a player does.
  await page.evaluate(() => window.__sortieStore!.getState().centreMap('0204'))
  const at = await hexToScreen(page, '0204')
  await page.mouse.click(at.x, at.y)
  const form = page.getByTestId('decision').getByRole('group', { name: /^Plan a mission from marsham/ })
  for (const box of await form.getByRole('checkbox', { name: /Wellington/ }).all()) await box.check()
  await form
    .getByTestId('mission-kinds')
    .getByRole('radio', { name: 'Bomb installations (Air Offensive)' })
    .check()
  const target = form.getByTestId('bomb-0806')
  await expect(target).toContainText('0806: Arromanches Mulberry')
  await expect(form.getByTestId('bomb-1004')).toContainText(
    '1004: Dunenfeld small airbase, Dunenfeld minor port, Dunenfeld fortification, Dunenfeld radar site',
  )
  await expect(form.getByTestId('bomb-0702')).toHaveCount(0) // a fort never destroyed is no target
  await target.click()
  const before = await gameCursor(page)
  await page
    .getByTestId('trace-panel')
    .getByRole('button', { name: /^Launch/ })
    .click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  // The Axis passes every interception on the way.
  for (let i = 0; i < 30 && (await pendingKind(page)) === 'declare'; i++)
    await dispatch(page, { type: 'pass' })
  await expect.poll(() => pendingKind(page)).toBe('bombAllocation')
  await takeBoard(page)
  const alloc = dialog(page)
  const odds = alloc.getByTestId('bomb-odds-0806:mulberry')
  await expect(odds).toContainText('strength 10, column 7–11')
  await expect(odds).toContainText(
    "target number 2 (Mulberry 2, hex airbase capacity 0); the table's result must reach 2: a 2d6 roll of 8 or more in this column",
  )
  await expect(odds.getByTestId('odds-destroyed')).toHaveText('41.7%')
  const rolled = await gameCursor(page)
  await alloc.getByRole('button', { name: /^Bomb and roll/ }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(rolled)
  await expect(page.getByTestId('last-rolls')).toContainText(
    'Wellington and Wellington bomb Arromanches Mulberry: strength 10, column 7–11 (placeholder table), roll 5 + 4 = 9: result 3 against target number 2 — destroyed (4.26).',
  )
  await page.getByRole('tab', { name: 'Log' }).click()
  await expect(page.locator('#panel-log')).toContainText(
    'Arromanches Mulberry is destroyed: it does not function until repaired (4.26); what it does for supply and landings belongs to other parts of the game, not played in Sortie.',
  )
  await page.evaluate(() => window.__sortieStore!.getState().select({ hex: '0806', unit: null }))
  await expect(page.getByRole('complementary', { name: 'Game panels' })).toContainText(
    'Mulberry destroyed: it does not function until repaired (4.26)',
  )
})
