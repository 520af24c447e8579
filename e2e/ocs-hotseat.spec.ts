// The OCS example of 14.3e played through the OCS dialogs: hot-seat with real dice entered by hand
// (the dice of src/rules/systems/ocs/example14_3e.test.ts: 4 and 5, the loss die 3, Flak 3 and 4,
// the barrage 2 and 3) to the seed's outcome, and a game against the automatic opponent.
import { expect, test, type Page } from '@playwright/test'
import { openApp } from './helpers'

const TITLE = 'OCS rules example (14.3e): Air Combat over a German air base'

async function newGame(page: Page, o: { germansBot: boolean; manual: boolean; seed?: number }) {
  await openApp(page)
  await page.locator('#scenario-picker').selectOption({ label: TITLE })
  const dialog = page.getByRole('dialog', { name: /New game/ })
  if (o.germansBot)
    await dialog.getByRole('radiogroup', { name: 'Germans' }).getByLabel('The automatic opponent').check()
  if (o.manual) await dialog.getByLabel('Real dice: enter each result').check()
  if (o.seed !== undefined) await dialog.getByRole('textbox', { name: 'Seed' }).fill(String(o.seed))
  await dialog.getByRole('button', { name: /Start the game/ }).click()
  await expect(page.getByTestId('stage')).toHaveText('Soviet Movement Phase · Barrage Segment')
}

async function roll(page: Page, faces: number[]) {
  const d = page.getByTestId('ocs-dialog-roll')
  for (const [i, f] of faces.entries())
    await d
      .getByRole('group', { name: `Die ${i + 1}` })
      .getByLabel(String(f), { exact: true })
      .check()
  await d.getByRole('button', { name: 'Enter the roll' }).click()
}

