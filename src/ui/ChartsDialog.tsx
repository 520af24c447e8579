// The game's charts (design §8 "Tables with provenance"): each table the rules read, where its
// cells come from, and a form to enter the printed one, checked against what the rulebook fixes as
// the player types: the Bombing Table typed or imported (JSON or one line per column); the Flotilla
// Sighting Report (a report chosen per die) and the base capacities (a number per kind) row by row.
// "Use this table" plays the `enterTable` action: it is part of the game's record, so the game and
// its replay read it from that point on. A cell left empty is asked when a roll lands on it.
// "Export JSON" saves the chart shown as a file its import reads back (chartExport.ts).
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import {
  apply,
  bombingChart,
  enterRefusal,
  gameCharts,
  PROVENANCE_WORDS,
  PROVENANCES,
  SIGHTING_OUTCOMES,
  tableProblems,
  type Action,
  type GameState,
  type Provenance,
  type Table,
} from '../rules/systems/aeto'
import { gameState, sortieStore, useSortie } from '../store/store'
import { dialogSession, useDialogSession } from './dialogs/session'
import { importOneColumn, importTable } from './chartImport'
import { chartFileName, chartFileText } from './chartExport'

/** Opens the Charts dialog, on one table when given. */
export function openCharts(table = 'bombing'): void {
  dialogSession.setState({ charts: table })
}

const close = () => dialogSession.setState({ charts: null })

/** "placeholder table — not the game's", "entered table, not verified", … */
export function provenanceLabel(t: Pick<Table, 'provenance' | 'verified'>): string {
  if (t.provenance === 'placeholder') return 'placeholder — not the printed chart'
  return `${PROVENANCE_WORDS[t.provenance]}, ${t.verified ? 'verified' : 'not verified'}`
}

export function ChartsDialog() {
  const open = useDialogSession((s) => s.charts)
  const state = useSortie(gameState)
  if (open === null || !state) return null
  return <Charts key={open} state={state} first={open} />
}

function Charts({ state, first }: { state: GameState; first: string }) {
  const charts = useMemo(() => gameCharts(state), [state])
  const [shown, setShown] = useState(first)
  const [editing, setEditing] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus()
  }, [editing])
  const table = charts.find((t) => t.id === shown) ?? charts[0]
  const refusal = enterRefusal(state, table.id)
  return (
    <div className="modal-backdrop">
      <div
        ref={box}
        className="modal charts"
        role="dialog"
        aria-modal="true"
        aria-labelledby="charts-heading"
        data-testid="charts"
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault()
            close()
          }
        }}
      >
        <h2 id="charts-heading">Charts</h2>
        <div className="modal-body">
          <p className="note">
            The tables the rules read, and where their values come from. Sortie never invents a chart value: a
            placeholder only reproduces what the rules say of the chart.
          </p>
          <div role="tablist" aria-label="Charts">
            {charts.map((t) => (
              <button
                key={t.id}
                type="button"
                role="tab"
                aria-selected={t.id === table.id}
                data-testid={`chart-tab-${t.id}`}
                onClick={() => (setShown(t.id), setEditing(false))}
              >
                {t.name}
                {t.provenance === 'placeholder' && ' (placeholder)'}
              </button>
            ))}
          </div>
          <p data-testid="chart-provenance">
            <strong>{table.name}</strong> ({table.rule}): {provenanceLabel(table)}.
          </p>
          {editing && table.id === 'bombing' ? (
            <BombingTableForm state={state} onDone={() => setEditing(false)} />
          ) : editing ? (
            <OneColumnForm state={state} table={table} onDone={() => setEditing(false)} />
          ) : (
            <>
              <ChartGrid table={table} />
              {refusal === null ? (
                <button
                  type="button"
                  data-autofocus
                  onClick={() => setEditing(true)}
                  data-testid="chart-enter"
                >
                  Enter the printed table…
                </button>
              ) : (
                <p className="note" data-testid="chart-not-enterable">
                  {refusal}
                </p>
              )}
            </>
          )}
        </div>
        <div className="modal-actions">
          {!editing && (
            // The shown chart as a file the import above reads back (chartExport.ts).
            <a
              href={`data:application/json;charset=utf-8,${encodeURIComponent(chartFileText(table))}`}
              download={chartFileName(state.scenario.id, table)}
              data-testid="chart-export"
            >
              Export JSON
            </a>
          )}
          <button type="button" className={editing ? undefined : 'primary'} onClick={close}>
            Close
          </button>
        </div>
      </div>
    </div>
  )
}

