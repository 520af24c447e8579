// Change Base (4.1, 4.2, 4.8, 4.27): up to three hops, each to a friendly base at most twice the
// units' range away; the last base must have room. Each hop is a launch (4.13); the units land
// at each hop's base and end Current until the end of the Naval and Air Phase (4.27 NOTE, A-14).
import { fullWeatherEffects, offensiveRebaseBanned } from '../weather/effects'
import { launchReach } from '../engine/weatherRoute'
import {
  artificialPlaces,
  baseLoc,
  basingRefusal,
  hasRoom,
  isGrassAirfield,
  placesTaken,
  SMALL_FIGHTERS_PER_BASE,
  smallFightersFit,
  usesArtificialPlaces,
} from '../bases'
import { chainDue, chainFor, chainResidents, mayChainAt } from '../engine/baseChain'
import { baseLabel, emit, label, names, refuse, verb } from '../engine/core'
import { mutStack, mutUnit } from '../engine/draft'
import { airDistance } from '../engine/geometry'
import { autoRoute, destination, openWindows } from '../engine/movement'
import type { BaseId, Flight, Mission, UnitId } from '../types'
import { isFighterClass, rangeOf, unitName } from '../units'
import type { MissionProcedure } from './procedure'
import { capacityNow } from '../installations'
import { airstripWords } from '../variant'
import { carrierLandingRefusal } from './carrierLanding'

