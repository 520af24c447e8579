// The rules module's public surface: pure, deterministic, no DOM.
import { strikeHalved } from './weather/effects'
import { groundSupportForecast, landCombatFacts } from './engine/landOffensive'
import { previewAttack, previewRound } from './engine/airCombat'
import { tx } from './engine/core'
import type { GameState, UnitId } from './types'
import { strafeOdds, strafeTargetList } from './missions/strafe'
import { evacuationFaces } from './missions/evacuation'
import { raidFigures, raidTargetList } from './missions/strategicRaid'
import {
  bombedEarlierThisSeason,
  epLostThisSeason,
  railCapacityNow,
  railNationOf,
  railRefusal,
  seasonName,
  strategicNationName,
  targetAt,
  turnNumber,
} from './missions/strategicTargets'
import { bombingOdds, bombingTargetList } from './missions/bombing'
import { installationsAt } from './installations'
import { missionProcedure } from './missions'
import { airTransportChoicesAt } from './missions/airTransport'
import { flyingAsKamikaze, mayFlyKamikaze } from './missions/kamikaze'
import { counterstrikeOdds } from './engine/counterstrike'
import { submarineAttackOdds, submarineTargetList } from './missions/submarineSearch'
import { bombardmentOdds } from './missions/navalBombardment'

export { apply } from './engine/flow'
export { newGame, type NewGameOptions } from './engine/newGame'
export { legalActions, subsets, type LegalOptions } from './engine/legal'
export { awaitedRoll } from './engine/procedures/rollDecision'
/** Every pending kind and every action type of the system, from the procedures that declare them. */
export { actionTypes, pendingKinds } from './engine/procedures'
export { contextOf } from './context'
export { scenarioSummary, scenarioEnded, type ScenarioSummary, type SideSummary } from './engine/summary'
export * from './types'

/** The air target number, every modifier and the exact odds of one attack, before it is rolled. */
export function attackPreview(state: GameState, attacker: UnitId, target: UnitId) {
  return previewAttack(tx(state), attacker, target)
}

/** Exact odds of a set of attacks of the current round (per-unit and per-side distributions). */
export function roundPreview(state: GameState, attacks: readonly { attacker: UnitId; target: UnitId }[]) {
  return previewRound(tx(state), attacks)
}
/** The air target number, modifiers and exact odds of one strafing attack of the pending decision (4.14). */
export function strafePreview(state: GameState, attacker: UnitId, target: UnitId) {
  const p = state.pending
  const m = p.kind === 'strafeTarget' ? state.missions[p.mission] : undefined
  if (!m) throw new Error('no strafing attack is pending')
  return strafeOdds(tx(state), m, attacker, target)
}

/** How many faces of a d6 evacuate a unit at evacuation number n (4.14; APTO: a 6 always fails). */
export function evacuationChance(state: GameState, n: number): number {
  return evacuationFaces(tx(state), n)
}

/** Enemy airbases within reach of these units from `base`, for a strafing mission (4.14). */
export function strafeTargets(state: GameState, base: string, units: readonly UnitId[]) {
  return strafeTargetList(tx(state), state.pending.side, base, units)
}

/** Exact odds of bombing one installation with these bombers (4.26): column, target number, destruction, AA and collateral. */
export function bombingPreview(state: GameState, installation: string, bombers: readonly UnitId[]) {
  const p = state.pending
  const m = p.kind === 'bombAllocation' ? state.missions[p.mission] : undefined
  if (!m) throw new Error('no bombing is pending')
  const t = tx(state)
  const inst = installationsAt(t.ctx, state, m.target!).find((i) => i.id === installation)
  if (!inst) throw new Error(`no installation ${installation} at the target`)
  return bombingOdds(t, inst, bombers)
}

/** The scenario lets this unit fly an air-naval attack as a Kamikaze (APTO 4.20). */
export function unitMayFlyKamikaze(state: GameState, unit: UnitId): boolean {
  return mayFlyKamikaze(tx(state).ctx, unit)
}

/** The unit flies its present mission as a Kamikaze (APTO 4.16, 4.20). */
export function unitFlyingAsKamikaze(state: GameState, unit: UnitId): boolean {
  return flyingAsKamikaze(state, unit)
}

