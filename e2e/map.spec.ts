// The map as a player uses it, in Debian's Chromium on WebGL: every built-in scenario draws; a
// click selects (a stack spreads out, a chit in it selects that unit); a drag pans and never
// selects; the wheel zooms about the cursor; the overlays are exactly the rules module's answers
// (range, interception zone, legal next hexes while tracing, last combat); tracing by mouse and by
// keyboard; Tab cycles units, Esc clears, centring on a hex; beside a decision dialog the map
// highlights what the decision is about, and a move decision is answered by clicking the map.
// Expected values are computed here in Node from the same scenario files with the rules module
// (or, for a game played through the dialogs, from the game state the page holds).
import { expect, test, type Page } from '@playwright/test'
import {
  apply,
  contextOf,
  interceptionZone,
  legalActions,
  newGame,
  rangeOverlay,
  traceInterceptors,
  traceLaunch,
  type Action,
  type GameEvent,
  type GameState,
} from '../src/rules/systems/aeto'
import { lastCombat } from '../src/map/mapSnapshot'
import { builtIns, decisionDialog as dialog, storageSettled } from './helpers'

const scenarios = builtIns()
const tutorial = scenarios.find((s) => s.id === 'tutorial')!
const start = () => newGame(tutorial.scenario, { seed: 1 }) // openMap asks the page for seed 1 (?seed=1)

/** Opens the page on a scenario and waits until the map has drawn it. */
async function openMap(page: Page, id = 'tutorial'): Promise<void> {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto(`/?scenario=${id}&seed=1`)
  await page.waitForFunction(
    (want) =>
      (window.__sortie?.ready === true && window.__sortie.scenarioId === want) ||
      window.__sortieError !== undefined,
    id,
  )
  expect(await page.evaluate(() => window.__sortieError), 'window.__sortieError').toBeUndefined()
  await storageSettled(page) // hexes are measured on screen: the map must not move under them
  expect(errors).toEqual([])
}

const camera = (page: Page) => page.evaluate(() => window.__sortie!.camera()!)
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Map view' })
const ui = (page: Page) => page.evaluate(() => window.__sortie!.store!.getState().ui)
const overlay = (page: Page) => page.evaluate(() => window.__sortie!.overlay()!)

async function at(page: Page, label: string): Promise<{ x: number; y: number }> {
  const p = await page.evaluate((l) => window.__sortie!.hexToScreen(l), label)
  expect(p, `hex ${label} is on the map`).not.toBeNull()
  return p!
}

async function unitAt(page: Page, id: string): Promise<{ x: number; y: number }> {
  const p = await page.evaluate((u) => window.__sortie!.unitToScreen(u), id)
  expect(p, `unit ${id} is drawn`).not.toBeNull()
  return p!
}

const sorted = (xs: Iterable<string>) => [...xs].sort()

test('the map renders with WebGL and draws the game', async ({ page }) => {
  await openMap(page)
  expect(await page.evaluate(() => window.__sortie!.renderer)).toBe('webgl')
  await expect(page.locator('canvas')).toHaveCount(1)
  const stats = (await page.evaluate(() => window.__sortie!.stats()))!
  expect(stats.chunks).toBe(1)
  expect(stats.chitLooks).toBeGreaterThan(0)
  // every air unit of the scenario is on the map, at its base's hex
  for (const u of tutorial.scenario.airUnits) {
    const base = tutorial.scenario.bases.find((b) => b.id === u.base)!
    expect((await page.evaluate((id) => window.__sortie!.unit(id), u.id))?.hex, u.id).toBe(base.hex)
  }
})

for (const s of scenarios) {
  test(`${s.id} draws (screenshot)`, async ({ page }) => {
    await openMap(page, s.id)
    await page.mouse.move(0, 0) // no hover highlight
    await expect(page.getByTestId('map')).toHaveScreenshot(`map-${s.id}.png`, { timeout: 30_000 })
  })
}

