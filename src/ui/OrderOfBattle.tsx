// Order of battle per side, filtered by side, type, whereabouts and text. Clicking a unit selects
// it (its card shows above the list) and centres the map on it.
import { useMemo, useState } from 'react'
import { AIR_TYPES } from '../rules/systems/aeto/scenario/schema'
import { gameState, sortieStore, useSortie } from '../store/store'
import { ChitText } from './ChitText'
import { airTypeName } from './format'
import { SideBadge } from './SideBadge'
import {
  filterOrderOfBattle,
  NO_FILTER,
  orderOfBattle,
  WHERE_NAMES,
  type OobFilter,
  type UnitRow,
  type UnitWhere,
} from './situation'

export function chooseUnit(u: UnitRow): void {
  const st = sortieStore.getState()
  st.select({ unit: u.id, ...(u.loc !== null ? { hex: u.loc } : {}) })
  if (u.loc !== null) st.centreMap(u.loc)
}

export function OrderOfBattle() {
  const state = useSortie(gameState)
  const selectedUnit = useSortie((s) => s.ui.selectedUnit)
  const [filter, setFilter] = useState<OobFilter>(NO_FILTER)
  const viewer = useSortie((s) => s.ui.viewer ?? null)
  const oob = useMemo(() => (state ? orderOfBattle(state, viewer) : []), [state, viewer])
  const shown = useMemo(() => filterOrderOfBattle(oob, filter), [oob, filter])
  const total = oob.reduce((n, s) => n + s.units.length, 0)
  const count = shown.reduce((n, s) => n + s.units.length, 0)
  const patch = (p: Partial<OobFilter>) => setFilter((f) => ({ ...f, ...p }))

  return (
    <section className="panel-section" aria-labelledby="oob-heading">
      <h2 id="oob-heading">Order of battle</h2>
      <form className="filters" role="search" aria-label="Filter units" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="oob-filter-side">
          Side
          <select id="oob-filter-side" value={filter.side} onChange={(e) => patch({ side: e.target.value })}>
            <option value="all">All sides</option>
            {oob.map((s) => (
              <option key={s.side.id} value={s.side.id}>
                {s.side.name}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor="oob-filter-type">
          Type
          <select
            id="oob-filter-type"
            value={filter.type}
            onChange={(e) => patch({ type: e.target.value as OobFilter['type'] })}
          >
            <option value="all">All types</option>
            {AIR_TYPES.map((t) => (
              <option key={t} value={t}>
                {t} — {airTypeName(t)}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor="oob-filter-where">
          Status
          <select
            id="oob-filter-where"
            value={filter.where}
            onChange={(e) => patch({ where: e.target.value as OobFilter['where'] })}
          >
            <option value="all">Any status</option>
            {(Object.keys(WHERE_NAMES) as UnitWhere[]).map((w) => (
              <option key={w} value={w}>
                {WHERE_NAMES[w]}
              </option>
            ))}
          </select>
        </label>
        <label className="search" htmlFor="oob-filter-text">
          Search
          <input
            id="oob-filter-text"
            type="search"
            value={filter.text}
            placeholder="name, base, hex…"
            onChange={(e) => patch({ text: e.target.value })}
          />
        </label>
        {count !== total && (
          <p className="count" aria-live="polite">
            Showing {count} of {total} units.{' '}
            <button type="button" className="link" onClick={() => setFilter(NO_FILTER)}>
              Clear filters
            </button>
          </p>
        )}
      </form>
      {shown.map(({ side, units }) => (
        <section key={side.id} className="oob-side" aria-labelledby={`oob-${side.id}`} data-side={side.id}>
          <h3 id={`oob-${side.id}`}>
            <SideBadge side={side} decorative /> {side.name}{' '}
            <span className="count">
              ({units.length} air unit{units.length === 1 ? '' : 's'})
            </span>
          </h3>
          {units.length > 0 && (
            <table className="units">
              <thead>
                <tr>
                  <th scope="col">Unit</th>
                  <th scope="col">Type</th>
                  <th scope="col">Chit</th>
                  <th scope="col">Base</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {units.map((u) => (
                  <tr key={u.id} className={u.id === selectedUnit ? 'selected' : undefined}>
                    <th scope="row">
                      <button
                        type="button"
                        className="link"
                        onClick={() => chooseUnit(u)}
                        aria-pressed={u.id === selectedUnit}
                      >
                        {u.name}
                      </button>
                    </th>
                    <td>
                      <abbr title={airTypeName(u.type, u.floatplane)}>{u.typeLabel}</abbr>
                    </td>
                    <td>
                      <ChitText notation={u.notation} reduced={u.reduced} />
                    </td>
                    <td>{u.baseName}</td>
                    <td>
                      {WHERE_NAMES[u.where]}
                      {u.where !== 'base' && u.loc !== null && ` ${u.loc}`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ))}
    </section>
  )
}
