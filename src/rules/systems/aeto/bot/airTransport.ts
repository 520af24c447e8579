// The bot's answer to D-AC-ATPLOSS (4.23): its ATP loses the point whose load is worth least —
// an Air Supply chit before a land unit, a weaker land unit before a stronger one. The bot does not
// plan air transports itself (its plan flies strikes and interceptions); it answers this decision
// when it plays a side whose transports a player launched.
import { landUnitNow } from '../land'
import type { GameState, Pending } from '../types'
import type { BotDecision } from './policy'

type P = Extract<Pending, { kind: 'atpLoss' }>

/** What the load of one point is worth to its owner: land strength, an Air Supply chit 1, a General (riding free) nothing. */
function pointValue(state: GameState, p: P, point: 1 | 2): number {
  const m = state.missions[p.mission]
  let v = 0
  for (const c of m?.airTransport?.cargo ?? []) {
    if (c.atp !== p.atp || c.point !== point || c.status !== 'aboard') continue
    v += c.load.kind === 'airSupply' ? 1 : 1 + (landUnitNow(state, c.load.land)?.strength ?? 0)
  }
  return v
}

export function decideAtpLoss(state: GameState, p: P): BotDecision[] {
  const ranked = [...p.points].sort(
    (a, b) => pointValue(state, p, a.point) - pointValue(state, p, b.point) || a.point - b.point,
  )
  return ranked.map((x, i) => ({
    action: { type: 'chooseAtpLoss', side: p.side, point: x.point },
    reasoning: [
      i === 0
        ? `Lose point ${x.point} of the ATP with ${x.cargo.join(' and ') || 'nothing'} aboard: the load worth least (4.23).`
        : `Lose point ${x.point} with ${x.cargo.join(' and ') || 'nothing'} aboard (4.23).`,
    ],
  }))
}
