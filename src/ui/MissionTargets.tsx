// The mission-specific target pickers of the plan: enemy airbases to strafe (4.14), installations to
// bomb, strategic raid targets, located enemy ships and submarines at sea, each with what the ticked
// units reach and, where there is one, the exact chance.
import { act, unitText } from './dialogs/common'
import { useMemo, useState } from 'react'
import {
  airNavalTargetList,
  submarineSearchTargets,
  bombingTargets,
  raidTargets,
  strafeTargets,
  unitMayFlyKamikaze,
  type GameState,
  type Role,
} from '../rules/systems/aeto'
import { sortieStore } from '../store/store'
import { percent } from '../rules/kernel/percent'

/** Enemy airbases within reach: choosing one traces the shortest route to it (4.14). */
export function StrafeTargets({
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
export function BombingTargets({
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
export function RaidTargets({
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
export function AirNavalTargets({
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
export function SubmarineTargets({
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
