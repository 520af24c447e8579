// Built-in scenarios are files served with the client (public/scenarios/), fetched when chosen;
// ?scenario=<url> opens a club's own file from the same site. A bad or unreachable address is
// explained, naming it, and the game in progress is still offered (docs/guide.md, "A club's own scenarios").
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import {
  autosaved,
  collectErrors,
  openApp,
  playActions,
  TUTORIAL_INTERCEPTION,
  waitForScenario,
} from './helpers'

const TUTORIAL = JSON.parse(
  readFileSync(new URL('../public/scenarios/tutorial.json', import.meta.url), 'utf8'),
) as Record<string, unknown>
const CLUB = { ...TUTORIAL, id: 'club-raid', title: 'Club night: the raid on Dunenfeld' }

const alert = (page: Page) => page.getByRole('alert').filter({ hasText: 'could not be loaded' })
const picker = (page: Page) => page.getByLabel('Scenario', { exact: true })

async function serveClubFile(
  page: Page,
  path: string,
  body: string,
  contentType = 'application/json',
): Promise<void> {
  await page.route(`**${path}`, (route) => route.fulfill({ status: 200, contentType, body }))
}

test('the built-in scenarios are fetched from /scenarios/<id>.json when chosen, not before', async ({
  page,
}) => {
  const fetched: string[] = []
  page.on('request', (r) => {
    const p = new URL(r.url()).pathname
    if (p.endsWith('.json')) fetched.push(p)
  })
  await openApp(page)
  expect(fetched).toEqual(['/scenarios/tutorial.json'])
  await picker(page).selectOption({ label: 'Channel, August 1943' })
  await page
    .getByRole('dialog', { name: /New game: Channel, August 1943/ })
    .getByRole('button', { name: /^Start the game/ })
    .click()
  await waitForScenario(page, 'channel-1943')
  expect(fetched).toEqual(['/scenarios/tutorial.json', '/scenarios/channel-1943.json'])
  const schema = await page.request.get('/schema/scenario.schema.json')
  expect(schema.ok()).toBe(true)
  expect((await schema.json()).title).toBe('Sortie scenario')
})

test('?scenario=<url> opens a same-origin file, by relative path or absolute address, and keeps it in the address', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await serveClubFile(page, '/club/raid.json', JSON.stringify(CLUB))
  await openApp(page, '/?scenario=club/raid.json')
  await waitForScenario(page, 'url:club/raid.json')
  await expect(picker(page).locator('option:checked')).toHaveText(
    'Club night: the raid on Dunenfeld (from club/raid.json)',
  )
  expect(new URL(page.url()).searchParams.get('scenario')).toBe('club/raid.json')
  const absolute = new URL('/club/raid.json', page.url()).href
  await openApp(page, `/?scenario=${encodeURIComponent(absolute)}`)
  await waitForScenario(page, `url:${absolute}`)
  await expect(alert(page)).toHaveCount(0)
  expect(errors).toEqual([])
})

test('an address that cannot be opened is explained, naming it; the default scenario is shown and the game in progress is offered', async ({
  page,
}) => {
  await openApp(page)
  await page.evaluate(() => {
    const st = window.__sortieStore!.getState()
    st.setSession({ seed: 1 })
    st.restart()
  })
  await playActions(page, TUTORIAL_INTERCEPTION.slice(0, 3))
  await autosaved(page, 3)

  await openApp(page, '/?scenario=club/missing.json')
  await expect(alert(page)).toContainText(/club\/missing\.json” could not be loaded/)
  await expect(alert(page)).toContainText(/the server answered 404|not a scenario file/)
  await waitForScenario(page, 'tutorial')
  const offer = page.getByRole('dialog', { name: /saved in this browser/ })
  await expect(offer.getByTestId('resume-summary').first()).toContainText('3 actions')

  await openApp(page, '/?scenario=https://elsewhere.example/raid.json')
  await expect(alert(page)).toContainText('only files from this site')
  await expect(alert(page)).toContainText('https://elsewhere.example/raid.json')

  await serveClubFile(page, '/club/broken.json', '{ "format": "sortie-scenario", "version": 1, ')
  await openApp(page, '/?scenario=club/broken.json')
  await expect(alert(page)).toContainText(/club\/broken\.json” could not be loaded/)

  await serveClubFile(page, '/club/invalid.json', JSON.stringify({ ...CLUB, sides: 'none' }))
  await openApp(page, '/?scenario=club/invalid.json')
  await expect(alert(page)).toContainText('sides')
  await waitForScenario(page, 'tutorial')
})

test('an address whose server never answers is given up after 15 s, saying why; the built-in scenarios are offered', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.route('**/club/silent.json', () => {}) // accepted, never answered
  await page.goto('/?scenario=club/silent.json')
  await expect(alert(page)).toContainText(/club\/silent\.json” could not be loaded/, { timeout: 30_000 })
  await expect(alert(page)).toContainText('did not send it within 15 s, so Sortie stopped waiting')
  await expect(alert(page).getByTestId('load-errors-builtin')).toContainText(
    'choose one in the Scenario list',
  )
  await waitForScenario(page, 'tutorial')
})
