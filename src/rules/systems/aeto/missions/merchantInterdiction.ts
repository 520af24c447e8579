// Allied air interdiction of the Japanese Merchant Shipping Routes (APTO 2.26; spec §3.11), flown
// in the Strategic Warfare Phase: full-strength bombers (B only) fly to a hex of an enemy coloured
// route that leads to or from a place where the enemy holds a resource hex, with escorts, through
// the usual interceptions. Once nothing moves or fights, a bomber still there at full strength and
// not aborted costs the route's nation 1 EP — one bomber per route colour and Phase (APTO S6); in a
// hex of two routes it counts for the first one not yet interdicted. No roll; the bombers attack no
// ship. Every unit launched is Previously Committed (4.27).
import { describeValue, emit, label, names, parseLocOrRefuse, refuse, verb, type Tx } from '../engine/core'
import type { Mission, UnitId } from '../types'
import { defOf, rangeOf, unitName } from '../units'
import {
  enemyMerchantRoutes,
  fullStrength,
  isInterdictor,
  merchantInterdictedThisPhase,
  nationName,
  recordInterdiction,
} from './interdiction'
import type { MissionProcedure } from './procedure'
import type { MerchantInterdictionState } from './types'

const RULE = '2.26'

function st(m: Mission): MerchantInterdictionState {
  if (!m.merchant) throw new Error(`mission ${m.id} is not a merchant route interdiction`)
  return m.merchant
}

function routeDef(t: Tx, id: string) {
  return t.s.scenario.merchantRoutes!.find((r) => r.id === id)!
}

function routeCost(t: Tx, from: number, to: number): number {
  const path = from === to ? [] : t.ctx.map.path(from, to)
  return path ? path.reduce((n, l) => n + t.ctx.map.enterCost(l), 0) : Infinity
}

/** The enemy Merchant Shipping Routes with the hexes of each the bombers reach from `base` (the plan dialog, the bot). */
export function merchantTargetList(t: Tx, side: string, base: string, units: readonly UnitId[]) {
  const from = t.ctx.baseLoc.get(base)
  if (from === undefined) return []
  const bombers = units.filter((id) => isInterdictor(t, id) && fullStrength(t, id))
  const reach = bombers.length ? Math.min(...bombers.map((id) => rangeOf(t.ctx, t.s.units[id], from))) : 0
  return enemyMerchantRoutes(t, side).map(({ route, refused }) => {
    const hexes = route.hexes
      .map((hex) => ({ hex, distance: routeCost(t, from, t.ctx.map.parseLoc(hex)!) }))
      .filter((h) => h.distance <= reach)
      .sort((a, b) => a.distance - b.distance || a.hex.localeCompare(b.hex))
    return { route: route.id, name: route.name, nation: nationName(t, route.nation), refused, hexes }
  })
}

