// Air-to-air combat procedure (4.16 – 4.19; spec §8): two rounds; dump ordnance and bomber-attack
// designations; attacks one at a time with the targeting restriction; results noted and applied
// together; return fire; voluntary aborts (hidden, then revealed); who remains for Round 2.
import { fullWeatherEffects, halvesStrength, unitWeather } from '../weather/effects'
import { isGrassAirfield, isCarrier, operationalSet } from '../bases'
import {
  airTargetNumber,
  attackDistribution,
  roundDistribution,
  type RoundDistribution,
  attackResult,
  returnFireResult,
  returnFireTriggered,
  targetLegality,
  type AttackContext,
  type OutcomeDistribution,
} from '../combat'
import type { CombatState, Engagement, Pending, SideId, TargetOption, UnitId, UnitState } from '../types'
import { defOf, faceOf, isBomberRole, isFighterRole, isHeavy, numberedName, unitName } from '../units'
import { emit, label, nameOrId, names, refuse, sideName, verb, type Tx } from './core'
import { mutStack, mutUnit } from './draft'
import { appendAll } from '../collections'
import { combatInterrupted, noteAirAttack, noteAtpHit, ownAirbaseDenied } from '../missions/hooks'
import { abortImmunity } from '../missions/kamikaze'
import { featureDestroyed } from '../installations'
import { hawaiiDec41UsAttacker } from './hawaii'

// ------------------------------------------------------------------ participants

function sideOf(t: Tx, id: UnitId): SideId {
  return t.s.units[id].side
}

/** Units arrayed in the engagement: targets, arrived interceptors, idle aloft units there (§7.5). */
function participants(t: Tx, e: Engagement): { aloft: UnitId[]; ground: UnitId[] } {
  const engagedElsewhere = new Set<string>()
  for (const id of t.s.stack) {
    if (id === e.id) continue
    const other = t.s.engagements[id]
    other.targetFlights.forEach((f) => engagedElsewhere.add(f))
  }
  const aloft: UnitId[] = []
  for (const f of Object.values(t.s.flights)) {
    if (f.loc !== e.loc || f.status === 'setAside' || !f.units.length || engagedElsewhere.has(f.id)) continue
    const isTarget = e.targetFlights.includes(f.id)
    const isInterceptor = f.purpose === 'interception' && f.engagement === e.id && f.status === 'arrived'
    const idle = f.status === 'stopped' || (f.status === 'arrived' && f.purpose === 'mission')
    if (isTarget || isInterceptor || idle) appendAll(aloft, f.units)
  }
  // Over-stacked units at a base in the hex are targets for enemy fighters there (4.8; A-43).
  const ground: UnitId[] = []
  for (const b of t.ctx.basesAt.get(e.loc) ?? []) {
    const operational = operationalSet(t.ctx, t.s, b)
    for (const id of t.s.stacks[b] ?? []) {
      const u = t.s.units[id]
      if (u.eliminated || u.aloft || operational.has(id)) continue
      if (aloft.some((a) => sideOf(t, a) !== u.side && isFighterRole(t.ctx, t.s.units[a]))) ground.push(id)
    }
  }
  return { aloft, ground }
}

export function startCombat(t: Tx, e: Engagement): void {
  const { aloft, ground } = participants(t, e)
  const first = e.targetSide // the intercepted side, or the side first in a mission hex (4.16)
  const second =
    t.s.scenario.sides
      .map((s) => s.id)
      .find((s) => s !== first && [...aloft, ...ground].some((u) => sideOf(t, u) === s)) ??
    e.declaringSide ??
    first
  e.status = 'combat'
  t.s.combat = {
    engagement: e.id,
    round: 1,
    first,
    second,
    stage: 'dump',
    stageSide: first,
    inRound: aloft,
    ground,
    designated: [],
    attackedBy: {},
    hasAttacked: [],
    noted: [],
    roll: null,
    volabort: {},
  }
  const bySide = (side: SideId) =>
    names(
      t,
      aloft.filter((u) => sideOf(t, u) === side),
    )
  emit(t, {
    type: 'combat',
    text: `Air combat at ${label(t, e.loc)}: ${sideName(t, first)} (${bySide(first)}) against ${sideName(t, second)} (${bySide(second)})${ground.length ? `, with over-stacked ${names(t, ground)} on the ground` : ''} (4.16).`,
    rule: '4.16',
    loc: label(t, e.loc),
    engagement: e.id,
    units: [...aloft, ...ground],
  })
}

