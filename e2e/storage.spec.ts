// Never lose a game, round 2 (docs/guide.md, "Never lose a game"): an autosave this version cannot read is kept
// and shown, never written over; two tabs on one game hand it over with nothing lost; reloads and
// closed tabs right after an action lose nothing; a storage that never answers is reported; the
// automatic opponent survives a reload.
import { readFileSync } from 'node:fs'
import { expect, expect as baseExpect, test, type Page } from '@playwright/test'
import {
  autosaved,
  collectErrors,
  expectBots,
  openApp,
  playActions,
  setBots,
  startNewGame,
  TUTORIAL_INTERCEPTION,
} from './helpers'

type A = Record<string, unknown>

/** The opening of the tutorial's interception, seed 1. */
const GAME = TUTORIAL_INTERCEPTION.slice(0, 6) as A[]

/** A new game of the scenario on screen, seed 1. */
async function restart(page: Page): Promise<void> {
  await page.evaluate(() => {
    const st = window.__sortieStore!.getState()
    st.setSession({ seed: 1, undoPolicy: 'exploration' })
    st.restart()
  })
}

async function fresh(page: Page, path = '/'): Promise<void> {
  await openApp(page, path)
  await restart(page)
}

const play = playActions

const saved = autosaved

const actionsOf = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify(
      window.__sortieStore!.getState().game!.actions.slice(0, window.__sortieStore!.getState().game!.cursor),
    ),
  )
const gameIdOf = (page: Page) => page.evaluate(() => window.__sortieStore!.getState().gameId!)

/** Reads (or, with a value, writes) one key of the autosave database, as the page's IndexedDB holds it. */
function idb(page: Page, op: 'get' | 'put' | 'keys', key?: string, value?: unknown): Promise<unknown> {
  return page.evaluate(
    ([o, k, v]) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('sortie')
        open.onupgradeneeded = () => open.result.createObjectStore('autosave')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const tx = db.transaction('autosave', o === 'put' ? 'readwrite' : 'readonly')
          const store = tx.objectStore('autosave')
          const req =
            o === 'get' ? store.get(k as string) : o === 'keys' ? store.getAllKeys() : store.put(v, k)
          let out: unknown
          req.onsuccess = () => (out = req.result)
          tx.oncomplete = () => {
            db.close()
            resolve(o === 'put' ? null : out)
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
    [op, key, value] as const,
  )
}

const offer = (page: Page) => page.getByRole('dialog', { name: /saved in this browser/ })

/** Answers the start-up offer with its first game and waits until that game is on the board. */
async function continueFirst(page: Page, button = 'Continue your game'): Promise<void> {
  const o = offer(page)
  await o.getByRole('button', { name: button }).first().click()
  await expect(o).toHaveCount(0, { timeout: 15_000 })
}

test('an autosave this version cannot read is kept under its key, shown with the reason, downloadable and discardable; new games save apart', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await fresh(page)
  await play(page, GAME.slice(0, 3))
  await saved(page, 3)
  const id = await gameIdOf(page)
  const key = `game:${id}`
  const entry = (await idb(page, 'get', key)) as A
  expect(entry).toMatchObject({ format: 'sortie-autosave', gameId: id })
  // As if a newer Sortie had written it.
  const future = { ...entry, version: 99 }
  await idb(page, 'put', key, future)

  await page.reload()
  await page.waitForFunction(() => window.__sortie?.ready === true)
  const banner = page.getByTestId('unreadable-banner')
  await expect(banner).toContainText('A saved game cannot be resumed')
  await expect(banner).toContainText(
    'It was saved by a newer version of Sortie, which this version cannot read.',
  )
  // The reader's own text only behind "Details".
  const details = banner.getByTestId('unreadable-details')
  await expect(details.locator('code')).toBeHidden()
  await details.getByText('Details').click()
  await expect(details.locator('code')).toHaveText(
    'it was written by a newer Sortie (autosave version 99; this one reads 1)',
  )
  await expect(offer(page)).toHaveCount(0) // nothing else to offer
  // Play a new game: it autosaves under its own key; the unreadable one is left as it was.
  await page.waitForTimeout(2000)
  await restart(page)
  await play(page, GAME.slice(0, 2))
  await saved(page, 2)
  await expect(page.getByTestId('autosave-indicator')).toContainText('Saved ✓')
  const newId = await gameIdOf(page)
  expect(newId).not.toBe(id)
  expect(await idb(page, 'get', key)).toEqual(future)

  // Download it as a file: everything stored, as it was.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    banner.getByRole('button', { name: 'Download it as a file' }).click(),
  ])
  const file = JSON.parse(readFileSync(await download.path(), 'utf8')) as A
  expect(file).toMatchObject({ format: 'sortie-stored-game', gameId: id, autosave: future })
  // Discard it: gone from storage and from the page.
  await banner.getByRole('button', { name: 'Discard it' }).click()
  await expect(banner).toHaveCount(0)
  expect(await idb(page, 'get', key)).toBeUndefined()
  expect(await idb(page, 'get', `game:${newId}`)).toMatchObject({ gameId: newId })
  expect(errors).toEqual([])
})

