// The decision dialogs as players use them: an interception chain declared through the dialogs
// and resolved last-declared-first with the breadcrumb, an engagement with the keyboard only, the
// odds equal to the rules' preview, a greyed illegal target, physical dice, the hand-over screen,
// the automatic opponent, the tutorial notes, and axe on each dialog.
import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { attackPreview, type Action, type GameState } from '../src/rules'
import { openApp } from './helpers'

const CHAIN = JSON.parse(readFileSync(new URL('../src/cli/testdata/chain-scenario.json', import.meta.url), 'utf8'))
const CHAIN_ACTIONS: Action[] = JSON.parse(readFileSync(new URL('../src/cli/testdata/chain-actions.json', import.meta.url), 'utf8'))
const CHAIN_DICE = [6, 6, 6, 6, 6, 6, 6, 6, 6, 5, 6]
const TUTORIAL = JSON.parse(readFileSync(new URL('../src/scenarios/tutorial.json', import.meta.url), 'utf8'))

test.use({ reducedMotion: 'reduce' })

async function load(page: Page, json: unknown, id: string, dice: number[], actions: Action[] = []) {
  await page.evaluate(
    ({ json, id, dice, actions }) => {
      const st = window.__sortieStore!.getState()
      if (!st.loadScenario(json, id, { seed: 1, dice })) throw new Error('load failed')
      for (const a of actions) {
        const v = window.__sortieStore!.getState().dispatch(a)
        if (v) throw new Error(v.message)
      }
    },
    { json, id, dice, actions },
  )
}

const pendingKind = (page: Page) => page.evaluate(() => { const g = window.__sortieStore!.getState().game!; return g.states[g.cursor].pending.kind })
const gameStateOf = (page: Page) => page.evaluate(() => { const g = window.__sortieStore!.getState().game!; return JSON.parse(JSON.stringify(g.states[g.cursor])) as unknown }) as Promise<GameState>
const dialog = (page: Page) => page.locator('.decision-dialog')

async function axe(page: Page) {
  const r = await new AxeBuilder({ page }).include('.decision-dialog').analyze()
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
  await dialog(page).getByRole('button', { name: /^Launch from/ }).click()
}

test('an interception chain through the dialogs, resolved last declared first, the last engagement by keyboard', async ({ page }) => {
  await openApp(page)
  await load(page, CHAIN, 'chain', CHAIN_DICE, CHAIN_ACTIONS.slice(0, 1))
  await expect(dialog(page)).toContainText('Enemy flight (1 unit) enters 0605')
  await expect(dialog(page)).toContainText(/interception range \d+, distance \d+/)
  await axe(page)
  await declare(page, 'Interception', /Me-109/, [])
  await declare(page, 'Counter-interception', /Spitfire/, ['Interception at 0605'])
  await declare(page, 'Counter-counter-interception', /Fw-190/, ['Interception at 0605', 'Counter-interception at 1004'])
  await expect(page.getByTestId('breadcrumb')).toHaveText('Interception at 0605 ▸ Counter-interception at 1004 ▸ Counter-counter-interception at 0702')
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
  await expect(page.getByTestId('breadcrumb')).toHaveText('Interception at 0605 ▸ Counter-interception at 1004')
})

