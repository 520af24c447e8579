// Whose Air Offensive it is (4.25; APTO D84): an Air Offensive is conducted by one power, and only
// that nation's air units fly in it. Two or more allied major powers may declare a Combined Air
// Offensive instead: each spends one Offensive, no EP is spent, and one of them flies the air units
// of all of them — still at most two missions in all, not two for each. Minor partners never join
// a Combined Air Offensive, though a minor nation may run an Air Offensive of its own; against an
// enemy Air Offensive their fighters intercept with their allies' as usual (interception is not
// limited here). Impromptu Offensives are not played, so none can pay for it.
//
// Sortie keeps the Offensives each side may declare (the Offensive Track, EXTERNAL) per side, so a
// Combined Air Offensive spends as many of its side's Offensives as powers join it. An Air Offensive
// declared without naming its power is named by its first launch: the nation of the units launched.
import { emit, names, refuse, sideName, type Tx } from './core'
import type { GameState, Offensive, OffensiveOption, SideId, UnitId, UnitState } from '../types'
import type { ScenarioContext } from '../context'
import { unitsSettled } from './draft'

const RULE = '4.25'

/** The rule is played: an Air Offensive is one power's (pinned off for version 7 saves, where any unit of the side flew in it). */
export function powersPlayed(s: GameState): boolean {
  return s.scenario.options.combinedAirOffensive !== false
}

/** A minor nation (4.25): the scenario says so, or its role is one of a minor partner (Finland). */
export function isMinorNation(s: GameState, nation: string): boolean {
  const n = s.scenario.nations.find((x) => x.id === nation)
  return n?.minor ?? n?.role === 'finnish'
}

function nationName(s: GameState, nation: string): string {
  return s.scenario.nations.find((x) => x.id === nation)?.name ?? nation
}

/** "the United Kingdom and the United States" (names as the scenario gives them). */
function nationList(s: GameState, nations: readonly string[]): string {
  const n = nations.map((id) => nationName(s, id))
  return n.length < 2 ? (n[0] ?? '') : `${n.slice(0, -1).join(', ')} and ${n[n.length - 1]}`
}

/** The nations of `side` with an air unit still in play: those that may conduct an Air Offensive (4.25). */
export function airPowers(t: Tx, side: SideId): readonly string[] {
  // Read on every Offensive decision; a scan of every air unit (20,000 on the largest maps), so kept
  // per settled units record (draft.ts unitsSettled) and scenario.
  if (!unitsSettled(t.s)) return powersNow(t, side)
  let byScenario = powersKept.get(t.s.units)
  if (!byScenario) powersKept.set(t.s.units, (byScenario = new WeakMap()))
  let bySide = byScenario.get(t.s.scenario)
  if (!bySide) byScenario.set(t.s.scenario, (bySide = new Map<SideId, readonly string[]>()))
  let out = bySide.get(side)
  if (!out) bySide.set(side, (out = powersNow(t, side)))
  return out
}

const powersKept = new WeakMap<object, WeakMap<object, Map<SideId, readonly string[]>>>()

function powersNow(t: Tx, side: SideId): readonly string[] {
  const out = new Set<string>()
  // Every nation of the side with an air unit in the scenario: once each has a unit in play, no
  // further unit can add one (a few units read, not 20,000).
  const all = nationsWithAir(t.s.scenario, side, t.ctx)
  for (const def of t.s.scenario.airUnits) {
    if (out.size === all.size) break
    if (out.has(def.nation) || t.ctx.nationSide.get(def.nation) !== side || t.s.units[def.id]?.eliminated)
      continue
    out.add(def.nation)
  }
  return t.s.scenario.nations.filter((n) => out.has(n.id)).map((n) => n.id) // in the scenario's order
}

const withAir = new WeakMap<object, Map<SideId, Set<string>>>()

/** The nations of `side` that have any air unit in the scenario (eliminated or not). */
function nationsWithAir(scenario: GameState['scenario'], side: SideId, ctx: ScenarioContext): Set<string> {
  let bySide = withAir.get(scenario)
  if (!bySide) withAir.set(scenario, (bySide = new Map<SideId, Set<string>>()))
  let set = bySide.get(side)
  if (!set) {
    set = new Set()
    for (const def of scenario.airUnits) if (ctx.nationSide.get(def.nation) === side) set.add(def.nation)
    bySide.set(side, set)
  }
  return set
}

