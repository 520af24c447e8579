// An Air Offensive bombing Marck through the dialogs (4.25, 4.26): the Offensive Phase dialog,
// the plan's bombing target list, the defender's evacuation behind the hand-over, the allocation
// with the exact odds before the 2d6 roll, collateral losses chosen in turn, and the airbase shown
// destroyed. Once in hot-seat, once against the automatic opponent.
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import {
  answerUntil,
  decisionDialog as dialog,
  dispatchAction,
  gameCursor,
  hexToScreen,
  loadBuiltInWithDice,
  openApp,
  pendingKind,
  setBots,
  takeBoard,
} from './helpers'

test.use({ reducedMotion: 'reduce' })

/** Both Naval and Air Phases end at once; the Allies declare an Air Offensive in the Offensive Phase dialog. */
async function toAirOffensive(page: Page): Promise<void> {
  await dispatchAction(page, { type: 'endStep' })
  await dispatchAction(page, { type: 'endStep' })
  await takeBoard(page)
  const off = dialog(page)
  await expect(off).toHaveAttribute('data-kind', 'offensive')
  await expect(page.getByTestId('phase')).toHaveText('Offensive Phase')
  await expect(page.getByTestId('step')).toHaveText('Declaring Offensives')
  await expect(off.getByTestId('offensive-land')).toContainText(
    'A land attack with its Breakthrough, Combat and Exploitation steps',
  )
  await off.getByRole('button', { name: /^Declare an Air Offensive/ }).click()
  await expect(page.getByTestId('step')).toHaveText('Air Offensive: 0 of 2 missions launched')
}

/** The Wellington at London bombs Marck (3722), planned the way a player does. */
async function planRaid(page: Page): Promise<void> {
  await page.evaluate(() => window.__sortieStore!.getState().centreMap('3012'))
  const at = await hexToScreen(page, '3012')
  await page.mouse.click(at.x, at.y)
  const form = page.getByTestId('decision').getByRole('group', { name: /^Plan a mission from London/ })
  await form.getByRole('checkbox', { name: /Wellington/ }).check()
  const kinds = form.getByTestId('mission-kinds')
  await expect(kinds.getByRole('radio', { name: 'Fly to a hex (no strike)' })).toBeDisabled()
  await expect(kinds.getByTestId('mission-fly')).toContainText(
    'An Air Offensive flies only bombing of installations, Change Base, air transport and air-naval attacks (4.25).',
  )
  await kinds.getByRole('radio', { name: 'Bomb installations (Air Offensive)' }).check()
  await form.getByTestId('bomb-3722').click()
  const trace = page.getByTestId('trace-panel')
  await expect(trace.getByRole('heading')).toHaveText('Tracing the bombing route')
  const before = await gameCursor(page)
  await trace.getByRole('button', { name: /^Launch/ }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
}

test('hot-seat: an Air Offensive bombs Marck; the odds before the roll; the airbase destroyed, collateral losses in turn', async ({
  page,
}) => {
  await openApp(page)
  await page.evaluate(() =>
    window.__sortieStore!.getState().setSession({ handOver: true, handOverWhen: 'everyChange' }),
  )
  await loadBuiltInWithDice(page, 'channel-1943', [6, 6]) // the 2d6 of the bombing
  await takeBoard(page)
  await toAirOffensive(page)
  await takeBoard(page)
  await planRaid(page)
  // The Axis passes every interception and lets its units ride it out.
  for (let i = 0; i < 40; i++) {
    await takeBoard(page)
    const kind = await pendingKind(page)
    if (kind === 'declare') await dialog(page).getByRole('button', { name: /^Pass/ }).click()
    else if (kind === 'evacuation')
      await dialog(page)
        .getByRole('button', { name: /^Ride it out/ })
        .click()
    else break
    await page.waitForTimeout(50)
  }
  await takeBoard(page)
  const alloc = dialog(page)
  await expect(alloc).toHaveAttribute('data-kind', 'bombAllocation')
  // Marck, a large airbase: target number 2; the Wellington's 5 is column 1–6; destroyed on 9+ (10 in 36).
  const odds = alloc.getByTestId('bomb-odds-marck:0')
  await expect(odds).toContainText('strength 5, column 1–6')
  await expect(odds).toContainText('placeholder Bombing Table')
  await expect(odds).toContainText(
    "target number 2 (large airbase 2); the table's result must reach 2: a 2d6 roll of 9 or more in this column",
  )
  await expect(odds.getByTestId('odds-destroyed')).toHaveText('27.8%')
  await expect(odds.getByTestId('odds-aa')).toHaveText('8.3%')
  await alloc.getByRole('button', { name: /^Bomb and roll/ }).click()
  await expect(page.getByTestId('last-rolls')).toContainText(
    'Bombing (4.26): Wellington bombs Marck large airbase: strength 5, column 1–6 (placeholder table), roll 6 + 6 = 12: result 5 against target number 2 — destroyed (4.26).',
  )
  // Two collateral steps (even totals 10 and 12): the Axis chooses the first, the Allies the second.
  await takeBoard(page)
  await expect(dialog(page)).toHaveAttribute('data-kind', 'bombCollateral')
  await expect(page.getByTestId('decision')).toContainText('Axis to decide')
  await dialog(page).getByRole('radio', { name: /Ju-88/ }).check()
  await dialog(page)
    .getByRole('button', { name: /^This unit loses the step/ })
    .click()
  await takeBoard(page)
  await expect(page.getByTestId('decision')).toContainText('Western Allies to decide')
  await dialog(page)
    .getByRole('radio', { name: /Me-109/ })
    .check()
  await dialog(page)
    .getByRole('button', { name: /^This unit loses the step/ })
    .click()
  // Marck holds no air unit any more: the Axis makes a Forced Rebase of each unit, the nearest legal base first (4.7);
  // a unit that over-stacks its new base is placed in the stack by its owner (4.8; D-BASE-STACKORDER).
  let placed = 0
  for (let i = 0; i < 6 && (await pendingKind(page)) !== 'plan'; i++) {
    await takeBoard(page)
    const d = dialog(page)
    if ((await d.getAttribute('data-kind')) === 'stackOrder') {
      await d.getByRole('button', { name: /^Place it here/ }).click()
      placed++
    } else {
      await expect(d).toHaveAttribute('data-kind', 'forcedRebase')
      await expect(d).toContainText('Previously Committed for the rest of the month (4.7)')
      await d.getByRole('button', { name: /^Rebase here/ }).click()
    }
    await page.waitForTimeout(50)
  }
  expect(placed).toBeLessThanOrEqual(2)
  await takeBoard(page)
  await expect.poll(() => pendingKind(page)).toBe('plan')
  await expect(page.getByTestId('step')).toHaveText('Air Offensive: 1 of 2 missions launched')
  // The hex panel shows Marck destroyed and its capacity gone.
  await page.evaluate(() => window.__sortieStore!.getState().select({ hex: '3722', unit: null }))
  await expect(page.getByRole('complementary', { name: 'Game panels' })).toContainText(
    'Large airbase (destroyed)',
  )
  await page.getByRole('tab', { name: 'Log' }).click()
  const log = page.locator('#panel-log')
  for (const line of [
    'Western Allies declares an Air Offensive',
    'Marck large airbase is destroyed: it does not function until repaired (4.26).',
    'Ju-88 loses a step: collateral loss in the destroyed airbase (4.26).',
    'Me-109 loses a step: collateral loss in the destroyed airbase (4.26).',
    'Forced Rebase: Me-109 flies from Marck',
    'Forced Rebase: Ju-88 flies from Marck',
  ])
    await expect(log.getByText(line, { exact: false }).first()).toBeVisible()
})

test('against the automatic opponent: the bot evacuates from the exact chance, the raid is rolled, the bot takes its collateral choice', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await openApp(page)
  await loadBuiltInWithDice(
    page,
    'channel-1943',
    Array.from({ length: 60 }, () => 6),
  ) // every die a 6: combat misses, evacuations fail, the bombing roll is 12
  await setBots(page, ['Axis'])
  await dispatchAction(page, { type: 'endStep' })
  // The bot plays the Axis Naval and Air Phase; the Allies pass whatever it asks of them, up to the Offensive Phase.
  await answerUntil(page, 'allies', 'offensive')
  await dialog(page)
    .getByRole('button', { name: /^Declare an Air Offensive/ })
    .click()
  await planRaid(page)
  await answerUntil(page, 'allies', 'plan')
  await page.getByRole('tab', { name: 'Log' }).click()
  const log = page.locator('#panel-log')
  await expect(log).toContainText(
    'Marck large airbase is destroyed: it does not function until repaired (4.26).',
  )
  await expect(log.getByTestId('log-bot-entry').filter({ hasText: 'Evacuation number 1' })).toHaveCount(1)
})

