// The game's charts in the browser (4.26; design §8 "Tables with provenance"): the placeholder
// Bombing Table is marked as one where its odds are shown, with a link to the Charts dialog; the
// player types the printed table there, checked against the rulebook's cell (T-19: column 7–11, a 9
// gives 3) as they type; the bombing then reads it, and a cell left empty is asked at the roll
// ("look it up on your chart"), the log saying the result came from the player's own chart.
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import {
  decisionDialog as dialog,
  dispatchAction,
  gameCursor,
  loadBuiltInWithDice,
  openApp,
  pendingKind,
  takeBoard,
} from './helpers'

test.use({ reducedMotion: 'reduce' })

/** Up to the allocation over Marck: an Air Offensive, the Wellington of London launched by script, the Axis passing and riding it out. */
async function overMarck(page: Page): Promise<void> {
  await dispatchAction(page, { type: 'endStep' })
  await dispatchAction(page, { type: 'endStep' })
  await dispatchAction(page, { type: 'declareOffensive', offensive: 'air' })
  await dispatchAction(page, {
    type: 'launch',
    base: 'london',
    units: ['uk-wellington-1'],
    mission: 'bombing',
    target: '3722',
  })
  for (let i = 0; i < 40; i++) {
    await takeBoard(page)
    const kind = await pendingKind(page)
    if (kind === 'declare') await dispatchAction(page, { type: 'pass' })
    else if (kind === 'evacuation') await dispatchAction(page, { type: 'evacuate', moves: {} })
    else break
  }
  await takeBoard(page)
  await expect(dialog(page)).toHaveAttribute('data-kind', 'bombAllocation')
}

test('the printed Bombing Table entered in the Charts dialog: checked as typed, used by the roll, an empty cell read off the player’s chart', async ({
  page,
}) => {
  test.setTimeout(150_000) // a whole raid, typed table and all, on a shared machine
  await openApp(page)
  await loadBuiltInWithDice(page, 'channel-1943', [6, 6]) // the 2d6 of the bombing
  await takeBoard(page)
  await overMarck(page)
  const odds = dialog(page).getByTestId('bomb-odds-marck:0')
  await expect(odds).toContainText('strength 5, column 1–6')
  await expect(odds.getByTestId('chart-note-bombing')).toContainText(
    'placeholder Bombing Table, not the printed chart',
  )
  await expect(odds.getByTestId('odds-destroyed')).toHaveText('27.8%') // 9 or more on 2d6: 10 in 36

  // The marker's link opens the Charts dialog on the Bombing Table.
  await odds.getByTestId('chart-note-bombing').getByRole('button', { name: 'Charts…' }).click()
  const charts = page.getByTestId('charts')
  await expect(charts.getByTestId('chart-provenance')).toHaveText(
    'Bombing Table (4.26): placeholder — not the printed chart.',
  )
  await expect(charts.getByTestId('chart-tab-sightingReport')).toHaveText(
    'Flotilla Sighting Report (placeholder)',
  )
  await charts.getByTestId('chart-enter').click()

  // Checked as the player types: the rulebook's own example fixes column 7–11, roll 9.
  const check = charts.getByTestId('chart-check')
  await expect(check).toHaveText("The table agrees with the rulebook's example.")
  await charts.getByTestId('chart-cell-9-1').fill('4')
  await expect(check).toHaveText(
    'column 7–11, row 9: got "4", expected "3" or "3*" (4.26, the example of two Wellingtons bombing a fortified airbase: on the 7–11 column a 9 gives a result of 3).',
  )
  await expect(charts.getByTestId('chart-use')).toBeDisabled()
  await charts.getByTestId('chart-cell-9-1').fill('3')
  // The printed values, as this player reads them: a 9 on the 1–6 column gives 1; the 12 is left to their own chart.
  await charts.getByTestId('chart-cell-9-0').fill('1')
  await charts.getByTestId('chart-cell-12-0').fill('')
  await expect(check).toHaveText(
    "The table agrees with the rulebook's example; 1 cell left to your own chart.",
  )
  await charts.getByTestId('chart-provenance-select').selectOption('userEntered')
  const before = await gameCursor(page)
  await charts.getByTestId('chart-use').click()
  await expect.poll(() => gameCursor(page)).toBe(before + 1)
  await expect(charts.getByTestId('chart-provenance')).toHaveText(
    'Bombing Table (4.26): entered table, not verified.',
  )
  await charts.getByRole('button', { name: 'Close' }).click()
  await expect(charts).toHaveCount(0)

  // The odds read the entered table: now only 10 and 11 destroy it (5 in 36); the 12 is unknown.
  await expect(odds.getByTestId('chart-note-bombing')).toContainText('entered table, not verified')
  await expect(odds.getByTestId('odds-destroyed')).toHaveText('13.9%')
  await dialog(page)
    .getByRole('button', { name: /^Bomb and roll/ })
    .click()

  // 6 + 6 lands on the empty cell: the dice are logged, the player is asked.
  await takeBoard(page)
  const ask = dialog(page)
  await expect(ask).toHaveAttribute('data-kind', 'chartLookup')
  await expect(ask.getByTestId('chart-dice')).toHaveText('6 + 6')
  await expect(ask.getByTestId('chart-cell')).toHaveText('column 1–6, row 12')
  await ask.getByTestId('chart-result').fill('12x')
  await expect(ask.getByRole('alert')).toContainText('result: got "12x", expected one of the Bombing Table')
  await expect(ask.getByRole('button', { name: /^Use this result/ })).toBeDisabled()
  await ask.getByTestId('chart-result').fill('1')
  await ask.getByRole('button', { name: /^Use this result/ }).click()
  await expect(page.getByTestId('last-rolls')).toContainText(
    'Bombing (4.26): Wellington bombs Marck large airbase: strength 5, column 1–6 (entered table, not verified), roll 6 + 6 = 12: result 1, from your own chart against target number 2 — no effect (4.26).',
  )
  await expect(page.getByTestId('last-rolls')).toContainText(
    'Table: Bombing Table (entered table, not verified); the result read from your own chart',
  )
  const state = await page.evaluate(() => {
    const s = window.__sortieStore!.getState()
    const g = s.game!
    return { installations: g.states[g.cursor].installations ?? null, types: g.actions.map((a) => a.type) }
  })
  expect(state.installations).toBeNull() // Marck stands: the placeholder's 5 would have destroyed it
  expect(state.types.slice(-3)).toEqual(['enterTable', 'allocateBombers', 'chartResult'])
})

