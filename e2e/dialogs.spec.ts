// The decision dialogs as players use them: an interception chain declared through the dialogs
// and resolved last-declared-first with the breadcrumb, an engagement with the keyboard only, the
// odds equal to the rules' preview, a greyed illegal target, physical dice, the hand-over screen,
// the automatic opponent, the tutorial notes, the move and collect dialogs, the combat round and
// final summaries, and axe on each dialog.
import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { apply, attackPreview, newGame, type Action } from '../src/rules/systems/aeto'
import { fixture } from '../src/rules/systems/aeto/testing/fixtures'
import {
  openApp,
  gameStateOf,
  pendingKind,
  decisionDialog as dialog,
  setBots,
  showTutorialNotes,
  loadInPage,
} from './helpers'

const CHAIN = JSON.parse(
  readFileSync(new URL('../src/cli/testdata/chain-scenario.json', import.meta.url), 'utf8'),
)
const CHAIN_ACTIONS: Action[] = JSON.parse(
  readFileSync(new URL('../src/cli/testdata/chain-actions.json', import.meta.url), 'utf8'),
)
const CHAIN_DICE = [6, 6, 6, 6, 6, 6, 6, 6, 6, 5, 6]
const TUTORIAL = JSON.parse(
  readFileSync(new URL('../public/scenarios/tutorial.json', import.meta.url), 'utf8'),
)

test.use({ reducedMotion: 'reduce' })

const load = (page: Page, json: unknown, id: string, dice: number[], actions: Action[] = []) =>
  loadInPage(page, json, { id, dice, actions })

async function axe(page: Page, selector = '.decision-dialog') {
  const r = await new AxeBuilder({ page }).include(selector).analyze()
  const bad = r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(bad.map((v) => `${v.id}: ${v.help}`)).toEqual([])
}

async function declare(page: Page, title: string, unit: RegExp, crumbs: string[]) {
  const d = dialog(page)
  await expect(d.getByRole('heading', { level: 3 })).toContainText(title)
  if (crumbs.length) await expect(page.getByTestId('breadcrumb')).toHaveText(crumbs.join(' ▸ '))
  else await expect(page.getByTestId('breadcrumb')).toHaveCount(0)
  await d.getByRole('checkbox', { name: unit }).check()
  await d.getByRole('button', { name: /^Declare/ }).click()
  await expect(dialog(page).getByRole('heading', { level: 3 })).toContainText('Interceptor launch')
  await expect(dialog(page)).toContainText('Automatic path:')
  await dialog(page)
    .getByRole('button', { name: /^Launch from/ })
    .click()
}

test('an interception chain through the dialogs, resolved last declared first, the last engagement by keyboard', async ({
  page,
}) => {
  await openApp(page)
  await load(page, CHAIN, 'chain', CHAIN_DICE, CHAIN_ACTIONS.slice(0, 1))
  await expect(dialog(page)).toContainText('Enemy flight (1 unit) enters 0605')
  await expect(dialog(page)).toContainText(/interception range \d+, distance \d+/)
  await axe(page)
  await declare(page, 'Interception', /Me-109/, [])
  await declare(page, 'Counter-interception', /Spitfire/, ['Interception at 0605'])
  await declare(page, 'Counter-counter-interception', /Fw-190/, [
    'Interception at 0605',
    'Counter-interception at 1004',
  ])
  await expect(page.getByTestId('breadcrumb')).toHaveText(
    'Interception at 0605 ▸ Counter-interception at 1004 ▸ Counter-counter-interception at 0702',
  )
  // Keyboard only from here: the dialog has the focus.
  await expect(dialog(page)).toContainText('Before combat at 0702')
  await axe(page)
  await page.keyboard.press('Escape') // axis passes
  await expect(dialog(page)).toContainText(/Allies|Western Allies/)
  await page.keyboard.press('Escape') // allies pass
  await expect(dialog(page).getByRole('heading', { level: 3 })).toContainText('attack')
  // The odds shown are the rules' own preview.
  const st = await gameStateOf(page)
  const pv = attackPreview(st, 'uk-spitfire', 'de-fw190')
  const pct = (x: number) => `${(Math.round(x * 1000) / 10).toFixed(1)}%`
  await expect(page.getByTestId('odds-hit')).toHaveText(pct(pv.odds.hit))
  await expect(page.getByTestId('odds-abort')).toHaveText(pct(pv.odds.abort))
  await expect(page.getByTestId('odds-miss')).toHaveText(pct(pv.odds.miss))
  await expect(page.getByTestId('odds')).toContainText(`Air target number ${pv.atn.atn}`)
  await axe(page)
  await page.keyboard.press('Enter') // allies attack: the roll shows with its computation
  await expect(page.getByTestId('roll').first()).toContainText('Die (')
  await expect(page.getByTestId('roll').first()).toContainText('Result:')
  await page.keyboard.press('Enter') // axis attacks
  await expect.poll(() => pendingKind(page)).toBe('voluntaryAbort')
  await axe(page)
  await page.keyboard.press('Escape') // allies abort none (hidden)
  await page.keyboard.press('Escape') // axis abort none
  await expect.poll(() => pendingKind(page)).toBe('remain')
  await page.keyboard.press('Enter') // allies stay
  await page.keyboard.press('Enter') // axis stays
  await expect(dialog(page).getByRole('heading', { level: 3 })).toContainText('attack')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await expect.poll(() => pendingKind(page)).toBe('continue')
  await axe(page)
  await page.keyboard.press('Enter')
  // Then the engagement below it on the stack: the counter-interception at 1004.
  await expect(dialog(page)).toContainText('Before combat at 1004')
  await expect(page.getByTestId('breadcrumb')).toHaveText(
    'Interception at 0605 ▸ Counter-interception at 1004',
  )
})

