// The dialog of each kind of pending decision (spec §7.9, §8.10, §14.2). Each builds the action
// from the player's choices and dispatches it; the rules module says whether it is legal.
import { ChartLookupDialog } from './ChartDialogs'
import { InitiativeDialog } from './InitiativeDialog'
import { ReconConcealDialog } from './LandReconDialogs'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import {
  attackPreview,
  declarationDepth,
  type Action,
  type GameState,
  type Pending,
  type UnitId,
} from '../../rules'
import { gameState, useSortie } from '../../store/store'
import { notedResults, rollLines, ruleSuffix, signed } from '../format'
import { sideRef } from '../situation'
import { DecisionDialog } from './DecisionDialog'
import './dialogs.css'

import { act, baseName, pct, UnitChecks, UnitName, unitText, type P } from './common'
import { hiddenNames, maskNames } from '../../rules/view'
import { LaunchInterceptorsDialog } from './LaunchDialog'
import { JoinMission } from './JoinMission'
import { MoveDialog } from './MoveDialog'
import { CollectDialog } from './CollectDialog'
import { StrafeEvacuationDialog, StrafeTargetDialog } from './StrafeDialogs'
import { TargetNumberLines } from './TargetNumber'
import { OffensiveDialog } from './OffensiveDialog'
import { BaseChainDialog, StackOrderDialog } from './BasingDialogs'
import { BombAllocationDialog, ForcedRebaseDialog, LossDialog, UcepDialog } from './BombingDialogs'
import { GroundSupportDialog, LandCombatDialog } from './GroundSupportDialogs'
import { ParadropDialog } from './ParadropDialog'
import {
  CounterstrikeDialog,
  CounterstrikeOdds,
  IntensiveDialog,
  NavalAttackDialog,
  NavalWindowDialog,
  SightingReportDialog,
  SubmarineAttackDialog,
} from './NavalDialogs'
import { AtpLossDialog } from './AtpLossDialog'
import { SeaCargoLossDialog } from './SeaTransportDialogs'
import { ConvoyAaDialog, ConvoyAttackDialog } from './InterdictionDialogs'
import { RaidAaDialog, RaidAssignDialog, RaidAttacksDialog } from './StrategicDialogs'
import { WeatherDialog } from './WeatherDialog'
import { SurfaceRaidersDialog } from './SurfaceRaidersDialog'

// ------------------------------------------------------------------ interception

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
 * The enemy flights the interceptors would attack (issue 11, point 12): one flight is said in a
 * sentence; several are a list of boxes, all ticked at first, with what ticking means.
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
  void p
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

// ------------------------------------------------------------------ combat

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

/** The strafing attack waiting for its die, shown like an air combat attack (4.14). */
function strafeRoll(state: GameState): { attacker: UnitId; target: UnitId; atn: number; drm: number } | null {
  for (const m of Object.values(state.missions)) if (m.strafe?.roll) return m.strafe.roll
  return null
}

export function RollDialog({ state, p }: { state: GameState; p: P<'roll'> }) {
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const r = state.combat?.roll ?? strafeRoll(state)
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

// ------------------------------------------------------------------ after combat

export function ContinueDialog({ state, p }: { state: GameState; p: P<'continue'> }) {
  const [value, setValue] = useState<string[]>(p.flights.map((f) => f.id))
  return (
    <DecisionDialog
      state={state}
      title="After combat"
      confirmLabel="Continue the ticked flights"
      onConfirm={() => act({ type: 'continue', flights: value })}
      cancelLabel="Discontinue all"
      onCancel={() => act({ type: 'continue', flights: [] })}
    >
      <fieldset className="unit-checks">
        <legend>Flights that continue their movement (the others stay here)</legend>
        {p.flights.map((f) => (
          <label key={f.id} className="touch">
            <input
              type="checkbox"
              checked={value.includes(f.id)}
              onChange={(e) =>
                setValue((v) => (e.target.checked ? [...v, f.id] : v.filter((x) => x !== f.id)))
              }
            />{' '}
            {f.units.map((u) => unitText(state, u)).join(', ')}
          </label>
        ))}
      </fieldset>
    </DecisionDialog>
  )
}

export function ReturnDialog({ state, p }: { state: GameState; p: P<'returnToBase'> }) {
  const [value, setValue] = useState<Record<string, string>>(
    Object.fromEntries(p.units.map((u) => [u.id, u.default])),
  )
  return (
    <DecisionDialog
      state={state}
      title="Return to base"
      confirmLabel="Land"
      onConfirm={() => act({ type: 'returnToBase', assignments: value })}
    >
      <ul className="plain">
        {p.units.map((u) => (
          <li key={u.id}>
            <label className="touch">
              {unitText(state, u.id)}{' '}
              <select
                value={value[u.id]}
                onChange={(e) => setValue((v) => ({ ...v, [u.id]: e.target.value }))}
              >
                {u.bases.map((b) => (
                  <option key={b} value={b}>
                    {baseName(state, b)}
                  </option>
                ))}
              </select>
            </label>
          </li>
        ))}
      </ul>
    </DecisionDialog>
  )
}

// ------------------------------------------------------------------ the last rolls

function reducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  )
}

