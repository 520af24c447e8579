// The interception dialogs (4.13, 4.16): declare an interception (with the APTO Counterstrike's
// choice, 4.1), add interceptors or propose to cancel before combat, accept or refuse a cancellation.
import { useState, type ReactNode } from 'react'
import { declarationDepth, type GameState, type UnitId } from '../../rules/systems/aeto'
import { CombatBoard } from './AirCombatDialogs'
import { act, baseName, UnitName, type P } from './common'
import { DecisionDialog } from './DecisionDialog'
import { JoinMission } from './JoinMission'
import { CounterstrikeOdds } from './CounterstrikeDialogs'

function Interceptors({
  state,
  options,
  value,
  onChange,
}: {
  state: GameState
  options: P<'declare'>['interceptors']
  value: Record<string, UnitId[]>
  onChange: (v: Record<string, UnitId[]>) => void
}) {
  return (
    <>
      {options.map((g) => (
        <fieldset key={g.base} className="unit-checks">
          <legend>From {baseName(state, g.base)}</legend>
          <ul className="plain">
            {g.units.map((u) => {
              const on = (value[g.base] ?? []).includes(u.id)
              return (
                <li key={u.id}>
                  <label className="touch">
                    <input
                      type="checkbox"
                      checked={on}
                      onChange={(e) => {
                        const cur = value[g.base] ?? []
                        onChange({
                          ...value,
                          [g.base]: e.target.checked ? [...cur, u.id] : cur.filter((x) => x !== u.id),
                        })
                      }}
                    />{' '}
                    <UnitName state={state} id={u.id} />{' '}
                    <span className="note">
                      interception range {u.interceptRange}, distance {u.distance}
                    </span>
                  </label>
                </li>
              )
            })}
          </ul>
        </fieldset>
      ))}
    </>
  )
}

const groupsOf = (v: Record<string, UnitId[]>) =>
  Object.entries(v)
    .filter(([, u]) => u.length > 0)
    .map(([base, units]) => ({ base, units }))

export function DeclareDialog({ state, p }: { state: GameState; p: P<'declare'> }) {
  const [targets, setTargets] = useState<string[]>(p.targets)
  const [chosen, setChosen] = useState<Record<string, UnitId[]>>({})
  const [striking, setStriking] = useState<UnitId[]>([])
  const groups = groupsOf(chosen)
  const counterstrike = striking.filter((id) => groups.some((g) => g.units.includes(id))) // (a unit unticked as interceptor flies no Counterstrike)
  const title = declarationDepth(state, p.targets).name // by the targets, not the stack's height (4.13)
  return (
    <DecisionDialog
      state={state}
      title={title}
      confirmLabel="Declare"
      confirmDisabled={groups.length === 0 || targets.length === 0}
      onConfirm={() =>
        act({ type: 'declare', targets, groups, ...(counterstrike.length ? { counterstrike } : {}) })
      }
      onCancel={() => act({ type: 'pass' })}
    >
      <EnemyFlights state={state} p={p} targets={targets} onChange={setTargets} />
      <Interceptors state={state} options={p.interceptors} value={chosen} onChange={setChosen} />
      {p.counterstrike && (
        <CounterstrikeChoice
          state={state}
          p={p}
          value={counterstrike}
          onChange={(id, base, on) => {
            setStriking((x) => (on ? [...x, id] : x.filter((y) => y !== id)))
            if (on && !(chosen[base] ?? []).includes(id))
              setChosen({ ...chosen, [base]: [...(chosen[base] ?? []), id] })
          }}
        />
      )}
    </DecisionDialog>
  )
}

/**
 * APTO Counterstrike (4.1; D7) in the declaration: a fighter-bomber or Naval-Air unit offered it
 * flies the interception as a bomber (ticking it ticks it as an interceptor too), with the exact
 * odds of its later strike on each located flotilla within range of its base.
 */
