// Every legal action for the pending decision, as concrete actions (for "perft" counts, the
// fuzzer, the automatic opponent and the runner's `legal` command). Subset choices are
// enumerated in full up to `maxSubsetUnits` units, then as "none", each single unit and "all".
import { launchReach } from './weatherRoute'
import { fullWeatherEffects } from '../weather/effects'
import { contextOf } from '../context'
import type { Action, GameState, Loc, Pending, Role, UnitId } from '../types'
import { needsRole, rangeOf } from '../units'
import { baseLoc, ferriedAboard } from '../bases'
import { ferryOptions, roomChoices } from './ferry'
import { fixedTransferOptions } from './fixedTransfer'
import { portNavalOptions } from './portNaval'
import { mayProposeCancel } from './interception'
import { missionLegal } from '../missions'
import { strafe, strafeTargetRefused } from '../missions/strafe'
import { paradropLaunch } from '../missions/paradrop'
import { tx } from './core'
import { capturableBases, legalForcedRebase } from './forcedRebase'
import { demolishable, grassSites } from './grassAirfields'
import { legalStackOrder } from './stackOrder'
import { legalChain } from './baseChain'
import {
  endPhaseStart,
  flotillaMoves,
  interceptingFlotillas,
  mayIntercept,
  reactiveMoves,
  windowPortNavalOptions,
} from './navalMove'
import { mayBeDamaged } from '../missions/shipLosses'
import { submarineTargetList } from '../missions/submarineSearch'
import { convoyTargetList } from '../missions/convoyInterdiction'
import { merchantTargetList } from '../missions/merchantInterdiction'
import { raidBomber, raidTargetList } from '../missions/strategicRaid'
import { legalCounterstrike } from './counterstrike'
import { embarkOptions } from './seaTransport'
import { typesSumming } from './seaRecon'

export interface LegalOptions {
  maxSubsetUnits?: number
  /** Enumerate mission launches: every target hex in range for `plan`, and before combat the flights that may join the intercepted mission. Off by default: it is large. */
  missionTargets?: boolean
  /** Enumerate the results of naval combat the players may enter at the plan (every ship afloat, damaged or sunk; Part 3). Off by default. */
  outsideEvents?: boolean
}

export function subsets<T>(items: readonly T[], max: number, includeEmpty: boolean): T[][] {
  if (items.length > max) {
    const out: T[][] = includeEmpty ? [[]] : []
    for (const x of items) out.push([x])
    if (items.length > 1) out.push([...items])
    return out
  }
  const out: T[][] = []
  for (let mask = includeEmpty ? 0 : 1; mask < 1 << items.length; mask++)
    out.push(items.filter((_, i) => mask & (1 << i)))
  return out
}