/** Exact odds of one air-naval attack of the pending D-AN-ATTACK (4.20, 4.21): to hit, to sink, anti-aircraft hit on the bomber. */
export function navalAttackPreview(state: GameState, bomber: UnitId, ship: string) {
  const p = state.pending
  const m = p.kind === 'navalAttack' ? state.missions[p.mission] : undefined
  if (!m) throw new Error('no air-naval attack is pending')
  return airNavalOdds(tx(state), m, bomber, ship)
}

/** Whether naval combat may leave this ship damaged rather than sunk (4.20). */
export function shipMayBeDamaged(state: GameState, ship: string): boolean {
  return mayBeDamaged(tx(state), ship)
}

/**
 * Carriers as ferries for the deciding side's plan (4.4, 4.6): each embark and disembark it may
 * make, its ferried units aboard (to dump overboard), and where a docked carrier lacks the spare
 * point for a waiting unit, the Naval-Air units it may deplete or dump (D-BASE-CARRIER).
 */
export function ferryChoices(state: GameState) {
  const t = tx(state)
  const side = state.pending.side
  const aboard = t.ctx.carrierBases
    .map(([b]) => ({ carrier: b, unit: ferriedAboard(t.ctx, state, b) }))
    .filter(
      (x): x is { carrier: string; unit: UnitId } => x.unit !== null && state.units[x.unit].side === side,
    )
  return { moves: ferryOptions(t, side), aboard, room: roomChoices(t, side) }
}

/** APTO's fixed transfers open to the deciding side now (4.1 [A]–[C]; APTO D8): per route and base of departure, each unit and where it may go. */
export function fixedTransferChoices(state: GameState): FixedTransferOption[] {
  return fixedTransferOptions(tx(state), state.pending.side)
}

/**
 * Carriers in port for the deciding side's plan (4.5, D-BASE-PORTNAVAL, secret): each Naval-Air unit
 * that may go ashore or back aboard, and each of its ports doubled by a docked carrier with its
 * places (normal capacity, artificial places for Naval-Air units only, chits there now). In the
 * enemy's naval window: those of its carriers docking or about to sail in a reactive move (APTO D23).
 */
export function portNavalChoices(state: GameState) {
  const t = tx(state)
  const side = state.pending.side
  // In the enemy's window only the carriers docking or sailing in a reactive move (4.5; APTO D23).
  const windowed = state.pending.kind === 'navalWindow' ? windowPortCarriers(t, side) : null
  const ports = doubledPorts(t.ctx, state)
    .filter(
      (b) =>
        t.ctx.baseDefs.get(b)?.owner === side &&
        (!windowed || dockedCarriers(t.ctx, state, b).some((c) => windowed.includes(c))),
    )
    .map((port) => ({
      port,
      carriers: dockedCarriers(t.ctx, state, port),
      normal: capacityOfBase(t.ctx, state, port),
      artificial: artificialPlaces(t.ctx, state, port),
      units: (state.stacks[port] ?? []).length,
    }))
  return { moves: windowed ? windowPortNavalOptions(t, side) : portNavalOptions(t, side), ports }
}

/** Whether a unit is ferried aboard a carrier (4.6). */
export function unitIsFerried(state: GameState, unit: UnitId): boolean {
  return isFerried(tx(state).ctx, state, unit)
}

/** The flotillas the deciding side may move now, each with its next locations (naval movement, 4.15). */
export function flotillaMoveList(state: GameState) {
  return flotillaMoves(tx(state), state.pending.side)
}

/** The deciding side's carriers afloat, each with its Standby or Active status (default labelled as such) and the statuses it may enter now (4.25; Part 3). */
export function carrierStatusChoices(state: GameState) {
  return carrierStatusOptions(tx(state), state.pending.side)
}

/** The deciding side's flotillas that may enter a successful naval interception now (4.28). */
export function navalInterceptors(state: GameState) {
  return interceptingFlotillas(tx(state), state.pending.side)
}

/** In a flotilla's air window, the deciding side's flotillas that may react (a reactive move, Part 3), with their next locations. */
export function reactiveFleet(state: GameState) {
  return state.pending.kind === 'navalWindow' ? reactiveMoves(tx(state), state.pending.side) : []
}

