// Evacuation before a strike on an airbase (4.14, 4.26; spec §9.2 steps 2–3, §13.2): when strafers
// or bombers enter the target hex, the defender announces per unit on the ground "evacuate" (with
// a destination) or "ride it out" (D-STRAFE-EVAC); one die per evacuating unit, d6 ≤ N succeeds,
// N being the fewest defender-controlled land hexes a striker entered, the target included (A-19).
// Then the defender's interception window over the target opens. Shared by strafing and bombing.
import { basingRefusal, hasRoom, isCarrier, isGrassAirfield, operationalSet } from '../bases'
import { baseLabel, emit, label, nameOrId, names, refuse, sideName, verb, type Tx } from '../engine/core'
import { mutStack, mutUnit } from '../engine/draft'
import { airDistance } from '../engine/geometry'
import { openWindows } from '../engine/movement'
import type { Action, BaseId, Flight, Loc, Mission, Pending, SideId, UnitId, UnitState } from '../types'
import { defOf, isFighterClass, rangeOf, unitName } from '../units'
import type { EvacuationState } from './types'

const RULE = '4.14'

export function newEvacuation(by: EvacuationState['by']): EvacuationState {
  return { by, stage: 'outbound', joined: {}, n: null, evacuating: [], failed: [], roll: null }
}

function ev(m: Mission): EvacuationState {
  if (!m.evacuation) throw new Error(`mission ${m.id} strikes no airbase`)
  return m.evacuation
}

/** The enemy land bases of `side` at a location: never a carrier (4.14, 4.26). */
export function enemyLandBases(t: Tx, side: SideId, loc: Loc): BaseId[] {
  return (t.ctx.basesAt.get(loc) ?? []).filter((b) => {
    const def = t.ctx.baseDefs.get(b)
    return def !== undefined && def.owner !== side && !isCarrier(t.ctx, b)
  })
}

/**
 * APTO: a Previously Committed unit counts as aloft all month, so it is never strafed, takes no
 * collateral damage and does not evacuate (APTO C1), unless `previousCommittedVulnerableOnGround`.
 */
export function treatedAsAloft(t: Tx, u: UnitState): boolean {
  return (
    t.ctx.variant.id === 'apto' &&
    u.commitment === 'previous' &&
    !t.s.scenario.options.previousCommittedVulnerableOnGround
  )
}

/** The defender's units on the ground at the target (not aloft, not eliminated). */
export function groundUnits(t: Tx, m: Mission): UnitId[] {
  const out: UnitId[] = []
  for (const b of enemyLandBases(t, m.side, m.target!))
    for (const id of t.s.stacks[b] ?? []) {
      const u = t.s.units[id]
      if (!u.eliminated && !u.aloft && !treatedAsAloft(t, u)) out.push(id)
    }
  return out
}

