// The app is exactly one viewport (docs/guide.md, "Window"): at 1024×700, 1440×900 and the
// smallest supported window, 800×600, the mouse wheel over the header, every tab of the side
// panel, every kind of decision dialog met in a Channel game, the new-game dialog and the
// hand-over screen never scrolls the page: document.scrollingElement.scrollTop stays 0 and the
// header and the map stay on screen. The game is the automatic opponents' (computed here with the
// rules module) dispatched to the page one action at a time, as if two people answered.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { runBotGame } from '../src/rules/systems/aeto/bot'
import { builtIns, dispatchAction as dispatch, openApp } from './helpers'

const channel = builtIns().find((s) => s.id === 'channel-1943')!
const game = runBotGame(channel.scenario, {
  botSides: ['allies', 'axis'],
  seed: 1,
  steps: 2,
  maxActions: 150,
})

async function expectOnePage(page: Page, what: string): Promise<void> {
  expect(await page.evaluate(() => document.scrollingElement!.scrollTop), `${what}: the page scrolled`).toBe(
    0,
  )
  const view = page.viewportSize()!
  const header = (await page.locator('header.app-header').boundingBox())!
  expect(header.y, `${what}: header on screen`).toBeGreaterThanOrEqual(0)
  const map = (await page.getByTestId('map').boundingBox())!
  expect(map.y, `${what}: map on screen`).toBeGreaterThanOrEqual(header.y + header.height - 1)
  expect(map.y + map.height, `${what}: map inside the window`).toBeLessThanOrEqual(view.height + 1)
  expect(map.height, `${what}: map has room`).toBeGreaterThan(view.height * 0.45)
}

async function wheelOver(page: Page, target: Locator, what: string): Promise<void> {
  const b = await target.boundingBox()
  expect(b, `${what} is on screen`).not.toBeNull()
  await page.mouse.move(b!.x + b!.width / 2, b!.y + Math.min(b!.height / 2, 150))
  for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 900)
  await page.mouse.wheel(0, -300)
  await expectOnePage(page, what)
}

for (const size of [
  { width: 1024, height: 700 },
  { width: 1440, height: 900 },
  { width: 800, height: 600 },
]) {
  test(`${size.width}×${size.height}: the wheel over every panel and dialog never scrolls the page`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(size)
    await openApp(page, '/?scenario=channel-1943&seed=1')
    await expectOnePage(page, 'opening')
    await wheelOver(page, page.locator('header.app-header'), 'the header')
    for (const name of ['Forces', 'Log', 'Settings', 'Situation']) {
      await page.getByRole('tab', { name }).click()
      await wheelOver(page, page.locator('.tab-panels'), `the ${name} tab`)
    }
    // the new-game dialog
    await page.getByRole('button', { name: 'Restart…' }).click()
    const modal = page.getByRole('dialog', { name: /^Restart:/ })
    await wheelOver(page, modal, 'the new-game dialog')
    await page.keyboard.press('Escape')
    await expect(modal).toHaveCount(0)
    // every kind of decision as it opens, with the hand-over screen at every change of side
    await page.evaluate(() =>
      window.__sortieStore!.getState().setSession({ handOver: true, handOverWhen: 'everyChange' }),
    )
    const handOver = page.getByRole('dialog', { name: /Hand over to/ })
    let handOvers = 0
    const seen = new Set<string>()
    for (const a of game.actions) {
      await dispatch(page, a)
      if (await handOver.count()) {
        if (handOvers++ === 0) await wheelOver(page, handOver, 'the hand-over screen')
        await handOver.getByRole('button', { name: /show the board$/ }).click()
        await expect(handOver).toHaveCount(0)
      }
      const kind = await page.evaluate(() => {
        const g = window.__sortieStore!.getState().game!
        return g.states[g.cursor].pending.kind
      })
      if (seen.has(kind) || kind === 'over') continue
      seen.add(kind)
      await wheelOver(page, page.getByTestId('decision'), `the ${kind} decision`)
    }
    expect(seen.size, 'kinds of decision met').toBeGreaterThanOrEqual(6)
    expect(handOvers, 'hand-over screens met').toBeGreaterThan(0)
  })
}
