// The camera follows the game (docs/guide.md, "The camera follows the game"): every decision opens with the hexes it is
// about inside the map, readable; the player's own pan is left alone for a few seconds and "Show
// me" brings the decision back; choosing a base pans only when the base is off screen. The games
// are the automatic opponent's, computed here in Node with the rules module and dispatched to the
// page one action at a time, as if people were answering.
import { expect, test, type Page } from '@playwright/test'
import { runBotGame } from '../src/rules/systems/aeto/bot'
import { builtIns, dispatchAction as dispatch, openApp } from './helpers'

test.use({ viewport: { width: 1024, height: 700 } })

const scenarios = builtIns()
const overlay = (page: Page) => page.evaluate(() => window.__sortie!.overlay()!)
const mapBox = async (page: Page) => (await page.getByTestId('map').boundingBox())!

/** Hexes of the decision due now that are outside the map's box (with a 4 px edge). */
async function offScreen(page: Page): Promise<string[]> {
  const inv = (await overlay(page)).involved
  if (!inv) return []
  const box = await mapBox(page)
  const out: string[] = []
  for (const hex of new Set([...inv.hexes, ...inv.next])) {
    const p = await page.evaluate((l) => window.__sortie!.hexToScreen(l), hex)
    if (
      !p ||
      p.x < box.x + 4 ||
      p.y < box.y + 4 ||
      p.x > box.x + box.width - 4 ||
      p.y > box.y + box.height - 4
    )
      out.push(hex)
  }
  return out
}

/** The automatic opponents' game of a built-in scenario (seed 1), played on the page action by action; `check` runs at every decision that concerns hexes. Returns how many there were. */
async function eachDecision(
  page: Page,
  id: string,
  check: (inv: NonNullable<Awaited<ReturnType<typeof overlay>>['involved']>) => Promise<void>,
): Promise<number> {
  const s = scenarios.find((x) => x.id === id)!
  const game = runBotGame(s.scenario, {
    botSides: s.scenario.sides.map((x) => x.id),
    seed: 1,
    steps: 2,
    maxActions: 120,
  })
  expect(game.actions.length).toBeGreaterThan(5)
  let decisions = 0
  for (const a of game.actions) {
    await dispatch(page, a)
    const inv = (await overlay(page)).involved
    if (!inv) continue
    decisions++
    await check(inv)
  }
  return decisions
}

for (const id of ['tutorial', 'channel-1943', 't11-whitley']) {
  test(`${id}: every decision opens with its hexes inside the map, counters readable`, async ({ page }) => {
    await openApp(page, `/?scenario=${id}&seed=1`)
    const decisions = await eachDecision(page, id, async (inv) => {
      // The camera may first visit what the other side just did ("While you waited"), then comes back.
      await expect
        .poll(() => offScreen(page), { message: `${inv.kind}: hexes off the map`, timeout: 20_000 })
        .toEqual([])
      const scale = (await page.evaluate(() => window.__sortie!.camera()!)).scale
      expect(scale, 'counters readable, or the decision needs the room').toBeGreaterThan(0.4)
    })
    expect(decisions, 'decisions that concern hexes were met').toBeGreaterThan(2)
  })
}

test('after the player pans away the camera stays put; "Show me" brings the decision into view', async ({
  page,
}) => {
  const s = scenarios.find((x) => x.id === 'channel-1943')!
  const game = runBotGame(s.scenario, { botSides: ['allies', 'axis'], seed: 1, steps: 2, maxActions: 120 })
  await openApp(page, '/?scenario=channel-1943&seed=1')
  const showMe = page.getByRole('toolbar', { name: 'Map view' }).getByRole('button', { name: 'Show me' })
  await expect(showMe).toBeDisabled() // planning: nothing on the map to show yet
  // play until a decision concerns hexes, panning the map far away just before it
  const box = await mapBox(page)
  const start = await page.evaluate(() => window.__sortie!.camera()!)
  let i = 0
  for (; i < game.actions.length; i++) {
    // (decisions without hexes, such as a reconnaissance, may come first: the pans add up until
    // the map's edge stops them, so the camera is compared with where the player left it)
    await page.mouse.move(box.x + 20, box.y + 20)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width - 20, box.y + box.height - 20, { steps: 4 })
    await page.mouse.up()
    const panned = await page.evaluate(() => window.__sortie!.camera()!)
    expect(panned.x, 'the drag pans the map').not.toBe(start.x)
    await dispatch(page, game.actions[i])
    if ((await overlay(page)).involved) {
      expect(
        await page.evaluate(() => window.__sortie!.camera()!),
        'the camera the player just moved is kept',
      ).toEqual(panned)
      break
    }
  }
  expect(i).toBeLessThan(game.actions.length)
  const cam = await page.evaluate(() => window.__sortie!.camera()!)
  await expect(showMe).toBeEnabled()
  expect(await offScreen(page), 'the pan took the decision off screen').not.toEqual([])
  expect(await page.evaluate(() => window.__sortie!.camera()!)).toEqual(cam)
  await showMe.click()
  await expect.poll(() => offScreen(page)).toEqual([])
})

test('choosing a base that is on screen does not move the map: the enemy bases stay in view', async ({
  page,
}) => {
  await openApp(page, '/?scenario=tutorial&seed=1')
  const cam = await page.evaluate(() => window.__sortie!.camera()!)
  await page
    .getByTestId('decision')
    .getByRole('button', { name: /^Marsham 0207/ })
    .click()
  await expect(
    page.getByTestId('decision').getByRole('group', { name: 'Plan a mission from Marsham (0207)' }),
  ).toBeVisible()
  expect(await page.evaluate(() => window.__sortie!.camera()!)).toEqual(cam)
  const box = await mapBox(page)
  for (const hex of ['0207', '1106', '1109']) {
    const p = (await page.evaluate((l) => window.__sortie!.hexToScreen(l), hex))!
    expect(p.x > box.x && p.x < box.x + box.width && p.y > box.y && p.y < box.y + box.height, hex).toBe(true)
  }
})

test('at 800×600, where the side panel lies over the map, every decision opens in the part of the map left visible', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 600 })
  await openApp(page, '/?scenario=channel-1943&seed=1')
  const panel = (await page.locator('#panels').boundingBox())!
  const map = await mapBox(page)
  expect(panel.x, 'the panel lies over the map').toBeLessThan(map.x + map.width - 100)
  const decisions = await eachDecision(page, 'channel-1943', async (inv) => {
    for (const hex of new Set([...inv.hexes, ...inv.next])) {
      const p = (await page.evaluate((l) => window.__sortie!.hexToScreen(l), hex))!
      expect(p.x, `${inv.kind}: ${hex} left of the panel`).toBeLessThan(panel.x)
      expect(p.x, `${inv.kind}: ${hex} on the map`).toBeGreaterThan(map.x)
      expect(p.y > map.y && p.y < map.y + map.height, `${inv.kind}: ${hex} on the map`).toBe(true)
    }
  })
  expect(decisions).toBeGreaterThan(2)
})
