// APTO's fixed long-distance transfers in the plan (4.1 [A]–[C]; APTO D8): from a base at one end of
// a route the scenario prints (the United States Box), the units picked go at once to a base of the
// other end (a Hawaiian Islands airbase, Alaska, Panama): three hops, no path, no interception.
import { useMemo, useState } from 'react'
import {
  fixedTransferChoices,
  type FixedTransferOption,
  type GameState,
  type UnitId,
} from '../../rules/systems/aeto'
import { unitRow } from '../situation'
import { act, baseName } from './common'

function TransferFrom({ state, o }: { state: GameState; o: FixedTransferOption }) {
  const [picked, setPicked] = useState<UnitId[]>([])
  const [to, setTo] = useState<string>('')
  const units = picked.filter((id) => o.units.some((u) => u.id === id))
  // The bases every picked unit may go to (room is checked for them together when they go).
  const bases =
    (units.length ? units : o.units.map((u) => u.id)).reduce<string[] | null>((acc, id) => {
      const mine = o.units.find((u) => u.id === id)?.to ?? []
      return acc === null ? [...mine] : acc.filter((b) => mine.includes(b))
    }, null) ?? []
  const dest = bases.includes(to) ? to : bases[0]
  const label = `${o.name} from ${baseName(state, o.from)}`
  return (
    <fieldset className="unit-checks" aria-label={label} data-testid={`transfer-${o.transfer}-${o.from}`}>
      <legend>{label}</legend>
      {o.units.map((u) => (
        <label key={u.id} className="touch">
          <input
            type="checkbox"
            checked={units.includes(u.id)}
            onChange={(e) =>
              setPicked((x) => (e.target.checked ? [...x, u.id] : x.filter((id) => id !== u.id)))
            }
          />{' '}
          {unitRow(state, u.id).name}
        </label>
      ))}
      {bases.length > 0 && (
        <label className="touch">
          To{' '}
          <select
            aria-label={`Where the ${o.name} from ${baseName(state, o.from)} goes`}
            value={dest}
            onChange={(e) => setTo(e.target.value)}
          >
            {bases.map((b) => (
              <option key={b} value={b}>
                {baseName(state, b)}
              </option>
            ))}
          </select>
        </label>
      )}{' '}
      <button
        type="button"
        disabled={!units.length || !dest}
        onClick={() => act({ type: 'fixedTransfer', transfer: o.transfer, units, to: dest })}
      >
        Transfer {units.length || ''} unit{units.length === 1 ? '' : 's'}
        {dest ? ` to ${baseName(state, dest)}` : ''}
      </button>
    </fieldset>
  )
}

/** The fixed transfers open to the deciding side now, or nothing. */
export function FixedTransfers({ state }: { state: GameState }) {
  const options = useMemo(() => fixedTransferChoices(state), [state])
  if (!options.length) return null
  return (
    <details className="fixed-transfers" data-testid="fixed-transfers" open>
      <summary>Fixed transfers</summary>
      <p className="note">
        A Change Base of three hops made at once, along a route printed on the map: no path is traced and
        nothing may intercept it. The destination needs room; weather permitting, unless the route says
        otherwise. The units are Currently Committed, or Previously Committed under inclement weather (4.1;
        APTO D8).
      </p>
      {options.map((o) => (
        <TransferFrom key={`${o.transfer}:${o.from}`} state={state} o={o} />
      ))}
    </details>
  )
}
