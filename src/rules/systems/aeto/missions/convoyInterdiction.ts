// Japanese Air Interdiction of Convoy Routes (APTO 2.13; spec §3.10), flown in the Strategic
// Warfare Phase: bombers (B only) fly into an open enemy Convoy Route sea area, paying its MP to
// enter it, with fighter-types as escorts. The enemy intercepts on the way and, inside the area,
// with the Naval-Air units of its carriers there (their interception range is always enough: the
// Combat Air Patrol). Once nothing moves or fights, the surviving bombers in the area roll in groups
// of their side's choosing (D-CONVOY-ATTACK): each group's total strength gives the Bombing Table
// column, 2d6 gives the EP the route's nation loses; an asterisk costs one bomber of the group a
// step, chosen by the route's side (D-CONVOY-AA). Within one Strategic Warfare Phase air
// interdiction costs an area at most its printed MP (T06). Every unit launched is Previously
// Committed, as in the whole phase (4.27). The EP go to the players as numbers (interdiction.ts).
import {
  describeValue,
  emit,
  isUnitId,
  label,
  nameOrId,
  names,
  refuse,
  sideName,
  tx,
  verb,
  type Tx,
} from '../engine/core'
import type { Action, Mission, UnitId } from '../types'
import { defOf, rangeOf, unitName } from '../units'
import { bombingTable, columnFor, parseResult } from './bombingTable'
import { provenanceNote } from '../../../kernel/tables'
import { FROM_YOUR_CHART } from '../../../kernel/chartLookup'
import { readBombingCell } from './chartRoll'
import {
  capLeft,
  convoyAreaAt,
  enemyConvoyAreas,
  groupOdds,
  interdictionStrength,
  isInterdictor,
  nationName,
  recordInterdiction,
  type ConvoyArea,
} from './interdiction'
import { loseStep } from '../engine/losses'
import type { MissionProcedure } from './procedure'
import type { ConvoyInterdictionState } from './types'

declare module '../types' {
  interface PendingByKind {
    /** D-CONVOY-ATTACK: the next group of bombers over the Convoy Route area to roll on the Bombing Table, or stop (APTO 2.13). */
    convoyAttack: PendingBase & {
      kind: 'convoyAttack'
      mission: string
      area: string
      nation: string
      bombers: { id: UnitId; strength: number }[]
      cap: number
      capLeft: number
    }
    /** D-CONVOY-AA: an asterisk; the side of the route chooses which bomber of that roll loses a step (APTO 2.13). */
    convoyAa: PendingBase & { kind: 'convoyAa'; mission: string; bombers: UnitId[] }
  }
  interface ActionByType {
    /** D-CONVOY-ATTACK (APTO 2.13): these bombers roll together, one 2d6 on the Bombing Table. */
    interdict: { type: 'interdict'; bombers: UnitId[] }
    /** D-CONVOY-ATTACK: the bombers left make no attack. */
    endInterdiction: { type: 'endInterdiction' }
  }
}

const RULE = '2.13'

function st(m: Mission): ConvoyInterdictionState {
  if (!m.convoy) throw new Error(`mission ${m.id} is not a convoy interdiction`)
  return m.convoy
}

function areaOf(t: Tx, m: Mission): ConvoyArea {
  const a = convoyAreaAt(t, m.target!)
  if (!a) throw new Error(`mission ${m.id}: ${label(t, m.target!)} is no Convoy Route area`)
  return a
}

/** MP from `from` into the area along a flyable route, its own MP included (2.13: "reach and then enter"). */
function routeCost(t: Tx, from: number, to: number): number {
  const path = from === to ? [] : t.ctx.map.path(from, to)
  return path ? path.reduce((n, l) => n + t.ctx.map.enterCost(l), 0) : Infinity
}

