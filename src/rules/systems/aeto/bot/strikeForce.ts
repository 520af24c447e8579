// Who bombs and who escorts in a strike of the bot (4.0, 4.9, 4.20, 4.26): a fighter-bomber or
// Naval-Air unit chooses its role at launch, so the bot sends its fighters first (an F, or an FB/N
// with an air combat quality of 2 or more: a Zero, a Typhoon) as escorts and its bombers (a B, or
// an FB/N of lower quality: a Kate, a Val, an A-20) to strike. Escorts go where enemy fighters
// could intercept over the target; the fighters that do not escort bomb too, unless the bot keeps
// them for a strafing mission of its own Naval and Air Phase (4.14).
import { contextOf } from '../context'
import { opponentsOf, tx } from '../engine/core'
import { interceptorOptions } from '../engine/interception'
import type { GameState, Loc, Role, SideId, UnitId } from '../types'
import { defOf, faceOf, needsRole } from '../units'

/** Least air combat quality of an FB or N unit the bot keeps as a fighter (a Zero 4, a Wildcat 3, a Typhoon 2; a Val 1, a Kate 0). */
export const FIGHTER_QUALITY = 2

/** An F, or an FB/N whose air combat quality makes it a fighter first (4.0, 4.16). */
export function fighterFirst(state: GameState, id: UnitId): boolean {
  const ctx = contextOf(state)
  const type = defOf(ctx, id).type
  if (type === 'F') return true
  return (type === 'FB' || type === 'N') && faceOf(ctx, state.units[id]).quality >= FIGHTER_QUALITY
}

/** A unit that may bomb (4.0): a B, an FB or an N. */
export function bomberCapable(state: GameState, id: UnitId): boolean {
  const type = defOf(contextOf(state), id).type
  return type === 'B' || type === 'FB' || type === 'N'
}

/** The enemy units that could intercept at `loc` now (4.13): uncommitted, in interception range, not yet intercepting this Step. */
export function enemyInterceptorsAt(state: GameState, side: SideId, loc: Loc): UnitId[] {
  const t = tx(state)
  return opponentsOf(t, side).flatMap((o) =>
    interceptorOptions(t, o, loc).flatMap((g) => g.units.map((u) => u.id)),
  )
}

export interface StrikeForce {
  bombers: UnitId[]
  escorts: UnitId[]
  /** The enemy units that could intercept over the target (why escorts go). */
  defenders: UnitId[]
}

/**
 * Splits the units of one launch that reach the target: the bombers (B, and FB/N that are not
 * fighters first; the fighters first only when nothing else bombs) and the escorts (the other
 * fighters first: F always, as before; FB/N only when enemy fighters could intercept over the
 * target). At most `maxEscorts` escorts, the strongest first. The FB/N fighters first that do not
 * escort bomb too, unless `keepFighters` (they stay for a strafing mission of this Phase, 4.14).
 */
export function strikeForce(
  state: GameState,
  side: SideId,
  units: readonly { id: UnitId }[],
  target: Loc,
  maxEscorts = Infinity,
  keepFighters = false,
): StrikeForce {
  const ids = units.map((u) => u.id)
  const capable = ids.filter((id) => bomberCapable(state, id))
  const real = capable.filter((id) => !fighterFirst(state, id))
  const first = real.length ? real : capable
  const defenders = first.length ? enemyInterceptorsAt(state, side, target) : []
  const ctx = contextOf(state)
  const escorts = ids
    .filter(
      (id) =>
        !first.includes(id) &&
        fighterFirst(state, id) &&
        (defOf(ctx, id).type === 'F' || defenders.length > 0),
    )
    .sort((a, b) => faceOf(ctx, state.units[b]).strength - faceOf(ctx, state.units[a]).strength)
    .slice(0, maxEscorts)
  const idle =
    keepFighters || !real.length ? [] : capable.filter((id) => !first.includes(id) && !escorts.includes(id))
  return { bombers: [...first, ...idle], escorts, defenders }
}

/** The roles of a strike's FB/N units: bombers as bombers, escorts as fighters (4.0). */
export function strikeRoles(
  state: GameState,
  force: { bombers: readonly UnitId[]; escorts: readonly UnitId[] },
): Record<UnitId, Role> {
  const ctx = contextOf(state)
  const roles: Record<UnitId, Role> = {}
  for (const id of force.bombers) if (needsRole(ctx, id)) roles[id] = 'bomber'
  for (const id of force.escorts) if (needsRole(ctx, id)) roles[id] = 'fighter'
  return roles
}
