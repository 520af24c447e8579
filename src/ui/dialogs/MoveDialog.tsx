// The moving flight's next hex (4.12): where it is, where it goes, MP used and left per unit, the
// legal next hexes, the automatic path to the destination, and stopping here, all or some of the
// units, when that is legal (4.15; interceptors fly on to their engagement, 4.13). Enter follows
// the automatic path (or enters the first legal hex), Esc stops. The map's highlighted hexes can
// be clicked too.
import { useState } from 'react'
import type { Flight, GameState, UnitId } from '../../rules/systems/aeto'
import { contextOf, flightStatus } from '../../rules/systems/aeto'
import { DecisionDialog } from './DecisionDialog'
import { MpTable, NextHexButtons } from '../RouteParts'
import { act, baseName, UnitChecks, UnitName, type P } from './common'

/** Where the flight is going: the mission target, the Change Base hop, or the engagement (4.1, 4.13). */
export function destinationText(state: GameState, f: Flight): string | null {
  const map = contextOf(state).map
  if (f.purpose === 'interception') {
    const e = f.engagement ? state.engagements[f.engagement] : undefined
    return e ? `${map.locLabel(e.loc)} (the engagement it intercepts)` : null
  }
  const m = state.missions[f.mission]
  if (!m) return null
  if (m.kind === 'changeBase') return m.hops[m.hop] ? baseName(state, m.hops[m.hop]) : null
  return m.target === null ? null : map.locLabel(m.target)
}

export function MoveDialog({ state, p }: { state: GameState; p: P<'move'> }) {
  const f = state.flights[p.flight]
  const dest = f ? destinationText(state, f) : null
  const mp = new Map(flightStatus(state, p.flight)?.units.map((u) => [u.id, u]) ?? [])
  const move = (path: string[]) => act({ type: 'move', flight: p.flight, path })
  const auto = p.autoPath.length > 0
  const [leave, setLeave] = useState<UnitId[]>([])
  const shown = p.autoPath.length > 4 ? [...p.autoPath.slice(0, 4), '…'] : p.autoPath
  return (
    <DecisionDialog
      state={state}
      title="Move the flight"
      confirmLabel={
        auto
          ? `Follow the automatic path (${shown.join(' → ')})`
          : p.next.length
            ? `Enter ${p.next[0]}`
            : undefined
      }
      onConfirm={auto ? () => move(p.autoPath) : p.next.length ? () => move([p.next[0]]) : undefined}
      cancelLabel="Stop here"
      onCancel={p.canStop ? () => act({ type: 'stop', flight: p.flight }) : undefined}
    >
      {/* The keyboard lands here (not on a hex button), so Enter follows the automatic path. */}
      <div
        className="move-status"
        tabIndex={0}
        role="group"
        aria-label={`The flight at ${p.loc}`}
        data-testid="move-status"
      >
        <p data-testid="move-where">
          At {p.loc}
          {dest && <>, flying to {dest}</>}.
          {!p.canStop &&
            f?.purpose === 'interception' &&
            ' Interceptors fly on to the engagement: they cannot stop (4.13).'}
        </p>
        {f && (
          <MpTable
            caption="Movement points (4.12)"
            rows={f.units.map((id) => ({
              id,
              name: <UnitName state={state} id={id} />,
              used: mp.get(id)?.used,
              left: mp.get(id)?.left,
            }))}
          />
        )}
      </div>
      <p id={`next-${p.flight}`}>
        {p.next.length} legal next hex{p.next.length === 1 ? '' : 'es'} (4.12)
        {p.next.length > 0 && ' — or click a highlighted hex on the map'}:
      </p>
      <NextHexButtons
        hexes={p.next}
        onPick={(h) => move([h])}
        labelledBy={`next-${p.flight}`}
        testId="move-next"
      />
      {p.canStop && f && f.units.length > 1 && (
        <>
          <UnitChecks
            state={state}
            units={f.units}
            value={leave}
            onChange={setLeave}
            legend="Or leave some units here; the others fly on (4.15)"
          />
          <button
            type="button"
            disabled={leave.length === 0 || leave.length === f.units.length}
            onClick={() => act({ type: 'stop', flight: p.flight, units: leave })}
          >
            Stop the ticked units here
          </button>
        </>
      )}
    </DecisionDialog>
  )
}
