// A strategic bombing raid of the Strategic Bombing Step (APTO Part 2, 2.0–2.8; spec §3.3): the
// raiding side launches land-based Bombers (B) from one base toward one enemy Strategic Target,
// collecting Bombers and escorts over friendly bases on the way (2.2). In the target hex, before
// any combat there, it assigns each Bomber to the Strategic Target or to the nation's Rail
// Capacity (D-SB-ASSIGN, 2.3, 2.6); the defender's interceptions are the engine's. After the air
// combat the surviving Bombers make their Strategic Bombing Attacks, in groups of its choosing
// (D-SB-ATTACKS, 2.5): one 2d6 each on the Bombing Table, with the column shifts, halvings and
// B-29 modifier of strategicTargets.ts; an asterisk costs a Bomber of that roll a step, chosen by
// the side with the Initiative (D-SB-AA). Then everyone returns to base, Previously Committed, and
// the other side flies its raid (engine/strategicStep.ts). A night raid (2.8) flies Bombers
// alone, is never intercepted and rolls on the 2-5 column.
import {
  describeValue,
  emit,
  isUnitId,
  label,
  nameOrId,
  names,
  parseLocOrRefuse,
  refuse,
  sideName,
  tx,
  verb,
  type Tx,
} from '../engine/core'
import { mpTo, openWindows, parseRoute } from '../engine/movement'
import { isCarrier } from '../bases'
import type { Action, Flight, Loc, Mission, Pending, SideId, UnitId, UnitState } from '../types'
import { defOf, rangeOf, unitName } from '../units'
import { loseStep } from '../engine/losses'
import type { MissionProcedure, Unavailable } from './procedure'
import { provenanceNote } from '../../../kernel/tables'
import { bombingTable, parseResult } from './bombingTable'
import { FROM_YOUR_CHART } from '../../../kernel/chartLookup'
import { readBombingCell } from './chartRoll'
import type { RaidState } from './types'
import {
  attackFigures,
  b29Rule,
  lossOf,
  enemyTargetAt,
  enemyTargets,
  railBombedThisMonth,
  railCapacityNow,
  railNationOf,
  strategicNationName,
  targetAt,
  turnNumber,
  type AttackFigures,
  type AttackOutcome,
  type RaidTarget,
} from './strategicTargets'

declare module '../types' {
  interface PendingByKind {
    /** D-SB-ASSIGN: in the target hex, before any combat there, which bombers attack the nation's Rail Capacity; the others attack the Strategic Target (2.2, 2.3, 2.6). */
    raidAssign: PendingBase & {
      kind: 'raidAssign'
      mission: string
      bombers: UnitId[]
      target: string
      rail: { nation: string; name: string; capacity: number }
    }
    /**
     * D-SB-ATTACKS: after the air combat, the Strategic Bombing Attacks: the bombers over the
     * Strategic Target in groups, one roll each (none: no attack); the Rail Capacity attack with
     * every bomber assigned to it, or not; the B-29 +1 when it is optional (2.5, 2.6, 2.7).
     */
    raidAttacks: PendingBase & {
      kind: 'raidAttacks'
      mission: string
      bombers: UnitId[]
      rail: UnitId[]
      b29Optional: boolean
      night: boolean
    }
    /** D-SB-AA: an asterisk; the side with the Initiative chooses the bomber of that attack that loses a step (2.5, 2.6). */
    raidAa: PendingBase & { kind: 'raidAa'; mission: string; bombers: UnitId[] }
  }
  interface ActionByType {
    /** D-SB-ASSIGN (2.2, 2.6): the bombers that attack the Rail Capacity (the others the Strategic Target). */
    assignRaid: { type: 'assignRaid'; rail: UnitId[] }
    /** D-SB-ATTACKS (2.5, 2.6, 2.7): groups of bombers on the Strategic Target, one roll each; the Rail Capacity attack or not; the optional B-29 +1. */
    bombStrategic: { type: 'bombStrategic'; groups: UnitId[][]; rail?: boolean; b29Bonus?: boolean }
  }
}

const RULE = '2.2'

function st(m: Mission): RaidState {
  if (!m.raid) throw new Error(`mission ${m.id} is not a strategic bombing raid`)
  return m.raid
}

