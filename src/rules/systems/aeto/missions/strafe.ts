// Strafing airbases and airfields (4.14; spec §9): fighter-role units fly to an enemy airbase in
// their own Naval and Air Phase. When they enter the target hex the defender announces, per unit on
// the ground, evacuate (with a destination) or ride it out (D-STRAFE-EVAC); evacuation dice follow.
// Then the defender may intercept over the target; once every interception is over, each strafer
// that made no air combat attack strafes one unit on the ground (D-STRAFE-TARGET): an air combat
// attack with +1 to the die where only hits count, no return fire, one round.
import {
  attackResult,
  airTargetNumber,
  attackDistribution,
  type AirTargetNumber,
  type OutcomeDistribution,
} from '../combat'
import { isCarrier } from '../bases'
import { attackFacts } from '../engine/airCombat'
import {
  baseLabel,
  describeValue,
  emit,
  isUnitId,
  label,
  nameOrId,
  names,
  parseLocOrRefuse,
  refuse,
  tx,
  verb,
  type Tx,
} from '../engine/core'
import { airDistance } from '../engine/geometry'
import { missionReach } from '../engine/weatherRoute'
import { hawaiiDec41UsTarget } from '../engine/hawaii'
import type { Action, BaseId, Loc, Mission, SideId, UnitId } from '../types'
import { defOf, faceOf, isFighterClass, needsRole, rangeOf, unitName } from '../units'
import {
  actEvacuate,
  enemyLandBases,
  evacuationAwaitedRoll,
  evacuationFailed,
  evacuationResolveRoll,
  evacuationUrgent,
  groundUnits,
  legalEvacuations,
  newEvacuation,
  noteCollected,
  overTarget,
  strikersEnter,
} from './evacuation'
import { loseStep } from '../engine/losses'
import type { MissionProcedure, Unavailable } from './procedure'
import type { StrafeState } from './types'

declare module '../types' {
  interface PendingByKind {
    evacuation: PendingBase & {
      kind: 'evacuation'
      mission: string
      /** The evacuation number: a unit evacuates on a d6 ≤ n (4.14). */
      n: number
      /** Units on the ground at the target that may try to evacuate, with their legal destinations. */
      units: { id: UnitId; destinations: BaseId[] }[]
      /** Units at the target base that must ride it out, and why. */
      stay: { id: UnitId; reason: string }[]
    }
    strafeTarget: PendingBase & {
      kind: 'strafeTarget'
      mission: string
      /** Strafers that have not attacked yet; each attacks one unit on the ground (4.14). */
      strafers: UnitId[]
      targets: UnitId[]
    }
  }
  interface ActionByType {
    evacuate: { type: 'evacuate'; moves: Record<UnitId, BaseId> }
    strafe: { type: 'strafe'; attacker: UnitId; target: UnitId }
    holdFire: { type: 'holdFire' }
  }
}

const RULE = '4.14'

function st(m: Mission): StrafeState {
  if (!m.strafe) throw new Error(`mission ${m.id} is not a strafing mission`)
  return m.strafe
}

const neverStrafedHexes = new WeakMap<object, Set<string>>()

/** Hexes whose units are never strafed, though their airbases may be bombed: Malta in AETO (4.14). */
function neverStrafed(t: Tx, loc: Loc): boolean {
  const features = t.s.scenario.map.features
  let set = neverStrafedHexes.get(features)
  if (!set)
    neverStrafedHexes.set(features, (set = new Set(features.filter((f) => f.neverStrafed).map((f) => f.hex))))
  return set.size > 0 && set.has(label(t, loc))
}

/** The enemy land bases at a location whose units can be strafed (never a carrier, 4.14; never Malta, 4.14; never a Nation Box in APTO, APTO D44). */
export function strafeableBases(t: Tx, side: SideId, loc: Loc): BaseId[] {
  if (neverStrafed(t, loc)) return []
  return enemyLandBases(t, side, loc).filter(
    (b) =>
      !(t.ctx.variant.id === 'apto' && t.ctx.baseDefs.get(b)!.components.some((c) => c.kind === 'NationBox')),
  )
}

