// Sea reconnaissance (4.10; spec §6.1; D-RECON-SEA, D-RECON-REPORT): an enemy ship must be located
// before any air-naval attack on it. One uncommitted combat unit in range (the primary) tries, with
// any other uncommitted units in range adding +1 each; it is not moved, not intercepted and not
// committed. 2d6 + modifiers ≥ the number for the primary's distance locates every enemy ship at
// sea in that hex (or in port there; in a large sea area only the flotilla named). One attempt per
// enemy flotilla per location per Phase. Each success costs the ships' owner a Flotilla Sighting
// Report: a secret d6 on the table, and a report within the latitude it allows.
import { fullWeatherEffects, groundedAt, rangeBetween } from '../weather/effects'
import { landUnitsNow } from '../land'
import { carrierGrounded, operationalAt } from '../bases'
import type {
  Action,
  Loc,
  Modifier,
  Pending,
  ReconTarget,
  SeaRecon,
  SideId,
  SightingLatitude,
  UnitId,
} from '../types'
import { defOf, longestRange, rangeOf, unitName } from '../units'
import {
  emptyNaval,
  enemyShipLocations,
  flotillaOf,
  isLocated,
  shipDef,
  shipSide,
  shipsAt,
  shipsAfloat,
} from '../naval/ships'
import { emit, isUnitId, label, nameOrId, names, refuse, sideName, type Tx } from './core'
import { madeLandRecon, noteSeaRecon } from './landRecon'
import { airDistance, terrainOf } from './geometry'
import { foundOnlyBySearch } from '../naval/submarines'
import { SIGHTING_REPORTS, SIGHTING_TABLE_ID, type SightingMeaning } from '../sightingTable'
import { provenanceNote } from '../../../kernel/tables'
import { basesWithin } from './baseGrid'

const RULE = '4.10'

/** 2d6 total needed by distance (4.10): AETO, and APTO's harder table. 0 = automatic success. */
export function reconNeeded(variant: 'aeto' | 'apto', distance: number): number {
  if (distance <= 1) return 0
  const band = distance <= 4 ? distance - 2 : distance <= 12 ? 3 + Math.floor((distance - 5) / 2) : 7
  return (variant === 'apto' ? [6, 8, 10, 12, 14, 16, 18, 20] : [4, 5, 6, 7, 8, 9, 10, 11])[band]
}

/** The distance the reconnaissance counts from a unit's base (4.10): carrier N inside a large sea area count its MP. */
function reconDistance(t: Tx, from: Loc, to: Loc): number {
  if (from === to && t.ctx.map.isSeaArea(to)) return t.ctx.map.enterCost(to)
  return airDistance(t.ctx, from, to)
}

interface ReconBase {
  from: Loc
  units: { id: UnitId; range: number }[]
}

/**
 * The bases of `side` with units that may reconnoitre (4.10): uncommitted, supplied combat units at
 * base, able to fly; with `near`, only the bases from which some unit's range could reach it.
 */
function reconBases(t: Tx, side: SideId, near?: Loc): ReconBase[] {
  const out: ReconBase[] = []
  const farthest = near === undefined ? Infinity : longestRange(t.ctx)
  const land = new Set(t.s.landRecon?.land) // a land reconnaissance this Offensive Phase: no sea one (4.11)
  const candidates =
    near === undefined ? (t.ctx.basesBySide.get(side) ?? []) : basesWithin(t.ctx, side, near, farthest)
  for (const b of candidates) {
    const from = t.ctx.baseLoc.get(b.id)
    if (from === undefined) continue
    if (near !== undefined && reconDistance(t, from, near) > farthest) continue // beyond every unit's range
    if (t.ctx.weatherAt(from) === 'grounded' || carrierGrounded(t.ctx, b.id, t.s)) continue
    const units: ReconBase['units'] = []
    const operational = operationalAt(t.ctx, t.s, b.id)
    for (const id of t.s.stacks[b.id] ?? []) {
      const u = t.s.units[id]
      const def = defOf(t.ctx, id)
      if (u.eliminated || u.aloft || u.commitment !== 'none' || def.type === 'ATP' || def.outOfSupply)
        continue
      if (land.has(id)) continue
      if (operational(id)) units.push({ id, range: rangeOf(t.ctx, u, from) })
    }
    if (units.length) out.push({ from, units })
  }
  return out
}

