import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { reportError } from './map/testHook'
import { registerOffline } from './offline'
import { sortieStore } from './store/store'
import { App } from './ui/App'
import { boot } from './ui/boot'
import './ui/app.css'

declare global {
  interface Window {
    /** The page's store, for e2e tests (read state, drive settings). */
    __sortieStore?: typeof sortieStore
  }
}

// Uncaught failures are reported on window.__sortieError so e2e tests fail fast and say why.
window.addEventListener('error', (e) => reportError(e.error ?? e.message))
window.addEventListener('unhandledrejection', (e) => reportError(e.reason))
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