/** Why a hex may not be the target of a strafing mission of `side`, or null. */
export function strafeTargetRefused(t: Tx, side: SideId, loc: Loc): Unavailable | null {
  if (!strafeableBases(t, side, loc).length) {
    const carrierOnly = (t.ctx.basesAt.get(loc) ?? []).some(
      (b) => isCarrier(t.ctx, b) && t.ctx.baseDefs.get(b)?.owner !== side,
    )
    if (neverStrafed(t, loc) && enemyLandBases(t, side, loc).length)
      return {
        rule: RULE,
        reason: `The units based at ${label(t, loc)} are never strafed (Malta); its airbase may still be bombed (4.14).`,
      }
    return {
      rule: RULE,
      reason: carrierOnly
        ? 'A carrier can never be strafed (4.14).'
        : `There is no enemy airbase at ${label(t, loc)} to strafe (4.14).`,
    }
  }
  if (
    t.ctx.variant.id === 'apto' &&
    Object.values(t.s.missions).some((m) => m.kind === 'strafe' && m.target === loc)
  )
    return {
      rule: RULE,
      reason: `${label(t, loc)} has already been strafed this Phase: a hex is strafed at most once per Phase (4.14).`,
    }
  return null
}

export interface StrafeTarget {
  hex: string
  /** The enemy bases there, by name. */
  bases: string[]
  /** Enemy units on the ground there now. */
  ground: number
  distance: number
}

/** Enemy airbases the units could strafe from `base`: within reach of one of them, as the launch checks it — the weather's halving and grounded zones included (4.14; APTO 1.5, 1.7). */
export function strafeTargetList(
  t: Tx,
  side: SideId,
  base: BaseId,
  units: readonly UnitId[],
): StrafeTarget[] {
  const from = t.ctx.baseLoc.get(base)
  if (from === undefined || !units.length) return []
  const reach = Math.max(...units.map((id) => rangeOf(t.ctx, t.s.units[id], from)))
  const out: StrafeTarget[] = []
  const seen = new Set<Loc>()
  for (const loc of t.ctx.baseLoc.values()) {
    if (seen.has(loc) || loc === from) continue
    seen.add(loc)
    if (strafeTargetRefused(t, side, loc)) continue
    const distance = airDistance(t.ctx, from, loc)
    if (distance > reach || !units.some((id) => missionReach(t, t.s.units[id], from, loc))) continue
    const bases = strafeableBases(t, side, loc)
    const ground = bases.reduce(
      (n, b) =>
        n + (t.s.stacks[b] ?? []).filter((id) => !t.s.units[id].eliminated && !t.s.units[id].aloft).length,
      0,
    )
    out.push({ hex: label(t, loc), bases: bases.map((b) => baseLabel(t, b)), ground, distance })
  }
  return out.sort((a, b) => a.distance - b.distance || a.hex.localeCompare(b.hex))
}

/** Strafers still to attack: over the target, neither aborted nor eliminated, no air combat attack made (4.14). */
function strafersLeft(t: Tx, m: Mission): UnitId[] {
  const s = st(m)
  const out: UnitId[] = []
  for (const f of Object.values(t.s.flights)) {
    if (f.mission !== m.id || f.purpose !== 'mission' || f.loc !== m.target || f.status === 'setAside')
      continue
    for (const id of f.units) {
      const u = t.s.units[id]
      if (!u.eliminated && !u.aborted && !s.fought.includes(id) && !s.done.includes(id)) out.push(id)
    }
  }
  return out
}

/** The air target number and exact odds of one strafing attack (4.14, 4.16, 4.18). */
export function strafeOdds(
  t: Tx,
  m: Mission,
  attacker: UnitId,
  target: UnitId,
): { atn: AirTargetNumber; odds: OutcomeDistribution } {
  const facts = attackFacts(t, attacker, target, m.target!, 1)
  const hawaii = hawaiiDec41UsTarget(t, target, m.target!) // APTO D45
  const atn = airTargetNumber({
    ...facts,
    strafing: true,
    targetOutOfSupply: t.ctx.unitDefs.get(target)?.outOfSupply ?? false,
    ...(hawaii ? { hawaiiDec41UsTarget: true } : {}),
  })
  const odds = attackDistribution(t.ctx.variant.id, atn.atn, atn.drm, {
    physicalFiveAlwaysAborts: t.s.scenario.options.physicalFiveAlwaysAborts,
  })
  return { atn, odds }
}

function hitOnTheGround(t: Tx, id: UnitId): void {
  const name = unitName(t.ctx, id)
  const side = t.s.units[id].side
  const lost = loseStep(t, id)
  if (lost === 'point')
    return emit(t, {
      type: 'hit',
      text: `${name} loses one point on the ground (4.14, 4.23).`,
      rule: '4.23',
      side,
      units: [id],
    })
  emit(t, {
    type: lost,
    text:
      lost === 'eliminated'
        ? `${name} is hit on the ground and eliminated (4.14, 4.17).`
        : `${name} is hit on the ground: depleted (4.14, 4.17).`,
    rule: '4.17',
    side,
    units: [id],
  })
}