/** Units of `side` that may reconnoitre `loc` (4.10): uncommitted, supplied combat units at base, able to fly, in range. */
export function reconUnits(
  t: Tx,
  side: SideId,
  loc: Loc,
  bases: readonly ReconBase[] = reconBases(t, side),
): { id: UnitId; distance: number }[] {
  const out: { id: UnitId; distance: number }[] = []
  if (groundedAt(t.ctx, t.s, loc, 'reconnaissance')) return out // no air activity in a grounded zone (APTO 1.5)
  const full = fullWeatherEffects(t.s, t.ctx)
  for (const b of bases) {
    const distance = reconDistance(t, b.from, loc)
    for (const u of b.units)
      if (distance <= (full ? rangeBetween(t.ctx, t.s, t.s.units[u.id], b.from, loc) : u.range))
        out.push({ id: u.id, distance }) // a zone reached halves the range too (APTO 1.7)
  }
  return out.sort((a, b) => a.distance - b.distance || a.id.localeCompare(b.id))
}

function tried(t: Tx, side: SideId, flotilla: string, loc: Loc, inPort: boolean): boolean {
  return (
    t.s.naval?.tried.some(
      (x) => x.side === side && x.flotilla === flotilla && x.loc === loc && x.inPort === inPort,
    ) ?? false
  )
}

/** The enemy locations `side` may reconnoitre now (or only the one given), each with the units that may try (4.10). */
export function reconTargets(
  t: Tx,
  side: SideId,
  only?: { loc: Loc; inPort: boolean },
  memo: { friendly?: Friendly } = {},
): ReconTarget[] {
  const out: ReconTarget[] = []
  let bases: ReconBase[] | null = null
  for (const found of enemyShipLocations(t.ctx, t.s, side)) {
    if (only && (found.loc !== only.loc || found.inPort !== only.inPort)) continue
    const at = seenByRecon(t, found)
    if (!at.ships.length) continue
    const open = at.ships.filter(
      (id) => !isLocated(t.s, side, id) && !tried(t, side, flotillaOf(t.ctx, id), at.loc, at.inPort),
    )
    if (!open.length) continue
    const units = reconUnits(t, side, at.loc, (bases ??= reconBases(t, side, only?.loc)))
    if (!units.length) continue
    const needed = at.inPort ? 0 : reconNeeded(t.ctx.variant.id, units[0].distance)
    const odds = (ships: readonly string[]) => {
      const drm = reconModifiers(
        t,
        side,
        at.loc,
        units.length - 1,
        ships,
        (memo.friendly ??= friendlyAt(t, side)),
      ).reduce((n, m) => n + m.value, 0)
      return { drm, chance: needed === 0 ? 1 : chanceAtLeast(needed - drm) }
    }
    const where = label(t, at.loc)
    if (t.ctx.map.isSeaArea(at.loc)) {
      // In a large sea area each flotilla is its own target (4.10).
      for (const f of new Set(open.map((id) => flotillaOf(t.ctx, id)))) {
        const ships = at.ships.filter((id) => flotillaOf(t.ctx, id) === f)
        out.push({
          loc: where,
          inPort: false,
          flotilla: f,
          chits: ships.length,
          units,
          needed,
          ...odds(ships),
        })
      }
    } else
      out.push({ loc: where, inPort: at.inPort, chits: at.ships.length, units, needed, ...odds(at.ships) })
  }
  return out
}

/** Whether `reconTargets(t, side)` lists any (the plan's mission list asks it on every plan decision): the same search, stopped at the first target found. */
export function hasReconTarget(t: Tx, side: SideId): boolean {
  let bases: ReconBase[] | null = null
  for (const found of enemyShipLocations(t.ctx, t.s, side)) {
    const at = seenByRecon(t, found)
    if (!at.ships.length) continue
    if (
      !at.ships.some(
        (id) => !isLocated(t.s, side, id) && !tried(t, side, flotillaOf(t.ctx, id), at.loc, at.inPort),
      )
    )
      continue
    if (inReconRange(t, at.loc, (bases ??= reconBases(t, side)))) return true
  }
  return false
}

/** Whether a unit of `bases` may reconnoitre `loc`: `reconUnits` is not empty. */
function inReconRange(t: Tx, loc: Loc, bases: readonly ReconBase[]): boolean {
  if (groundedAt(t.ctx, t.s, loc, 'reconnaissance')) return false
  const full = fullWeatherEffects(t.s, t.ctx)
  for (const b of bases) {
    const distance = reconDistance(t, b.from, loc)
    for (const u of b.units)
      if (distance <= (full ? rangeBetween(t.ctx, t.s, t.s.units[u.id], b.from, loc) : u.range)) return true
  }
  return false
}