/** Exact odds of one air-naval attack by `bomber` on `ship` where an enemy flotilla halts (naval air window) or intercepted (Intensive attack) (4.20, 4.21, 4.28). */
export function interceptionOdds(state: GameState, bomber: UnitId, ship: string) {
  const p = state.pending
  if (p.kind !== 'navalWindow' && p.kind !== 'intensive') throw new Error('no naval air window is pending')
  const t = tx(state)
  const loc = t.ctx.map.parseLoc(p.loc!)!
  const inPort = p.kind === 'navalWindow' && p.inPort
  const aa = navalAA(t.ctx, state, loc, inPort, shipSide(t.ctx, ship))
  return {
    ...navalAttackOdds(t.ctx, state, state.units[bomber], ship, inPort, aa),
    aa: aa.value,
    attacks: navalAttackCount(
      t.ctx,
      state.units[bomber],
      false,
      strikeHalved(t.ctx, state, state.units[bomber], loc),
    ),
  }
}

/** Exact odds of one attack of `bomber` on `ship` at a Counterstrike target (APTO 4.1; 4.20, 4.21), with its number of attacks and the AA value there. */
export function counterstrikePreview(
  state: GameState,
  bomber: UnitId,
  target: { loc: string; inPort: boolean },
  ship: string,
) {
  return counterstrikeOdds(tx(state), bomber, target, ship)
}

/** Located enemy ships this side may strike, with the bombers of `units` that reach them from `base` (4.10, 4.15). */
export function airNavalTargetList(state: GameState, base: string, units: readonly UnitId[]) {
  const t = tx(state)
  const ctx = t.ctx
  const from = ctx.baseLoc.get(base)
  if (from === undefined) return []
  return airNavalTargets(t, state.pending.side).map((x) => ({
    hex: ctx.map.locLabel(x.loc),
    inPort: x.inPort,
    ships: x.ships.map((id) => ctx.navalDefs.get(id)!.name),
    distance: routeCost(t, from, x.loc),
    reach: units.filter((id) => reachesTarget(t, id, from, x.loc).ok), // the launch's own test (4.15)
  }))
}

/** Enemy submarines at sea the deciding side may search for from `base` with `units` (FB and N in `roles`), each with the units that reach it, the searchers and the search's exact odds (APTO 3.29). */
export function submarineSearchTargets(
  state: GameState,
  base: string,
  units: readonly UnitId[],
  roles: Readonly<Record<UnitId, 'fighter' | 'bomber'>> = {},
) {
  return submarineTargetList(tx(state), state.pending.side, base, units, roles)
}

/** Exact odds of the one attack on a submarine found, by `bomber` on `ship`, during D-SUB-ATTACK (APTO 3.29; 4.20, 4.21). */
export function submarineAttackPreview(state: GameState, bomber: UnitId, ship: string) {
  const p = state.pending
  const m = p.kind === 'submarineAttack' ? state.missions[p.mission] : undefined
  if (!m) throw new Error('no attack on a submarine is pending')
  return submarineAttackOdds(tx(state), m, bomber, ship)
}

/** Exact odds of one naval bombardment of the plan (APTO 3.28): these ships of a flotilla that may bombard, on one installation of its hex. */
export function bombardmentPreview(
  state: GameState,
  flotilla: string,
  installation: string,
  ships: readonly string[],
) {
  const p = state.pending
  const o = p.kind === 'plan' ? p.bombard?.find((x) => x.flotilla === flotilla) : undefined
  if (!o) throw new Error(`flotilla ${flotilla} may not bombard now`)
  const t = tx(state)
  const inst = installationsAt(t.ctx, state, t.ctx.map.parseLoc(o.hex)!).find((i) => i.id === installation)
  if (!inst) throw new Error(`no installation ${installation} at ${o.hex}`)
  return bombardmentOdds(t, inst, ships)
}
export type { BombardmentOption } from './missions/navalBombardment'

/** Enemy installation hexes within reach of these bombers from `base` (4.26). */
export function bombingTargets(state: GameState, base: string, units: readonly UnitId[]) {
  return bombingTargetList(tx(state), state.pending.side, base, units)
}

/** Enemy Strategic Targets these units reach from `base`, for a strategic bombing raid (APTO 2.2, 2.3). */
export function raidTargets(state: GameState, base: string, units: readonly UnitId[]) {
  return raidTargetList(tx(state), state.pending.side, base, units)
}

/**
 * Everything about one Strategic Bombing Attack of the pending raid decision before its roll
 * (APTO 2.3–2.8): strength and halvings, column and shifts, the B-29 modifier, every outcome and
 * the exact odds. `target`: the Strategic Target or the Rail Capacity.
 */
