// The scenario editor (docs/guide.md, "Set up your own game: the scenario editor") with a mouse, as a player places and changes units: a library type
// dragged onto a base (refused, with the reason, on an enemy base), a placed unit's chit dragged to
// another base and a ship (by its grip in the Hex panel) to another hex, the placed unit's faces and state changed in the Hex
// panel and removed (each change one undo step), and the scenario's turn facts and Bombing Table
// edited, an error shown at its cell, all kept over a reload.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { collectErrors, openApp } from './helpers'

test.use({ reducedMotion: 'reduce' })

const editorReady = (page: Page) => page.waitForFunction(() => window.__sortieEditor?.ready === true)
const draftOf = (page: Page) => page.evaluate(() => window.__sortieEditor!.store.getState().draft)
const tab = (page: Page, name: RegExp | string) => page.getByRole('tab', { name }).click()
const panel = (page: Page) => page.getByRole('tabpanel')
const status = (page: Page) => page.locator('.editor-status')

async function hexPoint(page: Page, hex: string): Promise<{ x: number; y: number }> {
  const p = await page.evaluate((h) => window.__sortieEditor!.hexToScreen(h), hex)
  expect(p, `hex ${hex} is on the editor's map`).not.toBeNull()
  return p!
}

async function clickEditorHex(page: Page, hex: string): Promise<void> {
  const p = await hexPoint(page, hex)
  await page.mouse.click(p.x, p.y)
}

