// A carrier strike against a hidden task force (issue "Naval air war"; 4.10, 4.15, 4.20), Coral
// Sea (APTO): Task Force 17 closes on the Japanese carriers one hex at a time from the plan's naval
// movement list, its SBD finds them (6 + 6 = 12, 12 needed; the sighting report names them), and
// the Lexington's SBD strikes them.
// Until they are found, the Allied screen — the page's whole DOM, the hover text, the hex panel,
// the order of battle and the log — shows the Japanese force at 2812 as 3 naval chits and never
// names a Japanese ship, nor shows the carriers' airbases or the units aboard them. Played twice:
// hot-seat (the Japanese player lets each move go), and against the automatic opponent.
import { expect, test, type Page } from '@playwright/test'
import {
  clickHex,
  hotSeatScreen,
  decisionDialog as dialog,
  gameCursor,
  hoverTextAt,
  loadBuiltInWithDice,
  openApp,
  pendingKind,
  setBots,
  takeBoard,
} from './helpers'

test.use({ reducedMotion: 'reduce' })

/** Names and ids of every Japanese ship and carrier airbase of the scenario. */
const JAPANESE_SECRETS = [
  'Shokaku',
  'Zuikaku',
  'Myoko',
  'Shoho',
  'MO Invasion Convoy',
  'jp-shokaku',
  'jp-zuikaku',
  'jp-myoko',
  'jp-shoho',
  'jp-convoy',
  'shokaku-air',
  'zuikaku-air',
  'kido-butai',
  'mo-convoy',
]

async function expectNoSecret(page: Page): Promise<void> {
  const html = await page.content()
  for (const w of JAPANESE_SECRETS) expect(html, `the Allied screen names "${w}"`).not.toContain(w)
}

const pendingSide = (page: Page) =>
  page.evaluate(() => {
    const g = window.__sortieStore!.getState().game!
    return g.states[g.cursor].pending.side
  })
const located = (page: Page) =>
  page.evaluate(() => {
    const g = window.__sortieStore!.getState().game!
    return g.states[g.cursor].naval?.located.allies ?? []
  })

/** Selects a hex as a player does (a click on the map) and returns the hex panel's text. */
async function hexPanel(page: Page, hex: string): Promise<string> {
  await clickHex(page, hex)
  const panel = page.getByTestId('hex-details')
  await expect(panel).toBeVisible()
  return (await panel.textContent()) ?? ''
}

/**
 * Answers every decision until the Allies' plan or `kind` is due: the Japanese player (hot-seat)
 * lets each move go and never intercepts; the Allies pass. Before the Japanese force is located,
 * each Allied screen is checked for its secrets.
 */
async function playOn(page: Page, until: { side: string; kind: string }, hotSeat: boolean): Promise<void> {
  for (let i = 0; i < 60; i++) {
    if (hotSeat) await takeBoard(page)
    else await expect.poll(() => pendingSide(page), { timeout: 20_000 }).toBe('allies')
    if ((await pendingSide(page)) === 'allies' && (await located(page)).length === 0)
      await expectNoSecret(page)
    if ((await pendingSide(page)) === until.side && (await pendingKind(page)) === until.kind) return
    const before = await gameCursor(page)
    const d = dialog(page)
    const kind = await pendingKind(page)
    if (kind === 'navalWindow') await d.getByRole('button', { name: /^Let it go on/ }).click()
    else if (kind === 'declare' || kind === 'preCombat')
      await d.getByRole('button', { name: /^Pass/ }).click()
    else await d.locator('.dialog-buttons button.primary').click()
    await expect.poll(() => gameCursor(page), { timeout: 20_000 }).toBeGreaterThan(before)
  }
  throw new Error(`no ${until.kind} decision for ${until.side}`)
}

