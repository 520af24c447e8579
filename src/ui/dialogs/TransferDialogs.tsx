// The fixed long-distance transfers in the plan (4.1): from a base at a station of a route the
// scenario prints, the units picked go at once to a base of another station — APTO's [A]–[C] (D8),
// the United States Box to a Hawaiian Islands airbase, Alaska or Panama, three hops; AETO's
// Trans-Atlantic, the United States or Canada Box to the Iceland Box, two hops; AETO's
// Trans-African, the UK to North Africa or the Middle East by the UK Transfer Hex and Capetown, a hop
// each. No path, no interception; the Trans-Atlantic's third hop from the Iceland Box is an ordinary
// one, flown as a launch (4.1).
import { useMemo, useState } from 'react'
import {
  fixedTransferChoices,
  type FixedTransferOption,
  type GameState,
  type UnitId,
} from '../../rules/systems/aeto'
import { unitRow } from '../situation'
import { act, baseName } from './common'

const HOPS = ['no hops', '1 hop', '2 hops', '3 hops']

/** A destination in the list: its name, the hops it counts and the stops passed ("Cairo — 3 hops, by UK Transfer Hex, Capetown"). */
function wayWords(state: GameState, o: FixedTransferOption, to: string): string {
  const way = o.ways.find((w) => w.to === to)
  if (!way) return baseName(state, to)
  const stop = (b: string) => state.scenario.bases.find((x) => x.id === b)?.name ?? b
  const via = way.via.length ? `, by ${way.via.map(stop).join(', ')}` : ''
  return `${baseName(state, to)} — ${HOPS[way.hops]}${via}`
}

/** What every picked unit shares: the intersection of their lists (null: no unit). */
function shared(lists: readonly (readonly string[])[]): string[] {
  return (
    lists.reduce<string[] | null>(
      (acc, l) => (acc === null ? [...l] : acc.filter((b) => l.includes(b))),
      null,
    ) ?? []
  )
}

function TransferFrom({ state, o }: { state: GameState; o: FixedTransferOption }) {
  const [picked, setPicked] = useState<UnitId[]>([])
  const [to, setTo] = useState<string>('')
  const [on, setOn] = useState<string>('')
  const units = picked.filter((id) => o.units.some((u) => u.id === id))
  const rows = (units.length ? units : o.units.map((u) => u.id)).map((id) =>
    o.units.find((u) => u.id === id)!,
  )
  // The ends every picked unit may go to: to stay there, or to fly one ordinary hop on (4.1; room is checked for them together when they go).
  const bases = shared(rows.map((u) => [...new Set([...u.to, ...Object.keys(u.onward ?? {})])]))
  const dest = bases.includes(to) ? to : bases[0]
  const mayStay = rows.every((u) => u.to.includes(dest))
  const onward = dest ? shared(rows.map((u) => u.onward?.[dest] ?? [])) : []
  const next = onward.includes(on) ? on : mayStay ? '' : (onward[0] ?? '')
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
                {wayWords(state, o, b)}
              </option>
            ))}
          </select>
        </label>
      )}
      {onward.length > 0 && (
        <label className="touch">
          Then{' '}
          <select
            aria-label={`Where the ${o.name} from ${baseName(state, o.from)} flies on`}
            value={next}
            onChange={(e) => setOn(e.target.value)}
          >
            {mayStay && <option value="">stay at {baseName(state, dest)}</option>}
            {onward.map((b) => (
              <option key={b} value={b}>
                one ordinary hop on to {baseName(state, b)} (flown, may be intercepted)
              </option>
            ))}
          </select>
        </label>
      )}{' '}
      <button
        type="button"
        disabled={!units.length || !dest || (!mayStay && !next)}
        onClick={() =>
          act({
            type: 'fixedTransfer',
            transfer: o.transfer,
            units,
            to: dest,
            ...(next ? { onward: next } : {}),
          })
        }
      >
        Transfer {units.length || ''} unit{units.length === 1 ? '' : 's'}
        {dest ? ` to ${baseName(state, dest)}` : ''}
        {next ? `, then on to ${baseName(state, next)}` : ''}
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
        A Change Base made at once, along a route printed on the map: no path is traced and nothing may
        intercept it. Each leg counts its hops (
        {state.scenario.variant === 'apto'
          ? 'three'
          : 'two from the United States or Canada Box to the Iceland Box; one to the UK Transfer Hex, one to Capetown, one on to North Africa or the Middle East'}
        )
        {state.scenario.variant === 'apto'
          ? ''
          : '; a route of fewer than three hops leaves one to fly on, an ordinary hop flown hex by hex that may be intercepted (the Trans-Atlantic’s third hop from the Iceland Box)'}
        . Only the last base needs room
        {state.scenario.variant === 'apto'
          ? '; weather permitting, unless the route says otherwise'
          : ': the UK Transfer Hex holds one unit, but may be passed'}
        . The units are Currently Committed, or Previously Committed under inclement weather (4.1
        {state.scenario.variant === 'apto' ? '; APTO D8' : ''}).
      </p>
      {options.map((o) => (
        <TransferFrom key={`${o.transfer}:${o.from}`} state={state} o={o} />
      ))}
    </details>
  )
}
