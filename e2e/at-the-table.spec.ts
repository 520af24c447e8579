// What happens must be seen where one plays: the other side's actions since the player's last
// decision are told above the next one, with the camera visiting their hexes (and a way to skip);
// a new game opens on the Situation tab, never on the last game's Log.
import { expect, test, type Page } from '@playwright/test'
import {
  collectErrors,
  gameCursor,
  loadBuiltInWithDice,
  openApp,
  playActions,
  TUTORIAL_INTERCEPTION,
} from './helpers'

test.use({ viewport: { width: 1440, height: 900 } })
test.describe.configure({ timeout: 180_000 }) // a dozen actions on a shared 2-core machine

const pendingSide = (page: Page) =>
  page.evaluate(() => {
    const g = window.__sortieStore!.getState().game!
    return g.states[g.cursor].pending.side
  })

/** Records every hex the camera is sent to from now on (the store's centreOn requests). */
async function recordCamera(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __visits: string[] }
    w.__visits = []
    window.__sortieStore!.subscribe((s, prev) => {
      if (s.ui.centreOn && s.ui.centreOn.seq !== prev.ui.centreOn?.seq) w.__visits.push(s.ui.centreOn.hex)
    })
  })
}
const visits = (page: Page) => page.evaluate(() => (window as unknown as { __visits: string[] }).__visits)

test('after the Axis declares its interception, the Allies read what it did before their next decision, and the camera visits it', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await openApp(page)
  const feed = page.getByTestId('what-happened')
  await expect(feed).toHaveCount(0) // nobody has acted yet
  // The Allies launch the B-17 and collect no one; the Axis declares and launches its Me-109.
  await playActions(page, TUTORIAL_INTERCEPTION.slice(0, 2))
  expect(await pendingSide(page)).toBe('axis')
  // The Axis has not acted yet: it reads the Allies' launch before its first decision.
  await expect(feed).toContainText('Allies: Launch B-17 from Marsham')
  await recordCamera(page)
  let n = 2
  while ((await pendingSide(page)) === 'axis') await playActions(page, [TUTORIAL_INTERCEPTION[n++]])
  expect(await pendingSide(page)).toBe('allies')
  await expect(feed).toBeVisible()
  await expect(feed.getByRole('heading', { name: 'While you waited' })).toBeVisible()
  await expect(feed).toContainText('Axis: Intercept with Me-109 from Dunenfeld')
  await expect(feed).not.toContainText('B-17 launches from Marsham') // the Allies' own action is not retold
  // Asked, the camera goes to each result's hex, the interception's first.
  await feed.getByRole('button', { name: 'Show each on the map' }).click()
  await expect.poll(() => visits(page)).toContain('0706')
  // Skip folds it away; the Log keeps it.
  await feed.getByRole('button', { name: /^(Skip|Done)$/ }).click()
  await expect(feed).toHaveCount(0)
  await page.getByRole('tab', { name: 'Log' }).click()
  await expect(page.locator('#panel-log')).toContainText('Intercept with Me-109 from Dunenfeld')
  expect(errors).toEqual([])
})

test('a new game opens on the Situation tab, even when the Log was open', async ({ page }) => {
  await openApp(page)
  await playActions(page, TUTORIAL_INTERCEPTION.slice(0, 2))
  await page.getByRole('tab', { name: 'Log' }).click()
  await expect(page.getByRole('tab', { name: 'Log' })).toHaveAttribute('aria-selected', 'true')
  await loadBuiltInWithDice(page, 'tutorial-strikes', [])
  await expect.poll(() => gameCursor(page)).toBe(0)
  await expect(page.getByRole('tab', { name: 'Situation' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.locator('#panel-log')).toBeHidden()
  await expect(page.locator('#panel-situation')).toBeVisible()
})

test('at 800×600 nothing the air combat needs sits under the sticky button bar: each control brought into view is above it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 600 })
  await openApp(page)
  await playActions(page, TUTORIAL_INTERCEPTION.slice(0, 9)) // up to the Axis's designation of its attackers (4.16)
  const d = page.locator('.decision-dialog')
  await expect(d).toHaveAttribute('data-kind', 'designate')
  const bar = d.locator('.dialog-buttons')
  const controls = d.locator('.dialog-body').locator('input, button, select')
  const n = await controls.count()
  expect(n).toBeGreaterThan(0)
  for (let i = 0; i < n; i++) {
    const c = controls.nth(i)
    if (!(await c.isVisible())) continue
    await c.focus()
    const [box, top] = await Promise.all([c.boundingBox(), bar.boundingBox()])
    expect(box!.y + box!.height, `control ${i} is above the button bar`).toBeLessThanOrEqual(top!.y + 1)
  }
})

test('Tutorial 1 opens for one learner on both sides; its first note offers the hot-seat start, whose dialog offers people only', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await openApp(page)
  const note = page.getByTestId('tutorial-note')
  await expect(note).toContainText('You play both sides on one screen, as these notes assume.')
  await note.getByRole('button', { name: 'Start it again as hot-seat…' }).click()
  const dialog = page.getByRole('dialog', { name: /^Restart: Tutorial/ })
  await expect(dialog.getByTestId('tutorial-players')).toContainText('people play both')
  // The notes walk through the Axis decisions too: no automatic opponent for either side.
  for (const side of ['Western Allies', 'Axis']) {
    const choice = dialog.getByRole('radiogroup', { name: side })
    await expect(choice.getByRole('radio', { name: 'A person' })).toBeChecked()
    await expect(choice.getByRole('radio', { name: 'The automatic opponent' })).toBeDisabled()
  }
  const hotSeat = dialog.getByRole('checkbox', { name: /hot-seat/ })
  await expect(hotSeat).not.toBeChecked() // one learner by default
  await hotSeat.check()
  await dialog.getByRole('button', { name: /^Start the game/ }).click()
  await expect(dialog).toHaveCount(0)
  expect(await page.evaluate(() => window.__sortieStore!.getState().session.handOver)).toBe(true)
  // Played hot-seat now: the note offers it no more (past the hand-over, if the screen asks for one).
  const handOver = page.getByRole('button', { name: /^I am the .* player/ })
  await expect(note.or(handOver)).toBeVisible()
  if (await handOver.isVisible()) await handOver.click()
  await expect(note).toBeVisible()
  await expect(note.getByRole('button', { name: 'Start it again as hot-seat…' })).toHaveCount(0)
  expect(errors).toEqual([])
})
