// The page: header with the scenario picker, the map, and a side panel with the scenario, the
// selected hex and the order of battle. Selection lives here until the store's ui slice exists.
import { useCallback, useMemo, useState } from 'react'
import { MapView } from '../map/MapView'
import { DEFAULT_SCENARIO_ID, catalog, loadScenario } from './catalog'
import { hexContents, orderOfBattle } from './describe'
import { HexPanel } from './HexPanel'
import { snapshotFromScenario } from './mapSnapshot'
import { OrderOfBattle } from './OrderOfBattle'
import { ScenarioPicker } from './ScenarioPicker'
import { useScenarioId } from './useScenarioId'

export function App() {
  const [requestedId, setRequestedId] = useScenarioId(DEFAULT_SCENARIO_ID)
  const entry = catalog.find((e) => e.id === requestedId) ?? catalog.find((e) => e.id === DEFAULT_SCENARIO_ID) ?? catalog[0]
  const unknownId = entry.id !== requestedId ? requestedId : null
  const loaded = useMemo(() => loadScenario(entry), [entry])
  const scenario = loaded.ok ? loaded.scenario : null
  const snapshot = useMemo(() => (scenario ? snapshotFromScenario(scenario) : null), [scenario])
  const oob = useMemo(() => (scenario ? orderOfBattle(scenario) : []), [scenario])

  const [selection, setSelection] = useState<{ scenarioId: string; hex: string } | null>(null)
  const selectedHex = selection?.scenarioId === entry.id ? selection.hex : null
  const contents = useMemo(() => (scenario && selectedHex ? hexContents(scenario, selectedHex) : null), [scenario, selectedHex])
  const onHexClick = useCallback((hex: string) => setSelection({ scenarioId: entry.id, hex }), [entry.id])

  return (
    <div className="app">
      <header className="app-header">
        <h1>Sortie</h1>
        <ScenarioPicker entries={catalog} value={entry.id} onChange={setRequestedId} />
      </header>
      <main className="app-main">
        <MapView snapshot={snapshot} snapshotId={entry.id} selectedHex={selectedHex} onHexClick={onHexClick} />
        <aside className="side-panel" aria-label="Scenario details">
          {unknownId !== null && (
            <p role="alert" className="notice">
              There is no built-in scenario “{unknownId}”; showing “{entry.title}”.
            </p>
          )}
          <section className="panel-section" aria-labelledby="scenario-heading">
            <h2 id="scenario-heading">{scenario?.title ?? entry.title}</h2>
            {entry.description !== '' && <p className="description">{entry.description}</p>}
            {scenario && scenario.description !== '' && scenario.description !== entry.description && (
              <details className="briefing">
                <summary>Scenario notes</summary>
                <p>{scenario.description}</p>
              </details>
            )}
            {!loaded.ok && (
              <div role="alert" className="notice">
                <p>This scenario could not be loaded:</p>
                <ul>
                  {loaded.errors.map((e, i) => (
                    <li key={i}>
                      {e.path !== '' && <code>{e.path}</code>} {e.message}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </section>
          <HexPanel hex={contents} />
          {scenario && <OrderOfBattle sides={oob} />}
        </aside>
      </main>
    </div>
  )
}
