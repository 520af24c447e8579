// The bombing decisions (4.26): allocate the bombers over the target to installations, with the
// exact odds of each attack before the roll (D-BOMB-ALLOC); choose the bomber lost to an asterisk
// (D-BOMB-AA) and the units lost to collateral damage, in turn (D-BOMB-COLLATERAL).
import { destroyWords } from './destroyWords'
import { useMemo, useState } from 'react'
import { bombingPreview, type GameState, type UnitId } from '../../rules/systems/aeto'
import { DecisionDialog } from './DecisionDialog'
import { BombingTableNote, OwnChartShare } from './ChartNote'
import { act, baseName, pct, UnitName, type P } from './common'

const OUT = ''

function Odds({
  state,
  installation,
  bombers,
}: {
  state: GameState
  installation: string
  bombers: UnitId[]
}) {
  const o = useMemo(() => bombingPreview(state, installation, bombers), [state, installation, bombers])
  return (
    <div className="odds" data-testid={`bomb-odds-${installation}`}>
      <p>
        <strong>{o.name}</strong>: strength {o.strength}
        {o.weatherHalved ? ` (the weather halves ${o.weatherHalved.join(', ')}, APTO 1.5)` : ''}, column{' '}
        {o.column ?? 'none'}
        <BombingTableNote />; target number {o.targetNumber} ({o.targetParts.join(', ')})
        {destroyWords(o.targetNumber, o.minRoll, 'strength')}.
      </p>
      <p data-testid="odds-line">
        Destroyed <span data-testid="odds-destroyed">{pct(o.destroyed)}</span> · anti-aircraft loss{' '}
        <span data-testid="odds-aa">{pct(o.aaLoss)}</span>
        <OwnChartShare share={o.unknown} />
        {o.collateral.length > 1 && (
          <>
            {' '}
            · collateral steps:{' '}
            {o.collateral
              .map((p, k) => (k === 0 ? null : `${k}: ${pct(p)}`))
              .filter(Boolean)
              .join(', ')}
          </>
        )}
      </p>
    </div>
  )
}

export function BombAllocationDialog({ state, p }: { state: GameState; p: P<'bombAllocation'> }) {
  const [where, setWhere] = useState<Record<UnitId, string>>(() =>
    Object.fromEntries(p.bombers.map((b) => [b, p.installations[0]?.id ?? OUT])),
  )
  // APTO D89: the attacks are rolled in the order the bombing side gives, each target number recomputed after a success.
  const [order, setOrder] = useState<string[]>(() => p.installations.map((i) => i.id))
  const byInstallation: Record<string, UnitId[]> = {}
  for (const b of p.bombers) if (where[b] && where[b] !== OUT) (byInstallation[where[b]] ??= []).push(b)
  const allocation: Record<string, UnitId[]> = {}
  for (const id of p.ordered ? order : p.installations.map((i) => i.id))
    if (byInstallation[id]) allocation[id] = byInstallation[id]
  const used = Object.keys(allocation)
  const earlier = (id: string) =>
    setOrder((o) => {
      const used0 = o.filter((x) => used.includes(x))
      const k = used0.indexOf(id)
      if (k <= 0) return o
      const swap = used0[k - 1]
      return o.map((x) => (x === id ? swap : x === swap ? id : x))
    })
  return (
    <DecisionDialog
      state={state}
      title={`Bombing ${p.loc}`}
      confirmLabel={
        used.length ? `Bomb and roll (${used.length} attack${used.length === 1 ? '' : 's'})` : 'Drop no bomb'
      }
      onConfirm={() => act({ type: 'allocateBombers', allocation })}
    >
      <ul className="plain">
        {p.bombers.map((b) => (
          <li key={b} data-testid={`allocate-${b}`}>
            <label className="touch">
              <UnitName state={state} id={b} />{' '}
              <select
                aria-label={`Installation for ${b}`}
                value={where[b] ?? OUT}
                onChange={(e) => setWhere((w) => ({ ...w, [b]: e.target.value }))}
              >
                <option value={OUT}>stays out</option>
                {p.installations.map((i) => (
                  <option key={i.id} value={i.id}>
                    bombs the {i.name} (target number {i.targetNumber})
                  </option>
                ))}
              </select>
            </label>
          </li>
        ))}
      </ul>
      {p.ordered && used.length > 1 && (
        <p className="note" data-testid="bomb-order-note">
          Rolled in this order; after a success the next target numbers are recomputed (4.26; APTO D89): the
          odds below are those before any roll.
        </p>
      )}
      {used.map((id, k) => (
        <div key={id}>
          {p.ordered && used.length > 1 && (
            <p>
              Attack {k + 1}
              {k > 0 && (
                <>
                  {' '}
                  <button type="button" data-testid={`bomb-earlier-${id}`} onClick={() => earlier(id)}>
                    Roll earlier
                  </button>
                </>
              )}
            </p>
          )}
          <Odds state={state} installation={id} bombers={allocation[id]} />
        </div>
      ))}
    </DecisionDialog>
  )
}

