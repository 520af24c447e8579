// A newcomer plays the tutorial's second chapter (tutorial-strikes) from the picker, doing what
// each note says through the map and the dialogs: a strafing raid with its evacuation, the
// Offensive Phase, a bombing raid. Every note is checked, in order, with the numbers it quotes.
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { decisionDialog as dialog, gameCursor, hexToScreen, openApp, pendingKind } from './helpers'

const CHAPTER = JSON.parse(
  readFileSync(new URL('../public/scenarios/tutorial-strikes.json', import.meta.url), 'utf8'),
)

test.use({ reducedMotion: 'reduce' })

async function clickHex(page: Page, hex: string): Promise<void> {
  await page.evaluate((h) => window.__sortieStore!.getState().centreMap(h), hex)
  const at = await hexToScreen(page, hex)
  await page.mouse.click(at.x, at.y)
}

/** Ticks the units, picks the mission and its target, and launches along the traced route. */
async function plan(
  page: Page,
  base: string,
  hex: string,
  unit: RegExp,
  mission: string,
  target: string,
): Promise<void> {
  await clickHex(page, hex)
  const form = page
    .getByTestId('decision')
    .getByRole('group', { name: new RegExp(`^Plan a mission from ${base}`) })
  for (const box of await form.getByRole('checkbox', { name: unit }).all()) await box.check()
  await form.getByTestId('mission-kinds').getByRole('radio', { name: mission }).check()
  await form.getByTestId(target).click()
  const before = await gameCursor(page)
  await page
    .getByTestId('trace-panel')
    .getByRole('button', { name: /^Launch/ })
    .click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
}

test('tutorial chapter 2: a newcomer strafes, evacuates, bombs in an Air Offensive and wins air superiority in a Land Offensive, note by note', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openApp(page, '/?scenario=tutorial-strikes')
  // The same dice every time: the Ju-88 gets away (3 ≤ 4), the first Typhoon hits (1), the second misses (6), the bombs roll 5 + 6.
  await page.evaluate((json) => {
    if (
      !window
        .__sortieStore!.getState()
        .loadScenario(json, 'tutorial-strikes', { seed: 1, dice: [3, 1, 6, 5, 6] })
    )
      throw new Error('load failed')
  }, CHAPTER)
  const note = page.getByTestId('tutorial-note')
  const titles: string[] = []
  for (let i = 0; i < 60; i++) {
    await expect(note).toBeVisible()
    const title = (await note.getByRole('heading').textContent())!.replace(/^Tutorial: /, '')
    if (titles[titles.length - 1] !== title) titles.push(title)
    const kind = await pendingKind(page)
    if (kind === 'over') break
    const before = await gameCursor(page)
    if (title === 'Plan the strafing raid')
      await plan(page, 'Hawkbury', '0306', /Typhoon/, 'Strafe an airbase', 'strafe-1006')
    else if (title === 'Plan the bombing raid')
      await plan(page, 'Redmoor', '0208', /Wellington/, 'Bomb installations (Air Offensive)', 'bomb-1006')
    else if (kind === 'plan')
      await page.getByRole('button', { name: /^(End Air Movement Step|End the Air Offensive)$/ }).click()
    else if (kind === 'evacuation') {
      await expect(note).toContainText('The evacuation number is 4')
      // The strikers are named for the raid: strafers first, then bombers (4.14, 4.26).
      await expect(dialog(page).locator('.dialog-title')).toContainText(
        `${titles.includes('Plan the bombing raid') ? 'Bombers' : 'Strafers'} over 1006: evacuate or ride it out`,
      )
      const ju88 = dialog(page).getByRole('combobox', { name: 'Where de-ju88-1 goes' })
      if (await ju88.count()) await ju88.selectOption({ label: 'evacuates to Sarrebourg (1506)' })
      await dialog(page).locator('.dialog-buttons button.primary').click()
    } else if (kind === 'offensive') {
      if (title === 'A Land Offensive')
        await dialog(page).getByRole('radio', { name: 'Land Offensive' }).check()
      await dialog(page)
        .getByRole('button', {
          name:
            title === 'The Offensive Phase'
              ? /^Declare an Air Offensive/
              : title === 'A Land Offensive'
                ? /^Declare a Land Offensive/
                : /^Pass/,
        })
        .click()
    } else if (kind === 'landCombat') {
      if (title === 'Declare the land combat')
        await dialog(page)
          .getByRole('button', { name: /^Declare the land combat at 0907/ })
          .click()
      else {
        if (title === 'Air superiority') {
          const results = page.getByTestId('gs-results')
          await expect(results.getByTestId('gs-superiority')).toHaveText(
            'Western Allies (+1 to the land combat die)',
          )
          await expect(results.getByTestId('gs-attacker')).toHaveText('5')
          await expect(note).toContainText('the Allies hold air superiority')
        }
        await dialog(page)
          .getByRole('button', { name: /^End the (Breakthrough|Combat|Exploitation) Step/ })
          .click()
      }
    } else if (kind === 'groundSupport') {
      if (title === 'Ground support') {
        await expect(
          dialog(page)
            .getByTestId('gs-unit-uk-typhoon-1')
            .getByRole('radio', { name: /bomber/i }),
        ).toBeChecked()
        await dialog(page)
          .getByRole('button', { name: /^Launch to 0907/ })
          .click()
      } else
        await dialog(page)
          .getByRole('button', { name: /^Decline/ })
          .click()
    } else if (kind === 'declare') await dialog(page).getByRole('button', { name: /^Pass/ }).click()
    else if (kind === 'bombAllocation') {
      await expect(dialog(page).getByTestId('bomb-odds-vaux:0')).toContainText('strength 10, column 7–11')
      await dialog(page)
        .getByRole('button', { name: /^Bomb and roll/ })
        .click()
    } else await dialog(page).locator('.dialog-buttons button.primary').click()
    await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  }
  expect(titles).toEqual([
    'Plan the strafing raid',
    'Interception on the way',
    'Evacuate or ride it out',
    'Interception over the target',
    'Strafe',
    'End the Step',
    'The Axis Naval and Air Phase',
    'The Offensive Phase',
    'Plan the bombing raid',
    'Interception on the way',
    'Evacuate or ride it out',
    'Interception over the target',
    'Drop the bombs',
    'End the Air Offensive',
    'Pass',
    'A Land Offensive',
    'Declare the land combat',
    'Ground support',
    'The defender’s turn',
    'Air superiority',
    'End the Step',
    'Pass',
    'Chapter complete',
  ])
  await expect(page.getByTestId('scenario-over')).toContainText(
    'its last phase (Offensive Phase, June 1943) has been played',
  )
  await page.getByRole('tab', { name: 'Log' }).click()
  await expect(page.locator('#panel-log')).toContainText(
    'Vaux large airbase is destroyed: it does not function until repaired (4.26).',
  )
})
