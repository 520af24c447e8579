// The scenario editor (docs/guide.md, "Set up your own game: the scenario editor") as a player uses it: a small scenario built from nothing
// (a new map, terrain painted, two bases, a unit type of each side entered in the library and
// placed by click), an error shown at its hex and fixed by undo, the scenario kept over a reload,
// exported (a download the runner validates), and played: an interception on it in the client.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { collectErrors, decisionDialog as dialog, gameCursor, openApp, pendingKind } from './helpers'

test.use({ reducedMotion: 'reduce' })

const editorReady = (page: Page) => page.waitForFunction(() => window.__sortieEditor?.ready === true)
const draftOf = (page: Page) => page.evaluate(() => window.__sortieEditor!.store.getState().draft)
const tab = (page: Page, name: RegExp | string) => page.getByRole('tab', { name }).click()
const panel = (page: Page) => page.getByRole('tabpanel')

/** Clicks a hex of the editor's map, as a player does. */
async function clickEditorHex(page: Page, hex: string): Promise<void> {
  const p = await page.evaluate((h) => window.__sortieEditor!.hexToScreen(h), hex)
  expect(p, `hex ${hex} is on the editor's map`).not.toBeNull()
  await page.mouse.click(p!.x, p!.y)
}

async function fill(page: Page, label: string, value: string): Promise<void> {
  const box = panel(page).getByLabel(label, { exact: true }).first()
  await box.fill(value)
  await box.press('Enter')
}