/** The ships of a location that sea reconnaissance may find: not an APTO submarine at sea, which only an air search finds ([3.29]). */
function seenByRecon<T extends { ships: string[] }>(t: Tx, at: T): T {
  return at.ships.some((id) => foundOnlyBySearch(t.ctx, t.s, id))
    ? { ...at, ships: at.ships.filter((id) => !foundOnlyBySearch(t.ctx, t.s, id)) }
    : at
}

/** The exact chance that 2d6 total at least `n`. */
function chanceAtLeast(n: number): number {
  let ways = 0
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b >= n) ways++
  return ways / 36
}

/** Where `side` has land units and afloat ships: the +1 of a friendly unit near the target (4.10). */
export interface Friendly {
  land: Set<Loc>
  ships: Loc[]
}

function friendlyAt(t: Tx, side: SideId): Friendly {
  const map = t.ctx.map
  const land = new Set<Loc>()
  for (const l of landUnitsNow(t.s))
    if (t.ctx.nationSide.get(l.nation) === side) land.add(map.parseLoc(l.hex) ?? -1)
  const ships: Loc[] = []
  for (const x of shipsAfloat(t.ctx, t.s)) if (x.side === side) ships.push(x.loc)
  return { land, ships }
}

function reconModifiers(
  t: Tx,
  side: SideId,
  loc: Loc,
  extras: number,
  ships: readonly string[],
  friendly: Friendly = friendlyAt(t, side),
): Modifier[] {
  const mods: Modifier[] = []
  if (extras > 0)
    mods.push({
      value: extras,
      rule: RULE,
      label: `${extras} additional unit${extras === 1 ? '' : 's'} in range`,
    })
  const coastal = t.ctx.map.isHex(loc) && terrainOf(t.ctx, loc) !== 'sea'
  if (coastal) mods.push({ value: 1, rule: RULE, label: 'the target is in a coastal hex' })
  const map = t.ctx.map
  const near =
    (coastal && (friendly.land.has(loc) || friendly.ships.includes(loc))) ||
    (map.isHex(loc) && friendly.ships.some((at) => map.isHex(at) && map.hexDistance(at, loc) <= 2))
  if (near)
    mods.push({
      value: 1,
      rule: RULE,
      label: 'a friendly unit in the coastal hex, or a friendly ship within 2 hexes',
    })
  const lost = t.s.naval?.lost?.[side]
  if (lost && ships.some((id) => lost.includes(id)))
    mods.push({ value: 1, rule: RULE, label: 'located earlier this Phase' })
  return mods
}

