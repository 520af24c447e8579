// Naval transport of air units by STPs (APTO [3.18], [3.21]–[3.24]; engine/seaTransport.ts): the
// cargo sunk STPs can no longer carry is lost, at once or by the owner's choice (D-STP-CARGOLOSS);
// in the End Phase the air units aboard docked STPs go ashore.
import { actLoseCargo, seaTransportDecision } from '../seaTransport'
import type { Procedure } from './procedure'
import type { UnitId } from '../../types'

declare module '../../types' {
  interface PendingByKind {
    /** D-STP-CARGOLOSS (APTO [3.18]): the flotilla's STPs left carry `points` STP points, its air units aboard need `need`: the owner eliminates air units of `cargo` of his choice until the rest fits (`choices`: every least set that does). */
    seaCargoLoss: PendingBase & {
      kind: 'seaCargoLoss'
      flotilla: string
      points: number
      need: number
      cargo: { id: UnitId; cost: number }[]
      choices: UnitId[][]
    }
  }
  interface ActionByType {
    /** D-STP-CARGOLOSS (APTO [3.18]): the air units aboard the flotilla's STPs the owner eliminates. */
    loseCargo: { type: 'loseCargo'; units: UnitId[] }
  }
}

export const seaTransport: Procedure = {
  id: 'seaTransport',
  actions: {
    loseCargo: { units: 'units' },
  },
  decisions: {
    seaCargoLoss: {
      accepts: { loseCargo: (t, a, p) => actLoseCargo(t, p, a.units) },
      legal: (_state, p) => p.choices.map((units) => ({ type: 'loseCargo', side: p.side, units })), // (APTO 3.18)
    },
  },
  decide: seaTransportDecision,
}
