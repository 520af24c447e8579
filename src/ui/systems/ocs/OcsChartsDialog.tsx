// The OCS Charts form: every chart the seed refers to without printing it (ocsChartsForm.ts), each
// with its provenance, the cells the seed fixes shown read-only, the others typed, imported (JSON
// or text) or left to the players' own chart, and checked as they are typed by the rules module's
// own checks (an entry that contradicts the seed is refused, naming the cell, what it got and what
// the seed fixes). "Save" hands the entries to the page in the scenario's shape (`airCombatTable`,
// `charts`): the OCS engine has no action that enters a chart during a game, so the charts are
// entered before the game starts and the scenario carries them, which keeps a replay exact.
import { useMemo, useState } from 'react'
import type { ChartEntry, OcsScenario } from '../../../rules/systems/ocs'
import { PROVENANCE_WORDS, type Provenance } from '../../../rules/kernel/tables'
import {
  addColumn,
  addRow,
  cellProblems,
  checkDraft,
  exportJson,
  fixedCells,
  importDraft,
  initialDrafts,
  placeholderOf,
  provenanceWords,
  removeColumn,
  removeRow,
  saveOf,
  setCell,
  shapeOf,
  type ChartDraft,
  type OcsChartsSave,
} from './ocsChartsForm'

export interface OcsChartsDialogProps {
  /** The scenario, with the charts it carries (if any). */
  scenario: OcsScenario & { charts?: Record<string, ChartEntry> }
  onSave: (charts: OcsChartsSave) => void
  onClose: () => void
}

const ENTERED_PROVENANCES: Exclude<Provenance, 'placeholder'>[] = [
  'userEntered',
  'houseRuling',
  'reconstructed',
]

