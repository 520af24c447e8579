// The OCS air procedures behind `apply`: the phase list of the scenario, the mission sequence of
// 14.2f (A declare, B move, C Air Combat, D Interception, E Flak, F the mission, G return to
// base) for the missions this version plays, and each decision's check, refused with its rule.
import { isValidFace, newDice } from '../../kernel/dice'
import { chartAnswerProblem } from '../../kernel/chartLookup'
import type { Applied } from '../../kernel/events'
import type { NewGameOptions } from '../../kernel/registry'
import { ACT_FIXED_POINTS } from './airCombatTable'
import {
  abortAircraft,
  attackers,
  combatants,
  startCombat,
  stepCombat,
  withChartResult,
  withDice,
  withLossDie,
  type Step,
} from './airCombat'
import {
  cargoLossProblem,
  cargoLossStep,
  destroyCargo,
  loadPending,
  loadProblem,
  returnWithin,
  takeLoad,
  transportProblem,
  unload,
} from './airTransport'
import { stepDrop } from './airDropMission'
import { stepTrainbusting } from './trainbusting'
import { distance, hexOf } from '../../kernel/hex'
import {
  flakEligible,
  stepBarrage,
  stepFlak,
  takeFlakLoss,
  fireAnswerProblem,
  withFireAnswer,
  withFireDice,
} from './missionFire'
import { activeLimit } from './scenario'
import {
  MISSION_PHASES,
  NO_FIRE,
  OCS_MISSION_TYPES,
  type AirCombatResult,
  type OcsAction,
  type OcsEvent,
  type OcsMissionType,
  type OcsPending,
  type OcsScenario,
  type OcsState,
} from './types'
import {
  MISSION_MAX_AIRCRAFT,
  PATROL_ZONE_HEXES,
  TRANSFER_RANGE_FACTOR,
  baseAt,
  counter,
  isFighter,
  enemyOf,
  isAircraft,
  nameOf,
  patrolFighters,
  presentIn,
  returnBases,
  sideName,
} from './world'

export function newOcsGame(scenario: OcsScenario, o: NewGameOptions): OcsState {
  const s: OcsState = {
    scenario,
    dice: newDice(o.seed, o.manualDice ? 'manual' : o.dice?.length ? 'scripted' : 'seeded', [
      ...(o.dice ?? []),
    ]),
    phase: 0,
    segment: 0,
    aircraft: Object.fromEntries(
      scenario.aircraft.map((a) => [
        a.id,
        { steps: a.steps, mode: a.mode, base: a.base, flying: null, flown: false },
      ]),
    ),
    barraged: [],
    missions: 0,
    mission: null,
    combat: null,
    pending: { kind: 'over', side: scenario.sides[0].id, rule: '14.2e', prompt: '' },
    // Only a scenario with cargo carries these, so the other positions hash as before.
    ...(scenario.cargo
      ? {
          cargo: Object.fromEntries(scenario.cargo.map((c) => [c.id, { hex: c.hex, destroyed: false }])),
          unloaded: {},
        }
      : {}),
    ...(scenario.gliders ? { gliders: { ...scenario.gliders } } : {}),
  }
  return advance(s, [])
}

/** Missions fly in these segments: sweeps in Movement Segments (14.6), barrages in Barrage Segments (14.7b). */
export const SEGMENT_OF: Readonly<Record<OcsMissionType, 'movement' | 'barrage'>> = {
  sweep: 'movement',
  barrage: 'barrage',
  // "Hip Shoots are done during Movement Segments" (14.7d).
  hipShoot: 'movement',
  transfer: 'movement',
  // Air Transport flies in any friendly Movement Segment (14.9).
  transport: 'movement',
  // Air Drop is a form of Air Transport (14.10), flown in Movement Segments (14.9).
  drop: 'movement',
  // Trainbusting barrages are made in Barrage Segments (14.8d).
  trainbusting: 'barrage',
}

const MISSION_WORDS: Readonly<Record<OcsMissionType, string>> = {
  sweep: 'Fighter Sweep',
  barrage: 'barrage',
  hipShoot: 'Hip Shoot',
  transfer: 'Base Transfer',
  transport: 'Air Transport',
  drop: 'Air Drop',
  trainbusting: 'Trainbusting mission',
}

export function currentPhase(s: OcsState) {
  return s.scenario.phases[s.phase]
}

export function currentSegment(s: OcsState) {
  return currentPhase(s)?.segments[s.segment] ?? null
}