/** D-RECON-SEA: `side` reconnoitres a location with a primary unit and additional units (4.10). */
export function actReconnoitre(t: Tx, a: Extract<Action, { type: 'reconnoitre' }>, side: SideId): void {
  if (typeof a.target !== 'string')
    refuse(RULE, 'Name the hex or large sea area to reconnoitre, like "0805".')
  const loc = t.ctx.map.parseLoc(a.target)
  if (loc === null) refuse(RULE, `"${a.target}" is not a hex or sea area of this map.`)
  const inPort = a.inPort === true
  const grounded = groundedAt(t.ctx, t.s, loc, 'reconnaissance')
  if (grounded) refuse('1.5', grounded)
  for (const id of Array.isArray(a.units) ? a.units : [])
    if (isUnitId(t, id) && madeLandRecon(t.s, id))
      refuse(
        '4.11',
        `${unitName(t.ctx, id)} made a land reconnaissance this Offensive Phase: it may make no sea reconnaissance in it (4.11).`,
      )
  const memo: { friendly?: Friendly } = {} // where friendly units are: the same for the modifiers below
  const targets = reconTargets(t, side, { loc, inPort }, memo) // the location named only: the others do not matter here
  const target = targets.find(
    (x) =>
      x.loc === a.target && x.inPort === inPort && (x.flotilla === undefined || x.flotilla === a.flotilla),
  )
  if (!target) {
    const all = shipsAt(t.ctx, t.s, loc, inPort).filter((id) => shipSide(t.ctx, id) !== side)
    if (!all.length)
      refuse(
        RULE,
        `There is no enemy ship ${inPort ? 'in port' : 'at sea'} at ${a.target} to reconnoitre (4.10).`,
      )
    const ships = all.filter((id) => !foundOnlyBySearch(t.ctx, t.s, id))
    if (!ships.length)
      refuse(
        '3.29',
        `A submarine at sea is never found by sea reconnaissance: bombers search for it, and strike it once if they find it (3.29).`,
      )
    if (
      t.ctx.map.isSeaArea(loc) &&
      (a.flotilla === undefined || !ships.some((id) => flotillaOf(t.ctx, id) === a.flotilla))
    )
      refuse(
        RULE,
        `In a large sea area the reconnaissance names one of the ${new Set(ships.map((id) => flotillaOf(t.ctx, id))).size} enemy flotillas there, as the plan lists them (4.10).`,
      )
    if (ships.every((id) => isLocated(t.s, side, id)))
      refuse(RULE, `The enemy ships at ${a.target} are already located (4.10).`)
    if (reconUnits(t, side, loc).length)
      refuse(
        RULE,
        `The flotilla at ${a.target} has been reconnoitred once this Phase: not again until it enters another location or a new Phase begins (4.10).`,
      )
    refuse(
      RULE,
      `None of your uncommitted, supplied combat units at base is within range of ${a.target} (4.10).`,
    )
  }
  const units = Array.isArray(a.units)
    ? a.units
    : refuse(RULE, 'List the reconnoitring units, the primary one first.')
  if (!units.length) refuse(RULE, 'Name at least one unit: the primary reconnoitring unit (4.10).')
  const seen = new Set<string>()
  for (const id of units) {
    if (!isUnitId(t, id) || !target.units.some((u) => u.id === id))
      refuse(
        RULE,
        `${nameOrId(t, id)} cannot reconnoitre ${a.target}: an uncommitted, supplied combat unit at base within range is needed (4.10).`,
      )
    if (seen.has(id)) refuse(RULE, `${unitName(t.ctx, id)} is listed twice.`)
    seen.add(id)
  }
  const primary = target.units.find((u) => u.id === units[0])!
  const needed = inPort ? 0 : reconNeeded(t.ctx.variant.id, primary.distance)
  const ships = shipsAt(t.ctx, t.s, loc, inPort).filter(
    (id) =>
      shipSide(t.ctx, id) !== side &&
      (target.flotilla === undefined || flotillaOf(t.ctx, id) === target.flotilla) &&
      !foundOnlyBySearch(t.ctx, t.s, id),
  )
  const modifiers = reconModifiers(t, side, loc, units.length - 1, ships, memo.friendly)
  noteSeaRecon(t, units) // in the Offensive Phase: no land reconnaissance for them (4.11)
  const naval = (t.s.naval ??= emptyNaval())
  for (const f of new Set(ships.map((id) => flotillaOf(t.ctx, id))))
    naval.tried.push({ side, flotilla: f, loc, inPort })
  const recon: SeaRecon = {
    side,
    units: units,
    loc,
    inPort,
    flotillas: [...new Set(ships.map((id) => flotillaOf(t.ctx, id)))],
    needed,
    modifiers,
    dice: [],
    report: null,
  }
  naval.recon = recon
  // A flotilla's id names its ships: the text gives only its number of chits, all the enemy may know (4.10).
  const where = `${inPort ? 'the port of ' : ''}${a.target}${target.flotilla ? ` (a flotilla of ${ships.length} naval chit${ships.length === 1 ? '' : 's'})` : ''}`
  const drm = modifiers.reduce((n, m) => n + m.value, 0)
  emit(t, {
    type: 'recon',
    text:
      needed === 0
        ? `${names(t, units)} ${units.length === 1 ? 'reconnoitres' : 'reconnoitre'} ${where}: ${inPort ? 'an enemy port' : `distance ${primary.distance}`} — automatic success (4.10).`
        : `${names(t, units)} ${units.length === 1 ? 'reconnoitres' : 'reconnoitre'} ${where}: distance ${primary.distance}, ${needed} needed on 2d6${drm ? `, ${drm > 0 ? '+' : ''}${drm} (${modifiers.map((m) => m.label).join('; ')})` : ''} (4.10). The units are not moved or committed.`,
    rule: RULE,
    side,
    loc: a.target,
    units: units,
  })
  if (needed === 0) succeed(t, recon)
}

function succeed(t: Tx, r: SeaRecon): void {
  const naval = t.s.naval!
  const ships = shipsAt(t.ctx, t.s, r.loc, r.inPort).filter(
    (id) =>
      shipSide(t.ctx, id) !== r.side &&
      (!t.ctx.map.isSeaArea(r.loc) || r.flotillas.includes(flotillaOf(t.ctx, id))) &&
      !foundOnlyBySearch(t.ctx, t.s, id),
  )
  const list = (naval.located[r.side] ??= [])
  for (const id of ships) if (!list.includes(id)) list.push(id)
  emit(t, {
    type: 'located',
    text: `${sideName(t, r.side)} locates ${ships.length} enemy naval chit${ships.length === 1 ? '' : 's'} ${r.inPort ? 'in port' : 'at sea'} at ${label(t, r.loc)}: they may be attacked this Phase (4.10).`,
    rule: RULE,
    side: r.side,
    loc: label(t, r.loc),
  })
  r.report = { owner: shipSide(t.ctx, ships[0]), roll: null, ships }
}

