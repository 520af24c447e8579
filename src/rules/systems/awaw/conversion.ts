// AAS back into AAF at the end of a player turn (23.141C–23.144): every side recombines in turn
// (endTurn.ts), and the owner removes any AAF above the force pool from the bases he picks (the
// `removeAaf` decision, 23.142C).
import { recombine, removeAafAt } from './endTurn'
import { refuse, type AwawProcedure, type Handled } from './procedure'
import type { AwawEvent, AwawPending, AwawState } from './types'
import { baseOf, enemyOf, sideName } from './world'

/**
 * Recombines the sides in order; stops for an owner's removal of excess AAF (23.142C). Once every
 * side is done, the next player turn begins (the engine asks for its outside events).
 */
export function recombineSides(
  s: AwawState,
  sides: string[],
  ev: AwawEvent[],
): { state: AwawState; pending?: AwawPending } {
  for (const [i, side] of sides.entries()) {
    const r = recombine(s, side, ev)
    s = r.state
    if (r.excess)
      return { state: s, pending: removalPending(s, side, r.excess, r.choices, sides.slice(i + 1)) }
  }
  return { state: { ...s, phasing: enemyOf(s, s.phasing), turn: s.turn + 1 } }
}

function removalPending(
  s: AwawState,
  side: string,
  excess: number,
  choices: string[],
  rest: string[],
): AwawPending {
  return {
    kind: 'removeAaf',
    side,
    rule: '23.142C',
    excess,
    choices,
    prompt: `${sideName(s, side)} has ${excess} AAF more than its force pool allows: remove one from a base of your choice (23.142C, 23.143). Still to recombine after: ${rest.map((x) => sideName(s, x)).join(', ') || 'no one'}.`,
  }
}

function removeAaf(s: AwawState, base: string, p: Extract<AwawPending, { kind: 'removeAaf' }>): Handled {
  if (!p.choices.includes(base))
    return refuse(
      '23.142C',
      `base: got ${JSON.stringify(base)}, expected one of ${p.choices.map((c) => JSON.stringify(c)).join(', ')}, the bases where AAF were re-formed`,
    )
  const ev: AwawEvent[] = [
    {
      type: 'removeAaf',
      text: `${sideName(s, p.side)} removes one AAF from ${baseOf(s, base)!.name}, above the force pool (23.142C).`,
      rule: '23.142C',
      side: p.side,
    },
  ]
  const next = removeAafAt(s, base)
  const left = p.excess - 1
  const rest = s.scenario.sides.map((x) => x.id).slice(s.scenario.sides.findIndex((x) => x.id === p.side) + 1)
  if (left) {
    const choices = p.choices.filter((c) => next.bases[c].aaf + next.bases[c].aafInverted > 0)
    return { ok: true, state: next, events: ev, pending: removalPending(next, p.side, left, choices, rest) }
  }
  return { ok: true, ...recombineSides(next, rest, ev), events: ev }
}

export const conversion: AwawProcedure = {
  id: 'conversion',
  decisions: {
    removeAaf: {
      accepts: { removeAaf: (s, a, p) => removeAaf(s, a.base, p) },
      legal: (_s, p) => p.choices.map((base) => ({ type: 'removeAaf', base })),
    },
  },
}
