// One action's transaction: a copy of the state the procedures change, the events they write, and
// the refusal that drops the copy. What every procedure reads of the world is here too.
import type {
  EuropaAction,
  EuropaEvent,
  EuropaPending,
  EuropaPendingKind,
  EuropaState,
  UnitState,
} from './types'

/** Thrown by a procedure that refuses the action: the state stays as it was. */
export class Refusal {
  constructor(
    readonly rule: string,
    readonly message: string,
  ) {}
}

export interface Tx {
  s: EuropaState
  events: EuropaEvent[]
  log(text: string, rule?: string, extra?: Partial<EuropaEvent>): void
}

export function newTx(s: EuropaState): Tx {
  const t: Tx = {
    s: structuredClone(s),
    events: [],
    log(text, rule, extra) {
      t.events.push({ type: extra?.type ?? 'note', text, ...(rule ? { rule } : {}), ...extra })
    },
  }
  return t
}

export function refuse(rule: string, message: string): never {
  throw new Refusal(rule, message)
}

export const otherSide = (s: EuropaState, side: string) => s.scenario.sides.find((x) => x.id !== side)!.id
export const sideName = (s: EuropaState, side: string) =>
  s.scenario.sides.find((x) => x.id === side)?.name ?? side
export const unitOf = (s: EuropaState, id: string) => s.scenario.airUnits.find((u) => u.id === id)
export const baseOf = (s: EuropaState, id: string) => s.scenario.airbases.find((b) => b.id === id)
export const unitName = (s: EuropaState, id: string) => unitOf(s, id)?.name ?? id

/** The units at an airbase. */
export function unitsAt(s: EuropaState, base: string): string[] {
  return Object.keys(s.units).filter((id) => {
    const w = s.units[id].where
    return w.kind === 'base' && w.base === base
  })
}

/** A unit's status in words ("operative", "inoperative, X"). */
export function statusWords(u: UnitState): string {
  return u.face === 'operative' ? 'operative' : u.x ? `inoperative, ${'X'.repeat(u.x)}` : 'inoperative'
}

/** One decision kind of a procedure: the actions it accepts and its legal actions now. */
export interface Decision<K extends EuropaPendingKind> {
  accepts: {
    [T in EuropaAction['type']]?: (
      t: Tx,
      a: Extract<EuropaAction, { type: T }>,
      p: Extract<EuropaPending, { kind: K }>,
    ) => void
  }
  legal(s: EuropaState, p: Extract<EuropaPending, { kind: K }>): EuropaAction[]
}

/** A procedure of the draft: the pending kinds it raises, and its next decision at its place. */
export interface EuropaProcedure {
  id: string
  decisions: { [K in EuropaPendingKind]?: Decision<K> }
  /** Its next decision; 'progress' when it changed the state without one; null when it has nothing to do. */
  decide?(t: Tx): EuropaPending | 'progress' | null
}
