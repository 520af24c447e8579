// The carriers' Standby or Active status (4.25; Part 3, APTO [3.4], [3.12]). Naval movement is
// outside Part 4: the players enter a carrier's status as they enter its moves
// (`engine/carrierStatus.ts`). What the air rules read from it: in the Offensive Phase only a
// Naval-Air unit aboard a carrier on Standby or Active may launch via its side's own Offensive
// (4.25). In the enemy's Offensives: AETO's reading A-50, no status needed to intercept; APTO's C5,
// none launches at all (option `carrierStatusForEnemyOffensives`, by variant).
// A carrier whose status nobody entered is on Standby by default: before the status was kept every
// carrier launched, and games saved then replay as they were played.
import type { ScenarioContext } from '../context'
import type { BaseId, CarrierStatus, GameState } from '../types'
import { flotillaOf, shipDef } from './ships'

export const CARRIER_STATUS_RULE = '4.25'

/** Shown for a carrier whose status nobody entered. */
export const DEFAULT_CARRIER_STATUS: CarrierStatus = 'standby'

export const CARRIER_STATUSES: readonly CarrierStatus[] = ['standby', 'active', 'none']

export interface CarrierStatusNow {
  status: CarrierStatus
  /** How it came to be: entered by its side, Activated by a Sea Offensive this phase, or the default. */
  source: 'entered' | 'activated' | 'default'
}

/** A carrier's status now: Active once a Sea Offensive Activated its flotilla this phase (Part 3), else as entered, else the default. */
export function carrierStatusOf(ctx: ScenarioContext, s: GameState, ship: string): CarrierStatusNow {
  if (s.offensivePhase?.active?.includes(flotillaOf(ctx, ship)))
    return { status: 'active', source: 'activated' }
  const entered = s.carrierStatus?.[ship]
  return entered !== undefined
    ? { status: entered, source: 'entered' }
    : { status: DEFAULT_CARRIER_STATUS, source: 'default' }
}

/** "on Standby", "Active", "on neither Standby nor Active status", with "(default)" when nobody entered it. */
export function carrierStatusWords(now: CarrierStatusNow): string {
  const words =
    now.status === 'standby'
      ? 'on Standby'
      : now.status === 'active'
        ? 'Active'
        : 'on neither Standby nor Active status'
  return now.source === 'default' ? `${words} (the default: no status entered)` : words
}

/**
 * Why the carrier at `base` may launch no Naval-Air unit now, or null: in the Offensive Phase,
 * during its own side's Offensive (and with APTO C5 the enemy's too), a carrier on neither Standby
 * nor Active status launches (and recovers) nothing (4.25).
 */
export function offensiveLaunchBarred(
  ctx: ScenarioContext,
  s: GameState,
  base: BaseId,
): { rule: string; why: string } | null {
  const ship = ctx.baseDefs.get(base)?.carrier
  if (ship === undefined || s.turn.phase !== 'offensive') return null
  const own = s.offensivePhase?.current?.side === ctx.baseDefs.get(base)?.owner
  const always =
    s.scenario.options.carrierStatusForEnemyOffensives ?? ctx.variant.carrierStatusForEnemyOffensives
  if (!own && !always) return null // an enemy Offensive: its Naval-Air units answer it whatever its status
  const now = carrierStatusOf(ctx, s, ship)
  if (now.status !== 'none') return null
  return {
    rule: CARRIER_STATUS_RULE,
    why: `${shipDef(ctx, ship).name} is on neither Standby nor Active status: in the Offensive Phase only a carrier on Standby or Active launches or recovers Naval-Air units ${own ? 'via an Offensive' : 'at all, in the enemy’s Offensives too (APTO C5)'} (4.25).`,
  }
}
