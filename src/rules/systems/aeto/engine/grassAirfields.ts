// Grass airfields (4.3; spec §4.2, D-BASE-GRASS, T-20). Building one is a side's Offensive option
// in the Offensive Phase: 1 Offensive (the Offensive Track, as counted in sequence.ts) + 1 EP of
// the building nation. The chit is placed under construction in a clear-terrain, friendly,
// supplied hex outside any enemy ZOC, where no city, resource or other airbase or airfield chit
// is (even under construction), in a nation or colony where the builder has a combat unit of its
// own (air or land; partisans do not count); it is completed in the End Phase of the same turn.
// The owner may demolish one for 1 EP (8.6). Built airfields are `state.basing.built`; the
// context places them (contextOf), so every rule that reads bases sees them.
//
// Defaults, not rules (spec §16): every hex is supplied (Part 7); an enemy land unit's ZOC is its
// hex and the six next to it, whatever the terrain or the unit (Part 5: "uninhibited" is not
// modelled); Sortie plays no Seasonal Turn; Combined, Joint and Impromptu Offensives are never
// offered; EP are counted only when the scenario gives `context.eps` (else each payment is logged).
import { contextOf, type BuiltAirfield } from '../context'
import { landUnitsNow } from '../land'
import { componentsNow } from '../installations'
import type { Action, BaseId, GameState, Loc, OffensiveOption, SideId } from '../types'
import { emit, label, refuse, sideName, type Tx } from './core'
import { mutBasing, mutInstallations, mutStack, unitsSettled } from './draft'
import { recordValues } from './persistentRecord'
import { terrainOf } from './geometry'
import { airstripWords } from '../variant'
import { DEFAULT_OFFENSIVES } from './offensiveTrack'

const RULE = '4.3'

export interface GrassSite {
  hex: string
  /** The side's nations that may build here (a combat unit of their own in this nation or colony). */
  nations: string[]
}

function nationName(t: Tx, nation: string): string {
  return t.s.scenario.nations.find((n) => n.id === nation)?.name ?? nation
}

/** EP the side may still spend on the air rules, or null when the scenario does not count EP (then each payment is only logged). */
export function epLeft(s: GameState, side: SideId): number | null {
  const eps = s.scenario.context.eps?.[side]
  if (eps === undefined) return null
  return Math.max(0, eps - (s.basing?.epSpent?.[side] ?? 0))
}

/** Spends 1 EP of `side` (refused when the scenario counts EP and none is left); the words for the log. */
export function spendEp(t: Tx, side: SideId, what: string, rule: string): string {
  const left = epLeft(t.s, side)
  if (left === null) return '1 EP (its EP Track is kept at the table: not counted here)'
  if (left < 1)
    refuse(
      rule,
      `${sideName(t, side)} has no EP left to ${what} (the scenario gives it ${t.s.scenario.context.eps![side]}).`,
    )
  const b = mutBasing(t.s)
  const spent = (b.epSpent ??= {})
  spent[side] = (spent[side] ?? 0) + 1
  return `1 EP (${left - 1} left)`
}

/** Offensives `side` has left this Offensive Phase (the Offensive Track; sequence.ts counts them the same way). */
function offensivesLeft(t: Tx, side: SideId): number {
  const op = t.s.offensivePhase
  if (!op) return 0
  return Math.max(0, (t.s.scenario.context.offensives?.[side] ?? DEFAULT_OFFENSIVES) - (op.used[side] ?? 0))
}

/** Hexes in an enemy land unit's ZOC (default: its hex and the six next to it). */
function enemyZoc(t: Tx, side: SideId): Set<Loc> {
  const out = new Set<Loc>()
  for (const l of landUnitsNow(t.s)) {
    if (t.ctx.nationSide.get(l.nation) === side) continue
    const loc = t.ctx.map.parseLoc(l.hex)
    if (loc === null) continue
    out.add(loc)
    for (const n of t.ctx.map.neighbours(loc)) out.add(n)
  }
  return out
}

