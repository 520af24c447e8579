// Sea reconnaissance and an air-naval strike (4.10, 4.20, 4.21) through the screen, against the
// automatic opponent: the Allies reconnoitre the Emden's task force from the plan (exact chance
// shown), the Axis bot gives its Flotilla Sighting Report, the Wellington and the B-17 strike the
// located ships, and the attack dialog shows the exact odds of every bomber against every ship.
import { expect, test } from '@playwright/test'
import {
  answerUntil,
  decisionDialog as dialog,
  gameCursor,
  loadBuiltInWithDice,
  openApp,
  setBots,
} from './helpers'

test.use({ reducedMotion: 'reduce' })

test('against the automatic opponent: reconnoitre the task force, strike it, sink the Emden with doubles', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openApp(page)
  // Every die a 6: the reconnaissance succeeds (12), the report die allows ±50 %, every air attack misses, and 6 + 6 hits with doubles.
  await loadBuiltInWithDice(
    page,
    'tutorial',
    Array.from({ length: 200 }, () => 6),
  )
  await setBots(page, ['Axis'])
  const recon = page.getByTestId('recon-targets')
  await expect(recon).toContainText('2 naval chits')
  await expect(recon).toContainText('6 needed on 2d6, +4: 100.0%')
  let before = await gameCursor(page)
  await recon.getByTestId('recon-0905').click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  // The Axis bot reports (between 1 and 3 chits on a 6): the plan comes back to the Allies.
  await expect(page.getByTestId('recon-targets')).toHaveCount(0)
  await page.getByRole('tab', { name: 'Log' }).click()
  await expect(
    page.locator('#panel-log').getByText(/Flotilla Sighting Report from Axis for 0905: 1 naval chit/),
  ).toBeVisible()
  await page.getByRole('tab', { name: 'Situation' }).click()
  // Plan the strike from Marsham.
  await page.getByRole('button', { name: /^Marsham 0207/ }).click()
  await page.getByRole('checkbox', { name: /^Wellington/ }).check()
  await page.getByRole('checkbox', { name: /^B-17/ }).check()
  await page.getByRole('radio', { name: 'Air-naval attack on located ships' }).check()
  const targets = page.getByTestId('air-naval-targets')
  await expect(targets).toContainText('Emden, Z 10; 7 MP away')
  before = await gameCursor(page)
  await targets.getByTestId('strike-0905').click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  // Interceptions on the way (the bot's), the Allies pass theirs; then the attacks.
  await answerUntil(page, 'allies', 'navalAttack')
  const d = dialog(page)
  await expect(d).toHaveAttribute('data-kind', 'navalAttack')
  await expect(d.getByTestId('naval-aa')).toHaveText('1') // gunnery 1 → 0; one destroyer against one cruiser: +1
  const row = d.getByTestId('naval-uk-wellington-1-de-emden')
  await expect(row.getByTestId('odds-hit')).toHaveText('91.7%') // armor 4, no modifier (a light cruiser is not named): 4 or more, 33 in 36
  await expect(row.getByTestId('odds-sunk')).toHaveText('13.9%') // doubles that hit: 2-2 to 6-6, 5 in 36
  before = await gameCursor(page)
  await row.getByRole('button', { name: 'Attack' }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  await expect(d.getByTestId('naval-uk-wellington-1-de-emden')).toHaveCount(0) // sunk: no longer a target
  await d.getByRole('button', { name: 'Stop attacking' }).click()
  await page.getByRole('tab', { name: 'Log' }).click()
  await expect(page.getByText('Emden (CL) is sunk: doubles that hit (4.20).')).toBeVisible()
})
