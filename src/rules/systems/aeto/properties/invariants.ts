// Invariants of the game state, checked after every action of random games (property tests)
// and usable from the runner or a debugger. Each check returns a list of plain-English problems;
// an empty list means the state is sound.
import { contextOf } from '../context'
import {
  artificialPlaces,
  carrierCapacity,
  carrierLoad,
  isExemptAt,
  isFerried,
  isFloatplane,
  isOverStacked,
  isPortBase,
  isSmallFighter,
  operationalSet,
  SMALL_FIGHTERS_PER_BASE,
} from '../bases'
import { isFloatplaneShip, shipPosition, shipSide } from '../naval/ships'
import { airCargoCost, flotillaPoints, flotillaStps } from '../naval/stpCargo'
import { friendlyPortAt } from '../naval/waters'
import { capacityNow, installationsAt } from '../installations'
import { faceOf, singleStep } from '../units'
import { legalActions } from '../engine/legal'
import type { Action, GameState, UnitId } from '../types'

/** Everything but the scenario (the scenario is frozen and shared between states). */
export function stateData(state: GameState): Omit<GameState, 'scenario'> {
  const { scenario: _scenario, ...rest } = state
  return rest
}

/** The state minus its scenario as JSON text: equal text = equal game state. */
export function stateJson(state: GameState): string {
  return JSON.stringify(stateData(state))
}

const DONE = new Set(['resolved', 'dissolved'])