/** A die of the reconnaissance roll (2d6), or of the owner's secret sighting report roll (1d6). */
function addDie(t: Tx, r: SeaRecon, value: number, source: 'seeded' | 'scripted' | 'manual'): void {
  if (r.report) {
    r.report.roll = value
    emit(t, {
      type: 'sightingRoll',
      text: `${sideName(t, r.report.owner)} rolls ${value} on the Flotilla Sighting Report table, in secret (4.10).`,
      rule: RULE,
      side: r.report.owner,
      privateTo: r.report.owner,
      roll: {
        purpose: 'flotilla sighting report',
        natural: value,
        modifiers: [],
        modified: value,
        result: latitude(t, r.report.ships, value).text,
        source,
      },
    })
    return
  }
  r.dice.push(value)
  if (r.dice.length < 2) return
  const natural = r.dice[0] + r.dice[1]
  const drm = r.modifiers.reduce((n, m) => n + m.value, 0)
  const ok = natural + drm >= r.needed
  emit(t, {
    type: 'reconRoll',
    text: `Reconnaissance of ${label(t, r.loc)}: roll ${r.dice[0]} + ${r.dice[1]}${drm ? ` ${drm > 0 ? '+' : '−'} ${Math.abs(drm)}` : ''} = ${natural + drm} against ${r.needed} — ${ok ? 'success' : 'failure'} (4.10).`,
    rule: RULE,
    side: r.side,
    loc: label(t, r.loc),
    units: [...r.units],
    roll: {
      purpose: 'sea reconnaissance',
      natural,
      modifiers: r.modifiers,
      modified: natural + drm,
      target: r.needed,
      result: ok ? 'located' : 'not found',
      source,
    },
  })
  if (ok) succeed(t, r)
  else {
    t.s.naval!.recon = null
    emit(t, {
      type: 'notLocated',
      text: `The enemy ships at ${label(t, r.loc)} are not found; no unit may try them again until they enter another location or a new Phase begins (4.10).`,
      rule: RULE,
      side: r.side,
    })
  }
}

/** What the report must give for a d6 result (4.10): APTO's printed table, or the AETO placeholder (spec §16). */
export function latitude(t: Tx, ships: readonly string[], roll: number): SightingLatitude {
  const n = ships.length
  const within = (p: number, n: number) => ({
    min: Math.max(1, Math.floor(n * (1 - p))),
    max: Math.ceil(n * (1 + p)),
    truth: n,
  })
  const exact = { min: n, max: n, truth: n }
  /** A report's meaning read for these ships: the count, or each type's count, within its latitude. */
  const read = (text: string, placeholder: boolean, m: SightingMeaning): SightingLatitude => {
    const { latitude: p, types, names } = m
    if (p === null) return { text, placeholder, count: exact, types, names }
    if (!types) return { text, placeholder, count: within(p, n), types, names }
    const byType: Record<string, { min: number; max: number; truth: number }> = {}
    for (const [type, k] of countByType(t, ships)) byType[type] = within(p, k)
    const ranges = Object.values(byType)
    const count = {
      min: ranges.reduce((a, r) => a + r.min, 0),
      max: ranges.reduce((a, r) => a + r.max, 0),
      truth: n,
    }
    return { text, placeholder, count, types, names, byType }
  }
  // The table the players entered (charts.ts): its line for the roll, with its provenance.
  const entered = t.s.tables?.[SIGHTING_TABLE_ID]
  const line = entered?.cells[roll - 1]?.[0]
  const meaning = line ? SIGHTING_REPORTS[line] : undefined
  if (entered && line && meaning) return read(`${line}${provenanceNote(entered)}`, false, meaning)
  if (t.ctx.variant.id === 'apto') {
    // APTO 4.10's table: 1–2 the number of ships only; 3–4 the number of each type, each falsifiable
    // by ±50 % / ±25 % (rounded either way, A-60); 5 exact by type; 6 exact by type and name.
    const lines: [string, number | null, boolean, boolean][] = [
      ['the number of ships ±50 %, no types', 0.5, false, false],
      ['the number of ships ±25 %, no types', 0.25, false, false],
      ['named and unnamed counts ±50 %, by type', 0.5, true, false],
      ['named and unnamed counts ±25 %, by type', 0.25, true, false],
      ['exact counts by type', null, true, false],
      ['exact counts by type and by name', null, true, true],
    ]
    const [text, p, asks, names] = lines[roll - 1]
    // Version 8 games asked for no types on 3–4 (option sightingByType pinned false).
    const types = asks && (p === null || t.s.scenario.options.sightingByType !== false)
    return read(text, false, { latitude: p, types, names })
  }
  // AETO's placeholder (spec §16): 1–2 exact with types, 3–4 exact, 5–6 ±50 %.
  if (roll <= 2)
    return read('the exact number of chits and their types (placeholder table)', true, {
      latitude: null,
      types: true,
      names: false,
    })
  if (roll <= 4)
    return read('the exact number of chits (placeholder table)', true, {
      latitude: null,
      types: false,
      names: false,
    })
  return read('the number of chits, which may be falsified by up to ±50 % (placeholder table)', true, {
    latitude: 0.5,
    types: false,
    names: false,
  })
}