export function OcsChartsDialog({ scenario, onSave, onClose }: OcsChartsDialogProps) {
  const [drafts, setDrafts] = useState<ChartDraft[]>(() =>
    initialDrafts({ airCombatTable: scenario.airCombatTable, charts: scenario.charts }),
  )
  const [shown, setShown] = useState(0)
  const d = drafts[shown]
  const update = (next: ChartDraft) => setDrafts((all) => all.map((x, i) => (i === shown ? next : x)))
  const check = useMemo(() => checkDraft(d), [d])
  const fixed = useMemo(() => fixedCells(d), [d])
  const save = useMemo(() => saveOf(drafts), [drafts])
  const table = placeholderOf(d.id)
  const shape = shapeOf(d.id)
  const fixedRowCount =
    shape.rows === 'extra' ? table.rows.length : shape.rows === 'fixed' ? d.rows.length : 0
  const [importText, setImportText] = useState('')
  const [importError, setImportError] = useState<string | null>(null)
  const [newRow, setNewRow] = useState({ key: '', label: '' })
  const [newColumn, setNewColumn] = useState('')
  const outcomesId = `ocs-outcomes-${d.id}`

  const doImport = (text: string) => {
    const r = importDraft(d, text)
    if (typeof r === 'string') setImportError(r)
    else {
      setImportError(null)
      update(r)
    }
  }
  const exportHref = save.ok
    ? `data:application/json;charset=utf-8,${encodeURIComponent(exportJson(save.save))}`
    : undefined

  return (
    <div className="modal-backdrop">
      <div
        className="modal charts ocs-charts"
        role="dialog"
        aria-modal="true"
        aria-labelledby="ocs-charts-heading"
        data-testid="ocs-charts"
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault()
            onClose()
          }
        }}
      >
        <h2 id="ocs-charts-heading">OCS charts</h2>
        <div className="modal-body">
          <p className="note">
            The seed (OCS series rules 14.0) refers to these charts without printing them. Sortie never
            invents a value: until you enter a chart it holds only what the seed fixes (shown locked), and
            every other roll is read off your own chart when it lands. Enter the charts before the game
            starts: the scenario carries them, so a replay reads the same values.
          </p>
          <div role="tablist" aria-label="OCS charts">
            {drafts.map((x, i) => (
              <button
                key={x.id}
                type="button"
                role="tab"
                aria-selected={i === shown}
                data-testid={`ocs-chart-tab-${x.id}`}
                onClick={() => (setShown(i), setImportError(null))}
              >
                {placeholderOf(x.id).name}
                {x.entered ? ' (entered)' : ' (placeholder)'}
              </button>
            ))}
          </div>
          <p data-testid="ocs-chart-provenance">
            <strong>{table.name}</strong> ({table.rule}): {provenanceWords(d)}.
          </p>
          <p>
            <label>
              Source of the values{' '}
              <select
                value={d.provenance}
                onChange={(e) =>
                  update({
                    ...d,
                    provenance: e.target.value as ChartDraft['provenance'],
                    entered: true,
                  })
                }
              >
                {ENTERED_PROVENANCES.map((p) => (
                  <option key={p} value={p}>
                    {p === 'userEntered' ? 'entered by the players' : PROVENANCE_WORDS[p]}
                  </option>
                ))}
              </select>
            </label>{' '}
            <label>
              <input
                type="checkbox"
                checked={d.verified}
                onChange={(e) => update({ ...d, verified: e.target.checked, entered: true })}
              />{' '}
              checked against the printed chart
            </label>
          </p>
          <datalist id={outcomesId}>
            {table.outcomes.map((o) => (
              <option key={o} value={o} />
            ))}
          </datalist>
          <div style={{ overflowX: 'auto', maxHeight: '50vh' }}>
            <table className="chart-grid" data-testid={`ocs-chart-grid-${d.id}`}>
              <thead>
                <tr>
                  <th scope="col">{shape.rows === 'fixed' ? '' : 'Row (key)'}</th>
                  {d.columns.map((c, j) => (
                    <th key={c.key} scope="col">
                      {c.label}
                      {shape.columns === 'named' && (
                        <button
                          type="button"
                          aria-label={`Remove the column ${c.label}`}
                          onClick={() => update(removeColumn(d, j))}
                        >
                          ×
                        </button>
                      )}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {d.rows.map((r, i) => (
                  <tr key={`${r.key}-${i}`}>
                    <th scope="row">
                      {r.label}
                      {shape.rows !== 'fixed' && r.key !== r.label && <small> ({r.key})</small>}
                      {i >= fixedRowCount && (
                        <button
                          type="button"
                          aria-label={`Remove the row ${r.label}`}
                          onClick={() => update(removeRow(d, i))}
                        >
                          ×
                        </button>
                      )}
                    </th>
                    {d.columns.map((c, j) => {
                      const name = `column ${c.label}, row ${r.label}`
                      const f = fixed.get(`${r.key}|${c.key}`)
                      const value = d.cells[i]?.[j] ?? null
                      const bad = cellProblems(check.problems, r.key, c.key)
                      if (f && value === f.value)
                        return (
                          <td key={c.key} title={`Fixed by the seed: ${f.source}`} data-fixed="true">
                            <span aria-label={`${name}: ${f.value}, fixed by the seed (${f.source})`}>
                              {f.value} 🔒
                            </span>
                          </td>
                        )
                      return (
                        <td key={c.key}>
                          <input
                            type="text"
                            size={8}
                            list={outcomesId}
                            aria-label={name}
                            aria-invalid={bad.length > 0}
                            placeholder="your chart"
                            value={value ?? ''}
                            onChange={(e) => update(setCell(d, i, j, e.target.value))}
                            style={bad.length ? { outline: '2px solid #d32f2f' } : undefined}
                          />
                        </td>
                      )
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {shape.rows !== 'fixed' && (
            <form
              onSubmit={(e) => {
                e.preventDefault()
                if (!newRow.key.trim()) return
                update(addRow(d, newRow.key, newRow.label || newRow.key))
                setNewRow({ key: '', label: '' })
              }}
            >
              <label>
                Row key{' '}
                <input
                  value={newRow.key}
                  placeholder={shape.rowHint}
                  onChange={(e) => setNewRow({ ...newRow, key: e.target.value })}
                />
              </label>{' '}
              <label>
                Its words{' '}
                <input
                  value={newRow.label}
                  onChange={(e) => setNewRow({ ...newRow, label: e.target.value })}
                />
              </label>{' '}
              <button type="submit">Add the row</button>
            </form>
          )}
          {shape.columns === 'named' && (
            <form
              onSubmit={(e) => {
                e.preventDefault()
                if (!newColumn.trim()) return
                update(addColumn(d, newColumn))
                setNewColumn('')
              }}
            >
              <label>
                Column (strength band){' '}
                <input
                  value={newColumn}
                  placeholder={shape.columnHint}
                  onChange={(e) => setNewColumn(e.target.value)}
                />
              </label>{' '}
              <button type="submit">Add the column</button>
            </form>
          )}
          {check.problems.length > 0 && (
            <ul role="alert" className="violation" data-testid="ocs-chart-problems">
              {check.problems.map((p, k) => (
                <li key={k}>{p.message}</li>
              ))}
            </ul>
          )}
          <details>
            <summary>Import this chart (JSON or text)</summary>
            <p className="note">
              JSON as exported here (or one chart's entry, {'{"cells": [[…], …]}'}), or text:{' '}
              {shape.columns === 'named'
                ? 'one line per column "band, result for 2, …, result for 12"'
                : shape.rows === 'named'
                  ? 'one line per row "key, words, value…"'
                  : 'one line per row "row, value…"'}
              .
            </p>
            <textarea
              aria-label="Chart to import"
              rows={5}
              cols={60}
              value={importText}
              onChange={(e) => setImportText(e.target.value)}
            />
            <div>
              <input
                type="file"
                accept=".json,.csv,.txt,application/json,text/csv,text/plain"
                aria-label="Chart file"
                onChange={(e) => {
                  const file = e.target.files?.[0]
                  if (file) void file.text().then(doImport)
                }}
              />{' '}
              <button type="button" onClick={() => doImport(importText)}>
                Import
              </button>
            </div>
            {importError && (
              <p role="alert" className="violation" data-testid="ocs-chart-import-error">
                {importError}
              </p>
            )}
          </details>
          {!save.ok && (
            <p className="note" data-testid="ocs-charts-blocked">
              Not saved while a chart contradicts the seed:{' '}
              {[...new Set(save.problems.map((p) => p.chart))].join(', ')}.
            </p>
          )}
        </div>
        <div className="modal-actions">
          {exportHref ? (
            <a href={exportHref} download={`${scenario.id}-charts.json`} data-testid="ocs-charts-export">
              Export JSON
            </a>
          ) : (
            <span aria-disabled="true">Export JSON</span>
          )}
          <button
            type="button"
            className="primary"
            disabled={!save.ok}
            data-testid="ocs-charts-save"
            onClick={() => save.ok && onSave(save.save)}
          >
            Save the charts
          </button>
          <button type="button" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </div>
  )
}
