// An air search for a submarine at sea, and its one attack (APTO [3.29]; spec §4.8, §7.7 N3, N4).
// A submarine at sea is never found by sea reconnaissance nor intercepted as it moves; in the Air
// Movement Step of the Naval and Air Phase, or as a mission of an Air Offensive, Bombers and
// Fighter-Bombers flying as bombers (Naval-Air too with option submarineSearchByNavalAir, N3) fly
// to its hex, escorted or not; interceptions are fought as usual. Over the hex the searchers roll
// one die: +1 per full-strength searcher (two half-strength count as one), +1 in a coastal hex,
// −1 Japanese searchers; 7 or more finds every enemy submarine at sea there (no natural-6 rule,
// N4). A found submarine takes exactly ONE air-naval attack (one 2d6 roll by a searcher the
// attacker chooses, the normal 4.20 modifiers, the Japanese −1 included), however many searched.
// Searchers are Currently Committed in the Naval and Air Phase, Previously Committed in the
// Offensive Phase, whatever the outcome; −2 for a submarine in the Severe zone in a Monsoon month
// (when the month's weather is determined, APTO Part 1).
import {
  describeValue,
  emit,
  isUnitId,
  label,
  nameOrId,
  names,
  refuse,
  sideName,
  type Tx,
} from '../engine/core'
import type {
  Action,
  GameState,
  LaunchOption,
  Loc,
  Mission,
  Modifier,
  SideId,
  UnitId,
  UnitState,
} from '../types'
import { defOf, unitName } from '../units'
import {
  isSubmarine,
  isSunk,
  navalAA,
  navalAttackOdds,
  navalAttackOutcome,
  shipDef,
  shipSide,
} from '../naval/ships'
import { enemySubmarinesAtSea, isCoastalHex, submarineAirSearch, SUBMARINE_RULE } from '../naval/submarines'
import { loseStep } from '../engine/losses'
import { damageShip, hitSinks, sinkShip } from '../naval/shipLosses'
import { bombersOver } from '../engine/strikers'
import { reachesTarget, routeCost } from './airNaval'
import type { MissionProcedure } from './procedure'
import type { SubmarineSearchState } from './types'

declare module '../types' {
  interface PendingByKind {
    /** D-SUB-ATTACK: the search found the submarine; its one air-naval attack (a searcher and the submarine), or none (APTO [3.29]). */
    submarineAttack: PendingBase & {
      kind: 'submarineAttack'
      mission: string
      bombers: UnitId[]
      submarines: string[]
      aa: number
    }
  }
}

const RULE = SUBMARINE_RULE
/** The search finds the submarine on a modified d6 of 7 or more ([3.29]). */
export const SEARCH_NEEDED = 7

function st(m: Mission): SubmarineSearchState {
  if (!m.submarineSearch) throw new Error(`mission ${m.id} is not a submarine search`)
  return m.submarineSearch
}

/** The option of N3: Naval-Air units may search too (default false: B and FB only). */
function navalAirSearches(t: Tx): boolean {
  return t.s.scenario.options.submarineSearchByNavalAir
}

/** A unit that searches, flying as it does: a B; an FB flying as a bomber; an N flying as a bomber when the option lets it (N3). */
export function searchesAs(t: Tx, id: UnitId, role: UnitState['role'] | undefined): boolean {
  const type = defOf(t.ctx, id).type
  return (
    type === 'B' ||
    (type === 'FB' && role === 'bomber') ||
    (type === 'N' && role === 'bomber' && navalAirSearches(t))
  )
}

/** A unit that may search at all, whatever role it takes (for the lists of targets). */
function maySearch(t: Tx, id: UnitId): boolean {
  const type = defOf(t.ctx, id).type
  return type === 'B' || type === 'FB' || (type === 'N' && navalAirSearches(t))
}

/**
 * The modifiers of the search die ([3.29]): +1 per full-strength searcher, two half-strength ones
 * counting as one; +1 in a coastal hex; −1 if the searchers are Japanese.
 */
