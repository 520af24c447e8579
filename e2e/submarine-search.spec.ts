// The APTO air search for a submarine through the screen (APTO 3.29): at Henderson the player ticks
// two B-25s, chooses "Search for a submarine and attack it", reads the exact chance to find the
// Japanese I-17 at sea, launches; over its hex the die (5 + 2 = 7) finds it, and the "Submarine
// found" dialog gives the odds of the one attack each searcher may make; B-25 #1 attacks (4 + 3
// against armor 5: damaged), and the plan comes back — no second attack.
import { expect, test, type Page } from '@playwright/test'
import { parseScenario } from '../src/rules/systems/aeto/scenario/validate'
import type { ScenarioInput } from '../src/rules/systems/aeto/scenario/schema'
import { fixture } from '../src/rules/systems/aeto/testing/fixtures'
import { clickHex, decisionDialog as dialog, gameStateOf, openApp, pendingKind, loadInPage } from './helpers'

test.use({ reducedMotion: 'reduce' })

/** Columns 1–8 land, 9–20 sea. US B-25s and a Wildcat at Henderson (0505); Japan (role japanese) has the submarine I-17 at sea at 1205. */
function scenario() {
  const sc = fixture({
    variant: 'apto',
    terrain: Array.from({ length: 12 }, () => '.'.repeat(8) + '~'.repeat(12)),
    bases: [
      { id: 'henderson', hex: '0505', owner: 'allies' },
      { id: 'rabaul', hex: '0509', owner: 'axis' },
    ],
    units: [
      {
        id: 'b25a',
        name: 'B-25 #1',
        nation: 'US',
        type: 'B',
        front: '4-10',
        back: '2-10',
        base: 'henderson',
      },
      {
        id: 'b25b',
        name: 'B-25 #2',
        nation: 'US',
        type: 'B',
        front: '4-10',
        back: '2-10',
        base: 'henderson',
      },
      {
        id: 'f4f',
        name: 'F4F Wildcat',
        nation: 'US',
        type: 'F',
        front: '3-6/2',
        back: '1-6/2',
        base: 'henderson',
      },
      {
        id: 'betty',
        name: 'G4M Betty',
        nation: 'DE',
        type: 'B',
        front: '2-14',
        back: '1-14',
        base: 'rabaul',
      },
    ],
    navalUnits: [
      {
        id: 'i17',
        name: 'I-17',
        nation: 'DE',
        type: 'Sub',
        named: false,
        front: { armor: 5, gunnery: 1 },
        back: { armor: 3, gunnery: 0 },
        hex: '1205',
      },
    ],
  })
  const input = JSON.parse(JSON.stringify(sc)) as ScenarioInput
  input.nations = input.nations.map((n) => (n.id === 'DE' ? { ...n, name: 'Japan', role: 'japanese' } : n))
  const r = parseScenario(input)
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('; '))
  return r.scenario
}

const load = (page: Page, json: unknown, dice: number[]) => loadInPage(page, json, { dice })

const logText = (page: Page) =>
  page.evaluate(() =>
    window
      .__sortieStore!.getState()
      .game!.events.flat()
      .map((e: { text: string }) => e.text),
  )

