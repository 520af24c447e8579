// The Weather Phase of a monthly turn (APTO viii, Part 1; spec §1.2 P1, §2.1, §2.2), played when the
// scenario's weather is `determined`: the players ask for the weather (D-WEATHER), the Weather
// Determination Step reads the month's box on the Turn Track (one letter, or a d6 among several),
// and the Air Operation Effects Step rolls 2d6 for each zone that is not Fair. The month's result
// goes to `state.weather`, which the context reads (`weatherAt`), so every weather effect of the
// month follows it. The dice come from the dice source, or a `roll` decision when players roll.
import { contextOf } from '../context'
import type { Scenario } from '../scenario/schema'
import type { Pending, SideId } from '../types'
import type { WeatherForecast, WeatherState, ZoneWeather } from '../weather/state'
import {
  EFFECT_NAMES,
  LETTER_NAMES,
  ZONE_CONDITION,
  airEffectOdds,
  airEffectOf,
  airEffectTable,
  bandText,
  letterOf,
  parseTurnTrackBox,
  turnTrackBoxText,
  type TurnTrackBox,
  type WeatherLetter,
  type ZoneSeverity,
} from '../weather/tables'
import { emit, refuse, sideName, type Tx } from './core'

const RULE = '1.0' // Part 1's unnumbered opening (the Turn Track) and 1.0 (the weather holds for the month)
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const monthText = (year: number, month: number) => `${MONTHS[month - 1] ?? month} ${year}`

/** Whether the scenario's weather is determined each month (APTO Part 1), not fixed. */
export function weatherIsDetermined(scenario: Scenario): boolean {
  return scenario.variant === 'apto' && !!scenario.weather?.determined
}

/** The first phase of a month the scenario plays: the Strategic Warfare Phase, or the Naval and Air Phases when it skips that one. */
function firstPhasePlayed(scenario: Scenario): string {
  return scenario.options.strategicWarfarePhase ? 'strategicWarfare' : 'navalAndAir'
}

/** Whether the game's start month has its Weather Phase when the game begins (`determined.firstMonth`). */
export function weatherAtStart(scenario: Scenario): boolean {
  if (!weatherIsDetermined(scenario)) return false
  const first = scenario.weather!.determined!.firstMonth
  return first
    ? first === 'roll'
    : scenario.start.phase === firstPhasePlayed(scenario) || scenario.start.phase === 'strategicWarfare'
}

/** The side that answers D-WEATHER and rolls the dice: the Initiative side, else the first side of the turn. */
function weatherSide(t: Tx): SideId {
  return t.s.scenario.context.initiativeSide ?? t.s.turn.sideOrder[0]
}

function severityOf(t: Tx | { s: { scenario: Scenario } }, zone: string): ZoneSeverity {
  return t.s.scenario.weather?.zones.find((z) => z.id === zone)?.severity ?? 'mild'
}

function boxOf(scenario: Scenario, year: number, month: number): TurnTrackBox | null {
  const text = turnTrackBoxText(scenario.weather?.determined?.turnTrack ?? {}, year, month)
  if (text === null) return null
  const box = parseTurnTrackBox(text)
  return typeof box === 'string' ? null : box
}

/**
 * A Weather Phase begins for the current month (APTO viii: before anything else in it): true when
 * the scenario determines its weather (the phase is then under way, and `resume` says what follows).
 */
export function beginWeatherPhase(t: Tx, resume: 'enter' | 'none'): boolean {
  if (!weatherIsDetermined(t.s.scenario)) return false
  const { year, month } = t.s.turn
  const box = boxOf(t.s.scenario, year, month)
  t.s.weather = {
    year,
    month,
    box: box?.text ?? null,
    letter: null,
    zones: {},
    phase: { started: false, dice: [], resume },
  }
  if (resume === 'enter') t.s.turn.phasingSide = weatherSide(t) // the month's first phase sets its own
  t.ctx = contextOf(t.s) // no zone determined yet: the scenario's conditions until it is
  emit(t, {
    type: 'weatherPhase',
    text: `Weather Phase of ${monthText(year, month)}: ${box ? `the Turn Track gives ${boxWords(box)}` : 'the scenario’s Turn Track gives no weather for this month: Fair (not a rule: default used)'}; then each zone that is not Fair rolls two dice for its air effects (APTO viii, Part 1).`,
    rule: RULE,
  })
  return true
}

