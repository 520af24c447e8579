// Flak (14.4). In step E of the mission sequence the enemy rolls two dice for the mission; the
// modified result of 11 or more kills one mission aircraft step (14.4e), which the Mission Loss
// Table assigns (14.4f); a Transport mission then recalculates its load and loses what exceeds it,
// rounding in favour of the cargo (14.4g). Which missions draw Flak is 14.4a; supply never matters
// (14.4b). The modifiers come from the players' Flak chart (charts/flakModifiers.ts), a missing
// line being read off their own chart, and the Flak points of the game's own data (printed map
// Flak, ships). Each function returns the numbers and a log sentence citing the rule.
import type { ChartQuestion } from '../../../kernel/chartLookup'
import { provenanceNote, readingOf, type Table, type TableReading } from '../../../kernel/tables'
import { readCell, type ChartAnswers } from '../charts/chartCell'
import {
  FLAK_OTHER_PREFIX,
  HQ_IN_HEX,
  PZ_FIGHTER,
  PZ_NO_FIGHTER,
  sizeRow,
  TRAINBUSTING,
} from '../charts/flakModifiers'
import { signedValue } from '../charts/signedValues'
import { MISSION_MAX_AIRCRAFT, namesOf, type OcsAirType, type OcsMission, type Term } from './airTypes'

/** "If the modified result is 11 or more, one mission aircraft step is lost" (14.4e). */
export const FLAK_HITS_ON = 11

/** A mission aircraft as Flak reads it. */
export interface FlakAircraft {
  id: string
  name: string
  types: readonly OcsAirType[]
  /** 2: full strength; 1: reduced (14.1b). */
  steps: 1 | 2
  /** Barrage strength on its current side ("weakest", "strongest" on the Mission Loss Table). */
  barrage: number
}

/** What Flak needs to know of a mission. */
export interface FlakSituation {
  mission: OcsMission
  /** The mission aircraft, in the order the mission player listed them; never gliders (14.10e F) nor non-mission aircraft (14.4d). */
  aircraft: readonly FlakAircraft[]
  /** The target hex lies in an enemy Patrol Zone (14.4c). */
  inEnemyPatrolZone: boolean
  /** The target hex holds an HQ (a line of the players' Flak chart). */
  hqInHex?: boolean
  /** The other lines of the players' Flak chart that hold (their `other:…` keys). */
  otherLines?: readonly string[]
  /** Flak points of the game's own data: printed map Flak, ships' Flak ratings… (14.4e "the Flak Points affecting the mission"). */
  flakPoints?: readonly Term[]
  /** The side that rolls Flak, and reads its chart. */
  side: string
}

/** Whether the mission draws Flak (14.4a). */
export function flakApplies(mission: OcsMission, inEnemyPatrolZone: boolean): boolean {
  switch (mission) {
    case 'barrage':
    case 'hipShoot':
    case 'trainbusting':
      return true
    case 'airTransport':
    case 'airDrop':
    case 'baseTransfer':
      return inEnemyPatrolZone
    case 'fighterSweep':
    case 'interception':
      return false
  }
}

const MISSION_WORDS: Readonly<Record<OcsMission, string>> = {
  interception: 'an Interception',
  fighterSweep: 'a Fighter Sweep',
  barrage: 'a Barrage',
  hipShoot: 'a Hip Shoot',
  trainbusting: 'a Trainbusting mission',
  airTransport: 'an Air Transport mission',
  airDrop: 'an Air Drop',
  baseTransfer: 'a Base Transfer',
}

export type FlakRoll =
  | { status: 'none'; text: string }
  | { status: 'refused'; rule: string; message: string }
  | { status: 'ask'; question: ChartQuestion }
  | {
      status: 'done'
      dice: [number, number]
      natural: number
      modifiers: Term[]
      total: number
      /** One mission aircraft step is lost. */
      hit: boolean
      table: TableReading
      text: string
    }

