// A Land Offensive (4.22): declare a land combat in each Step (the attacker enters its land units,
// the defenders' activation and a fort), then both sides launch ground support in turn
// (D-GS-LAUNCH) with the result forecast for the units now over the hex; the results of the
// Offensive's combats stay on show for the land combat at the table.
import { useMemo, useState } from 'react'
import {
  apply,
  groundSupportPreview,
  LAND_STEP_NAMES,
  landCombatInfo,
  type GameState,
  type GroundSupportResult,
  type LandCombat,
  type Role,
} from '../../rules/systems/aeto'
import { sortieStore } from '../../store/store'
import { guarded } from '../guard'
import { RoleChoice } from '../RouteParts'
import { sideRef, unitRow } from '../situation'
import { DecisionDialog } from './DecisionDialog'
import { act, baseName, UnitName, type P } from './common'

function landName(state: GameState, id: string): string {
  const l = state.scenario.landUnits.find((x) => x.id === id)
  return l ? `${l.name} (${l.strength})` : id
}

const sideName = (state: GameState, side: string): string => sideRef(state, side).name

function Facts({ state, hex, fortified }: { state: GameState; hex: string; fortified: boolean }) {
  const f = landCombatInfo(state, hex, fortified)
  return (
    <p className="note" data-testid="combat-facts">
      Terrain {f.terrain}, weather {f.weather === 'clear' ? 'clear' : f.weather}.{' '}
      {f.halvings.length
        ? `Bombers are halved here (${f.halvings.join(', ')}), once at most (4.22).`
        : 'Bombers add their full strength here (Heavy Bombers halved).'}
      {f.weather === 'halfStrength' || f.weather === 'halfStrengthAndRange'
        ? ' No air superiority in this weather (4.22).'
        : ''}
    </p>
  )
}

