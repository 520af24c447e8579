// The mission registry (spec §3.2): every mission kind of the mission table, in the order the plan
// dialog lists them. The engine reaches a mission only through the hooks of its procedure module
// (procedure.ts); adding a mission means adding a module here, not touching movement,
// interception or combat. See src/rules/README.md, "Missions".
import { refuse, type Tx } from '../engine/core'
import { drawDie } from '../dice'
import { chartAnswerProblem, chartPrompt } from '../kernel/chartLookup'
import type {
  Action,
  ActionType,
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
import { changeBase } from './changeBase'
import { fly } from './fly'
import type { MissionProcedure, Unavailable } from './procedure'
import { strafe } from './strafe'
import { bombing } from './bombing'
import { groundSupport } from './groundSupport'
import { airNaval } from './airNaval'
import { paradrop } from './paradrop'
import { airTransport } from './airTransport'
import { submarineSearch } from './submarineSearch'
import { navalBombardment } from './navalBombardment'
import { strategicRaid } from './strategicRaid'
import { reconTargets } from '../engine/seaRecon'
import { landReconPlayed, landReconUnavailable } from '../engine/landRecon'
import type { MissionKind } from './types'
import { convoyInterdiction } from './convoyInterdiction'
import { merchantInterdiction } from './merchantInterdiction'

const OFFENSIVE = 'offensive'

/** A mission of the table that this version lists but does not fly yet. */
function notYet(
  kind: MissionKind,
  name: string,
  rule: string,
  phaseReason: (phase: string) => Unavailable | null,
  issue: string,
): MissionProcedure {
  return {
    kind,
    name,
    rule,
    unavailable(t) {
      return phaseReason(t.s.turn.phase) ?? { rule, reason: `Sortie does not fly ${issue} yet.` }
    },
  }
}

const onlyInOffensive = (what: string, rule: string) => (phase: string) =>
  phase === OFFENSIVE ? null : { rule, reason: `${what} is flown only in the Offensive Phase (${rule}).` }

export const MISSIONS: readonly MissionProcedure[] = [
  fly,
  strafe,
  changeBase,
  airNaval,
  airTransport,
  bombing,
  groundSupport,
  paradrop,
  strategicRaid,
  {
    kind: 'seaRecon',
    name: 'Sea reconnaissance',
    rule: '4.10',
    unavailable(t, side) {
      if (t.s.turn.phase === 'strategicWarfare')
        return {
          rule: '4.10',
          reason: 'Sea reconnaissance is made in the Naval and Air, Offensive and End Phases (4.10).',
        }
      if (!reconTargets(t, side).length)
        return {
          rule: '4.10',
          reason:
            'No enemy ship that is not located yet (and not tried this Phase) is within range of an uncommitted, supplied combat unit at base (4.10).',
        }
      return null
    },
    plan() {
      return refuse(
        '4.10',
        'Sea reconnaissance flies no mission: the units are not moved. Use the "reconnoitre" action with the target and the units (4.10).',
      )
    },
  },
  landRecon(
    notYet(
      'landRecon',
      'Land reconnaissance',
      '4.11',
      onlyInOffensive('Land reconnaissance', '4.11'),
      'land reconnaissance',
    ),
  ),
  submarineSearch, // listed only in an APTO game with submarines (3.29)
  navalBombardment, // never listed: ships bombard in a Sea Offensive (3.28); its record shares bombing's procedure
  convoyInterdiction,
  merchantInterdiction,
]

/** Land reconnaissance (4.11; engine/landRecon.ts): no mission either, a `reconnoitreLand` action; greyed as before when the scenario does not play it. */
function landRecon(before: MissionProcedure): MissionProcedure {
  return {
    ...before,
    unavailable(t, side, bases) {
      // Outside the Offensive Phase the reason is the one it always gave (the same state for saves that do not play it).
      if (!landReconPlayed(t) || t.s.turn.phase !== 'offensive') return before.unavailable(t, side, bases)
      const why = landReconUnavailable(t, side)
      return why ? { rule: '4.11', reason: why } : null
    },
    plan() {
      return refuse(
        '4.11',
        'Land reconnaissance flies no mission: the unit is not moved. Use the "reconnoitreLand" action with the hex and the unit (4.11).',
      )
    },
  }
}

const BY_KIND = new Map<string, MissionProcedure>(MISSIONS.map((m) => [m.kind, m]))

export function missionProcedure(kind: unknown): MissionProcedure | undefined {
  return typeof kind === 'string' ? BY_KIND.get(kind) : undefined
}

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
  return MISSIONS.filter((m) => m.listed?.(t) ?? true).map((m) => {
    const no: Unavailable | null = missionUnavailable(t, m, side, bases)
    return no
      ? { kind: m.kind, name: m.name, rule: no.rule, available: false, reason: no.reason }
      : { kind: m.kind, name: m.name, rule: m.rule, available: true }
  })
}

