// The bot in a Land Offensive (4.22): as attacker it declares one land combat per Step, against
// the enemy hex where its adjacent land strength is best against the defenders, then ends the
// Step; for ground support (D-GS-LAUNCH, either side) it launches the strongest base group that
// reaches the combat hex, bombers flying as bombers (they add their strength), and declines once
// it has nothing left or its side already holds the stronger force over the hex.
import { contextOf } from '../context'
import { LAND_STEP_NAMES } from '../engine/landOffensive'
import type { Action, GameState, LandCombatCandidate, Pending, Role, UnitId } from '../types'
import { defOf, faceOf, needsRole } from '../units'
import { unitList } from './format'
import type { BotDecision, Policy } from './policy'
import { paradropLaunches } from './paradrop'

type P<K extends Pending['kind']> = Extract<Pending, { kind: K }>

function landStrength(state: GameState, ids: readonly string[]): number {
  return ids.reduce((n, id) => n + (state.scenario.landUnits.find((l) => l.id === id)?.strength ?? 0), 0)
}

/** The best land combat to declare: highest attack-to-defence ratio, then the hex label. */
export function bestLandCombat(
  state: GameState,
  candidates: readonly LandCombatCandidate[],
): { c: LandCombatCandidate; att: number; def: number } | null {
  let best: { c: LandCombatCandidate; att: number; def: number } | null = null
  for (const c of candidates) {
    const att = landStrength(state, c.attackers)
    const def = Math.max(1, landStrength(state, c.defenders))
    if (!best || att / def > best.att / best.def) best = { c, att, def }
  }
  return best
}

export function decideLandCombat(state: GameState, p: P<'landCombat'>): BotDecision[] {
  const cur = state.offensivePhase?.current?.land
  const declaredThisStep = (cur?.combats ?? []).some((c) => c.step === p.step)
  const end: BotDecision = {
    action: { type: 'endLandStep', side: p.side },
    reasoning: [
      `End the ${LAND_STEP_NAMES[p.step]}: ${declaredThisStep ? 'one land combat per Step is enough' : 'no enemy hex is worth attacking'} (4.22).`,
    ],
  }
  const best = declaredThisStep ? null : bestLandCombat(state, p.candidates)
  if (!best) return [end]
  const action: Action = {
    type: 'declareLandCombat',
    side: p.side,
    hex: best.c.hex,
    attackers: [...best.c.attackers],
  }
  return [
    {
      action,
      reasoning: [
        `Attack ${best.c.hex}: land strength ${best.att} against ${best.def}, the best odds of the hexes next to my land units (Part 5); ground support may add to it (4.22).`,
      ],
    },
    end,
  ]
}

export function decideGroundSupport(state: GameState, p: P<'groundSupport'>, _pol: Policy): BotDecision[] {
  const ctx = contextOf(state)
  const strength = (id: UnitId) => faceOf(ctx, state.units[id]).strength
  const decline: BotDecision = {
    action: { type: 'declineSupport', side: p.side },
    reasoning: [`No more ground support for ${p.hex} (4.22).`],
  }
  // Our force over the hex already, against theirs.
  const mine = p.launches[p.side] ?? 0
  const theirs = Object.entries(p.launches).reduce((n, [s, k]) => n + (s === p.side ? 0 : k), 0)
  // A paradrop first: its ATP launches before any supporting bomber (4.24).
  const drops = paradropLaunches(state, p)
  if (drops.length) return [...drops, decline]
  if (mine > theirs + 1)
    return [
      {
        ...decline,
        reasoning: [
          `Decline: ${mine} of my flights already support ${p.hex} against ${theirs} of the enemy's (4.22).`,
        ],
      },
    ]
  const groups = p.bases
    .map((b) => ({
      base: b.base,
      units: b.units.map((u) => u.id),
      total: b.units.reduce((n, u) => n + strength(u.id), 0),
    }))
    .sort((a, b) => b.total - a.total || a.base.localeCompare(b.base))
  const out: BotDecision[] = []
  for (const g of groups) {
    const roles: Record<UnitId, Role> = {}
    for (const id of g.units) if (needsRole(ctx, id)) roles[id] = 'bomber' // bombers add their strength to the land combat (4.22)
    const bombers = g.units.filter((id) => defOf(ctx, id).type !== 'F')
    out.push({
      action: {
        type: 'launch',
        side: p.side,
        base: g.base,
        units: g.units,
        mission: 'groundSupport',
        target: p.hex,
        ...(Object.keys(roles).length ? { roles } : {}),
      },
      reasoning: [
        `Launch ${unitList(state, g.units)} as ground support to ${p.hex}: total strength ${g.total}${bombers.length ? `, bombers add their strength to the land combat` : ''}; two or more strength over the hex alone gives air superiority (4.22).`,
      ],
    })
  }
  return [...out, decline]
}