export function raidPreview(
  state: GameState,
  target: 'strategic' | 'rail',
  bombers: readonly UnitId[],
  b29Bonus?: boolean,
) {
  const p = state.pending
  const m = p.kind === 'raidAttacks' || p.kind === 'raidAssign' ? state.missions[p.mission] : undefined
  if (!m) throw new Error('no strategic bombing raid is pending')
  return raidFigures(tx(state), m, target, bombers, b29Bonus)
}

/** The strategic bombing of the game so far (APTO Part 2): every attack's result, the EP each nation lost this season, each Rail Capacity this month. */
export function strategicResults(state: GameState) {
  const sb = state.scenario.strategicBombing
  const turn = turnNumber(state)
  const results = state.strategic?.results ?? []
  const nations = [...new Set(results.filter((r) => r.target === 'strategic').map((r) => r.nation))]
  const nameOf = (id: string) => state.scenario.nations.find((n) => n.id === id)?.name ?? id
  return {
    turn,
    season: seasonName(turn),
    thisMonth: results.filter((r) => r.turn === turn),
    epThisSeason: nations
      .map((n) => ({ nation: n, name: nameOf(n), lost: epLostThisSeason(state, n), income: sb?.income?.[n] }))
      .filter((x) => x.lost > 0),
    rail: Object.keys(sb?.railCapacity ?? {})
      .map((n) => ({ nation: n, name: nameOf(n), ...railCapacityNow(state, n)! }))
      .filter((x) => x.lost > 0),
  }
}

/** The Strategic Target of a hex as players read it (APTO 2.3, 2.6, 2.9), or null: its kind, whose it is, its Rail Capacity, whether it was bombed earlier this season. */
export function strategicTargetInfo(state: GameState, hex: string) {
  const t = tx(state)
  const loc = t.ctx.map.parseLoc(hex)
  const f = loc === null ? null : targetAt(t, loc)
  if (!f) return null
  const rail = railNationOf(t, f)
  const name = (id: string) => strategicNationName(t, id)
  return {
    name: f.name,
    kind: f.def.kind,
    capital: !!f.def.capital,
    oil: !!f.def.oil,
    nation: name(f.nation),
    holder: name(f.holder),
    conquered: f.conquered,
    rail: rail ? { nation: name(rail), ...railCapacityNow(state, rail)! } : null,
    bombedEarlier: bombedEarlierThisSeason(state, f.hex),
  }
}

/** Whether rail movement from nation `from` into and through `through` is forbidden this month, and why (APTO 2.6; rail movement is played at the table). */
export function railMovementRefusal(
  state: GameState,
  from: string,
  through: readonly string[],
): string | null {
  return railRefusal(state, from, through)
}

export { capacityNow, componentsNow, installationsAt } from './installations'

/** The plan dialog's air transport choices from `base` for the side deciding (4.23); with `route` (the ATPs and the stops chosen), whether each base is within their reach next. */
export function airTransportChoices(
  state: GameState,
  base: string,
  route?: { atps: readonly UnitId[]; hops: readonly string[] },
) {
  return airTransportChoicesAt(tx(state), state.pending.side, base, route)
}
export type { AirTransportChoices } from './missions/airTransport'
export type { CargoOrder } from './missions/types'
import { airNavalOdds, airNavalTargets, reachesTarget, routeCost } from './missions/airNaval'
export { shipDef, shipFaceNow, shipValues, isSunk, isLocated, isSubmarine } from './naval/ships'
import { navalAA, navalAttackCount, navalAttackOdds, shipSide } from './naval/ships'
import {
  flotillaMoves,
  interceptingFlotillas,
  reactiveMoves,
  windowPortCarriers,
  windowPortNavalOptions,
} from './engine/navalMove'
import { ferryOptions, roomChoices, type FerryOption } from './engine/ferry'
import { fixedTransferOptions, type FixedTransferOption } from './engine/fixedTransfer'
import { carrierStatusOptions, type CarrierStatusOption } from './engine/carrierStatus'
export type { CarrierStatusOption }
export { carrierStatusWords } from './naval/carrierStatus'
export type { FixedTransferOption }
import { artificialPlaces, dockedCarriers, ferriedAboard, isFerried } from './bases'
import { capacityNow as capacityOfBase } from './installations'
import { doubledPorts, portNavalOptions, type PortNavalOption } from './engine/portNaval'
export type { FerryOption, PortNavalOption }
import { mayBeDamaged } from './naval/shipLosses'
/** Why this unit may not fly this mission (e.g. only fighter-role units strafe, 4.14), or null. */
export function missionUnitRefusal(
  state: GameState,
  kind: string,
  unit: UnitId,
  role?: 'fighter' | 'bomber',
) {
  return missionProcedure(kind)?.unitRefused?.(tx(state), state.units[unit], role) ?? null
}

