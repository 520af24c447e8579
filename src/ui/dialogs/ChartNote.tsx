// Where a chart's result is shown, its provenance: " (placeholder Bombing Table — Charts…)",
// " (entered table, not verified — Charts…)". The link opens the game's Charts dialog on that table,
// where the printed one can be entered (ChartsDialog).
import { useMemo } from 'react'
import { bombingChart, PROVENANCE_WORDS, type Table } from '../../rules/systems/aeto'
import { gameState, useSortie } from '../../store/store'
import { dialogSession } from './session'
import { pct } from './common'

export function ChartNote({
  table,
  testId,
}: {
  table: Pick<Table, 'id' | 'name' | 'provenance' | 'verified'>
  testId?: string
}) {
  const words =
    table.provenance === 'placeholder'
      ? `placeholder ${table.name}, not the printed chart`
      : table.provenance === 'seed' && table.verified
        ? null
        : `${PROVENANCE_WORDS[table.provenance]}, ${table.verified ? 'verified' : 'not verified'}`
  if (words === null) return null
  return (
    <span className="note chart-note" data-testid={testId ?? `chart-note-${table.id}`}>
      {' '}
      ({words} —{' '}
      <button type="button" className="link" onClick={() => dialogSession.setState({ charts: table.id })}>
        Charts…
      </button>
      )
    </span>
  )
}

/** The Bombing Table's provenance where a bombing result or its odds are shown (4.26). */
export function BombingTableNote() {
  const state = useSortie(gameState)
  const table = useMemo(() => (state ? bombingChart(state) : null), [state])
  return table ? <ChartNote table={table} /> : null
}

/**
 * The share of the odds left to the player's own chart: the rolls that land on a cell the
 * entered table leaves empty are asked at the roll, so the odds shown beside leave them out.
 */
export function OwnChartShare({ share }: { share: number }) {
  if (share <= 0) return null
  return <span data-testid="odds-own-chart"> · {pct(share)} from your own chart</span>
}
