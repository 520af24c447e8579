// Step F of an Air Drop (14.10d): "Roll two dice for each combat unit or 1T of supply separately,
// based on the type of terrain in the mission hex and drop method … If the roll is successful, the
// unit is placed in the drop hex … Otherwise, it is destroyed." The roll is fire/airDrop.ts's; the
// Air Transport Success Table is the players' (a placeholder without cells here, so each cell is
// read off their own chart and kept in the mission). The terrain of the hex is the scenario's
// `terrain` (the players' data). A unit landing on an enemy combat unit is destroyed too (14.10d):
// Sortie keeps no ground units, so the log leaves that to the players.
import {
  AIR_TRANSPORT_MODIFIERS_ID,
  AIR_TRANSPORT_SUCCESS_ID,
  TERRAIN_PREFIX,
} from './charts/airTransportSuccess'
import { chartInPlay } from './chartsInPlay'
import { draw, type Step } from './airCombat'
import { cargoName, cargoOf, tNow } from './airTransport'
import { rollAirDrop } from './fire/airDrop'
import { lookupDue, rollDue, withFire } from './missionFire'
import type { OcsEvent, OcsState } from './types'

/** One drop roll: a combat unit, or 1T of a supply cargo (a last half T is one roll too). */
export interface DropRoll {
  cargo: string
  /** The T this roll decides. */
  t: number
  label: string
}

/** The rolls of the mission's load, in order (14.10d). */
export function dropRolls(s: OcsState): DropRoll[] {
  const m = s.mission!
  return m.load!.cargo.flatMap((id): DropRoll[] => {
    const c = cargoOf(s, id)!
    if (c.kind === 'unit') return [{ cargo: id, t: c.t, label: c.name }]
    const out: DropRoll[] = []
    for (let left = tNow(s, id); left > 0; left -= 1) {
      const t = Math.min(1, left)
      out.push({ cargo: id, t, label: `${t}T of ${c.name} (roll ${out.length + 1})` })
    }
    return out
  })
}

export function stepDrop(s: OcsState, ev: OcsEvent[]): Step {
  const m = s.mission!
  const rolls = dropRolls(s)
  const dice = m.fire.dropDice ?? []
  if (dice.length < rolls.length) {
    const next = rolls[dice.length]
    const d = draw(s, 2)
    if (!d) return rollDue(s, m.side, 2, `the drop of ${next.label} over ${m.hex}`, '14.10d')
    return stepDrop(withFire(d.state, { dropDice: [...dice, d.values] }), ev)
  }
  const terrain = s.scenario.terrain![m.hex]
  const charts = {
    success: chartInPlay(s.scenario, AIR_TRANSPORT_SUCCESS_ID),
    modifiers: chartInPlay(s.scenario, AIR_TRANSPORT_MODIFIERS_ID),
  }
  const results: { roll: DropRoll; success: boolean; text: string }[] = []
  for (const [i, roll] of rolls.entries()) {
    const r = rollAirDrop(
      charts,
      {
        cargo: roll.label,
        terrain: `${TERRAIN_PREFIX}${terrain}`,
        // Cargo on a glider reads the glider column (14.10e E).
        method: m.load!.onGliders?.includes(roll.cargo) ? 'glider' : 'parachute',
        // "Apply the table's modifiers" (14.10d): the lines the players give for the hex.
        modifierLines: s.scenario.dropModifiers?.[m.hex] ?? [],
        side: m.side,
      },
      [dice[i][0], dice[i][1]],
      s.dice.mode,
      m.fire.answers,
    )
    if (r.status === 'ask') return lookupDue(s, r.question, m.side, ev)
    if (r.status === 'refused') throw new Error(`Air Drop (${r.rule}): ${r.message}`)
    results.push({ roll, success: r.success, text: r.text })
  }
  const cargo = { ...s.cargo! }
  for (const { roll, success, text } of results) {
    ev.push({ type: 'drop', text: `F) ${text}`, rule: '14.10d', side: m.side })
    const c = cargo[roll.cargo]
    if (cargoOf(s, roll.cargo)!.kind === 'unit')
      cargo[roll.cargo] = success ? { ...c, hex: m.hex } : { ...c, destroyed: true }
    else if (!success) cargo[roll.cargo] = { ...c, lost: (c.lost ?? 0) + roll.t }
  }
  // Supply: what landed is in the drop hex; all of it lost, it is destroyed.
  for (const id of m.load!.cargo) {
    if (cargoOf(s, id)!.kind !== 'sp') continue
    const lost = cargo[id].lost ?? 0
    cargo[id] = lost >= cargoOf(s, id)!.t ? { ...cargo[id], destroyed: true } : { ...cargo[id], hex: m.hex }
  }
  const landed = m.load!.cargo.filter((id) => !cargo[id].destroyed)
  const next: OcsState = { ...s, cargo }
  ev.push({
    type: 'dropOver',
    text: `F) Air Drop over ${m.hex}: ${landed.length ? `${landed.map((id) => cargoName(next, id)).join(', ')} landed (a unit moves no more this phase; cargo landing on an enemy combat unit is destroyed, the players' to apply)` : 'nothing landed'}; the players place it (14.10d).`,
    rule: '14.10d',
    side: m.side,
  })
  return {
    state: {
      ...next,
      mission: { ...m, step: 'G', aircraft: [], returning: [...m.returning, ...m.aircraft] },
    },
  }
}
