// An escorted paradrop (4.24) played through the dialogs on the built-in chapter tutorial-airborne:
// the Land Offensive and its land combat at 0907, the paradrop launched first in D-GS-LAUNCH (the
// Dakota with the 1st Airborne, the Spitfire ticked as its escort), the Me-109's interception and
// the air combat as they come (the Me-109 may attack only the escort), D-PARA-DROP with every
// modifier and the exact odds of each choice, the drop with Gliders, and the result read on the
// screen: the results panel, the last roll and the log.
// Dice: the Spitfire's attack 1 (hit), the Me-109's 6 (miss), the paradrop 3 (+3 = 6: intact).
import { expect, test, type Page } from '@playwright/test'
import {
  decisionDialog as dialog,
  gameCursor,
  loadBuiltInWithDice,
  openApp,
  pendingKind,
  takeBoard,
} from './helpers'

test.use({ reducedMotion: 'reduce' })

const pendingSide = (page: Page) =>
  page.evaluate(() => {
    const g = window.__sortieStore!.getState().game!
    return g.states[g.cursor].pending.side
  })

/** Answers the decisions as they come until `kind` is due: the Axis intercepts once with the Me-109; every attack is made; otherwise pass, or the dialog's marked button. */
async function playUntil(page: Page, kind: string): Promise<void> {
  let declared = false
  for (let i = 0; i < 60; i++) {
    await takeBoard(page)
    const now = await pendingKind(page)
    if (now === kind) return
    const d = dialog(page)
    await expect(d).toHaveAttribute('data-kind', now)
    const before = await gameCursor(page)
    if (now === 'declare' && (await pendingSide(page)) === 'axis' && !declared) {
      await d
        .getByRole('checkbox', { name: /Me-109/ })
        .first()
        .check()
      await d.getByRole('button', { name: /^Declare/ }).click()
      declared = true
    } else if (now === 'attack') {
      await d.getByRole('button', { name: 'Attack and roll' }).click()
    } else {
      const pass = d.getByRole('button', { name: /^(Pass|Collect none|Decline)/ })
      if (await pass.count()) await pass.click()
      else await d.locator('.dialog-buttons button.primary').click()
    }
    await expect.poll(() => gameCursor(page), { timeout: 20_000 }).toBeGreaterThan(before)
  }
  throw new Error(`no ${kind} decision`)
}