function phasePending(s: OcsState): OcsPending {
  const ph = currentPhase(s)
  const seg = currentSegment(s)
  const flying = MISSION_PHASES.includes(ph.kind)
  return {
    kind: 'phase',
    side: ph.side,
    rule: flying ? '14.2e' : ph.kind === 'refit' ? (s.scenario.refit ? '15.0' : '14.1d') : '14.1g',
    segment: seg,
    prompt: flying
      ? `${ph.name}${seg ? `, ${seg === 'barrage' ? 'Barrage' : 'Movement'} Segment` : ''}: ${sideName(s, ph.side)} may declare a mission (${seg === 'barrage' ? 'barrage, Trainbusting' : 'Fighter Sweep, Hip Shoot, Base Transfer, Air Transport, Air Drop'}) or ends the segment (14.2e, 14.2f).`
      : ph.kind === 'refit'
        ? s.scenario.refit
          ? `${ph.name}: ${sideName(s, ph.side)} may refit Inactive aircraft, which become Active (14.1d), up to the number the scenario gives each air base and the base's Active limit of 4 + Level (14.2a). Refit is rule 15.0, not in the rules text Sortie has: the numbers are the players', and so is the supply it costs (14.1d). Then end the phase.`
          : `${ph.name}: refit (15.0) is not in the rules text Sortie has, and this scenario gives no refit numbers (its \`refit\` field); end the phase (14.1d).`
        : `${ph.name}: no air missions in this phase (14.1g); end it.`,
  }
}

/** Runs the automatic steps until a player decides. */
export function advance(s: OcsState, ev: OcsEvent[]): OcsState {
  for (;;) {
    if (s.phase >= s.scenario.phases.length)
      return {
        ...s,
        pending: {
          kind: 'over',
          side: s.scenario.sides[0].id,
          rule: '14.2e',
          prompt: 'The scenario’s last phase is over.',
        },
      }
    const step: Step = s.combat
      ? stepCombat(s, ev)
      : s.mission
        ? stepMission(s, ev)
        : { state: s, pending: phasePending(s) }
    if (step.pending) return { ...step.state, pending: step.pending }
    s = step.state
  }
}

/** The mission's steps C to G (14.2f), the Air Combat aside (airCombat.ts). */
function stepMission(s: OcsState, ev: OcsEvent[]): Step {
  const m = s.mission!
  const enemy = enemyOf(s, m.side)
  switch (m.step) {
    case 'C': {
      // A) An Air Transport's load and range options are chosen as it is declared (14.9a, 14.9e).
      if ((m.type === 'transport' || m.type === 'drop') && !m.load)
        return { state: s, pending: loadPending(s, m) }
      // C) Air Combat if both players have Active aircraft in the mission hex (14.2f, 14.3).
      const next = { ...s, mission: { ...m, step: 'D' as const } }
      return { state: startCombat(next, m.hex, m.side, null, ev) }
    }
    case 'D': {
      // D) Interception: a Flak-eligible mission in an enemy Patrol Zone, by one Active Fighter (14.5).
      const choices = m.aircraft.length && flakEligible(s, m) ? patrolFighters(s, enemy, m.hex) : []
      if (!choices.length) return { state: { ...s, mission: { ...m, step: 'E' } } }
      return {
        state: s,
        pending: {
          kind: 'intercept',
          side: enemy,
          rule: '14.5',
          prompt: `${sideName(s, enemy)} may intercept the ${m.type} over ${m.hex}, inside its Patrol Zone (${PATROL_ZONE_HEXES} hexes, 14.4c), with one Active Fighter, or decline (14.5).`,
          choices,
        },
      }
    }
    case 'E': {
      // E) Flak against a Flak-eligible mission (14.4a, 14.4e–f).
      if (m.aircraft.length && !m.fire.flakDone && flakEligible(s, m)) {
        const flak = stepFlak(s, ev)
        if (flak.pending) return flak
        s = flak.state
      }
      // A Transport mission whose capacity fell loses the cargo that no longer fits (14.4g).
      const lost = cargoLossStep(s, ev)
      if (lost.pending) return lost
      s = lost.state
      return { state: { ...s, mission: { ...s.mission!, step: 'F' } } }
    }
    case 'F': {
      if ((m.type === 'barrage' || m.type === 'hipShoot') && m.aircraft.length) {
        // F) The barrage's result (14.7); its effect on the ground units is the players' (10.0).
        const barrage = stepBarrage(s, ev)
        if (barrage.pending) return barrage
        s = barrage.state
      } else if (m.type === 'trainbusting' && m.aircraft.length) {
        // F) The Barrage vs Facility Table; an asterisk places a Trainbusting marker (14.8a).
        const t = stepTrainbusting(s, ev)
        if (t.pending) return t
        s = t.state
      } else if (m.type === 'drop' && m.aircraft.length) {
        // F) Each combat unit or 1T of supply rolls on the Air Transport Success Table (14.10d).
        const drop = stepDrop(s, ev)
        if (drop.pending) return drop
        return { state: drop.state }
      } else if (m.type === 'transport' && m.aircraft.length) {
        // F) The cargo is unloaded at the destination air base (14.9, 14.9f).
        return { state: unload(s, ev) }
      } else if (m.type === 'transfer' && m.aircraft.length) {
        // A Fighter within its normal range stays Active; every other transfer ends Inactive (14.11).
        let next = s
        for (const id of m.aircraft) {
          const x = next.aircraft[id]
          const d = distance(x.base, m.hex, s.scenario.map)
          const active = isFighter(s, id) && d <= counter(s, id).range
          next = {
            ...next,
            aircraft: {
              ...next.aircraft,
              [id]: { ...x, base: m.hex, flying: null, mode: active ? 'active' : 'inactive' },
            },
          }
          ev.push({
            type: 'transfer',
            text: `F) ${nameOf(s, id)} transfers from ${x.base} to ${m.hex} (${d} hexes, range ${counter(s, id).range}): ${active ? 'a Fighter within its normal range, it stays Active' : 'it becomes Inactive'} (14.11).`,
            rule: '14.11',
            side: m.side,
          })
        }
        return { state: { ...next, mission: { ...m, step: 'G', aircraft: [] } } }
      } else if (m.type === 'sweep')
        ev.push({
          type: 'sweepOver',
          text: `F) The Fighter Sweep over ${m.hex} is over: win or lose, its aircraft abort to a base within range (14.6).`,
          rule: '14.6',
        })
      else if (!m.aircraft.length)
        ev.push({
          type: 'missionEmpty',
          text: `F) No mission aircraft is left over ${m.hex}: the ${m.type} is not flown.`,
          rule: '14.2f',
        })
      const done = s.mission!
      return {
        state: {
          ...s,
          mission: { ...done, step: 'G', aircraft: [], returning: [...done.returning, ...done.aircraft] },
        },
      }
    }
    case 'G': {
      // G) Each aircraft returns to a friendly base within its range and becomes Inactive (14.1c).
      if (!m.returning.length) {
        ev.push({
          type: 'missionOver',
          text: `Mission ${m.n} over ${m.hex} is over (14.2f G).`,
          rule: '14.2f',
        })
        return { state: { ...s, mission: null } }
      }
      const id = m.returning[0]
      const within = returnWithin(s, id)
      const choices = returnBases(s, id, m.hex, within)
      if (choices.length > 1)
        return {
          state: s,
          pending: {
            kind: 'returnBase',
            side: m.side,
            rule: '14.1c',
            prompt: `${nameOf(s, id)} returns from ${m.hex} to a friendly air base within ${within < counter(s, id).range ? `half its range (${within} hexes, 14.9e C)` : `its range (${within} hexes)`} and becomes Inactive (14.1c).`,
            aircraft: id,
            choices,
          },
        }
      return { state: land(s, id, choices[0] ?? s.aircraft[id].base, ev) }
    }
  }
}