test('physical dice: the rolling player enters the value; anything but 1–6 is refused', async ({ page }) => {
  await openApp(page)
  await page.evaluate(() => window.__sortieStore!.getState().setSession({ diceMode: 'manual' }))
  await load(page, CHAIN, 'chain', [], CHAIN_ACTIONS.slice(0, 9))
  await dialog(page)
    .getByRole('button', { name: /Attack and roll/ })
    .click()
  await expect(dialog(page).getByRole('heading', { level: 3 })).toContainText('Physical die')
  await expect(dialog(page)).toContainText('air target number') // the attack the die is for, named by the rules
  await axe(page)
  const box = dialog(page).getByRole('textbox', { name: /Die value/ })
  await box.fill('7')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('roll-error')).toContainText('enter a whole number from 1 to 6')
  expect(await pendingKind(page)).toBe('roll')
  await box.fill('6')
  await page.keyboard.press('Enter')
  await expect.poll(() => pendingKind(page)).not.toBe('roll')
  await expect(page.getByTestId('roll').first()).toContainText('entered by hand')
})

test('a target forbidden by the targeting restriction is greyed with its reason; tutorial notes follow', async ({
  page,
}) => {
  await openApp(page)
  await load(page, TUTORIAL, 'tutorial', [6, 6, 6, 6, 6, 6])
  await showTutorialNotes(page)
  await expect(page.getByTestId('tutorial-note')).toContainText('Launch a mission')
  await page.evaluate(() => {
    const s = window.__sortieStore!
    s.getState().startTracing('marsham', ['us-b17-1', 'uk-wellington-1'])
    for (const h of ['0307', '0407', '0507', '0606', '0706']) s.getState().traceTo(h)
    s.getState().confirmTracing()
    const g = s.getState().game!
    const p = g.states[g.cursor].pending as { flight: string }
    s.getState().dispatch({ type: 'collect', flight: p.flight, units: ['uk-spitfire-1'] })
  })
  await expect(page.getByTestId('tutorial-note')).toContainText('Declare an interception')
  await dialog(page)
    .getByRole('checkbox', { name: /Me-109/ })
    .first()
    .check()
  await dialog(page)
    .getByRole('checkbox', { name: /Me-109/ })
    .nth(1)
    .check()
  await dialog(page)
    .getByRole('button', { name: /^Declare/ })
    .click()
  await dialog(page)
    .getByRole('button', { name: /^Launch from/ })
    .click()
  for (let i = 0; i < 3; i++) {
    await expect(page.getByTestId('tutorial-note')).toContainText(/counter-interception|Declare/)
    await dialog(page).getByRole('button', { name: /^Pass/ }).click() // allies pass their counter-interceptions
    if ((await pendingKind(page)) !== 'declare') break
  }
  await expect.poll(() => pendingKind(page)).toBe('preCombat')
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await expect.poll(() => pendingKind(page)).toBe('designate')
  await expect(page.getByTestId('tutorial-note')).toContainText('roles')
  await dialog(page).getByRole('checkbox').first().check()
  await dialog(page)
    .getByRole('button', { name: /^Designate Enter/ })
    .click()
  await expect(page.getByTestId('tutorial-note')).toContainText('attacks')
  await dialog(page)
    .getByRole('button', { name: /^End attacks/ })
    .click() // allies
  await expect.poll(() => pendingKind(page)).toBe('attack')
  // The axis now attacks: a designated fighter may attack only bombers (4.16).
  const illegal = dialog(page).locator('.illegal')
  const n = await illegal.count()
  if (n === 0)
    await dialog(page)
      .getByRole('radio', { name: /Me-109/ })
      .nth(1)
      .check()
  await expect(dialog(page).locator('.illegal').first()).toContainText('not allowed:')
  await expect(dialog(page).locator('.illegal input').first()).toBeDisabled()
  await axe(page)
})

