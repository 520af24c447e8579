// Categories, types, prefixes and codes (20.A). The UNIT DESCRIPTION CHART is not in the draft: it
// places only the types its examples name; a scenario gives the category of any other type.
import type { Category, EuropaAirUnit } from './types'

/** The types the draft places in a category: F and HF are fighters (20.A.1), HB a bomber (20.A.3). */
const DRAFT_TYPES: Readonly<Record<string, Category>> = { F: 'fighter', HF: 'fighter', HB: 'bomber' }

export function typeCategory(type: string): Category | undefined {
  return Object.hasOwn(DRAFT_TYPES, type) ? DRAFT_TYPES[type] : undefined
}

/** The type as printed: its prefixes before it ("J" + "F" = "JF", 20.A.2). */
export function designation(u: Pick<EuropaAirUnit, 'prefixes' | 'type'>): string {
  return `${u.prefixes.join('')}${u.type}`
}

/**
 * Whether a rule about type `type` applies to the unit: a prefix modifies but never changes the
 * type or its category, so a rule about type F applies to F, NF, JF, RF and NJF (20.A.2).
 */
export function isOfType(u: Pick<EuropaAirUnit, 'type'>, type: string): boolean {
  return u.type === type
}

/** Whether the unit has a code ("M": anti-ship missiles, 20.A.3). */
export function hasCode(u: Pick<EuropaAirUnit, 'codes'>, code: string): boolean {
  return u.codes.includes(code)
}
