// Land reconnaissance (4.11; spec §6.2; D-RECON-LAND, D-RECON-CONCEAL): in the Offensive Phase
// only, a friendly, supplied, uncommitted combat unit (not an ATP) at base tries to inspect the
// enemy land stack of a hex in its range. It is not moved, not committed and not intercepted. One
// attempt per enemy hex per Offensive Phase for the whole side, whatever the number of units; a unit
// that made a sea reconnaissance this Offensive Phase may make no land one, and the other way round.
// 1d6 with every modifier a penalty (A-10): a modified 1 or less fails, 2 or more succeeds. Success
// shows the reconnoitring side every land unit in the hex (air units at bases are always shown in
// Sortie; naval units never through this, 4.10); with a fort chit there the owner may first conceal
// one land chit, in secret. What a side has seen lasts to the end of the Offensive Phase (view.ts).
import { fullWeatherEffects, groundedAt, rangeBetween } from '../weather/effects'
import { carrierGrounded, operationalAt } from '../bases'
import { landUnitsNow, type LandUnitNow } from '../land'
import type { Action, Loc, Modifier, Pending, SideId, UnitId } from '../types'
import { defOf, isFighterClass, longestRange, rangeOf, unitName } from '../units'
import { emit, isUnitId, label, nameOrId, refuse, sideName, type Tx } from './core'
import { airDistance, terrainOf } from './geometry'
import { terrainEffects } from '../terrainEffects'
import { recordValues } from './persistentRecord'
import { fortStands } from '../installations'
import type { LandReconAttempt, LandReconState, LandReconTarget, LandReconUnit } from '../state/landRecon'
export type {
  LandReconAttempt,
  LandReconSeen,
  LandReconState,
  LandReconTarget,
  LandReconUnit,
} from '../state/landRecon'

const RULE = '4.11'

/** Whether the scenario plays land reconnaissance (false: saves of version 6, where it is greyed). */
export function landReconPlayed(t: Pick<Tx, 's'>): boolean {
  return t.s.scenario.options.landReconnaissance === true
}

function stateOf(t: Tx): LandReconState {
  return (t.s.landRecon ??= { tried: [], land: [], sea: [], seen: [], current: null })
}

/** A modified roll of 2 or more succeeds (4.11): the chance for a sum of modifiers. */
export function landReconChance(drm: number): number {
  let ways = 0
  for (let d = 1; d <= 6; d++) if (d + drm >= 2) ways++
  return ways / 6
}

/** Whether the hex has a fort chit (scenario `map.features[].fort`), so its owner may conceal one land chit (4.11); a destroyed one does not function (4.26). */
export function hasFortChit(t: Pick<Tx, 's'>, hex: string): boolean {
  return t.s.scenario.map.features.some((f) => f.hex === hex && fortStands(t.s, f))
}

/** A map-printed city or resource in the hex: city terrain, or a City or Resource base component there. */
function cityOrResource(t: Tx, loc: Loc): boolean {
  if (terrainOf(t.ctx, loc) === 'city') return true
  return (t.ctx.basesAt.get(loc) ?? []).some((b) =>
    t.ctx.baseDefs.get(b)?.components.some((c) => c.kind === 'City' || c.kind === 'Resource'),
  )
}

/** Any inclement weather (4.11; APTO E9): the target hex's zone, or the reconnoitring unit's base's, is not clear. */
function inclement(t: Tx, loc: Loc, from: Loc): boolean {
  return t.ctx.weatherAt(loc) !== 'clear' || t.ctx.weatherAt(from) !== 'clear'
}

/** Where `side`'s enemies have Fighter-type units (F, FB, N; Naval-Air aboard carriers count), each place with the longest range, as weather reduces it (4.11; A-41). */
function enemyFighterReach(t: Tx, side: SideId): Map<Loc, number> {
  const out = new Map<Loc, number>()
  for (const u of recordValues(t.s.units)) {
    if (u.side === side || u.eliminated || !isFighterClass(t.ctx, u.id)) continue
    const at = u.aloft ? u.aloft.loc : t.ctx.baseLoc.get(u.base)
    if (at === undefined || t.ctx.weatherAt(at) === 'grounded') continue
    const r = rangeOf(t.ctx, u, at)
    if (r > (out.get(at) ?? -1)) out.set(at, r)
  }
  return out
}

function fighterInRange(t: Tx, reach: ReadonlyMap<Loc, number>, loc: Loc): boolean {
  for (const [at, r] of reach) if (airDistance(t.ctx, at, loc) <= r) return true
  return false
}

