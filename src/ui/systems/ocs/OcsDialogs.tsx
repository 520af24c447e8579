// One dialog per OCS decision kind (the pending kinds of the OCS rules), each naming its rule and
// saying in player words what is decided, with the choices taken from the legal actions so that a
// mission or an answer the rules add later still shows (the generic list below the dialog). The
// odds before a roll are exact (dialogLogic.ts, odds.ts); a result read off a player's chart is
// chosen from the chart's closed list of outcomes.
import { useState, type ReactNode } from 'react'
import {
  ACT_FIXED_POINTS,
  AIR_COMBAT_TABLE_ID,
  counter,
  currentPhase,
  distance,
  nameOf,
  ratings,
  sideName,
  type OcsAction,
  type OcsPending,
  type OcsState,
} from '../../../rules/systems/ocs'
import {
  abortProblem,
  aircraftFor,
  airCombatOddsLines,
  flakLines,
  isLegalSet,
  missionMenu,
  rollLines,
  type MissionAction,
} from './dialogLogic'
import { MISSION_WORDS, aircraftWords, ratingWords, reachWords, typeWords, whereWords } from './words'
import { SystemDialog } from '../shared/SystemDialog'

export interface OcsDialogProps<P extends OcsPending = OcsPending> {
  state: OcsState
  pending: P
  /** The rules' legal actions at this decision (RuleSystem.legal). */
  legal: readonly OcsAction[]
  act: (a: OcsAction) => void
  /** The hex last clicked on the map, if any (the mission order takes it as its target). */
  mapHex?: string | null
}

export type Of<K extends OcsPending['kind']> = Extract<OcsPending, { kind: K }>

/** The frame every OCS dialog shares: title with its rule, who decides and the prompt, the body, the buttons. */
export function OcsDialog({
  state,
  title,
  children,
  buttons,
}: {
  state: OcsState
  title: string
  children?: ReactNode
  buttons?: ReactNode
}) {
  return (
    <SystemDialog
      name="ocs"
      pending={state.pending}
      who={sideName(state, state.pending.side)}
      title={title}
      buttons={buttons}
    >
      {children}
    </SystemDialog>
  )
}

function Lines({ lines, testId }: { lines: readonly string[]; testId: string }) {
  return (
    <ul className="ocs-odds plain" data-testid={testId}>
      {lines.map((l) => (
        <li key={l}>{l}</li>
      ))}
    </ul>
  )
}

import { OtherActions } from '../shared/OtherActions'
export { OtherActions }

/** The phase's decision: the mission order in a mission phase, refit in an Aircraft Refit Phase. */
export function PhaseDialog(props: OcsDialogProps<Of<'phase'>>) {
  return currentPhase(props.state).kind === 'refit' ? (
    <RefitDialog {...props} />
  ) : (
    <MissionOrderDialog {...props} />
  )
}

/**
 * 14.1d, 15.0: in the Aircraft Refit Phase, Inactive aircraft become Active, within the numbers the
 * scenario gives each base (15.0 is not in the seed: labelled so) and the base's Active limit.
 */
export function RefitDialog({ state, pending, legal, act }: OcsDialogProps<Of<'phase'>>) {
  const refits = legal.filter((a): a is Extract<OcsAction, { type: 'refit' }> => a.type === 'refit')
  const limits = state.scenario.refit
  return (
    <OcsDialog
      state={state}
      title="Aircraft Refit"
      buttons={
        <button type="button" onClick={() => act({ type: 'endSegment' })}>
          End the phase
        </button>
      }
    >
      <p className="note" data-testid="ocs-refit-source">
        Refit is rule 15.0, which is not in the rules text Sortie has.{' '}
        {limits
          ? `The numbers below are the scenario's, from the players' own 15.0; the supply refit costs (14.1d) is theirs to pay.`
          : `This scenario gives no refit numbers (its "refit" field), so no aircraft refits here.`}
      </p>
      {limits && (
        <ul className="plain" data-testid="ocs-refit-limits">
          {Object.entries(limits).map(([hex, n]) => {
            const used = (state.refitted ?? []).filter((id) => state.aircraft[id].base === hex).length
            return (
              <li key={hex}>
                {hex}: {used} of {n} refit this phase (15.0, the scenario&apos;s number)
              </li>
            )
          })}
        </ul>
      )}
      {refits.length ? (
        <fieldset>
          <legend>Refit, and it becomes Active (14.1d)</legend>
          {refits.map((a) => (
            <button key={a.aircraft} type="button" className="touch" onClick={() => act(a)}>
              Refit {aircraftWords(state, a.aircraft)}
            </button>
          ))}
        </fieldset>
      ) : (
        <p className="note" data-testid="ocs-no-refit">
          No aircraft of {sideName(state, pending.side)} may refit now.
        </p>
      )}
    </OcsDialog>
  )
}

