// The tutorial played by keyboard alone (docs/guide.md, "Decisions"): Tab to a control, Space to tick a
// box or press the focused button, and Enter wherever a button says "Enter", which then always does
// what that button says (never re-presses the focused button); Esc wherever a button says "Esc".
// Two people share the keyboard (hot-seat, no hand-over screen); the tutorial ends with its
// closing summary.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { collectErrors, openApp, gameCursor as cursor } from './helpers'

test.use({ viewport: { width: 1024, height: 700 } })

/** Tab (never the mouse) until the control has the keyboard. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${target}`)
}

/** Tab until the keyboard is inside the decision dialog (a new dialog takes it itself when it can). */
async function intoDialog(page: Page): Promise<void> {
  for (let i = 0; i < 60; i++) {
    if (await page.evaluate(() => document.activeElement?.closest('.decision-dialog') != null)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('Tab never reached the decision dialog')
}

const pendingOf = (page: Page) =>
  page.evaluate(() => {
    const g = window.__sortieStore!.getState().game!
    const p = g.states[g.cursor].pending
    return { kind: p.kind, side: p.side }
  })

async function pressAndWait(page: Page, key: string): Promise<void> {
  const before = await cursor(page)
  await page.keyboard.press(key)
  await expect.poll(() => cursor(page), { message: `${key} answered the decision` }).toBeGreaterThan(before)
}

test('the tutorial by keyboard alone: Enter does what the button marked "Enter" says, everywhere', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const errors = collectErrors(page)
  await openApp(page, '/?scenario=tutorial&seed=1')
  const decision = page.getByTestId('decision')
  // the tutorial opens with its notes on, above the decision
  await expect(page.getByTestId('tutorial-note')).toContainText('Launch a mission')
  // past the header and the map to the panels
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to the panels' })).toBeFocused()
  await page.keyboard.press('Enter')

  // The B-17's mission from Marsham to 0805: base, unit, route hex by hex (Space on each next hex)
  await tabTo(page, decision.getByRole('button', { name: /^Marsham 0207/ }))
  await page.keyboard.press('Enter')
  await tabTo(page, decision.getByRole('checkbox', { name: /B-17/ }))
  await page.keyboard.press('Space')
  await tabTo(page, decision.getByRole('button', { name: 'Trace the route' }))
  await page.keyboard.press('Enter')
  const trace = page.getByTestId('trace-panel')
  for (const hex of ['0307', '0407', '0507', '0606', '0706', '0805']) {
    await tabTo(
      page,
      trace.getByRole('list', { name: 'Legal next hexes' }).getByRole('button', { name: hex, exact: true }),
    )
    await page.keyboard.press('Space')
  }
  await expect(trace.getByTestId('route')).toContainText('0805')
  // the focus is on a next-hex button: Enter launches, as the Launch button says
  await expect(trace.getByRole('button', { name: /^Launch/ })).toContainText('Enter')
  await pressAndWait(page, 'Enter')

  // Every decision after: the keyboard in the dialog, boxes ticked with Space, then Enter or Esc
  const kinds: string[] = []
  for (let guard = 0; guard < 60; guard++) {
    const p = await pendingOf(page)
    if (p.kind === 'over') break
    kinds.push(`${p.side}:${p.kind}`)
    if (p.kind === 'plan') {
      const end = decision.getByRole('button', { name: 'End Air Movement Step' })
      await tabTo(page, end)
      await pressAndWait(page, 'Enter')
      continue
    }
    await intoDialog(page)
    const dialog = page.locator('.decision-dialog')
    const firstInterception =
      p.kind === 'declare' && p.side === 'axis' && kinds.filter((k) => k === 'axis:declare').length === 1
    if (firstInterception || p.kind === 'designate') {
      // the Axis sends the Me-109 against the bomber (no counter-interception) and has it attack it
      await tabTo(page, dialog.getByRole('checkbox', { name: /Me-109/ }).first())
      await page.keyboard.press('Space')
      await expect(dialog.locator('.dialog-buttons .primary')).toContainText('Enter')
      await pressAndWait(page, 'Enter')
      continue
    }
    const primary = dialog.locator('.dialog-buttons .primary:not([disabled])')
    const esc = dialog.locator('.dialog-buttons').getByRole('button', { name: /Esc$/ })
    if (
      (p.kind === 'collect' ||
        p.kind === 'declare' ||
        p.kind === 'preCombat' ||
        p.kind === 'voluntaryAbort') &&
      (await esc.count())
    )
      await pressAndWait(page, 'Escape')
    else if (await primary.count()) {
      await expect(primary).toContainText('Enter')
      await pressAndWait(page, 'Enter')
    } else await pressAndWait(page, 'Escape')
  }
  expect(kinds).toContain('axis:declare')
  expect(kinds).toContain('axis:attack')
  await expect(page.getByRole('heading', { name: /Scenario over|Tutorial complete/ }).first()).toBeVisible()
  expect(errors).toEqual([])
})
