// Every action the rules accept at the decision due (the runner's `legal`, the generic panel's
// buttons, the fuzzer). Missions are listed for every target hex that matters (a sweep: a hex with
// Active enemy aircraft, 14.6; a barrage: an enemy air base not barraged this phase, 14.7; a Base
// Transfer or an Air Transport: another friendly air base, 14.11, 14.9e; Trainbusting: any hex in
// range, 14.8; an Air Drop: a hex whose terrain the scenario gives, 14.10d) and
// every set of one to four eligible aircraft in range, up to MISSION_LIST_CAP actions.
import { missionProblem, currentPhase, refitProblem } from './engine'
import { OCS_MISSION_TYPES, type OcsAction, type OcsState } from './types'
import { ACT_FIXED_POINTS, AIR_COMBAT_TABLE_ID } from './airCombatTable'
import { MISSION_MAX_AIRCRAFT, enemyOf } from './world'
import { cargoLossActions, loadActions } from './airTransport'
import { fireAnswerProblem } from './missionFire'
import { hexLabel, labelDigits } from '../../kernel/hex/coords'

/** Beyond this many mission actions the list is cut (a large position lists the first ones). */
export const MISSION_LIST_CAP = 2000

function subsets<T>(items: readonly T[], max: number, cap: number): T[][] {
  const out: T[][] = []
  const walk = (from: number, acc: T[]) => {
    if (out.length >= cap) return
    if (acc.length) out.push([...acc])
    if (acc.length === max) return
    for (let i = from; i < items.length && out.length < cap; i++) walk(i + 1, [...acc, items[i]])
  }
  walk(0, [])
  return out
}

/** Every hex of the map, by label. */
function mapHexes(map: { cols: number; rows: number }): string[] {
  const digits = labelDigits(map.cols, map.rows)
  const out: string[] = []
  for (let c = 0; c < map.cols; c++) for (let r = 0; r < map.rows; r++) out.push(hexLabel(c, r, digits))
  return out
}

function missions(s: OcsState): OcsAction[] {
  const ph = currentPhase(s)
  const enemy = enemyOf(s, ph.side)
  const out: OcsAction[] = []
  for (const mission of OCS_MISSION_TYPES) {
    const hexes =
      mission === 'sweep'
        ? s.scenario.aircraft
            .filter(
              (a) => a.side === enemy && s.aircraft[a.id].steps > 0 && s.aircraft[a.id].mode === 'active',
            )
            .map((a) => s.aircraft[a.id].flying ?? s.aircraft[a.id].base)
        : mission === 'drop'
          ? // An Air Drop lands in a hex whose terrain the players gave (14.10d).
            Object.keys(s.scenario.terrain ?? {})
          : mission === 'hipShoot'
            ? // A Hip Shoot needs a correct spotter (14.7d C): the hexes the side's spotters see.
              (s.scenario.spotters?.[ph.side] ?? [])
            : mission === 'trainbusting'
              ? // Any hex within range may be trainbusted (14.8: "attack the hex"; 14.2d), rail line
                // or not: the zone also slows troops moving by road and track (14.8c).
                mapHexes(s.scenario.map)
              : s.scenario.airBases
                  .filter(
                    (b) => b.side === (mission === 'transfer' || mission === 'transport' ? ph.side : enemy),
                  )
                  .map((b) => b.hex)
    // The phasing side's aircraft free to fly: the hexes below test only these.
    const free = s.scenario.aircraft
      .filter((a) => {
        const x = s.aircraft[a.id]
        return a.side === ph.side && x.steps > 0 && x.mode === 'active' && !x.flown
      })
      .map((a) => a.id)
    for (const hex of [...new Set(hexes)].sort()) {
      if (out.length >= MISSION_LIST_CAP || !free.length) break
      const ready = free.filter(
        (id) => !missionProblem(s, { type: 'mission', mission, hex, aircraft: [id] }, false),
      )
      // A Hip Shoot is made by a single aircraft (14.7d B).
      const most = mission === 'hipShoot' ? 1 : MISSION_MAX_AIRCRAFT
      for (const set of subsets(ready, most, MISSION_LIST_CAP - out.length)) {
        const a: OcsAction = { type: 'mission', mission, hex, aircraft: set }
        // An Air Transport also needs cargo its planes can carry together (14.9a).
        if ((mission !== 'transport' && mission !== 'drop') || !missionProblem(s, a)) out.push(a)
      }
    }
  }
  return out
}

/** Each aircraft that may refit now, one action each (14.1d, 15.0). */
function refits(s: OcsState): OcsAction[] {
  if (!s.scenario.refit) return []
  return s.scenario.aircraft
    .map((a): OcsAction => ({ type: 'refit', aircraft: a.id }))
    .filter((a) => a.type === 'refit' && !refitProblem(s, a))
}

export function legalOcs(s: OcsState): OcsAction[] {
  const p = s.pending
  switch (p.kind) {
    case 'phase':
      return currentPhase(s).kind === 'refit'
        ? [...refits(s), { type: 'endSegment' }]
        : [...missions(s), { type: 'endSegment' }]
    case 'preAbort':
    case 'postAbort':
      return subsets(p.choices, p.choices.length - p.keep, MISSION_LIST_CAP)
        .map((aircraft): OcsAction => ({ type: 'abort', aircraft }))
        .concat([{ type: 'abort', aircraft: [] }])
    case 'pickAttacker':
    case 'pickDefender':
      return p.choices.map((aircraft) => ({ type: 'pick', aircraft }))
    case 'roll': {
      const faces = [1, 2, 3, 4, 5, 6]
      return p.count === 1
        ? faces.map((v) => ({ type: 'roll', values: [v] }))
        : faces.flatMap((a) => faces.map((b): OcsAction => ({ type: 'roll', values: [a, b] })))
    }
    case 'chartLookup':
      // A row the rules' example fixes accepts only its printed result (14.3e).
      return p.chart.outcomes
        .filter(
          (o) =>
            (p.chart.table !== AIR_COMBAT_TABLE_ID ||
              ACT_FIXED_POINTS.every(
                (f) => f.row !== p.chart.row || (f.accept as readonly string[]).includes(o),
              )) &&
            (s.combat !== null || !fireAnswerProblem(s, p.chart, o)),
        )
        .map((result) => ({ type: 'chart', result }))
    case 'intercept':
      return [
        ...p.choices.map((aircraft): OcsAction => ({ type: 'intercept', aircraft })),
        { type: 'intercept', aircraft: null },
      ]
    case 'returnBase':
      return p.choices.map((base) => ({ type: 'returnBase', aircraft: p.aircraft, base }))
    case 'flakLoss':
      return p.choices.map((aircraft) => ({ type: 'flakLoss', aircraft }))
    case 'load':
      return loadActions(s, p, MISSION_LIST_CAP)
    case 'cargoLoss':
      return cargoLossActions(s, p, MISSION_LIST_CAP)
    case 'over':
      return []
  }
}
