// Strafing an airbase through the dialogs (4.14): the plan lists every mission of the table with
// the unavailable ones greyed and explained; the Typhoons at Lydd strafe Marck; the defender
// chooses evacuations behind the hand-over screen, sees the evacuation number and chance; the
// strafer sees the air target number and exact odds before the roll; the log tells every die.
// Once in hot-seat with a hand-over at every change of side, once against the automatic opponent.
import { expect, test, type Page } from '@playwright/test'
import {
  answerUntil,
  decisionDialog as dialog,
  gameCursor,
  hexToScreen,
  loadBuiltInWithDice,
  openApp,
  pendingKind,
  setBots,
  takeBoard,
} from './helpers'

test.use({ reducedMotion: 'reduce' })

/** Plans the strafing of Marck (3722) by both Typhoons of Lydd (3218), the way a player does. */
async function planStrafe(page: Page): Promise<void> {
  await page.evaluate(() => window.__sortieStore!.getState().centreMap('3218'))
  const at = await hexToScreen(page, '3218')
  await page.mouse.click(at.x, at.y)
  const form = page.getByTestId('decision').getByRole('group', { name: /^Plan a mission from Lydd/ })
  for (const box of await form.getByRole('checkbox', { name: /Typhoon/ }).all()) await box.check()
  // Every mission of the table is listed; what cannot be flown now is greyed with its reason and rule.
  const kinds = form.getByTestId('mission-kinds')
  await expect(kinds.getByRole('radio')).toHaveCount(10)
  await expect(kinds.getByRole('radio', { name: 'Bomb installations (Air Offensive)' })).toBeDisabled()
  await expect(kinds.getByTestId('mission-bombing')).toContainText(
    'Bombing installations, in an Air Offensive, is flown only in the Offensive Phase (4.25).',
  )
  await expect(kinds.getByTestId('mission-airNaval')).toContainText(
    'No enemy ship is located: reconnoitre first; only located ships may be attacked (4.10).',
  )
  await kinds.getByRole('radio', { name: 'Strafe an airbase' }).check()
  const marck = form.getByTestId('strafe-targets').getByRole('listitem').filter({ hasText: 'Marck 3722' })
  await expect(marck).toContainText('2 on the ground, 6 hexes away')
  await marck.getByRole('button').click()
  const trace = page.getByTestId('trace-panel')
  await expect(trace.getByRole('heading')).toHaveText('Tracing the strafing route')
  await expect(trace.getByTestId('route')).toContainText(/3218 → .* → 3722$/)
  const before = await gameCursor(page)
  await trace.getByRole('button', { name: /^Launch/ }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
}

test('hot-seat: the Typhoons strafe Marck; the Axis evacuates the Ju-88 behind the hand-over; the Me-109 is hit on the ground', async ({
  page,
}) => {
  await openApp(page)
  await page.evaluate(() =>
    window.__sortieStore!.getState().setSession({ handOver: true, handOverWhen: 'everyChange' }),
  )
  await loadBuiltInWithDice(page, 'channel-1943', [1, 1]) // the evacuation die, then the strafing die
  await takeBoard(page)
  await planStrafe(page)

  // The Axis passes each interception on the way, each time behind the hand-over screen.
  let handOvers = 0
  for (let i = 0; i < 30 && (await pendingKind(page)) === 'declare'; i++) {
    if (await takeBoard(page)) handOvers++
    await dialog(page).getByRole('button', { name: /^Pass/ }).click()
  }
  expect(handOvers).toBeGreaterThan(0)
  await takeBoard(page)
  // Over the target, before any interception there: evacuate or ride it out (D-STRAFE-EVAC).
  const evac = dialog(page)
  await expect(evac).toHaveAttribute('data-kind', 'evacuation')
  await expect(evac.getByTestId('evacuation-number')).toContainText('Evacuation number 1')
  await expect(evac.getByTestId('evacuation-chance')).toHaveText('16.7%')
  await expect(evac.locator('.illegal')).toContainText('Me-109')
  await expect(evac.locator('.illegal')).toContainText(
    'rides it out: no friendly base within twice its range has room for it (4.14)',
  )
  await expect(evac.getByRole('combobox', { name: 'Where de-ju88-2 goes' }).locator('option')).toHaveText([
    'rides it out',
    'evacuates to Le Havre (2323)',
    'evacuates to Rotterdam (4819)',
  ])
  await evac
    .getByRole('combobox', { name: 'Where de-ju88-2 goes' })
    .selectOption({ label: 'evacuates to Rotterdam (4819)' })
  await evac.getByRole('button', { name: /^Evacuate 1 unit and roll/ }).click()

  // The Me-109 that stayed may intercept over its base: the Axis passes.
  await expect.poll(() => pendingKind(page)).toBe('declare')
  await takeBoard(page)
  await dialog(page).getByRole('button', { name: /^Pass/ }).click()

  // Each strafer attacks one unit on the ground, with the odds before the roll (D-STRAFE-TARGET).
  await expect.poll(() => pendingKind(page)).toBe('strafeTarget')
  await takeBoard(page)
  const strafe = dialog(page)
  await expect(strafe.getByTestId('targets').getByRole('radio')).toHaveCount(1)
  await expect(strafe.getByTestId('odds')).toContainText('Air target number 3')
  await expect(strafe.getByTestId('odds')).toContainText('die +1 strafing (4.14, 4.18)')
  await expect(strafe.getByTestId('odds-hit')).toHaveText('16.7%')
  await strafe.getByRole('button', { name: /^Strafe and roll/ }).click()
  await expect(page.getByTestId('last-rolls')).toContainText(
    'Strafing (4.14): Typhoon strafes Me-109: target number 3, die modifier +1, roll 1: hit (4.14).',
  )
  // The second Typhoon holds its fire: the Step goes back to planning.
  await dialog(page)
    .getByRole('button', { name: /^No more strafing/ })
    .click()
  await expect.poll(() => pendingKind(page)).toBe('plan')

  await page.getByRole('tab', { name: 'Log' }).click()
  const log = page.locator('#panel-log')
  for (const line of [
    'Typhoon and Typhoon launch from Lydd (3218) to strafe 3722 (4.1).',
    'Axis: Ju-88 tries to evacuate; Me-109 rides it out (4.14).',
    'Ju-88 evacuates to Rotterdam: roll 1 ≤ 1 (4.14).',
    'Me-109 is hit on the ground: depleted (4.14, 4.17).',
    'Typhoon makes no strafing attack (4.14).',
  ])
    await expect(log.getByText(line, { exact: false }).first()).toBeVisible()
  const units = await page.evaluate(() => {
    const g = window.__sortieStore!.getState().game!
    const s = g.states[g.cursor]
    return { ju88: s.units['de-ju88-2'].base, me109: s.units['de-me109-4'].face }
  })
  expect(units).toEqual({ ju88: 'rotterdam', me109: 'back' })
})

test('against the automatic opponent: the bot answers the evacuation from the exact chance, then the Allies strafe', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await openApp(page)
  await loadBuiltInWithDice(
    page,
    'channel-1943',
    Array.from({ length: 40 }, () => 6),
  ) // every die a 6: attacks miss, evacuations fail
  await setBots(page, ['Axis'])
  await planStrafe(page)
  // The Allies answer their own decisions if the bot intercepts, up to the strafing attacks.
  await answerUntil(page, 'allies', 'strafeTarget')
  expect(await pendingKind(page)).toBe('strafeTarget')
  await page.getByRole('tab', { name: 'Log' }).click()
  const why = page.locator('#panel-log').getByTestId('log-bot-entry')
  await expect(
    why.filter({
      hasText: 'Evacuation number 1: each evacuation succeeds on a die of 1, 1/6 (16.7%) (4.14).',
    }),
  ).toHaveCount(1)
  await expect(page.locator('#panel-log')).toContainText('Ju-88 fails to evacuate: roll 6 > 1')
  await page.getByRole('tab', { name: 'Situation' }).click()
  await dialog(page)
    .getByRole('button', { name: /^Strafe and roll/ })
    .click()
  await expect(page.getByTestId('last-rolls')).toContainText('roll 6: miss')
})