test('physical dice: the rolling player enters the value; anything but 1–6 is refused', async ({ page }) => {
  await openApp(page)
  await page.evaluate(() => window.__sortieStore!.getState().setSession({ diceMode: 'manual' }))
  await load(page, CHAIN, 'chain', [], CHAIN_ACTIONS.slice(0, 9))
  await dialog(page).getByRole('button', { name: /Attack and roll/ }).click()
  await expect(dialog(page).getByRole('heading', { level: 3 })).toContainText('Physical die')
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

test('a target forbidden by the targeting restriction is greyed with its reason; tutorial notes follow', async ({ page }) => {
  await openApp(page)
  await load(page, TUTORIAL, 'tutorial', [6, 6, 6, 6, 6, 6])
  await page.getByText('Players and tutorial').click()
  await page.getByRole('checkbox', { name: 'Tutorial notes' }).check()
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
  await dialog(page).getByRole('checkbox', { name: /Me-109/ }).first().check()
  await dialog(page).getByRole('checkbox', { name: /Me-109/ }).nth(1).check()
  await dialog(page).getByRole('button', { name: /^Declare/ }).click()
  await dialog(page).getByRole('button', { name: /^Launch from/ }).click()
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
  await dialog(page).getByRole('button', { name: /^Designate Enter/ }).click()
  await expect(page.getByTestId('tutorial-note')).toContainText('attacks')
  await dialog(page).getByRole('button', { name: /^End attacks/ }).click() // allies
  await expect.poll(() => pendingKind(page)).toBe('attack')
  // The axis now attacks: a designated fighter may attack only bombers (4.16).
  const illegal = dialog(page).locator('.illegal')
  const n = await illegal.count()
  if (n === 0) await dialog(page).getByRole('radio', { name: /Me-109/ }).nth(1).check()
  await expect(dialog(page).locator('.illegal').first()).toContainText('not allowed:')
  await expect(dialog(page).locator('.illegal input').first()).toBeDisabled()
  await axe(page)
})

test('the hand-over screen hides the board and the other side’s choices', async ({ page }) => {
  await openApp(page)
  await page.evaluate(() => window.__sortieStore!.getState().setSession({ handOver: true }))
  await load(page, CHAIN, 'chain', CHAIN_DICE)
  await page.evaluate((a) => window.__sortieStore!.getState().dispatch(a), CHAIN_ACTIONS[0])
  const screen = page.getByRole('dialog', { name: /Hand over to Axis/ })
  await expect(screen).toBeVisible()
  await expect(page.locator('main.app-main')).toHaveAttribute('aria-hidden', 'true')
  await expect(page.getByRole('dialog', { name: /Interception/ })).toHaveCount(0)
  await screen.getByRole('button', { name: /I am the Axis player/ }).click()
  await expect(dialog(page)).toContainText('Interception')
})

test('the automatic opponent finishes a Step', async ({ page }) => {
  await openApp(page)
  await load(page, TUTORIAL, 'tutorial', [])
  await page.getByText('Players and tutorial').click()
  for (const name of ['Western Allies', 'Axis']) {
    const box = page.getByRole('group', { name: 'Automatic opponent plays' }).getByRole('checkbox', { name })
    if ((await box.count()) > 0) await box.check()
  }
  await expect.poll(() => page.evaluate(() => { const g = window.__sortieStore!.getState().game!; return g.states[g.cursor].turn.step }), { timeout: 30_000 }).toBeGreaterThan(0)
  await expect(page.getByTestId('bot-reasoning')).toContainText('Bot:')
})

test('the automatic opponent’s side gets no hand-over screen; its reasoning is in the event log', async ({ page }) => {
  await openApp(page)
  await page.evaluate(() => window.__sortieStore!.getState().setSession({ handOver: true }))
  await load(page, CHAIN, 'chain', CHAIN_DICE)
  await page.getByText('Players and tutorial').click()
  await page.getByRole('group', { name: 'Automatic opponent plays' }).getByRole('checkbox', { name: 'Axis' }).check()
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
  await expect.poll(() => page.evaluate(() => window.__sortieStore!.getState().game!.cursor), { timeout: 15_000 }).toBeGreaterThan(1)
  await expect(page.getByRole('dialog', { name: /Hand over to Axis/ })).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { handOverSeen: boolean }).handOverSeen)).toBe(false)
  await expect(page.locator('main.app-main')).not.toHaveAttribute('aria-hidden', 'true')
  await page.getByRole('tab', { name: 'Log' }).click()
  const why = page.locator('#panel-log').getByTestId('log-bot-entry')
  await expect(why.filter({ hasText: 'Bot’s reasoning: Intercept B-17 at 0605 with Me-109' })).toHaveCount(1)
})

test('the tutorial can be completed: intercepted, counter- and counter-counter-intercepted, both rounds', async ({ page }) => {
  test.setTimeout(120_000)
  await openApp(page)
  await load(page, TUTORIAL, 'tutorial', Array(40).fill(6))
  await page.getByText('Players and tutorial').click()
  await page.getByRole('checkbox', { name: 'Tutorial notes' }).check()
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
  await dialog(page).getByRole('checkbox', { name: /Me-109/ }).nth(1).check()
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