/** A US unit: US bombers never fly a night raid (2.8). */
function isAmerican(t: Tx, id: UnitId): boolean {
  return t.ctx.nationRole.get(defOf(t.ctx, id).nation) === 'american'
}

/** A unit that may bomb in a raid: a land-based Bomber (B) not marked out of supply (2.0, 2.1). */
export function raidBomber(t: Tx, id: UnitId): boolean {
  const def = defOf(t.ctx, id)
  return def.type === 'B' && !def.outOfSupply && !isCarrier(t.ctx, t.s.units[id].base)
}

/** Why this unit may not fly in a raid at all, or null (2.0, 2.1). */
function refusedUnit(
  t: Tx,
  u: UnitState,
  role: 'fighter' | 'bomber' | undefined,
  night: boolean,
): Unavailable | null {
  const def = defOf(t.ctx, u.id)
  const name = unitName(t.ctx, u.id)
  if (def.outOfSupply)
    return { rule: '2.1', reason: `${name} is marked out of supply: it may not fly in a raid (2.1).` }
  if (def.type === 'ATP')
    return {
      rule: '2.0',
      reason: `${name} is an ATP: only Bombers bomb, and fighter-types escort them (2.0, 2.1).`,
    }
  if (def.type === 'B' && isCarrier(t.ctx, u.base))
    return { rule: '2.1', reason: `${name} is not land-based: only land-based Bombers raid (2.1).` }
  if (night && def.type !== 'B')
    return { rule: '2.8', reason: `${name} is not a Bomber: no fighter-type flies in a night raid (2.8).` }
  if (night && isAmerican(t, u.id))
    return { rule: '2.8', reason: `${name} is American: US Bombers never fly a night raid (2.8).` }
  if ((def.type === 'FB' || def.type === 'N') && role === 'bomber')
    return {
      rule: '2.0',
      reason: `${name} is a ${def.type}: only Bombers (B) bomb in a raid; it may escort as a fighter (2.0, 2.1).`,
    }
  return null
}

/** The raid's bombers over the target that may still bomb: not aborted nor eliminated (2.2). */
function bombersOverTarget(t: Tx, m: Mission): UnitId[] {
  const out: UnitId[] = []
  for (const f of Object.values(t.s.flights)) {
    if (f.mission !== m.id || f.purpose !== 'mission' || f.loc !== m.target || f.status === 'setAside')
      continue
    for (const id of f.units) {
      const u = t.s.units[id]
      if (!u.eliminated && !u.aborted && defOf(t.ctx, id).type === 'B') out.push(id)
    }
  }
  return out
}

/** The hexes a bomber of the raid flew through, from where it joined (weather, 2.1). */
function pathOf(t: Tx, m: Mission): (id: UnitId) => Loc[] {
  const r = st(m)
  return (id) => {
    const f = t.s.units[id].aloft ? t.s.flights[t.s.units[id].aloft.flight] : undefined
    return f ? f.path.slice(r.joined[id] ?? 0) : []
  }
}

/** The figures of one attack of this raid (strategicTargets.ts), as the roll will compute them. */
export function raidFigures(
  t: Tx,
  m: Mission,
  target: RaidTarget,
  bombers: readonly UnitId[],
  b29Bonus?: boolean,
): AttackFigures {
  const f = targetAt(t, m.target!)!
  return attackFigures(t, m.side, f, target, bombers, {
    night: st(m).night,
    b29Bonus: b29Bonus ?? st(m).b29Bonus,
    path: pathOf(t, m),
  })
}

/** Enemy Strategic Targets these units reach from `base`, with the MP to each (the plan's list). */
export function raidTargetList(
  t: Tx,
  side: SideId,
  base: string,
  units: readonly UnitId[],
): { hex: string; name: string; kind: string; distance: number; rail: boolean }[] {
  const from = t.ctx.baseLoc.get(base)
  const bombers = units.filter((id) => defOf(t.ctx, id).type === 'B')
  if (from === undefined || !bombers.length) return []
  const reach = Math.min(...bombers.map((id) => rangeOf(t.ctx, t.s.units[id], from)))
  const out: { hex: string; name: string; kind: string; distance: number; rail: boolean }[] = []
  for (const f of enemyTargets(t, side)) {
    const distance = mpTo(t, from, f.loc)
    if (distance > reach) continue
    out.push({ hex: f.hex, name: f.name, kind: f.def.kind, distance, rail: railNationOf(t, f) !== null })
  }
  return out.sort((a, b) => a.distance - b.distance || a.hex.localeCompare(b.hex))
}

