// The decision due now. For `plan`: pick units at a base, trace the route hex by hex on the map
// (or with the next-hex buttons), launch; or end the Air Movement Step. Every other kind has its
// dialog (dialogs/dialogForKind.tsx); a kind without one falls back to its legal actions in words.
import { CarrierStatusEntry } from './dialogs/CarrierStatusEntry'
import {
  CarrierFerry,
  CarrierInPort,
  FleetMoves,
  NavalCombatEntry,
  NavalInterceptionEntry,
} from './dialogs/NavalMovement'
import { ReconTargets } from './dialogs/NavalWindowDialog'
import { StpEmbark } from './dialogs/SeaTransportDialogs'
import { act, unitText } from './dialogs/common'
import { useEffect, useMemo, useRef, useState } from 'react'
import {
  airNavalTargetList,
  submarineSearchTargets,
  bombingTargets,
  raidTargets,
  changeBaseOnly,
  unitIsFerried,
  contextOf,
  legalActions,
  missionUnitRefusal,
  strafeTargets,
  traceLaunch,
  unitMayFlyKamikaze,
  type GameState,
  type LaunchOption,
  type MissionChoice,
  type Role,
} from '../rules/systems/aeto'
import { gameState, sortieStore, useSortie } from '../store/store'
import { describeAction } from './actionWords'
import { guarded } from './guard'
import { ChitText } from './ChitText'
import { SideBadge } from './SideBadge'
import { sideRef, unitRow } from './situation'
import { KindDialog, DIALOG_KINDS } from './dialogs/dialogForKind'
import { LastRolls } from './dialogs/LastRolls'
import { CombatSummary } from './dialogs/CombatSummary'
import { ownsEnter } from './dialogs/common'
import { startAutoplay } from './dialogs/autoplay'
import { useDialogSession } from './dialogs/session'
import { TutorialNotes } from './tutorial/TutorialNotes'
import { ChangeBaseForm } from './ChangeBaseForm'
import { AirTransportForm } from './AirTransportForm'
import { MpTable, NextHexButtons, RoleChoice } from './RouteParts'
import { ScenarioOver } from './ScenarioOver'
import { ruleSuffix } from './format'
import { logSeen } from '../rules/systems/aeto/view'
import { LandCombatResults } from './dialogs/GroundSupportDialogs'
import { StrategicResults } from './dialogs/StrategicDialogs'
import { LandReconTargets } from './dialogs/LandReconDialogs'
import { Bombardments } from './dialogs/BombardmentDialogs'
import { ConvoyTargets, InterdictionResults, MerchantTargets } from './dialogs/InterdictionDialogs'
import { FixedTransfers } from './dialogs/TransferDialogs'
import { percent } from '../rules/kernel/percent'

type PlanPending = Extract<GameState['pending'], { kind: 'plan' }>

function baseLabel(state: GameState, base: string): { name: string; hex: string | null } {
  const ctx = contextOf(state)
  const loc = ctx.baseLoc.get(base)
  return { name: ctx.baseDefs.get(base)?.name ?? base, hex: loc === undefined ? null : ctx.map.locLabel(loc) }
}

function selectBase(hex: string): void {
  const st = sortieStore.getState()
  st.select({ hex, unit: null })
  st.centreMap(hex, 'show') // pan only if it is off screen: the enemy's bases stay in view (docs/guide.md, "The camera follows the game")
}

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

