// Helpers of the OCS tests: a game from a scenario file, actions applied one by one (a refusal
// throws with its rule), the texts of the log.
import { ocsSystem } from './system'
import type { OcsAction, OcsEvent, OcsScenario, OcsState } from './types'

export function ocsScenario(json: unknown): OcsScenario {
  const r = ocsSystem.parseScenario(json)
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('\n'))
  return r.scenario
}

export function ocsGame(json: unknown, dice: number[] = [], seed = 1): OcsState {
  return ocsSystem.newGame(ocsScenario(json), { seed, dice })
}

/** Applies the actions in order; the events of all of them. */
export function play(s: OcsState, actions: OcsAction[]): { state: OcsState; events: OcsEvent[] } {
  const events: OcsEvent[] = []
  for (const a of actions) {
    const r = ocsSystem.apply(s, a)
    if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${r.violation.rule}: ${r.violation.message}`)
    s = r.state
    events.push(...r.events)
  }
  return { state: s, events }
}

/**
 * Answers every chart look-up due in turn with the answer given for its table (by table id), as a
 * player reading their own chart would; stops at the first other decision.
 */
export function answerLookups(
  s: OcsState,
  byTable: Readonly<Record<string, string>>,
): { state: OcsState; events: OcsEvent[]; asked: string[] } {
  const events: OcsEvent[] = []
  const asked: string[] = []
  while (s.pending.kind === 'chartLookup') {
    const q = s.pending.chart
    const result = byTable[q.table]
    if (result === undefined) throw new Error(`No answer given for the ${q.name} (${q.table}), ${q.cell}.`)
    asked.push(`${q.table} ${q.cell}`)
    const r = play(s, [{ type: 'chart', result }])
    s = r.state
    events.push(...r.events)
  }
  return { state: s, events, asked }
}
