// A Land Offensive in the Offensive Phase (4.22; spec §11, §3.4, §16 (viii)): its Breakthrough,
// Combat and Exploitation Steps. In each Step the attacker declares land combats one at a time
// (land combat itself is Part 5: the players enter who attacks, who defends and which defenders
// are Activated). For each combat both sides launch ground support flights, attacker first, in
// turn until a side declines (D-GS-LAUNCH, A-24); interceptions come on the way; then every air
// combat over the hex is fought, and the result — air superiority and the bomber strength each
// side adds — is computed for the players to use in the land combat. The combat's flights then
// return to base; a unit supports one combat hex per Step (4.22).
import { fullWeatherEffects, halvesStrength, unitWeather } from '../weather/effects'
import { landUnitNow, landUnitsNow, markActivated } from '../land'
import { paradropOptions } from '../missions/paradropEligibility'
import type {
  GroundSupportResult,
  LandCombat,
  LandCombatCandidate,
  LandOffensiveState,
  LandStep,
  LaunchOption,
  Pending,
  SideId,
  UnitState,
} from '../types'
import { defOf, faceOf, isAtp, isBomberRole, isHeavy, needsRole, rangeOf, unitName } from '../units'
import {
  groundSupportResult,
  hexHalvings,
  type GsAirUnit,
  type GsLandUnit,
} from '../missions/groundSupportResult'
import { describeValue, emit, label, opponentsOf, refuse, sideName, type Tx } from './core'
import { airDistance, terrainOf } from './geometry'
import { launchableAt, launchReach } from './movement'
import { declareMissionHexEngagements } from './missionHex'

export const LAND_STEPS: readonly LandStep[] = ['breakthrough', 'combat', 'exploitation']
export const LAND_STEP_NAMES: Record<LandStep, string> = {
  breakthrough: 'Breakthrough Step',
  combat: 'Combat Step',
  exploitation: 'Exploitation Step',
}
const RULE = '4.22'

type ActiveCombat = LandCombat & { step: LandStep }

export function landOffensive(t: Tx): LandOffensiveState | null {
  const cur = t.s.offensivePhase?.current
  return cur?.kind === 'land' ? (cur.land ?? null) : null
}

/** The land combat whose ground support is under way, if any. */
export function activeCombat(land: LandOffensiveState | null | undefined): ActiveCombat | null {
  const c = land?.combats[land.combats.length - 1]
  return c && c.stage !== 'done' ? c : null
}

export function newLandOffensive(): LandOffensiveState {
  return { step: 'breakthrough', combats: [], flown: [], flownThisStep: [] }
}

function sideOfNation(t: Tx, nation: string): SideId | null {
  return t.ctx.nationSide.get(nation) ?? null
}

const landDefs = new WeakMap<object, Map<string, Tx['s']['scenario']['landUnits'][number]>>()
function landDef(t: Tx, id: string) {
  let m = landDefs.get(t.s.scenario)
  if (!m) landDefs.set(t.s.scenario, (m = new Map(t.s.scenario.landUnits.map((l) => [l.id, l]))))
  return m.get(id)
}

function isGeneral(kind: string | undefined): boolean {
  return /general/i.test(kind ?? '')
}

/** Hexes the attacker may attack now: enemy land units there, own land units next to it that have not attacked this Step. */
export function landCombatCandidates(t: Tx, side: SideId): LandCombatCandidate[] {
  const land = landOffensive(t)
  const attacked = new Set(
    (land?.combats ?? []).filter((c) => c.step === land!.step).flatMap((c) => c.attackers),
  )
  const byHex = new Map<string, { own: string[]; enemy: string[] }>()
  for (const l of landUnitsNow(t.s)) {
    const s = sideOfNation(t, l.nation)
    if (s === null) continue
    const at = byHex.get(l.hex) ?? { own: [], enemy: [] }
    ;(s === side ? at.own : at.enemy).push(l.id)
    byHex.set(l.hex, at)
  }
  const out: LandCombatCandidate[] = []
  for (const [hex, at] of byHex) {
    if (!at.enemy.length) continue
    const loc = t.ctx.map.parseLoc(hex)
    if (loc === null) continue
    const attackers: string[] = []
    for (const n of t.ctx.map.neighbours(loc))
      for (const id of byHex.get(label(t, n))?.own ?? []) if (!attacked.has(id)) attackers.push(id)
    if (attackers.length) out.push({ hex, attackers, defenders: at.enemy })
  }
  return out.sort((a, b) => a.hex.localeCompare(b.hex))
}