export function legalActions(state: GameState, opts: LegalOptions = {}): Action[] {
  const p: Pending = state.pending
  const max = opts.maxSubsetUnits ?? 10
  const side = p.side
  switch (p.kind) {
    case 'plan': {
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
      if (opts.missionTargets) missionLaunches(state, p.bases, out) // (appended one by one: the list can be millions long)
      return out
    }
    case 'intensive': {
      // Each carrier's Naval-Air units together, or pass (4.28).
      const out: Action[] = [{ type: 'pass', side }]
      for (const b of p.bases) {
        const units = b.units.map((u) => u.id)
        out.push({
          type: 'launch',
          side,
          base: b.base,
          units,
          mission: 'airNaval',
          roles: Object.fromEntries(units.map((id) => [id, 'bomber' as Role])),
        })
      }
      return out
    }
    case 'navalWindow': {
      const out: Action[] = [{ type: 'pass', side }]
      // A reactive naval move of one of its own flotillas (Part 3; not in the window a reactive move opened).
      for (const f of reactiveMoves(tx(state), side))
        for (const n of f.next)
          out.push({
            type: 'moveFlotilla',
            side,
            flotilla: f.flotilla,
            to: n.to,
            ...(n.inPort ? { inPort: true } : {}),
          })
      // A successful naval interception by one of its surface flotillas at sea, e.g. the one that reacted (4.15, 4.28).
      if (opts.outsideEvents)
        for (const f of interceptingFlotillas(tx(state), side))
          out.push({ type: 'navalInterception', side, flotilla: f.flotilla })
      // Carriers in port (4.5; APTO D23): the Naval-Air of a carrier docking in a reactive move ashore, or aboard one about to sail in one.
      for (const o of windowPortNavalOptions(tx(state), side))
        out.push({ type: 'portNaval', side, carrier: o.carrier, unit: o.unit, ashore: o.ashore })
      if (p.recon)
        for (const u of p.recon.units)
          out.push({
            type: 'reconnoitre',
            side,
            target: p.recon.loc,
            ...(p.recon.inPort ? { inPort: true } : {}),
            ...(p.recon.flotilla ? { flotilla: p.recon.flotilla } : {}),
            units: [u.id],
          })
      // An air-naval interception: each bomber alone (escorts and more bombers only add to it, 4.15).
      const t = tx(state)
      const loc = t.ctx.map.parseLoc(p.loc!)!
      const started = state.naval?.window ? endPhaseStart(t, state.naval.window) : undefined
      for (const b of p.bases)
        for (const u of b.units)
          if (mayIntercept(t, u.id, baseLoc(t.ctx, b.base), loc, started))
            out.push({
              type: 'launch',
              side,
              base: b.base,
              units: [u.id],
              mission: 'airNaval',
              target: p.loc,
              ...(p.inPort ? { inPort: true } : {}),
              ...(u.needsRole ? { roles: { [u.id]: 'bomber' } } : {}),
            })
      return out
    }
    case 'move':
      return [
        ...p.next.map((h): Action => ({ type: 'move', side, flight: p.flight, path: [h] })),
        ...(p.canStop ? [{ type: 'stop', side, flight: p.flight } as Action] : []),
      ]
    case 'collect':
      return subsets(
        p.units.map((u) => u.id),
        max,
        true,
      ).map((units) => ({
        type: 'collect',
        side,
        flight: p.flight,
        units,
        roles: Object.fromEntries(
          units
            .filter((id) => p.units.find((u) => u.id === id)!.needsRole)
            .map((id) => [id, 'fighter' as Role]),
        ),
      }))
    case 'declare': {
      const all = p.interceptors.flatMap((g) => g.units.map((u) => ({ base: g.base, id: u.id })))
      const out: Action[] = [{ type: 'pass', side }]
      for (const set of subsets(all, max, false))
        out.push({ type: 'declare', side, groups: groupByBase(set) })
      // APTO Counterstrike (4.1): each unit that may fly it alone, and all of them together, as bombers.
      const strikers = (p.counterstrike ?? []).map((o) => ({ base: o.base, id: o.id }))
      for (const set of strikers.length > 1 ? [...strikers.map((x) => [x]), strikers] : [strikers])
        if (set.length)
          out.push({ type: 'declare', side, groups: groupByBase(set), counterstrike: set.map((x) => x.id) })
      return out
    }
    case 'counterstrike':
      return legalCounterstrike(p)
    case 'launchInterceptors': {
      const out = p.bases.map((b): Action => ({ type: 'launchInterceptors', side, base: b.base }))
      if (mayProposeCancel(state.engagements[p.engagement], side)) out.push({ type: 'proposeCancel', side })
      return out
    }
    case 'preCombat': {
      const out: Action[] = [{ type: 'pass', side }]
      if (p.canCancel) out.push({ type: 'proposeCancel', side })
      const all = p.interceptors.flatMap((g) => g.units.map((u) => ({ base: g.base, id: u.id })))
      for (const set of subsets(all, max, false))
        out.push({ type: 'addInterceptors', side, groups: groupByBase(set) })
      // More flights of the intercepted mission: one unit per launch, like plan's launches.
      if (opts.missionTargets)
        for (const b of p.launch)
          for (const u of b.units)
            for (const role of needsRole(contextOf(state), u.id)
              ? (['fighter', 'bomber'] as const)
              : [undefined])
              out.push({
                type: 'launch',
                side,
                base: b.base,
                units: [u.id],
                mission: 'fly',
                ...(role ? { roles: { [u.id]: role } } : {}),
              })
      return out
    }
    case 'weather':
      return [{ type: 'determineWeather', side }]
    case 'surfaceRaiders': // (APTO 2.21) any of the eligible ships, or none
      return subsets(
        p.raiders.map((r) => r.ship),
        max,
        true,
      ).map((ships) => ({ type: 'raidConvoys', side, ships }))
    case 'reconConceal':
      return [
        { type: 'concealLand', side, unit: null },
        ...p.units.map((u): Action => ({ type: 'concealLand', side, unit: u.id })),
      ]
    case 'sightingReport': {
      const out: Action[] = []
      // APTO 3–4 ask for the counts by type: one way of reaching each total (4.10).
      const byType = p.report.byType
      const typed = (n: number) => (byType ? { types: typesSumming(byType, n)! } : {})
      for (let n = p.report.count.min; n <= p.report.count.max; n++)
        out.push({ type: 'reportSighting', side, count: n, ...typed(n) })
      // APTO D32 False Reporting: one sample of each addition the roll leaves free (any types summing to the count, up to one name a chit).
      const n = p.report.count.min
      if (p.mayAdd?.types) out.push({ type: 'reportSighting', side, count: n, types: { CV: n } })
      if (p.mayAdd?.names)
        out.push({ type: 'reportSighting', side, count: n, ...typed(n), names: ['Phantom'] })
      return out
    }
    case 'acceptCancel':
      return [
        { type: 'acceptCancel', side },
        { type: 'refuseCancel', side },
      ]
    case 'dumpOrdnance':
      return subsets(p.units, max, true).map((units) => ({ type: 'dumpOrdnance', side, units }))
    case 'designate':
      return subsets(p.units, max, true).map((units) => ({ type: 'designate', side, units }))
    case 'attack': {
      const out: Action[] = [{ type: 'endAttacks', side }]
      for (const a of p.attackers)
        for (const tg of a.targets)
          if (tg.legal) out.push({ type: 'attack', side, attacker: a.id, target: tg.id })
      return out
    }
    case 'roll':
      return [1, 2, 3, 4, 5, 6].map((value) => ({ type: 'roll', side, value }))
    case 'voluntaryAbort':
      return subsets(p.units, max, true).map((units) => ({ type: 'voluntaryAbort', side, units }))
    case 'remain':
      return subsets(p.units, max, true).map((units) => ({ type: 'remain', side, units }))
    case 'continue':
      return subsets(
        p.flights.map((f) => f.id),
        max,
        true,
      ).map((flights) => ({ type: 'continue', side, flights }))
    case 'returnToBase': {
      let combos: Record<UnitId, string>[] = [{}]
      for (const u of p.units) {
        if (u.bases.length < 2) continue
        const next: Record<UnitId, string>[] = []
        for (const c of combos) for (const b of u.bases) next.push({ ...c, [u.id]: b })
        combos = next.length > 4096 ? combos : next
      }
      return combos.map((assignments) => ({ type: 'returnToBase', side, assignments }))
    }
    case 'over':
      return [] // the scenario has ended
    case 'initiative':
      return p.sides.map((first) => ({ type: 'chooseFirst', side, first })) // (APTO [viii])
    case 'offensive': {
      const out: Action[] = [{ type: 'passOffensive', side }]
      for (const o of p.options) {
        if (!o.available || o.kind === 'grass') continue
        if (o.kind === 'combinedAir') {
          // A Combined Air Offensive (4.25): each pair of its major powers, and all of them when the Offensives left pay for it.
          const ids = (o.nations ?? []).map((n) => n.id)
          for (let i = 0; i < ids.length; i++)
            for (let j = i + 1; j < ids.length; j++)
              out.push({
                type: 'declareOffensive',
                side,
                offensive: 'combinedAir',
                nations: [ids[i], ids[j]],
              })
          if (ids.length > 2 && ids.length <= p.left)
            out.push({ type: 'declareOffensive', side, offensive: 'combinedAir', nations: ids })
          continue
        }
        out.push({ type: 'declareOffensive', side, offensive: o.kind })
        if (o.kind === 'air')
          for (const n of o.nations ?? [])
            out.push({ type: 'declareOffensive', side, offensive: 'air', nations: [n.id] }) // named by its power (4.25)
      }
      // D-BASE-GRASS (4.3): every legal hex, by each nation that may build there.
      if (p.options.some((o) => o.kind === 'grass' && o.available))
        for (const site of grassSites(tx(state), side))
          for (const nation of site.nations)
            out.push({
              type: 'buildGrassAirfield',
              side,
              hex: site.hex,
              ...(site.nations.length > 1 ? { nation } : {}),
            })
      for (const r of p.landRecon ?? [])
        for (const u of r.units) out.push({ type: 'reconnoitreLand', side, hex: r.hex, unit: u.id }) // (4.11)
      // An Air Offensive spent debarking air units from docked STPs (APTO 3.24): all of a flotilla's at its first base, or each alone at each base with room.
      for (const o of p.debark ?? []) {
        if (o.all !== undefined) out.push({ type: 'debarkStp', side, flotilla: o.flotilla })
        if (o.units.length > 1 || o.all === undefined)
          for (const to of o.to)
            for (const u of to.units)
              out.push({ type: 'debarkStp', side, flotilla: o.flotilla, units: [u], to: to.base })
      }
      basingEvents(state, side, out, opts)
      return out
    }
    case 'forcedRebase':
      return legalForcedRebase(state, p)
    case 'seaCargoLoss':
      return p.choices.map((units) => ({ type: 'loseCargo', side, units })) // (APTO 3.18)
    case 'stackOrder':
      return legalStackOrder(state, p)
    case 'baseChain':
      return legalChain(state, p, tx(state))
    case 'landCombat': {
      const out: Action[] = [{ type: 'endLandStep', side }]
      basingEvents(state, side, out, { outsideEvents: opts.outsideEvents }, false)
      for (const c of p.candidates) {
        out.push({ type: 'declareLandCombat', side, hex: c.hex, attackers: [...c.attackers] })
        out.push({
          type: 'declareLandCombat',
          side,
          hex: c.hex,
          attackers: [...c.attackers],
          activated: [...c.defenders],
        })
      }
      return out
    }
    case 'groundSupport': {
      // Every base's whole group, and each unit alone (roles: bombers flying as bombers add strength, 4.22).
      const out: Action[] = [{ type: 'declineSupport', side }]
      for (const b of p.bases) {
        const sets = subsets(
          b.units.map((u) => u.id),
          Math.min(max, 3),
          false,
        )
        for (const units of sets) {
          const roles = Object.fromEntries(
            units
              .filter((id) => b.units.find((u) => u.id === id)!.needsRole)
              .map((id) => [id, 'bomber' as Role]),
          )
          out.push({
            type: 'launch',
            side,
            base: b.base,
            units,
            mission: 'groundSupport',
            target: p.hex,
            ...(Object.keys(roles).length ? { roles } : {}),
          })
        }
      }
      // A paradrop (4.24): the ATP with its paratrooper, alone or escorted by its base's fighters as fighters.
      for (const o of p.paradrops ?? []) {
        const ctx = contextOf(state)
        const escorts = (p.bases.find((b) => b.base === o.base)?.units ?? [])
          .filter((u) => u.needsRole || ctx.unitDefs.get(u.id)?.type === 'F')
          .slice(0, Math.max(1, Math.min(max, 3)))
        out.push(paradropLaunch(side, o, [], {}))
        if (escorts.length)
          out.push(
            paradropLaunch(
              side,
              o,
              escorts.map((u) => u.id),
              Object.fromEntries(escorts.filter((u) => u.needsRole).map((u) => [u.id, 'fighter' as const])),
            ),
          )
      }
      return out
    }
    default:
      return missionLegal(state, p) ?? [] // a mission's own decision (missions/index.ts)
  }
}

