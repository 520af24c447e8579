// The Counterstrike (APTO 4.1; D7): strike one located enemy flotilla within range, with the exact odds
// of each counterstriker's attacks (4.20, 4.21).
import { useMemo, useState } from 'react'
import { counterstrikePreview, type GameState, type UnitId } from '../../rules/systems/aeto'
import { DecisionDialog } from './DecisionDialog'
import { act, pct, UnitName, type P } from './common'
import { targetLabel, known } from './navalLabels'

/** Each counterstriker's attacks on each located ship at one target, with the exact odds (4.20, 4.21). */
export function CounterstrikeOdds({
  state,
  units,
  target,
  testid,
}: {
  state: GameState
  units: readonly UnitId[]
  target: { loc: string; inPort: boolean; ships: readonly string[] }
  testid: string
}) {
  const rows = useMemo(
    () =>
      units.flatMap((u) =>
        target.ships.map((ship) => ({ u, ship, odds: counterstrikePreview(state, u, target, ship) })),
      ),
    [state, units, target],
  )
  if (!rows.length) return null
  return (
    <table className="odds-table" data-testid={testid}>
      <caption>
        At {target.inPort ? 'the port of ' : ''}
        {target.loc}: each attack (4.20), and the anti-aircraft fire on it (AA {rows[0].odds.aa}, 4.21)
      </caption>
      <thead>
        <tr>
          <th>Bomber (attacks)</th>
          <th>Target</th>
          <th>Hit</th>
          <th>Sunk</th>
          <th>AA hit</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr
            key={`${r.u}-${r.ship}`}
            data-testid={`${testid}-${r.u}-${target.ships.indexOf(r.ship)}`}
            title={
              r.odds.modifiers.map((m) => `${m.value > 0 ? '+' : ''}${m.value} ${m.label}`).join('; ') ||
              'no modifier'
            }
          >
            <td>
              <UnitName state={state} id={r.u} /> ({r.odds.attacks})
            </td>
            <td>{targetLabel(state, target.ships, r.ship)}</td>
            {known(state, r.ship) ? (
              <>
                <td data-testid="odds-hit">{pct(r.odds.hit)}</td>
                <td data-testid="odds-sunk">{pct(r.odds.sunk)}</td>
                <td data-testid="odds-aa">{pct(r.odds.aaHit)}</td>
              </>
            ) : (
              <td colSpan={3} className="note">
                known at the attack, when the ships are examined (4.20)
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * D-COUNTERSTRIKE (APTO 4.1; D7): the fighter-bombers and Naval-Air units that flew an interception
 * as bombers came through its combat: strike one located enemy flotilla within range of their base
 * (the units ticked, every one that reaches it by default), with the exact odds of each attack; or
 * let them be, set aside until the end of the Step.
 */
export function CounterstrikeDialog({ state, p }: { state: GameState; p: P<'counterstrike'> }) {
  const [k, setK] = useState(0)
  const target = p.targets[Math.min(k, p.targets.length - 1)]
  const key = `${target.loc}${target.inPort ? '-port' : ''}`
  const [ticked, setTicked] = useState<Record<string, UnitId[]>>({})
  const units = ticked[key] ?? target.units
  return (
    <DecisionDialog
      state={state}
      title={`Counterstrike from ${p.loc}`}
      confirmLabel={`Strike at ${target.loc}${target.inPort ? ' (in port)' : ''}`}
      confirmDisabled={units.length === 0}
      onConfirm={() =>
        act({
          type: 'counterstrike',
          target: target.loc,
          ...(target.inPort ? { inPort: true } : {}),
          ...(units.length !== target.units.length ? { units } : {}),
        })
      }
      cancelLabel="No Counterstrike"
      onCancel={() => act({ type: 'pass' })}
    >
      <p>
        Your units flew the interception at {p.loc} as bombers and came through its combat, neither eliminated
        nor aborted. They may fly on from there to strike a located enemy flotilla within their range of their
        base, and make their air-naval attacks; enemy fighters may intercept them again on the way (APTO 4.1,
        D7). Otherwise they stay set aside at {p.loc} until the end of the Step.
      </p>
      <fieldset className="unit-checks" data-testid="counterstrike-targets">
        <legend>Target</legend>
        <ul className="plain">
          {p.targets.map((x, i) => (
            <li key={`${x.loc}-${x.inPort}`}>
              <label className="touch">
                <input
                  type="radio"
                  name="counterstrike-target"
                  checked={x === target}
                  onChange={() => setK(i)}
                />{' '}
                {x.inPort ? 'In port at ' : 'At sea at '}
                {x.loc}: {x.ships.map((id) => targetLabel(state, x.ships, id)).join(', ')}
              </label>{' '}
              <span className="note">
                {x.mp} MP from {p.loc}
              </span>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset className="unit-checks">
        <legend>Counterstrikers (each has {target.loc} within range of its base)</legend>
        <ul className="plain">
          {p.units.map((id) => {
            const reaches = target.units.includes(id)
            return (
              <li
                key={id}
                className={reaches ? undefined : 'illegal'}
                data-testid={`counterstrike-unit-${id}`}
              >
                <label className="touch">
                  <input
                    type="checkbox"
                    disabled={!reaches}
                    checked={reaches && units.includes(id)}
                    onChange={(e) =>
                      setTicked((t) => ({
                        ...t,
                        [key]: e.target.checked ? [...units, id] : units.filter((x) => x !== id),
                      }))
                    }
                  />{' '}
                  <UnitName state={state} id={id} />
                </label>
                {!reaches && (
                  <span className="reason"> — {target.loc} is beyond its range of its base (APTO 4.1)</span>
                )}
              </li>
            )
          })}
        </ul>
      </fieldset>
      <CounterstrikeOdds state={state} units={units} target={target} testid="counterstrike-odds" />
    </DecisionDialog>
  )
}
