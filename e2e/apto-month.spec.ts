// An APTO month played through the screen, hot-seat, from its Weather Phase to the next month's:
// the built-in scenario "Superfortresses over Japan, November 1944". The Weather Phase's dialog
// shows the Turn Track's box and the Severe zone's odds; the month is Wet and halves strength over
// Japan (die 4, then 5 + 3). In the Strategic Bombing Step four B-29s from Saipan raid Tokyo; Japan
// intercepts them with Iwo Jima's A6M on the way (two misses, 6 and 6); over Tokyo the raid's
// dialog shows each bomber halved by the weather, the column, the B-29 +4 and the exact odds before
// the roll (3 + 4): Japan loses 12 EP. The United States, holding the Initiative, performs its
// Naval and Air Phase first: the carrier Essex's Helldiver, escorted by a Hellcat, strikes the
// convoy docked at Chichi Jima, found by reconnaissance (the report's die 6; attacks 4 + 3 and
// 5 + 5). Japan's step, the Offensive Phase and the End Phase pass; December's Weather Phase opens.
import { expect, test, type Page } from '@playwright/test'
import {
  decisionDialog as dialog,
  gameCursor,
  hexToScreen,
  loadBuiltInWithDice,
  openApp,
  pendingKind,
  takeBoard,
} from './helpers'

test.use({ reducedMotion: 'reduce' })

const pending = (page: Page) =>
  page.evaluate(() => {
    const g = window.__sortieStore!.getState().game!
    const p = g.states[g.cursor].pending
    return { kind: p.kind, side: p.side ?? null, loc: p.loc ?? null }
  })

/** Clicks and waits for the game to move on. */
async function answer(page: Page, click: () => Promise<void>): Promise<void> {
  const before = await gameCursor(page)
  await click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  await takeBoard(page)
}

/**
 * Answers the air-combat decisions through their dialogs until `kind` is due: Japan intercepts with
 * the A6M at 1212 only and attacks a B-29 each round; every other window is passed.
 */
async function playRaidUntil(page: Page, kind: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    await takeBoard(page)
    const p = await pending(page)
    if (p.kind === kind) return
    const d = dialog(page)
    await expect(d).toHaveAttribute('data-kind', p.kind)
    if (p.kind === 'declare' && p.loc === '1212') {
      await d.getByRole('checkbox', { name: /A6M Zero/ }).check()
      await answer(page, () => d.getByRole('button', { name: /^Declare/ }).click())
    } else if (p.kind === 'declare' || p.kind === 'preCombat')
      await answer(page, () => d.getByRole('button', { name: /^Pass/ }).click())
    else if (p.kind === 'designate') {
      for (const box of await d.getByRole('checkbox').all()) await box.check()
      await answer(page, () => d.locator('.dialog-buttons button.primary').click())
    } else if (p.kind === 'attack')
      await answer(page, () => d.getByRole('button', { name: /^Attack and roll/ }).click())
    else if (p.kind === 'voluntaryAbort')
      await answer(page, () => d.getByRole('button', { name: /^Abort none/ }).click())
    else if (p.kind === 'remain') await answer(page, () => d.getByRole('button', { name: /^Stay/ }).click())
    else await answer(page, () => d.locator('.dialog-buttons button.primary').click()) // launching the interceptors, continuing after combat
  }
  throw new Error(`no ${kind} decision`)
}

async function openPlanAt(page: Page, hex: string): Promise<void> {
  await page.evaluate((h) => window.__sortieStore!.getState().centreMap(h), hex)
  const at = await hexToScreen(page, hex)
  await page.mouse.click(at.x, at.y)
}

