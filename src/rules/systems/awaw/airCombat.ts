// The air combat over a task force (23.411A, 23.415): each side makes one air combat roll. Rule 19
// (its dice, its table, its modifiers) is not in the seed, so Sortie rolls nothing: it asks each
// side for the result read off its own Air Combat Table, from the closed set of "a/b" results, and
// says which of rule 23's own modifiers hold (the CAP DRM, 23.415D; the attacker's Air Nationality
// DRM is that of the squadrons that engage, 23.415B).
import { chartQuestion } from '../../kernel/chartLookup'
import { airCombatTable } from './charts/airCombatTable'
import type { AwawPending, AwawState, AwawStrike } from './types'
import { drawWords } from './squadrons'
import { sideName, taskForce } from './world'

export function airCombatQuestion(
  s: AwawState,
  strike: AwawStrike,
  side: string,
  who: 'attacker' | 'defender',
): AwawPending {
  const e = strike.engaged!
  const n = e.cap + e.cover
  const attackers = strike.from.reduce((a, d) => a + d.count, 0)
  const meet = Math.min(n, attackers)
  const tf = taskForce(s, strike.tf)!.name
  const capDrm = e.cap > 0 && e.cover === 0
  const what =
    who === 'defender'
      ? `the defender's air combat roll over ${tf} (${n} squadrons: ${e.cap} CAP, ${e.cover} cover, against ${meet} engaging attackers)`
      : `the attacker's air combat roll over ${tf} (${meet} engaging squadrons${strike.engagers ? `, ${drawWords(s, strike.engagers)}, whose Air Nationality DRM counts (23.415B),` : ''} against ${n} defenders)`
  const chart = chartQuestion(airCombatTable, 'roll', 'result', { dice: [], source: 'manual', what, side })
  return {
    kind: 'chartLookup',
    side,
    rule: '23.416',
    chart,
    prompt: `${sideName(s, side)}: make ${what} by rule 19 (its dice and Air Combat Table are not in the rules text Sortie has)${capDrm ? ', CAP alone: the favourable 1-point CAP DRM applies (23.415D)' : e.cap ? ', CAP with cover: no CAP DRM (23.415D)' : ''}, and enter the result printed on your chart: "a/b" (a opposing squadrons eliminated, b aborted) or "0" (23.416).`,
  }
}
