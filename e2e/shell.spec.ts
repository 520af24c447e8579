// The React shell as a player uses it: pick a scenario (built in, or a file from disk), read the
// turn and the decision due, look units up, plan and trace a mission hex by hex on the map, launch
// it, follow the log, undo, change the settings, all with the mouse or the keyboard alone.
import { readFileSync } from 'node:fs'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { builtIns, collectErrors, openApp, startNewGame } from './helpers'
import { otherSystemsIndex } from '../src/scenarios/index'

const scenarios = builtIns()
const tutorialText = readFileSync(new URL('../public/scenarios/tutorial.json', import.meta.url), 'utf8')

/** The route of the tutorial's bomber mission: Marsham, over Kestrel Field, into the Narrow Sea. */
const ROUTE = ['0307', '0407', '0507', '0606', '0706']

function ui(page: Page) {
  return page.evaluate(() => {
    const s = window.__sortieStore!.getState()
    return {
      ...s.ui,
      scenarioId: s.scenarioId,
      cursor: s.game?.cursor ?? -1,
      pending: s.game ? s.game.states[s.game.cursor].pending.kind : null,
    }
  })
}

/** Wait until the map has drawn the store's current scenario, so hexes can be clicked. */
async function mapReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const hook = window.__sortie
    const id = window.__sortieStore?.getState().scenarioId
    return (
      (hook?.ready === true && (hook.scenarioId === undefined || hook.scenarioId === id)) ||
      window.__sortieError !== undefined
    )
  })
  expect(await page.evaluate(() => window.__sortieError), 'window.__sortieError').toBeUndefined()
}

async function clickHex(page: Page, label: string): Promise<void> {
  const at = await page.evaluate((l) => window.__sortie!.hexToScreen(l), label)
  expect(at, `hex ${label} is on the map`).not.toBeNull()
  await page.mouse.click(at!.x, at!.y)
}

