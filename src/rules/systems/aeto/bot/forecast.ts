// What the automatic opponent knows about a fight: a planned round of attacks for both sides and
// its exact odds. Every number comes from the rules module's own preview functions
// (attackPreview for one attack, roundPreview for a side's attacks with return fire): the bot
// never reads a combat table itself. A hypothetical combat (an interception not yet declared) is
// a "probe" state: the real state with the units placed in a combat at that location.
import { recordWith } from '../engine/persistentRecord'
import { contextOf } from '../context'
import { tx } from '../engine/core'
import { canAttack, targetsFor } from '../engine/airCombat'
import { attackPreview, roundPreview } from '../index'
import type { CombatState, Engagement, GameState, Loc, Role, SideId, UnitId, UnitState } from '../types'
import { defOf, fixedRole, isBomberRole, isFighterRole, needsRole } from '../units'
import { appendAll, maxOf } from '../collections'

export const PROBE = '__bot-probe'

/** One attack of a plan, with its exact odds (out of 6 faces and as probabilities). */
export interface ForecastAttack {
  attacker: UnitId
  target: UnitId
  side: SideId
  atn: number
  drm: number
  hit: number
  abort: number
  miss: number
  counts: { hit: number; abort: number; miss: number }
}

/** Fate of one unit in the planned round (attacks on it and return fire on it, combined). */
export interface UnitForecast {
  id: UnitId
  side: SideId
  /** Hit at least once. */
  hit: number
  /** Aborted and never hit. */
  aborted: number
  /** Expected steps lost (a hit costs a step; a depleted or one-step unit hit is eliminated). */
  steps: number
  /** Chance of elimination. */
  eliminated: number
}

export interface SideForecast {
  side: SideId
  /** Expected steps this side loses. */
  steps: number
  /** Expected aborts (without a hit) of this side's units. */
  aborts: number
  /** Chance that at least one unit of this side is hit. */
  anyHit: number
  /** Steps lost + aborts weighted by abortWeight. */
  value: number
}

export interface RoundForecast {
  attacks: ForecastAttack[]
  units: UnitForecast[]
  sides: Record<SideId, SideForecast>
}

// ------------------------------------------------------------------ probes

export interface ProbeUnit {
  id: UnitId
  /** Role for an FB/N unit still at its base (interceptors fly as fighters, 4.13). */
  role?: Role
}

/**
 * A copy of `state` with a combat at `loc` between `units` (the first side is the intercepted
 * one, 4.16). Units at their bases are placed aloft there; nothing of `state` is modified.
 */
export function probeCombat(
  state: GameState,
  loc: Loc,
  first: SideId,
  second: SideId,
  units: readonly ProbeUnit[],
  round: 1 | 2 = 1,
): GameState {
  const ctx = contextOf(state)
  const copy = recordWith(
    state.units,
    units.map((p) => {
      const u = state.units[p.id]
      const role = u.role ?? fixedRole(ctx, p.id) ?? (needsRole(ctx, p.id) ? (p.role ?? 'fighter') : null)
      return [
        p.id,
        { ...u, role, aloft: { loc, flight: u.aloft?.flight ?? PROBE, setAside: false } } as UnitState,
      ] as const
    }),
  )
  const engagement: Engagement = {
    id: PROBE,
    seq: 0,
    loc,
    kind: 'interception',
    declaringSide: second,
    targetSide: first,
    targetFlights: [],
    groups: [],
    depth: 1,
    status: 'combat',
    preCombatTurn: null,
    passes: 0,
    cancelProposedBy: null,
  }
  const combat: CombatState = {
    engagement: PROBE,
    round,
    first,
    second,
    stage: 'attacks',
    stageSide: first,
    inRound: units.map((u) => u.id),
    ground: [],
    designated: [],
    attackedBy: {},
    hasAttacked: [],
    noted: [],
    roll: null,
    volabort: {},
  }
  return { ...state, units: copy, engagements: { ...state.engagements, [PROBE]: engagement }, combat }
}

/** The state with its combat replaced by `patch` applied to a copy (the rest is shared). */
export function withCombat(state: GameState, patch: Partial<CombatState>): GameState {
  const c = state.combat!
  return {
    ...state,
    combat: {
      ...c,
      inRound: [...c.inRound],
      ground: [...c.ground],
      designated: [...c.designated],
      attackedBy: Object.fromEntries(Object.entries(c.attackedBy).map(([k, v]) => [k, [...v]])),
      hasAttacked: [...c.hasAttacked],
      noted: [...c.noted],
      volabort: { ...c.volabort },
      ...patch,
    },
  }
}

/** The next round of the current combat as it would start with the units now in it (for aborts). */
export function nextRoundProbe(state: GameState): GameState {
  return withCombat(state, {
    round: 2,
    stage: 'attacks',
    designated: [],
    attackedBy: {},
    hasAttacked: [],
    noted: [],
    roll: null,
  })
}

// ------------------------------------------------------------------ who fights

