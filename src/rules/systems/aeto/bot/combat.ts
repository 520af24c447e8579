// Interception and combat decisions of the bot, each from the exact odds of a planned round
// (forecast.ts): declare or pass, add interceptors, accept a cancellation, dump ordnance,
// designate bomber-attackers, choose an attack, abort voluntarily, remain for Round 2.
import { contextOf } from '../context'
import { roundPreview } from '../index'
import type { Action, Engagement, GameState, Loc, Pending, SideId, UnitId } from '../types'
import { defOf, isFighterRole } from '../units'
import {
  abortWeight,
  bestDesignation,
  compareAttacks,
  forecastWithDesignations,
  isBomberTarget,
  nextRoundProbe,
  opponentOf,
  previewOf,
  probeCombat,
  type ForecastAttack,
  type ProbeUnit,
  type RoundForecast,
} from './forecast'
import {
  andList,
  attackLines,
  baseLabel,
  locLabel,
  nameOf,
  oddsText,
  p2,
  pc,
  sideName,
  unitList,
} from './format'
import type { BotDecision, Policy } from './policy'
import { maxOf } from '../collections'
import { attackChanceWords, counterstrikeValue } from './naval'

type P<K extends Pending['kind']> = Extract<Pending, { kind: K }>

const MAX_POOL = 6

// ------------------------------------------------------------------ engagements

interface Matchup {
  loc: Loc
  /** The intercepted side (first in combat, 4.16) and the intercepting side. */
  first: SideId
  second: SideId
  units: ProbeUnit[]
}

/** Flights idle in a location fight there too (stopped, or mission flights arrived: 4.16). */
function idleUnitsAt(state: GameState, loc: Loc, except: ReadonlySet<UnitId>): UnitId[] {
  const out: UnitId[] = []
  for (const f of Object.values(state.flights)) {
    if (f.loc !== loc || f.status === 'setAside') continue
    if (f.status === 'stopped' || (f.status === 'arrived' && f.purpose === 'mission'))
      for (const id of f.units) if (!except.has(id)) out.push(id)
  }
  return out
}

function live(state: GameState, ids: readonly UnitId[]): UnitId[] {
  return ids.filter((id) => {
    const u = state.units[id]
    return u && !u.eliminated && !u.aborted && !u.aloft?.setAside
  })
}

/** Who would fight in engagement `e` now: its targets, its interceptors (arrived or not), idle units there. */
function engagementMatchup(state: GameState, e: Engagement): Matchup {
  const targets = live(
    state,
    e.targetFlights.flatMap((id) => state.flights[id]?.units ?? []),
  )
  const interceptors = new Set<UnitId>()
  for (const g of e.groups)
    for (const id of g.flight ? (state.flights[g.flight]?.units ?? []) : g.units) interceptors.add(id)
  for (const f of Object.values(state.flights))
    if (f.engagement === e.id && f.purpose === 'interception') f.units.forEach((id) => interceptors.add(id))
  const ids = [...targets, ...live(state, [...interceptors])]
  const all = [...ids, ...live(state, idleUnitsAt(state, e.loc, new Set(ids)))]
  return {
    loc: e.loc,
    first: e.targetSide,
    second: e.declaringSide ?? opponentOf(state, e.targetSide),
    units: all.map((id) => ({ id })),
  }
}

interface Option {
  added: { base: string; id: UnitId }[]
  forecast: RoundForecast
  probe: GameState
  damage: number
  risk: number
  net: number
}

function evaluate(
  state: GameState,
  m: Matchup,
  side: SideId,
  added: { base: string; id: UnitId }[],
  pol: Policy,
): Option {
  const probe = probeCombat(state, m.loc, m.first, m.second, [
    ...m.units,
    ...added.map((a) => ({ id: a.id, role: 'fighter' as const })),
  ])
  const forecast = forecastWithDesignations(probe, pol.ratio, pol.rank)
  const enemy = side === m.first ? m.second : m.first
  const damage = forecast.sides[enemy]?.value ?? 0
  const risk = forecast.sides[side]?.value ?? 0
  return {
    added,
    forecast,
    probe,
    damage,
    risk,
    net: damage - pol.ratio * risk - pol.commitCost * added.length,
  }
}