// ------------------------------------------------------------------ who may do what

export function canAttack(t: Tx, c: CombatState, id: UnitId): boolean {
  const u = t.s.units[id]
  if (!isFighterRole(t.ctx, u)) return false // only Fighter-role units attack (4.16)
  const def = defOf(t.ctx, id)
  return !(c.round === 2 && def.type === 'N' && def.back === null) // half-step N: Round 1 only (4.16, A-07)
}

function isBomberTarget(t: Tx, c: CombatState, id: UnitId): boolean {
  return c.ground.includes(id) || isBomberRole(t.ctx, t.s.units[id])
}

function opponentsInRound(t: Tx, c: CombatState, side: SideId): UnitId[] {
  return [...c.inRound, ...c.ground].filter((id) => sideOf(t, id) !== side)
}

function attacksBy(t: Tx, c: CombatState, side: SideId): Record<UnitId, number> {
  const out: Record<UnitId, number> = {}
  for (const [target, attackers] of Object.entries(c.attackedBy))
    out[target] = attackers.filter((a) => sideOf(t, a) === side).length
  return out
}

/** Legal targets of one attacker: the targeting restriction (4.16, A-03), the ATP rule (4.23),
 *  and the bomber-attack designation (4.16, A-61). */
export function targetsFor(t: Tx, c: CombatState, attacker: UnitId): TargetOption[] {
  const side = sideOf(t, attacker)
  const opponents = opponentsInRound(t, c, side)
  const legality = targetLegality(
    opponents.map((id) => ({
      id,
      name: numberedName(t.ctx, id), // two Fw-190s in one reason: which is which
      isATP: defOf(t.ctx, id).type === 'ATP',
      isFighterRole: !c.ground.includes(id) && isFighterRole(t.ctx, t.s.units[id]),
      stillEligible: true,
    })),
    attacksBy(t, c, side),
  )
  const legal = legality.filter((l) => l.legal)
  const designated = c.designated.includes(attacker)
  const wanted = legal.filter((l) => isBomberTarget(t, c, l.id) === designated)
  return legality.map((l) => {
    if (l.legal && wanted.length && !wanted.some((w) => w.id === l.id))
      return {
        id: l.id,
        legal: false,
        reason: designated
          ? `${unitName(t.ctx, attacker)} was designated to attack bombers this round (4.16).`
          : `${unitName(t.ctx, attacker)} was not designated to attack bombers this round (4.16).`,
        rule: '4.16',
      }
    return { id: l.id, legal: l.legal, reason: l.reason, rule: l.rule }
  })
}

function attackersWithTargets(t: Tx, c: CombatState, side: SideId) {
  return c.inRound
    .filter((id) => sideOf(t, id) === side && !c.hasAttacked.includes(id) && canAttack(t, c, id))
    .map((id) => ({ id, targets: targetsFor(t, c, id) }))
    .filter((a) => a.targets.some((x) => x.legal))
}

// ------------------------------------------------------------------ the air target number

/** Facts for one attack; the same function serves the preview (odds) and the roll. */
export function attackContext(t: Tx, c: CombatState, attacker: UnitId, target: UnitId): AttackContext {
  const e = t.s.engagements[c.engagement]
  const a = t.s.units[attacker]
  const tg = t.s.units[target]
  const ground = c.ground.includes(target)
  // Own airbase +1: the base it launched from or is transferring to; not in Strategic Warfare,
  // not from a carrier, not over a grass airfield, not after a failed evacuation (4.18, 4.3, 4.14).
  const mission = t.s.missions[t.s.flights[a.aloft!.flight]?.mission]
  const homeBases = [a.base, ...(mission?.kind === 'changeBase' ? [mission.hops[mission.hop]] : [])]
  const ownAirbase =
    t.s.turn.phase !== 'strategicWarfare' &&
    homeBases.some(
      (b) => t.ctx.baseLoc.get(b) === e.loc && !isCarrier(t.ctx, b) && !isGrassAirfield(t.ctx, b),
    ) &&
    !ownAirbaseDenied(t, attacker)
  // Escorted bombers +1 (4.18; A-20, A-61): the target attacks or is designated against our bombers,
  // and the attacker has not itself been attacked this round.
  const targetHitsOurBombers =
    c.designated.includes(target) ||
    Object.entries(c.attackedBy).some(
      ([victim, by]) => by.includes(target) && sideOf(t, victim) === a.side && isBomberTarget(t, c, victim),
    )
  const escortBonus =
    !ground && isFighterRole(t.ctx, tg) && targetHitsOurBombers && !c.attackedBy[attacker]?.length
  return {
    ...attackFacts(t, attacker, target, e.loc, c.round),
    targetQuality: ground || defOf(t.ctx, target).type === 'ATP' ? 0 : faceOf(t.ctx, tg).quality,
    ownAirbase,
    escortBonus,
    ...(ownAirbase && hawaiiDec41UsAttacker(t, attacker, e.loc) ? { hawaiiDec41UsAttacker: true } : {}), // APTO D55
  }
}

