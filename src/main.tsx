import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { reportError } from './map/testHook'
import { App } from './ui/App'
import './ui/app.css'

// Uncaught failures are reported on window.__sortieError so e2e tests fail fast and say why.
window.addEventListener('error', (e) => reportError(e.error ?? e.message))
window.addEventListener('unhandledrejection', (e) => reportError(e.reason))

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
