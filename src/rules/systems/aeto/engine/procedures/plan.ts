// The plan (4.1; §16): the phasing side, or the side whose Offensive it is, launches a mission or
// ends the Step; at its plan it may also take the actions of the Phase that fly no mission (sea and
// land reconnaissance, naval movement, carriers as ferries and in port, fixed transfers, naval
// bombardment, embarking on STPs) and enter outside events (naval combat and interceptions, a
// carrier's Standby or Active status, a base captured). In the Strategic Bombing Step (APTO 2.2) it flies raids or declines.
import type { Action, BaseId, GameState, Pending, Role, UnitId } from '../../types'
import { ferriedAboard } from '../../bases'
import { bombardmentOptions, actBombard } from '../../missions/navalBombardment'
import { withMissionChoices } from '../../missions'
import { mayBeDamaged } from '../../naval/shipLosses'
import { submarineTargetList } from '../../missions/submarineSearch'
import { tx, type Tx } from '../core'
import { actDepleteNaval, actDumpOverboard, actFerry, ferryOptions, roomChoices } from '../ferry'
import { actFixedTransfer, fixedTransferOptions } from '../fixedTransfer'
import { actLaunch, launchOptions } from '../movement'
import { actNavalCombat, flotillaMoves, interceptingFlotillas, seaOffensiveFlotillas } from '../navalMove'
import { actPortNaval, portNavalOptions } from '../portNaval'
import { actReconnoitre } from '../seaRecon'
import { actEmbarkStp, embarkOptions } from '../seaTransport'
import { planningSide, strategicBombingOver } from '../sequence'
import { actEndStep } from '../step'
import { declineRaids } from '../strategicStep'
import { basingEvents, carrierStatusEvents } from './choices'
import { missionLaunches } from './planLaunches'
import type { LegalOptions, PendingOf, Procedure } from './procedure'
import {
  captureBase,
  carrierStatus,
  demolishGrassAirfield,
  moveFlotilla,
  navalInterception,
  reconnoitreLand,
} from './shared'
import type { CargoOrder, MissionKind } from '../../missions/types'
import type { LandReconTarget } from '../../state/landRecon'
import type { BombardmentOption } from '../../state/bombardment'