export const changeBase: MissionProcedure = {
  kind: 'changeBase',
  name: 'Change Base',
  rule: '4.1',
  rangeFactor: 2,
  noCollecting: true,
  unavailable: () => null,
  plan(t, a, side, units, from, base) {
    if (!Array.isArray(a.hops) || a.hops.length < 1 || a.hops.length > 3)
      refuse('4.1', 'A Change Base goes through one to three bases (hops).')
    // An ATP marked out of supply only changes base, only in the Offensive Phase, one hop within twice its range (4.23).
    if (t.s.scenario.options.airTransport)
      for (const id of units)
        if (t.ctx.unitDefs.get(id)?.outOfSupply && t.ctx.unitDefs.get(id)?.type === 'ATP') {
          if (t.s.turn.phase !== 'offensive')
            refuse(
              '4.23',
              `${unitName(t.ctx, id)} is marked out of supply: it changes base only in the Offensive Phase (4.23).`,
            )
          if (a.hops.length > 1)
            refuse(
              '4.23',
              `${unitName(t.ctx, id)} is marked out of supply: its Change Base is a single hop, within twice its range (4.23).`,
            )
        }
    const hops: BaseId[] = []
    let prev = from
    for (const hb of a.hops) {
      const hd = t.ctx.baseDefs.get(hb)
      if (!hd || hd.owner !== side)
        refuse('4.1', `Each hop of a Change Base ends at a friendly base; "${String(hb)}" is not one.`)
      // A carrier is only the first or the last base of a Change Base, never an intermediate one (4.1 NOTE).
      if (hd.carrier && hb !== a.hops[a.hops.length - 1])
        refuse(
          '4.1',
          `${hd.name} is an aircraft carrier: a carrier is only the start or the end of a Change Base, never an intermediate base (4.1).`,
        )
      const hl = baseLoc(t.ctx, hb)
      for (const id of units) {
        const u = t.s.units[id]
        if (airDistance(t.ctx, prev, hl) > 2 * rangeOf(t.ctx, u, from))
          refuse(
            '4.1',
            `${unitName(t.ctx, id)} cannot reach ${hd.name}: each hop is at most twice its range (${2 * rangeOf(t.ctx, u, from)}).`,
          )
        if (
          fullWeatherEffects(t.s, t.ctx) &&
          t.ctx.weatherAt(hl) !== 'grounded' &&
          !launchReach(t, u, prev, hl, 2)
        )
          // a grounded base: D10's refusal below
          refuse(
            '1.7',
            `${unitName(t.ctx, id)} cannot reach ${hd.name}: each hop is at most twice its range, and the weather on the way halves it or grounds the way (APTO 1.5, 1.7).`,
          )
      }
      if (hl === prev) refuse('4.1', `${hd.name} is where the hop starts.`)
      // A Floatplane lands on land only at a port, even for a hop (APTO 4.0; D1).
      for (const id of units) {
        const no = basingRefusal(t.ctx, t.s, id, hb)
        if (no && no.rule !== '4.3' && (no.rule !== '4.2' || hb === a.hops[a.hops.length - 1]))
          refuse(no.rule, no.why)
      }
      // A port using the places a docked carrier adds is never over-stacked, not even for a hop (4.5, 4.8).
      if (
        hb !== a.hops[a.hops.length - 1] &&
        usesArtificialPlaces(t.ctx, t.s, hb) &&
        !hasRoom(t.ctx, t.s, hb, units)
      )
        refuse(
          '4.5',
          `${baseLabel(t, hb)} bases Naval-Air units beyond its normal capacity (a carrier is docked there): it is never over-stacked, not even during a Change Base hop (4.5, 4.8).`,
        )
      // A grass airfield is never over-stacked, not even for a hop (4.3, 4.8); games before version 7 did not check it.
      if (
        hb !== a.hops[a.hops.length - 1] &&
        t.s.scenario.options.basingChoices &&
        isGrassAirfield(t.ctx, hb) &&
        !hasRoom(t.ctx, t.s, hb, units)
      )
        refuse(
          '4.8',
          `${baseLabel(t, hb)} is a ${airstripWords(t.s.scenario).name} with no room for them: it is never over-stacked, not even during a Change Base hop (4.3, 4.8).`,
        )
      hops.push(hb)
      prev = hl
    }
    // APTO: no Change Base within, into or out of a zone whose weather grounds air units, in any phase (APTO 4.1, D10).
    if (t.ctx.variant.id === 'apto' && t.s.scenario.options.groundedChangeBaseBan)
      for (const b of [base, ...hops])
        if (t.ctx.weatherAt(baseLoc(t.ctx, b)) === 'grounded')
          refuse(
            '4.1',
            `${baseLabel(t, b)} is in a zone whose weather grounds air units: no Change Base goes within, into or out of one (APTO 4.1).`,
          )
    // In the Offensive Phase no Change Base may go into or out of a zone of inclement weather (4.1); APTO: one wholly within such a zone may (1.5; E8).
    if (t.s.turn.phase === 'offensive' && fullWeatherEffects(t.s, t.ctx)) {
      if (
        offensiveRebaseBanned(
          t.ctx,
          t.s,
          [base, ...hops].map((b) => baseLoc(t.ctx, b)),
        )
      )
        refuse(
          '1.5',
          `In the Offensive Phase no Change Base goes into or out of a zone of inclement weather; one wholly within a single such zone may (APTO 1.5, 4.1): ${[base, ...hops].map((b) => `${baseLabel(t, b)} is in ${t.ctx.weatherZoneName(baseLoc(t.ctx, b)) ?? 'no weather zone'} (${t.ctx.weatherAt(baseLoc(t.ctx, b)) === 'clear' ? 'clear' : 'inclement'})`).join(', ')}.`,
        )
    } else if (t.s.turn.phase === 'offensive')
      for (const b of [base, ...hops])
        if (t.ctx.weatherAt(baseLoc(t.ctx, b)) !== 'clear')
          refuse(
            '4.1',
            `${baseLabel(t, b)} is in a zone of inclement weather: in the Offensive Phase no Change Base goes into or out of one (4.1).`,
          )
    const final = hops[hops.length - 1]
    const deplete = depleteOrder(t, a.deplete, units, final)
    if (t.ctx.baseDefs.get(final)?.carrier !== undefined) {
      // Onto a carrier: Naval-Air of its nation, the carrier undamaged at sea, room in strength points (4.1, 4.4, 4.5).
      const no = carrierLandingRefusal(t.ctx, t.s, units, final, deplete)
      if (no) refuse(no.rule, no.why)
      return { target: null, hops, ...(deplete.length ? { depleteAboard: deplete } : {}) }
    }
    // The moving units leave their base: back at it, they do not fill it twice (4.8).
    const room =
      capacityNow(t.ctx, t.s, final) -
      placesTaken(
        t.ctx,
        final,
        (t.s.stacks[final] ?? []).filter((id) => !t.s.units[id].eliminated && !units.includes(id)),
      )
    // At most 4 Small Fighters at one base, which take no place there (APTO 4.2, 4.8; D16, D27).
    if (!smallFightersFit(t.ctx, t.s, final, units))
      refuse(
        '4.2',
        `${baseLabel(t, final)} would hold more than ${SMALL_FIGHTERS_PER_BASE} Small Fighters ("o"): never more than ${SMALL_FIGHTERS_PER_BASE} exempt units at one base (APTO 4.2, 4.8).`,
      )
    if (artificialPlaces(t.ctx, t.s, final) > 0) {
      // A port doubled by a docked carrier: the places beyond its normal capacity take only Naval-Air units (4.5).
      if (!hasRoom(t.ctx, t.s, final, units))
        refuse(
          '4.5',
          `${baseLabel(t, final)} is full for these units: a carrier docked there doubles its capacity, but the places beyond the normal capacity take only Naval-Air units (4.5, 4.8).`,
        )
    } else if (room < placesTaken(t.ctx, final, units)) {
      // Full, unless enough units there change base out when they arrive (4.8; D-BASE-CHAIN).
      const chain = chainFor(t, side, final, units)
      if (chain === null) {
        const could = mayChainAt(t, final) ? chainResidents(t, side, final, units).length : 0
        refuse(
          '4.8',
          `${baseLabel(t, final)} has room for ${Math.max(0, room)} more unit(s): the final base of a Change Base must not be full${could ? `, unless enough units there change base out when they arrive (only ${could} may)` : ''}.`,
        )
      }
      for (const id of units)
        if (isGrassAirfield(t.ctx, final) && !isFighterClass(t.ctx, id))
          refuse(
            '4.3',
            `${unitName(t.ctx, id)} cannot base at a ${airstripWords(t.s.scenario).name}: only fighter-types can.`,
          )
      return { target: null, hops, chain }
    }
    for (const id of units)
      if (
        t.ctx.baseDefs.get(final)?.components.some((c) => c.kind === 'GrassAirfield') &&
        !isFighterClass(t.ctx, id)
      )
        refuse(
          '4.3',
          `${unitName(t.ctx, id)} cannot base at a ${airstripWords(t.s.scenario).name}: only fighter-types can.`,
        )
    return { target: null, hops }
  },
  destination: (t, m) => baseLoc(t.ctx, m.hops[m.hop]),
  onArrive(t, f, m) {
    const hopBase = m.hops[m.hop]
    if (m.hop === m.hops.length - 1 && t.ctx.baseDefs.get(hopBase)?.carrier !== undefined) {
      // The carrier may have been damaged, sunk or docked since the launch: it recovers no one then (4.4, 4.5).
      const no = carrierLandingRefusal(t.ctx, t.s, f.units, hopBase, m.depleteAboard ?? [], f.id)
      if (no) {
        emit(t, {
          type: 'stop',
          text: `${names(t, f.units)} cannot land on ${baseLabel(t, hopBase)}: ${no.why} ${f.units.length === 1 ? 'It stays aloft and returns' : 'They stay aloft and return'} to the last base occupied at the end of the Step (4.1).`,
          rule: no.rule,
          side: f.side,
          loc: label(t, f.loc),
          units: [...f.units],
        })
        return false
      }
    }
    landHop(t, f, m)
    return true
  },
}

