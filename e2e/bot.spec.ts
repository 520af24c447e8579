// The automatic opponent finishes a scenario: in t11-whitley (it ends after one Naval
// and Air Phase, `end.afterPhases` = 1) the bot plays the Axis and the test plays the Western
// Allies through the decision panel and its dialogs, clicking as a player would, from the first
// launch to the last return to base. Then the "Scenario over" panel shows the summary of the
// final state (scenarioSummary), the log shows the bot's reasoning, and the panel's choices work.
import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { contextOf, scenarioSummary } from '../src/rules/systems/aeto'
import { parseScenario } from '../src/rules/systems/aeto/scenario/validate'
import { runBotGame } from '../src/rules/systems/aeto/bot'
import {
  collectErrors,
  expectBots,
  openApp,
  gameStateOf,
  gameCursor as cursor,
  setBots,
  startNewGame,
} from './helpers'

const T11 = JSON.parse(
  readFileSync(new URL('../public/scenarios/t11-whitley.json', import.meta.url), 'utf8'),
) as unknown

test.use({ reducedMotion: 'reduce' })

/** The scenario's own script (its description): Liverpool to Hull, where the Spitfire is collected, then on toward the task force at 1613. */
function whitleyRoute(): string[] {
  const parsed = parseScenario(T11)
  if (!parsed.ok) throw new Error('t11-whitley does not load')
  const map = contextOf(parsed.scenario).map
  const head = ['0619', '0719', '0819', '0919', '1019', '1119', '1118', '1217', '1317']
  const tail = map.path(map.parseLoc('1317')!, map.parseLoc('1613')!) ?? []
  return [...head, ...tail.map((l) => map.locLabel(l))]
}

/** Who must act now: 'allies' (the test), 'axis' (the bot), or 'over'. */
const turnOf = (page: Page) =>
  page.evaluate(() => {
    const g = window.__sortieStore!.getState().game!
    const p = g.states[g.cursor].pending
    return p.kind === 'over' ? 'over' : `${p.side}:${p.kind}`
  })

/** Clicks a button and waits until the game has moved on. */
async function clickAndWait(page: Page, button: ReturnType<Page['getByRole']>) {
  const before = await cursor(page)
  await button.click()
  await expect.poll(() => cursor(page)).toBeGreaterThan(before)
}

