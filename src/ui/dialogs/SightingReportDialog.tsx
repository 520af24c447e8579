// The owner's Flotilla Sighting Report within the table's latitude (D-RECON-REPORT; 4.10).
import { useState } from 'react'
import { type GameState } from '../../rules/systems/aeto'
import { ChartNote } from './ChartNote'
import { DecisionDialog } from './DecisionDialog'
import { act, type P } from './common'

/** "2 CV, 1 DD" → { CV: 2, DD: 1 }; null when a part is not "<number> <type>". */
export function parseClaimedTypes(text: string): Record<string, number> | null {
  const out: Record<string, number> = {}
  for (const part of text
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)) {
    const m = /^(\d+)\s*([A-Za-z][A-Za-z0-9-]*)$/.exec(part)
    if (!m) return null
    out[m[2]] = (out[m[2]] ?? 0) + Number(m[1])
  }
  return out
}

export function SightingReportDialog({ state, p }: { state: GameState; p: P<'sightingReport'> }) {
  const { min, max, truth } = p.report.count
  const byType = p.report.byType
  const [chosen, setChosen] = useState<Record<string, number>>(() =>
    Object.fromEntries(Object.entries(byType ?? {}).map(([k, c]) => [k, c.truth])),
  )
  const [total, setCount] = useState(truth)
  // APTO 3–4 ask for the counts by type (4.10): the chits reported are their sum.
  const count = byType ? Object.values(chosen).reduce((a, v) => a + v, 0) : total
  const [typesText, setTypesText] = useState('')
  const [namesText, setNamesText] = useState('')
  const values = Array.from({ length: max - min + 1 }, (_, i) => min + i)
  const types = byType ? chosen : typesText.trim() ? parseClaimedTypes(typesText) : undefined
  const names = namesText
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)
  const report = {
    type: 'reportSighting' as const,
    count,
    ...(types ? { types } : {}),
    ...(names.length ? { names } : {}),
  }
  return (
    <DecisionDialog
      state={state}
      title="Flotilla Sighting Report"
      confirmLabel={`Report ${count} chit${count === 1 ? '' : 's'}`}
      onConfirm={() => act(report)}
      confirmDisabled={types === null}
    >
      <p>
        Your ships at {p.loc} were found. You rolled <strong>{p.roll}</strong> in secret: the table asks for{' '}
        {p.report.text}
        {p.report.placeholder && (
          <ChartNote
            table={{
              id: 'sightingReport',
              name: 'Flotilla Sighting Report',
              provenance: 'placeholder',
              verified: false,
            }}
          />
        )}{' '}
        (4.10).
      </p>
      {byType ? (
        <fieldset data-testid="report-by-type">
          <legend>Chits by type (4.10): {count} in all</legend>
          {Object.entries(byType).map(([k, c]) => (
            <label key={k} className="touch">
              {k} (there are {c.truth}):{' '}
              <select
                aria-label={`${k} chits to report`}
                value={chosen[k]}
                onChange={(e) => setChosen({ ...chosen, [k]: Number(e.target.value) })}
              >
                {Array.from({ length: c.max - c.min + 1 }, (_, i) => c.min + i).map((v) => (
                  <option key={v} value={v}>
                    {v}
                  </option>
                ))}
              </select>{' '}
            </label>
          ))}
        </fieldset>
      ) : (
        <label className="touch">
          Naval chits to report (there are {truth}):{' '}
          <select
            aria-label="Chits to report"
            value={count}
            onChange={(e) => setCount(Number(e.target.value))}
          >
            {values.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </label>
      )}
      {p.mayAdd && (
        <fieldset data-testid="false-reporting">
          <legend>False Reporting (4.10; APTO D32)</legend>
          <p className="note">
            The roll does not ask for{' '}
            {[p.mayAdd.types && 'types', p.mayAdd.names && 'names'].filter(Boolean).join(' or ')}: you may add
            them, true or false. Leave blank to add nothing.
          </p>
          {p.mayAdd.types && (
            <label className="touch">
              Types claimed (they add up to {count}):{' '}
              <input
                aria-label="Types claimed"
                placeholder={`${count} CV`}
                value={typesText}
                onChange={(e) => setTypesText(e.target.value)}
              />
              {typesText.trim() && !types && <span className="note"> write them as “2 CV, 1 DD”</span>}
            </label>
          )}
          {p.mayAdd.names && (
            <label className="touch">
              Names claimed (at most {count}, separated by commas):{' '}
              <input
                aria-label="Names claimed"
                value={namesText}
                onChange={(e) => setNamesText(e.target.value)}
              />
            </label>
          )}
        </fieldset>
      )}
    </DecisionDialog>
  )
}
