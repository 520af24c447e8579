// The bot's strategic bombing raids (APTO Part 2): in the Strategic Bombing Step it flies the raid
// with the best expected EP loss on the exact odds of the Bombing Table (escorted by the fighters
// of its base; at night when it may and no escort would meet the enemy fighters over the target),
// or declines when no raid is worth it; over the target every bomber bombs the Strategic Target in
// one group (the highest column), the Rail Capacity only when the target itself is worth nothing;
// the B-29 +1, when optional, only if it adds more EP than anti-aircraft risk; and it chooses
// anti-aircraft losses as for installation bombing.
import { contextOf } from '../context'
import { opponentsOf, tx } from '../engine/core'
import { interceptorOptions } from '../engine/interception'
import { raidBomber, raidFigures, raidTargetList } from '../missions/strategicRaid'
import { attackFigures, targetAt, type AttackFigures } from '../missions/strategicTargets'
import type { Action, GameState, Pending, Role, UnitId } from '../types'
import { defOf } from '../units'
import { cheapest } from './bombing'
import { nameOf, ownChart, pc, unitList } from './format'
import type { BotDecision, Policy } from './policy'

type P<K extends Pending['kind']> = Extract<Pending, { kind: K }>

const ep = (x: number) => x.toFixed(2)

function figuresLine(f: AttackFigures): string {
  return `strength ${f.strength}, column ${f.column ?? 'none'}: expected loss ${ep(f.chances.expected)}, anti-aircraft loss ${pc(f.chances.aa)}${ownChart(f.chances.unknown)}`
}

/** The plan in the Strategic Bombing Step: the best raid, or decline (2.2, 2.5). */
export function decideRaidPlan(state: GameState, p: P<'plan'>, pol: Policy): BotDecision[] {
  const side = p.side
  const t = tx(state)
  const ctx = contextOf(state)
  const decline = (why: string): BotDecision => ({
    action: { type: 'endStep', side },
    reasoning: [`Decline further raids: ${why} (2.5).`],
  })
  if (!p.missions.some((m) => m.kind === 'strategicRaid' && m.available))
    return [decline('no raid can be flown')]
  let best: { base: string; hex: string; bombers: UnitId[]; fig: AttackFigures; escorts: UnitId[] } | null =
    null
  for (const b of p.bases) {
    const bombers = b.units.filter((u) => raidBomber(t, u.id))
    if (!bombers.length) continue
    for (const target of raidTargetList(
      t,
      side,
      b.base,
      bombers.map((u) => u.id),
    )) {
      const loc = ctx.map.parseLoc(target.hex)!
      const inRange = bombers.filter((u) => u.range >= target.distance).map((u) => u.id)
      const fig = attackFigures(t, side, targetAt(t, loc)!, 'strategic', inRange, {
        night: false,
        b29Bonus: false,
      })
      const better =
        !best ||
        fig.chances.expected > best.fig.chances.expected ||
        (fig.chances.expected === best.fig.chances.expected &&
          pol.rank(b.base + target.hex) < pol.rank(best.base + best.hex))
      if (better) {
        const fighters = b.units.filter(
          (u) =>
            !raidBomber(t, u.id) &&
            defOf(ctx, u.id).type !== 'B' &&
            defOf(ctx, u.id).type !== 'ATP' &&
            !ctx.unitDefs.get(u.id)?.outOfSupply,
        )
        best = {
          base: b.base,
          hex: target.hex,
          bombers: inRange,
          fig,
          escorts: fighters.slice(0, inRange.length).map((u) => u.id),
        }
      }
    }
  }
  if (!best || best.fig.chances.expected < 0.5)
    return [
      decline(
        best
          ? `the best raid (${best.fig.name}) is expected to cost the enemy only ${ep(best.fig.chances.expected)} EP`
          : 'no bomber of ours reaches an enemy Strategic Target',
      ),
    ]
  const roles: Record<UnitId, Role> = {}
  for (const id of best.escorts) if (defOf(ctx, id).type !== 'F') roles[id] = 'fighter'
  const head = `Raid ${best.fig.name} (${best.hex}) with ${unitList(state, best.bombers)}: ${figuresLine(best.fig)} (2.3, 2.5).`
  const out: BotDecision[] = []
  // At night when no escort goes and the enemy's fighters could meet the bombers over the target (2.8: never intercepted).
  const loc = ctx.map.parseLoc(best.hex)!
  const defended = opponentsOf(t, side).some((o) => interceptorOptions(t, o, loc).length > 0)
  const mayNight = best.bombers.every((id) => ctx.nationRole.get(defOf(ctx, id).nation) !== 'american')
  if (!best.escorts.length && defended && mayNight) {
    const night = attackFigures(t, side, targetAt(t, loc)!, 'strategic', best.bombers, { night: true })
    if (night.chances.expected > 0)
      out.push({
        action: {
          type: 'launch',
          side,
          base: best.base,
          units: best.bombers,
          mission: 'strategicRaid',
          target: best.hex,
          night: true,
        },
        reasoning: [
          head,
          `No escort can go and enemy fighters can intercept over the target: a night raid, never intercepted, on the 2-5 column: expected ${ep(night.chances.expected)} EP (2.8).`,
        ],
      })
  }
  if (best.escorts.length)
    out.push({
      action: {
        type: 'launch',
        side,
        base: best.base,
        units: [...best.bombers, ...best.escorts],
        mission: 'strategicRaid',
        target: best.hex,
        ...(Object.keys(roles).length ? { roles } : {}),
      },
      reasoning: [head, `Escorted by ${unitList(state, best.escorts)} as far as their range allows (2.2).`],
    })
  out.push({
    action: {
      type: 'launch',
      side,
      base: best.base,
      units: best.bombers,
      mission: 'strategicRaid',
      target: best.hex,
    },
    reasoning: [head, 'The bombers alone.'],
  })
  out.push(decline('no raid could be launched'))
  return out
}