/** D-GS-LAUNCH or the next Step's land combat, or progress made automatically (spec §11.4). */
export function landDecision(t: Tx): Pending | 'progress' | null {
  const cur = t.s.offensivePhase?.current
  const land = cur?.kind === 'land' ? cur.land : undefined
  if (!cur || !land) return null
  const c = activeCombat(land)
  if (!c) {
    return {
      kind: 'landCombat',
      side: cur.side,
      step: land.step,
      candidates: landCombatCandidates(t, cur.side),
      rule: RULE,
      prompt: `${LAND_STEP_NAMES[land.step]} of your Land Offensive: declare a land combat (then both sides may fly ground support), or end the Step.`,
    }
  }
  if (c.stage === 'airCombat') {
    finishCombat(t, c, cur.side)
    return 'progress'
  }
  const bases = groundSupportOptions(t, c.turn, c)
  // A paradrop is launched in this alternation too, before the side's supporting bombers (4.24).
  const paradrops = paradropOptions(t, c.turn, (b) =>
    launchableAt(t, c.turn, b, false, (u) => u.commitment === 'none'),
  )
  if (!bases.length && !paradrops.length) {
    emit(t, {
      type: 'declineSupport',
      text: `${sideName(t, c.turn)} has no air unit that can fly ground support to ${c.hex} now (4.22).`,
      rule: RULE,
      side: c.turn,
    })
    decline(t, c, c.turn, cur.side)
    return 'progress'
  }
  const launched = c.launches[c.turn] ?? 0
  return {
    kind: 'groundSupport',
    side: c.turn,
    hex: c.hex,
    bases,
    launches: { ...c.launches },
    attacker: cur.side,
    ...(paradrops.length ? { paradrops } : {}),
    loc: c.hex,
    rule: RULE,
    prompt:
      c.turn === cur.side
        ? `Ground support for the land combat at ${c.hex}: launch a flight${launched ? ' more' : ''} (the attacker launches first, 4.22), or decline.`
        : `The enemy attacks ${c.hex}: launch a ground support flight to defend it${launched ? ' more' : ''}, or decline (4.22).`,
  }
}

/** Whether `u` may fly ground support for this side now (4.1, 4.17, 4.22; §3.4 for the defender). */
export function mayFlyGroundSupport(t: Tx, u: UnitState): boolean {
  const cur = t.s.offensivePhase?.current
  const land = cur?.kind === 'land' ? cur.land : undefined
  const c = activeCombat(land)
  if (!land || !c || c.stage !== 'launching' || isAtp(t.ctx, u.id)) return false
  if (land.flownThisStep.includes(u.id)) return false // one combat hex per Step (4.22)
  if (u.side === cur!.side)
    return u.commitment === 'none' || (u.commitment === 'current' && land.flown.includes(u.id)) // again in a later Step (4.1, 4.17)
  if (u.commitment === 'previous') return false // §3.4
  return u.commitment === 'none' || c.activated.length > 0 // Currently Committed: Activated defenders only (4.27)
}

/** The side's units that may launch as ground support to the combat hex and reach it (4.22). */
export function groundSupportOptions(t: Tx, side: SideId, c: LandCombat): LaunchOption[] {
  const target = t.ctx.map.parseLoc(c.hex)
  if (target === null) return []
  const out: LaunchOption[] = []
  for (const b of t.ctx.basesBySide.get(side) ?? []) {
    const from = t.ctx.baseLoc.get(b.id)
    if (from === undefined) continue
    const dist = airDistance(t.ctx, from, target)
    const units = launchableAt(t, side, b.id, false, (u) => mayFlyGroundSupport(t, u)).filter(
      (u) => rangeOf(t.ctx, u, from) >= dist && launchReach(t, u, from, target),
    ) // APTO: the weather on the way (1.5, 1.7)
    if (!units.length) continue
    out.push({
      base: b.id,
      units: units.map((u) => ({
        id: u.id,
        needsRole: needsRole(t.ctx, u.id),
        range: rangeOf(t.ctx, u, from),
      })),
    })
  }
  return out
}

