// What the players enter for the rules outside the seed (naval movement, rules 21–22): a naval
// force enters the next hex of its path, opening the enemy's sortie there (23.24, 23.161), or the
// player turn ends, and every side's squadrons recombine (23.141C). The decision `outside` is due
// whenever no air fighting is under way.
import { hexOf, neighbours } from '../../kernel/hex'
import { recombineSides } from './conversion'
import { refuse, type AwawProcedure, type Handled, type Step } from './procedure'
import type { AwawAction, AwawEvent, AwawPending, AwawScenario, AwawState } from './types'
import { available, enemyOf, forceOf, sideName, strikeBases } from './world'

export function outsidePending(side: string, sc: AwawScenario): AwawPending {
  return {
    kind: 'outside',
    side,
    rule: '23.24',
    prompt: `${sc.sides.find((x) => x.id === side)?.name ?? side}'s player turn. Enter what the naval rules (21–22, not in the rules text Sortie has) decide: a naval force enters the next hex of its path, or the player turn ends.`,
  }
}

/** The last step of the order: with no air fighting under way, the players enter what happens next. */
export const outsideStep: Step = (s) =>
  s.entry ? null : { state: s, pending: outsidePending(s.phasing, s.scenario) }

function enterHex(s: AwawState, a: Extract<AwawAction, { type: 'enterHex' }>): Handled {
  const f = typeof a.force === 'string' ? forceOf(s, a.force) : undefined
  if (!f)
    return refuse(
      '23.24',
      `force: got ${JSON.stringify(a.force)}, expected one of the naval forces ${s.scenario.navalForces.map((x) => JSON.stringify(x.id)).join(', ')}`,
    )
  if (typeof a.hex !== 'string' || !hexOf(a.hex, s.scenario.map))
    return refuse(
      '23.24',
      `hex: got ${JSON.stringify(a.hex)}, expected a hex label on the ${s.scenario.map.cols} × ${s.scenario.map.rows} map`,
    )
  const from = s.forces[f.id].hex
  if (!neighbours(from, s.scenario.map).includes(a.hex))
    return refuse(
      '23.24A',
      `hex: got ${JSON.stringify(a.hex)}, expected a hex next to ${from}: a naval force enters each hex of its path in turn (23.24A)`,
    )
  const enemy = enemyOf(s, f.side)
  const ev: AwawEvent[] = [
    {
      type: 'outside',
      text: `From outside the rules text (naval movement, rules 21–22): ${f.name} enters ${a.hex}.`,
      rule: '23.24A',
      side: f.side,
      outside: true,
    },
  ]
  const next: AwawState = { ...s, forces: { ...s.forces, [f.id]: { hex: a.hex } } }
  const canStrike = strikeBases(next, enemy, a.hex).some(
    (b) => available(next, b.id, 'attack') + available(next, b.id, 'nas') > 0,
  )
  if (!canStrike) {
    ev.push({
      type: 'noStrike',
      text: `No air of ${sideName(s, enemy)} in range of ${a.hex} can attack ships at sea (23.161).`,
      rule: '23.161',
    })
    return { ok: true, state: next, events: ev }
  }
  // The enemy's sortie in the hex is the strike procedure's decision (airStrike.ts).
  return {
    ok: true,
    state: { ...next, entry: { force: f.id, hex: a.hex, attacker: enemy, strikes: [], cover: null } },
    events: ev,
  }
}

function endTurn(s: AwawState): Handled {
  const ev: AwawEvent[] = [
    {
      type: 'outside',
      text: `From outside the rules text: ${sideName(s, s.phasing)}'s player turn ends; every side's remaining AAS convert back into AAF (23.141C).`,
      rule: '23.141C',
      side: s.phasing,
      outside: true,
    },
  ]
  const r = recombineSides(
    s,
    s.scenario.sides.map((x) => x.id),
    ev,
  )
  return { ok: true, ...r, events: ev }
}

export const outsideEvents: AwawProcedure = {
  id: 'outsideEvents',
  decisions: {
    outside: {
      accepts: { enterHex: (s, a) => enterHex(s, a), endTurn: (s) => endTurn(s) },
      // Each naval force into each hex next to it, and the end of the player turn.
      legal: (s) => [
        ...s.scenario.navalForces.flatMap((f) =>
          neighbours(s.forces[f.id].hex, s.scenario.map).map((hex): AwawAction => ({
            type: 'enterHex',
            force: f.id,
            hex,
          })),
        ),
        { type: 'endTurn' },
      ],
    },
  },
}