function land(s: OcsState, id: string, base: string, ev: OcsEvent[]): OcsState {
  const m = s.mission!
  ev.push({
    type: 'return',
    text: `${nameOf(s, id)} returns to ${base}, Inactive (14.1c).`,
    rule: '14.1c',
    side: counter(s, id).side,
  })
  return {
    ...s,
    aircraft: { ...s.aircraft, [id]: { ...s.aircraft[id], base, flying: null, mode: 'inactive' } },
    mission: { ...m, returning: m.returning.filter((a) => a !== id) },
  }
}

function refuse(rule: string, message: string): Applied<OcsState, OcsEvent> {
  return { ok: false, violation: { rule, message } }
}

const EXPECTED: Record<OcsPending['kind'], OcsAction['type'][]> = {
  phase: ['mission', 'endSegment', 'refit'],
  preAbort: ['abort'],
  postAbort: ['abort'],
  pickAttacker: ['pick'],
  pickDefender: ['pick'],
  roll: ['roll'],
  chartLookup: ['chart'],
  intercept: ['intercept'],
  returnBase: ['returnBase'],
  flakLoss: ['flakLoss'],
  load: ['load'],
  cargoLoss: ['cargoLoss'],
  over: [],
}

/** Why a mission cannot be declared (rule and sentence), or null (14.1g, 14.2a, 14.2d–f, 14.6, 14.7). */
export function missionProblem(
  s: OcsState,
  a: Extract<OcsAction, { type: 'mission' }>,
  /** Whether an Air Transport must find cargo it can carry (off while the legal list picks planes one by one). */
  checkCargo = true,
): { rule: string; message: string } | null {
  const ph = currentPhase(s)
  const seg = currentSegment(s)
  if (!OCS_MISSION_TYPES.includes(a.mission))
    return {
      rule: '14.2e',
      message: `mission: got ${JSON.stringify(a.mission)}, expected one of ${OCS_MISSION_TYPES.map((t) => `"${t}"`).join(', ')} (the missions Sortie plays so far).`,
    }
  if (!MISSION_PHASES.includes(ph.kind))
    return {
      rule: '14.1g',
      message: `${ph.name} is a ${ph.kind} phase: missions fly only in Movement, Exploitation and Reaction Phases.`,
    }
  if (seg !== SEGMENT_OF[a.mission])
    return {
      rule:
        a.mission === 'sweep'
          ? '14.6'
          : a.mission === 'transfer'
            ? '14.2e'
            : a.mission === 'transport' || a.mission === 'drop'
              ? '14.9'
              : a.mission === 'hipShoot'
                ? '14.7d'
                : a.mission === 'trainbusting'
                  ? '14.8d'
                  : '14.7b',
      message: `mission: a ${a.mission} flies in a ${SEGMENT_OF[a.mission] === 'movement' ? 'Movement' : 'Barrage'} Segment; this is the ${seg} segment.`,
    }
  if (typeof a.hex !== 'string' || !hexOf(a.hex, s.scenario.map))
    return {
      rule: '14.2d',
      message: `hex: got ${JSON.stringify(a.hex)}, expected a hex label on the ${s.scenario.map.cols} × ${s.scenario.map.rows} map.`,
    }
  if (!Array.isArray(a.aircraft) || a.aircraft.length < 1 || a.aircraft.length > MISSION_MAX_AIRCRAFT)
    return {
      rule: '14.2a',
      message: `aircraft: got ${Array.isArray(a.aircraft) ? `${a.aircraft.length} aircraft` : JSON.stringify(a.aircraft)}, expected 1 to ${MISSION_MAX_AIRCRAFT}: at most four Active aircraft execute a mission together (14.2a, 14.2f).`,
    }
  if (new Set(a.aircraft).size !== a.aircraft.length)
    return {
      rule: '14.2f',
      message: `aircraft: got ${JSON.stringify(a.aircraft)}, expected each aircraft once.`,
    }
  for (const id of a.aircraft) {
    if (!isAircraft(s, id))
      return {
        rule: '14.2f',
        message: `aircraft: got ${JSON.stringify(id)}, expected the id of an aircraft of the scenario.`,
      }
    const c = counter(s, id)
    const x = s.aircraft[id]
    if (c.side !== ph.side)
      return {
        rule: '14.1g',
        message: `${nameOf(s, id)} is ${sideName(s, c.side)}'s: only the phasing player's aircraft fly missions in ${ph.name}.`,
      }
    if (x.steps <= 0) return { rule: '14.1b', message: `${nameOf(s, id)} is eliminated (Dead Pile).` }
    if (x.mode !== 'active')
      return { rule: '14.1a', message: `${nameOf(s, id)} is Inactive: only Active aircraft fly missions.` }
    if (x.flown)
      return {
        rule: '14.2e',
        message: `${nameOf(s, id)} has flown a mission this phase: one mission per phase.`,
      }
    const d = distance(x.base, a.hex, s.scenario.map)
    if (a.mission === 'transfer') {
      if (d > TRANSFER_RANGE_FACTOR * c.range)
        return {
          rule: '14.11',
          message: `${nameOf(s, id)} at ${x.base} is ${d} hexes from ${a.hex}, beyond twice its range of ${c.range}.`,
        }
      if (d === 0) return { rule: '14.11', message: `${nameOf(s, id)} is based at ${a.hex} already.` }
    } else if (a.mission !== 'transport' && a.mission !== 'drop' && d > c.range)
      return {
        rule: '14.2d',
        message: `${nameOf(s, id)} at ${x.base} is ${d} hexes from ${a.hex}, beyond its range of ${c.range}.`,
      }
  }
  const enemy = enemyOf(s, ph.side)
  if (a.mission === 'sweep' && !presentIn(s, a.hex).some((id) => counter(s, id).side === enemy))
    return {
      rule: '14.6',
      message: `hex: ${a.hex} holds no Active enemy aircraft; a Fighter Sweep flies to a hex with Active enemy aircraft.`,
    }
  if (a.mission === 'transfer') {
    const base = baseAt(s, a.hex)
    if (base?.side !== ph.side)
      return {
        rule: '14.11',
        message: `hex: ${a.hex} holds no ${sideName(s, ph.side)} air base; a Base Transfer flies from one friendly air base to another.`,
      }
    // Fighters that stay Active must fit the base's Active limit of 4 + Level (14.2a).
    const staying = a.aircraft.filter(
      (id) =>
        isFighter(s, id) && distance(s.aircraft[id].base, a.hex, s.scenario.map) <= counter(s, id).range,
    )
    const there = s.scenario.aircraft.filter((x) => {
      const y = s.aircraft[x.id]
      return x.side === ph.side && y.steps > 0 && y.mode === 'active' && y.flying === null && y.base === a.hex
    }).length
    if (staying.length && there + staying.length > activeLimit(base.level))
      return {
        rule: '14.2a',
        message: `${a.hex} holds ${there} Active aircraft; ${staying.length} more staying Active would pass its limit of ${activeLimit(base.level)} (four plus Level ${base.level}).`,
      }
  }
  if (a.mission === 'transport' || a.mission === 'drop')
    return transportProblem(s, ph.side, a.hex, a.aircraft, checkCargo, a.mission)
  if (a.mission === 'trainbusting') {
    if ((s.trainbusted ?? []).includes(a.hex))
      return {
        rule: '14.8',
        message: `hex: ${a.hex} has been the target of a Trainbusting mission this phase; only one per hex per phase.`,
      }
    return null
  }
  if (a.mission === 'hipShoot') {
    // One aircraft of a nationality the game lists, never a Strategic Bomber, with a correct
    // spotter; any target, and no limit of one a hex a phase (14.7d A–D, 14.1e B).
    if (a.aircraft.length !== 1)
      return {
        rule: '14.7d',
        message: `aircraft: got ${a.aircraft.length} aircraft, expected one: a Hip Shoot is made by a single aircraft (14.7d B).`,
      }
    const c = counter(s, a.aircraft[0])
    if (c.types.includes('S'))
      return {
        rule: '14.1e',
        message: `${nameOf(s, c.id)} is a Strategic Bomber: it never hip shoots (14.1e B).`,
      }
    if (!c.hipShoot)
      return {
        rule: '14.7d',
        message: `${nameOf(s, c.id)} is not of a nationality the game-specific rules list as able to hip shoot (14.7d B; the scenario's \`hipShoot\` on the aircraft).`,
      }
    if (!(s.scenario.spotters?.[ph.side] ?? []).includes(a.hex))
      return {
        rule: '14.7d',
        message: `hex: no correct spotter of the ${sideName(s, ph.side)} sees ${a.hex}; a Hip Shoot requires one (14.7d C, 10.0b; the scenario's \`spotters\`).`,
      }
    return null
  }
  if (a.mission === 'barrage') {
    if (baseAt(s, a.hex)?.side !== enemy)
      return {
        rule: '14.7',
        message: `hex: ${a.hex} holds no enemy air base; Sortie plays barrages of enemy air bases only so far (ground units are not in OCS scenarios yet).`,
      }
    if (s.barraged.includes(a.hex))
      return {
        rule: '14.7',
        message: `hex: ${a.hex} has been barraged this phase; a hex can be barraged just once in a phase.`,
      }
  }
  return null
}

