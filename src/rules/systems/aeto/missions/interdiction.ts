// Convoy Routes and Japanese Merchant Shipping Routes as the air rules see them (APTO Part 2:
// 2.10–2.13, 2.25, 2.26): which areas and routes exist, which may be interdicted now and by whom,
// the strength of an interdicting bomber, the exact odds of one interdiction roll with the per-area
// cap, and the record of what interdiction cost each nation (`state.interdiction`). The EP are
// economic results outside the air rules: Sortie shows them to the players (log lines, the results
// panel) and keeps no EP Track. A leaf module: the procedures (convoyInterdiction.ts,
// merchantInterdiction.ts), the bot, the random player and the UI read it.
import type { Tx } from '../engine/core'
import type { ConvoyRouteDef, MerchantRouteDef, Scenario } from '../scenario/schema'
import type { GameState, Loc, SideId, UnitId } from '../types'
import { defOf, faceOf } from '../units'
import { bombingTable, cellOf, columnFor, parseResult, WAYS, type BombingTable } from './bombingTable'
import type { InterdictionResult } from '../state/interdiction'
export type { InterdictionResult } from '../state/interdiction'

/** One Convoy Route sea area: its route, its printed MP (the cap of air interdiction, 2.13) and its name. */
export interface ConvoyArea {
  id: string
  name: string
  loc: Loc
  mp: number
  route: ConvoyRouteDef
}

/** The Indian Ocean route is closed unless declared open for the season; every other route is always open (2.10, 2.12). */
export function routeOpen(route: ConvoyRouteDef): boolean {
  return route.open ?? !route.indianOcean
}

const areasCache = new WeakMap<Scenario, ConvoyArea[]>()

/** Every Convoy Route sea area of the scenario, in the routes' order. */
export function convoyAreas(t: Tx): ConvoyArea[] {
  const sc = t.s.scenario
  let out = areasCache.get(sc)
  if (!out) {
    out = []
    for (const route of sc.convoyRoutes ?? [])
      for (const id of route.seaAreas) {
        const def = sc.map.largeSeaAreas.find((a) => a.id === id)
        if (def) out.push({ id, name: def.name, loc: t.ctx.map.seaAreaOf(id), mp: def.mp, route })
      }
    areasCache.set(sc, out)
  }
  return out
}

export function convoyAreaAt(t: Tx, loc: Loc): ConvoyArea | null {
  return convoyAreas(t).find((a) => a.loc === loc) ?? null
}

/** Whether `nation` belongs to a side that opposes `side`. */
function enemyNation(t: Tx, side: SideId, nation: string): boolean {
  const owner = t.ctx.nationSide.get(nation)
  return owner !== undefined && owner !== side
}

/** The EP air interdiction has cost an area in this month's Strategic Warfare Phase (2.13). */
export function lostThisPhase(s: GameState, area: string): number {
  let n = 0
  for (const r of s.interdiction ?? [])
    if (r.kind === 'convoy' && r.where === area && r.year === s.turn.year && r.month === s.turn.month)
      n += r.eps
  return n
}

/** How many more EP air interdiction may cost the area this Phase: its printed MP, less what it has lost (2.13). */
export function capLeft(t: Tx, area: ConvoyArea): number {
  return Math.max(0, area.mp - lostThisPhase(t.s, area.id))
}

export interface InterdictableArea extends ConvoyArea {
  /** Why `side` may not interdict it now (closed, friendly, cap reached), or null. */
  refused: string | null
}

/** The Convoy Route areas of the enemy of `side`, each with why it may not be interdicted now (2.10, 2.12, 2.13). */
export function enemyConvoyAreas(t: Tx, side: SideId): InterdictableArea[] {
  return convoyAreas(t)
    .filter((a) => enemyNation(t, side, a.route.nation))
    .map((a) => ({
      ...a,
      refused: !routeOpen(a.route)
        ? `${a.route.name} is closed this season: the UK has not declared it open (2.12).`
        : capLeft(t, a) === 0
          ? `${a.name} has lost ${a.mp} EP to air interdiction this Phase, its printed MP: the cap is reached (2.13).`
          : null,
    }))
}

/** A bomber's interdiction strength: its printed strength, halved (rounded down) where the weather of its base or of the area halves strength; no other halving or shift (APTO S7, W3). */
export function interdictionStrength(t: Tx, id: UnitId, area: Loc): number {
  const u = t.s.units[id]
  const strength = faceOf(t.ctx, u).strength
  const halves = (w: string) => w === 'halfStrength' || w === 'halfStrengthAndRange'
  const base = t.ctx.baseLoc.get(u.base)
  return (base !== undefined && halves(t.ctx.weatherAt(base))) || halves(t.ctx.weatherAt(area))
    ? Math.floor(strength / 2)
    : strength
}