function boxWords(box: TurnTrackBox): string {
  if (box.letters.length === 1) return `${box.letters[0].letter} (${LETTER_NAMES[box.letters[0].letter]})`
  return box.letters.map((l) => `${l.letter} on ${bandText(l.from, l.to)}`).join(', ')
}

/** Every chance of the month's weather, before any die (what D-WEATHER shows). */
export function weatherForecast(scenario: Scenario, year: number, month: number): WeatherForecast {
  const box = boxOf(scenario, year, month)
  const letters = (box?.letters ?? [{ letter: 'F', from: 1, to: 6 }]).map((l) => ({
    ...l,
    sixths: l.to - l.from + 1,
  }))
  return {
    year,
    month,
    box: box?.text ?? null,
    letters,
    zones: (scenario.weather?.zones ?? []).map((z) => {
      const severity = z.severity ?? 'mild'
      return {
        id: z.id,
        name: z.name,
        severity,
        byLetter: letters.map(({ letter }) => {
          const table = airEffectTable(letter, severity)
          return {
            letter,
            condition: ZONE_CONDITION[letter][severity],
            rule: table?.rule ?? null,
            bands: table ? airEffectOdds(table) : [],
          }
        }),
      }
    }),
  }
}

/** "2–6 no effect (15/36), 7–8 strength halved (11/36), …": a table with its odds. */
export function tableOddsText(letter: WeatherLetter, severity: ZoneSeverity): string {
  const table = airEffectTable(letter, severity)
  if (!table) return 'no roll'
  return airEffectOdds(table)
    .map((b) => `${bandText(b.from, b.to)} ${EFFECT_NAMES[b.effect]} (${b.ways}/36)`)
    .join(', ')
}

/** The die the phase waits for next: the month's letter, or a zone's Air Operation Effects; null when all is determined. */
function nextDie(
  t: Tx,
  w: WeatherState,
): { kind: 'letter'; box: TurnTrackBox } | { kind: 'zone'; zone: string; letter: WeatherLetter } | null {
  if (w.letter === null) {
    const box = boxOf(t.s.scenario, w.year, w.month)
    if (box && box.letters.length > 1) return { kind: 'letter', box }
    w.letter = box?.letters[0].letter ?? 'F'
  }
  for (const z of t.s.scenario.weather?.zones ?? []) {
    if (w.zones[z.id]) continue
    const severity = severityOf(t, z.id)
    const condition = ZONE_CONDITION[w.letter][severity]
    if (airEffectTable(w.letter, severity)) return { kind: 'zone', zone: z.id, letter: w.letter }
    setZone(t, w, z.id, { condition, effect: 'clear' })
    emit(t, {
      type: 'weatherZone',
      text: `${z.name}: ${LETTER_NAMES[condition]}${condition === 'F' ? '' : ' for land purposes'} — no air effect this month (${severity === 'mild' ? '1.0, ' : ''}1.2${w.letter === 'F' ? '' : w.letter === 'W' ? ', 1.3' : ', 1.4'}).`,
      rule: condition === 'F' ? '1.2' : w.letter === 'W' ? '1.3' : '1.4',
    })
  }
  return null
}

function setZone(t: Tx, w: WeatherState, zone: string, z: ZoneWeather): void {
  w.zones = { ...w.zones, [zone]: z }
}

/**
 * D-WEATHER; once the phase's dice are all in (`weatherDie`): 'enter' when the month's first
 * phase is to be entered now (sequence.ts), 'progress' otherwise.
 */
export function weatherDecision(t: Tx): Pending | 'progress' | 'enter' | null {
  const w = t.s.weather
  if (!w?.phase) return null
  const side = weatherSide(t)
  if (!w.phase.started)
    return {
      kind: 'weather',
      side,
      forecast: weatherForecast(t.s.scenario, w.year, w.month),
      rule: RULE,
      prompt: `Weather Phase of ${monthText(w.year, w.month)}: determine the month’s weather — its letter on the Turn Track, then two dice for each zone that is not Fair (APTO Part 1).`,
    }
  if (nextDie(t, w)) return null // its die first (weatherDie)
  return finish(t, w)
}