export function LossDialog({ state, p }: { state: GameState; p: P<'bombAa'> | P<'bombCollateral'> }) {
  const units = p.kind === 'bombAa' ? p.bombers : p.units
  const [unit, setUnit] = useState<UnitId>(units[0])
  const chosen = units.includes(unit) ? unit : units[0]
  return (
    <DecisionDialog
      state={state}
      title={p.kind === 'bombAa' ? 'Anti-aircraft loss' : `Collateral losses (${p.left} to take)`}
      confirmLabel="This unit loses the step"
      onConfirm={() => act({ type: 'chooseLoss', unit: chosen })}
    >
      <fieldset className="unit-checks">
        <legend>
          {p.kind === 'bombAa'
            ? 'Which bomber of that attack loses a step (4.26)'
            : `Which unit on the ground loses the next step (${p.rule})`}
        </legend>
        {units.map((id) => (
          <label key={id} className="touch">
            <input type="radio" name="loss" checked={chosen === id} onChange={() => setUnit(id)} />{' '}
            <UnitName state={state} id={id} />
          </label>
        ))}
      </fieldset>
    </DecisionDialog>
  )
}

/** D-BOMB-UCEP (4.26): the owner pays 1 EP (kept at the table: Sortie does not track the Economic Reserve) or lets the roll be made. */
export function UcepDialog({ state, p }: { state: GameState; p: P<'bombUcep'> }) {
  return (
    <DecisionDialog
      state={state}
      title={`${p.name}: under construction`}
      confirmLabel="Pay 1 EP: no roll"
      onConfirm={() => act({ type: 'payEp' })}
      cancelLabel="Do not pay: roll 2d6"
      onCancel={() => act({ type: 'declineEp' })}
    >
      <p>
        If you do not pay, the bombing side rolls 2d6: doubles eliminate it for good (
        <span data-testid="ucep-doubles">{pct(1 / 6)}</span>); otherwise it is destroyed for now and completes
        normally once repaired. If you pay, there is no roll.
      </p>
      <p className="note">
        Sortie does not keep the Economic Reserve: take the EP from it at the table (4.26).
      </p>
    </DecisionDialog>
  )
}

/** D-BASE-FORCED (4.7): the legal destinations of one unit of a lost base, nearest first. */
export function ForcedRebaseDialog({ state, p }: { state: GameState; p: P<'forcedRebase'> }) {
  const [to, setTo] = useState<string>(p.destinations[0].base)
  const chosen = p.destinations.some((d) => d.base === to) ? to : p.destinations[0].base
  return (
    <DecisionDialog
      state={state}
      title="Forced Rebase"
      confirmLabel="Rebase here"
      onConfirm={() => act({ type: 'forcedRebase', to: chosen })}
    >
      <p>
        <UnitName state={state} id={p.unit} /> flies one hop, at most twice its range; it cannot be
        intercepted and is Previously Committed for the rest of the month (4.7).
      </p>
      <fieldset className="unit-checks">
        <legend>Legal bases</legend>
        <ul className="plain">
          {p.destinations.map((d) => (
            <li key={d.base} data-testid={`rebase-${d.base}`}>
              <label className="touch">
                <input
                  type="radio"
                  name="rebase"
                  checked={chosen === d.base}
                  onChange={() => setTo(d.base)}
                />{' '}
                {baseName(state, d.base)}, {d.distance} hex{d.distance === 1 ? '' : 'es'}
                {d.overStacks && (
                  <span className="note"> — over-stacked: no base in reach has room (4.8)</span>
                )}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <p className="note">
        Only the bases the rules allow are listed: with room if any base in reach has room, closer to supply
        if it can be (4.7).
      </p>
    </DecisionDialog>
  )
}
