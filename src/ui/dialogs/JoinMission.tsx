// Before combat, the side whose mission is intercepted may launch more flights of the same
// mission from bases that have not launched for it yet (4.9, 4.15; spec decision A-21, T-11 step 8).
// Each base is its own flight: tick its units (and the role of fighter-bombers), launch; it flies to
// the mission's target. Beyond two bases the list is folded: the dialog's own answer comes first.
import { useState } from 'react'
import type { GameState, Role, UnitId } from '../../rules/systems/aeto'
import { act, baseName, UnitName, unitText, type P } from './common'
import { RoleChoice } from '../RouteParts'

function BaseLaunch({ state, option }: { state: GameState; option: P<'preCombat'>['launch'][number] }) {
  const [ticked, setTicked] = useState<UnitId[]>([])
  const [roles, setRoles] = useState<Record<UnitId, Role>>({})
  const name = baseName(state, option.base)
  const launch = () => {
    const chosen = Object.fromEntries(
      ticked
        .filter((id) => option.units.find((u) => u.id === id)?.needsRole)
        .map((id) => [id, roles[id] ?? 'bomber']),
    )
    act({
      type: 'launch',
      base: option.base,
      units: ticked,
      mission: 'fly',
      ...(Object.keys(chosen).length ? { roles: chosen } : {}),
    })
  }
  return (
    <li>
      <fieldset className="unit-checks">
        <legend>From {name}</legend>
        <ul className="plain">
          {option.units.map((u) => (
            <li key={u.id}>
              <label className="touch">
                <input
                  type="checkbox"
                  checked={ticked.includes(u.id)}
                  onChange={(e) =>
                    setTicked((t) => (e.target.checked ? [...t, u.id] : t.filter((x) => x !== u.id)))
                  }
                />{' '}
                <UnitName state={state} id={u.id} /> <span className="note">range {u.range}</span>
              </label>
              {u.needsRole && ticked.includes(u.id) && (
                <RoleChoice
                  unit={u.id}
                  label={unitText(state, u.id)}
                  group="join-role"
                  value={roles[u.id]}
                  onChange={(r) => setRoles((x) => ({ ...x, [u.id]: r }))}
                />
              )}
            </li>
          ))}
        </ul>
        <button type="button" disabled={ticked.length === 0} onClick={launch}>
          Launch from {name} to join the mission
        </button>
      </fieldset>
    </li>
  )
}

export function JoinMission({ state, p }: { state: GameState; p: P<'preCombat'> }) {
  if (!p.launch.length || !p.joinMissionFor) return null
  const target = state.missions[p.joinMissionFor]?.target
  return (
    <section
      className="join-mission"
      aria-label="Launch more flights of the mission"
      data-testid="join-mission"
    >
      <details open={p.launch.length <= 2}>
        <summary>
          <h4>
            Launch more flights of the mission (4.9, 4.15): {p.launch.length} base
            {p.launch.length > 1 ? 's' : ''} can
          </h4>
        </summary>
        <p className="note">
          Each base launches its own flight
          {target !== null && target !== undefined ? ' to the mission’s target' : ''}; the combat here waits
          for it.
        </p>
        <ul className="plain">
          {p.launch.map((o) => (
            <BaseLaunch key={o.base} state={state} option={o} />
          ))}
        </ul>
      </details>
    </section>
  )
}
