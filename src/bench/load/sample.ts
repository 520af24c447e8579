// One cold load of the page in Chromium: when the first map was drawn (the page's user-timing mark
// sortie:first-map, in ms since navigation) and the game (sortie:first-game) and which JavaScript files the page had started to
// fetch by then (resource timing), with their gzipped sizes as the server sent them.
import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { FIRST_GAME_MARK, FIRST_MAP_MARK } from '../../map/startMarks'

export interface JsFile {
  /** Path on the server, e.g. /assets/index-abc.js */
  path: string
  gzip: number
}

export interface FirstLoadSample {
  /** The first board on screen (the first screen's, ui/firstBoard.ts), ms since navigation. */
  firstMapMs: number
  /** The game on screen: its pieces drawn, the app ready to play, ms since navigation. */
  firstGameMs: number
  /** JavaScript fetched after the first map and before the game was drawn (the app, the rules engine). */
  beforeGame: JsFile[]
  /** JavaScript fetched before the first map was drawn. */
  before: JsFile[]
  /** JavaScript fetched after it (deferred parts of the page), within `settleMs`. */
  after: JsFile[]
}

/** Opens `url` in `page` (a fresh context: nothing cached) and samples its first load. */
export async function sampleFirstLoad(page: Page, url: string, settleMs = 1500): Promise<FirstLoadSample> {
  await page.goto(url)
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0 || window.__sortieError !== undefined,
    FIRST_GAME_MARK,
    { timeout: 120_000 },
  )
  const error = await page.evaluate(() => window.__sortieError)
  if (error) throw new Error(`${url}: ${error}`)
  await page.waitForTimeout(settleMs)
  const { mark, game, scripts } = await page.evaluate(
    ([name, gameName]) => {
      const at = performance.getEntriesByName(name)[0].startTime
      const gameAt = performance.getEntriesByName(gameName)[0].startTime
      const js = performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.endsWith('.js'))
        .map((e) => ({ url: e.name, start: e.startTime }))
      return { mark: at, game: gameAt, scripts: js }
    },
    [FIRST_MAP_MARK, FIRST_GAME_MARK] as const,
  )
  const sized = await Promise.all(
    scripts.map(async (s) => {
      const body = await page.request.get(s.url).then((r) => r.body())
      return { path: new URL(s.url).pathname, gzip: gzipSync(body).length, start: s.start }
    }),
  )
  return {
    firstMapMs: mark,
    firstGameMs: game,
    before: sized.filter((s) => s.start < mark).map(({ path, gzip }) => ({ path, gzip })),
    beforeGame: sized
      .filter((s) => s.start >= mark && s.start < game)
      .map(({ path, gzip }) => ({ path, gzip })),
    after: sized.filter((s) => s.start >= mark).map(({ path, gzip }) => ({ path, gzip })),
  }
}

export const sumGzip = (files: readonly JsFile[]): number => files.reduce((n, f) => n + f.gzip, 0)