test('two B-25s search for I-17 (5 + 2 = 7: found) and B-25 #1 makes the one attack, with its odds shown first (APTO 3.29)', async ({
  page,
}) => {
  await openApp(page)
  await load(page, scenario(), [5, 4, 3])
  await expect.poll(() => pendingKind(page)).toBe('plan')

  await clickHex(page, '0505')
  const form = page.getByTestId('decision').getByRole('group', { name: /^Plan a mission from henderson/ })
  await form.getByRole('checkbox', { name: /B-25 #1/ }).check()
  await form.getByRole('checkbox', { name: /B-25 #2/ }).check()
  await form.getByRole('radio', { name: 'Search for a submarine and attack it' }).check()
  const targets = form.getByTestId('submarine-targets')
  // The exact chance before the die: +2 for two full-strength searchers, 7 needed: a 5 or 6.
  await expect(targets.getByTestId('search-odds-1205')).toHaveText(
    'a submarine, 7 MP away; 2 searchers: one die + 2 (+2 2 full-strength searchers), found 2 in 6 (33.3%)',
  )
  await targets.getByRole('button', { name: 'Search 1205' }).click()

  // Over 1205 the die shows 5: found. The dialog of the one attack, with its exact odds.
  await expect.poll(() => pendingKind(page)).toBe('submarineAttack')
  const d = dialog(page)
  await expect(d).toContainText('Submarine found at 1205')
  await expect(d.getByTestId('naval-aa')).toHaveText('0')
  const row = d.getByTestId('submarine-b25a-i17')
  await expect(row).toContainText('I-17 (Sub, armor 5)')
  await expect(row.getByTestId('odds-hit')).toHaveText('83.3%') // 2d6 ≥ 5: 30 in 36
  await expect(row.getByTestId('odds-sunk')).toHaveText('11.1%') // doubles of 3 or more: 4 in 36
  await expect(row.getByTestId('odds-aa')).toHaveText('0.0%')
  await expect(d.getByTestId('submarine-b25b-i17')).toBeVisible()
  await expect(page.getByTestId('last-rolls')).toContainText('Submarine search (3.29)')

  await row.getByRole('button', { name: 'Attack' }).click()
  await expect.poll(() => pendingKind(page)).toBe('plan') // exactly one attack, however many searched
  const s = await gameStateOf(page)
  expect(s.naval?.ships.i17?.face).toBe('back')
  expect(s.units.b25a.commitment).toBe('current')
  expect(s.units.b25b.commitment).toBe('current')
  const log = await logText(page)
  expect(log).toContain(
    'Search for the submarine at 1205: roll 5 + 2 = 7 against 7 — found: I-17 (Sub); one air-naval attack may be made on it (3.29).',
  )
  expect(log).toContain(
    'B-25 #1 makes the one attack on I-17: roll 4 + 3 = 7 against armor 5 — a hit: damaged (3.29, 4.20, 4.21).',
  )

  // The Log tab shows the search with its rule.
  await page.getByRole('complementary', { name: 'Game panels' }).getByRole('tab', { name: 'Log' }).click()
  await expect(
    page
      .locator('#panel-log')
      .getByText(
        'B-25 #1 and B-25 #2 search for the submarine at 1205: one die + 2 (+2 2 full-strength searchers), 7 or more finds it — a 5 or more on the die, 2 chances in 6 (3.29).',
      ),
  ).toBeVisible()
})

test('the submarine at sea is no sea reconnaissance target, and the Wildcat alone cannot search (APTO 3.29)', async ({
  page,
}) => {
  await openApp(page)
  await load(page, scenario(), [])
  await expect.poll(() => pendingKind(page)).toBe('plan')
  await expect(
    page
      .getByTestId('decision')
      .getByRole('group', { name: /^Plan a mission/ })
      .or(page.getByTestId('decision').getByText('To plan a mission')),
  ).toBeVisible()
  await expect(page.getByTestId('recon-targets')).toHaveCount(0) // no sea reconnaissance target: the submarine at sea is found only by a search
  await clickHex(page, '0505')
  const form = page.getByTestId('decision').getByRole('group', { name: /^Plan a mission from henderson/ })
  await form.getByRole('checkbox', { name: /F4F Wildcat/ }).check()
  await form.getByRole('radio', { name: 'Search for a submarine and attack it' }).check()
  await expect(form.getByTestId('submarine-targets')).toHaveCount(0)
  await expect(form).toContainText(
    'No enemy submarine at sea is within range of the ticked searchers (3.29).',
  )
  // The B-25 ticked too: the target is listed, only the bomber searches, the Wildcat escorts.
  await form.getByRole('checkbox', { name: /B-25 #1/ }).check()
  await expect(form.getByTestId('search-odds-1205')).toHaveText(
    'a submarine, 7 MP away; 1 searcher: one die + 1 (+1 1 full-strength searcher), found 1 in 6 (16.7%)',
  )
})
