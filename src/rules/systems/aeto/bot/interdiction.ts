// The bot in the Strategic Warfare Phase of an APTO scenario with Convoy Routes or Merchant
// Shipping Routes (2.13, 2.26): it sends its bombers where the exact odds give the most EP under
// the per-area cap, a single full-strength bomber to each enemy Merchant Shipping Route it reaches,
// rolls each convoy attack with every bomber in one group (one anti-aircraft risk), and, as the
// convoys' side, takes the anti-aircraft step from the enemy's strongest bomber. In the Japanese
// Surface Raider Step (2.21) it raids with every eligible ship not bound elsewhere.
import { contextOf } from '../context'
import { tx } from '../engine/core'
import { convoyTargetList } from '../missions/convoyInterdiction'
import { capLeft, convoyAreas, groupOdds, isInterdictor } from '../missions/interdiction'
import { merchantTargetList } from '../missions/merchantInterdiction'
import type { GameState, Pending, Role, UnitId } from '../types'
import { faceOf, isFighterClass, singleStep } from '../units'
import { andList, baseLabel, nameOf, ownChart, p2, pc, unitList } from './format'
import type { BotDecision, Policy } from './policy'

type P<K extends Pending['kind']> = Extract<Pending, { kind: K }>

const available = (p: P<'plan'>, kind: string) => p.missions.some((m) => m.kind === kind && m.available)

/** Whether the plan lists an interdiction mission at all (the scenario has routes): then the bot flies only these in the Strategic Warfare Phase. */
export function interdictionListed(p: P<'plan'>): boolean {
  return p.missions.some((m) => m.kind === 'convoyInterdiction' || m.kind === 'merchantInterdiction')
}

/** The interdiction missions worth flying now, best first (empty when none). */
export function interdictionPlan(state: GameState, p: P<'plan'>, pol: Policy): BotDecision[] {
  const out: BotDecision[] = []
  if (available(p, 'convoyInterdiction')) {
    const best = bestConvoyRaid(state, p, pol)
    if (best) out.push(best)
  }
  if (available(p, 'merchantInterdiction')) out.push(...merchantRaids(state, p, pol))
  return out
}

function bestConvoyRaid(state: GameState, p: P<'plan'>, pol: Policy): BotDecision | null {
  const t = tx(state)
  let best: { expected: number; decision: BotDecision; key: string } | null = null
  for (const b of p.bases) {
    const ids = b.units.map((u) => u.id)
    if (!ids.some((id) => isInterdictor(t, id))) continue
    for (const target of convoyTargetList(t, p.side, b.base, ids)) {
      if (target.refused !== null || !target.reach.length) continue
      const area = convoyAreas(t).find((a) => a.id === target.area)!
      const odds = groupOdds(t, area, target.reach)
      if (odds.column === null) continue
      const key = b.base + target.area
      if (
        best &&
        (odds.expected < best.expected ||
          (odds.expected === best.expected && pol.rank(key) >= pol.rank(best.key)))
      )
        continue
      const escorts = b.units
        .filter((u) => isFighterClass(t.ctx, u.id) && u.range >= target.distance)
        .slice(0, target.reach.length)
      const roles = Object.fromEntries(
        escorts.filter((u) => u.needsRole).map((u) => [u.id, 'fighter' as Role]),
      )
      best = {
        expected: odds.expected,
        key,
        decision: {
          action: {
            type: 'launch',
            side: p.side,
            base: b.base,
            units: [...target.reach, ...escorts.map((u) => u.id)],
            mission: 'convoyInterdiction',
            target: target.area,
            ...(Object.keys(roles).length ? { roles } : {}),
          },
          reasoning: [
            `Interdict the ${target.route} in ${target.name} with ${unitList(state, target.reach)} from ${baseLabel(state, b.base)}${
              escorts.length
                ? `, escorted by ${unitList(
                    state,
                    escorts.map((u) => u.id),
                  )}`
                : ''
            }: strength ${odds.strength}, column ${odds.column}; ${p2(odds.expected)} EP expected of the ${odds.capLeft} the cap still allows, anti-aircraft loss ${pc(odds.aaLoss)} (2.13).`,
          ],
        },
      }
    }
  }
  return best?.decision ?? null
}