function isPartisan(kind: string | undefined): boolean {
  return !!kind && /partisan/i.test(kind)
}

/** For each nation or colony of the map (or only `only`), the side's nations with a combat unit of their own there (4.3; partisans do not count). */
function presence(t: Tx, side: SideId, only?: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>()
  const add = (loc: Loc | null | undefined, nation: string) => {
    if (loc === null || loc === undefined || t.ctx.nationSide.get(nation) !== side) return
    const where = t.ctx.hexNation(loc)
    if (where === null || (only !== undefined && where !== only)) return
    let set = out.get(where)
    if (!set) out.set(where, (set = new Set()))
    set.add(nation)
  }
  for (const l of landUnitsNow(t.s))
    if (!isPartisan(l.kind) && l.strength > 0) add(t.ctx.map.parseLoc(l.hex), l.nation)
  // Read from the record's storage, not through its Proxy: 20,000 units on the largest maps. The
  // nation or colony of each base is looked up once (many units share a base).
  const regionOf = new Map<string, string | null>()
  for (const u of recordValues(t.s.units)) {
    if (u.eliminated || u.side !== side) continue
    let region = regionOf.get(u.base)
    if (region === undefined) {
      const loc = t.ctx.baseDefs.get(u.base)?.carrier ? undefined : t.ctx.baseLoc.get(u.base)
      region = loc === undefined ? null : t.ctx.hexNation(loc)
      regionOf.set(u.base, region)
    }
    if (region === null || (only !== undefined && region !== only)) continue
    const nation = t.ctx.unitDefs.get(u.id)!.nation
    if (t.ctx.nationSide.get(nation) !== side) continue
    let set = out.get(region)
    if (!set) out.set(region, (set = new Set()))
    set.add(nation)
  }
  return out
}

/** A city, resource, airbase or airfield chit in the hex, even under construction (carriers docked there do not count). */
function chitThere(t: Tx, loc: Loc): string | null {
  for (const b of t.ctx.basesAt.get(loc) ?? []) {
    if (t.ctx.baseDefs.get(b)?.carrier) continue
    if ((componentsNow(t.ctx, t.s, b) ?? []).length) return t.ctx.baseDefs.get(b)!.name
  }
  return null
}

interface SiteFacts {
  zoc: Set<Loc>
  present: Map<string, Set<string>>
}

/** Why `side` may not build a grass airfield at `loc`, with the rule; null when it may (given a builder nation present). */
function siteRefusal(t: Tx, side: SideId, loc: Loc, facts: SiteFacts): string | null {
  const hex = label(t, loc)
  if (!t.ctx.map.isHex(loc) || !t.ctx.isLand(loc)) return `${hex} is not a land hex (4.3).`
  const terrain = terrainOf(t.ctx, loc)
  if (terrain !== 'clear')
    return `${hex} is ${terrain} terrain: a ${airstripWords(t.s.scenario).name} is built in clear terrain only (4.3).`
  if (t.ctx.hexController(loc) !== side) return `${hex} is not a friendly hex (4.3).`
  const chit = chitThere(t, loc)
  if (chit)
    return `${hex} already has ${chit}: never a ${airstripWords(t.s.scenario).name} in a hex with a city, a resource or any airbase or ${airstripWords(t.s.scenario).short} chit, even under construction (4.3).`
  if (facts.zoc.has(loc))
    return `${hex} is in an enemy land unit's zone of control (not a rule: default used — its hex and the six next to it; Part 5) (4.3).`
  const where = t.ctx.hexNation(loc)
  if (where === null)
    return `The map gives no nation or colony for ${hex}: a builder's presence there cannot be checked (4.3).`
  if (!facts.present.get(where)?.size)
    return `${sideName(t, side)} has no combat unit of the building nation in ${nationName(t, where)}: a nation builds a ${airstripWords(t.s.scenario).name} only in a nation or colony where it has a combat air or land unit of its own, partisans aside (4.3).`
  return null
}