declare module '../../types' {
  interface PendingByKind {
    plan: PendingBase & {
      kind: 'plan'
      bases: LaunchOption[]
      missions: MissionChoice[]
      recon?: ReconTarget[]
      landRecon?: LandReconTarget[]
      /** In a Sea Offensive: the flotillas that may bombard the enemy installations of their coastal hex (APTO [3.28]). */ bombard?: BombardmentOption[]
    }
  }
  interface ActionByType {
    launch: {
      type: 'launch'
      base: BaseId
      units: UnitId[]
      mission: MissionKind
      target?: string
      hops?: BaseId[]
      roles?: Record<UnitId, Role>
      path?: string[]
      joinMission?: string
      inPort?: boolean
      /** Air transport (4.23): the load of each ATP point — a land unit id or "airSupply" — and where it is loaded and unloaded. */
      cargo?: CargoOrder[]
      /** Air transport: the ATPs stay at the destination (default) or return to their origin (4.1, 4.23). */
      stay?: boolean
      /** A paradrop (4.24): the paratrooper aboard the ATP. */
      paratrooper?: string
      /** An air-naval attack (APTO 4.20): the units of this launch flying as Kamikazes (the scenario marks those that may). */
      kamikaze?: UnitId[]
      /** A strategic bombing raid (APTO 2.8): a Night Strategic Bombing Attack. */
      night?: boolean
      /** A Change Base onto a carrier (4.4): the full-strength Naval-Air units depleted in flight so that they fit aboard. */
      deplete?: UnitId[]
    }
    endStep: { type: 'endStep' }
    reconnoitre: { type: 'reconnoitre'; target: string; inPort?: boolean; flotilla?: string; units: UnitId[] }
    /** D-RECON-LAND (4.11): one unit reconnoitres an enemy land hex; not moved, not committed. */
    reconnoitreLand: { type: 'reconnoitreLand'; hex: string; unit: UnitId }
    moveFlotilla: { type: 'moveFlotilla'; flotilla: string; to: string; inPort?: boolean }
    navalCombat: { type: 'navalCombat'; ship: string; result: 'damaged' | 'sunk' }
    navalInterception: { type: 'navalInterception'; flotilla: string }
    /** Outside event (Part 3): the side's carrier `ship` is on Standby, Active, or neither (`none`) — its Naval-Air may launch via an Offensive only on Standby or Active (4.25). */
    carrierStatus: { type: 'carrierStatus'; ship: string; status: CarrierStatus }
    /** D-BASE-FERRY (4.6): take a single-step F/FB aboard a carrier docked in port, or put it ashore at `to` (default: the first base with room). */
    ferry: { type: 'ferry'; carrier: BaseId; unit: UnitId; embark: boolean; to?: BaseId }
    /** Eliminate a ferried unit, or a carrier's Naval-Air unit even aloft (4.6). */
    dumpOverboard: { type: 'dumpOverboard'; unit: UnitId }
    /** D-BASE-CARRIER: flip a full Naval-Air unit of a carrier to its depleted face to make room (4.4). */
    depleteNaval: { type: 'depleteNaval'; unit: UnitId }
    /** D-BASE-PORTNAVAL (4.5), secret: a Naval-Air unit of a carrier docked in a friendly port goes ashore at the port base (`ashore` true), or one ashore there goes aboard it (false). */
    portNaval: { type: 'portNaval'; carrier: BaseId; unit: UnitId; ashore: boolean }
    /** APTO [3.21], [3.24]: in its Naval and Air Phase, the side embarks a fighter-type air unit of the port hex where the flotilla's STPs are docked. */
    embarkStp: { type: 'embarkStp'; flotilla: string; unit: UnitId }
    /** The owner demolishes its empty grass airfield for 1 EP (4.3; 8.6). */
    demolishGrassAirfield: { type: 'demolishGrassAirfield'; base: BaseId }
    /** Outside event (Part 5): the deciding side's land units have occupied the enemy base `base`; its units make a Forced Rebase (4.7). */
    captureBase: { type: 'captureBase'; base: BaseId }
    /** APTO D8 (4.1 [A]–[C]): the units, all at one base of an end of the scenario's transfer `transfer`, change base at once to `to`, a base of the other end. */
    fixedTransfer: {
      type: 'fixedTransfer'
      transfer: string
      units: UnitId[]
      to: BaseId
      /** A route of fewer than three hops: the base of one ordinary hop on from `to`, flown as a launch (4.1: the Trans-Atlantic's third hop). */
      onward?: BaseId
    }
    /** APTO [3.28]: in a Sea Offensive, the flotilla's ships at sea in a coastal hex bombard its enemy installations, each ship once: installation id → ships, rolled in the order given. */
    bombard: { type: 'bombard'; flotilla: string; allocation: Record<string, string[]> }
  }
}

