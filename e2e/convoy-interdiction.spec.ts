// APTO air interdiction of a Convoy Route through the screen (2.13; T06): the test scenario is
// loaded from its file (e2e/scenarios/convoy-interdiction.json); Japan plans the raid in the plan
// form (mission kind, the Convoy Route areas with their cap), the Allies let their carrier's Combat
// Air Patrol pass behind the hand-over, Japan rolls two groups with the exact odds shown before
// each roll, and the cap keeps the UK's loss at 10 EP: the log, the last rolls and the results panel.
// With a Bombing Table imported in the Charts dialog that leaves a cell empty, the roll landing on
// it asks Japan for the printed result ("look it up on your chart", design §8).
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import {
  decisionDialog as dialog,
  dispatchAction,
  gameCursor,
  openApp,
  pendingKind,
  takeBoard,
  loadInPage,
} from './helpers'

test.use({ reducedMotion: 'reduce' })

const SCENARIO = JSON.parse(
  readFileSync(new URL('./scenarios/convoy-interdiction.json', import.meta.url), 'utf8'),
) as unknown

async function load(page: Page, dice: number[]): Promise<void> {
  await loadInPage(page, SCENARIO, { id: 'convoy-interdiction.json', dice })
}

const logText = (page: Page) =>
  page.evaluate(() =>
    window
      .__sortieStore!.getState()
      .game!.events.flat()
      .map((e: { text: string }) => e.text),
  )

