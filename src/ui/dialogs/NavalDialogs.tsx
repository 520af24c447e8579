// The naval air war's decisions (4.10, 4.15, 4.20, 4.21): the air-naval attacks one at a time, with
// the exact odds of every bomber against every ship before the roll (D-AN-ATTACK); the owner's
// Flotilla Sighting Report within the table's latitude (D-RECON-REPORT); the window an enemy
// flotilla's move opens — reconnoitre it, or intercept it once located, with the exact odds
// (D-NAVAL-AIRWINDOW); and, in the plan, sea reconnaissance of the enemy locations in range with
// its exact chance (D-RECON-SEA) and the players' own naval movement, one location at a time.
import { useMemo, useState } from 'react'
import {
  counterstrikePreview,
  ferryChoices,
  portNavalChoices,
  flotillaMoveList,
  navalInterceptors,
  reactiveFleet,
  shipMayBeDamaged,
  interceptionOdds,
  isLocated,
  isSunk,
  navalAttackPreview,
  submarineAttackPreview,
  shipDef,
  shipFaceNow,
  shipValues,
  contextOf,
  identifies,
  type GameState,
  type LaunchOption,
  type ReconTarget,
  type Role,
  type SideId,
  type UnitId,
} from '../../rules/systems/aeto'
import { ChartNote } from './ChartNote'
import { DecisionDialog } from './DecisionDialog'
import { act, baseName, pct, UnitName, type P } from './common'
import { sortieStore } from '../../store/store'
import { logSeen } from '../../rules/systems/aeto/view'
import { RoleChoice } from '../RouteParts'
import { unitRow } from '../situation'

function shipLabel(state: GameState, id: string): string {
  const ctx = contextOf(state)
  const d = shipDef(ctx, id)
  const damaged = shipFaceNow(ctx, state, id) === 'back'
  return `${d.name} (${d.type}${d.named ? ', named' : ''}, armor ${shipValues(ctx, state, id).armor}${damaged ? ', damaged' : ''})`
}

/**
 * A ship the deciding side may strike, as it knows it: an identified one by name, class and armour;
 * a located chit it has not identified only by its number among them. Locating is not identifying:
 * the attacker sees which ships they are when it examines them at its attack (4.10, 4.20).
 */
function targetLabel(state: GameState, ships: readonly string[], id: string): string {
  if (identifies(contextOf(state), state, state.pending.side, id)) return shipLabel(state, id)
  const unknown = ships.filter((x) => !identifies(contextOf(state), state, state.pending.side, x))
  return `Naval chit ${unknown.indexOf(id) + 1} of ${unknown.length} (located, not identified)`
}

/** Whether the deciding side identifies this ship: only then may its odds (which follow its armour) be shown (4.10, 4.20). */
const known = (state: GameState, id: string) => identifies(contextOf(state), state, state.pending.side, id)

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

/** "2 CV, 1 DD" → { CV: 2, DD: 1 }; null when a part is not "<number> <type>". */
export function parseClaimedTypes(text: string): Record<string, number> | null {
  const out: Record<string, number> = {}
  for (const part of text
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)) {
    const m = /^(\d+)\s*([A-Za-z][A-Za-z0-9-]*)$/.exec(part)
    if (!m) return null
    out[m[2]] = (out[m[2]] ?? 0) + Number(m[1])
  }
  return out
}

