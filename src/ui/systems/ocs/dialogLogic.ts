// What the OCS dialogs compute, apart from how they draw it (tested alone): the mission order
// built from the legal actions (14.2f), the check of a voluntary abort (14.3d), and the odds and
// words shown before a roll (14.3e C, 14.4e–f, 14.7).
import {
  FLAK_HITS_ON,
  LOSS_DIE_MIN,
  dropPreview,
  dropSuccessWays,
  flakPreview,
  nameOf,
  ratings,
  sideName,
  type OcsAction,
  type OcsPending,
  type OcsState,
} from '../../../rules/systems/ocs'
import { airCombatOdds, chanceText, oneDieAtLeast, twoDiceAtLeast } from './odds'
import { MISSION_WORDS } from './words'

export type MissionAction = Extract<OcsAction, { type: 'mission' }>

/** The missions the legal actions allow, by mission type then target hex, and the actions the dialog does not know. */
export interface MissionMenu {
  /** mission type → target hex → the sets of aircraft that may fly it. */
  missions: Map<string, Map<string, string[][]>>
  endSegment: boolean
  /** Actions of a kind or mission the dialog has no words for: shown as the generic list. */
  others: { type: string }[]
}

export function missionMenu(legal: readonly { type: string }[]): MissionMenu {
  const missions = new Map<string, Map<string, string[][]>>()
  const others: { type: string }[] = []
  let endSegment = false
  for (const a of legal) {
    if (a.type === 'endSegment') endSegment = true
    else if (a.type === 'mission' && (a as MissionAction).mission in MISSION_WORDS) {
      const m = a as MissionAction
      const byHex = missions.get(m.mission) ?? new Map<string, string[][]>()
      missions.set(m.mission, byHex)
      byHex.set(m.hex, [...(byHex.get(m.hex) ?? []), m.aircraft])
    } else others.push(a)
  }
  return { missions, endSegment, others }
}

/** The aircraft that fly in some legal set to that hex, in the order the rules list them. */
export function aircraftFor(sets: readonly string[][]): string[] {
  const out: string[] = []
  for (const set of sets) for (const id of set) if (!out.includes(id)) out.push(id)
  return out
}

/** Whether the chosen aircraft are one of the legal sets (any order). */
export function isLegalSet(sets: readonly string[][], chosen: readonly string[]): boolean {
  const key = [...chosen].sort().join(',')
  return chosen.length > 0 && sets.some((s) => [...s].sort().join(',') === key)
}

/** Why the chosen voluntary aborts cannot be sent (14.3d A: at least one stays and fights), or null. */
export function abortProblem(
  choices: readonly string[],
  chosen: readonly string[],
  keep: number,
): string | null {
  if (choices.length - chosen.length < keep)
    return `At least ${keep === 1 ? 'one aircraft' : `${keep} aircraft`} must stay and fight: keep one (14.3d A).`
  return null
}

/** The odds of a round's results for this attacker and defender (14.3e C), one line each. */
export function airCombatOddsLines(s: OcsState, atk: string, def: string): string[] {
  const a = ratings(s, atk).acr
  const d = ratings(s, def).acr
  const odds = airCombatOdds(a, d, s.scenario.airCombatTable)
  const lo = odds.rows[0].row
  const hi = odds.rows[odds.rows.length - 1].row
  const lines = [
    `Modified roll: 2d6 + ${a} (${nameOf(s, atk)}) − ${d} (${nameOf(s, def)}), from ${lo} to ${hi} (14.3e C).`,
  ]
  for (const r of odds.byResult) lines.push(`${r.result}: ${chanceText({ ways: r.ways, of: 36 })}`)
  if (odds.notEntered > 0)
    lines.push(
      odds.byResult.length
        ? `a row this game's table does not have, read off your own chart: ${chanceText({ ways: odds.notEntered, of: 36 })}`
        : `This game's Air Combat Table is not entered: the result is read off your own chart. Each modified roll: ${odds.rows
            .map((r) => `${r.row}: ${r.ways}/36`)
            .join(', ')}.`,
    )
  lines.push(
    `Then the loss die: on ${LOSS_DIE_MIN} or more the aborted aircraft lose a step, ${chanceText(oneDieAtLeast(LOSS_DIE_MIN))} (14.3e C).`,
  )
  return lines
}