/**
 * The facts of an attack that depend only on the two units, the location and the round: strength,
 * qualities, Elite Pilots, weather, the surprise bonuses, Finnish vs Soviet and radar (4.16, 4.18).
 * Air combat and strafing (4.14) both start from them.
 */
export function attackFacts(
  t: Tx,
  attacker: UnitId,
  target: UnitId,
  loc: number,
  round: 1 | 2,
): AttackContext {
  const a = t.s.units[attacker]
  const tg = t.s.units[target]
  const aDef = defOf(t.ctx, attacker)
  const v = t.ctx.variant
  const sc = t.s.scenario.context
  const aRole = t.ctx.nationRole.get(aDef.nation) // the rules read nation roles, never ids (4.18)
  const surprise = v.id === 'aeto' ? sc.blitzkrieg : sc.sneakAttack
  const surpriseApplies =
    !!surprise?.firstTurn &&
    aRole === v.surpriseRole &&
    (t.s.scenario.options.blitzAirScope === 'anywhere' || nearInvaded(t, loc, surprise.invaded))
  const radar =
    v.radarBonus &&
    aRole !== 'french' &&
    [loc, ...(t.ctx.map.isHex(loc) ? t.ctx.map.neighbours(loc) : [])].some(
      (l) =>
        t.ctx.radarHexes.has(l) &&
        t.ctx.nationSide.get(t.ctx.hexNation(l) ?? '') === a.side &&
        !featureDestroyed(t.ctx, t.s, l, 'radar'), // a destroyed radar site does not function (4.26)
    )
  const here = t.ctx.weatherAt(loc)
  const weather = fullWeatherEffects(t.s, t.ctx) ? unitWeather(t.ctx, t.s, a, loc) : here // APTO 1.7: the worst its flight has carried (T01)
  return {
    variant: v.id,
    round,
    attackerStrength: faceOf(t.ctx, a).strength,
    attackerQuality: faceOf(t.ctx, a).quality,
    targetQuality: defOf(t.ctx, target).type === 'ATP' ? 0 : faceOf(t.ctx, tg).quality,
    elitePilots: v.elitePilots && !!aDef.elitePilots,
    weatherHalvesStrength:
      v.weatherHalvesCombatStrength && (weather === 'halfStrength' || weather === 'halfStrengthAndRange'),
    ...(v.weatherHalvesCombatStrength && halvesStrength(weather) && !halvesStrength(here)
      ? { weatherCarried: true }
      : {}),
    blitzkrieg: v.blitzkrieg && surpriseApplies,
    sneakAttack: v.sneakAttack && surpriseApplies,
    finnishVsSoviet:
      v.finnishVsSoviet &&
      aRole === 'finnish' &&
      t.ctx.nationRole.get(defOf(t.ctx, target).nation) === 'soviet' &&
      !sc.finlandConquered,
    radar,
  }
}

function nearInvaded(t: Tx, loc: number, invaded: readonly string[]): boolean {
  const map = t.ctx.map
  if (!map.isHex(loc)) return false
  return [loc, ...map.neighbours(loc)].some((l) => invaded.includes(t.ctx.hexNation(l) ?? ''))
}

/** What the attack dialog shows before the roll: ATN, modifiers and exact odds (same code as the roll); `abortIgnored`: why an abort has no effect on the target (a Kamikaze, APTO D52). */
export function previewAttack(
  t: Tx,
  attacker: UnitId,
  target: UnitId,
): { atn: ReturnType<typeof airTargetNumber>; odds: OutcomeDistribution; abortIgnored?: string } {
  const c = t.s.combat
  if (!c) refuse('4.16', 'No air combat is being fought.')
  const atn = airTargetNumber(attackContext(t, c, attacker, target))
  const odds = attackDistribution(t.ctx.variant.id, atn.atn, atn.drm, {
    physicalFiveAlwaysAborts: t.s.scenario.options.physicalFiveAlwaysAborts,
  })
  const immune = abortImmunity(t.s, target) // an abort result has no effect on a Kamikaze (APTO D52)
  return immune ? { atn, odds, abortIgnored: immune } : { atn, odds }
}

