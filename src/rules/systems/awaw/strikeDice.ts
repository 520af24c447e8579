// The dice of a strike (23.42, 23.44): drawn from the game's dice source (seeded, or scripted in
// tests), or, when the players roll real dice, entered by the side that rolls them in a `roll`
// decision and kept in the hex entry until the roll they were entered for is made.
import { drawDie, isValidFace } from '../../kernel/dice'
import type { AwawEvent, AwawPending, AwawState } from './types'
import { sideName } from './world'

/** Dice faces per roll on the Air Defense and Naval Attack Tables (two dice, 23.42, 23.44). */
export const FACES_PER_ROLL = 2

/** Whether the players roll real dice and enter them. */
export const handRolled = (s: AwawState) => s.dice.mode === 'manual'

/** Faces entered by hand and not used yet. */
export const enteredFaces = (s: AwawState): readonly number[] => s.entry?.faces ?? []

/**
 * `n` faces for a roll: the entered ones when the players roll by hand (the caller made sure there
 * are enough), else drawn from the dice source.
 */
export function takeFaces(s: AwawState, n: number): { state: AwawState; faces: number[] } {
  if (handRolled(s)) {
    const all = enteredFaces(s)
    const { faces: _used, ...entry } = s.entry!
    const left = all.slice(n)
    return { state: { ...s, entry: left.length ? { ...entry, faces: left } : entry }, faces: all.slice(0, n) }
  }
  let dice = s.dice
  const faces: number[] = []
  for (let i = 0; i < n; i++) {
    const d = drawDie(dice)!
    dice = d.dice
    faces.push(d.value)
  }
  return { state: { ...s, dice }, faces }
}

/** The `roll` decision when the players roll by hand and fewer than `need` faces are in; else null. */
export function rollDue(
  s: AwawState,
  need: number,
  side: string,
  what: string,
  rule: string,
): AwawPending | null {
  const have = enteredFaces(s).length
  if (!handRolled(s) || have >= need) return null
  return {
    kind: 'roll',
    side,
    rule,
    count: FACES_PER_ROLL,
    what,
    prompt: `${sideName(s, side)}: roll two dice for ${what} and enter them (${rule}).`,
  }
}

/** Why entered dice are refused (`values: got …, expected …`), or null. */
export function facesProblem(values: unknown, p: Extract<AwawPending, { kind: 'roll' }>): string | null {
  if (!Array.isArray(values) || values.length !== p.count || !values.every((v) => isValidFace(v)))
    return `values: got ${JSON.stringify(values)}, expected ${p.count} die faces, each a whole number from 1 to 6, for ${p.what} (${p.rule})`
  return null
}

/** The entered faces kept for the roll, and the log line that says who rolled what. */
export function withFaces(
  s: AwawState,
  values: readonly number[],
  p: Extract<AwawPending, { kind: 'roll' }>,
): { state: AwawState; event: AwawEvent } {
  return {
    state: { ...s, entry: { ...s.entry!, faces: [...enteredFaces(s), ...values] } },
    event: {
      type: 'dice',
      text: `${sideName(s, p.side)} rolls ${values.join(' and ')} for ${p.what} (${p.rule}).`,
      rule: p.rule,
      side: p.side,
      dice: [...values],
    },
  }
}
