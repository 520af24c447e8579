// Every OCS chart the seed refers to without printing it, with what Sortie knows of it alone (a
// placeholder holding only what the seed fixes) and how the players enter theirs. A game keeps the
// entered charts by id (`tables`, saved inside the game so a replay reads the same chart);
// `ocsChart` gives the one in play.
import type { Table } from '../../../kernel/tables'
import {
  AIR_TRANSPORT_MODIFIERS_ID,
  AIR_TRANSPORT_SUCCESS_ID,
  enterAirTransportModifiers,
  enterAirTransportSuccess,
  placeholderAirTransportModifiers,
  placeholderAirTransportSuccess,
} from './airTransportSuccess'
import { BARRAGE_SHIFTS_ID, enterBarrageShifts, placeholderBarrageShifts } from './barrageShifts'
import {
  BARRAGE_TABLE_ID,
  enterBarrageTable,
  enterHalfResults,
  HALF_RESULTS_ID,
  placeholderBarrageTable,
  placeholderHalfResults,
} from './barrageTable'
import type { ChartEntry, Entered } from './chartEntry'
import { enterFacilityTable, FACILITY_TABLE_ID, placeholderFacilityTable } from './facilityTable'
import { enterFlakModifiers, FLAK_MODIFIERS_ID, placeholderFlakModifiers } from './flakModifiers'
import { enterMissionLoss, MISSION_LOSS_ID, placeholderMissionLoss } from './missionLoss'

export interface OcsChartKind {
  id: string
  placeholder: () => Table
  enter: (e: ChartEntry) => Entered
}

export const OCS_CHARTS: readonly OcsChartKind[] = [
  { id: FLAK_MODIFIERS_ID, placeholder: placeholderFlakModifiers, enter: enterFlakModifiers },
  { id: MISSION_LOSS_ID, placeholder: placeholderMissionLoss, enter: enterMissionLoss },
  { id: BARRAGE_TABLE_ID, placeholder: placeholderBarrageTable, enter: enterBarrageTable },
  { id: HALF_RESULTS_ID, placeholder: placeholderHalfResults, enter: enterHalfResults },
  { id: BARRAGE_SHIFTS_ID, placeholder: placeholderBarrageShifts, enter: enterBarrageShifts },
  { id: FACILITY_TABLE_ID, placeholder: placeholderFacilityTable, enter: enterFacilityTable },
  {
    id: AIR_TRANSPORT_SUCCESS_ID,
    placeholder: placeholderAirTransportSuccess,
    enter: enterAirTransportSuccess,
  },
  {
    id: AIR_TRANSPORT_MODIFIERS_ID,
    placeholder: placeholderAirTransportModifiers,
    enter: enterAirTransportModifiers,
  },
]

export const OCS_CHART_IDS: readonly string[] = OCS_CHARTS.map((c) => c.id)

/** The chart in play: the one the players entered, else Sortie's placeholder. */
export function ocsChart(tables: Readonly<Record<string, Table>> | undefined, id: string): Table {
  const entered = tables?.[id]
  if (entered) return entered
  const kind = OCS_CHARTS.find((c) => c.id === id)
  if (!kind)
    throw new RangeError(`table: got ${JSON.stringify(id)}, expected one of ${OCS_CHART_IDS.join(', ')}.`)
  return kind.placeholder()
}

/** The players enter a chart: the table to keep, or the problems (each naming its field, what it got and what is expected). */
export function enterOcsChart(id: string, e: ChartEntry): Entered {
  const kind = OCS_CHARTS.find((c) => c.id === id)
  if (!kind)
    return {
      ok: false,
      problems: [
        {
          field: 'table',
          message: `table: got ${JSON.stringify(id)}, expected one of ${OCS_CHART_IDS.map((i) => `"${i}"`).join(', ')}.`,
        },
      ],
    }
  return kind.enter(e)
}
