// AETO's Trans-African transfer from the plan (4.1): the Liberator in London picked, Cairo chosen
// among the destinations with the hops each counts and the stops it passes, and the transfer made
// at once by the UK Transfer Hex and Capetown; the log says so.
import { expect, test, type Page } from '@playwright/test'
import { aetoTransferScenario } from '../src/rules/systems/aeto/testing/transferFixtures'
import { gameCursor, openApp, pendingKind, takeBoard, loadInPage } from './helpers'

test.use({ reducedMotion: 'reduce' })

const load = (page: Page, json: unknown) => loadInPage(page, json)

const logText = (page: Page) =>
  page.evaluate(() =>
    window
      .__sortieStore!.getState()
      .game!.events.flat()
      .map((e) => e.text)
      .join('\n'),
  )

test('a Trans-African transfer: the Liberator goes from London to Cairo by the UK Transfer Hex and Capetown from the plan (4.1)', async ({
  page,
}) => {
  await openApp(page)
  await load(page, aetoTransferScenario())
  await expect.poll(() => pendingKind(page)).toBe('plan')
  await takeBoard(page)
  const box = page.getByTestId('fixed-transfers')
  await expect(box).toContainText('the UK Transfer Hex holds one unit, but may be passed')
  const route = box.getByRole('group', { name: 'Trans-African transfer from london (0603)' })
  await expect(route.getByRole('checkbox')).toHaveCount(1) // the Wellington (range 15) may not go
  await route.getByRole('checkbox', { name: 'Liberator' }).check()
  const where = route.getByRole('combobox', {
    name: 'Where the Trans-African transfer from london (0603) goes',
  })
  await expect(where.locator('option')).toHaveText([
    'UK Transfer Hex (2010) — 1 hop',
    'Capetown (2012) — 2 hops, by UK Transfer Hex',
    'cairo (1806) — 3 hops, by UK Transfer Hex, Capetown',
    'Iraq Transit Box (2008) — 3 hops, by UK Transfer Hex, Capetown',
  ])
  await where.selectOption('cairo')
  const before = await gameCursor(page)
  await route.getByRole('button', { name: 'Transfer 1 unit to cairo (1806)' }).click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  expect(await logText(page)).toContain(
    'Liberator makes the Trans-African transfer from london to cairo by UK Transfer Hex, Capetown: a Change Base of three hops at once, no path traced, no interception; Currently Committed (4.1, 4.27).',
  )
  await expect(box.getByRole('group', { name: 'Trans-African transfer from london (0603)' })).toHaveCount(0)
})

test('the Trans-Atlantic transfer’s third hop: the Hudson goes to the Iceland Box, then one ordinary hop on to London, flown hex by hex (4.1)', async ({
  page,
}) => {
  await openApp(page)
  await load(page, aetoTransferScenario())
  await expect.poll(() => pendingKind(page)).toBe('plan')
  await takeBoard(page)
  const route = page
    .getByTestId('fixed-transfers')
    .getByRole('group', { name: 'Trans-Atlantic transfer from United States Box (2001)' })
  await route.getByRole('checkbox', { name: 'Hudson' }).check()
  const then = route.getByRole('combobox', {
    name: 'Where the Trans-Atlantic transfer from United States Box (2001) flies on',
  })
  await expect(then.locator('option').first()).toHaveText('stay at Iceland Box (2004)')
  await expect(then.locator('option', { hasText: 'glasgow' })).toHaveCount(0) // 15 hexes: beyond twice its range of 7
  await then.selectOption('london')
  const before = await gameCursor(page)
  await route
    .getByRole('button', { name: 'Transfer 1 unit to Iceland Box (2004), then on to london (0603)' })
    .click()
  await expect.poll(() => gameCursor(page)).toBeGreaterThan(before)
  const log = await logText(page)
  expect(log).toContain(
    'Hudson makes the Trans-Atlantic transfer from United States Box to Iceland Box: two hops of a Change Base at once, no path traced, no interception; then the third hop, an ordinary one, on to london (4.1).',
  )
  expect(log).toContain('Hudson completes its Change Base at london (0603) (4.1).')
})
