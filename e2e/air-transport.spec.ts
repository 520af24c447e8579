// Air transport through the plan dialog (4.23): the Channel 1943 Ju-52 at Lille, with a one-step
// Luftwaffe field battalion and a supply source added at Lille for this test (the shipped file has
// no land unit an ATP may carry), takes the battalion and an Air Supply chit to St-Omer. St-Omer is
// full, so the ATP may not stay there (4.8): the form says so before launch; it returns to Lille.
// The cargo is unloaded at St-Omer; the hex panel shows the battalion and the Air Supply chit there.
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { apply, newGame, type Action } from '../src/rules/systems/aeto'
import { fixture } from '../src/rules/systems/aeto/testing/fixtures'
import { clickHex, decisionDialog, dispatchAction, gameStateOf, openApp, pendingKind } from './helpers'

test.use({ reducedMotion: 'reduce' })

const unitOf = (page: Page, id: string) =>
  page.evaluate((u) => {
    const g = window.__sortieStore!.getState().game!
    const s = g.states[g.cursor]
    return { base: s.units[u].base, aloft: s.units[u].aloft !== null }
  }, id)

/** The Ju-52 of the Rome–Tripoli fixtures: two ATP points. */
const JU52_AT_ROME = {
  id: 'ju52',
  name: 'Ju-52',
  nation: 'DE',
  type: 'ATP',
  front: 'X-14',
  base: 'rome',
  atpPoints: 2,
} as const

/** A one-step Italian battalion, which an ATP point may carry (4.23). */
const battalion = (id: string, name: string, hex: string) =>
  ({ id, name, nation: 'IT', hex, strength: 1, kind: 'infantry', steps: 1 }) as const

test('an ATP carries a battalion and an Air Supply chit to St-Omer, the rules’ verdict shown before launch, and returns to Lille (4.23)', async ({
  page,
}) => {
  await openApp(page)
  const json = JSON.parse(
    readFileSync(new URL('../public/scenarios/channel-1943.json', import.meta.url), 'utf8'),
  )
  json.landUnits.push({
    id: 'de-lw-bn',
    name: 'Luftwaffe field battalion',
    nation: 'germany',
    hex: '4327',
    strength: 1,
    kind: 'infantry',
    steps: 1,
  })
  json.supplySources = [{ side: 'axis', hex: '4327' }]
  await page.evaluate((j) => {
    if (!window.__sortieStore!.getState().loadScenario(j, 'channel-1943', { seed: 1 }))
      throw new Error('load failed')
  }, json)
  await dispatchAction(page, { type: 'endStep' }) // the Allies' Air Movement Step: the Axis plans next
  await expect.poll(() => gameStateOf(page).then((s) => s.pending.side)).toBe('axis')

  await clickHex(page, '4327') // Lille
  const form = page.getByTestId('decision').getByRole('group', { name: /^Plan a mission from Lille/ })
  await form.getByRole('checkbox', { name: /Ju-52/ }).check()
  await form.getByRole('radio', { name: 'Air transport' }).check()
  const at = form.getByTestId('air-transport')
  await expect(at.getByTestId('air-transport-verdict')).toHaveText('Choose the destination airbase.')
  await at.getByTestId('atp-load-de-ju52-1-1').selectOption({ label: 'Luftwaffe field battalion (infantry)' })
  await at.getByTestId('atp-load-de-ju52-1-2').selectOption({ label: 'an Air Supply chit' })
  await at.getByTestId('atp-destination').selectOption({ label: 'St-Omer (3723), 7 hexes' })
  await at.getByRole('button', { name: 'Add to the route' }).click()
  await expect(at.getByRole('list', { name: 'Route' })).toHaveText('St-Omer (3723) — destination')
  // St-Omer is full: staying there would over-stack it (4.8).
  await expect(at.getByTestId('air-transport-verdict')).toHaveText(
    'St-Omer has no room for the ATPs: an ATP on an Air Transport mission may not over-stack, not even for a stop (4.23, 4.8).',
  )
  await expect(at.getByRole('button', { name: 'Launch the air transport' })).toBeDisabled()
  await at.getByTestId('atp-return').check()
  await expect(at.getByTestId('air-transport-verdict')).toHaveCount(0)
  await at.getByRole('button', { name: 'Launch the air transport' }).click()

  // Any Allied interception on the way: passed; over St-Omer the flight collects nobody (4.9).
  for (let i = 0; i < 20 && (await pendingKind(page)) !== 'plan'; i++) {
    const kind = await pendingKind(page)
    if (kind === 'declare') await decisionDialog(page).getByRole('button', { name: /^Pass/ }).click()
    else if (kind === 'collect')
      await decisionDialog(page)
        .getByRole('button', { name: /^Collect none/ })
        .click()
    await page.waitForTimeout(50)
  }
  await expect.poll(() => pendingKind(page)).toBe('plan')
  await page.getByRole('complementary', { name: 'Game panels' }).getByRole('tab', { name: 'Log' }).click()
  const log = page.locator('#panel-log')
  await expect(
    log.getByText('Ju-52 unloads Luftwaffe field battalion at St-Omer (3723), at no MP cost (4.23).'),
  ).toBeVisible()
  await expect(
    log.getByText('Ju-52 unloads an Air Supply chit at St-Omer (3723), at no MP cost (4.23).'),
  ).toBeVisible()

  // End the Step: the Ju-52 flies back to Lille.
  await page.getByRole('tab', { name: 'Situation' }).click()
  await page.getByTestId('decision').getByRole('button', { name: 'End Air Movement Step' }).click()
  await expect.poll(() => unitOf(page, 'de-ju52-1')).toEqual({ base: 'lille', aloft: false })

  // St-Omer's hex panel: the battalion is there now, with the Air Supply chit; Lille has none.
  await clickHex(page, '3723')
  const panel = page.getByTestId('hex-details')
  await expect(panel.getByText('Luftwaffe field battalion, strength 1')).toBeVisible()
  await expect(panel.getByTestId('air-supply')).toContainText(
    '1 Air Supply chit, delivered by air transport (4.23)',
  )
  await clickHex(page, '4327')
  await expect(panel.getByText('Luftwaffe field battalion, strength 1')).toHaveCount(0)
})