export function LandCombatDialog({ state, p }: { state: GameState; p: P<'landCombat'> }) {
  const [hex, setHex] = useState<string | null>(p.candidates[0]?.hex ?? null)
  const cand = p.candidates.find((c) => c.hex === hex) ?? null
  const [attackers, setAttackers] = useState<Record<string, string[]>>({})
  const [halved, setHalved] = useState<string[]>([])
  const [activated, setActivated] = useState<string[]>([])
  const [fortified, setFortified] = useState(false)
  const chosen = cand ? (attackers[cand.hex] ?? cand.attackers) : []
  const toggle = (list: string[], id: string, on: boolean) =>
    on ? [...list, id] : list.filter((x) => x !== id)
  const step = LAND_STEP_NAMES[p.step]
  return (
    <DecisionDialog
      state={state}
      title={`${step} of the Land Offensive`}
      confirmLabel={cand ? `Declare the land combat at ${cand.hex}` : 'Declare'}
      confirmDisabled={!cand || chosen.length === 0}
      onConfirm={() =>
        cand &&
        act({
          type: 'declareLandCombat',
          hex: cand.hex,
          attackers: chosen,
          ...(activated.length ? { activated: activated.filter((id) => cand.defenders.includes(id)) } : {}),
          ...(halved.length ? { halved: halved.filter((id) => chosen.includes(id)) } : {}),
          ...(fortified ? { fortified } : {}),
        })
      }
      cancelLabel={`End the ${step}`}
      onCancel={() => act({ type: 'endLandStep' })}
    >
      <p className="note">
        Land combat itself is played at the table (Part 5): enter who attacks, which defenders are Activated
        this Offensive Phase, and whether the hex is fortified. Then both sides may fly ground support, the
        attacker first (4.22).
      </p>
      {p.candidates.length === 0 ? (
        <p className="notice">
          None of your land units next to an enemy hex may attack in this Step (each attacks once per Step).
        </p>
      ) : (
        <fieldset className="unit-checks">
          <legend>Hex attacked</legend>
          <ul className="plain">
            {p.candidates.map((c) => (
              <li key={c.hex} data-testid={`land-target-${c.hex}`}>
                <label className="touch">
                  <input
                    type="radio"
                    name="land-hex"
                    checked={hex === c.hex}
                    onChange={() => setHex(c.hex)}
                  />{' '}
                  {c.hex}: {c.defenders.map((id) => landName(state, id)).join(', ')}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {cand && (
        <>
          <fieldset className="unit-checks">
            <legend>Attackers</legend>
            <ul className="plain">
              {cand.attackers.map((id) => (
                <li key={id}>
                  <label className="touch">
                    <input
                      type="checkbox"
                      checked={chosen.includes(id)}
                      onChange={(e) =>
                        setAttackers((a) => ({ ...a, [cand.hex]: toggle(chosen, id, e.target.checked) }))
                      }
                    />{' '}
                    {landName(state, id)}
                  </label>{' '}
                  <label className="note">
                    <input
                      type="checkbox"
                      checked={halved.includes(id)}
                      disabled={!chosen.includes(id)}
                      onChange={(e) => setHalved((h) => toggle(h, id, e.target.checked))}
                    />{' '}
                    halved (across a river or from a peninsula)
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <fieldset className="unit-checks">
            <legend>Defenders: tick the Activated ones</legend>
            <ul className="plain">
              {cand.defenders.map((id) => (
                <li key={id}>
                  <label className="touch">
                    <input
                      type="checkbox"
                      checked={activated.includes(id)}
                      onChange={(e) => setActivated((a) => toggle(a, id, e.target.checked))}
                    />{' '}
                    {landName(state, id)} Activated
                  </label>
                </li>
              ))}
            </ul>
            <p className="note">
              Current enemy air units may defend Activated units only; uncommitted ones defending only
              unactivated units usually stay uncommitted (4.27).
            </p>
          </fieldset>
          <label className="touch">
            <input type="checkbox" checked={fortified} onChange={(e) => setFortified(e.target.checked)} /> The
            attack is on a fortified hex (bombers halved, 4.22)
          </label>
          <Facts state={state} hex={cand.hex} fortified={fortified} />
        </>
      )}
    </DecisionDialog>
  )
}

export function ResultView({
  state,
  combat,
  result,
  attacker,
}: {
  state: GameState
  combat: LandCombat
  result: GroundSupportResult
  attacker: string
}) {
  const defender = state.scenario.sides.find((s) => s.id !== attacker)?.id ?? ''
  const who =
    result.airSuperiority === 'none' ? null : result.airSuperiority === 'attacker' ? attacker : defender
  return (
    <div className="gs-result" data-testid={`gs-result-${combat.hex}`}>
      <p>
        <strong>Air superiority:</strong>{' '}
        <span data-testid="gs-superiority">
          {who
            ? `${sideName(state, who)} (${who === attacker ? '+1' : '−1'} to the land combat die)`
            : 'none'}
        </span>
        <span className="note"> — {result.superiorityWhy}</span>
      </p>
      <p>
        <strong>Bomber strength added:</strong> attacker (<span>{sideName(state, attacker)}</span>){' '}
        <span data-testid="gs-attacker">{result.bomberStrength.attacker}</span>, defender (
        <span>{sideName(state, defender)}</span>){' '}
        <span data-testid="gs-defender">{result.bomberStrength.defender}</span> (4.22)
      </p>
      {[...result.lines.attacker, ...result.lines.defender].length > 0 && (
        <ul className="plain note">
          {[...result.lines.attacker, ...result.lines.defender].map((l, i) => (
            <li key={i}>{l}</li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** The land combats of the Land Offensive under way, with their results: what the players need for the land combat. */
export function LandCombatResults({ state }: { state: GameState }) {
  const cur = state.offensivePhase?.current
  if (cur?.kind !== 'land' || !cur.land) return null
  const done = cur.land.combats.filter((c) => c.result)
  if (!done.length) return null
  return (
    <section className="gs-results" aria-label="Land combat results" data-testid="gs-results">
      <h3>Ground support results</h3>
      {done
        .slice()
        .reverse()
        .map((c, i) => (
          <div key={i}>
            <p>
              <strong>
                {c.hex} ({LAND_STEP_NAMES[c.step]})
              </strong>
              : {c.attackers.map((id) => landName(state, id)).join(', ')} against{' '}
              {c.defenders.map((id) => landName(state, id)).join(', ')}
            </p>
            <ResultView state={state} combat={c} result={c.result!} attacker={cur.side} />
            <ParadropOutcomes state={state} combat={c} />
          </div>
        ))}
    </section>
  )
}

/** What became of the paradrops of a land combat (4.24): read at the table for the land combat. */
export function ParadropOutcomes({ state, combat }: { state: GameState; combat: LandCombat }) {
  if (!combat.paradrops?.length) return null
  return (
    <ul className="plain" data-testid="paradrop-outcomes">
      {combat.paradrops.map((o, i) => (
        <li key={i} data-testid={`paradrop-outcome-${o.paratrooper}`}>
          <strong>Paradrop:</strong>{' '}
          {state.scenario.landUnits.find((l) => l.id === o.paratrooper)?.name ?? o.paratrooper} on {o.hex} —{' '}
          <span data-testid="paradrop-result">{PARADROP_RESULT[o.result]}</span>.{' '}
          <span className="note">{o.text}</span>
        </li>
      ))}
    </ul>
  )
}

const PARADROP_RESULT: Record<NonNullable<LandCombat['paradrops']>[number]['result'], string> = {
  eliminated: 'eliminated',
  depleted: 'landed depleted',
  intact: 'landed intact',
  cancelled: 'cancelled',
  aborted: 'not dropped',
  lost: 'lost with its ATP',
}

/** The paradrop being set up in D-GS-LAUNCH (4.24): the option, escorts, lone-drop hex, the launch and the rules' verdict on it. */
function useParadropChoice(state: GameState, p: P<'groundSupport'>) {
  const options = p.paradrops ?? []
  const [i, setI] = useState(0)
  const o = options[i] ?? options[0]
  const fighters = (p.bases.find((b) => b.base === o?.base)?.units ?? []).filter(
    (u) => u.needsRole || unitRow(state, u.id).type === 'F',
  )
  const [escorts, setEscorts] = useState<Record<string, string[]>>({})
  const [lone, setLone] = useState('')
  const chosen = o ? (escorts[o.base] ?? fighters.map((u) => u.id)) : []
  const roles = Object.fromEntries(
    chosen.filter((id) => fighters.find((u) => u.id === id)?.needsRole).map((id) => [id, 'fighter' as Role]),
  )
  const target = lone.trim()
  const launch = o
    ? {
        type: 'launch' as const,
        base: o.base,
        units: [o.atp, ...chosen],
        mission: 'paradrop' as const,
        paratrooper: o.paratrooper,
        ...(target ? { target } : {}),
        ...(Object.keys(roles).length ? { roles } : {}),
      }
    : null
  const key = JSON.stringify(launch)
  // A lone drop on another hex (4.24): the rules' verdict before launch, as the Change Base form does.
  const verdict = useMemo(() => {
    if (!target || key === 'null') return null
    const r = apply(state, JSON.parse(key))
    return r.ok ? null : `${r.violation.message} (${r.violation.rule})`
  }, [state, key, target])
  return { options, i, setI, o, fighters, chosen, setEscorts, lone, setLone, target, launch, verdict }
}

/**
 * D-GS-LAUNCH's paradrop (4.24): an ATP with its paratrooper, escorted by the base's fighters, before
 * any bomber. Its launch is the dialog's main answer (the button bar, Enter) while it is offered.
 */
function ParadropLaunch({
  state,
  p,
  choice,
}: {
  state: GameState
  p: P<'groundSupport'>
  choice: ReturnType<typeof useParadropChoice>
}) {
  const { options, i, setI, o, fighters, chosen, setEscorts, lone, setLone, verdict, launch } = choice
  if (!o || !launch) return null
  return (
    <fieldset className="unit-checks" data-testid="paradrop-launch">
      <legend>Paradrop (4.24)</legend>
      <p className="note">
        The ATP carries a full-strength paratrooper that began the Offensive Phase at its airbase. It launches
        before any of your supporting bombers; fighters of its base may escort it (an escorted ATP cannot be
        attacked until every escort is). Over {p.hex}, after the air combat, you drop (one die) or cancel.
      </p>
      <ul className="plain">
        {options.map((x, k) => (
          <li key={`${x.atp}-${x.paratrooper}`}>
            <label className="touch">
              <input type="radio" name="paradrop-option" checked={k === i} onChange={() => setI(k)} />{' '}
              {landName(state, x.paratrooper)} aboard {unitRow(state, x.atp).name} from{' '}
              {baseName(state, x.base)}{' '}
              <span className="note">
                ({x.distance} of {x.range} hexes{x.gliders ? '; Gliders available' : ''})
              </span>
            </label>
          </li>
        ))}
      </ul>
      {fighters.length > 0 && (
        <ul className="plain">
          {fighters.map((u) => (
            <li key={u.id} data-testid={`paradrop-escort-${u.id}`}>
              <label className="touch">
                <input
                  type="checkbox"
                  checked={chosen.includes(u.id)}
                  onChange={(e) =>
                    setEscorts((x) => ({
                      ...x,
                      [o.base]: e.target.checked ? [...chosen, u.id] : chosen.filter((id) => id !== u.id),
                    }))
                  }
                />{' '}
                Escort: <UnitName state={state} id={u.id} />
                {u.needsRole ? ' (as a fighter)' : ''}
              </label>
            </li>
          ))}
        </ul>
      )}
      <label>
        Drop on another hex (a lone drop, within the ATP’s printed range; empty: {p.hex}){' '}
        <input
          type="text"
          className="hex-input"
          value={lone}
          onChange={(e) => setLone(e.target.value)}
          aria-label="Lone drop hex"
          placeholder={p.hex}
          size={6}
        />
      </label>
      {verdict && (
        <p className="notice" data-testid="paradrop-verdict">
          {verdict}
        </p>
      )}
    </fieldset>
  )
}

export function GroundSupportDialog({ state, p }: { state: GameState; p: P<'groundSupport'> }) {
  const [base, setBase] = useState<string>(p.bases[0]?.base ?? '')
  const option = p.bases.find((b) => b.base === base) ?? p.bases[0]
  const [ticked, setTicked] = useState<Record<string, string[]>>({})
  const [roles, setRoles] = useState<Record<string, Role>>({})
  const units = option ? (ticked[option.base] ?? option.units.map((u) => u.id)) : []
  const preview = useMemo(() => groundSupportPreview(state), [state])
  const chosenRoles = Object.fromEntries(
    units
      .filter((id) => option?.units.find((u) => u.id === id)?.needsRole)
      .map((id) => [id, roles[id] ?? 'bomber']),
  ) as Record<string, Role>
  const hasRoles = Object.keys(chosenRoles).length > 0
  const trace = () => {
    const st = sortieStore.getState()
    st.startTracing(option.base, units, 'groundSupport')
    if (hasRoles) st.setTracingRoles(chosenRoles)
    st.traceTo(p.hex)
  }
  const mine = p.launches[p.side] ?? 0
  const theirs = Object.entries(p.launches).reduce((n, [s, k]) => n + (s === p.side ? 0 : k), 0)
  const c = preview?.combat
  const para = useParadropChoice(state, p)
  const noUnits = !option || units.length === 0
  const support = () =>
    act({
      type: 'launch',
      base: option.base,
      units,
      mission: 'groundSupport',
      target: p.hex,
      ...(hasRoles ? { roles: chosenRoles } : {}),
    })
  const traceButton = (
    <button type="button" disabled={noUnits} onClick={() => guarded(trace)}>
      Trace the route on the map
    </button>
  )
  // A paradrop offered launches before any supporting bomber (4.24): it is then the main answer.
  const paradrop = para.launch
  return (
    <DecisionDialog
      state={state}
      title={`Ground support for the land combat at ${p.hex}`}
      confirmLabel={
        paradrop ? `Launch the paradrop to ${para.target || p.hex}` : `Launch to ${p.hex} (shortest route)`
      }
      confirmDisabled={paradrop ? para.verdict !== null : noUnits}
      onConfirm={() => (paradrop ? act(paradrop) : support())}
      cancelLabel="Decline: launch no more"
      onCancel={() => act({ type: 'declineSupport' })}
      extra={
        paradrop ? (
          <>
            {traceButton}
            <button type="button" disabled={noUnits} onClick={support}>
              Launch ground support instead
            </button>
          </>
        ) : (
          traceButton
        )
      }
    >
      {c && (
        <p className="note">
          {c.attackers.map((id) => landName(state, id)).join(', ')} ({sideName(state, p.attacker)}) attack{' '}
          {c.defenders.map((id) => landName(state, id)).join(', ')}
          {c.activated.length
            ? ` (Activated: ${c.activated.map((id) => landName(state, id)).join(', ')})`
            : ' (none Activated)'}
          {c.fortified ? ', a fortified hex' : ''}. {p.side === p.attacker ? 'You attack.' : 'You defend.'}{' '}
          Launches so far: yours {mine}, the enemy’s {theirs}. The sides take turns, the attacker first;{' '}
          {state.scenario.options.gsAlternationEnd === 'bothPass'
            ? 'launching ends when both sides decline in a row'
            : 'the first decline after a launch ends the launching'}{' '}
          (4.22).
        </p>
      )}
      {c && <Facts state={state} hex={p.hex} fortified={c.fortified} />}
      {p.paradrops?.length ? <ParadropLaunch state={state} p={p} choice={para} /> : null}
      {preview && (
        <div data-testid="gs-forecast">
          <p className="note">If every air unit now over {p.hex} stays there through the air combat:</p>
          <ResultView
            state={state}
            combat={preview.combat}
            result={preview.result}
            attacker={preview.attacker}
          />
        </div>
      )}
      <fieldset className="unit-checks">
        <legend>Launch from</legend>
        <ul className="plain">
          {p.bases.map((b) => (
            <li key={b.base}>
              <label className="touch">
                <input
                  type="radio"
                  name="gs-base"
                  checked={option?.base === b.base}
                  onChange={() => setBase(b.base)}
                />{' '}
                {baseName(state, b.base)}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {option && (
        <fieldset className="unit-checks">
          <legend>Units (each must reach {p.hex}; they all support this combat)</legend>
          <ul className="plain">
            {option.units.map((u) => {
              const on = units.includes(u.id)
              return (
                <li key={u.id} data-testid={`gs-unit-${u.id}`}>
                  <label className="touch">
                    <input
                      type="checkbox"
                      checked={on}
                      onChange={(e) =>
                        setTicked((t) => ({
                          ...t,
                          [option.base]: e.target.checked
                            ? [...units, u.id]
                            : units.filter((x) => x !== u.id),
                        }))
                      }
                    />{' '}
                    <UnitName state={state} id={u.id} /> <span className="note">range {u.range}</span>
                  </label>
                  {u.needsRole && on && (
                    <RoleChoice
                      unit={u.id}
                      label={unitRow(state, u.id).name}
                      group="gs-role"
                      value={roles[u.id] ?? 'bomber'}
                      onChange={(r) => setRoles((x) => ({ ...x, [u.id]: r }))}
                    />
                  )}
                </li>
              )
            })}
          </ul>
          <p className="note">
            Bombers (and fighter-bombers flying as bombers) add their strength to the land combat; fighters
            fight for air superiority (4.22).
          </p>
        </fieldset>
      )}
    </DecisionDialog>
  )
}
