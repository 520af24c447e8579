// Spec §15 T-11 (the rulebook example of 4.15: Whitley, Spitfire and Hampden), the air part, played
// end to end in the browser the way a player would: the Whitley's mission planned by clicking its
// base and tracing the route hex by hex on the map, the Spitfire collected over Hull, every German
// window and the interception answered in the dialogs, the Hampden launched before combat, the
// attacks rolled (every German attack rolls a natural 6, as in the rulebook: all miss), the Whitley
// aborted (Round 2 skipped), everyone landed, and the scenario's end panel. The dice are forced;
// every decision goes through the page. The rules-level version of the
// example is src/rules/systems/aeto/engine/t11.test.ts (on its own small map; this scenario adds an Me-110 at
// Husum, so Germany intercepts with three fighters).
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { attackPreview } from '../src/rules/systems/aeto'
import {
  collectErrors,
  hexToScreen,
  openApp,
  waitForScenario,
  gameStateOf,
  gameCursor as cursor,
  decisionDialog as dialog,
} from './helpers'

const T11 = JSON.parse(readFileSync(new URL('../public/scenarios/t11-whitley.json', import.meta.url), 'utf8'))
/** The three German attacks on the Whitley (4.16): natural 6s, which always miss. */
const DICE = [6, 6, 6]
/** The Whitley's route from Liverpool (0519): over Hull (1019), 1317 where the Spitfire stops, 1316 where it is intercepted, to the task force at 1613. */
const ROUTE = [
  '0619',
  '0719',
  '0819',
  '0919',
  '1019',
  '1119',
  '1118',
  '1217',
  '1317',
  '1316',
  '1415',
  '1515',
  '1514',
  '1613',
]

test.use({ reducedMotion: 'reduce' })

const UK = 'WWestern Allies'
const DE = 'AAxis'
const decision = (page: Page) => page.getByTestId('decision')

async function clickHex(page: Page, label: string): Promise<void> {
  const at = await hexToScreen(page, label)
  await page.mouse.click(at.x, at.y)
}

/** The dialog on screen: its heading (side, title, rule) and its prompt, word for word. */
async function expectDialog(
  page: Page,
  side: string,
  title: string,
  rule: string,
  prompt: string,
): Promise<void> {
  await expect(dialog(page).getByRole('heading', { level: 3 })).toHaveText(`${side} ${title} (rule ${rule})`)
  await expect(dialog(page).locator('.dialog-prompt')).toHaveText(`${side.replace(/^[WA]/, '')}: ${prompt}`)
}

/** Clicks a dialog button and waits until the rules have played the action. */
async function answer(page: Page, button: RegExp): Promise<void> {
  const before = await cursor(page)
  await dialog(page).getByRole('button', { name: button }).click()
  await expect.poll(() => cursor(page)).toBeGreaterThan(before)
}

/** Before combat the UK launches the Hampden from Scapa Flow to join the mission (A-21, T-11 step 8). */
async function launchHampden(page: Page): Promise<void> {
  const st = await gameStateOf(page)
  expect(st.pending).toMatchObject({
    kind: 'preCombat',
    side: 'allies',
    joinMissionFor: 'M1',
    launch: [{ base: 'scapa-flow', units: [{ id: 'uk-hampden' }] }],
  })
  const join = dialog(page).getByRole('region', { name: 'Launch more flights of the mission' })
  await expect(join).toContainText('Launch more flights of the mission (4.9, 4.15): 1 base can')
  const before = await cursor(page)
  await join.getByRole('checkbox', { name: /Hampden/ }).check()
  await join.getByRole('button', { name: 'Launch from Scapa Flow (0708) to join the mission' }).click()
  await expect.poll(() => cursor(page)).toBeGreaterThan(before)
}

