// The naval air war's decisions (4.10, 4.20, 4.21): the air-naval attacks one at a time, with the
// exact odds of every bomber against every ship before the roll (D-AN-ATTACK); the owner's
// Flotilla Sighting Report within the table's latitude (D-RECON-REPORT); and, in the plan, sea
// reconnaissance of the enemy locations in range, with its exact chance (D-RECON-SEA).
import { useMemo, useState } from 'react'
import { navalAttackPreview, shipDef, shipFaceNow, shipValues, contextOf, type GameState, type ReconTarget } from '../../rules'
import { DecisionDialog } from './DecisionDialog'
import { act, pct, UnitName, type P } from './common'

function shipLabel(state: GameState, id: string): string {
  const ctx = contextOf(state)
  const d = shipDef(ctx, id)
  const damaged = shipFaceNow(ctx, state, id) === 'back'
  return `${d.name} (${d.type}${d.named ? ', named' : ''}, armor ${shipValues(ctx, state, id).armor}${damaged ? ', damaged' : ''})`
}

export function NavalAttackDialog({ state, p }: { state: GameState; p: P<'navalAttack'> }) {
  const rows = useMemo(() => p.bombers.flatMap((b) => p.ships.map((ship) => ({ bomber: b.id, left: b.left, ship, odds: navalAttackPreview(state, b.id, ship) }))), [state, p])
  return (
    <DecisionDialog state={state} title={`Air-naval attacks at ${p.loc}`} confirmLabel="Stop attacking" onConfirm={() => act({ type: 'endNavalAttacks' })}>
      <p>
        Anti-aircraft value <strong data-testid="naval-aa">{p.aa}</strong>: a natural roll at or under it{p.aa >= 1 ? ', or a natural 2,' : ''} hits the attacking bomber; the hits are applied after all the
        attacks (4.21).
      </p>
      <table className="odds-table" data-testid="naval-attacks">
        <thead>
          <tr>
            <th>Bomber (attacks left)</th>
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
            <tr key={`${r.bomber}-${r.ship}`} data-testid={`naval-${r.bomber}-${r.ship}`}>
              <td>
                <UnitName state={state} id={r.bomber} /> ({r.left})
              </td>
              <td>{shipLabel(state, r.ship)}</td>
              <td>{r.odds.modifiers.length ? r.odds.modifiers.map((m) => `${m.value > 0 ? '+' : ''}${m.value} ${m.label}`).join('; ') : 'none'}</td>
              <td data-testid="odds-hit">{pct(r.odds.hit)}</td>
              <td data-testid="odds-sunk">{pct(r.odds.sunk)}</td>
              <td data-testid="odds-aa">{pct(r.odds.aaHit)}</td>
              <td>
                <button type="button" onClick={() => act({ type: 'navalAttack', bomber: r.bomber, ship: r.ship })}>
                  Attack
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </DecisionDialog>
  )
}

export function SightingReportDialog({ state, p }: { state: GameState; p: P<'sightingReport'> }) {
  const { min, max, truth } = p.report.count
  const [count, setCount] = useState(truth)
  const values = Array.from({ length: max - min + 1 }, (_, i) => min + i)
  return (
    <DecisionDialog state={state} title="Flotilla Sighting Report" confirmLabel={`Report ${count} chit${count === 1 ? '' : 's'}`} onConfirm={() => act({ type: 'reportSighting', count })}>
      <p>
        Your ships at {p.loc} were found. You rolled <strong>{p.roll}</strong> in secret: the table asks for {p.report.text}
        {p.report.placeholder ? ' (placeholder of the Player Aid Card table, spec §16)' : ''} (4.10).
      </p>
      <label className="touch">
        Naval chits to report (there are {truth}):{' '}
        <select aria-label="Chits to report" value={count} onChange={(e) => setCount(Number(e.target.value))}>
          {values.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
      </label>
    </DecisionDialog>
  )
}

/** The plan's sea reconnaissance: one button per enemy location in range, every unit in range taking part (4.10). */
export function ReconTargets({ recon }: { recon: readonly ReconTarget[] }) {
  if (!recon.length) return null
  return (
    <fieldset className="recon-targets" data-testid="recon-targets">
      <legend>Sea reconnaissance (4.10)</legend>
      <p className="note">The units are not moved, intercepted or committed; each one after the first adds +1. Only located ships may be attacked this Phase.</p>
      <ul className="plain">
        {recon.map((r, i) => (
          <li key={`${r.loc}-${r.inPort}-${r.flotilla ?? ''}`}>
            <button
              type="button"
              data-testid={`recon-${r.loc}${r.inPort ? '-port' : ''}`}
              onClick={() => act({ type: 'reconnoitre', target: r.loc, ...(r.inPort ? { inPort: true } : {}), ...(r.flotilla ? { flotilla: r.flotilla } : {}), units: r.units.map((u) => u.id) })}
            >
              Reconnoitre {r.inPort ? 'the port of ' : ''}
              {r.loc}
              {r.flotilla ? ` (flotilla ${recon.slice(0, i + 1).filter((x) => x.loc === r.loc && x.flotilla).length})` : ''}
            </button>{' '}
            <span className="note">
              {r.chits} naval chit{r.chits === 1 ? '' : 's'}; {r.units.length} unit{r.units.length === 1 ? '' : 's'} in range;{' '}
              {r.needed === 0 ? 'automatic success' : `${r.needed} needed on 2d6${r.drm ? `, +${r.drm}` : ''}: ${pct(r.chance)}`}
            </span>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
