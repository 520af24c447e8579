import { chromium } from '@playwright/test'
import { readFileSync } from 'node:fs'
const CH = JSON.parse(readFileSync('/work/main/src/scenarios/channel-1943.json', 'utf8'))
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless=new','--disable-gpu','--use-angle=swiftshader','--enable-unsafe-swiftshader'] })
const p = await b.newPage({ viewport: { width: 1280, height: 900 } })
await p.goto('http://localhost:4173/')
await p.waitForFunction(() => window.__sortie?.ready === true, null, { timeout: 20000 })
await p.evaluate((json) => {
  const st = window.__sortieStore.getState()
  st.loadScenario(json, 'channel-1943', { seed: 1, dice: [6,6,6,6,6,6] })
  const d = (a) => { const v = window.__sortieStore.getState().dispatch(a); if (v) throw new Error(v.message) }
  d({ type: 'endStep' }); d({ type: 'endStep' })
}, CH)
await p.waitForTimeout(800)
await p.screenshot({ path: '/tmp/g1.png' })
await p.getByRole('radio', { name: 'Land Offensive' }).check()
await p.getByRole('button', { name: /^Declare a Land Offensive/ }).click()
await p.waitForTimeout(800)
await p.screenshot({ path: '/tmp/g2.png' })
await p.getByRole('button', { name: /^Declare the land combat/ }).click()
await p.waitForTimeout(800)
await p.screenshot({ path: '/tmp/g3.png' })