/** The log (its own tab) shows these lines, in this order among its entries; then back to the decision. */
async function expectLog(page: Page, lines: string[]): Promise<void> {
  await page.getByRole('tab', { name: 'Log' }).click()
  const entries = page.locator('#panel-log').getByTestId('log-entry')
  await expect(entries.last()).toBeVisible()
  const all = await entries.allInnerTexts()
  let from = 0
  for (const line of lines) {
    const i = all.findIndex((t, k) => k >= from && t.includes(line))
    expect(i, `log line "${line}" (after entry ${from})`).toBeGreaterThanOrEqual(0)
    from = i + 1
  }
  await page.getByRole('tab', { name: 'Situation' }).click()
}

for (const hotSeat of [false, true]) {
  test(`T-11 (4.15): the Whitley, the Spitfire and the Hampden, played through the map and the dialogs${hotSeat ? ', hot-seat with the hand-over screen' : ''}`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const errors = collectErrors(page)
    await openApp(page)
    // Hot-seat: whenever the deciding side changes, the hand-over screen hides the board and the
    // decision until the next player says who they are.
    const handOvers: string[] = []
    if (hotSeat) {
      await page.evaluate(() => window.__sortieStore!.getState().setSession({ handOver: true }))
      await page.addLocatorHandler(page.getByRole('dialog', { name: /Hand over to/ }), async (screen) => {
        // The board and the decision are inert, hidden from assistive technology, and covered.
        await expect(page.locator('main.app-main')).toHaveAttribute('aria-hidden', 'true')
        await expect(page.locator('main.app-main')).toHaveAttribute('inert', '')
        expect(await screen.boundingBox()).toEqual({ x: 0, y: 0, width: 1024, height: 700 })
        const button = screen.getByRole('button', { name: /^I am the .* player/ })
        handOvers.push((await button.textContent()) ?? '')
        await button.click()
      })
    }
    await page.evaluate(
      ({ json, dice }) => {
        if (!window.__sortieStore!.getState().loadScenario(json, 't11-whitley', { seed: 1, dice }))
          throw new Error('load failed')
      },
      { json: T11, dice: DICE },
    )
    await waitForScenario(page, 't11-whitley')
    await expect(page.getByTestId('phasing')).toContainText('Western Allies')

    // Steps 3–4: the UK launches the Whitley from Liverpool: select the base on the map, tick the
    // Whitley, trace the route hex by hex.
    await expect(decision(page).locator('p.prompt')).toHaveText(
      'Launch a mission from one of your bases, or end the Air Movement Step. (4.1)',
    )
    await clickHex(page, '0519')
    const form = decision(page).getByRole('group', { name: 'Plan a mission from Liverpool (0519)' })
    await expect(form.getByRole('checkbox')).toHaveCount(1)
    await form.getByRole('checkbox', { name: /Whitley/ }).check()
    await form.getByRole('button', { name: 'Trace the route' }).click()
    const trace = page.getByTestId('trace-panel')
    await expect(trace.getByTestId('route')).toContainText('Route: 0519 — click the next hex on the map')
    for (const [i, hex] of ROUTE.entries()) {
      await clickHex(page, hex)
      await expect(trace.getByTestId('route')).toHaveText(
        `Route: ${['0519', ...ROUTE.slice(0, i + 1)].join(' → ')}`,
      )
    }
    // 14 hexes of the Whitley's 16 (4.12)
    await expect(trace.locator('table.mp tbody tr')).toHaveText(['Whitley142'])
    await trace.getByRole('button', { name: /^Launch/ }).click()

    // Step 4: over Hull the flight may collect the Spitfire (4.9).
    await expectDialog(
      page,
      UK,
      'Collect units',
      '4.9',
      'Your flight is over a friendly base at 1019: collect units to fly with it, or none.',
    )
    await expect(
      dialog(page).getByRole('group', { name: 'Ready at Hull (1019)' }).getByRole('checkbox'),
    ).toHaveCount(1)
    await dialog(page).getByRole('checkbox', { name: 'Spitfire F 4-4/3' }).check()
    await answer(page, /^Collect Enter/)

    // Germany's windows as the flight flies on: 1217 and 1317 (only Westerland's Me-109s reach 1217).
    await expectDialog(
      page,
      DE,
      'Interception',
      '4.13',
      'Enemy flight (2 units) enters 1217: intercept or pass.',
    )
    await expect(dialog(page).getByRole('checkbox', { name: /Me-109/ })).toHaveCount(2)
    await expect(dialog(page).getByRole('checkbox', { name: /Me-110/ })).toHaveCount(0)
    await answer(page, /^Pass/)
    await expectDialog(
      page,
      DE,
      'Interception',
      '4.13',
      'Enemy flight (2 units) enters 1317: intercept or pass.',
    )
    await answer(page, /^Pass/)
    // Step 5: the Spitfire has flown 4 hexes beyond Hull, its whole range, and stops at 1317; the
    // German window for the stopped Spitfire: pass.
    await expectDialog(
      page,
      DE,
      'Interception',
      '4.13',
      'Enemy flight (1 unit) stops at 1317: intercept or pass.',
    )
    await expect(
      dialog(page).getByRole('heading', { name: 'The enemy flight at 1317 (it has stopped there)' }),
    ).toBeVisible()
    await expect(dialog(page).getByTestId('declare-targets')).toHaveText(
      /^Intercept this flight: F\d+: Spitfire F 4-4\/3\.$/,
    )
    await answer(page, /^Pass/)
    await expectLog(page, [
      'Whitley launches from Liverpool (0519) to fly to 1613 (4.1).',
      'Spitfire joins the flight over 1019 (collected, 4.9).',
      'Axis does not intercept at 1217 (4.13).',
      'Axis does not intercept at 1317 (4.13).',
      'Spitfire reaches the limit of its range and stops at 1317 (4.12, 4.15).',
      'Whitley enters 1316 (4.12).',
      'Axis does not intercept at 1317 (4.13).',
    ])

    // Step 6: the Whitley enters 1316; Germany intercepts with all its eligible fighters (E1).
    await expectDialog(
      page,
      DE,
      'Interception',
      '4.13',
      'Enemy flight (1 unit) enters 1316: intercept or pass.',
    )
    await expect(
      dialog(page).getByRole('heading', { name: 'The enemy flight at 1316 (it has just entered the hex)' }),
    ).toBeVisible()
    await expect(dialog(page).locator('legend')).toHaveText(['From Westerland (1617)', 'From Husum (1718)'])
    await expect(
      dialog(page)
        .getByRole('checkbox', { name: /Me-109/ })
        .first()
        .locator('..'),
    ).toContainText('interception range 4, distance 3')
    await expect(
      dialog(page)
        .getByRole('checkbox', { name: /Me-110/ })
        .locator('..'),
    ).toContainText('interception range 4, distance 4')
    await dialog(page)
      .getByRole('checkbox', { name: /Me-109/ })
      .nth(0)
      .check()
    await dialog(page)
      .getByRole('checkbox', { name: /Me-109/ })
      .nth(1)
      .check()
    await dialog(page)
      .getByRole('checkbox', { name: /Me-110/ })
      .check()
    await answer(page, /^Declare/)
    await expect(page.getByTestId('breadcrumb')).toHaveText('Interception at 1316')

    // Step 7: the German fighters take off, one base at a time; the UK has no fighter left to
    // counter-intercept, so no window opens on their way.
    await expectDialog(
      page,
      DE,
      'Interceptor launch',
      '4.13',
      'Launch your interceptors for 1316, one base at a time.',
    )
    await expect(dialog(page)).toContainText('Automatic path: 1517 → 1416 → 1316')
    await answer(page, /^Launch from Westerland/)
    await expectDialog(
      page,
      DE,
      'Interceptor launch',
      '4.13',
      'Launch your interceptors for 1316, one base at a time.',
    )
    await expect(dialog(page)).toContainText('Automatic path: 1617 → 1517 → 1416 → 1316')
    await answer(page, /^Launch from Husum/)

    // Step 8: all have arrived; Germany decides first before combat and passes; the UK launches the
    // Hampden from Scapa Flow as part of the same mission: no German fighter is left to
    // intercept it, and it reaches the task force.
    await expectDialog(
      page,
      DE,
      'Before combat',
      '4.16',
      'Before combat at 1316: add interceptors, propose to cancel, or pass.',
    )
    await answer(page, /^Pass/)
    await expectDialog(
      page,
      UK,
      'Before combat',
      '4.16',
      'Before combat at 1316: launch more flights of the mission, propose to cancel, or pass.',
    )
    await expect(dialog(page).getByTestId('breadcrumb')).toHaveText('Interception at 1316')
    await launchHampden(page)
    await expectLog(page, [
      'Axis declares an interception of Whitley at 1316: Me-109 and Me-109 from Westerland; Me-110 from Husum (4.13).',
      'Me-109 and Me-109 arrive at 1316 to intercept (4.13).',
      'Me-110 arrives at 1316 to intercept (4.13).',
      'Axis has nothing more to bring to 1316 (4.16).',
      'Hampden launches from Scapa Flow (0708) to fly to 1613 (4.1).',
      'Hampden arrives over the target 1613 (4.12).',
    ])
    expect(await page.evaluate(() => window.__sortie!.unit('uk-hampden'))).toMatchObject({
      hex: '1613',
      aloft: true,
    })

    // Step 9: both pass; the combat at 1316, Round 1.
    await expectDialog(
      page,
      DE,
      'Before combat',
      '4.16',
      'Before combat at 1316: add interceptors, propose to cancel, or pass.',
    )
    await answer(page, /^Pass/)
    await expectDialog(
      page,
      UK,
      'Before combat',
      '4.16',
      'Before combat at 1316: launch more flights of the mission, propose to cancel, or pass.',
    )
    await answer(page, /^Pass/)
    await expectDialog(
      page,
      DE,
      'Designate bomber-attackers',
      '4.16',
      'Round 1: designate which of your fighters will attack enemy bombers.',
    )
    await expect(dialog(page).getByRole('group', { name: 'Air combat, round 1' })).toContainText(
      'Round 1; Western Allies was first in the location (4.16).',
    )
    for (const box of await dialog(page).getByRole('checkbox').all()) await box.check()
    await answer(page, /^Designate Enter/)

    // Every German fighter attacks the Whitley, its only target; the odds shown are the rules' own.
    const attacks: [string, RegExp, number, number, string][] = [
      [
        'de-me109-1',
        /Me-109/,
        0,
        7,
        'Round 1: Me-109 attacks Whitley: target number 7, roll 6: miss (a natural 6 always misses (4.16)) (4.16).',
      ],
      [
        'de-me109-2',
        /Me-109/,
        0,
        7,
        'Round 1: Me-109 attacks Whitley: target number 7, roll 6: miss (a natural 6 always misses (4.16)) (4.16).',
      ],
      [
        'de-me110-1',
        /Me-110/,
        0,
        5,
        'Round 1: Me-110 attacks Whitley: target number 5, roll 6: miss (4.16).',
      ],
    ]
    for (const [id, name, nth, atn, rolled] of attacks) {
      await expectDialog(
        page,
        DE,
        'Air combat: attack',
        '4.16',
        'Round 1: choose an attacker and its target, or end your attacks.',
      )
      await dialog(page).getByRole('radio', { name }).nth(nth).check()
      const targets = dialog(page).getByTestId('targets')
      await expect(targets.getByRole('radio')).toHaveCount(1)
      await targets.getByRole('radio', { name: /Whitley/ }).check()
      const pv = attackPreview(await gameStateOf(page), id, 'uk-whitley')
      expect(pv.atn.atn).toBe(atn) // Me-109 4-4/3: 4 + 3 − 0; Me-110 3-6/2: 3 + 2 − 0 (4.16)
      const pct = (x: number) => `${(Math.round(x * 1000) / 10).toFixed(1)}%`
      await expect(page.getByTestId('odds')).toContainText(`Air target number ${atn}`)
      await expect(page.getByTestId('odds-line')).toHaveText(
        `Hit ${pct(pv.odds.hit)} · Abort ${pct(pv.odds.abort)} · Miss ${pct(pv.odds.miss)}`,
      )
      await expect(page.getByTestId('odds-line')).toHaveText('Hit 66.7% · Abort 16.7% · Miss 16.7%')
      await answer(page, /^Attack and roll/)
      const roll = page.getByTestId('roll')
      await expect(roll).toHaveCount(1)
      await expect(roll.locator('.roll-head .die')).toHaveText('6')
      await expect(roll.locator('.roll-head')).toContainText(rolled)
      await expect(roll.locator('li')).toHaveText([
        'Die (air combat attack): 6 (scripted)',
        new RegExp(`^Target number ${atn} = `),
        'Result: miss',
      ])
    }
    // The Whitley (a bomber) cannot attack: the UK gets no attack decision.

    // Step 10: Round 1 step 5, hidden voluntary aborts: the UK aborts the Whitley; Germany none.
    await expectDialog(
      page,
      UK,
      'Voluntary abort (hidden)',
      '4.16',
      'Choose units to abort voluntarily; the other side will not see your choice until it has made its own.',
    )
    await dialog(page)
      .getByRole('checkbox', { name: /Whitley/ })
      .check()
    await answer(page, /^Abort these/)
    await expectDialog(
      page,
      DE,
      'Voluntary abort (hidden)',
      '4.16',
      'Choose units to abort voluntarily; the other side will not see your choice until it has made its own.',
    )
    await expect(dialog(page).getByRole('checkbox')).toHaveCount(3)
    await answer(page, /^Abort none/)

    // No UK unit remains: Round 2 is skipped; E1 is resolved; the Germans are set aside. There is no
    // survivor of the Whitley's flight to continue, so the UK is back to planning.
    await expect(decision(page).locator('p.prompt')).toHaveText(
      'Launch a mission from one of your bases, or end the Air Movement Step. (4.1)',
    )
    await expect(page.getByTestId('breadcrumb')).toHaveCount(0)
    await expectLog(page, [
      'Air combat at 1316: Western Allies (Whitley) against Axis (Me-109, Me-109 and Me-110) (4.16).',
      'Axis: Me-109, Me-109 and Me-110 will attack bombers this round (4.16).',
      'Round 1: Me-109 attacks Whitley: target number 7, roll 6: miss',
      'Round 1: Me-109 attacks Whitley: target number 7, roll 6: miss',
      'Round 1: Me-110 attacks Whitley: target number 5, roll 6: miss',
      'Western Allies aborts Whitley (4.16).',
      'Axis aborts nothing (4.16).',
      'The air combat at 1316 is over (4.16).',
      'Me-109 and Me-109 are set aside at 1316 until the end of the Step (4.13).',
      'Me-110 is set aside at 1316 until the end of the Step (4.13).',
    ])
    await page.getByRole('tab', { name: 'Log' }).click()
    await expect(page.locator('#panel-log').getByText('Round 2 at 1316')).toHaveCount(0)
    await page.getByRole('tab', { name: 'Situation' }).click()
    const mid = await gameStateOf(page)
    expect(mid.engagements.E1.status).toBe('resolved')
    expect(mid.units['uk-whitley']).toMatchObject({
      face: 'front',
      eliminated: false,
      aborted: true,
      commitment: 'current',
      aloft: { setAside: true },
    })
    expect(mid.units['uk-spitfire']).toMatchObject({
      aborted: false,
      commitment: 'current',
      aloft: { setAside: false },
    })
    expect(mid.flights[mid.units['uk-spitfire'].aloft!.flight].status).toBe('stopped')
    expect(mid.flights[mid.units['uk-hampden'].aloft!.flight].status).toBe('arrived')
    for (const id of ['de-me109-1', 'de-me109-2', 'de-me110-1'])
      expect(mid.units[id]).toMatchObject({
        aborted: false,
        commitment: 'current',
        aloft: { setAside: true },
      })

    // The end of the Step: everyone returns (4.2). The Whitley may land at a bomber-launch base:
    // Liverpool or Scapa Flow; the UK sends it to Scapa Flow.
    await decision(page).getByRole('button', { name: 'End Air Movement Step' }).click()
    await expectDialog(
      page,
      UK,
      'Return to base',
      '4.2',
      'Choose where your aloft units land; each may return to its own base.',
    )
    const whitley = dialog(page).getByRole('combobox', { name: /Whitley/ })
    await expect(whitley.locator('option')).toHaveText(['Liverpool (0519)', 'Scapa Flow (0708)'])
    await expect(
      dialog(page)
        .getByRole('combobox', { name: /Spitfire/ })
        .locator('option'),
    ).toHaveText(['Hull (1019)'])
    await expect(
      dialog(page)
        .getByRole('combobox', { name: /Hampden/ })
        .locator('option'),
    ).toHaveText(['Scapa Flow (0708)'])
    await whitley.selectOption({ label: 'Scapa Flow (0708)' })
    await answer(page, /^Land/)

    await expectLog(page, [
      'Hampden returns from 1613 to Scapa Flow (4.2).',
      'Whitley returns from 1316 to Scapa Flow (4.2).',
      'Spitfire returns from 1317 to Hull (4.2).',
      'Me-109 returns from 1316 to Westerland (4.2).',
      'Me-109 returns from 1316 to Westerland (4.2).',
      'Me-110 returns from 1316 to Husum (4.2).',
    ])

    // The final state (t11.test.ts): every unit at its base, undamaged, uncommitted again (4.27).
    const end = await gameStateOf(page)
    const ids = ['uk-whitley', 'uk-spitfire', 'uk-hampden', 'de-me109-1', 'de-me109-2', 'de-me110-1']
    expect(
      ids.map((id) => [
        id,
        end.units[id].base,
        end.units[id].aloft,
        end.units[id].face,
        end.units[id].eliminated,
        end.units[id].commitment,
      ]),
    ).toEqual([
      ['uk-whitley', 'scapa-flow', null, 'front', false, 'none'],
      ['uk-spitfire', 'hull', null, 'front', false, 'none'],
      ['uk-hampden', 'scapa-flow', null, 'front', false, 'none'],
      ['de-me109-1', 'westerland', null, 'front', false, 'none'],
      ['de-me109-2', 'westerland', null, 'front', false, 'none'],
      ['de-me110-1', 'husum', null, 'front', false, 'none'],
    ])
    // …and the map draws them there.
    const look = await page.evaluate((xs) => xs.map((id) => window.__sortie!.unit(id)), ids)
    expect(look.map((u) => [u?.hex, u?.aloft, u?.depleted])).toEqual([
      ['0708', false, false],
      ['1019', false, false],
      ['0708', false, false],
      ['1617', false, false],
      ['1617', false, false],
      ['1718', false, false],
    ])

    // The scenario ends after its one Naval and Air Phase (4.1): the end panel sums up the losses.
    expect(end.pending.kind).toBe('over')
    const over = page.getByTestId('scenario-over')
    await expect(over.getByRole('heading', { level: 2 })).toHaveText('Scenario over')
    await expect(over.locator('p.prompt')).toHaveText(
      'Rulebook example (4.15): Whitley, Spitfire and Hampden: its 1 Naval and Air Phase has been played (4.1).',
    )
    const summary = over.getByTestId('scenario-summary').getByRole('listitem')
    await expect(summary).toHaveCount(2)
    await expect(summary.nth(0)).toContainText(
      'Western Allies: no unit eliminated, no unit depleted; 1 Air Movement Step played',
    )
    await expect(summary.nth(1)).toContainText(
      'Axis: no unit eliminated, no unit depleted; 0 Air Movement Steps played',
    )
    await expect(page.locator('.decision-dialog')).toHaveCount(0)
    if (hotSeat) {
      // By default the screen passes only before a private choice (docs/guide.md, "Hot-seat"): here the
      // hidden voluntary aborts after Round 1, each side in turn; Germany's interceptions, the
      // combat's choices and the UK's return to base are made openly at the table.
      expect(handOvers.length).toBeGreaterThanOrEqual(2)
      expect(handOvers.length, `only before private choices: ${handOvers.join(' | ')}`).toBeLessThanOrEqual(4)
      expect(
        handOvers.every((t, i) => i === 0 || t !== handOvers[i - 1]),
        `alternating: ${handOvers.join(' | ')}`,
      ).toBe(true)
    }
    expect(errors).toEqual([])
  })
}
