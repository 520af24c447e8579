// APTO Part 1, Weather, as data (APTO spec §2.1, §2.2): the month's letter on the Turn Track (one
// letter, or several with the d6 faces that give each), each zone's condition in a month of each
// letter (1.2–1.4), and the 2d6 Air Operation Effects tables (1.3, 1.4) with their exact odds.
// Pure: no game state. The Turn Track itself is EXTERNAL data: each scenario gives its boxes.
import type { WeatherCondition } from '../scenario/schema'

/** Fair, Wet, Monsoon (1.0). */
export type WeatherLetter = 'F' | 'W' | 'M'
/** The three APTO weather zones (1.1): Pacific Severe, Moderate and Mild. */
export type ZoneSeverity = 'severe' | 'moderate' | 'mild'

export const LETTER_NAMES: Record<WeatherLetter, string> = { F: 'Fair', W: 'Wet', M: 'Monsoon' }
export const SEVERITY_NAMES: Record<ZoneSeverity, string> = {
  severe: 'Severe',
  moderate: 'Moderate',
  mild: 'Mild',
}
/** An air effect in words, for logs and the screen. */
export const EFFECT_NAMES: Record<WeatherCondition, string> = {
  clear: 'no effect',
  halfStrength: 'strength halved',
  halfStrengthAndRange: 'strength and range halved',
  grounded: 'all air grounded',
}

/** Each zone's condition in a month of each letter (1.2, 1.3, 1.4): the Mild zone is never affected (1.0). */
export const ZONE_CONDITION: Record<WeatherLetter, Record<ZoneSeverity, WeatherLetter>> = {
  F: { severe: 'F', moderate: 'F', mild: 'F' },
  W: { severe: 'W', moderate: 'F', mild: 'F' },
  M: { severe: 'M', moderate: 'W', mild: 'F' },
}

/** One 2d6 Air Operation Effects table: the bands of totals, lowest first, and the rule printing it. */
export interface AirEffectTable {
  rule: string
  /** Each band: the totals from..to give `effect`. */
  bands: readonly { from: number; to: number; effect: WeatherCondition }[]
}

/**
 * The tables of the Air Operation Effects Step, by the month's letter and the zone (1.3, 1.4): a W
 * month rolls for the Severe zone only; an M month for the Severe zone and for the Moderate zone
 * (Wet there for land purposes, but its own table of 1.4). Fair zones never roll (1.2).
 */
const TABLES: Partial<Record<`${WeatherLetter}-${ZoneSeverity}`, AirEffectTable>> = {
  'W-severe': {
    rule: '1.3',
    bands: [
      { from: 2, to: 7, effect: 'clear' },
      { from: 8, to: 9, effect: 'halfStrength' },
      { from: 10, to: 11, effect: 'halfStrengthAndRange' },
      { from: 12, to: 12, effect: 'grounded' },
    ],
  },
  'M-severe': {
    rule: '1.4',
    bands: [
      { from: 2, to: 6, effect: 'clear' },
      { from: 7, to: 8, effect: 'halfStrength' },
      { from: 9, to: 10, effect: 'halfStrengthAndRange' },
      { from: 11, to: 12, effect: 'grounded' },
    ],
  },
  'M-moderate': {
    rule: '1.4',
    bands: [
      { from: 2, to: 8, effect: 'clear' },
      { from: 9, to: 10, effect: 'halfStrength' },
      { from: 11, to: 11, effect: 'halfStrengthAndRange' },
      { from: 12, to: 12, effect: 'grounded' },
    ],
  },
}

/** The table a zone rolls on in a month of `letter`, or null when it does not roll (a Fair zone, 1.2). */
export function airEffectTable(letter: WeatherLetter, severity: ZoneSeverity): AirEffectTable | null {
  return TABLES[`${letter}-${severity}`] ?? null
}

/** The effect of a 2d6 total on a table. */
export function airEffectOf(table: AirEffectTable, total: number): WeatherCondition {
  return table.bands.find((b) => total >= b.from && total <= b.to)?.effect ?? 'clear'
}

