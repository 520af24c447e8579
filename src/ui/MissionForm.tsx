// The plan's mission form: the table of missions (those flyable now, the others greyed with why), the
// units and FB/N roles picked at one base, and the mission's own targets (§3.2).
import { useEffect, useRef, useState } from 'react'
import {
  unitIsFerried,
  missionUnitRefusal,
  type GameState,
  type LaunchOption,
  type MissionChoice,
  type Role,
} from '../rules/systems/aeto'
import { sortieStore } from '../store/store'
import { ChitText } from './ChitText'
import { unitRow } from './situation'
import { ChangeBaseForm } from './ChangeBaseForm'
import { AirTransportForm } from './AirTransportForm'
import { RoleChoice } from './RouteParts'
import { ruleSuffix } from './format'
import { ConvoyTargets, MerchantTargets } from './dialogs/InterdictionDialogs'
import { baseLabel } from './planBases'
import {
  AirNavalTargets,
  BombingTargets,
  RaidTargets,
  StrafeTargets,
  SubmarineTargets,
} from './MissionTargets'

type Kind =
  | 'fly'
  | 'strafe'
  | 'changeBase'
  | 'bombing'
  | 'airNaval'
  | 'airTransport'
  | 'convoyInterdiction'
  | 'merchantInterdiction'
  | 'strategicRaid'
  | 'submarineSearch'
const PLAYED: readonly string[] = [
  'fly',
  'strafe',
  'changeBase',
  'bombing',
  'airNaval',
  'airTransport',
  'convoyInterdiction',
  'merchantInterdiction',
  'strategicRaid',
  'submarineSearch',
]

/** Missions whose FB and N units fly only as escorts, as fighters (APTO 2.13, 2.26; 2.2 raids). */
const ESCORTS_AS_FIGHTERS: readonly string[] = [
  'strafe',
  'convoyInterdiction',
  'merchantInterdiction',
  'strategicRaid',
]

