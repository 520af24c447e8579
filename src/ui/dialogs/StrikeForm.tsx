// What a strike on ships launches (the base, the units ticked, FB/N roles) and the exact odds of each
// bomber's attacks, shared by the naval air window and the intensive strike (4.15, 4.20, 4.21).
import { useMemo, useState } from 'react'
import {
  interceptionOdds,
  contextOf,
  type GameState,
  type LaunchOption,
  type Role,
  type UnitId,
} from '../../rules/systems/aeto'
import { baseName, pct, UnitName } from './common'
import { RoleChoice } from '../RouteParts'
import { unitRow } from '../situation'
import { targetLabel, known } from './navalLabels'

export const BOMBER_TYPES = ['B', 'FB', 'N']

/** What a strike on ships launches: one base, the units ticked there (by default those `preset` gives) and FB/N roles (bomber by default). */
export function useStrikeChoice(
  state: GameState,
  bases: readonly LaunchOption[],
  ships: readonly string[],
  preset: (option: LaunchOption) => UnitId[],
) {
  const ctx = contextOf(state)
  const [base, setBase] = useState<string>(bases[0]?.base ?? '')
  const option = bases.find((b) => b.base === base) ?? bases[0]
  const [ticked, setTicked] = useState<Record<string, UnitId[]>>({})
  const [roles, setRoles] = useState<Record<string, Role>>({})
  const units = option ? (ticked[option.base] ?? preset(option)) : []
  const chosenRoles = Object.fromEntries(
    units
      .filter((id) => option?.units.find((u) => u.id === id)?.needsRole)
      .map((id) => [id, roles[id] ?? 'bomber']),
  ) as Record<string, Role>
  const striking = units.filter((id) => ctx.unitDefs.get(id)?.type === 'B' || chosenRoles[id] === 'bomber')
  const odds = useMemo(
    () =>
      striking.flatMap((b) =>
        ships.map((ship) => ({ bomber: b, ship, odds: interceptionOdds(state, b, ship) })),
      ),
    [state, ships, striking.join()],
  )
  return {
    option,
    units,
    roles: chosenRoles,
    striking,
    odds,
    setBase,
    tick: (id: UnitId, on: boolean) =>
      option &&
      setTicked((t) => ({ ...t, [option.base]: on ? [...units, id] : units.filter((x) => x !== id) })),
    setRole: (id: UnitId, r: Role) => setRoles((x) => ({ ...x, [id]: r })),
  }
}

/** The base, the units (with roles where `withRoles`) and the exact odds of each bomber's attacks on each ship (4.20, 4.21). */
export function StrikeForm(p: {
  state: GameState
  choice: ReturnType<typeof useStrikeChoice>
  /** The ships that may be struck, in their order. */
  ships: readonly string[]
  bases: readonly LaunchOption[]
  group: string
  baseLegend: string
  unitsLegend: string
  withRoles: boolean
  caption: string
  testid: string
}) {
  const { state, choice } = p
  const option = choice.option
  if (!option) return null
  return (
    <>
      <fieldset className="unit-checks">
        <legend>{p.baseLegend}</legend>
        <ul className="plain">
          {p.bases.map((b) => (
            <li key={b.base}>
              <label className="touch">
                <input
                  type="radio"
                  name={`${p.group}-base`}
                  checked={option.base === b.base}
                  onChange={() => choice.setBase(b.base)}
                />{' '}
                {baseName(state, b.base)}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset className="unit-checks">
        <legend>{p.unitsLegend}</legend>
        <ul className="plain">
          {option.units.map((u) => {
            const on = choice.units.includes(u.id)
            return (
              <li key={u.id} data-testid={`${p.group}-unit-${u.id}`}>
                <label className="touch">
                  <input type="checkbox" checked={on} onChange={(e) => choice.tick(u.id, e.target.checked)} />{' '}
                  <UnitName state={state} id={u.id} /> <span className="note">range {u.range}</span>
                </label>
                {p.withRoles && u.needsRole && on && (
                  <RoleChoice
                    unit={u.id}
                    label={unitRow(state, u.id).name}
                    group={`${p.group}-role`}
                    value={choice.roles[u.id] ?? 'bomber'}
                    onChange={(r) => choice.setRole(u.id, r)}
                  />
                )}
              </li>
            )
          })}
        </ul>
      </fieldset>
      {choice.odds.length > 0 && (
        <table className="odds-table" data-testid={p.testid}>
          <caption>{p.caption}</caption>
          <thead>
            <tr>
              <th>Bomber (attacks)</th>
              <th>Target</th>
              <th>Hit</th>
              <th>Sunk</th>
              <th>AA hit</th>
            </tr>
          </thead>
          <tbody>
            {choice.odds.map((r, i) => (
              <tr key={`${r.bomber}-${i}`} data-testid={`${p.group}-odds-${r.bomber}-${i}`}>
                <td>
                  <UnitName state={state} id={r.bomber} /> ({r.odds.attacks})
                </td>
                <td>{targetLabel(state, p.ships, r.ship)}</td>
                {known(state, r.ship) ? (
                  <>
                    <td>{pct(r.odds.hit)}</td>
                    <td>{pct(r.odds.sunk)}</td>
                    <td>{pct(r.odds.aaHit)}</td>
                  </>
                ) : (
                  <td colSpan={3} className="note">
                    known at the attack, when the ships are examined (4.20)
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  )
}