/** The bombers of the mission in the area that may still attack: B, neither aborted nor eliminated, not yet rolled (2.13). */
export function convoyBombersLeft(t: Tx, m: Mission): UnitId[] {
  const s = st(m)
  const out: UnitId[] = []
  for (const f of Object.values(t.s.flights)) {
    if (f.mission !== m.id || f.purpose !== 'mission' || f.loc !== m.target || f.status === 'setAside')
      continue
    for (const id of f.units) {
      const u = t.s.units[id]
      if (!u.eliminated && !u.aborted && isInterdictor(t, id) && !s.attacked.includes(id)) out.push(id)
    }
  }
  return out
}

/** Convoy Route areas the bombers could interdict from `base`: open enemy areas, with distance and cap (for the plan dialog and the bot). */
export function convoyTargetList(t: Tx, side: string, base: string, units: readonly UnitId[]) {
  const from = t.ctx.baseLoc.get(base)
  if (from === undefined) return []
  const bombers = units.filter((id) => isInterdictor(t, id))
  return enemyConvoyAreas(t, side).map((a) => {
    const distance = routeCost(t, from, a.loc)
    return {
      area: a.id,
      name: a.name,
      route: a.route.name,
      nation: nationName(t, a.route.nation),
      mp: a.mp,
      capLeft: capLeft(t, a),
      distance,
      reach: bombers.filter((id) => distance <= rangeOf(t.ctx, t.s.units[id], from)),
      refused: a.refused,
    }
  })
}

function stepLoss(t: Tx, id: UnitId): void {
  const name = unitName(t.ctx, id)
  const side = t.s.units[id].side
  const lost = loseStep(t, id)
  emit(t, {
    type: lost === 'eliminated' ? 'eliminated' : 'depleted',
    text: `${name} ${lost === 'eliminated' ? 'is eliminated' : 'loses a step'}: anti-aircraft fire over the convoy (asterisk, 2.13).`,
    rule: RULE,
    side,
    units: [id],
  })
}

function rollGroup(
  t: Tx,
  m: Mission,
  dice: [number, number],
  source: 'seeded' | 'scripted' | 'manual',
): void {
  const s = st(m)
  const group = s.roll!.bombers
  const area = areaOf(t, m)
  const odds = groupOdds(t, area, group)
  const roll = dice[0] + dice[1]
  const col = columnFor(bombingTable(t.s), odds.strength)
  const read = col
    ? readBombingCell(t, m, col.column, dice, {
        source,
        what: `${names(t, group)} ${verb(group, 'interdicts', 'interdict')} the ${area.route.name} in ${area.name} (strength ${odds.strength})`,
        rule: RULE,
        purpose: 'convoy interdiction',
      })
    : undefined
  if (read === null) return // the players read the result off their own chart first (chartLookup); the roll waits
  s.roll = null
  const r = read ? parseResult(read.cell) : { result: 0, asterisk: false }
  const counted = Math.min(r.result, odds.capLeft)
  const nation = nationName(t, area.route.nation)
  recordInterdiction(t, {
    kind: 'convoy',
    where: area.id,
    nation: area.route.nation,
    eps: counted,
    rolled: r.result,
    roll,
    column: odds.column ?? undefined,
    units: [...group],
  })
  const lost = area.mp - odds.capLeft + counted
  const outcome =
    r.result === 0
      ? 'no effect'
      : counted < r.result
        ? `${nation} loses ${counted} EP — ${r.result} rolled, but air interdiction may cost ${area.name} at most ${area.mp} EP this Phase (its MP): ${lost} of ${area.mp} now`
        : `${nation} loses ${counted} EP (${lost} of at most ${area.mp} in ${area.name} this Phase)`
  emit(t, {
    type: 'interdictionRoll',
    text: `${names(t, group)} ${verb(group, 'interdicts', 'interdict')} the ${area.route.name} in ${area.name}: strength ${odds.strength}, column ${odds.column ?? 'none'}${provenanceNote(bombingTable(t.s))}, roll ${dice[0]} + ${dice[1]} = ${roll}: result ${r.result}${r.asterisk ? '*' : ''}${read?.reading.fromChart ? `, ${FROM_YOUR_CHART}` : ''} — ${outcome} (2.13).`,
    rule: RULE,
    side: m.side,
    loc: area.id,
    units: [...group],
    roll: {
      purpose: 'convoy interdiction',
      natural: roll,
      modifiers: [],
      modified: r.result,
      result: r.result ? `${counted} EP` : 'no effect',
      source,
      ...(read ? { table: read.reading } : {}),
    },
  })
  if (r.asterisk) {
    const alive = group.filter((id) => !t.s.units[id].eliminated)
    if (alive.length === 1) stepLoss(t, alive[0])
    else if (alive.length > 1) s.aa = { bombers: alive }
  }
}

