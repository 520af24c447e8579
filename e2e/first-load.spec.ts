// The JavaScript the page fetches before its first map is drawn, in bytes gzipped as served: a
// deterministic guard against the first load growing back (issue 15, point 5). The figure and
// the time to the first map are printed by `npm run bench` (g); no time is asserted here.
import { expect, test } from '@playwright/test'
import { sampleFirstLoad, sumGzip } from '../src/bench/load/sample'

/**
 * The goal (issue 15, point 5): at most 250 KB before the first map. The history: 370 KB
 * at the start, 392 KB after issue 14 put every rule of Part 4 into the rules chunk the
 * first map needed. Since 2026-11-26 the page's entry draws the board of the scenario it opens on
 * with Pixi alone (ui/firstScreen.ts) and fetches React, the store and the rules engine after it:
 * 175.8 KB measured (Pixi with its WebGL renderer about 155 KB, the map's own code the rest).
 */
const BUDGET_KB = 250

test('the first map is drawn after at most the budgeted gzipped JavaScript; the rest of the page and the bot come later', async ({ page }) => {
  const s = await sampleFirstLoad(page, '/?scenario=tutorial', 1000)
  const list = s.before.map((f) => `${f.path} ${(f.gzip / 1024).toFixed(1)} KB`).join('\n')
  expect(sumGzip(s.before) / 1024, `JavaScript before the first map:\n${list}`).toBeLessThanOrEqual(BUDGET_KB)
  expect(s.before.map((f) => f.path).filter((p) => /\/(bot|panelContents|laterParts|rules|start)-/.test(p)), 'fetched before the map').toEqual([])
  expect(s.firstGameMs, 'the game is drawn after the first board').toBeGreaterThanOrEqual(s.firstMapMs)
  expect(s.beforeGame.map((f) => f.path).some((p) => /\/rules-/.test(p)), 'the rules engine is fetched once the board is drawn, before the game').toBe(true)
  expect(s.after.map((f) => f.path).some((p) => /\/panelContents-/.test(p)), 'the side panel is fetched once the map is drawn').toBe(true)
  expect(s.after.map((f) => f.path).some((p) => /\/bot-/.test(p)), 'the bot is fetched only when a side it plays decides').toBe(false)
  expect([...s.before, ...s.after].map((f) => f.path).some((p) => /\/EditorScreen-/.test(p)), 'the scenario editor is fetched only when opened').toBe(false)
})
