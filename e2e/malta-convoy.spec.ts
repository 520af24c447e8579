// Malta convoy, August 1942 (AETO), against the automatic opponent playing the Axis: the British
// player sails the convoy one hex from the plan's naval movement list; the move opens the Axis
// window (4.10, 4.15): the bot reconnoitres the convoy, finds it and flies an air-naval
// interception against it; the British player lets the strike through; the log tells it all. Until
// the convoy is located nothing on the page names a British ship the Axis has not found — and the
// British screen never names the Italian ships in port, which it has not located.
import { expect, test, type Page } from '@playwright/test'
import { answerUntil, gameCursor, loadBuiltInWithDice, openApp, pendingKind, setBots } from './helpers'

test.use({ reducedMotion: 'reduce' })

const ITALIAN_SECRETS = [
  'Gorizia',
  'Muzio Attendolo',
  'Aviere',
  'U-73',
  'it-gorizia',
  'it-attendolo',
  'it-aviere',
  'de-u73',
  'squadra',
]

async function expectNoItalianShip(page: Page): Promise<void> {
  const html = await page.content()
  for (const w of ITALIAN_SECRETS) expect(html, `the British screen names "${w}"`).not.toContain(w)
}

const located = (page: Page) =>
  page.evaluate(() => {
    const g = window.__sortieStore!.getState().game!
    return g.states[g.cursor].naval?.located.axis ?? []
  })

test('against the automatic opponent: the convoy sails one hex, the Axis bot reconnoitres and strikes it in its window', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await openApp(page)
  // Dice: the reconnaissance 4 + 2 (6 needed at 4 hexes, +2 for the two other units in range);
  // the British sighting report die 3 (the exact count, no choice); then 4, 3 for every later roll
  // (an SM.79's +2 against a named ship: 9, no doubles, no anti-aircraft hit at AA 2).
  await loadBuiltInWithDice(page, 'malta-convoy-1942', [
    4,
    2,
    3,
    ...Array.from({ length: 150 }, () => [4, 3]).flat(),
  ])
  await setBots(page, ['Axis'])
  await expect.poll(() => pendingKind(page)).toBe('plan')
  const fleet = page.getByTestId('decision').getByTestId('fleet-convoy')
  await expect(fleet).toBeVisible()
  await expect(page.locator('body')).toContainText('Indomitable') // its own carrier, named on the British screen
  await expectNoItalianShip(page)
  await fleet
    .getByRole('combobox', { name: 'Where flotilla convoy moves' })
    .selectOption({ label: 'to 0208' })
  const before = await gameCursor(page)
  await fleet.getByRole('button', { name: 'Move' }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)

  // The bot answers the window; the British pass every interception window until their plan is due again.
  await answerUntil(page, 'allies', 'plan')
  expect(await located(page)).toEqual([
    'uk-indomitable',
    'uk-rodney',
    'uk-nigeria',
    'uk-ashanti',
    'uk-merchantmen',
    'uk-ohio',
  ])
  await expectNoItalianShip(page)

  await page.getByRole('tab', { name: 'Log' }).click()
  const log = page.locator('#panel-log')
  await expect(log).toContainText(
    'British moves a flotilla of 6 naval chits to 0208 (naval movement, entered by the players; 4.15).',
  )
  await expect(log).toContainText(
    'SM.79, SM.79 and Cant Z.1007 reconnoitre 0208: distance 4, 6 needed on 2d6, +2 (2 additional units in range) (4.10).',
  )
  await expect(log).toContainText(
    'Axis locates 6 enemy naval chits at sea at 0208: they may be attacked this Phase (4.10).',
  )
  await expect(log).toContainText(
    'SM.79 and SM.79 launch from Cagliari (Elmas) (0606) to attack the located ships at 0208 (4.1).',
  )
  await expect(log).toContainText(
    'Over 0208: 6 enemy naval chits at sea; anti-aircraft value 2 (+1 gunnery 10 ÷ 10, +1 an undamaged named carrier) (4.21).',
  )
  await expect(log).toContainText(
    'SM.79 attacks Indomitable: roll 4 + 3 + 2 = 9 against armor 9 — a hit: damaged (4.20, 4.21).',
  )
})