export function searchModifiers(t: Tx, searchers: readonly UnitId[], loc: Loc): Modifier[] {
  const mods: Modifier[] = []
  const full = searchers.filter((id) => t.s.units[id].face === 'front').length
  const half = searchers.length - full
  const count = full + Math.floor(half / 2)
  if (count > 0)
    mods.push({
      value: count,
      rule: RULE,
      label: `${full} full-strength searcher${full === 1 ? '' : 's'}${half ? `, ${half} half-strength (two count as one)` : ''}`,
    })
  if (isCoastalHex(t.ctx, loc))
    mods.push({ value: 1, rule: RULE, label: 'the submarine is in a coastal hex' })
  if (
    searchers.length &&
    searchers.every((id) => t.ctx.nationRole.get(defOf(t.ctx, id).nation) === 'japanese')
  )
    mods.push({ value: -1, rule: RULE, label: 'Japanese searchers' })
  // −2 in the Severe zone in a Monsoon month (3.29): only where the month's weather is determined (APTO Part 1).
  const zone = t.ctx.weatherZoneOf(loc)
  const severe =
    zone !== null && t.s.scenario.weather?.zones.find((z) => z.id === zone)?.severity === 'severe'
  if (severe && t.s.weather?.zones[zone]?.condition === 'M')
    mods.push({ value: -2, rule: RULE, label: 'a Monsoon month in the Severe zone' })
  return mods
}

/** Exact chance that one die + `drm` reaches 7 (no natural-6 success, N4). */
export function searchChance(drm: number): number {
  return Math.min(6, Math.max(0, 6 - (SEARCH_NEEDED - drm) + 1)) / 6
}

export interface SubmarineSearchOdds {
  modifiers: Modifier[]
  drm: number
  /** Least die face that finds it (7 − modifiers), or null when none can. */
  face: number | null
  chance: number
}

/** The search's exact odds with these searchers over `loc` ([3.29]). */
export function searchOdds(t: Tx, searchers: readonly UnitId[], loc: Loc): SubmarineSearchOdds {
  const modifiers = searchModifiers(t, searchers, loc)
  const drm = modifiers.reduce((n, m) => n + m.value, 0)
  const chance = searchChance(drm)
  return { modifiers, drm, face: chance > 0 ? Math.max(1, SEARCH_NEEDED - drm) : null, chance }
}

export interface SubmarineTarget {
  loc: Loc
  /** Enemy submarine chits at sea there (their names stay hidden until found). */
  chits: number
  coastal: boolean
}

/** Where `side` may search: every location with an enemy submarine at sea ([3.29]). */
export function submarineTargets(t: Tx, side: SideId): SubmarineTarget[] {
  return [...enemySubmarinesAtSea(t.ctx, t.s, side)]
    .sort((a, b) => a[0] - b[0])
    .map(([loc, subs]) => ({ loc, chits: subs.length, coastal: isCoastalHex(t.ctx, loc) }))
}

/** The submarine targets these units reach from `base`, each with the units that reach it and the search's odds if they all search (for the plan dialog). */
export function submarineTargetList(
  t: Tx,
  side: SideId,
  base: string,
  units: readonly UnitId[],
  roles: Readonly<Record<UnitId, UnitState['role']>> = {},
) {
  const from = t.ctx.baseLoc.get(base)
  if (from === undefined) return []
  return submarineTargets(t, side).map((x) => {
    const reach = units.filter((id) => reachesTarget(t, id, from, x.loc).ok)
    const searchers = reach.filter((id) =>
      searchesAs(t, id, roles[id] ?? (defOf(t.ctx, id).type === 'B' ? null : 'bomber')),
    )
    return {
      hex: label(t, x.loc),
      chits: x.chits,
      coastal: x.coastal,
      distance: routeCost(t, from, x.loc),
      reach,
      searchers,
      odds: searchOdds(t, searchers, x.loc),
    }
  })
}