/** Enters an air unit type in the library, then places one copy of it by a click on a base's hex. */
async function placeUnitType(
  page: Page,
  t: {
    name: string
    nation: string
    type: string
    front: [number, number, number]
    back: [number, number, number] | null
  },
  hex: string,
): Promise<void> {
  await tab(page, 'Units')
  const form = page.getByRole('region', { name: 'Enter a unit type' })
  await form.getByLabel('Name', { exact: true }).fill(t.name)
  await form.getByLabel('Nation').selectOption({ label: t.nation })
  await form.getByLabel('Type').selectOption(t.type)
  const faces = form.locator('fieldset')
  for (const [i, k] of ['Strength', 'Range', 'Quality'].entries()) {
    const box = faces.nth(0).getByLabel(k, { exact: true })
    await box.fill(String(t.front[i]))
    await box.press('Tab')
  }
  const blank = form.getByRole('checkbox', { name: /^Blank back/ })
  if (t.back === null) await blank.check()
  else {
    await blank.uncheck()
    for (const [i, k] of ['Strength', 'Range', 'Quality'].entries()) {
      const box = faces.nth(1).getByLabel(k, { exact: true })
      await box.fill(String(t.back[i]))
      await box.press('Tab')
    }
  }
  await form.getByRole('button', { name: 'Add to the library' }).click()
  await expect(page.getByRole('button', { name: new RegExp(`^Place ${t.name} `) })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  const before = (await draftOf(page)).airUnits.length
  await clickEditorHex(page, hex)
  await expect.poll(async () => (await draftOf(page)).airUnits.length).toBe(before + 1)
}

async function placeBase(page: Page, nation: string, name: string, hex: string): Promise<void> {
  await tab(page, 'Bases')
  await panel(page).getByLabel('Kind').selectOption('LargeAirbase')
  await panel(page).getByLabel('Nation').selectOption({ label: nation })
  await fill(page, 'Name', name)
  await panel(page).getByRole('button', { name: 'Place bases' }).click()
  await clickEditorHex(page, hex)
  await expect
    .poll(async () => (await draftOf(page)).bases.map((b) => `${b.name}@${b.hex}`))
    .toContain(`${name}@${hex}`)
}

test('a scenario built from nothing in the editor is exported, validated by the runner, and played: an interception on it', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const errors = collectErrors(page)
  await openApp(page)

  // The shell: "New scenario…" opens the editor (its code is fetched now, not before).
  await page.getByRole('button', { name: 'New scenario ▾' }).click()
  await page.getByRole('button', { name: 'On a new map…' }).click()
  await editorReady(page)
  await tab(page, 'Map')
  const newMap = page.getByRole('region', { name: 'New map' })
  await newMap.getByLabel('Columns').fill('10')
  await newMap.getByLabel('Rows').fill('6')
  await newMap.getByLabel('Rows').press('Tab')
  await newMap.getByLabel('Every hex').selectOption({ label: 'Clear' })
  await newMap.getByRole('button', { name: 'Create the new map' }).click()
  await expect.poll(async () => (await draftOf(page)).map.terrain).toEqual(Array(6).fill('..........'))

  // Terrain by brush: a sea strait of radius 1 round 0503, a forest hex.
  await panel(page).getByLabel('Brush').selectOption('1')
  await page.getByRole('button', { name: 'Sea', exact: true }).click()
  await clickEditorHex(page, '0503')
  await panel(page).getByLabel('Brush').selectOption('0')
  await page.getByRole('button', { name: 'Forest', exact: true }).click()
  await clickEditorHex(page, '0205')
  await expect
    .poll(async () => (await draftOf(page)).map.terrain)
    .toEqual(['..........', '...~~~....', '...~~~....', '....~.....', '.f........', '..........'])

  // Two bases, one per side.
  await placeBase(page, 'United Kingdom (allies)', 'Kestrel', '0203')
  await placeBase(page, 'Germany (axis)', 'Dunenfeld', '0803')

  // An error shows at its hex with the validator's words; undo takes the edit back.
  await placeBase(page, 'United Kingdom (allies)', 'Wet', '0503')
  await tab(page, /^Problems/)
  await expect(page.getByRole('tab', { name: 'Problems (1)' })).toBeVisible()
  await expect(page.getByTestId('editor-problems')).toContainText(
    'bases[2].hex: hex 0503 is sea; a land base must be on land',
  )
  expect(await page.evaluate(() => window.__sortieEditor!.errorHexes())).toEqual(['0503'])
  await page.getByRole('button', { name: 'Undo', exact: true }).click()
  await expect(page.getByRole('tab', { name: 'Problems (0)' })).toBeVisible()

  // Units of two sides from the library, placed by click.
  await placeUnitType(
    page,
    { name: 'Wellington', nation: 'United Kingdom (allies)', type: 'B', front: [5, 12, 0], back: null },
    '0203',
  )
  await placeUnitType(
    page,
    { name: 'Me-109', nation: 'Germany (axis)', type: 'F', front: [4, 4, 2], back: [2, 4, 2] },
    '0803',
  )
  const built = await draftOf(page)
  expect(built.airUnits.map((u) => [u.id, u.base])).toEqual([
    ['uk-wellington', 'kestrel'],
    ['germany-me-109', 'dunenfeld'],
  ])

  // A reload keeps the scenario in progress (autosave), and the editor reopens on it.
  await page.waitForTimeout(600)
  await page.reload()
  await editorReady(page)
  await expect.poll(async () => (await draftOf(page)).airUnits.length).toBe(2)
  await expect(page.getByRole('tab', { name: 'Problems (0)' })).toBeVisible()

  // Export: the downloaded file is the scenario, and the runner accepts it.
  const dir = mkdtempSync(join(tmpdir(), 'sortie-editor-'))
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('my-scenario.json')
  const file = join(dir, 'my-scenario.json')
  await download.saveAs(file)
  expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(await draftOf(page))
  const out = execFileSync('npx', ['tsx', 'src/cli/airops.ts', 'validate', file], { encoding: 'utf8' })
  expect(out).toContain('ok: scenario my-scenario (My scenario)')

  // Play it: the new-game dialog asks who plays and the dice, as for any scenario; "Back to the
  // editor" returns to the scenario unchanged; then the game starts on it, and the Allies fly the
  // Wellington over the strait.
  await page.getByRole('button', { name: 'Play this scenario' }).click()
  const newGame = page.getByRole('dialog', { name: 'Play the scenario from the editor: My scenario' })
  await expect(newGame.getByRole('radiogroup')).toHaveCount(2)
  await newGame.getByRole('button', { name: /^Back to the editor/ }).click()
  await expect(newGame).toHaveCount(0)
  expect(await draftOf(page)).toEqual(JSON.parse(readFileSync(file, 'utf8')))
  await page.getByRole('button', { name: 'Play this scenario' }).click()
  // One person plays both sides on an open board here (the hand-over is offered for two people).
  await newGame.getByRole('checkbox', { name: /^Hide the board/ }).uncheck()
  await newGame.getByRole('button', { name: /^Start the game/ }).click()
  await page.waitForFunction(() => window.__sortie?.scenarioId === 'file:my-scenario.json')
  await page.waitForFunction(() => document.querySelector('[data-loading]') === null)
  const decision = page.getByTestId('decision')
  await decision.getByRole('button', { name: /^Kestrel/ }).click()
  await decision.getByRole('checkbox', { name: /Wellington/ }).check()
  await decision.getByRole('button', { name: 'Trace the route' }).click()
  const trace = page.getByTestId('trace-panel')
  for (const hex of ['0303', '0403', '0503'])
    await trace
      .getByRole('list', { name: 'Legal next hexes' })
      .getByRole('button', { name: hex, exact: true })
      .click()
  const before = await gameCursor(page)
  await trace.getByRole('button', { name: /^Launch/ }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)

  // The Axis intercepts with the Me-109 from Dunenfeld, and attacks the bomber.
  for (let i = 0; i < 10 && (await pendingKind(page)) !== 'declare'; i++) {
    const at = await gameCursor(page)
    await dialog(page)
      .getByRole('button', { name: /^(Pass|Collect none|Continue)/ })
      .first()
      .click()
    await expect.poll(() => gameCursor(page)).toBeGreaterThan(at)
  }
  expect(await pendingKind(page)).toBe('declare')
  await dialog(page)
    .getByRole('checkbox', { name: /Me-109/ })
    .check()
  await dialog(page)
    .getByRole('button', { name: /^Declare/ })
    .click()
  await dialog(page)
    .getByRole('button', { name: /^Launch from/ })
    .click()
  for (let i = 0; i < 12 && (await pendingKind(page)) !== 'attack'; i++) {
    const at = await gameCursor(page)
    await dialog(page)
      .getByRole('button', { name: /^(Pass|End attacks|Collect none|Decline)/ })
      .or(dialog(page).locator('.dialog-buttons button.primary'))
      .first()
      .click()
    await expect.poll(() => gameCursor(page)).toBeGreaterThan(at)
  }
  expect(await pendingKind(page)).toBe('attack')
  await dialog(page)
    .getByRole('button', { name: /Attack and roll/ })
    .click()
  await expect(page.getByTestId('roll').first()).toContainText('Result:')
  expect(errors).toEqual([])
})

