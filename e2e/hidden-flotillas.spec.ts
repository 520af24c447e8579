// Hidden flotillas (4.10; design §7) in a hot-seat game of Channel 1943: the Allied screen — the
// page's whole DOM, the map's hover text, the hex panel, the log — never names an Axis ship the
// Allies have not located; a reconnaissance of the port of 4819 reveals the Z 24 and only it; after
// the hand-over the Axis screen shows its own ships by name.
import { expect, test, type Page } from '@playwright/test'
import { clickHex, hotSeatScreen, hoverTextAt, loadBuiltInWithDice, openApp } from './helpers'

test.use({ reducedMotion: 'reduce' })

/** Names and ids of the Axis ships of Channel 1943. */
const Z24 = ['Z 24', 'de-z24']
const OTHER_AXIS_SHIPS = ['5th Torpedo Boat Flotilla', 'de-dd-5', 'de-u-boat', 'U-boat group']

async function expectAbsent(page: Page, words: readonly string[]): Promise<void> {
  const html = await page.content()
  for (const w of words) expect(html, `the page names "${w}"`).not.toContain(w)
}

/** Selects a hex as a player does (a click on the map) and returns the hex panel's naval list. */
async function navalInHexPanel(page: Page, hex: string): Promise<string> {
  await clickHex(page, hex)
  const naval = page.getByTestId('hex-naval')
  await expect(naval).toBeVisible()
  return (await naval.textContent()) ?? ''
}

async function logText(page: Page): Promise<string> {
  await page.getByRole('tab', { name: 'Log' }).click()
  const text = (await page.locator('#panel-log').textContent()) ?? ''
  await page.getByRole('tab', { name: 'Situation' }).click()
  return text
}

test('hot-seat: the Allies see Axis ships as chits until they locate them; the Axis sees its own by name', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openApp(page)
  await hotSeatScreen(page) // two people at one screen: the hand-over screen and the hot-seat undo; nothing is open
  await loadBuiltInWithDice(page, 'channel-1943', [6]) // the Axis's secret sighting die: a number of chits falsified by up to ±50 %, 1 or 2
  await expect(page.getByTestId('recon-targets')).toBeVisible()

  // The Allied screen: Axis stacks are counted, never named.
  await expectAbsent(page, [...Z24, ...OTHER_AXIS_SHIPS])
  expect(await hoverTextAt(page, '4819')).toContain('1 naval chit, not located (A, in port)')
  expect(await navalInHexPanel(page, '4819')).toContain('In port: 1 naval chit, not located')
  expect(await navalInHexPanel(page, '3907')).toContain('Furious (CV), 6th Destroyer Flotilla (DD)') // own ships: by name
  expect(await logText(page)).not.toMatch(/Z 24|de-z24|Torpedo Boat|de-dd-5|de-u-boat|U-boat group/)
  await expectAbsent(page, [...Z24, ...OTHER_AXIS_SHIPS])

  // Reconnoitre the port of 4819 (an enemy port: automatic success, 4.10).
  await page.getByTestId('recon-targets').getByTestId('recon-4819-port').click()
  // The Axis's Flotilla Sighting Report is secret: the board passes to the Axis behind a screen.
  const toAxis = page.getByRole('dialog', { name: /Hand over to Axis/ })
  await expect(toAxis).toBeVisible()
  await expectAbsent(page, [...OTHER_AXIS_SHIPS, 'on the Flotilla Sighting Report table']) // still the Allied screen: only the ship located is named, the Axis's roll is secret
  await toAxis.getByRole('button', { name: /^I am the Axis player/ }).click()

  // The Axis screen: its own ships by name, the Allied ones counted.
  expect(await navalInHexPanel(page, '2323')).toContain('In port: 5th Torpedo Boat Flotilla (DD)')
  expect(await hoverTextAt(page, '3907')).toContain('2 naval chits, not located (W)')
  const report = page.locator('.decision-dialog')
  await expect(report).toContainText('Flotilla Sighting Report')
  await report.getByRole('button', { name: 'Report 1 chit' }).click()

  // Back to the Allies: the Z 24 is located and named; the other Axis ships are not.
  const toAllies = page.getByRole('dialog', { name: /Hand over to Western Allies/ })
  await expect(toAllies).toBeVisible()
  await toAllies.getByRole('button', { name: /^I am the Western Allies player/ }).click()
  await expect(page.getByTestId('recon-targets')).toBeVisible()
  expect(await navalInHexPanel(page, '4819')).toContain('In port: 1 naval chit, located, not identified') // located, not identified (4.10, 4.20)
  expect(await hoverTextAt(page, '4819')).toContain('1 naval chit, located, not identified (A, in port)')
  expect(await hoverTextAt(page, '2323')).toContain('1 naval chit, not located (A, in port)')
  const log = await logText(page)
  expect(log).toContain('Western Allies locates 1 enemy naval chit in port at 4819')
  expect(log).toContain('Flotilla Sighting Report from Axis for 4819: 1 naval chit')
  expect(log).not.toContain('on the Flotilla Sighting Report table, in secret') // the Axis's roll stays hidden
  await expect(page.locator('body')).toContainText('Z 24')
  await expectAbsent(page, OTHER_AXIS_SHIPS)
})
