// The hex a naval force entered and the strikes on it (23.24): the strike under way and a change
// to one strike. Shared by the procedures of the hex (cover and CAP, the strike).
import type { AwawState, AwawStrike } from './types'

/** The first strike of the hex not yet over, if any. */
export function strikeUnderWay(s: AwawState): AwawStrike | undefined {
  return s.entry?.strikes.find((x) => !x.done)
}

/** The state with one strike changed. */
export function setStrike(s: AwawState, tf: string, patch: Partial<AwawStrike>): AwawState {
  const e = s.entry!
  return { ...s, entry: { ...e, strikes: e.strikes.map((x) => (x.tf === tf ? { ...x, ...patch } : x)) } }
}
