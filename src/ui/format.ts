// Text forms shared by the panels and the map.
import type { DieRoll, Modifier, AirstripWords } from '../rules/systems/aeto'
import type { AirFace, AirType, BaseKind, Phase } from '../rules/systems/aeto/scenario/schema'
import { BASE_KIND_NAMES, PHASE_NAMES } from '../common/words'
import { PROVENANCE_WORDS } from '../rules/kernel/tables'
import { FROM_YOUR_CHART } from '../rules/kernel/chartLookup'

export { BASE_KIND_NAMES, PHASE_NAMES }

/**
 * Chit notation of an air unit face, as printed and as written in scenario files:
 * "4-4/3" (strength-range/quality), "_12_-20[2]" (underscored strength, circled quality),
 * "X-7" (ATP), "3-5" (no quality).
 */
export function chitNotation(face: AirFace, type: AirType, small = false): string {
  const strength = type === 'ATP' ? 'X' : face.underscored ? `_${face.strength}_` : String(face.strength)
  const quality = face.circled ? `[${face.quality}]` : face.quality > 0 ? `/${face.quality}` : ''
  return `${strength}${small ? 'o' : '-'}${face.range}${quality}` // a Small Fighter's "o" sits between strength and range (APTO 4.2)
}

/** The type as the chit prints it: "N~" for a Floatplane (the sea-wave icon, APTO 4.0). */
export function airTypeLabel(type: AirType, floatplane = false): string {
  return floatplane ? `${type}~` : type
}

const AIR_TYPE_NAMES: Record<AirType, string> = {
  ATP: 'Air transport',
  B: 'Bomber',
  F: 'Fighter',
  FB: 'Fighter-bomber',
  N: 'Naval-air',
}

export function airTypeName(type: AirType, floatplane = false): string {
  return floatplane ? 'Naval-air floatplane' : AIR_TYPE_NAMES[type]
}

/** A base kind's name; the forward airstrip in the scenario's words when given them (a Dirt Airstrip in APTO, D18, D98). */
export function kindName(kind: BaseKind, airstrip?: AirstripWords): string {
  return kind === 'GrassAirfield' && airstrip ? airstrip.Name : BASE_KIND_NAMES[kind]
}

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

/** "June 1943". */
export function monthYear(year: number, month: number): string {
  return `${MONTHS[month - 1] ?? `Month ${month}`} ${year}`
}

export function phaseName(phase: Phase): string {
  return PHASE_NAMES[phase] ?? phase
}

/** "+1", "−2", "0". */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0'
}

/** "−1 fighter quality (4.19)". */
export function modifierText(m: Modifier): string {
  return `${signed(m.value)} ${m.label} (${m.rule})`
}

/**
 * A die roll with its computation: what was rolled, each die modifier with its rule, the number
 * it was compared with and how that number is made up, and the outcome. The total before and after
 * the modifiers are named as such: beside the log's "roll 6 + 1 + 1 = 8" (two dice and a +1), a bare
 * "natural 7 +1 = 8" read as a third number.
 */
export function rollLines(roll: DieRoll): string[] {
  const lines: string[] = []
  const mods = roll.modifiers.filter((m) => m.value !== 0)
  const how =
    roll.source === 'manual' ? 'entered by hand' : roll.source === 'scripted' ? 'scripted' : 'seeded'
  lines.push(
    mods.length
      ? `Die (${roll.purpose}): rolled ${roll.natural} (before modifiers) ${mods.map((m) => modifierText(m)).join(' ')} = ${roll.modified} after modifiers (${how})`
      : `Die (${roll.purpose}): ${roll.natural} (${how})`,
  )
  if (roll.target !== undefined) {
    const parts = roll.targetParts?.filter((p) => p.value !== 0) ?? []
    lines.push(
      parts.length
        ? `Target number ${roll.target} = ${parts.map((p, i) => `${i === 0 ? String(p.value) : signed(p.value)} ${p.label} (${p.rule})`).join(' ')}`
        : `Target number ${roll.target}`,
    )
  }
  if (roll.table) {
    const t = roll.table
    const where =
      t.provenance === 'placeholder'
        ? 'a placeholder, not the printed chart'
        : `${PROVENANCE_WORDS[t.provenance]}, ${t.verified ? 'verified' : 'not verified'}`
    lines.push(`Table: ${t.name} (${where})${t.fromChart ? `; the result read ${FROM_YOUR_CHART}` : ''}`)
  }
  lines.push(`Result: ${roll.result}`)
  return lines
}

/** Terrain in words, for text alternatives. */
export const TERRAIN_TEXT: Record<string, string> = {
  sea: 'sea',
  clear: 'clear',
  forest: 'forest',
  swamp: 'swamp',
  mountain: 'mountain',
  desert: 'desert',
  city: 'city',
  offmap: 'off map',
  jungle: 'jungle',
  'jungle-mountain': 'jungle-mountain',
  seaArea: 'large sea area',
}

/**
 * " (4.16)" to follow a text citing a rule, or "" when the text already cites it (many rules
 * module sentences end with their rule number): no "(4.16). (4.16)".
 */
export function ruleSuffix(text: string, rule: string | undefined | null): string {
  if (!rule || text.includes(`(${rule})`) || text.includes(`${rule})`)) return ''
  return ` (${rule})`
}

/** Results noted on one unit this round, counted: ["hit", "hit", "abort"] → "2 hits, abort" (no "hit, hit"). */
export function notedResults(results: readonly string[]): string {
  const counts = new Map<string, number>()
  for (const r of results) counts.set(r, (counts.get(r) ?? 0) + 1)
  const plural = (r: string) => (/(s|sh|ch|x)$/.test(r) ? `${r}es` : `${r}s`)
  return [...counts].map(([r, n]) => (n > 1 ? `${n} ${plural(r)}` : r)).join(', ')
}

/** A base component as a player reads it: "Small airbase (destroyed)", "Major port (fortified)". */
export function componentText(
  c: {
    kind: BaseKind
    fortified?: boolean
    destroyed?: boolean
    underConstruction?: boolean
    enlarged?: boolean
  },
  airstrip?: AirstripWords,
): string {
  const notes = [
    c.enlarged && 'enlarged',
    c.fortified && 'fortified',
    c.destroyed && 'destroyed',
    c.underConstruction && 'under construction',
  ].filter(Boolean)
  return notes.length ? `${kindName(c.kind, airstrip)} (${notes.join(', ')})` : kindName(c.kind, airstrip)
}