function checkStrafers(t: Tx, a: Extract<Action, { type: 'launch' }>, units: readonly UnitId[]): void {
  for (const id of units) {
    const u = t.s.units[id]
    const refused = strafe.unitRefused!(t, u, needsRole(t.ctx, id) ? a.roles?.[id] : undefined)
    if (refused) refuse(refused.rule, refused.reason)
  }
}

export const strafe: MissionProcedure = {
  kind: 'strafe',
  name: 'Strafe an airbase',
  rule: RULE,
  unavailable(t, side, bases) {
    if (t.s.turn.phase !== 'navalAndAir')
      return { rule: RULE, reason: 'Strafing is flown only in your own Naval and Air Phase (4.1, 4.14).' }
    if (!bases.some((b) => b.units.some((u) => isFighterClass(t.ctx, u.id))))
      return {
        rule: RULE,
        reason:
          'None of your units ready to launch can strafe: only fighter-types flying as fighters strafe (4.14).',
      }
    return null
  },
  unitRefused(t, u, role) {
    const type = defOf(t.ctx, u.id).type
    if (type === 'B' || type === 'ATP')
      return {
        rule: RULE,
        reason: `${unitName(t.ctx, u.id)} is a ${type}: only fighter-role units strafe (4.14).`,
      }
    if (needsRole(t.ctx, u.id) && role !== 'fighter')
      return {
        rule: RULE,
        reason: `${unitName(t.ctx, u.id)} strafes only in the fighter role (4.14): choose "fighter".`,
      }
    return null
  },
  plan(t, a, side, units) {
    if (a.target === undefined) refuse(RULE, 'Name the hex of the enemy airbase to strafe.')
    if (typeof a.target !== 'string')
      refuse(RULE, `The target is a hex label in quotes, like "0805" (got ${describeValue(a.target)}).`)
    const target = parseLocOrRefuse(t, a.target, RULE)
    const refused = strafeTargetRefused(t, side, target)
    if (refused) refuse(refused.rule, refused.reason)
    checkStrafers(t, a, units)
    return {
      target,
      evacuation: newEvacuation('strafers'),
      strafe: { stage: 'waiting', fought: [], done: [], roll: null },
    }
  },
  onCollect: (_t, f, m, units) => noteCollected(f, m, units),
  onEnter: (t, f, m) => strikersEnter(t, f, m),
  onAirAttack(t, m, attacker, loc) {
    const s = st(m)
    // AETO: any air combat attack in this mission; APTO: one made in the target hex (APTO D46).
    if (t.s.units[attacker].side !== m.side || (t.ctx.variant.id === 'apto' && loc !== m.target)) return
    if (!s.fought.includes(attacker)) s.fought.push(attacker)
  },
  deniesOwnAirbase: (_t, m, unit) => evacuationFailed(m, unit),
  urgent: (t, m) => evacuationUrgent(t, m),
  awaitedRoll(t, m) {
    const ask = evacuationAwaitedRoll(t, m)
    if (ask) return ask
    const r = st(m).roll
    return r
      ? {
          purpose: 'strafing attack',
          rule: RULE,
          side: m.side,
          prompt: `Roll one die for the strafing attack of ${unitName(t.ctx, r.attacker)} and enter the value (1–6).`,
          attack: { attacker: r.attacker, target: r.target, atn: r.atn, drm: r.drm },
        }
      : null
  },
  resolveRoll(t, m, natural, source) {
    if (m.evacuation?.roll) return evacuationResolveRoll(t, m, natural, source)
    const s = st(m)
    const r = s.roll!
    s.roll = null
    const res = attackResult(t.ctx.variant.id, r.atn, natural, r.drm, {
      physicalFiveAlwaysAborts: t.s.scenario.options.physicalFiveAlwaysAborts,
    })
    s.done.push(r.attacker)
    const what =
      res.result === 'hit'
        ? 'hit'
        : res.result === 'abort'
          ? 'abort, ignored: only hits count when strafing'
          : 'miss'
    emit(t, {
      type: 'strafeAttack',
      text: `${unitName(t.ctx, r.attacker)} strafes ${unitName(t.ctx, r.target)}: target number ${r.atn}${r.drm ? `, die modifier ${r.drm > 0 ? '+' : ''}${r.drm}` : ''}, roll ${natural}: ${what}${res.special ? ` (${res.special})` : ''} (4.14).${hawaiiDec41UsTarget(t, r.target, m.target!) ? ' No strafing penalty against a US unit on a Hawaiian Islands airbase in December 1941 (4.14, 4.18; APTO D45).' : ''}`,
      rule: RULE,
      side: m.side,
      loc: label(t, m.target!),
      units: [r.attacker, r.target],
      roll: {
        purpose: 'strafing attack',
        natural,
        modifiers: r.modifiers,
        targetParts: r.targetParts,
        modified: res.modified,
        target: r.atn,
        result: res.result,
        source,
      },
    })
    if (res.result === 'hit' && !t.s.units[r.target].eliminated) hitOnTheGround(t, r.target)
  },
  settled(t, m) {
    const s = st(m)
    if (s.stage === 'waiting') {
      if (!overTarget(m)) return null
      // Every interception over the target is over: the strafing attacks (4.14, spec §9.2 step 5).
      s.stage = 'attacks'
      return 'progress'
    }
    if (s.stage !== 'attacks' || s.roll) return null
    const strafers = strafersLeft(t, m)
    const targets = groundUnits(t, m)
    if (!strafers.length || !targets.length) {
      s.stage = 'done'
      const fought = s.fought.filter((id) => !t.s.units[id].eliminated)
      emit(t, {
        type: 'strafeOver',
        text: !targets.length
          ? `No enemy unit is left on the ground at ${label(t, m.target!)}: the strafing is over (4.14).`
          : `The strafing of ${label(t, m.target!)} is over${fought.length ? `; ${names(t, fought)} fought in air combat and could not strafe` : ''} (4.14).`,
        rule: RULE,
        side: m.side,
        loc: label(t, m.target!),
      })
      return 'progress'
    }
    return {
      kind: 'strafeTarget',
      side: m.side,
      mission: m.id,
      strafers,
      targets,
      rule: RULE,
      loc: label(t, m.target!),
      prompt: `Strafe ${label(t, m.target!)}: choose a strafer and the unit on the ground it attacks (+1 to the die; only hits count).`,
    }
  },
  actions: {
    evacuate: { moves: null },
    strafe: { attacker: 'text', target: 'text' },
    holdFire: {},
  },
  decisions: { evacuation: ['evacuate'], strafeTarget: ['strafe', 'holdFire'] },
  act(t, a, p, m) {
    const s = st(m)
    if (a.type === 'evacuate' && p.kind === 'evacuation') return actEvacuate(t, a, p, m)
    if (a.type === 'strafe' && p.kind === 'strafeTarget') {
      if (!isUnitId(t, a.attacker) || !p.strafers.includes(a.attacker))
        refuse(
          RULE,
          `${nameOrId(t, a.attacker)} cannot strafe now: each strafer over the target that made no air combat attack strafes once (4.14).`,
        )
      if (!isUnitId(t, a.target) || !p.targets.includes(a.target))
        refuse(RULE, `${nameOrId(t, a.target)} is not an enemy unit on the ground at ${p.loc}.`)
      const { atn } = strafeOdds(t, m, a.attacker, a.target)
      const attacker = t.s.units[a.attacker]
      s.roll = {
        attacker: a.attacker,
        target: a.target,
        atn: atn.atn,
        drm: atn.drm,
        modifiers: atn.drmMods,
        targetParts: [
          {
            value: atn.strength - atn.strengthMods.reduce((x, mod) => x + mod.value, 0),
            rule: '4.16',
            label: 'attacker strength',
          },
          ...atn.strengthMods,
          { value: faceOf(t.ctx, attacker).quality, rule: '4.16', label: 'attacker quality' },
          { value: -faceOf(t.ctx, t.s.units[a.target]).quality || 0, rule: '4.16', label: 'target quality' },
        ],
      }
      return
    }
    if (a.type === 'holdFire' && p.kind === 'strafeTarget') {
      for (const id of p.strafers) s.done.push(id)
      emit(t, {
        type: 'holdFire',
        text: `${names(t, p.strafers)} ${verb(p.strafers, 'makes', 'make')} no strafing attack (4.14).`,
        rule: RULE,
        side: p.side,
        units: [...p.strafers],
      })
    }
  },
  legal(state, p) {
    const side = p.side
    if (p.kind === 'evacuation') return legalEvacuations(tx(state), p)
    if (p.kind === 'strafeTarget') {
      const out: Action[] = [{ type: 'holdFire', side }]
      for (const a of p.strafers)
        for (const tg of p.targets) out.push({ type: 'strafe', side, attacker: a, target: tg })
      return out
    }
    return []
  },
}
