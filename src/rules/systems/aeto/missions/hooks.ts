// What the engine asks of the missions under way, through the registered mission table
// (registry.ts): movement, interception, air combat and the end of the Step call these and know
// no particular mission. See src/rules/README.md, "Missions".
import type { Tx } from '../engine/core'
import type {
  Action,
  BaseId,
  GameState,
  LaunchOption,
  Loc,
  Mission,
  MissionChoice,
  Pending,
  SideId,
  UnitId,
  UnitState,
} from '../types'
import type { MissionProcedure, Unavailable } from './procedure'
import { landReconPlayed } from '../engine/landRecon'
import type { MissionKind } from './types'
import { missionProcedure, missionTable } from './registry'

export { missionProcedure, missionTable } from './registry'

/** The missions an Air Offensive may fly (4.25). */
const AIR_OFFENSIVE_KINDS: readonly MissionKind[] = [
  'airNaval',
  'changeBase',
  'airTransport',
  'bombing',
  'submarineSearch',
] // a submarine search also as an Air Offensive (APTO 3.29)

/** Why `side` may not fly this mission now: the Air Offensive's limits (4.25), then the mission's own. */
export function missionUnavailable(
  t: Tx,
  m: MissionProcedure,
  side: SideId,
  bases: readonly LaunchOption[],
): Unavailable | null {
  // The Strategic Bombing Step flies raids only (APTO 2.2).
  if (t.s.strategic?.step && t.s.turn.phase === 'strategicWarfare' && !m.strategicWarfare)
    return { rule: '2.2', reason: 'The Strategic Bombing Step flies strategic bombing raids only (2.2).' }
  const offensive = t.s.offensivePhase?.current
  if (
    offensive?.kind === 'land' &&
    m.kind !== 'groundSupport' &&
    !(m.kind === 'paradrop' && t.s.scenario.options.paradrops)
  )
    return { rule: '4.22', reason: 'A Land Offensive flies ground support to its land combats (4.22).' }
  // The End Phase: ships move; aircraft fly only against those that move into their range, in the window of that move (4.1, 4.15).
  if (
    t.s.turn.phase === 'end' &&
    m.kind !== 'seaRecon' &&
    !(m.kind === 'airNaval' && (t.s.naval?.window || t.s.naval?.intensive))
  )
    return {
      rule: '4.15',
      reason:
        'In the End Phase aircraft strike only enemy ships that move into their range, as they move (4.1, 4.15).',
    }
  // A Sea Offensive moves ships; its aircraft strike only enemy ships that react, in the window of their move (4.1, 4.15).
  if (
    offensive?.kind === 'sea' &&
    offensive.side === side &&
    m.kind !== 'seaRecon' &&
    !(m.kind === 'landRecon' && landReconPlayed(t)) &&
    !(m.kind === 'airNaval' && (t.s.naval?.window || t.s.naval?.intensive))
  )
    return {
      rule: '4.15',
      reason:
        'A Sea Offensive moves ships: its aircraft strike only the enemy ships that react to it, as they move (4.1, 4.15).',
    }
  // The Air Offensive's limits are its own side's; the other side may still answer a flotilla's move (4.15).
  if (
    offensive?.kind === 'air' &&
    offensive.side === side &&
    m.kind !== 'seaRecon' &&
    !(m.kind === 'landRecon' && landReconPlayed(t))
  ) {
    // (Sea reconnaissance flies no mission: it may be made at any time of the Phase, 4.10.)
    if (!AIR_OFFENSIVE_KINDS.includes(m.kind))
      return {
        rule: '4.25',
        reason:
          'An Air Offensive flies only bombing of installations, Change Base, air transport and air-naval attacks (4.25).',
      }
    if (offensive.missions.length >= 2)
      return { rule: '4.25', reason: 'This Air Offensive has launched its two missions (4.25).' }
  }
  return m.unavailable(t, side, bases)
}

/** Every mission kind with whether `side` may fly it now, and why not (the plan decision, §3.2). */
export function missionChoices(t: Tx, side: SideId, bases: readonly LaunchOption[]): MissionChoice[] {
  return missionTable()
    .filter((m) => m.listed?.(t) ?? true)
    .map((m) => {
      const no: Unavailable | null = missionUnavailable(t, m, side, bases)
      return no
        ? { kind: m.kind, name: m.name, rule: no.rule, available: false, reason: no.reason }
        : { kind: m.kind, name: m.name, rule: m.rule, available: true }
    })
}

function* missionsWith<K extends keyof MissionProcedure>(
  t: Tx,
  hook: K,
): Generator<[Mission, MissionProcedure]> {
  for (const m of Object.values(t.s.missions)) {
    const proc = missionProcedure(m.kind)
    if (proc?.[hook]) yield [m, proc]
  }
}

