import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'

export default defineConfig({
  plugins: [
    react(),
    // Offline after the first visit: a Workbox service worker precaches the built app and the
    // built-in scenarios. src/offline.ts registers it once the first map is drawn.
    VitePWA({
      strategies: 'generateSW',
      // 'prompt' with no prompt shown: a new version waits until every Sortie tab is closed and
      // is used on the next visit; the page is never reloaded under a game in progress.
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Sortie',
        short_name: 'Sortie',
        description: 'Play client for the air operations of AETO/APTO',
        theme_color: '#23272b',
        background_color: '#fbfaf4',
        display: 'standalone',
        icons: [{ src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        // the manifest and its icon are added by the plugin
        // scenarios/**: the other systems' built-ins are in a folder each (scenarios/ocs/…).
        globPatterns: ['**/*.{js,css,html}', 'scenarios/**/*.json', 'schema/*.json'],
        // A file of the site opened as a page (/club/raid.json) is that file, not the app; the
        // pattern sees the query too, where ?scenario=club/raid.json is still the app.
        navigateFallbackDenylist: [/^[^?]*\.[a-z0-9]+(\?|$)/i],
      },
    }),
  ],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  // testTimeout: a hang guard, not a speed check (benchmarks measure speed): the property and fuzz
  // tests run for seconds on a shared 2-core machine, and the default 5 s failed them under load.
  test: { include: ['src/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
})
