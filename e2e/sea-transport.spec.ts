// APTO naval transport of an air unit by STPs through the screen (3.21–3.24; APTO T14): the test
// scenario (e2e/scenarios/sea-transport.json) has a US Wildcat and a B-25 at Townsville (0203) by a
// docked 2-point STP. In the Allied Naval and Air Phase the player embarks the Wildcat from the plan
// (the B-25 is not offered: a Bomber is never shipped), sees it aboard in the hex panel, sails the
// STP to Port Moresby (0205) with the naval movement list, and in the Offensive Phase spends an Air
// Offensive from the Offensive dialog to debark it there, Currently Committed.
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import {
  clickHex,
  decisionDialog as dialog,
  gameCursor,
  gameStateOf,
  openApp,
  pendingKind,
  takeBoard,
  loadInPage,
} from './helpers'

test.use({ reducedMotion: 'reduce' })

const SCENARIO = JSON.parse(
  readFileSync(new URL('./scenarios/sea-transport.json', import.meta.url), 'utf8'),
) as unknown

async function load(page: Page): Promise<void> {
  await loadInPage(page, SCENARIO, { id: 'sea-transport.json' })
}

/** Clicks a button and waits until the game has played the action. */
async function press(page: Page, button: ReturnType<Page['getByRole']>): Promise<void> {
  const before = await gameCursor(page)
  await button.click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
}

const logText = (page: Page) =>
  page.evaluate(() =>
    window
      .__sortieStore!.getState()
      .game!.events.flat()
      .map((e: { text: string }) => e.text),
  )

test('the Allies ship a Wildcat from Townsville to Port Moresby and debark it for an Air Offensive (3.21–3.24, APTO T14)', async ({
  page,
}) => {
  test.setTimeout(150_000)
  await openApp(page)
  await load(page)
  await takeBoard(page)
  const decision = page.getByTestId('decision')

  // Embark: the plan offers the Wildcat, not the B-25; the STP has 2 points, a fighter costs 2.
  const embark = decision.getByTestId('stp-embark-convoy')
  await expect(embark).toContainText('Allied convoy in port at 0203: 0 of 2 STP points used')
  const choice = embark.getByRole('combobox', { name: 'Air unit to embark on flotilla convoy' })
  await expect(choice.locator('option')).toHaveText(['Wildcat F 3-3/2'])
  await press(page, embark.getByRole('button', { name: 'Embark' }))
  await expect(decision.getByTestId('stp-embark-convoy')).toContainText(
    '2 of 2 STP points used (aboard: Wildcat F 3-3/2)',
  )

  // The hex panel shows it aboard the docked STP, no longer at Townsville.
  await clickHex(page, '0203')
  const hex = page.getByTestId('hex-details')
  await expect(hex.getByTestId('hex-stp-cargo')).toContainText(
    'Air units aboard the STPs (3.21) — 2 of 2 STP points used',
  )
  await expect(hex.getByTestId('hex-stp-cargo').getByRole('button', { name: /^Wildcat/ })).toBeVisible()
  await expect(hex.getByRole('list', { name: 'Stack at Townsville, top first' })).not.toContainText('Wildcat')

  // Sail: out of port, down the coast, into Port Moresby.
  const fleet = decision.getByTestId('fleet-convoy')
  for (const where of ['put to sea at 0203', 'to 0204', 'into the port of 0205']) {
    await fleet.getByRole('combobox', { name: 'Where flotilla convoy moves' }).selectOption({ label: where })
    await press(page, fleet.getByRole('button', { name: 'Move' }))
    await takeBoard(page)
  }
  await expect(fleet).toContainText('in port at 0205')

  // Both sides end their Naval and Air Phase: the Offensive Phase, the Allies first.
  await press(page, decision.getByRole('button', { name: 'End Air Movement Step' }))
  await takeBoard(page)
  await press(page, decision.getByRole('button', { name: 'End Air Movement Step' }))
  await takeBoard(page)
  await expect.poll(() => pendingKind(page)).toBe('offensive')

  // Debark: the Offensive dialog offers it, at Port Moresby, for one Air Offensive.
  const debark = dialog(page).getByTestId('stp-debark-convoy')
  await expect(debark).toContainText('STPs in port at 0205')
  await expect(debark.getByRole('checkbox', { name: /^Wildcat/ })).toBeChecked()
  await expect(
    debark
      .getByRole('combobox', { name: 'Base where the air units of flotilla convoy debark' })
      .locator('option'),
  ).toHaveText(['Port Moresby (0205)'])
  await press(page, debark.getByRole('button', { name: 'Debark 1 air unit (spend an Air Offensive)' }))

  // Ashore at Port Moresby, Currently Committed; the option passed to Japan with one Offensive spent.
  const s = await gameStateOf(page)
  expect([s.units.wildcat.base, s.units.wildcat.commitment]).toEqual(['moresby', 'current'])
  expect(s.seaTransport).toBeUndefined()
  expect(s.offensivePhase?.used).toEqual({ allies: 1 })
  expect(await logText(page)).toContain(
    'Allies spends an Air Offensive: Wildcat debarks from the STPs Allied convoy at Port Moresby (0205), Currently Committed. The weather does not matter: this is no Change Base (3.24).',
  )
  await takeBoard(page)
  await clickHex(page, '0205')
  await expect(
    page.getByTestId('hex-details').getByRole('list', { name: 'Stack at Port Moresby, top first' }),
  ).toContainText('Wildcat')
})
