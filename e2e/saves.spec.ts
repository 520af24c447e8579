// Never lose a game (docs/guide.md, "Never lose a game"): autosave and reload (also mid-combat), save and load files (also
// by drag and drop, and bad files), hot-seat undo with its barriers, exploration rewind, branches
// and lines, replay of a saved game, and a broken storage that leaves play going in memory.
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import {
  autosaved,
  collectErrors,
  openApp,
  playActions,
  TUTORIAL_INTERCEPTION,
  gameCursor as cursor,
} from './helpers'

type A = Record<string, unknown>

const GAME = TUTORIAL_INTERCEPTION as A[]
const MID_COMBAT = 10 // after the designation: the Axis must attack (a pending combat decision)

async function fresh(page: Page, policy: 'hotSeat' | 'exploration' = 'exploration'): Promise<void> {
  await openApp(page)
  await page.evaluate((p) => {
    const st = window.__sortieStore!.getState()
    st.setSession({ seed: 1, undoPolicy: p })
    st.restart()
  }, policy)
}

const play = playActions

const saved = autosaved

/** What must survive: the state at the cursor (with its pending decision) and every event so far. */
function snapshot(page: Page) {
  return page.evaluate(() => {
    const g = window.__sortieStore!.getState().game!
    return {
      cursor: g.cursor,
      state: JSON.stringify(g.states[g.cursor]),
      events: JSON.stringify(g.events.slice(0, g.cursor)),
      actions: JSON.stringify(g.actions),
    }
  })
}

async function setFile(page: Page, testId: string, name: string, text: string): Promise<void> {
  await page
    .getByTestId(testId)
    .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) })
}

test('a reload at any point, mid-combat too, restores the same pending decision and log', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await fresh(page)
  let done = 0
  for (const upTo of [1, 3, MID_COMBAT, GAME.length]) {
    await play(page, GAME.slice(done, upTo))
    done = upTo
    await saved(page, upTo)
    const before = await snapshot(page)
    const pending = await page.getByTestId('pending').textContent()
    await page.reload()
    const offer = page.getByRole('dialog', { name: 'A game is saved in this browser' })
    await expect(offer.getByTestId('resume-summary')).toContainText(`${upTo} action`)
    await offer.getByRole('button', { name: 'Continue your game' }).click()
    await expect(offer).toHaveCount(0)
    expect(await snapshot(page)).toEqual(before)
    await expect(page.getByTestId('pending')).toHaveText(pending!)
    if (upTo === MID_COMBAT) await expect(page.getByTestId('pending')).toContainText('Axis to decide')
    await page.getByRole('tab', { name: 'Log' }).click()
    await expect(page.locator('#panel-log .log-group')).toHaveCount(upTo)
    await page.getByRole('tab', { name: 'Situation' }).click()
  }
  // "Start new" keeps the scenario shown, at its start
  await page.reload()
  await page.getByRole('button', { name: 'Start new' }).click()
  expect(await cursor(page)).toBe(0)
  expect(errors).toEqual([])
})

test('a corrupted, future or unreplayable file is refused with the problem named; the game stays', async ({
  page,
}) => {
  await fresh(page)
  await play(page, GAME.slice(0, 4))
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Save game' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^sortie-tutorial-\d{4}-\d\d-\d\d-\d{4}\.json$/)
  const text = readFileSync(await file.path(), 'utf8')
  await play(page, GAME.slice(4, 6))
  const before = await snapshot(page)
  const alert = page.locator('.load-errors')

  await setFile(page, 'save-file', 'truncated.json', text.slice(0, text.length / 2))
  await expect(alert).toContainText('“truncated.json” could not be loaded')
  await expect(alert).toContainText('is unchanged')
  expect(await snapshot(page)).toEqual(before)
  await alert.getByRole('button', { name: 'Dismiss' }).click()

  await setFile(page, 'save-file', 'future.json', text.replace(/"version": \d+/, '"version": 999'))
  await expect(alert).toContainText('“future.json” could not be loaded')
  await expect(alert).toContainText(/newer/i)
  expect(await snapshot(page)).toEqual(before)
  await alert.getByRole('button', { name: 'Dismiss' }).click()

  const save = JSON.parse(text)
  save.actions[3] = { type: 'launchInterceptors', base: 'marsham' }
  await setFile(page, 'save-file', 'broken.json', JSON.stringify(save))
  await expect(alert).toContainText('“broken.json” could not be loaded')
  await expect(alert).toContainText('actions[3]')
  expect(await snapshot(page)).toEqual(before)
  await alert.getByRole('button', { name: 'Dismiss' }).click()

  // the good file, dropped on the page, restores its game
  await page.evaluate((t) => {
    const dt = new DataTransfer()
    dt.items.add(new File([t], 'good.json', { type: 'application/json' }))
    const target = document.querySelector('.app')!
    target.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: dt }))
    target.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: dt }))
  }, text)
  await expect.poll(() => cursor(page)).toBe(4)
  await expect(alert).toHaveCount(0)
})