/** A searcher of `side` ready at one of `bases` reaches an enemy submarine at sea. */
function anyTargetInReach(t: Tx, side: SideId, bases: readonly LaunchOption[]): boolean {
  const targets = submarineTargets(t, side)
  if (!targets.length) return false
  return bases.some((b) => {
    const from = t.ctx.baseLoc.get(b.base)
    return (
      from !== undefined &&
      b.units.some((u) => maySearch(t, u.id) && targets.some((x) => reachesTarget(t, u.id, from, x.loc).ok))
    )
  })
}

/** The submarines found that are still afloat at the target. */
function foundAfloat(t: Tx, m: Mission): string[] {
  return st(m).found.filter((id) => !isSunk(t.s, id))
}

/** The searchers over the target now: not aborted, eliminated or set aside (4.20). */
function searchersOver(t: Tx, m: Mission): UnitId[] {
  return bombersOver(t, m).filter((id) => searchesAs(t, id, t.s.units[id].role))
}

function defenderOf(t: Tx, m: Mission): SideId {
  const subs = foundAfloat(t, m)
  return subs.length ? shipSide(t.ctx, subs[0]) : ''
}

/** Exact odds of the one attack by `bomber` on `ship` before its roll (4.20, 4.21; [3.29]). */
export function submarineAttackOdds(t: Tx, m: Mission, bomber: UnitId, ship: string) {
  const aa = navalAA(t.ctx, t.s, m.target!, false, shipSide(t.ctx, ship))
  return { ...navalAttackOdds(t.ctx, t.s, t.s.units[bomber], ship, false, aa), aa: aa.value }
}

function beginSearch(t: Tx, m: Mission): void {
  const s = st(m)
  const searchers = searchersOver(t, m)
  if (!searchers.length) {
    s.stage = 'done'
    emit(t, {
      type: 'submarineSearch',
      text: `No searcher is left over ${label(t, m.target!)}: no search is made (3.29).`,
      rule: RULE,
      side: m.side,
      loc: label(t, m.target!),
    })
    return
  }
  const odds = searchOdds(t, searchers, m.target!)
  s.stage = 'search'
  s.searchers = searchers
  s.modifiers = odds.modifiers
  emit(t, {
    type: 'submarineSearch',
    text: `${names(t, searchers)} ${searchers.length === 1 ? 'searches' : 'search'} for the submarine at ${label(t, m.target!)}: one die${odds.drm ? ` ${odds.drm > 0 ? '+' : '−'} ${Math.abs(odds.drm)} (${odds.modifiers.map((x) => `${x.value > 0 ? '+' : ''}${x.value} ${x.label}`).join(', ')})` : ''}, 7 or more finds it — ${odds.face === null ? 'it cannot be found' : `a ${odds.face}${odds.face < 6 ? ' or more' : ''} on the die, ${Math.round(odds.chance * 6)} chance${odds.chance * 6 === 1 ? '' : 's'} in 6`} (3.29).`,
    rule: RULE,
    side: m.side,
    loc: label(t, m.target!),
    units: [...searchers],
  })
}

function resolveSearch(t: Tx, m: Mission, natural: number, source: 'seeded' | 'scripted' | 'manual'): void {
  const s = st(m)
  const drm = s.modifiers.reduce((n, x) => n + x.value, 0)
  const modified = natural + drm
  const found = modified >= SEARCH_NEEDED
  const subs = found ? (enemySubmarinesAtSea(t.ctx, t.s, m.side).get(m.target!) ?? []) : []
  emit(t, {
    type: 'submarineSearchRoll',
    text: `Search for the submarine at ${label(t, m.target!)}: roll ${natural}${drm ? ` ${drm > 0 ? '+' : '−'} ${Math.abs(drm)}` : ''} = ${modified} against 7 — ${found ? `found: ${subs.map((id) => `${shipDef(t.ctx, id).name} (${shipDef(t.ctx, id).type})`).join(', ')}; one air-naval attack may be made on it` : `not found; the searchers are committed all the same`} (3.29).`,
    rule: RULE,
    side: m.side,
    loc: label(t, m.target!),
    units: [...s.searchers],
    roll: {
      purpose: 'submarine search',
      natural,
      modifiers: s.modifiers,
      modified,
      target: SEARCH_NEEDED,
      result: found ? 'found' : 'not found',
      source,
    },
  })
  s.found = subs
  s.stage = found && subs.length ? 'attack' : 'done'
}

