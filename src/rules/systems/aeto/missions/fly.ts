// "Fly to a hex" (4.1, 4.12): a flight to any location in range that strikes nothing there. It
// draws interceptions, escorts, sweeps and fights whatever it meets (4.13, 4.16).
import { describeValue, parseLocOrRefuse, refuse } from '../engine/core'
import type { MissionProcedure } from './procedure'

export const fly: MissionProcedure = {
  kind: 'fly',
  name: 'Fly to a hex (no strike)',
  rule: '4.1',
  unavailable: () => null,
  plan(t, a, _side, _units, from) {
    if (a.target === undefined) refuse('4.1', 'Name the target hex of the mission.')
    if (typeof a.target !== 'string')
      refuse('4.1', `The target is a hex label in quotes, like "0805" (got ${describeValue(a.target)}).`)
    const target = parseLocOrRefuse(t, a.target)
    if (target === from) refuse('4.1', 'The target is the launching base itself.')
    return { target }
  },
}
