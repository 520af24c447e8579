// Editing an interceptor group's path hex by hex on the map while the launch dialog waits (4.13):
// the map offers only hexes from which the interceptors still reach the engagement, an illegal
// click is refused with the reason, the dialog shows the path and its automatic rest, and the
// launch flies the edited path. Esc goes back to the automatic path.
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { traceInterceptors, type Action, type GameState } from '../src/rules/systems/aeto'
import { buildMapIndex } from '../src/rules/kernel/hex'
import { hexToScreen, openApp, gameStateOf, decisionDialog as dialog, loadInPage } from './helpers'

const CHAIN = JSON.parse(
  readFileSync(new URL('../src/cli/testdata/chain-scenario.json', import.meta.url), 'utf8'),
)
const CHAIN_ACTIONS: Action[] = JSON.parse(
  readFileSync(new URL('../src/cli/testdata/chain-actions.json', import.meta.url), 'utf8'),
)
const map = buildMapIndex({ cols: 20, rows: 12 })
const dist = (a: string, b: string) => map.hexDistance(map.parseLoc(a)!, map.parseLoc(b)!)

test.use({ reducedMotion: 'reduce' })

/** The B-17 has launched and the Axis has declared the Me-109 from Dunenfeld (1004): its launch waits. */
async function load(page: Page): Promise<GameState> {
  await openApp(page)
  await loadInPage(page, CHAIN, { id: 'chain', actions: CHAIN_ACTIONS.slice(0, 2) })
  return gameStateOf(page)
}

async function clickHex(page: Page, hex: string) {
  const p = await hexToScreen(page, hex)
  await page.mouse.click(p.x, p.y)
}

const overlay = (page: Page) => page.evaluate(() => window.__sortie!.overlay()!)

test('the interceptors’ path is edited hex by hex on the map while the launch dialog waits, then flown', async ({
  page,
}) => {
  const s = await load(page)
  expect(s.pending.kind).toBe('launchInterceptors')
  if (s.pending.kind !== 'launchInterceptors') return
  const eng = s.pending.engagement
  const auto = s.pending.bases[0].autoPath
  const target = auto[auto.length - 1]
  await expect(dialog(page).getByRole('heading', { level: 3 })).toContainText('Interceptor launch')
  await expect(dialog(page)).toContainText(`Automatic path: ${auto.join(' → ')}`)

  await dialog(page).getByRole('button', { name: 'Edit the path' }).click()
  const t0 = traceInterceptors(s, eng, 'dunenfeld', [])
  await expect(page.getByTestId('edited-path')).toHaveText(
    `Path: 1004 then automatically → ${auto.join(' → ')}`,
  )
  // The map offers exactly the rules' next hexes; the keyboard stayed in the dialog.
  await expect.poll(async () => [...(await overlay(page)).next].sort()).toEqual([...t0.next].sort())
  await expect(dialog(page).locator(':focus')).toHaveCount(1)

  // A detour: a legal next hex that is not the automatic path's first.
  const detour = t0.next.find((h) => h !== auto[0])!
  expect(detour).toBeDefined()
  await clickHex(page, detour)
  const t1 = traceInterceptors(s, eng, 'dunenfeld', [detour])
  await expect(page.getByTestId('edited-path')).toHaveText(
    `Path: 1004 → ${detour}${t1.rest.length ? ` then automatically → ${t1.rest.join(' → ')}` : ''}`,
  )
  await expect(
    dialog(page)
      .getByRole('row', { name: /Me-109/ })
      .getByRole('cell'),
  ).toHaveText([`${t1.units[0].used}`, `${t1.units[0].left}`])

  // A hex from which the Me-109 could no longer reach the engagement is refused with the rule.
  const tooFar = map.labels.find(
    (h) => dist(h, detour) === 1 && !t1.next.includes(h) && dist(h, target) > dist(detour, target),
  )!
  await clickHex(page, tooFar)
  await expect(page.getByTestId('trace-refusal')).toContainText('4.1')
  await expect(page.getByTestId('edited-path')).toContainText(`Path: 1004 → ${detour}`)
  expect((await overlay(page)).route).toEqual(['1004', detour])

  // Launch along the edited path (Enter in the dialog).
  await dialog(page)
    .getByRole('button', { name: /along this path/ })
    .focus()
  await dialog(page)
    .getByRole('button', { name: /along this path/ })
    .click()
  await expect.poll(async () => (await gameStateOf(page)).pending.kind).not.toBe('launchInterceptors')
  const after = await gameStateOf(page)
  const flight = Object.values(after.flights).find((f) => f.units.includes('de-me109'))!
  const labels = [...flight.path, ...flight.plan].map((l) => map.locLabel(l))
  expect(labels).toEqual(['1004', detour, ...t1.rest].slice(0, labels.length))
  expect(labels[1]).toBe(detour)
  expect((await overlay(page)).route).toEqual([])
})

test('Esc while editing goes back to the automatic path; launching then flies it', async ({ page }) => {
  const s = await load(page)
  if (s.pending.kind !== 'launchInterceptors') throw new Error('expected the launch decision')
  const auto = s.pending.bases[0].autoPath
  await dialog(page).getByRole('button', { name: 'Edit the path' }).click()
  await dialog(page).getByRole('list', { name: 'Legal next hexes' }).getByRole('button').first().click()
  await expect(page.getByTestId('edited-path')).toContainText('Path: 1004 →')
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('path-editor')).toHaveCount(0)
  await expect(dialog(page)).toContainText(`Automatic path: ${auto.join(' → ')}`)
  await page.keyboard.press('Enter')
  await expect.poll(async () => (await gameStateOf(page)).pending.kind).not.toBe('launchInterceptors')
  const after = await gameStateOf(page)
  const flight = Object.values(after.flights).find((f) => f.units.includes('de-me109'))!
  expect([...flight.path, ...flight.plan].map((l) => map.locLabel(l))).toEqual(
    ['1004', ...auto].slice(0, flight.path.length + flight.plan.length),
  )
})