/** Exact odds of a set of attacks made together in this round, with return fire: computed from
 *  the same air target numbers as the rolls (4.16, 4.19). */
export function previewRound(
  t: Tx,
  attacks: readonly { attacker: UnitId; target: UnitId }[],
): RoundDistribution {
  const c = t.s.combat
  if (!c) refuse('4.16', 'No air combat is being fought.')
  const opts = t.s.scenario.options
  const ids = new Set<UnitId>()
  const planned = attacks.map(({ attacker, target }) => {
    ids.add(attacker)
    ids.add(target)
    const atn = airTargetNumber(attackContext(t, c, attacker, target))
    const heavy = !c.ground.includes(target) && isHeavy(t.ctx, t.s.units[target])
    return {
      attackerId: attacker,
      targetId: target,
      atn: atn.atn,
      drm: atn.drm,
      ...(heavy
        ? {
            heavyTarget: {
              bomberQuality: faceOf(t.ctx, t.s.units[target]).quality,
              fighterQuality: faceOf(t.ctx, t.s.units[attacker]).quality,
            },
          }
        : {}),
    }
  })
  return roundDistribution({
    variant: t.ctx.variant.id,
    units: [...ids].map((id) => ({
      id,
      side: sideOf(t, id),
      abortsIgnored: c.ground.includes(id) || abortImmunity(t.s, id) !== null,
    })),
    attacks: planned,
    returnFireOnAbort: opts.returnFireOnAbort ?? t.ctx.variant.returnFireOnAbort,
    attackOptions: { physicalFiveAlwaysAborts: opts.physicalFiveAlwaysAborts },
  })
}

// ------------------------------------------------------------------ actions

export function actDump(t: Tx, c: CombatState, units: unknown): void {
  const allowed = dumpable(t, c, c.stageSide)
  const list = checkList(t, units, allowed, 'dump ordnance', '4.16')
  for (const id of list) {
    const u = mutUnit(t.s, id)
    u.role = 'fighter'
    u.dumpedOrdnance = true // Fighter-role for the rest of the mission (4.0, A-66)
  }
  if (list.length)
    emit(t, {
      type: 'dumpOrdnance',
      text: `${names(t, list)} ${verb(list, 'dumps ordnance and fights as a fighter', 'dump ordnance and fight as fighters')} (4.16).`,
      rule: '4.16',
      side: c.stageSide,
      units: list,
      engagement: c.engagement,
    })
  nextSide(t, c)
}

export function actDesignate(t: Tx, c: CombatState, units: unknown): void {
  const allowed = designatable(t, c, c.stageSide)
  const list = checkList(t, units, allowed, 'attack bombers', '4.16')
  appendAll(c.designated, list)
  emit(t, {
    type: 'designate',
    text: list.length
      ? `${sideName(t, c.stageSide)}: ${names(t, list)} will attack bombers this round (4.16).`
      : `${sideName(t, c.stageSide)} designates no unit to attack bombers this round (4.16).`,
    rule: '4.16',
    side: c.stageSide,
    units: list,
    engagement: c.engagement,
  })
  nextSide(t, c)
}

export function actAttack(t: Tx, c: CombatState, attacker: unknown, target: unknown): void {
  if (typeof attacker !== 'string' || !c.inRound.includes(attacker) || sideOf(t, attacker) !== c.stageSide)
    refuse('4.16', `${nameOrId(t, attacker)} is not one of your units in this combat.`)
  if (!canAttack(t, c, attacker))
    refuse(
      '4.16',
      `${unitName(t.ctx, attacker)} cannot attack: only fighter-role units attack, and half-step Naval-Air units only in Round 1.`,
    )
  if (c.hasAttacked.includes(attacker))
    refuse('4.16', `${unitName(t.ctx, attacker)} has already attacked this round.`)
  const options = targetsFor(t, c, attacker)
  const opt = options.find((o) => o.id === target)
  if (!opt) refuse('4.16', `${nameOrId(t, target)} is not an enemy unit in this combat.`)
  if (!opt.legal) refuse(opt.rule ?? '4.16', opt.reason ?? 'That target may not be attacked now.')
  const atn = airTargetNumber(attackContext(t, c, attacker, opt.id))
  const tq = attackContext(t, c, attacker, opt.id).targetQuality
  c.roll = {
    kind: 'attack',
    attacker,
    target: opt.id,
    atn: atn.atn,
    drm: atn.drm,
    modifiers: atn.drmMods,
    targetParts: [
      {
        value: atn.strength - atn.strengthMods.reduce((x, m) => x + m.value, 0),
        rule: '4.16',
        label: 'attacker strength',
      },
      ...atn.strengthMods,
      { value: faceOf(t.ctx, t.s.units[attacker]).quality, rule: '4.16', label: 'attacker quality' },
      { value: -tq || 0, rule: '4.16', label: 'target quality' }, // (|| 0: a quality-0 target gives 0, not -0)
    ],
  }
}