const listed = (s: GameState, ids: readonly string[]) =>
  ids.map((id) => ({
    id,
    name: nationName(s, id),
    ...(isMinorNation(s, id) ? { minor: true as const } : {}),
  }))

/** The Air Offensive option's nations, when more than one may conduct it (the dialog's choice). */
export function airOptionNations(t: Tx, side: SideId): Pick<OffensiveOption, 'nations'> {
  if (!powersPlayed(t.s)) return {}
  const powers = airPowers(t, side)
  return powers.length > 1 ? { nations: listed(t.s, powers) } : {}
}

/** D-AO-DECLARE's Combined Air Offensive, when two or more major powers of the side have air units (4.25); null otherwise. */
export function combinedOption(
  t: Tx,
  side: SideId,
  left: number,
  none: string | null,
): OffensiveOption | null {
  if (!powersPlayed(t.s)) return null
  const majors = airPowers(t, side).filter((n) => !isMinorNation(t.s, n))
  if (majors.length < 2) return null
  const base = {
    kind: 'combinedAir' as const,
    name: 'Combined Air Offensive',
    rule: RULE,
    nations: listed(t.s, majors),
  }
  if (none) return { ...base, available: false, reason: none }
  if (left < 2)
    return {
      ...base,
      available: false,
      reason: `Each major power in a Combined Air Offensive spends one Offensive: ${sideName(t, side)} has ${left} left, 2 needed (4.25).`,
    }
  return { ...base, available: true }
}

/**
 * The powers a declaration names, checked (4.25): one nation of the side with air units, or two or
 * more of its major powers for a Combined Air Offensive, with an Offensive left for each. Undefined:
 * not named (the first launch names it), or the rule is not played.
 */
export function checkPowers(
  t: Tx,
  side: SideId,
  kind: unknown,
  nations: unknown,
  left: number,
): string[] | undefined {
  const combined = kind === 'combinedAir'
  if (!powersPlayed(t.s)) {
    if (combined || nations !== undefined)
      refuse(
        RULE,
        'This game plays no Combined Air Offensive: an Air Offensive flies any air unit of the side (a game saved before version 8).',
      )
    return undefined
  }
  const powers = airPowers(t, side)
  if (nations === undefined) {
    if (combined)
      refuse(
        RULE,
        `A Combined Air Offensive names its major powers, e.g. "nations": [${powers
          .slice(0, 2)
          .map((n) => JSON.stringify(n))
          .join(', ')}] (4.25).`,
      )
    return powers.length === 1 ? [...powers] : undefined
  }
  if (!Array.isArray(nations) || !nations.length)
    refuse(
      RULE,
      `"nations" lists the nations conducting the Air Offensive, e.g. [${JSON.stringify(powers[0] ?? 'UK')}] (4.25).`,
    )
  const seen = new Set<unknown>()
  for (const n of nations as unknown[]) {
    if (seen.has(n)) refuse(RULE, `${JSON.stringify(n)} is listed twice.`)
    seen.add(n)
    if (typeof n !== 'string' || !powers.includes(n))
      refuse(
        RULE,
        `${JSON.stringify(n)} is not a nation of ${sideName(t, side)} with air units: ${powers.map((p) => `"${p}"`).join(', ')} (4.25).`,
      )
  }
  const list = nations as string[]
  if (combined && list.length < 2)
    refuse(RULE, 'A Combined Air Offensive joins two or more allied major powers (4.25).')
  if (list.length > 1) {
    const minor = list.find((n) => isMinorNation(t.s, n))
    if (minor)
      refuse(
        RULE,
        `${nationName(t.s, minor)} is a minor nation: its air units may not join a Combined Air Offensive, though it may run an Air Offensive of its own (4.25).`,
      )
    if (left < list.length)
      refuse(
        RULE,
        `Each major power in a Combined Air Offensive spends one Offensive: ${list.length} needed, ${sideName(t, side)} has ${left} left (4.25).`,
      )
  }
  return [...list]
}

