// Naval transport of air units by STPs (APTO [3.18], [3.21]–[3.24]; engine/seaTransport.ts): the
// cargo sunk STPs can no longer carry is lost, at once or by the owner's choice (D-STP-CARGOLOSS);
// in the End Phase the air units aboard docked STPs go ashore.
import { actLoseCargo, seaTransportDecision } from '../seaTransport'
import type { Procedure } from './procedure'

export const seaTransport: Procedure = {
  id: 'seaTransport',
  decisions: {
    seaCargoLoss: {
      accepts: { loseCargo: (t, a, p) => actLoseCargo(t, p, a.units) },
      legal: (_state, p) => p.choices.map((units) => ({ type: 'loseCargo', side: p.side, units })), // (APTO 3.18)
    },
  },
  decide: seaTransportDecision,
}
