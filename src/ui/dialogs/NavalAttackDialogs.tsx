// The air-naval attacks one at a time, with the exact odds of every bomber against every ship before
// the roll (D-AN-ATTACK; 4.20, 4.21), and the submarine attack after a successful search (APTO 3.29).
import { useMemo } from 'react'
import {
  navalAttackPreview,
  submarineAttackPreview,
  type GameState,
  type UnitId,
} from '../../rules/systems/aeto'
import { DecisionDialog } from './DecisionDialog'
import { act, pct, UnitName, type P } from './common'
import { shipLabel } from './navalLabels'

export function NavalAttackDialog({ state, p }: { state: GameState; p: P<'navalAttack'> }) {
  const rows = useMemo(
    () =>
      p.bombers.flatMap((b) =>
        p.ships.map((ship) => ({
          bomber: b.id,
          left: b.left,
          ship,
          odds: navalAttackPreview(state, b.id, ship),
        })),
      ),
    [state, p],
  )
  return (
    <DecisionDialog
      state={state}
      title={`Air-naval attacks at ${p.loc}`}
      confirmLabel="Stop attacking"
      onConfirm={() => act({ type: 'endNavalAttacks' })}
    >
      <p>
        Anti-aircraft value <strong data-testid="naval-aa">{p.aa}</strong>: a natural roll at or under it
        {p.aa >= 1 ? ', or a natural 2,' : ''} hits the attacking bomber; the hits are applied after all the
        attacks (4.21).
      </p>
      {p.bombers.some((b) => b.kamikaze) && (
        <p className="note" data-testid="kamikaze-note">
          A Kamikaze attacks at +2 and no other modifier (APTO D62), a fighter as many times as its strength
          (APTO D61); its anti-aircraft hits apply at once, so it may be depleted and then eliminated between
          its own attacks (APTO D60, D69). It is expended after its attacks (10.7 is not in Booklet 1: default
          used).
        </p>
      )}
      <AttackOddsTable state={state} rows={rows} testId="naval" first="Bomber (attacks left)" />
    </DecisionDialog>
  )
}

/** D-SUB-ATTACK (APTO 3.29): the search found the submarine; one searcher makes the one attack, with its exact odds, or none does. */
export function SubmarineAttackDialog({ state, p }: { state: GameState; p: P<'submarineAttack'> }) {
  const rows = useMemo(
    () =>
      p.bombers.flatMap((bomber) =>
        p.submarines.map((ship) => ({ bomber, ship, odds: submarineAttackPreview(state, bomber, ship) })),
      ),
    [state, p],
  )
  return (
    <DecisionDialog
      state={state}
      title={`Submarine found at ${p.loc}`}
      confirmLabel="Make no attack"
      onConfirm={() => act({ type: 'endNavalAttacks' })}
    >
      <p>
        However many units searched, the submarine takes exactly <strong>one</strong> air-naval attack: choose
        the searcher that makes it. A hit damages it, or sinks it if already damaged; doubles that hit sink it
        (3.29, 4.20).
      </p>
      <p>
        Anti-aircraft value <strong data-testid="naval-aa">{p.aa}</strong>: a submarine’s gunnery never counts
        (4.21).
      </p>
      <AttackOddsTable state={state} rows={rows} testId="submarine" first="Searcher" />
    </DecisionDialog>
  )
}

interface AttackRow {
  bomber: UnitId
  ship: string
  /** Attacks the bomber has left, when it makes several. */
  left?: number
  odds: {
    modifiers: readonly { value: number; label: string }[]
    hit: number
    sunk: number
    aaHit: number
    kamikaze?: boolean
    aaEliminates?: boolean
  }
}

/** Each bomber against each ship: modifiers and exact odds before the roll, and its Attack button (4.20, 4.21; 3.29). */
function AttackOddsTable({
  state,
  rows,
  testId,
  first,
}: {
  state: GameState
  rows: readonly AttackRow[]
  testId: string
  first: string
}) {
  return (
    <table className="odds-table" data-testid={`${testId}-attacks`}>
      <thead>
        <tr>
          <th>{first}</th>
          <th>Target</th>
          <th>Modifiers</th>
          <th>Hit</th>
          <th>Sunk</th>
          <th>AA hit</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.bomber}-${r.ship}`} data-testid={`${testId}-${r.bomber}-${r.ship}`}>
            <td>
              <UnitName state={state} id={r.bomber} />
              {r.left !== undefined && ` (${r.left})`}
            </td>
            <td>{shipLabel(state, r.ship)}</td>
            <td>
              {r.odds.modifiers.length
                ? r.odds.modifiers.map((m) => `${m.value > 0 ? '+' : ''}${m.value} ${m.label}`).join('; ')
                : 'none'}
            </td>
            <td data-testid="odds-hit">{pct(r.odds.hit)}</td>
            <td data-testid="odds-sunk">{pct(r.odds.sunk)}</td>
            <td data-testid="odds-aa">
              {pct(r.odds.aaHit)}
              {r.odds.kamikaze && (
                <span className="note">
                  {r.odds.aaEliminates ? ' at once: eliminated' : ' at once: depleted'}
                </span>
              )}
            </td>
            <td>
              <button
                type="button"
                onClick={() => act({ type: 'navalAttack', bomber: r.bomber, ship: r.ship })}
              >
                Attack
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