/** The chart lines that apply to the mission, in the chart's order (14.4e). */
export function flakLines(s: FlakSituation): string[] {
  const fighter = s.aircraft.some((a) => a.types.includes('fighter'))
  return [
    sizeRow(s.aircraft.length),
    ...(s.inEnemyPatrolZone ? [fighter ? PZ_FIGHTER : PZ_NO_FIGHTER] : []),
    ...(s.hqInHex ? [HQ_IN_HEX] : []),
    ...(s.mission === 'trainbusting' ? [TRAINBUSTING] : []),
    ...(s.otherLines ?? []),
  ]
}

/**
 * The Flak roll of a mission: the dice, the modifiers of the chart (each missing line is asked,
 * one at a time, from the players' own chart) and the Flak points, against 11 (14.4e).
 */
export function rollFlak(
  chart: Table,
  s: FlakSituation,
  dice: [number, number],
  source: ChartQuestion['source'] = 'seeded',
  answers: ChartAnswers = {},
): FlakRoll {
  if (!flakApplies(s.mission, s.inEnemyPatrolZone))
    return {
      status: 'none',
      text: `No Flak: ${MISSION_WORDS[s.mission]} ${s.mission === 'fighterSweep' || s.mission === 'interception' ? 'never draws Flak' : 'outside an enemy Patrol Zone draws no Flak'} (14.4a).`,
    }
  if (s.aircraft.length < 1 || s.aircraft.length > MISSION_MAX_AIRCRAFT)
    return {
      status: 'refused',
      rule: '14.2a',
      message: `aircraft: got ${s.aircraft.length} mission aircraft, expected 1 to ${MISSION_MAX_AIRCRAFT} (14.2a).`,
    }
  const unknown = (s.otherLines ?? []).find(
    (k) => !k.startsWith(FLAK_OTHER_PREFIX) || !chart.rows.some((r) => r.key === k),
  )
  if (unknown !== undefined)
    return {
      status: 'refused',
      rule: '14.4e',
      message: `otherLines: got ${JSON.stringify(unknown)}, expected a line of the Flak chart in play (${
        chart.rows
          .filter((r) => r.key.startsWith(FLAK_OTHER_PREFIX))
          .map((r) => `"${r.key}"`)
          .join(', ') || 'it has none of its own'
      }).`,
    }
  const natural = dice[0] + dice[1]
  const modifiers: Term[] = []
  for (const row of flakLines(s)) {
    const label = chart.rows.find((r) => r.key === row)?.label ?? row
    const read = readCell(
      chart,
      row,
      'value',
      { dice, source, modifiers: [...modifiers], what: `Flak against ${namesOf(s.aircraft)}`, side: s.side },
      answers,
    )
    if (read.status === 'ask') return { status: 'ask', question: read.question }
    if (read.status === 'refused') return { status: 'refused', rule: '14.4e', message: read.message }
    modifiers.push({
      label,
      value: signedValue(read.cell),
      rule: '14.4e',
      ...(read.reading.fromChart ? { fromChart: true as const } : {}),
    })
  }
  modifiers.push(...(s.flakPoints ?? []))
  const total = natural + modifiers.reduce((a, m) => a + m.value, 0)
  const hit = total >= FLAK_HITS_ON
  const terms = modifiers
    .map(
      (m) =>
        ` ${m.value < 0 ? '−' : '+'} ${Math.abs(m.value)} (${m.label}${m.fromChart ? ', from your own chart' : ''}, ${m.rule})`,
    )
    .join('')
  return {
    status: 'done',
    dice,
    natural,
    modifiers,
    total,
    hit,
    table: readingOf(chart),
    text: `Flak against ${namesOf(s.aircraft)}: roll ${dice[0]} + ${dice[1]} = ${natural}${terms} = ${total}${provenanceNote(chart) ? ` — Flak modifiers${provenanceNote(chart)}` : ''}: ${hit ? `${FLAK_HITS_ON} or more, one mission aircraft step is lost` : `below ${FLAK_HITS_ON}, no effect`} (14.4e).`,
  }
}

