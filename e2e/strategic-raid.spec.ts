// A strategic bombing raid of APTO Part 2 played through the screen, hot-seat (2.2–2.7): the
// Allies plan the raid of two B-29s from Okinawa on Kure in the Strategic Bombing Step; Japan
// passes the approach and intercepts over the target with its A6M; two rounds of air combat; the
// raid's dialog shows the column, the B-29 modifier and the exact odds before the roll; Japan's
// EP loss is in the results panel and the log; then Japan declines its raid and the step ends.
// The scenario is a test file (e2e/scenarios/strategic-raid.json), not a built-in one.
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import {
  decisionDialog as dialog,
  gameCursor,
  hexToScreen,
  openApp,
  pendingKind,
  takeBoard,
  loadInPage,
} from './helpers'

test.use({ reducedMotion: 'reduce' })

const SCENARIO = JSON.parse(readFileSync(new URL('./scenarios/strategic-raid.json', import.meta.url), 'utf8'))

async function load(page: Page, dice: number[]): Promise<void> {
  await loadInPage(page, SCENARIO, { id: 'strategic-raid-test', dice })
}

const pendingLoc = (page: Page) =>
  page.evaluate(() => {
    const g = window.__sortieStore!.getState().game!
    return g.states[g.cursor].pending.loc ?? null
  })

/** Answers every decision through its dialog, as the players would, until `kind` is due. Japan intercepts over `at` only. */
async function playUntil(page: Page, kind: string, at: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    await takeBoard(page)
    const k = await pendingKind(page)
    if (k === kind) return
    const d = dialog(page)
    await expect(d).toHaveAttribute('data-kind', k)
    const before = await gameCursor(page)
    if (k === 'declare' && (await pendingLoc(page)) === at) {
      await expect(d.getByTestId('declare-targets')).toContainText('B-29 b29-1')
      await d.getByRole('checkbox', { name: /A6M a6m/ }).check()
      await d.getByRole('button', { name: /^Declare/ }).click()
    } else if (k === 'declare' || k === 'preCombat') await d.getByRole('button', { name: /^Pass/ }).click()
    else if (k === 'designate') {
      for (const box of await d.getByRole('checkbox').all()) await box.check()
      await d.locator('.dialog-buttons button.primary').click()
    } else if (k === 'attack') await d.getByRole('button', { name: /^Attack and roll/ }).click()
    else if (k === 'voluntaryAbort') await d.getByRole('button', { name: /^Abort none/ }).click()
    else if (k === 'remain') await d.getByRole('button', { name: /^Stay/ }).click()
    else await d.locator('.dialog-buttons button.primary').click() // launching the interceptors, continuing after combat
    await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  }
  throw new Error(`no ${kind} decision`)
}