export function actEndAttacks(t: Tx, c: CombatState): void {
  emit(t, {
    type: 'endAttacks',
    text: `${sideName(t, c.stageSide)} makes no more attacks this round (4.16).`,
    rule: '4.16',
    side: c.stageSide,
    engagement: c.engagement,
  })
  nextSide(t, c)
}

/** Resolves the pending roll with a die from the dice source or a player (4.16, 4.19). */
export function resolveRoll(
  t: Tx,
  c: CombatState,
  natural: number,
  source: 'seeded' | 'scripted' | 'manual',
): void {
  const r = c.roll!
  c.roll = null
  const v = t.ctx.variant.id
  const opts = t.s.scenario.options
  if (r.kind === 'attack') {
    const hawaii = !!attackContext(t, c, r.attacker, r.target).hawaiiDec41UsAttacker // APTO D55, said in the log line
    const res = attackResult(v, r.atn, natural, r.drm, {
      physicalFiveAlwaysAborts: opts.physicalFiveAlwaysAborts,
    })
    ;(c.attackedBy[r.target] ??= []).push(r.attacker)
    c.hasAttacked.push(r.attacker)
    noteAirAttack(t, r.attacker, t.s.engagements[c.engagement].loc) // e.g. a strafer that fought may not strafe (4.14)
    const ground = c.ground.includes(r.target)
    const immune = abortImmunity(t.s, r.target) // a Kamikaze ignores aborts (APTO D52)
    const counted = res.result === 'hit' || (res.result === 'abort' && !ground && !immune) // only hits count on the ground (4.8)
    if (counted)
      c.noted.push({ unit: r.target, result: res.result as 'hit' | 'abort', by: r.attacker, kind: 'attack' })
    const what =
      res.result === 'abort' && ground
        ? 'abort (ignored against a unit on the ground, 4.8)'
        : res.result === 'abort' && immune
          ? `abort (ignored: ${immune})`
          : res.result
    emit(t, {
      type: 'attack',
      text: `Round ${c.round}: ${unitName(t.ctx, r.attacker)} attacks ${unitName(t.ctx, r.target)}: target number ${r.atn}${r.drm ? `, die modifier ${r.drm > 0 ? '+' : ''}${r.drm}` : ''}, roll ${natural}: ${what}${res.special ? ` (${res.special})` : ''} (4.16).${hawaii ? ' No own-airbase bonus for a US fighter-type over a Hawaiian Islands airbase in December 1941 (4.18; APTO D55).' : ''}`,
      rule: '4.16',
      side: sideOf(t, r.attacker),
      units: [r.attacker, r.target],
      engagement: c.engagement,
      roll: {
        purpose: 'air combat attack',
        natural,
        modifiers: r.modifiers,
        targetParts: r.targetParts,
        modified: res.modified,
        target: r.atn,
        result: res.result,
        source,
      },
    })
    const tg = t.s.units[r.target]
    const returnFireOnAbort = opts.returnFireOnAbort ?? t.ctx.variant.returnFireOnAbort
    if (!ground && isHeavy(t.ctx, tg) && returnFireTriggered(v, res.result, { returnFireOnAbort }))
      c.roll = {
        kind: 'returnFire',
        attacker: r.target,
        target: r.attacker,
        atn: faceOf(t.ctx, t.s.units[r.attacker]).quality,
        drm: 0,
        modifiers: [],
        targetParts: [],
      }
    return
  }
  const bq = faceOf(t.ctx, t.s.units[r.attacker]).quality
  const fq = faceOf(t.ctx, t.s.units[r.target]).quality
  const res = returnFireResult(natural, bq, fq)
  const immune = res.result === 'abort' ? abortImmunity(t.s, r.target) : null // a Kamikaze fighter ignores the abort (APTO D52)
  if (res.result !== 'miss' && !immune)
    c.noted.push({ unit: r.target, result: res.result, by: r.attacker, kind: 'returnFire' })
  emit(t, {
    type: 'returnFire',
    text: `${unitName(t.ctx, r.attacker)} returns fire at ${unitName(t.ctx, r.target)}: roll ${natural} + ${bq} − ${fq} = ${res.net} against ${fq}: ${res.result}${immune ? ` (ignored: ${immune})` : ''}${res.special ? ` (${res.special})` : ''} (4.19).`,
    rule: '4.19',
    side: sideOf(t, r.attacker),
    units: [r.attacker, r.target],
    engagement: c.engagement,
    roll: {
      purpose: 'heavy bomber return fire',
      natural,
      modifiers: [
        { value: bq, rule: '4.19', label: 'bomber quality' },
        { value: -fq || 0, rule: '4.19', label: 'fighter quality' },
      ],
      modified: res.net,
      target: fq,
      result: res.result,
      source,
    },
  })
}