function ChartGrid({ table }: { table: Table }) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <table className="chart-grid" data-testid={`chart-grid-${table.id}`}>
        <thead>
          <tr>
            <th scope="col">{table.id === 'bombing' ? '2d6 \\ strength' : ''}</th>
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
              {table.columns.map((c, j) => (
                <td key={c.key}>{table.cells[i]?.[j] ?? '?'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

interface Draft {
  columns: string[]
  cells: string[][]
  provenance: Provenance
  verified: boolean
}

function draftOf(t: Table): Draft {
  return {
    columns: t.columns.map((c) => c.key),
    cells: t.rows.map((_, i) => t.columns.map((_, j) => t.cells[i]?.[j] ?? '')),
    provenance: t.provenance === 'placeholder' ? 'userEntered' : t.provenance,
    verified: t.provenance === 'placeholder' ? false : t.verified,
  }
}

function actionOf(d: Draft): Extract<Action, { type: 'enterTable' }> {
  return {
    type: 'enterTable',
    table: 'bombing',
    columns: d.columns.map((c) => c.trim()),
    cells: d.cells.map((row) => row.map((c) => (c.trim() === '' ? null : c.trim()))),
    provenance: d.provenance,
    verified: d.verified,
  }
}

function BombingTableForm({ state, onDone }: { state: GameState; onDone: () => void }) {
  const current = useMemo(() => bombingChart(state), [state])
  const [d, setD] = useState<Draft>(() => draftOf(current))
  const action = actionOf(d)
  // Checked as the player types: the cells the table's checks name, and the engine's own answer.
  const candidate: Table = {
    ...current,
    columns: action.columns.map((k) => ({ key: k, label: k })),
    cells: action.cells,
    fixedPoints: current.fixedPoints,
    provenance: d.provenance,
    verified: d.verified,
  }
  const bad = new Set(tableProblems(candidate).flatMap((p) => (p.row ? [`${p.row}:${p.column}`] : [])))
  const verdict = apply(state, action)
  const problem = verdict.ok ? null : verdict.violation.message
  const empty = action.cells.flat().filter((c) => c === null).length
  const set = (f: (x: Draft) => void) =>
    setD((x) => {
      const y = structuredClone(x)
      f(y)
      return y
    })
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        if (problem) return
        if (sortieStore.getState().dispatch(action) === null) onDone()
      }}
      data-testid="chart-form"
    >
      <p className="hint">
        Type the Player Aid Card’s Bombing Table: a column per total bombing strength (its lowest strength on
        top), a result per 2d6 total, “*” for an anti-aircraft loss. Leave a cell empty to read it off your
        own chart when a roll lands on it.
      </p>
      <div style={{ overflowX: 'auto' }}>
        <table className="chart-grid">
          <thead>
            <tr>
              <th scope="col">From</th>
              {d.columns.map((c, j) => (
                <th key={j} scope="col">
                  <input
                    aria-label={`Column ${j + 1}: lowest strength`}
                    data-testid={`chart-col-${j}`}
                    value={c}
                    size={3}
                    onChange={(e) => set((x) => void (x.columns[j] = e.target.value))}
                  />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {d.cells.map((row, i) => (
              <tr key={i}>
                <th scope="row">{i + 2}</th>
                {row.map((c, j) => (
                  <td key={j}>
                    <input
                      aria-label={`Column from ${d.columns[j]}, roll ${i + 2}`}
                      data-testid={`chart-cell-${i + 2}-${j}`}
                      value={c}
                      size={3}
                      aria-invalid={bad.has(`${i + 2}:${d.columns[j]?.trim()}`) || undefined}
                      onChange={(e) => set((x) => void (x.cells[i][j] = e.target.value))}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <button
          type="button"
          onClick={() =>
            set((x) => {
              const last = Number(x.columns[x.columns.length - 1]) || 0
              x.columns.push(String(last + 5))
              x.cells.forEach((r) => r.push(''))
            })
          }
          disabled={d.columns.length >= 20}
        >
          Add a column
        </button>{' '}
        <button
          type="button"
          onClick={() =>
            set((x) => {
              x.columns.pop()
              x.cells.forEach((r) => r.pop())
            })
          }
          disabled={d.columns.length <= 1}
        >
          Remove the last column
        </button>
      </p>
      <ProvenanceFields
        provenance={d.provenance}
        verified={d.verified}
        onProvenance={(p) => set((x) => void (x.provenance = p))}
        onVerified={(v) => set((x) => void (x.verified = v))}
      />
      <ImportBox
        what="JSON (the scenario’s “bombingTable”, or the columns and cells of the game’s record), or CSV: one line per column, its lowest strength, then the results for 2 to 12"
        onImport={(text) => {
          const r = importTable(text, d.cells.length)
          if (typeof r === 'string') return r
          set((x) => {
            x.columns = r.columns
            x.cells = r.cells
          })
          return `Imported ${r.columns.length} columns: check them, then use the table.`
        }}
      />
      <CheckAndUse
        problem={problem}
        agrees={`The table agrees with the rulebook's example${empty ? `; ${empty} cell${empty === 1 ? '' : 's'} left to your own chart` : ''}.`}
        use="Use this table from now on"
        onCancel={onDone}
      />
    </form>
  )
}

/**
 * Import a chart, pasted or from a file (JSON or CSV, chartImport.ts): the values go into the form,
 * whose check then names any the chart may not hold. `onImport` returns what to tell the player.
 */
function ImportBox({ what, onImport }: { what: string; onImport: (text: string) => string }) {
  const [paste, setPaste] = useState('')
  const [note, setNote] = useState<string | null>(null)
  const id = useId()
  return (
    <details data-testid="chart-import-box">
      <summary>Import a table</summary>
      <label htmlFor={`${id}-paste`}>{what}</label>
      <textarea
        id={`${id}-paste`}
        rows={5}
        value={paste}
        data-testid="chart-import-text"
        onChange={(e) => setPaste(e.target.value)}
      />
      <button type="button" data-testid="chart-import" onClick={() => setNote(onImport(paste))}>
        Import
      </button>{' '}
      <label>
        or from a file{' '}
        <input
          type="file"
          accept=".json,.csv,.txt,application/json,text/csv,text/plain"
          data-testid="chart-import-file"
          onChange={(e) => {
            const file = e.target.files?.[0]
            e.target.value = '' // the same file may be chosen again after an edit
            if (!file) return
            void file.text().then(
              (text) => {
                setPaste(text)
                setNote(`${file.name}: ${onImport(text)}`)
              },
              (err: unknown) =>
                setNote(
                  `${file.name}: could not be read (${err instanceof Error ? err.message : String(err)}).`,
                ),
            )
          }}
        />
      </label>
      {note && (
        <p className="note" role="status" data-testid="chart-import-note">
          {note}
        </p>
      )}
    </details>
  )
}

/** The foot of every chart form: the rules' answer to the chart as typed, and the buttons to use it or not. */
function CheckAndUse({
  problem,
  agrees,
  use,
  onCancel,
}: {
  problem: string | null
  agrees: string
  use: string
  onCancel: () => void
}) {
  return (
    <>
      <p role="status" data-testid="chart-check" className={problem ? 'error' : 'note'}>
        {problem ?? agrees}
      </p>
      <p>
        <button type="submit" className="primary" disabled={problem !== null} data-testid="chart-use">
          {use}
        </button>{' '}
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </p>
    </>
  )
}

/** Where the values come from, and whether a person checked them: the fields every chart form has. */
function ProvenanceFields({
  provenance,
  verified,
  onProvenance,
  onVerified,
}: {
  provenance: Provenance
  verified: boolean
  onProvenance: (p: Provenance) => void
  onVerified: (v: boolean) => void
}) {
  const id = useId()
  return (
    <p>
      <label htmlFor={`${id}-prov`}>Where the values come from</label>{' '}
      <select
        id={`${id}-prov`}
        value={provenance}
        data-testid="chart-provenance-select"
        onChange={(e) => onProvenance(e.target.value as Provenance)}
      >
        {PROVENANCES.filter((p) => p !== 'placeholder').map((p) => (
          <option key={p} value={p}>
            {PROVENANCE_WORDS[p]}
          </option>
        ))}
      </select>{' '}
      <label>
        <input type="checkbox" checked={verified} onChange={(e) => onVerified(e.target.checked)} /> A person
        compared every cell with the printed card
      </label>
    </p>
  )
}

/** What the one-column charts ask for, by chart. */
const ONE_COLUMN: Readonly<Record<string, { hint: string; row: string; value: string }>> = {
  sightingReport: {
    hint: 'Choose, for each result of the owner’s secret die, what the Player Aid Card’s Flotilla Sighting Report makes the owner give. Fill every row: the report is rolled in secret, where no one could be asked.',
    row: 'Die',
    value: 'The report gives',
  },
  baseCapacity: {
    hint: 'Type how many air unit chits each kind of base holds, as the Player Aid Card lists them. Fill every row: capacities are read at every move, where no one could be asked. A base whose scenario gives its own capacity keeps it.',
    row: 'Kind of base',
    value: 'Air units',
  },
}

/**
 * The Flotilla Sighting Report (a report per die, from the closed list) or the base capacities (a
 * number per kind). A placeholder's values are not offered as the printed ones: its rows start
 * empty, but for what the rules themselves fix (a grass airfield holds one, 4.3).
 */
function OneColumnForm({ state, table, onDone }: { state: GameState; table: Table; onDone: () => void }) {
  const words = ONE_COLUMN[table.id]
  const fixed = new Map(
    table.fixedPoints.filter((f) => f.accept.length === 1).map((f) => [f.row, f.accept[0]]),
  )
  const [values, setValues] = useState<string[]>(() =>
    table.rows.map((r, i) =>
      table.provenance === 'placeholder' ? (fixed.get(r.key) ?? '') : (table.cells[i]?.[0] ?? ''),
    ),
  )
  const [provenance, setProvenance] = useState<Provenance>(
    table.provenance === 'placeholder' ? 'userEntered' : table.provenance,
  )
  const [verified, setVerified] = useState(table.provenance === 'placeholder' ? false : table.verified)
  // The sighting report's lines come from the rules' closed list, not from the placeholder's words.
  const outcomes = useMemo(() => (table.id === 'sightingReport' ? SIGHTING_OUTCOMES : null), [table.id])
  const action: Extract<Action, { type: 'enterTable' }> = {
    type: 'enterTable',
    table: table.id,
    columns: [table.columns[0].key],
    cells: values.map((v) => [v.trim() === '' ? null : v.trim()]),
    provenance,
    verified,
  }
  const verdict = apply(state, action)
  const problem = verdict.ok ? null : verdict.violation.message
  const set = (i: number, v: string) => setValues((x) => x.map((y, j) => (j === i ? v : y)))
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        if (problem) return
        if (sortieStore.getState().dispatch(action) === null) onDone()
      }}
      data-testid="chart-form"
    >
      <p className="hint">{words?.hint}</p>
      <table className="chart-grid">
        <thead>
          <tr>
            <th scope="col">{words?.row}</th>
            <th scope="col">{words?.value}</th>
            {table.provenance === 'placeholder' && <th scope="col">Placeholder</th>}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((r, i) => (
            <tr key={r.key}>
              <th scope="row">{r.label}</th>
              <td>
                {outcomes ? (
                  <select
                    aria-label={`${words?.value}, ${words?.row.toLowerCase()} ${r.label}`}
                    data-testid={`chart-row-${r.key}`}
                    value={values[i]}
                    onChange={(e) => set(i, e.target.value)}
                  >
                    <option value="">—</option>
                    {outcomes.map((o) => (
                      <option key={o} value={o}>
                        {o}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    aria-label={`${words?.value}, ${r.label}`}
                    data-testid={`chart-row-${r.key}`}
                    inputMode="numeric"
                    size={3}
                    value={values[i]}
                    onChange={(e) => set(i, e.target.value)}
                  />
                )}
              </td>
              {table.provenance === 'placeholder' && <td className="note">{table.cells[i]?.[0] ?? ''}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      <ProvenanceFields
        provenance={provenance}
        verified={verified}
        onProvenance={setProvenance}
        onVerified={setVerified}
      />
      <ImportBox
        what={`JSON (the game’s record: {"columns": ["${table.columns[0].key}"], "cells": [["…"], …]}, or {"${table.rows[0].key}": …, …} by row), or CSV: one line per row, “${table.rows[0].label}, ${table.cells[0]?.[0] ?? 'value'}”`}
        onImport={(text) => {
          const r = importOneColumn(text, table)
          if (typeof r === 'string') return r
          setValues(r.values)
          return `Imported ${table.rows.length - r.missing.length} of ${table.rows.length} rows${r.missing.length ? `; not given: ${r.missing.join(', ')}` : ''}: check them, then use the chart.`
        }}
      />
      <CheckAndUse
        problem={problem}
        agrees="The chart agrees with what the rules fix of it."
        use="Use this chart from now on"
        onCancel={onDone}
      />
    </form>
  )
}