test('the hand-over screen before every private choice: an interception declaration is one (4.13); "at every change of side" hides the board too', async ({
  page,
}) => {
  await openApp(page)
  // By default the screen changes hands before a private choice; the declaring side's interceptors
  // are its own secret until declared (rules/viewPending.ts, PRIVATE_DECISIONS).
  for (const handOverWhen of ['private', 'everyChange'] as const) {
    await page.evaluate(
      (when) => window.__sortieStore!.getState().setSession({ handOver: true, handOverWhen: when }),
      handOverWhen,
    )
    await load(page, CHAIN, 'chain', CHAIN_DICE)
    await page.evaluate((a) => window.__sortieStore!.getState().dispatch(a), CHAIN_ACTIONS[0])
    const screen = page.getByRole('dialog', { name: /Hand over to Axis/ })
    await expect(screen).toBeVisible()
    await expect(page.locator('main.app-main')).toHaveAttribute('aria-hidden', 'true')
    await expect(page.getByRole('dialog', { name: /Interception/ })).toHaveCount(0)
    await screen.getByRole('button', { name: /I am the Axis player/ }).click()
    await expect(dialog(page)).toContainText('Interception')
  }
})

test('the automatic opponent finishes a Step', async ({ page }) => {
  await openApp(page)
  await load(page, TUTORIAL, 'tutorial', [])
  await setBots(page, ['Western Allies', 'Axis'])
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const g = window.__sortieStore!.getState().game!
          return g.states[g.cursor].turn.step
        }),
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0)
  await expect(page.getByTestId('bot-reasoning')).toContainText('Bot:')
})

test('the automatic opponent’s side gets no hand-over screen; its reasoning is in the event log', async ({
  page,
}) => {
  await openApp(page)
  await page.evaluate(() => window.__sortieStore!.getState().setSession({ handOver: true }))
  await load(page, CHAIN, 'chain', CHAIN_DICE)
  await setBots(page, ['Axis'])
  // Record whether the screen ever shows, even for a moment while the bot plays.
  await page.evaluate(() => {
    const w = window as unknown as { handOverSeen: boolean }
    w.handOverSeen = false
    new MutationObserver(() => {
      if (document.querySelector('.hand-over')) w.handOverSeen = true
    }).observe(document.body, { childList: true, subtree: true })
  })
  await page.evaluate((a) => window.__sortieStore!.getState().dispatch(a), CHAIN_ACTIONS[0])
  // The bot answers the interception for the Axis: no screen asks to pass it the board.
  await expect
    .poll(() => page.evaluate(() => window.__sortieStore!.getState().game!.cursor), { timeout: 15_000 })
    .toBeGreaterThan(1)
  await expect(page.getByRole('dialog', { name: /Hand over to Axis/ })).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { handOverSeen: boolean }).handOverSeen)).toBe(false)
  await expect(page.locator('main.app-main')).not.toHaveAttribute('aria-hidden', 'true')
  await page.getByRole('tab', { name: 'Log' }).click()
  const why = page.locator('#panel-log').getByTestId('log-bot-entry')
  await expect(why.filter({ hasText: 'Bot’s reasoning: Intercept B-17 at 0605 with Me-109' })).toHaveCount(1)
})