test('the Flotilla Sighting Report and the base capacities entered in the Charts dialog: checked as typed, then read by the rules (4.10, 4.2)', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openApp(page)
  await loadBuiltInWithDice(page, 'channel-1943', [5]) // the Axis's secret die for the report
  await takeBoard(page)
  await page.getByTestId('open-charts').click()
  const charts = page.getByTestId('charts')
  const check = charts.getByTestId('chart-check')

  // The Flotilla Sighting Report: a report per die, from the closed list; 4.10's example needs a ±50 % row.
  await charts.getByTestId('chart-tab-sightingReport').click()
  await expect(charts.getByTestId('chart-provenance')).toHaveText(
    'Flotilla Sighting Report (4.10): placeholder — not the printed chart.',
  )
  await charts.getByTestId('chart-enter').click()
  const printed = [
    'the number of chits ±25 %',
    'the number of chits ±25 %',
    'the number of chits of each type ±25 %',
    'the number of chits ±25 %',
    'the exact number of chits',
    'the exact number of chits of each type, and their names',
  ]
  for (const [i, line] of printed.entries()) await charts.getByTestId(`chart-row-${i + 1}`).selectOption(line)
  await expect(check).toHaveText(
    "No row gives a number of chits that may be reported ±50 %; the rulebook's example shows one (4.10, the example of a Flotilla Sighting Report for three ships, which may be reported as + or − 50 %).",
  )
  await expect(charts.getByTestId('chart-use')).toBeDisabled()
  await charts.getByTestId('chart-row-1').selectOption('the number of chits ±50 %')
  await expect(check).toHaveText('The chart agrees with what the rules fix of it.')
  const before = await gameCursor(page)
  await charts.getByTestId('chart-use').click()
  await expect.poll(() => gameCursor(page)).toBe(before + 1)
  await expect(charts.getByTestId('chart-provenance')).toHaveText(
    'Flotilla Sighting Report (4.10): entered table, not verified.',
  )
  await expect(charts.getByTestId('chart-tab-sightingReport')).toHaveText('Flotilla Sighting Report')

  // The base capacities: a number per kind; what the rules fix is filled in and checked.
  await charts.getByTestId('chart-tab-baseCapacity').click()
  await charts.getByTestId('chart-enter').click()
  await expect(charts.getByTestId('chart-row-GrassAirfield')).toHaveValue('1') // 4.3
  const typed = {
    SmallAirbase: '2',
    LargeAirbase: '2',
    MinorPort: '1',
    MajorPort: '2',
    City: '1',
    Resource: '1',
  }
  for (const [kind, v] of Object.entries(typed)) await charts.getByTestId(`chart-row-${kind}`).fill(v)
  await expect(check).toHaveText(
    'cells[8] (Nation Box): got nothing, expected the air unit chits the kind of base holds, a whole number 0–99: fill every row (this chart is read where no player can be asked).',
  )
  await charts.getByTestId('chart-row-NationBox').fill('4')
  await expect(check).toHaveText(
    'Small Airbase + Minor Port: got 2 + 1 = 3, expected 2 (4.2: a small airbase in a Minor Port hex may base up to two air unit chits).',
  )
  await charts.getByTestId('chart-row-SmallAirbase').fill('1')
  await charts.getByTestId('chart-provenance-select').selectOption('seed')
  await expect(check).toHaveText('The chart agrees with what the rules fix of it.')
  await charts.getByTestId('chart-use').click()
  await expect.poll(() => gameCursor(page)).toBe(before + 2)
  await expect(charts.getByTestId('chart-provenance')).toHaveText(
    'Base capacities (4.2): printed table, not verified.',
  )
  await charts.getByRole('button', { name: 'Close' }).click()

  // The reconnaissance of the port finds the Z 24 (automatic, 4.10); the secret 5 reads the entered
  // line, the exact number of chits: the report is given at once (the placeholder's 5 would ask the
  // Axis for a count falsified by up to ±50 %).
  await dispatchAction(page, {
    type: 'reconnoitre',
    target: '4819',
    inPort: true,
    units: ['uk-wellington-1'],
  })
  const after = await page.evaluate(() => {
    const g = window.__sortieStore!.getState().game!
    const s = g.states[g.cursor]
    return {
      pending: s.pending.kind,
      located: s.naval?.located.allies ?? [],
      types: g.actions.map((a) => a.type),
      tables: Object.keys(s.tables ?? {}),
    }
  })
  expect(after).toEqual({
    pending: 'plan',
    located: ['de-z24'],
    types: ['enterTable', 'enterTable', 'reconnoitre'],
    tables: ['sightingReport', 'baseCapacity'],
  })
})

