// APTO naval bombardment through the screen (APTO 3.28): in the Allies' Sea Offensive, Task Force
// 64 off Munda; the planning decision's bombardment form sends Washington and San Francisco to
// Munda's airbase, shows the exact odds before the roll, and bombards: 5 + 6 = 11 destroys it, the
// two collateral steps are chosen by Japan then by the Allies, and the surviving Betty makes its
// Forced Rebase.
import { expect, test, type Page } from '@playwright/test'
import { parseScenario } from '../src/rules/systems/aeto/scenario/validate'
import type { ScenarioInput } from '../src/rules/systems/aeto/scenario/schema'
import { fixture } from '../src/rules/systems/aeto/testing/fixtures'
import {
  decisionDialog as dialog,
  dispatchAction,
  gameStateOf,
  openApp,
  pendingKind,
  takeBoard,
  loadInPage,
} from './helpers'

test.use({ reducedMotion: 'reduce' })

function scenario() {
  const ship = (id: string, name: string, type: string, gunnery: number) => ({
    id,
    name,
    nation: 'US',
    type,
    named: true,
    front: { armor: 10, gunnery },
    back: { armor: 8, gunnery: 1 },
    hex: '0905',
    flotilla: 'tf64',
  })
  const sc = fixture({
    variant: 'apto',
    terrain: Array.from({ length: 12 }, () => '.'.repeat(8) + '~'.repeat(12)),
    bases: [
      { id: 'henderson', hex: '0502', owner: 'allies' },
      { id: 'rabaul', hex: '0509', owner: 'axis' },
    ],
    moreBases: [
      {
        id: 'munda',
        name: 'Munda',
        hex: '0805',
        owner: 'axis',
        components: [{ kind: 'SmallAirbase', capacity: 2 }],
      },
    ],
    units: [
      {
        id: 'f4f',
        name: 'F4F Wildcat',
        nation: 'US',
        type: 'F',
        front: '3-6/2',
        back: '1-6/2',
        base: 'henderson',
      },
      {
        id: 'betty1',
        name: 'G4M Betty #1',
        nation: 'DE',
        type: 'B',
        front: '2-14',
        back: '1-14',
        base: 'munda',
      },
      {
        id: 'betty2',
        name: 'G4M Betty #2',
        nation: 'DE',
        type: 'B',
        front: '2-14',
        back: '1-14',
        base: 'munda',
      },
    ],
    navalUnits: [ship('washington', 'Washington', 'BB', 4), ship('sf', 'San Francisco', 'CA', 3)],
  })
  const input = JSON.parse(JSON.stringify(sc)) as ScenarioInput
  input.nations = input.nations.map((n) => (n.id === 'DE' ? { ...n, name: 'Japan', role: 'japanese' } : n))
  input.start = { ...input.start, phase: 'offensive' }
  const r = parseScenario(input)
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('; '))
  return r.scenario
}

const load = (page: Page, json: unknown, dice: number[]) => loadInPage(page, json, { dice })

const logText = (page: Page) =>
  page.evaluate(() =>
    window
      .__sortieStore!.getState()
      .game!.events.flat()
      .map((e: { text: string }) => e.text),
  )
const pendingSide = (page: Page) => gameStateOf(page).then((s) => s.pending.side)

test('Washington and San Francisco bombard Munda from the plan form: odds first, 5 + 6 destroys the airbase, collateral and Forced Rebase (APTO 3.28)', async ({
  page,
}) => {
  await openApp(page)
  await load(page, scenario(), [5, 6])
  await expect.poll(() => pendingKind(page)).toBe('offensive')
  await dispatchAction(page, { type: 'declareOffensive', offensive: 'sea' })
  await dispatchAction(page, { type: 'moveFlotilla', flotilla: 'tf64', to: '0805' })
  // Japan's window on the move (it may reconnoitre): it lets the flotilla go on.
  for (let i = 0; i < 5 && (await pendingKind(page)) === 'navalWindow'; i++)
    await dispatchAction(page, { type: 'pass' })
  await expect.poll(() => pendingKind(page)).toBe('plan')
  await takeBoard(page)

  const form = page.getByTestId('bombard-tf64')
  await expect(form).toContainText('Naval bombardment at 0805 (3.28)')
  // Both ships go to the airbase by default: gunnery 7, the 7–11 column, target number 1, destroyed on 7 or more.
  const odds = form.getByTestId('bombard-odds-munda:0')
  await expect(odds).toContainText('gunnery 7, column 7–11')
  await expect(odds).toContainText('target number 1')
  await expect(odds.getByTestId('odds-destroyed')).toHaveText('58.3%') // 21 in 36
  await expect(odds.getByTestId('odds-collateral')).toHaveText('1: 8.3%, 2: 5.6%, 3: 2.8%')
  await form.getByRole('button', { name: 'Bombard and roll (1 bombardment)' }).click()

  // The defender chooses the first collateral step, the attacker the second.
  await expect.poll(() => pendingKind(page)).toBe('bombCollateral')
  await expect.poll(() => pendingSide(page)).toBe('axis')
  await takeBoard(page)
  await expect(dialog(page)).toContainText('Collateral losses (2 to take)')
  await dialog(page)
    .getByRole('radio', { name: /G4M Betty #2/ })
    .check()
  await dialog(page).getByRole('button', { name: 'This unit loses the step' }).click()
  await expect.poll(() => pendingSide(page)).toBe('allies')
  await takeBoard(page)
  await dialog(page)
    .getByRole('radio', { name: /G4M Betty #2/ })
    .check()
  await dialog(page).getByRole('button', { name: 'This unit loses the step' }).click()

  await expect.poll(() => pendingKind(page)).toBe('plan')
  const s = await gameStateOf(page)
  expect(s.units.betty2.eliminated).toBe(true)
  expect(s.units.betty1.base).toBe('rabaul') // its Forced Rebase (4.7)
  const log = await logText(page)
  expect(log).toContain(
    'Washington, San Francisco bombard Munda small airbase: gunnery 7, column 7–11 (placeholder table), roll 5 + 6 = 11: result 5 against target number 1 — destroyed (3.28).',
  )
  expect(log).toContain('Munda small airbase is destroyed: it does not function until repaired (3.28).')
  await expect(page.getByTestId('bombard-tf64')).toHaveCount(0) // each ship bombards once
})