test('hot-seat undo and redo stop at a hand-over, a declaration and a die roll, with the reason shown', async ({
  page,
}) => {
  await fresh(page, 'hotSeat')
  const undo = page.getByRole('button', { name: 'Undo', exact: true })
  const redo = page.getByRole('button', { name: 'Redo', exact: true })
  const why = page.getByTestId('undo-why')
  await play(page, GAME.slice(0, 1)) // the launch: the Allies still decide (collect)
  await expect(undo).toBeEnabled()
  await undo.click()
  expect(await cursor(page)).toBe(0)
  await redo.click()
  expect(await cursor(page)).toBe(1)
  await play(page, GAME.slice(1, 3)) // collect hands over; the Axis declares
  await expect(undo).toBeDisabled()
  await expect(why).toContainText('An interception was declared')
  await play(page, GAME.slice(3, 10))
  await expect(undo).toBeEnabled() // designate: the Axis' own choice
  await undo.click()
  await expect(why).toContainText('cannot undo a hand-over')
  await redo.click()
  await play(page, GAME.slice(10))
  await expect(undo).toBeDisabled()
  await expect(why).toContainText('A die was rolled')
  await page.keyboard.press('Control+z')
  expect(await cursor(page)).toBe(GAME.length)
})

test('exploration: rewind on the timeline, branch with fresh dice, switch lines', async ({ page }) => {
  await fresh(page)
  await play(page, GAME)
  const bar = page.getByRole('region', { name: 'Timeline and replay' })
  await expect(bar.getByTestId('timeline-position')).toHaveText(`${GAME.length} / ${GAME.length}`)
  await bar.getByRole('button', { name: 'Step back' }).click()
  await bar.getByRole('button', { name: 'Step back' }).click()
  await expect(bar.getByTestId('timeline-position')).toHaveText(`9 / ${GAME.length}`)
  await bar.getByLabel('Timeline position').fill('3')
  await expect(bar.getByTestId('timeline-position')).toHaveText(`3 / ${GAME.length}`)
  await bar.getByRole('button', { name: 'Step forward' }).click()
  expect(await cursor(page)).toBe(4)
  await bar.getByRole('radio', { name: 'Roll afresh' }).check()
  await play(page, GAME.slice(4, 10)) // the same choices from 4: a new line
  const picker = bar.getByTestId('line-picker')
  await expect(picker.locator('option')).toHaveText([
    `Main line — ${GAME.length} actions`,
    'Line b1 (from main after 4, dice rolled afresh) — 10 actions',
  ])
  await expect(picker).toHaveValue('b1')
  await picker.selectOption('main')
  expect(await cursor(page)).toBe(4)
  await bar.getByRole('button', { name: 'Jump to the end' }).click()
  expect(await cursor(page)).toBe(GAME.length)
  await picker.selectOption('b1')
  expect(await cursor(page)).toBe(10)
  // the lines survive a reload
  await saved(page, 10)
  await page.reload()
  await page.getByRole('button', { name: 'Continue your game' }).click()
  await expect(page.getByTestId('line-picker').locator('option')).toHaveCount(2)
})

