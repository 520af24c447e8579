// Japanese surface raiders (APTO [2.21]–[2.23]; spec §1.2 P2 step 3, §3.10 "Related non-air
// items"): which ships of the Japanese side in an open enemy Convoy Route sea area may interdict it
// in the Japanese Surface Raider Step, the fixed EP each inflicts (no die), and which flotillas
// raided this month: those are "Active" and move no more until the month ends ([2.21]). A leaf
// module: the step (engine/surfaceRaiders.ts), naval movement, the bot and the UI read it.
//
//   Auxiliary Cruiser ("Raider"), CL, CA, BB, BBCV   1 EP per gunnery point [2.23]
//   aircraft carrier with a Naval-Air unit aboard    8 EP; the Naval-Air unit is not committed [2.21]
//   submarine                                        1 EP, only under the optional rule [11.49]
//                                                    (option `submarineRaiders`, default off)
//
// Only undamaged ships raid ([2.21]; an Auxiliary Cruiser has no damaged side: the Aikoku's back is
// the Hokoku, [2.22]), never one that entered the area in the previous End Phase ([2.21] NOTE).
// The air interdiction cap of an area (2.13) does not count these EP.
import type { Tx } from '../engine/core'
import { convoyAreaAt, nationName, routeOpen, type ConvoyArea } from '../missions/interdiction'
import type { GameState, SideId } from '../types'
import { defOf } from '../units'
import {
  flotillaOf,
  isCarrierShip,
  isSubmarine,
  isSunk,
  shipDef,
  shipFaceNow,
  shipPosition,
  shipValues,
} from './ships'
import type { IneligibleRaider, RaiderOption } from '../state/raiders'
export type { IneligibleRaider, RaiderOption } from '../state/raiders'

export const RAIDER_RULE = '2.21'

/** The side of the Japanese nation (the one that raids), or null when the scenario has none. */
export function japaneseSide(s: GameState): SideId | null {
  return s.scenario.nations.find((n) => n.role === 'japanese')?.side ?? null
}

/** An Auxiliary Cruiser: type "Raider" (as 4.20 calls it), "AMC" or "AuxCruiser" ([2.22]). */
export function isAuxiliaryCruiser(type: string): boolean {
  return /^(raider|amc|aux(iliary)?[ -]?cruiser)$/i.test(type)
}

const GUNNERY_TYPES = new Set(['CL', 'CA', 'BB', 'BBCV'])

/** The monthly turn as one number (year * 12 + month - 1). */
export function turnIndex(s: GameState): number {
  return s.turn.year * 12 + s.turn.month - 1
}

/** The submarine raider of optional [11.49] is played (scenario option `submarineRaiders`; [11.49] is not in Booklet 1). */
export function submarineRaiders(s: GameState): boolean {
  return s.scenario.options.submarineRaiders === true
}

/** The carrier's Naval-Air units aboard it now (not aloft, not ashore, not eliminated). */
function navalAirAboard(t: Tx, ship: string): string[] {
  const out: string[] = []
  for (const [base, carrier] of t.ctx.carrierBases) {
    if (carrier !== ship) continue
    for (const id of t.s.stacks[base] ?? []) {
      const u = t.s.units[id]
      if (!u.eliminated && !u.aloft && defOf(t.ctx, id).type === 'N') out.push(id)
    }
  }
  return out
}

/** Whether the ship entered a Convoy Route area during the End Phase of the month before (naval movement the players entered). */
export function enteredLastEndPhase(s: GameState, ship: string): boolean {
  const e = s.naval?.endEntered
  return e !== undefined && e.turn === turnIndex(s) - 1 && e.ships.includes(ship)
}

