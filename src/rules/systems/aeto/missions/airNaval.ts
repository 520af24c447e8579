// Air-naval attacks on located ships (4.20, 4.21, 4.29; spec §10.3 stationary variant, §10.4):
// bomber-role units, escorted or not, fly to a location where their side has located enemy ships
// (4.10). Interceptions on the way and over the target are fought as usual. Once every flight of
// the mission is there and no engagement is left, the attacker makes its attacks one at a time
// (D-AN-ATTACK): a bomber and a target ship, 2d6 + modifiers against the ship's armor (12 always
// hits armor above 12), doubles that hit sink; a hit damages a full ship and sinks a damaged one.
// Each attack's natural roll is also the ships' anti-aircraft fire (4.21): hits are noted and
// applied after all attacks. A sunk carrier takes its Naval-Air units aboard with it (4.4).
// Non-N bombers striking at most two ships at sea are not committed and land at once (4.29).
import { launchReach } from '../engine/weatherRoute'
import { strikeHalved } from '../weather/effects'
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
import { mutUnit } from '../engine/draft'
import type { Action, Loc, Mission, SideId, UnitId } from '../types'
import { defOf, rangeOf, unitName } from '../units'
import {
  emptyNaval,
  locatedAt,
  navalAA,
  navalAttackCount,
  navalAttackOdds,
  navalAttackOutcome,
  navalChits,
  shipDef,
  shipPosition,
  shipSide,
  shipsAt,
  isSunk,
  spentAgainst,
} from '../naval/ships'
import { loseStep } from '../engine/losses'
import { declaredKamikaze, expendKamikazes, mayFlyKamikaze } from './kamikaze'
import { activatedCarrier } from '../naval/seaOffensive'
import { damageShip, hitSinks, sinkShip } from '../naval/shipLosses'
import { immuneToAir } from '../naval/submarines'
import { bombersOver, isBomberCapable } from '../engine/strikers'
import type { MissionProcedure } from './procedure'
import type { AirNavalState } from './types'

declare module '../types' {
  interface PendingByKind {
    /** D-AN-ATTACK: the next air-naval attack (bomber and target ship), or stop (4.20). */
    navalAttack: PendingBase & {
      kind: 'navalAttack'
      mission: string
      bombers: { id: UnitId; left: number; kamikaze?: true }[]
      ships: string[]
      aa: number
    }
  }
  interface ActionByType {
    navalAttack: { type: 'navalAttack'; bomber: UnitId; ship: string }
    endNavalAttacks: { type: 'endNavalAttacks' }
  }
}

const RULE = '4.20'

function st(m: Mission): AirNavalState {
  if (!m.airNaval) throw new Error(`mission ${m.id} is not an air-naval mission`)
  return m.airNaval
}

/** The located enemy ships at a location that air units may attack: not an APTO submarine docked in a functioning fortified port (3.29). */
function attackableAt(t: Tx, side: SideId, loc: Loc, inPort: boolean): string[] {
  return locatedAt(t.ctx, t.s, side, loc, inPort).filter((id) => !immuneToAir(t.ctx, t.s, id))
}

/** Located enemy ships within reach of `side` now: where its air-naval missions may go (4.10, 4.15). */
export function airNavalTargets(t: Tx, side: SideId): { loc: Loc; inPort: boolean; ships: string[] }[] {
  const out: { loc: Loc; inPort: boolean; ships: string[] }[] = []
  const located = t.s.naval?.located[side] ?? []
  const seen = new Set<string>()
  for (const id of located) {
    const { loc, inPort } = shipPosition(t.ctx, t.s, id)
    const key = `${loc}:${inPort}`
    if (seen.has(key)) continue
    seen.add(key)
    const ships = attackableAt(t, side, loc, inPort)
    if (ships.length) out.push({ loc, inPort, ships })
  }
  return out
}

/** The target's ships still afloat and located by the mission's side; for an Intensive attack, the intercepting force's (4.28). */
function targetShips(t: Tx, m: Mission): string[] {
  const intensive = st(m).intensive
  if (intensive) return shipsAt(t.ctx, t.s, m.target!, false).filter((id) => intensive.includes(id))
  return attackableAt(t, m.side, m.target!, st(m).inPort)
}

