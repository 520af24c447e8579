// Planning an air transport (4.23): the route (stops, the destination last), the load of each ATP
// point taken aboard at this base or at a stop and where it is unloaded (so points are exchanged
// at a stop), the Generals riding on the chit beside the points' loads (4.23, 4.24), and whether the
// ATPs stay at the destination or come back. The rules module decides: the form asks `apply`
// whether the mission as chosen would be accepted and shows its sentence when it would not.
import { HopPicker } from './HopPicker'
import { useMemo, useState } from 'react'
import {
  airTransportChoices,
  apply,
  contextOf,
  type Action,
  type CargoOrder,
  type GameState,
  type AirTransportChoices,
  type LaunchOption,
  type UnitId,
  numberedName,
} from '../rules/systems/aeto'
import { sortieStore } from '../store/store'
import { guarded } from './guard'
import { ruleSuffix } from './format'

const MAX_STOPS = 6

export function AirTransportForm({
  state,
  option,
  units,
}: {
  state: GameState
  option: LaunchOption
  units: UnitId[]
}) {
  const ctx = contextOf(state)
  const [hops, setHops] = useState<string[]>([])
  const [stay, setStay] = useState(true)
  /** Keyed `${where loaded}|${atp}|${point}`: the load, and where it is unloaded ('' = the destination). */
  const [loads, setLoads] = useState<Record<string, { load: string; to: string }>>({})
  /** Keyed `${where loaded}|${atp}`: the Generals riding on that ATP's chit from there. */
  const [generals, setGenerals] = useState<Record<string, string[]>>({})
  const atps = units.filter((id) => ctx.unitDefs.get(id)?.type === 'ATP')
  const atpKey = atps.join(',')
  const hopKey = hops.join(',')
  // The bases the ticked ATPs reach next, their range as the weather leaves it (4.23; APTO 1.5, 1.7).
  const choices = useMemo(
    () =>
      airTransportChoices(state, option.base, {
        atps: atpKey ? atpKey.split(',') : [],
        hops: hopKey ? hopKey.split(',') : [],
      }),
    [state, option.base, atpKey, hopKey],
  )
  const reachable = choices.bases.filter((b) => !b.outOfReach)
  const beyond = choices.bases.filter((b) => b.outOfReach)
  const points = (id: UnitId) => state.units[id]?.atpPoints ?? 1
  const origin = option.base
  const route = [origin, ...hops]
  const dest = hops[hops.length - 1]
  /** Where a load taken aboard at `from` may be unloaded: the later stops and the destination. */
  const laterStops = (from: string) => hops.slice(Math.max(0, route.indexOf(from)))
  const loadingAt = new Set(route.slice(0, -1))
  const cargo: CargoOrder[] = []
  for (const [key, { load, to }] of Object.entries(loads)) {
    const [from, atp, point] = key.split('|')
    if (!load || !atps.includes(atp) || !loadingAt.has(from)) continue
    cargo.push({
      atp,
      point: Number(point) as 1 | 2,
      load,
      ...(from !== origin ? { from } : {}),
      ...(to && to !== dest && laterStops(from).includes(to) ? { to } : {}),
    })
  }
  for (const [key, ids] of Object.entries(generals)) {
    const [from, atp] = key.split('|')
    if (!atps.includes(atp) || !loadingAt.has(from)) continue
    for (const load of ids) cargo.push({ atp, load, ...(from !== origin ? { from } : {}) })
  }
  // Escorts that choose a role fly as fighters (4.1, 4.23).
  const roles = Object.fromEntries(
    option.units.filter((u) => u.needsRole && units.includes(u.id)).map((u) => [u.id, 'fighter' as const]),
  )
  const action: Action = {
    type: 'launch',
    base: option.base,
    units,
    mission: 'airTransport',
    hops,
    cargo,
    stay,
    ...(Object.keys(roles).length ? { roles } : {}),
  }
  const key = JSON.stringify(action)
  const verdict = useMemo(() => {
    if (!atps.length) return 'Tick the ATPs that fly (and any fighters that escort them).'
    if (!hops.length) return 'Choose the destination airbase.'
    const r = apply(state, JSON.parse(key) as Action)
    return r.ok ? null : `${r.violation.message}${ruleSuffix(r.violation.message, r.violation.rule)}`
  }, [state, key, atps.length, hops.length])
  const labelOf = (id: string) => {
    const b = choices.bases.find((x) => x.id === id)
    return b ? `${b.name} (${b.hex})` : id
  }
  const previous = hops.length ? hops[hops.length - 1] : option.base
  const taken = new Set([
    ...Object.values(loads)
      .map((x) => x.load)
      .filter((x) => x !== '' && x !== 'airSupply'),
    ...Object.values(generals).flat(),
  ])
  const refused = choices.loads.filter((l) => l.refused)
  /** The loads and Generals of one ATP taken aboard at `from` (the launch base or a stop). */
  const atpCargo = (
    atp: UnitId,
    from: string,
    here: { loads: AirTransportChoices['loads']; airSupply: boolean },
    atStop: boolean,
  ) => {
    const suffix = atStop ? `-at-${from}` : ''
    const name = ctx.unitDefs.has(atp) ? numberedName(ctx, atp) : atp
    const gens = here.loads.filter((l) => l.general && !l.refused)
    const aboard = generals[`${from}|${atp}`] ?? []
    return (
      <fieldset key={`${from}|${atp}`} className="atp-loads">
        <legend>{atStop ? `${name}, taken aboard at ${labelOf(from)}` : `Cargo of ${name}`}</legend>
        {Array.from({ length: points(atp) }, (_, i) => {
          const k = `${from}|${atp}|${i + 1}`
          const value = loads[k]?.load ?? ''
          const to = loads[k]?.to ?? ''
          const later = laterStops(from)
          return (
            <span key={k} className="atp-point">
              <label>
                Point {i + 1}{' '}
                <select
                  data-testid={`atp-load-${atp}-${i + 1}${suffix}`}
                  value={value}
                  onChange={(e) => setLoads((x) => ({ ...x, [k]: { load: e.target.value, to } }))}
                >
                  <option value="">nothing</option>
                  {here.airSupply && <option value="airSupply">an Air Supply chit</option>}
                  {here.loads
                    .filter((l) => !l.refused && !l.general && (l.id === value || !taken.has(l.id)))
                    .map((l) => (
                      <option key={l.id} value={l.id}>
                        {l.name}
                        {l.kind ? ` (${l.kind})` : ''}
                      </option>
                    ))}
                </select>
              </label>
              {value !== '' && later.length > 1 && (
                <label>
                  {' '}
                  unloaded at{' '}
                  <select
                    data-testid={`atp-unload-${atp}-${i + 1}${suffix}`}
                    value={later.includes(to) ? to : ''}
                    onChange={(e) => setLoads((x) => ({ ...x, [k]: { load: value, to: e.target.value } }))}
                  >
                    {later.map((b) => (
                      <option key={b} value={b === dest ? '' : b}>
                        {labelOf(b)}
                        {b === dest ? ', the destination' : ', a stop'}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </span>
          )
        })}
        {gens.map((g) => (
          <label key={g.id} className="atp-general">
            <input
              type="checkbox"
              data-testid={`atp-general-${atp}-${g.id}${suffix}`}
              checked={aboard.includes(g.id)}
              disabled={!aboard.includes(g.id) && taken.has(g.id)}
              onChange={(e) =>
                setGenerals((x) => ({
                  ...x,
                  [`${from}|${atp}`]: e.target.checked
                    ? [...aboard, g.id]
                    : aboard.filter((id) => id !== g.id),
                }))
              }
            />{' '}
            {g.name} rides along on the chit, beside the points’ loads
          </label>
        ))}
      </fieldset>
    )
  }
  return (
    <div className="change-base" data-testid="air-transport">
      <p className="note">
        Each ATP point carries one load: a one-step infantry-type unit, a paratrooper, an HQ or an Air Supply
        chit; a General rides on the chit, beside them. The whole route, every stop included, is within the
        ATPs’ range; loading and unloading cost no MP, so at a stop a point may unload its load and take
        another aboard; the cargo is unloaded at the destination unless you choose a stop (4.23).
      </p>
      {atps.map((atp) => atpCargo(atp, origin, choices, false))}
      {refused.length > 0 && (
        <ul className="plain note" aria-label="Land units that cannot be carried">
          {refused.map((l) => (
            <li key={l.id}>{l.refused}</li>
          ))}
        </ul>
      )}
      {hops.length > 0 && (
        <ol className="hops" aria-label="Route">
          {hops.map((h, i) => (
            <li key={i}>
              {labelOf(h)}
              {i === hops.length - 1 ? ' — destination' : ' — stop'}
            </li>
          ))}
        </ol>
      )}
      {choices.stops.map((stop) => atps.map((atp) => atpCargo(atp, stop.id, stop, true)))}
      {hops.length < MAX_STOPS && (
        <HopPicker
          label={hops.length === 0 ? 'Fly to' : 'Then on to'}
          placeholder="choose an airbase…"
          testId="atp-destination"
          choices={reachable
            .filter((b) => b.id !== previous)
            .map((b) => ({
              id: b.id,
              label: `${b.name} (${b.hex}), ${b.distance} hex${b.distance === 1 ? '' : 'es'}`,
            }))}
          addLabel="Add to the route"
          onAdd={(id) => setHops((h) => [...h, id])}
        />
      )}
      {beyond.length > 0 && (
        <p className="note" data-testid="atp-out-of-reach">
          Out of the ATPs’ reach{hops.length ? ' from there' : ''}: {beyond.map((b) => b.name).join(', ')}.{' '}
          {beyond[0].outOfReach}
        </p>
      )}
      {hops.length > 0 && (
        <button type="button" onClick={() => setHops((h) => h.slice(0, -1))}>
          Remove the last base
        </button>
      )}
      <fieldset className="atp-after">
        <legend>After unloading (4.1, 4.23)</legend>
        <label>
          <input
            type="radio"
            name={`atp-stay-${option.base}`}
            data-testid="atp-stay"
            checked={stay}
            onChange={() => setStay(true)}
          />{' '}
          stay at the destination
        </label>{' '}
        <label>
          <input
            type="radio"
            name={`atp-stay-${option.base}`}
            data-testid="atp-return"
            checked={!stay}
            onChange={() => setStay(false)}
          />{' '}
          return to {ctx.baseDefs.get(option.base)?.name ?? option.base}
        </label>
      </fieldset>
      {verdict && (
        <p className="notice" data-testid="air-transport-verdict">
          {verdict}
        </p>
      )}
      <button
        type="button"
        className="primary"
        disabled={verdict !== null}
        onClick={() => guarded(() => sortieStore.getState().dispatch(action))}
      >
        Launch the air transport
      </button>
    </div>
  )
}