/** The modifiers of one attempt (4.11), every one a penalty (A-10), in the printed order (the −2s, then the −1s); the terrain's from `TERRAIN_EFFECTS` (APTO D34: jungle and jungle-mountain −2). */
export function landReconModifiers(
  t: Tx,
  side: SideId,
  unit: UnitId,
  loc: Loc,
  from: Loc,
  reach: ReadonlyMap<Loc, number> = enemyFighterReach(t, side),
): Modifier[] {
  const mods: Modifier[] = []
  const terrain = terrainOf(t.ctx, loc)
  const byTerrain = terrainEffects(terrain).landRecon
  const terrainMod = byTerrain && {
    value: byTerrain.value,
    rule: byTerrain.rule,
    label: `the target is a ${terrain} hex`,
  }
  if (terrainMod && terrainMod.value <= -2) mods.push(terrainMod)
  if (inclement(t, loc, from)) mods.push({ value: -2, rule: RULE, label: 'inclement weather' })
  if (terrainMod && terrainMod.value > -2) mods.push(terrainMod)
  if (cityOrResource(t, loc))
    mods.push({ value: -1, rule: RULE, label: 'the target is a city and/or resource hex' })
  if (defOf(t.ctx, unit).type === 'F')
    mods.push({ value: -1, rule: RULE, label: 'the reconnoitring unit is a Fighter (not a Fighter-Bomber)' })
  if (fighterInRange(t, reach, loc))
    mods.push({
      value: -1,
      rule: `${RULE}; A-41`,
      label: 'an enemy Fighter-type unit is within range of the hex',
    })
  return mods
}

interface ReconBase {
  from: Loc
  units: { id: UnitId; range: number }[]
}

/** Bases of `side` with units that may reconnoitre land (4.11): uncommitted, supplied combat units at base, able to fly, no sea reconnaissance made this Offensive Phase; with `near`, only those from which some unit could reach it. */
function landReconBases(t: Tx, side: SideId, near?: Loc): ReconBase[] {
  const out: ReconBase[] = []
  const sea = new Set(t.s.landRecon?.sea)
  const farthest = near === undefined ? Infinity : longestRange(t.ctx)
  for (const b of t.ctx.basesBySide.get(side) ?? []) {
    const from = t.ctx.baseLoc.get(b.id)
    if (from === undefined) continue
    if (near !== undefined && airDistance(t.ctx, from, near) > farthest) continue // beyond every unit's range
    if (t.ctx.weatherAt(from) === 'grounded' || carrierGrounded(t.ctx, b.id, t.s)) continue
    const units: ReconBase['units'] = []
    const operational = operationalAt(t.ctx, t.s, b.id)
    for (const id of t.s.stacks[b.id] ?? []) {
      const u = t.s.units[id]
      const def = defOf(t.ctx, id)
      if (
        u.eliminated ||
        u.aloft ||
        u.commitment !== 'none' ||
        def.type === 'ATP' ||
        def.outOfSupply ||
        sea.has(id)
      )
        continue
      if (operational(id)) units.push({ id, range: rangeOf(t.ctx, u, from) })
    }
    if (units.length) out.push({ from, units })
  }
  return out
}

/** The enemy land units of each hex, as `side` would reconnoitre them (in scenario order: the first is the top chit). */
function enemyLandByHex(t: Tx, side: SideId): Map<string, LandUnitNow[]> {
  const out = new Map<string, LandUnitNow[]>()
  for (const l of landUnitsNow(t.s)) {
    const owner = t.ctx.nationSide.get(l.nation)
    if (owner === undefined || owner === side) continue
    const list = out.get(l.hex)
    if (list) list.push(l)
    else out.set(l.hex, [l])
  }
  return out
}

/** Why `side` may make no land reconnaissance now (phase), or null (4.11). */
export function landReconPhaseRefusal(t: Tx): string | null {
  if (t.s.turn.phase !== 'offensive') return 'Land reconnaissance is made only in the Offensive Phase (4.11).'
  if (t.s.offensivePhase?.current?.kind === 'land')
    return 'A Land Offensive is under way: land reconnaissance is made before or after it, or in an Air Offensive (4.11, 4.22).'
  return null
}