test('the automatic opponent finishes a scenario', async ({ page }) => {
  test.setTimeout(120_000)
  const errors = collectErrors(page)
  await openApp(page)
  await page.evaluate((json) => {
    if (!window.__sortieStore!.getState().loadScenario(json, 't11-whitley', { seed: 1 }))
      throw new Error('load failed')
  }, T11)
  const decision = page.getByTestId('decision')
  // The bot plays the Axis (the Players box, as a player would tick it).
  await setBots(page, ['Axis'])

  // The Allied mission: the Whitley from Liverpool, traced hex by hex with the next-hex buttons.
  await decision.getByRole('button', { name: /^Liverpool/ }).click()
  await decision.getByRole('checkbox', { name: /Whitley/ }).check()
  await decision.getByRole('button', { name: 'Trace the route' }).click()
  const trace = page.getByTestId('trace-panel')
  for (const hex of whitleyRoute())
    await trace
      .getByRole('list', { name: 'Legal next hexes' })
      .getByRole('button', { name: hex, exact: true })
      .click()
  await clickAndWait(page, trace.getByRole('button', { name: /^Launch/ }))

  // Then every Allied decision, until the scenario is over; the bot answers for the Axis.
  let endedStep = false
  const answered: string[] = []
  for (let guard = 0; guard < 200; guard++) {
    await expect.poll(() => turnOf(page), { timeout: 30_000 }).toMatch(/^(over|allies:)/)
    const now = await turnOf(page)
    if (now === 'over') break
    const kind = now.split(':')[1]
    answered.push(kind)
    const button = (name: string | RegExp) => decision.getByRole('button', { name })
    switch (kind) {
      case 'plan': // the mission is flown: end the Step, and with it the scenario's only phase
        expect(endedStep).toBe(false)
        endedStep = true
        await clickAndWait(page, button('End Air Movement Step'))
        break
      case 'collect': {
        // Over Hull the Whitley collects the Spitfire (4.9): tick it in the dialog, or pick it from the list of choices.
        const box = decision.getByRole('checkbox', { name: /Spitfire/ })
        if (await box.count()) await box.check()
        await clickAndWait(page, button(/^Collect(?! no)/))
        break
      }
      case 'move':
        await clickAndWait(page, button(/^Stop/))
        break
      case 'declare':
      case 'preCombat':
        await clickAndWait(page, button(/^Pass/))
        break
      case 'attack': {
        const attack = button(/^Attack and roll/)
        await clickAndWait(page, (await attack.isEnabled()) ? attack : button(/^End attacks/))
        break
      }
      case 'dumpOrdnance':
        await clickAndWait(page, button(/^Dump none/))
        break
      case 'designate':
        await clickAndWait(page, button(/^Designate none/))
        break
      case 'voluntaryAbort':
        await clickAndWait(page, button(/^Abort none/))
        break
      case 'remain':
        await clickAndWait(page, button(/^Stay/))
        break
      case 'continue':
        await clickAndWait(page, button(/^Continue the ticked flights/))
        break
      case 'acceptCancel':
        await clickAndWait(page, button(/^Refuse/))
        break
      case 'returnToBase':
        await clickAndWait(page, button(/^Land/))
        break
      default:
        throw new Error(`no answer for an Allied ${kind} decision`)
    }
  }

  // The Allies collected the escort first and ended the Step last; the Axis decisions in between were the bot's.
  expect(answered[0]).toBe('collect')
  expect(answered[answered.length - 1]).toBe('plan')
  // The end: the panel's summary is the rules' summary of the final state.
  const final = await gameStateOf(page)
  expect(final.pending.kind).toBe('over')
  expect(endedStep).toBe(true)
  const over = page.getByTestId('scenario-over')
  await expect(over.getByRole('heading', { name: 'Scenario over', level: 2 })).toBeVisible()
  await expect(over).toContainText('its 1 Naval and Air Phase has been played (4.1)')
  const summary = scenarioSummary(final)
  expect(summary.over).toBe(true)
  await expect(over.getByRole('list', { name: 'What each side lost' }).locator('.summary-text')).toHaveText(
    summary.sides.map((x) => x.text),
  )
  await expect(page.getByTestId('pending')).toHaveText(
    'Scenario over (4.1): The scenario is over: its 1 Naval and Air Phase has been played.',
  )
  await expect(page.getByRole('dialog', { name: /Hand over/ })).toHaveCount(0)
  const axe = await new AxeBuilder({ page }).include('[data-testid="scenario-over"]').analyze()
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help}`),
  ).toEqual([])

  // The log shows the end and the bot's reasoning for its Axis decisions.
  await page.getByRole('tab', { name: 'Log' }).click()
  const log = page.locator('#panel-log')
  await expect(log).toContainText(
    `The scenario is over after 1 Naval and Air Phase (4.1). ${summary.sides.map((x) => x.text).join(' ')}`,
  )
  const why = log.getByTestId('log-bot-entry')
  expect(await why.count()).toBeGreaterThan(0)
  await expect(why.first()).toContainText('Bot’s reasoning:')
  await page.getByRole('tab', { name: 'Situation' }).click()

  // Undo (exploration) takes the game back before the end; redo returns to it.
  const undo = page.getByRole('group', { name: 'History' }).getByRole('button', { name: 'Undo' })
  await undo.click()
  await expect(over).toHaveCount(0)
  await page.getByRole('group', { name: 'History' }).getByRole('button', { name: 'Redo' }).click()
  await expect(over).toBeVisible()

  // Restart: the same scenario from the start, the bot still playing the Axis.
  await over.getByRole('button', { name: 'Restart the scenario' }).click()
  await startNewGame(page)
  await expect(over).toHaveCount(0)
  expect(await cursor(page)).toBe(0)
  expect(await turnOf(page)).toBe('allies:plan')
  expect(await page.evaluate(() => window.__sortieStore!.getState().scenarioId)).toBe('t11-whitley')
  await expectBots(page, ['Axis'])
  expect(errors).toEqual([])
})

test('Channel against the automatic opponent: it keeps playing after an undo, a reload and a loaded save (docs/guide.md, "Solo")', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const errors = collectErrors(page)
  await openApp(page, '/?scenario=channel-1943&seed=1')
  await setBots(page, ['Axis'])
  const decision = page.getByTestId('decision')
  /**
   * The person plays the Western Allies as quickly as a player in a hurry: no further mission
   * (End Air Movement Step), and in every other dialog the answer marked Esc (pass, none) or else
   * Enter. Returns once the automatic opponent has answered `botAnswers` Axis decisions (or the
   * scenario is over); the count it saw.
   */
  /** Axis decisions answered so far in the game as played (by the automatic opponent). */
  const axisAnswers = () =>
    page.evaluate(() => {
      const g = window.__sortieStore!.getState().game!
      let n = 0
      for (let i = 0; i < g.cursor; i++) if (g.states[i].pending.side === 'axis') n++
      return n
    })
  const playOn = async (botAnswers: number): Promise<number> => {
    const from = await axisAnswers()
    for (let guard = 0; guard < 200; guard++) {
      const now = await turnOf(page)
      const at = await cursor(page)
      const seen = (await axisAnswers()) - from
      if (now === 'over' || seen >= botAnswers) return seen
      if (now.startsWith('axis:')) {
        await expect
          .poll(() => cursor(page), { message: `the bot answers ${now}`, timeout: 15_000 })
          .toBeGreaterThan(at)
        continue
      }
      if (now === 'allies:plan') await decision.getByRole('button', { name: 'End Air Movement Step' }).click()
      else {
        const dialog = page.locator('.decision-dialog')
        await expect(dialog).toBeVisible()
        const esc = dialog.locator('.dialog-buttons').getByRole('button', { name: /Esc$/ })
        if (await esc.count()) await esc.click()
        else await dialog.locator('.dialog-buttons .primary').click()
      }
      await expect.poll(() => cursor(page)).toBeGreaterThan(at)
    }
    throw new Error('the game did not move on')
  }
  // the Allies launch the raid the automatic opponent would plan for them (computed here), then
  // answer as it goes; the Axis intercepts and fights
  const channel = parseScenario(
    JSON.parse(readFileSync(new URL('../public/scenarios/channel-1943.json', import.meta.url), 'utf8')),
  )
  if (!channel.ok) throw new Error('channel-1943 does not load')
  // (its reconnaissance of the Axis ports first: it neither moves nor commits a unit, 4.10)
  const opening = runBotGame(channel.scenario, {
    botSides: ['allies', 'axis'],
    seed: 1,
    maxActions: 10,
  }).actions
  const raid = opening.findIndex((a) => a.type === 'launch')
  expect(raid).toBeGreaterThanOrEqual(0)
  for (const a of opening.slice(0, raid + 1)) {
    if (a.side !== 'allies') continue
    await expect.poll(() => turnOf(page), { message: 'the bot has answered' }).toBe('allies:plan')
    expect(
      await page.evaluate((x) => window.__sortieStore!.getState().dispatch(x)?.message ?? null, a),
    ).toBeNull()
  }
  expect(await playOn(3)).toBeGreaterThanOrEqual(3)
  const at = await cursor(page)

  // Undo: back to the person's last decision (over the bot's); answered again, the bot goes on
  await page.getByRole('button', { name: 'Undo', exact: true }).click()
  await expect.poll(() => cursor(page)).toBeLessThan(at)
  expect(await turnOf(page)).toMatch(/^allies:/)
  expect(await playOn(1), 'the bot answers after the undo').toBeGreaterThanOrEqual(1)

  // Save to a file now, reload: the game is offered, continued, and the bot plays on
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Save game' }).click()
  const file = readFileSync(await (await download).path(), 'utf8')
  const saved = await cursor(page)
  await page.reload()
  const offer = page.getByRole('dialog', { name: /saved in this browser/ })
  await offer.getByRole('button', { name: 'Continue your game' }).first().click()
  await expect(offer).toHaveCount(0, { timeout: 15_000 })
  expect(await cursor(page)).toBe(saved)
  await expectBots(page, ['Axis'])
  expect(await playOn(1), 'the bot answers after the reload').toBeGreaterThanOrEqual(1)

  // Load the saved file: the same point, and the bot still plays
  await page
    .getByTestId('save-file')
    .setInputFiles({ name: 'channel.json', mimeType: 'application/json', buffer: Buffer.from(file) })
  await expect.poll(() => cursor(page)).toBe(saved)
  await expectBots(page, ['Axis'])
  expect(await playOn(1), 'the bot answers after the load').toBeGreaterThanOrEqual(1)
  expect(errors).toEqual([])
})
