// How the OCS screens name things in player words: an aircraft's type, its counter side and its
// state, a mission, a side. The rules' own names (nameOf, acrText) come from the rules' entry.
import {
  acrText,
  counter,
  distance,
  nameOf,
  ratings,
  sideName,
  type OcsAirType,
  type OcsState,
} from '../../../rules/systems/ocs'

export const AIR_TYPE_WORDS: Readonly<Record<OcsAirType, string>> = {
  F: 'Fighter',
  T: 'Tactical bomber',
  S: 'Strategic bomber',
  Tpt: 'Transport',
}

/** The missions the dialogs know, in player words (14.2e); another one shows by its name. */
export const MISSION_WORDS: Readonly<Record<string, { name: string; rule: string; target: string }>> = {
  sweep: { name: 'Fighter Sweep', rule: '14.6', target: 'a hex with Active enemy aircraft' },
  barrage: { name: 'Barrage', rule: '14.7', target: 'an enemy air base not barraged this phase' },
  hipShoot: {
    name: 'Hip Shoot',
    rule: '14.7d',
    target: 'a hex a friendly spotter sees, by one aircraft able to hip shoot',
  },
  transfer: {
    name: 'Base Transfer',
    rule: '14.11',
    target: 'another friendly air base, up to twice the range',
  },
  transport: {
    name: 'Air Transport',
    rule: '14.9',
    target: 'a friendly air base, up to twice the range',
  },
  drop: { name: 'Air Drop', rule: '14.10', target: 'a drop hex (Supply Points, or a unit with a Drop Plan)' },
  trainbusting: { name: 'Trainbusting', rule: '14.8', target: 'any hex in range not trainbusted this phase' },
}

/** "Fighter", "Fighter / Tactical bomber" for a Combo (14.1). */
export function typeWords(s: OcsState, id: string): string {
  return counter(s, id)
    .types.map((t) => AIR_TYPE_WORDS[t])
    .join(' / ')
}

/** "rating 2", "rating (1): cannot initiate Air Combat" (14.3a). */
export function ratingWords(s: OcsState, id: string): string {
  const r = ratings(s, id)
  return `rating ${acrText(r)}${r.acrParen ? ', cannot initiate Air Combat' : ''}`
}

/** "full strength" (two steps), "reduced" (one), "eliminated" (14.1b). */
export function strengthWords(steps: number): string {
  return steps >= 2 ? 'full strength' : steps === 1 ? 'reduced' : 'eliminated'
}

/** An aircraft where it is now: "Active at 1006", "flying over 1006", "Inactive at 0306" (14.1a). */
export function whereWords(s: OcsState, id: string): string {
  const x = s.aircraft[id]
  if (x.steps <= 0) return 'in the Dead Pile'
  if (x.flying !== null) return `flying over ${x.flying} from ${x.base}`
  return `${x.mode === 'active' ? 'Active' : 'Inactive'} at ${x.base}`
}

/** "LaGG-3 (Fighter, rating 2, full strength)". */
export function aircraftWords(s: OcsState, id: string): string {
  return `${nameOf(s, id)} (${typeWords(s, id)}, ${ratingWords(s, id)}, ${strengthWords(s.aircraft[id].steps)})`
}

/** "7 hexes from 0306, range 10" for an aircraft flying from its base to `hex` (14.2d). */
export function reachWords(s: OcsState, id: string, hex: string): string {
  const d = distance(s.aircraft[id].base, hex, s.scenario.map)
  return `${d} hex${d === 1 ? '' : 'es'} from its base ${s.aircraft[id].base}, range ${counter(s, id).range}`
}

export { nameOf, sideName }
