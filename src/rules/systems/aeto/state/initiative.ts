// The Initiative's waiting choice (APTO 4.1): a state shape, imported by types.ts, so it imports nothing above.
export type InitiativePhase = 'navalAndAir' | 'offensive'

/** The waiting choice (GameState.initiativeChoice): which phase's first side is to be chosen. */
export interface InitiativeChoice {
  phase: InitiativePhase
}