test('an installation under construction destroyed: its owner chooses whether to pay 1 EP; not paying, doubles eliminate it (D-BOMB-UCEP)', async ({
  page,
}) => {
  await openApp(page)
  const json = JSON.parse(
    readFileSync(new URL('../public/scenarios/channel-1943.json', import.meta.url), 'utf8'),
  )
  // Marck is still being built (capacity 0): its Me-109 and Ju-88 are not there yet.
  for (const b of json.bases)
    if (b.id === 'marck')
      b.components = b.components.map((c: Record<string, unknown>) => ({ ...c, underConstruction: true }))
  json.airUnits = json.airUnits.filter((u: { base: string }) => u.base !== 'marck')
  await page.evaluate((j) => {
    if (!window.__sortieStore!.getState().loadScenario(j, 'channel-1943', { seed: 1, dice: [6, 6, 4, 4] }))
      throw new Error('load failed')
  }, json)
  await toAirOffensive(page)
  await planRaid(page)
  for (let i = 0; i < 40; i++) {
    const kind = await pendingKind(page)
    if (kind === 'declare') await dialog(page).getByRole('button', { name: /^Pass/ }).click()
    else if (kind === 'evacuation')
      await dialog(page)
        .getByRole('button', { name: /^Ride it out/ })
        .click()
    else break
    await page.waitForTimeout(50)
  }
  await dialog(page)
    .getByRole('button', { name: /^Bomb and roll/ })
    .click()
  const ucep = dialog(page)
  await expect(ucep).toHaveAttribute('data-kind', 'bombUcep')
  await expect(page.getByTestId('decision')).toContainText('Axis to decide')
  await expect(ucep.getByTestId('ucep-doubles')).toHaveText('16.7%')
  await ucep.getByRole('button', { name: /^Do not pay: roll 2d6/ }).click()
  await page.getByRole('tab', { name: 'Log' }).click()
  const log = page.locator('#panel-log')
  await expect(log).toContainText('Axis does not pay: the bombing side rolls 2d6')
  await expect(log).toContainText(
    'Under construction: roll 4 and 4: doubles — it is eliminated and will not be completed (4.26).',
  )
})
