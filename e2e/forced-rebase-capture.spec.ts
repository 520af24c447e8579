// A base captured by enemy land units (4.7; D-BASE-FORCED), played through the client: the Allied
// player selects Marck on the map, enters the capture from the hex panel (an outside event, with a
// confirmation), then the Axis player picks where each unit makes its Forced Rebase in the dialog
// and places the one that over-stacks Abbeville in its stack (D-BASE-STACKORDER);
// the result is read on screen (the log, the hex panels).
import { expect, test, type Page } from '@playwright/test'
import {
  clickHex,
  decisionDialog as dialog,
  gameCursor,
  loadBuiltInWithDice,
  openApp,
  pendingKind,
  takeBoard,
} from './helpers'

test.use({ reducedMotion: 'reduce' })

async function hexPanel(page: Page, hex: string) {
  await clickHex(page, hex)
  const panel = page.getByTestId('hex-details')
  await expect(panel).toBeVisible()
  return panel
}

test('Marck captured by Allied land units: its Me-109 and Ju-88 make a Forced Rebase chosen in the dialog', async ({
  page,
}) => {
  await openApp(page)
  await page.evaluate(() =>
    window.__sortieStore!.getState().setSession({ handOver: true, handOverWhen: 'everyChange' }),
  )
  await loadBuiltInWithDice(page, 'channel-1943', [])
  await takeBoard(page)
  expect(await pendingKind(page)).toBe('plan')

  // The Allied player (at its plan) selects Marck and enters the capture.
  let panel = await hexPanel(page, '3722')
  await expect(panel).toContainText('Marck')
  await panel.getByRole('button', { name: 'Captured by land units…' }).click()
  const confirm = panel.getByRole('group', { name: 'Confirm: Marck' })
  await expect(confirm).toContainText('Your land units have occupied Marck?')
  const before = await gameCursor(page)
  await confirm.getByRole('button', { name: 'Confirm the capture' }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)

  // The Axis player's Forced Rebase: the Me-109 (range 4) finds no base with room within 8 hexes: over-stacked.
  await takeBoard(page)
  let d = dialog(page)
  await expect(d).toHaveAttribute('data-kind', 'forcedRebase')
  await expect(page.getByTestId('decision')).toContainText('Axis to decide')
  await expect(d).toContainText('choose where Me-109 makes its Forced Rebase')
  await expect(d.getByTestId('rebase-st-omer')).toContainText('St-Omer')
  await expect(d.getByTestId('rebase-abbeville')).toContainText(
    '6 hexes — over-stacked: no base in reach has room (4.8)',
  )
  await d.getByTestId('rebase-abbeville').getByRole('radio').check()
  await d.getByRole('button', { name: /^Rebase here/ }).click()

  // It over-stacks Abbeville (capacity 2, two Fw-190s): the Axis places it in the stack (D-BASE-STACKORDER), on top.
  await takeBoard(page)
  d = dialog(page)
  await expect(d).toHaveAttribute('data-kind', 'stackOrder')
  await expect(d.getByTestId('stack-place-2')).toContainText('At the bottom — over-stacked')
  await d.getByTestId('stack-place-0').getByRole('radio').check()
  await expect(d.getByTestId('stack-preview')).toContainText(/Me-109.*, Fw-190.*, Fw-190.* \(over-stacked\)/)
  await d.getByRole('button', { name: /^Place it here/ }).click()

  // The Ju-88 (range 9): Rotterdam or Le Havre, both with room.
  await takeBoard(page)
  d = dialog(page)
  await expect(d).toHaveAttribute('data-kind', 'forcedRebase')
  await expect(d).toContainText('choose where Ju-88 makes its Forced Rebase')
  await expect(d.getByTestId('rebase-rotterdam')).toContainText('11 hexes')
  await d.getByTestId('rebase-le-havre').getByRole('radio').check()
  await d.getByRole('button', { name: /^Rebase here/ }).click()

  // Back to the Allied plan; the chain is in the log and on the map.
  await takeBoard(page)
  await expect.poll(() => pendingKind(page)).toBe('plan')
  await page.getByRole('tab', { name: 'Log' }).click()
  const log = page.locator('#panel-log')
  await expect(
    log.getByTestId('log-entry').filter({
      hasText:
        'Western Allies land units occupy Marck (3722): the base is captured; the units based there make a Forced Rebase (4.7).',
    }),
  ).toHaveCount(1)
  await expect(
    log.getByTestId('log-entry').filter({
      hasText:
        'Forced Rebase: Me-109 flies from Marck to Abbeville, over-stacked: no base with room was in reach; it cannot be intercepted and is Previously Committed (4.7).',
    }),
  ).toHaveCount(1)
  await expect(
    log.getByTestId('log-entry').filter({
      hasText:
        'Me-109 is placed 1st of 3 in the stack at Abbeville; over-stacked, flying only a Change Base later: Fw-190 (4.8; A-69).',
    }),
  ).toHaveCount(1)
  await expect(
    log.getByTestId('log-entry').filter({
      hasText:
        'Forced Rebase: Ju-88 flies from Marck to Le Havre; it cannot be intercepted and is Previously Committed (4.7).',
    }),
  ).toHaveCount(1)
  await page.getByRole('tab', { name: 'Situation' }).click()
  panel = await hexPanel(page, '3722')
  await expect(panel.getByRole('heading', { name: /Marck/ })).toContainText('Western Allies')
  await expect(panel).toContainText('0 units here')
  panel = await hexPanel(page, '3125')
  await expect(panel).toContainText('over-stacked (4.8)')
  await expect(panel.getByRole('list', { name: 'Stack at Abbeville, top first' })).toContainText('Me-109')
})