/** Demolishing one's own empty grass airfields (4.3), and with `outsideEvents` the enemy bases the side's land units may capture (4.7). */
function basingEvents(
  state: GameState,
  side: string,
  out: Action[],
  opts: LegalOptions,
  demolish = true,
): void {
  const t = tx(state)
  if (demolish)
    for (const base of demolishable(t, side)) out.push({ type: 'demolishGrassAirfield', side, base })
  if (opts.outsideEvents)
    for (const base of capturableBases(t, side)) out.push({ type: 'captureBase', side, base })
}

function groupByBase(set: { base: string; id: UnitId }[]): { base: string; units: UnitId[] }[] {
  const m = new Map<string, UnitId[]>()
  for (const x of set) m.set(x.base, [...(m.get(x.base) ?? []), x.id])
  return [...m].map(([base, units]) => ({ base, units }))
}

function interdictionLaunches(
  state: GameState,
  bases: Extract<Pending, { kind: 'plan' }>['bases'],
  out: Action[],
): void {
  const t = tx(state)
  const p = state.pending
  const side = p.side
  const available = (kind: string) =>
    p.kind === 'plan' && p.missions.some((m) => m.kind === kind && m.available)
  for (const b of bases)
    for (const u of b.units) {
      if (available('convoyInterdiction'))
        for (const x of convoyTargetList(t, side, b.base, [u.id]))
          if (x.refused === null && x.reach.length)
            out.push({
              type: 'launch',
              side,
              base: b.base,
              units: [u.id],
              mission: 'convoyInterdiction',
              target: x.area,
            })
      if (available('merchantInterdiction')) {
        const hexes = new Set(
          merchantTargetList(t, side, b.base, [u.id]).flatMap((r) =>
            r.refused === null ? r.hexes.map((h) => h.hex) : [],
          ),
        )
        for (const target of hexes)
          out.push({
            type: 'launch',
            side,
            base: b.base,
            units: [u.id],
            mission: 'merchantInterdiction',
            target,
          })
      }
    }
}