/** May this unit attack in the combat's round (only fighter-role units attack; a half-step
 *  Naval-Air unit only in Round 1: 4.16, A-07). Mirrors the engine's own check. */
export function mayAttack(state: GameState, id: UnitId): boolean {
  // The engine's own rule (4.16, A-07); outside a combat only the role matters.
  if (state.combat) return canAttack(tx(state), state.combat, id)
  return isFighterRole(contextOf(state), state.units[id])
}

export function isBomberTarget(state: GameState, id: UnitId): boolean {
  const c = state.combat
  return (c?.ground.includes(id) ?? false) || isBomberRole(contextOf(state), state.units[id])
}

/** Steps a unit has left: a two-sided unit at full strength 2, otherwise 1; an ATP its points (4.17, 4.23). */
export function stepsLeft(state: GameState, id: UnitId): number {
  const def = defOf(contextOf(state), id)
  const u = state.units[id]
  if (def.type === 'ATP') return u.atpPoints ?? def.atpPoints ?? 1
  return u.face === 'front' && def.back ? 2 : 1
}

/** What an abort (without a hit) costs a unit's side, in steps: ½ for a unit on its way to a
 *  target (a bomber, or an interceptor still flying to its interception: the abort ends its
 *  mission and spares its target), ¼ for others (4.17). */
export function abortWeight(state: GameState, id: UnitId): number {
  if (isBomberTarget(state, id)) return 0.5
  const f = state.units[id].aloft ? state.flights[state.units[id].aloft!.flight] : undefined
  return f && f.purpose === 'interception' && f.status !== 'arrived' ? 0.5 : 0.25
}

function unitsOf(state: GameState, side: SideId): UnitId[] {
  const c = state.combat!
  return [...c.inRound, ...c.ground].filter((id) => state.units[id].side === side)
}

export function hasBomberTargetsAgainst(state: GameState, side: SideId): boolean {
  const c = state.combat!
  return [...c.inRound, ...c.ground].some((id) => state.units[id].side !== side && isBomberTarget(state, id))
}

// ------------------------------------------------------------------ one attack

export function previewOf(state: GameState, attacker: UnitId, target: UnitId): ForecastAttack {
  const p = attackPreview(state, attacker, target)
  return {
    attacker,
    target,
    side: state.units[attacker].side,
    atn: p.atn.atn,
    drm: p.atn.drm,
    hit: p.odds.hit,
    abort: p.odds.abort,
    miss: p.odds.miss,
    counts: { ...p.odds.counts },
  }
}

/** Legal targets of an attacker now, from the engine's own targeting check (4.16, 4.23, A-03). */
export function legalTargets(state: GameState, attacker: UnitId): UnitId[] {
  return targetsFor(tx(state), state.combat!, attacker)
    .filter((o) => o.legal)
    .map((o) => o.id)
}

/** Orders attacks: best hit chance, then best abort chance, then bombers, then a fixed order. */
export function compareAttacks(state: GameState, rank: (id: string) => number) {
  return (a: ForecastAttack, b: ForecastAttack): number =>
    b.hit - a.hit ||
    b.abort - a.abort ||
    Number(isBomberTarget(state, b.target)) - Number(isBomberTarget(state, a.target)) ||
    rank(a.attacker + '>' + a.target) - rank(b.attacker + '>' + b.target)
}

// ------------------------------------------------------------------ a round

/**
 * The attacks `side` would make for the rest of this round: greedily, the legal attack with the
 * best hit chance next, honouring the targeting restriction after each one. Returns the plan
 * and the state after those attacks are made (their targets marked as attacked).
 */
export function planSide(
  state: GameState,
  side: SideId,
  rank: (id: string) => number,
): { attacks: ForecastAttack[]; after: GameState } {
  let s = withCombat(state, {})
  const attacks: ForecastAttack[] = []
  for (;;) {
    const c = s.combat!
    const options: ForecastAttack[] = []
    for (const id of c.inRound) {
      if (s.units[id].side !== side || c.hasAttacked.includes(id) || !mayAttack(s, id)) continue
      for (const target of legalTargets(s, id)) options.push(previewOf(s, id, target))
    }
    if (!options.length) break
    options.sort(compareAttacks(s, rank))
    const best = options[0]
    attacks.push(best)
    const attackedBy = {
      ...c.attackedBy,
      [best.target]: [...(c.attackedBy[best.target] ?? []), best.attacker],
    }
    s = withCombat(s, { attackedBy, hasAttacked: [...c.hasAttacked, best.attacker] })
  }
  return { attacks, after: s }
}

interface Acc {
  notHit: number
  untouched: number
  hitCount: number[]
}

function convolve(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0)
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j] += x * y)))
  return out
}

/**
 * Both sides' attacks for the rest of the round (the side whose turn it is first, 4.16) and the
 * exact fate of every unit: roundPreview of each side's attacks, made from the state in which
 * they are made, combined (every attack and return fire rolls its own die).
 */