/** D-SB-ASSIGN: the Strategic Target, unless it is worth nothing to these bombers and the Rail Capacity is (2.6). */
export function decideRaidAssign(state: GameState, p: P<'raidAssign'>): BotDecision[] {
  const t = tx(state)
  const m = state.missions[p.mission]
  const onTarget = raidFigures(t, m, 'strategic', p.bombers)
  const onRail = raidFigures(t, m, 'rail', p.bombers)
  const rail = onTarget.chances.expected === 0 && onRail.chances.expected > 0
  const all: Action = { type: 'assignRaid', side: p.side, rail: rail ? [...p.bombers] : [] }
  const other: Action = { type: 'assignRaid', side: p.side, rail: rail ? [] : [...p.bombers] }
  return [
    {
      action: all,
      reasoning: [
        rail
          ? `Every bomber on ${p.rail.name}’s Rail Capacity: the Strategic Target is worth nothing to them (${figuresLine(onTarget)}), the Rail Capacity ${figuresLine(onRail)} (2.6).`
          : `Every bomber on ${p.target}: ${figuresLine(onTarget)}; the Rail Capacity would give ${figuresLine(onRail)} (2.3, 2.6).`,
      ],
    },
    { action: other, reasoning: ['The other target.'] },
  ]
}

/** D-SB-ATTACKS: one group (the highest column), the Rail Capacity attack, the B-29 +1 when it pays (2.5, 2.6, 2.7). */
export function decideRaidAttacks(state: GameState, p: P<'raidAttacks'>): BotDecision[] {
  const t = tx(state)
  const m = state.missions[p.mission]
  const reasons: string[] = []
  let groups: UnitId[][] = []
  let bonus: boolean | undefined
  if (p.bombers.length) {
    const plain = raidFigures(t, m, 'strategic', p.bombers, false)
    const plus = p.b29Optional ? raidFigures(t, m, 'strategic', p.bombers, true) : null
    const score = (f: AttackFigures) => f.chances.expected - 2 * f.chances.aa
    if (!plain.refusal) {
      groups = [[...p.bombers]]
      if (plus) {
        bonus = score(plus) > score(plain)
        reasons.push(
          `${unitList(state, p.bombers)} bomb together: ${figuresLine(bonus ? plus : plain)}; the B-29 +1 ${bonus ? 'is added: it pays more than it risks' : 'is not added: it risks more than it pays'} (2.5, 2.7).`,
        )
      } else
        reasons.push(
          `${unitList(state, p.bombers)} bomb together, the highest column: ${figuresLine(plain)} (2.5).`,
        )
    } else reasons.push(`No attack on the Strategic Target: ${plain.refusal}`)
  }
  let rail = false
  if (p.rail.length) {
    const f = raidFigures(t, m, 'rail', p.rail)
    rail = !f.refusal
    reasons.push(
      rail
        ? `The Rail Capacity attack with ${unitList(state, p.rail)}: ${figuresLine(f)} (2.6).`
        : `No Rail Capacity attack: ${f.refusal}`,
    )
  }
  return [
    {
      action: {
        type: 'bombStrategic',
        side: p.side,
        groups,
        ...(rail ? { rail } : {}),
        ...(bonus !== undefined && groups.length ? { b29Bonus: bonus } : {}),
      },
      reasoning: reasons,
    },
    { action: { type: 'bombStrategic', side: p.side, groups: [] }, reasoning: ['No attack.'] },
  ]
}

/** D-SB-AA: the cheapest of ours, or the costliest of the enemy's (2.5). */
export function decideRaidAa(state: GameState, p: P<'raidAa'>): BotDecision[] {
  const own = p.bombers.every((id) => state.units[id].side === p.side)
  const order = own ? cheapest(state, p.bombers) : cheapest(state, p.bombers).reverse()
  return order.map((unit) => ({
    action: { type: 'chooseLoss', side: p.side, unit },
    reasoning: [
      own
        ? `The ${nameOf(state, unit)} loses the step: the cheapest loss of ours (2.5).`
        : `The enemy ${nameOf(state, unit)} loses the step: the costliest for them (2.5).`,
    ],
  }))
}