/** One full-strength bomber to each enemy route it reaches: one bomber counts per route (2.26). */
function merchantRaids(state: GameState, p: P<'plan'>, pol: Policy): BotDecision[] {
  const t = tx(state)
  const out: BotDecision[] = []
  const used = new Set<string>()
  const claimed = new Set(Object.values(state.missions).flatMap((m) => m.merchant?.routes ?? []))
  for (const b of [...p.bases].sort((x, y) => pol.rank(x.base) - pol.rank(y.base))) {
    for (const u of b.units) {
      if (used.has(u.id) || !isInterdictor(t, u.id)) continue
      const routes = merchantTargetList(t, p.side, b.base, [u.id]).filter(
        (r) => r.refused === null && r.hexes.length && !claimed.has(r.route),
      )
      if (!routes.length) continue
      const r = routes[0]
      used.add(u.id)
      claimed.add(r.route)
      out.push({
        action: {
          type: 'launch',
          side: p.side,
          base: b.base,
          units: [u.id],
          mission: 'merchantInterdiction',
          target: r.hexes[0].hex,
        },
        reasoning: [
          `Send the ${nameOf(state, u.id)} from ${baseLabel(state, b.base)} to ${r.hexes[0].hex} on the ${r.name}, ${r.hexes[0].distance} MP away: at full strength there after any air combat it costs ${r.nation} 1 EP (2.26).`,
        ],
      })
    }
  }
  return out
}

export function decideConvoyAttack(state: GameState, p: P<'convoyAttack'>): BotDecision[] {
  const t = tx(state)
  const area = convoyAreas(t).find((a) => a.id === p.area)!
  const all = p.bombers.map((b) => b.id)
  const odds = groupOdds(t, area, all)
  const out: BotDecision[] = []
  if (odds.column !== null)
    out.push({
      action: { type: 'interdict', side: p.side, bombers: all },
      reasoning: [
        `Every bomber in one roll (one anti-aircraft risk): strength ${odds.strength}, column ${odds.column}; ${p2(odds.expected)} EP expected of the ${capLeft(t, area)} still allowed in ${area.name}, anti-aircraft loss ${pc(odds.aaLoss)}${ownChart(odds.unknown)} (2.13).`,
      ],
    })
  out.push({
    action: { type: 'endInterdiction', side: p.side },
    reasoning: ['No group can roll on the Bombing Table: stop (2.13).'],
  })
  return out
}

/** The convoys' side takes the step where it costs the enemy most: a bomber the step eliminates first, then the strongest. */
export function decideConvoyAa(state: GameState, p: P<'convoyAa'>): BotDecision[] {
  const ctx = contextOf(state)
  const cost = (id: UnitId) =>
    (singleStep(ctx, state.units[id]) ? 100 : 0) + faceOf(ctx, state.units[id]).strength
  return [...p.bombers]
    .sort((a, b) => cost(b) - cost(a))
    .map((unit) => ({
      action: { type: 'chooseLoss', side: p.side, unit },
      reasoning: [`The enemy ${nameOf(state, unit)} loses the step: the costliest loss for them (2.13).`],
    }))
}

/**
 * D-RAIDERS (2.21, 2.23): every eligible ship raids — fixed EP, no die, and a raiding carrier's
 * Naval-Air stays free — except a flotilla the scenario has bound elsewhere: a raider is Active and
 * would not sail on this month. Then none.
 */
export function decideSurfaceRaiders(state: GameState, p: P<'surfaceRaiders'>): BotDecision[] {
  const ctx = contextOf(state)
  const bound = (ship: string) => ctx.navalDefs.get(ship)?.bound
  const raid = p.raiders.filter((r) => !bound(r.ship))
  const held = p.raiders.filter((r) => bound(r.ship))
  const eps = (list: typeof p.raiders) => list.reduce((n, r) => n + r.eps, 0)
  const out: BotDecision[] = []
  if (raid.length)
    out.push({
      action: { type: 'raidConvoys', side: p.side, ships: raid.map((r) => r.ship) },
      reasoning: [
        `Raid with ${andList(raid.map((r) => `${r.name} (${r.eps} EP)`))}: ${eps(raid)} EP for sure, no die; they stay where they are, Active, for the month (2.21, 2.23).`,
        ...(held.length
          ? [
              `${andList(held.map((r) => r.name))} ${held.length === 1 ? 'is' : 'are'} bound elsewhere: a raider would not sail on this month (2.21).`,
            ]
          : []),
      ],
    })
  out.push({
    action: { type: 'raidConvoys', side: p.side, ships: [] },
    reasoning: [
      held.length
        ? `No raider: ${andList(held.map((r) => r.name))} sail${held.length === 1 ? 's' : ''} on where bound; a raider is Active for the month (2.21).`
        : 'No raider (2.21).',
    ],
  })
  return out
}