export function forecastRound(state: GameState, rank: (id: string) => number = () => 0): RoundForecast {
  const c = state.combat!
  const order = c.stage === 'attacks' && c.stageSide === c.second ? [c.second] : [c.first, c.second]
  const acc = new Map<UnitId, Acc>()
  const attacks: ForecastAttack[] = []
  let s = state
  for (const side of order) {
    const plan = planSide(s, side, rank)
    if (plan.attacks.length) {
      const dist = roundPreview(
        s,
        plan.attacks.map((a) => ({ attacker: a.attacker, target: a.target })),
      )
      for (const u of dist.units) {
        const cur = acc.get(u.id) ?? { notHit: 1, untouched: 1, hitCount: [1] }
        acc.set(u.id, {
          notHit: cur.notHit * (1 - u.hit),
          untouched: cur.untouched * u.unharmed,
          hitCount: convolve(cur.hitCount, u.hitCount),
        })
      }
    }
    appendAll(attacks, plan.attacks)
    s = plan.after
  }
  const units: UnitForecast[] = []
  const sides: Record<SideId, SideForecast> = {}
  for (const side of [c.first, c.second]) sides[side] = { side, steps: 0, aborts: 0, anyHit: 0, value: 0 }
  const noHit: Record<SideId, number> = {}
  for (const id of [...c.inRound, ...c.ground]) {
    const side = state.units[id].side
    const a = acc.get(id) ?? { notHit: 1, untouched: 1, hitCount: [1] }
    const left = stepsLeft(state, id)
    const steps = a.hitCount.reduce((sum, p, k) => sum + p * Math.min(k, left), 0)
    const eliminated = a.hitCount.reduce((sum, p, k) => sum + (k >= left ? p : 0), 0)
    const aborted = c.ground.includes(id) ? 0 : Math.max(0, a.notHit - a.untouched)
    units.push({ id, side, hit: 1 - a.notHit, aborted, steps, eliminated })
    const sf = (sides[side] ??= { side, steps: 0, aborts: 0, anyHit: 0, value: 0 })
    sf.steps += steps
    sf.aborts += aborted
    sf.value += steps + aborted * abortWeight(state, id)
    noHit[side] = (noHit[side] ?? 1) * a.notHit
  }
  for (const side of Object.keys(sides)) sides[side].anyHit = 1 - (noHit[side] ?? 1)
  return { attacks, units, sides }
}

// ------------------------------------------------------------------ designation

export interface Designation {
  units: UnitId[]
  forecast: RoundForecast
  net: number
}

/**
 * Which of `side`'s fighters to designate against enemy bombers this round (4.16): every count
 * from none to all is forecast (the fighters best against bombers first) and the best net
 * (damage done − ratio × damage taken) wins; ties go to designating more.
 */
export function bestDesignation(
  state: GameState,
  side: SideId,
  candidates: readonly UnitId[],
  ratio: number,
  rank: (id: string) => number,
): Designation {
  const enemy = opponentOf(state, side)
  const evaluate = (units: UnitId[]): Designation => {
    const s = withCombat(state, { designated: [...state.combat!.designated, ...units] })
    const forecast = forecastRound(s, rank)
    return { units, forecast, net: netFor(forecast, side, enemy, ratio) }
  }
  if (!candidates.length || !hasBomberTargetsAgainst(state, side)) return evaluate([])
  const enemies = unitsOf(state, enemy)
  const bombers = enemies.filter((id) => isBomberTarget(state, id))
  // Against bombers alone (no enemy fighter-role unit) a designation changes nothing: designate all.
  if (bombers.length === enemies.length) return evaluate([...candidates])
  const vsBombers = (id: UnitId) => maxOf(bombers, (b) => previewOf(state, id, b).hit)
  const ordered = [...candidates].sort((a, b) => vsBombers(b) - vsBombers(a) || rank(a) - rank(b))
  let best: Designation | null = null
  for (let k = ordered.length; k >= 0; k--) {
    const d = evaluate(ordered.slice(0, k))
    if (!best || d.net > best.net + 1e-9) best = d
  }
  return best!
}

export function opponentOf(state: GameState, side: SideId): SideId {
  const c = state.combat
  if (c) return c.first === side ? c.second : c.first
  return state.scenario.sides.find((s) => s.id !== side)?.id ?? side
}

/** Damage done to the enemy minus `ratio` × damage taken, in weighted steps. */
export function netFor(f: RoundForecast, side: SideId, enemy: SideId, ratio: number): number {
  return (f.sides[enemy]?.value ?? 0) - ratio * (f.sides[side]?.value ?? 0)
}

/** The round forecast of a probe in which both sides designate as the bot would (4.16). */
export function forecastWithDesignations(
  state: GameState,
  ratio: number,
  rank: (id: string) => number,
): RoundForecast {
  const c = state.combat!
  let s = state
  for (const side of [c.first, c.second]) {
    const candidates = c.inRound.filter((id) => s.units[id].side === side && mayAttack(s, id))
    const d = bestDesignation(s, side, candidates, ratio, rank)
    if (d.units.length) s = withCombat(s, { designated: [...s.combat!.designated, ...d.units] })
  }
  return forecastRound(s, rank)
}