/** The other side of a land combat (the scenario's two sides). */
function other(t: Tx, side: SideId): SideId {
  return opponentsOf(t, side)[0]
}

/** A ground support flight was launched: the other side answers, unless it is out (A-24). */
export function launchedSupport(t: Tx, side: SideId): void {
  const c = activeCombat(landOffensive(t))!
  c.launches[side] = (c.launches[side] ?? 0) + 1
  if (t.s.scenario.options.gsAlternationEnd === 'bothPass') c.declined = []
  const next = other(t, side)
  if (!c.declined.includes(next)) c.turn = next
}

/**
 * A side declines to launch more (4.22; A-24). 'firstDecline': the first decline after any launch
 * ends the launching; a decline before any launch leaves the other side free to launch alone.
 * 'bothPass': it ends when both sides decline in a row.
 */
function decline(t: Tx, c: ActiveCombat, side: SideId, attacker: SideId): void {
  const any = Object.values(c.launches).some((n) => n > 0)
  const next = other(t, side)
  if (!c.declined.includes(side)) c.declined.push(side)
  const bothPass = t.s.scenario.options.gsAlternationEnd === 'bothPass'
  const ends = bothPass ? c.declined.includes(next) : any || c.declined.includes(next)
  if (!ends) {
    c.turn = next
    return
  }
  c.stage = 'airCombat'
  const n = (s: SideId) => c.launches[s] ?? 0
  emit(t, {
    type: 'groundSupportLaunched',
    text: `No more ground support for ${c.hex}: ${sideName(t, attacker)} launched ${n(attacker)} flight(s), ${sideName(t, other(t, attacker))} ${n(other(t, attacker))}. Every air combat over the hex is fought before ground support counts (4.22).`,
    rule: RULE,
    loc: c.hex,
  })
  declareMissionHexEngagements(t)
}

export function actDeclineSupport(t: Tx, side: SideId): void {
  const cur = t.s.offensivePhase!.current!
  const c = activeCombat(cur.land)!
  emit(t, {
    type: 'declineSupport',
    text: `${sideName(t, side)} launches no more ground support to ${c.hex} (4.22).`,
    rule: RULE,
    side,
  })
  decline(t, c, side, cur.side)
}

function idList(v: unknown, what: string): string[] {
  if (v === undefined) return []
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string'))
    refuse(RULE, `"${what}" is a list of land unit ids (got ${describeValue(v)}).`)
  return [...new Set(v as string[])]
}

export function actDeclareLandCombat(
  t: Tx,
  a: { hex?: unknown; attackers?: unknown; activated?: unknown; halved?: unknown; fortified?: unknown },
): void {
  const cur = t.s.offensivePhase!.current!
  const land = cur.land!
  if (typeof a.hex !== 'string')
    refuse(RULE, `Name the hex attacked, like "3218" (got ${describeValue(a.hex)}).`)
  const cand = landCombatCandidates(t, cur.side).find((c) => c.hex === a.hex)
  if (!cand) {
    const enemy = landUnitsNow(t.s).some((l) => l.hex === a.hex && sideOfNation(t, l.nation) !== cur.side)
    refuse(
      RULE,
      enemy
        ? `None of your land units next to ${a.hex} may attack it in this Step (each attacks once per Step).`
        : `There is no enemy land unit at ${a.hex} to attack: a land combat is declared against a hex held by the enemy (Part 5).`,
    )
  }
  const attackers = idList(a.attackers, 'attackers')
  if (!attackers.length) refuse(RULE, `Choose the land units that attack ${a.hex}.`)
  for (const id of attackers)
    if (!cand.attackers.includes(id))
      refuse(
        RULE,
        `${landDef(t, id)?.name ?? JSON.stringify(id)} cannot attack ${a.hex}: it must be one of your land units next to it that has not attacked this Step.`,
      )
  const activated = idList(a.activated, 'activated')
  for (const id of activated)
    if (!cand.defenders.includes(id))
      refuse(RULE, `${landDef(t, id)?.name ?? JSON.stringify(id)} is not a defender at ${a.hex}.`)
  const halved = idList(a.halved, 'halved')
  for (const id of halved)
    if (!attackers.includes(id))
      refuse(
        RULE,
        `${landDef(t, id)?.name ?? JSON.stringify(id)} is halved only if it is one of the attackers.`,
      )
  if (a.fortified !== undefined && typeof a.fortified !== 'boolean')
    refuse(RULE, `"fortified" is true or false (got ${describeValue(a.fortified)}).`)
  const combat: ActiveCombat = {
    step: land.step,
    hex: a.hex,
    attackers,
    halved,
    defenders: [...cand.defenders],
    activated,
    fortified: a.fortified === true,
    turn: cur.side,
    launches: {},
    declined: [],
    stage: 'launching',
    wasCurrent: [],
    result: null,
  }
  land.combats.push(combat)
  if (t.s.scenario.options.airTransport) markActivated(t.s, [...attackers, ...activated]) // no air transport for them this Phase (4.23)
  const names = (ids: string[]) => ids.map((id) => landDef(t, id)?.name ?? id).join(', ')
  emit(t, {
    type: 'landCombat',
    text: `${sideName(t, cur.side)} declares a land combat at ${a.hex} (${LAND_STEP_NAMES[land.step]}): ${names(attackers)} against ${names(combat.defenders)}${activated.length ? ` (Activated: ${names(activated)})` : ''}${combat.fortified ? ', a fortified hex' : ''}. Both sides may fly ground support, the attacker first (4.22).`,
    rule: RULE,
    side: cur.side,
    loc: a.hex,
  })
}

