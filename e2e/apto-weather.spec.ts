// APTO weather determined each month (Part 1) through the screen: a small APTO scenario with the
// three Pacific zones (src/rules/systems/aeto/testing/weatherFixture.ts). The game opens on the Weather Phase of
// June 1943: its dialog shows the Turn Track's box and each zone's table with the exact odds; the
// player determines the weather (dice 4 + 5 and 6 + 6) and the top bar, the map's zone plates, the
// hex panel and the log say the month's weather. A month later (dice 2, then 6 + 6) the next Weather
// Phase comes first, and July's weather replaces June's everywhere. Then the reach the map draws
// under that weather (E4–E6): a unit's range overlay and the interception zone are only what the
// rules accept, and the unit card and hex panel say why the reach is short.
import { expect, test, type Page } from '@playwright/test'
import { weatherFixture } from '../src/rules/systems/aeto/testing/weatherFixture'
import { act, start } from '../src/rules/systems/aeto/testing/play'
import { contextOf } from '../src/rules/systems/aeto/context'
import {
  clickHex,
  decisionDialog as dialog,
  dispatchAction,
  gameCursor,
  openApp,
  pendingKind,
  takeBoard,
  loadInPage,
} from './helpers'

test.use({ reducedMotion: 'reduce' })

const load = (page: Page, json: unknown, dice: number[]) =>
  loadInPage(page, json, { id: 'apto-weather', dice })

const logText = (page: Page) =>
  page.evaluate(() =>
    window
      .__sortieStore!.getState()
      .game!.events.flat()
      .map((e: { text: string }) => e.text),
  )
const plates = (page: Page) => page.evaluate(() => window.__sortie!.weatherPlates())

