// What every rule system's `apply` says: events with their rule, or a refusal with its rule.
// A system's own events add fields (AETO/APTO: units, engagement, the die roll) to this envelope.
import type { SideId } from './ids'

/** One thing that happened, as one sentence for the log, with the rule it applies. */
export interface RuleEvent {
  type: string
  /** One narrative sentence with hex labels, e.g. "Spitfire (Hull) intercepts Whitley at 4015 (4.13)". */
  text: string
  /** The rule applied ("4.13", "APTO D7"). */
  rule?: string
  side?: SideId
  /** Only this side may see it until revealed (hidden choices): no other side's screen, log or bot. */
  privateTo?: SideId
}

/** An action the rules refuse: the rule, and a sentence saying why. */
export interface RuleViolation {
  rule: string
  message: string
}

/** The outcome of one action: the new state and its events, or the refusal (the state unchanged). */
export type Applied<State, Event extends RuleEvent = RuleEvent> =
  { ok: true; state: State; events: Event[] } | { ok: false; violation: RuleViolation }