/**
 * The facts of one hex, read as `facts` reads them for every hex: whether an enemy land unit's
 * ZOC covers it, and the side's nations present in its nation or colony (the build of one
 * airfield; `facts` would scan the ZOC of every land unit and place every air unit).
 */
function factsAt(t: Tx, side: SideId, loc: Loc): SiteFacts {
  const zoc = new Set<Loc>()
  const map = t.ctx.map
  for (const l of landUnitsNow(t.s)) {
    if (t.ctx.nationSide.get(l.nation) === side) continue
    const at = map.parseLoc(l.hex)
    if (at === null) continue
    // Its hex and the locations next to it (enemyZoc); two hexes are next to each other only at distance 1.
    const next =
      map.isHex(at) && map.isHex(loc)
        ? map.hexDistance(at, loc) === 1 && map.neighbours(at).includes(loc)
        : map.neighbours(at).includes(loc)
    if (at === loc || next) {
      zoc.add(loc)
      break
    }
  }
  const where = t.ctx.hexNation(loc)
  const present = new Map<string, Set<string>>()
  if (where !== null) {
    const all = presence(t, side, where)
    const here = all.get(where)
    if (here) present.set(where, here)
  }
  return { zoc, present }
}

/**
 * Kept per units record, context and land units (the Offensive decision lists the option, then the
 * build reads the same facts; each scan reads every unit: 20,000 on the largest maps), when the
 * units record is settled (draft.ts unitsSettled); a context and a land units list never change.
 */
const factsKept = new WeakMap<object, WeakMap<object, WeakMap<object, Map<SideId, SiteFacts>>>>()

function facts(t: Tx, side: SideId): SiteFacts {
  if (!unitsSettled(t.s)) return { zoc: enemyZoc(t, side), present: presence(t, side) }
  let byCtx = factsKept.get(t.s.units)
  if (!byCtx) factsKept.set(t.s.units, (byCtx = new WeakMap()))
  let byLand = byCtx.get(t.ctx)
  if (!byLand) byCtx.set(t.ctx, (byLand = new WeakMap()))
  const land = landUnitsNow(t.s)
  let bySide = byLand.get(land)
  if (!bySide) byLand.set(land, (bySide = new Map<SideId, SiteFacts>()))
  let f = bySide.get(side)
  if (!f) bySide.set(side, (f = { zoc: enemyZoc(t, side), present: presence(t, side) }))
  return f
}

/** Every hex where `side` may place a grass airfield now, with the nations that may build it (4.3); at most `limit` of them. */
export function grassSites(t: Tx, side: SideId, limit = Infinity): GrassSite[] {
  const f = facts(t, side)
  const out: GrassSite[] = []
  const { cols, rows } = t.s.scenario.map
  for (let loc = 0; loc < cols * rows && out.length < limit; loc++) {
    if (!t.ctx.map.isHex(loc) || terrainOf(t.ctx, loc) !== 'clear' || t.ctx.hexController(loc) !== side)
      continue
    if (siteRefusal(t, side, loc, f) !== null) continue
    out.push({ hex: label(t, loc), nations: [...f.present.get(t.ctx.hexNation(loc)!)!].sort() })
  }
  return out
}

/** The Offensive option "Build a grass airfield" (D-BASE-GRASS), or null when the game does not play it. */
export function grassOption(t: Tx, side: SideId, none: string | null): OffensiveOption | null {
  if (!t.s.scenario.options.grassAirfields) return null
  const base = { kind: 'grass' as const, name: `Build a ${airstripWords(t.s.scenario).name}`, rule: RULE }
  if (none) return { ...base, available: false, reason: none }
  if (epLeft(t.s, side) === 0)
    return {
      ...base,
      available: false,
      reason: `${sideName(t, side)} has no EP left (a ${airstripWords(t.s.scenario).name} costs 1 Offensive + 1 EP, 4.3).`,
    }
  if (!grassSites(t, side, 1).length)
    // whether one exists: the Offensive decision is asked often (large maps)
    return {
      ...base,
      available: false,
      reason: `No hex can take one: clear terrain, friendly, supplied, outside enemy ZOC, no city, resource or airbase there, where the nation has a combat unit (4.3).`,
    }
  return { ...base, available: true }
}

