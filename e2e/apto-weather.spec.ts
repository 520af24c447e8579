// APTO weather determined each month (Part 1) through the screen: a small APTO scenario with the
// three Pacific zones (src/rules/testing/weatherFixture.ts). The game opens on the Weather Phase of
// June 1943: its dialog shows the Turn Track's box and each zone's table with the exact odds; the
// player determines the weather (dice 4 + 5 and 6 + 6) and the top bar, the map's zone plates, the
// hex panel and the log say the month's weather. A month later (dice 2, then 6 + 6) the next Weather
// Phase comes first, and July's weather replaces June's everywhere.
import { expect, test, type Page } from '@playwright/test'
import { weatherFixture } from '../src/rules/testing/weatherFixture'
import { clickHex, decisionDialog as dialog, dispatchAction, gameCursor, openApp, pendingKind, takeBoard } from './helpers'

test.use({ reducedMotion: 'reduce' })

async function load(page: Page, json: unknown, dice: number[]) {
  await page.evaluate(
    ({ json, dice }) => {
      if (!window.__sortieStore!.getState().loadScenario(json, 'apto-weather', { seed: 1, dice })) throw new Error('load failed')
    },
    { json, dice },
  )
}

const logText = (page: Page) => page.evaluate(() => window.__sortieStore!.getState().game!.events.flat().map((e: { text: string }) => e.text))
const plates = (page: Page) => page.evaluate(() => window.__sortie!.weatherPlates())

test('the Weather Phase of a month: its odds, the roll, and the weather on the top bar, the map and the hex panel (APTO Part 1)', async ({ page }) => {
  test.setTimeout(120_000)
  await openApp(page)
  await load(page, weatherFixture({ turnTrack: { '6': 'M', '7': 'W1-4 F5-6' } }), [4, 5, 6, 6, 2, 6, 6])
  await expect.poll(() => pendingKind(page)).toBe('weather')
  await takeBoard(page)

  // Before the dice: the month's box and every zone's table with its odds.
  const d = dialog(page)
  await expect(d).toContainText('Weather Phase: June 1943')
  await expect(d.getByTestId('weather-box')).toHaveText('The Turn Track gives M: a Monsoon month. (Part 1)')
  const odds = d.getByTestId('weather-odds')
  await expect(odds.getByRole('row', { name: /Pacific Severe Zone/ })).toContainText('2–6 no effect (15/36) · 7–8 strength halved (11/36) · 9–10 strength and range halved (7/36) · 11–12 all air grounded (3/36) (1.4)')
  await expect(odds.getByRole('row', { name: /Pacific Moderate Zone/ })).toContainText('Wet2–8 no effect (26/36) · 9–10 strength halved (7/36) · 11 strength and range halved (2/36) · 12 all air grounded (1/36) (1.4)')
  await expect(odds.getByRole('row', { name: /Pacific Mild Zone/ })).toContainText('never affected (1.0)')
  await expect(page.getByTestId('phase')).toHaveText('Weather Phase')
  await expect(page.getByTestId('step')).toHaveText('Weather Determination')
  await expect(page.getByTestId('weather')).toHaveText('Weather Phase: being determined — Pacific Severe Zone: to be determined · Pacific Moderate Zone: to be determined · Pacific Mild Zone: to be determined')
  await expect.poll(() => plates(page)).toEqual(['Pacific Severe Zone weather: to be determined', 'Pacific Mild Zone weather: to be determined'])

  // The roll.
  const before = await gameCursor(page)
  await d.getByRole('button', { name: 'Determine the weather' }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  await expect(page.getByTestId('weather')).toHaveText('Monsoon — Pacific Severe Zone: Monsoon, strength and range halved · Pacific Moderate Zone: Wet, all air grounded · Pacific Mild Zone: Fair')
  await expect(page.getByTestId('phase')).toHaveText('Naval and Air Phase')
  await expect.poll(() => plates(page)).toEqual(['Pacific Severe Zone weather: Monsoon, strength and range halved', 'Pacific Mild Zone weather: Fair'])
  const log = await logText(page)
  expect(log).toContain('Air Operation Effects Step, Pacific Severe Zone (Monsoon): 4 + 5 = 9 — strength and range halved (1.4).')
  expect(log).toContain('Air Operation Effects Step, Pacific Moderate Zone (Wet): 6 + 6 = 12 — all air grounded (1.4).')
  await page.getByRole('tab', { name: 'Log' }).click()
  await expect(page.getByTestId('log-entry').filter({ hasText: 'Pacific Severe Zone (Monsoon): 4 + 5 = 9 — strength and range halved' })).toHaveCount(1)
  await page.getByRole('tab', { name: 'Situation' }).click()
  await clickHex(page, '0502')
  await expect(page.getByTestId('hex-details')).toContainText('Weather: Pacific Severe Zone, Monsoon, strength and range halved')

  // The weather acts: no launch from a base of the grounded Moderate zone.
  const refused = await page.evaluate(() => window.__sortieStore!.getState().dispatch({ type: 'launch', base: 'rabaul', units: ['p40'], mission: 'fly', target: '0505' })?.message ?? null)
  expect(refused).toBe('No air unit launches from rabaul: the weather of its weather zone (Pacific Moderate Zone) is Grounded this turn (1.0).')

  // On to July: the next Weather Phase comes first, after June's End Phase.
  await dispatchAction(page, { type: 'endStep' })
  await dispatchAction(page, { type: 'endStep' })
  await dispatchAction(page, { type: 'passOffensive' })
  await dispatchAction(page, { type: 'passOffensive' })
  await expect.poll(() => pendingKind(page)).toBe('weather')
  await takeBoard(page)
  await expect(dialog(page)).toContainText('Weather Phase: July 1943')
  await expect(dialog(page).getByTestId('weather-box')).toHaveText('The Turn Track gives W1-4 F5-6: one die chooses — Wet on 1–4 (4 in 6), Fair on 5–6 (2 in 6). (Part 1)')
  await expect(page.getByTestId('turn')).toContainText('July 1943')
  await dialog(page).getByRole('button', { name: 'Determine the weather' }).click()
  await expect(page.getByTestId('weather')).toHaveText('Wet — Pacific Severe Zone: Wet, all air grounded · Pacific Moderate Zone: Fair · Pacific Mild Zone: Fair')
  await expect.poll(() => plates(page)).toEqual(['Pacific Severe Zone weather: Wet, all air grounded', 'Pacific Mild Zone weather: Fair'])
  expect(await logText(page)).toContain('Weather Determination Step, July 1943: the die shows 2 on W on 1–4, F on 5–6: W — a Wet month (Part 1).')
})
