// The random player's answer to the plan decision (engine/procedures/plan.ts): now and then an
// outside event the players enter at the plan (naval combat, a capture, a flotilla's move, a
// carrier's ferry or port, STP embarking, a fixed transfer, a bombardment), reconnaissance, and
// otherwise a mission's launch (launches.ts, missionLaunches.ts, strategicLaunches.ts) or the end
// of the Step, more likely the more the side has launched.
import { contextOf } from '../../context'
import { baseLoc, isFerried } from '../../bases'
import { changeBaseOnly } from '../../overlays'
import { legalActions } from '../../engine/legal'
import type { PendingOf } from '../../engine/procedures/procedure'
import type { Action, BaseId, GameState, UnitId } from '../../types'
import { rangeOf } from '../../units'
import { minOf } from '../../collections'
import { randomCapture, type Choices, type RandomPlayOptions } from './choice'
import { randomHops, randomLaunch, rolesFor, unnamedAirOffensive } from './launches'
import {
  randomAirNaval,
  randomAirTransport,
  randomBombing,
  randomStrafe,
  randomSubmarineSearch,
} from './missionLaunches'
import { randomConvoyInterdiction, randomMerchantInterdiction, randomRaid } from './strategicLaunches'
import { chance, pick, shuffled, someOf, type Rng } from './rng'

type PlanPending = PendingOf<'plan'>

export const planChoices = {
  plan: ({ state, p, rng, opts }) => planAction(state, p, rng, opts),
} satisfies Choices

/** An Air Offensive not named yet is named by its first launch, of one nation's units (4.25): the random player picks the nation first. */
function onePower(state: GameState, p: PlanPending, rng: Rng): PlanPending {
  if (!unnamedAirOffensive(state, p.side)) return p
  const ctx = contextOf(state)
  const nationOf = (id: UnitId) => ctx.unitDefs.get(id)!.nation
  const nations = [...new Set(p.bases.flatMap((b) => b.units.map((u) => nationOf(u.id))))]
  if (nations.length < 2) return p
  const n = pick(rng, nations)
  return {
    ...p,
    bases: p.bases
      .map((b) => ({ ...b, units: b.units.filter((u) => nationOf(u.id) === n) }))
      .filter((b) => b.units.length),
  }
}