test('a click selects the hex and its top unit; a stack spreads out and a chit in it selects that unit', async ({
  page,
}) => {
  await openMap(page)
  const kestrel = tutorial.scenario.airUnits.filter((u) => u.base === 'kestrel').map((u) => u.id)
  expect(kestrel.length).toBeGreaterThan(1)
  const p = await at(page, '0507')
  await page.mouse.click(p.x, p.y)
  await expect
    .poll(() => ui(page))
    .toMatchObject({ selectedHex: '0507', selectedUnit: kestrel[0], expandedStack: '0507' })
  expect(await overlay(page)).toMatchObject({
    selectedHex: '0507',
    selectedUnit: kestrel[0],
    expandedStack: '0507',
  })

  const third = await unitAt(page, kestrel[2])
  await page.mouse.click(third.x, third.y)
  await expect.poll(async () => (await ui(page)).selectedUnit).toBe(kestrel[2])
  expect((await ui(page)).selectedHex).toBe('0507')

  // a hex with nothing selects the hex alone and folds the stack
  const empty = await at(page, '0103')
  await page.mouse.click(empty.x, empty.y)
  await expect
    .poll(() => ui(page))
    .toMatchObject({ selectedHex: '0103', selectedUnit: null, expandedStack: null })
})

test('a drag pans the map without selecting; a wobble under the threshold still clicks', async ({ page }) => {
  await openMap(page)
  const before = await at(page, '1106')
  await page.mouse.move(before.x, before.y)
  await page.mouse.down()
  await page.mouse.move(before.x + 40, before.y + 20, { steps: 4 })
  await page.mouse.move(before.x + 120, before.y + 60, { steps: 4 })
  await page.mouse.up()
  const shift = async () => {
    const now = await at(page, '1106')
    return { dx: Math.round(now.x - before.x), dy: Math.round(now.y - before.y) }
  }
  await expect.poll(shift).toEqual({ dx: 120, dy: 60 })
  expect(await ui(page)).toMatchObject({ selectedHex: null, selectedUnit: null })

  const moved = await at(page, '1106')
  await page.mouse.move(moved.x, moved.y)
  await page.mouse.down()
  await page.mouse.move(moved.x + 2, moved.y + 1)
  await page.mouse.up()
  await expect.poll(async () => (await ui(page)).selectedHex).toBe('1106')
  expect(await shift()).toEqual({ dx: 120, dy: 60 })
})

test('touch: a tap selects, a finger drag pans without selecting, two fingers pinch-zoom', async ({
  page,
}) => {
  await openMap(page)
  /** Dispatches pointer events of pointerType 'touch' on the map canvas (Playwright's touchscreen only taps). */
  const touch = (steps: [type: string, id: number, x: number, y: number][]) =>
    page.evaluate((list) => {
      const canvas = document.querySelector('[data-testid=map] canvas')!
      for (const [type, id, x, y] of list)
        canvas.dispatchEvent(
          new PointerEvent(type, {
            pointerId: id,
            pointerType: 'touch',
            isPrimary: id === 1,
            clientX: x,
            clientY: y,
            button: 0,
            buttons: type === 'pointerup' ? 0 : 1,
            bubbles: true,
          }),
        )
    }, steps)
  const p = await at(page, '1109')
  // a finger wobbles more than a mouse: 5 px is still a tap
  await touch([
    ['pointerdown', 1, p.x, p.y],
    ['pointermove', 1, p.x + 4, p.y + 3],
    ['pointerup', 1, p.x + 4, p.y + 3],
  ])
  await expect.poll(async () => (await ui(page)).selectedHex).toBe('1109')
  await page.evaluate(() => window.__sortie!.store!.getState().select({ hex: null, unit: null }))

  await touch([
    ['pointerdown', 1, p.x, p.y],
    ['pointermove', 1, p.x - 30, p.y - 10],
    ['pointermove', 1, p.x - 60, p.y - 20],
    ['pointerup', 1, p.x - 60, p.y - 20],
  ])
  await expect
    .poll(async () => {
      const n = await at(page, '1109')
      return [Math.round(n.x - p.x), Math.round(n.y - p.y)]
    })
    .toEqual([-60, -20])
  expect((await ui(page)).selectedHex).toBeNull()

  const before = await camera(page)
  const q = await at(page, '0808')
  await touch([
    ['pointerdown', 1, q.x - 50, q.y],
    ['pointerdown', 2, q.x + 50, q.y],
    ['pointermove', 2, q.x + 150, q.y],
    ['pointerup', 2, q.x + 150, q.y],
    ['pointerup', 1, q.x - 50, q.y],
  ])
  await expect.poll(async () => (await camera(page)).scale / before.scale).toBeCloseTo(2, 5)
  expect((await ui(page)).selectedHex).toBeNull() // a pinch never clicks
})