test('an autosave whose state hash no longer matches is shown as unreadable, not offered and not written over', async ({
  page,
}) => {
  await fresh(page)
  await play(page, GAME.slice(0, 4))
  await saved(page, 4)
  const key = `game:${await gameIdOf(page)}`
  const entry = (await idb(page, 'get', key)) as { lines: { save: A }[] }
  entry.lines[0].save.seed = 12345 // other dice: the replay no longer reaches the recorded state
  await idb(page, 'put', key, entry)
  await page.reload()
  await page.waitForFunction(() => window.__sortie?.ready === true)
  await expect(page.getByTestId('unreadable-banner')).toContainText(
    'It no longer replays to the position it was saved in',
  )
  await expect(page.getByTestId('unreadable-details').locator('code')).toContainText(
    "the save's state hash does not match its replay",
  )
  await expect(offer(page)).toHaveCount(0)
  await restart(page)
  await play(page, GAME.slice(0, 1))
  await saved(page, 1)
  expect(await idb(page, 'get', key)).toEqual(entry)
})

test('the single autosave of the previous release (key "game") is offered, continued and moved under its own key', async ({
  page,
}) => {
  await fresh(page)
  await play(page, GAME.slice(0, 3))
  await saved(page, 3)
  const id = await gameIdOf(page)
  // What the previous release wrote: the same entry, without id and revision, under the key "game".
  const { gameId: _g, rev: _r, ...old } = (await idb(page, 'get', `game:${id}`)) as A
  await idb(page, 'put', 'game', old)
  await page.evaluate(
    (k) =>
      new Promise((r) => {
        const o = indexedDB.open('sortie')
        o.onsuccess = () => {
          const tx = o.result.transaction('autosave', 'readwrite')
          tx.objectStore('autosave').delete(k)
          tx.oncomplete = () => {
            o.result.close()
            r(null)
          }
        }
      }),
    `game:${id}`,
  )
  await page.evaluate((k) => localStorage.removeItem(k), `sortie.journal.${id}`)
  await page.reload()
  await expect(offer(page).getByTestId('resume-summary')).toContainText('3 actions')
  await continueFirst(page)
  expect(JSON.parse(await actionsOf(page))).toEqual(GAME.slice(0, 3))
  await play(page, GAME.slice(3, 4))
  await saved(page, 4)
  await expect.poll(() => idb(page, 'keys')).toEqual(['game:legacy'])
})

