// After the air combat: the flights that continue their movement (4.13), and the return to base (4.2).
import { useState } from 'react'
import type { GameState } from '../../rules/systems/aeto'
import { act, baseName, unitText, type P } from './common'
import { DecisionDialog } from './DecisionDialog'

export function ContinueDialog({ state, p }: { state: GameState; p: P<'continue'> }) {
  const [value, setValue] = useState<string[]>(p.flights.map((f) => f.id))
  return (
    <DecisionDialog
      state={state}
      title="After combat"
      confirmLabel="Continue the ticked flights"
      onConfirm={() => act({ type: 'continue', flights: value })}
      cancelLabel="Discontinue all"
      onCancel={() => act({ type: 'continue', flights: [] })}
    >
      <fieldset className="unit-checks">
        <legend>Flights that continue their movement (the others stay here)</legend>
        {p.flights.map((f) => (
          <label key={f.id} className="touch">
            <input
              type="checkbox"
              checked={value.includes(f.id)}
              onChange={(e) =>
                setValue((v) => (e.target.checked ? [...v, f.id] : v.filter((x) => x !== f.id)))
              }
            />{' '}
            {f.units.map((u) => unitText(state, u)).join(', ')}
          </label>
        ))}
      </fieldset>
    </DecisionDialog>
  )
}

export function ReturnDialog({ state, p }: { state: GameState; p: P<'returnToBase'> }) {
  const [value, setValue] = useState<Record<string, string>>(
    Object.fromEntries(p.units.map((u) => [u.id, u.default])),
  )
  return (
    <DecisionDialog
      state={state}
      title="Return to base"
      confirmLabel="Land"
      onConfirm={() => act({ type: 'returnToBase', assignments: value })}
    >
      <ul className="plain">
        {p.units.map((u) => (
          <li key={u.id}>
            <label className="touch">
              {unitText(state, u.id)}{' '}
              <select
                value={value[u.id]}
                onChange={(e) => setValue((v) => ({ ...v, [u.id]: e.target.value }))}
              >
                {u.bases.map((b) => (
                  <option key={b} value={b}>
                    {baseName(state, b)}
                  </option>
                ))}
              </select>
            </label>
          </li>
        ))}
      </ul>
    </DecisionDialog>
  )
}