/** The pending kinds the missions add, with the actions each accepts. */
export const MISSION_DECISIONS: Readonly<Record<string, ActionType[]>> = Object.assign(
  { chartLookup: ['chartResult'] }, // any mission's roll on a cell the players' table leaves empty (chartRoll.ts)
  ...MISSIONS.map((m) => m.decisions ?? {}),
)

/** A mission waits for the result of a roll read off the players' own chart (design §8). */
function chartDecision(t: Tx): Pending | null {
  for (const m of Object.values(t.s.missions)) {
    const q = m.chart
    if (!q || q.answer !== undefined) continue
    return {
      kind: 'chartLookup',
      side: q.side,
      mission: m.id,
      chart: q,
      rule: q.rule,
      prompt: chartPrompt(q),
    }
  }
  return null
}

function* missionsWith<K extends keyof MissionProcedure>(
  t: Tx,
  hook: K,
): Generator<[Mission, MissionProcedure]> {
  for (const m of Object.values(t.s.missions)) {
    const proc = BY_KIND.get(m.kind)
    if (proc?.[hook]) yield [m, proc]
  }
}

/** A mission's die to roll, drawn from the dice source, or the roll decision when dice are manual. */
function missionDie(t: Tx, m: Mission, proc: MissionProcedure): Pending | 'progress' | null {
  const ask = proc.awaitedRoll?.(t, m)
  if (!ask) return null
  const d = drawDie(t.s.dice)
  if (!d)
    return {
      kind: 'roll',
      side: ask.side,
      purpose: ask.purpose,
      sides: 6,
      rule: ask.rule,
      prompt: ask.prompt,
    }
  t.s.dice = d.dice
  proc.resolveRoll!(t, m, d.value, d.source)
  return 'progress'
}

/**
 * The missions' decisions at one point of the procedure: `urgent` before the interception windows
 * (the defender's evacuation, 4.14), `settled` once nothing moves or fights (strafing attacks).
 * 'progress' = a mission changed the state: ask again.
 */
export function missionDecision(t: Tx, when: 'urgent' | 'settled'): Pending | 'progress' | null {
  const chart = chartDecision(t)
  if (chart) return chart
  for (const [m, proc] of missionsWith(t, 'awaitedRoll')) {
    const r = missionDie(t, m, proc)
    if (r) return r
  }
  for (const [m, proc] of missionsWith(t, when)) {
    const r = proc[when]!(t, m)
    if (r) return r
  }
  return null
}

/** A die entered by a player for a mission's roll. False when no mission waits for one. */
export function missionRoll(t: Tx, natural: number): boolean {
  for (const [m, proc] of missionsWith(t, 'awaitedRoll')) {
    if (!proc.awaitedRoll!(t, m)) continue
    proc.resolveRoll!(t, m, natural, 'manual')
    return true
  }
  return false
}

/** Carries out an action of a mission's own decision. */
export function missionAct(t: Tx, a: Action, p: Pending): void {
  const id = (p as { mission?: string }).mission
  const m = id ? t.s.missions[id] : undefined
  const proc = m ? BY_KIND.get(m.kind) : undefined
  if (a.type === 'chartResult' && p.kind === 'chartLookup' && m?.chart && proc?.resumeChart) {
    const why = chartAnswerProblem(m.chart, a.result)
    if (why) refuse(m.chart.rule, why)
    m.chart.answer = a.result
    proc.resumeChart(t, m)
    if (m.chart) throw new Error(`mission ${m.id} did not read the answer to its chart question`)
    return
  }
  if (!m || !proc?.act) throw new Error(`no mission for the decision ${p.kind}`)
  proc.act(t, a, p, m)
}

export function missionLegal(state: GameState, p: Pending): Action[] | null {
  const id = (p as { mission?: string }).mission
  const m = id ? state.missions[id] : undefined
  const proc = m ? BY_KIND.get(m.kind) : undefined
  if (p.kind === 'chartLookup')
    return p.chart.outcomes.map((result): Action => ({ type: 'chartResult', side: p.side, result }))
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
  const proc = m ? BY_KIND.get(m.kind) : undefined
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
  const proc = m ? BY_KIND.get(m.kind) : undefined
  if (m && proc?.onAtpHit) proc.onAtpHit(t, m, atp, eliminated)
}

/** The launch log's words for what a mission flies to do, when the mission says (4.23). */
export function missionDescription(t: Tx, m: Mission): string | null {
  return BY_KIND.get(m.kind)?.describe?.(t, m) ?? null
}

/** Whether a mission's decision is due before the air combat under way goes on (D-AC-ATPLOSS, 4.23). */
export function combatInterrupted(t: Tx): boolean {
  for (const [m, proc] of missionsWith(t, 'interruptsCombat')) if (proc.interruptsCombat!(t, m)) return true
  return false
}
