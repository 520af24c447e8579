// APTO differences through the screen: the owner of a reconnoitred flotilla adds false
// types and names in the Flotilla Sighting Report dialog (False Reporting, APTO D32), and the
// bombing dialog orders the attacks so that an airbase destroyed first lowers the port's target
// number (APTO D86, D89).
import { expect, test, type Page } from '@playwright/test'
import type { Action } from '../src/rules/systems/aeto'
import { fixture, fixtureShip } from '../src/rules/systems/aeto/testing/fixtures'
import { decisionDialog as dialog, gameCursor, openApp, pendingKind, takeBoard, loadInPage } from './helpers'

test.use({ reducedMotion: 'reduce' })

const load = (page: Page, json: unknown, dice: number[], actions: Action[] = []) =>
  loadInPage(page, json, { dice, actions })

const logText = (page: Page) =>
  page.evaluate(() => {
    const g = window.__sortieStore!.getState().game!
    return g.events.flat().map((e: { text: string }) => e.text)
  })

test('False Reporting: the Axis owner adds types and a name to a ±50 % report (APTO D32)', async ({
  page,
}) => {
  await openApp(page)
  // Three Axis ships at 0805, 3 hexes from London; the Hampden rolls 6 + 6 (8 needed, +1 coastal), the Axis rolls 1 in secret.
  const sc = fixture({
    variant: 'apto',
    terrain: Array.from({ length: 12 }, () => '.'.repeat(8) + '~'.repeat(12)),
    bases: [{ id: 'london', hex: '0505', owner: 'allies' }],
    units: [
      {
        id: 'hampden',
        name: 'Hampden',
        nation: 'UK',
        type: 'B',
        front: '4-10',
        back: '2-10',
        base: 'london',
      },
    ],
    navalUnits: [fixtureShip('z1', '0805'), fixtureShip('z2', '0805'), fixtureShip('z3', '0805')],
  })
  await load(page, sc, [6, 6, 1], [{ type: 'reconnoitre', target: '0805', units: ['hampden'] }])
  await expect.poll(() => pendingKind(page)).toBe('sightingReport')
  await expect(dialog(page).or(page.getByRole('dialog', { name: /Hand over to/ }))).toBeVisible()
  await takeBoard(page)
  const d = dialog(page)
  const fr = d.getByTestId('false-reporting')
  await expect(fr).toContainText('The roll does not ask for types or names: you may add them, true or false.')
  await d.getByRole('combobox', { name: 'Chits to report' }).selectOption('3')
  await fr.getByRole('textbox', { name: 'Types claimed' }).fill('2 CV')
  await expect(fr).toContainText('Types claimed (they add up to 3)')
  await fr.getByRole('textbox', { name: 'Types claimed' }).fill('2 CV, 1 BB')
  await fr.getByRole('textbox', { name: 'Names claimed' }).fill('Yamato')
  const before = await gameCursor(page)
  await d.getByRole('button', { name: 'Report 3 chits' }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  expect(await logText(page)).toContain(
    'Flotilla Sighting Report from Axis for 0805: 3 naval chits: 2 CV, 1 BB (Yamato) (4.10).',
  )
})

test('Flotilla Sighting Report 3: the Axis owner gives the count of each type, within ±50 % (4.10; APTO D31)', async ({
  page,
}) => {
  await openApp(page)
  // A CA and three DD at 0805; the Hampden rolls 6 + 6, the Axis rolls 3 in secret: CA 1–2, DD 1–5.
  const sc = fixture({
    variant: 'apto',
    terrain: Array.from({ length: 12 }, () => '.'.repeat(8) + '~'.repeat(12)),
    bases: [{ id: 'london', hex: '0505', owner: 'allies' }],
    units: [
      {
        id: 'hampden',
        name: 'Hampden',
        nation: 'UK',
        type: 'B',
        front: '4-10',
        back: '2-10',
        base: 'london',
      },
    ],
    navalUnits: [
      fixtureShip('z1', '0805', { type: 'CA', named: true, name: 'Maya' }),
      fixtureShip('z2', '0805'),
      fixtureShip('z3', '0805'),
      fixtureShip('z4', '0805'),
    ],
  })
  await load(page, sc, [6, 6, 3], [{ type: 'reconnoitre', target: '0805', units: ['hampden'] }])
  await expect.poll(() => pendingKind(page)).toBe('sightingReport')
  await takeBoard(page)
  const d = dialog(page)
  const byType = d.getByTestId('report-by-type')
  await expect(byType).toContainText('Chits by type (4.10): 4 in all')
  await expect(d.getByRole('combobox', { name: 'Chits to report', exact: true })).toHaveCount(0)
  await byType.getByRole('combobox', { name: 'DD chits to report' }).selectOption('5')
  await byType.getByRole('combobox', { name: 'CA chits to report' }).selectOption('2')
  await expect(byType).toContainText('7 in all')
  const before = await gameCursor(page)
  await d.getByRole('button', { name: 'Report 7 chits' }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  expect(await logText(page)).toContain(
    'Flotilla Sighting Report from Axis for 0805: 7 naval chits: 2 CA, 5 DD (4.10).',
  )
})

test('APTO bombing: the airbase rolled first lowers the port’s target number from 3 to 2 (APTO D86, D89)', async ({
  page,
}) => {
  await openApp(page)
  const base = fixture({
    variant: 'apto',
    bases: [
      { id: 'ab', hex: '0106', owner: 'allies' },
      { id: 'x1', hex: '0906', owner: 'axis' },
    ],
    units: [
      { id: 'w1', name: 'Wellington', nation: 'UK', type: 'B', front: '_5_-22', back: '_3_-22', base: 'ab' },
      {
        id: 'w2',
        name: 'Wellington II',
        nation: 'UK',
        type: 'B',
        front: '_5_-22',
        back: '_3_-22',
        base: 'ab',
      },
    ],
  })
  const sc = {
    ...base,
    start: { ...base.start, phase: 'offensive' as const },
    bases: base.bases.map((b) =>
      b.id === 'x1'
        ? {
            ...b,
            components: [
              {
                kind: 'SmallAirbase' as const,
                capacity: 1,
                fortified: false,
                destroyed: false,
                underConstruction: false,
              },
              { kind: 'MajorPort' as const, fortified: false, destroyed: false, underConstruction: false },
            ],
          }
        : b,
    ),
  }
  await load(page, sc, [5, 4, 5, 4])
  // Up to the allocation: the Allies declare the Air Offensive and launch; the Axis passes every window.
  const actions: Action[] = [
    { type: 'declareOffensive', offensive: 'air' },
    { type: 'launch', base: 'ab', units: ['w1', 'w2'], mission: 'bombing', target: '0906' },
  ]
  for (let i = 0; i < 30 && (await pendingKind(page)) !== 'bombAllocation'; i++) {
    const kind = await pendingKind(page)
    const a = await page.evaluate(() => {
      const g = window.__sortieStore!.getState().game!
      const s = g.states[g.cursor]
      return { side: s.pending.side }
    })
    const next: Action =
      kind === 'offensive' && a.side !== 'allies'
        ? { type: 'passOffensive' }
        : kind === 'offensive'
          ? actions[0]
          : kind === 'plan'
            ? actions[1]
            : kind === 'evacuation'
              ? { type: 'evacuate', moves: {} }
              : { type: 'pass' }
    await page.evaluate((x) => {
      const v = window.__sortieStore!.getState().dispatch(x)
      if (v) throw new Error(v.message)
    }, next)
  }
  await expect.poll(() => pendingKind(page)).toBe('bombAllocation')
  await expect(dialog(page).or(page.getByRole('dialog', { name: /Hand over to/ }))).toBeVisible()
  await takeBoard(page)
  const d = dialog(page)
  await d
    .getByRole('combobox', { name: 'Installation for w2' })
    .selectOption({ label: 'bombs the x1 major port (target number 3)' })
  await d
    .getByRole('combobox', { name: 'Installation for w1' })
    .selectOption({ label: 'bombs the x1 major port (target number 3)' })
  await d
    .getByRole('combobox', { name: 'Installation for w1' })
    .selectOption({ label: 'bombs the x1 small airbase (target number 1)' })
  await expect(d.getByTestId('bomb-order-note')).toContainText('Rolled in this order')
  await expect(d.getByTestId('bomb-odds-x1:1')).toContainText(
    'target number 3 (hex airbase capacity 3 (APTO D86))',
  )
  await expect(d.getByTestId('bomb-earlier-x1:0')).toHaveCount(0) // the airbase is rolled first
  await d.getByTestId('bomb-earlier-x1:1').click() // the port first…
  await expect(d.getByTestId('bomb-earlier-x1:1')).toHaveCount(0)
  await d.getByTestId('bomb-earlier-x1:0').click() // …and back: the airbase first
  await expect(d.getByTestId('bomb-earlier-x1:0')).toHaveCount(0)
  const before = await gameCursor(page)
  await d.getByRole('button', { name: /^Bomb and roll \(2 attacks\)/ }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  const log = await logText(page)
  expect(log).toContain(
    'Western Allies bombs x1 small airbase with Wellington; then x1 major port with Wellington II, each target number recomputed after a success (4.26; APTO D89).',
  )
  expect(log).toContain(
    'Wellington II bombs x1 major port: strength 5, column 1–6 (placeholder table), roll 5 + 4 = 9: result 2 against target number 2 (recomputed after an earlier success: it was 3, APTO D89) — destroyed (4.26).',
  )
})