test('two tabs on one game: the second offers "Take over here", the first stops, and each hand-over keeps every action', async ({
  page,
  context,
}) => {
  const a = page
  await fresh(a)
  await play(a, GAME.slice(0, 3))
  const id = await gameIdOf(a)

  const b = await context.newPage()
  await openApp(b)
  const bOffer = offer(b)
  await expect(bOffer.getByTestId('resume-summary')).toContainText('3 actions')
  await expect(bOffer.getByTestId('resume-summary')).toContainText('open in another tab now')
  await bOffer.getByRole('button', { name: 'Take over here' }).click()
  await expect(bOffer).toHaveCount(0)
  expect(await gameIdOf(b)).toBe(id)
  expect(JSON.parse(await actionsOf(b))).toEqual(GAME.slice(0, 3))
  // The first tab has stopped: covered, and its store refuses play.
  const aCover = a.getByRole('dialog', { name: 'This game is open in another tab' })
  await expect(aCover).toBeVisible()
  const refused = await a.evaluate(() =>
    window.__sortieStore!.getState().dispatch({ type: 'launchInterceptors', base: 'dunenfeld' }),
  )
  expect(refused?.message).toContain('played in another tab')

  // Play on in B, then take the game back in A: A has B's actions too.
  await play(b, GAME.slice(3, 5))
  await aCover.getByRole('button', { name: 'Take over here' }).click()
  await expect(aCover).toHaveCount(0)
  expect(JSON.parse(await actionsOf(a))).toEqual(GAME.slice(0, 5))
  await expect(b.getByRole('dialog', { name: 'This game is open in another tab' })).toBeVisible()
  await play(a, GAME.slice(5, 6))
  await saved(a, 6)
})

test('"Start new" in a second tab never touches the first tab\'s game; a reload offers each tab its own game first', async ({
  page,
  context,
}) => {
  const a = page
  await fresh(a)
  await play(a, GAME.slice(0, 2))
  const idA = await gameIdOf(a)
  const b = await context.newPage()
  await openApp(b)
  await offer(b).getByRole('button', { name: 'Start new' }).click()
  await b.evaluate(() => window.__sortieStore!.getState().setSession({ seed: 1 }))
  await b.evaluate(() => window.__sortieStore!.getState().restart())
  await play(b, GAME.slice(0, 1))
  await saved(b, 1)
  // Actions played in A meanwhile are saved, under A's game.
  await play(a, GAME.slice(2, 4))
  await saved(a, 4)
  await a.reload()
  const first = offer(a).getByTestId('resume-game').first()
  await expect(first).toContainText('4 actions')
  await first.getByRole('button', { name: 'Continue your game' }).click()
  await expect(offer(a)).toHaveCount(0)
  expect(await gameIdOf(a)).toBe(idA)
  expect(JSON.parse(await actionsOf(a))).toEqual(GAME.slice(0, 4))
  expect(JSON.parse(await actionsOf(b))).toEqual(GAME.slice(0, 1))
})

test('actions played behind the start-up offer are saved as a game of their own; the offered game is untouched', async ({
  page,
}) => {
  await fresh(page)
  await play(page, GAME.slice(0, 3))
  await saved(page, 3)
  await page.reload()
  await expect(offer(page).getByTestId('resume-summary')).toContainText('3 actions')
  // Not answering the offer: a new game on the board behind it.
  await restart(page)
  await play(page, GAME.slice(0, 2))
  await saved(page, 2)
  await page.reload()
  const games = offer(page).getByTestId('resume-game')
  await expect(games).toHaveCount(2)
  await expect(games.nth(0)).toContainText('2 actions') // this tab's last game first
  await expect(games.nth(1)).toContainText('3 actions')
  await games.nth(1).getByRole('button', { name: 'Continue this game' }).click()
  await expect(offer(page)).toHaveCount(0)
  expect(JSON.parse(await actionsOf(page))).toEqual(GAME.slice(0, 3))
})

test('Restart keeps the game it replaces: "Saved games…" lists it and continues it', async ({ page }) => {
  await fresh(page)
  await play(page, GAME.slice(0, 3))
  await page.getByRole('button', { name: 'Restart…' }).click()
  await startNewGame(page)
  expect(JSON.parse(await actionsOf(page))).toEqual([])
  await page.getByRole('button', { name: 'Saved games…' }).click()
  const list = page.getByRole('dialog', { name: 'Other games saved in this browser' })
  await expect(list.getByTestId('resume-game')).toHaveCount(1)
  await expect(list.getByTestId('resume-game')).toContainText('3 actions')
  await list.getByRole('button', { name: 'Continue your game' }).click()
  await expect(list).toHaveCount(0)
  expect(JSON.parse(await actionsOf(page))).toEqual(GAME.slice(0, 3))
})

