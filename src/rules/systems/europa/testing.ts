// Helpers of the Europa draft tests: a small situation (two sides, an airbase each, units as
// given; stand-ins where the draft gives nothing), a game from it, actions applied one by one (a
// refusal throws with its rule), and the refusal of one action.
import { europaSystem } from './system'
import type { EuropaAction, EuropaEvent, EuropaScenario, EuropaState } from './types'

type Json = Record<string, unknown>

/** Side "a" (phasing first) with airbase "a-base" at 0202, side "b" with "b-base" at 0808. */
export function situation(o: { units: Json[]; capacity?: [number, number]; more?: Json }): Json {
  return {
    system: 'europa-draft',
    id: 'test',
    title: 'Test situation (stand-ins)',
    sides: [
      { id: 'a', name: 'Side A' },
      { id: 'b', name: 'Side B' },
    ],
    map: { cols: 10, rows: 10 },
    airbases: [
      { id: 'a-base', side: 'a', name: 'A base', hex: '0202', capacity: o.capacity?.[0] ?? 4 },
      { id: 'b-base', side: 'b', name: 'B base', hex: '0808', capacity: o.capacity?.[1] ?? 4 },
    ],
    airUnits: o.units,
    arp: { a: 2, b: 2 },
    ...o.more,
  }
}

/** A unit at its side's airbase. */
export function unit(id: string, side: 'a' | 'b', type = 'F', more: Json = {}): Json {
  return { id, side, name: id, type, face: 'operative', at: { airbase: `${side}-base` }, ...more }
}

export function europaScenario(json: unknown): EuropaScenario {
  const r = europaSystem.parseScenario(json)
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('\n'))
  return r.scenario
}

export function europaGame(json: unknown): EuropaState {
  return europaSystem.newGame(europaScenario(json), { seed: 1 })
}

export function play(s: EuropaState, actions: EuropaAction[]): { state: EuropaState; events: EuropaEvent[] } {
  const events: EuropaEvent[] = []
  for (const a of actions) {
    const r = europaSystem.apply(s, a)
    if (!r.ok) throw new Error(`${a.type} refused: ${r.violation.rule}: ${r.violation.message}`)
    s = r.state
    events.push(...r.events)
  }
  return { state: s, events }
}

export function refusal(s: EuropaState, a: EuropaAction): { rule: string; message: string } {
  const r = europaSystem.apply(s, a)
  if (r.ok) throw new Error(`${a.type} was accepted`)
  return r.violation
}

/** Passes until the decision due is of `kind` (at most 50 passes / phase ends). */
export function passUntil(s: EuropaState, done: (s: EuropaState) => boolean): EuropaState {
  for (let i = 0; i < 50 && !done(s); i++) {
    const a: EuropaAction =
      s.pending.kind === 'outsidePhase'
        ? { type: 'endPhase' }
        : s.pending.kind === 'improve'
          ? { type: 'improveDone' }
          : { type: 'pass' }
    s = play(s, [a]).state
  }
  if (!done(s)) throw new Error(`not reached; pending ${s.pending.kind}`)
  return s
}

export const texts = (events: EuropaEvent[]) => events.map((e) => e.text)
