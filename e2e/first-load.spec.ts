// The JavaScript the page fetches before its first map is drawn, in bytes gzipped as served: a
// deterministic guard against the first load growing back (docs/architecture.md, "Shell and dialogs"). The figure and
// the time to the first map are printed by `npm run bench` (g); no time is asserted here.
import { expect, test } from '@playwright/test'
import { sampleFirstLoad, sumGzip } from '../src/bench/load/sample'
import { appStarted } from './helpers'

/**
 * The goal (docs/architecture.md, "Shell and dialogs"): at most 250 KB before the first map. The history: 370 KB
 * when the goal was set, 392 KB once every rule of Part 4 was in the rules chunk the
 * first map needed. Since 2026-11-26 the page's entry draws the board of the scenario it opens on
 * with Pixi alone (ui/firstBoard.ts) and fetches React, the store and the rules engine after it:
 * 175.8 KB measured (Pixi with its WebGL renderer about 155 KB, the map's own code the rest).
 */
const BUDGET_KB = 250

/**
 * A sentence only the rules engine holds (a refusal of the movement, 4.12): the chunk it is in is
 * the rules engine's, whatever name the bundler gives that shared chunk.
 */
const RULES_MARK = 'No unit of the flight has the range left'

test('the first map is drawn after at most the budgeted gzipped JavaScript; the rest of the page and the bot come later', async ({
  page,
}) => {
  const s = await sampleFirstLoad(page, '/?scenario=tutorial', 1000)
  const list = s.before.map((f) => `${f.path} ${(f.gzip / 1024).toFixed(1)} KB`).join('\n')
  expect(sumGzip(s.before) / 1024, `JavaScript before the first map:\n${list}`).toBeLessThanOrEqual(BUDGET_KB)
  expect(
    s.before
      .map((f) => f.path)
      .filter((p) => /\/(bot|panelContents|laterParts|rules|aeto|appEntry)-/.test(p)),
    'fetched before the map',
  ).toEqual([])
  expect(s.firstGameMs, 'the game is drawn after the first board').toBeGreaterThanOrEqual(s.firstMapMs)
  const holdsRules = async (path: string) =>
    (await (await page.request.get(path)).text()).includes(RULES_MARK)
  const rulesBefore: string[] = []
  for (const f of s.before) if (await holdsRules(f.path)) rulesBefore.push(f.path)
  expect(rulesBefore, 'the rules engine fetched before the map').toEqual([])
  let rulesBeforeGame = false
  for (const f of s.beforeGame) rulesBeforeGame ||= await holdsRules(f.path)
  expect(rulesBeforeGame, 'the rules engine is fetched once the board is drawn, before the game').toBe(true)
  expect(
    s.after.map((f) => f.path).some((p) => /\/panelContents-/.test(p)),
    'the side panel is fetched once the map is drawn',
  ).toBe(true)
  expect(
    s.after.map((f) => f.path).some((p) => /\/bot-/.test(p)),
    'the bot is fetched only when a side it plays decides',
  ).toBe(false)
  expect(
    [...s.before, ...s.after].map((f) => f.path).some((p) => /\/EditorScreen-/.test(p)),
    'the scenario editor is fetched only when opened',
  ).toBe(false)
})

test('the first screen shows the board before the app is here; the app then takes that board over and draws the game on it', async ({
  page,
}) => {
  // Hold the app back (appEntry-*.js) until the first screen has been looked at.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/appEntry-[^/]*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/?scenario=coral-sea-1942')
  const first = page.locator('.first-screen')
  await expect(first).toContainText('Loading the game…')
  await page.waitForFunction(() => performance.getEntriesByName('sortie:first-map').length > 0)
  // The board is drawn: a picture of the map area is far from a blank one (one colour compresses to almost nothing).
  const picture = await first.locator('.first-screen-map').screenshot()
  expect(picture.length, 'bytes of the PNG of the first board').toBeGreaterThan(20_000)
  expect(
    await page.evaluate(() => window.__sortieStore === undefined && window.__sortie === undefined),
    'the app is not here yet',
  ).toBe(true)
  release()
  await appStarted(page)
  await expect(first).toHaveCount(0)
  await expect(page.locator('canvas')).toHaveCount(1) // one Pixi scene: the first screen's, taken over
  expect(await page.evaluate(() => window.__sortie?.scenarioId)).toBe('coral-sea-1942')
  expect(await page.evaluate(() => window.__sortie?.renderer)).toBe('webgl')
})
