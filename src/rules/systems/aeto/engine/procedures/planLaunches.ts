// The launches of the plan's legal actions with `missionTargets` (perft, the fuzzer): one unit per
// launch, to every target its mission may fly to now.
import { launchReach } from '../weatherRoute'
import { fullWeatherEffects } from '../../weather/effects'
import { contextOf } from '../../context'
import type { Action, GameState, Loc, Pending, Role } from '../../types'
import { needsRole, rangeOf } from '../../units'
import { baseLoc } from '../../bases'
import { strafe, strafeTargetRefused } from '../../missions/strafe'
import { tx } from '../core'
import { convoyTargetList } from '../../missions/convoyInterdiction'
import { merchantTargetList } from '../../missions/merchantInterdiction'
import { raidBomber, raidTargetList } from '../../missions/strategicRaid'

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
export function missionLaunches(
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
