// The small input types the fire modules read, defined here so these modules import only the
// kernel and the charts; the OCS system maps its own aircraft and missions onto them.

/** An aircraft type (14.1): Fighter, Tactical Bomber, Strategic Bomber, Transport. A Combo has two. */
export type OcsAirType = 'fighter' | 'tactical' | 'strategic' | 'transport'

/** The missions of 14.2e. */
export type OcsMission =
  | 'interception'
  | 'fighterSweep'
  | 'barrage'
  | 'hipShoot'
  | 'trainbusting'
  | 'airTransport'
  | 'airDrop'
  | 'baseTransfer'

/** A mission may hold at most four aircraft (14.2a, 14.2f). */
export const MISSION_MAX_AIRCRAFT = 4

/** A modifier or shift with its rule, as a log line shows it. */
export interface Term {
  label: string
  value: number
  rule: string
  /** The value was read off the players' own chart. */
  fromChart?: true
}

/** "Blenheim V, Hurricane II and Hurricane II". */
export function namesOf(aircraft: readonly { name: string }[]): string {
  const n = aircraft.map((a) => a.name)
  return n.length <= 1 ? (n[0] ?? 'no aircraft') : `${n.slice(0, -1).join(', ')} and ${n[n.length - 1]}`
}