/** Eligible interceptors, the best against these targets first (at most MAX_POOL). */
function orderedPool(
  state: GameState,
  m: Matchup,
  interceptors: P<'declare'>['interceptors'],
  pol: Policy,
): { base: string; id: UnitId }[] {
  const pool = interceptors.flatMap((g) => g.units.map((u) => ({ base: g.base, id: u.id })))
  if (!pool.length) return []
  const probe = probeCombat(state, m.loc, m.first, m.second, [
    ...m.units,
    ...pool.map((a) => ({ id: a.id, role: 'fighter' as const })),
  ])
  const enemies = m.units.map((u) => u.id).filter((id) => state.units[id].side === m.first)
  const score = new Map(
    pool.map((a) => [a.id, enemies.length ? maxOf(enemies, (t) => previewOf(probe, a.id, t).hit) : 0]),
  )
  return [...pool]
    .sort((a, b) => score.get(b.id)! - score.get(a.id)! || pol.rank(a.id) - pol.rank(b.id))
    .slice(0, MAX_POOL)
}

function groupsOf(added: readonly { base: string; id: UnitId }[]): { base: string; units: UnitId[] }[] {
  const m = new Map<string, UnitId[]>()
  for (const a of added) m.set(a.base, [...(m.get(a.base) ?? []), a.id])
  return [...m].map(([base, units]) => ({ base, units }))
}

function fromText(state: GameState, added: readonly { base: string; id: UnitId }[]): string {
  return andList(groupsOf(added).map((g) => `${unitList(state, g.units)} from ${baseLabel(state, g.base)}`))
}

function totalsLine(state: GameState, o: Option, side: SideId, enemy: SideId): string {
  const e = o.forecast.sides[enemy]
  const me = o.forecast.sides[side]
  return (
    `Round 1 expected: ${p2(e?.steps ?? 0)} steps lost and ${p2(e?.aborts ?? 0)} aborts for the ${sideName(state, enemy)}; ` +
    `${p2(me?.steps ?? 0)} steps and ${p2(me?.aborts ?? 0)} aborts for us (chance a unit of ours is hit ${pc(me?.anyHit ?? 0)}).`
  )
}

function verdictLine(o: Option, pol: Policy): string {
  return `Damage ${p2(o.damage)} outweighs ${pol.ratio} × risk ${p2(o.risk)} (weighted steps: an abort counts ½ for a bomber or an interceptor on its way, ¼ otherwise; aggression ${pol.aggression}).`
}

/** Fight when the damage is worth it and outweighs ratio × risk plus the cost of committing the fighters. */
function worthIt(o: Option, pol: Policy): boolean {
  return o.damage >= pol.minDamage && o.net > 0
}

function whyNot(o: Option, pol: Policy): string {
  return o.damage < pol.minDamage
    ? `too little damage to expect (${p2(o.damage)} < ${pol.minDamage})`
    : `the damage does not outweigh the risk (${p2(o.damage)} against ${pol.ratio} × ${p2(o.risk)})`
}

