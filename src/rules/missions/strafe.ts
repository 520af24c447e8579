// Strafing airbases and airfields (4.14; spec §9): fighter-role units fly to an enemy airbase in
// their own Naval and Air Phase. When they enter the target hex the defender announces, per unit on
// the ground, evacuate (with a destination) or ride it out (D-STRAFE-EVAC); evacuation dice follow.
// Then the defender may intercept over the target; once every interception is over, each strafer
// that made no air combat attack strafes one unit on the ground (D-STRAFE-TARGET): an air combat
// attack with +1 to the die where only hits count, no return fire, one round.
import { attackResult, airTargetNumber, attackDistribution, type AirTargetNumber, type OutcomeDistribution } from '../combat'
import { hasRoom, isCarrier, isGrassAirfield, operationalSet } from '../bases'
import { attackFacts } from '../engine/airCombat'
import { baseLabel, describeValue, emit, isUnitId, label, nameOrId, names, parseLocOrRefuse, refuse, sideName, tx, verb, type Tx } from '../engine/core'
import { mutStack, mutUnit } from '../engine/draft'
import { airDistance } from '../engine/geometry'
import { openWindows } from '../engine/movement'
import type { Action, BaseId, Flight, GameState, Loc, Mission, SideId, UnitId, UnitState } from '../types'
import { defOf, faceOf, isFighterClass, needsRole, rangeOf, unitName } from '../units'
import type { MissionProcedure, Unavailable } from './procedure'
import type { StrafeState } from './types'

const RULE = '4.14'

function st(m: Mission): StrafeState {
  if (!m.strafe) throw new Error(`mission ${m.id} is not a strafing mission`)
  return m.strafe
}

/** The enemy land bases of `side` in a hex whose units can be strafed (never a carrier, 4.14; never a Nation Box in APTO). */
export function strafeableBases(t: Tx, side: SideId, loc: Loc): BaseId[] {
  return (t.ctx.basesAt.get(loc) ?? []).filter((b) => {
    const def = t.ctx.baseDefs.get(b)
    if (!def || def.owner === side || isCarrier(t.ctx, b)) return false
    if (t.ctx.variant.id === 'apto' && def.components.some((c) => c.kind === 'NationBox')) return false // APTO D44
    return true
  })
}

/** The defender's units on the ground at the target (not aloft, not eliminated). */
function groundUnits(t: Tx, m: Mission): UnitId[] {
  const out: UnitId[] = []
  for (const b of strafeableBases(t, m.side, m.target!))
    for (const id of t.s.stacks[b] ?? []) {
      const u = t.s.units[id]
      if (!u.eliminated && !u.aloft) out.push(id)
    }
  return out
}

/** Why a hex may not be the target of a strafing mission of `side`, or null. */
export function strafeTargetRefused(t: Tx, side: SideId, loc: Loc): Unavailable | null {
  if (!strafeableBases(t, side, loc).length) {
    const carrierOnly = (t.ctx.basesAt.get(loc) ?? []).some((b) => isCarrier(t.ctx, b) && t.ctx.baseDefs.get(b)?.owner !== side)
    return {
      rule: RULE,
      reason: carrierOnly ? 'A carrier can never be strafed (4.14).' : `There is no enemy airbase at ${label(t, loc)} to strafe (4.14).`,
    }
  }
  if (t.ctx.variant.id === 'apto' && Object.values(t.s.missions).some((m) => m.kind === 'strafe' && m.target === loc))
    return { rule: RULE, reason: `${label(t, loc)} has already been strafed this Phase: a hex is strafed at most once per Phase (4.14).` }
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

/** Enemy airbases the units could strafe from `base`: within the longest range among them (4.14). */
export function strafeTargetList(t: Tx, side: SideId, base: BaseId, units: readonly UnitId[]): StrafeTarget[] {
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
    if (distance > reach) continue
    const bases = strafeableBases(t, side, loc)
    const ground = bases.reduce((n, b) => n + (t.s.stacks[b] ?? []).filter((id) => !t.s.units[id].eliminated && !t.s.units[id].aloft).length, 0)
    out.push({ hex: label(t, loc), bases: bases.map((b) => baseLabel(t, b)), ground, distance })
  }
  return out.sort((a, b) => a.distance - b.distance || a.hex.localeCompare(b.hex))
}

