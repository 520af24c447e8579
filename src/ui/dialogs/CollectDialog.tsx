// Collecting units over a friendly base (4.9): tick the units that join the flight, with a fighter
// or bomber role for fighter-bombers and Naval-Air units (4.0); or collect none.
import { useMemo, useState } from 'react'
import { collectReach, type GameState, type Role, type UnitId } from '../../rules/systems/aeto'
import { unitRow } from '../situation'
import { DecisionDialog } from './DecisionDialog'
import { RoleChoice } from '../RouteParts'
import { act, baseName, UnitName, type P } from './common'

export function CollectDialog({ state, p }: { state: GameState; p: P<'collect'> }) {
  const [ticked, setTicked] = useState<UnitId[]>([])
  const [roles, setRoles] = useState<Record<UnitId, Role>>({})
  // A strategic bombing raid: only Bombers bomb, fighter-bombers and naval air escort as fighters (APTO 2.0).
  const raid = state.missions[state.flights[p.flight]?.mission ?? '']?.kind === 'strategicRaid'
  const send = (units: UnitId[]) => {
    const chosen = Object.fromEntries(
      units
        .filter((id) => p.units.find((u) => u.id === id)?.needsRole)
        .map((id) => [id, raid ? 'fighter' : (roles[id] ?? 'bomber')]),
    )
    act({
      type: 'collect',
      flight: p.flight,
      units,
      ...(Object.keys(chosen).length ? { roles: chosen } : {}),
    })
  }
  const flight = state.flights[p.flight]
  const bases = [...new Set(p.units.map((u) => u.base))]
  // Said before the choice: a unit whose range ends short of the planned route is dropped off there (4.15).
  const reach = useMemo(() => new Map(collectReach(state).map((r) => [r.unit, r])), [state])
  const short = ticked.map((id) => reach.get(id)).filter((r) => r?.stopsAt)
  return (
    <DecisionDialog
      state={state}
      title="Collect units"
      confirmLabel="Collect"
      confirmDisabled={ticked.length === 0}
      onConfirm={() => send(ticked)}
      cancelLabel="Collect none"
      onCancel={() => send([])}
    >
      {flight && (
        <p className="note">
          Flying: {flight.units.map((id) => unitRow(state, id).name).join(', ')}. The collected units fly with
          it for the rest of the mission (4.9).
        </p>
      )}
      {bases.map((b) => (
        <fieldset key={b} className="unit-checks">
          <legend>Ready at {baseName(state, b)}</legend>
          <ul className="plain">
            {p.units
              .filter((u) => u.base === b)
              .map((u) => {
                const on = ticked.includes(u.id)
                const name = unitRow(state, u.id).name
                return (
                  <li key={u.id}>
                    <label className="touch">
                      <input
                        type="checkbox"
                        checked={on}
                        onChange={(e) =>
                          setTicked((t) => (e.target.checked ? [...t, u.id] : t.filter((x) => x !== u.id)))
                        }
                      />{' '}
                      <UnitName state={state} id={u.id} />
                      {reach.get(u.id)?.stopsAt && (
                        <span className="note range-short">
                          {' '}
                          — range ends at {reach.get(u.id)!.stopsAt}, {reach.get(u.id)!.flies} of the{' '}
                          {reach.get(u.id)!.of} hexes still to fly
                        </span>
                      )}
                    </label>
                    {u.needsRole && on && !raid && (
                      <RoleChoice
                        unit={u.id}
                        label={name}
                        group="collect-role"
                        value={roles[u.id]}
                        onChange={(r) => setRoles((x) => ({ ...x, [u.id]: r }))}
                      />
                    )}
                  </li>
                )
              })}
          </ul>
        </fieldset>
      ))}
      {short.length > 0 && (
        <p className="notice" role="status" data-testid="collect-range-warning">
          {short.map((r) => `${unitRow(state, r!.unit).name} would stop at ${r!.stopsAt}`).join('; ')}: out of
          range for the rest of the route, and dropped off there while the flight flies on (4.12, 4.15).
        </p>
      )}
    </DecisionDialog>
  )
}
