// The page's entry, kept small on purpose (the first-load budget of e2e/first-load.spec.ts): it
// draws the board of the scenario the page opens on with Pixi alone (ui/firstBoard.ts), then
// fetches the app (appEntry.tsx: React, the store, the rules engine), whose map takes that board
// over.
import { reportError } from './map/testHook'
import { drawFirstBoard } from './ui/firstBoard'
import './ui/app.css'

// Uncaught failures are reported on window.__sortieError so e2e tests fail fast and say why.
window.addEventListener('error', (e) => reportError(e.error ?? e.message))
window.addEventListener('unhandledrejection', (e) => reportError(e.reason))

// ?harness=ocs-map or ocs-charts: the OCS map or Charts form alone, for the e2e tests, until the
// OCS page mounts them (ui/systems/ocs/ocsHarness.tsx, its own chunk).
const harness = new URLSearchParams(location.search).get('harness')
if (harness === 'ocs-map' || harness === 'ocs-charts')
  void import('./ui/systems/ocs/ocsHarness')
    .then((h) => h.startOcsHarness(harness))
    .catch((e: unknown) => reportError(e))
else
  void drawFirstBoard()
    .then(() => import('./appEntry'))
    .then((app) => app.start())
    .catch((e: unknown) => reportError(e))