/** Ways (of 36) to roll a 2d6 total from..to. */
export function waysOf2d6(from: number, to: number): number {
  let n = 0
  for (let s = Math.max(2, from); s <= Math.min(12, to); s++) n += 6 - Math.abs(7 - s)
  return n
}

/** Each band of a table with its exact chance, in 36ths. */
export function airEffectOdds(
  table: AirEffectTable,
): { from: number; to: number; effect: WeatherCondition; ways: number }[] {
  return table.bands.map((b) => ({ ...b, ways: waysOf2d6(b.from, b.to) }))
}

/** "2–7" or "12". */
export function bandText(from: number, to: number): string {
  return from === to ? String(from) : `${from}–${to}`
}

// ------------------------------------------------------------------ the Turn Track

/** One box of the Turn Track: its letters, each with the d6 faces that give it (all six for a single letter). */
export interface TurnTrackBox {
  /** As the scenario writes it ("W1-4 F5-6"). */
  text: string
  letters: readonly { letter: WeatherLetter; from: number; to: number }[]
}

const BOX_PART = /^([FWM])(?:([1-6])(?:-([1-6]))?)?$/

/** Reads a box: "F", "W" or "M" alone, or letters with d6 faces ("W1-4 F5-6", "F1-2 W3-5 M6"); a string says what is wrong. */
export function parseTurnTrackBox(text: string): TurnTrackBox | string {
  const parts = text
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean)
  if (!parts.length)
    return 'is empty: write a letter (F, W or M), or letters with the d6 faces that give each, like "W1-4 F5-6"'
  const letters: { letter: WeatherLetter; from: number; to: number }[] = []
  for (const p of parts) {
    const m = BOX_PART.exec(p)
    if (!m) return `"${p}" is not a letter F, W or M with its d6 faces (like "W1-4" or "M6")`
    if (m[2] === undefined) {
      if (parts.length > 1)
        return `"${p}" has no d6 faces: with several letters, each one gives its faces (like "W1-4 F5-6")`
      letters.push({ letter: m[1] as WeatherLetter, from: 1, to: 6 })
      continue
    }
    const from = Number(m[2])
    const to = m[3] === undefined ? from : Number(m[3])
    if (to < from) return `"${p}": the faces run from low to high (like "W1-4")`
    letters.push({ letter: m[1] as WeatherLetter, from, to })
  }
  for (let face = 1; face <= 6; face++) {
    const n = letters.filter((l) => face >= l.from && face <= l.to).length
    if (n === 0) return `no letter is given for a d6 roll of ${face}: the faces 1 to 6 are each given once`
    if (n > 1) return `a d6 roll of ${face} is given to ${n} letters: the faces 1 to 6 are each given once`
  }
  if (new Set(letters.map((l) => l.letter)).size < letters.length)
    return 'a letter is given twice: give each letter one range of faces'
  return { text: text.trim(), letters }
}

/** The letter a d6 gives in a box. */
export function letterOf(box: TurnTrackBox, die: number): WeatherLetter {
  return (box.letters.find((l) => die >= l.from && die <= l.to) ?? box.letters[0]).letter
}

/** Whether a Turn Track key names a month: "6" (June of every year) or "1942-06" (that month only). */
export const TURN_TRACK_KEY = /^(?:(\d{4})-)?(0?[1-9]|1[0-2])$/

/** The box of the Turn Track for a month: the one for that year's month first, else the month of every year; null if none. */
export function turnTrackBoxText(
  track: Readonly<Record<string, string>>,
  year: number,
  month: number,
): string | null {
  for (const [k, v] of Object.entries(track)) {
    const m = TURN_TRACK_KEY.exec(k)
    if (m && m[1] !== undefined && Number(m[1]) === year && Number(m[2]) === month) return v
  }
  for (const [k, v] of Object.entries(track)) {
    const m = TURN_TRACK_KEY.exec(k)
    if (m && m[1] === undefined && Number(m[2]) === month) return v
  }
  return null
}