/** All invariants of a single state. */
export function checkInvariants(state: GameState): string[] {
  const out: string[] = []
  const bad = (msg: string) => {
    if (out.length < 20) out.push(msg)
  }
  const ctx = contextOf(state)
  const sides = new Set(state.scenario.sides.map((s) => s.id))
  const baseIds = new Set(ctx.baseDefs.keys()) // with the grass airfields built (4.3)

  // --- units: every unit of the scenario exactly once, in exactly one place (4.2, 4.13, 4.17).
  const defIds = state.scenario.airUnits.map((u) => u.id)
  if (
    Object.keys(state.units).length !== defIds.length ||
    defIds.some((id) => !Object.hasOwn(state.units, id))
  )
    bad(`units: the state lists ${Object.keys(state.units).length} air units, the scenario ${defIds.length}`)

  const inStacks = new Map<UnitId, string[]>()
  for (const [base, stack] of Object.entries(state.stacks)) {
    if (!baseIds.has(base)) bad(`stacks: "${base}" is not a base of the scenario`)
    for (const id of stack) inStacks.set(id, [...(inStacks.get(id) ?? []), base])
  }
  const shipped = new Set((state.seaTransport?.cargo ?? []).map((c) => c.unit))
  if (state.seaTransport && !state.seaTransport.cargo.length)
    bad('seaTransport: present with no air unit aboard (absent when none)')
  if (shipped.size !== (state.seaTransport?.cargo.length ?? 0)) bad('seaTransport: an air unit aboard twice')
  for (const id of shipped)
    if (!state.units[id] || state.units[id].eliminated)
      bad(`seaTransport: ${id} aboard STPs is not a live air unit`)
  const inFlights = new Map<UnitId, string[]>()
  for (const f of Object.values(state.flights))
    for (const id of f.units) inFlights.set(id, [...(inFlights.get(id) ?? []), f.id])

  for (const [id, u] of Object.entries(state.units)) {
    const def = ctx.unitDefs.get(id)
    if (!def) {
      bad(`${id}: not an air unit of the scenario`)
      continue
    }
    if (u.id !== id) bad(`${id}: its record says id "${u.id}"`)
    if (!sides.has(u.side) || ctx.nationSide.get(def.nation) !== u.side)
      bad(`${id}: side "${u.side}" is not the side of its nation ${def.nation}`)
    const stacks = inStacks.get(id) ?? []
    const flights = inFlights.get(id) ?? []
    if (u.eliminated) {
      if (stacks.length) bad(`${id}: eliminated but still in the stack of ${stacks.join(', ')}`)
      if (flights.length) bad(`${id}: eliminated but still in flight ${flights.join(', ')}`)
      if (u.aloft) bad(`${id}: eliminated but aloft`)
      continue
    }
    // Alive: assigned to one base and in that base's stack only, whether at the base or aloft (4.2);
    // aboard STPs, in no stack, its base the one it embarked at (APTO 3.21).
    if (!baseIds.has(u.base)) bad(`${id}: assigned to "${u.base}", which is not a base`)
    if (shipped.has(id)) {
      if (stacks.length) bad(`${id}: aboard STPs but found in stacks [${stacks.join(', ')}]`)
      if (u.aloft) bad(`${id}: aboard STPs but aloft`)
    } else if (stacks.length !== 1 || stacks[0] !== u.base)
      bad(`${id}: assigned to ${u.base} but found in stacks [${stacks.join(', ')}]`)
    // Steps never below zero (4.17): a depleted unit has a back; an ATP keeps 1..2 points (4.23).
    if (u.face === 'back' && !def.back)
      bad(`${id}: depleted but its chit has no back (a single-step unit is eliminated, not depleted)`)
    if (u.face !== 'front' && u.face !== 'back') bad(`${id}: face "${String(u.face)}"`)
    if (def.type === 'ATP') {
      if (typeof u.atpPoints !== 'number' || u.atpPoints < 1 || u.atpPoints > (def.atpPoints ?? 1))
        bad(`${id}: an ATP alive with ${String(u.atpPoints)} point(s) (1..${def.atpPoints ?? 1})`)
    } else if (u.atpPoints !== undefined) bad(`${id}: ATP points on a ${def.type}`)
    if (!Number.isInteger(u.mp) || u.mp < 0) bad(`${id}: ${u.mp} movement points spent`)
    if (!u.aloft) {
      // While the Step ends, a side that has landed leaves its emptied flights behind until the
      // Step is over (the flights are discarded then); at any other time this is a unit in two places.
      if (flights.length && !state.stepEnding)
        bad(`${id}: at its base but listed in flight ${flights.join(', ')}`)
      continue
    }
    // Aloft: in its own flight (or set aside out of it), never in two flights (4.13, 4.17).
    const f = state.flights[u.aloft.flight]
    if (flights.length > 1) bad(`${id}: in several flights ${flights.join(', ')}`)
    if (flights.length === 1 && flights[0] !== u.aloft.flight)
      bad(`${id}: aloft in ${u.aloft.flight} but listed in ${flights[0]}`)
    if (!u.aloft.setAside) {
      if (!f) bad(`${id}: aloft in flight ${u.aloft.flight}, which does not exist`)
      else {
        if (!f.units.includes(id)) bad(`${id}: aloft in ${f.id} (not set aside) but not among its units`)
        if (f.status === 'setAside') bad(`${id}: its flight ${f.id} is set aside but the unit is not`)
        if (f.loc !== u.aloft.loc) bad(`${id}: at ${u.aloft.loc} but its flight ${f.id} is at ${f.loc}`)
        if (f.side !== u.side) bad(`${id}: in a flight of side ${f.side}`)
      }
    } else if (f && f.units.includes(id) && f.status !== 'setAside')
      bad(`${id}: set aside but still in the ${f.status} flight ${f.id}`)
    // Aloft means committed (4.27), except interceptors of an enemy Air Offensive (4.25; APTO C6: also a Land
    // Offensive), and ground support defending only unactivated land units of its own nation (§3.4; A-70).
    const offensive = state.offensivePhase?.current
    const againstAirOffensive =
      offensive &&
      offensive.side !== u.side &&
      u.interceptedThisStep &&
      (offensive.kind === 'air' || state.scenario.variant === 'apto')
    const unactivatedDefence =
      offensive?.kind === 'land' &&
      offensive.side !== u.side &&
      f &&
      state.missions[f.mission]?.kind === 'groundSupport'
    if (u.commitment === 'none' && !againstAirOffensive && !unactivatedDefence)
      bad(`${id}: aloft but uncommitted (4.27)`)
    // Role (4.0): F fights, B bombs, FB/N chose one at launch, an ATP has none (4.23).
    const role: (string | null)[] =
      def.type === 'F'
        ? ['fighter']
        : def.type === 'B'
          ? ['bomber']
          : def.type === 'ATP'
            ? [null]
            : ['fighter', 'bomber']
    if (!role.includes(u.role)) bad(`${id}: a ${def.type} aloft with role ${String(u.role)} (4.0)`)
    if (u.dumpedOrdnance && u.role !== 'fighter')
      bad(`${id}: dumped its ordnance but is not a fighter (4.16)`)
  }
  for (const id of inStacks.keys()) if (!state.units[id]) bad(`stacks: unknown unit "${id}"`)
  for (const id of inFlights.keys()) if (!state.units[id]) bad(`flights: unknown unit "${id}"`)

  // --- flights, engagements, stack.
  for (const [fid, f] of Object.entries(state.flights)) {
    if (f.id !== fid) bad(`flight ${fid}: its record says "${f.id}"`)
    if (!sides.has(f.side)) bad(`flight ${fid}: side "${f.side}"`)
    // (An off-map Nation Box is a base on a forbidden hex: flights start there, 4.12.)
    if (f.loc < 0 || f.loc >= ctx.map.locCount || (ctx.map.forbidden(f.loc) && !ctx.basesAt.has(f.loc)))
      bad(`flight ${fid}: at location ${f.loc}, not a location air units may be in`)
    if (f.path[f.path.length - 1] !== f.loc)
      bad(`flight ${fid}: at ${f.loc} but its path ends at ${f.path[f.path.length - 1]}`)
    if (!state.missions[f.mission]) bad(`flight ${fid}: mission ${f.mission} does not exist`)
    if (f.engagement !== null && !state.engagements[f.engagement])
      bad(`flight ${fid}: engagement ${f.engagement} does not exist`)
    if (new Set(f.units).size !== f.units.length) bad(`flight ${fid}: a unit listed twice`)
  }
  if (new Set(state.stack).size !== state.stack.length)
    bad(`stack: an engagement listed twice [${state.stack.join(', ')}]`)
  for (const id of state.stack) {
    const e = state.engagements[id]
    if (!e) bad(`stack: engagement ${id} does not exist`)
    else if (DONE.has(e.status)) bad(`stack: engagement ${id} is ${e.status} but still on the stack`)
  }
  for (const e of Object.values(state.engagements))
    if (!DONE.has(e.status) && !state.stack.includes(e.id))
      bad(`engagement ${e.id} is ${e.status} but not on the stack: it would never be resolved`)
  for (const id of state.active) if (!state.flights[id]) bad(`active: flight ${id} does not exist`)
  // A declared interceptor belongs to one engagement; until its group takes off it stays at its base (4.13).
  const declaredIn = new Map<UnitId, string>()
  for (const eid of state.stack) {
    const e = state.engagements[eid]
    if (!e) continue
    for (const g of e.groups)
      for (const id of g.units) {
        const u = state.units[id]
        if (!u || u.eliminated) continue
        const other = declaredIn.get(id)
        if (other !== undefined) bad(`${id}: declared as an interceptor in ${other} and in ${eid}`)
        declaredIn.set(id, eid)
        if (!g.launched && u.aloft)
          bad(`${id}: waits to take off for ${eid} from ${g.base} but is already aloft in ${u.aloft.flight}`)
      }
  }

  // --- combat.
  const c = state.combat
  if (c) {
    const top = state.stack[state.stack.length - 1]
    const e = state.engagements[c.engagement]
    if (c.engagement !== top) bad(`combat: fought for ${c.engagement} but the top of the stack is ${top}`)
    if (!e || e.status !== 'combat') bad(`combat: engagement ${c.engagement} is ${e?.status}`)
    for (const id of c.inRound) {
      const u = state.units[id]
      if (!u || u.eliminated || !u.aloft || u.aloft.setAside || u.aborted)
        bad(`combat: ${id} is in the round but not an aloft, active unit`)
      else if (e && u.aloft.loc !== e.loc)
        bad(`combat: ${id} is in the round at ${e.loc} but aloft at ${u.aloft.loc}`)
    }
    for (const id of c.ground) {
      const u = state.units[id]
      if (!u || u.eliminated || u.aloft) bad(`combat: ${id} is attacked on the ground but is not at its base`)
    }
    if (new Set(c.inRound).size !== c.inRound.length) bad('combat: a unit twice in the round')
  }

  // --- when the phasing side plans or units return, nothing of the Step is left unresolved (4.13).
  const p = state.pending
  if (p.kind === 'plan' || p.kind === 'returnToBase' || p.kind === 'over') {
    if (state.stack.length) bad(`${p.kind} pending with engagements unresolved [${state.stack.join(', ')}]`)
    if (state.windows.length)
      bad(`${p.kind} pending with ${state.windows.length} interception window(s) open`)
    if (state.combat) bad(`${p.kind} pending during an air combat`)
    if (state.active.some((id) => state.flights[id]?.status === 'moving' && state.flights[id].units.length))
      bad(`${p.kind} pending with a flight still moving`)
  }
  if (p.kind === 'plan' && state.stepEnding) bad('plan pending while the Step is ending')
  // --- a flotilla's air window, and at most one reactive move's window inside it (Part 3; 4.15); none left open at a plan.
  const w = state.naval?.window
  if (w?.outer?.outer) bad('a reactive move made in the window of a reactive move')
  if (w && p.kind === 'plan') bad('plan pending with a flotilla’s air window open')
  // --- the scenario ends exactly after its last Naval and Air Phase (scenario `end`), and then nothing is aloft.
  const end = state.scenario.end
  const ended =
    state.turn.ended === true || (end?.afterPhases !== undefined && state.turn.step >= end.afterPhases)
  if (ended !== (p.kind === 'over'))
    bad(
      `pending ${p.kind} after ${state.turn.step} phase(s), the scenario ending after ${end?.afterPhases ?? end?.phase ?? 'none'}`,
    )
  if (end?.afterPhases !== undefined && state.turn.step > end.afterPhases)
    bad(`${state.turn.step} phases played, more than the scenario's ${end.afterPhases}`)
  if (state.turn.ended && !end?.phase) bad('the turn is marked ended but the scenario names no last phase')
  // --- land reconnaissance (4.11): only in the Offensive Phase; one attempt per side and hex; a unit reconnoitres land or sea, not both; an attempt under way only while its die or its concealment is due.
  const lr = state.landRecon
  if (lr) {
    if (state.turn.phase !== 'offensive') bad(`land reconnaissance state in the ${state.turn.phase} phase`)
    const keys = lr.tried.map((x) => `${x.side}|${x.hex}`)
    if (new Set(keys).size !== keys.length)
      bad(`a hex reconnoitred twice by a side in one Offensive Phase: ${keys.join(', ')}`)
    const both = lr.land.filter((id) => lr.sea.includes(id))
    if (both.length) bad(`units that reconnoitred land and sea in one Offensive Phase: ${both.join(', ')}`)
    if (
      lr.current &&
      !((p.kind === 'roll' && p.purpose === 'land reconnaissance') || p.kind === 'reconConceal')
    )
      bad(`a land reconnaissance under way at a ${p.kind} decision`)
    for (const x of lr.seen)
      if (!lr.tried.some((t) => t.side === x.side && t.hex === x.hex))
        bad(`${x.side} sees ${x.hex} without having reconnoitred it`)
  }
  // --- the Weather Phase (APTO Part 1): under way only at D-WEATHER or one of its dice; the month's weather is the current month's, each zone once, in a determined scenario only.
  const wx = state.weather
  if (wx) {
    if (!state.scenario.weather?.determined)
      bad('a weather state in a scenario whose zones keep fixed conditions')
    if (wx.phase && !(p.kind === 'weather' || (p.kind === 'roll' && p.purpose.startsWith('weather'))))
      bad(`a Weather Phase under way at a ${p.kind} decision`)
    if (!wx.phase && p.kind === 'weather') bad('D-WEATHER with no Weather Phase under way')
    if (!wx.phase && (wx.year !== state.turn.year || wx.month !== state.turn.month) && !state.turn.ended)
      bad(`the weather of ${wx.month}/${wx.year} in ${state.turn.month}/${state.turn.year}`)
    const ids = new Set((state.scenario.weather?.zones ?? []).map((z) => z.id))
    for (const id of Object.keys(wx.zones)) if (!ids.has(id)) bad(`weather for an unknown zone ${id}`)
    if (!wx.phase && Object.keys(wx.zones).length !== ids.size)
      bad('the month’s weather is determined for only some zones')
  } else if (p.kind === 'weather') bad('D-WEATHER with no weather state')
  // --- the Offensive Phase: its state exists exactly while it is played, and an Offensive has at most two missions (4.25).
  // (before its first Offensive, the Initiative side may be choosing who declares it: APTO [viii])
  const choosingFirst = state.initiativeChoice?.phase === 'offensive'
  if ((state.offensivePhase !== undefined) !== (state.turn.phase === 'offensive' && !ended && !choosingFirst))
    bad(
      `offensive phase state ${state.offensivePhase ? 'present' : 'absent'} in the ${state.turn.phase} phase`,
    )
  if (state.initiativeChoice && state.pending.kind !== 'initiative' && !ended)
    bad(
      `an Initiative choice waits (${state.initiativeChoice.phase}) but the pending decision is ${state.pending.kind}`,
    )
  // --- the Japanese Surface Raider Step (APTO 2.21): D-RAIDERS exactly while it is under way, in the Strategic Warfare Phase; a raider stays in its area all month (Active).
  if (
    state.raiderStep &&
    (state.pending.kind !== 'surfaceRaiders' || state.turn.phase !== 'strategicWarfare') &&
    !ended
  )
    bad(
      `the Surface Raider Step waits but the pending decision is ${state.pending.kind} in the ${state.turn.phase} phase`,
    )
  if (state.pending.kind === 'surfaceRaiders' && !state.raiderStep)
    bad('D-RAIDERS with no Surface Raider Step under way')
  for (const r of state.interdiction ?? []) {
    if (
      r.kind !== 'surface' ||
      r.ship === undefined ||
      r.year !== state.turn.year ||
      r.month !== state.turn.month ||
      state.naval?.ships[r.ship]?.sunk
    )
      continue
    const at = shipPosition(ctx, state, r.ship)
    if (at.inPort || at.loc !== ctx.map.seaAreaOf(r.where))
      bad(`the raider ${r.ship} has left ${r.where}, where it raided this month (2.21: Active)`)
  }
  if (state.offensivePhase?.current && state.offensivePhase.current.missions.length > 2)
    bad('an Air Offensive with more than two missions')
  // --- a Land Offensive (4.22): one combat at a time; D-GS-LAUNCH only while it launches; the result once it is over.
  const land = state.offensivePhase?.current?.kind === 'land' ? state.offensivePhase.current.land : undefined
  if ((state.offensivePhase?.current?.kind === 'land') !== (land !== undefined))
    bad('a Land Offensive without its Steps, or Steps without one')
  if (land) {
    const open = land.combats.filter((c) => c.stage !== 'done')
    if (open.length > 1 || (open.length === 1 && open[0] !== land.combats[land.combats.length - 1]))
      bad('more than one land combat under way')
    for (const c of land.combats)
      if ((c.stage === 'done') !== (c.result !== null))
        bad(`land combat at ${c.hex}: stage ${c.stage} with${c.result ? '' : 'out'} a result`)
    if (p.kind === 'groundSupport' && open[0]?.stage !== 'launching')
      bad('D-GS-LAUNCH with no land combat launching')
    if (p.kind === 'landCombat' && open.length) bad('a land combat is declared while another is under way')
  }
  if ((p.kind === 'groundSupport' || p.kind === 'landCombat') && !land)
    bad(`pending ${p.kind} outside a Land Offensive`)
  if (p.kind === 'offensive' && state.offensivePhase?.current)
    bad('an Offensive is declared while another is under way')
  if (p.kind === 'over' && (state.stepEnding || Object.values(state.units).some((u) => u.aloft)))
    bad('the scenario is over with units still aloft')

  // --- the pending decision.
  if (!p || typeof p !== 'object') bad('no pending decision')
  else {
    if (!sides.has(p.side)) bad(`pending ${p.kind}: side "${p.side}" is not a side of the scenario`)
    if (typeof p.rule !== 'string' || !p.rule) bad(`pending ${p.kind}: no rule`)
    if (typeof p.prompt !== 'string' || !p.prompt) bad(`pending ${p.kind}: no prompt`)
    if (p.kind === 'move' || p.kind === 'collect') {
      if (state.active[0] !== p.flight)
        bad(`pending ${p.kind}: for ${p.flight} but the moving flight is ${state.active[0]}`)
      if (state.flights[p.flight]?.side !== p.side)
        bad(`pending ${p.kind}: ${p.side} decides for a flight of ${state.flights[p.flight]?.side}`)
    }
    if (p.kind === 'plan' && p.side !== state.turn.phasingSide)
      bad(`pending plan: for ${p.side}, but ${state.turn.phasingSide} is phasing`)
    if (p.kind === 'roll' && state.dice.mode !== 'manual') bad(`pending roll with ${state.dice.mode} dice`)
    try {
      const n = legalActions(state, { maxSubsetUnits: 3 }).length
      if (p.kind === 'over' ? n > 0 : !n)
        bad(`pending ${p.kind}: ${n ? `${n} legal actions after the end` : 'no legal action'}`)
    } catch (e) {
      bad(`pending ${p.kind}: legalActions throws ${String(e)}`)
    }
  }

  // --- carriers in port (4.5): a port base uses its artificial places only while an undamaged
  // carrier is docked, only for Naval-Air units, and is then never over-stacked; without one, its
  // units beyond normal capacity are over-stacked (not operational).
  for (const b of state.scenario.bases) {
    if (b.carrier || !b.components.some((c) => c.kind === 'MinorPort' || c.kind === 'MajorPort')) continue
    const stack = state.stacks[b.id] ?? []
    const cap = capacityNow(ctx, state, b.id)
    if (stack.length <= cap) continue
    const ops = [...operationalSet(ctx, state, b.id)].filter((id) => !isExemptAt(ctx, id, b.id)) // Floatplanes and Small Fighters take no place (APTO D16, D17)
    const extra = artificialPlaces(ctx, state, b.id)
    const others = ops.filter((id) => ctx.unitDefs.get(id)?.type !== 'N')
    if (extra === 0 && ops.length > cap && !ops.some((id) => ctx.unitDefs.get(id)?.type === 'ATP'))
      bad(
        `port ${b.id}: ${ops.length} operational units over its capacity ${cap} with no undamaged carrier docked (4.5, 4.8)`,
      )
    if (extra > 0 && ops.length > cap) {
      if (others.length > cap && !others.some((id) => ctx.unitDefs.get(id)?.type === 'ATP'))
        bad(
          `port ${b.id}: ${others.length} operational units that are not Naval-Air, over its normal capacity ${cap} (4.5)`,
        )
      if (isOverStacked(ctx, state, b.id))
        bad(`port ${b.id} uses its artificial places for Naval-Air units and is over-stacked (4.5, 4.8)`)
    }
  }

  // --- APTO 4.0, 4.2 (D1, D16): a Floatplane on land only at a port; at most 4 Small Fighters at one land base.
  for (const b of ctx.baseDefs.values()) {
    if (b.carrier) continue
    const live = (state.stacks[b.id] ?? []).filter((id) => !state.units[id].eliminated)
    if (live.filter((id) => isSmallFighter(ctx, id)).length > SMALL_FIGHTERS_PER_BASE)
      bad(`base ${b.id} holds more than ${SMALL_FIGHTERS_PER_BASE} Small Fighters`)
    if (!isPortBase(ctx, b.id) && live.some((id) => isFloatplane(ctx, id)))
      bad(`base ${b.id} is no port and holds a Floatplane`)
  }

  // --- carriers (4.4, 4.6): within capacity on an undamaged face; at most one ferried unit, a single-step F or FB.
  for (const [base, ship] of ctx.carrierBases) {
    if (state.naval?.ships[ship]?.sunk) continue
    const ferried = (state.stacks[base] ?? []).filter(
      (id) => isFerried(ctx, state, id) && !state.units[id].aloft,
    )
    if (ferried.length > 1) bad(`carrier ${base} ferries ${ferried.length} units`)
    for (const id of ferried)
      if (
        !['F', 'FB'].includes(ctx.unitDefs.get(id)!.type) ||
        !(singleStep(ctx, state.units[id]) || isSmallFighter(ctx, id))
      )
        bad(`carrier ${base} ferries ${id}, not a single-step F or FB nor a Small Fighter`)
    // A ship carrying a Floatplane holds one strength-0 Floatplane and nothing else; a Floatplane never boards an aircraft carrier (APTO 4.4; D20).
    const aboard = (state.stacks[base] ?? []).filter((id) => !state.units[id].eliminated)
    if (
      isFloatplaneShip(ctx, ship) &&
      (aboard.length > 1 ||
        aboard.some((id) => !isFloatplane(ctx, id) || faceOf(ctx, state.units[id]).strength !== 0))
    )
      bad(`ship ${ship} carries ${aboard.join(', ')}: only one strength-0 Floatplane`)
    if (!ctx.navalDefs.get(ship)?.carriesFloatplane && aboard.some((id) => isFloatplane(ctx, id)))
      bad(`carrier ${base} carries a Floatplane`)
    if (
      state.naval?.ships[ship]?.face !== 'back' &&
      carrierLoad(ctx, state, base) > carrierCapacity(ctx, state, base)
    )
      bad(
        `carrier ${base} holds ${carrierLoad(ctx, state, base)} points, over its capacity ${carrierCapacity(ctx, state, base)}`,
      )
  }

  // --- naval transport (APTO 3.18, 3.21–3.23): fighter-types of the flotilla's side, within its STP points
  // (but while its owner chooses the cargo lost), never docked aboard STPs in the End Phase's decisions.
  const byFlotilla = new Map<string, UnitId[]>()
  for (const c of state.seaTransport?.cargo ?? [])
    byFlotilla.set(c.flotilla, [...(byFlotilla.get(c.flotilla) ?? []), c.unit])
  for (const [f, ids] of byFlotilla) {
    const stps = flotillaStps(ctx, state, f)
    if (!stps.length) bad(`seaTransport: ${ids.join(', ')} aboard flotilla ${f}, which has no STP afloat`)
    for (const id of ids) {
      if (!['F', 'FB', 'N'].includes(ctx.unitDefs.get(id)?.type ?? ''))
        bad(`seaTransport: ${id} aboard STPs is no fighter-type (3.23)`)
      if (stps.length && state.units[id]?.side !== shipSide(ctx, stps[0]))
        bad(`seaTransport: ${id} aboard STPs of another side`)
    }
    const losing = state.pending.kind === 'seaCargoLoss' && state.pending.flotilla === f
    if (!losing && airCargoCost(ctx, state, ids) > flotillaPoints(ctx, state, f))
      bad(
        `seaTransport: flotilla ${f} carries air units needing ${airCargoCost(ctx, state, ids)} STP points with ${flotillaPoints(ctx, state, f)}`,
      )
    if (
      stps.length &&
      state.turn.phase === 'end' &&
      state.pending.kind === 'plan' &&
      shipPosition(ctx, state, stps[0]).inPort &&
      friendlyPortAt(ctx, shipPosition(ctx, state, stps[0]).loc, shipSide(ctx, stps[0])) !== null
    )
      bad(`seaTransport: flotilla ${f} is docked in the End Phase with air units aboard (3.24)`)
  }

  // --- land units moved by air transport (4.23): known units, on land hexes; Air Supply chits on the map.
  const landIds = new Set(state.scenario.landUnits.map((l) => l.id))
  for (const [id, l] of Object.entries(state.land ?? {})) {
    if (!landIds.has(id)) bad(`land: "${id}" is not a land unit of the scenario`)
    const at = l.hex === undefined ? null : ctx.map.parseLoc(l.hex)
    if (l.hex !== undefined && (at === null || !ctx.isLand(at)))
      bad(`land: ${id} is at ${l.hex}, not a land hex`)
  }
  for (const c of state.airSupply ?? [])
    if (!sides.has(c.side) || ctx.map.parseLoc(c.hex) === null)
      bad(`airSupply: a chit of "${c.side}" at "${c.hex}"`)
  // --- installations (4.26): each record names a base's component or a feature installation of the map the game bombs; a fort never destroyed stays whole.
  for (const key of Object.keys(state.installations ?? {})) {
    const cut = key.lastIndexOf(':')
    const where = key.slice(0, cut)
    if (/^\d+$/.test(key.slice(cut + 1))) {
      if (!baseIds.has(where)) bad(`installations: "${key}" is not a component of a base of the scenario`)
      continue
    }
    const loc = ctx.map.parseLoc(where)
    const inst = loc === null ? undefined : installationsAt(ctx, state, loc).find((i) => i.id === key)
    if (!inst) bad(`installations: "${key}" is no installation of the map that this game bombs`)
    else if (inst.feature && inst.indestructible && inst.destroyed)
      bad(`installations: ${key} may never be destroyed (4.26)`)
  }
  // --- air transport cargo (4.23): a load aboard rides an ATP of the mission still aloft, at most one per point.
  for (const m of Object.values(state.missions)) {
    const cargo = m.airTransport?.cargo ?? []
    for (const c of cargo)
      if (c.status === 'aboard' && !state.units[c.atp]?.aloft)
        bad(`mission ${m.id}: a load aboard ${c.atp}, which is not aloft`)
  }

  // --- dice.
  const d = state.dice
  if (d.scriptPos < 0 || d.scriptPos > d.script.length || d.count < 0)
    bad(`dice: script position ${d.scriptPos}/${d.script.length}, count ${d.count}`)

  // --- plain data: a JSON round trip loses nothing.
  for (const problem of jsonProblems(stateData(state))) bad(problem)
  return out
}

