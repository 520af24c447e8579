// Shared pieces of the decision dialogs: dispatching an action, naming bases and units.
import type { Action, GameState, Pending, UnitId } from '../../rules/systems/aeto'
import { percent } from '../../rules/kernel/percent'
import { contextOf, unitFlyingAsKamikaze } from '../../rules/systems/aeto'
import { sortieStore } from '../../store/store'
import { ChitText } from '../ChitText'
import { guarded } from '../guard'
import { unitRow } from '../situation'

/**
 * Whether Enter belongs to the focused control rather than to the button marked "Enter" of the
 * dialog `within` (docs/guide.md, "Decisions"): links, selects, text areas and disclosures keep it, as do
 * controls outside the dialog; buttons and boxes inside it do not, so Enter always does what the
 * marked button says (Space presses the focused button).
 */
export function ownsEnter(target: EventTarget | null, within: Element | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.closest('a[href], select, textarea, summary') !== null) return true
  return !within?.contains(target) && target.closest('button, input, [role="button"]') !== null
}

export type P<K extends Pending['kind']> = Extract<Pending, { kind: K }>

export function act(a: Action): void {
  guarded(() => sortieStore.getState().dispatch(a))
}

export function baseName(state: GameState, base: string): string {
  const ctx = contextOf(state)
  const loc = ctx.baseLoc.get(base)
  return `${ctx.baseDefs.get(base)?.name ?? base}${loc === undefined ? '' : ` (${ctx.map.locLabel(loc)})`}`
}

export function UnitName({ state, id }: { state: GameState; id: UnitId }) {
  const r = unitRow(state, id)
  return (
    <>
      {r.name} {r.typeLabel} <ChitText notation={r.notation} reduced={r.reduced} />
      {unitFlyingAsKamikaze(state, id) && (
        <>
          {' '}
          <span
            className="kamikaze"
            data-testid="kamikaze-mark"
            title="Flies as a Kamikaze: immune to aborts, +2 against ships, anti-aircraft hits at once (APTO D52, D60, D62, D69)"
          >
            Kamikaze
          </span>
        </>
      )}
    </>
  )
}

/** A unit in plain text; an underscored strength (4.20) reads as plain digits, as on the chit's face. */
export function unitText(state: GameState, id: UnitId): string {
  const r = unitRow(state, id)
  return `${r.name} ${r.typeLabel} ${r.notation.replace(/^_(\d+)_/, '$1')}${r.reduced ? ' (reduced)' : ''}`
}

/** A chance as every dialog and the bot's reasoning say it: "66.7%". */
export const pct = percent

/** A list of checkboxes over units. */
export function UnitChecks({
  state,
  units,
  value,
  onChange,
  legend,
}: {
  state: GameState
  units: UnitId[]
  value: UnitId[]
  onChange: (v: UnitId[]) => void
  legend: string
}) {
  return (
    <fieldset className="unit-checks">
      <legend>{legend}</legend>
      {units.length === 0 && <p className="note">None.</p>}
      <ul className="plain">
        {units.map((id) => (
          <li key={id}>
            <label className="touch">
              <input
                type="checkbox"
                checked={value.includes(id)}
                onChange={(e) => onChange(e.target.checked ? [...value, id] : value.filter((x) => x !== id))}
              />{' '}
              <UnitName state={state} id={id} />
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
