// The OCS map and the OCS Charts form in the browser, each mounted alone by the page's test route
// (?harness=ocs-map / ocs-charts, ui/systems/ocs/ocsHarness.tsx) on the seed's example of Air
// Combat (14.3e): the Patrol Zones of both sides (14.4c), the hover text of the German base, a
// click, the barrage mission in flight; the Barrage Table refused where it contradicts the seed's
// "1/2" and saved once corrected.
import { expect, test, type Page } from '@playwright/test'

const MISSION = JSON.stringify([
  { type: 'mission', mission: 'barrage', hex: '1006', aircraft: ['lagg3', 'il2'] },
])

async function openMap(page: Page, query: string) {
  await page.goto(`/?harness=ocs-map&${query}`)
  await page.waitForFunction(() => (window.__sortieOcsMap?.frames() ?? 0) > 0)
}

async function hexPoint(page: Page, hex: string) {
  const p = await page.evaluate((h) => window.__sortieOcsMap!.hexToClient(h), hex)
  if (!p) throw new Error(`hex ${hex} is not on the map`)
  return p
}

test('the OCS map draws both Patrol Zones, says what is in a hex and reports a click', async ({ page }) => {
  await openMap(page, 'viewer=soviet')
  await expect(page.getByTestId('ocs-zones')).toHaveText(
    'Soviets: Patrol Zones around 0306 (14.4c)Germans: Patrol Zones around 1006 (14.4c)',
  )
  const base = await hexPoint(page, '1006')
  await page.mouse.move(base.x, base.y)
  const tip = page.getByTestId('ocs-map-hover')
  await expect(tip).toBeVisible()
  await expect(tip).toContainText(
    'Air base of the Germans, Level 2 (a stand-in): 3 of 6 Active aircraft (4 + Level, 14.2a)',
  )
  await expect(tip).toContainText(
    'Inactive (below the base, 14.1a): Inactive bomber A T (1), Inactive fighter B F 3',
  )
  await expect(tip).toContainText('In a Patrol Zone of the Germans (enemy): base 1006, 1 Active Fighter')
  await expect(tip).toContainText('A Patrol Zone reaches 10 hexes in all directions')
  // 1406 is 11 hexes from the Soviet base and 4 from the German one.
  const far = await hexPoint(page, '1406')
  await page.mouse.move(far.x, far.y)
  await expect(tip).not.toContainText('Patrol Zone of the Soviets')
  await expect(tip).toContainText('In a Patrol Zone of the Germans (enemy)')
  await page.mouse.click(base.x, base.y)
  await expect(page.getByTestId('ocs-harness-clicked')).toHaveText('1006')
  await page.screenshot({ path: test.info().outputPath('ocs-map.png') })
})

test('the OCS map shows the barrage mission in flight over its target', async ({ page }) => {
  await openMap(page, `viewer=german&actions=${encodeURIComponent(MISSION)}`)
  await expect(page.getByTestId('ocs-mission')).toHaveText('Mission 1 of the Soviets over 1006')
  // The LaGG-3 is in the air: the Soviet Patrol Zone is gone (14.4c).
  await expect(page.getByTestId('ocs-zones')).toHaveText(
    'Soviets: no Patrol Zone (14.4c)Germans: Patrol Zones around 1006 (14.4c)',
  )
  const target = await hexPoint(page, '1006')
  await page.mouse.move(target.x, target.y)
  const tip = page.getByTestId('ocs-map-hover')
  await expect(tip).toContainText('Aircraft of the Soviets in the air: LaGG-3 F 2, IL-2 T (2)')
  await expect(tip).toContainText('Barrage target (14.7)')
  await expect(tip).toContainText('Air Combat under way (14.3)')
  await page.screenshot({ path: test.info().outputPath('ocs-mission.png') })
})

test('the OCS Charts form locks the seed cells, refuses a contradicting Barrage Table and saves it corrected', async ({
  page,
}) => {
  await page.goto('/?harness=ocs-charts')
  const dialog = page.getByTestId('ocs-charts')
  await expect(dialog.getByTestId('ocs-chart-provenance')).toHaveText(
    'Air Combat Table (14.3e): placeholder: only what the seed fixes.',
  )
  await expect(dialog.getByLabel(/^column Result, row 7: both abort, fixed by the seed/)).toBeVisible()
  await dialog.getByLabel('column Result, row 12', { exact: true }).fill('defender aborts')
  await expect(dialog.getByTestId('ocs-chart-provenance')).toHaveText(
    'Air Combat Table (14.3e): entered by the players, not verified.',
  )
  await dialog.getByTestId('ocs-chart-tab-ocs-barrage').click()
  const lines = ['1', '2', '3-4', '5-7', '8-11', '12-16', '17+']
    .map((b) => [b, ...Array.from({ length: 11 }, () => 'DG')].join(', '))
    .join('\n')
  await dialog.getByText('Import this chart (JSON or text)').click()
  await dialog.getByLabel('Chart to import').fill(lines)
  await dialog.getByRole('button', { name: 'Import' }).click()
  await expect(dialog.getByTestId('ocs-chart-problems')).toHaveText(
    'column 3–4, row 12: got "DG", expected "1/2" (14.0, the complex example: on the 3–4 column a roll of 12 gives a "1/2" result).',
  )
  await expect(dialog.getByTestId('ocs-charts-save')).toBeDisabled()
  await dialog.getByLabel('column 3–4, row 12', { exact: true }).fill('1/2')
  await expect(dialog.getByTestId('ocs-chart-problems')).toHaveCount(0)
  await dialog.getByTestId('ocs-charts-save').click()
  const saved = JSON.parse((await page.getByTestId('ocs-harness-saved').textContent()) ?? '{}') as {
    airCombatTable: Record<string, string>
    charts: Record<string, { columns: string[]; cells: (string | null)[][] }>
  }
  expect(saved.airCombatTable).toEqual({ '7': 'both abort', '12': 'defender aborts' })
  expect(saved.charts['ocs-barrage'].columns).toEqual(lines.split('\n').map((l) => l.split(',')[0]))
  expect(saved.charts['ocs-barrage'].cells[10][2]).toBe('1/2')
})
