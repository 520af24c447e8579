// Naval movement entered by the players and the air window it opens (4.10, 4.15; D-NAVAL-AIRWINDOW),
// hot-seat, through the screen, in the Channel: the Axis player puts the destroyer at Le Havre to
// sea from the plan's naval movement list; the Allied player, asked at once, reconnoitres the
// flotilla that halts (exact chance shown); the Axis gives its Flotilla Sighting Report; the
// Allies, now that it is located, intercept it with the exact odds of each attack on the screen,
// and the strike flies to the hex where it halted.
import { expect, test } from '@playwright/test'
import {
  answerUntil,
  decisionDialog as dialog,
  gameCursor,
  loadBuiltInWithDice,
  openApp,
  pendingKind,
  takeBoard,
} from './helpers'

test.use({ reducedMotion: 'reduce' })

test('hot-seat: the Axis puts a destroyer to sea; the Allies reconnoitre it in the window and intercept it', async ({
  page,
}) => {
  test.setTimeout(150_000)
  await openApp(page)
  // Every die a 6: the reconnaissance succeeds (12), every air combat attack misses.
  await loadBuiltInWithDice(
    page,
    'channel-1943',
    Array.from({ length: 300 }, () => 6),
  )
  const decision = page.getByTestId('decision')
  // The Allies end their Step; the Axis plans, and moves a ship.
  await decision.getByRole('button', { name: 'End Air Movement Step' }).click()
  await takeBoard(page)
  await expect.poll(() => pendingKind(page)).toBe('plan')
  const fleet = decision.getByTestId('fleet-de-dd-5')
  await expect(fleet).toContainText('in port at 2323')
  await fleet
    .getByRole('combobox', { name: 'Where flotilla de-dd-5 moves' })
    .selectOption({ label: 'put to sea at 2323' })
  let before = await gameCursor(page)
  await fleet.getByRole('button', { name: 'Move' }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)

  // The Allied window: the flotilla halts at sea off Le Havre; it is not located yet.
  await takeBoard(page)
  const d = dialog(page)
  await expect(d).toHaveAttribute('data-kind', 'navalWindow')
  await expect(d).toContainText(
    'An enemy flotilla of 1 naval chit has entered 2323 and halts while you decide.',
  )
  await expect(d.getByTestId('window-recon')).toContainText('11 needed on 2d6, +5: 72.2%')
  before = await gameCursor(page)
  await d.getByRole('button', { name: /^Reconnoitre it/ }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  // The Axis gives its Flotilla Sighting Report (in secret); then the Allied window again, located now.
  await answerUntil(page, 'allies', 'navalWindow', { bothSides: true })
  await expect(d).toContainText('You have located it')
  const odds = d.getByTestId('interception-odds')
  // Located, not identified: the row names a chit, and its odds wait for the attack (4.10, 4.20).
  await expect(odds.locator('tbody tr').first()).toContainText('Naval chit 1 of 1 (located, not identified)')
  await expect(odds.locator('tbody tr').first()).toContainText('known at the attack')
  before = await gameCursor(page)
  await d.getByRole('button', { name: /^Intercept at 2323/ }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  // The strike flies (the Axis may intercept it); the Allies end up attacking the ship at 2323.
  await answerUntil(page, 'allies', 'navalAttack', { bothSides: true })
  await expect(d).toHaveAttribute('data-kind', 'navalAttack')
  await expect(d).toContainText('Air-naval attacks at 2323')
  await page.getByRole('tab', { name: 'Log' }).click()
  await expect(
    page.getByText(
      'Axis moves a flotilla of 1 naval chit out of port at 2323 (naval movement, entered by the players; 4.15).',
    ),
  ).toBeVisible()
})
