// Hostile actions at D-STP-CARGOLOSS (engine/procedures/seaTransport.ts; APTO 3.18).
import { pick } from '../random/rng'
import type { HostileFiles } from './context'

export const seaTransportMakers = {
  seaCargoLoss: ({ p, rng, side, badUnit, add }) => {
    // D-STP-CARGOLOSS (APTO 3.18): too few lost, more than enough, a unit not aboard.
    const aboard = p.cargo.map((c) => c.id)
    add('loseCargo: none, a unit not aboard, or units not a list', () => ({
      type: 'loseCargo',
      side,
      units: pick(rng, [[], [badUnit()], 'u', null]),
    }))
    add('loseCargo: more than enough, or a unit listed twice', () => ({
      type: 'loseCargo',
      side,
      units: pick(rng, [aboard, [aboard[0], aboard[0]]]),
    }))
  },
} satisfies HostileFiles
