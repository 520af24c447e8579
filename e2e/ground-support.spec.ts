// A Land Offensive with ground support (4.22) through the dialogs: the Offensive Phase dialog, the
// land combat declared at the Boulogne garrison by No. 4 Commando, D-GS-LAUNCH in turn (the
// attacker first) with the forecast, the air units over the hex, and the result panel: air
// superiority and the bomber strength each side adds, capped by the land units' strength (T-16).
// Once in hot-seat with the hand-over at every change of side, once against the automatic opponent.
import { expect, test, type Page } from '@playwright/test'
import {
  answerUntil,
  decisionDialog as dialog,
  dispatchAction,
  gameCursor,
  loadBuiltInWithDice,
  openApp,
  pendingKind,
  setBots,
  takeBoard,
} from './helpers'

test.use({ reducedMotion: 'reduce' })

const pendingSide = (page: Page) =>
  page.evaluate(() => {
    const g = window.__sortieStore!.getState().game!
    return g.states[g.cursor].pending.side
  })

/** The Allies declare a Land Offensive and a land combat at 3424 with No. 4 Commando. */
async function declareCombat(page: Page): Promise<void> {
  const off = dialog(page)
  await expect(off).toHaveAttribute('data-kind', 'offensive')
  await off.getByRole('radio', { name: 'Land Offensive' }).check()
  await off.getByRole('button', { name: /^Declare a Land Offensive/ }).click()
  await expect(page.getByTestId('step')).toHaveText('Western Allies Land Offensive, Breakthrough Step')
  const land = dialog(page)
  await expect(land).toHaveAttribute('data-kind', 'landCombat')
  await expect(land.getByTestId('land-target-3424')).toContainText('3424: Boulogne garrison (2)')
  await expect(land.getByRole('checkbox', { name: 'No. 4 Commando (2)' })).toBeChecked()
  await expect(land.getByTestId('combat-facts')).toContainText('Terrain clear, weather clear.')
  await land.getByRole('button', { name: /^Declare the land combat at 3424/ }).click()
  await expect(page.getByTestId('step')).toHaveText(
    'Western Allies Land Offensive, Breakthrough Step: land combat at 3424',
  )
}