function nextSide(t: Tx, side: SideId): SideId {
  const order = t.s.turn.sideOrder
  return order[(order.indexOf(side) + 1) % order.length]
}

/** D-BASE-GRASS: `side` spends its Offensive option (1 Offensive + 1 EP) placing a grass airfield under construction at `a.hex` (4.3). */
export function actBuildGrassAirfield(
  t: Tx,
  a: Extract<Action, { type: 'buildGrassAirfield' }>,
  side: SideId,
): void {
  if (!t.s.scenario.options.grassAirfields)
    refuse(
      RULE,
      `This game is played without ${airstripWords(t.s.scenario).name} construction (scenario option "grassAirfields").`,
    )
  const op = t.s.offensivePhase
  if (!op || op.current)
    refuse(
      RULE,
      `A ${airstripWords(t.s.scenario).name} is built only as your own Offensive option in the Offensive Phase (4.3).`,
    )
  if (offensivesLeft(t, side) < 1)
    refuse(
      RULE,
      `${sideName(t, side)} has no Offensive left this turn (the Offensive Track): a ${airstripWords(t.s.scenario).name} costs 1 Offensive + 1 EP (4.3).`,
    )
  const loc = typeof a.hex === 'string' ? t.ctx.map.parseLoc(a.hex) : null
  if (loc === null)
    refuse(RULE, `${JSON.stringify(a.hex)} is not a hex of the map (a hex label like "1203").`)
  const f = factsAt(t, side, loc)
  const why = siteRefusal(t, side, loc, f)
  if (why) refuse(RULE, why)
  const nations = [...f.present.get(t.ctx.hexNation(loc)!)!].sort()
  let nation: string
  if (a.nation !== undefined) {
    if (typeof a.nation !== 'string' || t.ctx.nationSide.get(a.nation) !== side)
      refuse(RULE, `${JSON.stringify(a.nation)} is not a nation of ${sideName(t, side)}.`)
    if (!nations.includes(a.nation))
      refuse(
        RULE,
        `${nationName(t, a.nation)} has no combat unit of its own in ${nationName(t, t.ctx.hexNation(loc)!)}: it may not build a ${airstripWords(t.s.scenario).name} there (4.3; T-20).`,
      )
    nation = a.nation
  } else if (nations.length === 1) nation = nations[0]
  else
    refuse(
      RULE,
      `Say which nation builds it ("nation"): ${nations.map((n) => `"${n}"`).join(' or ')} — with its own Offensive and EP (4.3).`,
    )
  const paid = spendEp(t, side, `build a ${airstripWords(t.s.scenario).name}`, RULE)
  op.used[side] = (op.used[side] ?? 0) + 1
  op.passes = 0
  const b = mutBasing(t.s)
  const built = (b.built ??= [])
  const hex = label(t, loc)
  const id = `grass-${hex}-${built.length + 1}`
  const now = t.s.turn.year * 12 + t.s.turn.month - 1
  const airfield: BuiltAirfield = {
    id,
    name: `${airstripWords(t.s.scenario).Name} ${hex}`,
    hex,
    owner: side,
    nation,
    complete: false,
    placed: now,
  }
  built.push(airfield)
  mutStack(t.s, id) // its (empty) stack
  t.ctx = contextOf(t.s) // the rest of this action sees the new base
  emit(t, {
    type: 'grassAirfield',
    text: `${sideName(t, side)} (${nationName(t, nation)}) spends its Offensive option: 1 Offensive and ${paid}; a ${airstripWords(t.s.scenario).name} is placed under construction at ${hex} and completes in the End Phase of this turn (4.3).`,
    rule: RULE,
    side,
    loc: hex,
  })
  op.turn = nextSide(t, side) // the Offensive option passes to the next side normally (4.3)
  t.s.turn.phasingSide = op.turn
}

