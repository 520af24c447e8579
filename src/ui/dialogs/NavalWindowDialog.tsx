// The window an enemy flotilla's move opens: reconnoitre it, or intercept it once located, with the
// exact odds (D-NAVAL-AIRWINDOW; 4.10, 4.15, 4.20, 4.21); and the plan's sea reconnaissance of the
// enemy locations in range with its exact chance (D-RECON-SEA).
import { useMemo } from 'react'
import {
  reactiveFleet,
  contextOf,
  type GameState,
  type ReconTarget,
  type SideId,
} from '../../rules/systems/aeto'
import { DecisionDialog } from './DecisionDialog'
import { act, pct, type P } from './common'
import { sortieStore } from '../../store/store'
import { logSeen } from '../../rules/systems/aeto/view'
import { BOMBER_TYPES, StrikeForm, useStrikeChoice } from './StrikeForm'
import { CarrierInPort, FleetMoves, NavalInterceptionEntry } from './NavalMovement'

/**
 * The last Flotilla Sighting Report given for this location, as `side` may read the log (the view's
 * log: a report private to the other side is a stand-in there), or null (4.10).
 */
function lastSighting(loc: string | undefined, side: SideId): string | null {
  const game = sortieStore.getState().game
  if (!game || loc === undefined) return null
  const seen = logSeen({ states: game.states, events: game.events, bot: {}, upTo: game.cursor }, side)
  for (let i = seen.length - 1; i >= 0; i--)
    for (let j = seen[i].events.length - 1; j >= 0; j--) {
      const e = seen[i].events[j]
      if (e.type === 'sighting' && !e.hidden && e.loc === loc) return e.text
    }
  return null
}

