// Shared steps for the e2e specs: open the page, wait for the map, read the test hook.
import { readFileSync, readdirSync } from 'node:fs'
import { expect, type Locator, type Page } from '@playwright/test'
import type { GameState } from '../src/rules/systems/aeto'
import type { Scenario } from '../src/rules/systems/aeto/scenario/schema'
import { parseScenarioText } from '../src/rules/systems/aeto/scenario/validate'

const SCENARIO_DIR = new URL('../public/scenarios/', import.meta.url)

/**
 * The built-in scenarios, read from their files (public/scenarios/<id>.json) and validated the way
 * the app validates them: what the page should offer and show.
 */
export function builtIns(): BuiltIn[] {
  return readdirSync(SCENARIO_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => {
      const text = readFileSync(new URL(f, SCENARIO_DIR), 'utf8')
      const loaded = parseScenarioText(text)
      if (!loaded.ok)
        throw new Error(`built-in scenario ${f} does not validate: ${JSON.stringify(loaded.errors)}`)
      expect(`${loaded.scenario.id}.json`, 'a built-in scenario file is named after its id').toBe(f)
      return {
        id: loaded.scenario.id,
        title: loaded.scenario.title,
        scenario: loaded.scenario,
        raw: JSON.parse(text) as RawScenario,
      }
    })
}

export interface BuiltIn {
  id: string
  title: string
  scenario: Scenario
  /** The file as written: faces may still be chit notation strings. */
  raw: RawScenario
}

interface RawScenario {
  airUnits: { front: unknown; back: unknown; face?: string }[]
}

/**
 * The rows the order of battle should show for one side, as [unit, type, chit, base]. The chit
 * is the file's notation for the face up, as the page shows it (underscores become an underline,
 * a printed "/0" is no quality), or null when the file gives the face as an object.
 */
export function expectedOrderOfBattle(b: BuiltIn, sideId: string): [string, string, string | null, string][] {
  const s = b.scenario
  const nationSide = new Map(s.nations.map((n) => [n.id, n.side]))
  const baseName = new Map(s.bases.map((x) => [x.id, x.name]))
  return s.airUnits.flatMap((u, i) => {
    if (nationSide.get(u.nation) !== sideId) return []
    const raw = b.raw.airUnits[i]
    const face = raw.face === 'back' && raw.back !== null ? raw.back : raw.front
    const chit =
      typeof face === 'string'
        ? face.replaceAll('_', '').replace(/\/0$/, '') + (face === raw.back ? ' (reduced)' : '')
        : null
    return [[u.name, u.type, chit, baseName.get(u.base) ?? u.base]]
  })
}

/** Console errors and page errors, collected so a test can assert there were none. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`)
  })
  return errors
}

/**
 * Go to the page and wait until the map has drawn its first frame (or failed), then until the
 * parts of the page fetched after the map (the side panel, later dialogs) are in.
 */
export async function openApp(page: Page, path = '/'): Promise<void> {
  await page.goto(path)
  await appStarted(page)
}

/** Waits, after a navigation or reload, as openApp does. */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__sortie?.ready === true || window.__sortieError !== undefined)
  const error = await page.evaluate(() => window.__sortieError)
  expect(error, 'window.__sortieError').toBeUndefined()
  await page.waitForFunction(() => document.querySelector('[data-loading]') === null)
}

/**
 * Waits until the browser's storage has answered the start-up list of saved games. On a loaded
 * machine the first IndexedDB read can take seconds; a "Waiting for this browser's storage…" notice
 * then pushes the map down, and the map is fitted again when it goes. A spec that measures hexes
 * on screen waits for this first.
 */
export async function storageSettled(page: Page): Promise<void> {
  await expect(page.locator('.app[data-storage="answered"]')).toHaveCount(1, { timeout: 60_000 })
  await page.waitForFunction(() => document.querySelector('[data-loading]') === null)
}

/** Wait until the map has drawn the given scenario. */
export async function waitForScenario(page: Page, id: string): Promise<void> {
  await page.waitForFunction(
    (want) => window.__sortie?.scenarioId === want || window.__sortieError !== undefined,
    id,
  )
  expect(await page.evaluate(() => window.__sortieError), 'window.__sortieError').toBeUndefined()
}

