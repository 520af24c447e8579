// The air combat dialogs (4.16): the combat board, the units' choices of a round (dump ordnance,
// designate bomber-attackers, voluntary abort, remain for Round 2) and the attack with its odds.
import { useEffect, useMemo, useState } from 'react'
import { attackPreview, type Action, type GameState, type UnitId } from '../../rules/systems/aeto'
import { notedResults, ruleSuffix } from '../format'
import { sideRef } from '../situation'
import { act, pct, UnitChecks, UnitName, type P } from './common'
import { DecisionDialog } from './DecisionDialog'
import { TargetNumberLines } from './TargetNumber'

/** Both sides' units in the combat as chits, with what happened to them this round. */
export function CombatBoard({ state }: { state: GameState }) {
  const c = state.combat
  if (!c) return null
  const sides = [c.first, c.second]
  return (
    <div className="combat-board" aria-label={`Air combat, round ${c.round}`} role="group">
      <p className="note">
        Round {c.round}; {sideRef(state, c.first).name} was first in the location (4.16).
      </p>
      {sides.map((s) => (
        <div key={s} className="combat-side">
          <h4>{sideRef(state, s).name}</h4>
          <ul className="plain chits">
            {c.inRound
              .filter((id) => state.units[id]?.side === s)
              .map((id) => {
                const noted = c.noted.filter((n) => n.unit === id).map((n) => n.result)
                return (
                  <li key={id} className="chit">
                    <UnitName state={state} id={id} />
                    {c.designated.includes(id) && <span className="note"> · attacks bombers</span>}
                    {c.hasAttacked.includes(id) && <span className="note"> · has attacked</span>}
                    {noted.length > 0 && <strong> · {notedResults(noted)}</strong>}
                  </li>
                )
              })}
          </ul>
        </div>
      ))}
    </div>
  )
}

export function UnitsChoiceDialog({
  state,
  p,
}: {
  state: GameState
  p: P<'dumpOrdnance' | 'designate' | 'voluntaryAbort' | 'remain'>
}) {
  const spec = {
    dumpOrdnance: {
      title: 'Dump ordnance',
      legend: 'Units that dump their ordnance and fight as fighters',
      confirm: 'Dump',
      init: [] as UnitId[],
      cancel: 'Dump none',
    },
    designate: {
      title: 'Designate bomber-attackers',
      legend: 'Fighters that attack enemy bombers this round',
      confirm: 'Designate',
      init: [] as UnitId[],
      cancel: 'Designate none',
    },
    voluntaryAbort: {
      title: 'Voluntary abort (hidden)',
      legend: 'Units that abort now (the other side sees this only once it has chosen)',
      confirm: 'Abort these',
      init: [] as UnitId[],
      cancel: 'Abort none',
    },
    remain: {
      title: 'Round 2: who remains',
      legend: 'Units that stay for Round 2 (the others abort)',
      confirm: 'Stay',
      init: p.units,
      cancel: undefined,
    },
  }[p.kind]
  const [value, setValue] = useState<UnitId[]>(spec.init)
  const send = (units: UnitId[]) => act({ type: p.kind, units } as Action)
  return (
    <DecisionDialog
      state={state}
      title={spec.title}
      confirmLabel={spec.confirm}
      onConfirm={() => send(value)}
      cancelLabel={spec.cancel}
      onCancel={spec.cancel ? () => send([]) : undefined}
    >
      <CombatBoard state={state} />
      <UnitChecks state={state} units={p.units} value={value} onChange={setValue} legend={spec.legend} />
    </DecisionDialog>
  )
}

/** The air target number with every modifier and rule, and the exact odds (the rules' own preview). */
export function AttackOdds({
  state,
  attacker,
  target,
}: {
  state: GameState
  attacker: UnitId
  target: UnitId
}) {
  const pv = useMemo(() => {
    try {
      return attackPreview(state, attacker, target)
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
        Hit <span data-testid="odds-hit">{pct(odds.hit)}</span> · Abort{' '}
        <span data-testid="odds-abort">{pct(odds.abort)}</span> · Miss{' '}
        <span data-testid="odds-miss">{pct(odds.miss)}</span>
      </p>
      {pv.abortIgnored && (
        <p className="note" data-testid="odds-abort-ignored">
          An abort has no effect: {pv.abortIgnored}.
        </p>
      )}
    </div>
  )
}

export function AttackDialog({ state, p }: { state: GameState; p: P<'attack'> }) {
  const [attacker, setAttacker] = useState<UnitId | null>(p.attackers[0]?.id ?? null)
  const option = p.attackers.find((a) => a.id === attacker)
  const firstLegal = option?.targets.find((t) => t.legal)?.id ?? null
  const [target, setTarget] = useState<UnitId | null>(firstLegal)
  useEffect(() => setTarget(firstLegal), [attacker, firstLegal])
  const legal = option?.targets.find((t) => t.id === target)?.legal ?? false
  return (
    <DecisionDialog
      state={state}
      title="Air combat: attack"
      confirmLabel="Attack and roll"
      confirmDisabled={!attacker || !target || !legal}
      onConfirm={() => attacker && target && act({ type: 'attack', attacker, target })}
      cancelLabel="End attacks"
      onCancel={() => act({ type: 'endAttacks' })}
    >
      <CombatBoard state={state} />
      <fieldset className="unit-checks">
        <legend>Attacker</legend>
        {p.attackers.map((a) => (
          <label key={a.id} className="touch">
            <input
              type="radio"
              name="attacker"
              checked={attacker === a.id}
              onChange={() => setAttacker(a.id)}
            />{' '}
            <UnitName state={state} id={a.id} />
          </label>
        ))}
      </fieldset>
      {option && (
        <fieldset className="unit-checks" data-testid="targets">
          <legend>Target</legend>
          {option.targets.map((t) => (
            <label key={t.id} className={`touch${t.legal ? '' : ' illegal'}`} data-testid={`target-${t.id}`}>
              <input
                type="radio"
                name="target"
                disabled={!t.legal}
                checked={target === t.id}
                onChange={() => setTarget(t.id)}
              />{' '}
              <UnitName state={state} id={t.id} />
              {!t.legal && (
                <span className="reason">
                  {' '}
                  — not allowed: {t.reason}
                  {ruleSuffix(t.reason ?? '', t.rule)}
                </span>
              )}
            </label>
          ))}
        </fieldset>
      )}
      {attacker && target && legal && <AttackOdds state={state} attacker={attacker} target={target} />}
    </DecisionDialog>
  )
}
