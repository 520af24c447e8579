// Steps E (Flak, 14.4e–f) and F (the barrage's result, 14.7) of the mission sequence (14.2f): the
// engine's state mapped onto the fire modules' input (fire/flak.ts, fire/barrage.ts), their dice
// drawn from the game's dice source (or asked in a `roll` decision when the dice are manual), each
// cell the players' charts leave empty asked in a `chartLookup` decision whose answer is kept in
// the mission (`fire.answers`), so a replay reads the same cells. The charts are those the scenario
// carries, entered by the players, or else Sortie's placeholders (chartsInPlay.ts), whose cells the
// seed does not fix are read off the players' own chart.
import { chartAskText, chartPrompt, type ChartQuestion } from '../../kernel/chartLookup'
import type { SideId } from '../../kernel/ids'
import { draw, type Step } from './airCombat'
import { answerKey } from './charts/chartCell'
import { BARRAGE_SHIFTS_ID } from './charts/barrageShifts'
import { BARRAGE_TABLE_ID, HALF_RESULTS_ID } from './charts/barrageTable'
import { FLAK_MODIFIERS_ID } from './charts/flakModifiers'
import { MISSION_LOSS_ID } from './charts/missionLoss'
import { chartInPlay } from './chartsInPlay'
import type { OcsAirType as FireAirType, OcsMission as FireMission } from './fire/airTypes'
import { rollBarrage, type BarrageAircraft, type BarrageRoll } from './fire/barrage'
import { flakApplies, flakStepLoss, missionLoss, rollFlak, type FlakAircraft } from './fire/flak'
import { distance } from '../../kernel/hex'
import type { OcsAirType, OcsEvent, OcsFire, OcsMissionType, OcsState } from './types'
import { baseAt, counter, enemyOf, inPatrolZone, nameOf, ratings, sideName } from './world'

/** The engine's missions as the fire modules name them (14.2e). */
export const FIRE_MISSION: Readonly<Record<OcsMissionType, FireMission>> = {
  sweep: 'fighterSweep',
  barrage: 'barrage',
  hipShoot: 'hipShoot',
  transfer: 'baseTransfer',
  transport: 'airTransport',
  drop: 'airDrop',
  trainbusting: 'trainbusting',
}

const FIRE_TYPE: Readonly<Record<OcsAirType, FireAirType>> = {
  F: 'fighter',
  T: 'tactical',
  S: 'strategic',
  Tpt: 'transport',
}

/** Whether the mission draws Flak (and may be intercepted): 14.4a, 14.5. */
export function flakEligible(s: OcsState, m: { type: OcsMissionType; side: SideId; hex: string }): boolean {
  return flakApplies(FIRE_MISSION[m.type], inPatrolZone(s, enemyOf(s, m.side), m.hex))
}

export function withFire(s: OcsState, patch: Partial<OcsFire>): OcsState {
  const m = s.mission!
  return { ...s, mission: { ...m, fire: { ...m.fire, ...patch } } }
}

export function rollDue(s: OcsState, side: SideId, count: number, what: string, rule: string): Step {
  return {
    state: s,
    pending: {
      kind: 'roll',
      side,
      rule,
      prompt: `${sideName(s, side)}: roll ${count === 1 ? 'one die' : `${count} dice`} for ${what} (${rule}).`,
      count,
      what,
    },
  }
}

export function lookupDue(s: OcsState, q: ChartQuestion, side: SideId, ev: OcsEvent[]): Step {
  ev.push({ type: 'chartAsk', text: chartAskText(q), rule: q.rule })
  return {
    state: s,
    pending: {
      kind: 'chartLookup',
      side,
      rule: q.rule,
      prompt: chartPrompt(q),
      chart: q,
    },
  }
}

function flakAircraft(s: OcsState, ids: readonly string[]): FlakAircraft[] {
  return ids.map((id) => ({
    id,
    name: nameOf(s, id),
    types: counter(s, id).types.map((t) => FIRE_TYPE[t]),
    steps: s.aircraft[id].steps >= 2 ? 2 : 1,
    barrage: ratings(s, id).barrage,
  }))
}

/**
 * Step E: the enemy rolls Flak against the mission (14.4e); a modified 11 or more costs one step,
 * which the Mission Loss Table assigns (14.4f). Returns the next decision, or the state with
 * Flak over (`fire.flakDone`).
 */