test('import: a file with errors opens with each error at its field and hex; a file the editor cannot show is refused, the scenario in progress kept', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await openApp(page)
  await page.getByRole('button', { name: 'New scenario ▾' }).click()
  await page.getByRole('button', { name: 'Edit this scenario' }).click()
  await editorReady(page)
  await expect(page.getByRole('tab', { name: 'Problems (0)' })).toBeVisible()
  const title = (await draftOf(page)).title

  await page.getByTestId('editor-import').setInputFiles('corpus/scenario/truncated.json')
  await expect(page.getByRole('alert')).toContainText('“truncated.json” could not be opened in the editor')
  await expect(page.getByRole('alert')).toContainText('this is not valid JSON')
  expect((await draftOf(page)).title).toBe(title)

  await page.getByTestId('editor-import').setInputFiles('corpus/scenario/base-off-map.json')
  await expect(page.getByRole('tab', { name: 'Problems (1)' })).toHaveAttribute('aria-selected', 'true')
  const problems = page.getByTestId('editor-problems')
  await expect(problems).toContainText(/bases\[\d+\]\.hex: hex "\d+" is off the map/)
  // nothing lost: the draft is the file as it is
  expect(await draftOf(page)).toEqual(JSON.parse(readFileSync('corpus/scenario/base-off-map.json', 'utf8')))
  // undo brings back the scenario being edited before the import
  await page.getByRole('button', { name: 'Undo', exact: true }).click()
  expect((await draftOf(page)).title).toBe(title)
  expect(errors).toEqual([])
})