export async function hexToScreen(page: Page, label: string): Promise<{ x: number; y: number }> {
  const p = await page.evaluate((l) => window.__sortie!.hexToScreen(l), label)
  expect(p, `hex ${label} is on the map`).not.toBeNull()
  return p!
}

/** Settings for two people at one screen: the hand-over screen, the hot-seat undo, nothing open; back to the Situation tab. */
export async function hotSeatScreen(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Settings' }).click()
  const settings = page.locator('#panel-settings')
  await settings.getByRole('checkbox', { name: /^Hide the board between sides/ }).check()
  await settings.getByRole('radio', { name: /^Hot-seat/ }).check()
  await expect(
    settings.getByRole('checkbox', { name: 'All open (show hidden information)' }),
  ).not.toBeChecked()
  await page.getByRole('tab', { name: 'Situation' }).click()
}

/** Centres the map on a hex and moves the mouse over it; the hover text shown there (for the viewer at the screen). */
export async function hoverTextAt(page: Page, hex: string): Promise<string> {
  await page.evaluate((h) => window.__sortieStore!.getState().centreMap(h), hex)
  await expect
    .poll(async () => {
      const p = await hexToScreen(page, hex)
      await page.mouse.move(p.x, p.y)
      return page.evaluate(() => window.__sortieStore!.getState().ui.hoverHex)
    })
    .toBe(hex)
  const tip = page.locator('.map-hover')
  await expect(tip).toBeVisible()
  return (await tip.textContent()) ?? ''
}

/** Selects a hex as a player does: centres the map on it and clicks it. */
export async function clickHex(page: Page, hex: string): Promise<void> {
  await page.evaluate((h) => window.__sortieStore!.getState().centreMap(h), hex)
  await expect
    .poll(async () => {
      const p = await hexToScreen(page, hex)
      await page.mouse.click(p.x, p.y)
      return page.evaluate(() => window.__sortieStore!.getState().ui.selectedHex)
    })
    .toBe(hex)
}

export function selectedHex(page: Page): Promise<string | null> {
  return page.evaluate(() => window.__sortie!.selectedHex)
}

/** A hex of the scenario holding a base with air units, and one holding nothing at all. */
export function interestingHexes(s: Scenario): { baseHex: string; baseName: string; emptyHex: string } {
  const withUnits =
    s.bases.find((b) => b.hex !== undefined && s.airUnits.some((u) => u.base === b.id)) ??
    s.bases.find((b) => b.hex)
  if (!withUnits?.hex) throw new Error(`scenario ${s.id} has no base on the map`)
  const used = new Set([
    ...s.bases.flatMap((b) => (b.hex ? [b.hex] : [])),
    ...s.map.features.map((f) => f.hex),
  ])
  let emptyHex = ''
  const d = s.map.cols > 99 || s.map.rows > 99 ? 3 : 2
  for (let row = 1; row <= s.map.rows && !emptyHex; row++) {
    for (let col = 1; col <= s.map.cols && !emptyHex; col++) {
      const label = String(col).padStart(d, '0') + String(row).padStart(d, '0')
      if (!used.has(label)) emptyHex = label
    }
  }
  return { baseHex: withUnits.hex, baseName: withUnits.name, emptyHex }
}

/** The decision dialog on screen. */
export const decisionDialog = (page: Page) => page.locator('.decision-dialog')

/** How many actions the game has played (the position on its line). */
export const gameCursor = (page: Page) => page.evaluate(() => window.__sortieStore!.getState().game!.cursor)

/** The kind of the pending decision. */
export const pendingKind = (page: Page) =>
  page.evaluate(() => {
    const g = window.__sortieStore!.getState().game!
    return g.states[g.cursor].pending.kind
  })

/** The game state now, as plain JSON. */
export const gameStateOf = (page: Page) =>
  page.evaluate(() => {
    const g = window.__sortieStore!.getState().game!
    return JSON.parse(JSON.stringify(g.states[g.cursor])) as unknown
  }) as Promise<GameState>

/** Plays actions through the store, as the dialogs would; throws with the rule if one is refused. */
export async function playActions(page: Page, actions: readonly Record<string, unknown>[]): Promise<void> {
  await page.evaluate((as) => {
    for (const a of as) {
      const v = window.__sortieStore!.getState().dispatch(a as never)
      if (v) throw new Error(`${JSON.stringify(a)}: ${v.rule} ${v.message}`)
    }
  }, actions)
}