/** The enemy land hexes `side` may reconnoitre now (or only the hex given), each with the units that may try and their odds (4.11). */
export function landReconTargets(t: Tx, side: SideId, limit = Infinity, only?: string): LandReconTarget[] {
  if (!landReconPlayed(t) || landReconPhaseRefusal(t) || t.s.landRecon?.current) return []
  const tried = t.s.landRecon?.tried ?? []
  let bases: ReconBase[] | null = null
  let reach: Map<Loc, number> | null = null
  const out: LandReconTarget[] = []
  for (const [hex, stack] of enemyLandByHex(t, side)) {
    if (only !== undefined && hex !== only) continue
    if (tried.some((x) => x.side === side && x.hex === hex)) continue
    const loc = t.ctx.map.parseLoc(hex)
    if (loc === null || groundedAt(t.ctx, t.s, loc, 'land reconnaissance')) continue // no air activity in a grounded zone (APTO 1.5)
    const units: LandReconUnit[] = []
    const full = fullWeatherEffects(t.s, t.ctx)
    for (const b of (bases ??= landReconBases(t, side, only === undefined ? undefined : loc))) {
      const distance = airDistance(t.ctx, b.from, loc)
      for (const u of b.units) {
        if (distance > (full ? rangeBetween(t.ctx, t.s, t.s.units[u.id], b.from, loc) : u.range)) continue // a zone reached halves the range too (APTO 1.7)
        const modifiers = landReconModifiers(
          t,
          side,
          u.id,
          loc,
          b.from,
          (reach ??= enemyFighterReach(t, side)),
        )
        const drm = modifiers.reduce((n, m) => n + m.value, 0)
        units.push({ id: u.id, distance, modifiers, drm, chance: landReconChance(drm) })
      }
    }
    if (!units.length) continue
    units.sort((a, b) => b.chance - a.chance || a.distance - b.distance || a.id.localeCompare(b.id))
    out.push({ hex, chits: stack.length, fort: hasFortChit(t, hex), units })
    if (out.length >= limit) break
  }
  return out.sort((a, b) => a.hex.localeCompare(b.hex))
}

/** The targets the Offensive Phase's declare-or-pass decision offers between Offensives (4.11), when there are any. */
export function landReconField(t: Tx, side: SideId): { landRecon?: LandReconTarget[] } {
  if (!landReconPlayed(t)) return {}
  const targets = landReconTargets(t, side)
  return targets.length ? { landRecon: targets } : {}
}

/** Why `side` may make no land reconnaissance now, or null: for the greyed mission entry (4.11). */
export function landReconUnavailable(t: Tx, side: SideId): string | null {
  const phase = landReconPhaseRefusal(t)
  if (phase) return phase
  if (landReconTargets(t, side, 1).length) return null // whether one exists: the plan's mission list is built often
  if (!enemyLandByHex(t, side).size) return 'There is no enemy land unit on the map to reconnoitre (4.11).'
  return 'No enemy land hex not tried this Offensive Phase is within range of an uncommitted, supplied combat unit at base that made no sea reconnaissance in it (4.11).'
}