export function decideDeclare(state: GameState, p: P<'declare'>, pol: Policy): BotDecision[] {
  const side = p.side
  const pass: Action = { type: 'pass', side }
  const targetFlights = p.targets.filter((id) => state.flights[id])
  if (!targetFlights.length || !p.interceptors.length)
    return [{ action: pass, reasoning: [`Pass at ${p.loc}: no fighter of ours can reach it (4.13).`] }]
  const loc = state.flights[targetFlights[0]].loc
  const enemy = state.flights[targetFlights[0]].side
  const targets = live(
    state,
    targetFlights.flatMap((id) => state.flights[id].units),
  )
  const others = live(state, idleUnitsAt(state, loc, new Set(targets)))
  const m: Matchup = { loc, first: enemy, second: side, units: [...targets, ...others].map((id) => ({ id })) }
  const pool = orderedPool(state, m, p.interceptors, pol)
  const options = pool.map((_, i) => evaluate(state, m, side, pool.slice(0, i + 1), pol))
  const best = options.reduce((a, b) => (b.net > a.net + 1e-9 ? b : a))
  const alternatives = options
    .filter((o) => o !== best)
    .map(
      (o) =>
        `${unitList(
          state,
          o.added.map((a) => a.id),
        )}: damage ${p2(o.damage)}, risk ${p2(o.risk)}`,
    )
  const altLine = alternatives.length ? [`Other choices: ${alternatives.join('; ')}.`] : []
  const what = `${unitList(state, targets)} at ${locLabel(state, loc)}`
  const strike = counterstrikeChoice(state, p, m, side, worthIt(best, pol) ? best : null, pol)
  if (strike)
    return [strike, { action: pass, reasoning: ['Pass (the Counterstrike was refused by the rules).'] }]
  if (!worthIt(best, pol)) {
    const why = whyNot(best, pol)
    return [
      {
        action: pass,
        reasoning: [
          `Pass: no interception of ${what} — ${why} (4.13).`,
          `Best try, ${fromText(state, best.added)}:`,
          ...attackLines(best.probe, best.forecast),
          totalsLine(state, best, side, enemy),
          ...altLine,
        ],
      },
    ]
  }
  return [
    {
      action: { type: 'declare', side, groups: groupsOf(best.added) },
      reasoning: [
        `Intercept ${what} with ${fromText(state, best.added)} (4.13).`,
        ...attackLines(best.probe, best.forecast),
        totalsLine(state, best, side, enemy),
        verdictLine(best, pol),
        ...altLine,
      ],
    },
    { action: pass, reasoning: ['Pass (the interception was refused by the rules).'] },
  ]
}

/**
 * APTO Counterstrike (4.1): the fighter-bombers and Naval-Air units offered fly the interception as
 * bombers (no attack) when the fight with their later strike (exact odds, weighted by the ships'
 * worth) is worth more than the interception as planned: damage + strike − ratio × risk.
 */
function counterstrikeChoice(
  state: GameState,
  p: P<'declare'>,
  m: Matchup,
  side: SideId,
  fighters: Option | null,
  pol: Policy,
): BotDecision | null {
  if (!p.counterstrike?.length) return null
  const lines: string[] = []
  const strikers: { base: string; id: UnitId }[] = []
  let value = 0
  for (const o of p.counterstrike) {
    const best = o.targets
      .map((target) => ({ target, ...counterstrikeValue(state, o.id, target, target.ships) }))
      .sort((a, b) => b.value - a.value)[0]
    if (!best || best.value <= 0) continue
    strikers.push({ base: o.base, id: o.id })
    value += best.value
    lines.push(
      `${unitList(state, [o.id])} could then strike ${best.target.loc}: ${attackChanceWords(best)} (4.20).`,
    )
  }
  if (!strikers.length || value < pol.minDamage) return null
  const rest = (fighters?.added ?? []).filter((a) => !strikers.some((x) => x.id === a.id))
  const probe = probeCombat(state, m.loc, m.first, m.second, [
    ...m.units,
    ...rest.map((a) => ({ id: a.id, role: 'fighter' as const })),
    ...strikers.map((a) => ({ id: a.id, role: 'bomber' as const })),
  ])
  const forecast = forecastWithDesignations(probe, pol.ratio, pol.rank)
  const enemy = side === m.first ? m.second : m.first
  const damage = forecast.sides[enemy]?.value ?? 0
  const risk = forecast.sides[side]?.value ?? 0
  const net = damage + value - pol.ratio * risk - pol.commitCost * (rest.length + strikers.length)
  const planned = fighters ? fighters.net : 0
  if (net <= 0 || net <= planned) return null
  const added = [...rest, ...strikers]
  return {
    action: { type: 'declare', side, groups: groupsOf(added), counterstrike: strikers.map((a) => a.id) },
    reasoning: [
      `Intercept ${locLabel(state, m.loc)} with ${fromText(state, added)}; ${unitList(
        state,
        strikers.map((a) => a.id),
      )} as bombers on a Counterstrike: no air combat attack, then a strike on located ships (APTO 4.1).`,
      ...lines,
      `Strike worth ${p2(value)}, combat damage ${p2(damage)}, against ${pol.ratio} × risk ${p2(risk)}${fighters ? `; the interception alone: ${p2(planned)}` : ''}.`,
    ],
  }
}