/** MP from `from` to the target along the launch's planned route (then the shortest way on). */
function routeCost(t: Tx, from: Loc, path: unknown, target: Loc): number {
  if (path === undefined) return mpTo(t, from, target)
  let cur = from
  let cost = 0
  for (const loc of parseRoute(t, path)) {
    const c = t.ctx.map.moveCost(cur, loc)
    if (c < 0) return mpTo(t, from, target) // the launch refuses the route itself (4.12)
    cost += c
    cur = loc
    if (loc === target) return cost
  }
  return cost + mpTo(t, cur, target)
}

function initiativeSide(t: Tx, m: Mission): SideId {
  return t.s.scenario.context.initiativeSide ?? m.side // A-36: the raiding side when no Initiative is tracked (§16)
}

function stepLoss(t: Tx, id: UnitId): void {
  const name = unitName(t.ctx, id)
  const lost = loseStep(t, id)
  emit(t, {
    type: lost === 'eliminated' ? 'eliminated' : 'depleted',
    text: `${name} ${lost === 'eliminated' ? 'is eliminated' : 'loses a step'}: anti-aircraft fire (asterisk, 2.5).`,
    rule: '2.5',
    side: t.s.units[id].side,
    units: [id],
  })
}

function flightsAtTarget(t: Tx, m: Mission): string[] {
  return Object.values(t.s.flights)
    .filter((f) => f.mission === m.id && f.loc === m.target && f.status !== 'setAside' && f.units.length)
    .map((f) => f.id)
}

/** The raid is over: every unit that flew returns to base, Previously Committed (2.2, 2.5, 4.27); then the next raid. */
function endRaid(t: Tx, m: Mission): void {
  if (t.s.stepEnding) return
  const who = sideName(t, m.side)
  emit(t, {
    type: 'raidOver',
    text: `${who}${who.endsWith('s') ? '’' : '’s'} raid on ${targetName(t, m)} is over: every unit that flew returns to base, Previously Committed for the month (2.2, 2.5, 4.27).`,
    rule: '2.5',
    side: m.side,
  })
  t.s.stepEnding = { returnQueue: [], started: false, aloft: [] }
}

function targetName(t: Tx, m: Mission): string {
  const f = targetAt(t, m.target!)
  return f ? `${f.name} (${f.hex})` : label(t, m.target!)
}

/** The outcome of a result read off the player's own chart: the losses and caps of any other result (2.4–2.6). */
function answered(
  t: Tx,
  m: Mission,
  fig: AttackFigures,
  natural: number,
  plus: number,
  cell: string,
): AttackOutcome {
  const { result, asterisk } = parseResult(cell)
  const f = targetAt(t, m.target!)!
  return {
    natural,
    modified: natural + plus,
    result,
    asterisk,
    ...lossOf(t, f, fig.target, fig.nation, result),
  }
}

