/// <reference types="vite-plugin-pwa/vanillajs" />
// Offline play: registers the service worker that vite-plugin-pwa generates (Workbox, precaching
// the app and the built-in scenarios). Built app only, and after the first map so that it adds
// nothing to the first load. A new version is not forced on a game in progress: the worker waits
// until every Sortie tab is closed (registerType 'prompt' in vite.config.ts, no prompt shown).
import { whenGameDrawn } from './map/startMarks'

export function registerOffline(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  void whenGameDrawn()
    .then(() => import('virtual:pwa-register'))
    // onNeedReload: the plugin's default is to reload the page, which must not happen mid-game.
    .then(({ registerSW }) => registerSW({ immediate: true, onNeedReload: () => {} }))
    .catch(() => {}) // no offline copy: the app works online as before
}