export function decideLaunchInterceptors(state: GameState, p: P<'launchInterceptors'>): BotDecision[] {
  const e = state.engagements[p.engagement]
  return p.bases.map((b) => {
    const units = b.units.filter((id) => !state.units[id].eliminated)
    return {
      action: { type: 'launchInterceptors', side: p.side, base: b.base },
      reasoning: [
        `Launch ${unitList(state, units) || 'the interceptors'} from ${baseLabel(state, b.base)} to ${e ? locLabel(state, e.loc) : p.loc}${b.autoPath.length ? ` by the shortest route: ${b.autoPath.join(', ')}` : ''} (4.13).`,
      ],
    }
  })
}

export function decidePreCombat(state: GameState, p: P<'preCombat'>, pol: Policy): BotDecision[] {
  const side = p.side
  const pass: Action = { type: 'pass', side }
  const e = state.engagements[p.engagement]
  const m = engagementMatchup(state, e)
  const enemy = side === m.first ? m.second : m.first
  const now = evaluate(state, m, side, [], pol)
  const odds = `damage ${p2(now.damage)}, risk ${p2(now.risk)}`
  if (side !== e.declaringSide || !p.interceptors.length)
    return [
      {
        action: pass,
        reasoning: [
          `Pass before combat at ${locLabel(state, e.loc)}: nothing more to bring (${odds}) (4.16).`,
        ],
      },
    ]
  const pool = orderedPool(state, m, p.interceptors, pol)
  const options = pool.map((_, i) => evaluate(state, m, side, pool.slice(0, i + 1), pol))
  const best = options.reduce((a, b) => (b.net > a.net + 1e-9 ? b : a), now)
  if (best === now || best.net < now.net + 0.05)
    return [
      {
        action: pass,
        reasoning: [
          `Pass before combat at ${locLabel(state, e.loc)}: more interceptors would not improve the odds enough (${odds}) (4.16).`,
        ],
      },
    ]
  return [
    {
      action: { type: 'addInterceptors', side, groups: groupsOf(best.added) },
      reasoning: [
        `Send ${fromText(state, best.added)} to ${locLabel(state, e.loc)} as well: damage ${p2(now.damage)} → ${p2(best.damage)}, risk ${p2(now.risk)} → ${p2(best.risk)} (4.16).`,
        ...attackLines(best.probe, best.forecast),
        totalsLine(state, best, side, enemy),
      ],
    },
    { action: pass, reasoning: ['Pass before combat.'] },
  ]
}

export function decideAcceptCancel(state: GameState, p: P<'acceptCancel'>, pol: Policy): BotDecision[] {
  const side = p.side
  const e = state.engagements[p.engagement]
  const m = engagementMatchup(state, e)
  const enemy = side === m.first ? m.second : m.first
  const o = evaluate(state, m, side, [], pol)
  const net = o.damage - pol.ratio * o.risk
  const numbers = `damage to the ${sideName(state, enemy)} ${p2(o.damage)} against risk to us ${p2(o.risk)} (needs ≥ ${pol.ratio} × risk)`
  const accept: BotDecision = {
    action: { type: 'acceptCancel', side },
    reasoning: [
      `Accept the cancellation at ${locLabel(state, e.loc)}: the odds are bad for us — ${numbers} (4.13).`,
      ...attackLines(o.probe, o.forecast),
    ],
  }
  const refuse: BotDecision = {
    action: { type: 'refuseCancel', side },
    reasoning: [
      `Refuse the cancellation at ${locLabel(state, e.loc)}: the odds favour us — ${numbers} (4.13).`,
      ...attackLines(o.probe, o.forecast),
    ],
  }
  return net < 0 ? [accept, refuse] : [refuse, accept]
}