function rollAttack(t: Tx, m: Mission, dice: number[], source: 'seeded' | 'scripted' | 'manual'): void {
  const r = st(m)
  const job = r.queue[0]
  const alive = job.bombers.filter((id) => !t.s.units[id].eliminated)
  const fig = raidFigures(t, m, job.target, alive)
  const natural = dice[0] + dice[1]
  const rule = job.target === 'rail' ? '2.6' : '2.5'
  if (fig.refusal || !fig.tableColumn) {
    r.queue.shift()
    emit(t, {
      type: 'strategicBombing',
      text: `${names(t, alive)}: no attack on ${fig.name} — ${fig.refusal ?? 'no column'} (2.5).`,
      rule: '2.5',
      side: m.side,
    })
    return
  }
  const plus = fig.modifiers.reduce((n, x) => n + x.value, 0)
  const read = readBombingCell(t, m, fig.tableColumn, dice, {
    source,
    what: `${names(t, alive)} ${verb(alive, 'bombs', 'bomb')} ${job.target === 'rail' ? `${fig.nationName}’s Rail Capacity at ${fig.name} (${fig.hex})` : `${fig.name} (${fig.hex})${r.night ? ' at night' : ''}`} (strength ${fig.strength}, column ${fig.column})`,
    rule,
    purpose: 'strategic bombing',
    row: Math.min(12, natural + plus), // above 12: the top row (APTO S2)
    modifiers: fig.modifiers,
  })
  if (read === null) return // the players read the result off their own chart first (chartLookup); the attack waits
  r.queue.shift()
  const o = fig.outcomes[natural - 2] ?? answered(t, m, fig, natural, plus, read.cell)
  const f = targetAt(t, m.target!)!
  const strat = (t.s.strategic ??= { step: null, results: [] })
  strat.results.push({
    turn: turnNumber(t.s),
    side: m.side,
    hex: f.hex,
    name: f.name,
    target: job.target,
    ...(r.night ? { night: true as const } : {}),
    nation: fig.nation,
    bombers: alive,
    strength: fig.strength,
    column: fig.column,
    natural,
    modified: o.modified,
    result: o.result,
    asterisk: o.asterisk,
    loss: o.loss,
    ...(o.capped ? { capped: o.capped } : {}),
  })
  const what =
    job.target === 'rail'
      ? `${fig.nationName}’s Rail Capacity at ${f.name} (${f.hex})`
      : `${f.name} (${f.hex})${r.night ? ' at night' : ''}`
  const weather = !fig.weatherHalved.length
    ? ''
    : fig.weatherHalved.length === fig.bombers.length && fig.bombers.length > 1
      ? ' (the weather halves every bomber’s strength, APTO 1.5, 2.1)'
      : ` (the weather halves the strength of ${names(t, fig.weatherHalved)}, APTO 1.5, 2.1)`
  const strength = `strength ${fig.raw}${weather}${fig.halvings.map((h) => `, halved: ${h.label}`).join('')}${fig.halvings.length ? ` → ${fig.strength}` : ''}`
  const column = `column ${fig.column}${r.night ? ' (night: the 2-5 column, 2.8)' : fig.shifts.length ? ` (${fig.shifts.map((s) => s.label).join('; ')})` : ''}${provenanceNote(bombingTable(t.s))}`
  const roll = `roll ${dice[0]} + ${dice[1]} = ${natural}${plus ? ` + ${plus} (B-29, 2.7) = ${o.modified}` : ''}`
  const cell = `result ${o.result || '–'}${o.asterisk ? '*' : ''}${read.reading.fromChart ? `, ${FROM_YOUR_CHART}` : ''}`
  const effect =
    o.result <= 0
      ? 'no effect'
      : job.target === 'rail'
        ? `${fig.nationName}’s Rail Capacity −${o.loss} this month${o.capped ? ` (${o.capped})` : ` (half of ${o.result}, rounded up)`}`
        : `${fig.nationName} loses ${o.loss} EP${o.capped ? ` (${o.capped})` : ''}`
  emit(t, {
    type: 'strategicBombing',
    text: `${names(t, alive)} ${verb(alive, 'bombs', 'bomb')} ${what}: ${strength}, ${column}, ${roll}: ${cell} — ${effect} (${rule}).`,
    rule,
    side: m.side,
    loc: f.hex,
    units: [...alive],
    roll: {
      purpose: 'strategic bombing',
      natural,
      modifiers: fig.modifiers,
      targetParts: [
        ...fig.halvings.map((h) => ({ value: 0, rule: h.rule, label: `halved: ${h.label}` })),
        ...fig.shifts.map((s) => ({ value: s.value, rule: s.rule, label: s.label })),
      ],
      modified: o.modified,
      result: effect,
      source,
      table: read.reading,
    },
  })
  if (o.result > 0 && job.target === 'strategic') {
    emit(t, {
      type: 'epLoss',
      text: `${fig.nationName} loses ${o.loss} EP (${f.name} bombed, 2.5): take them off its EP Track.`,
      rule: '2.5',
      side: m.side,
      loc: f.hex,
    })
  }
  if (o.result > 0 && job.target === 'rail') {
    const cap = railCapacityNow(t.s, fig.nation)
    if (cap)
      emit(t, {
        type: 'railLoss',
        text: `${fig.nationName}’s Rail Capacity is ${cap.now} for the rest of the month (${cap.printed} printed, ${cap.lost} lost)${cap.now === 0 ? ': no friendly rail movement within or through it (2.6)' : ' (2.6)'}.`,
        rule: '2.6',
        side: m.side,
      })
  }
  if (o.asterisk) {
    const live = alive.filter((id) => !t.s.units[id].eliminated)
    if (live.length === 1) stepLoss(t, live[0])
    else if (live.length > 1) r.aa = { bombers: live }
  }
}