/** The evacuation number N (4.14; A-19): the fewest defender-controlled land hexes entered by a strafer, the target included. */
function evacuationNumber(t: Tx, f: Flight, m: Mission, defender: SideId): number {
  const counts = f.units.map((id) => {
    const from = (st(m).joined[id] ?? 0) + 1 // hexes entered, not the one it launched from
    return f.path.slice(from).filter((l) => t.ctx.isLand(l) && t.ctx.hexController(l) === defender).length
  })
  return counts.length ? Math.min(...counts) : 0
}

/** Faces of a d6 that evacuate: d6 ≤ N; in APTO a 6 always fails (APTO D40). */
export function evacuationFaces(t: Tx, n: number): number {
  return Math.max(0, Math.min(n, t.ctx.variant.id === 'apto' ? 5 : 6))
}

/** The faces that evacuate, in words: "nothing", "1", "1–3". */
export function facesText(faces: number): string {
  return faces <= 0 ? 'nothing' : faces === 1 ? '1' : `1–${faces}`
}

/** Where a unit on the ground at the target may evacuate to (4.14, 4.8). */
export function evacuationDestinations(t: Tx, u: UnitState, target: Loc): BaseId[] {
  const range = rangeOf(t.ctx, u, target)
  const out: BaseId[] = []
  for (const b of t.ctx.basesBySide.get(u.side) ?? []) {
    const loc = t.ctx.baseLoc.get(b.id)
    if (loc === undefined || loc === target || isCarrier(t.ctx, b.id)) continue // never the same hex, never a ship
    if (isGrassAirfield(t.ctx, b.id) && !isFighterClass(t.ctx, u.id)) continue // an airfield only for fighter-types (4.3)
    if (t.ctx.weatherAt(loc) === 'grounded') continue // weather permitting
    if (airDistance(t.ctx, target, loc) > 2 * range) continue
    if (!hasRoom(t.ctx, t.s, b.id, [u.id])) continue // no over-stacking, not even caused (4.8)
    out.push(b.id)
  }
  return out
}

function cannotEvacuate(t: Tx, u: UnitState, operational: Set<UnitId>): string | null {
  if (!operational.has(u.id)) return 'over-stacked units cannot evacuate (4.8)'
  const surprise = t.ctx.variant.id === 'aeto' ? t.s.scenario.context.blitzkrieg : t.s.scenario.context.sneakAttack
  if (surprise?.firstTurn && surprise.invaded.includes(defOf(t.ctx, u.id).nation))
    return t.ctx.variant.id === 'aeto' ? 'a nation subject to the Blitzkrieg Bonus may not evacuate (4.14)' : 'a nation under the Sneak Attack Bonus may not evacuate (4.14)'
  return null
}

function evacuationOptions(t: Tx, m: Mission): { units: { id: UnitId; destinations: BaseId[] }[]; stay: { id: UnitId; reason: string }[] } {
  const units: { id: UnitId; destinations: BaseId[] }[] = []
  const stay: { id: UnitId; reason: string }[] = []
  for (const b of strafeableBases(t, m.side, m.target!)) {
    const operational = operationalSet(t.ctx, t.s, b)
    for (const id of t.s.stacks[b] ?? []) {
      const u = t.s.units[id]
      if (u.eliminated || u.aloft) continue
      const why = cannotEvacuate(t, u, operational)
      const destinations = why ? [] : evacuationDestinations(t, u, m.target!)
      if (destinations.length) units.push({ id, destinations })
      else stay.push({ id, reason: why ?? 'no friendly base within twice its range has room for it (4.14)' })
    }
  }
  return { units, stay }
}

function defenderOf(t: Tx, m: Mission): SideId {
  return t.ctx.baseDefs.get(strafeableBases(t, m.side, m.target!)[0])!.owner
}

/** Strafers still to attack: over the target, neither aborted nor eliminated, no air combat attack made (4.14). */
function strafersLeft(t: Tx, m: Mission): UnitId[] {
  const s = st(m)
  const out: UnitId[] = []
  for (const f of Object.values(t.s.flights)) {
    if (f.mission !== m.id || f.purpose !== 'mission' || f.loc !== m.target || f.status === 'setAside') continue
    for (const id of f.units) {
      const u = t.s.units[id]
      if (!u.eliminated && !u.aborted && !s.fought.includes(id) && !s.done.includes(id)) out.push(id)
    }
  }
  return out
}

