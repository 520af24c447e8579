// Trainbusting (14.8) in the mission sequence: declared in a Barrage Segment (14.8d) against a hex,
// once per hex and phase (14.8); Flak always (14.4a); in step F the mission's barrage points and two
// dice on the Barrage vs Facility Table (14.8a: "If the result contains an asterisk, place a
// Trainbusting marker in the hex (otherwise there is no effect)"), one marker a hex at most. The
// table is the players' (charts/facilityTable.ts, no cell in the seed): an empty cell is read off
// their chart. What the zone does (14.8b–c) is ground movement, the players' to apply; the marker
// goes in the next enemy Clean Up Phase (14.8d), which the scenario's phase list does not name, so
// the players remove it too.
import { readCell } from './charts/chartCell'
import { FACILITY_TABLE_ID, placesTrainbustingMarker } from './charts/facilityTable'
import { chartInPlay } from './chartsInPlay'
import { bandIndex } from './charts/strengthBands'
import { draw, type Step } from './airCombat'
import { lookupDue, rollDue, withFire } from './missionFire'
import type { OcsEvent, OcsState } from './types'
import { nameOf, ratings, sideName } from './world'

/** Step F of a Trainbusting mission; returns the next decision, or the state once logged. */
export function stepTrainbusting(s: OcsState, ev: OcsEvent[]): Step {
  const m = s.mission!
  if (!m.fire.barrageDice) {
    const d = draw(s, 2)
    if (!d) return rollDue(s, m.side, 2, `the Trainbusting of ${m.hex} (mission ${m.n})`, '14.8a')
    s = withFire(d.state, { barrageDice: d.values })
  }
  const dice = s.mission!.fire.barrageDice!
  const points = m.aircraft.reduce((a, id) => a + ratings(s, id).barrage, 0)
  const table = chartInPlay(s.scenario, FACILITY_TABLE_ID)
  const i = bandIndex(
    table.columns.map((c) => c.key),
    points,
  )
  const column = i >= 0 ? table.columns[i].key : String(points)
  const total = dice[0] + dice[1]
  const r = readCell(
    table,
    String(total),
    column,
    { dice, source: s.dice.mode, what: `the Trainbusting of ${m.hex}`, side: m.side },
    s.mission!.fire.answers,
    i >= 0 ? undefined : `the column for ${points} barrage points, row ${total}`,
  )
  if (r.status === 'ask') return lookupDue(s, r.question, m.side, ev)
  if (r.status === 'refused') throw new Error(`Trainbusting (14.8a): ${r.message}`)
  const marker = placesTrainbustingMarker(r.cell)
  const already = (s.trainbusting ?? []).includes(m.hex)
  ev.push({
    type: 'trainbusting',
    text: `F) Trainbusting of ${m.hex} by ${m.aircraft.map((id) => nameOf(s, id)).join(', ')}: ${points} barrage points, roll ${dice[0]} + ${dice[1]} = ${total} on the ${table.name}${r.reading.fromChart ? ' (from your own chart)' : ''}: "${r.cell}": ${
      !marker
        ? 'no asterisk, no effect (14.8a).'
        : already
          ? `an asterisk, but ${m.hex} holds a Trainbusting marker already: one a hex (14.8).`
          : `an asterisk: a Trainbusting marker is placed in ${m.hex}. Its zone (the hex and the six adjacent; for Leg MP the hex only) costs ${sideName(s, m.side === s.scenario.sides[0].id ? s.scenario.sides[1].id : s.scenario.sides[0].id)}'s ground units 1 MP more a hex and rail cargo double Rail Cap, the players' to apply; it is removed in the next enemy Clean Up Phase (14.8b–d).`
    }`,
    rule: '14.8a',
    side: m.side,
  })
  return {
    state: marker && !already ? { ...s, trainbusting: [...(s.trainbusting ?? []), m.hex] } : s,
  }
}
