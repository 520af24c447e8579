// Every decision dialog fits a 1024×700 screen and works on a touch screen: its confirm and cancel
// buttons are on screen or reachable by scrolling the side panel, nothing sticks out sideways, each
// control is answered with a tap, and every button and checkbox/radio label is a touch target at
// least 40 px tall. The dialogs are reached in the chain scenario (src/cli/testdata) by playing a
// prefix of its recorded actions, as dialogs.spec.ts does. Each dialog is also checked with axe (no
// serious or critical violation).
import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import type { Action } from '../src/rules/systems/aeto'
import {
  openApp,
  pendingKind,
  gameCursor as cursor,
  decisionDialog as dialog,
  showTutorialNotes,
  TUTORIAL_INTERCEPTION,
} from './helpers'

const CHAIN = JSON.parse(
  readFileSync(new URL('../src/cli/testdata/chain-scenario.json', import.meta.url), 'utf8'),
)
const CHAIN_ACTIONS: Action[] = JSON.parse(
  readFileSync(new URL('../src/cli/testdata/chain-actions.json', import.meta.url), 'utf8'),
)
const CHAIN_DICE = [6, 6, 6, 6, 6, 6, 6, 6, 6, 5, 6]
/** A touch target's least height (WCAG 2.5.5 asks 44 CSS px; 40 leaves room for rounding and borders). */
const TOUCH = 40

test.use({ viewport: { width: 1024, height: 700 }, hasTouch: true, reducedMotion: 'reduce' })

const TUTORIAL = JSON.parse(
  readFileSync(new URL('../public/scenarios/tutorial.json', import.meta.url), 'utf8'),
)

async function load(
  page: Page,
  actions: Action[],
  manualDice: boolean,
  scenario: { json: unknown; id: string } = { json: CHAIN, id: 'chain' },
) {
  if (manualDice)
    await page.evaluate(() => window.__sortieStore!.getState().setSession({ diceMode: 'manual' }))
  await page.evaluate(
    ({ json, id, dice, actions }) => {
      if (!window.__sortieStore!.getState().loadScenario(json, id, { seed: 1, dice }))
        throw new Error('load failed')
      for (const a of actions) {
        const v = window.__sortieStore!.getState().dispatch(a)
        if (v) throw new Error(v.message)
      }
    },
    { json: scenario.json, id: scenario.id, dice: manualDice ? [] : CHAIN_DICE, actions },
  )
}

/** Taps a control after bringing it on screen, as a finger would. */
async function tap(control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded()
  await expect(control).toBeInViewport()
  await control.tap()
}

/** Taps a dialog button and waits until the rules have played the action. */
async function tapAnswer(page: Page, name: RegExp): Promise<void> {
  const before = await cursor(page)
  await tap(dialog(page).getByRole('button', { name }))
  await expect.poll(() => cursor(page)).toBeGreaterThan(before)
}