test('the editor’s panels pass axe (no serious or critical violation), and a problem’s “Show hex” selects its hex', async ({
  page,
}) => {
  await openApp(page)
  await page.getByRole('button', { name: 'New scenario ▾' }).click()
  await page.getByRole('button', { name: 'Edit this scenario' }).click()
  await editorReady(page)
  for (const t of ['Map', 'Bases', 'Units', 'Sides', 'Options']) {
    await tab(page, t)
    const r = await new AxeBuilder({ page }).include('.editor').analyze()
    expect(
      r.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${t}: ${v.id}: ${v.help}`),
    ).toEqual([])
  }
  // Kestrel Field painted over with sea: the error at its hex, shown from the Problems list in the Hex panel
  await tab(page, 'Map')
  await page.getByRole('button', { name: 'Sea', exact: true }).click()
  await clickEditorHex(page, '0507')
  await tab(page, /^Problems/)
  await page.getByRole('button', { name: 'Show hex 0507' }).first().click()
  await expect(page.getByRole('tab', { name: 'Hex' })).toHaveAttribute('aria-selected', 'true')
  await expect(panel(page)).toContainText('bases[1].hex: hex 0507 is sea; a land base must be on land')
  const r = await new AxeBuilder({ page }).include('.editor').analyze()
  expect(
    r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `Hex: ${v.id}: ${v.help}`),
  ).toEqual([])
})

test('an APTO scenario’s weather determined each month, set in the editor: the zone’s APTO zone, the Turn Track’s box, then the game opens on its Weather Phase (APTO Part 1)', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await openApp(page, '/?scenario=pearl-harbor-1941')
  await page.getByRole('button', { name: 'New scenario ▾' }).click()
  await page.getByRole('button', { name: 'Edit this scenario' }).click()
  await editorReady(page)
  await tab(page, 'Options')
  await expect(panel(page).getByLabel('Rules', { exact: true })).toHaveValue('apto')
  await tab(page, 'Map')
  const zone = panel(page).getByRole('group', { name: 'Weather zone Central Pacific' })
  await zone.getByLabel('APTO zone of Central Pacific (1.1)').selectOption({ label: 'Pacific Moderate Zone' })
  const determined = panel(page).getByRole('group', {
    name: 'The weather determined each month (APTO Part 1)',
  })
  await determined.getByRole('checkbox', { name: /^Determined each month/ }).check()
  // The empty Turn Track is a problem until a box is filled in.
  await expect(page.getByRole('tab', { name: 'Problems (1)' })).toBeVisible()
  const december = determined.getByLabel('December', { exact: true })
  await december.fill('Q')
  await december.press('Enter')
  await expect(determined).toContainText('weather.determined.turnTrack["12"]')
  await december.fill('M')
  await december.press('Enter')
  await expect(page.getByRole('tab', { name: 'Problems (0)' })).toBeVisible()
  expect((await draftOf(page)).weather).toEqual({
    defaultZone: 'central-pacific',
    zones: [{ id: 'central-pacific', name: 'Central Pacific', condition: 'clear', severity: 'moderate' }],
    determined: { turnTrack: { '12': 'M' } },
  })
  // The APTO parts of the Map and Bases tabs pass axe too.
  for (const t of ['Map', 'Bases']) {
    await tab(page, t)
    const r = await new AxeBuilder({ page }).include('.editor').analyze()
    expect(
      r.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${t}: ${v.id}: ${v.help}`),
    ).toEqual([])
  }
  await expect(panel(page).getByRole('region', { name: 'Fixed transfers (APTO D8)' })).toBeVisible()
  await page.getByRole('button', { name: 'Play this scenario' }).click()
  await page
    .getByRole('dialog', { name: /^Play the scenario from the editor/ })
    .getByRole('button', { name: /^Start the game/ })
    .click()
  await expect.poll(() => pendingKind(page), { timeout: 20_000 }).toBe('weather')
  const d = dialog(page)
  await expect(d).toContainText('Weather Phase: December 1941')
  await expect(d.getByTestId('weather-box')).toHaveText('The Turn Track gives M: a Monsoon month. (Part 1)')
  // In a Monsoon month the Moderate zone is Wet and rolls the Moderate table (1.4).
  await expect(d.getByTestId('weather-odds')).toContainText(
    '2–8 no effect (26/36) · 9–10 strength halved (7/36) · 11 strength and range halved (2/36) · 12 all air grounded (1/36) (1.4)',
  )
  expect(errors).toEqual([])
})