test('D-AC-ATPLOSS: the owner of a hit 2-point ATP carrying two battalions chooses the point lost in the dialog (4.23)', async ({
  page,
}) => {
  await openApp(page)
  // A Ju-52 (2 points) flies two one-step battalions from Rome (0206) to Tripoli (1606); Malta's
  // Spitfire (0906) intercepts it unescorted: target number 4 + 3 − 0 = 7, the scripted die 1 hits.
  const scenario = fixture({
    phasingSide: 'axis',
    bases: [
      { id: 'rome', hex: '0206', owner: 'axis' },
      { id: 'tripoli', hex: '1606', owner: 'axis' },
      { id: 'malta', hex: '0906', owner: 'allies' },
    ],
    units: [
      JU52_AT_ROME,
      { id: 'spit', name: 'Spitfire', nation: 'UK', type: 'F', front: '4-4/3', back: '2-4/3', base: 'malta' },
    ],
    landUnits: [battalion('bn1', 'First battalion', '0206'), battalion('bn2', 'Second battalion', '0206')],
  })
  const actions: Action[] = []
  let s = newGame(scenario, { seed: 1, dice: [1] })
  for (let i = 0; i < 40 && s.pending.kind !== 'atpLoss'; i++) {
    const p = s.pending
    const a: Action =
      i === 0
        ? {
            type: 'launch',
            base: 'rome',
            units: ['ju52'],
            mission: 'airTransport',
            hops: ['tripoli'],
            cargo: [
              { atp: 'ju52', load: 'bn1' },
              { atp: 'ju52', load: 'bn2' },
            ],
          }
        : p.kind === 'declare'
          ? { type: 'declare', groups: [{ base: 'malta', units: ['spit'] }] }
          : p.kind === 'launchInterceptors'
            ? { type: 'launchInterceptors', base: 'malta' }
            : p.kind === 'attack'
              ? { type: 'attack', attacker: 'spit', target: 'ju52' }
              : p.kind === 'designate'
                ? { type: 'designate', units: [] }
                : { type: 'pass' }
    const r = apply(s, a)
    if (!r.ok) throw new Error(`${p.kind}: ${r.violation.message}`)
    actions.push(a)
    s = r.state
  }
  expect(s.pending.kind).toBe('atpLoss')
  await page.evaluate(
    ({ json, actions }) => {
      if (!window.__sortieStore!.getState().loadScenario(json, 'fixture', { seed: 1, dice: [1] }))
        throw new Error('load failed')
      for (const a of actions) {
        const v = window.__sortieStore!.getState().dispatch(a)
        if (v) throw new Error(v.message)
      }
    },
    { json: scenario, actions },
  )
  const d = decisionDialog(page)
  await expect(d).toHaveAttribute('data-kind', 'atpLoss')
  await expect(d.getByText('Point 1: First battalion')).toBeVisible()
  await expect(d.getByText('Point 2: Second battalion')).toBeVisible()
  await d.getByTestId('atp-loss-2').check()
  await d.getByRole('button', { name: /^Lose this point and its load/ }).click()
  await expect.poll(() => pendingKind(page)).not.toBe('atpLoss')
  const g = await gameStateOf(page)
  expect(g.land?.bn2).toEqual({ eliminated: true })
  expect(g.units.ju52.atpPoints).toBe(1)
  await page.getByRole('complementary', { name: 'Game panels' }).getByRole('tab', { name: 'Log' }).click()
  await expect(
    page
      .locator('#panel-log')
      .getByText('Ju-52 loses point 2 and Second battalion aboard it: eliminated (4.23).'),
  ).toBeVisible()
})