/**
 * Starts a scenario (parsed JSON) in the page's store, seeded (1 unless said) with scripted dice,
 * then plays `actions` as the dialogs would; a refused load or action fails the test with its rule.
 */
export async function loadInPage(
  page: Page,
  json: unknown,
  o: { id?: string; seed?: number; dice?: readonly number[]; actions?: readonly unknown[] } = {},
): Promise<void> {
  await page.evaluate(
    ({ json, id, seed, dice, actions }) => {
      if (!window.__sortieStore!.getState().loadScenario(json, id, { seed, dice: [...dice] }))
        throw new Error(`the scenario ${id} did not load`)
      for (const a of actions) {
        const v = window.__sortieStore!.getState().dispatch(a as never)
        if (v) throw new Error(`${JSON.stringify(a)}: ${v.rule} ${v.message}`)
      }
    },
    { json, id: o.id ?? 'fixture', seed: o.seed ?? 1, dice: o.dice ?? [], actions: o.actions ?? [] },
  )
}

/** Waits until the browser's storage has confirmed the autosave of the game at `n` actions. */
export async function autosaved(page: Page, n: number): Promise<void> {
  await page.waitForFunction((k) => {
    const a = window.__sortieStore!.getState().autosave
    return a?.ok === true && a.state === 'saved' && a.actions === k
  }, n)
}

/** The tutorial's interception, seed 1: the B-17 flies to 0805, the Me-109 intercepts and attacks. */
export const TUTORIAL_INTERCEPTION: readonly Record<string, unknown>[] = [
  {
    type: 'launch',
    base: 'marsham',
    units: ['us-b17-1'],
    mission: 'fly',
    target: '0805',
    path: ['0307', '0407', '0507', '0606', '0706', '0805'],
  },
  { type: 'collect', flight: 'F1', units: [] },
  { type: 'declare', groups: [{ base: 'dunenfeld', units: ['de-me109-1'] }] },
  { type: 'launchInterceptors', base: 'dunenfeld' },
  { type: 'pass' },
  { type: 'pass' },
  { type: 'pass' },
  { type: 'pass' },
  { type: 'pass' },
  { type: 'designate', units: ['de-me109-1'] },
  { type: 'attack', attacker: 'de-me109-1', target: 'us-b17-1' },
]

const settingsTab = (page: Page) => page.getByRole('tab', { name: 'Settings' })
const situationTab = (page: Page) => page.getByRole('tab', { name: 'Situation' })
const playersBox = (page: Page) =>
  page.locator('#panel-settings').getByRole('group', { name: 'Automatic opponent plays' })

/**
 * Settings → "Automatic opponent plays": ticks the sides named (every side for 'all'), then back
 * to the Situation tab. `press` clicks by default (a touch test passes its tap).
 */
export async function setBots(
  page: Page,
  sides: readonly string[] | 'all',
  press: (l: Locator) => Promise<void> = (l) => l.click(),
): Promise<void> {
  await press(settingsTab(page))
  const boxes =
    sides === 'all'
      ? await playersBox(page).getByRole('checkbox').all()
      : sides.map((name) => playersBox(page).getByRole('checkbox', { name }))
  for (const box of boxes) if (!(await box.isChecked())) await press(box)
  for (const box of boxes) await expect(box).toBeChecked()
  await press(situationTab(page))
}

/** Checks in Settings that the automatic opponent plays exactly these sides ('all': every side). */
export async function expectBots(page: Page, sides: readonly string[] | 'all'): Promise<void> {
  await settingsTab(page).click()
  for (const box of await playersBox(page).getByRole('checkbox').all()) {
    const name = (await box.evaluate((b) => b.parentElement?.textContent ?? '')).trim()
    if (sides === 'all' || sides.includes(name)) await expect(box, name).toBeChecked()
    else await expect(box, name).not.toBeChecked()
  }
  await situationTab(page).click()
}

/** Settings → "Tutorial notes" (the tutorial scenario only; on by default) ticked, then back to the Situation tab. */
export async function showTutorialNotes(
  page: Page,
  press: (l: Locator) => Promise<void> = (l) => l.click(),
): Promise<void> {
  await press(settingsTab(page))
  const box = page.locator('#panel-settings').getByRole('checkbox', { name: 'Tutorial notes' })
  if (!(await box.isChecked())) await press(box)
  await expect(box).toBeChecked()
  await press(situationTab(page))
}

