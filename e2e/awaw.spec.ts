// The AWAW rules example of 23.22A (public/scenarios/awaw) played through the AWAW page: hot-seat to
// a strike's result, with the cover assigned in secret and the screen handed over at each change of
// player (23.25A), checking what each side sees; and a game against the automatic opponent. Seed 8
// gives the air defence roll 4 + 2 = 6 (no effect at level 1) and the attack roll 3 + 4 (one hit on
// the battleship), the dice of src/rules/systems/awaw under that seed.
import { expect, test, type Page } from '@playwright/test'
import { openApp } from './helpers'

const TITLE = 'AWAW rules example (23.22A): a Japanese task force two hexes from its airbase'

async function newGame(page: Page, o: { japanBot: boolean; usaBot: boolean; hotSeat: boolean }) {
  await openApp(page)
  await page.locator('#scenario-picker').selectOption({ label: TITLE })
  const dialog = page.getByRole('dialog', { name: /New game/ })
  if (o.japanBot)
    await dialog.getByRole('radiogroup', { name: 'Japan' }).getByLabel('The automatic opponent').check()
  if (o.usaBot)
    await dialog
      .getByRole('radiogroup', { name: 'United States' })
      .getByLabel('The automatic opponent')
      .check()
  await dialog.getByLabel(/Hide the board when the screen passes/).setChecked(o.hotSeat)
  await dialog.getByRole('textbox', { name: 'Seed' }).fill('8')
  await dialog.getByRole('button', { name: /Start the game/ }).click()
  await expect(page.getByTestId('stage')).toContainText('turn 1, Japan')
}

async function handOverTo(page: Page, side: string) {
  const h = page.getByRole('dialog', { name: new RegExp(`Hand over to ${side}`) })
  await expect(h).toBeVisible()
  await h.getByRole('button', { name: `I am the ${side} player: show the board` }).click()
}

async function enter0506(page: Page) {
  const outside = page.getByTestId('awaw-dialog-outside')
  await expect(outside).toContainText('From outside the rules text: naval movement')
  await outside.getByRole('button', { name: 'Enter 0506', exact: true }).click()
}

async function strike(page: Page) {
  const s = page.getByTestId('awaw-dialog-strike')
  await s.getByLabel('attack AAS from American airbase (stand-in)').fill('4')
  await expect(s.getByTestId('awaw-conversion')).toContainText(
    'American airbase (stand-in): 4 AAF break into 12 AAS',
  )
  await s.getByRole('button', { name: 'Attack with 4 squadrons (23.24)' }).click()
}

async function enterResult(page: Page, a: number, b: number) {
  const d = page.getByTestId('awaw-dialog-chartLookup')
  await d.getByLabel('a, eliminated').selectOption(String(a))
  await d.getByLabel('b, aborted').selectOption(String(b))
  await d.getByRole('button', { name: `Enter ${a}/${b} (23.416)` }).click()
}