test('the wheel zooms about the cursor', async ({ page }) => {
  await openMap(page)
  const cursor = await at(page, '0808')
  const other = await at(page, '1109')
  const before = await camera(page)
  await page.mouse.move(cursor.x + 7, cursor.y - 5)
  await page.mouse.wheel(0, -300)
  await expect.poll(async () => (await camera(page)).scale).toBeGreaterThan(before.scale * 1.2)
  const k = (await camera(page)).scale / before.scale
  // the point under the cursor stays put; every other point moves away from it by the zoom factor
  const c2 = await at(page, '0808')
  expect(c2.x).toBeCloseTo(cursor.x + 7 - 7 * k, 0)
  expect(c2.y).toBeCloseTo(cursor.y - 5 + 5 * k, 0)
  const o2 = await at(page, '1109')
  expect(o2.x - (cursor.x + 7)).toBeCloseTo((other.x - (cursor.x + 7)) * k, 0)
  expect(o2.y - (cursor.y - 5)).toBeCloseTo((other.y - (cursor.y - 5)) * k, 0)
})

test("the range overlay of a selected unit is exactly the rules module's range and return range", async ({
  page,
}) => {
  await openMap(page)
  expect((await overlay(page)).range).toEqual([])
  const p = await at(page, '0207') // Marsham: the Wellington on top
  await page.mouse.click(p.x, p.y)
  const top = tutorial.scenario.airUnits.find((u) => u.base === 'marsham')!.id
  await expect.poll(async () => (await overlay(page)).selectedUnit).toBe(top)
  const expected = rangeOverlay(start(), top)
  const o = await overlay(page)
  expect(o.range.length).toBeGreaterThan(10)
  expect(sorted(o.range)).toEqual(sorted(expected.range))
  expect(sorted(o.returnRange)).toEqual(sorted(expected.returnRange))
  // the toolbar switch hides it
  await toolbar(page).getByRole('checkbox', { name: 'Range', exact: true }).uncheck()
  await expect.poll(async () => (await overlay(page)).range).toEqual([])
})

test("the interception zone shows where the opponents' fighters could intercept (interceptionZone)", async ({
  page,
}) => {
  await openMap(page)
  await toolbar(page).getByRole('checkbox', { name: 'Interception', exact: true }).check()
  await expect.poll(async () => (await overlay(page)).interception.length).toBeGreaterThan(0)
  const o = await overlay(page)
  // nothing selected: the opponents of the side to decide (the Western Allies plan: the Axis)
  expect(o.interceptionSides).toEqual(['axis'])
  expect(sorted(o.interception)).toEqual(sorted(interceptionZone(start(), 'axis').keys()))
})

test('tracing by mouse: only legal hexes are offered; an illegal click keeps the route and says why', async ({
  page,
}) => {
  await openMap(page)
  await page.evaluate(() => window.__sortie!.store!.getState().startTracing('marsham', ['us-b17-1']))
  const s0 = start()
  await expect
    .poll(async () => sorted((await overlay(page)).next))
    .toEqual(sorted(traceLaunch(s0, 'marsham', ['us-b17-1'], []).next))
  expect((await overlay(page)).route).toEqual(['0207'])

  const legal = await at(page, '0307')
  await page.mouse.click(legal.x, legal.y)
  await expect.poll(async () => (await overlay(page)).route).toEqual(['0207', '0307'])
  const t1 = traceLaunch(s0, 'marsham', ['us-b17-1'], ['0307'])
  let o = await overlay(page)
  expect(sorted(o.next)).toEqual(sorted(t1.next))
  expect(o.mp).toEqual(t1.units.map(({ id, used, left }) => ({ id, used, left })))

  // 0607 is two hexes from 0307: the shortest legal path there is added
  expect(t1.next).not.toContain('0607')
  const far = await at(page, '0607')
  await page.mouse.click(far.x, far.y)
  const map = contextOf(tutorial.scenario).map
  const shortest = map.path(map.parseLoc('0307')!, map.parseLoc('0607')!)!.map((l) => map.locLabel(l))
  expect(shortest.length).toBeGreaterThan(1)
  await expect.poll(async () => (await ui(page)).tracing!.route).toEqual(['0307', ...shortest])
  // a hex of the route behind its head: refused, the route stays, the reason is in the store
  const back = await at(page, '0307')
  await page.mouse.click(back.x, back.y)
  await expect.poll(async () => (await ui(page)).traceRefusal).not.toBeNull()
  expect((await ui(page)).traceRefusal).toMatch(/0307/)
  o = await overlay(page)
  expect(o.route).toEqual(['0207', '0307', ...shortest])
  expect((await ui(page)).tracing!.route).toEqual(['0307', ...shortest])
})