/** D-RECON-LAND: `side` reconnoitres an enemy land hex with one unit (4.11). */
export function actReconnoitreLand(
  t: Tx,
  a: Extract<Action, { type: 'reconnoitreLand' }>,
  side: SideId,
): void {
  if (!landReconPlayed(t))
    refuse(RULE, 'This scenario does not play land reconnaissance (options.landReconnaissance is false).')
  const phase = landReconPhaseRefusal(t)
  if (phase) refuse(RULE, phase)
  if (typeof a.hex !== 'string') refuse(RULE, 'Name the enemy land hex to reconnoitre, like "0805".')
  const loc = t.ctx.map.parseLoc(a.hex)
  if (loc === null || !t.ctx.map.isHex(loc)) refuse(RULE, `"${a.hex}" is not a hex of this map.`)
  const hex = label(t, loc)
  if (!enemyLandByHex(t, side).has(hex))
    refuse(RULE, `There is no enemy land unit at ${hex} to reconnoitre (4.11).`)
  const grounded = groundedAt(t.ctx, t.s, loc, 'land reconnaissance')
  if (grounded) refuse('1.5', grounded)
  if (t.s.landRecon?.tried.some((x) => x.side === side && x.hex === hex))
    refuse(
      RULE,
      `${hex} has been reconnoitred once this Offensive Phase: one attempt per enemy hex per Offensive Phase, whatever the number of units (4.11).`,
    )
  if (!isUnitId(t, a.unit))
    refuse(RULE, `${nameOrId(t, a.unit)} is not an air unit: name the reconnoitring unit.`)
  const u = t.s.units[a.unit]
  const name = unitName(t.ctx, a.unit)
  if (u.side !== side) refuse(RULE, `${name} is not one of your units.`)
  if (u.eliminated) refuse(RULE, `${name} has been eliminated.`)
  if (defOf(t.ctx, a.unit).type === 'ATP')
    refuse(RULE, `${name} is an Air Transport Point: only a combat unit reconnoitres (4.11).`)
  if (u.aloft) refuse(RULE, `${name} is aloft: a unit reconnoitres from its base (4.11).`)
  if (u.commitment !== 'none')
    refuse(
      RULE,
      `${name} is committed (${u.commitment === 'current' ? 'Current' : 'Previous'}): only an uncommitted unit reconnoitres (4.11, 4.27).`,
    )
  if (defOf(t.ctx, a.unit).outOfSupply)
    refuse(RULE, `${name} is out of supply: only a supplied unit reconnoitres (4.11).`)
  if (t.s.landRecon?.sea.includes(a.unit))
    refuse(
      RULE,
      `${name} made a sea reconnaissance this Offensive Phase: it may make no land reconnaissance in it (4.11).`,
    )
  const target = landReconTargets(t, side, Infinity, hex).find((x) => x.hex === hex) // that hex only: the others do not matter here
  const unit = target?.units.find((x) => x.id === a.unit)
  if (!unit)
    refuse(
      RULE,
      `${name} cannot reconnoitre ${hex}: it must be at a base it may fly from, operational, with ${hex} within its range (4.11).`,
    )
  const st = stateOf(t)
  st.tried.push({ side, hex })
  if (!st.land.includes(a.unit)) st.land.push(a.unit)
  st.current = { side, unit: a.unit, hex, modifiers: unit.modifiers, die: null, conceal: null }
  const stack = enemyLandByHex(t, side).get(hex)!
  emit(t, {
    type: 'landRecon',
    text: `${name} reconnoitres ${hex} (${stack.length} enemy land chit${stack.length === 1 ? '' : 's'}), distance ${unit.distance}: 2 or more needed on 1d6${unit.drm ? `, ${unit.drm} (${unit.modifiers.map((m) => m.label).join('; ')})` : ''}, ${Math.round(unit.chance * 6)} in 6 (4.11). The unit is not moved or committed.`,
    rule: RULE,
    side,
    loc: hex,
    units: [a.unit],
  })
}

/** The land units of a hex that the owner may conceal: every one but the top chit, which is always seen. */
export function concealable(t: Pick<Tx, 's'> & { ctx: Tx['ctx'] }, hex: string, side: SideId): LandUnitNow[] {
  const stack = landUnitsNow(t.s).filter((l) => l.hex === hex && t.ctx.nationSide.get(l.nation) !== side)
  return stack.slice(1)
}

function addDie(t: Tx, r: LandReconAttempt, natural: number, source: 'seeded' | 'scripted' | 'manual'): void {
  r.die = natural
  const drm = r.modifiers.reduce((n, m) => n + m.value, 0)
  const ok = natural + drm >= 2
  emit(t, {
    type: 'landReconRoll',
    text: `Land reconnaissance of ${r.hex}: roll ${natural}${drm ? ` − ${Math.abs(drm)}` : ''} = ${natural + drm}, 2 needed — ${ok ? 'success' : 'failure'} (4.11).`,
    rule: RULE,
    side: r.side,
    loc: r.hex,
    units: [r.unit],
    roll: {
      purpose: 'land reconnaissance',
      natural,
      modifiers: r.modifiers,
      modified: natural + drm,
      target: 2,
      result: ok ? 'seen' : 'not seen',
      source,
    },
  })
  if (!ok) {
    t.s.landRecon!.current = null
    emit(t, {
      type: 'landReconFailed',
      text: `${sideName(t, r.side)} learns nothing of ${r.hex}; no unit may try it again this Offensive Phase (4.11).`,
      rule: RULE,
      side: r.side,
      loc: r.hex,
    })
    return
  }
  const owner = ownerOf(t, r)
  if (owner !== null && hasFortChit(t, r.hex) && concealable(t, r.hex, r.side).length) {
    r.conceal = { owner }
    return
  }
  reveal(t, r, null)
}

function ownerOf(t: Tx, r: LandReconAttempt): SideId | null {
  const top = landUnitsNow(t.s).find((l) => l.hex === r.hex && t.ctx.nationSide.get(l.nation) !== r.side)
  return top ? (t.ctx.nationSide.get(top.nation) ?? null) : null
}

