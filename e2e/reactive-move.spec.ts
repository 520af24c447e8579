// A reactive naval move through the flotilla window (Part 3; 4.15), played solo with everything
// open, in Coral Sea: Task Force 17 closes on the Japanese carriers one hex at a time; Japan lets
// each move go until the Americans come within 2 hexes, then, in the same window, *Your ships
// react* moves its carrier force toward them. The Americans get their own window on that move
// first; then Japan's window on Task Force 17 comes back.
import { expect, test } from '@playwright/test'
import {
  closeTaskForce17,
  decisionDialog as dialog,
  gameCursor,
  loadBuiltInWithDice,
  openApp,
  pendingKind,
} from './helpers'

test.use({ reducedMotion: 'reduce' })

test('solo: Japan reacts to Task Force 17 with its carrier force in the window of its move', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openApp(page)
  await loadBuiltInWithDice(
    page,
    'coral-sea-1942',
    Array.from({ length: 200 }, () => 1),
  ) // every reconnaissance fails
  const d = dialog(page)
  const step = async (click: () => Promise<void>) => {
    const before = await gameCursor(page)
    await click()
    await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  }
  await closeTaskForce17(page)

  // 2 hexes from Kido Butai: Japan's window offers its ships' reaction.
  await expect(d).toHaveAttribute('data-kind', 'navalWindow')
  await expect(d).toContainText('react with your ships')
  const react = d.getByTestId('window-reactive')
  await react.getByText('Your ships react (naval movement, entered by you)').click()
  const kido = react.getByTestId('fleet-kido-butai')
  await kido
    .getByRole('combobox', { name: 'Where flotilla kido-butai moves' })
    .selectOption({ label: 'to 2713' })
  await step(() => kido.getByRole('button', { name: 'Move' }).click())

  // The Americans answer that move first (it is a reaction: they cannot react to it).
  await expect(d).toHaveAttribute('data-kind', 'navalWindow')
  await expect(d).toContainText('has entered 2713')
  await expect(d.getByTestId('window-reactive')).toHaveCount(0)
  await step(() => d.getByRole('button', { name: /^Let it go on/ }).click())
  // Then Japan's window on Task Force 17 at 2613 is back.
  await expect(d).toContainText('has entered 2613')
  await step(() => d.getByRole('button', { name: /^Let it go on/ }).click())
  await expect.poll(() => pendingKind(page)).toBe('plan')

  await page.getByRole('tab', { name: 'Log' }).click()
  const log = page.locator('#panel-log')
  await expect(log).toContainText(
    'Japan moves a flotilla of 3 naval chits to 2713 (naval movement, entered by the players; 4.15).',
  )
  await expect(log).toContainText('Allies lets the flotilla at 2713 go on (4.15).')
  await expect(log).toContainText('Japan lets the flotilla at 2613 go on (4.15).')
})