/** The attacker ends the Step: the next Step, or the Land Offensive is over after Exploitation. */
export function actEndLandStep(t: Tx): boolean {
  const cur = t.s.offensivePhase!.current!
  const land = cur.land!
  for (const id of land.flownThisStep) if (!land.flown.includes(id)) land.flown.push(id)
  land.flownThisStep = []
  const i = LAND_STEPS.indexOf(land.step)
  emit(t, {
    type: 'endLandStep',
    text: `${sideName(t, cur.side)} ends the ${LAND_STEP_NAMES[land.step]} of its Land Offensive (4.22).`,
    rule: RULE,
    side: cur.side,
  })
  if (i === LAND_STEPS.length - 1) return true
  land.step = LAND_STEPS[i + 1]
  return false
}

function terrainAt(t: Tx, hex: string): string {
  const loc = t.ctx.map.parseLoc(hex)
  return loc === null || !t.ctx.map.isHex(loc) ? 'clear' : terrainOf(t.ctx, loc)
}

/** The air units over the combat hex after all air combat, as the result counts them (4.22). */
function remainingAir(t: Tx, c: LandCombat, attacker: SideId): GsAirUnit[] {
  const loc = t.ctx.map.parseLoc(c.hex)
  const out: GsAirUnit[] = []
  for (const f of Object.values(t.s.flights)) {
    if (f.loc !== loc || f.status === 'setAside') continue
    for (const id of f.units) {
      const u = t.s.units[id]
      if (!u || u.eliminated || u.aborted || u.aloft?.setAside) continue
      out.push({
        name: unitName(t.ctx, id),
        side: f.side === attacker ? 'attacker' : 'defender',
        strength: faceOf(t.ctx, u).strength,
        bomberRole: isBomberRole(t.ctx, u),
        heavy: isHeavy(t.ctx, u),
        atp: isAtp(t.ctx, id),
        wasCurrent: c.wasCurrent.includes(id),
        // APTO 1.7: inclement weather its flight has been through, though the combat hex is not inclement (T01).
        ...(fullWeatherEffects(t.s, t.ctx) &&
        halvesStrength(unitWeather(t.ctx, t.s, u, loc)) &&
        !halvesStrength(t.ctx.weatherAt(loc))
          ? { inclement: true }
          : {}),
      })
    }
  }
  return out
}