/** What the owner chose to add where the roll asks for nothing (APTO D32 False Reporting): true or false, the reader cannot tell. */
interface FalseClaim {
  types?: Record<string, number>
  names?: string[]
}

/** The ships' chits by type, in the order the ships are listed. */
function countByType(t: Tx, ships: readonly string[]): Map<string, number> {
  const byType = new Map<string, number>()
  for (const id of ships) byType.set(shipDef(t.ctx, id).type, (byType.get(shipDef(t.ctx, id).type) ?? 0) + 1)
  return byType
}

function reportText(
  t: Tx,
  ships: readonly string[],
  lat: SightingLatitude,
  count: number,
  claim?: FalseClaim,
): string {
  // On APTO 3–4 the types given are the owner's counts (checked against `byType`), held in the claim.
  const typeList =
    lat.types && !lat.byType ? [...countByType(t, ships)] : claim?.types ? Object.entries(claim.types) : null
  const types = typeList ? `: ${typeList.map(([k, v]) => `${v} ${k}`).join(', ')}` : ''
  const nameList = lat.names
    ? ships.map((id) => shipDef(t.ctx, id).name)
    : claim?.names?.length
      ? claim.names
      : null
  const named = nameList ? ` (${nameList.join(', ')})` : ''
  return `${count} naval chit${count === 1 ? '' : 's'}${types}${named}`
}

function giveReport(t: Tx, r: SeaRecon, count: number, claim?: FalseClaim): void {
  const rep = r.report!
  const lat = latitude(t, rep.ships, rep.roll!)
  const added = [claim?.types && !lat.byType && 'types', claim?.names?.length && 'names'].filter(Boolean)
  if (added.length)
    emit(t, {
      type: 'falseReport',
      text: `${sideName(t, rep.owner)} adds ${added.join(' and ')} of its choice to the report, as the roll ${rep.roll} allows (False Reporting, 4.10; APTO D32).`,
      rule: RULE,
      side: rep.owner,
      privateTo: rep.owner,
    })
  emit(t, {
    type: 'sighting',
    text: `Flotilla Sighting Report from ${sideName(t, rep.owner)} for ${label(t, r.loc)}: ${reportText(t, rep.ships, lat, count, claim)} (4.10).`,
    rule: RULE,
    side: rep.owner,
    loc: label(t, r.loc),
  })
  // A report that names the ships as its roll asks tells the truth (only what the roll does not ask
  // for may be false, APTO D32): the reconnoitring side identifies them while they stay located (4.10).
  if (lat.names && !lat.placeholder && t.s.scenario.options.sightingNames !== false) {
    const named = ((t.s.naval!.named ??= {})[r.side] ??= [])
    for (const id of rep.ships) if (!named.includes(id)) named.push(id)
  }
  t.s.naval!.recon = null
}

/** The die the reconnaissance under way waits for: its 2d6, then the owner's die for the Flotilla Sighting Report (4.10). */
export const reconDie = {
  awaited(t: Tx): { side: SideId; purpose: string; rule: string; prompt: string } | null {
    const r = t.s.naval?.recon
    if (!r || (r.report && r.report.roll !== null)) return null
    const owner = r.report?.owner
    return owner
      ? {
          side: owner,
          purpose: 'flotilla sighting report',
          rule: RULE,
          prompt: 'Roll one die for the Flotilla Sighting Report, in secret, and enter the value (1–6).',
        }
      : {
          side: r.side,
          purpose: 'sea reconnaissance',
          rule: RULE,
          prompt: `Roll die ${r.dice.length + 1} of 2 for the reconnaissance of ${label(t, r.loc)} and enter the value (1–6).`,
        }
  },
  resolve(t: Tx, natural: number, source: 'seeded' | 'scripted' | 'manual'): void {
    addDie(t, t.s.naval!.recon!, natural, source)
  },
}

