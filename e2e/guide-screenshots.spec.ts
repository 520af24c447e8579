// The screenshots of the README and the player's guide (docs/images/*.png), made from the app itself
// so that they show what the app draws today. They are written only when GUIDE_SHOTS=1
// (`GUIDE_SHOTS=1 npx playwright test e2e/guide-screenshots.spec.ts`), and skipped otherwise, so a
// test run never rewrites files of the tree. Each shot is taken once the state it shows is reached.
import { expect, test, type Page } from '@playwright/test'
import { openApp, playActions, startNewGame, TUTORIAL_INTERCEPTION } from './helpers'

const IMAGES = new URL('../docs/images/', import.meta.url)

test.skip(process.env.GUIDE_SHOTS !== '1', 'writes docs/images/*.png only when GUIDE_SHOTS=1')
test.use({ viewport: { width: 1280, height: 800 } })

const shot = (page: Page, name: string) => page.screenshot({ path: new URL(`${name}.png`, IMAGES).pathname })

/** The tutorial on seed 1, the hand-over screen off: one person at the screen for the pictures. */
async function tutorialGame(page: Page): Promise<void> {
  await openApp(page)
  await page.evaluate(() => {
    const st = window.__sortieStore!.getState()
    st.setSession({ seed: 1 })
    st.restart()
  })
}

test('a game in progress: the Me-109 attacks the B-17 in the tutorial', async ({ page }) => {
  await tutorialGame(page)
  // Up to the designation: the next decision is the Me-109's attack, with its odds on the screen.
  await playActions(page, TUTORIAL_INTERCEPTION.slice(0, -1))
  await expect(page.getByRole('button', { name: /Attack/ }).first()).toBeVisible()
  await shot(page, 'game')
})

test('the new-game dialog', async ({ page }) => {
  await openApp(page)
  await page.getByRole('combobox', { name: 'Scenario' }).selectOption('channel-1943')
  await expect(page.getByRole('dialog', { name: /^New game:/ })).toBeVisible()
  await shot(page, 'new-game')
  await startNewGame(page)
})

test('the scenario editor', async ({ page }) => {
  await openApp(page)
  await page.getByRole('button', { name: 'New scenario ▾' }).click()
  await page.getByRole('button', { name: 'On a new map…' }).click()
  await page.waitForFunction(() => window.__sortieEditor?.ready === true)
  await shot(page, 'editor')
})