test('tracing by keyboard: Tab picks a legal hex, Space adds it, Backspace takes it off, Enter launches', async ({
  page,
}) => {
  await openMap(page)
  await page.evaluate(() => window.__sortie!.store!.getState().startTracing('marsham', ['us-b17-1']))
  const map = page.getByRole('application', { name: 'Map' })
  await map.focus()
  const next0 = traceLaunch(start(), 'marsham', ['us-b17-1'], []).next
  await page.keyboard.press('Tab')
  await expect.poll(async () => (await ui(page)).hoverHex).toBe(next0[0])
  await page.keyboard.press('Tab')
  expect((await ui(page)).hoverHex).toBe(next0[1])
  await page.keyboard.press('Shift+Tab')
  expect((await ui(page)).hoverHex).toBe(next0[0])
  await page.keyboard.press('Space')
  await expect.poll(async () => (await ui(page)).tracing?.route).toEqual([next0[0]])
  await page.keyboard.press('Backspace')
  await expect.poll(async () => (await ui(page)).tracing?.route).toEqual([])
  // the cursor stayed on next0[0]: Tab moves on to next0[1]
  await page.keyboard.press('Tab')
  await page.keyboard.press('Space')
  await expect.poll(async () => (await ui(page)).tracing?.route).toEqual([next0[1]])
  await page.keyboard.press('Enter')
  await expect.poll(() => page.evaluate(() => window.__sortie!.store!.getState().game!.cursor)).toBe(1)
  expect((await ui(page)).tracing).toBeNull()
  expect((await page.evaluate(() => window.__sortie!.unit('us-b17-1')))?.aloft).toBe(true)
})

test('Tab cycles through every unit on the map and wraps; Shift+Tab goes back', async ({ page }) => {
  await openMap(page)
  await page.getByRole('application', { name: 'Map' }).focus()
  const n = tutorial.scenario.airUnits.length
  const seen: string[] = []
  for (let i = 0; i < n; i++) {
    await page.keyboard.press('Tab')
    seen.push((await ui(page)).selectedUnit!)
  }
  expect(sorted(seen)).toEqual(sorted(tutorial.scenario.airUnits.map((u) => u.id)))
  // the selected hex follows the unit
  const last = await page.evaluate((id) => window.__sortie!.unit(id)!.hex, seen[n - 1])
  expect((await ui(page)).selectedHex).toBe(last)
  await page.keyboard.press('Tab')
  expect((await ui(page)).selectedUnit).toBe(seen[0])
  await page.keyboard.press('Shift+Tab')
  expect((await ui(page)).selectedUnit).toBe(seen[n - 1])
  await expect(page.getByRole('application', { name: 'Map' })).toBeFocused()
})

test('Esc clears the selection, then leaves the map', async ({ page }) => {
  await openMap(page)
  const p = await at(page, '0507')
  await page.mouse.click(p.x, p.y)
  await expect.poll(async () => (await ui(page)).expandedStack).toBe('0507')
  const map = page.getByRole('application', { name: 'Map' })
  await map.focus()
  await page.keyboard.press('Escape')
  await expect
    .poll(() => ui(page))
    .toMatchObject({ selectedHex: null, selectedUnit: null, expandedStack: null })
  await expect(map).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeFocused()
})

test('centreOn centres the map on the hex', async ({ page }) => {
  await openMap(page)
  await page.getByRole('button', { name: 'Zoom in' }).click()
  await page.getByRole('button', { name: 'Zoom in' }).click()
  const box = (await page.getByTestId('map').boundingBox())!
  for (const hex of ['1109', '0203']) {
    await page.evaluate((h) => window.__sortie!.store!.getState().centreMap(h), hex)
    await expect
      .poll(async () => {
        const c = await at(page, hex)
        return [
          Math.abs(Math.round(c.x - (box.x + box.width / 2))),
          Math.abs(Math.round(c.y - (box.y + box.height / 2))),
        ]
      })
      .toEqual([0, 0])
  }
})