export function stepFlak(s: OcsState, ev: OcsEvent[]): Step {
  const m = s.mission!
  const enemy = enemyOf(s, m.side)
  const what = `Flak against mission ${m.n} over ${m.hex}`
  if (!m.fire.flakDice) {
    const d = draw(s, 2)
    if (!d) return rollDue(s, enemy, 2, what, '14.4e')
    s = withFire(d.state, { flakDice: d.values })
  }
  const f = s.mission!.fire
  const planes = flakAircraft(s, m.aircraft)
  if (f.flakHit === null) {
    const r = rollFlak(
      chartInPlay(s.scenario, FLAK_MODIFIERS_ID),
      {
        mission: FIRE_MISSION[m.type],
        aircraft: planes,
        inEnemyPatrolZone: inPatrolZone(s, enemy, m.hex),
        side: enemy,
      },
      [f.flakDice![0], f.flakDice![1]],
      s.dice.mode,
      f.answers,
    )
    if (r.status === 'ask') return lookupDue(s, r.question, enemy, ev)
    if (r.status === 'refused') throw new Error(`Flak (${r.rule}): ${r.message}`)
    if (r.status === 'none') {
      ev.push({ type: 'flak', text: `E) ${r.text}`, rule: '14.4a' })
      return { state: withFire(s, { flakHit: false, flakDone: true }) }
    }
    ev.push({ type: 'flak', text: `E) ${r.text}`, rule: '14.4e', side: enemy })
    s = withFire(s, { flakHit: r.hit, flakDone: !r.hit })
    if (!r.hit) return { state: s }
  }
  const g = s.mission!.fire
  const loss = missionLoss(
    chartInPlay(s.scenario, MISSION_LOSS_ID),
    planes,
    g.lossDie ?? undefined,
    m.side,
    s.dice.mode,
    g.answers,
  )
  if (loss.status === 'rollDie') {
    const d = draw(s, 1)
    if (!d) return rollDue(s, m.side, 1, `the Mission Loss Table of mission ${m.n}`, '14.4f')
    return stepFlak(withFire(d.state, { lossDie: d.values[0] }), ev)
  }
  if (loss.status === 'ask') return lookupDue(s, loss.question, m.side, ev)
  if (loss.status === 'refused') throw new Error(`Mission Loss Table (${loss.rule}): ${loss.message}`)
  ev.push({ type: 'missionLoss', text: `E) ${loss.text}`, rule: '14.4f', side: m.side })
  if (loss.candidates.length === 1) return { state: takeFlakLoss(s, loss.candidates[0], ev) }
  return {
    state: s,
    pending: {
      kind: 'flakLoss',
      side: m.side,
      rule: '14.4f',
      prompt: `${sideName(s, m.side)} chooses which of ${loss.candidates.map((id) => nameOf(s, id)).join(', ')} takes the Flak loss (14.4f).`,
      choices: loss.candidates,
    },
  }
}

/** The aircraft loses a step: reduced, it finishes the mission; its last step, it is eliminated (14.1b, 14.4f). */
export function takeFlakLoss(s: OcsState, id: string, ev: OcsEvent[]): OcsState {
  const m = s.mission!
  const x = s.aircraft[id]
  const l = flakStepLoss({ name: nameOf(s, id), steps: x.steps >= 2 ? 2 : 1 })
  ev.push({ type: 'flakLoss', text: `E) ${l.text}`, rule: '14.4f', side: m.side })
  return {
    ...s,
    aircraft: {
      ...s.aircraft,
      [id]: { ...x, steps: l.steps, ...(l.eliminated ? { flying: null } : {}) },
    },
    mission: {
      ...m,
      aircraft: l.eliminated ? m.aircraft.filter((a) => a !== id) : m.aircraft,
      fire: { ...m.fire, flakDone: true },
    },
  }
}

/** What the result means for the target stack: the ground effect is the players' to apply (10.0). */
function groundEffect(r: Extract<BarrageRoll, { status: 'done' }>, hex: string): string {
  if (!r.disorganized && r.steps === 0) return `no effect on the stack in ${hex}.`
  const loss = r.steps ? `${r.steps} step loss${r.steps === 1 ? '' : 'es'} and ` : ''
  return `${loss}DG to the stack in ${hex}, applied by the players (the ground units are outside the air rules, 10.0).`
}

/**
 * Step F of a barrage: the mission's barrage points on the Barrage Table, its shifts, the two dice
 * and, for a half result, one more die (14.7). Returns the next decision, or (no `pending`) the
 * state once the result is logged.
 */
