// Naval transport of air units by STPs (APTO [3.18], [3.21]–[3.24]): embarking a fighter-type on
// docked STPs in the plan of the side's Naval and Air Phase; debarking for an Air Offensive at the
// Offensive Phase's declaration; and D-STP-CARGOLOSS, the air units lost when sunk STPs can no
// longer carry them all. The rules module checks every choice.
import { useMemo, useState } from 'react'
import { stpEmbarkChoices, type GameState, type Pending } from '../../rules/systems/aeto'
import { DecisionDialog } from './DecisionDialog'
import { act, baseName, UnitName, unitText, type P } from './common'

/**
 * The plan of the side's Naval and Air Phase: each of its flotillas whose STPs are docked in a
 * functioning friendly port, with the fighter-types of that hex that fit aboard (3.21, 3.23).
 */
export function StpEmbark({ state }: { state: GameState }) {
  const options = useMemo(
    () => stpEmbarkChoices(state).filter((o) => o.units.length || o.aboard.length),
    [state],
  ) // docked STPs with nothing to take or carry: not listed
  const [choice, setChoice] = useState<Record<string, string>>({})
  if (!options.length) return null
  return (
    <details className="stp-embark" data-testid="stp-embark" open>
      <summary>Naval transport: air units aboard STPs</summary>
      <p className="note">
        STPs docked in a friendly port take fighter-types of that hex aboard: 2 STP points a fighter-type, a
        Small Fighter (“o”) free, two single-step units together as one; never a Bomber or an ATP (3.21–3.23).
        They debark in a friendly port with room: for an Air Offensive in the Offensive Phase, or when the
        Movement Phase begins (3.24). STPs that moved into the port this Phase pay half their printed movement
        to embark (not counted here).
      </p>
      <ul className="plain">
        {options.map((o) => {
          const unit = o.units.includes(choice[o.flotilla]) ? choice[o.flotilla] : o.units[0]
          return (
            <li key={o.flotilla} data-testid={`stp-embark-${o.flotilla}`}>
              <strong>{o.stps.replace(/^the STPs /, '')}</strong> in port at {o.hex}: {o.load} of {o.points}{' '}
              STP points used
              {o.aboard.length > 0 && (
                <span className="note">
                  {' '}
                  (aboard: {o.aboard.map((id) => unitText(state, id)).join(', ')})
                </span>
              )}
              {o.units.length > 0 ? (
                <>
                  {' '}
                  <select
                    aria-label={`Air unit to embark on flotilla ${o.flotilla}`}
                    value={unit}
                    onChange={(e) => setChoice((c) => ({ ...c, [o.flotilla]: e.target.value }))}
                  >
                    {o.units.map((id) => (
                      <option key={id} value={id}>
                        {unitText(state, id)}
                      </option>
                    ))}
                  </select>{' '}
                  <button
                    type="button"
                    onClick={() => unit && act({ type: 'embarkStp', flotilla: o.flotilla, unit })}
                  >
                    Embark
                  </button>
                </>
              ) : (
                <span className="note"> — no fighter-type of this hex fits aboard.</span>
              )}
            </li>
          )
        })}
      </ul>
    </details>
  )
}

/**
 * At the Offensive Phase's declaration: spend one Air Offensive putting air units aboard docked STPs
 * ashore on a base of that hex with room; they are Currently Committed, whatever the weather (3.24).
 */
export function StpDebark({ state, p }: { state: GameState; p: P<'offensive'> }) {
  const options = p.debark ?? []
  const [units, setUnits] = useState<Record<string, string[]>>({})
  const [to, setTo] = useState<Record<string, string>>({})
  if (!options.length) return null
  return (
    <fieldset className="unit-checks stp-debark" data-testid="stp-debark">
      <legend>Debark air units from STPs (3.24)</legend>
      <p className="note">
        Spend one Air Offensive instead of declaring one: the air units go ashore in the port hex of their
        STPs, where there is room, and are Currently Committed. The weather does not matter: this is no Change
        Base. One Air Offensive debarks one power’s units (4.25). Left aboard, they go ashore free when the
        Movement Phase begins.
      </p>
      {options.map((o) => {
        const ticked = (units[o.flotilla] ?? o.units).filter((id) => o.units.includes(id))
        const bases = o.to.map((x) => x.base)
        const base = bases.includes(to[o.flotilla]) ? to[o.flotilla] : (o.all ?? bases[0])
        return (
          <div key={o.flotilla} data-testid={`stp-debark-${o.flotilla}`}>
            <p>STPs in port at {o.hex}:</p>
            <ul className="plain">
              {o.units.map((id) => (
                <li key={id}>
                  <label className="touch">
                    <input
                      type="checkbox"
                      checked={ticked.includes(id)}
                      onChange={(e) =>
                        setUnits((u) => ({
                          ...u,
                          [o.flotilla]: e.target.checked ? [...ticked, id] : ticked.filter((x) => x !== id),
                        }))
                      }
                    />{' '}
                    <UnitName state={state} id={id} />
                  </label>
                </li>
              ))}
            </ul>
            <label>
              Ashore at{' '}
              <select
                aria-label={`Base where the air units of flotilla ${o.flotilla} debark`}
                value={base}
                onChange={(e) => setTo((x) => ({ ...x, [o.flotilla]: e.target.value }))}
              >
                {bases.map((b) => (
                  <option key={b} value={b}>
                    {baseName(state, b)}
                  </option>
                ))}
              </select>
            </label>{' '}
            <button
              type="button"
              disabled={!ticked.length}
              onClick={() => act({ type: 'debarkStp', flotilla: o.flotilla, units: ticked, to: base })}
            >
              Debark {ticked.length} air unit{ticked.length === 1 ? '' : 's'} (spend an Air Offensive)
            </button>
          </div>
        )
      })}
    </fieldset>
  )
}

/** D-STP-CARGOLOSS (3.18): STPs carrying air units were sunk or hit; the owner picks the air units lost, just enough for the rest to fit. */
export function SeaCargoLossDialog({
  state,
  p,
}: {
  state: GameState
  p: Extract<Pending, { kind: 'seaCargoLoss' }>
}) {
  const [i, setI] = useState(0)
  const chosen = p.choices[Math.min(i, p.choices.length - 1)]
  return (
    <DecisionDialog
      state={state}
      title="STPs lost under their air units"
      confirmLabel="Lose these air units"
      onConfirm={() => act({ type: 'loseCargo', units: chosen })}
    >
      <p>
        The STPs left carry {p.points} STP point{p.points === 1 ? '' : 's'}; the air units aboard need{' '}
        {p.need} (a fighter-type 2, a Small Fighter none, 3.23). Choose the air units lost, just enough for
        the rest to fit (3.18).
      </p>
      <fieldset className="unit-checks">
        <legend>Air units lost</legend>
        {p.choices.map((c, k) => (
          <label key={c.join()} className="touch" data-testid={`cargo-loss-${k}`}>
            <input type="radio" name="cargo-loss" checked={chosen === c} onChange={() => setI(k)} />{' '}
            {c.map((id) => unitText(state, id)).join(' and ')}
          </label>
        ))}
      </fieldset>
    </DecisionDialog>
  )
}