/** The die the Weather Phase waits for once D-WEATHER is answered: the month's letter, then two for each zone's air effects (Part 1). */
export const weatherDie = {
  awaited(t: Tx): { side: SideId; purpose: string; rule: string; prompt: string } | null {
    const w = t.s.weather
    if (!w?.phase?.started) return null
    const next = nextDie(t, w)
    if (!next) return null
    const side = weatherSide(t)
    if (next.kind === 'letter')
      return {
        side,
        purpose: 'weather determination',
        rule: RULE,
        prompt: `Roll one die for the weather of ${monthText(w.year, w.month)} and enter it (1–6): ${boxWords(next.box)} (Part 1).`,
      }
    const zone = t.s.scenario.weather!.zones.find((z) => z.id === next.zone)!
    const severity = severityOf(t, next.zone)
    const rule = airEffectTable(next.letter, severity)!.rule
    return {
      side,
      purpose: 'weather air effects',
      rule,
      prompt: `Roll die ${w.phase.dice.length + 1} of 2 for the air effects in ${zone.name} (${LETTER_NAMES[ZONE_CONDITION[next.letter][severity]]}) and enter it (1–6): ${tableOddsText(next.letter, severity)} (${rule}).`,
    }
  },
  resolve(t: Tx, value: number, source: 'seeded' | 'scripted' | 'manual'): void {
    addDie(t, t.s.weather!, value, source)
  },
}

function addDie(t: Tx, w: WeatherState, value: number, source: 'seeded' | 'scripted' | 'manual'): void {
  const next = nextDie(t, w)
  if (!next) return
  if (next.kind === 'letter') {
    w.letter = letterOf(next.box, value)
    w.die = value
    emit(t, {
      type: 'weatherRoll',
      text: `Weather Determination Step, ${monthText(w.year, w.month)}: the die shows ${value} on ${boxWords(next.box)}: ${w.letter} — a ${LETTER_NAMES[w.letter]} month (Part 1).`,
      rule: RULE,
      roll: {
        purpose: 'weather determination',
        natural: value,
        modifiers: [],
        modified: value,
        result: `${w.letter} (${LETTER_NAMES[w.letter]})`,
        source,
      },
    })
    return
  }
  w.phase!.dice = [...w.phase!.dice, value]
  if (w.phase!.dice.length < 2) return
  const [a, b] = w.phase!.dice
  w.phase!.dice = []
  const severity = severityOf(t, next.zone)
  const table = airEffectTable(next.letter, severity)!
  const condition = ZONE_CONDITION[next.letter][severity]
  const effect = airEffectOf(table, a + b)
  const zone = t.s.scenario.weather!.zones.find((z) => z.id === next.zone)!
  setZone(t, w, next.zone, { condition, effect, dice: [a, b] })
  emit(t, {
    type: 'weatherRoll',
    text: `Air Operation Effects Step, ${zone.name} (${LETTER_NAMES[condition]}): ${a} + ${b} = ${a + b} — ${EFFECT_NAMES[effect]} (${table.rule}).`,
    rule: table.rule,
    roll: {
      purpose: 'weather air effects',
      natural: a + b,
      modifiers: [],
      modified: a + b,
      result: EFFECT_NAMES[effect],
      source,
    },
  })
}

/** Every zone is determined: the month's weather holds (1.0); the turn goes on. */
function finish(t: Tx, w: WeatherState): 'enter' | 'progress' {
  const resume = w.phase!.resume
  delete w.phase
  t.ctx = contextOf(t.s) // the rest of this action sees the month's weather
  const zones = (t.s.scenario.weather?.zones ?? []).map(
    (z) =>
      `${z.name} ${LETTER_NAMES[w.zones[z.id]?.condition ?? 'F']}, ${EFFECT_NAMES[w.zones[z.id]?.effect ?? 'clear']}`,
  )
  emit(t, {
    type: 'weather',
    text: `The weather of ${monthText(w.year, w.month)}: ${w.letter} (${LETTER_NAMES[w.letter ?? 'F']}) — ${zones.join('; ')}. It holds for the whole month (1.0).`,
    rule: '1.0',
  })
  return resume === 'enter' ? 'enter' : 'progress'
}

/** D-WEATHER answered: the dice follow. */
export function actDetermineWeather(t: Tx): void {
  const w = t.s.weather
  if (!w?.phase || w.phase.started) refuse(RULE, 'No Weather Phase is waiting for its weather.')
  w.phase.started = true
  emit(t, {
    type: 'determineWeather',
    text: `${sideName(t, weatherSide(t))} determines the weather of ${monthText(w.year, w.month)} (APTO viii, Part 1).`,
    rule: RULE,
    side: weatherSide(t),
  })
}
