// The Europa draft through the page: its built-in landing example (20.B.1.c) opens from the page
// address on the generic page with the badge "draft rules: not published"; the players pass the
// CAP and on-demand windows (20.C.1.b), fly the strategic bombing operation with the results the
// players decide where the draft has no rule (hole H13), land with the ARP choice, read it in the
// log, undo it, and export the house rulings as a Markdown document for the draft's authors.
import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'

test('the strategic-bombing example plays through the generic page and exports the house rulings', async ({
  page,
}) => {
  await page.goto('/?scenario=europa-strategic-bombing-20-b-1-c')
  await expect(page.getByTestId('system-badge')).toHaveText('draft rules: not published')
  await expect(page.getByTestId('stage')).toContainText('player turn 1')
  await expect(page.getByRole('button', { name: 'Save game' })).toBeVisible()
  const click = (name: string) => page.getByRole('button', { name, exact: true }).click()
  for (let i = 0; i < 4; i++) {
    await expect(page.getByTestId('pending')).toContainText('20.C')
    await click('pass')
  }
  await expect(page.getByTestId('stage')).toContainText('Movement Phase')
  await click(
    'initiate: kind strategicBombing, hex 1010, flights [{"unit":"hb","mission":"strategicBombing"}]',
  )
  await expect(page.getByTestId('pending')).toContainText('(20.D.2)')
  await click('intercept: interceptors [], cap []')
  await expect(page.getByTestId('pending')).toContainText('hole H13')
  await click('results: results {"hb":"D"}')
  await click('missionResult: outcome no effect')
  await expect(page.getByTestId('pending')).toContainText('pay 0.5 ARP')
  await click('land: unit hb, choice repair')
  await expect(page.getByTestId('generic-log')).toContainText('land: unit hb, choice repair')
  await expect(page.getByTestId('pending')).toContainText('Target')
  // Undo takes the landing back: the ARP choice is asked again.
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByTestId('pending')).toContainText('pay 0.5 ARP')
  await click('land: unit hb, choice repair')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-rulings').click(),
  ])
  expect(download.suggestedFilename()).toBe('rulings.md')
  const text = await readFile((await download.path())!, 'utf8')
  expect(text).toContain('H13')
  await expect(page.getByTestId('system-badge')).toBeVisible()
  expect(await page.evaluate(() => (window as { __sortieError?: unknown }).__sortieError)).toBeUndefined()
})
