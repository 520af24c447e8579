// "New scenario from this position" (docs/guide.md, "A what-if from here"): from the middle of a game, a what-if
// scenario of that position — downloaded, checked by the validator the runner uses, and played on.
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { parseScenario } from '../src/rules/systems/aeto/scenario/validate'
import { collectErrors, gameStateOf, openApp, playActions, TUTORIAL_INTERCEPTION } from './helpers'

test('a game stopped mid-combat becomes a new scenario that validates and plays on from that position', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await openApp(page)
  await page.evaluate(() => {
    const st = window.__sortieStore!.getState()
    st.setSession({ seed: 1 })
    st.restart()
  })
  // The B-17 is intercepted and attacked: it is aloft, in the middle of an air combat.
  await playActions(page, TUTORIAL_INTERCEPTION)
  const before = await gameStateOf(page)
  expect(Object.values(before.units).some((u) => u.aloft)).toBe(true)

  await page.getByRole('button', { name: 'New scenario ▾' }).click()
  await page.getByRole('button', { name: 'From this position…' }).click()
  const dialog = page.getByRole('dialog', { name: /^New scenario from this position:/ })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('heading')).toContainText('— from ')
  // What a scenario cannot carry is said before starting.
  await expect(dialog).toContainText(
    /air units? (was|were) aloft: each starts at the base it was assigned to \(4\.2\)\./,
  )

  // Its own buttons sit in the dialog's row of buttons, on the line of "Start the game", not indented in the text.
  const start = await dialog.getByRole('button', { name: /^Start the game/ }).boundingBox()
  for (const name of ['Download the scenario', 'Edit in the editor']) {
    const box = await dialog.locator('.modal-actions').getByRole('button', { name }).boundingBox()
    expect(box?.y).toBe(start?.y)
    expect(box?.height).toBe(start?.height)
  }
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Download the scenario' }).click()
  const file = readFileSync(await (await download).path(), 'utf8')
  const checked = parseScenario(JSON.parse(file))
  if (!checked.ok) throw new Error(checked.errors.map((e) => `${e.path}: ${e.message}`).join('\n'))
  // Every unit alive is in it, at its base with its face as the game left it.
  const alive = Object.values(before.units).filter((u) => !u.eliminated)
  expect(checked.scenario.airUnits.map((u) => `${u.id}@${u.base}:${u.face}`).sort()).toEqual(
    alive.map((u) => `${u.id}@${u.base}:${u.face}`).sort(),
  )

  await dialog.getByRole('button', { name: /^Start the game/ }).click()
  await expect(dialog).toHaveCount(0)
  const after = await gameStateOf(page)
  expect(after.scenario.id).toBe('tutorial-what-if')
  expect(Object.values(after.units).every((u) => u.aloft === null)).toBe(true)
  await expect(page.getByTestId('pending')).toContainText('Western Allies')

  // The B-17 keeps the commitment it took when it launched (4.27): it may not fly again this phase.
  expect(after.units['us-b17-1'].commitment).toBe(before.units['us-b17-1'].commitment)
  expect(after.units['us-b17-1'].commitment).not.toBe('none')
  // Play on: the Wellington flies from Marsham to 0805; the Axis gets its interception window.
  await playActions(page, [
    { type: 'launch', base: 'marsham', units: ['uk-wellington-1'], mission: 'fly', target: '0805' },
  ])
  const later = await gameStateOf(page)
  expect(Object.values(later.flights).some((f) => f.units.includes('uk-wellington-1'))).toBe(true)
  // The Axis declares its interceptions in private (4.13): the screen changes hands first.
  const handOver = page.getByRole('dialog', { name: /Hand over to Axis/ })
  await expect(handOver).toBeVisible()
  await handOver.getByRole('button', { name: /I am the Axis player/ }).click()
  await page.getByRole('tab', { name: 'Log' }).click()
  await expect(page.locator('#panel-log')).toContainText('Wellington launches from Marsham')
  expect(errors).toEqual([])
})

test('the position of a game opens in the scenario editor, with no problem, to change and play', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await openApp(page)
  await page.evaluate(() => {
    const st = window.__sortieStore!.getState()
    st.setSession({ seed: 1 })
    st.restart()
  })
  await playActions(page, TUTORIAL_INTERCEPTION.slice(0, 4))
  await page.getByRole('button', { name: 'New scenario ▾' }).click()
  await page.getByRole('button', { name: 'From this position…' }).click()
  const dialog = page.getByRole('dialog', { name: /^New scenario from this position:/ })
  await dialog.getByRole('button', { name: 'Edit in the editor' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('tab', { name: 'Problems (0)' })).toBeVisible()
  // Played from the editor, the what-if starts with the B-17 committed as the game left it.
  await page.getByRole('button', { name: 'Play this scenario' }).click()
  await page
    .getByRole('dialog', { name: /^Play the scenario from the editor/ })
    .getByRole('button', { name: /^Start the game/ })
    .click()
  await expect.poll(async () => (await gameStateOf(page)).units['us-b17-1'].commitment).not.toBe('none')
  expect(errors).toEqual([])
})
