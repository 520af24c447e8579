// The strafing decisions (4.14): the defender's evacuate-or-ride-out per unit on the ground, with
// the evacuation number, the chance and the legal destinations (D-STRAFE-EVAC); then each strafer's
// target on the ground, with the air target number and exact odds before the roll (D-STRAFE-TARGET).
import { useMemo, useState } from 'react'
import { evacuationChance, strafePreview, type GameState, type UnitId } from '../../rules/systems/aeto'
import { TargetNumberLines } from './TargetNumber'
import { DecisionDialog } from './DecisionDialog'
import { act, baseName, pct, UnitName, type P } from './common'

const RIDE = ''

export function StrafeEvacuationDialog({ state, p }: { state: GameState; p: P<'evacuation'> }) {
  const [choice, setChoice] = useState<Record<UnitId, string>>({})
  const faces = evacuationChance(state, p.n)
  const moves = Object.fromEntries(Object.entries(choice).filter(([, b]) => b !== RIDE))
  const count = Object.keys(moves).length
  // Evacuation comes before a bombing raid as before strafing (4.14, 4.26): name the strikers it is.
  const strikers = state.missions[p.mission]?.evacuation?.by ?? 'strafers'
  const Strikers = strikers === 'bombers' ? 'Bombers' : 'Strafers'
  return (
    <DecisionDialog
      state={state}
      title={`${Strikers} over ${p.loc}: evacuate or ride it out`}
      confirmLabel={count ? `Evacuate ${count} unit${count === 1 ? '' : 's'} and roll` : 'Ride it out'}
      onConfirm={() => act({ type: 'evacuate', moves })}
    >
      <p data-testid="evacuation-number">
        <strong>Evacuation number {p.n}</strong>: the land hexes you control that the {strikers} flew through,
        the target included (4.14). Each evacuation succeeds on a die of{' '}
        {faces <= 0 ? 'nothing' : faces === 1 ? '1' : `1–${faces}`}:{' '}
        <strong data-testid="evacuation-chance">{pct(faces / 6)}</strong>.
      </p>
      <p className="note">
        A unit that fails stays on the ground; a fighter that fails loses its own-airbase bonus this Step.
        Units that stay may still intercept the {strikers} (4.14, 4.18).
      </p>
      <ul className="plain">
        {p.units.map((u) => (
          <li key={u.id} data-testid={`evacuate-${u.id}`}>
            <label className="touch">
              <UnitName state={state} id={u.id} />{' '}
              <select
                aria-label={`Where ${u.id} goes`}
                value={choice[u.id] ?? RIDE}
                onChange={(e) => setChoice((c) => ({ ...c, [u.id]: e.target.value }))}
              >
                <option value={RIDE}>rides it out</option>
                {u.destinations.map((b) => (
                  <option key={b} value={b}>
                    evacuates to {baseName(state, b)}
                  </option>
                ))}
              </select>
            </label>
          </li>
        ))}
        {p.stay.map((u) => (
          <li key={u.id} className="illegal">
            <UnitName state={state} id={u.id} /> <span className="reason">— rides it out: {u.reason}</span>
          </li>
        ))}
      </ul>
    </DecisionDialog>
  )
}

function StrafeOdds({ state, attacker, target }: { state: GameState; attacker: UnitId; target: UnitId }) {
  const pv = useMemo(() => {
    try {
      return strafePreview(state, attacker, target)
    } catch {
      return null
    }
  }, [state, attacker, target])
  if (!pv) return null
  const { atn, odds } = pv
  return (
    <div className="odds" data-testid="odds" aria-live="polite">
      <TargetNumberLines atn={atn} />
      <p data-testid="odds-line">
        Hit <span data-testid="odds-hit">{pct(odds.hit)}</span> · no effect{' '}
        <span data-testid="odds-miss">{pct(odds.abort + odds.miss)}</span>{' '}
        <span className="note">(only hits count when strafing, 4.14)</span>
      </p>
    </div>
  )
}

export function StrafeTargetDialog({ state, p }: { state: GameState; p: P<'strafeTarget'> }) {
  const [attacker, setAttacker] = useState<UnitId>(p.strafers[0])
  const [target, setTarget] = useState<UnitId>(p.targets[0])
  const a = p.strafers.includes(attacker) ? attacker : p.strafers[0]
  const tg = p.targets.includes(target) ? target : p.targets[0]
  return (
    <DecisionDialog
      state={state}
      title={`Strafing ${p.loc}`}
      confirmLabel="Strafe and roll"
      onConfirm={() => act({ type: 'strafe', attacker: a, target: tg })}
      cancelLabel="No more strafing"
      onCancel={() => act({ type: 'holdFire' })}
    >
      <fieldset className="unit-checks">
        <legend>Strafer (one attack each)</legend>
        {p.strafers.map((id) => (
          <label key={id} className="touch">
            <input type="radio" name="strafer" checked={a === id} onChange={() => setAttacker(id)} />{' '}
            <UnitName state={state} id={id} />
          </label>
        ))}
      </fieldset>
      <fieldset className="unit-checks" data-testid="targets">
        <legend>Unit on the ground</legend>
        {p.targets.map((id) => (
          <label key={id} className="touch" data-testid={`target-${id}`}>
            <input type="radio" name="ground-target" checked={tg === id} onChange={() => setTarget(id)} />{' '}
            <UnitName state={state} id={id} />
          </label>
        ))}
      </fieldset>
      <StrafeOdds state={state} attacker={a} target={tg} />
    </DecisionDialog>
  )
}