// ------------------------------------------------------------------ combat rounds

export function decideDump(state: GameState, p: P<'dumpOrdnance'>): BotDecision[] {
  const ctx = contextOf(state)
  const c = state.combat!
  const mine = c.inRound.filter((id) => state.units[id].side === p.side)
  const theirs = c.inRound.filter((id) => state.units[id].side !== p.side)
  const escorts = mine.filter((id) => isFighterRole(ctx, state.units[id]))
  const enemyFighters = theirs.filter((id) => isFighterRole(ctx, state.units[id]))
  if (!escorts.length && enemyFighters.length) {
    return [
      {
        action: { type: 'dumpOrdnance', side: p.side, units: [...p.units] },
        reasoning: [
          `Dump ordnance: ${unitList(state, p.units)} ${p.units.length > 1 ? 'fight' : 'fights'} as fighters — no escort of ours is here and ${unitList(state, enemyFighters)} can attack (4.16).`,
        ],
      },
    ]
  }
  return [
    {
      action: { type: 'dumpOrdnance', side: p.side, units: [] },
      reasoning: [
        escorts.length
          ? `Keep the bombs: ${unitList(state, escorts)} escort${escorts.length > 1 ? '' : 's'} ${unitList(state, p.units)}, whose mission goes on (4.16).`
          : `Keep the bombs: no enemy fighter is here (4.16).`,
      ],
    },
  ]
}

export function decideDesignate(state: GameState, p: P<'designate'>, pol: Policy): BotDecision[] {
  const d = bestDesignation(state, p.side, p.units, pol.ratio, pol.rank)
  const enemy = opponentOf(state, p.side)
  const bombers = state.combat!.inRound.filter(
    (id) => state.units[id].side === enemy && isBomberTarget(state, id),
  )
  const bomberSteps = d.forecast.units.filter((u) => bombers.includes(u.id)).reduce((s, u) => s + u.steps, 0)
  const me = d.forecast.sides[p.side]
  const head = d.units.length
    ? `Designate ${unitList(state, d.units)} to attack the bombers (${unitList(state, bombers)}) this round (4.16).`
    : `Designate no fighter against the bombers this round: attacking the escorts first is better (4.16).`
  return [
    {
      action: { type: 'designate', side: p.side, units: d.units },
      reasoning: [
        head,
        ...attackLines(state, d.forecast, p.side),
        `Expected: ${p2(bomberSteps)} bomber steps lost; ${p2(d.forecast.sides[enemy]?.value ?? 0)} weighted damage to the ${sideName(state, enemy)} against ${p2(me?.value ?? 0)} to us.`,
      ],
    },
  ]
}

function returnFireRisk(state: GameState, a: ForecastAttack): { hit: number; aborted: number } {
  const d = roundPreview(state, [{ attacker: a.attacker, target: a.target }])
  const u = d.units.find((x) => x.id === a.attacker)
  return { hit: u?.hit ?? 0, aborted: u?.aborted ?? 0 }
}