test('choosing another scenario and opening a scenario file in the middle of a game keep it: "Saved games…" finds it each time (docs/guide.md, "Never lose a game")', async ({
  page,
}) => {
  await fresh(page)
  await play(page, GAME.slice(0, 3))
  const findAndContinue = async () => {
    await page.getByRole('button', { name: 'Saved games…' }).click()
    const list = page.getByRole('dialog', { name: 'Other games saved in this browser' })
    const game = list.getByTestId('resume-game').filter({ hasText: '3 actions' })
    await expect(game).toHaveCount(1)
    await expect(game).toContainText('Tutorial')
    await game.getByRole('button', { name: /^Continue/ }).click()
    await expect(list).toHaveCount(0)
    await expect.poll(async () => JSON.parse(await actionsOf(page))).toEqual(GAME.slice(0, 3))
  }
  // the picker: a new game of Channel, through the new-game dialog
  await page.getByRole('combobox', { name: 'Scenario' }).selectOption('channel-1943')
  await startNewGame(page)
  await expect(page.getByTestId('turn')).toHaveText('August 1943')
  await findAndContinue()
  // a scenario file opened from disk
  const channel = readFileSync(new URL('../public/scenarios/channel-1943.json', import.meta.url))
  await page
    .getByTestId('scenario-file')
    .setInputFiles({ name: 'mine.json', mimeType: 'application/json', buffer: channel })
  await expect(page.getByRole('combobox', { name: 'Scenario' }).locator('option:checked')).toHaveText(
    'Channel, August 1943 (file mine.json)',
  )
  await findAndContinue()
})

test('reloads at 20 random moments of a bot-vs-bot game lose no acknowledged action; the automatic opponents play on after each', async ({
  page,
}) => {
  test.setTimeout(180_000)
  // Channel 1943 without its end, so the bots play on turn after turn (a scenario from a file).
  const channel = JSON.parse(
    readFileSync(new URL('../public/scenarios/channel-1943.json', import.meta.url), 'utf8'),
  ) as A
  delete channel.end
  await openApp(page)
  await page.evaluate((json) => {
    const st = window.__sortieStore!.getState()
    st.setSession({ seed: 7, undoPolicy: 'hotSeat' })
    if (!st.loadScenario(json, 'file:channel-endless.json')) throw new Error('load failed')
  }, channel)
  await setBots(page, 'all')
  // A fixed sequence of pauses, so a failure can be reproduced.
  let x = 12345
  const rnd = () => ((x = (x * 1103515245 + 12345) % 2 ** 31), x / 2 ** 31)
  let before = 0
  let ack: (text: string) => void = () => {}
  await page.exposeFunction('__ack', (text: string) => ack(text))
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(Math.floor(rnd() * 500))
    // The reload starts in the very task of the bots' next action, 0 ms after it: what the page
    // has acknowledged then is reported from that task too.
    const acked = new Promise<string>((resolve) => (ack = resolve))
    await page.evaluate(() => {
      const store = window.__sortieStore!
      const off = store.subscribe((s, prev) => {
        if (s.game === prev.game) return
        off()
        const g = s.game!
        ;(window as unknown as { __ack: (t: string) => void }).__ack(
          JSON.stringify(g.actions.slice(0, g.cursor)),
        )
        location.reload()
      })
    })
    const acknowledged = JSON.parse(await acked) as A[]
    await page.waitForFunction(() => window.__sortie?.ready === true)
    await continueFirst(page)
    const after = JSON.parse(await actionsOf(page)) as A[]
    expect(after.slice(0, acknowledged.length), `reload ${i + 1}: every acknowledged action is back`).toEqual(
      acknowledged,
    )
    before = acknowledged.length
  }
  // The automatic opponents were restored with the game after every reload, or the game would not have moved on.
  expect(before, 'the bots kept playing between reloads').toBeGreaterThan(20)
  await expectBots(page, 'all')
})

test("a reload in the same moment as a player's action loses nothing", async ({ page }) => {
  await fresh(page)
  for (let n = 1; n <= 4; n++) {
    await page.evaluate(
      (a) => {
        const v = window.__sortieStore!.getState().dispatch(a as never)
        if (v) throw new Error(v.message)
        location.reload()
      },
      GAME[n - 1],
    )
    await page.waitForFunction(() => window.__sortie?.ready === true)
    await expect(offer(page).getByTestId('resume-summary')).toContainText(`${n} action`)
    await continueFirst(page)
    expect(JSON.parse(await actionsOf(page))).toEqual(GAME.slice(0, n))
  }
})

