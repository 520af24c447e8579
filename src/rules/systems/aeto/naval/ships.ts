// Ships as the air rules see them (spec §2.3, §10.4, §10.5): where they are, what air attacks did
// to them, which the enemy has located, and the numbers of one air-naval attack — attacks per
// bomber, die modifiers, anti-aircraft value and the exact odds over 2d6. Naval movement is
// outside Part 4 (spec §16): players enter it as moves of a flotilla (engine/navalMove.ts), kept in
// `state.naval.ships`; a ship never moved is where the scenario puts it.
import type { ScenarioContext } from '../context'
import type { NavalUnitDef } from '../scenario/schema'
import type { GameState, Loc, Modifier, NavalState, SideId, UnitState } from '../types'
import { defOf, faceOf, isHeavy } from '../units'

export const NAVAL_RULE = '4.20'

export function shipDef(ctx: ScenarioContext, id: string): NavalUnitDef {
  const d = ctx.navalDefs.get(id)
  if (!d) throw new Error(`no naval unit ${id}`)
  return d
}

export function shipSide(ctx: ScenarioContext, id: string): SideId {
  return ctx.nationSide.get(shipDef(ctx, id).nation) ?? ''
}

const locCache = new WeakMap<ScenarioContext, Map<string, Loc>>()

/** Where the scenario puts a ship: its hex, or its large sea area. */
export function startLoc(ctx: ScenarioContext, id: string): Loc {
  let cache = locCache.get(ctx)
  if (!cache) locCache.set(ctx, (cache = new Map()))
  const hit = cache.get(id)
  if (hit !== undefined) return hit
  const d = shipDef(ctx, id)
  const loc = d.seaArea !== undefined ? ctx.map.seaAreaOf(d.seaArea) : ctx.map.parseLoc(d.hex ?? '')
  if (loc === null || loc < 0) throw new Error(`naval unit ${id} has no location`)
  cache.set(id, loc)
  return loc
}

export interface ShipPosition {
  loc: Loc
  /** Docked in the port of its hex (a separate target from the ships at sea there, 4.15). */
  inPort: boolean
}

/** Where a ship is now: moved by the players, or where the scenario puts it. */
export function shipPosition(ctx: ScenarioContext, s: GameState, id: string): ShipPosition {
  const st = s.naval?.ships[id]
  if (st?.loc !== undefined) return { loc: st.loc, inPort: st.inPort === true }
  return { loc: startLoc(ctx, id), inPort: shipDef(ctx, id).inPort }
}

/** The flotilla a ship moves and is found with (a ship without one is its own, 4.10). */
export function flotillaOf(ctx: ScenarioContext, id: string): string {
  return shipDef(ctx, id).flotilla ?? id
}

export function shipFaceNow(ctx: ScenarioContext, s: GameState, id: string): 'front' | 'back' {
  return s.naval?.ships[id]?.face ?? shipDef(ctx, id).face
}

export function isSunk(s: GameState, id: string): boolean {
  return s.naval?.ships[id]?.sunk === true
}

/** Armor, gunnery and capacity of the face a ship shows now. */
export function shipValues(ctx: ScenarioContext, s: GameState, id: string): NavalUnitDef['front'] {
  const d = shipDef(ctx, id)
  return shipFaceNow(ctx, s, id) === 'back' && d.back ? d.back : d.front
}

/** A submarine's type: "Sub", "Submarine", "TacticalSub", "UBoat", "U-boat", or APTO's "SS" (3.29). */
export function isSubmarine(type: string): boolean {
  return /sub|u-?boat/i.test(type) || /^ss$/i.test(type)
}

export function isCarrierShip(ctx: ScenarioContext, id: string): boolean {
  const d = shipDef(ctx, id)
  return (d.front.aircraftCapacity ?? 0) > 0
}

/** A ship printed with a "0" air capacity and no carrier capacity: it carries one strength-0 Floatplane, and is no aircraft carrier (APTO 4.4; D20). */
export function isFloatplaneShip(ctx: ScenarioContext, id: string): boolean {
  return shipDef(ctx, id).carriesFloatplane === true && !isCarrierShip(ctx, id)
}

/** A ship that bases air units: an aircraft carrier, or a ship carrying a Floatplane (4.4; APTO D20). */
export function basesAircraft(ctx: ScenarioContext, id: string): boolean {
  return isCarrierShip(ctx, id) || shipDef(ctx, id).carriesFloatplane === true
}

/** A ship afloat: its side and where it is now. */
export interface ShipAfloat extends ShipPosition {
  id: string
  side: SideId
}