test('an APTO month, hot-seat: the weather, a B-29 raid on Tokyo intercepted on the way, a carrier strike, to the next Weather Phase', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await openApp(page)
  await page.evaluate(() =>
    window.__sortieStore!.getState().setSession({ handOver: true, handOverWhen: 'everyChange' }),
  )
  await loadBuiltInWithDice(page, 'marianas-1944', [4, 5, 3, 6, 6, 3, 4, 6, 4, 3, 5, 5])
  await takeBoard(page)
  await expect(page.getByTestId('turn')).toContainText('November 1944')

  // The Weather Phase: the Turn Track's box and the Severe zone's tables, with their odds, before the dice.
  await expect.poll(() => pendingKind(page)).toBe('weather')
  const w = dialog(page)
  await expect(w).toContainText('Weather Phase: November 1944')
  await expect(w.getByTestId('weather-box')).toHaveText(
    'The Turn Track gives F1-2 W3-6: one die chooses — Fair on 1–2 (2 in 6), Wet on 3–6 (4 in 6). (Part 1)',
  )
  // In a Wet month the Severe zone is Wet and rolls on its table (1.3); the Moderate zone stays Fair.
  const severe = w.getByTestId('weather-odds').getByRole('row', { name: /^Wet Wet/ })
  await expect(severe).toHaveText(
    'WetWet2–7 no effect (21/36) · 8–9 strength halved (9/36) · 10–11 strength and range halved (5/36) · 12 all air grounded (1/36) (1.3)',
  )
  await answer(page, () => w.getByRole('button', { name: 'Determine the weather' }).click())
  await expect(page.getByTestId('weather')).toHaveText(
    'Wet — Pacific Severe Zone: Wet, strength halved · Pacific Moderate Zone: Fair',
  )

  // The Strategic Bombing Step: the United States plans the raid from Isley Field, Saipan (1217) on Tokyo (1602).
  await expect(page.getByTestId('phase')).toHaveText('Strategic Warfare Phase')
  await expect(page.getByTestId('step')).toHaveText('Strategic Bombing Step: United States raid')
  await openPlanAt(page, '1217')
  const form = page
    .getByTestId('decision')
    .getByRole('group', { name: /^Plan a mission from Isley Field, Saipan/ })
  for (const bg of ['497th', '498th', '499th', '500th'])
    await form.getByRole('checkbox', { name: new RegExp(`B-29 \\(${bg} BG\\)`) }).check()
  await expect(
    form.getByTestId('mission-kinds').getByRole('radio', { name: 'Strategic bombing raid' }),
  ).toBeChecked()
  const targets = form.getByTestId('raid-targets')
  await expect(targets).toContainText('Tokyo 1602')
  await expect(targets).toContainText('city/resource; 17 MP away')
  await targets.getByTestId('raid-1602').click()
  await answer(page, () =>
    page
      .getByTestId('trace-panel')
      .getByRole('button', { name: /^Launch/ })
      .click(),
  )

  // Japan intercepts with the A6M from Iwo Jima at 1212: two rounds, two misses; then over Tokyo.
  await playRaidUntil(page, 'raidAttacks')
  const r = dialog(page)
  const odds = r.getByTestId('raid-odds-1')
  await expect(odds).toContainText(
    'B-29 (497th BG) 20 halved to 10: inclement weather at its base, on its path or over the target (1.5, 2.1)',
  )
  await expect(odds.getByTestId('raid-strength')).toHaveText('40')
  // 40: the 40–59 column, one right for a city/resource target, one more for the capital: past the last column, 60+ (APTO S1).
  await expect(odds.getByTestId('raid-column')).toHaveText('60+')
  await expect(odds).toContainText('roll +4: 4 full-strength B-29s: +1 each (2.7)')
  // 2d6 + 4 on the 60+ column: 7, 8, 9, 10, 11, 12 for 2–7, 13* for 8 and more: (7 + 16 + 27 + 40 + 55 + 72 + 13 × 15) / 36.
  await expect(odds.getByTestId('raid-expected')).toHaveText('11.44')
  await expect(odds.getByTestId('raid-aa')).toHaveText('41.7%')
  await answer(page, () => r.getByRole('button', { name: 'Bomb and roll (1 attack)' }).click())
  // The scenario's Bombing Table is a stand-in: the result line says so (tables with provenance).
  await expect(page.getByTestId('last-rolls')).toContainText(
    'B-29 (497th BG), B-29 (498th BG), B-29 (499th BG) and B-29 (500th BG) bomb Tokyo (1602): strength 40 (the weather halves every bomber’s strength, APTO 1.5, 2.1), column 60+ (a city/resource target: one column right; a national capital, not conquered: one more column right) (placeholder table), roll 3 + 4 = 7 + 4 (B-29, 2.7) = 11: result 12 — Japan loses 12 EP (2.5).',
  )
  await expect(page.getByTestId('strategic-results').getByTestId('strategic-ep-japan')).toHaveText(
    'Japan: 12 EP lost to strategic bombing this season (Autumn 1944), of an income of 40. Take them off its EP Track.',
  )

  // Japan has no Bomber to raid with; the United States declines further raids. Holding the Initiative, it goes first.
  await expect.poll(() => pending(page)).toMatchObject({ kind: 'plan', side: 'allies' })
  await answer(page, () =>
    page.getByTestId('decision').getByRole('button', { name: 'Decline further raids' }).click(),
  )
  await expect.poll(() => pendingKind(page)).toBe('initiative')
  const ini = dialog(page)
  await expect(ini).toContainText(
    'United States holds the Initiative and decides (APTO sequence of play [viii])',
  )
  await ini.getByTestId('first-allies').check()
  await answer(page, () => ini.getByRole('button', { name: 'United States goes first' }).click())
  await expect(page.getByTestId('phase')).toHaveText('Naval and Air Phase')

  // The carrier strike: reconnoitre the port of Chichi Jima (an enemy port: automatic), then the Essex's Helldiver, the Hellcat escorting.
  await expect.poll(() => pending(page)).toMatchObject({ kind: 'plan', side: 'allies' })
  await answer(page, () => page.getByTestId('recon-targets').getByTestId('recon-1409-port').click())
  await expect.poll(() => pending(page)).toMatchObject({ kind: 'plan', side: 'allies' })
  await page.getByRole('button', { name: /^Essex 1710/ }).click()
  await page.getByRole('checkbox', { name: /^SB2C Helldiver/ }).check()
  await page.getByRole('checkbox', { name: /^F6F Hellcat/ }).check()
  await page
    .getByRole('radiogroup', { name: /^Role of F6F Hellcat/ })
    .getByRole('radio', { name: 'Fighter' })
    .check()
  await page.getByRole('radio', { name: 'Air-naval attack on located ships' }).check()
  const strike = page.getByTestId('air-naval-targets')
  await expect(strike).toContainText('Bonins Supply Convoy')
  await answer(page, () => strike.getByTestId('strike-1409-port').click())
  await expect.poll(() => pendingKind(page)).toBe('navalAttack')
  const n = dialog(page)
  await expect(n).toContainText('Air-naval attacks at 1409')
  // The odds before the roll: 2d6 + 2 (in port) against armor 2 always hits, and an STP without a damaged side is sunk by a hit;
  // the anti-aircraft value 2 hits the Helldiver on a natural 2 (4.20, 4.21).
  const convoy = n.getByRole('row', { name: /Bonins Supply Convoy/ })
  await expect(convoy.getByTestId('odds-hit')).toHaveText('100.0%')
  await expect(convoy.getByTestId('odds-sunk')).toHaveText('100.0%')
  await expect(convoy.getByTestId('odds-aa')).toHaveText('2.8%')
  await answer(page, () =>
    n
      .getByRole('row', { name: /Bonins Supply Convoy/ })
      .getByRole('button', { name: /Attack/ })
      .first()
      .click(),
  )
  await expect.poll(() => pendingKind(page)).toBe('navalAttack')
  await answer(page, () =>
    dialog(page)
      .getByRole('row', { name: /Escort Destroyer/ })
      .getByRole('button', { name: /Attack/ })
      .first()
      .click(),
  )

  // The rest of the month: each side ends its step, the Offensive Phase and the End Phase pass.
  for (let i = 0; i < 12 && (await pendingKind(page)) !== 'weather'; i++) {
    await takeBoard(page)
    const p = await pending(page)
    if (p.kind === 'initiative') {
      await dialog(page).getByTestId('first-allies').check()
      await answer(page, () => dialog(page).getByRole('button', { name: 'United States goes first' }).click())
    } else if (p.kind === 'offensive')
      await answer(page, () => dialog(page).getByRole('button', { name: /^Pass/ }).click())
    else await answer(page, () => page.getByTestId('decision').getByRole('button', { name: /^End / }).click())
  }
  await expect.poll(() => pendingKind(page)).toBe('weather')
  await expect(dialog(page)).toContainText('Weather Phase: December 1944')
  await expect(dialog(page).getByTestId('weather-box')).toHaveText(
    'The Turn Track gives W: a Wet month. (Part 1)',
  )

  await page.getByRole('tab', { name: 'Log' }).click()
  const log = page.locator('#panel-log')
  for (const line of [
    'Air Operation Effects Step, Pacific Severe Zone (Wet): 5 + 3 = 8 — strength halved (1.3).',
    'Japan declares an interception of B-29 (497th BG), B-29 (498th BG), B-29 (499th BG) and B-29 (500th BG) at 1212: A6M Zero from Iwo Jima (4.13).',
    'Round 1: A6M Zero attacks B-29 (497th BG): target number 3, roll 6: miss (4.16).',
    'Japan loses 12 EP (Tokyo bombed, 2.5): take them off its EP Track.',
    'United States, holding the Initiative, decides that it performs its Naval and Air Phase (naval movement and Air Movement Step) first (APTO [viii]).',
    'SB2C Helldiver and F6F Hellcat launch from Essex (1710) to attack the located ships in port at 1409 (4.1).',
    'SB2C Helldiver attacks Bonins Supply Convoy: roll 4 + 3 + 2 = 9 against armor 2 — a hit: sunk (no damaged side) (4.20, 4.21).',
    'SB2C Helldiver attacks Escort Destroyer: roll 5 + 5 + 2 = 12 against armor 2 — a hit: sunk (no damaged side) (4.20, 4.21).',
    'A new monthly turn begins: December 1944; every commitment marker is removed (4.27).',
  ])
    await expect(log.getByText(line, { exact: false }).first()).toBeVisible()
})