export function stepBarrage(s: OcsState, ev: OcsEvent[]): Step {
  const m = s.mission!
  const what = `the barrage of ${m.hex} (mission ${m.n})`
  if (!m.fire.barrageDice) {
    const d = draw(s, 2)
    if (!d) return rollDue(s, m.side, 2, what, '14.7')
    s = withFire(d.state, { barrageDice: d.values })
  }
  const f = s.mission!.fire
  const aircraft: BarrageAircraft[] = m.aircraft.map((id) => ({
    id,
    name: nameOf(s, id),
    types: counter(s, id).types.map((t) => FIRE_TYPE[t]),
    barrage: ratings(s, id).barrage,
    distanceFromBase: distance(s.aircraft[id].base, m.hex, s.scenario.map),
  }))
  const re = baseAt(s, m.hex)?.re
  // A correct spotter (10.0b) the players name in the scenario; a Strategic Bomber makes the
  // barrage unspotted all the same (14.1e A, read by the Barrage module).
  const spotted = (s.scenario.spotters?.[m.side] ?? []).includes(m.hex)
  const r = rollBarrage(
    {
      table: chartInPlay(s.scenario, BARRAGE_TABLE_ID),
      shifts: chartInPlay(s.scenario, BARRAGE_SHIFTS_ID),
      half: chartInPlay(s.scenario, HALF_RESULTS_ID),
    },
    {
      kind: m.type === 'hipShoot' ? 'hipShoot' : 'barrage',
      aircraft,
      spotted,
      ...(m.type === 'hipShoot' ? { hipShootNationality: !!counter(s, m.aircraft[0]).hipShoot } : {}),
      ...(re !== undefined ? { targetRE: re } : {}),
      side: m.side,
    },
    [f.barrageDice![0], f.barrageDice![1]],
    { source: s.dice.mode, answers: f.answers, ...(f.halfDie !== null ? { halfDie: f.halfDie } : {}) },
  )
  if (r.status === 'ask') return lookupDue(s, r.question, m.side, ev)
  if (r.status === 'refused') throw new Error(`Barrage (${r.rule}): ${r.message}`)
  if (r.status === 'rollHalfDie') {
    const d = draw(s, 1)
    if (!d) return rollDue(s, m.side, 1, `the half result of ${what}`, '14.7')
    return stepBarrage(withFire(d.state, { halfDie: d.values[0] }), ev)
  }
  ev.push({ type: 'barrage', text: `F) ${r.text}`, rule: '14.7', side: m.side })
  ev.push({
    type: 'barrageEffect',
    text: `F) The barrage's result "${r.result}"${r.halfDie !== undefined ? ` (its half ${r.steps ? 'rounded up' : 'rounded down'})` : ''} means ${groundEffect(r, m.hex)}`,
    rule: '14.7',
    side: m.side,
  })
  return { state: s }
}

/** The dice of a `roll` decision during steps E or F go where the next roll is due. */
export function withFireDice(s: OcsState, values: number[]): OcsState {
  const f = s.mission!.fire
  if (s.mission!.type === 'drop' && s.mission!.step === 'F')
    return withFire(s, { dropDice: [...(f.dropDice ?? []), values] })
  if (s.mission!.step === 'E') {
    if (!f.flakDice) return withFire(s, { flakDice: values })
    return withFire(s, { lossDie: values[0] })
  }
  if (!f.barrageDice) return withFire(s, { barrageDice: values })
  return withFire(s, { halfDie: values[0] })
}

/**
 * Why an answer read off the players' chart cannot hold for this mission, or null: the Mission Loss
 * Table names the n-th mission aircraft, so "#4" on a mission of three is refused (14.4f).
 */
export function fireAnswerProblem(s: OcsState, q: ChartQuestion, result: string): string | null {
  const m = s.mission
  if (!m || q.table !== MISSION_LOSS_ID || !/^#\d+$/.test(result)) return null
  const n = Number(result.slice(1))
  return n > m.aircraft.length
    ? `result: got "${result}", expected #1 … #${m.aircraft.length}, weakest or strongest (a mission of ${m.aircraft.length} aircraft, 14.4f).`
    : null
}

/** A cell read off the player's own chart is kept, for this mission's rolls and its replay. */
export function withFireAnswer(s: OcsState, q: ChartQuestion, result: string): OcsState {
  return withFire(s, { answers: { ...s.mission!.fire.answers, [answerKey(q)]: result } })
}
