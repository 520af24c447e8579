// The bot's answers to the strafing decisions (4.14): which units evacuate, and whom each strafer
// attacks, from the exact odds (the same numbers the rules roll against).
import { contextOf } from '../context'
import { tx } from '../engine/core'
import { allEvacuate, evacuationFaces, facesText } from '../missions/evacuation'
import { strafeOdds } from '../missions/strafe'
import type { GameState, Pending, UnitId } from '../types'
import { defOf, faceOf, isFighterClass, singleStep } from '../units'
import { baseLabel, nameOf, pc, unitList } from './format'
import type { BotDecision, Policy } from './policy'

type P<K extends Pending['kind']> = Extract<Pending, { kind: K }>

/**
 * Bombers and transports evacuate whenever they can: on the ground they can only be strafed.
 * Fighter-types stay to intercept over their own base (+1 strength, 4.18), unless evacuation is
 * likely (N ≥ 4) — a failed evacuation loses that bonus this Step (4.14).
 */
export function decideStrafeEvacuation(state: GameState, p: P<'evacuation'>): BotDecision[] {
  const ctx = contextOf(state)
  const t = tx(state)
  const faces = evacuationFaces(t, p.n)
  const chance = `${faces}/6 (${pc(faces / 6)})`
  const go = p.units.filter((u) => !isFighterClass(ctx, u.id) || faces >= 4)
  const stayers = p.units.filter((u) => !go.includes(u)).map((u) => u.id)
  const moves = faces > 0 ? allEvacuate(t, go) : {}
  const leaving = Object.keys(moves)
  const lines = [
    `Evacuation number ${p.n}: each evacuation succeeds on a die of ${facesText(faces)}, ${chance} (4.14).`,
    leaving.length
      ? `Evacuate ${leaving.map((id) => `${nameOf(state, id)} to ${baseLabel(state, moves[id])}`).join(', ')}: on the ground they can only be strafed.`
      : 'Nothing evacuates.',
    ...(stayers.length
      ? [
          `${unitList(state, stayers)} ${stayers.length === 1 ? 'stays' : 'stay'} to intercept over its own base (+1 strength, 4.18); a failed evacuation would lose that bonus (4.14).`,
        ]
      : []),
    ...(p.stay.length
      ? [
          `${unitList(
            state,
            p.stay.map((x) => x.id),
          )} cannot evacuate.`,
        ]
      : []),
  ]
  return [
    { action: { type: 'evacuate', side: p.side, moves }, reasoning: lines },
    { action: { type: 'evacuate', side: p.side, moves: {} }, reasoning: ['Nothing evacuates.'] },
  ]
}

/** The attack with the best expected damage: a hit on a one-step unit eliminates it, bombers first on ties. */
export function decideStrafeTarget(state: GameState, p: P<'strafeTarget'>, pol: Policy): BotDecision[] {
  const t = tx(state)
  const m = state.missions[p.mission]
  const ctx = contextOf(state)
  const options: {
    attacker: UnitId
    target: UnitId
    hit: number
    value: number
    atn: number
    drm: number
  }[] = []
  for (const a of p.strafers)
    for (const tg of p.targets) {
      const { atn, odds } = strafeOdds(t, m, a, tg)
      const u = state.units[tg]
      const worth =
        (singleStep(ctx, u) ? 2 : 1) + (defOf(ctx, tg).type === 'B' ? 0.5 : 0) + faceOf(ctx, u).strength / 100
      options.push({
        attacker: a,
        target: tg,
        hit: odds.hit,
        value: odds.hit * worth,
        atn: atn.atn,
        drm: atn.drm,
      })
    }
  options.sort(
    (x, y) =>
      y.value - x.value || pol.rank(`${x.attacker}>${x.target}`) - pol.rank(`${y.attacker}>${y.target}`),
  )
  const out: BotDecision[] = options.map((o) => ({
    action: { type: 'strafe', side: p.side, attacker: o.attacker, target: o.target },
    reasoning: [
      `Strafe the ${nameOf(state, o.target)} with the ${nameOf(state, o.attacker)}: target number ${o.atn}, die modifier ${o.drm >= 0 ? '+' : ''}${o.drm}; hit ${Math.round(o.hit * 6)}/6 (${pc(o.hit)}); only hits count (4.14).`,
    ],
  }))
  out.push({ action: { type: 'holdFire', side: p.side }, reasoning: ['No strafing attack can hit.'] })
  return out
}
