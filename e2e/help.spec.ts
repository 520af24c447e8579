// The in-app help: "?" in the header opens the player's guide (docs/guide.md) in a dialog; its
// contents' links scroll the guide; Esc closes it and gives the page back.
import { expect, test } from '@playwright/test'
import { collectErrors, openApp } from './helpers'

test('"?" in the header shows the player\'s guide; a contents link reaches its section; Esc closes it', async ({
  page,
}) => {
  const errors = collectErrors(page)
  await openApp(page)
  await page.getByRole('button', { name: "Help: the player's guide" }).click()
  const dialog = page.getByRole('dialog', { name: 'Help' })
  await expect(dialog).toBeVisible()
  const guide = dialog.getByTestId('help-guide')
  await expect(guide.getByRole('heading', { level: 1, name: "Player's guide" })).toBeVisible()
  // The map and panels are inert behind it.
  await expect(page.locator('main.app-main')).toHaveAttribute('aria-hidden', 'true')

  const offline = guide.getByRole('heading', { level: 2, name: 'Offline', exact: true })
  await expect(offline).not.toBeInViewport()
  await guide.getByRole('link', { name: 'Offline', exact: true }).click()
  await expect(offline).toBeInViewport()
  await expect(guide).toContainText(
    'After your first visit the app and every built-in scenario work with no network',
  )
  expect(page.url()).not.toContain('#')

  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(page.locator('main.app-main')).not.toHaveAttribute('aria-hidden', 'true')
  expect(errors).toEqual([])
})
