// A Sea Offensive through the screen (Part 3, entered by the player; 4.15), played solo in Channel
// 1943's Offensive Phase: the Offensive Phase dialog offers it, the planning list moves one flotilla
// (its first move Activates it), the top bar follows, the Axis's window comes at the move, and once
// the Offensive is over the Activated flotilla moves no more this phase.
import { expect, test } from '@playwright/test'
import {
  decisionDialog as dialog,
  dispatchAction,
  gameCursor,
  loadBuiltInWithDice,
  openApp,
  pendingKind,
} from './helpers'

test.use({ reducedMotion: 'reduce' })

test('solo: declare a Sea Offensive, Activate the 16th Destroyer Flotilla by moving it, end it; it moves no more this phase', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openApp(page)
  await loadBuiltInWithDice(
    page,
    'channel-1943',
    Array.from({ length: 100 }, () => 1),
  )
  // Both Naval and Air Phases end at once: the Offensive Phase, the Allies first.
  await dispatchAction(page, { type: 'endStep' })
  await dispatchAction(page, { type: 'endStep' })
  const off = dialog(page)
  await expect(off).toHaveAttribute('data-kind', 'offensive')
  await expect(off.getByTestId('offensive-sea')).toContainText('One of your flotillas is Activated and moves')
  await off.getByRole('radio', { name: 'Sea Offensive' }).check()
  let before = await gameCursor(page)
  await off.getByRole('button', { name: 'Declare a Sea Offensive' }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  await expect(page.getByTestId('step')).toHaveText(
    'Western Allies Sea Offensive: Activate a flotilla by moving it',
  )

  // The planning list: every flotilla may be Activated; no air mission is flown but against ships that react.
  const decision = page.getByTestId('decision')
  await expect(decision.getByRole('button', { name: 'End the Sea Offensive' })).toBeVisible()
  const fleet = decision.getByTestId('fleet-channel-patrol')
  await fleet
    .getByRole('combobox', { name: 'Where flotilla channel-patrol moves' })
    .selectOption({ index: 0 })
  const to = (await fleet.getByRole('combobox').locator('option').first().textContent())!.replace(/^to /, '')
  before = await gameCursor(page)
  await fleet.getByRole('button', { name: 'Move' }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  // The Axis may answer the move (its window), solo: let it go on.
  while ((await pendingKind(page)) === 'navalWindow') {
    before = await gameCursor(page)
    await dialog(page)
      .getByRole('button', { name: /^Let it go on/ })
      .click()
    await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  }
  await expect(page.getByTestId('step')).toHaveText('Western Allies Sea Offensive: a flotilla Activated')
  // Only the Activated flotilla is listed now.
  await expect(decision.getByTestId('fleet-moves').locator('li')).toHaveCount(1)
  await expect(decision.getByTestId('fleet-channel-patrol')).toContainText('1 location entered this Phase')
  before = await gameCursor(page)
  await decision.getByRole('button', { name: 'End the Sea Offensive' }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)

  await page.getByRole('tab', { name: 'Log' }).click()
  const log = page.locator('#panel-log')
  await expect(log).toContainText('Western Allies declares a Sea Offensive')
  await expect(log).toContainText(`Western Allies moves a flotilla of 1 naval chit to ${to}`)
  await expect(log).toContainText('Western Allies Activates a flotilla of 1 naval chit for its Sea Offensive')
  await expect(log).toContainText('Western Allies’ Sea Offensive is over (4.15).')
  await page.getByRole('tab', { name: 'Situation' }).click()
  // The Axis's turn to declare; the Allied flotilla is Active: a second Sea Offensive could not move it.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const g = window.__sortieStore!.getState().game!
        return g.states[g.cursor].offensivePhase?.active
      }),
    )
    .toEqual(['channel-patrol'])
})
