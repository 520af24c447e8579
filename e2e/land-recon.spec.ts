// Land reconnaissance (4.11) through the dialogs, hot-seat, in Channel 1943 with a second German chit
// (352nd Infantry) under a fort chit at 3426 (added here to the built-in file): the Allies see only
// the top chit there; in the Offensive Phase dialog they pick the hex on the map, read each modifier
// and the exact odds, and reconnoitre with the Wellington (die 3 − 1 = 2: success); the board passes
// to the Axis behind the screen, which conceals the 352nd under the fort in secret; back on the
// Allied screen the hex panel shows the LXXXI Corps and one chit concealed, and the 352nd is named
// nowhere on the page.
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import {
  clickHex,
  decisionDialog as dialog,
  dispatchAction,
  hotSeatScreen,
  openApp,
  pendingKind,
  takeBoard,
  loadInPage,
} from './helpers'

test.use({ reducedMotion: 'reduce' })

async function loadChannelWithFort(page: Page, dice: number[]): Promise<void> {
  const json = JSON.parse(
    readFileSync(new URL('../public/scenarios/channel-1943.json', import.meta.url), 'utf8'),
  )
  json.landUnits.push({
    id: 'de-352-inf',
    name: '352nd Infantry',
    nation: 'germany',
    hex: '3426',
    strength: 4,
    kind: 'infantry',
  })
  json.map.features.push({ hex: '3426', fort: true })
  await loadInPage(page, json, { id: 'channel-fort', dice })
}

async function landInHexPanel(page: Page, hex: string): Promise<string> {
  await clickHex(page, hex)
  const land = page.getByTestId('hex-land')
  await expect(land).toBeVisible()
  return (await land.textContent()) ?? ''
}

test('hot-seat: the Allies reconnoitre 3426 with the Wellington; the Axis conceals the 352nd under the fort', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openApp(page)
  await hotSeatScreen(page)
  await loadChannelWithFort(page, [3])
  await takeBoard(page)
  await dispatchAction(page, { type: 'endStep' }) // the Allied Air Movement Step
  await takeBoard(page)
  await dispatchAction(page, { type: 'endStep' }) // the Axis's
  await takeBoard(page)
  await expect.poll(() => pendingKind(page)).toBe('offensive')

  // Before: the top chit and the number of chits only.
  expect(await landInHexPanel(page, '3426')).toContain('LXXXI Corps, strength 5')
  expect(await landInHexPanel(page, '3426')).toContain(
    '1 more land chit, not inspected: reconnoitre the hex, or be next to it (4.11)',
  )
  expect(await page.content()).not.toContain('352nd')

  // The Offensive Phase dialog: the hex selected on the map is the target; the modifiers and the odds before the die.
  const off = dialog(page)
  await expect(off).toHaveAttribute('data-kind', 'offensive')
  const box = off.getByTestId('land-recon')
  await expect(box).toBeVisible()
  await expect(box.getByTestId('land-recon-3426')).toBeChecked()
  await expect(box.getByRole('combobox', { name: 'Reconnoitring unit' })).toHaveValue('uk-wellington-1')
  const mods = box.getByTestId('land-recon-modifiers')
  await expect(mods).toContainText('-1 an enemy Fighter-type unit is within range of the hex (4.11; A-41)')
  await expect(mods).toContainText('1d6 -1: 2 or more succeeds — 4 in 6 (66.7%)')
  await box.getByTestId('land-recon-go').click()

  // Success: the owner conceals a chit in secret — the board passes to the Axis first.
  const toAxis = page.getByRole('dialog', { name: /Hand over to Axis/ })
  await expect(toAxis).toBeVisible()
  await expect(page.locator('main.app-main')).toHaveAttribute('inert', '') // the Axis's dialog stays behind the screen until the Axis takes it
  await toAxis.getByRole('button', { name: /^I am the Axis player/ }).click()
  const conceal = dialog(page)
  await expect(conceal).toHaveAttribute('data-kind', 'reconConceal')
  await expect(conceal).toContainText('Western Allies has reconnoitred 3426 successfully.')
  await conceal.getByRole('radio', { name: '352nd Infantry, strength 4' }).check()
  await conceal.getByRole('button', { name: 'Conceal 352nd Infantry' }).click()

  // Back to the Allies: they see the LXXXI Corps and one chit concealed; the 352nd is named nowhere.
  await takeBoard(page)
  await expect.poll(() => pendingKind(page)).toBe('offensive')
  const after = await landInHexPanel(page, '3426')
  expect(after).toContain('LXXXI Corps, strength 5')
  expect(after).toContain('1 more land chit, concealed under the fort chit (4.11)')
  await page.getByRole('tab', { name: 'Log' }).click()
  const log = page.locator('#panel-log')
  await expect(log).toContainText('Land reconnaissance of 3426: roll 3 − 1 = 2, 2 needed — success (4.11).')
  await expect(log).toContainText(
    'Western Allies sees the land units at 3426: LXXXI Corps (5), and one land chit concealed under the fort chit',
  )
  await expect(log).toContainText('Axis has rolled or chosen in secret')
  await page.getByRole('tab', { name: 'Situation' }).click()
  expect(await page.content()).not.toContain('352nd')
  // 3426 has been tried this Offensive Phase: the box no longer offers it.
  await expect(dialog(page).getByTestId('land-recon-3426')).toHaveCount(0)
})
