// Offline (docs/guide.md, "Offline"): after one visit the service worker (vite-plugin-pwa, Workbox) has
// the app and every built-in scenario; with no network the page reloads, and a scenario never
// opened before starts and plays. The other specs block service workers (playwright.config.ts).
import { expect, test, type Page } from '@playwright/test'
import { appStarted, collectErrors, gameCursor, openApp, takeBoard, waitForScenario } from './helpers'

test.use({ serviceWorkers: 'allow' })

const picker = (page: Page) => page.getByLabel('Scenario', { exact: true })

async function startFromPicker(page: Page, title: string, id: string): Promise<void> {
  await picker(page).selectOption({ label: title })
  const dialog = page.getByRole('dialog', { name: `New game: ${title}` })
  await dialog.getByRole('button', { name: /^Start the game/ }).click()
  await expect(dialog).toHaveCount(0)
  await waitForScenario(page, id)
  await expect(picker(page)).toHaveValue(id)
}

/** The game on screen waits for a person's decision, and the side panel (fetched after the map) is in. */
async function expectDecision(page: Page, side = ''): Promise<void> {
  await takeBoard(page)
  await expect(page.getByRole('region', { name: 'Turn and decision' })).toContainText(`${side} to decide`)
  await expect(page.getByRole('tab', { name: 'Situation' })).toBeVisible()
}

test('after one visit, the app reloads with no network and built-in scenarios never opened before start and play', async ({
  page,
  context,
}) => {
  const errors = collectErrors(page)
  await openApp(page)
  await waitForScenario(page, 'tutorial')
  // The first visit installs the worker once the map is drawn; it precaches everything before it is ready.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.reload()
  await appStarted(page)
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated')

  await context.setOffline(true)
  // Truly offline: a file the worker does not hold cannot be had (in another tab, to keep this one's console clean).
  const probe = await context.newPage()
  await expect(probe.goto('/not-precached.json')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/)
  await probe.close()
  const fromNetwork: string[] = []
  page.on('response', (r) => {
    if (!r.fromServiceWorker()) fromNetwork.push(r.url())
  })

  await page.reload()
  await appStarted(page)
  await waitForScenario(page, 'tutorial')
  await expect(page.getByRole('heading', { level: 1, name: 'Sortie' })).toBeVisible()
  expect(await page.evaluate(() => window.__sortie!.renderer)).toBe('webgl')
  await expect(page.locator('canvas')).toHaveCount(1)

  await startFromPicker(page, 'Channel, August 1943', 'channel-1943')
  await expectDecision(page, 'Western Allies')
  await expect(page).toHaveURL(/\?scenario=channel-1943/)

  // Another one by its address, still with no network.
  await openApp(page, '/?scenario=coral-sea-1942')
  await waitForScenario(page, 'coral-sea-1942')
  await expect(picker(page)).toHaveValue('coral-sea-1942')
  await startFromPicker(page, 'Malta convoy, August 1942', 'malta-convoy-1942')
  await expectDecision(page, 'British')
  // and it plays: the convoy's escort moves one hex, as the side panel offers
  await page.locator('#panel-situation').getByRole('button', { name: 'Move', exact: true }).first().click()
  await expect.poll(() => gameCursor(page)).toBe(1)

  // Another rule system's built-in (its folder, its page and its rules, fetched on demand), offline too.
  await page.goto('/?scenario=ocs-air-combat-14-3e')
  await expect(page.getByTestId('stage')).toHaveText('Soviet Movement Phase · Barrage Segment')

  expect(fromNetwork, 'answered by the network while offline').toEqual([])
  expect(errors).toEqual([])
})
