// The dice animation can be skipped by a setting that is remembered: with it on, a roll's result
// shows at once ("Rolling…" never appears); after a reload the setting is still on. A watcher of the
// page's DOM records whether "Rolling…" was ever drawn, so the test does not depend on timing.
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import type { Action } from '../src/rules/systems/aeto'
import { appStarted, openApp, playActions } from './helpers'

const CHAIN = JSON.parse(
  readFileSync(new URL('../src/cli/testdata/chain-scenario.json', import.meta.url), 'utf8'),
)
const CHAIN_ACTIONS: Action[] = JSON.parse(
  readFileSync(new URL('../src/cli/testdata/chain-actions.json', import.meta.url), 'utf8'),
)

test.use({ reducedMotion: 'no-preference' })

/** The chain scenario up to its first air combat attack (actions 0–8: the Allies attack next, 4.16). */
async function toFirstAttack(page: Page): Promise<void> {
  await page.evaluate(
    ({ json, actions }) => {
      const st = window.__sortieStore!.getState()
      if (!st.loadScenario(json, 'chain', { seed: 1, dice: [6, 6, 6, 6, 6, 6] }))
        throw new Error('load failed')
      for (const a of actions) {
        const v = window.__sortieStore!.getState().dispatch(a)
        if (v) throw new Error(v.message)
      }
    },
    { json: CHAIN, actions: CHAIN_ACTIONS.slice(0, 9) },
  )
}

/** Plays the Allies' attack and tells whether "Rolling…" was drawn before its result showed. */
async function attackAndWatch(page: Page): Promise<boolean> {
  await page.evaluate(() => {
    const w = window as unknown as { __rolled?: boolean }
    w.__rolled = false
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="last-rolls"]')?.textContent?.includes('Rolling…'))
        w.__rolled = true
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
  await playActions(page, [CHAIN_ACTIONS[9]])
  await expect(page.getByTestId('roll').first()).toContainText('Result:')
  return page.evaluate(() => (window as unknown as { __rolled?: boolean }).__rolled === true)
}

test('the dice animation is shown by default, skipped when the setting is on, and the setting survives a reload', async ({
  page,
}) => {
  await openApp(page)
  await toFirstAttack(page)
  expect(await attackAndWatch(page)).toBe(true) // default: the dice roll briefly

  await page.getByRole('tab', { name: 'Settings' }).click()
  const skip = page.getByTestId('skip-dice-animation')
  await expect(skip).not.toBeChecked()
  await skip.check()
  await page.reload()
  await appStarted(page)
  await page.getByRole('tab', { name: 'Settings' }).click()
  await expect(page.getByTestId('skip-dice-animation')).toBeChecked()

  await toFirstAttack(page)
  expect(await attackAndWatch(page)).toBe(false) // the result at once
})