/** The launch's "deplete" list (4.4): full-strength Naval-Air units of this Change Base, only onto a carrier. */
function depleteOrder(
  t: Parameters<NonNullable<MissionProcedure['plan']>>[0],
  raw: unknown,
  units: readonly UnitId[],
  final: BaseId,
): UnitId[] {
  if (raw === undefined) return []
  if (!Array.isArray(raw))
    refuse('4.4', `"deplete" must be a list of air unit ids of this Change Base, e.g. ["swordfish-1"].`)
  if (raw.length && t.ctx.baseDefs.get(final)?.carrier === undefined)
    refuse(
      '4.4',
      'Only a Naval-Air unit changing base onto a carrier may be depleted in flight to fit aboard (4.4).',
    )
  for (const id of raw) {
    if (typeof id !== 'string' || !units.includes(id))
      refuse(
        '4.4',
        `"deplete" names ${JSON.stringify(id)}, which is not one of the units of this Change Base.`,
      )
    if (t.s.units[id].face !== 'front' || !t.ctx.unitDefs.get(id)?.back)
      refuse('4.4', `${unitName(t.ctx, id)} is already single-step: it cannot be depleted further (4.4).`)
  }
  return [...new Set(raw as UnitId[])]
}

/** A Change Base hop ends: the units land; the last hop ends the mission (4.1, 4.2, 4.27). */
function landHop(t: Parameters<NonNullable<MissionProcedure['onArrive']>>[0], f: Flight, m: Mission): void {
  const hopBase = m.hops[m.hop]
  for (const id of f.units) {
    const u = mutUnit(t.s, id)
    const old = mutStack(t.s, u.base)
    old.splice(old.indexOf(id), 1)
    mutStack(t.s, hopBase).push(id)
    u.base = hopBase
    u.lastBase = hopBase
    u.mp = 0
  }
  const last = m.hop === m.hops.length - 1
  const depleted = last
    ? (m.depleteAboard ?? []).filter((id) => f.units.includes(id) && t.s.units[id].face === 'front')
    : []
  for (const id of depleted) mutUnit(t.s, id).face = 'back' // depleted in flight to fit aboard (4.4)
  if (depleted.length)
    emit(t, {
      type: 'depleteNaval',
      text: `${names(t, depleted)} ${verb(depleted, 'is depleted in flight to fit aboard', 'are depleted in flight to fit aboard')} ${baseLabel(t, hopBase)} (4.4).`,
      rule: '4.4',
      side: f.side,
      units: [...depleted],
    })
  emit(t, {
    type: 'land',
    text: `${names(t, f.units)} ${last ? verb(f.units, 'completes its Change Base at', 'complete their Change Base at') : verb(f.units, 'lands at', 'land at')} ${baseLabel(t, hopBase)} (${label(t, f.loc)}) (4.1).`,
    rule: '4.1',
    side: f.side,
    loc: label(t, f.loc),
    units: [...f.units],
  })
  if (last) {
    if (m.chain) chainDue(t, hopBase, f.units, m.chain) // its residents change base out as it arrives (4.8)
    for (const id of f.units) {
      const u = mutUnit(t.s, id)
      u.aloft = null
      u.role = null
      // Current until the end of the Naval and Air Phase (4.27 NOTE, A-14); Previous if weather (4.1).
      const inclement = [f.launchBase, ...m.hops].some((b) => t.ctx.weatherAt(baseLoc(t.ctx, b)) !== 'clear') // every base of every hop
      u.commitment = inclement ? 'previous' : 'current'
      u.clearsAt = inclement ? null : 'endOfPhase'
    }
    f.units = []
    f.status = 'setAside'
    return
  }
  m.hop++
  f.path = [f.loc]
  f.plan = autoRoute(t, f.loc, destination(t, f))
  openWindows(t, f.loc, f.side, 'launch') // each hop is a launch (4.13)
}