export function actVoluntaryAbort(t: Tx, c: CombatState, units: unknown): void {
  const allowed = c.inRound.filter((id) => sideOf(t, id) === c.stageSide)
  const list = checkList(t, units, allowed, 'abort', '4.16')
  c.volabort[c.stageSide] = list
  emit(t, {
    type: 'voluntaryAbortChosen',
    text: `${sideName(t, c.stageSide)} has chosen its voluntary aborts${list.length ? `: ${names(t, list)}` : ': none'} (hidden until both sides have chosen, 4.16).`,
    rule: '4.16',
    side: c.stageSide,
    privateTo: c.stageSide,
    units: list,
    engagement: c.engagement,
  })
  if (c.stageSide === c.first) {
    c.stageSide = c.second
    return
  }
  for (const side of [c.first, c.second]) {
    const chosen = c.volabort[side] ?? []
    emit(t, {
      type: 'voluntaryAbort',
      text: chosen.length
        ? `${sideName(t, side)} aborts ${names(t, chosen)} (4.16).`
        : `${sideName(t, side)} aborts nothing (4.16).`,
      rule: '4.16',
      side,
      units: chosen,
      engagement: c.engagement,
    })
    for (const id of chosen) abortUnit(t, c, id)
  }
  startRound2(t, c)
}

export function actRemain(t: Tx, c: CombatState, units: unknown): void {
  const mine = c.inRound.filter((id) => sideOf(t, id) === c.stageSide)
  const list = checkList(t, units, mine, 'remain', '4.16')
  const leaving = mine.filter((id) => !list.includes(id))
  emit(t, {
    type: 'remain',
    text: `${sideName(t, c.stageSide)}: ${list.length ? `${names(t, list)} ${verb(list, 'stays', 'stay')} for Round 2` : 'no unit stays for Round 2'}${leaving.length ? `; ${names(t, leaving)} ${verb(leaving, 'aborts', 'abort')}` : ''} (4.16).`,
    rule: '4.16',
    side: c.stageSide,
    units: list,
    engagement: c.engagement,
  })
  for (const id of leaving) abortUnit(t, c, id)
  nextSide(t, c)
}

function checkList(t: Tx, units: unknown, allowed: readonly UnitId[], what: string, rule: string): UnitId[] {
  if (!Array.isArray(units)) refuse(rule, 'Give a list of units (an empty list for none).')
  for (const id of units) if (!allowed.includes(id)) refuse(rule, `${nameOrId(t, id)} cannot ${what} now.`)
  if (new Set(units).size !== units.length) refuse(rule, 'A unit is listed twice.')
  return units as UnitId[]
}

// ------------------------------------------------------------------ stages

function dumpable(t: Tx, c: CombatState, side: SideId): UnitId[] {
  return c.inRound.filter((id) => {
    const u = t.s.units[id]
    const type = defOf(t.ctx, id).type
    return u.side === side && (type === 'FB' || type === 'N') && u.role === 'bomber' && !counterstriker(t, id)
  })
}

/** A Counterstrike's unit flies its interception as a bomber to strike ships afterwards: it never dumps its ordnance (APTO 4.1). */
function counterstriker(t: Tx, id: UnitId): boolean {
  const f = t.s.flights[t.s.units[id].aloft?.flight ?? '']
  return (
    f?.purpose === 'interception' &&
    !!f.engagement &&
    (t.s.engagements[f.engagement]?.counterstrike?.includes(id) ?? false)
  )
}

