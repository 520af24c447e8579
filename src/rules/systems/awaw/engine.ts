// The engine of AWAW rule 23 behind `apply` and `legal`: it owns no rule. It hands each action to
// the procedure that owns the decision due (its kind), then runs the procedures' steps, in order,
// until one raises a decision. The procedures (design §8):
// - outsideEvents.ts: what the players enter for rules 21–22 (a force enters a hex; the turn ends);
// - airStrike.ts: the sortie in the hex, the air combat results, air defence, targets, the attack;
// - coverCap.ts: the cover and CAP over the force, the defenders that engage each strike, and the
//   attackers that meet them;
// - damagedShips.ts: ships damaged at sea stay with their force or leave for a base;
// - conversion.ts: AAS back into AAF at the end of the player turn, within the force pool.
import { newDice } from '../../kernel/dice'
import type { Applied } from '../../kernel/events'
import type { NewGameOptions } from '../../kernel/registry'
import { airStrike, sortieStep, strikeStep } from './airStrike'
import { conversion } from './conversion'
import { coverCap, coverStep } from './coverCap'
import { damagedShips, damagedStep } from './damagedShips'
import { outsideEvents, outsidePending, outsideStep } from './outsideEvents'
import type { AwawKind, AwawProcedure, Decision, Handled, Step } from './procedure'
import type { AwawAction, AwawEvent, AwawScenario, AwawState } from './types'

export const PROCEDURES: readonly AwawProcedure[] = [
  outsideEvents,
  airStrike,
  coverCap,
  damagedShips,
  conversion,
]

/**
 * Who decides next, in order: the sortie in the hex entered; whether ships the last strike damaged
 * stay; the cover, then who engages each strike; the rest of the strike, and the end of the hex;
 * with no air fighting under way, the players' outside events.
 */
const ORDER: readonly Step[] = [sortieStep, damagedStep, coverStep, strikeStep, outsideStep]

export function newAwawGame(scenario: AwawScenario, o: NewGameOptions): AwawState {
  const zero = { search: 0, cover: 0, attack: 0, nas: 0 }
  const s: AwawState = {
    scenario,
    dice: newDice(o.seed, o.manualDice ? 'manual' : o.dice?.length ? 'scripted' : 'seeded', [
      ...(o.dice ?? []),
    ]),
    phasing: scenario.sides[0].id,
    turn: 1,
    bases: Object.fromEntries(
      scenario.airBases.map((b) => [
        b.id,
        {
          aaf: b.aaf,
          aafInverted: b.aafInverted ?? 0,
          ready: { ...zero, nas: b.nas ?? 0 },
          inverted: { ...zero },
        },
      ]),
    ),
    forces: Object.fromEntries(scenario.navalForces.map((f) => [f.id, { hex: f.hex }])),
    carriers: Object.fromEntries(
      scenario.navalForces.flatMap((f) =>
        f.taskForces.flatMap((t) =>
          t.ships.filter((sh) => sh.nas !== undefined).map((sh) => [sh.id, sh.nas!]),
        ),
      ),
    ),
    designated: Object.fromEntries(scenario.sides.map((x) => [x.id, 0])),
    pool: { ...scenario.forcePool },
    ships: {},
    entry: null,
    pending: outsidePending(scenario.sides[0].id, scenario),
  }
  return s
}

/** The procedure's decision of a kind (none for the end of the game). */
export function decisionOf<K extends AwawKind>(kind: K): Decision<K> | undefined {
  for (const p of PROCEDURES) {
    const d = p.decisions[kind]
    if (d) return d
  }
  return undefined
}

/** Runs the steps in order until one raises a decision. */
function advance(s: AwawState, ev: AwawEvent[]): AwawState {
  for (;;) {
    let moved = false
    for (const step of ORDER) {
      const r = step(s, ev)
      if (!r) continue
      if (r.pending) return { ...r.state, pending: r.pending }
      s = r.state
      moved = true
      break
    }
    // The last step always decides; this guards a procedure that would move without changing.
    if (!moved) throw new Error('AWAW: no procedure decides next')
  }
}

export function applyAwaw(s: AwawState, a: AwawAction): Applied<AwawState, AwawEvent> {
  const p = s.pending
  const decision = decisionOf(p.kind) as Decision<typeof p.kind> | undefined
  const accepts = (decision?.accepts ?? {}) as Record<
    string,
    (s: AwawState, a: AwawAction, p: unknown) => Handled
  >
  const expected = Object.keys(accepts)
  if (!a || typeof a !== 'object' || !expected.includes(a.type))
    return {
      ok: false,
      violation: {
        rule: p.rule,
        message: `type: got ${JSON.stringify((a as { type?: unknown })?.type)}, expected ${expected.map((t) => JSON.stringify(t)).join(' or ') || 'nothing: the game is over'} (${p.prompt})`,
      },
    }
  const r = accepts[a.type](s, a, p)
  if (!r.ok) return r
  const events = [...r.events]
  const state = r.pending ? { ...r.state, pending: r.pending } : advance(r.state, events)
  return { ok: true, state, events }
}
