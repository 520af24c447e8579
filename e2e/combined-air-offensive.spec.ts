// Whose Air Offensive through the screen (4.25; APTO D84): the Offensive Phase dialog declares a
// Combined Air Offensive of the United Kingdom and the United States, counting one Offensive for
// each, and the plan then offers both nations' units; or an Air Offensive of the United Kingdom
// alone, whose plan offers its units only.
import { expect, test, type Page } from '@playwright/test'
import { fixture } from '../src/rules/systems/aeto/testing/fixtures'
import {
  decisionDialog as dialog,
  gameCursor,
  hexToScreen,
  openApp,
  pendingKind,
  takeBoard,
  loadInPage,
} from './helpers'

test.use({ reducedMotion: 'reduce' })

/** The Western Allies at ab (0106): a US B-17, a UK Spitfire and a UK Lancaster; the Axis at x1 (0906). The Offensive Phase. */
function scenario() {
  const sc = fixture({
    bases: [
      { id: 'ab', hex: '0106', owner: 'allies' },
      { id: 'x1', hex: '0906', owner: 'axis' },
    ],
    units: [
      {
        id: 'b17',
        name: 'B-17',
        nation: 'US',
        type: 'B',
        front: '_12_-20[2]',
        back: '_6_-20[2]',
        base: 'ab',
      },
      { id: 'spit', name: 'Spitfire', nation: 'UK', type: 'F', front: '4-4/3', back: '2-4/3', base: 'ab' },
      {
        id: 'lanc',
        name: 'Lancaster',
        nation: 'UK',
        type: 'B',
        front: '_14_-25[1]',
        back: '_7_-25[1]',
        base: 'ab',
      },
      { id: 'me109', name: 'Me-109', nation: 'DE', type: 'F', front: '4-4/3', back: '2-4/3', base: 'x1' },
    ],
  })
  return { ...sc, start: { ...sc.start, phase: 'offensive' as const } }
}

async function load(page: Page): Promise<void> {
  await loadInPage(page, scenario())
  await expect.poll(() => pendingKind(page)).toBe('offensive')
  await expect(dialog(page).or(page.getByRole('dialog', { name: /Hand over to/ }))).toBeVisible()
  await takeBoard(page)
}

const logText = (page: Page) =>
  page.evaluate(() => {
    const g = window.__sortieStore!.getState().game!
    return g.events.flat().map((e: { text: string }) => e.text)
  })

/** The plan form of the base at 0106, as a player opens it by clicking the hex. */
async function planForm(page: Page) {
  await expect.poll(() => pendingKind(page)).toBe('plan')
  const at = await hexToScreen(page, '0106')
  await page.mouse.click(at.x, at.y)
  return page.getByTestId('decision').getByRole('group', { name: /^Plan a mission from ab/ })
}

test('a Combined Air Offensive of the UK and the US: one Offensive each, no EP; the plan offers both nations’ units (APTO D84)', async ({
  page,
}) => {
  await openApp(page)
  await load(page)
  const d = dialog(page)
  await expect(d).toContainText('2 Offensives left this turn')
  const row = d.getByTestId('offensive-combinedAir')
  await expect(row).toContainText(
    'Two or more allied major powers join: each spends one Offensive, and no EP is spent',
  )
  await row.getByRole('radio').check()
  const powers = d.getByTestId('combined-powers')
  await expect(powers.getByRole('checkbox', { name: 'United Kingdom' })).toBeChecked()
  await expect(powers.getByRole('checkbox', { name: 'United States' })).toBeChecked()
  await expect(powers.getByTestId('combined-cost')).toHaveText(
    '2 Offensives spent (one for each power), 2 left; no EP.',
  )
  await powers.getByRole('checkbox', { name: 'United States' }).uncheck()
  await expect(powers.getByTestId('combined-cost')).toHaveText('Tick two or more major powers.')
  await expect(d.getByRole('button', { name: /^Declare a Combined Air Offensive/ })).toBeDisabled()
  await powers.getByRole('checkbox', { name: 'United States' }).check()
  const before = await gameCursor(page)
  await d.getByRole('button', { name: /^Declare a Combined Air Offensive/ }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  expect(await logText(page)).toContain(
    'Western Allies declares a Combined Air Offensive of United Kingdom and United States: each spends one Offensive (2 in all) and no EP; up to two missions in all — bombing installations, Change Base, air transport or air-naval attacks — flown with the air units of both (4.25; APTO D84).',
  )
  const form = await planForm(page)
  for (const name of [/B-17/, /Spitfire/, /Lancaster/])
    await expect(form.getByRole('checkbox', { name })).toBeVisible()
})

test('an Air Offensive of the United Kingdom: its plan offers the UK units only (4.25)', async ({ page }) => {
  await openApp(page)
  await load(page)
  const d = dialog(page)
  await d.getByTestId('offensive-air').getByRole('radio').check()
  await d
    .getByTestId('air-power')
    .getByRole('combobox', { name: 'Power conducting the Air Offensive' })
    .selectOption({ label: 'United Kingdom' })
  const before = await gameCursor(page)
  await d.getByRole('button', { name: /^Declare an Air Offensive/ }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  expect(await logText(page)).toContain(
    'Western Allies declares an Air Offensive of United Kingdom: up to two missions — bombing installations, Change Base, air transport or air-naval attacks; only its air units fly in it (4.25).',
  )
  const form = await planForm(page)
  await expect(form.getByRole('checkbox', { name: /Lancaster/ })).toBeVisible()
  await expect(form.getByRole('checkbox', { name: /Spitfire/ })).toBeVisible()
  await expect(form.getByRole('checkbox', { name: /B-17/ })).toHaveCount(0)
})