/** The dialog fits: its buttons can be brought on screen, nothing overflows sideways, every target is touch-sized. */
async function expectFits(page: Page): Promise<void> {
  const d = dialog(page)
  await expect(d).toHaveCount(1)
  const buttons = d.locator('.dialog-buttons button')
  expect(await buttons.count(), 'the dialog has its answer buttons').toBeGreaterThan(0)
  for (const b of await buttons.all()) {
    await b.scrollIntoViewIfNeeded()
    await expect(b).toBeInViewport()
  }
  const box = await d.evaluate((el) => {
    const r = el.getBoundingClientRect()
    const outside = [...el.querySelectorAll('*')]
      .filter((c) => {
        const b = c.getBoundingClientRect()
        return b.width > 0 && b.height > 0 && (b.left < r.left - 0.5 || b.right > r.right + 0.5)
      })
      .map((c) => `${c.tagName.toLowerCase()}.${c.className}: ${(c.textContent ?? '').trim().slice(0, 50)}`)
    return { scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, right: r.right, outside }
  })
  expect(box.scrollWidth, 'dialog scrollWidth ≤ clientWidth').toBeLessThanOrEqual(box.clientWidth)
  expect(box.outside, 'elements sticking out of the dialog').toEqual([])
  expect(box.right, 'the dialog ends inside the 1024 px window').toBeLessThanOrEqual(1024)
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    'the page does not scroll sideways',
  ).toBeLessThanOrEqual(0)
  const small = await d.evaluate((el, least) => {
    const targets = [...el.querySelectorAll<HTMLElement>('button, select, input[type="text"], label')].filter(
      (c) =>
        c.tagName !== 'LABEL' ||
        c.querySelector('input[type="checkbox"], input[type="radio"], select, input[type="text"]') !== null,
    )
    return targets
      .map((c) => ({
        target: `${c.tagName.toLowerCase()}: ${(c.textContent ?? '').trim().slice(0, 40)}`,
        height: Math.round(c.getBoundingClientRect().height),
      }))
      .filter((t) => t.height < least)
  }, TOUCH)
  expect(small, `touch targets under ${TOUCH} px`).toEqual([])
  const axe = await new AxeBuilder({ page }).include('.decision-dialog').analyze()
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help}`),
    'axe',
  ).toEqual([])
}

interface Case {
  kind: string
  /** How many of the chain's actions to play first. */
  played: number
  /** Or: the tutorial scenario with these actions played first. */
  tutorialActions?: Action[]
  manualDice?: boolean
  /** With the tutorial notes shown above the dialog: a longer panel, so the buttons need scrolling. */
  tutorial?: boolean
  /** A name for the test when a kind is checked twice. */
  label?: string
  /** Reaches the dialog from there (for the physical die: the attack that asks for it). */
  reach?: (page: Page) => Promise<void>
  /** Answers it by touch. */
  answer: (page: Page) => Promise<void>
}

const CASES: Case[] = [
  {
    kind: 'declare',
    played: 1,
    answer: async (page) => {
      await tap(dialog(page).getByRole('checkbox', { name: /Me-109/ }))
      await expect(dialog(page).getByRole('checkbox', { name: /Me-109/ })).toBeChecked()
      await tapAnswer(page, /^Declare/)
    },
  },
  { kind: 'launchInterceptors', played: 2, answer: (page) => tapAnswer(page, /^Launch from/) },
  {
    kind: 'launchInterceptors',
    label: 'launchInterceptors dialog, editing the path',
    played: 2,
    reach: async (page) => {
      await tap(dialog(page).getByRole('button', { name: /^Edit the path/ }))
      await expect(dialog(page).getByTestId('path-editor')).toBeVisible()
    },
    answer: async (page) => {
      const next = dialog(page).getByRole('list', { name: 'Legal next hexes' }).getByRole('button').first()
      const hex = (await next.textContent())!.trim()
      await tap(next)
      await expect(dialog(page).getByTestId('edited-path')).toContainText(hex)
      await expectFits(page)
      await tapAnswer(page, /^Launch from .* along this path/)
    },
  },
  { kind: 'preCombat', played: 7, answer: (page) => tapAnswer(page, /^Pass/) },
  {
    kind: 'move',
    played: 0,
    tutorialActions: [
      {
        type: 'launch',
        base: 'marsham',
        units: ['us-b17-1'],
        mission: 'fly',
        target: '0706',
        path: ['0307'],
      },
    ],
    answer: (page) => tapAnswer(page, /^Follow the automatic path/),
  },
  {
    kind: 'collect',
    played: 0,
    tutorialActions: [
      {
        type: 'launch',
        base: 'marsham',
        units: ['us-b17-1'],
        mission: 'fly',
        target: '0706',
        path: ['0307', '0407', '0507', '0606', '0706'],
      },
    ],
    answer: async (page) => {
      await tap(dialog(page).getByRole('checkbox', { name: /P-47/ }))
      await tapAnswer(page, /^Collect Enter/)
    },
  },
  {
    kind: 'acceptCancel',
    played: 7,
    reach: (page) => tapAnswer(page, /^Propose to cancel/),
    answer: (page) => tapAnswer(page, /^Refuse/),
  },
  {
    kind: 'attack',
    played: 9,
    answer: async (page) => {
      await tap(dialog(page).getByTestId('targets').getByRole('radio').first())
      await expect(page.getByTestId('odds')).toContainText('Air target number')
      await tapAnswer(page, /^Attack and roll/)
    },
  },
  {
    kind: 'attack',
    label: 'attack dialog under the tutorial note',
    played: 0,
    tutorialActions: TUTORIAL_INTERCEPTION.slice(0, 10) as unknown as Action[], // the Me-109 designated, its attack due
    tutorial: true,
    answer: (page) => tapAnswer(page, /^Attack and roll/),
  },
  {
    kind: 'roll',
    played: 9,
    manualDice: true,
    reach: (page) => tapAnswer(page, /^Attack and roll/),
    answer: async (page) => {
      const box = dialog(page).getByRole('textbox', { name: /Die value/ })
      await tap(box)
      await box.fill('4')
      await tapAnswer(page, /^Enter the roll/)
      await expect(page.getByTestId('roll').first()).toContainText('entered by hand')
    },
  },
  {
    kind: 'voluntaryAbort',
    played: 11,
    answer: async (page) => {
      await tap(dialog(page).getByRole('checkbox', { name: /Spitfire/ }))
      await expect(dialog(page).getByRole('checkbox', { name: /Spitfire/ })).toBeChecked()
      await tapAnswer(page, /^Abort these/)
    },
  },
  {
    kind: 'remain',
    played: 13,
    answer: async (page) => {
      const box = dialog(page).getByRole('checkbox', { name: /Spitfire/ })
      await tap(box) // untick, then tick again: the Spitfire stays
      await expect(box).not.toBeChecked()
      await tap(box)
      await expect(box).toBeChecked()
      await tapAnswer(page, /^Stay/)
    },
  },
  { kind: 'designate', played: 31, answer: (page) => tapAnswer(page, /^Designate none/) },
  { kind: 'continue', played: 17, answer: (page) => tapAnswer(page, /^Continue the ticked flights/) },
  {
    kind: 'returnToBase',
    played: 40,
    answer: async (page) => {
      await expect(dialog(page).getByRole('combobox').first()).toBeVisible()
      await tapAnswer(page, /^Land/)
    },
  },
]

for (const c of CASES) {
  test(`the ${c.label ?? `${c.kind} dialog`} fits 1024×700 and is answered by touch`, async ({ page }) => {
    await openApp(page)
    if (c.tutorialActions) await load(page, c.tutorialActions, false, { json: TUTORIAL, id: 'tutorial' })
    else await load(page, CHAIN_ACTIONS.slice(0, c.played), c.manualDice ?? false)
    if (c.tutorial) {
      await showTutorialNotes(page, tap)
      await expect(page.getByTestId('tutorial-note')).toBeVisible()
    }
    if (c.reach) await c.reach(page)
    await expect.poll(() => pendingKind(page)).toBe(c.kind)
    await expect(dialog(page)).toHaveAttribute('data-kind', c.kind)
    await expectFits(page)
    await c.answer(page)
  })
}

// The naval decisions, reached in tutorial 3 (tutorial-fleet) with the same dice: the flotilla's air
// window before and after it is located (D-NAVAL-AIRWINDOW), and the Intensive attack (D-AN-INTENSIVE).
const FLEET = JSON.parse(
  readFileSync(new URL('../public/scenarios/tutorial-fleet.json', import.meta.url), 'utf8'),
)
const FLEET_ACTIONS: Action[] = [
  { type: 'moveFlotilla', flotilla: 'squadra', to: '1109' },
  { type: 'reconnoitre', target: '1109', units: ['uk-swordfish-1', 'uk-beaufort-1', 'uk-beaufort-2'] },
  { type: 'reportSighting', count: 1 },
  { type: 'pass' },
  { type: 'moveFlotilla', flotilla: 'squadra', to: '1110' },
  { type: 'pass' },
  { type: 'moveFlotilla', flotilla: 'squadra', to: '1010' },
  { type: 'pass' },
  { type: 'navalInterception', flotilla: 'squadra' },
]
const NAVAL_CASES: { label: string; kind: string; played: number; answer: (page: Page) => Promise<void> }[] =
  [
    {
      label: 'naval air window (reconnaissance)',
      kind: 'navalWindow',
      played: 1,
      answer: (page) => tapAnswer(page, /^Reconnoitre it/),
    },
    {
      label: 'naval air window (air-naval interception)',
      kind: 'navalWindow',
      played: 3,
      answer: async (page) => {
        await tap(dialog(page).getByRole('radio', { name: /^Malta/ }))
        await expect(dialog(page).getByTestId('interception-odds')).toBeVisible()
        await tapAnswer(page, /^Intercept at 1109/)
      },
    },
    {
      label: 'Intensive Air-Naval Attack',
      kind: 'intensive',
      played: 9,
      answer: (page) => tapAnswer(page, /^Attack from HMS Eagle/),
    },
  ]
for (const c of NAVAL_CASES) {
  test(`the ${c.label} dialog fits 1024×700 and is answered by touch`, async ({ page }) => {
    await openApp(page)
    await load(page, FLEET_ACTIONS.slice(0, c.played), false, { json: FLEET, id: 'tutorial-fleet' })
    await expect.poll(() => pendingKind(page)).toBe(c.kind)
    await expect(dialog(page)).toHaveAttribute('data-kind', c.kind)
    await expectFits(page)
    await c.answer(page)
  })
}