/** The first mission in play that waits for a die, with what the die is for. */
function awaitingMission(t: Tx): { m: Mission; proc: MissionProcedure; ask: AwaitedMissionDie } | null {
  for (const [m, proc] of missionsWith(t, 'awaitedRoll')) {
    const ask = proc.awaitedRoll!(t, m)
    if (ask) return { m, proc, ask }
  }
  return null
}

type AwaitedMissionDie = NonNullable<ReturnType<NonNullable<MissionProcedure['awaitedRoll']>>>

/** The die a mission in play waits for (its `awaitedRoll`), and its result (`resolveRoll`). */
export const missionDie = {
  awaited(t: Tx): AwaitedMissionDie | null {
    return awaitingMission(t)?.ask ?? null
  },
  resolve(t: Tx, natural: number, source: 'seeded' | 'scripted' | 'manual'): void {
    const w = awaitingMission(t)
    if (!w) throw new Error('no mission waits for a die')
    w.proc.resolveRoll!(t, w.m, natural, source)
  },
}

/**
 * The missions' decisions at one point of the procedure, once their dice are in (`missionDie`):
 * `urgent` before the interception windows (the defender's evacuation, 4.14), `settled` once
 * nothing moves or fights (strafing attacks). 'progress' = a mission changed the state: ask again.
 */
export function missionDecision(t: Tx, when: 'urgent' | 'settled'): Pending | 'progress' | null {
  for (const [m, proc] of missionsWith(t, when)) {
    const r = proc[when]!(t, m)
    if (r) return r
  }
  return null
}

/** Carries out an action of a mission's own decision. */
export function missionAct(t: Tx, a: Action, p: Pending): void {
  const id = (p as { mission?: string }).mission
  const m = id ? t.s.missions[id] : undefined
  const proc = m ? missionProcedure(m.kind) : undefined
  if (!m || !proc?.act) throw new Error(`no mission for the decision ${p.kind}`)
  proc.act(t, a, p, m)
}

export function missionLegal(state: GameState, p: Pending): Action[] | null {
  const id = (p as { mission?: string }).mission
  const m = id ? state.missions[id] : undefined
  const proc = m ? missionProcedure(m.kind) : undefined
  return proc?.legal ? proc.legal(state, p) : null
}

/** An air combat attack was made by `attacker` at `loc` (4.14: a strafer that fought may not strafe). */
export function noteAirAttack(t: Tx, attacker: UnitId, loc: Loc): void {
  for (const [m, proc] of missionsWith(t, 'onAirAttack')) proc.onAirAttack!(t, m, attacker, loc)
}

/** Whether a mission denies `unit` the own-airbase bonus this Step (4.14, 4.18: a failed evacuation). */
export function ownAirbaseDenied(t: Tx, unit: UnitId): boolean {
  for (const [m, proc] of missionsWith(t, 'deniesOwnAirbase'))
    if (proc.deniesOwnAirbase!(t, m, unit)) return true
  return false
}

/** The mission a unit aloft flies for, with its procedure. */
function missionOfAloft(t: Tx, u: UnitState): [Mission, MissionProcedure] | null {
  const f = u.aloft ? t.s.flights[u.aloft.flight] : undefined
  const m = f ? t.s.missions[f.mission] : undefined
  const proc = m ? missionProcedure(m.kind) : undefined
  return m && proc ? [m, proc] : null
}

/** Where a unit aloft may land at the end of the Step, when its mission says (ATPs, 4.23); null: the usual bases (4.2). */
export function missionReturnBases(t: Tx, u: UnitState): BaseId[] | null {
  const own = missionOfAloft(t, u)
  return own?.[1].returnBases ? own[1].returnBases(t, own[0], u) : null
}

/** A unit aloft is about to land at `base` at the end of the Step: its mission is told (undelivered cargo, 4.23). */
export function noteLanding(t: Tx, u: UnitState, base: BaseId): void {
  const own = missionOfAloft(t, u)
  own?.[1].onLand?.(t, own[0], u.id, base)
}

/** An ATP aloft lost a point, or was eliminated, in air combat: its mission loses the cargo (4.23). */
export function noteAtpHit(t: Tx, mission: string | undefined, atp: UnitId, eliminated: boolean): void {
  const m = mission ? t.s.missions[mission] : undefined
  const proc = m ? missionProcedure(m.kind) : undefined
  if (m && proc?.onAtpHit) proc.onAtpHit(t, m, atp, eliminated)
}

/** The launch log's words for what a mission flies to do, when the mission says (4.23). */
export function missionDescription(t: Tx, m: Mission): string | null {
  return missionProcedure(m.kind)?.describe?.(t, m) ?? null
}

/** Whether a mission's decision is due before the air combat under way goes on (D-AC-ATPLOSS, 4.23). */
export function combatInterrupted(t: Tx): boolean {
  for (const [m, proc] of missionsWith(t, 'interruptsCombat')) if (proc.interruptsCombat!(t, m)) return true
  return false
}