/** The reconnoitring side sees the hex's land units, but the one concealed (4.11). */
function reveal(t: Tx, r: LandReconAttempt, concealed: string | null): void {
  const st = t.s.landRecon!
  const units = landUnitsNow(t.s)
    .filter((l) => l.hex === r.hex && t.ctx.nationSide.get(l.nation) !== r.side && l.id !== concealed)
    .map((l) => l.id)
  st.seen = [
    ...st.seen.filter((x) => !(x.side === r.side && x.hex === r.hex)),
    { side: r.side, hex: r.hex, units, concealed: concealed !== null },
  ]
  st.current = null
  const list = landUnitsNow(t.s).filter((l) => units.includes(l.id))
  emit(t, {
    type: 'landRevealed',
    text: `${sideName(t, r.side)} sees the land units at ${r.hex}: ${list.map((l) => `${l.name} (${l.strength})`).join(', ')}${concealed !== null ? ', and one land chit concealed under the fort chit' : ''}; no naval unit is seen this way (4.11).`,
    rule: RULE,
    side: r.side,
    loc: r.hex,
  })
}

/** The die the attempt under way waits for (4.11). */
export const landReconDie = {
  awaited(t: Tx): { side: SideId; purpose: string; rule: string; prompt: string; loc: string } | null {
    const r = t.s.landRecon?.current
    if (!r || r.die !== null) return null
    return {
      side: r.side,
      purpose: 'land reconnaissance',
      rule: RULE,
      loc: r.hex,
      prompt: `Roll one die for the land reconnaissance of ${r.hex} and enter the value (1–6): 2 or more after modifiers succeeds.`,
    }
  },
  resolve(t: Tx, natural: number, source: 'seeded' | 'scripted' | 'manual'): void {
    addDie(t, t.s.landRecon!.current!, natural, source)
  },
}

/** The attempt under way, once its die is in (`landReconDie`): the owner's concealment (D-RECON-CONCEAL). */
export function landReconDecision(t: Tx): Pending | 'progress' | null {
  const r = t.s.landRecon?.current
  if (!r || r.die === null) return null
  if (!r.conceal) return null
  return {
    kind: 'reconConceal',
    side: r.conceal.owner,
    hex: r.hex,
    reconnoitring: r.side,
    units: concealable(t, r.hex, r.side).map((l) => ({ id: l.id, name: l.name, strength: l.strength })),
    rule: RULE,
    loc: r.hex,
    prompt: `${sideName(t, r.side)} has reconnoitred ${r.hex}, where you have a fort chit: conceal one of your land chits there from it, or none (4.11).`,
  }
}

/** D-RECON-CONCEAL: the hex's owner conceals one land chit (its id) or none (null), in secret (4.11). */
export function actConcealLand(t: Tx, p: Extract<Pending, { kind: 'reconConceal' }>, unit: unknown): void {
  const r = t.s.landRecon?.current
  if (!r) throw new Error('no land reconnaissance awaits a concealment')
  if (unit !== null && unit !== undefined && !p.units.some((u) => u.id === unit))
    refuse(
      RULE,
      `${JSON.stringify(unit)} is not one of your land chits at ${p.hex} that may be concealed: ${p.units.map((u) => `"${u.id}"`).join(', ')}, or none (null); the top chit is always seen (4.11).`,
    )
  const concealed = typeof unit === 'string' ? unit : null
  emit(t, {
    type: 'landConcealed',
    text: concealed
      ? `${sideName(t, p.side)} conceals ${landUnitsNow(t.s).find((l) => l.id === concealed)?.name ?? concealed} under the fort chit at ${p.hex} (4.11).`
      : `${sideName(t, p.side)} conceals nothing at ${p.hex} (4.11).`,
    rule: RULE,
    side: p.side,
    loc: p.hex,
    privateTo: p.side,
  })
  reveal(t, r, concealed)
}

/** A sea reconnaissance in the Offensive Phase: those units make no land reconnaissance in it (4.11). */
export function noteSeaRecon(t: Tx, units: readonly UnitId[]): void {
  if (!landReconPlayed(t) || t.s.turn.phase !== 'offensive') return
  const st = stateOf(t)
  for (const id of units) if (!st.sea.includes(id)) st.sea.push(id)
}

/** Whether this unit made a land reconnaissance this Offensive Phase: no sea reconnaissance for it (4.11). */
export function madeLandRecon(s: { landRecon?: LandReconState }, unit: UnitId): boolean {
  return s.landRecon?.land.includes(unit) ?? false
}

/** A phase is over: land reconnaissance attempts and what they showed end with the Offensive Phase (4.11). */
export function clearLandRecon(t: Tx): void {
  if (t.s.landRecon) delete t.s.landRecon
}