export const plan: Procedure = {
  id: 'plan',
  actions: {
    launch: {
      base: 'text',
      units: null,
      mission: 'text',
      target: null,
      hops: 'texts',
      roles: null,
      path: 'texts',
      joinMission: 'text',
      inPort: 'boolean',
      paratrooper: 'text',
      cargo: null,
      stay: 'boolean',
      kamikaze: 'units',
      night: 'boolean',
      deplete: 'units',
    },
    endStep: {},
    reconnoitre: { target: 'text', inPort: 'boolean', flotilla: 'text', units: 'units' },
    reconnoitreLand: { hex: 'text', unit: 'text' },
    moveFlotilla: { flotilla: 'text', to: 'text', inPort: 'boolean' },
    navalCombat: { ship: 'text', result: 'text' },
    navalInterception: { flotilla: 'text' },
    carrierStatus: { ship: 'text', status: 'text' },
    ferry: { carrier: 'text', unit: 'text', embark: 'boolean', to: 'text' },
    dumpOverboard: { unit: 'text' },
    depleteNaval: { unit: 'text' },
    portNaval: { carrier: 'text', unit: 'text', ashore: 'boolean' },
    embarkStp: { flotilla: 'text', unit: 'text' },
    demolishGrassAirfield: { base: 'text' },
    captureBase: { base: 'text' },
    fixedTransfer: { transfer: 'text', units: 'units', to: 'text', onward: 'text' },
    bombard: { flotilla: 'text', allocation: null },
  },
  decisions: {
    plan: {
      accepts: {
        launch: (t, a, p) => actLaunch(t, a, p.side, null),
        endStep(t) {
          if (!t.s.strategic?.step) return actEndStep(t)
          if (declineRaids(t)) strategicBombingOver(t) // a side declines further raids (2.5)
        },
        reconnoitre: (t, a, p) => actReconnoitre(t, a, p.side),
        moveFlotilla,
        navalCombat: (t, a) => actNavalCombat(t, a),
        navalInterception,
        carrierStatus,
        ferry: (t, a, p) => actFerry(t, a, p.side),
        dumpOverboard: (t, a, p) => actDumpOverboard(t, a, p.side),
        depleteNaval: (t, a, p) => actDepleteNaval(t, a, p.side),
        portNaval: (t, a, p) => actPortNaval(t, a, p.side),
        reconnoitreLand,
        demolishGrassAirfield,
        captureBase,
        fixedTransfer: (t, a, p) => actFixedTransfer(t, a, p.side),
        bombard: (t, a, p) => actBombard(t, a, p.side, p.bombard ?? []),
        embarkStp: (t, a, p) => actEmbarkStp(t, a, p.side),
      },
      legal: legalPlan,
    },
  },
  decide: planDecision,
}

function planDecision(t: Tx): Pending {
  const s = t.s
  const side = planningSide(t)
  const bases = launchOptions(t, side)
  // In its Sea Offensive, the side's flotillas that may bombard the installations of their coastal hex (APTO [3.28]).
  const bombard =
    s.offensivePhase?.current?.kind === 'sea'
      ? bombardmentOptions(t, side, seaOffensiveFlotillas(t, side))
      : []
  // The mission list and reconnaissance targets (`missions`, `recon`, `landRecon`): worked out when read.
  return withMissionChoices(t, side, bases, {
    kind: 'plan' as const,
    side,
    bases,
    ...(bombard.length ? { bombard } : {}),
    rule: s.strategic?.step ? '2.2' : '4.1',
    prompt: s.offensivePhase?.current
      ? 'Launch a mission of your Air Offensive (at most two), or end the Air Offensive.'
      : s.strategic?.step
        ? 'Fly a strategic bombing raid from one of your bases, or decline: a side that declines flies no more raids this Phase (2.2, 2.5).'
        : 'Launch a mission from one of your bases, or end the Air Movement Step.',
  })
}