test('at a stop a point unloads one battalion and takes another aboard, and a General rides beside two loads, all from the plan dialog (4.23)', async ({
  page,
}) => {
  await openApp(page)
  // A Ju-52 (2 points) at Rome (0206) flies by Palermo (0803) to Tripoli (1606): 6 + 8 = 14 hexes.
  const scenario = fixture({
    phasingSide: 'axis',
    bases: [
      { id: 'rome', hex: '0206', owner: 'axis' },
      { id: 'palermo', hex: '0803', owner: 'axis' },
      { id: 'tripoli', hex: '1606', owner: 'axis' },
      { id: 'malta', hex: '0906', owner: 'allies' },
    ],
    units: [JU52_AT_ROME],
    landUnits: [
      battalion('bn1', 'First battalion', '0206'),
      battalion('bn2', 'Second battalion', '0206'),
      { id: 'gen', name: 'General Bastico', nation: 'IT', hex: '0206', strength: 1, kind: 'general' },
      battalion('pal', 'Palermo battalion', '0803'),
    ],
  })
  await page.evaluate((json) => {
    if (!window.__sortieStore!.getState().loadScenario(json, 'fixture', { seed: 1, dice: [] }))
      throw new Error('load failed')
  }, scenario)
  await expect.poll(() => pendingKind(page)).toBe('plan')
  await clickHex(page, '0206')
  const form = page.getByTestId('decision').getByRole('group', { name: /^Plan a mission from rome/ })
  await form.getByRole('checkbox', { name: /Ju-52/ }).check()
  await form.getByRole('radio', { name: 'Air transport' }).check()
  const at = form.getByTestId('air-transport')
  await at.getByTestId('atp-load-ju52-1').selectOption({ label: 'First battalion (infantry)' })
  await at.getByTestId('atp-load-ju52-2').selectOption({ label: 'Second battalion (infantry)' })
  await at.getByTestId('atp-general-ju52-gen').check()
  await at.getByTestId('atp-destination').selectOption({ label: 'palermo (0803), 6 hexes' })
  await at.getByRole('button', { name: 'Add to the route' }).click()
  await at.getByTestId('atp-destination').selectOption('tripoli')
  await at.getByRole('button', { name: 'Add to the route' }).click()
  await expect(at.getByRole('list', { name: 'Route' })).toHaveText(
    'palermo (0803) — stoptripoli (1606) — destination',
  )
  // Point 1 unloads the First battalion at Palermo and takes the Palermo battalion on to Tripoli.
  await at.getByTestId('atp-unload-ju52-1').selectOption({ label: 'palermo (0803), a stop' })
  const stop = at.getByRole('group', { name: 'Ju-52, taken aboard at palermo (0803)' })
  await stop.getByTestId('atp-load-ju52-1-at-palermo').selectOption({ label: 'Palermo battalion (infantry)' })
  await expect(at.getByTestId('air-transport-verdict')).toHaveCount(0)
  await at.getByRole('button', { name: 'Launch the air transport' }).click()
  for (let i = 0; i < 20 && (await pendingKind(page)) !== 'plan'; i++) {
    const kind = await pendingKind(page)
    if (kind === 'collect')
      await decisionDialog(page)
        .getByRole('button', { name: /^Collect none/ })
        .click()
    await page.waitForTimeout(50)
  }
  await expect.poll(() => pendingKind(page)).toBe('plan')
  const g = await gameStateOf(page)
  const hexOf = (id: string) => g.land?.[id]?.hex
  expect([hexOf('bn1'), hexOf('pal'), hexOf('bn2'), hexOf('gen')]).toEqual(['0803', '1606', '1606', '1606'])
})
