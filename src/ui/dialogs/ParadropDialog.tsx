// D-PARA-DROP (4.24): the ATP is over the drop hex after all air combat. Each way to drop is shown
// with every modifier and its rule and the exact odds of each result over one die, before the
// roll; the owner drops (with or without Gliders) or cancels.
import { useState } from 'react'
import type { GameState } from '../../rules/systems/aeto'
import { DecisionDialog } from './DecisionDialog'
import { percent } from '../../rules/kernel/percent'
import { act, type P } from './common'

const sign = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0')
/** Faces of the die out of six, and the chance as every dialog says it: "4/6 (66.7%)". */
const pct = (n: number) => `${n}/6 (${percent(n / 6)})`

export function ParadropDialog({ state, p }: { state: GameState; p: P<'paradrop'> }) {
  const [gliders, setGliders] = useState(false)
  const name = state.scenario.landUnits.find((l) => l.id === p.paratrooper)?.name ?? p.paratrooper
  const atp = state.scenario.airUnits.find((u) => u.id === p.atp)?.name ?? p.atp
  const chosen = p.choices.find((c) => c.gliders === gliders) ?? p.choices[0]
  return (
    <DecisionDialog
      state={state}
      title={`Paradrop of ${name} on ${p.hex}`}
      confirmLabel={chosen.gliders ? 'Drop with Gliders and roll' : 'Drop and roll'}
      onConfirm={() => act({ type: 'paradrop', gliders: chosen.gliders })}
      cancelLabel="Cancel the paradrop"
      onCancel={() => act({ type: 'cancelParadrop' })}
    >
      <p className="note">
        {atp} is over {p.hex} after the air combat. One die, modifiers added: 2 or less eliminates the
        paratrooper, 3–4 depletes it, 5 or more lands it intact (4.24; A-11). Cancelling sends the ATP home
        with the paratrooper: the ATP becomes Previously Committed and the paratrooper is marked Active
        (4.24).
      </p>
      {p.choices.map((c) => (
        <fieldset
          key={String(c.gliders)}
          className="unit-checks"
          data-testid={`paradrop-choice-${c.gliders ? 'gliders' : 'plain'}`}
        >
          <legend>
            <label className="touch">
              <input
                type="radio"
                name="paradrop-gliders"
                checked={chosen.gliders === c.gliders}
                onChange={() => setGliders(c.gliders)}
              />{' '}
              {c.gliders
                ? 'With Gliders (one ATP point lost after the roll, whatever the result)'
                : 'Without Gliders'}
            </label>
          </legend>
          <ul className="plain">
            {c.modifiers.length === 0 && <li>No modifier.</li>}
            {c.modifiers.map((m, i) => (
              <li key={i}>
                {sign(m.value)} {m.label} ({m.rule})
              </li>
            ))}
          </ul>
          <p data-testid="paradrop-odds">
            Total {sign(c.total)}: eliminated {pct(c.sixths.eliminated)}, depleted {pct(c.sixths.depleted)},
            intact {pct(c.sixths.intact)}.
          </p>
        </fieldset>
      ))}
      {p.choices.length === 1 && (
        <p className="note">No Gliders: only German, UK and US paratroopers have them (4.24).</p>
      )}
    </DecisionDialog>
  )
}
