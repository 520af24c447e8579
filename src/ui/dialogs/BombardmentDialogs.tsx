// Naval bombardment in a Sea Offensive (APTO 3.28), on the planning decision: each flotilla that may
// bombard the enemy installations of its coastal hex, its ships (gunnery now) each sent to one
// installation or kept out, the order of the rolls, and the exact odds of each bombardment before
// the roll: column of the total gunnery, target number, destruction, collateral steps.
import { destroyWords } from './destroyWords'
import { useMemo, useState } from 'react'
import { bombardmentPreview, type BombardmentOption, type GameState } from '../../rules/systems/aeto'
import { act, pct } from './common'
import { BombingTableNote, OwnChartShare } from './ChartNote'

const OUT = ''

function Odds({
  state,
  flotilla,
  installation,
  ships,
}: {
  state: GameState
  flotilla: string
  installation: string
  ships: string[]
}) {
  const o = useMemo(
    () => bombardmentPreview(state, flotilla, installation, ships),
    [state, flotilla, installation, ships],
  )
  return (
    <div className="odds" data-testid={`bombard-odds-${installation}`}>
      <p>
        <strong>{o.name}</strong>: gunnery {o.strength}, column {o.column ?? 'none'}
        <BombingTableNote />; target number {o.targetNumber} ({o.targetParts.join(', ')})
        {destroyWords(o.targetNumber, o.minRoll, 'gunnery')}.
      </p>
      <p>
        Destroyed <span data-testid="odds-destroyed">{pct(o.destroyed)}</span>
        <OwnChartShare share={o.unknown} />
        {o.collateral.length > 1 && (
          <>
            {' '}
            · collateral steps on a physical 10, 11, 12:{' '}
            <span data-testid="odds-collateral">
              {o.collateral
                .map((p, k) => (k === 0 ? null : `${k}: ${pct(p)}`))
                .filter(Boolean)
                .join(', ')}
            </span>
          </>
        )}
      </p>
    </div>
  )
}

function FlotillaBombardment({ state, o }: { state: GameState; o: BombardmentOption }) {
  const [where, setWhere] = useState<Record<string, string>>(() =>
    Object.fromEntries(o.ships.map((s) => [s.id, o.installations[0]?.id ?? OUT])),
  )
  const [order, setOrder] = useState<string[]>(() => o.installations.map((i) => i.id))
  const by: Record<string, string[]> = {}
  for (const s of o.ships) if (where[s.id] && where[s.id] !== OUT) (by[where[s.id]] ??= []).push(s.id)
  const allocation: Record<string, string[]> = {}
  for (const id of order) if (by[id]) allocation[id] = by[id]
  const used = Object.keys(allocation)
  const earlier = (id: string) =>
    setOrder((list) => {
      const u = list.filter((x) => used.includes(x))
      const k = u.indexOf(id)
      if (k <= 0) return list
      const swap = u[k - 1]
      return list.map((x) => (x === id ? swap : x === swap ? id : x))
    })
  return (
    <fieldset className="bombardment" data-testid={`bombard-${o.flotilla}`}>
      <legend>Naval bombardment at {o.hex} (3.28)</legend>
      <p className="note">
        Each ship with a gunnery of 1 or more bombards one installation, once in this Sea Offensive; each
        installation bombarded is one 2d6 roll on the Bombing Table column of the ships’ total gunnery,
        against its bombing target number. An airbase destroyed loses steps of its units on the ground on a
        physical 10, 11 or 12 (defender, attacker, defender choose), and they make a Forced Rebase; a Dirt
        Airstrip is removed.
      </p>
      <ul className="plain">
        {o.ships.map((s) => (
          <li key={s.id}>
            <label className="touch">
              {s.name} (gunnery {s.gunnery}){' '}
              <select
                aria-label={`Installation for ${s.name}`}
                value={where[s.id] ?? OUT}
                onChange={(e) => setWhere((w) => ({ ...w, [s.id]: e.target.value }))}
              >
                <option value={OUT}>stays out</option>
                {o.installations.map((i) => (
                  <option key={i.id} value={i.id}>
                    bombards the {i.name} (target number {i.targetNumber})
                  </option>
                ))}
              </select>
            </label>
          </li>
        ))}
      </ul>
      {used.length > 1 && (
        <p className="note">
          Rolled in this order; after a success the next target numbers are recomputed (3.28): the odds below
          are those before any roll.
        </p>
      )}
      {used.map((id, k) => (
        <div key={id}>
          {used.length > 1 && (
            <p>
              Bombardment {k + 1}
              {k > 0 && (
                <>
                  {' '}
                  <button type="button" onClick={() => earlier(id)}>
                    Roll earlier
                  </button>
                </>
              )}
            </p>
          )}
          <Odds state={state} flotilla={o.flotilla} installation={id} ships={allocation[id]} />
        </div>
      ))}
      <button
        type="button"
        className="primary"
        disabled={!used.length}
        onClick={() => act({ type: 'bombard', flotilla: o.flotilla, allocation })}
      >
        {used.length
          ? `Bombard and roll (${used.length} bombardment${used.length === 1 ? '' : 's'})`
          : 'Choose the ships that bombard'}
      </button>
    </fieldset>
  )
}

/** The plan's bombardments (APTO 3.28): one form per flotilla that may bombard now. */
export function Bombardments({
  state,
  options,
}: {
  state: GameState
  options: readonly BombardmentOption[] | undefined
}) {
  if (!options?.length) return null
  return (
    <>
      {options.map((o) => (
        <FlotillaBombardment key={`${o.flotilla}-${o.hex}-${o.ships.length}`} state={state} o={o} />
      ))}
    </>
  )
}
