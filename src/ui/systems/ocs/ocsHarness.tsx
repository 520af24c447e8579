// A test page for the OCS map and Charts form until the OCS page mounts them: the page opened with
// `?harness=ocs-map` or `?harness=ocs-charts` (pageEntry.ts) shows one of them alone on a built-in
// OCS scenario (`&scenario=…`, the 14.3e example by default), after the actions of `&actions=[…]`
// (JSON), as `&viewer=…` sees it. What a click or a save gives is printed on the page for the e2e
// (e2e/ocs-map.spec.ts). Nothing of the game page is started.
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { ocsSystem, type OcsAction, type OcsState } from '../../../rules/systems/ocs'
import { fetchBuiltIn } from '../../../scenarios/fetch'
import { OcsChartsDialog } from './OcsChartsDialog'
import { OcsMapPane } from './OcsMapPane'
import type { OcsChartsSave } from './ocsChartsForm'

async function harnessGame(params: URLSearchParams): Promise<OcsState> {
  const id = params.get('scenario') ?? 'ocs-air-combat-14-3e'
  const r = await fetchBuiltIn(id)
  if (!r.ok) throw new Error(`scenario ${id}: ${r.reason}`)
  const parsed = ocsSystem.parseScenario(r.json)
  if (!parsed.ok) throw new Error(parsed.errors.map((e) => `${e.path}: ${e.message}`).join('\n'))
  let s = ocsSystem.newGame(parsed.scenario, { seed: 1 })
  for (const a of JSON.parse(params.get('actions') ?? '[]') as OcsAction[]) {
    const next = ocsSystem.apply(s, a)
    if (!next.ok) throw new Error(`${JSON.stringify(a)}: ${next.violation.message}`)
    s = next.state
  }
  return s
}

function MapHarness({ state, viewer }: { state: OcsState; viewer: string | null }) {
  const [clicked, setClicked] = useState<string[]>([])
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
      <p data-testid="ocs-harness-clicked">{clicked.join(' ')}</p>
      <div style={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <OcsMapPane
          state={state}
          viewer={viewer}
          highlight={clicked.slice(-1)}
          onHexClick={(hex) => setClicked((c) => [...c, hex])}
        />
      </div>
    </div>
  )
}

function ChartsHarness({ state }: { state: OcsState }) {
  const [saved, setSaved] = useState<OcsChartsSave | null>(null)
  const [open, setOpen] = useState(true)
  return (
    <>
      <pre data-testid="ocs-harness-saved">{saved ? JSON.stringify(saved) : ''}</pre>
      {open && <OcsChartsDialog scenario={state.scenario} onSave={setSaved} onClose={() => setOpen(false)} />}
    </>
  )
}

export async function startOcsHarness(kind: string): Promise<void> {
  const params = new URLSearchParams(location.search)
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  const state = await harnessGame(params)
  createRoot(root).render(
    <StrictMode>
      {kind === 'ocs-charts' ? (
        <ChartsHarness state={state} />
      ) : (
        <MapHarness state={state} viewer={params.get('viewer')} />
      )}
    </StrictMode>,
  )
}
