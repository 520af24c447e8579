// The physical die: a player rolls a real die and enters its face, for any roll the rules await.
import { useState } from 'react'
import { awaitedRoll, type GameState } from '../../rules/systems/aeto'
import { signed } from '../format'
import { act, unitText, type P } from './common'
import { DecisionDialog } from './DecisionDialog'

export function RollDialog({ state, p }: { state: GameState; p: P<'roll'> }) {
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const r = awaitedRoll(state)?.attack // an air combat or strafing attack: shown with its die (4.14, 4.16)
  const submit = () => {
    const n = Number(value.trim())
    if (!/^\d+$/.test(value.trim()) || n < 1 || n > 6) {
      setError(`“${value}” is not a die face: enter a whole number from 1 to 6.`)
      return
    }
    setError(null)
    act({ type: 'roll', value: n })
  }
  return (
    <DecisionDialog state={state} title="Physical die" confirmLabel="Enter the roll" onConfirm={submit}>
      <p>
        Roll one die for: {p.purpose}.
        {r && (
          <>
            {' '}
            {unitText(state, r.attacker)} against {unitText(state, r.target)}: air target number {r.atn}
            {r.drm !== 0 && `, die modifier ${signed(r.drm)}`}.
          </>
        )}
      </p>
      <label className="touch">
        Die value (1–6){' '}
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? 'roll-error' : undefined}
          size={3}
        />
      </label>
      {error && (
        <p role="alert" id="roll-error" className="notice" data-testid="roll-error">
          {error}
        </p>
      )}
    </DecisionDialog>
  )
}