export { MISSIONS } from './missions'
export { carrierRoom } from './missions/carrierLanding'
export type { MissionKind } from './missions/types'
export {
  changeBaseOnly,
  collectReach,
  type CollectReach,
  rangeOverlay,
  interceptionZone,
  traceLaunch,
  traceInterceptors,
  declarationDepth,
  flightStatus,
  engagementStack,
  unitStatus,
  type TraceStatus,
  type InterceptorTrace,
  type UnitStatus,
} from './overlays'

/** A land combat hex's terrain, weather and what halves bombers there (4.22). */
export function landCombatInfo(state: GameState, hex: string, fortified = false) {
  return landCombatFacts(tx(state), hex, fortified)
}
/** During D-GS-LAUNCH: the combat under way and its result if every air unit now over the hex stayed (4.22). */
export function groundSupportPreview(state: GameState) {
  return groundSupportForecast(tx(state))
}
export { LAND_STEP_NAMES } from './engine/landOffensive'
export type { LandReconTarget, LandReconUnit } from './engine/landRecon'
export { landSeenBy, landStackWords, type LandStackSeen } from './view'
export { identifies } from './viewShips'

import { grassSites, demolishable, epLeft, type GrassSite } from './engine/grassAirfields'
import { capturableBases } from './engine/forcedRebase'
export type { GrassSite }
/** D-BASE-GRASS (4.3): the hexes where the deciding side may place a grass airfield now, with the nations that may build each. */
export function grassAirfieldSites(state: GameState): GrassSite[] {
  return grassSites(tx(state), state.pending.side)
}
/** Basing actions open to the deciding side now: its empty grass airfields it may demolish (4.3), the enemy bases its land units may be entered as capturing (4.7), its EP left (null: not counted). */
export function basingChoices(state: GameState) {
  const t = tx(state)
  const side = state.pending.side
  const kind = state.pending.kind
  const open = kind === 'plan' || kind === 'offensive' || kind === 'landCombat'
  return {
    demolish: open && kind !== 'landCombat' ? demolishable(t, side) : [],
    capture: open ? capturableBases(t, side) : [],
    ep: epLeft(state, side),
  }
}
import { chainDestinations } from './engine/baseChain'
/** D-BASE-CHAIN: one-hop destinations with room for these residents of the full base leaving together (4.8). */
export function chainDestinationList(state: GameState, units: readonly UnitId[]) {
  const p = state.pending
  if (p.kind !== 'baseChain' || !units.length) return []
  return chainDestinations(tx(state), p.side, p.base, units)
}

import { convoyTargetList } from './missions/convoyInterdiction'
import { merchantTargetList } from './missions/merchantInterdiction'
import { convoyAreaAt, groupOdds, nationName } from './missions/interdiction'
export type { InterdictionOdds, InterdictionResult } from './missions/interdiction'

/** Exact odds of one Convoy Route interdiction roll by these bombers of the pending D-CONVOY-ATTACK, the per-area cap applied (APTO 2.13). */
export function interdictionPreview(state: GameState, bombers: readonly UnitId[]) {
  const p = state.pending
  const m = p.kind === 'convoyAttack' ? state.missions[p.mission] : undefined
  if (!m) throw new Error('no convoy interdiction is pending')
  const t = tx(state)
  return groupOdds(t, convoyAreaAt(t, m.target!)!, bombers)
}

/** The enemy Convoy Route areas, with the ticked bombers that reach each from `base` and why one may not be interdicted now (APTO 2.10–2.13). */
export function convoyTargets(state: GameState, base: string, units: readonly UnitId[]) {
  return convoyTargetList(tx(state), state.pending.side, base, units)
}

/** The enemy Merchant Shipping Routes, with the hexes of each the ticked full-strength bombers reach from `base` (APTO 2.26). */
export function merchantTargets(state: GameState, base: string, units: readonly UnitId[]) {
  return merchantTargetList(tx(state), state.pending.side, base, units)
}