test('the 23.22A example hot-seat: the cover in secret, the hand-overs, to the strike’s result', async ({
  page,
}) => {
  test.slow() // eleven decisions and four hand-overs on a shared machine
  await newGame(page, { japanBot: false, usaBot: false, hotSeat: true })
  await expect(page.getByTestId('awaw-map-slot')).toBeAttached()
  await page.waitForFunction(() => (window.__sortieAwawMap?.frames() ?? 0) > 0)
  await enter0506(page)
  await handOverTo(page, 'United States')
  await strike(page)
  await handOverTo(page, 'Japan')
  // Japan assigns its cover in secret: three cover AAS and the NAS, of which 3 may engage (23.22A).
  const cover = page.getByTestId('awaw-dialog-cover')
  await cover.getByLabel('cover AAS from Japanese airbase').fill('3')
  await cover.getByLabel('NAS from Japanese airbase').fill('1')
  await expect(cover.getByTestId('awaw-cover-share')).toContainText(
    'The nearest friendly air base is 2 hexes from 0506: 2/3 of the cover, rounded up, may engage (23.22A).',
  )
  await expect(cover.getByTestId('awaw-cover-share')).toContainText(
    'Japanese TF: 4 cover assigned, 3 may engage',
  )
  await cover.getByRole('button', { name: 'Assign the cover and CAP, in secret (23.24C)' }).click()
  // Still Japan: how many engage, with the air defence odds of its own task force.
  const engage = page.getByTestId('awaw-dialog-engage')
  await expect(engage.getByTestId('awaw-air-defense-odds')).toContainText(
    '0/1 (columns 7, 8): 11 in 36 (30.6%)',
  )
  await engage.getByRole('button', { name: 'Engage with 3 (0 CAP, 3 cover) (23.415)' }).click()
  await enterResult(page, 1, 2)
  await handOverTo(page, 'United States')
  // The Americans see the Japanese base as it was before the cover flew, and nothing of the cover.
  await expect(page.getByTestId('awaw-viewer')).toHaveText('Showing what United States may see')
  await expect(page.getByTestId('awaw-secret-bases')).toBeVisible()
  await expect(page.getByTestId('awaw-base-jp-base')).toContainText('0 search, 0 cover, 0 attack')
  const log = page.getByTestId('awaw-log')
  await expect(log).toContainText(
    'Japan has assigned its air cover and CAP over Japanese naval force, in secret',
  )
  await expect(log).not.toContainText('covers Japanese naval force with 4')
  await expect(log).toContainText('Japan engages with 3 squadrons (0 CAP, 3 cover)')
  const chart = page.getByTestId('awaw-dialog-chartLookup')
  await expect(chart).not.toContainText('Air defence level')
  await chart.getByRole('button', { name: 'No effect: 0' }).click()
  // One squadron got through the air defence (dice 4 + 2): the Americans pick the battleship.
  await expect(log).toContainText('dice 4 + 2 = 6, Air Defense Table row 1, column 6: 0/0')
  const targets = page.getByTestId('awaw-dialog-targets')
  await expect(targets.getByTestId('awaw-nat-jp-bb')).toContainText('6: 1')
  await targets.getByRole('button', { name: 'Attack these targets (23.43, 23.44)' }).click()
  // Back to Japan's outside events: the hand-over, then Japan reads the result and its own cover.
  await handOverTo(page, 'Japan')
  await expect(log).toContainText('battleship (stand-in) (4 factors) has 1 hit')
  await expect(page.getByTestId('awaw-ship-jp-bb')).toContainText('1 hit')
  await expect(log).toContainText('Japan covers Japanese naval force with 4 squadrons')
  await expect(page.getByTestId('awaw-dialog-outside')).toBeVisible()
})

test('the 23.22A example against the automatic opponent: its cover stays secret, the strike lands', async ({
  page,
}) => {
  await newGame(page, { japanBot: true, usaBot: false, hotSeat: false })
  // The naval movement is the players' even for the automatic opponent's side (rules 21–22).
  await enter0506(page)
  await strike(page)
  // The automatic opponent covers and engages; the person reads its chart for it, then their own.
  const chart = page.getByTestId('awaw-dialog-chartLookup')
  await expect(chart).toContainText("the defender's air combat roll over Japanese TF")
  await enterResult(page, 1, 2)
  await expect(chart).toContainText("the attacker's air combat roll")
  await chart.getByRole('button', { name: 'No effect: 0' }).click()
  await page
    .getByTestId('awaw-dialog-targets')
    .getByRole('button', { name: 'Attack these targets (23.43, 23.44)' })
    .click()
  const log = page.getByTestId('awaw-log')
  await expect(log).toContainText('battleship (stand-in) (4 factors) has 1 hit')
  await expect(log).not.toContainText('covers Japanese naval force with')
  await expect(page.getByTestId('log-bot-entry')).toHaveCount(0)
  await expect(page.getByTestId('awaw-dialog-outside')).toBeVisible()
})