/** The reconnaissance under way, once its dice are in (`reconDie`): the sighting report. */
export function reconDecision(t: Tx): Pending | 'progress' | null {
  const r = t.s.naval?.recon
  if (!r) return null
  const report = r.report
  if (!report || report.roll === null) return null // its dice first (reconDie)
  const lat = latitude(t, report.ships, report.roll)
  const mayAdd = falseReportingAllowed(t, lat)
  if (lat.count.min === lat.count.max && !mayAdd) {
    giveReport(t, r, lat.count.min, lat.byType ? { types: truths(lat.byType) } : undefined)
    return 'progress'
  }
  const range = lat.byType
    ? `by type, ${Object.entries(lat.byType)
        .map(([k, c]) => `${k} ${c.min === c.max ? c.min : `${c.min}–${c.max}`} (there are ${c.truth})`)
        .join(', ')}; the chits reported are their sum`
    : lat.count.min === lat.count.max
      ? `exactly ${lat.count.min} chits`
      : `between ${lat.count.min} and ${lat.count.max} chits (the true number is ${lat.count.truth})`
  const adds = mayAdd
    ? ` You may add ${[mayAdd.types && 'types', mayAdd.names && 'names'].filter(Boolean).join(' and ')}, true or false, as the roll does not ask for them (False Reporting, 4.10; APTO D32).`
    : ''
  return {
    kind: 'sightingReport',
    side: report.owner,
    roll: report.roll,
    ships: [...report.ships],
    report: lat,
    ...(mayAdd ? { mayAdd } : {}),
    rule: RULE,
    loc: label(t, r.loc),
    prompt: `Flotilla Sighting Report (you rolled ${report.roll}): give ${lat.text} — ${range}.${adds}`,
  }
}

/**
 * APTO 3–4: counts by type adding up to `total`, each within its range: the fewest of each type,
 * then types raised in order. Null when `total` is out of reach.
 */
export function typesSumming(
  byType: NonNullable<SightingLatitude['byType']>,
  total: number,
): Record<string, number> | null {
  const out: Record<string, number> = {}
  let left = total
  for (const [k, c] of Object.entries(byType)) {
    out[k] = c.min
    left -= c.min
  }
  for (const [k, c] of Object.entries(byType)) {
    const up = Math.min(Math.max(left, 0), c.max - c.min)
    out[k] += up
    left -= up
  }
  return left === 0 ? out : null
}

function truths(byType: NonNullable<SightingLatitude['byType']>): Record<string, number> {
  return Object.fromEntries(Object.entries(byType).map(([k, c]) => [k, c.truth]))
}

/** APTO D32 False Reporting: what the owner may add to the report because the roll does not ask for it (option; default by variant). */
function falseReportingAllowed(t: Tx, lat: SightingLatitude): { types: boolean; names: boolean } | null {
  if (!(t.s.scenario.options.falseReporting ?? t.ctx.variant.falseReporting) || lat.placeholder) return null
  const may = { types: !lat.types, names: !lat.names }
  return may.types || may.names ? may : null
}

/** D-RECON-REPORT: the owner reports a number of chits within the table's latitude (4.10; A-60), and in APTO may add types or names the roll does not ask for (D32). */
export function actReportSighting(
  t: Tx,
  p: Extract<Pending, { kind: 'sightingReport' }>,
  count: unknown,
  a: { types?: unknown; names?: unknown } = {},
): void {
  const { min, max } = p.report.count
  // By type (APTO 3–4) each type's range is checked, and the count is their sum (checkClaim).
  const outside = p.report.byType ? false : (count as number) < min || (count as number) > max
  if (typeof count !== 'number' || !Number.isInteger(count) || outside)
    refuse(
      RULE,
      `The report may give ${min === max ? `only ${min}` : `any whole number from ${min} to ${max}`} naval chits on this result (4.10; A-60); ${JSON.stringify(count)} is outside it.`,
    )
  const claim = checkClaim(p, count, a.types, a.names)
  giveReport(t, t.s.naval!.recon!, count, claim)
}

const SHIP_TYPE = /^[A-Za-z][A-Za-z0-9-]{0,15}$/