test('hot-seat: ground support from both sides over the Boulogne garrison; no air superiority; each side adds bombers up to its land strength', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openApp(page)
  await page.evaluate(() =>
    window.__sortieStore!.getState().setSession({ handOver: true, handOverWhen: 'everyChange' }),
  )
  await loadBuiltInWithDice(
    page,
    'channel-1943',
    Array.from({ length: 40 }, () => 6),
  )
  await takeBoard(page)
  await dispatchAction(page, { type: 'endStep' })
  await takeBoard(page)
  await dispatchAction(page, { type: 'endStep' })
  await takeBoard(page)
  await declareCombat(page)
  // D-GS-LAUNCH: the attacker first. The Typhoons at Lydd fly as bombers, traced on the map.
  let gs = dialog(page)
  await expect(gs).toHaveAttribute('data-kind', 'groundSupport')
  await expect(gs.getByTestId('gs-forecast')).toContainText('Air superiority: none')
  await gs.getByRole('radio', { name: 'Lydd (3218)' }).check()
  await expect(gs.getByTestId('gs-unit-uk-typhoon-1')).toBeVisible()
  await gs.getByRole('button', { name: 'Trace the route on the map' }).click()
  const trace = page.getByTestId('trace-panel')
  await expect(trace.getByRole('heading')).toHaveText('Tracing the ground support route')
  await expect(trace.getByTestId('route')).toContainText('3424')
  const before = await gameCursor(page)
  await trace.getByRole('button', { name: /^Launch/ }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  // The Axis passes its interceptions; then its turn to launch: the forecast shows Allied superiority.
  await answerUntil(page, 'axis', 'groundSupport', { bothSides: true })
  gs = dialog(page)
  const forecast = gs.getByTestId('gs-forecast')
  await expect(forecast.getByTestId('gs-superiority')).toHaveText(
    'Western Allies (+1 to the land combat die)',
  )
  await expect(forecast.getByTestId('gs-attacker')).toHaveText('2') // two Typhoons (8) capped at the Commando's 2 (T-16)
  await gs.getByRole('radio', { name: 'Marck (3722)' }).check()
  await gs.getByTestId('gs-unit-de-me109-4').getByRole('checkbox').uncheck()
  await gs.getByRole('button', { name: /^Launch to 3424/ }).click()
  // The Allies pass their interceptions of the Ju-88, then decline: the launching ends.
  await answerUntil(page, 'allies', 'groundSupport', { bothSides: true })
  await dialog(page)
    .getByRole('button', { name: /^Decline/ })
    .click()
  await answerUntil(page, 'allies', 'landCombat', { bothSides: true })
  const results = page.getByTestId('gs-results')
  await expect(results).toContainText(
    '3424 (Breakthrough Step): No. 4 Commando (2) against Boulogne garrison (2)',
  )
  await expect(results.getByTestId('gs-superiority')).toHaveText('none')
  await expect(results).toContainText(
    'Both sides have air units over the combat hex: no air superiority (4.22).',
  )
  await expect(results.getByTestId('gs-attacker')).toHaveText('2')
  await expect(results.getByTestId('gs-defender')).toHaveText('2')
  await expect(results).toContainText(
    'Total 8, capped at 2: the land strength of the supported units (No. 4 Commando 2) (4.22; T-16).',
  )
  // The Commando has attacked this Step; the Allies end the three Steps, and the Axis declares next.
  await expect(dialog(page)).toContainText(
    'None of your land units next to an enemy hex may attack in this Step',
  )
  for (const step of ['Breakthrough', 'Combat', 'Exploitation']) {
    await takeBoard(page)
    await dialog(page)
      .getByRole('button', { name: new RegExp(`^End the ${step} Step`) })
      .click()
  }
  await takeBoard(page)
  await expect.poll(() => pendingKind(page)).toBe('offensive')
  expect(await pendingSide(page)).toBe('axis')
  await page.getByRole('tab', { name: 'Log' }).click()
  const log = page.locator('#panel-log')
  for (const line of [
    'Western Allies declares a Land Offensive',
    'Western Allies declares a land combat at 3424 (Breakthrough Step): No. 4 Commando against Boulogne garrison.',
    'Land combat at 3424: no air superiority; bomber strength added: attacker 2, defender 2 (4.22).',
    'Western Allies’ Land Offensive is over (4.22).',
  ])
    await expect(log.getByText(line, { exact: false }).first()).toBeVisible()
})

test('against the automatic opponent: the bot answers D-GS-LAUNCH, the air battle is fought over the hex, and the result is shown', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openApp(page)
  await loadBuiltInWithDice(
    page,
    'channel-1943',
    Array.from({ length: 80 }, () => 6),
  ) // every die a 6: every air attack misses
  await setBots(page, ['Axis'])
  await dispatchAction(page, { type: 'endStep' })
  await answerUntil(page, 'allies', 'offensive')
  await declareCombat(page)
  const gs = dialog(page)
  await gs.getByRole('radio', { name: 'Lydd (3218)' }).check()
  await gs.getByRole('button', { name: /^Launch to 3424/ }).click()
  await answerUntil(page, 'allies', 'landCombat')
  const results = page.getByTestId('gs-results')
  await expect(results.getByTestId('gs-superiority')).toHaveText('none') // the bot's fighters are over the hex too
  await expect(results.getByTestId('gs-attacker')).toHaveText('2')
  await page.getByRole('tab', { name: 'Log' }).click()
  const log = page.locator('#panel-log')
  await expect(
    log.getByTestId('log-bot-entry').filter({ hasText: 'as ground support to 3424' }).first(),
  ).toBeVisible()
  await expect(log).toContainText('Land combat at 3424: no air superiority')
})