function designatable(t: Tx, c: CombatState, side: SideId): UnitId[] {
  if (!opponentsInRound(t, c, side).some((id) => isBomberTarget(t, c, id))) return []
  return c.inRound.filter((id) => sideOf(t, id) === side && canAttack(t, c, id))
}

function nextSide(t: Tx, c: CombatState): void {
  if (c.stageSide === c.first) {
    c.stageSide = c.second
    return
  }
  c.stageSide = c.first
  const order: CombatState['stage'][] =
    c.round === 1 ? ['dump', 'designate', 'attacks'] : ['remain', 'dump', 'designate', 'attacks']
  const i = order.indexOf(c.stage)
  if (i >= 0 && i < order.length - 1) {
    c.stage = order[i + 1]
    return
  }
  if (c.stage === 'attacks') endOfRound(t, c)
}

function endOfRound(t: Tx, c: CombatState): void {
  const anyAttack = c.hasAttacked.length > 0
  applyResults(t, c)
  const e = t.s.engagements[c.engagement]
  const sidesLeft = new Set(c.inRound.map((id) => sideOf(t, id)))
  const contest = sidesLeft.size > 1 || (c.ground.length > 0 && sidesLeft.size > 0)
  if (c.round === 1 && anyAttack && contest) {
    c.stage = 'volabort'
    c.stageSide = c.first
    c.volabort = {}
    return
  }
  endCombat(t, c, e)
}

function startRound2(t: Tx, c: CombatState): void {
  const sidesLeft = new Set(c.inRound.map((id) => sideOf(t, id)))
  if (sidesLeft.size < 2 && !(c.ground.length && sidesLeft.size))
    return endCombat(t, c, t.s.engagements[c.engagement])
  c.round = 2
  c.stage = 'remain'
  c.stageSide = c.first
  c.designated = []
  c.attackedBy = {}
  c.hasAttacked = []
  emit(t, {
    type: 'round',
    text: `Round 2 at ${label(t, t.s.engagements[c.engagement].loc)} (4.16).`,
    rule: '4.16',
    engagement: c.engagement,
  })
}

function endCombat(t: Tx, c: CombatState, e: Engagement): void {
  t.s.combat = null
  e.status = 'postCombat'
  emit(t, {
    type: 'combatOver',
    text: `The air combat at ${label(t, e.loc)} is over (4.16).`,
    rule: '4.16',
    engagement: e.id,
    loc: label(t, e.loc),
  })
}

/** All results of the round at once (4.16 step 4; A-08, A-58). */
function applyResults(t: Tx, c: CombatState): void {
  const byUnit = new Map<UnitId, { hits: number; aborts: number }>()
  for (const n of c.noted) {
    const r = byUnit.get(n.unit) ?? { hits: 0, aborts: 0 }
    if (n.result === 'hit') r.hits++
    else r.aborts++
    byUnit.set(n.unit, r)
  }
  c.noted = []
  for (const [id, r] of byUnit) {
    const ground = c.ground.includes(id)
    if (r.hits) hitUnit(t, c, id, r.hits, ground)
    else if (!ground && !abortImmunity(t.s, id)) {
      emit(t, {
        type: 'aborted',
        text: `${unitName(t.ctx, id)} aborts and leaves the combat (4.17).`,
        rule: '4.17',
        side: sideOf(t, id),
        units: [id],
        engagement: c.engagement,
      })
      abortUnit(t, c, id)
    }
  }
}

function hitUnit(t: Tx, c: CombatState, id: UnitId, hits: number, ground: boolean): void {
  const def = defOf(t.ctx, id)
  const u = mutUnit(t.s, id)
  const mission = def.type === 'ATP' && u.aloft ? t.s.flights[u.aloft.flight]?.mission : undefined // its cargo (4.23)
  if (def.type === 'ATP' && (u.atpPoints ?? def.atpPoints ?? 1) > hits) {
    u.atpPoints = (u.atpPoints ?? def.atpPoints ?? 1) - hits // the other point flies on (4.23)
    emit(t, {
      type: 'hit',
      text: `${def.name} loses ${hits} point(s); the other point flies on (4.23).`,
      rule: '4.23',
      side: u.side,
      units: [id],
      engagement: c.engagement,
    })
    noteAtpHit(t, mission, id, false)
    return
  }
  const immune = abortImmunity(t.s, id) // read while it is still aloft (APTO D52)
  let left = hits
  while (left > 0 && !u.eliminated) {
    if (u.face === 'front' && def.back) u.face = 'back'
    else eliminate(t, c, u)
    left--
  }
  emit(t, {
    type: u.eliminated ? 'eliminated' : 'depleted',
    text: u.eliminated
      ? `${def.name} is hit and eliminated (4.17).`
      : `${def.name} is hit: depleted${ground ? '' : immune ? `, not aborted (${immune})` : ' and aborted'} (4.17).`,
    rule: '4.17',
    side: u.side,
    units: [id],
    engagement: c.engagement,
  })
  if (u.eliminated && def.type === 'ATP') noteAtpHit(t, mission, id, true) // its cargo is lost with it (4.23)
  if (!u.eliminated && !ground && !immune) abortUnit(t, c, id)
}