/**
 * Per ships record (`state.naval.ships`, shared by the states that wrote no ship since): the ships
 * afloat, in the scenario's order, with their sides and positions. Many decisions look for ships by
 * location or side, and 500 ships looked up one by one on every action cost more than the action.
 * A draft's record is written only by `setShip` (engine/draft.ts), which forgets its entry here.
 */
const afloatOf = new WeakMap<object, { ctx: ScenarioContext; ships: ShipAfloat[] }>()
/** The key of a game with no naval state: every ship afloat where the scenario puts it. */
const NO_NAVAL_STATE = {}

export function shipsAfloat(ctx: ScenarioContext, s: GameState): readonly ShipAfloat[] {
  const key = s.naval?.ships ?? NO_NAVAL_STATE
  const hit = afloatOf.get(key)
  if (hit && hit.ctx === ctx) return hit.ships
  const ships: ShipAfloat[] = []
  for (const d of ctx.scenario.navalUnits) {
    if (isSunk(s, d.id)) continue
    const { loc, inPort } = shipPosition(ctx, s, d.id)
    ships.push({ id: d.id, side: shipSide(ctx, d.id), loc, inPort })
  }
  afloatOf.set(key, { ctx, ships })
  return ships
}

/** A ship of the record `ships` was written (engine/draft.ts setShip): `shipsAfloat` works it out again. */
export function forgetShipsAfloat(ships: object): void {
  afloatOf.delete(ships)
}

/** Ships afloat at a location: docked in port there, or at sea there (separate targets, 4.15, 4.21). */
export function shipsAt(
  ctx: ScenarioContext,
  s: GameState,
  loc: Loc,
  inPort: boolean,
  side?: SideId,
): string[] {
  const out: string[] = []
  for (const x of shipsAfloat(ctx, s))
    if (x.loc === loc && x.inPort === inPort && (side === undefined || x.side === side)) out.push(x.id)
  return out
}

/** Enemy ships of `side` afloat anywhere, by location. */
export function enemyShipLocations(
  ctx: ScenarioContext,
  s: GameState,
  side: SideId,
): { loc: Loc; inPort: boolean; ships: string[] }[] {
  const by = new Map<string, { loc: Loc; inPort: boolean; ships: string[] }>()
  for (const { id, side: of, loc, inPort } of shipsAfloat(ctx, s)) {
    if (of === side) continue
    const key = `${loc}:${inPort}`
    const cur = by.get(key) ?? { loc, inPort, ships: [] }
    cur.ships.push(id)
    by.set(key, cur)
  }
  return [...by.values()].sort((a, b) => a.loc - b.loc || Number(a.inPort) - Number(b.inPort))
}

export function isLocated(s: GameState, side: SideId, ship: string): boolean {
  return s.naval?.located[side]?.includes(ship) ?? false
}

/** The enemy ships `side` has located at a location (it may attack them, 4.10). */
export function locatedAt(
  ctx: ScenarioContext,
  s: GameState,
  side: SideId,
  loc: Loc,
  inPort: boolean,
): string[] {
  return shipsAt(ctx, s, loc, inPort).filter((id) => shipSide(ctx, id) !== side && isLocated(s, side, id))
}

/**
 * The unit attacked, under 4.29, ships that are now at `loc` (at sea or in port): it may not attack
 * them again this Phase, "even if the surviving naval unit(s) move" (4.29). An attack is made on a
 * location, so a location holding any ship the unit is spent against is barred to it; ships that
 * came to the location afterwards do not free it, and the location the ships left is free again.
 */
export function spentAgainst(ctx: ScenarioContext, s: GameState, unit: string, loc: Loc): boolean {
  const spent = s.naval?.spent
  if (!spent?.length) return false
  const marks = spent.filter((x) => x.unit === unit)
  if (!marks.length) return false
  const here = [...shipsAt(ctx, s, loc, false), ...shipsAt(ctx, s, loc, true)]
  return marks.some((x) => x.ships.some((id) => here.includes(id)))
}

export function emptyNaval(): NavalState {
  return { ships: {}, located: {}, tried: [], spent: [], recon: null }
}

// ------------------------------------------------------------------ one air-naval attack (4.20)

/**
 * Air-naval attacks of one bomber: printed strength, halved (down) if underscored, at most 4 (4.20; T-14).
 * A Kamikaze fighter-type (F, or FB/N flying as a fighter) makes attacks equal to its strength: the
 * halving and the cap of 4 are written for bomber-types only (APTO D61).
 */
export function navalAttackCount(
  ctx: ScenarioContext,
  u: UnitState,
  kamikaze = false,
  weatherHalved = false,
): number {
  const f = faceOf(ctx, u)
  const strength = weatherHalved ? Math.floor(f.strength / 2) : f.strength // the weather halves first, then the underscore, then the cap (APTO 1.5; W2)
  if (kamikaze && (defOf(ctx, u.id).type === 'F' || u.role === 'fighter')) return strength
  return Math.min(4, f.underscored ? Math.floor(strength / 2) : strength)
}