/** The types and names the owner adds (APTO D32), checked: only what the roll does not ask for; types summing to the chits reported; at most one name a chit. */
function checkClaim(
  p: Extract<Pending, { kind: 'sightingReport' }>,
  count: number,
  types: unknown,
  names: unknown,
): FalseClaim | undefined {
  const byType = p.report.byType
  if (byType) {
    // APTO 3–4: the count of each type is asked for, within its own latitude (4.10).
    const ranges = Object.entries(byType)
      .map(([k, c]) => `${k} ${c.min === c.max ? c.min : `${c.min}–${c.max}`}`)
      .join(', ')
    if (types === undefined)
      refuse(
        RULE,
        `This roll asks for the counts by type (4.10): give "types" as { "${Object.keys(byType)[0]}": ${Object.values(byType)[0].truth} }, one count for each of ${ranges}.`,
      )
    if (typeof types !== 'object' || types === null || Array.isArray(types))
      refuse(
        RULE,
        `Give "types" as an object of counts by type, like { "CV": 1, "DD": 2 } (got ${JSON.stringify(types)}).`,
      )
    const given = types as Record<string, unknown>
    for (const k of Object.keys(given))
      if (!byType[k])
        refuse(
          RULE,
          `"${k}" is not among the types reported on this roll: the report gives ${ranges} (4.10); a type may be invented only where the roll asks for none (APTO D32).`,
        )
    let sum = 0
    for (const [k, c] of Object.entries(byType)) {
      const v = given[k]
      if (typeof v !== 'number' || !Number.isInteger(v) || v < c.min || v > c.max)
        refuse(
          RULE,
          `types.${k}: the report gives ${c.min === c.max ? `exactly ${c.min}` : `from ${c.min} to ${c.max}`} ${k} chit${c.max === 1 ? '' : 's'} on this roll (4.10; A-60); got ${JSON.stringify(v)}.`,
        )
      sum += v
    }
    if (sum !== count)
      refuse(
        RULE,
        `The counts by type add up to ${sum} chit${sum === 1 ? '' : 's'}; the report gives ${count}: they must be equal (4.10).`,
      )
    const rest = checkClaim({ ...p, report: { ...p.report, byType: undefined } }, count, undefined, names)
    return { ...rest, types: Object.fromEntries(Object.keys(byType).map((k) => [k, given[k] as number])) }
  }
  if (types === undefined && names === undefined) return undefined
  const rule = `${RULE}; APTO D32`
  const claim: FalseClaim = {}
  if (types !== undefined) {
    if (!p.mayAdd?.types)
      refuse(
        rule,
        p.mayAdd
          ? 'This roll asks for the types: they are given exactly, none may be added (False Reporting, 4.10; APTO D32).'
          : 'No type may be added to this report: False Reporting is APTO’s, where the roll asks for no type (4.10; APTO D32).',
      )
    if (typeof types !== 'object' || types === null || Array.isArray(types))
      refuse(rule, 'Give the types as { "CV": 1, "DD": 2 }: chits by type.')
    let sum = 0
    for (const [k, v] of Object.entries(types)) {
      if (!SHIP_TYPE.test(k))
        refuse(rule, `${JSON.stringify(k)} is not a ship type (letters and digits, like "CV" or "DD").`)
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 1)
        refuse(rule, `The number of ${k} chits is a whole number of at least 1 (got ${JSON.stringify(v)}).`)
      sum += v
    }
    if (sum !== count)
      refuse(
        rule,
        `The types claimed add up to ${sum} chit${sum === 1 ? '' : 's'}; they must add up to the ${count} reported.`,
      )
    claim.types = { ...(types as Record<string, number>) }
  }
  if (names !== undefined) {
    if (!p.mayAdd?.names)
      refuse(
        rule,
        'No name may be added to this report (False Reporting, 4.10; APTO D32): the roll asks for the names, or False Reporting is not played.',
      )
    if (!Array.isArray(names) || names.some((n) => typeof n !== 'string' || !n.trim() || n.length > 40))
      refuse(rule, 'Give the names as a list of ship names, each 1 to 40 characters.')
    if (names.length > count)
      refuse(
        rule,
        `${names.length} names for ${count} chit${count === 1 ? '' : 's'}: at most one name a chit.`,
      )
    claim.names = (names as string[]).map((n) => n.trim())
  }
  return claim
}

/** A new Phase: located ships, reconnaissance attempts, 4.29 marks and naval interceptions' bars end with it (4.10, 4.15, 4.29). */
export function clearNavalPhase(t: Tx): void {
  const n = t.s.naval
  if (
    !n ||
    (!n.tried.length &&
      !n.spent.length &&
      !Object.keys(n.located).length &&
      !n.lost &&
      !n.named &&
      !n.interceptedAt &&
      !n.underway &&
      !n.moved &&
      !n.endStart)
  )
    return
  n.located = {}
  n.tried = []
  n.spent = []
  delete n.lost
  delete n.named
  delete n.interceptedAt
  delete n.underway
  delete n.moved
  if (t.s.turn.phase !== 'end') delete n.endStart // (kept through both sides' steps of the End Phase)
}
