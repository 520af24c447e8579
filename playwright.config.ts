import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './e2e/chromium'

// PW_PORT: another port for a second checkout's tests on the same machine (4173 by default)
const PORT = Number(process.env.PW_PORT ?? 4173)

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  workers: 1, // 2 cores: one browser at a time
  retries: 0,
  reporter: [['list']],
  grepInvert: process.env.PW_BENCH ? undefined : /@bench/, // benchmarks only on demand
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.01 } }, // plus { timeout: 30_000 } on each call
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    viewport: { width: 1024, height: 700 },
    deviceScaleFactor: 1,
    trace: 'retain-on-failure',
    // The built app registers a service worker; it would answer requests that specs route or
    // count. Only e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_EXECUTABLE,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium' }], // the screenshot baseline name embeds it: <spec>-snapshots/<name>-chromium-linux.png
  webServer: {
    command: `npm run build && npx vite preview --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