/** The new-game dialog (a scenario chosen in the picker, Restart…): starts the game, with a seed if given. */
export async function startNewGame(page: Page, opts: { seed?: number } = {}): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /^(New game|Restart):/ })
  await expect(dialog).toBeVisible()
  if (opts.seed !== undefined) await dialog.getByRole('textbox', { name: 'Seed' }).fill(String(opts.seed))
  await dialog.getByRole('button', { name: /^Start the game/ }).click()
  await expect(dialog).toHaveCount(0)
}

/** Plays one action through the page's store, as if a person had answered; fails on a refusal. */
export async function dispatchAction(page: Page, a: unknown): Promise<void> {
  const refused = await page.evaluate(
    (x) => window.__sortieStore!.getState().dispatch(x as never)?.message ?? null,
    a,
  )
  expect(refused, JSON.stringify(a)).toBeNull()
}

/** Loads a built-in scenario from its file with scripted dice (then the seed), as a new game. */
export async function loadBuiltInWithDice(page: Page, id: string, dice: number[]): Promise<void> {
  const json = JSON.parse(readFileSync(new URL(`${id}.json`, SCENARIO_DIR), 'utf8'))
  await page.evaluate(
    ({ json, id, dice }) => {
      if (!window.__sortieStore!.getState().loadScenario(json, id, { seed: 1, dice }))
        throw new Error('load failed')
    },
    { json, id, dice },
  )
}

/** Passes the board when the hand-over screen asks for it. True if it did. */
export async function takeBoard(page: Page): Promise<boolean> {
  const screen = page.getByRole('dialog', { name: /Hand over to/ })
  if (!(await screen.isVisible())) return false
  await screen.getByRole('button', { name: /^I am the/ }).click()
  await expect(screen).toHaveCount(0)
  return true
}

/**
 * Waits for each decision of `side` and answers it (Pass, End attacks, Collect none or Decline
 * where the dialog offers them, else its marked button) until a decision of `kind` is due.
 * `bothSides`: answers every side's decisions (hot-seat), taking the board at each hand-over.
 */
export async function answerUntil(
  page: Page,
  side: string,
  kind: string,
  opts: { bothSides?: boolean } = {},
): Promise<void> {
  const pendingSide = () =>
    page.evaluate(() => {
      const g = window.__sortieStore!.getState().game!
      return g.states[g.cursor].pending.side
    })
  for (let i = 0; i < 80; i++) {
    if (opts.bothSides) await takeBoard(page)
    else await expect.poll(pendingSide, { timeout: 20_000 }).toBe(side)
    if ((await pendingSide()) === side && (await pendingKind(page)) === kind) return
    const before = await gameCursor(page)
    const pass = decisionDialog(page).getByRole('button', {
      name: /^(Pass|End attacks|Collect none|Decline)/,
    })
    if (await pass.count()) await pass.click()
    else await decisionDialog(page).locator('.dialog-buttons button.primary').click()
    await expect.poll(() => gameCursor(page), { timeout: 20_000 }).toBeGreaterThan(before)
  }
  throw new Error(`no ${kind} decision for ${side}`)
}

/**
 * Coral Sea solo: sails Task Force 17 from the plan one hex at a time to 2613, 2 hexes from Kido
 * Butai; each move's window for Japan (far from its ships, nothing to react with) is let go on.
 * Every click waits for the game to move on.
 */
export async function closeTaskForce17(page: Page): Promise<void> {
  const decision = page.getByTestId('decision')
  const d = decisionDialog(page)
  const step = async (click: () => Promise<void>) => {
    const before = await gameCursor(page)
    await click()
    await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  }
  for (const to of ['2016', '2116', '2215', '2315', '2414', '2514', '2613']) {
    await expect.poll(() => pendingKind(page)).toBe('plan')
    const fleet = decision.getByTestId('fleet-tf17')
    await fleet
      .getByRole('combobox', { name: 'Where flotilla tf17 moves' })
      .selectOption({ label: `to ${to}` })
    await step(() => fleet.getByRole('button', { name: 'Move' }).click())
    if (to === '2613') return
    while ((await pendingKind(page)) === 'navalWindow') {
      await expect(d.getByTestId('window-reactive')).toHaveCount(0)
      await step(() => d.getByRole('button', { name: /^Let it go on/ }).click())
    }
  }
}