/** One line per result of interdiction, newest month first, for the results panel (APTO 2.13, 2.21–2.23, 2.26): where, who loses, the EP and how (a surface raider: its ship's name). */
export function interdictionResults(state: GameState) {
  const t = tx(state)
  return (state.interdiction ?? []).map((r) => {
    const inArea = r.kind === 'convoy' || r.kind === 'surface'
    const area = inArea ? t.ctx.map.seaAreaOf(r.where) : -1
    const where = inArea
      ? (convoyAreaAt(t, area)?.name ?? r.where)
      : (state.scenario.merchantRoutes?.find((x) => x.id === r.where)?.name ?? r.where)
    const ship = r.ship !== undefined ? t.ctx.navalDefs.get(r.ship) : undefined
    return {
      ...r,
      whereName: where,
      nationName: nationName(t, r.nation),
      ...(ship ? { shipName: ship.name, shipType: ship.type } : {}),
    }
  })
}

import { cargoOf, carrierFlotilla, embarkOptions, stpWords } from './engine/seaTransport'
import { airCargoCost, flotillaPoints, flotillaStps } from './naval/stpCargo'
import { shipPosition as shipAt, shipSide as sideOfShip } from './naval/ships'
/**
 * Naval transport for the deciding side's plan (APTO 3.21): each of its flotillas whose STPs are
 * docked where air units may embark now, with its STP points, what its air units aboard need, the
 * units aboard and the units of the port hex that may embark, each alone.
 */
export function stpEmbarkChoices(state: GameState) {
  const t = tx(state)
  return embarkOptions(t, state.pending.side).map((o) => ({
    ...o,
    stps: stpWords(t, o.flotilla),
    aboard: cargoOf(t, o.flotilla),
  }))
}
/** Where an air unit aboard STPs is (APTO 3.21): its flotilla, the STPs in words, their location and side, what they carry; null when it is not aboard. */
export function unitAboard(state: GameState, unit: UnitId) {
  const t = tx(state)
  const flotilla = carrierFlotilla(t, unit)
  if (flotilla === null) return null
  const stps = flotillaStps(t.ctx, state, flotilla)
  const at = stps.length ? shipAt(t.ctx, state, stps[0]) : null
  return {
    flotilla,
    stps: stpWords(t, flotilla),
    loc: at ? t.ctx.map.locLabel(at.loc) : null,
    inPort: at?.inPort ?? false,
    side: stps.length ? sideOfShip(t.ctx, stps[0]) : state.units[unit].side,
    points: flotillaPoints(t.ctx, state, flotilla),
    load: airCargoCost(t.ctx, state, cargoOf(t, flotilla)),
  }
}

// What the play screens, the map, the store and the tools read of the rules beyond the calls above.
// Code outside src/rules reaches the rules only through the entry points listed in
// src/rules/README.md ("Entry points"); src/layering.test.ts holds it.
export { bombingTable, columnFor, PLACEHOLDER_TABLE, resultOf } from './missions/bombingTable'
export { airstripWords, type AirstripWords } from './variant'
export { emptyNaval, flotillaOf, shipPosition, shipsAt, shipSide } from './naval/ships'
export { weatherNow, type WeatherNow } from './weather/now'
export { fullWeatherEffects } from './weather/effects'
export { weatherRuleAt } from './weather/reachNote'
export { recordValues } from './engine/persistentRecord'
export { baseLoc, isOverStacked, operationalSet } from './bases'
export { landUnitNow, landUnitsNow } from './land'
export { featureAt, type FeatureKind, fortStands, targetNumber } from './installations'
export { bandText, EFFECT_NAMES, LETTER_NAMES, SEVERITY_NAMES } from './weather/tables'
export { monthName } from './engine/sequence'
export { actionFieldProblems } from './actionFields'
export { type ScenarioContext } from './context'
export { faceOf, interceptRange, isFighterClass, numberedName, rangeOf } from './units'
export { flotillaStps } from './naval/stpCargo'
export { drawDie, newDice } from '../../kernel/dice'
export { maxOf } from './collections'
export {
  bombingChart,
  capacityChart,
  ENTERABLE_TABLES,
  enteredTable,
  enterRefusal,
  gameCharts,
  sightingChart,
} from './charts'
export { SIGHTING_OUTCOMES } from './sightingTable'
export {
  cellAt,
  fixedPointProblems,
  missingCells,
  provenanceNote,
  PROVENANCE_WORDS,
  PROVENANCES,
  tableProblems,
  type FixedPoint,
  type Provenance,
  type Table,
  type TableProblem,
} from '../../kernel/tables'
export { chartAnswerProblem, FROM_YOUR_CHART, type ChartQuestion } from '../../kernel/chartLookup'
