// APTO D23 (4.5) through the screen, in Coral Sea played solo with everything open: Task Force 17
// closes on Kido Butai; in Japan's window, *Your ships react* sails Kido Butai toward Tulagi and
// into its port, 3 hexes from the Americans. Back in Japan's window on Task Force 17, *Carriers in
// port* puts Shokaku's Zero ashore at Tulagi at once, a secret choice, before the Americans go on.
import { expect, test, type Page } from '@playwright/test'
import {
  closeTaskForce17,
  decisionDialog as dialog,
  gameCursor,
  gameStateOf,
  loadBuiltInWithDice,
  openApp,
  pendingKind,
} from './helpers'

test.use({ reducedMotion: 'reduce' })

const pendingSide = (page: Page) =>
  page.evaluate(() => {
    const g = window.__sortieStore!.getState().game!
    return g.states[g.cursor].pending.side
  })

test('solo: Kido Butai docks at Tulagi in a reactive move and puts a Zero ashore in the same window (APTO D23)', async ({
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

  // Japan reacts: 2712, 2611, then into the port of Tulagi (2610); the Americans let each move go on.
  for (const where of ['to 2712', 'to 2611', 'into the port of 2610']) {
    await expect(d).toContainText('has entered 2613')
    await expect(d.getByTestId('carrier-in-port')).toHaveCount(0) // at sea: nothing to put ashore
    const react = d.getByTestId('window-reactive')
    await react.getByText('Your ships react (naval movement, entered by you)').click()
    const kido = react.getByTestId('fleet-kido-butai')
    await kido
      .getByRole('combobox', { name: 'Where flotilla kido-butai moves' })
      .selectOption({ label: where })
    await step(() => kido.getByRole('button', { name: 'Move' }).click())
    while ((await pendingSide(page)) === 'allies')
      await step(() => d.getByRole('button', { name: /^Let it go on/ }).click())
  }

  // Japan's window on Task Force 17 is back: too far to react again, but the carriers just docked.
  await expect(d).toHaveAttribute('data-kind', 'navalWindow')
  await expect(d).toContainText('has entered 2613')
  await expect(d.getByTestId('window-reactive')).toHaveCount(0)
  const port = d.getByTestId('carrier-in-port')
  await expect(port.getByTestId('window-port-naval')).toContainText(
    'a carrier that has just docked in your reactive move puts its naval air ashore at once',
  )
  await expect(port).toContainText(
    'Tulagi (2610): 1 unit in 3 places + 3 for naval air (Shokaku (2610), Zuikaku (2610) docked)',
  )
  await step(() =>
    port.getByRole('button', { name: 'Put A6M Zero #1 ashore at Tulagi (2610) from Shokaku (2610)' }).click(),
  )
  await expect(d).toHaveAttribute('data-kind', 'navalWindow') // still Japan's window
  await expect(
    port.getByRole('button', { name: 'Take A6M Zero #1 back aboard Shokaku (2610) from Tulagi (2610)' }),
  ).toBeVisible()
  expect((await gameStateOf(page)).units['jp-a6m-1'].base).toBe('tulagi')
  await step(() => d.getByRole('button', { name: /^Let it go on/ }).click())
  await expect.poll(() => pendingKind(page)).toBe('plan')

  await page.getByRole('tab', { name: 'Log' }).click()
  const log = page.locator('#panel-log')
  await expect(log).toContainText(
    'Japan moves a flotilla of 3 naval chits into the port of 2610 (naval movement, entered by the players; 4.15).',
  )
  await expect(log).toContainText(
    'A6M Zero goes ashore from Shokaku at Tulagi: based there, it operates normally (4.5). Secret: the other side is not told.',
  )
})