test('the tutorial can be completed: intercepted, counter- and counter-counter-intercepted, both rounds', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openApp(page)
  await load(page, TUTORIAL, 'tutorial', Array(40).fill(6))
  await showTutorialNotes(page)
  const note = page.getByTestId('tutorial-note')
  const title = note.getByRole('heading', { level: 3 })
  const cursor = () => page.evaluate(() => window.__sortieStore!.getState().game!.cursor)
  /** Asserts the note, then clicks a dialog button and waits for the action to be played. */
  async function answer(noteTitle: string, button: RegExp, tick: RegExp[] = []) {
    await expect(title).toHaveText(`Tutorial: ${noteTitle}`)
    for (const t of tick) await dialog(page).getByRole('checkbox', { name: t }).first().check()
    const before = await cursor()
    await dialog(page).getByRole('button', { name: button }).click()
    await expect.poll(cursor).toBeGreaterThan(before)
  }
  async function whileKind(kind: string, noteTitle: string, button: RegExp) {
    while ((await pendingKind(page)) === kind) await answer(noteTitle, button)
  }

  await expect(title).toHaveText('Tutorial: Launch a mission')
  await expect(note).toContainText('Tick the Wellington and the B-17 at Marsham (0207)')
  await page.evaluate(() => {
    const s = window.__sortieStore!
    s.getState().startTracing('marsham', ['us-b17-1', 'uk-wellington-1'])
    for (const h of ['0307', '0407', '0507', '0606', '0706']) s.getState().traceTo(h)
    s.getState().confirmTracing()
  })
  await expect(title).toHaveText('Tutorial: Fly the mission')
  await page.evaluate(() => {
    const s = window.__sortieStore!
    const g = s.getState().game!
    const p = g.states[g.cursor].pending as { flight: string }
    s.getState().dispatch({ type: 'collect', flight: p.flight, units: ['uk-spitfire-1'] })
  })
  // The interception, the counter-interception and the counter-counter-interception.
  await expect(note).toContainText('interception range is max(4, half the printed range)')
  await dialog(page)
    .getByRole('checkbox', { name: /Me-109/ })
    .nth(1)
    .check()
  await answer('Declare an interception', /^Declare/, [/Me-109/])
  await answer('Launch the interceptors', /^Launch from Dunenfeld/)
  await expect(note).toContainText('before the interception at 0706')
  await answer('Declare a counter-interception', /^Declare/, [/Spitfire/])
  await answer('Launch the interceptors', /^Launch from Kestrel/)
  await expect(note).toContainText('before the counter-interception at 0907')
  await answer('Declare a counter-counter-interception', /^Declare/, [/Fw-190/])
  await answer('Launch the interceptors', /^Launch from Waldheim/)
  await expect(page.getByTestId('breadcrumb')).toContainText('Counter-counter-interception at 0806')
  // The Allies could intercept the Fw-190 again: they pass.
  await expect(note).toContainText('before the counter-counter-interception at 0806')
  await whileKind('declare', 'Declare a counter-counter-counter-interception', /^Pass/)
  // Last declared, first resolved: the combat at 0806.
  await whileKind('preCombat', 'Before combat', /^Pass/)
  await expect(note).toContainText('air target number')
  await whileKind('attack', 'Round 1: attacks', /^Attack and roll/)
  await expect(note).toContainText('The last die showed 6')
  await expect(note).toContainText('a 6 always misses')
  await answer('End of Round 1: abort?', /^Abort these/, [/Spitfire/]) // the Allies' Spitfire leaves (hidden)
  await answer('End of Round 1: abort?', /^Abort none/)
  // Then the interception at 0706: the Allies may still counter-intercept the Me-109s on their way.
  await expect(note).toContainText('before the interception at 0706')
  await whileKind('declare', 'Declare a counter-interception', /^Pass/)
  await whileKind('preCombat', 'Before combat', /^Pass/)
  await answer('Round 1: roles', /^Designate none/)
  await whileKind('attack', 'Round 1: attacks', /^Attack and roll/)
  await answer('End of Round 1: abort?', /^Abort none/)
  await answer('End of Round 1: abort?', /^Abort none/)
  await answer('Round 2', /^Stay/)
  await answer('Round 2', /^Stay/)
  await answer('Round 2: roles', /^Designate none/)
  await expect(note).toContainText('Choose an attacker and a target')
  await whileKind('attack', 'Round 2: attacks', /^Attack and roll/)
  await answer('After combat', /^Continue the ticked flights/)
  await expect(title).toHaveText('Tutorial: Tutorial complete')
  await expect(note).toContainText('a counter-counter-interception and both combat rounds')
  const st = await gameStateOf(page)
  expect(st.pending.kind).toBe('plan')
  expect(Object.keys(st.engagements).length).toBeGreaterThanOrEqual(3)
})

