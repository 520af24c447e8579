// The JavaScript the page fetches before its first map is drawn, in bytes gzipped as served: a
// deterministic guard against the first load growing back (issue 15, point 5). The figure and
// the time to the first map are printed by `npm run bench` (g); no time is asserted here.
import { expect, test } from '@playwright/test'
import { sampleFirstLoad, sumGzip } from '../src/bench/load/sample'

/**
 * Today's first load with a little room. The goal is 250 KB; Pixi (about 135 KB with the
 * WebGL renderer it fetches while starting) and React DOM (about 62 KB) alone take most of it.
 * 2026-11-26: 370 → 372. The naval rules (reactive moves, Sea Offensives, the End Phase, carriers
 * in port) added about 5 KB to the rules chunk the first map needs; deferring the screen-reader
 * announcer and the combat summary took 5.5 KB back, leaving it at 370.0–370.2 KB.
 * 2026-11-26: 372 → 374. Land reconnaissance (rules/engine/landRecon.ts and the per-side view of
 * land stacks in rules/view.ts, needed by the scheduler from the first decision) added about 3.3 KB:
 * 373.5 KB measured.
 * 2026-11-26: 374 → 392. Issue 14 put every rule of Part 4 into the rules chunk the first map needs
 * (the mission registry imports every mission, the scheduler every decision): air transport (4.6 KB),
 * paradrops (4.4 KB), grass airfields, capture, stack order and the Change Base chain (about 5 KB),
 * and the header's New scenario menu; 389.6 KB measured (rules chunk 104 → 119.7 KB). The way back
 * toward 250 (issue 15) is to keep zod and the validator off the first map: capacityOf and the
 * schema's constant lists into zod-free modules, built-in scenarios shipped pre-parsed, the
 * validator and the autosave schemas fetched after the first map.
 */
const BUDGET_KB = 392

test('the first map is drawn after at most the budgeted gzipped JavaScript; the rest of the page and the bot come later', async ({ page }) => {
  const s = await sampleFirstLoad(page, '/?scenario=tutorial', 1000)
  const list = s.before.map((f) => `${f.path} ${(f.gzip / 1024).toFixed(1)} KB`).join('\n')
  expect(sumGzip(s.before) / 1024, `JavaScript before the first map:\n${list}`).toBeLessThanOrEqual(BUDGET_KB)
  expect(s.before.map((f) => f.path).filter((p) => /\/(bot|panelContents|laterParts)-/.test(p)), 'fetched before the map').toEqual([])
  expect(s.after.map((f) => f.path).some((p) => /\/panelContents-/.test(p)), 'the side panel is fetched once the map is drawn').toBe(true)
  expect(s.after.map((f) => f.path).some((p) => /\/bot-/.test(p)), 'the bot is fetched only when a side it plays decides').toBe(false)
  expect([...s.before, ...s.after].map((f) => f.path).some((p) => /\/EditorScreen-/.test(p)), 'the scenario editor is fetched only when opened').toBe(false)
})