/** Enemy airbases within reach: choosing one traces the shortest route to it (4.14). */
function StrafeTargets({
  state,
  base,
  units,
  start,
}: {
  state: GameState
  base: string
  units: string[]
  start: (hex: string) => void
}) {
  const targets = useMemo(() => (units.length ? strafeTargets(state, base, units) : []), [state, base, units])
  if (!units.length) return <p className="note">Tick the fighters that strafe.</p>
  if (!targets.length)
    return <p className="note">No enemy airbase is within range of the ticked units (4.14).</p>
  return (
    <div className="strafe-targets" data-testid="strafe-targets">
      <p>
        Strafe which airbase? Its units on the ground may evacuate when you arrive; then each strafer attacks
        one of them (4.14).
      </p>
      <ul className="plain">
        {targets.map((t) => (
          <li key={t.hex}>
            <button type="button" onClick={() => start(t.hex)} data-testid={`strafe-${t.hex}`}>
              {t.bases.join(', ')} {t.hex}
            </button>{' '}
            <span className="note">
              {t.ground} on the ground, {t.distance} hex{t.distance === 1 ? '' : 'es'} away
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Enemy installations within the bombers' reach: choosing one traces the shortest route to it (4.26). */
function BombingTargets({
  state,
  base,
  units,
  start,
}: {
  state: GameState
  base: string
  units: string[]
  start: (hex: string) => void
}) {
  const targets = useMemo(
    () => (units.length ? bombingTargets(state, base, units) : []),
    [state, base, units],
  )
  if (!units.length) return <p className="note">Tick the bombers, and any fighters that escort them.</p>
  if (!targets.length)
    return <p className="note">No enemy installation is within range of the ticked bombers (4.26).</p>
  return (
    <div className="strafe-targets" data-testid="bombing-targets">
      <p>
        Bomb which hex? Its units on the ground may evacuate when you arrive; after the interceptions you
        assign the bombers to its installations (4.26).
      </p>
      <ul className="plain">
        {targets.map((t) => (
          <li key={t.hex}>
            <button type="button" onClick={() => start(t.hex)} data-testid={`bomb-${t.hex}`}>
              {t.hex}: {t.installations.join(', ')}
            </button>{' '}
            <span className="note">
              {t.distance} hex{t.distance === 1 ? '' : 'es'} away
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * Enemy Strategic Targets the ticked Bombers reach (APTO 2.2, 2.3): choosing one traces the
 * shortest route, to edit on the map (over friendly bases to collect Bombers and escorts there).
 * A night raid: Bombers only, never US, never intercepted, the 2-5 column (2.8).
 */
function RaidTargets({
  state,
  base,
  units,
  roles,
}: {
  state: GameState
  base: string
  units: string[]
  roles: Record<string, Role>
}) {
  const targets = useMemo(() => (units.length ? raidTargets(state, base, units) : []), [state, base, units])
  const [night, setNight] = useState(false)
  if (!units.length)
    return (
      <p className="note">
        Tick the Bombers (B), and any fighter-types that escort them as fighters (2.0, 2.1).
      </p>
    )
  if (!targets.length)
    return (
      <p className="note">No enemy Strategic Target is within range of every ticked Bomber (2.2, 2.3).</p>
    )
  const startRaid = (hex: string) => {
    const st = sortieStore.getState()
    st.startTracing(base, units, 'strategicRaid', night)
    // Fighter-bombers and naval air escort as fighters: only Bombers bomb (2.0).
    const escorts = Object.fromEntries(Object.keys(roles).map((id) => [id, 'fighter' as Role]))
    if (Object.keys(escorts).length) st.setTracingRoles(escorts)
    st.traceTo(hex)
  }
  return (
    <div className="strafe-targets" data-testid="raid-targets">
      <p>
        Raid which Strategic Target? The route may pass over your bases to collect Bombers and escorts there;
        escorts fly as far as their range. Over the target, before any combat, Bombers are assigned to the
        target or to the Rail Capacity; after the combat they bomb in groups of your choosing, one 2d6 roll
        each (2.2, 2.5).
      </p>
      <label className="touch">
        <input
          type="checkbox"
          checked={night}
          onChange={(e) => setNight(e.target.checked)}
          data-testid="raid-night"
        />{' '}
        Night raid: Bombers only (never US), never intercepted, always the 2-5 column (2.8)
      </label>
      <ul className="plain">
        {targets.map((t) => (
          <li key={t.hex}>
            <button type="button" onClick={() => startRaid(t.hex)} data-testid={`raid-${t.hex}`}>
              {t.name} {t.hex}
            </button>{' '}
            <span className="note">
              {t.kind === 'cityResource' ? 'city/resource' : t.kind}
              {t.rail ? ', rail line' : ''}; {t.distance} MP away
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Located enemy ships the ticked bombers reach: a strike flies the shortest route there (4.10, 4.15, 4.20). */
function AirNavalTargets({
  state,
  base,
  units,
  roles,
}: {
  state: GameState
  base: string
  units: string[]
  roles: Record<string, Role>
}) {
  const targets = useMemo(
    () => (units.length ? airNavalTargetList(state, base, units) : []),
    [state, base, units],
  )
  // Kamikazes (APTO 4.20): the ticked units the scenario lets fly as such, declared here.
  const [kamikazeTicks, setKamikaze] = useState<string[]>([])
  const mayKamikaze = units.filter((id) => unitMayFlyKamikaze(state, id))
  const kamikaze = kamikazeTicks.filter((id) => mayKamikaze.includes(id))
  if (!units.length)
    return (
      <p className="note">
        Tick the bombers (naval air and fighter-bombers fly as bombers), and any fighters that escort them.
      </p>
    )
  const reachable = targets.filter((t) => t.reach.length > 0)
  if (!reachable.length)
    return <p className="note">No located enemy ship is within range of the ticked units (4.10, 4.15).</p>
  return (
    <div className="strafe-targets" data-testid="air-naval-targets">
      <p>
        Attack which located ships? Every bomber must reach them; after the interceptions you choose each
        attack, with its odds (4.20).
      </p>
      {mayKamikaze.length > 0 && (
        <fieldset className="unit-checks" data-testid="kamikaze-choice">
          <legend>Fly as Kamikazes (APTO 4.20)</legend>
          <p className="note">
            A Kamikaze ignores aborts in air combat (APTO D52), attacks at +2 and no other modifier, a fighter
            as many times as its strength (APTO D61, D62), takes its anti-aircraft hits at once (APTO D60,
            D69), and is expended after its attacks (10.7 is not in Booklet 1: default used).
          </p>
          {mayKamikaze.map((id) => (
            <label key={id} className="touch">
              <input
                type="checkbox"
                checked={kamikaze.includes(id)}
                onChange={(e) =>
                  setKamikaze(e.target.checked ? [...kamikaze, id] : kamikaze.filter((x) => x !== id))
                }
              />{' '}
              {unitText(state, id)}
            </label>
          ))}
        </fieldset>
      )}
      <ul className="plain">
        {reachable.map((t) => (
          <li key={`${t.hex}-${t.inPort}`}>
            <button
              type="button"
              data-testid={`strike-${t.hex}${t.inPort ? '-port' : ''}`}
              onClick={() =>
                act({
                  type: 'launch',
                  base,
                  units,
                  mission: 'airNaval',
                  target: t.hex,
                  ...(t.inPort ? { inPort: true } : {}),
                  ...(Object.keys(roles).length ? { roles } : {}),
                  ...(kamikaze.length ? { kamikaze } : {}),
                })
              }
            >
              Strike {t.inPort ? 'the port of ' : ''}
              {t.hex}
            </button>{' '}
            <span className="note">
              {t.ships.join(', ')}; {t.distance} MP away
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Enemy submarines at sea the ticked units reach: the search's exact chance, then one attack if found (APTO 3.29). */
function SubmarineTargets({
  state,
  base,
  units,
  roles,
}: {
  state: GameState
  base: string
  units: string[]
  roles: Record<string, Role>
}) {
  const targets = useMemo(
    () => (units.length ? submarineSearchTargets(state, base, units, roles) : []),
    [state, base, units, roles],
  )
  if (!units.length)
    return (
      <p className="note">
        Tick the searchers (bombers, fighter-bombers flying as bombers), and any fighters that escort them.
      </p>
    )
  const reachable = targets.filter((t) => t.searchers.length > 0)
  if (!reachable.length)
    return <p className="note">No enemy submarine at sea is within range of the ticked searchers (3.29).</p>
  return (
    <div className="strafe-targets" data-testid="submarine-targets">
      <p>
        Search for which submarine? Over its hex, after the interceptions, one die plus the modifiers finds it
        on 7 or more; it then takes exactly one air-naval attack. The searchers are committed whatever the
        outcome (3.29).
      </p>
      <ul className="plain">
        {reachable.map((t) => (
          <li key={t.hex}>
            <button
              type="button"
              data-testid={`search-${t.hex}`}
              onClick={() =>
                act({
                  type: 'launch',
                  base,
                  units: units.filter((id) => t.reach.includes(id)),
                  mission: 'submarineSearch',
                  target: t.hex,
                  ...(Object.keys(roles).length ? { roles } : {}),
                })
              }
            >
              Search {t.hex}
            </button>{' '}
            <span className="note" data-testid={`search-odds-${t.hex}`}>
              {t.chits === 1 ? 'a submarine' : `${t.chits} submarines`}, {t.distance} MP away;{' '}
              {t.searchers.length} searcher{t.searchers.length === 1 ? '' : 's'}: one die
              {t.odds.drm ? ` ${t.odds.drm > 0 ? '+' : '−'} ${Math.abs(t.odds.drm)}` : ''} (
              {t.odds.modifiers.map((m) => `${m.value > 0 ? '+' : ''}${m.value} ${m.label}`).join('; ') ||
                'no modifier'}
              ), found {Math.round(t.odds.chance * 6)} in 6 ({percent(t.odds.chance)})
            </span>
          </li>
        ))}
      </ul>
      {reachable.some((t) => t.reach.length < units.length) && (
        <p className="note">
          Only the ticked units that reach the submarine fly (each searcher must be within range of its hex).
        </p>
      )}
    </div>
  )
}

/** Pick the units (and FB/N roles) of a mission from one base, then start tracing its route. */
function MissionForm({
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

function PlanChooser({ state, pending }: { state: GameState; pending: PlanPending }) {
  const selectedHex = useSortie((s) => s.ui.selectedHex)
  // The plan lists the operational units; over-stacked ones may still change base (4.8).
  const extra = changeBaseOnly(state)
  const options = [
    ...pending.bases,
    ...Object.keys(extra)
      .filter((id) => !pending.bases.some((b) => b.base === id))
      .map((base) => ({ base, units: [] })),
  ]
  const count = (b: LaunchOption) => b.units.length + (extra[b.base]?.length ?? 0)
  const ready = options.filter((b) => count(b) > 0)
  // The base being planned follows the selection only onto another base with units ready: selecting
  // a unit elsewhere (in Forces, on the map) keeps the form. Every form opened this step stays
  // mounted, so a half-filled one is there again when its base is chosen again.
  const [planned, setPlanned] = useState<{ current: string | null; opened: string[] }>({
    current: null,
    opened: [],
  })
  const atSelected = ready.find((b) => baseLabel(state, b.base).hex === selectedHex)?.base ?? null
  useEffect(() => {
    if (atSelected !== null && atSelected !== planned.current)
      setPlanned((p) => ({
        current: atSelected,
        opened: p.opened.includes(atSelected) ? p.opened : [...p.opened, atSelected],
      }))
  }, [atSelected, planned.current])
  const current = atSelected ?? planned.current
  const opened = planned.opened.filter((id) => ready.some((b) => b.base === id))
  const here = ready.filter((b) => b.base === current)
  const others = ready.filter((b) => !here.includes(b))
  return (
    <>
      <ReconTargets recon={pending.recon ?? []} />
      <LandReconTargets state={state} targets={pending.landRecon} />
      <Bombardments state={state} options={pending.bombard} />
      <FleetMoves state={state} />
      <CarrierFerry state={state} />
      <CarrierInPort state={state} />
      <StpEmbark state={state} />
      <FixedTransfers state={state} />
      <NavalCombatEntry state={state} />
      <NavalInterceptionEntry state={state} />
      <CarrierStatusEntry state={state} />
      {ready
        .filter((b) => opened.includes(b.base) || b.base === current)
        .map((b) => (
          <div key={b.base} hidden={b.base !== current}>
            <MissionForm
              state={state}
              option={b}
              missions={pending.missions}
              changeBaseOnly={extra[b.base]}
            />
          </div>
        ))}
      {others.length > 0 && (
        <div className="base-picks">
          <p>
            {here.length
              ? 'Or plan from another base:'
              : 'To plan a mission, select one of your bases with units ready to launch:'}
          </p>
          <ul className="plain inline">
            {others.map((b) => {
              const { name, hex } = baseLabel(state, b.base)
              return (
                <li key={b.base}>
                  <button type="button" onClick={() => hex && selectBase(hex)} disabled={!hex}>
                    {name}
                    {hex && ` ${hex}`} <span className="note">({count(b)})</span>
                  </button>
                </li>
              )
            })}
          </ul>
        </div>
      )}
      <button
        type="button"
        onClick={() => guarded(() => sortieStore.getState().dispatch({ type: 'endStep' }))}
      >
        {state.strategic?.step
          ? 'Decline further raids'
          : state.offensivePhase?.current?.kind === 'sea'
            ? 'End the Sea Offensive'
            : state.offensivePhase?.current
              ? 'End the Air Offensive'
              : state.turn.phase === 'end'
                ? 'End your End Phase moves'
                : 'End Air Movement Step'}
      </button>
    </>
  )
}

function TracePanel({ state }: { state: GameState }) {
  const tracing = useSortie((s) => s.ui.tracing)!
  const refusal = useSortie((s) => s.ui.traceRefusal)
  const status = useMemo(
    () => traceLaunch(state, tracing.base, tracing.units, tracing.route, tracing.mission),
    [state, tracing],
  )
  const { name, hex } = baseLabel(state, tracing.base)
  const launch = () => guarded(() => sortieStore.getState().confirmTracing())
  const heading = useRef<HTMLHeadingElement>(null)
  const nextList = useRef<HTMLUListElement>(null)
  const addedByButton = useRef(false)
  const panel = useRef<HTMLElement>(null)
  // Keyboard users land in the panel when tracing starts, and stay on the next-hex buttons.
  useEffect(() => {
    if (!(document.activeElement instanceof HTMLElement) || document.activeElement === document.body)
      heading.current?.focus()
  }, [])
  useEffect(() => {
    if (!addedByButton.current) return
    addedByButton.current = false
    ;(nextList.current?.querySelector('button') ?? heading.current)?.focus()
  }, [tracing.route.length])
  const addHex = (h: string) => {
    addedByButton.current = true
    sortieStore.getState().traceTo(h)
  }

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return
      if (e.key === 'Escape') {
        e.preventDefault()
        sortieStore.getState().cancelTracing()
      } else if (e.key === 'Enter' && !ownsEnter(e.target, panel.current)) {
        e.preventDefault()
        guarded(() => sortieStore.getState().confirmTracing())
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  return (
    <section ref={panel} className="trace" aria-label="Tracing the route" data-testid="trace-panel">
      <h3 ref={heading} tabIndex={-1}>
        {tracing.mission === 'strafe'
          ? 'Tracing the strafing route'
          : tracing.mission === 'bombing'
            ? 'Tracing the bombing route'
            : tracing.mission === 'groundSupport'
              ? 'Tracing the ground support route'
              : tracing.mission === 'strategicRaid'
                ? `Tracing the raid’s route${tracing.night ? ' (night)' : ''}`
                : 'Tracing the route'}
      </h3>
      {tracing.mission === 'strategicRaid' && (
        <p className="note">
          The route ends over the Strategic Target; over a base of yours on the way you may collect Bombers
          and escorts (2.2).
        </p>
      )}
      {tracing.mission === 'strafe' && (
        <p className="note">The route ends over the enemy airbase to strafe (4.14).</p>
      )}
      {tracing.mission === 'bombing' && (
        <p className="note">The route ends over the enemy installations to bomb (4.26).</p>
      )}
      {tracing.mission === 'groundSupport' && (
        <p className="note">The route ends over the land combat hex (4.22).</p>
      )}
      <p>
        From {name}
        {hex && ` (${hex})`}: {tracing.units.map((id) => unitRow(state, id).name).join(', ')}
        {tracing.roles && Object.keys(tracing.roles).length > 0 && (
          <span className="note">
            {' '}
            —{' '}
            {Object.entries(tracing.roles)
              .map(([id, r]) => `${unitRow(state, id).name} as ${r}`)
              .join(', ')}
          </span>
        )}
      </p>
      <p data-testid="route">
        <strong>Route:</strong> {[hex ?? name, ...tracing.route].join(' → ')}
        {tracing.route.length === 0 && (
          <span className="hint">
            {' '}
            — click the next hex on the map, or a hex further on for the shortest legal path
          </span>
        )}
      </p>
      {status.error === null && (
        <>
          <MpTable rows={status.units} />
          <p data-testid="next-count">
            {status.next.length} legal next hex{status.next.length === 1 ? '' : 'es'} (4.12)
            {status.next.length > 0 && ':'}
          </p>
          <NextHexButtons hexes={status.next} onPick={addHex} listRef={nextList} />
        </>
      )}
      {status.error !== null && <p className="notice">{status.error}</p>}
      {refusal !== null && (
        <p role="alert" className="notice" data-testid="trace-refusal">
          Refused: {refusal}
        </p>
      )}
      <div className="buttons">
        <button
          type="button"
          onClick={() => sortieStore.getState().traceBack()}
          disabled={tracing.route.length === 0}
        >
          Back
        </button>
        <button
          type="button"
          onClick={() => sortieStore.getState().cancelTracing()}
          aria-keyshortcuts="Escape"
        >
          Cancel <kbd>Esc</kbd>
        </button>
        <button
          type="button"
          className="primary"
          onClick={launch}
          disabled={tracing.route.length === 0}
          aria-keyshortcuts="Enter"
        >
          Launch <kbd>Enter</kbd>
        </button>
      </div>
    </section>
  )
}

/** Defensive: the legal actions of a pending kind that has no dialog (none today), in words. */
function FallbackChooser({ state }: { state: GameState }) {
  const actions = useMemo(() => legalActions(state, { maxSubsetUnits: 6 }), [state])
  const [choice, setChoice] = useState(0)
  useEffect(() => setChoice(0), [actions])
  if (actions.length === 0) return <p className="hint">No action is possible.</p>
  const play = (i: number) => guarded(() => sortieStore.getState().dispatch(actions[i]))
  return (
    <div className="fallback" data-testid="fallback-chooser">
      <p className="note">Legal choices:</p>
      {actions.length <= 10 ? (
        <ul className="plain choices">
          {actions.map((a, i) => (
            <li key={i}>
              <button type="button" onClick={() => play(i)}>
                {describeAction(state, a)}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <div className="choices">
          <label>
            Choice ({actions.length})
            <select value={choice} onChange={(e) => setChoice(Number(e.target.value))}>
              {actions.map((a, i) => (
                <option key={i} value={i}>
                  {describeAction(state, a)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="primary" onClick={() => play(choice)}>
            Do it
          </button>
        </div>
      )}
    </div>
  )
}

export function DecisionPanel() {
  const state = useSortie(gameState)
  const tracing = useSortie((s) => s.ui.tracing !== null)
  const violation = useSortie((s) => s.lastViolation)
  const cursor = useSortie((s) => s.game?.cursor ?? 0)
  useEffect(() => startAutoplay(), [])
  if (!state) return null
  const p = state.pending
  if (p.kind === 'over')
    return (
      <ScenarioOver state={state}>
        <InterdictionResults state={state} />
        <TutorialNotes />
        <BotReasoning />
      </ScenarioOver>
    )
  const side = sideRef(state, p.side)
  return (
    <section className="panel-section decision" aria-labelledby="decision-heading" data-testid="decision">
      <h2 id="decision-heading">
        <SideBadge side={side} /> {side.name} to decide
      </h2>
      <p className="prompt">
        {p.prompt}
        {ruleSuffix(p.prompt, p.rule) && <span className="rule">{ruleSuffix(p.prompt, p.rule)}</span>}
      </p>
      {violation && (
        <p role="alert" className="notice">
          {violation.rule === 'internal error'
            ? `${violation.message} `
            : `Not allowed: ${violation.message}${ruleSuffix(violation.message, violation.rule)} `}
          <button type="button" className="link" onClick={() => sortieStore.getState().clearViolation()}>
            Dismiss
          </button>
        </p>
      )}
      <LastRolls />
      <TutorialNotes />
      <CombatSummary />
      <LandCombatResults state={state} />
      <InterdictionResults state={state} />
      <StrategicResults state={state} />
      {(p.kind === 'plan' || p.kind === 'groundSupport') && tracing ? (
        <TracePanel state={state} />
      ) : p.kind === 'plan' ? (
        <PlanChooser key={`${state.turn.phase}@${state.turn.step}`} state={state} pending={p} />
      ) : DIALOG_KINDS.includes(p.kind) ? (
        <KindDialog key={cursor} />
      ) : (
        <FallbackChooser state={state} />
      )}
      <BotReasoning />
    </section>
  )
}

/** The automatic opponent's reasoning for its last decisions (newest first). */
function BotReasoning() {
  const log = useDialogSession((s) => s.botLog)
  const stopped = useDialogSession((s) => s.botStopped)
  const cursor = useSortie((s) => s.game?.cursor ?? 0)
  const viewer = useSortie((s) => s.ui.viewer ?? null)
  const game = useSortie((s) => s.game)
  const last = Object.keys(log)
    .map(Number)
    .filter((k) => k < cursor)
    .sort((a, b) => b - a)
    .slice(0, 3)
    .reverse() // the last three, read oldest first
  // The view's log: a secret choice's reasoning stays hidden from the other side until revealed.
  const seen = game && last.length ? logSeen({ ...game, bot: log, from: last[0], upTo: cursor }, viewer) : []
  const shown = last.map((k) => [k, seen.find((a) => a.index === k)?.bot ?? []] as const)
  if (shown.length === 0 && !stopped) return null
  return (
    <section className="bot-reasoning" aria-label="Automatic opponent" data-testid="bot-reasoning">
      {stopped && (
        <p role="alert" className="notice">
          {stopped}
        </p>
      )}
      {shown.map(([k, evs]) => (
        <ul key={k} className="plain">
          {evs.map((e, i) => (
            <li key={i}>
              Bot: {e.text}{' '}
              {ruleSuffix(e.text, e.rule) && <span className="rule">{ruleSuffix(e.text, e.rule)}</span>}
            </li>
          ))}
        </ul>
      ))}
    </section>
  )
}