/** The Kamikaze modifier: +2, never combined with any other air-naval modifier (APTO D62). */
export const KAMIKAZE_MODIFIER: Modifier = {
  value: 2,
  rule: '4.20',
  label: 'Japanese Kamikaze, no other modifier (APTO D62)',
}

/** The die modifiers of an air-naval attack (4.20; A-46: N units always take the +3 line). */
export function navalAttackModifiers(
  ctx: ScenarioContext,
  s: GameState,
  u: UnitState,
  ship: string,
  inPort: boolean,
  kamikaze = false,
): Modifier[] {
  if (kamikaze) return [KAMIKAZE_MODIFIER] // not cumulative with any other modifier (APTO D62)
  const def = defOf(ctx, u.id)
  const target = shipDef(ctx, ship)
  const mods: Modifier[] = []
  const role = ctx.nationRole.get(def.nation)
  if (target.named) {
    if (def.type === 'N') mods.push({ value: 3, rule: '4.20', label: 'naval air against a named ship' })
    else if (faceOf(ctx, u).underscored)
      mods.push({
        value: 1,
        rule: '4.20',
        label: 'land-based bomber (underscored strength) against a named ship',
      })
    else mods.push({ value: 2, rule: '4.20', label: 'land-based bomber against a named ship' })
  }
  if (inPort) mods.push({ value: 2, rule: '4.20', label: 'the target is in port' })
  // The surprise naval strike: German Naval-Air under the Blitzkrieg (AETO), Japanese under the Sneak Attack (APTO D65).
  const v = ctx.variant
  const surprise = v.id === 'aeto' ? ctx.scenario.context.blitzkrieg : ctx.scenario.context.sneakAttack
  if (def.type === 'N' && role === v.surpriseRole && surprise?.firstTurn)
    mods.push(
      v.id === 'aeto'
        ? { value: 1, rule: '4.20', label: 'German naval air, first turn of a Blitzkrieg invasion' }
        : {
            value: 1,
            rule: '4.20',
            label: 'Japanese naval air, first turn of a Sneak Attack invasion (APTO D65)',
          },
    )
  if (v.id === 'apto' && role === 'japanese' && isSubmarine(target.type))
    mods.push({ value: -1, rule: '4.20', label: 'Japanese air unit against a submarine (APTO D62)' })
  if (v.italianNavalPenalty && role === 'italian' && s.turn.year <= 1941)
    mods.push({ value: -1, rule: '4.20', label: 'Italian bomber before 1942' })
  if (def.type !== 'N' && isHeavy(ctx, u) && target.type !== 'STP')
    mods.push({ value: -1, rule: '4.20', label: 'land-based Heavy Bomber (A-10)' })
  return mods
}

export interface NavalAttackOutcome {
  hit: boolean
  /** Sunk: a hit on a damaged (or blank-backed) ship, or a hit with doubles (not an STP). */
  sunk: boolean
  doubles: boolean
  modified: number
  /** The natural roll scores an anti-aircraft hit on the bomber (4.21). */
  aaHit: boolean
}

/** The result of one air-naval attack from its two dice (4.20, 4.21; T-14, T-15). */
export function navalAttackOutcome(
  dice: readonly [number, number],
  drm: number,
  armor: number,
  damaged: boolean,
  stp: boolean,
  aa: number,
  destroyers: boolean,
): NavalAttackOutcome {
  const natural = dice[0] + dice[1]
  const modified = natural + drm
  const hit = modified >= armor || (armor > 12 && modified >= 12) // the 12+ rule (4.20)
  const doubles = dice[0] === dice[1]
  const sunk = hit && (damaged || (doubles && !stp))
  const aaHit = natural <= aa || (natural === 2 && (aa >= 1 || destroyers)) // snake eyes (4.21)
  return { hit, sunk, doubles, modified, aaHit }
}

export interface NavalAttackOdds {
  drm: number
  modifiers: Modifier[]
  armor: number
  /** Least modified total that hits. */
  needed: number
  hit: number
  sunk: number
  aaHit: number
}