/** The Flak a mission would draw, with the chance of a hit where the chart in play gives every line (14.4e). */
export function flakLines(
  s: OcsState,
  m: { type: MissionAction['mission']; side: string; hex: string; aircraft: readonly string[] },
): string[] {
  const p = flakPreview(s, m)
  if (!p.applies) return ['No Flak: this mission draws none here (14.4a).']
  const known = p.lines.filter((l) => l.value !== null)
  const sum = known.reduce((a, l) => a + l.value!, 0)
  const unknown = p.lines.filter((l) => l.value === null)
  const terms = p.lines
    .map(
      (l) =>
        `${l.label}: ${l.value === null ? 'from your own chart' : l.value > 0 ? `+${l.value}` : l.value}`,
    )
    .join('; ')
  const lines = [
    `Flak (${sideName(s, s.scenario.sides.find((x) => x.id !== m.side)!.id)} rolls 2d6): one mission aircraft step is lost on ${FLAK_HITS_ON} or more (14.4e). Lines of the Flak chart: ${terms}.`,
  ]
  if (!unknown.length)
    lines.push(
      `Chance of a loss: ${chanceText(twoDiceAtLeast(FLAK_HITS_ON, sum))} (2d6 ${sum >= 0 ? '+' : '−'} ${Math.abs(sum)}).`,
    )
  else
    lines.push(
      `With the lines known (${sum >= 0 ? '+' : '−'}${Math.abs(sum)}), before the ${unknown.length} read off your chart: ${[
        -1, 0, 1, 2,
      ]
        .map(
          (extra) =>
            `${extra >= 0 ? '+' : '−'}${Math.abs(extra)} more: ${chanceText(twoDiceAtLeast(FLAK_HITS_ON, sum + extra))}`,
        )
        .join('; ')}.`,
    )
  return lines
}

/** What a roll decides and its odds, in player words, for the dialog of a die rolled by hand. */
export function rollLines(s: OcsState, p: Extract<OcsPending, { kind: 'roll' }>): string[] {
  const r = s.combat?.round
  if (s.combat && r?.atk && r.def) {
    if (r.dice === null) return airCombatOddsLines(s, r.atk, r.def)
    return [
      `The loss die: on ${LOSS_DIE_MIN} or more the aborted aircraft lose a step, ${chanceText(oneDieAtLeast(LOSS_DIE_MIN))} (14.3e C).`,
    ]
  }
  const m = s.mission
  if (m && p.rule === '14.4e') return flakLines(s, m)
  if (m && p.rule === '14.4f')
    return [
      `The Mission Loss Table (14.4f): one die says which mission aircraft takes the Flak loss; each face 1 in 6. Where the game's table has no value, you read it off your own chart.`,
    ]
  if (m && p.rule === '14.7')
    return p.count === 2
      ? [
          `The Barrage Table (14.7): two dice on the column of the mission's barrage points after its shifts; where the game's table has no value, you read the result off your own chart.`,
        ]
      : [
          `A half result (14.7, the complex example): one more die rounds it up or down, as the half-result chart says (your own chart where the game's has no value); each face 1 in 6.`,
        ]
  if (m && p.rule === '14.10d') return dropLines(s)
  return [`${p.count === 1 ? 'One die' : `${p.count} dice`} for ${p.what} (${p.rule}).`]
}

/**
 * The odds of the next drop roll (14.10d): two dice plus the modifier lines the scenario gives for
 * the hex, against the cell of the Air Transport Success Table, exact when both are known.
 */
export function dropLines(s: OcsState): string[] {
  const d = dropPreview(s)
  if (!d) return []
  const how = d.method === 'glider' ? 'by glider' : 'by parachute'
  const lines = d.lines.map(
    (l) =>
      `${l.label}: ${l.value === null ? 'read off your own chart after the roll' : `${l.value < 0 ? '−' : '+'}${Math.abs(l.value)}`} (14.10d).`,
  )
  const known = d.lines.every((l) => l.value !== null)
  const modifier = d.lines.reduce((a, l) => a + (l.value ?? 0), 0)
  const chance =
    d.cell === null
      ? `The Air Transport Success Table's cell for this terrain ${how} is read off your own chart after the roll, so the chance is not known before it (14.10d).`
      : !known
        ? `It needs ${d.cell} on the Air Transport Success Table ${how}; a modifier still to be read off your chart decides the chance (14.10d).`
        : `It needs ${d.cell} ${how}, modifiers ${modifier >= 0 ? '+' : '−'}${Math.abs(modifier)}: it lands ${chanceText({ ways: dropSuccessWays(d.cell, modifier), of: 36 })}; otherwise it is destroyed (14.10d).`
  return [`Two dice for the drop of ${d.label} (14.10d).`, ...lines, chance]
}
