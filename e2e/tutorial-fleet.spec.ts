// A newcomer plays the tutorial's third chapter (tutorial-fleet), doing what each note says through
// the panels and the dialogs: as the Axis, sail the squadron from the naval movement list; as the
// British, reconnoitre it in the window its move opens, strike it from Malta with the exact odds on
// the screen, hold the Swordfish while it closes on the convoy; as the Axis, enter the successful
// naval interception; as the British, the Intensive attack of Eagle's Swordfish. Every note in order.
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { decisionDialog as dialog, gameCursor, openApp, pendingKind, takeBoard } from './helpers'

const CHAPTER = JSON.parse(
  readFileSync(new URL('../public/scenarios/tutorial-fleet.json', import.meta.url), 'utf8'),
)

test.use({ reducedMotion: 'reduce' })

test('tutorial chapter 3: find the squadron, strike it as it moves, and meet its interception of the convoy with the carrier’s aircraft', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openApp(page, '/?scenario=tutorial-fleet')
  // The dice of the unit test (src/ui/tutorial/fleet.test.ts): found on 4 + 3, the Trento damaged on 3 + 2, then sunk by a Swordfish.
  await page.evaluate((json) => {
    if (
      !window
        .__sortieStore!.getState()
        .loadScenario(json, 'tutorial-fleet', { seed: 1, dice: [4, 3, 2, 3, 2, 2, 1, 4, 2] })
    )
      throw new Error('load failed')
  }, CHAPTER)
  const decision = page.getByTestId('decision')
  const note = page.getByTestId('tutorial-note')
  const move = async (to: string) => {
    const fleet = decision.getByTestId('fleet-squadra')
    await fleet
      .getByRole('combobox', { name: 'Where flotilla squadra moves' })
      .selectOption({ label: `to ${to}` })
    await fleet.getByRole('button', { name: 'Move' }).click()
  }
  const titles: string[] = []
  for (let i = 0; i < 60; i++) {
    await takeBoard(page)
    await expect(note).toBeVisible()
    const title = (await note.getByRole('heading').textContent())!.replace(/^Tutorial: /, '')
    if (titles[titles.length - 1] !== title) titles.push(title)
    const kind = await pendingKind(page)
    if (kind === 'over') break
    const before = await gameCursor(page)
    const d = dialog(page)
    if (title === 'Sail the squadron') await move('1109')
    else if (title === 'Close on the convoy')
      await move(
        (await decision.getByTestId('fleet-squadra').textContent())!.includes('at 1109') ? '1110' : '1010',
      )
    else if (title === 'The naval interception') {
      await decision
        .getByTestId('naval-interception')
        .getByText('Successful naval interception', { exact: true })
        .click()
      await decision
        .getByTestId('naval-interception')
        .getByRole('button', { name: 'Enter the interception' })
        .click()
    } else if (title === 'Find the squadron') {
      await expect(d.getByTestId('window-recon')).toContainText('4 needed on 2d6')
      await d.getByRole('button', { name: /^Reconnoitre it/ }).click()
    } else if (title === 'Strike it as it moves') {
      await d.getByRole('radio', { name: /^Malta/ }).check()
      await expect(d.getByTestId('interception-odds').locator('tbody tr')).toHaveCount(6) // two Beauforts × three ships
      // The report said only how many chits: the dialog lists chits, not ships, and no odds before the attack (4.10, 4.20).
      await expect(d.getByTestId('window-sighting')).toContainText('Flotilla Sighting Report')
      await expect(d.getByTestId('interception-odds')).toContainText(
        'Naval chit 3 of 3 (located, not identified)',
      )
      await expect(d.getByTestId('interception-odds')).not.toContainText(/Trento|Trieste|armor|%/)
      await d.getByRole('button', { name: /^Intercept at 1109/ }).click()
    } else if (title === 'Hold the Swordfish') await d.getByRole('button', { name: /^Let it go on/ }).click()
    else if (title === 'The Beauforts attack') {
      if (
        await page.evaluate(
          () =>
            window.__sortieStore!.getState().game!.states.at(-1)!.naval?.ships['it-trento']?.face === 'back',
        )
      )
        await d.getByRole('button', { name: /^Stop attacking/ }).click()
      else
        await d.getByTestId('naval-uk-beaufort-1-it-trento').getByRole('button', { name: 'Attack' }).click()
    } else if (title === 'Intensive Air-Naval Attack') {
      await expect(d.getByTestId('intensive-odds')).toContainText('(located, not identified)')
      await d.getByRole('button', { name: /^Attack from HMS Eagle/ }).click()
    } else if (title === 'The Swordfish attack')
      await d.locator('tbody button', { hasText: 'Attack' }).first().click()
    else if (kind === 'plan') await decision.getByRole('button', { name: 'End Air Movement Step' }).click()
    else if (kind === 'declare') await d.getByRole('button', { name: /^Pass/ }).click()
    else await d.locator('.dialog-buttons button.primary').click()
    await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  }
  expect(titles).toEqual([
    'Sail the squadron',
    'Find the squadron',
    'Strike it as it moves',
    'The Beauforts attack',
    'Hold the Swordfish',
    'Close on the convoy',
    'Hold the Swordfish',
    'Close on the convoy',
    'Hold the Swordfish',
    'The naval interception',
    'Intensive Air-Naval Attack',
    'The Swordfish attack',
    'End the Axis Step',
    'Chapter complete',
  ])
  await page.getByRole('tab', { name: 'Log' }).click()
  await expect(page.getByText('Trento (CA) is sunk: a hit on a damaged ship (4.20).')).toBeVisible()
})