/** Launched from the D-AN-INTENSIVE decision (4.28). */
const intensiveNow = (t: Tx) => t.s.pending.kind === 'intensive'

function defenderOf(t: Tx, m: Mission): SideId {
  const ships = targetShips(t, m)
  return ships.length ? shipSide(t.ctx, ships[0]) : ''
}

/** The anti-aircraft value over the target now (recomputed after every naval hit, 4.21). */
export function missionAA(t: Tx, m: Mission) {
  return navalAA(t.ctx, t.s, m.target!, st(m).inPort, defenderOf(t, m))
}

/** MP from `from` to `target` along a flyable route (Infinity: none). */
export function routeCost(t: Tx, from: Loc, target: Loc): number {
  const route = from === target ? [] : t.ctx.map.path(from, target)
  return route ? route.reduce((n, l) => n + t.ctx.map.enterCost(l), 0) : Infinity
}

/** Whether this unit's range covers the route to the target (4.15: every bomber must reach it). */
export function reachesTarget(
  t: Tx,
  id: UnitId,
  from: Loc,
  target: Loc,
): { cost: number; range: number; ok: boolean } {
  const cost = routeCost(t, from, target)
  const range = rangeOf(t.ctx, t.s.units[id], from)
  return { cost, range, ok: cost <= range && launchReach(t, t.s.units[id], from, target) } // APTO: the weather on the way (1.5, 1.7)
}

/**
 * `reachesTarget(...).ok`, with no route search when the hex distance alone exceeds the range:
 * every location entered costs at least 1 MP, so the route is never shorter (the windows ask it of
 * every bomber of a side, thousands on a large map).
 */
export function mayReach(t: Tx, id: UnitId, from: Loc, target: Loc): boolean {
  const map = t.ctx.map
  if (
    from !== target &&
    map.isHex(from) &&
    map.isHex(target) &&
    map.hexDistance(from, target) > rangeOf(t.ctx, t.s.units[id], from)
  )
    return false
  return reachesTarget(t, id, from, target).ok
}

/** The unit flies this mission as a Kamikaze (APTO 4.20). */
function isKamikaze(m: Mission, id: UnitId): boolean {
  return st(m).kamikaze?.includes(id) ?? false
}

/** Attacks left (4.20; APTO D61). A Kamikaze depleted at once by anti-aircraft fire keeps the count it began with: it may be depleted and then eliminated between its own attacks (APTO D69). */
function attacksLeft(t: Tx, m: Mission, id: UnitId): number {
  const count =
    st(m).attacksOf?.[id] ??
    navalAttackCount(
      t.ctx,
      t.s.units[id],
      isKamikaze(m, id),
      strikeHalved(t.ctx, t.s, t.s.units[id], m.target!),
    )
  return Math.max(0, count - (st(m).made[id] ?? 0))
}

/**
 * Exact odds of one attack of this mission before its roll (4.20, 4.21). For a Kamikaze, an
 * anti-aircraft hit applies at once (APTO D60, D69): `aaEliminates` says it would eliminate the unit
 * (depleted or blank-backed now), ending its attacks.
 */