test('the base capacities imported from a CSV file into the Charts dialog: a bad row is named, then the chart is checked and used (4.2)', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await openApp(page)
  await loadBuiltInWithDice(page, 'channel-1943', [])
  await takeBoard(page)
  await page.getByTestId('open-charts').click()
  const charts = page.getByTestId('charts')
  await charts.getByTestId('chart-tab-baseCapacity').click()
  await charts.getByTestId('chart-enter').click()
  await charts.getByText('Import a table').click()
  const file = charts.getByTestId('chart-import-file')
  const note = charts.getByTestId('chart-import-note')
  await file.setInputFiles({
    name: 'capacities.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Kind of base, Air units\nSmall Airbase, 1\nAirstrip, 1\n'),
  })
  await expect(note).toHaveText(
    'capacities.csv: line 3: got the row "Airstrip", expected one of Small Airbase, Large Airbase, Minor Port, Major Port, City, Resource, Grass Airfield, UK Transfer Hex, Nation Box.',
  )
  await file.setInputFiles({
    name: 'capacities.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'Kind of base, Air units\nSmall Airbase, 1\nLarge Airbase, 3\nMinor Port, 1\nMajor Port, 2\nCity, 2\nResource, 1\nGrass Airfield, 1\nUK Transfer Hex, 1\n',
    ),
  })
  await expect(note).toHaveText(
    'capacities.csv: Imported 8 of 9 rows; not given: Nation Box: check them, then use the chart.',
  )
  await expect(charts.getByTestId('chart-row-LargeAirbase')).toHaveValue('3')
  const check = charts.getByTestId('chart-check')
  await expect(check).toHaveText(
    'cells[8] (Nation Box): got nothing, expected the air unit chits the kind of base holds, a whole number 0–99: fill every row (this chart is read where no player can be asked).',
  )
  await charts.getByTestId('chart-row-NationBox').fill('4')
  await expect(check).toHaveText('The chart agrees with what the rules fix of it.')
  const before = await gameCursor(page)
  await charts.getByTestId('chart-use').click()
  await expect.poll(() => gameCursor(page)).toBe(before + 1)
  const cells = await page.evaluate(() => {
    const g = window.__sortieStore!.getState().game!
    return g.states[g.cursor].tables?.baseCapacity.cells.map((r) => r[0])
  })
  expect(cells).toEqual(['1', '3', '1', '2', '2', '1', '1', '1', '4'])
  // The chart in use, exported as a file that the import reads back whole.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    charts.getByTestId('chart-export').click(),
  ])
  expect(download.suggestedFilename()).toBe('channel-1943-baseCapacity-chart.json')
  const exported = readFileSync(await download.path(), 'utf8')
  expect(JSON.parse(exported)).toMatchObject({
    id: 'baseCapacity',
    columns: ['chits'],
    cells: ['1', '3', '1', '2', '2', '1', '1', '1', '4'].map((v) => [v]),
  })
  await charts.getByTestId('chart-enter').click()
  await charts.getByText('Import a table').click()
  await file.setInputFiles({
    name: 'exported.json',
    mimeType: 'application/json',
    buffer: Buffer.from(exported),
  })
  await expect(note).toHaveText('exported.json: Imported 9 of 9 rows: check them, then use the chart.')
})