test('hot-seat: Japan interdicts the Indian Ocean; rolls of 8 and 5 cost the UK 10 EP, the cap (2.13, APTO T06)', async ({
  page,
}) => {
  await openApp(page)
  await page.evaluate(() =>
    window.__sortieStore!.getState().setSession({ handOver: true, handOverWhen: 'everyChange' }),
  )
  await load(page, [6, 6, 5, 5])
  await takeBoard(page)
  await expect(page.getByTestId('phase')).toHaveText('Strategic Warfare Phase')

  // Japan plans the raid from Rabaul as a player does.
  await page
    .getByTestId('decision')
    .getByRole('button', { name: /^Rabaul 0205/ })
    .click()
  const form = page.getByTestId('decision').getByRole('group', { name: /^Plan a mission from Rabaul/ })
  for (const name of ['Ki-21 A', 'Ki-21 B', 'G4M Betty A', 'G4M Betty B'])
    await form.getByRole('checkbox', { name: new RegExp(`^${name}`) }).check()
  const kinds = form.getByTestId('mission-kinds')
  await expect(kinds.getByTestId('mission-merchantInterdiction')).toContainText(
    'No enemy Merchant Shipping Route is on the map (2.26).',
  )
  await kinds.getByRole('radio', { name: 'Interdict a Convoy Route (Strategic Warfare)' }).check()
  const targets = form.getByTestId('convoy-targets')
  await expect(targets.getByTestId('convoy-indian')).toContainText(
    'Indian Ocean Convoy Route: United Kingdom loses the EP; 13 MP away; at most 10 EP this Phase, 10 left',
  )
  await expect(targets.getByTestId('convoy-coral')).toContainText(
    'South Pacific Convoy Route: Australia loses the EP; 10 MP away; at most 3 EP this Phase, 3 left',
  )
  let before = await gameCursor(page)
  await targets.getByRole('button', { name: 'Interdict Indian Ocean' }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)

  // The Allies may intercept in the area with Hermes's Fulmar (Combat Air Patrol): they pass.
  await takeBoard(page)
  await expect.poll(() => pendingKind(page)).toBe('declare')
  await expect(page.getByTestId('decision')).toContainText('Allies to decide')
  await expect(dialog(page)).toContainText('Fulmar')
  await dialog(page).getByRole('button', { name: /^Pass/ }).click()

  // Japan rolls the two Ki-21s first: strength 17, column 17–21, the exact odds before the roll.
  await takeBoard(page)
  await expect.poll(() => pendingKind(page)).toBe('convoyAttack')
  const attack = dialog(page)
  await expect(attack).toHaveAttribute('data-kind', 'convoyAttack')
  await attack.getByRole('checkbox', { name: /^G4M Betty A/ }).uncheck()
  await attack.getByRole('checkbox', { name: /^G4M Betty B/ }).uncheck()
  await expect(attack.getByTestId('convoy-strength')).toHaveText('17')
  await expect(attack.getByTestId('convoy-column')).toHaveText('17–21')
  await expect(attack.getByTestId('convoy-odds')).toContainText(
    'at most 10 more EP this Phase (cap 10, 2.13)',
  )
  await expect(attack.getByTestId('convoy-eps')).toContainText(
    '0 EP 16.7% · 1 EP 11.1% · 2 EP 13.9% · 3 EP 16.7% · 4 EP 13.9% · 5 EP 11.1% · 6 EP 8.3% · 7 EP 5.6% · 8 EP 2.8%',
  )
  await expect(attack.getByTestId('convoy-aa')).toHaveText('8.3%')
  before = await gameCursor(page)
  await attack.getByRole('button', { name: /^Roll for 2 bombers/ }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  await expect(page.getByTestId('last-rolls')).toContainText(
    'Convoy interdiction (2.13): Ki-21 A and Ki-21 B interdict the Indian Ocean Convoy Route in Indian Ocean: strength 17, column 17–21 (placeholder table), roll 6 + 6 = 12: result 8 — United Kingdom loses 8 EP (8 of at most 10 in Indian Ocean this Phase) (2.13).',
  )

  // Then the Bettys: only 2 EP are left under the cap, which the odds show.
  await takeBoard(page)
  const second = dialog(page)
  await expect(second).toHaveAttribute('data-kind', 'convoyAttack')
  await expect(second.getByTestId('convoy-odds')).toContainText('at most 2 more EP this Phase (cap 10, 2.13)')
  await expect(second.getByTestId('convoy-eps')).toContainText('0 EP 27.8% · 1 EP 13.9% · 2 EP 58.3%')
  before = await gameCursor(page)
  await second.getByRole('button', { name: /^Roll for 2 bombers/ }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  expect(await logText(page)).toContain(
    'G4M Betty A and G4M Betty B interdict the Indian Ocean Convoy Route in Indian Ocean: strength 12, column 12–16 (placeholder table), roll 5 + 5 = 10: result 5 — United Kingdom loses 2 EP — 5 rolled, but air interdiction may cost Indian Ocean at most 10 EP this Phase (its MP): 10 of 10 now (2.13).',
  )

  // The results panel: the numbers for the players' EP Track.
  const results = page.getByTestId('interdiction-results')
  await expect(results.getByTestId('interdiction-totals')).toHaveText('United Kingdom loses 10 EP')
  await expect(results.getByTestId('interdiction-row')).toHaveText([
    'Indian Ocean: 8 EP — 2d6 12 on column 17–21 (2.13)',
    'Indian Ocean: 2 EP (5 rolled, the cap) — 2d6 10 on column 12–16 (2.13)',
  ])
  await expect(page.getByTestId('decision')).toContainText('Japan to decide')
  await expect.poll(() => pendingKind(page)).toBe('plan')
})

test('the Allies send the B-17 to the Red Merchant Shipping Route: Japan loses 1 EP, in the results panel (2.26)', async ({
  page,
}) => {
  await openApp(page)
  await load(page, [])
  await takeBoard(page)
  await page
    .getByTestId('decision')
    .getByRole('button', { name: /^End Air Movement Step/ })
    .click() // Japan flies nothing
  await takeBoard(page)
  await expect(page.getByTestId('decision')).toContainText('Allies to decide')
  await page
    .getByTestId('decision')
    .getByRole('button', { name: /^Darwin 1405/ })
    .click()
  const form = page.getByTestId('decision').getByRole('group', { name: /^Plan a mission from Darwin/ })
  await form.getByRole('checkbox', { name: /^B-17/ }).check()
  const kinds = form.getByTestId('mission-kinds')
  await expect(kinds.getByTestId('mission-convoyInterdiction')).toContainText(
    'No enemy Convoy Route is on the map (2.10).',
  )
  await kinds.getByRole('radio', { name: 'Interdict a Merchant Shipping Route (Strategic Warfare)' }).check()
  const red = form.getByTestId('merchant-targets').getByTestId('merchant-red')
  await expect(red).toContainText('Red route (Japan loses the EP)')
  const before = await gameCursor(page)
  await red.getByRole('button', { name: '0807' }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  expect(await logText(page)).toContain(
    'B-17 occupies the Red route at 0807 at full strength: Japan loses 1 EP (2.26).',
  )
  const results = page.getByTestId('interdiction-results')
  await expect(results.getByTestId('interdiction-totals')).toHaveText('Japan loses 1 EP')
  await expect(results.getByTestId('interdiction-row')).toHaveText([
    'Red route: 1 EP — a full-strength bomber on the route (2.26)',
  ])
})

test('a Bombing Table imported with an empty cell: the odds leave it out, the 12 is read off Japan’s own chart (2.13; design §8)', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openApp(page)
  await load(page, [6, 6])
  await takeBoard(page)

  // The players import their table from CSV, one line per column; the 17–21 column's 12 is left empty.
  await page.getByTestId('open-charts').click()
  const charts = page.getByTestId('charts')
  await charts.getByTestId('chart-enter').click()
  await charts.getByText('Import a table').click()
  await charts
    .getByTestId('chart-import-text')
    .fill(
      [
        '1, 0*, 0*, 0, 0, 0, 0, 1, 2, 3, 4, 5',
        '7, 0*, 0*, 0, 0, 0, 1, 2, 3, 4, 5, 6',
        '12, 0*, 0*, 0, 0, 1, 2, 3, 4, 5, 6, 7',
        '17, 0*, 0*, 0, 1, 2, 3, 4, 5, 6, 7,',
        '22, 0*, 0*, 1, 2, 3, 4, 5, 6, 7, 8, 9',
      ].join('\n'),
    )
  await charts.getByTestId('chart-import').click()
  await expect(charts.getByTestId('chart-import-note')).toHaveText(
    'Imported 5 columns: check them, then use the table.',
  )
  await expect(charts.getByTestId('chart-cell-12-3')).toHaveValue('')
  await expect(charts.getByTestId('chart-check')).toContainText('1 cell left to your own chart')
  let before = await gameCursor(page)
  await charts.getByTestId('chart-use').click()
  await expect.poll(() => gameCursor(page)).toBe(before + 1)
  await charts.getByRole('button', { name: 'Close' }).click()

  await dispatchAction(page, {
    type: 'launch',
    base: 'rabaul',
    units: ['ki21-a', 'ki21-b'],
    mission: 'convoyInterdiction',
    target: 'indian',
  })
  await takeBoard(page)
  await expect.poll(() => pendingKind(page)).toBe('declare')
  await dialog(page).getByRole('button', { name: /^Pass/ }).click()

  // The odds before the roll: the 12 (1 in 36) is left to the player's chart.
  await takeBoard(page)
  await expect.poll(() => pendingKind(page)).toBe('convoyAttack')
  const attack = dialog(page)
  await expect(attack.getByTestId('convoy-column')).toHaveText('17–21')
  await expect(attack.getByTestId('chart-note-bombing')).toContainText('entered table, not verified')
  await expect(attack.getByTestId('odds-own-chart')).toHaveText('· 2.8% from your own chart')
  before = await gameCursor(page)
  await attack.getByRole('button', { name: /^Roll for 2 bombers/ }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)

  // 6 + 6: the dice are logged, Japan reads its printed chart.
  await takeBoard(page)
  const ask = dialog(page)
  await expect(ask).toHaveAttribute('data-kind', 'chartLookup')
  await expect(ask.getByTestId('chart-dice')).toHaveText('6 + 6')
  await expect(ask.getByTestId('chart-cell')).toHaveText('column 17–21, row 12')
  await ask.getByTestId('chart-result').fill('8')
  await ask.getByRole('button', { name: /^Use this result/ }).click()
  await expect(page.getByTestId('last-rolls')).toContainText(
    'Convoy interdiction (2.13): Ki-21 A and Ki-21 B interdict the Indian Ocean Convoy Route in Indian Ocean: strength 17, column 17–21 (entered table, not verified), roll 6 + 6 = 12: result 8, from your own chart — United Kingdom loses 8 EP (8 of at most 10 in Indian Ocean this Phase) (2.13).',
  )
  await expect(page.getByTestId('last-rolls')).toContainText(
    'Table: Bombing Table (entered table, not verified); the result read from your own chart',
  )
  const types = await page.evaluate(() => window.__sortieStore!.getState().game!.actions.map((a) => a.type))
  expect(types).toEqual(['enterTable', 'launch', 'pass', 'interdict', 'chartResult'])
})