const flightOf = (page: Page, unit: string) =>
  page.evaluate((u) => {
    const g = window.__sortieStore!.getState().game!
    const st = g.states[g.cursor]
    const f = st.flights[st.units[u].aloft!.flight]
    return { units: f.units, status: f.status, path: f.path.length }
  }, unit)

test('the move dialog: MP per unit, a next hex by button, Esc stops; Enter follows the automatic path (4.12, 4.15)', async ({
  page,
}) => {
  await openApp(page)
  // The B-17's planned route ends at 0307, short of its target 0706: the owner moves it on.
  await load(
    page,
    TUTORIAL,
    'tutorial',
    [],
    [
      {
        type: 'launch',
        base: 'marsham',
        units: ['us-b17-1'],
        mission: 'fly',
        target: '0706',
        path: ['0307'],
      },
    ],
  )
  const d = dialog(page)
  await expect(d.getByRole('heading', { level: 3 })).toContainText('Move the flight')
  await expect(page.getByTestId('move-where')).toHaveText('At 0307, flying to 0706.')
  await expect(d.locator('table.mp tbody tr').first().locator('td')).toHaveText(['1', '19']) // B-17 range 20
  await expect(
    d.getByRole('button', { name: /Follow the automatic path \(0406 → 0506 → 0605 → 0706\)/ }),
  ).toBeVisible()
  await expect(d).toContainText('6 legal next hexes (4.12) — or click a highlighted hex on the map')
  await axe(page)
  await page.getByTestId('move-next').getByRole('button', { name: '0406' }).click()
  await expect(page.getByTestId('move-where')).toHaveText('At 0406, flying to 0706.')
  await expect(d.locator('table.mp tbody tr').first().locator('td')).toHaveText(['2', '18'])
  await page.keyboard.press('Escape') // Stop here (4.15)
  await expect.poll(() => pendingKind(page)).toBe('plan')
  expect(await flightOf(page, 'us-b17-1')).toEqual({ units: ['us-b17-1'], status: 'stopped', path: 3 })
  // A second mission, moved on with Enter: the whole automatic path to 0706, where the Axis may intercept.
  await page.evaluate(() => {
    window.__sortieStore!.getState().dispatch({
      type: 'launch',
      base: 'marsham',
      units: ['uk-wellington-1'],
      mission: 'fly',
      target: '0706',
      path: ['0307'],
    })
  })
  await expect(page.getByTestId('move-status')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(d).toContainText('Enemy flight (1 unit) enters 0706')
  expect(await flightOf(page, 'uk-wellington-1')).toMatchObject({ path: 6 }) // 0207 0307 0406 0506 0605 0706
})

test('the move dialog: some units of the flight stop here, the others fly on (4.15)', async ({ page }) => {
  await openApp(page)
  await load(
    page,
    TUTORIAL,
    'tutorial',
    [],
    [
      {
        type: 'launch',
        base: 'marsham',
        units: ['us-b17-1', 'uk-wellington-1'],
        mission: 'fly',
        target: '0706',
        path: ['0307'],
      },
    ],
  )
  const d = dialog(page)
  await expect(d.locator('table.mp tbody tr')).toHaveCount(2)
  await expect(d.getByRole('button', { name: 'Stop the ticked units here' })).toBeDisabled()
  await d
    .getByRole('group', { name: /leave some units here/ })
    .getByRole('checkbox', { name: /Wellington/ })
    .check()
  await axe(page)
  await d.getByRole('button', { name: 'Stop the ticked units here' }).click()
  await expect(d.locator('table.mp tbody tr')).toHaveCount(1)
  await expect(d.locator('table.mp tbody tr')).toContainText('B-17')
  expect(await pendingKind(page)).toBe('move')
  expect(await flightOf(page, 'uk-wellington-1')).toMatchObject({
    units: ['uk-wellington-1'],
    status: 'stopped',
  }) // a flight of its own
  await page.getByRole('tab', { name: 'Log' }).click()
  await expect(page.locator('#panel-log')).toContainText('Wellington stops at 0307 (4.15).')
})

test('the collect dialog: tick a unit over a friendly base and collect it (4.9)', async ({ page }) => {
  await openApp(page)
  await load(
    page,
    TUTORIAL,
    'tutorial',
    [],
    [
      {
        type: 'launch',
        base: 'marsham',
        units: ['us-b17-1'],
        mission: 'fly',
        target: '0706',
        path: ['0307', '0407', '0507', '0606', '0706'],
      },
    ],
  )
  const d = dialog(page)
  await expect(d.getByRole('heading', { level: 3 })).toContainText('Collect units')
  await expect(d).toContainText('Ready at Kestrel Field (0507)')
  await expect(d.getByRole('button', { name: /^Collect Enter/ })).toBeDisabled()
  await axe(page)
  await d.getByRole('checkbox', { name: /P-47/ }).check()
  await d.getByRole('button', { name: /^Collect Enter/ }).click()
  await expect.poll(() => pendingKind(page)).not.toBe('collect')
  expect((await flightOf(page, 'us-b17-1')).units).toEqual(['us-b17-1', 'us-p47-1'])
  await page.getByRole('tab', { name: 'Log' }).click()
  await expect(page.locator('#panel-log')).toContainText('P-47 joins the flight over 0507 (collected, 4.9).')
})

test('the collect dialog: a fighter-bomber picked up is given its role (4.0, 4.9)', async ({ page }) => {
  await openApp(page)
  // A Wellington from A (0106) to 0606 flies over K (0306), where a Typhoon FB is ready.
  const scenario = fixture({
    bases: [
      { id: 'a', hex: '0106', owner: 'allies' },
      { id: 'k', hex: '0306', owner: 'allies' },
      { id: 'xf', hex: '2012', owner: 'axis' },
    ],
    units: [
      { id: 'well', name: 'Wellington', nation: 'UK', type: 'B', front: '4-6/1', back: '2-6/1', base: 'a' },
      { id: 'typhoon', name: 'Typhoon', nation: 'UK', type: 'FB', front: '5-5/2', back: '3-5/2', base: 'k' },
      { id: 'me109', name: 'Me-109', nation: 'DE', type: 'F', front: '4-4/3', back: '2-4/3', base: 'xf' },
    ],
  })
  await load(
    page,
    scenario,
    'fixture',
    [],
    [
      {
        type: 'launch',
        base: 'a',
        units: ['well'],
        mission: 'fly',
        target: '0606',
        path: ['0206', '0306', '0406', '0506', '0606'],
      },
    ],
  )
  const d = dialog(page)
  await expect(d.getByRole('heading', { level: 3 })).toContainText('Collect units')
  await expect(d.getByRole('radiogroup')).toHaveCount(0) // a role only for a ticked unit
  await d.getByRole('checkbox', { name: /Typhoon/ }).check()
  const roles = d.getByRole('radiogroup', { name: 'Role of Typhoon (4.0)' })
  await expect(roles.getByRole('radio', { name: 'Bomber' })).toBeChecked()
  await roles.getByRole('radio', { name: 'Fighter' }).check()
  await axe(page)
  await page.keyboard.press('Enter')
  await expect.poll(() => pendingKind(page)).not.toBe('collect')
  const typhoon = await page.evaluate(() => {
    const g = window.__sortieStore!.getState().game!
    const u = g.states[g.cursor].units.typhoon
    return { role: u.role, aloft: u.aloft !== null }
  })
  expect(typhoon).toEqual({ role: 'fighter', aloft: true })
})

test('the combat summaries: return fire labelled, Round 1 results together, who remains, the final summary', async ({
  page,
}) => {
  await openApp(page)
  // Tutorial: B-17 and Wellington with the Spitfire collected over Kestrel, met at 0706 by both
  // Me-109s designated against bombers. Dice: Spitfire 1 (hit), Me-109 #1 on the B-17 5 (abort),
  // return fire 6 (6 + 2 − 3 = 5 ≥ 3: hit, 4.19), Me-109 #2 on the Wellington 6 (miss);
  // Round 2: Spitfire 6 (miss), Me-109 #2 on the Spitfire 1 (hit).
  await load(
    page,
    TUTORIAL,
    'tutorial',
    [1, 5, 6, 6, 6, 1],
    [
      {
        type: 'launch',
        base: 'marsham',
        units: ['us-b17-1', 'uk-wellington-1'],
        mission: 'fly',
        target: '0706',
        path: ['0307', '0407', '0507', '0606', '0706'],
      },
      { type: 'collect', flight: 'F1', units: ['uk-spitfire-1'] },
      { type: 'declare', groups: [{ base: 'dunenfeld', units: ['de-me109-1', 'de-me109-2'] }] },
      { type: 'launchInterceptors', base: 'dunenfeld' },
      { type: 'pass' },
      { type: 'pass' },
      { type: 'pass' },
      { type: 'pass' },
      { type: 'pass' },
      { type: 'designate', units: ['de-me109-1', 'de-me109-2'] },
      { type: 'attack', attacker: 'uk-spitfire-1', target: 'de-me109-1' },
    ],
  )
  const d = dialog(page)
  const summary = page.getByTestId('combat-summary')
  await expect(d.getByRole('heading', { level: 3 })).toContainText('Air combat: attack')
  await expect(summary).toHaveCount(0) // Round 1 has no result yet
  await d
    .getByRole('radio', { name: /Me-109/ })
    .first()
    .check()
  await page.getByTestId('target-us-b17-1').getByRole('radio').check()
  await d.getByRole('button', { name: /^Attack and roll/ }).click()
  const returnFire = page.locator('[data-testid="roll"][data-kind="returnFire"]')
  await expect(returnFire).toContainText(
    'Return fire (4.19): B-17 returns fire at Me-109: roll 6 + 2 − 3 = 5 against 3: hit (4.19).',
  )
  await expect(returnFire).toContainText('Die (heavy bomber return fire)')
  await page.getByTestId('target-uk-wellington-1').getByRole('radio').check()
  await d.getByRole('button', { name: /^Attack and roll/ }).click()
  await expect.poll(() => pendingKind(page)).toBe('voluntaryAbort')
  const section = (heading: string) => summary.getByRole('region', { name: heading })
  await expect(summary).toContainText('Air combat at 0706: results so far')
  await expect(section('Round 1 results (applied together, 4.16)').getByRole('listitem')).toHaveText([
    "Me-109 #1 eliminated (Spitfire #1's attack: hit; B-17's return fire: hit, 4.19).",
    "B-17 aborted (Me-109 #1's attack: abort).",
  ])
  await axe(page, '[data-testid="combat-summary"]')
  await page.keyboard.press('Escape') // the Allies abort none (hidden)
  await expect(section('Voluntary aborts (4.16)')).toHaveText(
    /Western Allies has chosen its voluntary aborts \(hidden until both sides have chosen, 4\.16\)\./,
  )
  await expect(summary).not.toContainText('chose to abort')
  await page.keyboard.press('Escape') // the Axis abort none: both revealed
  await expect.poll(() => pendingKind(page)).toBe('remain')
  await expect(section('Voluntary aborts (4.16)').getByRole('listitem')).toHaveText([
    'Western Allies: none.',
    'Axis: none.',
  ])
  await expect(section('Round 2: who remains (4.16)')).toContainText(
    'Still in the combat: Western Allies Wellington and Spitfire #1; Axis Me-109 #2.',
  )
  await d.getByRole('checkbox', { name: /Wellington/ }).uncheck()
  await d.getByRole('button', { name: /^Stay/ }).click() // the Wellington leaves
  await expect.poll(() => pendingKind(page)).toBe('remain')
  await d.getByRole('button', { name: /^Stay/ }).click()
  await expect(section('Round 2: who remains (4.16)').getByRole('listitem')).toHaveText([
    'Western Allies: Spitfire #1 stays; Wellington aborts.',
    'Axis: Me-109 #2 stays.',
  ])
  await expect.poll(() => pendingKind(page)).toBe('attack')
  await page.keyboard.press('Enter') // Spitfire on Me-109 #2: 6, miss
  await expect.poll(() => page.evaluate(() => window.__sortieStore!.getState().game!.cursor)).toBe(18)
  await page.keyboard.press('Enter') // Me-109 #2 on the Spitfire: 1, hit
  await expect(summary).toContainText('Air combat at 0706: final summary')
  await expect(section('Round 2 results (applied together, 4.16)').getByRole('listitem')).toHaveText([
    "Spitfire #1 depleted and aborted (Me-109 #2's attack: hit).",
  ])
  await expect(section('Final: Western Allies').getByRole('listitem')).toHaveText([
    "B-17: aborted in Round 1 (Me-109 #1's attack: abort).",
    'Wellington: aborted: did not stay for Round 2 (4.16).',
    "Spitfire #1: depleted and aborted in Round 2 (Me-109 #2's attack: hit).",
  ])
  await expect(section('Final: Axis').getByRole('listitem')).toHaveText([
    "Me-109 #1: eliminated in Round 1 (Spitfire #1's attack: hit; B-17's return fire: hit, 4.19).",
    'Me-109 #2: unharmed.',
  ])
  await expect(section('After the combat (4.13)').getByRole('listitem')).toHaveText([
    'No flight continues its movement from 0706.',
    'Me-109 is set aside at 0706 until the end of the Step (4.13).',
  ])
  // Not a decision: the Allies plan their next mission with the summary still shown; it collapses.
  await expect.poll(() => pendingKind(page)).toBe('plan')
  await axe(page, '[data-testid="combat-summary"]')
  await summary.locator('summary').click()
  await expect(section('Final: Axis')).toBeHidden()
  await summary.locator('summary').click()
  await expect(section('Final: Axis')).toBeVisible()
})

test('the dump-ordnance dialog: a fighter-bomber flying as a bomber dumps its bombs to fight as a fighter (4.16)', async ({
  page,
}) => {
  await openApp(page)
  // A Typhoon FB flies from A (0106) to 0606 as a bomber; the Me-109 at X (0905) intercepts it.
  const scenario = fixture({
    bases: [
      { id: 'a', hex: '0106', owner: 'allies' },
      { id: 'x', hex: '0905', owner: 'axis' },
    ],
    units: [
      { id: 'typhoon', name: 'Typhoon', nation: 'UK', type: 'FB', front: '5-5/2', back: '3-5/2', base: 'a' },
      { id: 'me109', name: 'Me-109', nation: 'DE', type: 'F', front: '4-4/3', back: '2-4/3', base: 'x' },
    ],
  })
  // Up to the decision, answered by the rules module itself: the Axis declares at its first chance,
  // launches, both sides pass before combat, no bomber-attackers are designated.
  const actions: Action[] = [
    {
      type: 'launch',
      base: 'a',
      units: ['typhoon'],
      mission: 'fly',
      target: '0606',
      roles: { typhoon: 'bomber' },
      path: ['0206', '0306', '0406', '0506', '0606'],
    },
  ]
  let s = newGame(scenario, { seed: 1 })
  for (let i = 0; i < 40 && s.pending.kind !== 'dumpOrdnance'; i++) {
    const p = s.pending
    const a: Action =
      i === 0
        ? actions[0]
        : p.kind === 'declare'
          ? p.interceptors.length
            ? { type: 'declare', groups: [{ base: 'x', units: ['me109'] }] }
            : { type: 'pass' }
          : p.kind === 'launchInterceptors'
            ? { type: 'launchInterceptors', base: 'x' }
            : p.kind === 'designate'
              ? { type: 'designate', units: [] }
              : { type: 'pass' }
    const r = apply(s, a)
    if (!r.ok) throw new Error(`${p.kind}: ${r.violation.message}`)
    if (i > 0) actions.push(a)
    s = r.state
  }
  expect(s.pending.kind).toBe('dumpOrdnance')
  await load(page, scenario, 'fixture', [], actions)
  const d = dialog(page)
  await expect(d.getByRole('heading', { level: 3 })).toContainText('Western Allies Dump ordnance (rule 4.16)')
  await expect(d.locator('.dialog-prompt')).toHaveText(
    'Western Allies: Round 1: choose fighter-bombers and Naval-Air units that dump ordnance to fight as fighters.',
  )
  await d.getByRole('checkbox', { name: /Typhoon/ }).check()
  await axe(page)
  await page.keyboard.press('Enter')
  await expect.poll(() => pendingKind(page)).not.toBe('dumpOrdnance')
  const typhoon = await page.evaluate(() => {
    const g = window.__sortieStore!.getState().game!
    const u = g.states[g.cursor].units.typhoon
    return { role: u.role, dumpedOrdnance: u.dumpedOrdnance }
  })
  expect(typhoon).toEqual({ role: 'fighter', dumpedOrdnance: true })
  const events = await page.evaluate(() => {
    const g = window.__sortieStore!.getState().game!
    return g.events[g.cursor - 1].map((e) => e.text)
  })
  expect(events).toContain('Typhoon dumps ordnance and fights as a fighter (4.16).')
})
