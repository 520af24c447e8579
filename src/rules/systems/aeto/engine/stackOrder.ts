// D-BASE-STACKORDER (4.8; A-69): when a unit arrives at a base that it leaves over-stacked — a
// Forced Rebase (4.7), a unit aborted on a Change Base back at its last base (4.1), a carrier's
// Naval-Air unit landing elsewhere (4.4) — its owner places it anywhere in the stack. The top
// units up to capacity are operational, the rest may fly only a Change Base later (4.8). The order
// is then fixed: it changes only as units leave or are eliminated (a vacancy promotes the topmost
// over-stacked unit). A Change Base's intermediate hop is not asked: the unit leaves at once.
// Played when the scenario option `basingChoices` is on; otherwise the unit stays at the bottom.
import { isOverStacked, operationalSet } from '../bases'
import type { BaseId, GameState, Pending, UnitId } from '../types'
import { unitName } from '../units'
import { baseLabel, emit, label, refuse, type Tx } from './core'
import { mutBasing, mutStack } from './draft'
import { capacityNow } from '../installations'

const RULE = '4.8'

/** `unit` has just been put at the bottom of `base`'s stack: its owner will place it if the base is over-stacked now. */
export function arrived(t: Tx, base: BaseId, unit: UnitId): void {
  if (!t.s.scenario.options.basingChoices) return
  if (!isOverStacked(t.ctx, t.s, base)) return
  ;(mutBasing(t.s).placing ??= []).push({ base, unit })
}

/** The other units on the ground at `base`, top first (eliminated ones left out). */
function others(t: Tx, base: BaseId, unit: UnitId): UnitId[] {
  return (t.s.stacks[base] ?? []).filter((id) => id !== unit && !t.s.units[id].eliminated)
}

/** The first arrival of the queue is placed or dropped. */
function placed(t: Tx): void {
  const b = mutBasing(t.s)
  b.placing!.shift()
  if (!b.placing!.length) delete b.placing
}

/** The next unit to place, or null; an arrival that no longer matters (left, eliminated, base no longer over-stacked) is dropped. */
export function stackOrderDecision(t: Tx): Pending | 'progress' | null {
  const queue = t.s.basing?.placing
  if (!queue?.length) return null
  const { base, unit } = queue[0]
  const u = t.s.units[unit]
  const rest = others(t, base, unit)
  if (u.eliminated || u.base !== base || u.aloft || !isOverStacked(t.ctx, t.s, base) || !rest.length) {
    placed(t)
    return 'progress'
  }
  const cap = capacityNow(t.ctx, t.s, base)
  return {
    kind: 'stackOrder',
    side: u.side,
    base,
    unit,
    stack: rest,
    capacity: cap,
    rule: RULE,
    loc: label(t, t.ctx.baseLoc.get(base)!),
    prompt: `${unitName(t.ctx, unit)} arrives at ${baseLabel(t, base)}, over-stacked (capacity ${cap}): place it in the stack — the top units up to capacity are operational, those below fly only a Change Base later (4.8; A-69).`,
  }
}

/** Places the arriving unit at `position` (0 = top) of the stack (D-BASE-STACKORDER). */
export function actStackOrder(t: Tx, p: Extract<Pending, { kind: 'stackOrder' }>, position: unknown): void {
  if (
    typeof position !== 'number' ||
    !Number.isInteger(position) ||
    position < 0 ||
    position > p.stack.length
  )
    refuse(
      RULE,
      `A place in the stack is a whole number from 0 (the top) to ${p.stack.length} (the bottom); got ${JSON.stringify(position)}.`,
    )
  const stack = mutStack(t.s, p.base)
  stack.splice(stack.indexOf(p.unit), 1)
  // `position` counts among the units shown (eliminated ones left out): insert before the one it names.
  const before = p.stack[position]
  stack.splice(before === undefined ? stack.length : stack.indexOf(before), 0, p.unit)
  placed(t)
  const ops = operationalSet(t.ctx, t.s, p.base)
  const grounded = stack.filter((id) => !t.s.units[id].eliminated && !ops.has(id))
  emit(t, {
    type: 'stackOrder',
    text: `${unitName(t.ctx, p.unit)} is placed ${ordinal(position + 1)} of ${p.stack.length + 1} in the stack at ${baseLabel(t, p.base)}; over-stacked, flying only a Change Base later: ${grounded.map((id) => unitName(t.ctx, id)).join(', ')} (4.8; A-69).`,
    rule: RULE,
    side: p.side,
    units: [p.unit],
  })
}

function ordinal(n: number): string {
  const s =
    n % 100 >= 11 && n % 100 <= 13
      ? 'th'
      : n % 10 === 1
        ? 'st'
        : n % 10 === 2
          ? 'nd'
          : n % 10 === 3
            ? 'rd'
            : 'th'
  return `${n}${s}`
}

/** Every legal answer: each place in the stack, top to bottom. */
export function legalStackOrder(_state: GameState, p: Extract<Pending, { kind: 'stackOrder' }>) {
  return Array.from({ length: p.stack.length + 1 }, (_, position) => ({
    type: 'stackOrder' as const,
    side: p.side,
    position,
  }))
}