export function decideAttack(state: GameState, p: P<'attack'>, pol: Policy): BotDecision[] {
  const side = p.side
  const options: ForecastAttack[] = []
  for (const a of p.attackers)
    for (const t of a.targets) if (t.legal) options.push(previewOf(state, a.id, t.id))
  options.sort(compareAttacks(state, pol.rank))
  const illegal = p.attackers
    .flatMap((a) => a.targets.filter((t) => !t.legal).map((t) => t))
    .filter((t, i, all) => all.findIndex((x) => x.id === t.id && x.reason === t.reason) === i)
  const notes = illegal.length
    ? [
        `Not allowed now: ${illegal.map((t) => `${nameOf(state, t.id)} — ${(t.reason ?? 'not a legal target').replace(/\.$/, '')}`).join('; ')}.`,
      ]
    : []
  const out: BotDecision[] = []
  const declined: string[] = []
  for (const a of options) {
    const rf = returnFireRisk(state, a)
    const gain = a.hit + a.abort * abortWeight(state, a.target)
    const risk = rf.hit + rf.aborted * 0.25
    const rfLine =
      rf.hit || rf.aborted
        ? [
            `Return fire (4.19): the ${nameOf(state, a.attacker)} is hit ${pc(rf.hit)}, aborted ${pc(rf.aborted)}.`,
          ]
        : []
    if (gain < pol.ratio * risk) {
      declined.push(
        `${nameOf(state, a.attacker)} on ${nameOf(state, a.target)} (gain ${p2(gain)} < ${pol.ratio} × return-fire risk ${p2(risk)})`,
      )
      continue
    }
    const others = options
      .filter((o) => o !== a && o.attacker === a.attacker)
      .map((o) => `${nameOf(state, o.target)} hit ${o.counts.hit}/6`)
    out.push({
      action: { type: 'attack', side, attacker: a.attacker, target: a.target },
      reasoning: [
        `Attack the ${nameOf(state, a.target)} with the ${nameOf(state, a.attacker)}: ${oddsText(a)} (4.16).`,
        ...rfLine,
        ...(others.length ? [`Other legal targets for it: ${others.join(', ')}.`] : []),
        ...notes,
      ],
    })
  }
  out.push({
    action: { type: 'endAttacks', side },
    reasoning: [
      options.length
        ? `No more attacks this round: ${declined.join('; ')} (4.16).`
        : `No more attacks this round: no legal target is left (4.16).`,
    ],
  })
  return out
}

interface Stay {
  id: UnitId
  hit: number
  eliminated: number
  abort: boolean
}

/** Per unit of `side`: the odds of the next round if everyone stays, and whether to leave. */
function roundTwoRisks(
  state: GameState,
  units: readonly UnitId[],
  pol: Policy,
): { stays: Stay[]; forecast: RoundForecast; probe: GameState } {
  const probe = nextRoundProbe(state)
  const forecast = forecastWithDesignations(probe, pol.ratio, pol.rank)
  const stays = units.map((id) => {
    const f = forecast.units.find((u) => u.id === id)
    const hit = f?.hit ?? 0
    const eliminated = f?.eliminated ?? 0
    return { id, hit, eliminated, abort: eliminated >= pol.tolerance || hit >= pol.tolerance + 0.25 }
  })
  return { stays, forecast, probe }
}

function stayLines(state: GameState, stays: readonly Stay[], pol: Policy): string[] {
  const ctx = contextOf(state)
  return stays.map((s) => {
    const u = state.units[s.id]
    const damaged = u.face === 'back' && defOf(ctx, s.id).back ? 'damaged ' : ''
    const odds = `another round hits it ${pc(s.hit)} and eliminates it ${pc(s.eliminated)}`
    return s.abort
      ? `Abort the ${damaged}${nameOf(state, s.id)}: ${odds} (the bot leaves at elimination ≥ ${pc(pol.tolerance)} or hit ≥ ${pc(pol.tolerance + 0.25)}).`
      : `Keep the ${damaged}${nameOf(state, s.id)} in: ${odds}.`
  })
}

export function decideVoluntaryAbort(state: GameState, p: P<'voluntaryAbort'>, pol: Policy): BotDecision[] {
  const { stays, forecast, probe } = roundTwoRisks(state, p.units, pol)
  const leaving = stays.filter((s) => s.abort).map((s) => s.id)
  return [
    {
      action: { type: 'voluntaryAbort', side: p.side, units: leaving },
      reasoning: [
        ...stayLines(state, stays, pol),
        ...attackLines(probe, forecast).map((l) => `Round 2 plan: ${l}`),
      ],
      secret: true,
    },
  ]
}

export function decideRemain(state: GameState, p: P<'remain'>, pol: Policy): BotDecision[] {
  const { stays } = roundTwoRisks(state, p.units, pol)
  const staying = stays.filter((s) => !s.abort).map((s) => s.id)
  return [
    { action: { type: 'remain', side: p.side, units: staying }, reasoning: stayLines(state, stays, pol) },
  ]
}