function checkIds(t: Tx, list: unknown, allowed: readonly UnitId[], what: string, rule: string): UnitId[] {
  if (!Array.isArray(list)) refuse(rule, `${what} is a list of bomber ids (got ${describeValue(list)}).`)
  for (const id of list)
    if (!isUnitId(t, id) || !allowed.includes(id))
      refuse(rule, `${nameOrId(t, id)} is not one of the raid’s bombers that may take part here (2.2, 2.5).`)
  return list as UnitId[]
}

function attacksDecision(t: Tx, m: Mission): Pending | 'progress' {
  const r = st(m)
  const over = bombersOverTarget(t, m)
  const rail = over.filter((id) => r.rail.includes(id))
  const strategic = over.filter((id) => !r.rail.includes(id))
  const name = targetName(t, m)
  if (!over.length) {
    r.stage = 'done'
    emit(t, {
      type: 'raidNoBomb',
      text: `No bomber of the raid is left over ${name} to bomb: aborted Bombers never bomb (2.2).`,
      rule: RULE,
      side: m.side,
    })
    return 'progress'
  }
  r.stage = 'attacks'
  const optional = b29Rule(t, m.side, 'strategic', strategic, r.night) === 'may'
  return {
    kind: 'raidAttacks',
    side: m.side,
    mission: m.id,
    bombers: strategic,
    rail,
    b29Optional: optional,
    night: r.night,
    rule: '2.5',
    loc: label(t, m.target!),
    prompt: `Bomb ${name}: put the bombers in groups, one Strategic Bombing Attack (2d6) each, or make no attack${rail.length ? '; the Rail Capacity attack is made with every bomber assigned to it, or not' : ''}${optional ? '; say whether you add the B-29 +1 (Iwo Jima is held, 2.7)' : ''} (2.5).`,
  }
}