test('replay a saved game event by event to its end, map and log in step', async ({ page }) => {
  await fresh(page)
  await play(page, GAME)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Save game' }).click()
  const text = readFileSync(await (await download).path(), 'utf8')
  await page.evaluate(() => window.__sortieStore!.getState().restart())
  expect(await cursor(page)).toBe(0)
  await setFile(page, 'save-file', 'replay.json', text)
  await expect.poll(() => cursor(page)).toBe(GAME.length)
  const bar = page.getByRole('region', { name: 'Timeline and replay' })
  await bar.getByRole('button', { name: 'Jump to the start' }).click()
  await page.getByRole('tab', { name: 'Log' }).click()
  await expect(page.locator('#panel-log .log-group')).toHaveCount(0)
  await bar.getByRole('button', { name: 'Step forward' }).click()
  await expect(page.locator('#panel-log .log-group')).toHaveCount(1)
  await bar.getByRole('button', { name: 'Play' }).click()
  await expect(bar.getByTestId('timeline-position')).toHaveText(`${GAME.length} / ${GAME.length}`, {
    timeout: 20_000,
  })
  await expect(bar.getByRole('button', { name: 'Play' })).toBeDisabled()
  await expect(page.locator('#panel-log .log-group')).toHaveCount(GAME.length)
  await expect(page.locator('#panel-log')).toContainText('Me-109 attacks B-17')
  // the map draws the state at the cursor
  await page.waitForFunction(() => window.__sortie?.ready === true)
})

test('broken storage: the banner says so and play continues in memory', async ({ page }) => {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
  })
  await fresh(page)
  const banner = page.getByTestId('storage-banner')
  await expect(banner).toContainText('Autosave failed')
  await expect(banner).toContainText('storage is full')
  await play(page, GAME.slice(0, 3))
  expect(await cursor(page)).toBe(3)
  await expect(page.getByTestId('pending')).toContainText('Launch your interceptors')
})

test('view-only replay in a hot-seat game: event by event, map and log in step, jump from the log, play, exit unchanged', async ({
  page,
}) => {
  await fresh(page, 'hotSeat')
  await play(page, GAME.slice(0, MID_COMBAT))
  await page.waitForFunction(() => window.__sortie?.ready === true)
  const before = await snapshot(page)
  const pending = await page.getByTestId('pending').textContent()
  const b17 = () => page.evaluate(() => window.__sortie!.unit('us-b17-1')?.hex ?? null)
  const liveHex = await b17()
  const pos = () => page.evaluate(() => window.__sortieStore!.getState().ui.replay?.cursor ?? null)

  const bar = page.getByRole('region', { name: 'Replay' })
  await bar.getByRole('button', { name: 'Replay', exact: true }).click()
  await expect(bar.getByTestId('replay-position')).toHaveText('Start')
  await expect(page.getByRole('tab', { name: /Log/ })).toHaveAttribute('aria-selected', 'true')
  await expect(page.locator('#panel-situation')).toContainText('Replaying: decisions are hidden') // no decision form while replaying
  await expect(page.getByTestId('pending')).not.toHaveText(pending!) // the top bar shows the replayed state
  await expect.poll(b17).not.toBe(liveHex) // the map draws the start: the B-17 at its base
  const entries = page.locator('#panel-log [data-testid="log-entry"]')
  const current = page.locator('#panel-log [aria-current="step"]')
  await expect(current).toHaveCount(0)

  const next = bar.getByRole('button', { name: 'Replay: next event' })
  await next.click()
  await expect(bar.getByTestId('replay-position')).toContainText('Event 1 /')
  await expect(entries.nth(0)).toHaveAttribute('aria-current', 'step')
  await next.click()
  await expect(entries.nth(1)).toHaveAttribute('aria-current', 'step')
  await expect(current).toHaveCount(1)
  await bar.getByRole('button', { name: 'Replay: previous event' }).click()
  await expect(entries.nth(0)).toHaveAttribute('aria-current', 'step')
  expect(await pos()).toMatchObject({ action: 0 })

  // Jump: click the last event of the log; the map shows the state after its action.
  const last = entries.last()
  await last.getByRole('button').click()
  await expect(last).toHaveAttribute('aria-current', 'step')
  await expect.poll(b17).toBe(liveHex)
  await bar.getByRole('button', { name: 'Replay: start' }).click()
  await expect.poll(b17).not.toBe(liveHex)

  // Play to the end.
  await bar.getByRole('button', { name: 'Replay: play' }).click()
  await expect(bar.getByRole('button', { name: 'Replay: play' })).toBeDisabled({ timeout: 30_000 })
  await expect(last).toHaveAttribute('aria-current', 'step')
  await expect.poll(b17).toBe(liveHex)

  // Exit: the live game is unchanged, its decision back.
  await bar.getByRole('button', { name: 'Exit replay' }).click()
  await expect(page.getByTestId('pending')).toHaveText(pending!)
  expect(await snapshot(page)).toEqual(before)
  expect(await pos()).toBeNull()
})