function planAction(state: GameState, p0: PlanPending, rng: Rng, opts: RandomPlayOptions): Action {
  const p = onePower(state, p0, rng)
  const side = p.side
  const end: Action = { type: 'endStep', side }
  // Naval combat, entered by the players (Part 3): now and then a ship damaged or sunk, a successful
  // naval interception (4.28), or a carrier's status changed (4.25).
  if (chance(rng, 0.02)) {
    const results = legalActions(state, { maxSubsetUnits: 1, outsideEvents: true }).filter(
      (a) => a.type === 'navalCombat' || a.type === 'navalInterception' || a.type === 'carrierStatus',
    )
    if (results.length) return pick(rng, results)
  }
  // A base captured by land units (4.7), rarely; an empty grass airfield demolished (4.3), rarely.
  const capture = randomCapture(state, rng, 0.01)
  if (capture) return capture
  if (chance(rng, 0.03)) {
    const demolish = legalActions(state, { maxSubsetUnits: 1 }).filter(
      (a) => a.type === 'demolishGrassAirfield',
    )
    if (demolish.length) return pick(rng, demolish)
  }
  // Naval movement, entered by the players (4.15): a flotilla one location further.
  if (chance(rng, 0.2)) {
    const moves = legalActions(state, { maxSubsetUnits: 1 }).filter((a) => a.type === 'moveFlotilla')
    if (moves.length) return pick(rng, moves)
  }
  // Carriers as ferries (4.6) and room aboard (4.4): embark or disembark now and then; dump or deplete rarely.
  if (chance(rng, 0.15)) {
    const ferry = legalActions(state, { maxSubsetUnits: 1 }).filter(
      (a) =>
        a.type === 'ferry' ||
        ((a.type === 'dumpOverboard' || a.type === 'depleteNaval') && chance(rng, 0.15)),
    )
    if (ferry.length) return pick(rng, ferry)
  }
  // Naval transport (APTO 3.21): a fighter-type embarks on docked STPs now and then (no draw when none may, so other games draw as before).
  const embark =
    state.scenario.variant === 'apto'
      ? legalActions(state, { maxSubsetUnits: 1 }).filter((a) => a.type === 'embarkStp')
      : []
  if (embark.length && chance(rng, 0.2)) return pick(rng, embark)
  // APTO's fixed transfers (4.1; D8): now and then a unit goes the whole way at once.
  if (state.scenario.transfers?.length && chance(rng, 0.2)) {
    const transfers = legalActions(state, { maxSubsetUnits: 1 }).filter((a) => a.type === 'fixedTransfer')
    if (transfers.length) return pick(rng, transfers)
  }
  // Carriers in port (4.5): a Naval-Air unit ashore or back aboard now and then.
  if (chance(rng, 0.25)) {
    const port = legalActions(state, { maxSubsetUnits: 1 }).filter((a) => a.type === 'portNaval')
    if (port.length) return pick(rng, port)
  }
  // A ferried unit's only flight: a Change Base from its carrier (4.6).
  if (chance(rng, 0.2) && p.missions.some((m) => m.kind === 'changeBase' && m.available)) {
    const ctx = contextOf(state)
    const ferried = Object.entries(changeBaseOnly(state)).flatMap(([base, units]) =>
      units.filter((id) => isFerried(ctx, state, id)).map((id) => ({ base, id })),
    )
    if (ferried.length) {
      const f = pick(rng, ferried)
      const hops = randomHops(
        state,
        rng,
        f.base,
        [f.id],
        rangeOf(ctx, state.units[f.id], baseLoc(ctx, f.base)),
      )
      const clear = (b: BaseId) =>
        state.turn.phase !== 'offensive' || ctx.weatherAt(baseLoc(ctx, b)) === 'clear' // (4.1)
      if (hops && clear(f.base) && hops.every(clear))
        return { type: 'launch', side, base: f.base, units: [f.id], mission: 'changeBase', hops }
    }
  }
  // A naval bombardment in a Sea Offensive (APTO 3.28): some ships on some installations.
  if (p.bombard?.length && chance(rng, 0.5)) {
    const o = pick(rng, p.bombard)
    const ships = shuffled(
      rng,
      o.ships.map((x) => x.id),
    )
    const allocation: Record<string, string[]> = {}
    for (const i of someOf(rng, o.installations))
      if (ships.length) allocation[i.id] = ships.splice(0, 1 + rng.int(ships.length))
    return { type: 'bombard', side, flotilla: o.flotilla, allocation }
  }
  if (!p.bases.length) return end
  const launched = Object.values(state.missions).filter(
    (m) => m.side === side && m.kind !== 'interception',
  ).length
  const bias = opts.endStepBias ?? 3
  if (chance(rng, Math.min(0.9, 0.08 + launched / (bias + 1)))) return end
  const allowed = (kind: string) => p.missions.some((m) => m.kind === kind && m.available)
  // The Strategic Bombing Step (APTO 2.2): a raid, or decline.
  if (state.strategic?.step) return (allowed('strategicRaid') && randomRaid(state, rng, p.bases, side)) || end
  // Ships: reconnoitre an enemy location (4.10), strike located ships (4.20).
  if (p.recon?.length && chance(rng, 0.5)) {
    const r = pick(rng, p.recon)
    const units = [pick(rng, r.units).id, ...r.units.filter(() => chance(rng, 0.3)).map((u) => u.id)]
    return {
      type: 'reconnoitre',
      side,
      target: r.loc,
      ...(r.inPort ? { inPort: true } : {}),
      ...(r.flotilla ? { flotilla: r.flotilla } : {}),
      units: [...new Set(units)],
    }
  }
  // Land: reconnoitre an enemy land hex (4.11).
  if (p.landRecon?.length && chance(rng, 0.3)) {
    const r = pick(rng, p.landRecon)
    return { type: 'reconnoitreLand', side, hex: r.hex, unit: pick(rng, r.units).id }
  }
  if (allowed('airNaval') && chance(rng, 0.6)) {
    const strike = randomAirNaval(state, rng, p.bases, side)
    if (strike) return strike
  }
  if (allowed('submarineSearch') && chance(rng, 0.5)) {
    const search = randomSubmarineSearch(state, rng, p.bases, side)
    if (search) return search
  }
  // APTO Part 2: interdict an enemy Convoy Route area (2.13) or Merchant Shipping Route (2.26) in the Strategic Warfare Phase.
  if (allowed('convoyInterdiction') && chance(rng, 0.6)) {
    const raid = randomConvoyInterdiction(state, rng, p.bases, side)
    if (raid) return raid
  }
  if (allowed('merchantInterdiction') && chance(rng, 0.6)) {
    const raid = randomMerchantInterdiction(state, rng, p.bases, side)
    if (raid) return raid
  }
  if (allowed('airTransport') && chance(rng, 0.3)) {
    const transport = randomAirTransport(state, rng, p.bases, side)
    if (transport) return transport
  }
  if (!allowed('fly')) {
    // An Air Offensive (4.25): bombing installations, or Change Base, else end it.
    if (allowed('bombing') && chance(rng, 0.6)) {
      const raid = randomBombing(state, rng, p.bases, side)
      if (raid) return raid
    }
    if (!allowed('changeBase')) return end
    const opt = pick(rng, p.bases)
    const units = someOf(rng, opt.units)
    const ctx = contextOf(state)
    const hops = randomHops(
      state,
      rng,
      opt.base,
      units.map((u) => u.id),
      minOf(units, (u) => u.range),
    )
    const clear = (b: BaseId) => ctx.weatherAt(baseLoc(ctx, b)) === 'clear' // no Change Base through inclement weather in the Offensive Phase (4.1)
    return hops && clear(opt.base) && hops.every(clear)
      ? {
          type: 'launch',
          side,
          base: opt.base,
          units: units.map((u) => u.id),
          mission: 'changeBase',
          hops,
          ...rolesFor(rng, units),
        }
      : end
  }
  const strafing = allowed('strafe')
  if (strafing && chance(rng, 0.2)) {
    const strafe = randomStrafe(state, rng, p.bases, side)
    if (strafe) return strafe
  }
  return randomLaunch(state, rng, p.bases, side) ?? end
}
