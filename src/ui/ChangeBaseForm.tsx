// Planning a Change Base (4.1): up to three hops, each to a friendly base within twice the units'
// range, the last one not full (4.8). The rules module decides: the form asks `apply` whether the
// mission as chosen would be accepted and shows its sentence when it would not.
import { HopPicker } from './HopPicker'
import { useMemo, useState } from 'react'
import {
  apply,
  carrierRoom,
  contextOf,
  type Action,
  type GameState,
  type LaunchOption,
  type UnitId,
  numberedName,
} from '../rules/systems/aeto'
import { sortieStore } from '../store/store'
import { guarded } from './guard'
import { ruleSuffix } from './format'

const MAX_HOPS = 3

export function ChangeBaseForm({
  state,
  option,
  units,
  roles,
}: {
  state: GameState
  option: LaunchOption
  units: UnitId[]
  roles: Record<UnitId, 'fighter' | 'bomber'>
}) {
  const [hops, setHops] = useState<string[]>([])
  const [deplete, setDeplete] = useState<UnitId[]>([])
  const ctx = contextOf(state)
  const side = state.pending.side
  const bases = useMemo(
    () =>
      [...ctx.baseDefs.values()]
        .filter((b) => b.owner === side && ctx.baseLoc.has(b.id))
        // A carrier shows the strength points of Naval-Air it still has room for (4.4).
        .map((b) => ({
          id: b.id,
          label: `${b.name} (${ctx.map.locLabel(ctx.baseLoc.get(b.id)!)})${b.carrier !== undefined ? ` — carrier, room for ${Math.max(0, carrierRoom(ctx, state, b.id))} strength point(s)` : ''}`,
        })),
    [state, side, ctx],
  )
  const labelOf = (id: string) => bases.find((b) => b.id === id)?.label ?? id
  // Onto a carrier, full-strength Naval-Air units may be depleted in flight so that they fit (4.4).
  const last = hops.length ? hops[hops.length - 1] : null
  const depletable =
    last !== null && ctx.baseDefs.get(last)?.carrier !== undefined
      ? units.filter(
          (id) =>
            ctx.unitDefs.get(id)?.type === 'N' &&
            ctx.unitDefs.get(id)?.back &&
            state.units[id]?.face === 'front',
        )
      : []
  const depleting = deplete.filter((id) => depletable.includes(id))
  const action: Action = {
    type: 'launch',
    base: option.base,
    units,
    mission: 'changeBase',
    hops,
    ...(Object.keys(roles).length ? { roles } : {}),
    ...(depleting.length ? { deplete: depleting } : {}),
  }
  const key = JSON.stringify(action)
  const { verdict, chain } = useMemo(() => {
    if (units.length === 0) return { verdict: 'Tick the units that change base.', chain: 0 }
    if (hops.length === 0) return { verdict: 'Choose the base of the first hop.', chain: 0 }
    const r = apply(state, JSON.parse(key) as Action)
    if (!r.ok)
      return {
        verdict: `${r.violation.message}${ruleSuffix(r.violation.message, r.violation.rule)}`,
        chain: 0,
      }
    // A full last base is legal when enough units there change base out as these arrive (4.8; D-BASE-CHAIN).
    const m = Object.values(r.state.missions).find((x) => x.kind === 'changeBase' && !state.missions[x.id])
    return { verdict: null, chain: m?.chain ?? 0 }
  }, [state, key, units.length, hops.length])
  const previous = hops.length ? hops[hops.length - 1] : option.base
  return (
    <div className="change-base" data-testid="change-base">
      <p className="note">
        Each hop ends at a friendly base at most twice the units’ range away; the last base must not be full
        (4.1, 4.8). A carrier at sea is only the last base, for Naval-Air units of its nation, with room in
        strength points (4.1, 4.4).
      </p>
      {hops.length > 0 && (
        <ol className="hops" aria-label="Hops">
          {hops.map((h, i) => (
            <li key={i}>{labelOf(h)}</li>
          ))}
        </ol>
      )}
      {hops.length < MAX_HOPS && (
        <HopPicker
          label={hops.length === 0 ? 'First hop to' : `Hop ${hops.length + 1} to`}
          placeholder="choose a base…"
          choices={bases.filter((b) => b.id !== previous)}
          addLabel="Add the hop"
          onAdd={(id) => setHops((h) => [...h, id])}
        />
      )}
      {hops.length > 0 && (
        <button type="button" onClick={() => setHops((h) => h.slice(0, -1))}>
          Remove the last hop
        </button>
      )}
      {depletable.length > 0 && (
        <fieldset className="deplete" data-testid="change-base-deplete">
          <legend>Deplete in flight to fit aboard (4.4)</legend>
          {depletable.map((id) => (
            <label key={id}>
              <input
                type="checkbox"
                checked={depleting.includes(id)}
                onChange={(e) =>
                  setDeplete((d) => (e.target.checked ? [...d, id] : d.filter((x) => x !== id)))
                }
              />
              {ctx.unitDefs.has(id) ? numberedName(ctx, id) : id}
            </label>
          ))}
        </fieldset>
      )}
      {chain > 0 && (
        <p className="note" data-testid="change-base-chain">
          {labelOf(hops[hops.length - 1])} is full: as {units.length === 1 ? 'the unit lands' : 'they land'},
          you choose{' '}
          {chain === 1 ? 'the unit based there that changes' : `${chain} units based there that change`} base
          out (4.8).
        </p>
      )}
      {verdict && (
        <p className="notice" data-testid="change-base-verdict">
          {verdict}
        </p>
      )}
      <button
        type="button"
        className="primary"
        disabled={verdict !== null}
        onClick={() => guarded(() => sortieStore.getState().dispatch(action))}
      >
        Launch the Change Base
      </button>
    </div>
  )
}
