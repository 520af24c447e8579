// Helpers of the AWAW tests: a game from a scenario file, actions applied one by one (a refusal
// throws with its rule), and the refusal of one action.
import { awawSystem } from './system'
import type { AwawAction, AwawEvent, AwawScenario, AwawState } from './types'

export function awawScenario(json: unknown): AwawScenario {
  const r = awawSystem.parseScenario(json)
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('\n'))
  return r.scenario
}

/** A new game; `dice` are scripted faces used before the seeded generator. */
export function awawGame(json: unknown, dice: number[] = [], seed = 1): AwawState {
  return awawSystem.newGame(awawScenario(json), { seed, dice })
}

/** Answers each target decision due with every squadron at its first target. */
export function atFirstTarget(s: AwawState): { state: AwawState; events: AwawEvent[] } {
  const events: AwawEvent[] = []
  while (s.pending.kind === 'targets') {
    const r = play(s, [{ type: 'targets', assign: { [s.pending.targets[0]]: s.pending.squadrons } }])
    s = r.state
    events.push(...r.events)
  }
  return { state: s, events }
}

export function play(s: AwawState, actions: AwawAction[]): { state: AwawState; events: AwawEvent[] } {
  const events: AwawEvent[] = []
  for (const a of actions) {
    const r = awawSystem.apply(s, a)
    if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${r.violation.rule}: ${r.violation.message}`)
    s = r.state
    events.push(...r.events)
  }
  return { state: s, events }
}

export function refusal(s: AwawState, a: AwawAction): { rule: string; message: string } {
  const r = awawSystem.apply(s, a)
  if (r.ok) throw new Error(`${JSON.stringify(a)} was accepted`)
  return r.violation
}
