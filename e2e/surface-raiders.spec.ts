// The Japanese Surface Raider Step through the screen (APTO 2.21–2.23, T07): the test scenario is
// loaded from its file (e2e/scenarios/surface-raiders.json); Japan ends its own step of the
// Strategic Warfare Phase, the Surface Raider dialog lists the raiders with their fixed EP and the
// destroyer that may not raid, Japan leaves Zuikaku out and raids with the T07 ships (14 EP), and
// the log and the Interdiction results panel show the EP; the Allies' step follows.
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { decisionDialog as dialog, gameCursor, openApp, pendingKind, takeBoard, loadInPage } from './helpers'

test.use({ reducedMotion: 'reduce' })

const SCENARIO = JSON.parse(
  readFileSync(new URL('./scenarios/surface-raiders.json', import.meta.url), 'utf8'),
) as unknown

async function load(page: Page): Promise<void> {
  await loadInPage(page, SCENARIO, { id: 'surface-raiders.json' })
}

const logText = (page: Page) =>
  page.evaluate(() =>
    window
      .__sortieStore!.getState()
      .game!.events.flat()
      .map((e: { text: string }) => e.text),
  )

test('APTO T07 on screen: Japan raids with 8 CLs, Mutsu and Kinugasa — 14 EP, no die; the results panel and the log show them (2.21, 2.23)', async ({
  page,
}) => {
  await openApp(page)
  await load(page)
  await takeBoard(page)
  await expect(page.getByTestId('phase')).toHaveText('Strategic Warfare Phase')

  // Japan flies no air interdiction: its Surface Raider Step follows at once.
  let before = await gameCursor(page)
  await page
    .getByTestId('decision')
    .getByRole('button', { name: /^End Air Movement Step/ })
    .click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  await takeBoard(page)
  await expect.poll(() => pendingKind(page)).toBe('surfaceRaiders')
  const raid = dialog(page)
  await expect(raid).toHaveAttribute('data-kind', 'surfaceRaiders')
  await expect(raid).toContainText('Japanese Surface Raider Step')
  await expect(page.getByTestId('step')).toHaveText('Japanese Surface Raider Step')
  await expect(raid.getByTestId('raider-mutsu')).toHaveText(
    'Indian Ocean: United Kingdom loses 4 EP — gunnery 4',
  )
  await expect(raid.getByTestId('raider-kinugasa')).toHaveText('Coral Sea: Australia loses 2 EP — gunnery 2')
  await expect(raid.getByTestId('raider-zuikaku')).toHaveText(
    'Indian Ocean: United Kingdom loses 8 EP — a carrier with its Naval-Air aboard',
  )
  await expect(raid.getByTestId('raider-total')).toHaveText('22 EP: United Kingdom 17, Australia 5')
  await raid.getByText(/^May not raid/).click()
  await expect(raid.getByTestId('raider-ineligible')).toContainText('Akizuki in Coral Sea: a DD is no raider')

  // Zuikaku stays out: the T07 ships alone.
  await raid.getByRole('checkbox', { name: /^Zuikaku/ }).uncheck()
  await expect(raid.getByTestId('raider-total')).toHaveText('14 EP: United Kingdom 9, Australia 5')
  before = await gameCursor(page)
  await raid.getByRole('button', { name: /^Raid with 10 ships: 14 EP/ }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)

  const log = await logText(page)
  expect(log).toContain(
    'Mutsu (BB, gunnery 4) raids the Indian Ocean Convoy Route in Indian Ocean: United Kingdom loses 4 EP (2.21, 2.23).',
  )
  expect(log).toContain(
    'Japanese Surface Raider Step: 10 raiders inflict 14 EP — United Kingdom 9, Australia 5 — outside the cap of air interdiction (2.13, 2.23). The raiders are Active: their flotillas may not move for the rest of the month (2.21).',
  )
  expect(log.some((t) => t.startsWith('Zuikaku'))).toBe(false)

  // The results panel: the numbers for the players' EP Tracks.
  await takeBoard(page)
  const results = page.getByTestId('interdiction-results')
  await expect(results.getByTestId('interdiction-totals')).toHaveText(
    'United Kingdom loses 9 EP; Australia loses 5 EP',
  )
  await expect(results.getByTestId('interdiction-row')).toHaveCount(10)
  await expect(results.getByTestId('interdiction-row').filter({ hasText: 'Mutsu' })).toHaveText(
    'Indian Ocean: 4 EP — the surface raider Mutsu (BB), no die (2.23)',
  )
  await expect(results.getByTestId('interdiction-row').filter({ hasText: 'Kinugasa' })).toHaveText(
    'Coral Sea: 2 EP — the surface raider Kinugasa (CA), no die (2.23)',
  )
  // The Allies' step of the Strategic Warfare Phase comes next.
  await expect(page.getByTestId('decision')).toContainText('Allies to decide')
  await expect.poll(() => pendingKind(page)).toBe('plan')
})
