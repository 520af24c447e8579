// Initial-phase status improvement (20.C.1.a): the phasing player's inoperative units at an airbase,
// one at a time, within the base's current capacity. An inoperative unit becomes operative, or a
// unit with X markers loses one and stays inoperative. Each costs 1 capacity, or 2 while the
// operative units at the base are as many as its current capacity or more, checked before each.
import { baseOf, refuse, sideName, statusWords, unitName, unitsAt, type EuropaProcedure, type Tx } from './tx'
import type { EuropaAction, EuropaPending, EuropaState } from './types'

const RULE = '20.C.1.a'

/** Capacity an improvement at the base costs now: 2 while its operative units ≥ its capacity (20.C.1.a). */
export function improvementCost(s: EuropaState, base: string): number {
  const capacity = baseOf(s, base)!.capacity
  const operative = unitsAt(s, base).filter((id) => s.units[id].face === 'operative').length
  return operative >= capacity ? 2 : 1
}

/** Capacity not yet spent at the base this initial phase. */
export function capacityLeft(s: EuropaState, base: string): number {
  return baseOf(s, base)!.capacity - (s.capacityUsed[base] ?? 0)
}

/** The units the phasing player may improve now: inoperative, at a base with the capacity it costs. */
export function improvable(s: EuropaState): string[] {
  return s.scenario.airbases
    .filter((b) => b.side === s.phasing && improvementCost(s, b.id) <= capacityLeft(s, b.id))
    .flatMap((b) => unitsAt(s, b.id).filter((id) => s.units[id].face === 'inoperative'))
}

function pendingImprove(s: EuropaState): EuropaPending {
  return {
    kind: 'improve',
    side: s.phasing,
    rule: RULE,
    prompt: `${sideName(s, s.phasing)}: improve the status of inoperative air units, one at a time, within each airbase's current capacity (1 capacity each, 2 while the operative units there are as many as its capacity), or finish.`,
    bases: s.scenario.airbases
      .filter((b) => b.side === s.phasing)
      .map((b) => ({ base: b.id, left: capacityLeft(s, b.id), cost: improvementCost(s, b.id) })),
  }
}

function improve(t: Tx, a: Extract<EuropaAction, { type: 'improve' }>): void {
  const s = t.s
  const u = typeof a.unit === 'string' ? s.units[a.unit] : undefined
  if (!u) refuse(RULE, `unit: got ${JSON.stringify(a.unit)}, expected an air unit of the scenario`)
  const base = u.where.kind === 'base' ? u.where.base : null
  if (!base || baseOf(s, base)!.side !== s.phasing)
    refuse(
      RULE,
      `unit: got ${JSON.stringify(a.unit)}, expected an air unit of ${sideName(s, s.phasing)} at one of its airbases`,
    )
  if (u.face !== 'inoperative')
    refuse(
      RULE,
      `unit: got ${JSON.stringify(a.unit)} (operative), expected an inoperative unit: only those improve`,
    )
  const cost = improvementCost(s, base)
  const left = capacityLeft(s, base)
  if (cost > left)
    refuse(
      RULE,
      `unit: got ${JSON.stringify(a.unit)}, expected a unit at an airbase with the capacity to improve it: ${baseOf(s, base)!.name} has ${left} left and an improvement costs ${cost} there`,
    )
  s.capacityUsed[base] = (s.capacityUsed[base] ?? 0) + cost
  const before = statusWords(u)
  if (u.x > 0) u.x -= 1
  else u.face = 'operative'
  t.log(
    `${unitName(s, a.unit)} at ${baseOf(s, base)!.name}: ${before} → ${statusWords(u)}, for ${cost} capacity (${capacityLeft(s, base)} left).`,
    RULE,
    { type: 'improve', side: s.phasing },
  )
}

export const improvementProcedure: EuropaProcedure = {
  id: 'improvement',
  decisions: {
    improve: {
      accepts: {
        improve,
        improveDone(t) {
          t.log(`${sideName(t.s, t.s.phasing)} finishes improving status.`, RULE, { type: 'improveDone' })
          t.s.stage = 'capWindow'
          t.s.toAct = t.s.phasing
          t.s.passes = 0
        },
      },
      legal: (s) => [
        ...improvable(s).map((unit): EuropaAction => ({ type: 'improve', unit })),
        { type: 'improveDone' },
      ],
    },
  },
  decide(t) {
    const s = t.s
    if (s.stage !== 'improve' || s.op) return null
    if (improvable(s).length) return pendingImprove(s)
    t.log(
      `${sideName(s, s.phasing)} has no inoperative air unit an airbase's capacity can improve (20.C.1.a).`,
      RULE,
      {
        type: 'improveDone',
      },
    )
    s.stage = 'capWindow'
    s.toAct = s.phasing
    s.passes = 0
    return 'progress'
  },
}