function resolveAttack(
  t: Tx,
  m: Mission,
  dice: [number, number],
  source: 'seeded' | 'scripted' | 'manual',
): void {
  const s = st(m)
  const r = s.roll!
  s.roll = null
  s.stage = 'done' // exactly one attack ([3.29])
  const odds = submarineAttackOdds(t, m, r.bomber, r.ship)
  const aa = navalAA(t.ctx, t.s, m.target!, false, shipSide(t.ctx, r.ship))
  const d = shipDef(t.ctx, r.ship)
  const damaged = hitSinks(t, r.ship)
  const o = navalAttackOutcome(dice, odds.drm, odds.armor, damaged, false, aa.value, aa.destroyers)
  const result = o.sunk ? 'sunk' : o.hit ? 'damaged' : 'miss'
  emit(t, {
    type: 'navalAttack',
    text: `${unitName(t.ctx, r.bomber)} makes the one attack on ${d.name}: roll ${dice[0]} + ${dice[1]}${odds.drm ? ` ${odds.drm > 0 ? '+' : '−'} ${Math.abs(odds.drm)}` : ''} = ${o.modified} against armor ${odds.armor}${odds.armor > 12 ? ' (12 hits)' : ''} — ${o.sunk ? (o.doubles && !damaged ? 'a hit with doubles: sunk' : d.back === null ? 'a hit: sunk (no damaged side)' : 'a hit on a damaged submarine: sunk') : o.hit ? 'a hit: damaged' : 'a miss'}${o.aaHit ? `; anti-aircraft hit on ${unitName(t.ctx, r.bomber)} (natural ${dice[0] + dice[1]}, AA ${aa.value})` : ''} (3.29, 4.20, 4.21).`,
    rule: RULE,
    side: m.side,
    loc: label(t, m.target!),
    units: [r.bomber],
    roll: {
      purpose: 'air-naval attack',
      natural: dice[0] + dice[1],
      modifiers: odds.modifiers,
      modified: o.modified,
      target: odds.needed,
      result,
      source,
    },
  })
  if (o.sunk)
    sinkShip(
      t,
      r.ship,
      o.doubles && !damaged
        ? 'doubles that hit'
        : d.back === null
          ? 'a hit (it has no damaged side)'
          : 'a hit on a damaged ship',
      RULE,
      m.side,
      label(t, m.target!),
    )
  else if (o.hit) damageShip(t, r.ship)
  if (o.aaHit) {
    const lost = loseStep(t, r.bomber)
    emit(t, {
      type: lost === 'eliminated' ? 'eliminated' : 'hit',
      text: `${unitName(t.ctx, r.bomber)} ${lost === 'eliminated' ? 'is eliminated' : 'loses a step'}: anti-aircraft fire (4.21).`,
      rule: '4.21',
      side: m.side,
      units: [r.bomber],
    })
  }
}