/** Every mission of the table (§3.2): those that may be flown now as choices, the others greyed with why. */
function MissionKinds({
  base,
  missions,
  value,
  onChange,
}: {
  base: string
  missions: MissionChoice[]
  value: Kind
  onChange: (k: Kind) => void
}) {
  return (
    <fieldset className="mission-kind" data-testid="mission-kinds">
      <legend>Mission (4.1)</legend>
      <ul className="plain">
        {missions.map((m) => {
          const on = m.available && PLAYED.includes(m.kind)
          return (
            <li key={m.kind} className={on ? undefined : 'illegal'} data-testid={`mission-${m.kind}`}>
              <label>
                <input
                  type="radio"
                  name={`mission-${base}`}
                  disabled={!on}
                  checked={value === m.kind}
                  onChange={() => onChange(m.kind as Kind)}
                />{' '}
                {m.name}
              </label>
              {m.available && m.kind === 'landRecon' && (
                <span className="note">
                  {' '}
                  — no mission: choose the hex and the unit under “Land reconnaissance” above (4.11)
                </span>
              )}
              {!on && m.reason && (
                <span className="reason">
                  {' '}
                  — {m.reason}
                  {ruleSuffix(m.reason, m.rule)}
                </span>
              )}
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}

/** Pick the units (and FB/N roles) of a mission from one base, then start tracing its route. */
export function MissionForm({
  state,
  option,
  missions,
  changeBaseOnly = [],
}: {
  state: GameState
  option: LaunchOption
  missions: MissionChoice[]
  changeBaseOnly?: string[]
}) {
  const [ticked, setTicked] = useState<string[]>([])
  const [roles, setRoles] = useState<Record<string, Role>>({})
  const { name, hex } = baseLabel(state, option.base)
  const box = useRef<HTMLFieldSetElement>(null)
  // Chosen from the base buttons (which then vanish) or back from tracing: keep the keyboard here.
  useEffect(() => {
    if (document.activeElement === document.body) box.current?.querySelector('input')?.focus()
  }, [])
  // The first kind that may be flown now: the Strategic Bombing Step flies raids only (APTO 2.2).
  const [mission, setMission] = useState<Kind>(
    option.units.length
      ? ((missions.find((m) => m.available && PLAYED.includes(m.kind))?.kind as Kind | undefined) ?? 'fly')
      : 'changeBase',
  )
  const overStackedTicked = ticked.some((id) => changeBaseOnly.includes(id))
  const chosenRoles = () =>
    Object.fromEntries(
      ticked
        .filter((id) => option.units.find((u) => u.id === id)?.needsRole)
        .map((id) => [id, roles[id] ?? 'bomber']),
    ) as Record<string, Role>
  const start = () => {
    const st = sortieStore.getState()
    st.startTracing(option.base, ticked)
    const chosen = chosenRoles()
    if (Object.keys(chosen).length) st.setTracingRoles(chosen)
  }
  // Interdiction escorts: fighter-bombers and naval air fly as fighters (APTO 2.13, 2.26).
  const escortRoles = () =>
    Object.fromEntries(
      ticked
        .filter((id) => option.units.find((u) => u.id === id)?.needsRole)
        .map((id) => [id, 'fighter' as Role]),
    ) as Record<string, Role>
  // Strafers fly as fighters: the rules say which ticked units cannot (4.14).
  const nonStrafers = ticked.filter((id) =>
    missionUnitRefusal(
      state,
      'strafe',
      id,
      option.units.find((u) => u.id === id)?.needsRole ? 'fighter' : undefined,
    ),
  )
  // A raid: FB/N fly as the player chose (bomber by default; fighter = escort); the shortest route, to edit on the map.
  const startBombing = (hex: string) => {
    const st = sortieStore.getState()
    st.startTracing(option.base, ticked, 'bombing')
    const chosen = chosenRoles()
    if (Object.keys(chosen).length) st.setTracingRoles(chosen)
    st.traceTo(hex)
  }
  // Strafers fly as fighters (4.14): FB/N roles are fighter; the route is the shortest one, to edit on the map.
  const startStrafe = (hex: string) => {
    const st = sortieStore.getState()
    st.startTracing(option.base, ticked, 'strafe')
    const roles = Object.fromEntries(
      ticked
        .filter((id) => option.units.find((u) => u.id === id)?.needsRole)
        .map((id) => [id, 'fighter' as Role]),
    )
    if (Object.keys(roles).length) st.setTracingRoles(roles)
    st.traceTo(hex)
  }
  return (
    <fieldset ref={box} className="mission-form">
      <legend>
        Plan a mission from {name}
        {hex && ` (${hex})`}
      </legend>
      <ul className="plain">
        {option.units.map((u) => {
          const row = unitRow(state, u.id)
          const on = ticked.includes(u.id)
          return (
            <li key={u.id}>
              <label>
                <input
                  type="checkbox"
                  checked={on}
                  onChange={(e) =>
                    setTicked((t) => (e.target.checked ? [...t, u.id] : t.filter((x) => x !== u.id)))
                  }
                />{' '}
                {row.name} {row.typeLabel} <ChitText notation={row.notation} reduced={row.reduced} />{' '}
                <span className="note">range {u.range}</span>
              </label>
              {u.needsRole && on && !ESCORTS_AS_FIGHTERS.includes(mission) && mission !== 'airTransport' && (
                <RoleChoice
                  unit={u.id}
                  label={row.name}
                  group="role"
                  value={roles[u.id]}
                  onChange={(r) => setRoles((x) => ({ ...x, [u.id]: r }))}
                />
              )}
            </li>
          )
        })}
        {changeBaseOnly.map((id) => {
          const row = unitRow(state, id)
          const on = ticked.includes(id)
          return (
            <li key={id}>
              <label>
                <input
                  type="checkbox"
                  checked={on}
                  onChange={(e) =>
                    setTicked((t) => (e.target.checked ? [...t, id] : t.filter((x) => x !== id)))
                  }
                />{' '}
                {row.name} {row.typeLabel} <ChitText notation={row.notation} reduced={row.reduced} />{' '}
                <span className="note">
                  {unitIsFerried(state, id)
                    ? 'ferried: Change Base only (4.6)'
                    : 'over-stacked: Change Base only (4.8)'}
                </span>
              </label>
            </li>
          )
        })}
      </ul>
      <MissionKinds base={option.base} missions={missions} value={mission} onChange={setMission} />
      {mission === 'strafe' ? (
        nonStrafers.length > 0 || overStackedTicked ? (
          <p className="note">
            Only fighter-types flying as fighters strafe (4.14)
            {overStackedTicked
              ? '; an over-stacked or ferried unit may fly only to change base (4.8, 4.6)'
              : ''}
            : untick{' '}
            {[...nonStrafers, ...ticked.filter((id) => changeBaseOnly.includes(id))]
              .map((id) => unitRow(state, id).name)
              .join(', ')}
            .
          </p>
        ) : (
          <StrafeTargets state={state} base={option.base} units={ticked} start={startStrafe} />
        )
      ) : mission === 'bombing' ? (
        <BombingTargets state={state} base={option.base} units={ticked} start={startBombing} />
      ) : mission === 'strategicRaid' ? (
        <RaidTargets state={state} base={option.base} units={ticked} roles={chosenRoles()} />
      ) : mission === 'airNaval' ? (
        <AirNavalTargets state={state} base={option.base} units={ticked} roles={chosenRoles()} />
      ) : mission === 'submarineSearch' ? (
        <SubmarineTargets state={state} base={option.base} units={ticked} roles={chosenRoles()} />
      ) : mission === 'airTransport' ? (
        <AirTransportForm state={state} option={option} units={ticked} />
      ) : mission === 'convoyInterdiction' ? (
        <ConvoyTargets state={state} base={option.base} units={ticked} roles={escortRoles()} />
      ) : mission === 'merchantInterdiction' ? (
        <MerchantTargets state={state} base={option.base} units={ticked} roles={escortRoles()} />
      ) : mission === 'fly' ? (
        <>
          {overStackedTicked && (
            <p className="note">
              An over-stacked unit may fly only to change base (4.8): choose Change Base.
            </p>
          )}
          <button
            type="button"
            className="primary"
            disabled={ticked.length === 0 || overStackedTicked}
            onClick={start}
          >
            Trace the route
          </button>
        </>
      ) : (
        <ChangeBaseForm state={state} option={option} units={ticked} roles={chosenRoles()} />
      )}
    </fieldset>
  )
}