test('the Weather Phase of a month: its odds, the roll, and the weather on the top bar, the map and the hex panel (APTO Part 1)', async ({
  page,
}) => {
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
  await expect(odds.getByRole('row', { name: /Pacific Severe Zone/ })).toContainText(
    '2–6 no effect (15/36) · 7–8 strength halved (11/36) · 9–10 strength and range halved (7/36) · 11–12 all air grounded (3/36) (1.4)',
  )
  await expect(odds.getByRole('row', { name: /Pacific Moderate Zone/ })).toContainText(
    'Wet2–8 no effect (26/36) · 9–10 strength halved (7/36) · 11 strength and range halved (2/36) · 12 all air grounded (1/36) (1.4)',
  )
  await expect(odds.getByRole('row', { name: /Pacific Mild Zone/ })).toContainText('never affected (1.0)')
  await expect(page.getByTestId('phase')).toHaveText('Weather Phase')
  await expect(page.getByTestId('step')).toHaveText('Weather Determination')
  await expect(page.getByTestId('weather')).toHaveText(
    'Weather Phase: being determined — Pacific Severe Zone: to be determined · Pacific Moderate Zone: to be determined · Pacific Mild Zone: to be determined',
  )
  await expect
    .poll(() => plates(page))
    .toEqual(['Pacific Severe Zone weather: to be determined', 'Pacific Mild Zone weather: to be determined'])

  // The roll.
  const before = await gameCursor(page)
  await d.getByRole('button', { name: 'Determine the weather' }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  await expect(page.getByTestId('weather')).toHaveText(
    'Monsoon — Pacific Severe Zone: Monsoon, strength and range halved · Pacific Moderate Zone: Wet, all air grounded · Pacific Mild Zone: Fair',
  )
  await expect(page.getByTestId('phase')).toHaveText('Naval and Air Phase')
  await expect
    .poll(() => plates(page))
    .toEqual([
      'Pacific Severe Zone weather: Monsoon, strength and range halved',
      'Pacific Mild Zone weather: Fair',
    ])
  const log = await logText(page)
  expect(log).toContain(
    'Air Operation Effects Step, Pacific Severe Zone (Monsoon): 4 + 5 = 9 — strength and range halved (1.4).',
  )
  expect(log).toContain(
    'Air Operation Effects Step, Pacific Moderate Zone (Wet): 6 + 6 = 12 — all air grounded (1.4).',
  )
  await page.getByRole('tab', { name: 'Log' }).click()
  await expect(
    page
      .getByTestId('log-entry')
      .filter({ hasText: 'Pacific Severe Zone (Monsoon): 4 + 5 = 9 — strength and range halved' }),
  ).toHaveCount(1)
  await page.getByRole('tab', { name: 'Situation' }).click()
  await clickHex(page, '0502')
  await expect(page.getByTestId('hex-details')).toContainText(
    'Weather: Pacific Severe Zone, Monsoon, strength and range halved',
  )

  // The weather acts: no launch from a base of the grounded Moderate zone.
  const refused = await page.evaluate(
    () =>
      window
        .__sortieStore!.getState()
        .dispatch({ type: 'launch', base: 'rabaul', units: ['p40'], mission: 'fly', target: '0505' })
        ?.message ?? null,
  )
  expect(refused).toBe(
    'No air unit launches from rabaul: the weather of its weather zone (Pacific Moderate Zone) is Grounded this turn (1.0).',
  )

  // On to July: the next Weather Phase comes first, after June's End Phase.
  await dispatchAction(page, { type: 'endStep' })
  await dispatchAction(page, { type: 'endStep' })
  await dispatchAction(page, { type: 'passOffensive' })
  await dispatchAction(page, { type: 'passOffensive' })
  await expect.poll(() => pendingKind(page)).toBe('weather')
  await takeBoard(page)
  await expect(dialog(page)).toContainText('Weather Phase: July 1943')
  await expect(dialog(page).getByTestId('weather-box')).toHaveText(
    'The Turn Track gives W1-4 F5-6: one die chooses — Wet on 1–4 (4 in 6), Fair on 5–6 (2 in 6). (Part 1)',
  )
  await expect(page.getByTestId('turn')).toContainText('July 1943')
  await dialog(page).getByRole('button', { name: 'Determine the weather' }).click()
  await expect(page.getByTestId('weather')).toHaveText(
    'Wet — Pacific Severe Zone: Wet, all air grounded · Pacific Moderate Zone: Fair · Pacific Mild Zone: Fair',
  )
  await expect
    .poll(() => plates(page))
    .toEqual(['Pacific Severe Zone weather: Wet, all air grounded', 'Pacific Mild Zone weather: Fair'])
  expect(await logText(page)).toContain(
    'Weather Determination Step, July 1943: the die shows 2 on W on 1–4, F on 5–6: W — a Wet month (Part 1).',
  )
})

test('APTO weather, E4–E6: the map shows only the reach the rules accept, and the unit card and the hex panel say why it is short (1.4, 1.7)', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openApp(page)
  await load(page, weatherFixture({ turnTrack: { '6': 'M' } }), [4, 5, 6, 6]) // Severe: strength and range halved; Moderate: grounded
  await expect.poll(() => pendingKind(page)).toBe('weather')
  await takeBoard(page)
  await dialog(page).getByRole('button', { name: 'Determine the weather' }).click()
  await expect(page.getByTestId('weather')).toHaveText(
    'Monsoon — Pacific Severe Zone: Monsoon, strength and range halved · Pacific Moderate Zone: Wet, all air grounded · Pacific Mild Zone: Fair',
  )

  // What the rules accept: every hex of the Severe zone (rows 1–3) within 6 of Kiska (0502), the B-17's range 12 halved.
  const state = act(start(weatherFixture({ turnTrack: { '6': 'M' } }), [4, 5, 6, 6]), {
    type: 'determineWeather',
  }).state
  const map = contextOf(state).map
  const hexes = Array.from({ length: 12 }, (_, r) =>
    Array.from(
      { length: 20 },
      (_, c) => `${String(c + 1).padStart(2, '0')}${String(r + 1).padStart(2, '0')}`,
    ),
  ).flat()
  const within = (from: string, n: number, rows: number) =>
    hexes
      .filter(
        (h) => Number(h.slice(2)) <= rows && map.hexDistance(map.parseLoc(from)!, map.parseLoc(h)!) <= n,
      )
      .sort()
  const overlay = () => page.evaluate(() => window.__sortie!.overlay()!)

  await page.getByRole('tab', { name: 'Forces' }).click()
  const forces = page.locator('#panel-forces')
  await forces.getByRole('button', { name: 'B-17', exact: true }).click()
  const card = forces.getByTestId('unit-card')
  await expect(card.getByTestId('unit-reach')).toHaveText(
    'Reach: Range 6 of 12: range halved by the weather, 1.4 — at its base (Pacific Severe Zone: Monsoon, strength and range halved).',
  )
  await expect.poll(async () => [...(await overlay()).range].sort()).toEqual(within('0502', 6, 3))
  // Launching the B-17 into the grounded zone, 2 hexes off, is refused as the overlay says.
  const refused = await page.evaluate(
    () =>
      window
        .__sortieStore!.getState()
        .dispatch({ type: 'launch', base: 'kiska', units: ['b17'], mission: 'fly', target: '0504' })
        ?.message ?? null,
  )
  expect(refused).toBe(
    'No air unit enters 0504: the weather of its zone (Pacific Moderate Zone) grounds all air activity there this month (APTO 1.5).',
  )

  await forces.getByRole('button', { name: 'P-40', exact: true }).click()
  await expect(card.getByTestId('unit-reach')).toHaveText(
    'Reach: No reach: all air is grounded by the weather at its base, 1.4 (Pacific Moderate Zone: Wet, all air grounded).',
  )
  await expect.poll(async () => (await overlay()).range).toEqual([])

  // The Axis interception zone, seen with an Allied unit in hand: the Ki-43 at Paramushiro (1502), range 8 halved to 4, intercepts 2 hexes out, never into the grounded zone.
  await forces.getByRole('button', { name: 'B-17', exact: true }).click()
  await page.getByRole('checkbox', { name: 'Interception' }).check()
  await expect.poll(async () => [...(await overlay()).interception].sort()).toEqual(within('1502', 2, 3))

  await page.getByRole('tab', { name: 'Situation' }).click()
  await clickHex(page, '0506')
  await expect(page.getByTestId('hex-details')).toContainText(
    'No reach: all air is grounded by the weather here, 1.4 — no unit launches from, flies into or intercepts in this zone',
  )
  await clickHex(page, '0502')
  await expect(page.getByTestId('hex-details')).toContainText(
    'Range halved by the weather, 1.4: a unit based here, or flying in (1.7), flies half its range',
  )
})