/** Press Tab until `target` has the focus (keyboard-only navigation; the map keeps Tab for its units). */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    const where = await target.evaluate((el) =>
      el === document.activeElement
        ? 'there'
        : document.activeElement?.closest('.map-canvas')
          ? 'map'
          : 'elsewhere',
    )
    if (where === 'there') return
    if (where === 'map') throw new Error(`Tab went into the map before reaching ${target}`)
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${target}`)
}

const panel = (page: Page) => page.getByRole('complementary', { name: 'Game panels' })
const tab = (page: Page, name: string) => panel(page).getByRole('tab', { name })
const decision = (page: Page) => page.getByTestId('decision')

/** Plan the B-17 from Marsham: select the base, tick the bomber, start tracing. */
async function planB17(page: Page): Promise<void> {
  if ((await ui(page)).selectedHex !== '0207')
    await decision(page)
      .getByRole('button', { name: /^Marsham 0207/ })
      .click()
  const form = decision(page).getByRole('group', { name: /Plan a mission from Marsham/ })
  await form.getByRole('checkbox', { name: /B-17/ }).check()
  await form.getByRole('button', { name: 'Trace the route' }).click()
  await expect(page.getByTestId('trace-panel')).toBeVisible()
}

test('every built-in scenario loads from the picker', async ({ page }) => {
  const errors = collectErrors(page)
  await openApp(page)
  const picker = page.getByRole('combobox', { name: 'Scenario' })
  await expect(picker).toHaveValue('tutorial')
  const offered = await picker
    .locator('option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))
  // Every AETO/APTO built-in, loaded one by one below, and the other systems' (e2e/ocs.spec.ts plays them).
  expect(offered.sort()).toEqual(
    [...scenarios.map((s) => s.id), ...otherSystemsIndex.map((e) => e.id)].sort(),
  )
  for (const { id, scenario } of scenarios) {
    await test.step(id, async () => {
      await picker.selectOption(id)
      await startNewGame(page)
      await expect.poll(async () => (await ui(page)).scenarioId).toBe(id)
      await expect(page).toHaveURL(new RegExp(`[?&]scenario=${id}(&|$)`))
      await mapReady(page)
      const months = [
        'January',
        'February',
        'March',
        'April',
        'May',
        'June',
        'July',
        'August',
        'September',
        'October',
        'November',
        'December',
      ]
      await expect(page.getByTestId('turn')).toHaveText(
        `${months[scenario.start.month - 1]} ${scenario.start.year}`,
      )
      await tab(page, 'Forces').click() // a new game opens on its briefing (Situation)
      const oob = panel(page).getByRole('region', { name: 'Order of battle' })
      for (const side of scenario.sides) {
        const n = scenario.airUnits.filter(
          (u) => scenario.nations.find((x) => x.id === u.nation)?.side === side.id,
        ).length
        await expect(
          oob.getByRole('heading', { level: 3, name: new RegExp(`^${side.name} \\(${n} air unit`) }),
        ).toBeVisible()
      }
      await expect(oob.locator('tbody tr')).toHaveCount(scenario.airUnits.length)
    })
  }
  // a link names the scenario to open
  const other = scenarios.find((s) => s.id !== 'tutorial')!
  await openApp(page, `/?scenario=${other.id}`)
  await expect(picker).toHaveValue(other.id)
  await openApp(page, '/?scenario=nonesuch')
  await expect(
    page.getByRole('alert').filter({ hasText: 'There is no built-in scenario “nonesuch”' }),
  ).toBeVisible()
  await expect(picker).toHaveValue('tutorial')
  expect(errors).toEqual([])
})

test('a scenario file loads from disk or by drop; a bad one is explained and the game stays', async ({
  page,
}) => {
  await openApp(page)
  const file = page.getByTestId('scenario-file')
  const picker = page.getByRole('combobox', { name: 'Scenario' })

  const mine = {
    ...JSON.parse(tutorialText),
    id: 'my-narrow-sea',
    title: 'My Narrow Sea',
    start: { year: 1944, month: 2, phase: 'navalAndAir', phasingSide: 'axis' },
  }
  await file.setInputFiles({
    name: 'my-sea.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(mine)),
  })
  await expect(picker).toHaveValue('file:my-sea.json')
  await expect(picker.locator('option:checked')).toHaveText('My Narrow Sea (file my-sea.json)')
  await expect(page.getByTestId('turn')).toHaveText('February 1944')
  await expect(page.getByTestId('pending')).toContainText('Axis to decide')

  // malformed JSON: the error is shown, nothing else changes
  const before = await page.evaluate(() => window.__sortieStore!.getState().game!.states[0].turn)
  await file.setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{ "format": "sortie-scenario", '),
  })
  const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' })
  await expect(alert).toContainText('“broken.json” could not be loaded')
  await expect(alert).toContainText('(file): this is not valid JSON')
  await expect(alert).toContainText('The game in progress (“My Narrow Sea”) is unchanged.')
  await expect(page.getByTestId('turn')).toHaveText('February 1944')
  expect(await page.evaluate(() => window.__sortieStore!.getState().game!.states[0].turn)).toEqual(before)

  // valid JSON, invalid scenario: each problem with its path
  const bad = JSON.parse(tutorialText)
  bad.airUnits[2].front = '4-4-3'
  await file.setInputFiles({
    name: 'bad-refs.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(bad)),
  })
  await expect(alert).toContainText('“bad-refs.json” could not be loaded')
  await expect(alert.locator('li')).toHaveText([
    'airUnits[2].front: "4-4-3" is not chit notation like "4-4/3", "_12_-20[2]" or "X-7"',
  ])
  bad.airUnits[2].front = '4-4/3'
  bad.airUnits[1].base = 'atlantis'
  await file.setInputFiles({
    name: 'bad-refs.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(bad)),
  })
  await expect(alert.locator('li').filter({ hasText: 'airUnits[1].base:' })).toContainText('atlantis')
  await expect(picker).toHaveValue('file:my-sea.json')
  await alert.getByRole('button', { name: 'Dismiss' }).click()
  await expect(alert).toHaveCount(0)

  // drag and drop a file anywhere on the page
  await page.evaluate((text) => {
    const dt = new DataTransfer()
    dt.items.add(new File([text], 'dropped.json', { type: 'application/json' }))
    const target = document.querySelector('.side-panel')!
    target.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: dt }))
    target.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: dt }))
  }, tutorialText)
  await expect(picker).toHaveValue('file:dropped.json')
  await expect(page.getByTestId('turn')).toHaveText('June 1943')
})

test('the top bar shows turn, phase, step, phasing side and the decision due', async ({ page }) => {
  await openApp(page)
  const bar = page.getByRole('region', { name: 'Turn and decision' })
  await expect(bar.getByTestId('turn')).toHaveText('June 1943')
  await expect(bar.getByTestId('phase')).toHaveText('Naval and Air Phase')
  await expect(bar.getByTestId('step')).toHaveText('Air Movement Step 1')
  await expect(bar.getByTestId('phasing')).toHaveText('W Western Allies')
  const pending = bar.getByTestId('pending')
  await expect(pending).toContainText(
    'Western Allies to decide (4.1): Launch a mission from one of your bases, or end the Air Movement Step.',
  )
  // the side is told by its letter as well as its colour
  await expect(pending.locator('.side-badge')).toHaveText('W')
  await expect(page.getByTestId('announce-pending')).toHaveText(/^Western Allies to decide: Launch a mission/)

  // The tutorial is one Naval and Air Phase (its end.afterPhases is 1): ending the Step ends the scenario.
  await decision(page).getByRole('button', { name: 'End Air Movement Step' }).click()
  await expect(bar.getByTestId('step')).toHaveText('Air Movement Step 1 (the last)')
  await expect(bar.getByTestId('phasing')).toHaveText('W Western Allies')
  await expect(pending).toHaveText(
    'Scenario over (4.1): The scenario is over: its 1 Naval and Air Phase has been played.',
  )
  await expect(page.getByTestId('announce-pending')).toHaveText(
    'Scenario over: The scenario is over: its 1 Naval and Air Phase has been played. (4.1)',
  )
  await expect(page.getByRole('heading', { name: 'Scenario over', level: 2 })).toBeVisible()
})

test('a unit chosen in the order of battle shows its card and status, and the map centres on it', async ({
  page,
}) => {
  await openApp(page)
  await tab(page, 'Forces').click()
  const forces = page.locator('#panel-forces')
  await forces.getByRole('button', { name: 'B-17', exact: true }).click()
  const card = forces.getByTestId('unit-card')
  await expect(card.getByRole('heading', { name: /B-17/ })).toBeVisible()
  await expect(card).toContainText('Bomber, United States (Western Allies)')
  const faces = card.getByRole('list', { name: 'Faces' }).getByRole('listitem')
  await expect(faces).toHaveText([
    'Front (face up): 12-20[2] — strength 12, underscored (4.20); range 20; quality 2, circled: heavy bomber (4.0)',
    'Back: 6-20[2] — strength 6, underscored (4.20); range 20; quality 2, circled: heavy bomber (4.0)',
  ])
  await expect(faces.first().locator('u')).toHaveText('12') // the underscore is drawn, not only named
  const status = card.getByTestId('unit-status')
  await expect(status).toContainText('At base: At Marsham (0207)')
  await expect(status).toContainText('Commitment: Uncommitted (4.27)')
  await expect(status).toContainText('✓ Can launch: yes. May launch on a mission.')
  await expect(status).toContainText('✗ Can intercept: no. Only fighter-types intercept. (4.13)')
  await expect(card).toContainText('Base: Marsham (0207), Large airbase; capacity')
  expect(await ui(page)).toMatchObject({
    selectedUnit: 'us-b17-1',
    selectedHex: '0207',
    centreOn: { hex: '0207' },
  })

  await forces.getByRole('button', { name: 'Fw-190' }).first().click()
  await expect(status).toContainText(
    '✗ Can launch: no. Only the phasing side launches missions now; it may intercept. (4.1)',
  )
  await expect(status).toContainText('✓ Can intercept: yes. May intercept up to 4 hexes from Waldheim.')
  expect(await ui(page)).toMatchObject({ selectedUnit: 'de-fw190-1', centreOn: { hex: '1109' } })

  // the same card, with the hex and its stack, on the situation tab
  await tab(page, 'Situation').click()
  const situation = page.locator('#panel-situation')
  await expect(situation.getByRole('heading', { name: 'Hex 1109' })).toBeVisible()
  await expect(situation.getByTestId('hex-details')).toContainText('Waldheim')
  await situation
    .getByRole('button', { name: /^Fw-190/ })
    .nth(1)
    .click()
  expect((await ui(page)).selectedUnit).toBe('de-fw190-2')
  await expect(page.getByTestId('announce-selection')).toHaveText(
    /Hex 1109: .*Waldheim \(Axis\); 2 air units\. Unit Fw-190 #2, Axis, F 4-5\/4, at base at 1109\./,
  )
})

test('the order of battle filters by side, type, status and text', async ({ page }) => {
  await openApp(page)
  await tab(page, 'Forces').click()
  const oob = page.locator('#panel-forces').getByRole('region', { name: 'Order of battle' })
  const names = oob.locator('tbody th')
  await expect(names).toHaveCount(9)
  await oob.getByRole('combobox', { name: 'Side', exact: true }).selectOption({ label: 'Axis' })
  await expect(names).toHaveText(['Me-109 #1', 'Me-109 #2', 'Fw-190 #1', 'Fw-190 #2']) // namesakes numbered
  await expect(oob.getByRole('heading', { name: /Western Allies/ })).toHaveCount(0)
  await oob.getByRole('combobox', { name: 'Side', exact: true }).selectOption('all')
  await oob.getByRole('combobox', { name: 'Type', exact: true }).selectOption('B')
  await expect(names).toHaveText(['Wellington', 'B-17'])
  await oob.getByRole('combobox', { name: 'Type', exact: true }).selectOption('all')
  await oob.getByRole('searchbox', { name: 'Search' }).fill('kestrel')
  await expect(names).toHaveText(['Spitfire #1', 'Spitfire #2', 'P-47'])
  await expect(oob).toContainText('Showing 3 of 9 units.')
  await oob.getByRole('searchbox', { name: 'Search' }).fill('')
  await oob.getByRole('combobox', { name: 'Status', exact: true }).selectOption('aloft')
  await expect(names).toHaveCount(0)
  await oob.getByRole('button', { name: 'Clear filters' }).click()
  await expect(names).toHaveCount(9)

  // once the B-17 is aloft, the status filter finds it
  await page.evaluate(() => {
    const st = window.__sortieStore!.getState()
    st.dispatch({
      type: 'launch',
      base: 'marsham',
      units: ['us-b17-1'],
      mission: 'fly',
      target: '0407',
      path: ['0307', '0407'],
    })
  })
  await oob.getByRole('combobox', { name: 'Status', exact: true }).selectOption('aloft')
  await expect(names).toHaveText(['B-17'])
  await expect(oob.locator('tbody tr')).toContainText(['Aloft 0407'])
})

test('plan a mission, trace it hex by hex on the map, launch it and meet the interception', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await openApp(page)
  await mapReady(page)
  await clickHex(page, '0207') // Marsham, on the map
  await expect.poll(async () => (await ui(page)).selectedHex).toBe('0207')
  const hex = page.locator('#panel-situation').getByTestId('hex-details')
  await expect(page.locator('#panel-situation').getByRole('heading', { name: 'Hex 0207' })).toBeVisible()
  await expect(hex).toContainText('Marsham')
  await expect(hex.getByRole('list', { name: 'Stack at Marsham, top first' }).getByRole('button')).toHaveText(
    [/Wellington/, /B-17/],
  )
  const form = decision(page).getByRole('group', { name: 'Plan a mission from Marsham (0207)' })
  await expect(form.getByRole('checkbox')).toHaveCount(2)
  await form.getByRole('checkbox', { name: /B-17/ }).check()
  await form.getByRole('button', { name: 'Trace the route' }).click()
  const trace = page.getByTestId('trace-panel')
  await expect(trace.getByTestId('next-count')).toHaveText('6 legal next hexes (4.12):')

  for (const hex of ROUTE.slice(0, 2)) await clickHex(page, hex)
  await expect(trace.getByTestId('route')).toHaveText('Route: 0207 → 0307 → 0407')
  await expect(trace.locator('table.mp tbody tr')).toHaveText(['B-17218'])

  // a hex further on: the shortest legal path there is added
  await clickHex(page, '1010')
  await expect.poll(async () => (await ui(page)).tracing?.route.at(-1)).toBe('1010')
  const extended = (await ui(page)).tracing!.route
  expect(extended.slice(0, 2)).toEqual(['0307', '0407'])
  // an illegal hex is refused with the reason and the rule; the route stays
  await clickHex(page, '0407')
  await expect(trace.getByTestId('trace-refusal')).toHaveText(
    'Refused: 0407 is not next to 1010: air units move one location at a time. (4.12)',
  )
  expect((await ui(page)).tracing?.route).toEqual(extended)
  // Back takes the hexes off one at a time
  for (let i = extended.length; i > 1; i--) await trace.getByRole('button', { name: 'Back' }).click()
  await expect(trace.getByTestId('route')).toHaveText('Route: 0207 → 0307')
  await expect(trace.getByTestId('trace-refusal')).toHaveCount(0)
  for (const hex of ROUTE.slice(1)) await clickHex(page, hex)
  await expect(trace.getByTestId('route')).toHaveText(`Route: 0207 → ${ROUTE.join(' → ')}`)
  await expect(trace.locator('table.mp tbody tr')).toHaveText(['B-17515'])
  await trace.getByRole('button', { name: /^Launch/ }).click()

  // the flight stops over Kestrel Field to collect: the collect dialog answers, then the Axis intercepts
  await expect(page.getByTestId('pending')).toContainText('collect units')
  await page
    .locator('.decision-dialog')
    .getByRole('button', { name: /^Collect none/ })
    .click()
  await expect(page.getByTestId('pending')).toContainText(
    'Axis to decide (4.13): Enemy flight (1 unit) enters 0706: intercept or pass.',
  )
  await page
    .locator('.decision-dialog')
    .getByRole('checkbox', { name: /Me-109/ })
    .first()
    .check() // the interception dialog
  await page
    .locator('.decision-dialog')
    .getByRole('button', { name: /^Declare/ })
    .click()
  await expect(page.getByTestId('pending')).toContainText('Launch your interceptors for 0706')

  await tab(page, 'Log').click()
  const log = page.locator('#panel-log')
  await expect(log.getByText('B-17 launches from Marsham (0207) to fly to 0706 (4.1).')).toBeVisible()
  await expect(log.getByText('B-17 enters 0706 (4.12).')).toBeVisible()
  await expect(
    log.getByText('Axis declares an interception of B-17 at 0706: Me-109 from Dunenfeld (4.13).'),
  ).toBeVisible()
  await expect(log.locator('.log-action').last()).toHaveText('#3 AAxis Intercept with Me-109 from Dunenfeld')
  expect(errors).toEqual([])
})

test('clicking a log entry centres the map on its hex; dice are shown with their computation', async ({
  page,
}) => {
  await openApp(page)
  await page.evaluate(() => {
    const st = window.__sortieStore!.getState()
    st.setSession({ seed: 1 })
    st.restart()
    const play = (a: Parameters<typeof st.dispatch>[0]) => {
      const v = window.__sortieStore!.getState().dispatch(a)
      if (v) throw new Error(v.message)
    }
    play({
      type: 'launch',
      base: 'marsham',
      units: ['us-b17-1'],
      mission: 'fly',
      target: '0805',
      path: ['0307', '0407', '0507', '0606', '0706', '0805'],
    })
    play({ type: 'collect', flight: 'F1', units: [] })
    play({ type: 'declare', groups: [{ base: 'dunenfeld', units: ['de-me109-1'] }] })
    play({ type: 'launchInterceptors', base: 'dunenfeld' })
    for (let i = 0; i < 3; i++) play({ type: 'pass' }) // the Allies do not counter-intercept
    play({ type: 'pass' })
    play({ type: 'pass' })
    play({ type: 'designate', units: ['de-me109-1'] })
    play({ type: 'attack', attacker: 'de-me109-1', target: 'us-b17-1' })
  })
  await tab(page, 'Log').click()
  const log = page.locator('#panel-log')
  const attack = log.getByTestId('log-entry').filter({ hasText: /^Round 1: Me-109 attacks B-17/ })
  await expect(attack.locator('ul.roll li')).toHaveText([
    /^Die \(air combat attack\): \d \(seeded\)$/,
    'Target number 5 = 4 attacker strength (4.16) +3 attacker quality (4.16) −2 target quality (4.16)',
    /^Result: (hit|miss)$/,
  ])
  await log.getByRole('button', { name: /^B-17 enters 0407/ }).click()
  expect(await ui(page)).toMatchObject({ centreOn: { hex: '0407' }, selectedHex: '0407' })
  await log.getByRole('button', { name: /Me-109 takes off from Dunenfeld/ }).click()
  expect(await ui(page)).toMatchObject({ centreOn: { hex: '1106' }, selectedHex: '1106' })
  // the log stays where it is: the click shows the hex, it does not leave the log
  await expect(tab(page, 'Log')).toHaveAttribute('aria-selected', 'true')
})

test('keyboard only: Tab to the controls, Enter and Esc while tracing, visible focus', async ({ page }) => {
  await openApp(page)
  // the first stop is a link past the header and the map to the panels
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to the panels' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(tab(page, 'Situation')).toBeFocused()
  const marsham = decision(page).getByRole('button', { name: /^Marsham 0207/ })
  await tabTo(page, marsham)
  expect(await marsham.evaluate((el) => getComputedStyle(el).outlineStyle), 'focus is visible').not.toBe(
    'none',
  )
  await page.keyboard.press('Enter')
  expect((await ui(page)).selectedHex).toBe('0207')
  const b17 = decision(page).getByRole('checkbox', { name: /B-17/ })
  await tabTo(page, b17)
  await page.keyboard.press('Space')
  await expect(b17).toBeChecked()
  await tabTo(page, decision(page).getByRole('button', { name: 'Trace the route' }))
  await page.keyboard.press('Enter')
  const trace = page.getByTestId('trace-panel')
  await expect(trace.getByRole('heading', { name: 'Tracing the route' })).toBeFocused()
  await tabTo(page, trace.getByRole('button', { name: '0307' }))
  await page.keyboard.press('Space') // Space presses the focused button; Enter is the Launch button's
  await expect(trace.getByTestId('route')).toHaveText('Route: 0207 → 0307')
  await expect(
    trace.getByRole('list', { name: 'Legal next hexes' }).getByRole('button').first(),
  ).toBeFocused()
  // Esc cancels the tracing
  await page.keyboard.press('Escape')
  await expect(trace).toHaveCount(0)
  expect((await ui(page)).tracing).toBeNull()

  // again: after clicks on next-hex buttons, Enter does what the button marked "Enter" says, Launch (docs/guide.md, "Decisions")
  await planB17(page)
  await trace.getByRole('button', { name: '0307' }).click()
  await trace.getByRole('button', { name: '0407' }).click()
  await expect(
    trace.getByRole('list', { name: 'Legal next hexes' }).getByRole('button').first(),
  ).toBeFocused()
  await expect(trace.getByRole('button', { name: /^Launch/ })).toContainText('Enter')
  await page.keyboard.press('Enter')
  await expect.poll(async () => (await ui(page)).cursor).toBe(1)
  expect(await page.evaluate(() => window.__sortieStore!.getState().game!.actions[0])).toMatchObject({
    type: 'launch',
    path: ['0307', '0407'],
  })
  await expect(trace).toHaveCount(0)

  // tabs follow the arrow keys
  await tab(page, 'Situation').focus()
  await page.keyboard.press('ArrowRight')
  await expect(tab(page, 'Forces')).toBeFocused()
  await expect(tab(page, 'Forces')).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('End')
  await expect(tab(page, 'Settings')).toHaveAttribute('aria-selected', 'true')
  // Ctrl+Z undoes, Ctrl+Y redoes
  await page.keyboard.press('Control+z')
  await expect.poll(async () => (await ui(page)).cursor).toBe(0)
  await page.keyboard.press('Control+y')
  await expect.poll(async () => (await ui(page)).cursor).toBe(1)
})

test('undo and redo, and the hot-seat undo policy', async ({ page }) => {
  await openApp(page)
  const undo = page.getByRole('button', { name: 'Undo' })
  const redo = page.getByRole('button', { name: 'Redo' })
  await expect(undo).toBeDisabled()
  await expect(redo).toBeDisabled()
  await planB17(page)
  for (const h of ROUTE)
    await page.getByTestId('trace-panel').getByRole('button', { name: h, exact: true }).click()
  await page
    .getByTestId('trace-panel')
    .getByRole('button', { name: /^Launch/ })
    .click()
  await expect(page.getByTestId('pending')).toContainText('collect units')
  await undo.click()
  await expect(page.getByTestId('pending')).toContainText('Launch a mission')
  await expect(undo).toBeDisabled()
  await redo.click()
  await expect(page.getByTestId('pending')).toContainText('collect units')
  await expect(redo).toBeDisabled()

  // hot-seat: the Allies may take back their own launch, but not a choice that handed over to the Axis
  await tab(page, 'Settings').click()
  await page.getByRole('radio', { name: /^Hot-seat/ }).check()
  await expect(undo).toBeEnabled()
  await tab(page, 'Situation').click()
  await page
    .locator('.decision-dialog')
    .getByRole('button', { name: /^Collect none/ })
    .click()
  await expect(page.getByTestId('pending')).toContainText('Axis to decide')
  await expect(undo).toBeDisabled()
  await expect(undo).toHaveAttribute(
    'title',
    'The decision passed from Western Allies to Axis: a hot-seat game cannot undo a hand-over.',
  )
  await tab(page, 'Settings').click()
  await page.getByRole('radio', { name: /^Exploration/ }).check()
  await expect(undo).toBeEnabled()
})

test('a new game draws a fresh seed, shown and editable; real dice; the hand-over screen is on for two people; settings persist', async ({
  page,
}) => {
  await openApp(page, '/?scenario=channel-1943') // two phases: the Axis plays after the Allies (the tutorial ends after one)
  await tab(page, 'Settings').click()
  const settings = page.locator('#panel-settings')
  const first = await page.evaluate(() => window.__sortieStore!.getState().game!.seed)
  await expect(settings.getByTestId('dice-now')).toContainText(
    `This game: the computer rolls, seed ${first}.`,
  )
  await settings.getByRole('button', { name: 'Restart with other dice…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Restart: Channel, August 1943' })
  const seed = dialog.getByRole('textbox', { name: 'Seed' })
  expect(await seed.inputValue(), 'a fresh seed for the new game').not.toBe(String(first))
  await expect(
    dialog.getByRole('checkbox', { name: /Hide the board/ }),
    'two people play: the hand-over screen is on',
  ).toBeChecked()
  await dialog.getByRole('radio', { name: /^Real dice/ }).check()
  await dialog.getByRole('button', { name: /^Start the game/ }).click()
  await tab(page, 'Settings').click() // a new game opens on the Situation tab
  await expect(settings.getByTestId('dice-now')).toContainText('This game: real dice, each result entered.')
  await settings.getByRole('button', { name: 'Restart with other dice…' }).click()
  await dialog.getByRole('radio', { name: /^The computer rolls/ }).check()
  await seed.fill('x')
  await expect(dialog.getByRole('button', { name: /^Start the game/ })).toBeDisabled()
  await seed.fill('7')
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveCount(0)
  await tab(page, 'Settings').click()
  await expect(settings.getByTestId('dice-now')).toContainText('This game: the computer rolls, seed 7.')
  expect(await page.evaluate(() => window.__sortieStore!.getState().game!.seed)).toBe(7)

  await expect(
    settings.getByRole('checkbox', { name: /Hide the board between sides/ }),
    'set by the new-game dialog',
  ).toBeChecked()
  await tab(page, 'Situation').click()
  await decision(page).getByRole('button', { name: 'End Air Movement Step' }).click()
  const handOver = page.getByRole('dialog', { name: /Hand over to Axis/ })
  await expect(handOver).toBeVisible()
  await expect(page.locator('main')).toHaveAttribute('inert', '')
  const ready = handOver.getByRole('button', { name: 'I am the Axis player: show the board' })
  await expect(ready).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(handOver).toHaveCount(0)
  await expect(page.getByTestId('pending')).toContainText('Axis to decide')

  await page.reload()
  await tab(page, 'Settings').click()
  await expect(settings.getByRole('checkbox', { name: /Hide the board between sides/ })).toBeChecked()
  await expect(settings.getByTestId('dice-now'), 'the page opens on a fresh game').not.toContainText(
    'seed 7.',
  )
  const resume = page.getByRole('dialog', { name: /saved in this browser/ })
  await resume.getByRole('button', { name: 'Continue your game' }).first().click()
  await expect(resume).toHaveCount(0, { timeout: 15_000 })
  await expect(settings.getByTestId('dice-now'), 'the continued game keeps its dice').toContainText(
    'the computer rolls, seed 7.',
  )
})
