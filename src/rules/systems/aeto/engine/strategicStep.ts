// The Strategic Bombing Step of the Strategic Warfare Phase (APTO 2.2, 2.5): if both sides raid,
// the Allies fly first; then the sides alternate, one raid at a time; a side that declines gives
// up its remaining raids for the Phase, and the other goes on raiding until it declines too. A
// side with no Bomber able to raid declines by itself. Each raid is a strategicRaid mission
// (missions/strategicRaid.ts); its units return to base when it ends (step.ts), then nextRaid.
// The callers go on to the rest of the Phase when these return true (sequence.ts
// strategicBombingOver), so this module never imports the sequence back.
import type { SideId } from '../types'
import { emit, sideName, type Tx } from './core'
import { launchOptions } from './movement'
import { raidBomber } from '../missions/strategicRaid'
import { enemyTargets, raidsPlayed } from '../missions/strategicTargets'

/** The side that flies the first raid: the Allies, i.e. the side without the Japanese nation (2.2). */
function firstRaider(t: Tx): SideId {
  const order = t.s.turn.sideOrder
  const japan = t.s.scenario.nations.find((n) => n.role === 'japanese')?.side
  return order.find((s) => s !== japan) ?? order[0]
}

/** Whether `side` could fly a raid now: a Bomber ready to launch, and an enemy Strategic Target (2.1, 2.3). */
function mayRaid(t: Tx, side: SideId): boolean {
  if (!enemyTargets(t, side).length) return false
  return launchOptions(t, side).some((b) => b.units.some((u) => raidBomber(t, u.id)))
}

/** The Strategic Bombing Step begins (the Phase is entered): true if a side has a raid to decide, false if the step is over at once. */
export function beginStrategicBombing(t: Tx): boolean {
  if (!raidsPlayed(t.s)) return false
  const first = firstRaider(t)
  t.s.strategic = { results: t.s.strategic?.results ?? [], step: { turn: first, declined: [] } }
  emit(t, {
    type: 'phase',
    text: `Strategic Warfare Phase, Strategic Bombing Step: ${sideName(t, first)} flies the first raid; then the sides alternate one raid at a time, and a side that declines flies no more raids this Phase. Every unit that flies becomes Previously Committed for the month (2.1, 2.2, 2.5).`,
    rule: '2.2',
    side: first,
  })
  return settleTurn(t, first)
}

/** The raid just flown is over: the other side raids next unless it has declined (2.2). True: the step is over. */
export function nextRaid(t: Tx): boolean {
  const step = t.s.strategic!.step!
  const order = t.s.turn.sideOrder
  const i = order.indexOf(step.turn)
  const next =
    [...order.slice(i + 1), ...order.slice(0, i + 1)].find((s) => !step.declined.includes(s)) ?? step.turn
  return !settleTurn(t, next)
}

/** The side whose raid it is declines: it flies no more raids this Phase (2.5). True: the step is over. */
export function declineRaids(t: Tx): boolean {
  const step = t.s.strategic!.step!
  const side = step.turn
  step.declined.push(side)
  const others = t.s.turn.sideOrder.filter((s) => !step.declined.includes(s))
  emit(t, {
    type: 'declineRaids',
    text: `${sideName(t, side)} declines: it flies no more raids this Strategic Warfare Phase (2.5).${others.length ? ` ${others.map((s) => sideName(t, s)).join(' and ')} may go on raiding.` : ''}`,
    rule: '2.5',
    side,
  })
  return !settleTurn(t, others[0] ?? side)
}

/**
 * Gives the raid to `side` (it decides); a side with nothing to raid declines by itself and the
 * next one is tried. True: a side has its raid to decide; false: every side has declined (the
 * step is over, `step` cleared).
 */
function settleTurn(t: Tx, side: SideId): boolean {
  const step = t.s.strategic!.step!
  const order = t.s.turn.sideOrder
  let cur: SideId | undefined = step.declined.includes(side) ? undefined : side
  for (let guard = 0; guard <= order.length; guard++) {
    if (cur === undefined) break
    if (mayRaid(t, cur)) {
      step.turn = cur
      t.s.turn.phasingSide = cur
      return true
    }
    step.declined.push(cur)
    emit(t, {
      type: 'declineRaids',
      text: `${sideName(t, cur)} has no Bomber ready to raid an enemy Strategic Target: it flies no more raids this Phase (2.1, 2.5).`,
      rule: '2.5',
      side: cur,
    })
    cur = order.find((s) => !step.declined.includes(s))
  }
  t.s.strategic!.step = null
  emit(t, {
    type: 'strategicBombingOver',
    text: 'Every side has declined: the Strategic Bombing Step is over (2.5).',
    rule: '2.5',
  })
  return false
}