export function SightingReportDialog({ state, p }: { state: GameState; p: P<'sightingReport'> }) {
  const { min, max, truth } = p.report.count
  const byType = p.report.byType
  const [chosen, setChosen] = useState<Record<string, number>>(() =>
    Object.fromEntries(Object.entries(byType ?? {}).map(([k, c]) => [k, c.truth])),
  )
  const [total, setCount] = useState(truth)
  // APTO 3–4 ask for the counts by type (4.10): the chits reported are their sum.
  const count = byType ? Object.values(chosen).reduce((a, v) => a + v, 0) : total
  const [typesText, setTypesText] = useState('')
  const [namesText, setNamesText] = useState('')
  const values = Array.from({ length: max - min + 1 }, (_, i) => min + i)
  const types = byType ? chosen : typesText.trim() ? parseClaimedTypes(typesText) : undefined
  const names = namesText
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)
  const report = {
    type: 'reportSighting' as const,
    count,
    ...(types ? { types } : {}),
    ...(names.length ? { names } : {}),
  }
  return (
    <DecisionDialog
      state={state}
      title="Flotilla Sighting Report"
      confirmLabel={`Report ${count} chit${count === 1 ? '' : 's'}`}
      onConfirm={() => act(report)}
      confirmDisabled={types === null}
    >
      <p>
        Your ships at {p.loc} were found. You rolled <strong>{p.roll}</strong> in secret: the table asks for{' '}
        {p.report.text}
        {p.report.placeholder && (
          <ChartNote
            table={{
              id: 'sightingReport',
              name: 'Flotilla Sighting Report',
              provenance: 'placeholder',
              verified: false,
            }}
          />
        )}{' '}
        (4.10).
      </p>
      {byType ? (
        <fieldset data-testid="report-by-type">
          <legend>Chits by type (4.10): {count} in all</legend>
          {Object.entries(byType).map(([k, c]) => (
            <label key={k} className="touch">
              {k} (there are {c.truth}):{' '}
              <select
                aria-label={`${k} chits to report`}
                value={chosen[k]}
                onChange={(e) => setChosen({ ...chosen, [k]: Number(e.target.value) })}
              >
                {Array.from({ length: c.max - c.min + 1 }, (_, i) => c.min + i).map((v) => (
                  <option key={v} value={v}>
                    {v}
                  </option>
                ))}
              </select>{' '}
            </label>
          ))}
        </fieldset>
      ) : (
        <label className="touch">
          Naval chits to report (there are {truth}):{' '}
          <select
            aria-label="Chits to report"
            value={count}
            onChange={(e) => setCount(Number(e.target.value))}
          >
            {values.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </label>
      )}
      {p.mayAdd && (
        <fieldset data-testid="false-reporting">
          <legend>False Reporting (4.10; APTO D32)</legend>
          <p className="note">
            The roll does not ask for{' '}
            {[p.mayAdd.types && 'types', p.mayAdd.names && 'names'].filter(Boolean).join(' or ')}: you may add
            them, true or false. Leave blank to add nothing.
          </p>
          {p.mayAdd.types && (
            <label className="touch">
              Types claimed (they add up to {count}):{' '}
              <input
                aria-label="Types claimed"
                placeholder={`${count} CV`}
                value={typesText}
                onChange={(e) => setTypesText(e.target.value)}
              />
              {typesText.trim() && !types && <span className="note"> write them as “2 CV, 1 DD”</span>}
            </label>
          )}
          {p.mayAdd.names && (
            <label className="touch">
              Names claimed (at most {count}, separated by commas):{' '}
              <input
                aria-label="Names claimed"
                value={namesText}
                onChange={(e) => setNamesText(e.target.value)}
              />
            </label>
          )}
        </fieldset>
      )}
    </DecisionDialog>
  )
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

const BOMBER_TYPES = ['B', 'FB', 'N']

/** What a strike on ships launches: one base, the units ticked there (by default those `preset` gives) and FB/N roles (bomber by default). */
function useStrikeChoice(
  state: GameState,
  bases: readonly LaunchOption[],
  ships: readonly string[],
  preset: (option: LaunchOption) => UnitId[],
) {
  const ctx = contextOf(state)
  const [base, setBase] = useState<string>(bases[0]?.base ?? '')
  const option = bases.find((b) => b.base === base) ?? bases[0]
  const [ticked, setTicked] = useState<Record<string, UnitId[]>>({})
  const [roles, setRoles] = useState<Record<string, Role>>({})
  const units = option ? (ticked[option.base] ?? preset(option)) : []
  const chosenRoles = Object.fromEntries(
    units
      .filter((id) => option?.units.find((u) => u.id === id)?.needsRole)
      .map((id) => [id, roles[id] ?? 'bomber']),
  ) as Record<string, Role>
  const striking = units.filter((id) => ctx.unitDefs.get(id)?.type === 'B' || chosenRoles[id] === 'bomber')
  const odds = useMemo(
    () =>
      striking.flatMap((b) =>
        ships.map((ship) => ({ bomber: b, ship, odds: interceptionOdds(state, b, ship) })),
      ),
    [state, ships, striking.join()],
  )
  return {
    option,
    units,
    roles: chosenRoles,
    striking,
    odds,
    setBase,
    tick: (id: UnitId, on: boolean) =>
      option &&
      setTicked((t) => ({ ...t, [option.base]: on ? [...units, id] : units.filter((x) => x !== id) })),
    setRole: (id: UnitId, r: Role) => setRoles((x) => ({ ...x, [id]: r })),
  }
}

/** The base, the units (with roles where `withRoles`) and the exact odds of each bomber's attacks on each ship (4.20, 4.21). */
function StrikeForm(p: {
  state: GameState
  choice: ReturnType<typeof useStrikeChoice>
  /** The ships that may be struck, in their order. */
  ships: readonly string[]
  bases: readonly LaunchOption[]
  group: string
  baseLegend: string
  unitsLegend: string
  withRoles: boolean
  caption: string
  testid: string
}) {
  const { state, choice } = p
  const option = choice.option
  if (!option) return null
  return (
    <>
      <fieldset className="unit-checks">
        <legend>{p.baseLegend}</legend>
        <ul className="plain">
          {p.bases.map((b) => (
            <li key={b.base}>
              <label className="touch">
                <input
                  type="radio"
                  name={`${p.group}-base`}
                  checked={option.base === b.base}
                  onChange={() => choice.setBase(b.base)}
                />{' '}
                {baseName(state, b.base)}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset className="unit-checks">
        <legend>{p.unitsLegend}</legend>
        <ul className="plain">
          {option.units.map((u) => {
            const on = choice.units.includes(u.id)
            return (
              <li key={u.id} data-testid={`${p.group}-unit-${u.id}`}>
                <label className="touch">
                  <input type="checkbox" checked={on} onChange={(e) => choice.tick(u.id, e.target.checked)} />{' '}
                  <UnitName state={state} id={u.id} /> <span className="note">range {u.range}</span>
                </label>
                {p.withRoles && u.needsRole && on && (
                  <RoleChoice
                    unit={u.id}
                    label={unitRow(state, u.id).name}
                    group={`${p.group}-role`}
                    value={choice.roles[u.id] ?? 'bomber'}
                    onChange={(r) => choice.setRole(u.id, r)}
                  />
                )}
              </li>
            )
          })}
        </ul>
      </fieldset>
      {choice.odds.length > 0 && (
        <table className="odds-table" data-testid={p.testid}>
          <caption>{p.caption}</caption>
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
            {choice.odds.map((r, i) => (
              <tr key={`${r.bomber}-${i}`} data-testid={`${p.group}-odds-${r.bomber}-${i}`}>
                <td>
                  <UnitName state={state} id={r.bomber} /> ({r.odds.attacks})
                </td>
                <td>{targetLabel(state, p.ships, r.ship)}</td>
                {known(state, r.ship) ? (
                  <>
                    <td>{pct(r.odds.hit)}</td>
                    <td>{pct(r.odds.sunk)}</td>
                    <td>{pct(r.odds.aaHit)}</td>
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
      )}
    </>
  )
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

/** The ships of one of the player's own flotillas, for its line in the naval movement list. */
function flotillaLabel(state: GameState, ships: readonly string[]): string {
  const ctx = contextOf(state)
  const names = ships.map((id) => shipDef(ctx, id).name)
  return names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ')
}

/**
 * Naval movement, entered by the player (naval rules are outside Part 4): each own flotilla with
 * where it may go next, one location at a time. Each move opens the enemy's air window (4.10, 4.15).
 */
export function FleetMoves({
  state,
  fleet: only,
}: {
  state: GameState
  fleet?: ReturnType<typeof flotillaMoveList>
}) {
  const all = useMemo(() => flotillaMoveList(state), [state])
  const fleet = only ?? all
  const [choice, setChoice] = useState<Record<string, number>>({})
  if (!fleet.length) return null
  return (
    <details className="fleet-moves" data-testid="fleet-moves" open={fleet.length <= 4}>
      <summary>Naval movement: your flotillas ({fleet.length})</summary>
      <p className="note">
        Not a rule of Part 4: move your ships as your game’s naval movement goes, one location at a time. Each
        move gives the enemy a chance to reconnoitre the flotilla or, once it is located, to strike it (4.10,
        4.15).
      </p>
      <ul className="plain">
        {fleet.map((f) => {
          const k = Math.min(choice[f.flotilla] ?? 0, f.next.length - 1)
          const n = f.next[k]
          return (
            <li key={f.flotilla} data-testid={`fleet-${f.flotilla}`}>
              <strong>{flotillaLabel(state, f.ships)}</strong> {f.inPort ? 'in port at' : 'at'} {f.loc}
              {(f.bound || f.moved > 0) && (
                <span className="note">
                  {' '}
                  (
                  {[
                    f.bound && `bound for ${f.bound}`,
                    f.moved > 0 && `${f.moved} location${f.moved === 1 ? '' : 's'} entered this Phase`,
                  ]
                    .filter(Boolean)
                    .join('; ')}
                  )
                </span>
              )}{' '}
              <select
                aria-label={`Where flotilla ${f.flotilla} moves`}
                value={k}
                onChange={(e) => setChoice((c) => ({ ...c, [f.flotilla]: Number(e.target.value) }))}
              >
                {f.next.map((x, i) => (
                  <option key={i} value={i}>
                    {x.inPort
                      ? `into the port of ${x.to}`
                      : x.to === f.loc
                        ? `put to sea at ${x.to}`
                        : `to ${x.to}`}
                  </option>
                ))}
              </select>{' '}
              <button
                type="button"
                disabled={!n}
                onClick={() =>
                  n &&
                  act({
                    type: 'moveFlotilla',
                    flotilla: f.flotilla,
                    to: n.to,
                    ...(n.inPort ? { inPort: true } : {}),
                  })
                }
              >
                Move
              </button>
            </li>
          )
        })}
      </ul>
    </details>
  )
}

/**
 * D-BASE-FERRY and D-BASE-CARRIER in the plan (4.4, 4.6): with a carrier docked in a friendly port,
 * embark a single-step fighter or fighter-bomber from that port hex, or put the ferried unit ashore;
 * dump a ferried unit overboard at any time; where the spare capacity point is missing, deplete or
 * dump a Naval-Air unit to make room.
 */
export function CarrierFerry({ state }: { state: GameState }) {
  const choices = useMemo(() => ferryChoices(state), [state])
  const [ashore, setAshore] = useState<Record<string, string>>({})
  const { moves, aboard, room } = choices
  if (!moves.length && !aboard.length && !room.length) return null
  const unit = (id: UnitId) => unitRow(state, id).name
  return (
    <details className="carrier-ferry" data-testid="carrier-ferry" open>
      <summary>Carriers as ferries</summary>
      <p className="note">
        An undamaged named carrier docked in a friendly port ferries one depleted fighter or fighter-bomber,
        if it keeps a spare capacity point beyond its naval air units (the ferried unit uses 1). A ferried
        unit flies only a Change Base from the carrier, and is lost if the carrier is sunk or damaged (4.6).
      </p>
      <ul className="plain">
        {moves.map((o) => {
          const key = `${o.carrier}:${o.unit}`
          if (o.embark)
            return (
              <li key={key}>
                <button
                  type="button"
                  onClick={() => act({ type: 'ferry', carrier: o.carrier, unit: o.unit, embark: true })}
                >
                  Embark {unit(o.unit)} ({baseName(state, o.to[0])}) on {baseName(state, o.carrier)}
                </button>
              </li>
            )
          const to = o.to.includes(ashore[key]) ? ashore[key] : o.to[0]
          return (
            <li key={key}>
              <select
                aria-label={`Where ${unit(o.unit)} goes ashore`}
                value={to}
                onChange={(e) => setAshore((x) => ({ ...x, [key]: e.target.value }))}
              >
                {o.to.map((b) => (
                  <option key={b} value={b}>
                    {baseName(state, b)}
                  </option>
                ))}
              </select>{' '}
              <button
                type="button"
                onClick={() => act({ type: 'ferry', carrier: o.carrier, unit: o.unit, embark: false, to })}
              >
                Disembark {unit(o.unit)} from {baseName(state, o.carrier)}
              </button>
            </li>
          )
        })}
        {aboard.map((x) => (
          <li key={`dump-${x.unit}`}>
            <button type="button" onClick={() => act({ type: 'dumpOverboard', unit: x.unit })}>
              Dump {unit(x.unit)} overboard from {baseName(state, x.carrier)}
            </button>
          </li>
        ))}
        {room.map((r) => (
          <li key={`room-${r.carrier}`}>
            {baseName(state, r.carrier)} has no spare point for a ferried unit: make room (4.4){' '}
            {r.deplete.map((id) => (
              <button key={`d-${id}`} type="button" onClick={() => act({ type: 'depleteNaval', unit: id })}>
                Deplete {unit(id)}
              </button>
            ))}{' '}
            {r.dump.map((id) => (
              <button key={`x-${id}`} type="button" onClick={() => act({ type: 'dumpOverboard', unit: id })}>
                Dump {unit(id)} overboard
              </button>
            ))}
          </li>
        ))}
      </ul>
    </details>
  )
}

/**
 * D-BASE-PORTNAVAL in the plan (4.5), a secret choice: with an undamaged carrier docked in a friendly
 * port, put its Naval-Air units ashore at the port (which the carrier doubles, the extra places for
 * Naval-Air units only) or take Naval-Air units ashore there back aboard. The other side is not told.
 * Also in the enemy's naval window, for a carrier docking or about to sail in a reactive move (APTO D23).
 */
export function CarrierInPort({ state }: { state: GameState }) {
  const { moves, ports } = useMemo(() => portNavalChoices(state), [state])
  if (!ports.length && !moves.length) return null
  const unit = (id: UnitId) => unitRow(state, id).name
  return (
    <details className="carrier-in-port" data-testid="carrier-in-port" open>
      <summary>Carriers in port</summary>
      <p className="note">
        A carrier docked in port launches and recovers nothing, but doubles the port&apos;s air capacity; the
        extra places take only naval air units, and the port is then never over-stacked. When the carrier
        sails, is damaged or sunk, the naval air units beyond normal capacity are over-stacked. Your choice is
        secret (4.5).
      </p>
      {state.pending.kind === 'navalWindow' && (
        <p className="note" data-testid="window-port-naval">
          In the enemy&apos;s window: a carrier that has just docked in your reactive move puts its naval air
          ashore at once, and one about to sail in it takes them back aboard first (4.5). Your other carriers
          wait for your plan.
        </p>
      )}
      <ul className="plain">
        {ports.map((p) => (
          <li key={`port-${p.port}`}>
            {baseName(state, p.port)}: {p.units} unit{p.units === 1 ? '' : 's'} in {p.normal} place
            {p.normal === 1 ? '' : 's'} + {p.artificial} for naval air (
            {p.carriers.map((c) => baseName(state, c)).join(', ')} docked)
          </li>
        ))}
        {moves.map((o) => (
          <li key={`${o.carrier}:${o.unit}:${o.ashore}`}>
            <button
              type="button"
              onClick={() => act({ type: 'portNaval', carrier: o.carrier, unit: o.unit, ashore: o.ashore })}
            >
              {o.ashore
                ? `Put ${unit(o.unit)} ashore at ${baseName(state, o.port)} from ${baseName(state, o.carrier)}`
                : `Take ${unit(o.unit)} back aboard ${baseName(state, o.carrier)} from ${baseName(state, o.port)}`}
            </button>
          </li>
        ))}
      </ul>
    </details>
  )
}

/**
 * The result of a naval combat fought at the table (Part 3), entered by the player: one of its own
 * ships, or an enemy ship it has located, damaged or sunk. The air rules take it from there (4.4).
 */
export function NavalCombatEntry({ state }: { state: GameState }) {
  const ctx = contextOf(state)
  const side = state.pending.side
  const ships = state.scenario.navalUnits.filter(
    (n) => !isSunk(state, n.id) && (ctx.nationSide.get(n.nation) === side || isLocated(state, side, n.id)),
  )
  const [ship, setShip] = useState('')
  const chosen = ships.find((n) => n.id === ship) ?? ships[0]
  if (!chosen) return null
  const canDamage = shipMayBeDamaged(state, chosen.id)
  return (
    <details className="naval-combat" data-testid="naval-combat">
      <summary>Naval combat results</summary>
      <p className="note">
        Not a rule of Part 4: enter what naval combat did at the table. A sunk carrier takes its aircraft
        aboard with it; a damaged one launches and recovers none (4.4).
      </p>
      <select aria-label="Ship" value={chosen.id} onChange={(e) => setShip(e.target.value)}>
        {ships.map((n) => (
          <option key={n.id} value={n.id}>
            {shipLabel(state, n.id)}
          </option>
        ))}
      </select>{' '}
      <button
        type="button"
        disabled={!canDamage}
        onClick={() => act({ type: 'navalCombat', ship: chosen.id, result: 'damaged' })}
      >
        Damaged
      </button>{' '}
      <button type="button" onClick={() => act({ type: 'navalCombat', ship: chosen.id, result: 'sunk' })}>
        Sunk
      </button>
    </details>
  )
}

/**
 * D-AN-INTENSIVE: an enemy surface force made a successful naval interception where the player's
 * carriers are. Their Naval-Air units attack it now, with the exact odds shown, or pass (4.28).
 */
export function IntensiveDialog({ state, p }: { state: GameState; p: P<'intensive'> }) {
  const choice = useStrikeChoice(state, p.bases, p.ships, (o) => o.units.map((u) => u.id))
  const { option, units } = choice
  return (
    <DecisionDialog
      state={state}
      title={`Intensive Air-Naval Attack at ${p.loc}`}
      confirmLabel={`Attack from ${option ? baseName(state, option.base) : 'a carrier'}`}
      confirmDisabled={!option || units.length === 0}
      onConfirm={() =>
        option &&
        act({
          type: 'launch',
          base: option.base,
          units,
          mission: 'airNaval',
          roles: Object.fromEntries(units.map((id) => [id, 'bomber'])),
        })
      }
      cancelLabel="Pass"
      onCancel={() => act({ type: 'pass' })}
    >
      <p>
        The enemy force ({p.ships.map((id) => targetLabel(state, p.ships, id)).join('; ')}) has made a
        successful naval interception at {p.loc}, where your carriers are. Their Naval-Air units may attack it
        now, before the naval combat, even if they already flew this Step: no reconnaissance is needed, and
        only this force may be attacked. The enemy may intercept them; afterwards they are back aboard at once
        (4.28).
      </p>
      <StrikeForm
        state={state}
        choice={choice}
        ships={p.ships}
        bases={p.bases}
        group="intensive"
        baseLegend="Carrier"
        unitsLegend="Naval-Air units (they attack as bombers)"
        withRoles={false}
        caption="Each attack (4.20), and the anti-aircraft fire on each (4.21)"
        testid="intensive-odds"
      />
    </DecisionDialog>
  )
}

/** The player's surface flotilla made a successful naval interception at the table (Part 3): the enemy carriers there may strike it (4.28). */
export function NavalInterceptionEntry({ state }: { state: GameState }) {
  const fleet = useMemo(() => navalInterceptors(state), [state])
  const [flotilla, setFlotilla] = useState('')
  const chosen = fleet.find((f) => f.flotilla === flotilla) ?? fleet[0]
  if (!chosen) return null
  return (
    <details className="naval-interception" data-testid="naval-interception">
      <summary>Successful naval interception</summary>
      <p className="note">
        Not a rule of Part 4: when one of your surface flotillas makes a successful naval interception at the
        table, enter it here. Both sides are located there, and enemy carriers in that hex may make Intensive
        attacks on it first (4.10, 4.28).
      </p>
      <select
        aria-label="Intercepting flotilla"
        value={chosen.flotilla}
        onChange={(e) => setFlotilla(e.target.value)}
      >
        {fleet.map((f) => (
          <option key={f.flotilla} value={f.flotilla}>
            {flotillaLabel(state, f.ships)} at {f.loc}
          </option>
        ))}
      </select>{' '}
      <button type="button" onClick={() => act({ type: 'navalInterception', flotilla: chosen.flotilla })}>
        Enter the interception
      </button>
    </details>
  )
}
