// What the screens show of an OCS position before a die is rolled, read off the same rules the
// procedures apply: the Flak lines a mission will read (14.4e) and their values where the chart in
// play has them, and the log as a side may read it. Pure; nothing here decides anything.
import { cellAt } from '../../kernel/tables'
import type { SideId } from '../../kernel/ids'
import { FLAK_MODIFIERS_ID } from './charts/flakModifiers'
import { chartInPlay } from './chartsInPlay'
import { signedValue } from './charts/signedValues'
import { flakLines, FLAK_HITS_ON } from './fire/flak'
import { FIRE_MISSION, flakEligible } from './missionFire'
import type { OcsEvent, OcsMissionType, OcsState } from './types'
import { counter, enemyOf, inPatrolZone } from './world'

export { FLAK_HITS_ON }

/** One line of the Flak chart that a mission reads: its words, and its value if the chart in play has it. */
export interface FlakLinePreview {
  label: string
  /** null: the chart in play leaves it to the player's own chart (asked after the dice). */
  value: number | null
}

/**
 * The Flak a mission would draw (14.4a, 14.4e): none, or the chart lines it reads. The chart is
 * the one the procedures read (chartsInPlay.ts: the players' entry, or the placeholder).
 */
export function flakPreview(
  s: OcsState,
  m: { type: OcsMissionType; side: SideId; hex: string; aircraft: readonly string[] },
): { applies: false } | { applies: true; lines: FlakLinePreview[] } {
  if (!m.aircraft.length || !flakEligible(s, m)) return { applies: false }
  const chart = chartInPlay(s.scenario, FLAK_MODIFIERS_ID)
  const enemy = enemyOf(s, m.side)
  const rows = flakLines({
    mission: FIRE_MISSION[m.type],
    aircraft: m.aircraft.map((id) => ({
      id,
      name: id,
      types: counter(s, id).types.map((t) =>
        t === 'F' ? 'fighter' : t === 'T' ? 'tactical' : t === 'S' ? 'strategic' : 'transport',
      ),
      steps: 2,
      barrage: 0,
    })),
    inEnemyPatrolZone: inPatrolZone(s, enemy, m.hex),
    side: enemy,
  })
  return {
    applies: true,
    lines: rows.map((row) => {
      const cell = cellAt(chart, row, 'value')
      return {
        label: chart.rows.find((r) => r.key === row)?.label ?? row,
        value: cell === null ? null : signedValue(cell),
      }
    }),
  }
}

/**
 * The events a side may read: OCS hides nothing on the table (14.3e A), so only an event marked
 * private to another side is left out (none is, so far); null reads everything.
 */
export function ocsEventsSeen(events: readonly OcsEvent[], side: SideId | null): OcsEvent[] {
  return events.filter((e) => side === null || e.privateTo === undefined || e.privateTo === side)
}