/** The EP the ship inflicts and why, or why it may not raid at all (2.21, 2.23; [11.49]). */
function raidValue(t: Tx, ship: string): { eps: number; basis: string } | { reason: string } {
  const d = shipDef(t.ctx, ship)
  const aux = isAuxiliaryCruiser(d.type)
  if (!aux && shipFaceNow(t.ctx, t.s, ship) === 'back')
    return { reason: 'it is damaged: only undamaged ships raid (2.21).' }
  if (isSubmarine(d.type)) {
    if (!submarineRaiders(t.s))
      return {
        reason:
          'a submarine raids only under the optional rule [11.49], which this scenario does not play (option submarineRaiders) (2.23).',
      }
    return { eps: 1, basis: 'a submarine, optional [11.49]' }
  }
  if (aux || GUNNERY_TYPES.has(d.type.toUpperCase())) {
    const g = shipValues(t.ctx, t.s, ship).gunnery
    if (g < 1) return { reason: `its gunnery rating is ${g}: a raider needs at least 1 (2.21).` }
    return { eps: g, basis: `gunnery ${g}` }
  }
  if (isCarrierShip(t.ctx, ship)) {
    if (!navalAirAboard(t, ship).length)
      return { reason: 'it has no Naval-Air unit aboard: a carrier raids only with one (2.21, 2.23).' }
    return { eps: 8, basis: 'a carrier with its Naval-Air aboard' }
  }
  return {
    reason: `a ${d.type} is no raider: Auxiliary Cruisers, CL, CA, BB and BBCV (gunnery at least 1, never a DD), carriers with Naval-Air${submarineRaiders(t.s) ? ' and submarines' : ''} raid (2.21, 2.23).`,
  }
}

/**
 * The ships of the Japanese side afloat at sea in an open enemy Convoy Route area, those that may
 * raid it now (in the scenario's order of ships) and the others with why not (2.12, 2.21–2.23).
 */
export function raiderCandidates(t: Tx): {
  side: SideId | null
  eligible: RaiderOption[]
  ineligible: IneligibleRaider[]
} {
  const side = japaneseSide(t.s)
  const eligible: RaiderOption[] = []
  const ineligible: IneligibleRaider[] = []
  if (side === null || !t.s.scenario.convoyRoutes?.length) return { side, eligible, ineligible }
  for (const d of t.s.scenario.navalUnits) {
    if (isSunk(t.s, d.id) || t.ctx.nationSide.get(d.nation) !== side) continue
    const at = shipPosition(t.ctx, t.s, d.id)
    if (at.inPort) continue
    const area: ConvoyArea | null = convoyAreaAt(t, at.loc)
    if (!area || t.ctx.nationSide.get(area.route.nation) === side) continue
    const where = { ship: d.id, name: d.name, area: area.id, areaName: area.name }
    if (!routeOpen(area.route)) {
      ineligible.push({
        ...where,
        reason: `the ${area.route.name} is closed this season: the UK has not declared it open (2.12).`,
      })
      continue
    }
    if (enteredLastEndPhase(t.s, d.id)) {
      ineligible.push({
        ...where,
        reason: `it entered ${area.name} in the End Phase of the month before (2.21 NOTE).`,
      })
      continue
    }
    const v = raidValue(t, d.id)
    if ('reason' in v) ineligible.push({ ...where, reason: v.reason })
    else
      eligible.push({
        ...where,
        type: d.type,
        route: area.route.name,
        nation: area.route.nation,
        nationName: nationName(t, area.route.nation),
        eps: v.eps,
        basis: v.basis,
      })
  }
  return { side, eligible, ineligible }
}

/** The ships that raided a Convoy Route in this month's Strategic Warfare Phase (2.21). */
export function raidersThisMonth(s: GameState): Set<string> {
  const out = new Set<string>()
  for (const r of s.interdiction ?? [])
    if (r.kind === 'surface' && r.ship !== undefined && r.year === s.turn.year && r.month === s.turn.month)
      out.add(r.ship)
  return out
}

/**
 * The flotillas with a ship that raided this month: "Active", they may not move (nor make a naval
 * interception) in the Naval and Air, Offensive or End Phase of the month (2.21). Sortie keeps
 * flotillas whole, so one raider holds its whole flotilla.
 */
export function activeRaiderFlotillas(t: Tx): Set<string> {
  const out = new Set<string>()
  if (!t.s.interdiction?.length) return out
  for (const ship of raidersThisMonth(t.s)) out.add(flotillaOf(t.ctx, ship))
  return out
}
