// The AWAW Charts form (Charts… on the AWAW page, its own chunk): the Air Nationality Chart's two
// rows the scan lost, entered by the players and checked by the rules' scenario reader (19.31A,
// awawChartsForm.ts); the Air Defense and Naval Attack Tables as Sortie has them, each cell restored
// from the damaged scan marked so (23.42, 23.44); and the Air Combat Table, which is the players'
// own (rule 19, read at each roll, 23.416). Saving starts a new game of the scenario with the rows.
import { useState } from 'react'
import {
  ADT_RECONSTRUCTED,
  AIR_NATIONALITY_ITALY_RUSSIA_FRANCE,
  AIR_NATIONALITY_TWO,
  NAT_RECONSTRUCTED,
  airDefenseTable,
  navalAttackTable,
  type AwawScenario,
} from '../../../rules/systems/awaw'
import { provenanceNote, type Table } from '../../../rules/kernel/tables'
import {
  NATIONALITY_ROWS,
  nationalityText,
  withNationalityRows,
  type NationalityText,
} from './awawChartsForm'

export function TableGrid({
  table,
  restored,
  testId,
}: {
  table: Table
  restored: ReadonlySet<string>
  testId: string
}) {
  return (
    <div style={{ overflowX: 'auto', maxHeight: '40vh' }}>
      <table className="chart-grid" data-testid={testId}>
        <caption>
          {table.name} ({table.rule}){provenanceNote(table)}; † a cell the scan lost, restored from the
          table&apos;s pattern
        </caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            {table.columns.map((c) => (
              <th key={c.key} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((r, i) => (
            <tr key={r.key}>
              <th scope="row">{r.label}</th>
              {table.columns.map((c, j) => {
                const mark = restored.has(`${r.key}:${c.key}`)
                return (
                  <td key={c.key} title={mark ? 'restored from the pattern of the legible cells' : undefined}>
                    {table.cells[i][j]}
                    {mark ? '†' : ''}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export function AwawChartsDialog({
  scenario,
  onClose,
  onSave,
}: {
  scenario: AwawScenario
  onClose: () => void
  onSave: (scenario: AwawScenario) => void
}) {
  const [text, setText] = useState<NationalityText>(() => nationalityText(scenario))
  const check = withNationalityRows(scenario, text)
  const [tab, setTab] = useState(0)
  const tabs = ['Air Nationality Chart', airDefenseTable.name, navalAttackTable.name, 'Air Combat Table']
  return (
    <div className="modal-backdrop">
      <div
        className="modal charts awaw-charts"
        role="dialog"
        aria-modal="true"
        aria-labelledby="awaw-charts-heading"
        data-testid="awaw-charts"
      >
        <h2 id="awaw-charts-heading">The charts of rule 23</h2>
        <div className="modal-body">
          <div role="tablist" aria-label="AWAW charts">
            {tabs.map((t, i) => (
              <button
                key={t}
                type="button"
                role="tab"
                aria-selected={i === tab}
                className={i === tab ? 'primary' : undefined}
                onClick={() => setTab(i)}
              >
                {t}
              </button>
            ))}
          </div>
          {tab === 0 && (
            <section aria-label="Air Nationality Chart">
              <p>
                The Air Nationality Chart (19.31A, read by 23.441A): {AIR_NATIONALITY_TWO.join(', ')} have DRM
                2, as the rules text prints. The scan lost the DRM of the next two rows: enter them from your
                own chart. Sortie never fills them in; a side whose air needs one cannot attack ships without
                it.
              </p>
              {NATIONALITY_ROWS.map((r) => (
                <label key={r.key} className="awaw-count">
                  <input
                    type="text"
                    size={4}
                    inputMode="numeric"
                    aria-label={r.label}
                    placeholder="your chart"
                    value={text[r.key] ?? ''}
                    onChange={(e) => setText((t) => ({ ...t, [r.key]: e.target.value }))}
                  />{' '}
                  {r.label}
                  {r.key === 'italyRussiaFrance'
                    ? ` (${AIR_NATIONALITY_ITALY_RUSSIA_FRANCE.join(', ')})`
                    : ''}
                </label>
              ))}
              {check.problems.length > 0 && (
                <ul role="alert" className="violation" data-testid="awaw-charts-problems">
                  {check.problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              )}
            </section>
          )}
          {tab === 1 && (
            <TableGrid
              table={airDefenseTable}
              restored={new Set(ADT_RECONSTRUCTED)}
              testId="awaw-chart-adt"
            />
          )}
          {tab === 2 && (
            <TableGrid
              table={navalAttackTable}
              restored={new Set(NAT_RECONSTRUCTED)}
              testId="awaw-chart-nat"
            />
          )}
          {tab === 3 && (
            <p>
              The Air Combat Table is rule 19&apos;s, which is not in the rules text Sortie has: at each air
              combat both sides roll and read their own printed chart, and enter the result, &quot;a/b&quot;
              (23.416). With no modifiers, 1/2 is its most likely result (23.416).
            </p>
          )}
        </div>
        <div className="modal-actions">
          <button
            type="button"
            className="primary"
            disabled={check.problems.length > 0}
            data-testid="awaw-charts-save"
            onClick={() => onSave(check.scenario)}
          >
            New game with these rows
          </button>
          <button type="button" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </div>
  )
}
