// A carrier's Standby or Active status entered by its side (4.25; Part 3, APTO [3.4], [3.12]), as
// naval moves are: the naval rules decide it, the air rules read it (`naval/carrierStatus.ts`).
// A carrier that moved no more than half its naval movement in the Naval and Air Phase may be put on
// Standby; in the Offensive Phase a Standby carrier becomes Active when a Sea Offensive Activates it
// (Sortie records that itself) or when it makes a successful reactive naval interception, and no
// other change happens until the End of Turn Step removes every Standby and Active chit.
import {
  CARRIER_STATUS_RULE as RULE,
  CARRIER_STATUSES,
  carrierStatusOf,
  carrierStatusWords,
  type CarrierStatusNow,
} from '../naval/carrierStatus'
import { isSunk, shipDef, shipSide } from '../naval/ships'
import type { Action, CarrierStatus, SideId } from '../types'
import { describeValue, emit, refuse, sideName, type Tx } from './core'

export interface CarrierStatusOption {
  ship: string
  now: CarrierStatusNow
  /** The statuses its side may enter now (none when it may not change). */
  to: CarrierStatus[]
}

/** The statuses a carrier may be given now: any other in the Naval and Air Phase; in the Offensive Phase only Standby → Active (Part 3). */
function allowedChanges(t: Tx, now: CarrierStatusNow): CarrierStatus[] {
  if (now.source === 'activated') return []
  if (t.s.turn.phase === 'offensive') return now.status === 'standby' ? ['active'] : []
  return CARRIER_STATUSES.filter((x) => x !== now.status || now.source === 'default')
}

/** The side's carriers afloat, each with its status and the statuses it may be given now. */
export function carrierStatusOptions(t: Tx, side: SideId): CarrierStatusOption[] {
  const out: CarrierStatusOption[] = []
  const seen = new Set<string>()
  for (const [, ship] of t.ctx.carrierBases) {
    if (seen.has(ship) || isSunk(t.s, ship) || shipSide(t.ctx, ship) !== side) continue
    seen.add(ship)
    const now = carrierStatusOf(t.ctx, t.s, ship)
    out.push({ ship, now, to: allowedChanges(t, now) })
  }
  return out
}

export function actCarrierStatus(t: Tx, a: Extract<Action, { type: 'carrierStatus' }>, side: SideId): void {
  const ship = typeof a.ship === 'string' ? t.ctx.navalDefs.get(a.ship) : undefined
  if (!ship || !t.ctx.carrierBases.some(([, s]) => s === ship.id))
    refuse(
      RULE,
      `ship: got ${describeValue(a.ship)}, expected the id of a carrier of this scenario (a naval unit with a carrier base).`,
    )
  if (!CARRIER_STATUSES.includes(a.status))
    refuse(RULE, `status: got ${describeValue(a.status)}, expected "standby", "active" or "none".`)
  const owner = shipSide(t.ctx, ship.id)
  if (owner !== side)
    refuse(
      RULE,
      `${ship.name} is a carrier of the ${sideName(t, owner)}: each side enters only its own carriers' status.`,
    )
  if (isSunk(t.s, ship.id)) refuse(RULE, `${ship.name} has been sunk.`)
  const now = carrierStatusOf(t.ctx, t.s, ship.id)
  const to = allowedChanges(t, now)
  if (!to.includes(a.status))
    refuse(
      RULE,
      now.source === 'activated'
        ? `${ship.name} was Activated by this phase's Sea Offensive: it is Active until the End of Turn Step (Part 3).`
        : t.s.turn.phase === 'offensive'
          ? `${ship.name} is ${carrierStatusWords(now)}: in the Offensive Phase a carrier's status changes only from Standby to Active (Activated, or a successful reactive naval interception; Part 3).`
          : `${ship.name} is already ${carrierStatusWords(now)}.`,
    )
  t.s.carrierStatus = { ...t.s.carrierStatus, [ship.id]: a.status }
  const what =
    a.status === 'none'
      ? 'on neither Standby nor Active status: its Naval-Air units may not launch via an Offensive this month'
      : `${a.status === 'standby' ? 'on Standby' : 'Active'}: its Naval-Air units may launch via an Offensive this month`
  emit(t, {
    type: 'carrierStatus',
    text: `${ship.name} (${shipDef(t.ctx, ship.id).type}) is ${what} (Part 3; 4.25).`,
    rule: RULE,
    side,
    privateTo: side, // where an unlocated carrier is, and what it may do, is its side's secret (4.10)
  })
}