test('an escorted paradrop: launched before the bombers, intercepted, dropped with Gliders at the odds shown, the result on screen', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openApp(page)
  await loadBuiltInWithDice(page, 'tutorial-airborne', [1, 6, 3])
  await takeBoard(page)
  // The Land Offensive and its land combat.
  const off = dialog(page)
  await expect(off).toHaveAttribute('data-kind', 'offensive')
  await off.getByRole('radio', { name: 'Land Offensive' }).check()
  await off.getByRole('button', { name: /^Declare a Land Offensive/ }).click()
  await takeBoard(page)
  const land = dialog(page)
  await expect(land).toHaveAttribute('data-kind', 'landCombat')
  await expect(land.getByTestId('land-target-0907')).toContainText('0907: 352nd Infantry (4)')
  await land.getByRole('button', { name: /^Declare the land combat at 0907/ }).click()
  // D-GS-LAUNCH: the paradrop, the Spitfire as escort.
  await takeBoard(page)
  const gs = dialog(page)
  await expect(gs).toHaveAttribute('data-kind', 'groundSupport')
  const drop = gs.getByTestId('paradrop-launch')
  await expect(drop).toContainText('1st Airborne (4) aboard Dakota from Netherby')
  await expect(drop).toContainText('(6 of 8 hexes; Gliders available)')
  await expect(drop.getByTestId('paradrop-escort-uk-spitfire-1').getByRole('checkbox')).toBeChecked()
  // A lone drop elsewhere is offered too; beyond the Dakota's printed range the rules say why before launch.
  await drop.getByRole('textbox', { name: 'Lone drop hex' }).fill('1412')
  await expect(drop.getByTestId('paradrop-verdict')).toContainText('(4.24)')
  await expect(gs.getByRole('button', { name: /^Launch the paradrop to 1412/ })).toBeDisabled()
  await drop.getByRole('textbox', { name: 'Lone drop hex' }).fill('')
  // The paradrop launches before any bomber (4.24): it is the dialog's main answer, in the button bar, and Enter does it.
  const main = gs.locator('.dialog-buttons .primary')
  await expect(main).toHaveText(/^Launch the paradrop to 0907/)
  await expect(main).toBeInViewport()
  await expect(
    gs.locator('.dialog-buttons').getByRole('button', { name: 'Launch ground support instead' }),
  ).toBeVisible()
  await drop.getByTestId('paradrop-escort-uk-spitfire-1').getByRole('checkbox').focus()
  const before = await page.evaluate(() => window.__sortieStore!.getState().game!.cursor)
  await page.keyboard.press('Enter')
  await expect
    .poll(() =>
      page.evaluate((n) => {
        const g = window.__sortieStore!.getState().game!
        return g.cursor > n ? JSON.stringify(g.actions[g.cursor - 1]) : null
      }, before),
    )
    .toContain('"mission":"paradrop"')
  // The Me-109 intercepts on the way; the air combat; the Axis has nothing left to defend 0907 with.
  await playUntil(page, 'paradrop')
  // D-PARA-DROP: every modifier with its rule and the exact odds, before the roll.
  const pd = dialog(page)
  await expect(pd).toContainText('Paradrop of 1st Airborne on 0907')
  const plain = pd.getByTestId('paradrop-choice-plain')
  await expect(plain).toContainText('+2 friendly air superiority in the drop hex (4.24, 4.22)')
  await expect(plain.getByTestId('paradrop-odds')).toHaveText(
    'Total +2: eliminated 0/6 (0.0%), depleted 2/6 (33.3%), intact 4/6 (66.7%).',
  )
  const gliders = pd.getByTestId('paradrop-choice-gliders')
  await expect(gliders).toContainText('+1 Gliders (4.24)')
  await expect(gliders.getByTestId('paradrop-odds')).toHaveText(
    'Total +3: eliminated 0/6 (0.0%), depleted 1/6 (16.7%), intact 5/6 (83.3%).',
  )
  await gliders.getByRole('radio').check()
  await pd.getByRole('button', { name: 'Drop with Gliders and roll' }).click()
  // The result: the last roll, the results panel beside the land combat, the log.
  await expect(
    page.getByTestId('last-rolls').getByTestId('roll').filter({ hasText: 'Paradrop (4.24)' }),
  ).toContainText('roll 3 + 3 = 6: 1st Airborne lands intact')
  await playUntil(page, 'landCombat')
  const results = page.getByTestId('gs-results')
  await expect(
    results.getByTestId('paradrop-outcome-uk-1-airborne').getByTestId('paradrop-result'),
  ).toHaveText('landed intact')
  await expect(results.getByTestId('paradrop-outcome-uk-1-airborne')).toContainText(
    '+1 to that land combat die roll',
  )
  await expect(results.getByTestId('gs-superiority')).toHaveText('Western Allies (+1 to the land combat die)')
  await page.getByRole('tab', { name: 'Log' }).click()
  const log = page.locator('#panel-log')
  for (const line of [
    '1st Airborne boards Dakota at 0306 for a paradrop on 0907 with the land combat there; it is Activated by the Land Offensive (4.24).',
    'Axis declares an interception of Dakota and Spitfire',
    'Western Allies announces the paradrop of 1st Airborne on 0907 with Gliders: modifier +3; eliminated 0/6 (0%), depleted 1/6 (17%), intact 5/6 (83%) (4.24).',
    'Gliders: Dakota loses one point (4.24).',
  ])
    await expect(log.getByText(line, { exact: false }).first()).toBeVisible()
})
