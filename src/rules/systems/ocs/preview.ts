// What the screens show of an OCS position before a die is rolled, read off the same rules the
// procedures apply: the Flak lines a mission will read (14.4e) and their values where the chart in
// play has them, and the log as a side may read it. Pure; nothing here decides anything.
import { cellAt } from '../../kernel/tables'
import type { SideId } from '../../kernel/ids'
import { FLAK_MODIFIERS_ID } from './charts/flakModifiers'
import {
  AIR_TRANSPORT_MODIFIERS_ID,
  AIR_TRANSPORT_SUCCESS_ID,
  TERRAIN_PREFIX,
  succeeds,
} from './charts/airTransportSuccess'
import { dropRolls } from './airDropMission'
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

/** The next drop roll of an Air Drop mission (14.10d), as the screens show its odds before the dice. */
export interface DropPreview {
  /** What rolls ("1T of 2 SP (roll 1)"), and by which method. */
  label: string
  method: 'parachute' | 'glider'
  /** The cell of the Air Transport Success Table ("≥8"), or null when the players read it off their chart. */
  cell: string | null
  /** The modifier lines for the hex, each with its value or null (read off their chart after the roll). */
  lines: FlakLinePreview[]
}

/** The drop roll due next in an Air Drop's step F, or null (14.10d). */
export function dropPreview(s: OcsState): DropPreview | null {
  const m = s.mission
  if (!m || m.type !== 'drop' || m.step !== 'F' || !m.load) return null
  const rolls = dropRolls(s)
  const next = rolls[m.fire.dropDice?.length ?? 0]
  if (!next) return null
  const method = m.load.onGliders?.includes(next.cargo) ? 'glider' : 'parachute'
  const table = chartInPlay(s.scenario, AIR_TRANSPORT_SUCCESS_ID)
  const mods = chartInPlay(s.scenario, AIR_TRANSPORT_MODIFIERS_ID)
  const terrain = s.scenario.terrain?.[m.hex]
  return {
    label: next.label,
    method,
    cell: terrain ? cellAt(table, `${TERRAIN_PREFIX}${terrain}`, method) : null,
    lines: (s.scenario.dropModifiers?.[m.hex] ?? []).map((line) => {
      const cell = cellAt(mods, line, 'value')
      return {
        label: mods.rows.find((r) => r.key === line)?.label ?? line.replace(/^other:/, ''),
        value: cell === null ? null : signedValue(cell),
      }
    }),
  }
}

/** Ways out of 36 that a drop succeeds: 2d6 plus the modifier against the cell (14.10d). */
export function dropSuccessWays(cell: string, modifier: number): number {
  let ways = 0
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (succeeds(cell, a + b + modifier)) ways++
  return ways
}

/**
 * The events a side may read: OCS hides nothing on the table (14.3e A), so only an event marked
 * private to another side is left out (none is, so far); null reads everything.
 */
export function ocsEventsSeen(events: readonly OcsEvent[], side: SideId | null): OcsEvent[] {
  return events.filter((e) => side === null || e.privateTo === undefined || e.privateTo === side)
}
