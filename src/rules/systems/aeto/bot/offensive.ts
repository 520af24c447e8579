// The bot in the Offensive Phase (4.22, 4.25): it declares an Air Offensive when it has a mission
// worth flying in one, else a Land Offensive when one of its land units can attack at odds of at
// least 1 to 1, and otherwise passes.
import { tx } from '../engine/core'
import { landCombatCandidates } from '../engine/landOffensive'
import type { GameState, Pending } from '../types'
import type { BotDecision, Policy } from './policy'
import { decideAirOffensive } from './bombing'
import { bestLandCombat } from './groundSupport'
import { landReconProposal } from './landRecon'
import { grassSites } from '../engine/grassAirfields'
import { isOverStacked, operationalSet } from '../bases'
import { isFighterClass } from '../units'
import { airDistance } from '../engine/geometry'
import { airstripWords } from '../variant'
import { seaOffensiveFlotillas } from '../engine/navalMove'
import { coastalBombardments } from '../missions/navalBombardment'
import { bestBombardment } from './naval'

type P<K extends Pending['kind']> = Extract<Pending, { kind: K }>

function decideLandOffensive(state: GameState, p: P<'offensive'>): BotDecision | null {
  if (!p.options.some((o) => o.kind === 'land' && o.available)) return null
  const best = bestLandCombat(state, landCombatCandidates(tx(state), p.side))
  if (!best || best.att < best.def) return null
  return {
    action: { type: 'declareOffensive', side: p.side, offensive: 'land' },
    reasoning: [
      `Declare a Land Offensive: my land units next to ${best.c.hex} attack at ${best.att} to ${best.def}, with ground support (4.22).`,
    ],
  }
}

/** APTO 3.28: a Sea Offensive to bombard, when a flotilla of ours at sea off an enemy coast destroys an installation there one time in two or better. */
function decideSeaOffensive(state: GameState, p: P<'offensive'>): BotDecision | null {
  if (!p.options.some((o) => o.kind === 'sea' && o.available)) return null
  const t = tx(state)
  const best = bestBombardment(state, coastalBombardments(t, p.side, seaOffensiveFlotillas(t, p.side)))
  if (!best || best.destroyed < 0.5) return null
  return {
    action: { type: 'declareOffensive', side: p.side, offensive: 'sea' },
    reasoning: [`Declare a Sea Offensive to bombard: ${best.reasoning[0]}`],
  }
}

/**
 * D-BASE-GRASS (4.3): the bot builds a grass airfield only for a fighter-type unit of its own that
 * sits over-stacked (it cannot fly but to change base, 4.8): at the legal hex nearest that base.
 */
function decideGrassAirfield(state: GameState, p: P<'offensive'>): BotDecision | null {
  if (!p.options.some((o) => o.kind === 'grass' && o.available)) return null
  const t = tx(state)
  let from: { base: string; loc: number } | null = null
  for (const b of t.ctx.basesBySide.get(p.side) ?? []) {
    if (!isOverStacked(t.ctx, state, b.id)) continue
    const ops = operationalSet(t.ctx, state, b.id)
    if (
      (state.stacks[b.id] ?? []).some(
        (id) => !ops.has(id) && !state.units[id].eliminated && isFighterClass(t.ctx, id),
      )
    ) {
      const loc = t.ctx.baseLoc.get(b.id)
      if (loc !== undefined) from = { base: b.id, loc }
      break
    }
  }
  if (!from) return null
  let best: { hex: string; nation: string; d: number } | null = null
  for (const site of grassSites(t, p.side)) {
    const d = airDistance(t.ctx, from.loc, t.ctx.map.parseLoc(site.hex)!)
    if (!best || d < best.d) best = { hex: site.hex, nation: site.nations[0], d }
  }
  if (!best) return null
  return {
    action: { type: 'buildGrassAirfield', side: p.side, hex: best.hex, nation: best.nation },
    reasoning: [
      `Build a ${airstripWords(t.s.scenario).name} at ${best.hex}, ${best.d} hexes from ${t.ctx.baseDefs.get(from.base)?.name ?? from.base}: a fighter-type unit there is over-stacked and cannot fly until it changes base (4.3, 4.8).`,
    ],
  }
}

export function decideOffensive(state: GameState, p: P<'offensive'>, pol: Policy): BotDecision[] {
  const recon = landReconProposal(state, p.side, p.landRecon, pol) // it costs nothing: before any Offensive (4.11)
  if (recon) return [recon, ...decideOffensive(state, { ...p, landRecon: undefined }, pol)]
  const raid = decideAirOffensive(state, p, pol)
  const land = decideLandOffensive(state, p)
  const sea = decideSeaOffensive(state, p)
  const air = p.options.find((o) => o.kind === 'air')
  const why = air?.available
    ? 'no mission of an Air Offensive is worth flying now'
    : (air?.reason ?? 'no Air Offensive is possible').replace(/\.$/, '')
  const grass = decideGrassAirfield(state, p)
  return [
    ...(raid ?? []),
    ...(sea ? [sea] : []),
    ...(land ? [land] : []),
    ...(grass ? [grass] : []),
    {
      action: { type: 'passOffensive', side: p.side },
      reasoning: [`Pass: ${why}, and no land attack is worth it (4.22, 4.25).`],
    },
  ]
}
