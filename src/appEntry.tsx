// The app (React shell, store, rules engine), fetched by pageEntry.ts once the first board is drawn.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { registerOffline } from './offline'
import { sortieStore } from './store/store'
import { App } from './ui/App'
import { boot } from './ui/boot'

declare global {
  interface Window {
    /** The page's store, for e2e tests (read state, drive settings). */
    __sortieStore?: typeof sortieStore
  }
}

/** Starts the app in the page's #root: the store, the first scenario (or the one the first screen fetched), the React shell. */
export function start(): void {
  window.__sortieStore = sortieStore
  const booted = boot() // fetches the first scenario while the page and the map start
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  createRoot(root).render(
    <StrictMode>
      <App booted={booted} />
    </StrictMode>,
  )
  registerOffline()
}