function finish(t: Tx, m: Mission, why: string): void {
  const s = st(m)
  s.stage = 'done'
  const area = areaOf(t, m)
  const lost = area.mp - capLeft(t, area)
  emit(t, {
    type: 'interdictionOver',
    text: `${why} Air interdiction has cost ${nationName(t, area.route.nation)} ${lost} EP in ${area.name} this Phase (at most ${area.mp}, 2.13).`,
    rule: RULE,
    side: m.side,
    loc: area.id,
  })
}

export const convoyInterdiction: MissionProcedure = {
  kind: 'convoyInterdiction',
  name: 'Interdict a Convoy Route (Strategic Warfare)',
  rule: RULE,
  listed: (t) => (t.s.scenario.convoyRoutes?.length ?? 0) > 0,
  unavailable(t, side, bases) {
    if (t.s.turn.phase !== 'strategicWarfare')
      return {
        rule: RULE,
        reason: 'Convoy Routes are interdicted from the air in the Strategic Warfare Phase (2.13).',
      }
    const areas = enemyConvoyAreas(t, side)
    if (!areas.length) return { rule: RULE, reason: 'No enemy Convoy Route is on the map (2.10).' }
    const open = areas.filter((a) => a.refused === null)
    if (!open.length) return { rule: RULE, reason: areas[0].refused! }
    if (
      !bases.some((b) =>
        b.units.some((u) => isInterdictor(t, u.id) && !t.ctx.unitDefs.get(u.id)?.outOfSupply),
      )
    )
      return {
        rule: RULE,
        reason:
          'None of your units ready to launch is a bomber (B): only bombers interdict a Convoy Route, fighter-types escort them (2.13).',
      }
    return null
  },
  unitRefused(t, u, role) {
    const def = defOf(t.ctx, u.id)
    if (def.type === 'ATP')
      return {
        rule: RULE,
        reason: `${def.name} is an air transport: bombers interdict a Convoy Route, fighter-types escort them (2.13).`,
      }
    if ((def.type === 'FB' || def.type === 'N') && role === 'bomber')
      return {
        rule: RULE,
        reason: `${def.name} may only escort: fighters, fighter-bombers and naval air never interdict a Convoy Route; launch it as a fighter (2.13).`,
      }
    if (def.type === 'B' && def.outOfSupply)
      return {
        rule: '2.1',
        reason: `${def.name} is marked out of supply: it flies no strategic raid (2.1, 2.13).`,
      }
    return null
  },
  plan(t, a, side, units, from) {
    if (a.target === undefined)
      refuse(RULE, 'Name the Convoy Route sea area to interdict (a large sea area id).')
    if (typeof a.target !== 'string')
      refuse(RULE, `The target is a large sea area id in quotes (got ${describeValue(a.target)}).`)
    const target = t.ctx.map.parseLoc(a.target)
    const area = target === null ? null : convoyAreaAt(t, target)
    if (!area) {
      const ids = enemyConvoyAreas(t, side).map((x) => `"${x.id}"`)
      refuse(
        RULE,
        `${JSON.stringify(a.target)} is not a Convoy Route sea area${ids.length ? ` (enemy Convoy Route areas: ${ids.join(', ')})` : ''} (2.10).`,
      )
    }
    const mine = enemyConvoyAreas(t, side).find((x) => x.id === area.id)
    if (!mine)
      refuse(
        RULE,
        `${area.name} is a Convoy Route of your own side: only the enemy’s are interdicted (2.11, 2.13).`,
      )
    if (mine.refused)
      refuse(mine.route.indianOcean && mine.refused.includes('2.12') ? '2.12' : RULE, mine.refused)
    const bombers = units.filter((id) => isInterdictor(t, id))
    if (!bombers.length)
      refuse(
        RULE,
        'Interdicting a Convoy Route needs at least one bomber (B); fighter-types may go with it as escort (2.13).',
      )
    const cost = routeCost(t, from, target!)
    for (const id of bombers) {
      const range = rangeOf(t.ctx, t.s.units[id], from)
      if (cost > range)
        refuse(
          RULE,
          `${unitName(t.ctx, id)} cannot reach and enter ${area.name}: ${cost} MP away (its ${area.mp} MP to enter included), range ${range}; every bomber must (2.13).`,
        )
    }
    return {
      target: target!,
      convoy: { area: area.id, stage: 'waiting', attacked: [], roll: null, aa: null },
    }
  },
  describe(t, m) {
    const area = areaOf(t, m)
    return `interdict the ${area.route.name} in ${area.name} (${nationName(t, area.route.nation)} loses the EP; at most ${area.mp} this Phase, ${capLeft(t, area)} left, 2.13)`
  },
  awaitedRoll(t, m) {
    const s = st(m)
    if (s.stage !== 'attacks' || !s.roll || m.chart) return null
    return {
      purpose: 'convoy interdiction',
      rule: RULE,
      side: m.side,
      prompt: `Roll die ${s.roll.dice.length + 1} of 2 for the interdiction by ${names(t, s.roll.bombers)} and enter the value (1–6).`,
    }
  },
  resolveRoll(t, m, natural, source) {
    const r = st(m).roll!
    r.dice.push(natural)
    if (r.dice.length === 2) rollGroup(t, m, [r.dice[0], r.dice[1]], source)
  },
  resumeChart(t, m) {
    const [a, b] = m.chart!.dice
    rollGroup(t, m, [a, b], m.chart!.source)
  },
  settled(t, m) {
    const s = st(m)
    if (s.stage === 'done') return null
    if (s.stage === 'waiting') {
      const flights = Object.values(t.s.flights).filter(
        (f) => f.mission === m.id && f.purpose === 'mission' && f.units.length,
      )
      if (flights.some((f) => f.status === 'moving' || f.status === 'halted')) return null
      s.stage = 'attacks' // every flight has arrived or stopped, and every air combat is over (2.13)
      const area = areaOf(t, m)
      const left = convoyBombersLeft(t, m)
      if (!left.length) {
        finish(t, m, `No bomber of the mission is left in ${area.name} to interdict the convoys.`)
        return 'progress'
      }
      emit(t, {
        type: 'interdictionBegins',
        text: `Over ${area.name}: ${names(t, left)} may interdict the ${area.route.name}, in one group or several, one 2d6 roll each; ${nationName(t, area.route.nation)} may lose ${capLeft(t, area)} more EP to air interdiction there this Phase (2.13).`,
        rule: RULE,
        side: m.side,
        loc: area.id,
        units: left,
      })
      return 'progress'
    }
    if (s.roll) return null // its dice (awaitedRoll)
    const area = areaOf(t, m)
    if (s.aa)
      return {
        kind: 'convoyAa',
        side: t.ctx.nationSide.get(area.route.nation)!,
        mission: m.id,
        bombers: s.aa.bombers,
        rule: RULE,
        loc: area.id,
        prompt: `An asterisk: one bomber of that roll loses a step to anti-aircraft fire; the side of the convoys chooses which (2.13).`,
      }
    const left = convoyBombersLeft(t, m)
    if (!left.length) {
      finish(t, m, `Every bomber over ${area.name} has made its attack.`)
      return 'progress'
    }
    const capNow = capLeft(t, area)
    if (capNow === 0) {
      finish(
        t,
        m,
        `${names(t, left)} ${verb(left, 'makes', 'make')} no attack: the cap is reached, no roll could cost more.`,
      )
      return 'progress'
    }
    return {
      kind: 'convoyAttack',
      side: m.side,
      mission: m.id,
      area: area.id,
      nation: area.route.nation,
      bombers: left.map((id) => ({ id, strength: interdictionStrength(t, id, area.loc) })),
      cap: area.mp,
      capLeft: capNow,
      rule: RULE,
      loc: area.id,
      prompt: `Interdict the ${area.route.name} in ${area.name}: choose the bombers that roll together (one 2d6 on the Bombing Table), or stop; ${capNow} EP may still be lost there this Phase (2.13).`,
    }
  },
  actions: {
    interdict: { bombers: 'units' },
    endInterdiction: {},
  },
  decisions: { convoyAttack: ['interdict', 'endInterdiction'], convoyAa: ['chooseLoss'] },
  act(t, a, p, m) {
    const s = st(m)
    if (p.kind === 'convoyAa' && a.type === 'chooseLoss') {
      if (!isUnitId(t, a.unit) || !p.bombers.includes(a.unit))
        refuse(
          RULE,
          `${nameOrId(t, a.unit)} did not roll in that interdiction attack: choose one of ${names(t, p.bombers)} (2.13).`,
        )
      s.aa = null
      stepLoss(t, a.unit)
      return
    }
    if (p.kind !== 'convoyAttack') return
    if (a.type === 'endInterdiction') {
      const left = p.bombers.map((b) => b.id)
      s.stage = 'done'
      const area = areaOf(t, m)
      emit(t, {
        type: 'interdictionOver',
        text: `${sideName(t, p.side)} stops: ${names(t, left)} ${verb(left, 'makes', 'make')} no attack. Air interdiction has cost ${nationName(t, area.route.nation)} ${area.mp - capLeft(t, area)} EP in ${area.name} this Phase (at most ${area.mp}, 2.13).`,
        rule: RULE,
        side: p.side,
        loc: area.id,
      })
      return
    }
    if (a.type !== 'interdict') return
    const list = a.bombers
    if (!Array.isArray(list) || !list.length)
      refuse(RULE, 'Choose the bombers that roll together: at least one (2.13).')
    const seen = new Set<unknown>()
    for (const id of list) {
      if (!isUnitId(t, id) || !p.bombers.some((b) => b.id === id))
        refuse(RULE, `${nameOrId(t, id)} is not a bomber over ${p.loc} that may still attack (2.13).`)
      if (seen.has(id))
        refuse(RULE, `${unitName(t.ctx, id)} is listed twice: each bomber makes one attack (2.13).`)
      seen.add(id)
    }
    const odds = groupOdds(t, areaOf(t, m), list)
    if (odds.column === null)
      refuse(
        RULE,
        `${names(t, list)} together have strength ${odds.strength}: below the Bombing Table’s first column, no roll is possible; add bombers to the group (2.13).`,
      )
    s.attacked.push(...list)
    s.roll = { bombers: [...list], dice: [] }
  },
  legal(state, p) {
    const side = p.side
    if (p.kind === 'convoyAa') return p.bombers.map((unit): Action => ({ type: 'chooseLoss', side, unit }))
    if (p.kind !== 'convoyAttack') return []
    const t = tx(state)
    const m = state.missions[p.mission]
    const area = areaOf(t, m)
    const ids = p.bombers.map((b) => b.id)
    const groups = [ids, ...(ids.length > 1 ? ids.map((id) => [id]) : [])].filter(
      (g) => groupOdds(t, area, g).column !== null,
    )
    return [
      { type: 'endInterdiction', side },
      ...groups.map((bombers): Action => ({ type: 'interdict', side, bombers })),
    ]
  },
}