test('closing the tab right after an action loses nothing', async ({ page, context }) => {
  await fresh(page)
  for (let n = 1; n <= 4; n++) {
    const p = context.pages().at(-1)!
    await play(p, GAME.slice(n - 1, n))
    await p.close({ runBeforeUnload: true })
    const q = await context.newPage()
    await openApp(q)
    const o = offer(q)
    await expect(o.getByTestId('resume-summary')).toContainText(`${n} action`)
    await continueFirst(q)
    expect(JSON.parse(await actionsOf(q))).toEqual(GAME.slice(0, n))
  }
})

test('IndexedDB that never opens: the banner says the autosave is not confirmed, and a reload still restores every action from the journal', async ({
  page,
}) => {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = function () {
      return {} as IDBOpenDBRequest // a request that never answers
    }
  })
  await fresh(page)
  await play(page, GAME.slice(0, 3))
  const banner = page.getByTestId('storage-banner')
  await expect(banner).toContainText('Autosave not confirmed', { timeout: 10_000 })
  await expect(banner).toContainText('has not confirmed the autosave after 4 s')
  expect(await page.evaluate(() => window.__sortieStore!.getState().autosave?.ok)).toBe(false)
  await expect(page.getByTestId('autosave-indicator')).toHaveText('Not saved')
  await page.reload()
  const o = offer(page)
  await expect(o.getByTestId('resume-summary')).toContainText('3 actions', { timeout: 10_000 })
  await continueFirst(page)
  expect(JSON.parse(await actionsOf(page))).toEqual(GAME.slice(0, 3))
})

test('a write IndexedDB never completes is reported; "saved" is never shown for it', async ({ page }) => {
  await page.addInitScript(() => {
    // Every readwrite transaction is kept busy for ever, so it never completes.
    const put = IDBObjectStore.prototype.put
    IDBObjectStore.prototype.put = function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['put']>
    ) {
      const req = put.apply(this, args)
      const spin = () => {
        const r = this.count()
        r.onsuccess = () => spin()
      }
      spin()
      return req
    }
  })
  await fresh(page)
  await play(page, GAME.slice(0, 2))
  await expect(page.getByTestId('storage-banner')).toContainText('Autosave not confirmed', {
    timeout: 10_000,
  })
  expect(await page.evaluate(() => window.__sortieStore!.getState().autosave)).toMatchObject({
    ok: false,
    kind: 'stalled',
  })
})

test('the automatic opponent is kept across a reload and plays on', async ({ page }) => {
  await fresh(page)
  await setBots(page, ['Axis'])
  await play(page, GAME.slice(0, 2)) // the Axis bot now decides on the interception
  await page.waitForFunction(() => window.__sortieStore!.getState().game!.cursor > 2)
  await page.reload()
  await continueFirst(page)
  await expectBots(page, ['Axis'])
})

/**
 * IndexedDB on a busy machine: every answer is held back until the test calls
 * window.__answerIndexedDb() (so the test does not depend on how long the page takes to start).
 */
function slowIndexedDb(): void {
  const held: (() => void)[] = []
  let answering = false
  ;(window as unknown as { __answerIndexedDb: () => void }).__answerIndexedDb = () => {
    answering = true
    for (const f of held.splice(0)) f()
  }
  const d = Object.getOwnPropertyDescriptor(IDBRequest.prototype, 'onsuccess')!
  Object.defineProperty(IDBRequest.prototype, 'onsuccess', {
    configurable: true,
    get: d.get,
    set(this: IDBRequest, h: unknown) {
      const late =
        typeof h === 'function'
          ? function (this: IDBRequest, ev: Event) {
              if (answering) return (h as (e: Event) => void).call(this, ev)
              held.push(() => (h as (e: Event) => void).call(this, ev))
            }
          : h
      d.set!.call(this, late)
    },
  })
}