/** The evacuation number N (4.14; A-19): the fewest defender-controlled land hexes entered by a striker, the target included. */
function evacuationNumber(t: Tx, f: Flight, m: Mission, defender: SideId): number {
  const counts = f.units.map((id) => {
    const from = (ev(m).joined[id] ?? 0) + 1 // hexes entered, not the one it launched from
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
    if (basingRefusal(t.ctx, t.s, u.id, b.id)) continue // a Floatplane only to a port (APTO 4.0; D1)
    out.push(b.id)
  }
  return out
}

function cannotEvacuate(t: Tx, u: UnitState, operational: Set<UnitId>): string | null {
  if (!operational.has(u.id)) return 'over-stacked units cannot evacuate (4.8)'
  const surprise =
    t.ctx.variant.id === 'aeto' ? t.s.scenario.context.blitzkrieg : t.s.scenario.context.sneakAttack
  if (surprise?.firstTurn && surprise.invaded.includes(defOf(t.ctx, u.id).nation))
    return t.ctx.variant.id === 'aeto'
      ? 'a nation subject to the Blitzkrieg Bonus may not evacuate (4.14)'
      : 'a nation under the Sneak Attack Bonus may not evacuate (4.14)'
  return null
}

function evacuationOptions(
  t: Tx,
  m: Mission,
): { units: { id: UnitId; destinations: BaseId[] }[]; stay: { id: UnitId; reason: string }[] } {
  const units: { id: UnitId; destinations: BaseId[] }[] = []
  const stay: { id: UnitId; reason: string }[] = []
  for (const b of enemyLandBases(t, m.side, m.target!)) {
    const operational = operationalSet(t.ctx, t.s, b)
    for (const id of t.s.stacks[b] ?? []) {
      const u = t.s.units[id]
      if (u.eliminated || u.aloft || treatedAsAloft(t, u)) continue
      const why = cannotEvacuate(t, u, operational)
      const destinations = why ? [] : evacuationDestinations(t, u, m.target!)
      if (destinations.length) units.push({ id, destinations })
      else stay.push({ id, reason: why ?? 'no friendly base within twice its range has room for it (4.14)' })
    }
  }
  return { units, stay }
}

function defenderOf(t: Tx, m: Mission): SideId | null {
  const b = enemyLandBases(t, m.side, m.target!)[0]
  return b === undefined ? null : t.ctx.baseDefs.get(b)!.owner
}

/** Units collected into the striking flight: N counts only the hexes they entered (A-19). */
export function noteCollected(f: Flight, m: Mission, units: readonly UnitId[]): void {
  for (const id of units) ev(m).joined[id] = f.path.length - 1
}

/** The strikers enter a location: over the target, the defender's evacuation comes before any interception there. True: the windows wait. */
export function strikersEnter(t: Tx, f: Flight, m: Mission): boolean {
  const s = ev(m)
  if (f.purpose !== 'mission' || f.loc !== m.target || s.stage !== 'outbound') return false
  const defender = defenderOf(t, m)
  if (defender === null) {
    s.stage = 'overTarget'
    return false
  }
  s.n = evacuationNumber(t, f, m, defender)
  const { units, stay } = evacuationOptions(t, m)
  const what = s.by === 'strafers' ? 'to strafe' : 'to bomb'
  emit(t, {
    type: 'strikeWarning',
    text: `${names(t, f.units)} ${verb(f.units, 'is', 'are')} over ${label(t, m.target)} ${what}: ${sideName(t, defender)} evacuates or rides it out; evacuation number ${s.n} (${s.n === 1 ? 'one defender-controlled land hex' : `${s.n} defender-controlled land hexes`} entered, 4.14).`,
    rule: s.by === 'strafers' ? RULE : '4.26, 4.14',
    side: m.side,
    loc: label(t, m.target),
    units: [...f.units],
  })
  if (!units.length) {
    if (stay.length)
      emit(t, {
        type: 'rideOut',
        text: `${names(
          t,
          stay.map((x) => x.id),
        )} cannot evacuate and ${verb(stay, 'rides', 'ride')} it out (4.14).`,
        rule: RULE,
        side: defender,
        units: stay.map((x) => x.id),
      })
    s.stage = 'overTarget'
    return false
  }
  s.stage = 'choosing'
  return true
}

/** The evacuation decision, or its dice; then the interception window over the target opens. */
export function evacuationUrgent(t: Tx, m: Mission): Pending | 'progress' | null {
  const s = m.evacuation
  if (!s) return null
  if (s.stage === 'choosing') {
    const { units, stay } = evacuationOptions(t, m)
    const chance = evacuationFaces(t, s.n ?? 0)
    return {
      kind: 'evacuation',
      side: defenderOf(t, m)!,
      mission: m.id,
      n: s.n ?? 0,
      units,
      stay,
      rule: RULE,
      loc: label(t, m.target!),
      prompt: `Enemy ${s.by} are over ${label(t, m.target!)}: choose which units evacuate, and where; the others ride it out. Each evacuation succeeds on a die of ${facesText(chance)} (${chance} chance${chance === 1 ? '' : 's'} in 6).`,
    }
  }
  if (s.stage === 'rolls') {
    const next = s.evacuating[0]
    if (!next) {
      s.stage = 'overTarget'
      const flights = Object.values(t.s.flights)
        .filter((f) => f.mission === m.id && f.loc === m.target && f.status !== 'setAside' && f.units.length)
        .map((f) => f.id)
      openWindows(t, m.target!, m.side, 'enter', flights) // now the defender may intercept over the target (4.14)
      return 'progress'
    }
    if (s.roll) return null
    s.roll = { unit: next.unit, to: next.to }
    return 'progress' // the die comes next, before anything moves on
  }
  return null
}

export function evacuationAwaitedRoll(
  t: Tx,
  m: Mission,
): { purpose: string; rule: string; prompt: string; side: SideId } | null {
  const r = m.evacuation?.roll
  if (!r) return null
  return {
    purpose: 'evacuation',
    rule: RULE,
    side: t.s.units[r.unit].side,
    prompt: `Roll one die for the evacuation of ${unitName(t.ctx, r.unit)} and enter the value (1–6).`,
  }
}

function land(t: Tx, u: UnitState, to: BaseId): void {
  const m = mutUnit(t.s, u.id)
  const from = mutStack(t.s, m.base)
  from.splice(from.indexOf(m.id), 1)
  mutStack(t.s, to).push(m.id)
  const inclement =
    t.ctx.variant.id === 'apto' &&
    [m.base, to].some((b) => t.ctx.weatherAt(t.ctx.baseLoc.get(b)!) !== 'clear')
  m.base = to
  m.lastBase = to
  // Current, cleared like a launch of this Phase (4.14, 4.27); APTO: Previous through inclement weather (APTO D41).
  m.commitment = inclement ? 'previous' : 'current'
  m.clearsAt = inclement
    ? null
    : t.s.turn.phase === 'offensive'
      ? 'endOfPhase'
      : lastAirStepClears(t)
        ? 'endOfNavalAndAir'
        : 'endOfStep'
}

/** APTO D94: "(Current)" markers are cleared only at the end of the last Air Movement Step of the Naval and Air Phase (option; default by variant). */
export function lastAirStepClears(t: Tx): boolean {
  return (
    t.s.turn.phase === 'navalAndAir' &&
    (t.s.scenario.options.currentClearedAtLastAirStep ?? t.ctx.variant.currentClearedAtLastAirStep)
  )
}

export function evacuationResolveRoll(
  t: Tx,
  m: Mission,
  natural: number,
  source: 'seeded' | 'scripted' | 'manual',
): void {
  const s = ev(m)
  const r = s.roll!
  s.roll = null
  s.evacuating.shift()
  const faces = evacuationFaces(t, s.n ?? 0)
  const ok = natural <= faces
  const u = t.s.units[r.unit]
  emit(t, {
    type: 'evacuation',
    text: ok
      ? `${unitName(t.ctx, r.unit)} evacuates to ${baseLabel(t, r.to)}: roll ${natural} ≤ ${s.n} (4.14).${lastAirStepClears(t) ? ' It is Currently Committed until the end of the last Air Movement Step of the Naval and Air Phase (4.27; APTO D94).' : ''}`
      : `${unitName(t.ctx, r.unit)} fails to evacuate: roll ${natural}${natural === 6 && t.ctx.variant.id === 'apto' ? ' (a 6 always fails)' : ''} > ${faces}; it stays and loses the own-airbase bonus this Step (4.14, 4.18).`,
    rule: RULE,
    side: u.side,
    units: [r.unit],
    roll: {
      purpose: 'evacuation',
      natural,
      modifiers: [],
      modified: natural,
      target: faces,
      result: ok ? 'evacuated' : 'failed',
      source,
    },
  })
  if (ok) land(t, u, r.to)
  else s.failed.push(r.unit)
}

/** A unit whose evacuation failed: no own-airbase bonus this Step (4.14, 4.18). */
export function evacuationFailed(m: Mission, unit: UnitId): boolean {
  return m.evacuation?.failed.includes(unit) ?? false
}

/** Every interception over the target is over (or there was nothing to evacuate): the strike itself may begin. */
export function overTarget(m: Mission): boolean {
  return m.evacuation?.stage === 'overTarget'
}

export function actEvacuate(
  t: Tx,
  a: Extract<Action, { type: 'evacuate' }>,
  p: Extract<Pending, { kind: 'evacuation' }>,
  m: Mission,
): void {
  const s = ev(m)
  const moves = a.moves ?? {}
  if (typeof moves !== 'object' || moves === null || Array.isArray(moves))
    refuse(RULE, 'Give each evacuating unit its destination as { unit: base } ({} for none).')
  const chosen: { unit: UnitId; to: BaseId }[] = []
  const byBase = new Map<BaseId, UnitId[]>()
  for (const [id, to] of Object.entries(moves)) {
    const opt = p.units.find((u) => u.id === id)
    if (!opt) {
      const stay = p.stay.find((x) => x.id === id)
      refuse(
        RULE,
        stay
          ? `${unitName(t.ctx, id)} cannot evacuate: ${stay.reason}.`
          : `${nameOrId(t, id)} is not one of your units on the ground at ${p.loc}.`,
      )
    }
    if (typeof to !== 'string' || !opt.destinations.includes(to))
      refuse(
        RULE,
        `${unitName(t.ctx, id)} cannot evacuate to ${typeof to === 'string' && t.ctx.baseDefs.has(to) ? baseLabel(t, to) : JSON.stringify(String(to))}: it may go to ${opt.destinations.map((b) => baseLabel(t, b)).join(', ')} (a friendly base within twice its range, with room, not a carrier, 4.14).`,
      )
    chosen.push({ unit: id, to })
    byBase.set(to, [...(byBase.get(to) ?? []), id])
  }
  for (const [b, ids] of byBase)
    if (!hasRoom(t.ctx, t.s, b, ids))
      refuse(
        '4.8',
        `${baseLabel(t, b)} has no room for ${names(t, ids)} together: evacuating units may not over-stack a base (4.8, 4.14).`,
      )
  const order = p.units.map((u) => u.id)
  chosen.sort((x, y) => order.indexOf(x.unit) - order.indexOf(y.unit)) // dice in unit order (§9.2)
  s.evacuating = chosen
  s.stage = 'rolls'
  const riding = [
    ...p.units.map((u) => u.id).filter((id) => !chosen.some((c) => c.unit === id)),
    ...p.stay.map((x) => x.id),
  ]
  emit(t, {
    type: 'evacuationChosen',
    text: `${sideName(t, p.side)}: ${
      chosen.length
        ? `${names(
            t,
            chosen.map((c) => c.unit),
          )} ${verb(chosen, 'tries', 'try')} to evacuate`
        : 'no unit evacuates'
    }${riding.length ? `; ${names(t, riding)} ${verb(riding, 'rides', 'ride')} it out` : ''} (4.14).`,
    rule: RULE,
    side: p.side,
    units: chosen.map((c) => c.unit),
  })
}

/** As many units as can evacuate together, each to its first destination with room left (bot, fuzzer). */
export function allEvacuate(
  t: Tx,
  units: readonly { id: UnitId; destinations: BaseId[] }[],
): Record<UnitId, BaseId> {
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

export function legalEvacuations(t: Tx, p: Extract<Pending, { kind: 'evacuation' }>): Action[] {
  const side = p.side
  const out: Action[] = [{ type: 'evacuate', side, moves: {} }]
  for (const u of p.units) out.push({ type: 'evacuate', side, moves: { [u.id]: u.destinations[0] } })
  if (p.units.length > 1) {
    const all = allEvacuate(t, p.units)
    if (Object.keys(all).length > 1) out.push({ type: 'evacuate', side, moves: all })
  }
  return out
}