/** 14.2e–f: the phasing player declares a mission (type, target hex, one to four aircraft) or ends the segment. */
export function MissionOrderDialog({ state, pending, legal, act, mapHex }: OcsDialogProps<Of<'phase'>>) {
  const menu = missionMenu(legal)
  const types = [...menu.missions.keys()]
  const [type, setType] = useState<string | null>(null)
  const [hex, setHex] = useState<string | null>(null)
  // A click on the map picks that hex as the target (and a mission that may strike it).
  const [seenMapHex, setSeenMapHex] = useState(mapHex ?? null)
  if ((mapHex ?? null) !== seenMapHex) {
    setSeenMapHex(mapHex ?? null)
    if (mapHex) {
      const current = type !== null && menu.missions.has(type) ? type : (types[0] ?? null)
      const fits =
        current && menu.missions.get(current)!.has(mapHex)
          ? current
          : types.find((k) => menu.missions.get(k)!.has(mapHex))
      if (fits) {
        setType(fits)
        setHex(mapHex)
      }
    }
  }
  const [chosen, setChosen] = useState<string[]>([])
  const t = type !== null && menu.missions.has(type) ? type : (types[0] ?? null)
  const hexes = t ? [...menu.missions.get(t)!.keys()] : []
  const h = hex !== null && hexes.includes(hex) ? hex : (hexes[0] ?? null)
  const sets = t && h ? menu.missions.get(t)!.get(h)! : []
  const offered = aircraftFor(sets)
  const picked = chosen.filter((id) => offered.includes(id))
  const ok = isLegalSet(sets, picked)
  const words = t ? MISSION_WORDS[t] : null
  const declare = () =>
    ok && act({ type: 'mission', mission: t as MissionAction['mission'], hex: h, aircraft: picked })
  return (
    <OcsDialog
      state={state}
      title="Mission order"
      buttons={
        <>
          {menu.endSegment && (
            <button type="button" onClick={() => act({ type: 'endSegment' })}>
              End the{' '}
              {pending.segment === 'barrage'
                ? 'Barrage Segment'
                : pending.segment === 'movement'
                  ? 'Movement Segment'
                  : 'phase'}
            </button>
          )}
          {t && (
            <button type="button" className="primary" disabled={!ok} onClick={declare}>
              Declare the {words!.name} (14.2f A)
            </button>
          )}
        </>
      }
    >
      {types.length === 0 ? (
        <p className="note" data-testid="ocs-no-mission">
          No mission can be flown now: no Active aircraft of {sideName(state, pending.side)} has a target in
          range (14.2d–e).
        </p>
      ) : (
        <>
          <fieldset>
            <legend>Mission (14.2e)</legend>
            {types.map((k) => (
              <label key={k} className="touch">
                <input
                  type="radio"
                  name="ocs-mission"
                  checked={k === t}
                  onChange={() => (setType(k), setHex(null))}
                />{' '}
                {MISSION_WORDS[k].name} ({MISSION_WORDS[k].rule}): to {MISSION_WORDS[k].target}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>Target hex</legend>
            {hexes.length > HEX_RADIOS ? (
              // Trainbusting may strike any hex in range (14.8): a list, or a click on the map.
              <select aria-label="Target hex" value={h ?? ''} onChange={(e) => setHex(e.target.value)}>
                {hexes.map((x) => (
                  <option key={x} value={x}>
                    {x}
                    {hexWords(state, x)}
                  </option>
                ))}
              </select>
            ) : (
              hexes.map((x) => (
                <label key={x} className="touch">
                  <input type="radio" name="ocs-hex" checked={x === h} onChange={() => setHex(x)} /> {x}
                  {hexWords(state, x)}
                </label>
              ))
            )}
          </fieldset>
          <fieldset data-testid="ocs-mission-aircraft">
            <legend>Aircraft (one to four, 14.2a; each from its base within range, 14.2d)</legend>
            {offered.map((id) => (
              <label key={id} className="touch">
                <input
                  type="checkbox"
                  checked={picked.includes(id)}
                  onChange={(e) =>
                    setChosen(e.target.checked ? [...picked, id] : picked.filter((x) => x !== id))
                  }
                />{' '}
                {aircraftWords(state, id)}, {reachWords(state, id, h)}
              </label>
            ))}
          </fieldset>
          {picked.length > 0 && !ok && (
            <p role="alert" className="notice" data-testid="ocs-mission-problem">
              These aircraft cannot fly this mission together (14.2a, 14.6, 14.11): choose another set.
            </p>
          )}
          {ok && (
            <Lines
              testId="ocs-flak-preview"
              lines={flakLines(state, {
                type: t as MissionAction['mission'],
                side: pending.side,
                hex: h,
                aircraft: picked,
              })}
            />
          )}
        </>
      )}
      <OtherActions actions={menu.others} act={(a) => act(a as OcsAction)} />
    </OcsDialog>
  )
}

/** Beyond this many target hexes the mission order lists them in a drop-down. */
const HEX_RADIOS = 12

function hexWords(s: OcsState, hex: string): string {
  const base = s.scenario.airBases.find((b) => b.hex === hex)
  const active = s.scenario.aircraft.filter((a) => {
    const x = s.aircraft[a.id]
    return x.steps > 0 && x.mode === 'active' && (x.flying ?? x.base) === hex
  })
  const parts = [
    ...(base ? [`${sideName(s, base.side)} air base, Level ${base.level}`] : []),
    ...(active.length ? [`Active there: ${active.map((a) => nameOf(s, a.id)).join(', ')}`] : []),
  ]
  return parts.length ? ` (${parts.join('; ')})` : ''
}

/** 14.3d A and C: voluntary aborts before the Air Combat (keep one) and after it. */
export function AbortDialog({ state, pending, act }: OcsDialogProps<Of<'preAbort' | 'postAbort'>>) {
  const [chosen, setChosen] = useState<string[]>([])
  const problem = abortProblem(pending.choices, chosen, pending.keep)
  const pre = pending.kind === 'preAbort'
  return (
    <OcsDialog
      state={state}
      title={pre ? 'Abort before the Air Combat' : 'Abort after the Air Combat'}
      buttons={
        <>
          <button type="button" onClick={() => act({ type: 'abort', aircraft: [] })}>
            No abort: all stay
          </button>
          <button
            type="button"
            className="primary"
            disabled={problem !== null || chosen.length === 0}
            onClick={() => act({ type: 'abort', aircraft: chosen })}
          >
            Abort {chosen.length === 1 ? 'this aircraft' : `these ${chosen.length} aircraft`}
          </button>
        </>
      }
    >
      <p className="note">
        {pre
          ? 'An aborted aircraft returns to a friendly air base in range and becomes Inactive (14.1c); once the combat starts nobody may abort voluntarily (14.3d B).'
          : 'The combat is over: an aircraft you abort now returns to a base in range, Inactive (14.1c).'}
      </p>
      <fieldset>
        <legend>Abort which?</legend>
        {pending.choices.map((id) => (
          <label key={id} className="touch">
            <input
              type="checkbox"
              checked={chosen.includes(id)}
              onChange={(e) => setChosen(e.target.checked ? [...chosen, id] : chosen.filter((x) => x !== id))}
            />{' '}
            {aircraftWords(state, id)}
          </label>
        ))}
      </fieldset>
      {problem && (
        <p role="alert" className="notice" data-testid="ocs-abort-problem">
          {problem}
        </p>
      )}
    </OcsDialog>
  )
}

/** 14.3c, 14.3e B: the attacker picks an aircraft with a non-parenthesized rating, the defender any. */
export function PickDialog({ state, pending, act }: OcsDialogProps<Of<'pickAttacker' | 'pickDefender'>>) {
  const attacker = pending.kind === 'pickAttacker'
  const c = state.combat
  const atk = c?.round?.atk ?? null
  const mine = c ? c.inCombat.filter((id) => counter(state, id).side === pending.side) : pending.choices
  const [pick, setPick] = useState<string>(pending.choices[0])
  return (
    <OcsDialog
      state={state}
      title={attacker ? 'Air Combat: pick the attacker' : 'Air Combat: pick the defender'}
      buttons={
        <button type="button" className="primary" onClick={() => act({ type: 'pick', aircraft: pick })}>
          {nameOf(state, pick)} {attacker ? 'attacks' : 'defends'}
        </button>
      }
    >
      {!attacker && atk && (
        <p className="note">
          {nameOf(state, atk)} ({ratingWords(state, atk)}) attacks: the modified roll is 2d6 + its rating −
          your aircraft&apos;s (14.3e C). The odds for each choice:
        </p>
      )}
      <fieldset>
        <legend>
          {attacker ? 'Attacker (14.3a: not a parenthesized rating)' : 'Defender (any of yours)'}
        </legend>
        {mine.map((id) => {
          const may = pending.choices.includes(id)
          return (
            <div key={id} className="ocs-pick">
              <label className="touch">
                <input
                  type="radio"
                  name="ocs-pick"
                  disabled={!may}
                  checked={pick === id}
                  onChange={() => setPick(id)}
                />{' '}
                {aircraftWords(state, id)}
                {!may && ' — cannot attack (14.3a)'}
              </label>
              {!attacker && atk && may && (
                <Lines testId={`ocs-odds-${id}`} lines={airCombatOddsLines(state, atk, id).slice(1)} />
              )}
            </div>
          )
        })}
      </fieldset>
    </OcsDialog>
  )
}

/** A die rolled by hand: the faces are entered; what the roll decides and its odds are shown first. */
export function RollDialog({ state, pending, act }: OcsDialogProps<Of<'roll'>>) {
  const [faces, setFaces] = useState<(number | null)[]>(() =>
    Array.from({ length: pending.count }, () => null),
  )
  const full = faces.every((f) => f !== null)
  return (
    <OcsDialog
      state={state}
      title="Roll the dice"
      buttons={
        <button
          type="button"
          className="primary"
          disabled={!full}
          onClick={() => full && act({ type: 'roll', values: faces })}
        >
          Enter the roll
        </button>
      }
    >
      <Lines testId="ocs-roll-odds" lines={rollLines(state, pending)} />
      {faces.map((f, i) => (
        <fieldset key={i} className="die-faces">
          <legend>Die {i + 1}</legend>
          {[1, 2, 3, 4, 5, 6].map((v) => (
            <label key={v} className="touch">
              <input
                type="radio"
                name={`ocs-die-${i}`}
                checked={f === v}
                onChange={() => setFaces(faces.map((x, j) => (j === i ? v : x)))}
              />{' '}
              {v}
            </label>
          ))}
        </fieldset>
      ))}
    </OcsDialog>
  )
}

/** "Look it up on your chart": the roll shown, the closed list of the chart's outcomes. */
export function ChartLookupDialog({ state, pending, legal, act }: OcsDialogProps<Of<'chartLookup'>>) {
  const q = pending.chart
  const total = q.dice.reduce((a, b) => a + b, 0) + q.modifiers.reduce((a, m) => a + m.value, 0)
  const allowed = legal.flatMap((a) => (a.type === 'chart' ? [a.result] : []))
  const fixed = q.table === AIR_COMBAT_TABLE_ID ? ACT_FIXED_POINTS.find((f) => f.row === q.row) : undefined
  return (
    <OcsDialog state={state} title={`Look it up on your chart: ${q.name}`}>
      <p data-testid="ocs-chart-roll">
        {q.what}: the {q.source === 'manual' ? 'dice you rolled' : 'dice'} show {q.dice.join(' and ')}
        {q.modifiers
          .map((m) => ` ${m.value < 0 ? '−' : '+'} ${Math.abs(m.value)} (${m.label}, ${m.rule})`)
          .join('')}
        {q.modifiers.length || q.dice.length > 1 ? ` = ${total}` : ''}.
      </p>
      <p>
        This game&apos;s {q.name} has no value at {q.cell}: read it on your own printed chart and choose the
        result printed there. The log will say the result came from your own chart ({q.rule}).
      </p>
      {fixed && (
        <p className="note" data-testid="ocs-chart-fixed">
          The rules&apos; own example fixes this cell ({fixed.source}): only {fixed.accept.join(' or ')} is
          accepted.
        </p>
      )}
      <div role="group" aria-label="Results on the chart" className="ocs-outcomes">
        {q.outcomes.map((o) => (
          <button
            key={o}
            type="button"
            disabled={!allowed.includes(o)}
            onClick={() => act({ type: 'chart', result: o })}
          >
            {o}
          </button>
        ))}
      </div>
    </OcsDialog>
  )
}

/** 14.5: one Active Fighter whose Patrol Zone covers the mission hex may intercept; or none. */
export function InterceptDialog({ state, pending, act }: OcsDialogProps<Of<'intercept'>>) {
  const m = state.mission
  const [pick, setPick] = useState<string>(pending.choices[0])
  return (
    <OcsDialog
      state={state}
      title="Interception"
      buttons={
        <>
          <button type="button" onClick={() => act({ type: 'intercept', aircraft: null })}>
            Do not intercept
          </button>
          <button
            type="button"
            className="primary"
            onClick={() => act({ type: 'intercept', aircraft: pick })}
          >
            {nameOf(state, pick)} intercepts
          </button>
        </>
      }
    >
      {m && (
        <p className="note">
          The mission over {m.hex}: {m.aircraft.map((id) => aircraftWords(state, id)).join('; ')}. A winning
          interceptor stays Active and may intercept again this phase; a loser returns to its base Inactive
          (14.5).
        </p>
      )}
      <fieldset>
        <legend>Interceptor</legend>
        {pending.choices.map((id) => (
          <label key={id} className="touch">
            <input type="radio" name="ocs-intercept" checked={pick === id} onChange={() => setPick(id)} />{' '}
            {aircraftWords(state, id)}, {whereWords(state, id)}
            {m ? `, ${distance(state.aircraft[id].base, m.hex, state.scenario.map)} hexes from ${m.hex}` : ''}
          </label>
        ))}
      </fieldset>
    </OcsDialog>
  )
}

/** 14.1c: an aircraft back from a mission lands at a friendly air base within its range, Inactive. */
export function ReturnBaseDialog({ state, pending, act }: OcsDialogProps<Of<'returnBase'>>) {
  const from =
    state.mission?.hex ?? state.aircraft[pending.aircraft].flying ?? state.aircraft[pending.aircraft].base
  return (
    <OcsDialog state={state} title={`Return to base: ${nameOf(state, pending.aircraft)}`}>
      <p className="note">
        {nameOf(state, pending.aircraft)} ({typeWords(state, pending.aircraft)}, range{' '}
        {counter(state, pending.aircraft).range}) lands Inactive at the base you choose (14.1c).
      </p>
      <div role="group" aria-label="Bases in range" className="ocs-outcomes">
        {pending.choices.map((b) => (
          <button
            key={b}
            type="button"
            onClick={() => act({ type: 'returnBase', aircraft: pending.aircraft, base: b })}
          >
            {b} ({distance(from, b, state.scenario.map)} hexes from {from})
          </button>
        ))}
      </div>
    </OcsDialog>
  )
}

/** 14.4f: the Mission Loss Table left several equals; the owner chooses which takes the step. */
export function FlakLossDialog({ state, pending, act }: OcsDialogProps<Of<'flakLoss'>>) {
  return (
    <OcsDialog state={state} title="Flak loss">
      <p className="note">
        One step is lost: a full-strength aircraft is reduced and flies on; a reduced one is eliminated
        (14.1b, 14.4f).
      </p>
      <div role="group" aria-label="Which takes the loss" className="ocs-outcomes">
        {pending.choices.map((id) => (
          <button key={id} type="button" onClick={() => act({ type: 'flakLoss', aircraft: id })}>
            {aircraftWords(state, id)} (barrage {ratings(state, id).barrage})
          </button>
        ))}
      </div>
    </OcsDialog>
  )
}