/** A real pointer drag: pressed at `from`, moved in steps, released at `to`. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move(from.x + 10, from.y + 6, { steps: 3 })
  await page.mouse.move(to.x, to.y, { steps: 12 })
  await page.mouse.up()
}

async function centreOf(page: Page, locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox()
  expect(box).not.toBeNull()
  return { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 }
}

async function placeBase(page: Page, nation: string, name: string, hex: string): Promise<void> {
  await tab(page, 'Bases')
  await panel(page).getByLabel('Kind').selectOption('LargeAirbase')
  await panel(page).getByLabel('Nation').selectOption({ label: nation })
  const box = panel(page).getByLabel('Name', { exact: true }).first()
  await box.fill(name)
  await box.press('Enter')
  await panel(page).getByRole('button', { name: 'Place bases' }).click()
  await clickEditorHex(page, hex)
  await expect
    .poll(async () => (await draftOf(page)).bases.map((b) => `${b.name}@${b.hex}`))
    .toContain(`${name}@${hex}`)
}

test('units dragged onto the map and moved by their chits, changed after placement, removed; the context and Bombing Table edited; all undoable and kept over a reload', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const errors = collectErrors(page)
  await openApp(page)
  await page.getByRole('button', { name: 'New scenario ▾' }).click()
  await page.getByRole('button', { name: 'On a new map…' }).click()
  await editorReady(page)
  await tab(page, 'Map')
  const newMap = page.getByRole('region', { name: 'New map' })
  await newMap.getByLabel('Columns').fill('10')
  await newMap.getByLabel('Rows').fill('6')
  await newMap.getByLabel('Rows').press('Tab')
  await newMap.getByLabel('Every hex').selectOption({ label: 'Clear' })
  await newMap.getByRole('button', { name: 'Create the new map' }).click()
  await expect.poll(async () => (await draftOf(page)).map.terrain).toEqual(Array(6).fill('..........'))
  // a sea strait down column 5
  await page.getByRole('button', { name: 'Sea', exact: true }).click()
  for (const h of ['0501', '0502', '0503', '0504', '0505', '0506']) await clickEditorHex(page, h)

  await placeBase(page, 'United Kingdom (allies)', 'Kestrel', '0203')
  await placeBase(page, 'United Kingdom (allies)', 'Falcon', '0205')
  await placeBase(page, 'Germany (axis)', 'Dunenfeld', '0803')

  // A unit type entered once in the library…
  await tab(page, 'Units')
  const form = page.getByRole('region', { name: 'Enter a unit type' })
  await form.getByLabel('Name', { exact: true }).fill('Spitfire')
  await form.getByLabel('Nation').selectOption({ label: 'United Kingdom (allies)' })
  const front = form.locator('fieldset').nth(0)
  for (const [k, v] of [
    ['Strength', '4'],
    ['Range', '4'],
    ['Quality', '3'],
  ] as const) {
    await front.getByLabel(k, { exact: true }).fill(v)
    await front.getByLabel(k, { exact: true }).press('Tab')
  }
  await form.getByRole('checkbox', { name: /^Blank back/ }).check()
  await form.getByRole('button', { name: 'Add to the library' }).click()
  const entry = page.getByRole('button', { name: /^Place Spitfire / })
  await expect(entry).toBeVisible()
  // …is chosen for clicks, then Select is chosen, so that only the drag places
  await tab(page, 'Map')
  await page.getByRole('button', { name: 'Select a hex' }).click()
  await tab(page, 'Units')

  // …dragged onto Kestrel: a copy placed there.
  await drag(page, await centreOf(page, entry), await hexPoint(page, '0203'))
  await expect
    .poll(async () => (await draftOf(page)).airUnits.map((u) => [u.id, u.base]))
    .toEqual([['uk-spitfire', 'kestrel']])
  await expect(status(page)).toHaveText('Spitfire placed at Kestrel (0203).')
  // the drag chose the type as a click on it does
  await expect(entry).toHaveAttribute('aria-pressed', 'true')
  // …dropped on the enemy's base: refused with the reason, nothing placed
  await drag(page, await centreOf(page, entry), await hexPoint(page, '0803'))
  await expect(status(page)).toHaveText(
    "Dunenfeld at 0803 is not a base of uk's side: a unit is never based at an enemy base.",
  )
  expect((await draftOf(page)).airUnits).toHaveLength(1)
  // a second copy on Kestrel by a plain click, the click way kept
  await clickEditorHex(page, '0203')
  await expect
    .poll(async () => (await draftOf(page)).airUnits.map((u) => u.id))
    .toEqual(['uk-spitfire', 'uk-spitfire-2'])
  await page.getByRole('button', { name: 'Undo', exact: true }).click()
  await expect.poll(async () => (await draftOf(page)).airUnits.length).toBe(1)

  // A ship placed by click at sea.
  await panel(page).getByRole('region', { name: 'Ships' }).getByLabel('Name', { exact: true }).fill('Ajax')
  await panel(page).getByRole('region', { name: 'Ships' }).getByLabel('Name', { exact: true }).press('Enter')
  await page.getByRole('button', { name: 'Place ships' }).click()
  await clickEditorHex(page, '0502')
  await expect
    .poll(async () => (await draftOf(page)).navalUnits?.map((u) => [u.id, u.hex]))
    .toEqual([['uk-ajax', '0502']])

  // The Select tool: the Spitfire's chit dragged from Kestrel to Falcon, the ship's to 0505.
  await tab(page, 'Map')
  await page.getByRole('button', { name: 'Select a hex' }).click()
  const chit = await page.evaluate(() => window.__sortieEditor!.unitToScreen('uk-spitfire'))
  expect(chit).not.toBeNull()
  await drag(page, chit!, await hexPoint(page, '0205'))
  await expect.poll(async () => (await draftOf(page)).airUnits.map((u) => u.base)).toEqual(['falcon'])
  await expect(status(page)).toHaveText('Spitfire moved to Falcon (0205).')
  // the Hex panel shows it where it went
  await expect(page.getByRole('tab', { name: 'Hex' })).toHaveAttribute('aria-selected', 'true')
  await expect(panel(page).getByRole('heading', { name: 'Hex 0205' })).toBeVisible()
  // Ships are drawn as stacks: the ship is dragged by its grip in the Hex panel of its hex.
  await clickEditorHex(page, '0502')
  const grip = panel(page).getByTestId('drag-uk-ajax')
  await drag(page, await centreOf(page, grip), await hexPoint(page, '0505'))
  await expect.poll(async () => (await draftOf(page)).navalUnits?.map((u) => u.hex)).toEqual(['0505'])
  await expect(status(page)).toHaveText('CL Ajax moved to 0505.')
  await expect(panel(page).getByRole('heading', { name: 'Hex 0505' })).toBeVisible()
  // a drag that ends off the map moves nothing
  await drag(page, await centreOf(page, panel(page).getByTestId('drag-uk-ajax')), { x: 5, y: 5 })
  await expect(status(page)).toHaveText('Ajax not moved: dropped off the map.')
  expect((await draftOf(page)).navalUnits?.map((u) => u.hex)).toEqual(['0505'])

  // The Spitfire changed after placement, in the Hex panel of Falcon.
  await clickEditorHex(page, '0205')
  const unit = panel(page).getByRole('group', { name: 'Air unit Spitfire (uk-spitfire)' })
  await expect(unit).toBeVisible()
  const unitFront = unit.getByRole('group').filter({ hasText: 'Front:' })
  await unitFront.getByLabel('Strength', { exact: true }).fill('5')
  await unitFront.getByLabel('Strength', { exact: true }).press('Enter')
  await expect
    .poll(async () => (await draftOf(page)).airUnits[0].front)
    .toEqual({ strength: 5, range: 4, quality: 3, underscored: false, circled: false })
  await expect(unit.getByRole('group').filter({ hasText: 'Front:' })).toContainText('Front: 5-4/3')
  // a depleted face: the blank back given one (half the front's strength to start with), then the unit turned to it
  await unit.getByRole('checkbox', { name: /^Blank back/ }).uncheck()
  await unit.getByLabel('Face', { exact: true }).selectOption('Depleted')
  await unit.getByLabel('Commitment').selectOption('Current')
  await expect
    .poll(async () => (await draftOf(page)).airUnits[0])
    .toMatchObject({ back: { strength: 2, range: 4, quality: 3 }, face: 'back', commitment: 'current' })
  // a back stronger than the front: the validator's words under the field, the hex ringed
  const back = unit.getByRole('group').filter({ hasText: 'Depleted face:' })
  await back.getByLabel('Strength', { exact: true }).fill('7')
  await back.getByLabel('Strength', { exact: true }).press('Enter')
  await expect(unit).toContainText(
    'airUnits[0].back: the back (depleted) strength 7 is more than the front strength 5',
  )
  expect(await page.evaluate(() => window.__sortieEditor!.errorHexes())).toEqual(['0205'])
  await page.getByRole('button', { name: 'Undo', exact: true }).click()
  await expect(page.getByRole('tab', { name: 'Problems (0)' })).toBeVisible()
  expect((await draftOf(page)).airUnits[0].back).toEqual({
    strength: 2,
    range: 4,
    quality: 3,
    underscored: false,
    circled: false,
  })
  // removed, and brought back by undo
  await unit.getByRole('button', { name: 'Remove Spitfire' }).click()
  await expect.poll(async () => (await draftOf(page)).airUnits.length).toBe(0)
  await page.getByRole('button', { name: 'Undo', exact: true }).click()
  await expect
    .poll(async () => (await draftOf(page)).airUnits.map((u) => [u.base, u.face]))
    .toEqual([['falcon', 'back']])

  // The turn facts and the Bombing Table (Options).
  await tab(page, 'Options')
  const ctx = panel(page).getByRole('region', { name: 'Turn facts (context)' })
  await ctx.getByLabel('Initiative').selectOption({ label: 'Axis' })
  const eps = ctx.getByRole('group', { name: 'EP for the air rules over the game' })
  await eps.getByLabel(/^Axis/).fill('4')
  await eps.getByLabel(/^Axis/).press('Enter')
  const blitz = ctx.getByRole('group', { name: 'Blitzkrieg Bonus (AETO, 4.18)' })
  await blitz.getByRole('checkbox', { name: 'In effect' }).check()
  await blitz.getByRole('checkbox', { name: 'United Kingdom' }).check()
  await expect
    .poll(async () => (await draftOf(page)).context)
    .toEqual({ initiativeSide: 'axis', eps: { axis: 4 }, blitzkrieg: { invaded: ['uk'], firstTurn: true } })

  const table = panel(page).getByRole('region', { name: 'Bombing Table' })
  await table.getByRole('checkbox', { name: /gives its own Bombing Table/ }).check()
  const cell = table.getByRole('textbox', { name: 'Column 7–11, roll 9' })
  await expect(cell).toHaveValue('3')
  await cell.fill('3x')
  await cell.press('Enter')
  await expect(page.getByRole('tab', { name: 'Problems (1)' })).toBeVisible()
  await expect(table).toContainText(
    'bombingTable.columns[1].results[7]: a result is a number, with "*" for an anti-aircraft loss, like "3" or "0*" (got "3x")',
  )
  await expect(cell).toHaveAttribute('aria-invalid', 'true')
  await cell.fill('4*')
  await cell.press('Enter')
  await expect(page.getByRole('tab', { name: 'Problems (0)' })).toBeVisible()
  expect((await draftOf(page)).bombingTable?.columns[1].results[7]).toBe('4*')
  const axe = await new AxeBuilder({ page }).include('.editor').analyze()
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `Options: ${v.id}: ${v.help}`),
  ).toEqual([])

  // Kept over a reload (autosave).
  const before = await draftOf(page)
  await page.waitForTimeout(600)
  await page.reload()
  await editorReady(page)
  await expect.poll(async () => (await draftOf(page)).bombingTable?.columns[1].results[7]).toBe('4*')
  expect(await draftOf(page)).toEqual(before)
  expect(errors).toEqual([])
})

test('a hex marked as a fort and never strafed, and the first turn’s order of Naval and Air Phases changed, with no problem for the validator', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await openApp(page, '/?scenario=channel-1943')
  await page.getByRole('button', { name: 'New scenario ▾' }).click()
  await page.getByRole('button', { name: 'Edit this scenario' }).click()
  await editorReady(page)
  const draft = await draftOf(page)
  const sides = draft.sides.map((s) => String(s.id))
  // the hex marks (4.11 fort chit, 4.14 never strafed), painted by brush
  await tab(page, 'Map')
  await page.getByRole('button', { name: 'Fort chit', exact: true }).click()
  await clickEditorHex(page, '0303')
  await page.getByRole('button', { name: 'Never strafed', exact: true }).click()
  await clickEditorHex(page, '0303')
  await expect
    .poll(async () => (await draftOf(page)).map.features?.find((f) => f.hex === '0303'))
    .toMatchObject({ fort: true, neverStrafed: true })
  await expect(page.getByRole('tab', { name: 'Problems (0)' })).toBeVisible()
  // the first turn: the other side first, then the phasing side; then the phasing side alone
  await tab(page, 'Options')
  const first = draft.sides.find((s) => s.id === draft.start.phasingSide)!
  const second = draft.sides.find((s) => s.id !== draft.start.phasingSide)!
  await panel(page)
    .getByRole('button', { name: `${String(second.name)} earlier` })
    .click()
  await expect
    .poll(async () => (await draftOf(page)).start.sideOrder)
    .toEqual([String(second.id), String(first.id)])
  await expect(page.getByRole('tab', { name: 'Problems (0)' })).toBeVisible()
  await panel(page)
    .getByLabel(`1. ${String(second.name)}`)
    .uncheck()
  await expect.poll(async () => (await draftOf(page)).start.sideOrder).toEqual([String(first.id)])
  await expect(page.getByRole('tab', { name: 'Problems (0)' })).toBeVisible()
  // back to the default order (the phasing side first, then the other): the field leaves the file
  await panel(page).getByLabel(String(second.name), { exact: true }).check()
  await expect.poll(async () => (await draftOf(page)).start.sideOrder).toBeUndefined()
  expect(sides.length).toBe(2)
  expect(errors).toEqual([])
})
