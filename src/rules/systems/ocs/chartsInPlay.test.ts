// A scenario carrying the players' entered charts (docs/ocs-charts.md): the engine reads the entered
// cell where a placeholder would ask the players to read their own chart, and a chart that
// contradicts what the seed fixes is refused when the scenario is read, naming the cell. Played on
// the seed's complex example (end of OCS 14.0): Flak 12 takes a step, the Mission Loss Table's die 2
// on the column of 3 aircraft (14.4f).
import { describe, expect, it } from 'vitest'
import { readBuiltIn } from '../../../scenarios/files'
import { ocsChart } from './charts/ocsCharts'
import { MISSION_LOSS_ID } from './charts/missionLoss'
import { ocsSystem } from './system'
import { ocsScenario, play } from './testing'
import type { OcsAction } from './types'

const EXAMPLE = () => readBuiltIn('ocs-barrage-complex-example') as Record<string, unknown>
const BARRAGE: OcsAction = {
  type: 'mission',
  mission: 'barrage',
  hex: '1406',
  aircraft: ['blenheim', 'hurricane-1', 'hurricane-2'],
}
const DECLINE: OcsAction = { type: 'intercept', aircraft: null }

/** The Mission Loss Table entered with one cell: die `row`, 3 aircraft → `result`. */
function missionLoss(row: string, result: string) {
  const t = ocsChart(undefined, MISSION_LOSS_ID)
  return {
    provenance: 'userEntered',
    cells: t.rows.map((r) => t.columns.map((c) => (r.key === row && c.key === '3' ? result : null))),
  }
}

describe('the charts a scenario carries are the charts in play', () => {
  it('an entered Mission Loss cell is read without asking: die 2, 3 aircraft, "#2" reduces the first Hurricane (14.4f)', () => {
    const json = { ...EXAMPLE(), charts: { [MISSION_LOSS_ID]: missionLoss('2', '#2') } }
    const s = ocsSystem.newGame(ocsScenario(json), { seed: 1, dice: [4, 6, 2, 6, 6, 5] })
    const r = play(s, [BARRAGE, DECLINE])
    expect(r.state.pending.kind).not.toBe('chartLookup')
    expect(r.state.aircraft['hurricane-1'].steps).toBe(1)
    expect(r.state.aircraft.blenheim.steps).toBe(2)
    expect(r.events.map((e) => e.text)).toContain(
      'E) Hurricane II (hurricane-1) is reduced and finishes the mission with its reduced values (14.4f).',
    )
    // Without the entry, the same die asks the players (the placeholder holds no cell).
    const plain = play(ocsSystem.newGame(ocsScenario(EXAMPLE()), { seed: 1, dice: [4, 6, 2] }), [
      BARRAGE,
      DECLINE,
    ])
    expect(plain.state.pending).toMatchObject({ kind: 'chartLookup', rule: '14.4f' })
  })

  it('an entered chart that names an aircraft a mission of 3 does not have is refused when the scenario is read', () => {
    const r = ocsSystem.parseScenario({ ...EXAMPLE(), charts: { [MISSION_LOSS_ID]: missionLoss('2', '#4') } })
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.errors.map((e) => e.path)).toEqual([`charts.${MISSION_LOSS_ID}.cells[2][3]`])
    expect(r.errors[0].message).toContain('got "#4"')
    const notChart = ocsSystem.parseScenario({ ...EXAMPLE(), charts: { [MISSION_LOSS_ID]: 'none' } })
    expect(notChart.ok ? [] : notChart.errors.map((e) => `${e.path}: ${e.message}`)).toEqual([
      'charts.ocs-mission-loss: got "none", expected a chart as entered: { cells, provenance, rows?, columns? }',
    ])
  })
})
