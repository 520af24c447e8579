// The scenario editor in the smallest window supported, 800 × 600: the side panel lies over the
// map, never over the header's Import…, Export, Play this scenario and Close editor, and it folds
// away to show the whole map and comes back.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { openApp } from './helpers'

test.use({ viewport: { width: 800, height: 600 } })

const editorReady = (page: Page) => page.waitForFunction(() => window.__sortieEditor?.ready === true)

/** Whether the element a click at the locator's centre would reach is the locator itself (or inside it). */
async function onTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect()
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
    return hit !== null && (hit === el || el.contains(hit))
  })
}

test('at 800 × 600 the editor panel leaves the header actions free and can be folded away and back', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await openApp(page, '/?scenario=channel-1943')
  await page.getByRole('button', { name: 'New scenario ▾' }).click()
  await page.getByRole('button', { name: 'Edit this scenario' }).click()
  await editorReady(page)
  const bar = page.getByRole('toolbar', { name: 'Editor' })
  for (const name of ['Import…', 'Export', 'Play this scenario', 'Close editor']) {
    const b = bar.getByRole('button', { name, exact: true })
    await expect(b).toBeVisible()
    expect(await onTop(b), `${name} is not covered`).toBe(true)
  }
  const panels = page.getByRole('complementary', { name: 'Editor panels' })
  await expect(panels).toBeVisible()
  await page.getByRole('button', { name: 'Hide the panels' }).click()
  await expect(panels).toBeHidden()
  await page.getByRole('button', { name: '◂ Show panels' }).click()
  await expect(panels).toBeVisible()
  await expect(page.getByRole('tab', { name: /^Problems/ })).toBeVisible()
})
