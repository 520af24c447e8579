// Hot-seat (design §7): the screen changes hands before every decision the view calls private to
// its side (rules/viewPending.ts), interception declarations among them (4.13), and a game resumed
// part-way (a reload, a save loaded) takes nobody to be at the screen: the hand-over comes first.
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { collectErrors, openApp, playActions, TUTORIAL_INTERCEPTION } from './helpers'

const handOver = (page: Page) => page.getByRole('dialog', { name: /Hand over to/ })

/** A new game of the tutorial, seed 1, with the hand-over screen on (default: before private decisions). */
async function hotSeatTutorial(page: Page): Promise<void> {
  await openApp(page)
  await page.evaluate(() => {
    const st = window.__sortieStore!.getState()
    st.setSession({ seed: 1, undoPolicy: 'exploration', handOver: true, handOverWhen: 'private' })
    st.restart()
  })
}

test('the non-moving side declares its interceptions in private: the screen changes hands first (4.13)', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await hotSeatTutorial(page)
  await expect(handOver(page)).toHaveCount(0) // the Allies plan: they are at the screen
  await playActions(page, TUTORIAL_INTERCEPTION.slice(0, 2)) // the B-17 flies; the Axis's window opens
  await expect
    .poll(() => page.evaluate(() => window.__sortieStore!.getState().game!.states.at(-1)!.pending.kind))
    .toBe('declare')
  const screen = handOver(page)
  await expect(screen).toContainText('Hand over to Axis')
  await expect(screen).toContainText(
    'declares its interceptions: the other side learns only what is declared (4.13)',
  )
  await expect(page.locator('main.app-main')).toHaveAttribute('inert', '')
  await screen.getByRole('button', { name: 'I am the Axis player: show the board' }).click()
  await expect(handOver(page)).toHaveCount(0)
  expect(errors).toEqual([])
})

test('a game resumed part-way (a save loaded, as after a reload) shows the hand-over before the board', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await hotSeatTutorial(page)
  await playActions(page, TUTORIAL_INTERCEPTION.slice(0, 4)) // the Me-109 is launched: the Allies decide next, in the open
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Save game' }).click()
  const text = readFileSync(await (await download).path(), 'utf8')
  await page.evaluate(() => window.__sortieStore!.getState().restart())
  await expect(handOver(page)).toHaveCount(0) // a new game: whoever plans first is at the screen
  // Resumed: nobody has said who sits at the screen yet (the same path as a reload's resume).
  await page
    .getByTestId('save-file')
    .setInputFiles({ name: 'hot-seat.json', mimeType: 'application/json', buffer: Buffer.from(text) })
  const screen = handOver(page)
  await expect(screen).toContainText('Hand over to Western Allies')
  await expect(page.locator('main.app-main')).toHaveAttribute('inert', '')
  await screen.getByRole('button', { name: 'I am the Western Allies player: show the board' }).click()
  await expect(handOver(page)).toHaveCount(0)
  await expect(page.locator('main.app-main')).not.toHaveAttribute('inert', '')
  expect(errors).toEqual([])
})