/** Invariants of one transition (the state before, the action, the state after). */
export function checkTransition(before: GameState, action: Action, after: GameState): string[] {
  const out: string[] = []
  if (after.scenario !== before.scenario) out.push('the scenario object changed')
  for (const k of ['flight', 'engagement', 'mission', 'arrival'] as const)
    if (after.counters[k] < before.counters[k] && after.turn.step === before.turn.step)
      out.push(`counter ${k} went back`)
  if (after.dice.count < before.dice.count) out.push('dice count went back')
  if (after.dice.seed !== before.dice.seed || after.dice.mode !== before.dice.mode)
    out.push('dice seed or mode changed')
  if (after.turn.step < before.turn.step) out.push('the Step number went back')
  // A destroyed fort, Mulberry, radar or rocket site or Burma Railway is not repaired during air operations (4.26).
  for (const [key, st] of Object.entries(before.installations ?? {}))
    if (!/:\d+$/.test(key) && st.destroyed && !after.installations?.[key]?.destroyed)
      out.push(`${key} was repaired during air operations`)
  for (const [id, u] of Object.entries(after.units)) {
    const was = before.units[id]
    if (was.eliminated && !u.eliminated) out.push(`${id} came back from elimination`)
    if (was.face === 'back' && u.face === 'front') out.push(`${id} was repaired during air operations`)
    if ((u.atpPoints ?? 0) > (was.atpPoints ?? 0)) out.push(`${id} gained ATP points`)
  }
  if (after.turn.step > before.turn.step) {
    if (after.turn.step !== before.turn.step + 1)
      out.push(`the Step jumped from ${before.turn.step} to ${after.turn.step}`)
    // The Step ended (endStep, then mission-hex combats and returns): it leaves nothing behind (4.13).
    if (!before.stepEnding && action.type !== 'endStep')
      out.push(`the Step ended on "${action.type}" without being ended`)
    const left = [
      ['flights', Object.keys(after.flights).length],
      ['missions', Object.keys(after.missions).length],
      ['engagements', Object.keys(after.engagements).length],
      ['stack', after.stack.length],
      ['windows', after.windows.length],
      ['active', after.active.length],
    ] as const
    for (const [what, n] of left) if (n) out.push(`a new Step starts with ${n} ${what} left over`)
    if (after.combat || after.stepEnding) out.push('a new Step starts with a combat or a Step ending')
    for (const u of Object.values(after.units)) {
      if (u.aloft) out.push(`${u.id} is still aloft in the new Step`)
      if (u.interceptedThisStep || u.aborted || u.mp || u.role || u.dumpedOrdnance)
        out.push(`${u.id} keeps marks of the last Step`)
    }
  }
  return out
}