export type MissionLoss =
  | { status: 'rollDie' }
  | { status: 'refused'; rule: string; message: string }
  | { status: 'ask'; question: ChartQuestion }
  | {
      status: 'done'
      /** The chart's result ("#2", "weakest"), or null for a lone aircraft. */
      result: string | null
      /** The aircraft that may take the loss: one, or several equals the owning player chooses among. */
      candidates: string[]
      text: string
    }

/**
 * Which mission aircraft takes the Flak loss (14.4f): a lone aircraft takes it; otherwise one die
 * on the Mission Loss Table by the size of the mission ("#n": the n-th aircraft as listed).
 */
export function missionLoss(
  chart: Table,
  aircraft: readonly FlakAircraft[],
  die: number | undefined,
  side: string,
  source: ChartQuestion['source'] = 'seeded',
  answers: ChartAnswers = {},
): MissionLoss {
  if (aircraft.length === 1)
    return {
      status: 'done',
      result: null,
      candidates: [aircraft[0].id],
      text: `${aircraft[0].name} takes the Flak loss: the only mission aircraft (14.4f).`,
    }
  if (aircraft.length < 1 || aircraft.length > MISSION_MAX_AIRCRAFT)
    return {
      status: 'refused',
      rule: '14.2a',
      message: `aircraft: got ${aircraft.length} mission aircraft, expected 1 to ${MISSION_MAX_AIRCRAFT} (14.2a).`,
    }
  if (die === undefined) return { status: 'rollDie' }
  if (!Number.isInteger(die) || die < 1 || die > 6)
    return { status: 'refused', rule: '14.4f', message: `die: got ${die}, expected a die from 1 to 6.` }
  const read = readCell(
    chart,
    String(die),
    String(aircraft.length),
    { dice: [die], source, what: `the Flak loss among ${namesOf(aircraft)}`, side },
    answers,
  )
  if (read.status === 'ask') return { status: 'ask', question: read.question }
  if (read.status === 'refused') return { status: 'refused', rule: '14.4f', message: read.message }
  const result = read.cell
  let candidates: FlakAircraft[]
  if (result.startsWith('#')) {
    const n = Number(result.slice(1))
    if (n > aircraft.length)
      return {
        status: 'refused',
        rule: '14.4f',
        message: `result: got "${result}", expected #1 … #${aircraft.length}, weakest or strongest (a mission of ${aircraft.length} aircraft).`,
      }
    candidates = [aircraft[n - 1]]
  } else {
    const pick = result === 'weakest' ? Math.min : Math.max
    const value = pick(...aircraft.map((a) => a.barrage))
    candidates = aircraft.filter((a) => a.barrage === value)
  }
  const from = `${chart.name}${provenanceNote(chart)}${read.reading.fromChart ? ', from your own chart' : ''}`
  const who =
    candidates.length === 1
      ? `${candidates[0].name} takes the Flak loss`
      : `the owning player chooses which of ${namesOf(candidates)} (equal barrage strength ${candidates[0].barrage}) takes the Flak loss`
  return {
    status: 'done',
    result,
    candidates: candidates.map((a) => a.id),
    text: `Mission Loss Table, ${aircraft.length} aircraft, die ${die}: ${result} (${from}): ${who} (14.4f).`,
  }
}

/** A step lost (14.1b, 14.4f): a full-strength aircraft is reduced and finishes the mission so; a reduced one is eliminated. */
export function flakStepLoss(a: Pick<FlakAircraft, 'name' | 'steps'>): {
  steps: 0 | 1
  eliminated: boolean
  text: string
} {
  return a.steps === 2
    ? {
        steps: 1,
        eliminated: false,
        text: `${a.name} is reduced and finishes the mission with its reduced values (14.4f).`,
      }
    : {
        steps: 0,
        eliminated: true,
        text: `${a.name} loses its last step and is eliminated, to the Dead Pile (14.1b, 14.4f).`,
      }
}