test('hovering a hex tells the store and shows what is there', async ({ page }) => {
  await openMap(page)
  const p = await at(page, '0507')
  await page.mouse.move(p.x - 20, p.y + 5)
  await expect.poll(async () => (await ui(page)).hoverHex).toBe('0507')
  const tip = page.locator('.map-hover')
  await expect(tip).toBeVisible()
  await expect(tip).toContainText('0507')
  await expect(tip).toContainText('Kestrel Field')
  await expect(tip).toContainText('3 air units at base')
  await page.mouse.move(2, 2)
  await expect.poll(async () => (await ui(page)).hoverHex).not.toBe('0507')
})

/** A short game in Node: the B-17 flies to 0706, one Me-109 intercepts, and one round is fought. */
function combatGame(): { actions: Action[]; state: GameState; events: GameEvent[] } {
  let s = start()
  const actions: Action[] = [
    {
      type: 'launch',
      base: 'marsham',
      units: ['us-b17-1'],
      mission: 'fly',
      target: '0706',
      path: ['0307', '0407', '0507', '0606', '0706'],
    },
  ]
  const events: GameEvent[] = []
  const step = (a: Action) => {
    const r = apply(s, a)
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.violation.message}`)
    s = r.state
    events.push(...r.events)
  }
  step(actions[0])
  let declared = false
  for (let i = 0; i < 40 && !events.some((e) => e.type === 'attack'); i++) {
    const legal = legalActions(s)
    const p = s.pending
    const a =
      p.kind === 'declare'
        ? ((!declared && p.side === 'axis'
            ? legal.find(
                (x) => x.type === 'declare' && x.groups.length === 1 && x.groups[0].units.length === 1,
              )
            : undefined) ?? legal.find((x) => x.type === 'pass'))
        : p.kind === 'preCombat'
          ? legal.find((x) => x.type === 'pass')
          : (legal.find((x) => x.type === 'attack') ??
            legal.find((x) => x.type !== 'pass' && x.type !== 'endStep' && x.type !== 'proposeCancel'))
    if (!a) throw new Error(`no action for ${p.kind}`)
    if (a.type === 'declare') declared = true
    actions.push(a)
    step(a)
  }
  return { actions, state: s, events }
}

test('the last combat and its results are marked; set-aside and aborted units stay where they are', async ({
  page,
}) => {
  const game = combatGame()
  const expected = lastCombat(game.state, [game.events])
  expect(expected).not.toBeNull()
  await openMap(page)
  const refused = await page.evaluate(
    (acts) => acts.map((a) => window.__sortie!.store!.getState().dispatch(a)).filter((v) => v !== null),
    game.actions,
  )
  expect(refused).toEqual([])
  const label = (loc: number) => contextOf(game.state.scenario).map.locLabel(loc)
  await expect
    .poll(async () => (await overlay(page)).lastCombat)
    .toEqual({ hex: label(expected!.loc), lines: expected!.lines })
  // every unit still aloft is drawn where it is, with its flight number and its state
  const aloft = Object.values(game.state.units).filter((x) => x.aloft)
  expect(aloft.length).toBeGreaterThan(0)
  for (const u of aloft) {
    const look = (await page.evaluate((id) => window.__sortie!.unit(id), u.id))!
    expect(look).toMatchObject({
      hex: label(u.aloft!.loc),
      aloft: true,
      setAside: u.aloft!.setAside,
      aborted: u.aborted,
      depleted: u.face === 'back',
      commitment: u.commitment,
    })
    expect(look.flight).toBe(Number(u.aloft!.flight.slice(1)))
  }
})

// ------------------------------------------------------------------ the pending decision

const pageState = (page: Page) =>
  page.evaluate(() => {
    const g = window.__sortie!.store!.getState().game!
    return JSON.parse(JSON.stringify(g.states[g.cursor])) as unknown
  }) as Promise<GameState>
const involved = (page: Page) =>
  page.evaluate(() => ({ hexes: window.__sortie!.involvedHexes(), units: window.__sortie!.involvedUnits() }))

/** Plays actions on the page's store as the other tests do; fails on a refusal. */
async function dispatchAll(page: Page, actions: Action[]): Promise<void> {
  const refused = await page.evaluate(
    (acts) => acts.map((a) => window.__sortie!.store!.getState().dispatch(a)).filter((v) => v !== null),
    actions,
  )
  expect(refused).toEqual([])
}

test('beside the interception and combat dialogs the map highlights the hexes and units involved', async ({
  page,
}) => {
  await openMap(page)
  const tutorialMap = contextOf(tutorial.scenario).map
  // The B-17 flies from Marsham to 0706 by the shortest route; the Axis may intercept it there from Dunenfeld (4.13).
  await dispatchAll(page, [
    { type: 'launch', base: 'marsham', units: ['us-b17-1'], mission: 'fly', target: '0706' },
  ])
  await expect(dialog(page).getByRole('heading', { level: 3 })).toContainText('Interception')
  let s = await pageState(page)
  expect(s.pending.kind).toBe('declare')
  if (s.pending.kind !== 'declare') return
  const declare = s.pending
  expect(declare).toMatchObject({
    side: 'axis',
    loc: '0706',
    interceptors: [{ base: 'dunenfeld', baseHex: '1106' }],
  })
  await expect
    .poll(() => involved(page))
    .toEqual({
      hexes: sorted(['0706', '1106']),
      units: sorted([
        ...declare.targets.flatMap((f) => s.flights[f].units),
        ...declare.interceptors.flatMap((o) => o.units.map((u) => u.id)),
      ]),
    })
  expect(sorted(declare.interceptors[0].units.map((u) => u.id))).toEqual(['de-me109-1', 'de-me109-2'])

  // Declare one Me-109: the launch dialog; the map shows its base, the unit and its automatic path.
  await dialog(page)
    .getByRole('checkbox', { name: /Me-109/ })
    .first()
    .check()
  await dialog(page)
    .getByRole('button', { name: /^Declare/ })
    .click()
  await expect(dialog(page).getByRole('heading', { level: 3 })).toContainText('Interceptor launch')
  s = await pageState(page)
  expect(s.pending.kind).toBe('launchInterceptors')
  if (s.pending.kind !== 'launchInterceptors') return
  const launch = s.pending
  await expect.poll(() => involved(page)).toEqual({ hexes: ['1106'], units: sorted(launch.bases[0].units) })
  expect((await overlay(page)).involved?.path).toEqual(['1106', ...launch.bases[0].autoPath])
  await dialog(page)
    .getByRole('button', { name: /^Launch from/ })
    .click()

  // Everyone passes until the air combat asks its first question (dialog shown): the combat's hex and units.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const st = window.__sortie!.store!.getState()
        for (let i = 0; i < 10; i++) {
          const g = st.game!
          const k = g.states[g.cursor].pending.kind
          if (k !== 'declare' && k !== 'preCombat') return k
          st.dispatch({ type: 'pass' })
        }
        return 'stuck'
      }),
    )
    .toMatch(/^(designate|attack|dumpOrdnance)$/)
  s = await pageState(page)
  expect(s.combat).not.toBeNull()
  await expect(dialog(page)).toBeVisible()
  const e = s.engagements[s.combat!.engagement]
  await expect
    .poll(() => involved(page))
    .toEqual({
      hexes: [tutorialMap.locLabel(e.loc)],
      units: sorted([...s.combat!.inRound, ...s.combat!.ground]),
    })
  expect(s.combat!.inRound).toEqual(expect.arrayContaining(['us-b17-1', launch.bases[0].units[0]]))
})

/** The B-17 launched with a route that ends at 0307, short of its target 0706: the owner moves it on hex by hex (4.12). */
function moveGame(): { actions: Action[]; state: GameState } {
  const actions: Action[] = [
    { type: 'launch', base: 'marsham', units: ['us-b17-1'], mission: 'fly', target: '0706', path: ['0307'] },
  ]
  const r = apply(start(), actions[0])
  if (!r.ok) throw new Error(r.violation.message)
  return { actions, state: r.state }
}

test('a move decision is answered on the map: a legal hex moves the flight, a hex further on flies the shortest path, its own hex flashes', async ({
  page,
}) => {
  const game = moveGame()
  const p = game.state.pending
  expect(p.kind).toBe('move')
  if (p.kind !== 'move') return
  expect(p).toMatchObject({ side: 'allies', loc: '0307' })
  await openMap(page)
  await dispatchAll(page, game.actions)
  await expect
    .poll(async () => (await overlay(page)).involved)
    .toEqual({ kind: 'move', hexes: ['0307'], units: ['us-b17-1'], next: p.next, path: [] })

  // the flight's own hex is no move: refused on the map, nothing changes (not even the selection)
  const cursor = () => page.evaluate(() => window.__sortie!.store!.getState().game!.cursor)
  const before = await cursor()
  const own = await at(page, '0307')
  await page.mouse.click(own.x, own.y)
  expect(await cursor()).toBe(before)
  expect(await ui(page)).toMatchObject({ selectedHex: null, selectedUnit: null })
  expect((await page.evaluate(() => window.__sortie!.unit('us-b17-1')))?.hex).toBe('0307')

  // 0407 is a legal next hex: one click moves the B-17 there (read from the store's game state)
  expect(p.next).toContain('0407')
  const legal = await at(page, '0407')
  await page.mouse.click(legal.x, legal.y)
  await expect.poll(cursor).toBe(before + 1)
  const label = (loc: number) => contextOf(tutorial.scenario).map.locLabel(loc)
  let s = await pageState(page)
  expect(label(s.units['us-b17-1'].aloft!.loc)).toBe('0407')
  expect(s.flights[p.flight].path.map(label)).toEqual(['0207', '0307', '0407'])

  // the keyboard too: Tab picks the first legal hex, Space moves there
  const r = apply(game.state, { type: 'move', flight: p.flight, path: ['0407'] })
  if (!r.ok) throw new Error(r.violation.message)
  const p2 = r.state.pending
  expect(p2.kind).toBe('move')
  if (p2.kind !== 'move') return
  await expect.poll(async () => (await overlay(page)).involved?.next).toEqual(p2.next)
  await page.getByRole('application', { name: 'Map' }).focus()
  await page.keyboard.press('Tab')
  await expect.poll(async () => (await ui(page)).hoverHex).toBe(p2.next[0])
  await page.keyboard.press('Space')
  await expect.poll(cursor).toBe(before + 2)
  s = await pageState(page)
  expect(label(s.units['us-b17-1'].aloft!.loc)).toBe(p2.next[0])

  // a hex further on: one click flies the shortest legal path there, as one move
  const p3 = (await pageState(page)).pending
  expect(p3.kind).toBe('move')
  if (p3.kind !== 'move') return
  const farther = ['0706', '0806', '0906'].find((h) => !p3.next.includes(h) && h !== p3.loc)!
  const there = await at(page, farther)
  await page.mouse.click(there.x, there.y)
  await expect.poll(cursor).toBe(before + 3)
  const move = await page.evaluate(() => window.__sortie!.store!.getState().game!.actions.at(-1))
  expect(move).toMatchObject({ type: 'move', flight: p.flight })
  const path = (move as { path: string[] }).path
  expect(path.length).toBeGreaterThan(1)
  expect(path.at(-1)).toBe(farther)
})

test("an interceptor route being edited continues with the rules' automatic rest; the automatic path is then not drawn", async ({
  page,
}) => {
  // The B-17 flies to 0706; the Axis declares one Me-109 from Dunenfeld (1106), whose launch waits (4.13).
  const actions: Action[] = [
    { type: 'launch', base: 'marsham', units: ['us-b17-1'], mission: 'fly', target: '0706' },
    { type: 'declare', groups: [{ base: 'dunenfeld', units: ['de-me109-1'] }] },
  ]
  let s = start()
  for (const a of actions) {
    const r = apply(s, a)
    if (!r.ok) throw new Error(r.violation.message)
    s = r.state
  }
  const p = s.pending
  expect(p.kind).toBe('launchInterceptors')
  if (p.kind !== 'launchInterceptors') return
  await openMap(page)
  await dispatchAll(page, actions)
  await expect
    .poll(async () => (await overlay(page)).involved?.path)
    .toEqual(['1106', ...p.bases[0].autoPath])

  await page.evaluate(
    (e) => window.__sortie!.store!.getState().startInterceptorPath(e, 'dunenfeld'),
    p.engagement,
  )
  const t0 = traceInterceptors(s, p.engagement, 'dunenfeld', [])
  await expect.poll(async () => sorted((await overlay(page)).next)).toEqual(sorted(t0.next))
  expect((await overlay(page)).rest).toEqual(t0.rest)
  const hex = t0.next[0]
  const c = await at(page, hex)
  await page.mouse.click(c.x, c.y)
  await expect.poll(async () => (await overlay(page)).route).toEqual(['1106', hex])
  const t1 = traceInterceptors(s, p.engagement, 'dunenfeld', [hex])
  const o = await overlay(page)
  expect(o.rest).toEqual(t1.rest)
  expect(o.rest[o.rest.length - 1] ?? hex).toBe('0706')
  expect(o.involved).toMatchObject({
    kind: 'launchInterceptors',
    hexes: ['1106'],
    units: ['de-me109-1'],
    path: [],
  })
})