export interface InterdictionOdds {
  strength: number
  /** The Bombing Table column, or null when the strength is below its first column. */
  column: string | null
  placeholder: boolean
  cap: number
  capLeft: number
  /** Chance of each EP loss counted after the cap (index = EP), exact over 2d6, over the cells the table gives. */
  eps: number[]
  /** Expected EP counted, over the cells the table gives. */
  expected: number
  /** Chance of an asterisk: one bomber of the group loses a step (2.13), over the cells the table gives. */
  aaLoss: number
  /** Chance of a roll on a cell the players' table leaves empty: read off their own chart then, so not in the odds above. */
  unknown: number
  /** 2d6 totals that give each result, for the dialog; `result` and `counted` are null on a cell left to the player's chart. */
  rows: { roll: number; result: number | null; counted: number | null; asterisk: boolean }[]
}

/** Exact odds of one interdiction roll by a group of this strength with `left` EP still under the cap (2.13). */
export function interdictionOdds(
  strength: number,
  cap: number,
  left: number,
  table: BombingTable,
): InterdictionOdds {
  const col = columnFor(table, strength)
  const eps: number[] = [0]
  let aa = 0
  let expected = 0
  let unknown = 0
  const rows: InterdictionOdds['rows'] = []
  for (let roll = 2; roll <= 12; roll++) {
    const p = WAYS[roll] / 36
    const cell = col ? cellOf(col.column, roll) : '0'
    if (cell === null) {
      unknown += p
      rows.push({ roll, result: null, counted: null, asterisk: false })
      continue
    }
    const r = parseResult(cell)
    const counted = Math.min(r.result, left)
    while (eps.length <= counted) eps.push(0)
    eps[counted] += p
    expected += p * counted
    if (r.asterisk) aa += p
    rows.push({ roll, result: r.result, counted, asterisk: r.asterisk })
  }
  return {
    strength,
    column: col?.label ?? null,
    placeholder: table.placeholder,
    cap,
    capLeft: left,
    eps,
    expected,
    aaLoss: aa,
    unknown,
    rows,
  }
}

/** The odds of a group of bombers over `area` now. */
export function groupOdds(t: Tx, area: ConvoyArea, bombers: readonly UnitId[]): InterdictionOdds {
  const strength = bombers.reduce((n, id) => n + interdictionStrength(t, id, area.loc), 0)
  return interdictionOdds(strength, area.mp, capLeft(t, area), bombingTable(t.s))
}

/** Bombers (B) only interdict; F, FB and N never do (2.13, 2.26). */
export function isInterdictor(t: Tx, id: UnitId): boolean {
  return defOf(t.ctx, id).type === 'B'
}

/** Notes one result for the players. */
export function recordInterdiction(t: Tx, r: Omit<InterdictionResult, 'year' | 'month'>): void {
  t.s.interdiction = [...(t.s.interdiction ?? []), { ...r, year: t.s.turn.year, month: t.s.turn.month }] // a new list: the previous state keeps its own
}

// ------------------------------------------------------------------ Merchant Shipping Routes (2.26)

export interface MerchantRouteNow {
  route: MerchantRouteDef
  /** Why `side` may not interdict it now (it leads to no resource hex its nation's side holds; already interdicted this Phase), or null. */
  refused: string | null
}

/** Whether the route counts: it leads to or from a place where its nation's side holds a resource hex (2.26). */
export function routeCounts(t: Tx, route: MerchantRouteDef): boolean {
  if (!route.resourceHexes) return true
  const owner = t.ctx.nationSide.get(route.nation)
  return route.resourceHexes.some((h) => {
    const loc = t.ctx.map.parseLoc(h)
    return loc !== null && t.ctx.hexController(loc) === owner
  })
}

/** Whether a bomber has already interdicted this route this Phase: one bomber counts per route colour (2.26). */
export function merchantInterdictedThisPhase(s: GameState, route: string): boolean {
  return (s.interdiction ?? []).some(
    (r) => r.kind === 'merchant' && r.where === route && r.year === s.turn.year && r.month === s.turn.month,
  )
}

/** The enemy Merchant Shipping Routes of `side`, each with why it may not be interdicted now. */
export function enemyMerchantRoutes(t: Tx, side: SideId): MerchantRouteNow[] {
  return (t.s.scenario.merchantRoutes ?? [])
    .filter((r) => enemyNation(t, side, r.nation))
    .map((route) => ({
      route,
      refused: !routeCounts(t, route)
        ? `${route.name} leads to no island, nation or territory where ${t.ctx.sideName.get(t.ctx.nationSide.get(route.nation)!) ?? route.nation} holds a resource hex (2.26).`
        : merchantInterdictedThisPhase(t.s, route.id)
          ? `${route.name} has been interdicted by a bomber this Phase: one bomber counts per route colour (2.26).`
          : null,
    }))
}

/** A bomber counts for a Merchant Shipping Route at full strength only (2.26; APTO S6). */
export function fullStrength(t: Tx, id: UnitId): boolean {
  return t.s.units[id].face === 'front'
}

/** The nation's name for texts. */
export function nationName(t: Tx, nation: string): string {
  return t.s.scenario.nations.find((n) => n.id === nation)?.name ?? nation
}