async function strikeTheHiddenCarriers(page: Page, hotSeat: boolean): Promise<void> {
  const decision = page.getByTestId('decision')
  await expect(decision.getByTestId('fleet-tf17')).toBeVisible()

  // The Allied screen: the Japanese force is 3 naval chits at 2812, nothing more.
  await expectNoSecret(page)
  expect(await hoverTextAt(page, '2812')).toContain('3 naval chits, not located (J)')
  const hex = await hexPanel(page, '2812')
  expect(hex).toContain('3 naval chits, not located')
  expect(hex).not.toMatch(/capacity|A6M|D3A|B5N/) // no carrier airbase, no unit aboard
  await page.getByRole('tab', { name: 'Forces' }).click()
  await page.locator('#oob-filter-text').fill('A6M')
  await expect(page.locator('#panel-forces')).toContainText('a carrier not located')
  await page.locator('#oob-filter-text').fill('')
  await page.getByRole('tab', { name: 'Situation' }).click()
  await expectNoSecret(page)

  // Close on them: three moves, each a window for Japan.
  for (const to of ['2016', '2116', '2215']) {
    const fleet = decision.getByTestId('fleet-tf17')
    await fleet
      .getByRole('combobox', { name: 'Where flotilla tf17 moves' })
      .selectOption({ label: `to ${to}` })
    const before = await gameCursor(page)
    await fleet.getByRole('button', { name: 'Move' }).click()
    await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
    // Japan's window lists its carriers' aircraft: the screen changes hands first, even in the default "only where a choice is private" mode.
    if (hotSeat) await expect(page.getByRole('dialog', { name: /Hand over to Japan/ })).toBeVisible()
    await playOn(page, { side: 'allies', kind: 'plan' }, hotSeat)
  }

  // The SBD reconnoitres 2812: 12 needed on 2d6, rolled 6 + 6. The carriers are found (located), and
  // Japan's Flotilla Sighting Report rolls the face that gives the ships' names (APTO D31), which it
  // must give truly: the Allies now know those ships while they stay located (4.10).
  const recon = page.getByTestId('recon-targets')
  await expect(recon).toContainText('12 needed on 2d6')
  let before = await gameCursor(page)
  await recon.getByTestId('recon-2812').click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  await playOn(page, { side: 'allies', kind: 'plan' }, hotSeat)
  expect(await located(page)).toEqual(['jp-shokaku', 'jp-zuikaku', 'jp-myoko'])
  const found = await hexPanel(page, '2812')
  expect(found).toContain('Shokaku (CV), Zuikaku (CV), Myoko (CA)') // named by the report (4.10)
  expect(found).toContain('A6M Zero') // the carriers' airbases and their units, now seen

  // The strike: the Lexington's SBD as a bomber against the located ships.
  await page.getByRole('button', { name: /^USS Lexington 2215/ }).click()
  await page.getByRole('checkbox', { name: /^SBD Dauntless/ }).check()
  await page.getByRole('radio', { name: 'Air-naval attack on located ships' }).check()
  const targets = page.getByTestId('air-naval-targets')
  await expect(targets).toContainText('Shokaku')
  before = await gameCursor(page)
  await targets.getByTestId('strike-2812').click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  await playOn(page, { side: 'allies', kind: 'navalAttack' }, hotSeat)
  const d = dialog(page)
  await expect(d).toContainText('Air-naval attacks at 2812')
  await expect(d).toContainText('Shokaku')
  before = await gameCursor(page)
  await d.locator('tbody button', { hasText: 'Attack' }).first().click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  await page.getByRole('tab', { name: 'Log' }).click()
  await expect(page.locator('#panel-log')).toContainText(
    'SBD Dauntless launches from USS Lexington (2215) to attack the located ships at 2812 (4.1).',
  )
  await expect(page.locator('#panel-log')).toContainText('Shokaku (CV) is sunk: doubles that hit (4.20).')
}

test('hot-seat: Task Force 17 finds the hidden Japanese carriers and strikes them; until then the Allied screen never shows them', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await openApp(page)
  await hotSeatScreen(page)
  await loadBuiltInWithDice(
    page,
    'coral-sea-1942',
    Array.from({ length: 300 }, () => 6),
  )
  await strikeTheHiddenCarriers(page, true)
})

test('against the automatic opponent: the same strike, the bot playing Japan', async ({ page }) => {
  test.setTimeout(180_000)
  await openApp(page)
  // The bot reconnoitres Task Force 17 at each move and fails (1 + 1); every later die a 6.
  await loadBuiltInWithDice(page, 'coral-sea-1942', [
    1,
    1,
    1,
    1,
    1,
    1,
    ...Array.from({ length: 300 }, () => 6),
  ])
  await setBots(page, ['Japan'])
  await strikeTheHiddenCarriers(page, false)
  await expect(page.locator('#panel-log')).toContainText('H6K Mavis and G4M Betty reconnoitre 2016') // the bot looked for Task Force 17, in vain
})