test('hot-seat: two B-29s raid Kure, the A6M intercepts over the target; the odds before the roll; Japan loses 10 EP (2.2–2.7)', async ({
  page,
}) => {
  await openApp(page)
  await page.evaluate(() =>
    window.__sortieStore!.getState().setSession({ handOver: true, handOverWhen: 'everyChange' }),
  )
  // Dice: the A6M misses in both rounds (6, 6); the bombing roll is 3 + 4.
  await load(page, [6, 6, 3, 4])
  await takeBoard(page)
  await expect(page.getByTestId('phase')).toHaveText('Strategic Warfare Phase')
  await expect(page.getByTestId('step')).toHaveText('Strategic Bombing Step: Allies raid')

  // The Allies plan the raid from Okinawa (3825).
  await page.evaluate(() => window.__sortieStore!.getState().centreMap('3825'))
  const at = await hexToScreen(page, '3825')
  await page.mouse.click(at.x, at.y)
  const form = page.getByTestId('decision').getByRole('group', { name: /^Plan a mission from Okinawa/ })
  await form.getByRole('checkbox', { name: /B-29 b29-1/ }).check()
  await form.getByRole('checkbox', { name: /B-29 b29-2/ }).check()
  const kinds = form.getByTestId('mission-kinds')
  await expect(kinds.getByRole('radio', { name: 'Strategic bombing raid' })).toBeChecked()
  await expect(kinds.getByTestId('mission-fly')).toContainText(
    'The Strategic Bombing Step flies strategic bombing raids only (2.2).',
  )
  const targets = form.getByTestId('raid-targets')
  await expect(targets).toContainText('Kure 4428')
  await expect(targets).toContainText('city/resource; 6 MP away')
  await targets.getByTestId('raid-4428').click()
  const trace = page.getByTestId('trace-panel')
  await expect(trace.getByRole('heading')).toHaveText('Tracing the raid’s route')
  const before = await gameCursor(page)
  await trace.getByRole('button', { name: /^Launch/ }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)

  // Japan lets the approach go and intercepts over Kure; two rounds of combat, both misses.
  await playUntil(page, 'raidAttacks', '4428')
  const d = dialog(page)
  await expect(d).toHaveAttribute('data-kind', 'raidAttacks')
  // 20 + 20 = 40, the 40–59 column, one right for a city/resource target: 60+ (test table); +1 for each full-strength B-29 (2.7).
  const odds = d.getByTestId('raid-odds-1')
  await expect(odds.getByTestId('raid-strength')).toHaveText('40')
  await expect(odds.getByTestId('raid-column')).toHaveText('60+')
  await expect(odds).toContainText('a city/resource target: one column right, 2.3')
  await expect(odds).toContainText('roll +2: 2 full-strength B-29s: +1 each (2.7)')
  await expect(odds.getByTestId('raid-expected')).toHaveText('9.89')
  await expect(odds.getByTestId('raid-aa')).toHaveText('16.7%')
  const rolled = await gameCursor(page)
  await d.getByRole('button', { name: 'Bomb and roll (1 attack)' }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(rolled)
  await expect(page.getByTestId('last-rolls')).toContainText(
    'Strategic bombing (2.5): B-29 b29-1 and B-29 b29-2 bomb Kure (4428): strength 40, column 60+ (a city/resource target: one column right) (placeholder table), roll 3 + 4 = 7 + 2 (B-29, 2.7) = 9: result 10 — Japan loses 10 EP (2.5).',
  )

  // Japan's raid: it declines; the Allies have no Bomber left to raid: the step is over.
  await takeBoard(page)
  await expect(page.getByTestId('step')).toHaveText('Strategic Bombing Step: Japan raid')
  const results = page.getByTestId('strategic-results')
  await expect(results.getByTestId('strategic-result')).toContainText('Kure (4428): Japan loses 10 EP')
  await expect(results.getByTestId('strategic-ep-JP')).toHaveText(
    'Japan: 10 EP lost to strategic bombing this season (Spring 1945), of an income of 30. Take them off its EP Track.',
  )
  // The hex panel tells what Kure is as a target (2.3).
  await page.evaluate(() => window.__sortieStore!.getState().select({ hex: '4428', unit: null }))
  await expect(page.getByTestId('hex-strategic-target')).toHaveText(
    'Strategic Target: Kure, a city/resource hex of Japan (2.3).',
  )
  const declined = await gameCursor(page)
  await page.getByTestId('decision').getByRole('button', { name: 'Decline further raids' }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(declined)
  await takeBoard(page)
  await expect(page.getByTestId('phase')).toHaveText('Naval and Air Phase')
  await page.getByRole('tab', { name: 'Log' }).click()
  const log = page.locator('#panel-log')
  for (const line of [
    'Japan declares an interception of B-29 b29-1 and B-29 b29-2 at 4428: A6M a6m from Kyoto (4.13).',
    'Japan loses 10 EP (Kure bombed, 2.5): take them off its EP Track.',
    'Japan declines: it flies no more raids this Strategic Warfare Phase (2.5).',
    'Every side has declined: the Strategic Bombing Step is over (2.5).',
  ])
    await expect(log.getByText(line, { exact: false }).first()).toBeVisible()
})
