// The bot and naval transport of air units (APTO [3.18], [3.21]–[3.24]). It never ships an air
// unit (its plan flies strikes and interceptions) and never spends an Offensive debarking one: air
// units aboard STPs docked in port go ashore free when the Movement Phase begins (3.24). It answers
// D-STP-CARGOLOSS when it plays a side whose STPs a player loaded: it loses the air units worth
// least — the least strength in all, then the fewest units.
import { contextOf } from '../context'
import type { GameState, Pending, UnitId } from '../types'
import { faceOf } from '../units'
import type { BotDecision } from './policy'

type P = Extract<Pending, { kind: 'seaCargoLoss' }>

export function decideCargoLoss(state: GameState, p: P): BotDecision[] {
  const ctx = contextOf(state)
  const worth = (ids: readonly UnitId[]) =>
    ids.reduce((n, id) => n + faceOf(ctx, state.units[id]).strength, 0)
  const name = (ids: readonly UnitId[]) => ids.map((id) => ctx.unitDefs.get(id)?.name ?? id).join(' and ')
  const ranked = [...p.choices].sort((a, b) => worth(a) - worth(b) || a.length - b.length)
  return ranked.map((lost, i) => ({
    action: { type: 'loseCargo', side: p.side, units: lost },
    reasoning: [
      i === 0
        ? `Lose ${name(lost)} (strength ${worth(lost)} in all): the least the STPs left must give up for the rest to fit (3.18).`
        : `Lose ${name(lost)} (3.18).`,
    ],
  }))
}