/** The plan's sea reconnaissance: one button per enemy location in range, every unit in range taking part (4.10). */
export function ReconTargets({ recon }: { recon: readonly ReconTarget[] }) {
  if (!recon.length) return null
  return (
    <fieldset className="recon-targets" data-testid="recon-targets">
      <legend>Sea reconnaissance (4.10)</legend>
      <p className="note">
        The units are not moved, intercepted or committed; each one after the first adds +1. Only located
        ships may be attacked this Phase.
      </p>
      <ul className="plain">
        {recon.map((r, i) => (
          <li key={`${r.loc}-${r.inPort}-${r.flotilla ?? ''}`}>
            <button
              type="button"
              data-testid={`recon-${r.loc}${r.inPort ? '-port' : ''}`}
              onClick={() =>
                act({
                  type: 'reconnoitre',
                  target: r.loc,
                  ...(r.inPort ? { inPort: true } : {}),
                  ...(r.flotilla ? { flotilla: r.flotilla } : {}),
                  units: r.units.map((u) => u.id),
                })
              }
            >
              Reconnoitre {r.inPort ? 'the port of ' : ''}
              {r.loc}
              {r.flotilla
                ? ` (flotilla ${recon.slice(0, i + 1).filter((x) => x.loc === r.loc && x.flotilla).length})`
                : ''}
            </button>{' '}
            <span className="note">
              {r.chits} naval chit{r.chits === 1 ? '' : 's'}; {r.units.length} unit
              {r.units.length === 1 ? '' : 's'} in range; {reconChance(r)}
            </span>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

/** A reconnaissance's chance, in words. */
function reconChance(r: ReconTarget): string {
  return r.needed === 0
    ? 'automatic success'
    : `${r.needed} needed on 2d6${r.drm ? `, +${r.drm}` : ''}: ${pct(r.chance)}`
}

/**
 * D-NAVAL-AIRWINDOW: an enemy flotilla has entered a location and halts. Reconnoitre it (every unit
 * in range takes part), or — once located — launch an air-naval interception from one base, with
 * the exact odds of each ticked bomber's attacks; or let it go on (4.10, 4.15, 4.20, 4.21).
 */
export function NavalWindowDialog({ state, p }: { state: GameState; p: P<'navalWindow'> }) {
  const ctx = contextOf(state)
  const choice = useStrikeChoice(state, p.bases, p.located, (o) =>
    o.units.filter((u) => BOMBER_TYPES.includes(ctx.unitDefs.get(u.id)?.type ?? '')).map((u) => u.id),
  )
  const { option, units, roles: chosenRoles, striking } = choice
  const where = `${p.loc}${p.inPort ? ' (in port)' : ''}`
  const sighting = lastSighting(p.loc, state.pending.side)
  const canStrike = p.located.length > 0 && option !== undefined
  const recon = p.recon
  const reconnoitre = () =>
    recon &&
    act({
      type: 'reconnoitre',
      target: recon.loc,
      ...(recon.inPort ? { inPort: true } : {}),
      ...(recon.flotilla ? { flotilla: recon.flotilla } : {}),
      units: recon.units.map((u) => u.id),
    })
  const pass = () => act({ type: 'pass' })
  const answer = canStrike
    ? {
        confirmLabel: `Intercept at ${p.loc} (shortest route)`,
        confirmDisabled: striking.length === 0,
        onConfirm: () =>
          act({
            type: 'launch',
            base: option.base,
            units,
            mission: 'airNaval',
            target: p.loc!,
            ...(p.inPort ? { inPort: true } : {}),
            ...(Object.keys(chosenRoles).length ? { roles: chosenRoles } : {}),
          }),
        cancelLabel: 'Let it go on',
        onCancel: pass,
      }
    : recon
      ? {
          confirmLabel: 'Reconnoitre it',
          onConfirm: reconnoitre,
          cancelLabel: 'Let it go on',
          onCancel: pass,
        }
      : { confirmLabel: 'Let it go on', onConfirm: pass }
  return (
    <DecisionDialog state={state} title={`Enemy flotilla at ${where}`} {...answer}>
      <p>
        An enemy flotilla of {p.chits} naval chit{p.chits === 1 ? '' : 's'} has entered {where} and halts
        while you decide.{' '}
        {p.located.length
          ? 'You have located it: bombers at base that reach it may strike it now (4.15). You know of its ships only what the sighting report told; you see which they are at the attack (4.10, 4.20).'
          : 'It is not located: only located ships may be attacked (4.10, 4.15).'}
      </p>
      {p.located.length > 0 && sighting && (
        <p className="note" data-testid="window-sighting">
          {sighting}
        </p>
      )}
      {recon && (
        <p data-testid="window-recon">
          {canStrike && (
            <>
              <button type="button" onClick={reconnoitre}>
                Reconnoitre it
              </button>{' '}
            </>
          )}
          <span className="note">
            Reconnaissance with {recon.units.length} unit{recon.units.length === 1 ? '' : 's'} in range (not
            moved, not committed): {reconChance(recon)}.
          </span>
        </p>
      )}
      {canStrike && (
        <StrikeForm
          state={state}
          choice={choice}
          ships={p.located}
          bases={p.bases}
          group="an"
          baseLegend="Air-naval interception from"
          unitsLegend={`Units (every bomber must reach ${p.loc}; fighters escort)`}
          withRoles
          caption="If they get through: each attack (4.20), and the anti-aircraft fire on each (4.21)"
          testid="interception-odds"
        />
      )}
      <ReactiveMoves state={state} />
      <CarrierInPort state={state} />
    </DecisionDialog>
  )
}

/**
 * In the window of an enemy flotilla's move, the deciding side's own ships may react (naval rules,
 * Part 3): a reactive move opens the enemy's window on it first, then this one comes back; a
 * successful naval interception closes every window at its hex (4.15). Not in the window a
 * reactive move opened.
 */
function ReactiveMoves({ state }: { state: GameState }) {
  const fleet = useMemo(() => reactiveFleet(state), [state])
  if (!fleet.length) return null
  return (
    <details className="reactive-moves" data-testid="window-reactive">
      <summary>Your ships react (naval movement, entered by you)</summary>
      <p className="note">
        Not a rule of Part 4: a reactive naval move or a naval interception made at the table. The enemy may
        reconnoitre or strike your moving flotilla first; then this window comes back.
      </p>
      <FleetMoves state={state} fleet={fleet} />
      <NavalInterceptionEntry state={state} />
    </details>
  )
}