export function combatResult(t: Tx, c: LandCombat, attacker: SideId): GroundSupportResult {
  const loc = t.ctx.map.parseLoc(c.hex)!
  const lu = (id: string, extra: Partial<GsLandUnit>): GsLandUnit => {
    const d = landDef(t, id)!
    // Its strength now: a paratrooper dropped depleted into the combat hex (4.24).
    return {
      name: d.name,
      strength: landUnitNow(t.s, id)?.strength ?? d.strength,
      general: isGeneral(d.kind),
      ...extra,
    }
  }
  return groundSupportResult({
    variant: t.ctx.variant.id === 'apto' ? 'apto' : 'aeto',
    air: remainingAir(t, c, attacker),
    weather: t.ctx.weatherAt(loc),
    terrain: terrainAt(t, c.hex),
    fortified: c.fortified,
    attackers: c.attackers.map((id) => lu(id, { halved: c.halved.includes(id) })),
    defenders: c.defenders.map((id) => lu(id, { activated: c.activated.includes(id) })),
    capIncludesGenerals: t.s.scenario.options.gsCapIncludesGenerals,
  })
}

export function resultText(t: Tx, c: LandCombat, r: GroundSupportResult, attacker: SideId): string {
  const sup =
    r.airSuperiority === 'none'
      ? 'no air superiority'
      : `${sideName(t, r.airSuperiority === 'attacker' ? attacker : other(t, attacker))} air superiority (${r.airSuperiority === 'attacker' ? '+1' : '−1'} to the land combat die)`
  return `Land combat at ${c.hex}: ${sup}; bomber strength added: attacker ${r.bomberStrength.attacker}, defender ${r.bomberStrength.defender} (4.22).`
}

/** Every air combat over the hex is over: the result, then the combat's flights return to base. */
function finishCombat(t: Tx, c: ActiveCombat, attacker: SideId): void {
  const r = combatResult(t, c, attacker)
  c.result = r
  c.stage = 'done'
  emit(t, {
    type: 'groundSupportResult',
    text: `${resultText(t, c, r, attacker)} ${r.superiorityWhy}`,
    rule: RULE,
    loc: c.hex,
  })
  emit(t, {
    type: 'endStep',
    text: `The ground support of the land combat at ${c.hex} returns to base (4.22).`,
    rule: RULE,
    side: attacker,
  })
  t.s.stepEnding = { returnQueue: [], started: false, aloft: [] }
}

/** At take-off as ground support: what the unit is committed to (4.27; §3.4), and the Step's bookkeeping. */
export function groundSupportCommitment(t: Tx, u: UnitState): Pick<UnitState, 'commitment' | 'clearsAt'> {
  const cur = t.s.offensivePhase!.current!
  const land = cur.land!
  const c = activeCombat(land)!
  if (!land.flownThisStep.includes(u.id)) land.flownThisStep.push(u.id)
  if (u.side === cur.side) return { commitment: 'current', clearsAt: 'endOfPhase' } // own Offensive (4.27)
  if (u.commitment === 'current') {
    if (!c.wasCurrent.includes(u.id)) c.wasCurrent.push(u.id)
    return { commitment: u.commitment, clearsAt: u.clearsAt } // stays Current (§3.4)
  }
  if (c.activated.length) return { commitment: 'current', clearsAt: 'endOfPhase' } // defends Activated units (4.27)
  // Unactivated only: stays uncommitted unless half or more of the defending chits are of another nationality (4.27; A-70).
  const nation = defOf(t.ctx, u.id).nation
  const foreign = c.defenders.filter((id) => landDef(t, id)?.nation !== nation).length
  return foreign * 2 >= c.defenders.length
    ? { commitment: 'current', clearsAt: 'endOfPhase' }
    : { commitment: 'none', clearsAt: null }
}

/** What halves bombers and cancels air superiority over a hex (4.22), for the dialogs. */
export function landCombatFacts(
  t: Tx,
  hex: string,
  fortified: boolean,
): { terrain: string; weather: string; halvings: string[] } {
  const loc = t.ctx.map.parseLoc(hex)
  const weather = loc === null ? 'clear' : t.ctx.weatherAt(loc)
  const terrain = terrainAt(t, hex)
  return { terrain, weather, halvings: hexHalvings({ weather, terrain, fortified }) }
}

/** The result if every air unit now over the combat hex stayed there (the D-GS-LAUNCH dialog's forecast). */
export function groundSupportForecast(
  t: Tx,
): { combat: LandCombat; result: GroundSupportResult; attacker: SideId } | null {
  const cur = t.s.offensivePhase?.current
  const c = cur?.kind === 'land' ? activeCombat(cur.land) : null
  if (!cur || !c) return null
  return { combat: c, result: combatResult(t, c, cur.side), attacker: cur.side }
}
