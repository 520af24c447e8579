// Sea reconnaissance under way (4.10; engine/seaRecon.ts): its 2d6, then the owner's secret
// Flotilla Sighting Report. The `reconnoitre` action that starts one is accepted at the plan and
// in a naval window (plan.ts, navalWindow.ts).
import type { Action } from '../../types'
import { actReportSighting, reconDecision, reconDie, typesSumming } from '../seaRecon'
import type { Procedure } from './procedure'

declare module '../../types' {
  interface PendingByKind {
    /** D-RECON-REPORT: the owner of the ships reconnoitred tells what the Flotilla Sighting Report table lets it (4.10). */
    sightingReport: PendingBase & {
      kind: 'sightingReport'
      roll: number
      ships: string[]
      report: SightingLatitude
      /** APTO D32 False Reporting: what the owner may add, true or false, because the roll does not ask for it. */ mayAdd?: {
        types: boolean
        names: boolean
      }
    }
  }
  interface ActionByType {
    reportSighting: {
      type: 'reportSighting'
      count: number
      /** APTO D32 False Reporting: chits claimed by type (they sum to `count`), where the roll asks for no type. */ types?: Record<
        string,
        number
      >
      /** APTO D32: ship names claimed, where the roll asks for no name. */ names?: string[]
    }
  }
}

export const seaRecon: Procedure = {
  id: 'seaRecon',
  actions: {
    reportSighting: { count: 'number', types: null, names: 'texts' },
  },
  decisions: {
    sightingReport: {
      accepts: { reportSighting: (t, a, p) => actReportSighting(t, p, a.count, a) },
      legal(_s, p) {
        const side = p.side
        const out: Action[] = []
        // APTO 3–4 ask for the counts by type: one way of reaching each total (4.10).
        const byType = p.report.byType
        const typed = (n: number) => (byType ? { types: typesSumming(byType, n)! } : {})
        for (let n = p.report.count.min; n <= p.report.count.max; n++)
          out.push({ type: 'reportSighting', side, count: n, ...typed(n) })
        // APTO D32 False Reporting: one sample of each addition the roll leaves free (any types summing to the count, up to one name a chit).
        const n = p.report.count.min
        if (p.mayAdd?.types) out.push({ type: 'reportSighting', side, count: n, types: { CV: n } })
        if (p.mayAdd?.names)
          out.push({ type: 'reportSighting', side, count: n, ...typed(n), names: ['Phantom'] })
        return out
      },
    },
  },
  die: reconDie,
  decide: reconDecision,
}
