// Small APTO differences through the screen: a jungle hex (its terrain in the hex panel,
// its −2 in the land reconnaissance box, APTO D34), the forward airstrip called a Dirt Airstrip in
// the Offensive dialog and the log (APTO D18, D98), Hawaii in December 1941 (the strafing odds
// show the penalty not applied, the log says why, APTO D45), and a fixed transfer from the plan (APTO D8).
import { expect, test, type Page } from '@playwright/test'
import type { Action } from '../src/rules/systems/aeto'
import { fixture } from '../src/rules/systems/aeto/testing/fixtures'
import { decisionDialog as dialog, gameCursor, openApp, pendingKind, takeBoard, loadInPage } from './helpers'

test.use({ reducedMotion: 'reduce' })

const load = (page: Page, json: unknown, dice: number[], actions: Action[] = []) =>
  loadInPage(page, json, { dice, actions })

const logText = (page: Page) =>
  page.evaluate(() =>
    window
      .__sortieStore!.getState()
      .game!.events.flat()
      .map((e: { text: string }) => e.text),
  )
const panels = (page: Page) => page.getByRole('complementary', { name: 'Game panels' })

test('a jungle hex: "Jungle" in the hex panel, −2 in the land reconnaissance box; the Offensive option builds a Dirt Airstrip (APTO D34, D18, D98)', async ({
  page,
}) => {
  await openApp(page)
  // Japan (axis) holds Indochina (columns 1–10) with a division at 0307; the Chinese division at 0505 stands in a jungle hex.
  const base = fixture({
    variant: 'apto',
    phasingSide: 'axis',
    nations: [
      { id: 'JP', name: 'Japan', side: 'axis', role: 'japanese' },
      { id: 'CN', name: 'China', side: 'allies' },
    ],
    terrain: Array.from({ length: 12 }, (_, r) =>
      Array.from({ length: 20 }, (_, c) => (r === 4 && c === 4 ? 'j' : '.')).join(''),
    ),
    bases: [
      { id: 'hanoi', hex: '0106', owner: 'axis' },
      { id: 'kunming', hex: '1810', owner: 'allies' },
    ],
    units: [
      { id: 'ki21', name: 'Ki-21', nation: 'JP', type: 'B', front: '2-8', back: '1-8', base: 'hanoi' },
      { id: 'p40', name: 'P-40', nation: 'CN', type: 'F', front: '3-4/2', back: '1-4/2', base: 'kunming' },
    ],
    landUnits: [
      { id: 'jp-div', name: '5th Division', nation: 'JP', hex: '0307', strength: 4 },
      { id: 'cn-div', name: 'Chinese 66th Army', nation: 'CN', hex: '0505', strength: 3 },
    ],
  })
  const sc = {
    ...base,
    start: { ...base.start, phase: 'offensive' as const },
    map: {
      ...base.map,
      nations: {
        legend: { J: 'JP', C: 'CN' },
        rows: Array.from({ length: 12 }, () => 'J'.repeat(10) + 'C'.repeat(10)),
      },
    },
  }
  await load(page, sc, [])
  await expect.poll(() => pendingKind(page)).toBe('offensive')
  await takeBoard(page)
  await page.evaluate(() => window.__sortieStore!.getState().select({ hex: '0505', unit: null }))
  await expect(panels(page)).toContainText('Jungle')
  const off = dialog(page)
  await expect(off).toHaveAttribute('data-kind', 'offensive')
  const recon = off.getByTestId('land-recon')
  await recon.getByTestId('land-recon-0505').check()
  await expect(recon.getByTestId('land-recon-modifiers')).toContainText(
    '-2 the target is a jungle hex (4.11; APTO D34)',
  )
  await expect(off.getByTestId('offensive-grass')).toContainText('Build a Dirt Airstrip')
  await off.getByTestId('offensive-grass').getByRole('radio').check()
  const site = off.getByTestId('grass-site')
  await expect(site.getByRole('group').or(site)).toContainText('Dirt Airstrip (4.3)')
  await site.getByRole('combobox', { name: 'Hex of the Dirt Airstrip' }).selectOption('0306')
  const before = await gameCursor(page)
  await off.getByRole('button', { name: 'Build the Dirt Airstrip at 0306' }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  expect(await logText(page)).toContain(
    'Axis (Japan) spends its Offensive option: 1 Offensive and 1 EP (its EP Track is kept at the table: not counted here); a Dirt Airstrip is placed under construction at 0306 and completes in the End Phase of this turn (4.3).',
  )
  await page.evaluate(() => window.__sortieStore!.getState().select({ hex: '0306', unit: null }))
  await expect(panels(page)).toContainText('Dirt Airstrip (under construction)')
})

test('Hawaii, December 1941: the strafing odds show no +1 against the P-40 at Wheeler Field, and the log says why (APTO D45)', async ({
  page,
}) => {
  await openApp(page)
  const sc = fixture({
    variant: 'apto',
    year: 1941,
    month: 12,
    phasingSide: 'axis',
    nations: [
      { id: 'US', name: 'United States', side: 'allies', role: 'american' },
      { id: 'JP', name: 'Japan', side: 'axis', role: 'japanese' },
    ],
    bases: [
      { id: 'wheeler', hex: '0606', owner: 'allies' },
      { id: 'kido', hex: '0106', owner: 'axis' },
    ],
    units: [
      {
        id: 'zero',
        name: 'A6M Zero',
        nation: 'JP',
        type: 'F',
        front: '4-10/3',
        back: '2-10/3',
        base: 'kido',
      },
      { id: 'p40', name: 'P-40', nation: 'US', type: 'F', front: '3-4/2', back: '1-4/2', base: 'wheeler' },
    ],
    features: [{ hex: '0606', name: 'Oahu', nation: 'US', hawaii: true }],
  })
  // The Zero strafes Wheeler Field; the US rides it out and does not intercept.
  const actions: Action[] = [
    {
      type: 'launch',
      base: 'kido',
      units: ['zero'],
      mission: 'strafe',
      target: '0606',
      path: ['0206', '0306', '0406', '0506', '0606'],
    },
  ]
  await load(page, sc, [4], actions)
  for (let i = 0; i < 20 && (await pendingKind(page)) !== 'strafeTarget'; i++) {
    const kind = await pendingKind(page)
    await page.evaluate((k) => {
      const s = window.__sortieStore!.getState()
      const v = s.dispatch(k === 'evacuation' ? { type: 'evacuate', moves: {} } : { type: 'pass' })
      if (v) throw new Error(v.message)
    }, kind)
  }
  await page.evaluate(() => window.__sortieStore!.getState().select({ hex: '0606', unit: null }))
  await expect(panels(page)).toContainText(
    'Hawaiian Islands: in December 1941 no strafing penalty against US units based here',
  )
  await takeBoard(page)
  const d = dialog(page)
  await expect(d).toHaveAttribute('data-kind', 'strafeTarget')
  await expect(d.getByTestId('odds')).toContainText('Air target number 5')
  await expect(d.getByTestId('odds')).toContainText(
    'Not applied: strafing, because no strafing penalty against US units on a Hawaiian Islands airbase in December 1941 (4.14, 4.18; APTO D45)',
  )
  await expect(d.getByTestId('odds-hit')).toHaveText('66.7%')
  const before = await gameCursor(page)
  await d.getByRole('button', { name: /^Strafe/ }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  expect(await logText(page)).toContain(
    'A6M Zero strafes P-40: target number 5, roll 4: hit (4.14). No strafing penalty against a US unit on a Hawaiian Islands airbase in December 1941 (4.14, 4.18; APTO D45).',
  )
})

test('a fixed transfer: the B-17 goes from the United States Box to Pearl Harbor at once from the plan (APTO D8)', async ({
  page,
}) => {
  await openApp(page)
  const base = fixture({
    variant: 'apto',
    terrain: Array.from({ length: 12 }, () => '.'.repeat(19) + 'x'),
    bases: [
      { id: 'pearl', hex: '0505', owner: 'allies' },
      { id: 'truk', hex: '0101', owner: 'axis' },
    ],
    moreBases: [
      {
        id: 'us-box',
        name: 'United States Box',
        hex: '2006',
        owner: 'allies',
        components: [{ kind: 'NationBox' }],
      },
    ],
    units: [
      {
        id: 'b17',
        name: 'B-17',
        nation: 'US',
        type: 'B',
        front: '_12_-20[2]',
        back: '_6_-20[2]',
        base: 'us-box',
      },
      { id: 'p40', name: 'P-40', nation: 'US', type: 'F', front: '3-4/2', back: '1-4/2', base: 'us-box' },
      {
        id: 'zero',
        name: 'A6M Zero',
        nation: 'DE',
        type: 'F',
        front: '4-10/3',
        back: '2-10/3',
        base: 'truk',
      },
    ],
  })
  const sc = {
    ...base,
    transfers: [
      {
        id: 'trans-hawaiian',
        name: 'Trans-Hawaiian transfer',
        side: 'allies',
        from: ['us-box'],
        to: ['pearl'],
        minRange: 5,
        weather: 'permitting' as const,
      },
    ],
  }
  await load(page, sc, [])
  await expect.poll(() => pendingKind(page)).toBe('plan')
  await takeBoard(page)
  const box = page.getByTestId('fixed-transfers')
  await expect(box).toContainText('no path is traced and nothing may intercept it')
  const route = box.getByRole('group', { name: 'Trans-Hawaiian transfer from United States Box' })
  await expect(route.getByRole('checkbox')).toHaveCount(1) // the P-40 (range 4) may not go
  await route.getByRole('checkbox', { name: 'B-17' }).check()
  const before = await gameCursor(page)
  await route.getByRole('button', { name: 'Transfer 1 unit to pearl' }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  expect(await logText(page)).toContain(
    'B-17 makes the Trans-Hawaiian transfer from United States Box to pearl: a Change Base of three hops at once, no path traced, no interception; Currently Committed (4.1, 4.27; APTO D8).',
  )
  await expect(page.getByTestId('fixed-transfers')).toHaveCount(0) // nothing left to transfer
})
