// Land reconnaissance (4.11) in the Offensive Phase: D-RECON-LAND — pick an enemy land hex in range
// (on the map, or in the list) and the unit that tries, with each modifier, its rule and the exact
// odds before the die; D-RECON-CONCEAL — the owner of a hex with a fort chit conceals one of its land
// chits there from the reconnaissance, in secret.
import { useState } from 'react'
import type { GameState, LandReconTarget } from '../../rules/systems/aeto'
import { sortieStore, useSortie } from '../../store/store'
import { DecisionDialog } from './DecisionDialog'
import { act, pct, UnitName, type P } from './common'

const inSix = (chance: number) => `${Math.round(chance * 6)} in 6`

/** The Offensive Phase's land reconnaissance: a target hex and a unit, the odds shown before the roll (4.11). */
export function LandReconTargets({
  state,
  targets,
}: {
  state: GameState
  targets: readonly LandReconTarget[] | undefined
}) {
  const selectedHex = useSortie((s) => s.ui.selectedHex)
  const [picked, setPicked] = useState<string | null>(null)
  const [units, setUnits] = useState<Record<string, string>>({})
  if (!targets?.length) return null
  // A hex selected on the map that is a target becomes the choice.
  const hex = targets.some((t) => t.hex === selectedHex) ? selectedHex! : (picked ?? targets[0].hex)
  const target = targets.find((t) => t.hex === hex) ?? targets[0]
  const unit = target.units.find((u) => u.id === units[target.hex]) ?? target.units[0]
  const pick = (h: string) => {
    setPicked(h)
    sortieStore.getState().select({ hex: h, unit: null })
  }
  return (
    <fieldset className="recon-targets land-recon" data-testid="land-recon">
      <legend>Land reconnaissance (4.11)</legend>
      <p className="note">
        One unit tries one enemy land hex in its range: it is not moved, intercepted or committed. One attempt
        per hex this Offensive Phase; a unit that reconnoitres land makes no sea reconnaissance in it. 1d6: a
        modified 2 or more shows you every land unit there. Select a hex on the map or below.
      </p>
      <ul className="plain">
        {targets.map((t) => (
          <li key={t.hex}>
            <label className="touch">
              <input
                type="radio"
                name="land-recon-hex"
                checked={t.hex === target.hex}
                onChange={() => pick(t.hex)}
                data-testid={`land-recon-${t.hex}`}
              />{' '}
              {t.hex}
            </label>{' '}
            <span className="note">
              {t.chits} enemy land chit{t.chits === 1 ? '' : 's'}
              {t.fort ? ', a fort chit (its owner may conceal one chit)' : ''}; best{' '}
              {inSix(t.units[0].chance)}
            </span>
          </li>
        ))}
      </ul>
      <label className="touch">
        Unit:{' '}
        <select
          aria-label="Reconnoitring unit"
          value={unit.id}
          onChange={(e) => setUnits((x) => ({ ...x, [target.hex]: e.target.value }))}
        >
          {target.units.map((u) => (
            <option key={u.id} value={u.id}>
              {state.scenario.airUnits.find((a) => a.id === u.id)?.name ?? u.id} — {u.distance} hex
              {u.distance === 1 ? '' : 'es'}, {inSix(u.chance)}
            </option>
          ))}
        </select>
      </label>
      <ul className="plain" data-testid="land-recon-modifiers">
        {unit.modifiers.length ? (
          unit.modifiers.map((m) => (
            <li key={m.label}>
              {m.value} {m.label} ({m.rule})
            </li>
          ))
        ) : (
          <li>No modifier (4.11).</li>
        )}
        <li>
          <strong>
            {unit.drm ? `1d6 ${unit.drm}` : '1d6'}: 2 or more succeeds — {inSix(unit.chance)} (
            {pct(unit.chance)})
          </strong>
        </li>
      </ul>
      <button
        type="button"
        data-testid="land-recon-go"
        onClick={() => act({ type: 'reconnoitreLand', hex: target.hex, unit: unit.id })}
      >
        Reconnoitre {target.hex} with <UnitName state={state} id={unit.id} />
      </button>
    </fieldset>
  )
}

/** D-RECON-CONCEAL: the owner conceals one land chit under the fort chit, or none (4.11). */
export function ReconConcealDialog({ state, p }: { state: GameState; p: P<'reconConceal'> }) {
  const [unit, setUnit] = useState<string | null>(p.units[0]?.id ?? null)
  const reconnoitring = state.scenario.sides.find((s) => s.id === p.reconnoitring)?.name ?? p.reconnoitring
  return (
    <DecisionDialog
      state={state}
      title="Land reconnaissance: conceal a chit under the fort"
      confirmLabel={unit ? `Conceal ${p.units.find((u) => u.id === unit)?.name ?? unit}` : 'Conceal nothing'}
      onConfirm={() => act({ type: 'concealLand', unit })}
    >
      <p>
        {reconnoitring} has reconnoitred {p.hex} successfully. A fort chit is there: you may conceal one of
        your land chits from it, in secret; it sees the others. Your top chit is always seen (4.11).
      </p>
      <ul className="plain">
        {p.units.map((u) => (
          <li key={u.id}>
            <label className="touch">
              <input type="radio" name="conceal" checked={unit === u.id} onChange={() => setUnit(u.id)} />{' '}
              {u.name}, strength {u.strength}
            </label>
          </li>
        ))}
        <li>
          <label className="touch">
            <input type="radio" name="conceal" checked={unit === null} onChange={() => setUnit(null)} />{' '}
            Conceal nothing
          </label>
        </li>
      </ul>
    </DecisionDialog>
  )
}