export const strategicRaid: MissionProcedure = {
  kind: 'strategicRaid',
  name: 'Strategic bombing raid',
  rule: '2.2',
  listed: (t) => t.s.scenario.strategicBombing !== undefined,
  strategicWarfare: true,
  noJoining: true,
  unavailable(t, side, bases) {
    if (t.s.turn.phase !== 'strategicWarfare' || !t.s.strategic?.step)
      return {
        rule: RULE,
        reason:
          'Strategic bombing raids are flown in the Strategic Bombing Step of the Strategic Warfare Phase (2.2).',
      }
    if (!bases.some((b) => b.units.some((u) => raidBomber(t, u.id))))
      return {
        rule: '2.1',
        reason:
          'None of your units ready to launch may bomb: land-based Bombers (B) not marked out of supply (2.0, 2.1).',
      }
    if (!enemyTargets(t, side).length)
      return { rule: '2.3', reason: 'The enemy holds no Strategic Target (2.3).' }
    return null
  },
  unitRefused: (t, u, role) => refusedUnit(t, u, role, false),
  plan(t, a, side, units, from) {
    if (a.target === undefined) refuse(RULE, 'Name the hex of the enemy Strategic Target to raid.')
    if (typeof a.target !== 'string')
      refuse(RULE, `The target is a hex label in quotes, like "4428" (got ${describeValue(a.target)}).`)
    if (a.night !== undefined && typeof a.night !== 'boolean')
      refuse(
        '2.8',
        `"night" is true for a Night Strategic Bombing Attack, or false (got ${describeValue(a.night)}).`,
      )
    const night = a.night === true
    const target = parseLocOrRefuse(t, a.target, RULE)
    const f = enemyTargetAt(t, side, target)
    if (!f)
      refuse(
        '2.3',
        `There is no enemy Strategic Target at ${label(t, target)}: a raid flies to a city, resource or city/resource hex the enemy holds (2.2, 2.3).`,
      )
    for (const id of units) {
      const no = refusedUnit(t, t.s.units[id], a.roles?.[id], night)
      if (no) refuse(no.rule, no.reason)
    }
    const bombers = units.filter((id) => defOf(t.ctx, id).type === 'B')
    const cost = routeCost(t, from, a.path, target)
    for (const id of bombers) {
      const range = rangeOf(t.ctx, t.s.units[id], from)
      if (cost > range)
        refuse(
          RULE,
          `${unitName(t.ctx, id)} cannot reach ${f.name} (${f.hex}): ${cost} MP along the route, range ${range}; every Bomber launched must be able to reach the target (2.2).`,
        )
    }
    return {
      target,
      raid: {
        night,
        stage: 'outbound',
        rail: [],
        joined: Object.fromEntries(units.map((id) => [id, 0])),
        queue: [],
        dice: [],
        aa: null,
      },
    }
  },
  mayCollect(t, f, m, u) {
    const r = st(m)
    if (refusedUnit(t, u, undefined, r.night)) return false
    const def = defOf(t.ctx, u.id)
    if (def.type !== 'B') return def.type !== 'ATP' // escorts go as far as their range (2.2)
    // A Bomber collected must be able to reach the target from here (2.2).
    return mpTo(t, f.loc, m.target!) <= rangeOf(t.ctx, u, t.ctx.baseLoc.get(u.base)!)
  },
  onCollect(t, f, m, units) {
    const r = st(m)
    for (const id of units) {
      const no = refusedUnit(t, t.s.units[id], t.s.units[id].role ?? undefined, r.night)
      if (no) refuse(no.rule, no.reason)
      r.joined[id] = f.path.length - 1
    }
  },
  uninterceptable: (_t, m) => st(m).night, // (2.8)
  describe(t, m) {
    return `raid ${targetName(t, m)}${st(m).night ? ' at night (2.8)' : ''}`
  },
  onEnter(t: Tx, f: Flight, m: Mission) {
    const r = st(m)
    if (f.purpose !== 'mission' || f.loc !== m.target || r.stage !== 'outbound') return false
    const facts = targetAt(t, m.target)
    const railNation = facts && !r.night ? railNationOf(t, facts) : null
    const railOk =
      railNation !== null &&
      !railBombedThisMonth(t.s, facts!.hex) &&
      (railCapacityNow(t.s, railNation)?.now ?? 0) > 0
    if (!railOk || !f.units.some((id) => defOf(t.ctx, id).type === 'B')) {
      r.stage = 'overTarget'
      return false
    }
    r.stage = 'assign' // before any combat in the target hex (2.2, 2.3, 2.6)
    return true
  },
  urgent(t, m) {
    const r = st(m)
    if (r.stage !== 'assign') return null
    const facts = targetAt(t, m.target!)!
    const nation = railNationOf(t, facts)!
    const bombers = bombersOverTarget(t, m)
    return {
      kind: 'raidAssign',
      side: m.side,
      mission: m.id,
      bombers,
      target: `${facts.name} (${facts.hex})`,
      rail: { nation, name: strategicNationName(t, nation), capacity: railCapacityNow(t.s, nation)!.now },
      rule: '2.6',
      loc: facts.hex,
      prompt: `Over ${facts.name} (${facts.hex}), before any combat there: assign each bomber to the Strategic Target or to ${strategicNationName(t, nation)}’s Rail Capacity; no bomber does both (2.2, 2.3, 2.6).`,
    }
  },
  settled(t, m) {
    const r = st(m)
    if (t.s.stepEnding) return null
    if (r.stage === 'outbound') {
      // Nothing moves any more and the raid never reached its target (stopped, discontinued or shot down).
      r.stage = 'done'
      const who = sideName(t, m.side)
      emit(t, {
        type: 'raidNoBomb',
        text: `${who}${who.endsWith('s') ? '’' : '’s'} raid does not reach ${targetName(t, m)}: no attack (2.2).`,
        rule: RULE,
        side: m.side,
      })
      return 'progress'
    }
    if (r.stage === 'overTarget' || r.stage === 'attacks') return attacksDecision(t, m)
    if (r.stage === 'rolling') {
      if (r.aa) {
        return {
          kind: 'raidAa',
          side: initiativeSide(t, m),
          mission: m.id,
          bombers: r.aa.bombers,
          rule: '2.5',
          loc: label(t, m.target!),
          prompt:
            'An asterisk: one bomber of that attack loses a step to anti-aircraft fire; the side with the Initiative chooses which (2.5).',
        }
      }
      if (r.queue.length) return null // its dice (awaitedRoll)
      r.stage = 'done'
      return 'progress'
    }
    if (r.stage === 'done') {
      endRaid(t, m)
      return 'progress'
    }
    return null
  },
  awaitedRoll(t, m) {
    const r = st(m)
    if (r.stage !== 'rolling' || r.aa || !r.queue.length || m.chart) return null
    const job = r.queue[0]
    return {
      purpose: 'strategic bombing',
      rule: job.target === 'rail' ? '2.6' : '2.5',
      side: m.side,
      prompt: `Roll die ${r.dice.length + 1} of 2 for the attack of ${names(t, job.bombers)} on ${job.target === 'rail' ? 'the Rail Capacity' : targetName(t, m)} and enter the value (1–6).`,
    }
  },
  resolveRoll(t, m, natural, source) {
    const r = st(m)
    r.dice.push(natural)
    if (r.dice.length < 2) return
    const dice = r.dice
    r.dice = []
    rollAttack(t, m, dice, source)
  },
  resumeChart(t, m) {
    rollAttack(t, m, m.chart!.dice, m.chart!.source)
  },
  actions: {
    assignRaid: { rail: null },
    bombStrategic: { groups: null, rail: null, b29Bonus: null },
  },
  decisions: { raidAssign: ['assignRaid'], raidAttacks: ['bombStrategic'], raidAa: ['chooseLoss'] },
  act(t, a, p, m) {
    const r = st(m)
    if (a.type === 'assignRaid' && p.kind === 'raidAssign') {
      const rail = checkIds(t, a.rail, p.bombers, '"rail"', '2.6')
      if (new Set(rail).size !== rail.length) refuse('2.6', 'A bomber is listed twice.')
      r.rail = [...rail]
      r.stage = 'overTarget'
      const strategic = p.bombers.filter((id) => !rail.includes(id))
      emit(t, {
        type: 'raidAssign',
        text: `${sideName(t, p.side)} assigns ${[strategic.length ? `${names(t, strategic)} to ${p.target}` : '', rail.length ? `${names(t, rail)} to ${p.rail.name}’s Rail Capacity` : ''].filter(Boolean).join(' and ')} (2.2, 2.6).`,
        rule: '2.6',
        side: p.side,
      })
      openWindows(t, m.target!, m.side, 'enter', flightsAtTarget(t, m)) // now the defender may intercept over the target (4.13)
      return
    }
    if (a.type === 'bombStrategic' && p.kind === 'raidAttacks') {
      if (!Array.isArray(a.groups))
        refuse(
          '2.5',
          'Give the groups of bombers on the Strategic Target as a list of lists, e.g. [["b29-1", "b29-2"]] ([] for none).',
        )
      const used = new Set<UnitId>()
      const groups: UnitId[][] = []
      for (const g of a.groups as unknown[]) {
        const list = checkIds(t, g, p.bombers, 'A group', '2.5')
        if (!list.length) refuse('2.5', 'A group has at least one bomber (2.5).')
        for (const id of list) {
          if (used.has(id))
            refuse('2.5', `${unitName(t.ctx, id)} takes part in one Strategic Bombing Attack only (2.5).`)
          used.add(id)
        }
        groups.push(list)
      }
      if (a.rail !== undefined && typeof a.rail !== 'boolean')
        refuse(
          '2.6',
          `"rail" is true to make the Rail Capacity attack, or false (got ${describeValue(a.rail)}).`,
        )
      if (a.rail && !p.rail.length)
        refuse('2.6', 'No bomber over the target is assigned to the Rail Capacity (2.6).')
      const b29Groups = groups.filter((g) => b29Rule(t, m.side, 'strategic', g, r.night) !== 'no')
      if (a.b29Bonus !== undefined && typeof a.b29Bonus !== 'boolean')
        refuse('2.7', `"b29Bonus" is true or false (got ${describeValue(a.b29Bonus)}).`)
      if (p.b29Optional && b29Groups.length && a.b29Bonus === undefined)
        refuse(
          '2.7',
          'The US holds an airbase on Iwo Jima: announce whether it adds the B-29 +1 before the roll (b29Bonus true or false, 2.7).',
        )
      if (!p.b29Optional && a.b29Bonus !== undefined)
        refuse(
          '2.7',
          'The B-29 +1 is a choice only while the US holds a functioning airbase on Iwo Jima and a full-strength B-29 bombs the Strategic Target (2.7).',
        )
      if (p.b29Optional) r.b29Bonus = a.b29Bonus
      const queue: RaidState['queue'] = groups.map((g) => ({ target: 'strategic' as const, bombers: g }))
      if (a.rail) queue.push({ target: 'rail', bombers: [...p.rail] })
      for (const job of queue) {
        const fig = raidFigures(t, m, job.target, job.bombers)
        if (fig.refusal)
          refuse(job.target === 'rail' ? '2.6' : '2.5', `${names(t, job.bombers)}: ${fig.refusal}`)
      }
      r.queue = queue
      r.stage = queue.length ? 'rolling' : 'done'
      const name = targetName(t, m)
      emit(t, {
        type: 'raidAttacks',
        text: queue.length
          ? `${sideName(t, p.side)} makes ${queue.length} Strategic Bombing Attack${queue.length === 1 ? '' : 's'} on ${name}: ${queue.map((q) => `${names(t, q.bombers)}${q.target === 'rail' ? ' on the Rail Capacity' : ''}`).join('; ')}${p.b29Optional && b29Groups.length ? (a.b29Bonus ? ', adding the B-29 +1 (2.7)' : ', without the B-29 +1 (2.7)') : ''} (2.5).`
          : `${sideName(t, p.side)} makes no attack on ${name} (2.5).`,
        rule: '2.5',
        side: p.side,
      })
      return
    }
    if (a.type === 'chooseLoss' && p.kind === 'raidAa') {
      if (!isUnitId(t, a.unit) || !p.bombers.includes(a.unit))
        refuse(
          '2.5',
          `${nameOrId(t, a.unit)} did not take part in that attack: only its bombers may be hit (2.5).`,
        )
      r.aa = null
      stepLoss(t, a.unit)
    }
  },
  legal(state, p) {
    const side = p.side
    if (p.kind === 'raidAssign')
      return [
        { type: 'assignRaid', side, rail: [] },
        { type: 'assignRaid', side, rail: [...p.bombers] },
        ...(p.bombers.length > 1 ? [{ type: 'assignRaid' as const, side, rail: [p.bombers[0]] }] : []),
      ]
    if (p.kind === 'raidAttacks') {
      const t = tx(state)
      const m = state.missions[p.mission]
      const ok = (groups: UnitId[][], rail: boolean) =>
        groups.every((g) => !raidFigures(t, m, 'strategic', g).refusal) &&
        (!rail || !raidFigures(t, m, 'rail', p.rail).refusal)
      const choices: { groups: UnitId[][]; rail: boolean }[] = [{ groups: [], rail: false }]
      const railOptions = p.rail.length ? [false, true] : [false]
      for (const rail of railOptions) {
        if (p.bombers.length) choices.push({ groups: [[...p.bombers]], rail })
        if (p.bombers.length > 1) choices.push({ groups: p.bombers.map((id) => [id]), rail })
        if (rail) choices.push({ groups: [], rail })
      }
      const out: Action[] = []
      const seen = new Set<string>()
      for (const c of choices) {
        if (!ok(c.groups, c.rail)) continue
        const key = JSON.stringify(c)
        if (seen.has(key)) continue
        seen.add(key)
        const b29 =
          p.b29Optional && c.groups.some((g) => b29Rule(t, m.side, 'strategic', g, p.night) !== 'no')
        for (const bonus of b29 ? [false, true] : [undefined])
          out.push({
            type: 'bombStrategic',
            side,
            groups: c.groups,
            ...(c.rail ? { rail: true } : {}),
            ...(bonus !== undefined ? { b29Bonus: bonus } : {}),
          })
      }
      return out
    }
    if (p.kind === 'raidAa') return p.bombers.map((unit): Action => ({ type: 'chooseLoss', side, unit }))
    return []
  },
}