export const submarineSearch: MissionProcedure = {
  kind: 'submarineSearch',
  name: 'Search for a submarine and attack it',
  rule: RULE,
  listed(t) {
    return submarineAirSearch(t.ctx) && t.s.scenario.navalUnits.some((d) => isSubmarine(d.type))
  },
  unavailable(t, side, bases) {
    if (!submarineAirSearch(t.ctx))
      return {
        rule: RULE,
        reason:
          'This game plays no air search for submarines (option submarineAirSearch; APTO 3.29): sea reconnaissance finds them like any ship.',
      }
    const phase = t.s.turn.phase
    if (phase !== 'navalAndAir' && phase !== 'offensive')
      return {
        rule: RULE,
        reason:
          'A submarine is searched for in the Air Movement Step of the Naval and Air Phase, or as a mission of an Air Offensive (3.29).',
      }
    if (!submarineTargets(t, side).length)
      return {
        rule: RULE,
        reason:
          'No enemy submarine is at sea: one docked in an unfortified port is reconnoitred and attacked like any ship (3.29).',
      }
    if (!anyTargetInReach(t, side, bases))
      return {
        rule: RULE,
        reason: `None of your units ready to launch that may search (bombers, fighter-bombers${navalAirSearches(t) ? ', naval air' : ''}) reaches an enemy submarine at sea (3.29).`,
      }
    return null
  },
  unitRefused(t, u, role) {
    const type = defOf(t.ctx, u.id).type
    if (type === 'ATP')
      return {
        rule: RULE,
        reason: `${unitName(t.ctx, u.id)} is a transport: it neither searches nor escorts (3.29).`,
      }
    if (type === 'N' && role === 'bomber' && !navalAirSearches(t))
      return {
        rule: RULE,
        reason: `${unitName(t.ctx, u.id)} is a Naval-Air unit: only Bombers and Fighter-Bombers search for a submarine (3.29; APTO N3, option submarineSearchByNavalAir).`,
      }
    return null
  },
  onTakeOff(t, _m, u) {
    // Searchers: Current in the Naval and Air Phase, Previous in the Offensive Phase, whatever the outcome ([3.29]). Escorts as usual (4.27).
    if (t.s.turn.phase === 'offensive')
      return searchesAs(t, u.id, u.role)
        ? { commitment: 'previous', clearsAt: null }
        : { commitment: 'current', clearsAt: 'endOfPhase' }
    return { commitment: 'current', clearsAt: 'return' }
  },
  plan(t, a, side, units, from) {
    if (a.target === undefined)
      refuse(RULE, 'Name the hex (or large sea area) of the enemy submarine to search for.')
    if (typeof a.target !== 'string')
      refuse(RULE, `The target is a hex label in quotes, like "0805" (got ${describeValue(a.target)}).`)
    const target = t.ctx.map.parseLoc(a.target)
    if (target === null) refuse(RULE, `"${a.target}" is not a hex or sea area of this map.`)
    if (!enemySubmarinesAtSea(t.ctx, t.s, side).has(target))
      refuse(
        RULE,
        `There is no enemy submarine at sea at ${a.target} to search for; a submarine docked in port is reconnoitred and attacked like any ship, unless the port is fortified (3.29).`,
      )
    const searchers = units.filter((id) => searchesAs(t, id, a.roles?.[id] ?? null))
    if (!searchers.length)
      refuse(
        RULE,
        `A submarine search needs at least one Bomber, or Fighter-Bomber flying as a bomber${navalAirSearches(t) ? ' (or Naval-Air flying as a bomber)' : ''}; fighters may go with it as escort (3.29).`,
      )
    for (const id of searchers) {
      const reach = reachesTarget(t, id, from, target)
      if (!reach.ok)
        refuse(
          RULE,
          `${unitName(t.ctx, id)} cannot reach ${a.target}: ${reach.cost} MP away, range ${reach.range}; every searcher must be within range of the submarine’s hex (3.29).`,
        )
    }
    return {
      target,
      submarineSearch: { stage: 'waiting', modifiers: [], searchers: [], found: [], roll: null },
    }
  },
  describe(t, m) {
    return `search for the enemy submarine at ${label(t, m.target!)}`
  },
  awaitedRoll(t, m) {
    const s = st(m)
    if (s.stage === 'search')
      return {
        purpose: 'submarine search',
        rule: RULE,
        side: m.side,
        prompt: `Roll one die for the search for the submarine at ${label(t, m.target!)} (7 or more with the modifiers finds it) and enter the value (1–6).`,
      }
    if (s.stage === 'attack' && s.roll)
      return {
        purpose: 'air-naval attack',
        rule: RULE,
        side: m.side,
        prompt: `Roll die ${s.roll.dice.length + 1} of 2 for ${unitName(t.ctx, s.roll.bomber)}'s attack on ${shipDef(t.ctx, s.roll.ship).name} and enter the value (1–6).`,
      }
    return null
  },
  resolveRoll(t, m, natural, source) {
    const s = st(m)
    if (s.stage === 'search') return resolveSearch(t, m, natural, source)
    const r = s.roll!
    r.dice.push(natural)
    if (r.dice.length === 2) resolveAttack(t, m, [r.dice[0], r.dice[1]], source)
  },
  settled(t, m) {
    const s = st(m)
    if (s.stage === 'done' || s.stage === 'search') return null
    if (s.stage === 'waiting') {
      const flights = Object.values(t.s.flights).filter(
        (f) => f.mission === m.id && f.purpose === 'mission' && f.units.length,
      )
      if (flights.some((f) => f.status === 'moving' || f.status === 'halted')) return null
      if (!flights.some((f) => f.loc === m.target && f.status !== 'setAside')) {
        s.stage = 'done' // stopped short, set aside or lost: no search
        emit(t, {
          type: 'submarineSearch',
          text: `No searcher reached ${label(t, m.target!)}: no search is made (3.29).`,
          rule: RULE,
          side: m.side,
          loc: label(t, m.target!),
        })
        return 'progress'
      }
      beginSearch(t, m) // every flight is there and every engagement is over
      return 'progress'
    }
    if (s.roll) return null // its dice (awaitedRoll)
    const bombers = searchersOver(t, m)
    const subs = foundAfloat(t, m)
    if (!bombers.length || !subs.length) {
      s.stage = 'done'
      emit(t, {
        type: 'submarineSearch',
        text: `No searcher is left over ${label(t, m.target!)} to attack the submarine (3.29).`,
        rule: RULE,
        side: m.side,
      })
      return 'progress'
    }
    return {
      kind: 'submarineAttack',
      side: m.side,
      mission: m.id,
      bombers,
      submarines: subs,
      aa: navalAA(t.ctx, t.s, m.target!, false, defenderOf(t, m)).value,
      rule: RULE,
      loc: label(t, m.target!),
      prompt: `The search found the submarine at ${label(t, m.target!)}: choose the searcher that makes the one air-naval attack on it, or make none (3.29).`,
    }
  },
  decisions: { submarineAttack: ['navalAttack', 'endNavalAttacks'] },
  act(t, a, p, m) {
    if (p.kind !== 'submarineAttack') return
    const s = st(m)
    if (a.type === 'endNavalAttacks') {
      s.stage = 'done'
      emit(t, {
        type: 'endNavalAttacks',
        text: `${sideName(t, p.side)} makes no attack on the submarine found at ${p.loc} (3.29).`,
        rule: RULE,
        side: p.side,
      })
      return
    }
    if (a.type !== 'navalAttack') return
    if (!isUnitId(t, a.bomber) || !p.bombers.includes(a.bomber))
      refuse(
        RULE,
        `${nameOrId(t, a.bomber)} is not a searcher over ${p.loc} that may attack the submarine (3.29).`,
      )
    if (typeof a.ship !== 'string' || !p.submarines.includes(a.ship))
      refuse(RULE, `${JSON.stringify(a.ship)} is not a submarine the search found at ${p.loc} (3.29).`)
    s.roll = { bomber: a.bomber, ship: a.ship, dice: [] }
  },
  legal(_state: GameState, p) {
    if (p.kind !== 'submarineAttack') return []
    const out: Action[] = [{ type: 'endNavalAttacks', side: p.side }]
    for (const bomber of p.bombers)
      for (const ship of p.submarines) out.push({ type: 'navalAttack', side: p.side, bomber, ship })
    return out
  },
}