export const merchantInterdiction: MissionProcedure = {
  kind: 'merchantInterdiction',
  name: 'Interdict a Merchant Shipping Route (Strategic Warfare)',
  rule: RULE,
  listed: (t) => (t.s.scenario.merchantRoutes?.length ?? 0) > 0,
  unavailable(t, side, bases) {
    if (t.s.turn.phase !== 'strategicWarfare')
      return {
        rule: RULE,
        reason: 'Merchant Shipping Routes are interdicted in the Strategic Warfare Phase (2.26).',
      }
    const routes = enemyMerchantRoutes(t, side)
    if (!routes.length)
      return { rule: RULE, reason: 'No enemy Merchant Shipping Route is on the map (2.26).' }
    const open = routes.filter((r) => r.refused === null)
    if (!open.length) return { rule: RULE, reason: routes[0].refused! }
    if (
      !bases.some((b) =>
        b.units.some(
          (u) => isInterdictor(t, u.id) && fullStrength(t, u.id) && !t.ctx.unitDefs.get(u.id)?.outOfSupply,
        ),
      )
    )
      return {
        rule: RULE,
        reason:
          'None of your units ready to launch is a full-strength bomber (B): only they interdict a Merchant Shipping Route (2.26).',
      }
    return null
  },
  unitRefused(t, u, role) {
    const def = defOf(t.ctx, u.id)
    if (def.type === 'ATP')
      return {
        rule: RULE,
        reason: `${def.name} is an air transport: bombers interdict a Merchant Shipping Route, fighter-types escort them (2.26).`,
      }
    if ((def.type === 'FB' || def.type === 'N') && role === 'bomber')
      return {
        rule: RULE,
        reason: `${def.name} may only escort: fighters, fighter-bombers and naval air never interdict a Merchant Shipping Route; launch it as a fighter (2.26).`,
      }
    if (def.type === 'B' && !fullStrength(t, u.id))
      return {
        rule: RULE,
        reason: `${def.name} is depleted: only a full-strength bomber interdicts a Merchant Shipping Route (2.26).`,
      }
    if (def.type === 'B' && def.outOfSupply)
      return {
        rule: '2.1',
        reason: `${def.name} is marked out of supply: it flies no strategic mission (2.1, 2.26).`,
      }
    return null
  },
  plan(t, a, side, units, from) {
    if (a.target === undefined) refuse(RULE, 'Name the hex of the Merchant Shipping Route to interdict.')
    if (typeof a.target !== 'string')
      refuse(RULE, `The target is a hex label in quotes, like "0805" (got ${describeValue(a.target)}).`)
    const target = parseLocOrRefuse(t, a.target, RULE)
    const hex = label(t, target)
    const enemy = enemyMerchantRoutes(t, side)
    const here = enemy.filter((e) => e.route.hexes.includes(hex))
    if (!here.length)
      refuse(
        RULE,
        `${hex} is on no enemy Merchant Shipping Route${enemy.length ? ` (routes: ${enemy.map((e) => e.route.name).join(', ')})` : ''} (2.26).`,
      )
    const open = here.filter((e) => e.refused === null)
    if (!open.length) refuse(RULE, here[0].refused!)
    const bombers = units.filter((id) => isInterdictor(t, id))
    if (!bombers.length)
      refuse(
        RULE,
        'Interdicting a Merchant Shipping Route needs at least one full-strength bomber (B); fighter-types may go with it as escort (2.26).',
      )
    const cost = routeCost(t, from, target)
    for (const id of bombers) {
      const range = rangeOf(t.ctx, t.s.units[id], from)
      if (cost > range)
        refuse(RULE, `${unitName(t.ctx, id)} cannot reach ${hex}: ${cost} MP away, range ${range} (2.26).`)
    }
    return { target, merchant: { routes: open.map((e) => e.route.id), stage: 'waiting' } }
  },
  describe(t, m) {
    const routes = st(m).routes.map((id) => routeDef(t, id))
    return `interdict the ${routes.map((r) => r.name).join(' or the ')} at ${label(t, m.target!)} (a full-strength bomber there after any air combat costs ${nationName(t, routes[0].nation)} 1 EP, 2.26)`
  },
  settled(t, m) {
    const s = st(m)
    if (s.stage === 'done') return null
    const flights = Object.values(t.s.flights).filter(
      (f) => f.mission === m.id && f.purpose === 'mission' && f.units.length,
    )
    if (flights.some((f) => f.status === 'moving' || f.status === 'halted')) return null
    s.stage = 'done' // every flight has arrived or stopped, and every air combat is over (2.26)
    const there: UnitId[] = []
    const weak: UnitId[] = []
    for (const f of flights) {
      if (f.loc !== m.target || f.status === 'setAside') continue
      for (const id of f.units) {
        const u = t.s.units[id]
        if (u.eliminated || u.aborted || !isInterdictor(t, id)) continue
        if (fullStrength(t, id)) there.push(id)
        else weak.push(id)
      }
    }
    const hex = label(t, m.target!)
    const routes = s.routes.map((id) => routeDef(t, id))
    const names_ = routes.map((r) => r.name).join(' or the ')
    if (!there.length) {
      emit(t, {
        type: 'interdictionOver',
        text: `No full-strength bomber is left at ${hex}${weak.length ? ` (${names(t, weak)} ${verb(weak, 'is', 'are')} depleted)` : ''}: the ${names_} is not interdicted (2.26).`,
        rule: RULE,
        side: m.side,
        loc: hex,
      })
      return 'progress'
    }
    // One bomber counts per route colour and Phase: the first route through the hex still free (2.26).
    const route = routes.find((r) => !merchantInterdictedThisPhase(t.s, r.id))
    if (!route) {
      emit(t, {
        type: 'interdictionOver',
        text: `${names(t, there)} ${verb(there, 'occupies', 'occupy')} the ${names_} at ${hex}, but a bomber has already interdicted it this Phase: one bomber counts per route colour (2.26).`,
        rule: RULE,
        side: m.side,
        loc: hex,
      })
      return 'progress'
    }
    const nation = nationName(t, route.nation)
    recordInterdiction(t, {
      kind: 'merchant',
      where: route.id,
      nation: route.nation,
      eps: 1,
      units: [there[0]],
    })
    emit(t, {
      type: 'interdictionResult',
      text: `${unitName(t.ctx, there[0])} occupies the ${route.name} at ${hex} at full strength: ${nation} loses 1 EP${there.length > 1 ? ` (one bomber counts per route colour: ${names(t, there.slice(1))} ${verb(there.slice(1), 'adds', 'add')} nothing)` : ''} (2.26).`,
      rule: RULE,
      side: m.side,
      loc: hex,
      units: [there[0]],
    })
    return 'progress'
  },
}
