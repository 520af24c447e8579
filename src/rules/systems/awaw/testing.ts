// Helpers of the AWAW tests: a game from a scenario file, actions applied one by one (a refusal
// throws with its rule), and the refusal of one action.
import { awawSystem } from './system'
import type { AwawAction, AwawEvent, AwawScenario, AwawState } from './types'

export function awawScenario(json: unknown): AwawScenario {
  const r = awawSystem.parseScenario(json)
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('\n'))
  return r.scenario
}

export function awawGame(json: unknown, seed = 1): AwawState {
  return awawSystem.newGame(awawScenario(json), { seed })
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