function CounterstrikeChoice({
  state,
  p,
  value,
  onChange,
}: {
  state: GameState
  p: P<'declare'>
  value: UnitId[]
  onChange: (id: UnitId, base: string, on: boolean) => void
}) {
  return (
    <fieldset className="unit-checks counterstrike" data-testid="counterstrike-choice">
      <legend>Counterstrike (APTO 4.1)</legend>
      <p className="note">
        Flown as a bomber, the unit makes no air combat attack at {p.loc}; if it is neither eliminated nor
        aborted there, it may then fly on to strike a located enemy flotilla within its range of its base, and
        may be intercepted again on the way.
      </p>
      <ul className="plain">
        {(p.counterstrike ?? []).map((o) => {
          const on = value.includes(o.id)
          return (
            <li key={o.id} data-testid={`counterstrike-${o.id}`}>
              <label className="touch">
                <input
                  type="checkbox"
                  checked={on}
                  onChange={(e) => onChange(o.id, o.base, e.target.checked)}
                />{' '}
                <UnitName state={state} id={o.id} /> flies as a bomber on a Counterstrike{' '}
                <span className="note">
                  (may strike {o.targets.map((x) => `${x.inPort ? 'the port of ' : ''}${x.loc}`).join(', ')})
                </span>
              </label>
              {on &&
                o.targets.map((x) => (
                  <CounterstrikeOdds
                    key={`${x.loc}-${x.inPort}`}
                    state={state}
                    units={[o.id]}
                    target={x}
                    testid={`counterstrike-odds-${o.id}-${x.loc}`}
                  />
                ))}
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}

/** "F1: Wellington, B-17": a flight and its units. */
function flightWords(state: GameState, f: string): ReactNode {
  const fl = state.flights[f]
  if (!fl) return f
  return (
    <>
      {f}:{' '}
      {fl.units.map((u, i) => (
        <span key={u}>
          {i > 0 && ', '}
          <UnitName state={state} id={u} />
        </span>
      ))}
    </>
  )
}

/**
 * The enemy flights the interceptors would attack: one flight is said in a sentence; several are
 * a list of boxes, all ticked at first, with what ticking means (4.13).
 */
function EnemyFlights({
  state,
  p,
  targets,
  onChange,
}: {
  state: GameState
  p: P<'declare'>
  targets: string[]
  onChange: (t: string[]) => void
}) {
  const why = {
    launch: 'it has just taken off',
    enter: 'it has just entered the hex',
    stop: 'it has stopped there',
    continue: 'it flies on after its combat',
  }[p.trigger]
  const where = `at ${p.loc} (${why})`
  if (p.targets.length === 1)
    return (
      <div className="enemy-flights" role="group" aria-label="The enemy flight">
        <h4 className="legend-like">The enemy flight {where}</h4>
        <p data-testid="declare-targets">Intercept this flight: {flightWords(state, p.targets[0])}.</p>
      </div>
    )
  return (
    <fieldset className="unit-checks">
      <legend>The enemy flights {where}</legend>
      <p className="note">
        Intercept the flights ticked (at least one): the interceptors fight all of them together (4.13).
      </p>
      <ul className="plain">
        {p.targets.map((f) => (
          <li key={f}>
            <label className="touch">
              <input
                type="checkbox"
                checked={targets.includes(f)}
                onChange={(e) =>
                  onChange(e.target.checked ? [...targets, f] : targets.filter((x) => x !== f))
                }
              />{' '}
              {flightWords(state, f)}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

export function PreCombatDialog({ state, p }: { state: GameState; p: P<'preCombat'> }) {
  const [chosen, setChosen] = useState<Record<string, UnitId[]>>({})
  const groups = groupsOf(chosen)
  return (
    <DecisionDialog
      state={state}
      title="Before combat"
      confirmLabel="Add interceptors"
      confirmDisabled={groups.length === 0}
      onConfirm={p.interceptors.length ? () => act({ type: 'addInterceptors', groups }) : undefined}
      onCancel={() => act({ type: 'pass' })}
      extra={
        p.canCancel && (
          <button type="button" onClick={() => act({ type: 'proposeCancel' })}>
            Propose to cancel
          </button>
        )
      }
    >
      <CombatBoard state={state} />
      {p.interceptors.length > 0 && (
        <Interceptors state={state} options={p.interceptors} value={chosen} onChange={setChosen} />
      )}
      <JoinMission state={state} p={p} />
    </DecisionDialog>
  )
}

export function AcceptCancelDialog({ state, p }: { state: GameState; p: P<'acceptCancel'> }) {
  p
  return (
    <DecisionDialog
      state={state}
      title="Cancellation proposed"
      confirmLabel="Accept"
      onConfirm={() => act({ type: 'acceptCancel' })}
      cancelLabel="Refuse"
      onCancel={() => act({ type: 'refuseCancel' })}
    />
  )
}