/** The side's grass airfields it may demolish now: its own, standing, with no unit based there. */
export function demolishable(t: Tx, side: SideId): BaseId[] {
  if (!t.s.scenario.options.grassAirfields) return []
  const out: BaseId[] = []
  for (const b of t.ctx.basesBySide.get(side) ?? [])
    if (demolishRefusal(t, side, b.id) === null) out.push(b.id)
  return out
}

function grassIndex(t: Tx, base: BaseId): number {
  return t.ctx.baseDefs.get(base)?.components.findIndex((c) => c.kind === 'GrassAirfield') ?? -1
}

function demolishRefusal(t: Tx, side: SideId, base: BaseId): string | null {
  const def = t.ctx.baseDefs.get(base)
  const i = grassIndex(t, base)
  if (!def || i < 0 || t.s.installations?.[`${base}:${i}`]?.removed)
    return `${JSON.stringify(String(base))} is not a ${airstripWords(t.s.scenario).name} on the map.`
  if (def.owner !== side)
    return `${def.name} is not ${sideName(t, side)}'s: only its owner demolishes a ${airstripWords(t.s.scenario).name} (4.3).`
  const based = (t.s.stacks[base] ?? []).filter((id) => !t.s.units[id].eliminated)
  if (based.length)
    return `${def.name} bases ${based.length === 1 ? 'a unit' : `${based.length} units`}: change its base first (not a rule: Sortie demolishes only an empty ${airstripWords(t.s.scenario).name}).`
  return null
}

/** `side` demolishes its grass airfield `a.base` for 1 EP (4.3; 8.6): it is removed from the map. */
export function actDemolishGrassAirfield(
  t: Tx,
  a: Extract<Action, { type: 'demolishGrassAirfield' }>,
  side: SideId,
): void {
  if (!t.s.scenario.options.grassAirfields)
    refuse(
      RULE,
      `This game is played without ${airstripWords(t.s.scenario).name} construction (scenario option "grassAirfields").`,
    )
  const why = demolishRefusal(t, side, a.base)
  if (why) refuse(RULE, why)
  const paid = spendEp(t, side, `demolish a ${airstripWords(t.s.scenario).name}`, RULE)
  const states = mutInstallations(t.s)
  const key = `${a.base}:${grassIndex(t, a.base)}`
  states[key] = { ...states[key], removed: true }
  mutStack(t.s, a.base) // its capacity changes: what is derived from the base is worked out again
  const def = t.ctx.baseDefs.get(a.base)!
  emit(t, {
    type: 'grassAirfield',
    text: `${sideName(t, side)} demolishes ${def.name} for ${paid}: it is removed from the map (4.3; 8.6).`,
    rule: RULE,
    side,
    loc: def.hex,
  })
}

/** The End Phase: every grass airfield placed this turn and still standing is completed (4.3). */
export function completeGrassAirfields(t: Tx): void {
  if (!t.s.basing?.built?.some((b) => !b.complete)) return
  for (const b of mutBasing(t.s).built!) {
    if (b.complete) continue
    b.complete = true
    if (t.s.installations?.[`${b.id}:0`]?.removed) continue
    mutStack(t.s, b.id)
    emit(t, {
      type: 'grassAirfield',
      text: `End Phase: the ${airstripWords(t.s.scenario).name} at ${b.hex} is completed; it may base one fighter-type unit (4.3).`,
      rule: RULE,
      side: b.owner,
      loc: b.hex,
    })
  }
  t.ctx = contextOf(t.s)
}
