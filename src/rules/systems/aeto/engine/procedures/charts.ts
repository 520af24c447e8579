// The game's charts (design §8 "Tables with provenance"; charts.ts, kernel/tables.ts). Two things:
// - `chartLookup`: a mission's roll landed on a cell the players' Bombing Table leaves empty. The
//   dice are rolled and logged already (missions/chartRoll.ts); the side that rolled reads its own
//   printed chart and answers with one of the table's outcomes (`chartResult`). The mission then
//   takes the roll up again with the same dice (`resumeChart`), and the log says "from your own
//   chart". It is asked before any mission's die or decision, at the missions' place in the order.
// - `enterTable`: the players enter a chart. It answers no decision: either side may play it at
//   any decision (`anyTime`), and it applies from that point of the record on.
import { chartAnswerProblem, chartPrompt } from '../../../../kernel/chartLookup'
import { actEnterTable } from '../../charts'
import { missionProcedure } from '../../missions'
import type { Action, Pending } from '../../types'
import { refuse, type Tx } from '../core'
import type { Procedure } from './procedure'
import type { ChartQuestion } from '../../../../kernel/chartLookup'
import type { Provenance } from '../../../../kernel/tables'

declare module '../../types' {
  interface PendingByKind {
    /** Look it up on your chart: the dice landed on a cell the game's table leaves empty; the player enters the printed result (design §8). */
    chartLookup: PendingBase & {
      kind: 'chartLookup'
      mission: string
      chart: ChartQuestion
    }
  }
  interface ActionByType {
    /**
     * The players enter a chart (charts.ts): its id, its columns' keys and its cells ([row][column],
     * null: left to their own chart), where it comes from and whether a person checked it. Accepted
     * at any decision, by either side; it applies from this point of the record on.
     */
    enterTable: {
      type: 'enterTable'
      table: string
      columns: string[]
      cells: (string | null)[][]
      provenance: Provenance
      verified?: boolean
    }
    /** The result read off the player's own chart (chartLookup), one of the table's outcomes. */
    chartResult: { type: 'chartResult'; result: string }
  }
}

/** The first mission whose roll waits for a result read off the players' own chart. */
function chartDecision(t: Tx): Pending | null {
  for (const m of Object.values(t.s.missions)) {
    const q = m.chart
    if (!q || q.answer !== undefined) continue
    return {
      kind: 'chartLookup',
      side: q.side,
      mission: m.id,
      chart: q,
      rule: q.rule,
      prompt: chartPrompt(q),
    }
  }
  return null
}

export const charts: Procedure = {
  id: 'charts',
  actions: {
    enterTable: { table: null, columns: null, cells: null, provenance: null, verified: null },
    chartResult: { result: null },
  },
  decisions: {
    chartLookup: {
      accepts: {
        chartResult(t, a, p) {
          const m = t.s.missions[p.mission]
          const proc = m ? missionProcedure(m.kind) : undefined
          if (!m?.chart || !proc?.resumeChart)
            throw new Error(`no mission waits for a chart result (${p.mission})`)
          const why = chartAnswerProblem(m.chart, a.result)
          if (why) refuse(m.chart.rule, why)
          m.chart.answer = a.result
          proc.resumeChart(t, m)
          if (m.chart) throw new Error(`mission ${m.id} did not read the answer to its chart question`)
        },
      },
      legal: (_state, p) =>
        p.chart.outcomes.map((result): Action => ({ type: 'chartResult', side: p.side, result })),
    },
  },
  anyTime: { enterTable: (t, a) => actEnterTable(t, a) },
  decide: chartDecision,
}