/** The air target number and exact odds of one strafing attack (4.14, 4.16, 4.18). */
export function strafeOdds(t: Tx, m: Mission, attacker: UnitId, target: UnitId): { atn: AirTargetNumber; odds: OutcomeDistribution } {
  const facts = attackFacts(t, attacker, target, m.target!, 1)
  const atn = airTargetNumber({ ...facts, strafing: true, targetOutOfSupply: t.ctx.unitDefs.get(target)?.outOfSupply ?? false })
  const odds = attackDistribution(t.ctx.variant.id, atn.atn, atn.drm, { physicalFiveAlwaysAborts: t.s.scenario.options.physicalFiveAlwaysAborts })
  return { atn, odds }
}

/** The strafing mission in progress for the current decision, or the newest one. */
export function strafeMissionOf(s: GameState, id?: string): Mission | null {
  if (id && s.missions[id]?.strafe) return s.missions[id]
  return null
}

function land(t: Tx, u: UnitState, to: BaseId): void {
  const m = mutUnit(t.s, u.id)
  const from = mutStack(t.s, m.base)
  from.splice(from.indexOf(m.id), 1)
  mutStack(t.s, to).push(m.id)
  const inclement = t.ctx.variant.id === 'apto' && [m.base, to].some((b) => t.ctx.weatherAt(t.ctx.baseLoc.get(b)!) !== 'clear')
  m.base = to
  m.lastBase = to
  // Current, cleared like a launch of this Phase (4.14, 4.27); APTO: Previous through inclement weather (APTO D41).
  m.commitment = inclement ? 'previous' : 'current'
  m.clearsAt = inclement ? null : 'endOfStep'
}

function hitOnTheGround(t: Tx, id: UnitId): void {
  const def = defOf(t.ctx, id)
  const u = mutUnit(t.s, id)
  if (def.type === 'ATP' && (u.atpPoints ?? def.atpPoints ?? 1) > 1) {
    u.atpPoints = (u.atpPoints ?? def.atpPoints ?? 1) - 1
    emit(t, { type: 'hit', text: `${def.name} loses one point on the ground (4.14, 4.23).`, rule: '4.23', side: u.side, units: [id] })
    return
  }
  if (u.face === 'front' && def.back) u.face = 'back'
  else {
    u.eliminated = true
    const stack = mutStack(t.s, u.base)
    stack.splice(stack.indexOf(id), 1)
  }
  emit(t, {
    type: u.eliminated ? 'eliminated' : 'depleted',
    text: u.eliminated ? `${def.name} is hit on the ground and eliminated (4.14, 4.17).` : `${def.name} is hit on the ground: depleted (4.14, 4.17).`,
    rule: '4.17',
    side: u.side,
    units: [id],
  })
}

/** As many units as can evacuate together, each to its first destination with room left (bot, fuzzer). */
export function allEvacuate(t: Tx, units: readonly { id: UnitId; destinations: BaseId[] }[]): Record<UnitId, BaseId> {
  const out: Record<UnitId, BaseId> = {}
  const byBase = new Map<BaseId, UnitId[]>()
  for (const u of units) {
    const to = u.destinations.find((b) => hasRoom(t.ctx, t.s, b, [...(byBase.get(b) ?? []), u.id]))
    if (to === undefined) continue
    out[u.id] = to
    byBase.set(to, [...(byBase.get(to) ?? []), u.id])
  }
  return out
}

function checkStrafers(t: Tx, a: Extract<Action, { type: 'launch' }>, units: readonly UnitId[]): void {
  for (const id of units) {
    const u = t.s.units[id]
    const refused = strafe.unitRefused!(t, u, needsRole(t.ctx, id) ? (a.roles?.[id] as 'fighter' | 'bomber' | undefined) : undefined)
    if (refused) refuse(refused.rule, refused.reason)
  }
}