function legalPlan(state: GameState, p: PendingOf<'plan'>, opts: LegalOptions): Action[] {
  const side = p.side
  const out: Action[] = [{ type: 'endStep', side }]
  // Sea reconnaissance: each target with its primary unit alone (more units only add +1, 4.10).
  for (const r of p.recon ?? [])
    for (const u of r.units)
      out.push({
        type: 'reconnoitre',
        side,
        target: r.loc,
        ...(r.inPort ? { inPort: true } : {}),
        ...(r.flotilla ? { flotilla: r.flotilla } : {}),
        units: [u.id],
      })
  // Land reconnaissance: each enemy land hex with each unit that may try it (4.11).
  for (const r of p.landRecon ?? [])
    for (const u of r.units) out.push({ type: 'reconnoitreLand', side, hex: r.hex, unit: u.id })
  // A submarine search (APTO 3.29): each unit that may search, alone, against each enemy submarine at sea it reaches.
  if (p.missions.some((m) => m.kind === 'submarineSearch' && m.available))
    for (const b of p.bases) {
      const roles = Object.fromEntries(
        b.units.filter((u) => u.needsRole).map((u) => [u.id, 'bomber' as Role]),
      )
      for (const x of submarineTargetList(
        tx(state),
        side,
        b.base,
        b.units.map((u) => u.id),
        roles,
      ))
        for (const id of x.searchers)
          out.push({
            type: 'launch',
            side,
            base: b.base,
            units: [id],
            mission: 'submarineSearch',
            target: x.hex,
            ...(roles[id] ? { roles: { [id]: 'bomber' as Role } } : {}),
          })
    }
  // A naval bombardment in a Sea Offensive (APTO 3.28): each installation with every ship that may bombard.
  for (const o of p.bombard ?? [])
    for (const i of o.installations)
      out.push({
        type: 'bombard',
        side,
        flotilla: o.flotilla,
        allocation: { [i.id]: o.ships.map((x) => x.id) },
      })
  // Naval movement, entered by the players: each flotilla one location further (4.15; spec §16).
  for (const f of flotillaMoves(tx(state), side))
    for (const n of f.next)
      out.push({
        type: 'moveFlotilla',
        side,
        flotilla: f.flotilla,
        to: n.to,
        ...(n.inPort ? { inPort: true } : {}),
      })
  if (opts.outsideEvents)
    for (const n of state.scenario.navalUnits)
      if (!state.naval?.ships[n.id]?.sunk)
        for (const result of ['damaged', 'sunk'] as const)
          if (result === 'sunk' || mayBeDamaged(tx(state), n.id))
            out.push({ type: 'navalCombat', side, ship: n.id, result })
  // A successful naval interception by one of its surface flotillas at sea (4.28).
  if (opts.outsideEvents)
    for (const f of interceptingFlotillas(tx(state), side))
      out.push({ type: 'navalInterception', side, flotilla: f.flotilla })
  // Carriers as ferries (4.6): each embark and disembark; each ferried unit aboard dumped overboard;
  // where a docked carrier lacks the spare point for a waiting unit, its Naval-Air units depleted or dumped (4.4).
  const ft = tx(state)
  for (const o of ferryOptions(ft, side))
    for (const to of o.embark ? [undefined] : o.to)
      out.push({
        type: 'ferry',
        side,
        carrier: o.carrier,
        unit: o.unit,
        embark: o.embark,
        ...(to ? { to } : {}),
      })
  for (const [carrier] of ft.ctx.carrierBases) {
    const f = ferriedAboard(ft.ctx, state, carrier)
    if (f !== null && state.units[f].side === side) out.push({ type: 'dumpOverboard', side, unit: f })
  }
  for (const r of roomChoices(ft, side)) {
    for (const unit of r.deplete) out.push({ type: 'depleteNaval', side, unit })
    for (const unit of r.dump) out.push({ type: 'dumpOverboard', side, unit })
  }
  // APTO's fixed transfers (4.1; D8): each unit alone to each base of the other end.
  for (const o of fixedTransferOptions(ft, side))
    for (const u of o.units)
      for (const to of u.to)
        out.push({ type: 'fixedTransfer', side, transfer: o.transfer, units: [u.id], to })
  // Carriers in port (4.5, D-BASE-PORTNAVAL): each Naval-Air unit ashore or back aboard.
  for (const o of portNavalOptions(ft, side))
    out.push({ type: 'portNaval', side, carrier: o.carrier, unit: o.unit, ashore: o.ashore })
  // Naval transport (APTO 3.21): each fighter-type of a port hex aboard each flotilla whose STPs are docked there.
  for (const o of embarkOptions(ft, side))
    for (const unit of o.units) out.push({ type: 'embarkStp', side, flotilla: o.flotilla, unit })
  basingEvents(state, side, out, opts)
  carrierStatusEvents(state, side, out, opts)
  if (opts.missionTargets) missionLaunches(state, p.bases, out) // (appended one by one: the list can be millions long)
  return out
}