/** One-unit "fly" missions to every location within the unit's range (perft of `plan`). */
function missionLaunches(
  state: GameState,
  bases: Extract<Pending, { kind: 'plan' }>['bases'],
  out: Action[],
): void {
  const ctx = contextOf(state)
  const p = state.pending
  // The Strategic Bombing Step flies raids only (APTO 2.2): each Bomber alone to each enemy Strategic Target it reaches.
  if (state.strategic?.step) {
    const t = tx(state)
    for (const b of bases)
      for (const u of b.units)
        if (raidBomber(t, u.id))
          for (const target of raidTargetList(t, p.side, b.base, [u.id]))
            out.push({
              type: 'launch',
              side: p.side,
              base: b.base,
              units: [u.id],
              mission: 'strategicRaid',
              target: target.hex,
            })
    return
  }
  // Strafing targets (4.14): the enemy airbases, when strafing may be flown now.
  const strafing = p.kind === 'plan' && p.missions.some((m) => m.kind === 'strafe' && m.available)
  const t = strafing ? tx(state) : null
  const strafable = t
    ? new Set([...ctx.baseLoc.values()].filter((loc) => !strafeTargetRefused(t, p.side, loc)))
    : null
  // APTO Part 2 (2.13, 2.26): each bomber alone to each Convoy Route area, and each route hex, it may interdict now.
  const interdicting =
    p.kind === 'plan' &&
    p.missions.some(
      (m) => (m.kind === 'convoyInterdiction' || m.kind === 'merchantInterdiction') && m.available,
    )
  if (interdicting) interdictionLaunches(state, bases, out)
  const wt = fullWeatherEffects(state, ctx) ? tx(state) : null // APTO: the weather on the way decides the reach (1.5, 1.7)
  for (const b of bases) {
    const from = baseLoc(ctx, b.base)
    for (const u of b.units) {
      const range = rangeOf(ctx, state.units[u.id], from)
      const roles: (Role | undefined)[] = needsRole(ctx, u.id) ? ['fighter', 'bomber'] : [undefined]
      for (const r of ctx.map.reachable(from, range)) {
        if (r.loc === from) continue
        if (wt && !launchReach(wt, state.units[u.id], from, r.loc as Loc)) continue
        if (
          strafable?.has(r.loc as Loc) &&
          !strafe.unitRefused!(t!, state.units[u.id], roles[0] && 'fighter')
        )
          out.push({
            type: 'launch',
            side: state.pending.side,
            base: b.base,
            units: [u.id],
            mission: 'strafe',
            target: ctx.map.locLabel(r.loc as Loc),
            ...(roles[0] ? { roles: { [u.id]: 'fighter' as Role } } : {}),
          })
        for (const role of roles)
          out.push({
            type: 'launch',
            side: state.pending.side,
            base: b.base,
            units: [u.id],
            mission: 'fly',
            target: ctx.map.locLabel(r.loc as Loc),
            ...(role ? { roles: { [u.id]: role } } : {}),
          })
      }
    }
  }
}