export const strafe: MissionProcedure = {
  kind: 'strafe',
  name: 'Strafe an airbase',
  rule: RULE,
  unavailable(t, side, bases) {
    if (t.s.turn.phase !== 'navalAndAir') return { rule: RULE, reason: 'Strafing is flown only in your own Naval and Air Phase (4.1, 4.14).' }
    if (!bases.some((b) => b.units.some((u) => isFighterClass(t.ctx, u.id))))
      return { rule: RULE, reason: 'None of your units ready to launch can strafe: only fighter-types flying as fighters strafe (4.14).' }
    return null
  },
  unitRefused(t, u, role) {
    const type = defOf(t.ctx, u.id).type
    if (type === 'B' || type === 'ATP') return { rule: RULE, reason: `${unitName(t.ctx, u.id)} is a ${type}: only fighter-role units strafe (4.14).` }
    if (needsRole(t.ctx, u.id) && role !== 'fighter') return { rule: RULE, reason: `${unitName(t.ctx, u.id)} strafes only in the fighter role (4.14): choose "fighter".` }
    return null
  },
  plan(t, a, side, units) {
    if (a.target === undefined) refuse(RULE, 'Name the hex of the enemy airbase to strafe.')
    if (typeof a.target !== 'string') refuse(RULE, `The target is a hex label in quotes, like "0805" (got ${describeValue(a.target)}).`)
    const target = parseLocOrRefuse(t, a.target, RULE)
    const refused = strafeTargetRefused(t, side, target)
    if (refused) refuse(refused.rule, refused.reason)
    checkStrafers(t, a, units)
    return { target, strafe: { stage: 'outbound', joined: {}, n: null, evacuating: [], failed: [], fought: [], done: [], roll: null } }
  },
  onCollect(t, f, m, units) {
    for (const id of units) st(m).joined[id] = f.path.length - 1
  },
  onEnter(t, f, m) {
    const s = st(m)
    if (f.purpose !== 'mission' || f.loc !== m.target || s.stage !== 'outbound') return false
    const defender = defenderOf(t, m)
    s.n = evacuationNumber(t, f, m, defender)
    const { units, stay } = evacuationOptions(t, m)
    emit(t, {
      type: 'strafeWarning',
      text: `${names(t, f.units)} ${verb(f.units, 'is', 'are')} over ${label(t, m.target!)} to strafe: ${sideName(t, defender)} evacuates or rides it out; evacuation number ${s.n} (${s.n === 1 ? 'one defender-controlled land hex' : `${s.n} defender-controlled land hexes`} entered, 4.14).`,
      rule: RULE,
      side: m.side,
      loc: label(t, m.target!),
      units: [...f.units],
    })
    if (!units.length) {
      if (stay.length) emit(t, { type: 'rideOut', text: `${names(t, stay.map((x) => x.id))} cannot evacuate and ${verb(stay, 'rides', 'ride')} it out (4.14).`, rule: RULE, side: defender, units: stay.map((x) => x.id) })
      s.stage = 'overTarget'
      return false
    }
    s.stage = 'evacuation'
    return true
  },
  onAirAttack(t, m, attacker, loc) {
    const s = st(m)
    // AETO: any air combat attack in this mission; APTO: one made in the target hex (APTO D46).
    if (t.s.units[attacker].side !== m.side || (t.ctx.variant.id === 'apto' && loc !== m.target)) return
    if (!s.fought.includes(attacker)) s.fought.push(attacker)
  },
  deniesOwnAirbase: (_t, m, unit) => st(m).failed.includes(unit),
  urgent(t, m) {
    const s = st(m)
    if (s.stage === 'evacuation') {
      const { units, stay } = evacuationOptions(t, m)
      const chance = evacuationFaces(t, s.n ?? 0)
      return {
        kind: 'strafeEvacuation',
        side: defenderOf(t, m),
        mission: m.id,
        n: s.n ?? 0,
        units,
        stay,
        rule: RULE,
        loc: label(t, m.target!),
        prompt: `Enemy strafers are over ${label(t, m.target!)}: choose which units evacuate, and where; the others ride it out. Each evacuation succeeds on a die of ${facesText(chance)} (${chance} chance${chance === 1 ? '' : 's'} in 6).`,
      }
    }
    if (s.stage === 'rolls') {
      const next = s.evacuating[0]
      if (!next) {
        s.stage = 'overTarget'
        const flights = Object.values(t.s.flights).filter((f) => f.mission === m.id && f.loc === m.target && f.status !== 'setAside' && f.units.length).map((f) => f.id)
        openWindows(t, m.target!, m.side, 'enter', flights) // now the defender may intercept over the target (4.14)
        return 'progress'
      }
      if (s.roll) return null
      s.roll = { kind: 'evacuation', unit: next.unit, to: next.to }
      return 'progress' // the die comes next, before anything moves on
    }
    return null
  },
  awaitedRoll(t, m) {
    const r = st(m).roll
    if (!r) return null
    if (r.kind === 'evacuation')
      return { purpose: 'evacuation', rule: RULE, side: t.s.units[r.unit].side, prompt: `Roll one die for the evacuation of ${unitName(t.ctx, r.unit)} and enter the value (1–6).` }
    return { purpose: 'strafing attack', rule: RULE, side: m.side, prompt: `Roll one die for the strafing attack of ${unitName(t.ctx, r.attacker)} and enter the value (1–6).` }
  },
  resolveRoll(t, m, natural, source) {
    const s = st(m)
    const r = s.roll!
    s.roll = null
    if (r.kind === 'evacuation') {
      s.evacuating.shift()
      const faces = evacuationFaces(t, s.n ?? 0)
      const ok = natural <= faces
      const u = t.s.units[r.unit]
      emit(t, {
        type: 'evacuation',
        text: ok
          ? `${unitName(t.ctx, r.unit)} evacuates to ${baseLabel(t, r.to)}: roll ${natural} ≤ ${s.n} (4.14).`
          : `${unitName(t.ctx, r.unit)} fails to evacuate: roll ${natural}${natural === 6 && t.ctx.variant.id === 'apto' ? ' (a 6 always fails)' : ''} > ${faces}; it stays and loses the own-airbase bonus this Step (4.14, 4.18).`,
        rule: RULE,
        side: u.side,
        units: [r.unit],
        roll: { purpose: 'evacuation', natural, modifiers: [], modified: natural, target: faces, result: ok ? 'evacuated' : 'failed', source },
      })
      if (ok) land(t, u, r.to)
      else s.failed.push(r.unit)
      return
    }
    const res = attackResult(t.ctx.variant.id, r.atn, natural, r.drm, { physicalFiveAlwaysAborts: t.s.scenario.options.physicalFiveAlwaysAborts })
    s.done.push(r.attacker)
    const what = res.result === 'hit' ? 'hit' : res.result === 'abort' ? 'abort, ignored: only hits count when strafing' : 'miss'
    emit(t, {
      type: 'strafeAttack',
      text: `${unitName(t.ctx, r.attacker)} strafes ${unitName(t.ctx, r.target)}: target number ${r.atn}${r.drm ? `, die modifier ${r.drm > 0 ? '+' : ''}${r.drm}` : ''}, roll ${natural}: ${what}${res.special ? ` (${res.special})` : ''} (4.14).`,
      rule: RULE,
      side: m.side,
      loc: label(t, m.target!),
      units: [r.attacker, r.target],
      roll: { purpose: 'strafing attack', natural, modifiers: r.modifiers, targetParts: r.targetParts, modified: res.modified, target: r.atn, result: res.result, source },
    })
    if (res.result === 'hit' && !t.s.units[r.target].eliminated) hitOnTheGround(t, r.target)
  },
  settled(t, m) {
    const s = st(m)
    if (s.stage === 'overTarget') {
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
  decisions: { strafeEvacuation: ['evacuate'], strafeTarget: ['strafe', 'holdFire'] },
  act(t, a, p, m) {
    const s = st(m)
    if (a.type === 'evacuate' && p.kind === 'strafeEvacuation') {
      const moves = a.moves ?? {}
      if (typeof moves !== 'object' || moves === null || Array.isArray(moves)) refuse(RULE, 'Give each evacuating unit its destination as { unit: base } ({} for none).')
      const chosen: { unit: UnitId; to: BaseId }[] = []
      const byBase = new Map<BaseId, UnitId[]>()
      for (const [id, to] of Object.entries(moves)) {
        const opt = p.units.find((u) => u.id === id)
        if (!opt) {
          const stay = p.stay.find((x) => x.id === id)
          refuse(RULE, stay ? `${unitName(t.ctx, id)} cannot evacuate: ${stay.reason}.` : `${nameOrId(t, id)} is not one of your units on the ground at ${p.loc}.`)
        }
        if (typeof to !== 'string' || !opt.destinations.includes(to))
          refuse(RULE, `${unitName(t.ctx, id)} cannot evacuate to ${typeof to === 'string' && t.ctx.baseDefs.has(to) ? baseLabel(t, to) : JSON.stringify(String(to))}: it may go to ${opt.destinations.map((b) => baseLabel(t, b)).join(', ')} (a friendly base within twice its range, with room, not a carrier, 4.14).`)
        chosen.push({ unit: id, to })
        byBase.set(to, [...(byBase.get(to) ?? []), id])
      }
      for (const [b, ids] of byBase)
        if (!hasRoom(t.ctx, t.s, b, ids)) refuse('4.8', `${baseLabel(t, b)} has no room for ${names(t, ids)} together: evacuating units may not over-stack a base (4.8, 4.14).`)
      const order = p.units.map((u) => u.id)
      chosen.sort((x, y) => order.indexOf(x.unit) - order.indexOf(y.unit)) // dice in unit order (§9.2)
      s.evacuating = chosen
      s.stage = 'rolls'
      const riding = [...p.units.map((u) => u.id).filter((id) => !chosen.some((c) => c.unit === id)), ...p.stay.map((x) => x.id)]
      emit(t, {
        type: 'evacuationChosen',
        text: `${sideName(t, p.side)}: ${chosen.length ? `${names(t, chosen.map((c) => c.unit))} ${verb(chosen, 'tries', 'try')} to evacuate` : 'no unit evacuates'}${riding.length ? `; ${names(t, riding)} ${verb(riding, 'rides', 'ride')} it out` : ''} (4.14).`,
        rule: RULE,
        side: p.side,
        units: chosen.map((c) => c.unit),
      })
      return
    }
    if (a.type === 'strafe' && p.kind === 'strafeTarget') {
      if (!isUnitId(t, a.attacker) || !p.strafers.includes(a.attacker))
        refuse(RULE, `${nameOrId(t, a.attacker)} cannot strafe now: each strafer over the target that made no air combat attack strafes once (4.14).`)
      if (!isUnitId(t, a.target) || !p.targets.includes(a.target)) refuse(RULE, `${nameOrId(t, a.target)} is not an enemy unit on the ground at ${p.loc}.`)
      const { atn } = strafeOdds(t, m, a.attacker, a.target)
      const attacker = t.s.units[a.attacker]
      s.roll = {
        kind: 'strafe',
        attacker: a.attacker,
        target: a.target,
        atn: atn.atn,
        drm: atn.drm,
        modifiers: atn.drmMods,
        targetParts: [
          { value: atn.strength - atn.strengthMods.reduce((x, mod) => x + mod.value, 0), rule: '4.16', label: 'attacker strength' },
          ...atn.strengthMods,
          { value: faceOf(t.ctx, attacker).quality, rule: '4.16', label: 'attacker quality' },
          { value: -faceOf(t.ctx, t.s.units[a.target]).quality || 0, rule: '4.16', label: 'target quality' },
        ],
      }
      return
    }
    if (a.type === 'holdFire' && p.kind === 'strafeTarget') {
      for (const id of p.strafers) s.done.push(id)
      emit(t, { type: 'holdFire', text: `${names(t, p.strafers)} ${verb(p.strafers, 'makes', 'make')} no strafing attack (4.14).`, rule: RULE, side: p.side, units: [...p.strafers] })
    }
  },
  legal(state, p) {
    const side = p.side
    if (p.kind === 'strafeEvacuation') {
      const out: Action[] = [{ type: 'evacuate', side, moves: {} }]
      for (const u of p.units) out.push({ type: 'evacuate', side, moves: { [u.id]: u.destinations[0] } })
      if (p.units.length > 1) {
        const all = allEvacuate(tx(state), p.units)
        if (Object.keys(all).length > 1) out.push({ type: 'evacuate', side, moves: all })
      }
      return out
    }
    if (p.kind === 'strafeTarget') {
      const out: Action[] = [{ type: 'holdFire', side }]
      for (const a of p.strafers) for (const tg of p.targets) out.push({ type: 'strafe', side, attacker: a, target: tg })
      return out
    }
    return []
  },
}