/**
 * Why an aircraft may not refit now, or null: in an Aircraft Refit Phase, an Inactive aircraft of
 * the phase's side at an air base the scenario gives refits to, within that number this phase and
 * the base's Active limit of 4 + Level (14.1d, 14.2a; the numbers of 15.0 are the players').
 */
export function refitProblem(
  s: OcsState,
  a: Extract<OcsAction, { type: 'refit' }>,
): { rule: string; message: string } | null {
  const ph = currentPhase(s)
  if (ph.kind !== 'refit')
    return {
      rule: '14.1d',
      message: `${ph.name} is a ${ph.kind} phase: aircraft refit in an Aircraft Refit Phase.`,
    }
  if (!s.scenario.refit)
    return {
      rule: '15.0',
      message: `refit: the scenario gives no refit numbers (its \`refit\` field: air base → aircraft a phase), and 15.0 is not in the rules text Sortie has.`,
    }
  if (typeof a.aircraft !== 'string' || !isAircraft(s, a.aircraft))
    return {
      rule: '15.0',
      message: `aircraft: got ${JSON.stringify(a.aircraft)}, expected the id of an aircraft of the scenario.`,
    }
  const c = counter(s, a.aircraft)
  const x = s.aircraft[a.aircraft]
  if (c.side !== ph.side)
    return {
      rule: '15.0',
      message: `${nameOf(s, c.id)} is ${sideName(s, c.side)}'s: ${ph.name} refits the ${sideName(s, ph.side)}'s aircraft.`,
    }
  if (x.steps <= 0) return { rule: '14.1b', message: `${nameOf(s, c.id)} is eliminated (Dead Pile).` }
  if (x.mode !== 'inactive')
    return {
      rule: '14.1d',
      message: `${nameOf(s, c.id)} is Active already: refit makes Inactive aircraft Active.`,
    }
  const limit = s.scenario.refit[x.base] ?? 0
  const used = (s.refitted ?? []).filter((id) => s.aircraft[id].base === x.base).length
  if (used >= limit)
    return {
      rule: '15.0',
      message: `${x.base} has refit ${used} of the ${limit} aircraft the scenario gives it this phase.`,
    }
  const base = baseAt(s, x.base)
  const active = s.scenario.aircraft.filter((y) => {
    const z = s.aircraft[y.id]
    return y.side === c.side && z.steps > 0 && z.mode === 'active' && z.flying === null && z.base === x.base
  }).length
  if (base && active >= activeLimit(base.level))
    return {
      rule: '14.2a',
      message: `${x.base} holds ${active} Active aircraft, its limit of ${activeLimit(base.level)} (four plus Level ${base.level}).`,
    }
  return null
}

