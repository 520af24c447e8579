// The APTO Counterstrike through the screen (APTO 4.1, D7): in the Axis Naval and Air Phase the
// Allies have located the carrier Kaga; as a Betty flies over 0705 the interception dialog offers
// the SBD Dauntless a Counterstrike with the exact odds of its later strike; ticked, it flies the
// interception as a bomber, comes through, and the Counterstrike dialog sends it on to Kaga with
// the odds of each attack before the roll; two attacks damage and sink it.
import { expect, test, type Page } from '@playwright/test'
import type { Action } from '../src/rules/systems/aeto'
import { counterstrikeScenario } from '../src/rules/systems/aeto/testing/counterstrikeFixture'
import {
  answerUntil,
  decisionDialog as dialog,
  gameCursor,
  openApp,
  pendingKind,
  takeBoard,
  loadInPage,
} from './helpers'

test.use({ reducedMotion: 'reduce' })

const load = (page: Page, json: unknown, dice: number[], actions: Action[]) =>
  loadInPage(page, json, { dice, actions })

const logText = (page: Page) =>
  page.evaluate(() => {
    const g = window.__sortieStore!.getState().game!
    return g.events.flat().map((e: { text: string }) => e.text)
  })

/** Waits for the dialog (behind the hand-over screen if there is one) and takes the board. */
async function board(page: Page): Promise<void> {
  await expect(dialog(page).or(page.getByRole('dialog', { name: /Hand over to/ }))).toBeVisible()
  await takeBoard(page)
}

test('Counterstrike: the SBD intercepts the Betty as a bomber, then strikes and sinks Kaga, the odds shown before each choice (APTO D7)', async ({
  page,
}) => {
  await openApp(page)
  // The Axis moves Kaga to 0605; the Allies find it (4 + 4 = 8, 6 needed at 2 hexes), the Axis reports it (die 3); the Betty flies to 0705.
  // Then the SBD's two attacks: 4 + 3 and 5 + 2.
  await load(
    page,
    counterstrikeScenario(),
    [4, 4, 3, 4, 3, 5, 2],
    [
      { type: 'moveFlotilla', flotilla: 'kido', to: '0605' },
      { type: 'reconnoitre', target: '0605', units: ['sbd'] },
      { type: 'reportSighting', count: 1, types: { CV: 1 } }, // a 3: the count by type (4.10)
      { type: 'pass' },
      { type: 'launch', base: 'x1', units: ['g4m'], mission: 'fly', target: '0705' },
    ],
  )
  await expect.poll(() => pendingKind(page)).toBe('declare')
  await board(page)
  const d = dialog(page)
  const choice = d.getByTestId('counterstrike-choice')
  await expect(choice).toContainText('Counterstrike (APTO 4.1)')
  await expect(choice).toContainText('may strike 0605')
  await choice.getByRole('checkbox', { name: /SBD Dauntless .*flies as a bomber on a Counterstrike/ }).check()
  // The report gave one CV, not which ship: located is not identified, so the odds (which follow the
  // ship's armour) wait for the attack, where the ships are examined (4.10, 4.20).
  const odds = d.getByTestId('counterstrike-odds-sbd-0605-sbd-0')
  await expect(odds).toContainText('Naval chit 1 of 1 (located, not identified)')
  await expect(odds).toContainText('known at the attack, when the ships are examined (4.20)')
  await expect(odds).not.toContainText('Kaga')
  // Ticking the Counterstrike ticked the SBD as an interceptor too.
  await expect(
    d.locator('fieldset', { hasText: 'From a1' }).getByRole('checkbox', { name: /SBD Dauntless/ }),
  ).toBeChecked()
  let before = await gameCursor(page)
  await d.getByRole('button', { name: /^Declare/ }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)

  // The interceptor's launch, both sides' pre-combat windows and the Axis's choice after combat: answered as they come.
  await answerUntil(page, 'allies', 'counterstrike', { bothSides: true })
  await board(page)
  const c = dialog(page)
  await expect(c).toContainText('Counterstrike from 0705')
  await expect(c.getByTestId('counterstrike-targets')).toContainText(
    'At sea at 0605: Naval chit 1 of 1 (located, not identified)',
  )
  await expect(c.getByTestId('counterstrike-targets')).not.toContainText('Kaga')
  await expect(c.getByTestId('counterstrike-targets')).toContainText('1 MP from 0705')
  const row = c.getByTestId('counterstrike-odds-sbd-0')
  await expect(row).toContainText('known at the attack')
  before = await gameCursor(page)
  await c.getByRole('button', { name: 'Strike at 0605' }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)

  // Over Kaga: the air-naval attacks, one at a time.
  await expect.poll(() => pendingKind(page)).toBe('navalAttack')
  await board(page)
  for (let i = 0; i < 2; i++) {
    before = await gameCursor(page)
    await dialog(page).getByTestId('naval-sbd-kaga').getByRole('button', { name: 'Attack' }).click()
    await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  }
  const log = await logText(page)
  for (const line of [
    'SBD Dauntless flies this interception as a bomber on a Counterstrike: no air combat attack at 0705; if neither eliminated nor aborted, it may then strike a located enemy flotilla within range of its base (APTO 4.1, D7).',
    'SBD Dauntless flies on from 0705 to strike the located ships at 0605, 1 MP away: a Counterstrike, the target within range of its base (APTO 4.1, D7).',
    'SBD Dauntless attacks Kaga: roll 4 + 3 + 3 = 10 against armor 10 — a hit: damaged (4.20, 4.21).',
    'SBD Dauntless attacks Kaga: roll 5 + 2 + 3 = 10 against armor 8 — a hit on a damaged ship: sunk (4.20, 4.21).',
  ])
    expect(log).toContain(line)
  await expect.poll(() => pendingKind(page)).toBe('plan')
})

test('Counterstrike declined: the SBD stays set aside where it fought (APTO D7)', async ({ page }) => {
  await openApp(page)
  await load(
    page,
    counterstrikeScenario(),
    [4, 4, 3],
    [
      { type: 'moveFlotilla', flotilla: 'kido', to: '0605' },
      { type: 'reconnoitre', target: '0605', units: ['sbd'] },
      { type: 'reportSighting', count: 1, types: { CV: 1 } }, // a 3: the count by type (4.10)
      { type: 'pass' },
      { type: 'launch', base: 'x1', units: ['g4m'], mission: 'fly', target: '0705' },
      { type: 'declare', groups: [{ base: 'a1', units: ['sbd'] }], counterstrike: ['sbd'] },
    ],
  )
  await answerUntil(page, 'allies', 'counterstrike', { bothSides: true })
  await board(page)
  const before = await gameCursor(page)
  await dialog(page).getByRole('button', { name: 'No Counterstrike' }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  expect(await logText(page)).toContain(
    'Western Allies flies no Counterstrike from 0705: SBD Dauntless stays set aside there until the end of the Step (APTO 4.1).',
  )
})
