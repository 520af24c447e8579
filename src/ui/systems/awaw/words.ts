// How the AWAW screens name things in player words: bases, task forces, ships, targets, draws of
// squadrons. They read the side's view (never the whole state), through the rules' look-ups.
import {
  KIND_WORDS,
  baseOf,
  forceOf,
  lightGroup,
  sideName,
  taskForce,
  viewAwaw,
  type AwawState,
  type Draw,
} from '../../../rules/systems/awaw'

/** What a side may see of an AWAW game (the rules' view): the cover may be "secret". */
export type AwawView = ReturnType<typeof viewAwaw>

/**
 * The view read as a state by the rules' look-ups (sides, bases, task forces, distances). They never
 * read the cover, the one field the view may replace by "secret", nor the dice.
 */
export function asState(v: AwawView): AwawState {
  return v as unknown as AwawState
}

export { sideName }

export function baseName(s: AwawState, id: string): string {
  return baseOf(s, id)?.name ?? id
}

export function tfName(s: AwawState, id: string): string {
  return taskForce(s, id)?.name ?? id
}

export function forceName(s: AwawState, id: string): string {
  return forceOf(s, id)?.name ?? id
}

/** A target of a strike: a named ship, or the light ships of a task force as one group (23.43A–B). */
export function targetName(s: AwawState, tf: string, target: string): string {
  if (target === lightGroup(tf)) return `the light ships of ${tfName(s, tf)} (one target, 23.43B)`
  const ship = taskForce(s, tf)?.ships.find((x) => x.id === target)
  return ship ? `${ship.name} (${ship.type}, ${ship.factors} factors)` : target
}

/** "4 attack AAS from Henderson Field". */
export function drawWords(s: AwawState, d: Draw): string {
  return `${d.count} ${KIND_WORDS[d.kind]} from ${baseName(s, d.base)}`
}

export const drawKey = (d: Pick<Draw, 'base' | 'kind'>) => `${d.base}:${d.kind}`