/** The declaration's log line for an Air Offensive whose rule is played (4.25; APTO D84). */
export function declarationText(t: Tx, side: SideId, powers: readonly string[] | undefined): string {
  const missions = 'bombing installations, Change Base, air transport or air-naval attacks'
  if (!powers)
    return `${sideName(t, side)} declares an Air Offensive: up to two missions — ${missions}; it is one power's, named by its first launch: only that nation's air units fly in it (4.25).`
  if (powers.length === 1)
    return `${sideName(t, side)} declares an Air Offensive of ${nationName(t.s, powers[0])}: up to two missions — ${missions}; only its air units fly in it (4.25).`
  return `${sideName(t, side)} declares a Combined Air Offensive of ${nationList(t.s, powers)}: each spends one Offensive (${powers.length} in all) and no EP; up to two missions in all — ${missions} — flown with the air units of ${powers.length === 2 ? 'both' : 'all of them'} (4.25; APTO D84).`
}

/** The side's own Air Offensive under way, when its rule is played. */
function ownAirOffensive(s: GameState, side: SideId): Offensive | null {
  const cur = s.offensivePhase?.current
  return cur?.kind === 'air' && cur.side === side && powersPlayed(s) ? cur : null
}

/** The nations allowed to launch for `side` now: its Air Offensive's powers; null when not restricted. */
export function allowedPowers(s: GameState, side: SideId): readonly string[] | null {
  return ownAirOffensive(s, side)?.powers ?? null
}

/** Whether `u` may not fly in its side's Air Offensive: it is another power's (4.25). */
export function barredFromAirOffensive(ctx: ScenarioContext, s: GameState, u: UnitState): boolean {
  const powers = allowedPowers(s, u.side)
  return powers !== null && !powers.includes(ctx.unitDefs.get(u.id)?.nation ?? '')
}

/** What the launch options depend on here: the powers of each side's Air Offensive under way (cache key, derived.ts). */
export function powersKey(s: GameState): string {
  const cur = s.offensivePhase?.current
  return cur?.kind === 'air' && cur.powers ? `${cur.side}:${cur.powers.join(',')}` : ''
}

/**
 * A launch in the side's own Air Offensive (4.25): its units must be its powers'; the first launch
 * of one whose power is not named yet names it — the nation of its units, all of one nation.
 */
export function launchInAirOffensive(t: Tx, side: SideId, units: unknown): void {
  const cur = ownAirOffensive(t.s, side)
  if (!cur || !Array.isArray(units)) return
  const known = (units as unknown[]).filter(
    (id): id is UnitId =>
      typeof id === 'string' && Object.hasOwn(t.s.units, id) && t.s.units[id].side === side,
  )
  const nationOf = (id: UnitId) => t.ctx.unitDefs.get(id)!.nation
  if (cur.powers) {
    const other = known.find((id) => !cur.powers!.includes(nationOf(id)))
    if (other === undefined) return
    refuse(
      RULE,
      cur.powers.length > 1
        ? `${names(t, [other])} is ${nationName(t.s, nationOf(other))}'s: this Combined Air Offensive flies only the air units of ${nationList(t.s, cur.powers)} (4.25).`
        : `${names(t, [other])} is ${nationName(t.s, nationOf(other))}'s: this Air Offensive is ${nationName(t.s, cur.powers[0])}'s, and only its air units fly in it; the units of two major powers fly together only in a Combined Air Offensive (4.25).`,
    )
  }
  const nations = [...new Set(known.map(nationOf))]
  if (nations.length > 1)
    refuse(
      RULE,
      `An Air Offensive is one power's: ${nationList(t.s, nations)} air units fly together only in a Combined Air Offensive, declared as such (4.25).`,
    )
  if (nations.length !== 1) return
  cur.powers = nations
  emit(t, {
    type: 'airOffensivePower',
    text: `This Air Offensive is ${nationName(t.s, nations[0])}'s: only its air units fly in it (4.25).`,
    rule: RULE,
    side,
  })
}