function eliminate(t: Tx, c: CombatState, u: UnitState): void {
  u.eliminated = true
  if (u.aloft) {
    const f = t.s.flights[u.aloft.flight]
    if (f) f.units = f.units.filter((x) => x !== u.id)
  }
  u.aloft = null
  const stack = mutStack(t.s, u.base)
  stack.splice(stack.indexOf(u.id), 1)
  c.inRound = c.inRound.filter((x) => x !== u.id)
  c.ground = c.ground.filter((x) => x !== u.id)
}

/** Out of the engagement and the mission; set aside until the end of the Step (4.17). */
function abortUnit(t: Tx, c: CombatState, id: UnitId): void {
  const u = mutUnit(t.s, id)
  u.aborted = true
  if (u.aloft) {
    const f = t.s.flights[u.aloft.flight]
    if (f) f.units = f.units.filter((x) => x !== id)
    u.aloft.setAside = true
  }
  c.inRound = c.inRound.filter((x) => x !== id)
}

// ------------------------------------------------------------------ the pending decision

/** Advances through stages nobody has to decide; returns the decision due, or null when the
 *  combat is over or a die must be rolled. */
export function combatDecision(t: Tx): Pending | null {
  for (;;) {
    const c = t.s.combat
    if (!c || c.roll) return null
    if (combatInterrupted(t)) return null // the owner of a hit ATP chooses its loss first (D-AC-ATPLOSS, 4.23)
    const e = t.s.engagements[c.engagement]
    const base = { side: c.stageSide, engagement: e.id, loc: label(t, e.loc) }
    switch (c.stage) {
      case 'dump': {
        const units = dumpable(t, c, c.stageSide)
        if (!units.length) {
          nextSide(t, c)
          continue
        }
        return {
          ...base,
          kind: 'dumpOrdnance',
          units,
          rule: '4.16',
          prompt: `Round ${c.round}: choose fighter-bombers and Naval-Air units that dump ordnance to fight as fighters.`,
        }
      }
      case 'designate': {
        const units = designatable(t, c, c.stageSide)
        if (!units.length) {
          nextSide(t, c)
          continue
        }
        return {
          ...base,
          kind: 'designate',
          units,
          rule: '4.16',
          prompt: `Round ${c.round}: designate which of your fighters will attack enemy bombers.`,
        }
      }
      case 'attacks': {
        const attackers = attackersWithTargets(t, c, c.stageSide)
        if (!attackers.length) {
          nextSide(t, c)
          continue
        }
        return {
          ...base,
          kind: 'attack',
          attackers,
          rule: '4.16',
          prompt: `Round ${c.round}: choose an attacker and its target, or end your attacks.`,
        }
      }
      case 'volabort':
        if (!c.inRound.some((id) => sideOf(t, id) === c.stageSide)) {
          c.volabort[c.stageSide] = []
          if (c.stageSide === c.first) c.stageSide = c.second
          else actVoluntaryAbort(t, c, [])
          continue
        }
        return {
          ...base,
          kind: 'voluntaryAbort',
          units: c.inRound.filter((id) => sideOf(t, id) === c.stageSide),
          rule: '4.16',
          prompt:
            'Choose units to abort voluntarily; the other side will not see your choice until it has made its own.',
        }
      case 'remain': {
        const units = c.inRound.filter((id) => sideOf(t, id) === c.stageSide)
        if (!units.length) {
          nextSide(t, c)
          continue
        }
        return {
          ...base,
          kind: 'remain',
          units,
          rule: '4.16',
          prompt: 'Round 2: choose which units stay in the combat; the others abort.',
        }
      }
      default:
        return null
    }
  }
}