export function airNavalOdds(t: Tx, m: Mission, bomber: UnitId, ship: string) {
  const aa = missionAA(t, m)
  const kamikaze = isKamikaze(m, bomber)
  const u = t.s.units[bomber]
  const aaEliminates = kamikaze && (u.face === 'back' || defOf(t.ctx, bomber).back === null)
  return {
    ...navalAttackOdds(t.ctx, t.s, u, ship, st(m).inPort, aa, kamikaze),
    aa: aa.value,
    kamikaze,
    aaEliminates,
  }
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
  const aa = missionAA(t, m)
  const kamikaze = isKamikaze(m, r.bomber)
  const odds = navalAttackOdds(t.ctx, t.s, t.s.units[r.bomber], r.ship, s.inPort, aa, kamikaze)
  const d = shipDef(t.ctx, r.ship)
  const damaged = hitSinks(t, r.ship)
  const o = navalAttackOutcome(dice, odds.drm, odds.armor, damaged, d.type === 'STP', aa.value, aa.destroyers)
  s.made[r.bomber] = (s.made[r.bomber] ?? 0) + 1
  const result = o.sunk ? 'sunk' : o.hit ? 'damaged' : 'miss'
  emit(t, {
    type: 'navalAttack',
    text: `${unitName(t.ctx, r.bomber)} attacks ${d.name}: roll ${dice[0]} + ${dice[1]}${odds.drm ? ` ${odds.drm > 0 ? '+' : '−'} ${Math.abs(odds.drm)}` : ''} = ${o.modified} against armor ${odds.armor}${odds.armor > 12 ? ' (12 hits)' : ''} — ${o.sunk ? (o.doubles && !damaged ? 'a hit with doubles: sunk' : d.back === null ? 'a hit: sunk (no damaged side)' : 'a hit on a damaged ship: sunk') : o.hit ? 'a hit: damaged' : 'a miss'}${o.aaHit ? `; anti-aircraft hit on ${unitName(t.ctx, r.bomber)} ${kamikaze ? 'applied at once, a Kamikaze' : 'noted'} (natural ${dice[0] + dice[1]}, AA ${aa.value})` : ''} (4.20, 4.21${kamikaze ? '; APTO D62' : ''}).`,
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
  if (o.aaHit && kamikaze) aaHitAtOnce(t, m, r.bomber)
  else if (o.aaHit) s.aaHits[r.bomber] = (s.aaHits[r.bomber] ?? 0) + 1
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
}

/** A Kamikaze's anti-aircraft hit applies at once: depleted, or eliminated and its attacks are over (APTO D60, D69). */
function aaHitAtOnce(t: Tx, m: Mission, id: UnitId): void {
  const counts = (st(m).attacksOf ??= {})
  counts[id] ??= navalAttackCount(
    t.ctx,
    t.s.units[id],
    true,
    strikeHalved(t.ctx, t.s, t.s.units[id], m.target!),
  )
  const lost = loseStep(t, id)
  const left = t.s.units[id].eliminated ? 0 : attacksLeft(t, m, id)
  emit(t, {
    type: lost === 'eliminated' ? 'eliminated' : 'hit',
    text: `${unitName(t.ctx, id)} ${lost === 'eliminated' ? 'is eliminated' : 'loses a step'} at once: anti-aircraft fire on a Kamikaze (4.21; APTO D60, D69)${lost === 'eliminated' ? '' : `; ${left} attack${left === 1 ? '' : 's'} left`}.`,
    rule: '4.21',
    side: m.side,
    units: [id],
  })
}

/** After the last attack: the noted anti-aircraft hits, then 4.29. */
function finish(t: Tx, m: Mission): void {
  const s = st(m)
  s.stage = 'done'
  for (const [id, hits] of Object.entries(s.aaHits)) {
    for (let i = 0; i < hits; i++) {
      if (t.s.units[id].eliminated) break // hits beyond elimination are lost (4.21)
      const lost = loseStep(t, id)
      emit(t, {
        type: lost === 'eliminated' ? 'eliminated' : 'hit',
        text: `${unitName(t.ctx, id)} ${lost === 'eliminated' ? 'is eliminated' : lost === 'point' ? 'loses one point' : 'loses a step'}: anti-aircraft fire (4.21).`,
        rule: '4.21',
        side: m.side,
        units: [id],
      })
    }
  }
  expendKamikazes(t, m, s.made)
  const attackers = Object.keys(s.made).filter((id) => (s.made[id] ?? 0) > 0)
  emit(t, {
    type: 'navalAttacksOver',
    text: `The air-naval attacks at ${label(t, m.target!)} are over (4.20).`,
    rule: RULE,
    side: m.side,
  })
  if (s.intensive) return backOnCarriers(t, m, '4.28')
  // The Activated carrier's aircraft in its Sea Offensive are back aboard after their attacks, Current (the Illustrious example, APTO [3.13]).
  if (m.basesLaunched.some((b) => activatedCarrier(t.ctx, t.s, m.side, b))) return backOnCarriers(t, m, '4.4')
  irrelevancy(t, m, attackers)
}

/** After an Intensive attack (or a strike from the carrier of a Sea Offensive) the surviving Naval-Air units return to their carriers at once, Current (4.28). */
function backOnCarriers(t: Tx, m: Mission, rule: string): void {
  const back: UnitId[] = []
  for (const f of Object.values(t.s.flights)) {
    if (f.mission !== m.id) continue
    for (const id of f.units) {
      if (t.s.units[id].eliminated || !t.s.units[id].aloft) continue
      const u = mutUnit(t.s, id)
      u.aloft = null
      back.push(id)
    }
    f.units = []
  }
  if (back.length)
    emit(t, {
      type: 'return',
      text: `${names(t, back)} ${back.length === 1 ? 'returns' : 'return'} to ${back.length === 1 ? 'its carrier' : 'their carriers'} at once (${rule}).`,
      rule,
      side: m.side,
      units: back,
    })
}

/** 4.29: non-N bombers that attacked at most two ships at sea are not committed and land at once. */
function irrelevancy(t: Tx, m: Mission, attackers: readonly UnitId[]): void {
  const s = st(m)
  if (s.inPort || s.chits > 2) return
  const flights = Object.values(t.s.flights).filter((f) => f.mission === m.id)
  if (
    flights.some((f) => f.units.some((id) => defOf(t.ctx, id).type === 'FB' && t.s.units[id].dumpedOrdnance))
  )
    return // (4.29 NOTE)
  const freed = attackers.filter(
    (id) => defOf(t.ctx, id).type !== 'N' && !t.s.units[id].eliminated && t.s.units[id].aloft,
  )
  if (!freed.length) return
  const naval = (t.s.naval ??= emptyNaval())
  // The surviving ships attacked there stay barred to these units wherever they sail this Phase (4.29).
  const survivors = shipsAt(t.ctx, t.s, m.target!, false).filter((id) => shipSide(t.ctx, id) !== m.side)
  for (const id of freed) {
    const u = mutUnit(t.s, id)
    const f = t.s.flights[u.aloft!.flight]
    if (f) f.units = f.units.filter((x) => x !== id)
    u.aloft = null
    u.commitment = 'none'
    u.clearsAt = null
    naval.spent.push({ unit: id, ships: survivors })
  }
  emit(t, {
    type: 'irrelevancy',
    text: `${names(t, freed)} attacked ${s.chits === 1 ? 'a single ship' : 'two ships'} at sea: not committed; ${freed.length === 1 ? 'it returns' : 'they return'} to base at once and may fly again, but not against the ships of ${label(t, m.target!)} this Phase (4.29).`,
    rule: '4.29',
    side: m.side,
    units: [...freed],
  })
}

export const airNaval: MissionProcedure = {
  kind: 'airNaval',
  name: 'Air-naval attack on located ships',
  rule: '4.15, 4.20',
  unavailable(t, side, bases) {
    if (t.s.turn.phase === 'strategicWarfare')
      return { rule: '4.1', reason: 'No air-naval attack is flown in the Strategic Warfare Phase (4.1).' }
    if (intensiveNow(t)) return null // its own decision lists who may strike (4.28)
    if (!airNavalTargets(t, side).length) {
      if (t.s.naval?.located[side]?.some((id) => !isSunk(t.s, id) && immuneToAir(t.ctx, t.s, id)))
        return {
          rule: '3.29',
          reason:
            'The only enemy ships located are submarines docked in a functioning fortified port: immune to air attack (3.29).',
        }
      return {
        rule: '4.10',
        reason: 'No enemy ship is located: reconnoitre first; only located ships may be attacked (4.10).',
      }
    }
    if (!bases.some((b) => b.units.some((u) => isBomberCapable(t, u.id) || mayFlyKamikaze(t.ctx, u.id))))
      return {
        rule: RULE,
        reason:
          'None of your units ready to launch can attack ships: bombers, and fighter-bombers or naval air flying as bombers (4.15, 4.20).',
      }
    return null
  },
  // An APTO Counterstrike's strike leg (4.1; D7): from the combat hex to the target, collecting nobody; the target is within range of each unit's base.
  refusesCollecting: (m) => m.airNaval?.counterstrike !== undefined,
  mpLimit: (_t, m) => m.airNaval?.counterstrike?.mp ?? null,
  mayLaunch(t, u) {
    // An Intensive attack takes carrier-based Naval-Air units even if Current, never Previous (4.28).
    return intensiveNow(t)
      ? u.commitment !== 'previous' && defOf(t.ctx, u.id).type === 'N'
      : u.commitment === 'none'
  },
  unitRefused(t, u) {
    if (intensiveNow(t) && defOf(t.ctx, u.id).type !== 'N')
      return {
        rule: '4.28',
        reason: `${unitName(t.ctx, u.id)} is not a Naval-Air unit: only carrier-based Naval-Air units make Intensive attacks (4.28).`,
      }
    return null
  },
  plan(t, a, side, units, from) {
    const intensive = t.s.naval?.intensive
    const kamikaze = declaredKamikaze(t, a, units, 'airNaval')
    const declared = kamikaze.length ? { kamikaze } : {} // (APTO 4.20)
    if (intensiveNow(t) && intensive) {
      const ships = intensive.ships.filter((id) => !isSunk(t.s, id))
      return {
        target: intensive.loc,
        airNaval: {
          inPort: false,
          stage: 'waiting',
          made: {},
          aaHits: {},
          roll: null,
          chits: 0,
          intensive: ships,
          ...declared,
        },
      }
    }
    if (a.target === undefined)
      refuse(RULE, 'Name the hex (or large sea area) of the located enemy ships to attack.')
    if (typeof a.target !== 'string')
      refuse(RULE, `The target is a hex label in quotes, like "0805" (got ${describeValue(a.target)}).`)
    const target = t.ctx.map.parseLoc(a.target)
    if (target === null) refuse(RULE, `"${a.target}" is not a hex or sea area of this map.`)
    const inPort = a.inPort === true
    const ships = attackableAt(t, side, target, inPort)
    if (!ships.length && locatedAt(t.ctx, t.s, side, target, inPort).length)
      refuse(
        '3.29',
        `The located ships in port at ${a.target} are submarines in a functioning fortified port: immune to air attack (3.29).`,
      )
    if (!ships.length)
      refuse(
        '4.10',
        `No located enemy ship is ${inPort ? 'in port' : 'at sea'} at ${a.target}: only located ships may be attacked (4.10).`,
      )
    const bombers = units.filter((id) => {
      const type = defOf(t.ctx, id).type
      return (
        type === 'B' ||
        ((type === 'FB' || type === 'N') && a.roles?.[id] === 'bomber') ||
        kamikaze.includes(id)
      ) // a Kamikaze fighter-type strikes too (APTO D61)
    })
    if (!bombers.length)
      refuse(
        RULE,
        'An air-naval attack needs at least one unit flying as a bomber (or as a Kamikaze); fighters may go with it as escort (4.15, 4.20).',
      )
    for (const id of bombers) {
      if (spentAgainst(t.ctx, t.s, id, target))
        refuse(
          '4.29',
          `${unitName(t.ctx, id)} has attacked the ships at ${a.target} this Phase: it may not attack them again (4.29).`,
        )
      const reach = reachesTarget(t, id, from, target)
      if (!reach.ok)
        refuse(
          '4.15',
          `${unitName(t.ctx, id)} cannot reach ${a.target}: ${reach.cost} MP away, range ${reach.range}; every bomber must have the range to reach the target (4.15).`,
        )
    }
    return {
      target,
      airNaval: { inPort, stage: 'waiting', made: {}, aaHits: {}, roll: null, chits: 0, ...declared },
    }
  },
  awaitedRoll(t, m) {
    const s = st(m)
    if (s.stage !== 'attacks' || !s.roll) return null
    return {
      purpose: 'air-naval attack',
      rule: RULE,
      side: m.side,
      prompt: `Roll die ${s.roll.dice.length + 1} of 2 for ${unitName(t.ctx, s.roll.bomber)}'s attack on ${shipDef(t.ctx, s.roll.ship).name} and enter the value (1–6).`,
    }
  },
  resolveRoll(t, m, natural, source) {
    const r = st(m).roll!
    r.dice.push(natural)
    if (r.dice.length === 2) resolveAttack(t, m, [r.dice[0], r.dice[1]], source)
  },
  settled(t, m) {
    const s = st(m)
    if (s.stage === 'done') return null
    if (s.stage === 'waiting') {
      const flights = Object.values(t.s.flights).filter(
        (f) => f.mission === m.id && f.purpose === 'mission' && f.units.length,
      )
      if (flights.some((f) => f.status === 'moving' || f.status === 'halted')) return null
      if (!flights.some((f) => f.loc === m.target && f.status !== 'setAside')) {
        s.stage = 'done' // nothing moves and no bomber is over the target: stopped short, set aside or lost
        return 'progress'
      }
      s.stage = 'attacks' // every bomber is there or removed, and no engagement is left (4.20; spec §10.3 step 4)
      s.chits = navalChits(t.ctx, t.s, m.target!, s.inPort, defenderOf(t, m))
      const aa = missionAA(t, m)
      const halved = bombersOver(t, m).filter((id) => strikeHalved(t.ctx, t.s, t.s.units[id], m.target!))
      emit(t, {
        type: 'navalAttacksBegin',
        text: `Over ${label(t, m.target!)}: ${s.chits} enemy naval chit${s.chits === 1 ? '' : 's'} ${s.inPort ? 'in port' : 'at sea'}; anti-aircraft value ${aa.value} (${aa.parts.map((p) => `${p.value >= 0 ? '+' : ''}${p.value} ${p.label}`).join(', ')}${aa.value === 4 ? ', at most 4' : ''}) (4.21).${halved.length ? ` The weather its flight has been through halves the strength of ${names(t, halved)}, so ${halved.length === 1 ? 'its' : 'their'} attacks are counted from the halved strength (APTO 1.5, 1.7; W2).` : ''}`,
        rule: '4.21',
        side: m.side,
        loc: label(t, m.target!),
      })
      return 'progress'
    }
    if (s.roll) return null // its dice (awaitedRoll)
    const bombers = bombersOver(t, m).filter((id) => attacksLeft(t, m, id) > 0)
    const ships = targetShips(t, m)
    if (!bombers.length || !ships.length) {
      finish(t, m)
      return 'progress'
    }
    return {
      kind: 'navalAttack',
      side: m.side,
      mission: m.id,
      bombers: bombers.map((id) => ({
        id,
        left: attacksLeft(t, m, id),
        ...(isKamikaze(m, id) ? { kamikaze: true as const } : {}),
      })),
      ships,
      aa: missionAA(t, m).value,
      rule: RULE,
      loc: label(t, m.target!),
      prompt: `Air-naval attacks at ${label(t, m.target!)}: choose a bomber and a target ship for the next attack, or stop (4.20).`,
    }
  },
  actions: {
    navalAttack: { bomber: 'text', ship: 'text' },
    endNavalAttacks: {},
  },
  decisions: { navalAttack: ['navalAttack', 'endNavalAttacks'] },
  act(t, a, p, m) {
    if (p.kind !== 'navalAttack') return
    if (a.type === 'endNavalAttacks') {
      const made = Object.values(st(m).made).reduce((n, x) => n + x, 0)
      emit(t, {
        type: 'endNavalAttacks',
        text: `${sideName(t, p.side)} stops attacking after ${made} attack${made === 1 ? '' : 's'} (4.20).`,
        rule: RULE,
        side: p.side,
      })
      return finish(t, m)
    }
    if (a.type !== 'navalAttack') return
    if (!isUnitId(t, a.bomber) || !p.bombers.some((b) => b.id === a.bomber))
      refuse(RULE, `${nameOrId(t, a.bomber)} is not a bomber over ${p.loc} with an attack left (4.20).`)
    if (typeof a.ship !== 'string' || !p.ships.includes(a.ship))
      refuse(RULE, `${JSON.stringify(a.ship)} is not a located enemy ship afloat at ${p.loc} (4.10, 4.20).`)
    st(m).roll = { bomber: a.bomber, ship: a.ship, dice: [] }
  },
  legal(_state, p) {
    if (p.kind !== 'navalAttack') return []
    const out: Action[] = [{ type: 'endNavalAttacks', side: p.side }]
    for (const b of p.bombers)
      for (const ship of p.ships) out.push({ type: 'navalAttack', side: p.side, bomber: b.id, ship })
    return out
  },
}