async function declareBarrage(page: Page) {
  const order = page.getByTestId('ocs-dialog-phase')
  await expect(order).toContainText('Barrage (14.7): to an enemy air base not barraged this phase')
  await order.getByLabel(/LaGG-3 \(Fighter, rating 2, full strength\), 7 hexes from its base 0306/).check()
  await order.getByLabel(/IL-2 \(Tactical bomber, rating \(2\), cannot initiate Air Combat/).check()
  await expect(order.getByTestId('ocs-flak-preview')).toContainText(
    'one mission aircraft step is lost on 11 or more',
  )
  await order.getByRole('button', { name: 'Declare the Barrage (14.2f A)' }).click()
}

test('the 14.3e example, hot-seat with real dice, through the dialogs to the seed’s outcome', async ({
  page,
}) => {
  await newGame(page, { germansBot: false, manual: true })
  await declareBarrage(page)
  // 14.3d A: the Soviets may not abort both; they keep both.
  const pre = page.getByTestId('ocs-dialog-preAbort')
  await expect(pre).toContainText('Soviets may abort some aircraft over 1006')
  await pre.getByLabel(/LaGG-3/).check()
  await pre.getByLabel(/IL-2/).check()
  await expect(pre.getByTestId('ocs-abort-problem')).toHaveText(
    'At least one aircraft must stay and fight: keep one (14.3d A).',
  )
  await expect(pre.getByRole('button', { name: /^Abort these 2 aircraft/ })).toBeDisabled()
  await pre.getByRole('button', { name: 'No abort: all stay' }).click()
  // Nothing is secret in OCS (14.3e A): the screen passes openly, no hand-over screen.
  await expect(page.getByTestId('ocs-dialog-preAbort')).toContainText('Germans may abort')
  await expect(page.getByRole('dialog', { name: /Hand over/ })).toHaveCount(0)
  await page.getByRole('button', { name: 'No abort: all stay' }).click()
  // 14.3a: the IL-2's parenthesized rating cannot attack.
  const atk = page.getByTestId('ocs-dialog-pickAttacker')
  await expect(atk.getByLabel(/IL-2/)).toBeDisabled()
  await atk.getByRole('button', { name: 'LaGG-3 attacks' }).click()
  const def = page.getByTestId('ocs-dialog-pickDefender')
  await expect(def.getByTestId('ocs-odds-bf109f')).toContainText('Each modified roll: 0: 1/36')
  await def.getByLabel(/Bf 109f/).check()
  await def.getByRole('button', { name: 'Bf 109f defends' }).click()
  // The roll: its exact odds first (2d6 + 2 − 4), then the faces entered.
  await expect(page.getByTestId('ocs-roll-odds')).toContainText(
    'Modified roll: 2d6 + 2 (LaGG-3) − 4 (Bf 109f), from 0 to 10 (14.3e C).',
  )
  await roll(page, [4, 5])
  // No table entered: row 7 off the chart, where the rules' example accepts only "both abort".
  const chart = page.getByTestId('ocs-dialog-chartLookup')
  await expect(chart.getByTestId('ocs-chart-roll')).toContainText('show 4 and 5 + 2 (LaGG-3')
  await expect(chart.getByRole('button', { name: 'defender aborts' })).toBeDisabled()
  await chart.getByRole('button', { name: 'both abort' }).click()
  await expect(page.getByTestId('ocs-roll-odds')).toContainText(
    'on 5 or more the aborted aircraft lose a step, 2 in 6 (33.3%)',
  )
  await roll(page, [3])
  await page.getByTestId('ocs-dialog-postAbort').getByRole('button', { name: 'No abort: all stay' }).click()
  await page.getByTestId('ocs-dialog-postAbort').getByRole('button', { name: 'No abort: all stay' }).click()
  // Flak against the IL-2 (the Germans roll), its line read off the chart; then the barrage.
  await expect(page.getByTestId('ocs-roll-odds')).toContainText(
    'one mission aircraft step is lost on 11 or more',
  )
  await roll(page, [3, 4])
  await page.getByTestId('ocs-dialog-chartLookup').getByRole('button', { name: '0', exact: true }).click()
  await roll(page, [2, 3])
  await page.getByTestId('ocs-dialog-chartLookup').getByRole('button', { name: 'DG', exact: true }).click()
  // The seed's outcome: both fighters abort without loss, Inactive; the rest ignore each other.
  await expect(page.getByTestId('ocs-dialog-phase')).toBeVisible()
  await expect(page.getByTestId('ocs-aircraft-row-lagg3')).toContainText('Inactive at 0306')
  await expect(page.getByTestId('ocs-aircraft-row-lagg3')).toContainText('full strength')
  await expect(page.getByTestId('ocs-aircraft-row-bf109f')).toContainText('Inactive at 1006')
  await expect(page.getByTestId('ocs-aircraft-row-il2')).toContainText('Inactive at 0306')
  await expect(page.getByTestId('ocs-aircraft-row-stuka-1')).toContainText('Active at 1006')
  const log = page.getByTestId('ocs-log')
  await expect(log).toContainText(
    'Round 1 over 1006: LaGG-3 2 attacks Bf 109f 4; dice 4 + 5 = 9, + 2 − 4 = 7: both abort (from your own chart); loss die 3: no loss (14.3e C).',
  )
  await expect(log).toContainText(
    'No aircraft left over 1006 has a non-parenthesized rating: the Air Combat ends and the remaining planes ignore each other (14.3c).',
  )
  // To the end of the scenario.
  await page.getByRole('button', { name: 'End the Barrage Segment' }).click()
  await page.getByRole('button', { name: 'End the Movement Segment' }).click()
  await page.getByRole('button', { name: 'End the phase' }).click()
  await expect(page.getByTestId('ocs-over')).toContainText('The game is over')
})

test('the 14.3e example against the automatic opponent, to the end', async ({ page }) => {
  await newGame(page, { germansBot: true, manual: false, seed: 1 })
  await declareBarrage(page)
  await page.getByRole('button', { name: 'No abort: all stay' }).click()
  // The Germans' abort answer and their defender are the bot's, with its reasoning.
  await page.getByTestId('ocs-dialog-pickAttacker').getByRole('button', { name: 'LaGG-3 attacks' }).click()
  await expect(page.getByTestId('ocs-bot-reasoning')).toContainText('Bf 109f, the highest rating (4)')
  await expect(page.getByTestId('log-bot-entry').first()).toBeVisible()
  // The rest: every chart read and every choice answered until the scenario is over.
  for (let i = 0; i < 30; i++) {
    if (await page.getByTestId('ocs-over').isVisible()) break
    // A chart read, a base to return to, the aircraft that takes a Flak loss: the first offered.
    const outcome = page.locator('.ocs-dialog .ocs-outcomes button:not([disabled])').first()
    if (await outcome.isVisible()) {
      await outcome.click()
      continue
    }
    const post = page.getByRole('button', { name: 'No abort: all stay' })
    if (await post.isVisible()) {
      await post.click()
      continue
    }
    const end = page.getByRole('button', { name: /^End the / })
    if (await end.isVisible()) {
      await end.click()
      continue
    }
    const primary = page.locator('.ocs-dialog .dialog-buttons .primary:not([disabled])')
    if (await primary.isVisible()) await primary.click()
    // The automatic opponent is deciding: wait for the next dialog, or the end.
    else await expect(page.locator('.ocs-dialog, [data-testid="ocs-over"]').first()).toBeVisible()
  }
  await expect(page.getByTestId('ocs-over')).toContainText('The game is over')
  await expect(page.getByTestId('ocs-aircraft-row-lagg3')).toContainText('Inactive')
})

test('asked for, the hand-over screen comes at each change of player, never for the same player', async ({
  page,
}) => {
  await newGame(page, { germansBot: false, manual: true })
  await page.getByLabel('Hand-over screen at every change of player').check()
  await declareBarrage(page)
  // Still the Soviets: no hand-over.
  await expect(page.getByTestId('ocs-dialog-preAbort')).toContainText('Soviets may abort')
  await expect(page.getByRole('dialog', { name: /Hand over/ })).toHaveCount(0)
  await page.getByRole('button', { name: 'No abort: all stay' }).click()
  const handOver = page.getByRole('dialog', { name: /Hand over to Germans/ })
  await expect(handOver).toBeVisible()
  await handOver.getByRole('button', { name: 'I am the Germans player: show the board' }).click()
  await expect(page.getByTestId('ocs-dialog-preAbort')).toContainText('Germans may abort')
})