test('a reload on a slow machine: the page says it waits for the storage, tries again, and offers the game once it answers; no banner, no game lost', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await fresh(page)
  await play(page, GAME.slice(0, 5))
  await saved(page, 5) // IndexedDB confirmed it: the journal is gone, IndexedDB alone holds the game
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('sortie.journal.'))),
  ).toEqual([])
  await page.addInitScript(slowIndexedDb)
  await page.reload()
  await page.waitForFunction(() => window.__sortie?.ready === true)
  const o = offer(page)
  // The first read goes unanswered past its 3 s: the page says it waits, and tries again.
  await expect(o.getByTestId('storage-waiting')).toContainText('Waiting for this browser’s storage…', {
    timeout: 30_000,
  })
  await expect(o.getByTestId('storage-waiting')).toContainText('the next try is in')
  await expect(page.getByTestId('storage-banner')).toHaveCount(0) // waiting is not a failure
  expect(await page.evaluate(() => window.__sortieStore!.getState().game!.actions.length)).toBe(0)
  // The storage answers at last: the game is offered, every action there.
  await page.evaluate(() => (window as unknown as { __answerIndexedDb: () => void }).__answerIndexedDb())
  await expect(o.getByTestId('resume-summary')).toContainText('5 actions', { timeout: 30_000 })
  await expect(o.getByTestId('storage-waiting')).toHaveCount(0)
  await continueFirst(page)
  expect(JSON.parse(await actionsOf(page))).toEqual(GAME.slice(0, 5))
  await expect(page.getByTestId('storage-banner')).toHaveCount(0)
})

test('"Saved games…" lists every stored game a page at a time and deletes one only when asked; a file loaded twice, or a saved game loaded back, is one entry', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const expect = baseExpect.configure({ timeout: 20_000 })
  await fresh(page)
  await play(page, GAME.slice(0, 3))
  await saved(page, 3)
  const first = await gameIdOf(page)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save game' }).click(),
  ])
  const file = await download.path()
  const gameKeys = async () =>
    ((await idb(page, 'keys')) as string[]).filter((k) => k.startsWith('game:')).sort()
  // Seven more games of one action each.
  const ids = [first]
  for (let i = 0; i < 7; i++) {
    await restart(page)
    await play(page, GAME.slice(0, 1))
    await saved(page, 1)
    ids.push(await gameIdOf(page))
  }
  expect(await gameKeys()).toEqual(ids.map((id) => `game:${id}`).sort())
  // The file of the first game, loaded twice: the first game again, no new entry.
  const input = page.locator('.save-menu input[type=file]')
  for (let k = 0; k < 2; k++) {
    await input.setInputFiles(file)
    await page.waitForFunction((id) => window.__sortieStore!.getState().gameId === id, first)
    await saved(page, 3)
    await expect.poll(gameKeys).toEqual(ids.map((id) => `game:${id}`).sort())
  }
  // Every other game is listed: 7, five a page.
  await page.getByRole('button', { name: 'Saved games…' }).click()
  const list = page.getByRole('dialog', { name: 'Other games saved in this browser' })
  await expect(list.getByTestId('resume-count')).toHaveText('7 saved games, page 1 of 2')
  await expect(list.getByTestId('resume-game')).toHaveCount(5)
  await list.getByRole('button', { name: 'Older games' }).click()
  await expect(list.getByTestId('resume-game')).toHaveCount(2)
  await list.getByLabel('Find by title:').fill('no such title')
  await expect(list.getByTestId('resume-count')).toHaveText('0 of 7 saved games')
  await list.getByLabel('Find by title:').fill('')
  // Deleting asks first.
  const row = list.getByTestId('resume-game').first()
  await row.getByRole('button', { name: 'Delete…' }).click()
  await row.getByRole('button', { name: 'Keep it' }).click()
  await expect(list.getByTestId('resume-count')).toHaveText('7 saved games, page 1 of 2')
  await row.getByRole('button', { name: 'Delete…' }).click()
  await row.getByRole('button', { name: 'Yes, delete' }).click()
  await expect(list.getByTestId('resume-count')).toHaveText('6 saved games, page 1 of 2')
  await expect.poll(async () => (await gameKeys()).length).toBe(7)
})
