// Undo barriers: where undo stops in a hot-seat game, because an action rolled a die, revealed a
// hidden choice, declared something the other side has seen, or handed the game over. Each rule
// system says which of its actions are barriers (RuleSystem.barrier); the store (store/history.ts)
// keeps the history and refuses to undo past one.
export type BarrierKind = 'roll' | 'reveal' | 'declaration' | 'handOver'

export interface Barrier {
  /** Index of the action (0-based) that is a barrier. */
  index: number
  kind: BarrierKind
  /** One sentence for the UI: why undo stops here. */
  reason: string
}