export function applyOcs(s: OcsState, a: OcsAction): Applied<OcsState, OcsEvent> {
  const p = s.pending
  if (p.kind === 'over') return refuse(p.rule, 'The scenario is over: no action is accepted.')
  const expected = EXPECTED[p.kind]
  if (a?.type === 'abort' && s.combat?.step === 'rounds')
    return refuse(
      '14.3d B',
      `No voluntary abort once the Air Combat over ${s.combat.hex} has started: it goes on until one side is alone or no aircraft may attack.`,
    )
  if (!a || typeof a !== 'object' || !expected.includes(a.type))
    return refuse(
      p.rule,
      `The ${p.kind} decision is due; got the action ${JSON.stringify(a?.type)}, expected ${expected.map((t) => `"${t}"`).join(' or ')}.`,
    )
  const ev: OcsEvent[] = []
  const done = (next: OcsState): Applied<OcsState, OcsEvent> => ({
    ok: true,
    state: advance(next, ev),
    events: ev,
  })
  switch (a.type) {
    case 'endSegment': {
      const ph = currentPhase(s)
      if (s.segment + 1 < ph.segments.length) {
        ev.push({
          type: 'segment',
          text: `${ph.name}: the ${ph.segments[s.segment + 1]} segment begins.`,
          side: ph.side,
        })
        // The unloading limit counts per Movement Segment (14.9f).
        return done({ ...s, segment: s.segment + 1, ...(s.unloaded ? { unloaded: {} } : {}) })
      }
      const next = s.scenario.phases[s.phase + 1]
      ev.push({
        type: 'phase',
        text: next
          ? `${ph.name} ends; ${next.name} begins.`
          : `${ph.name} ends: the last phase of the scenario.`,
        side: ph.side,
      })
      const aircraft = Object.fromEntries(
        Object.entries(s.aircraft).map(([id, x]) => [id, x.flown ? { ...x, flown: false } : x]),
      )
      return done({
        ...s,
        phase: s.phase + 1,
        segment: 0,
        barraged: [],
        aircraft,
        ...(s.unloaded ? { unloaded: {} } : {}),
        ...(s.trainbusted ? { trainbusted: [] } : {}),
        ...(s.refitted ? { refitted: [] } : {}),
      })
    }
    case 'refit': {
      const why = refitProblem(s, a)
      if (why) return refuse(why.rule, why.message)
      const x = s.aircraft[a.aircraft]
      const limit = s.scenario.refit![x.base]
      const done_ = [...(s.refitted ?? []), a.aircraft]
      const used = done_.filter((id) => s.aircraft[id].base === x.base).length
      ev.push({
        type: 'refit',
        text: `${nameOf(s, a.aircraft)} refits at ${x.base} and becomes Active (14.1d); ${used} of the ${limit} refits the scenario gives this base (15.0 is not in the rules text Sortie has: the numbers are the players', and so is the supply it costs).`,
        rule: '15.0',
        side: p.side,
      })
      return done({
        ...s,
        aircraft: { ...s.aircraft, [a.aircraft]: { ...x, mode: 'active' } },
        refitted: done_,
      })
    }
    case 'mission': {
      const why = missionProblem(s, a)
      if (why) return refuse(why.rule, why.message)
      const n = s.missions + 1
      const aircraft = { ...s.aircraft }
      for (const id of a.aircraft) aircraft[id] = { ...aircraft[id], flying: a.hex, flown: true }
      ev.push({
        type: 'mission',
        text: `Mission ${n} (${sideName(s, p.side)}): ${a.mission === 'transport' || a.mission === 'drop' ? 'an' : 'a'} ${MISSION_WORDS[a.mission]} ${a.mission === 'transfer' || a.mission === 'transport' ? 'to' : a.mission === 'drop' ? 'over' : 'of'} ${a.hex} is declared; it moves ${a.aircraft.map((id) => `${nameOf(s, id)} from ${s.aircraft[id].base}`).join(', ')} there (14.2f A–B).`,
        rule: '14.2f',
        side: p.side,
      })
      return done({
        ...s,
        aircraft,
        missions: n,
        barraged: a.mission === 'barrage' ? [...s.barraged, a.hex] : s.barraged,
        ...(a.mission === 'trainbusting' ? { trainbusted: [...(s.trainbusted ?? []), a.hex] } : {}),
        mission: {
          n,
          side: p.side,
          type: a.mission,
          hex: a.hex,
          aircraft: [...a.aircraft],
          step: 'C',
          returning: [],
          fire: NO_FIRE,
          ...(a.mission === 'transport' || a.mission === 'drop' ? { load: null } : {}),
        },
      })
    }
    case 'abort': {
      if (p.kind !== 'preAbort' && p.kind !== 'postAbort') break
      if (!Array.isArray(a.aircraft))
        return refuse(
          p.rule,
          `aircraft: got ${JSON.stringify(a.aircraft)}, expected a list of aircraft ids (may be empty).`,
        )
      for (const id of a.aircraft)
        if (!p.choices.includes(id))
          return refuse(
            p.rule,
            `aircraft: got ${JSON.stringify(id)}, expected one of ${sideName(s, p.side)}'s aircraft in the Air Combat: ${p.choices.join(', ')}.`,
          )
      if (new Set(a.aircraft).size !== a.aircraft.length)
        return refuse(p.rule, `aircraft: got ${JSON.stringify(a.aircraft)}, expected each aircraft once.`)
      if (p.choices.length - a.aircraft.length < p.keep)
        return refuse(
          '14.3d A',
          `aircraft: got all ${p.choices.length} of ${sideName(s, p.side)}'s aircraft, expected at most ${p.choices.length - p.keep}: at least one air unit must stay Active and fight.`,
        )
      let next = s
      const pre = p.kind === 'preAbort'
      for (const id of a.aircraft)
        next = abortAircraft(
          next,
          id,
          ev,
          pre ? 'aborts voluntarily before the Air Combat' : 'aborts voluntarily after the Air Combat',
          pre ? '14.3d A' : '14.3d C',
        )
      if (!a.aircraft.length)
        ev.push({
          type: 'noAbort',
          text: `${sideName(s, p.side)}: no voluntary abort (${p.rule}).`,
          rule: p.rule,
          side: p.side,
        })
      return done({ ...next, combat: { ...next.combat!, answered: [...next.combat!.answered, p.side] } })
    }
    case 'pick': {
      if (p.kind !== 'pickAttacker' && p.kind !== 'pickDefender') break
      const r = s.combat!.round!
      if (!p.choices.includes(a.aircraft)) {
        if (p.kind === 'pickAttacker' && combatants(s, p.side).includes(a.aircraft))
          return refuse(
            '14.3a',
            `${nameOf(s, a.aircraft)} has a parenthesized rating and cannot initiate Air Combat; the attacker picks one of ${p.choices.map((id) => nameOf(s, id)).join(', ')} (14.3e B).`,
          )
        return refuse(
          p.rule,
          `aircraft: got ${JSON.stringify(a.aircraft)}, expected one of ${p.choices.join(', ')}.`,
        )
      }
      ev.push({
        type: 'pick',
        text: `Round ${r.n}, ${p.kind === 'pickAttacker' ? 'attacker' : 'defender'} (${sideName(s, p.side)}): ${nameOf(s, a.aircraft)} (14.3e B).`,
        rule: '14.3e B',
        side: p.side,
      })
      const round = p.kind === 'pickAttacker' ? { ...r, atk: a.aircraft } : { ...r, def: a.aircraft }
      return done({ ...s, combat: { ...s.combat!, round } })
    }
    case 'roll': {
      if (p.kind !== 'roll') break
      if (!Array.isArray(a.values) || a.values.length !== p.count || !a.values.every((v) => isValidFace(v)))
        return refuse(
          p.rule,
          `values: got ${JSON.stringify(a.values)}, expected ${p.count} die face${p.count > 1 ? 's' : ''} from 1 to 6.`,
        )
      ev.push({
        type: 'dice',
        text: `${sideName(s, p.side)}: ${a.values.join(' and ')} rolled for ${p.what} (${p.rule}).`,
        rule: p.rule,
        side: p.side,
      })
      if (!s.combat) return done(withFireDice(s, a.values))
      const r = s.combat.round!
      return done(r.dice === null ? withDice(s, a.values) : withLossDie(s, a.values[0]))
    }
    case 'chart': {
      if (p.kind !== 'chartLookup') break
      const problem = chartAnswerProblem(p.chart, a.result)
      if (problem) return refuse(p.rule, problem)
      if (!s.combat) {
        const unfit = fireAnswerProblem(s, p.chart, a.result)
        if (unfit) return refuse(p.rule, unfit)
        // A Flak, Mission Loss or Barrage chart cell (14.4e–f, 14.7): kept for the roll taken up again.
        ev.push({
          type: 'chartAnswer',
          text: `${sideName(s, p.side)}: ${JSON.stringify(a.result)} read off the ${p.chart.name}, ${p.chart.cell}, from your own chart (${p.rule}).`,
          rule: p.rule,
          side: p.side,
        })
        return done(withFireAnswer(s, p.chart, a.result))
      }
      const fixed = ACT_FIXED_POINTS.find((f) => f.row === p.chart.row)
      if (fixed && !(fixed.accept as readonly string[]).includes(a.result))
        return refuse(
          '14.3e',
          `result: got ${JSON.stringify(a.result)}, expected ${fixed.accept.map((v) => JSON.stringify(v)).join(' or ')}: the rules' example fixes this row (${fixed.source}).`,
        )
      ev.push({
        type: 'chartAnswer',
        text: `${sideName(s, p.side)}: ${JSON.stringify(a.result)} read off the Air Combat Table, modified roll ${p.chart.row}, from your own chart (14.3e C).`,
        rule: '14.3e C',
        side: p.side,
      })
      return done(withChartResult(s, a.result as AirCombatResult))
    }
    case 'intercept': {
      if (p.kind !== 'intercept') break
      const m = s.mission!
      const next = { ...s, mission: { ...m, step: 'E' as const } }
      if (a.aircraft === null) {
        ev.push({
          type: 'noIntercept',
          text: `${sideName(s, p.side)}: no Interception (14.5).`,
          rule: '14.5',
          side: p.side,
        })
        return done(next)
      }
      if (!p.choices.includes(a.aircraft))
        return refuse(
          '14.5',
          `aircraft: got ${JSON.stringify(a.aircraft)}, expected null (decline) or one Active Fighter whose Patrol Zone covers ${m.hex}: ${p.choices.join(', ')}.`,
        )
      ev.push({
        type: 'intercept',
        text: `${nameOf(s, a.aircraft)} intercepts from ${s.aircraft[a.aircraft].base} (14.5).`,
        rule: '14.5',
        side: p.side,
      })
      const flying = {
        ...next,
        aircraft: { ...next.aircraft, [a.aircraft]: { ...next.aircraft[a.aircraft], flying: m.hex } },
      }
      const fought = startCombat(flying, m.hex, p.side, a.aircraft, ev)
      // No combat (every rating parenthesized, 14.3a): the Fighter goes home as it left.
      return done(
        fought.combat
          ? fought
          : {
              ...fought,
              aircraft: {
                ...fought.aircraft,
                [a.aircraft]: { ...fought.aircraft[a.aircraft], flying: null },
              },
            },
      )
    }
    case 'returnBase': {
      if (p.kind !== 'returnBase') break
      if (a.aircraft !== p.aircraft)
        return refuse(
          p.rule,
          `aircraft: got ${JSON.stringify(a.aircraft)}, expected "${p.aircraft}", whose return is due.`,
        )
      if (!p.choices.includes(a.base))
        return refuse(
          '14.1c',
          `base: got ${JSON.stringify(a.base)}, expected a friendly air base within ${nameOf(s, p.aircraft)}'s range: ${p.choices.join(', ')}.`,
        )
      return done(land(s, p.aircraft, a.base, ev))
    }
    case 'load': {
      if (p.kind !== 'load') break
      const why = loadProblem(s, p, a)
      if (why) return refuse(why.rule, why.message)
      return done(
        takeLoad(
          s,
          {
            cargo: [...a.cargo],
            options: { ...a.options },
            ...(a.tow && Object.keys(a.tow).length ? { tow: { ...a.tow } } : {}),
            ...(a.onGliders?.length ? { onGliders: [...a.onGliders] } : {}),
          },
          ev,
        ),
      )
    }
    case 'cargoLoss': {
      if (p.kind !== 'cargoLoss') break
      const why = cargoLossProblem(s, p, a)
      if (why) return refuse('14.4g', why)
      return done(
        destroyCargo(
          s,
          a.cargo,
          `${sideName(s, p.side)} keeps ${p.keep}T of cargo, what the mission now carries (${p.capacity}T, rounded in favour of the cargo).`,
          ev,
        ),
      )
    }
    case 'flakLoss': {
      if (p.kind !== 'flakLoss') break
      if (!p.choices.includes(a.aircraft))
        return refuse(
          '14.4f',
          `aircraft: got ${JSON.stringify(a.aircraft)}, expected one of the aircraft the Mission Loss Table leaves to choose from: ${p.choices.join(', ')}.`,
        )
      ev.push({
        type: 'flakLossChoice',
        text: `${sideName(s, p.side)}: ${nameOf(s, a.aircraft)} takes the Flak loss (14.4f).`,
        rule: '14.4f',
        side: p.side,
      })
      return done(takeFlakLoss(s, a.aircraft, ev))
    }
  }
  return refuse(
    p.rule,
    `The ${p.kind} decision is due; the action ${JSON.stringify(a.type)} does not answer it.`,
  )
}

export { attackers }