/** Where a value is not plain JSON data (so a JSON round trip would change it). */
export function jsonProblems(
  value: unknown,
  path = 'state',
  out: string[] = [],
  ancestors = new Set<object>(),
): string[] {
  if (out.length >= 10) return out
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return out
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) out.push(`${path} is ${value}`)
    else if (Object.is(value, -0)) out.push(`${path} is -0`)
    return out
  }
  if (typeof value !== 'object') {
    out.push(`${path} is a ${typeof value}`)
    return out
  }
  // Shared sub-objects are fine (copy-on-write shares them on purpose; JSON un-shares them, and
  // the "restored from JSON" property checks that this changes nothing); cycles are not.
  if (ancestors.has(value)) {
    out.push(`${path} contains itself (a cycle)`)
    return out
  }
  ancestors.add(value)
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      if (!(i in value) || value[i] === undefined) out.push(`${path}[${i}] is a hole or undefined`)
      else jsonProblems(value[i], `${path}[${i}]`, out, ancestors)
    }
  } else {
    const proto = Object.getPrototypeOf(value)
    if (proto !== Object.prototype && proto !== null)
      out.push(`${path} is a ${proto?.constructor?.name ?? 'non-plain'} object`)
    else
      for (const [k, v] of Object.entries(value))
        if (v !== undefined) jsonProblems(v, `${path}.${k}`, out, ancestors)
  }
  ancestors.delete(value)
  return out
}