/** The dice of the last action with their computation (attack and return fire), briefly animated. */
export function LastRolls() {
  const game = useSortie((s) => s.game)
  const cursor = game?.cursor ?? 0
  const viewer = useSortie((s) => s.ui.viewer ?? null)
  // A secret roll (the owner's Flotilla Sighting Report, 4.10) only for its side, as in the log.
  const rolls = (game && cursor > 0 ? game.events[cursor - 1] : []).filter(
    (e) => e.roll && (e.privateTo === undefined || viewer === null || e.privateTo === viewer),
  )
  const secret =
    game && viewer !== null ? hiddenNames(game.states[cursor] ?? game.states[cursor - 1], viewer) : []
  const [rolling, setRolling] = useState(false)
  useEffect(() => {
    if (rolls.length === 0 || reducedMotion()) return setRolling(false)
    setRolling(true)
    const t = setTimeout(() => setRolling(false), 700)
    return () => clearTimeout(t)
  }, [cursor, rolls.length])
  if (rolls.length === 0 || !game) return null
  return (
    <section className="last-rolls" aria-label="Last roll" data-testid="last-rolls">
      {rolling ? (
        <p>
          <span className="die rolling" aria-hidden="true">
            ⚀
          </span>{' '}
          Rolling…{' '}
          <button type="button" className="link" onClick={() => setRolling(false)}>
            Show the result now
          </button>
        </p>
      ) : (
        rolls.map((e, i) => (
          <div key={i} className="roll" data-testid="roll" data-kind={e.type}>
            <p className="roll-head">
              <span className="die" aria-hidden="true">
                {e.roll!.natural}
              </span>{' '}
              {e.type === 'returnFire' && <strong>Return fire (4.19): </strong>}
              {e.type === 'attack' && <strong>Attack (4.16): </strong>}
              {e.type === 'strafeAttack' && <strong>Strafing (4.14): </strong>}
              {e.type === 'evacuation' && <strong>Evacuation (4.14): </strong>}
              {e.type === 'bombingRoll' && <strong>Bombing (4.26): </strong>}
              {e.type === 'paradrop' && <strong>Paradrop (4.24): </strong>}
              {e.type === 'submarineSearchRoll' && <strong>Submarine search (3.29): </strong>}
              {e.type === 'bombardmentRoll' && <strong>Naval bombardment (3.28): </strong>}
              {e.type === 'interdictionRoll' && <strong>Convoy interdiction (2.13): </strong>}
              {e.type === 'strategicBombing' && <strong>Strategic bombing ({e.rule}): </strong>}
              {maskNames(e.text, secret)}
            </p>
            <ul className="plain">
              {rollLines(e.roll!).map((l, k) => (
                <li key={k}>{l}</li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  )
}

/** The dialog for the pending decision, or null for the kinds handled elsewhere (plan). */
export function KindDialog() {
  const state = useSortie(gameState)
  if (!state) return null
  const p = state.pending
  switch (p.kind) {
    case 'move':
      return <MoveDialog state={state} p={p} />
    case 'collect':
      return <CollectDialog state={state} p={p} />
    case 'declare':
      return <DeclareDialog state={state} p={p} />
    case 'launchInterceptors':
      return <LaunchInterceptorsDialog state={state} p={p} />
    case 'preCombat':
      return <PreCombatDialog state={state} p={p} />
    case 'acceptCancel':
      return <AcceptCancelDialog state={state} p={p} />
    case 'dumpOrdnance':
    case 'designate':
    case 'voluntaryAbort':
    case 'remain':
      return <UnitsChoiceDialog state={state} p={p} />
    case 'attack':
      return <AttackDialog state={state} p={p} />
    case 'roll':
      return <RollDialog state={state} p={p} />
    case 'continue':
      return <ContinueDialog state={state} p={p} />
    case 'returnToBase':
      return <ReturnDialog state={state} p={p} />
    case 'evacuation':
      return <StrafeEvacuationDialog state={state} p={p} />
    case 'strafeTarget':
      return <StrafeTargetDialog state={state} p={p} />
    case 'offensive':
      return <OffensiveDialog state={state} p={p} />
    case 'bombAllocation':
      return <BombAllocationDialog state={state} p={p} />
    case 'bombAa':
    case 'bombCollateral':
      return <LossDialog state={state} p={p} />
    case 'bombUcep':
      return <UcepDialog state={state} p={p} />
    case 'chartLookup':
      return <ChartLookupDialog state={state} p={p} />
    case 'forcedRebase':
      return <ForcedRebaseDialog state={state} p={p} />
    case 'stackOrder':
      return <StackOrderDialog state={state} p={p} />
    case 'baseChain':
      return <BaseChainDialog state={state} p={p} />
    case 'landCombat':
      return <LandCombatDialog state={state} p={p} />
    case 'groundSupport':
      return <GroundSupportDialog state={state} p={p} />
    case 'navalAttack':
      return <NavalAttackDialog state={state} p={p} />
    case 'submarineAttack':
      return <SubmarineAttackDialog state={state} p={p} />
    case 'sightingReport':
      return <SightingReportDialog state={state} p={p} />
    case 'reconConceal':
      return <ReconConcealDialog state={state} p={p} />
    case 'navalWindow':
      return <NavalWindowDialog state={state} p={p} />
    case 'counterstrike':
      return <CounterstrikeDialog state={state} p={p} />
    case 'intensive':
      return <IntensiveDialog state={state} p={p} />
    case 'paradrop':
      return <ParadropDialog state={state} p={p} />
    case 'atpLoss':
      return <AtpLossDialog state={state} p={p} />
    case 'seaCargoLoss':
      return <SeaCargoLossDialog state={state} p={p} />
    case 'initiative':
      return <InitiativeDialog state={state} p={p} />
    case 'convoyAttack':
      return <ConvoyAttackDialog state={state} p={p} />
    case 'convoyAa':
      return <ConvoyAaDialog state={state} p={p} />
    case 'raidAssign':
      return <RaidAssignDialog state={state} p={p} />
    case 'raidAttacks':
      return <RaidAttacksDialog state={state} p={p} />
    case 'raidAa':
      return <RaidAaDialog state={state} p={p} />
    case 'weather':
      return <WeatherDialog state={state} p={p} />
    case 'surfaceRaiders':
      return <SurfaceRaidersDialog state={state} p={p} />
    default:
      return null
  }
}

export const DIALOG_KINDS: readonly Pending['kind'][] = [
  'move',
  'collect',
  'declare',
  'launchInterceptors',
  'preCombat',
  'acceptCancel',
  'dumpOrdnance',
  'designate',
  'voluntaryAbort',
  'remain',
  'attack',
  'roll',
  'continue',
  'returnToBase',
  'evacuation',
  'strafeTarget',
  'offensive',
  'bombAllocation',
  'bombAa',
  'bombCollateral',
  'bombUcep',
  'chartLookup',
  'forcedRebase',
  'landCombat',
  'groundSupport',
  'navalAttack',
  'sightingReport',
  'navalWindow',
  'intensive',
  'paradrop',
  'reconConceal',
  'atpLoss',
  'stackOrder',
  'baseChain',
  'initiative',
  'convoyAttack',
  'convoyAa',
  'raidAssign',
  'raidAttacks',
  'raidAa',
  'counterstrike',
  'weather',
  'submarineAttack',
  'surfaceRaiders',
  'seaCargoLoss',
]
