// The save envelope every rule system writes: a game is its scenario (as loaded), its dice and the
// list of actions played; the state is their replay, checked against the state hash. The
// AETO/APTO save format (save/schema.ts) is this envelope with its format name and version; a
// scenario's `system` (absent: AETO/APTO) says which system replays it.
export interface SaveEnvelope<Action = { type: string }> {
  /** The scenario JSON as loaded; its `system` names the rule system. */
  scenario: unknown
  /** Seed of the dice generator (0 … 2^32 − 1). */
  seed: number
  /** Scripted die faces used before the seeded generator. */
  dice?: number[]
  /** Players roll real dice and enter each value. */
  manualDice?: boolean
  actions: Action[]
  /** The system's hash of the state after the actions (kernel/hash.ts). */
  stateHash?: string
}