/** Exact chances of one air-naval attack before its roll (4.20, 4.21). */
export function navalAttackOdds(
  ctx: ScenarioContext,
  s: GameState,
  u: UnitState,
  ship: string,
  inPort: boolean,
  aa: { value: number; destroyers: boolean },
  kamikaze = false,
): NavalAttackOdds {
  const modifiers = navalAttackModifiers(ctx, s, u, ship, inPort, kamikaze)
  const drm = modifiers.reduce((n, m) => n + m.value, 0)
  const values = shipValues(ctx, s, ship)
  const def = shipDef(ctx, ship)
  const damaged = shipFaceNow(ctx, s, ship) === 'back' || def.back === null
  let hit = 0
  let sunk = 0
  let aaHit = 0
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) {
      const o = navalAttackOutcome(
        [a, b],
        drm,
        values.armor,
        damaged,
        def.type === 'STP',
        aa.value,
        aa.destroyers,
      )
      if (o.hit) hit++
      if (o.sunk) sunk++
      if (o.aaHit) aaHit++
    }
  return {
    drm,
    modifiers,
    armor: values.armor,
    needed: values.armor > 12 ? 12 : values.armor,
    hit: hit / 36,
    sunk: sunk / 36,
    aaHit: aaHit / 36,
  }
}

// ------------------------------------------------------------------ anti-aircraft (4.21)

export interface NavalAA {
  value: number
  gunnery: number
  parts: Modifier[]
  /** A DD chit is there: a natural 2 is an AA hit even at AA 0 (4.21). */
  destroyers: boolean
}

/** The anti-aircraft value of the ships at a location (4.21; T-15): gunnery / 10, modifiers, at most 4. */
export function navalAA(
  ctx: ScenarioContext,
  s: GameState,
  loc: Loc,
  inPort: boolean,
  owner: SideId,
): NavalAA {
  const ships = shipsAt(ctx, s, loc, inPort, owner)
  const gunnery = ships.reduce(
    (n, id) => n + (isSubmarine(shipDef(ctx, id).type) ? 0 : shipValues(ctx, s, id).gunnery),
    0,
  )
  const parts: Modifier[] = [
    { value: Math.floor(gunnery / 10), rule: '4.21', label: `gunnery ${gunnery} ÷ 10` },
  ]
  if (inPort) {
    const port = portAt(ctx, s, loc, owner)
    if (port === 'major')
      parts.push({ value: 2, rule: '4.21', label: 'docked in a friendly major or fortified port' })
    else if (port === 'enlarged')
      parts.push({ value: 2, rule: '4.21', label: 'docked in a friendly enlarged port (APTO D68)' })
    else if (port === 'minor')
      parts.push({ value: 1, rule: '4.21', label: 'docked in a friendly minor port (A-49)' })
  }
  // APTO "A" light cruisers count as destroyers, for the +1 and for snake eyes (APTO D67).
  const dd = ships.filter(
    (id) => shipDef(ctx, id).type === 'DD' || shipDef(ctx, id).countsAsDestroyer === true,
  ).length
  const carrier = ships.some(
    (id) => shipDef(ctx, id).named && isCarrierShip(ctx, id) && shipFaceNow(ctx, s, id) === 'front',
  )
  if (dd > 0 && dd >= ships.length - dd)
    parts.push({ value: 1, rule: '4.21', label: 'as many destroyers as other ships' })
  else if (carrier) parts.push({ value: 1, rule: '4.21', label: 'an undamaged named carrier' })
  const us = ships.filter((id) => ctx.nationRole.get(shipDef(ctx, id).nation) === 'american').length
  if (s.turn.year >= 1944 && ships.length && us * 2 >= ships.length)
    parts.push({ value: 1, rule: '4.21', label: 'at least half US ships, 1944 or later' })
  const raw = parts.reduce((n, p) => n + p.value, 0)
  return { value: Math.min(4, raw), gunnery, parts, destroyers: dd > 0 }
}

function portAt(
  ctx: ScenarioContext,
  s: GameState,
  loc: Loc,
  owner: SideId,
): 'major' | 'enlarged' | 'minor' | null {
  let best: 'major' | 'enlarged' | 'minor' | null = null
  for (const b of ctx.basesAt.get(loc) ?? []) {
    const def = ctx.baseDefs.get(b)
    if (!def || def.owner !== owner) continue
    def.components.forEach((c, i) => {
      const now = s.installations?.[`${b}:${i}`]
      if (now?.destroyed || now?.removed) return
      const major = c.kind === 'MajorPort' && !now?.reduced
      if (major || (c.kind === 'MinorPort' && c.fortified) || (c.kind === 'MajorPort' && c.fortified))
        best = 'major'
      else if (c.kind === 'MinorPort' && c.enlarged && best !== 'major')
        best = 'enlarged' // [10.43] counts as a Major Port (APTO D68)
      else if ((c.kind === 'MinorPort' || c.kind === 'MajorPort') && best === null) best = 'minor'
    })
  }
  return best
}

/** Naval chits at a location counted by 4.29 (any type, full or depleted; each STP chit one). */
export function navalChits(
  ctx: ScenarioContext,
  s: GameState,
  loc: Loc,
  inPort: boolean,
  owner: SideId,
): number {
  return shipsAt(ctx, s, loc, inPort, owner).length
}
