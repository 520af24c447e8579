// The sequence of play of a monthly turn (spec §16 (viii), §3): Strategic Warfare (skipped unless
// the scenario plays it), the Naval and Air Phase of each side, the Offensive Phase (sides
// alternate one Offensive at a time until every side has passed in a row), Movement (no air) and
// the End Phase; then commitment is reset and a new month begins. Phases without a decision for
// the air module are passed through with a line in the log. The scenario's `end` stops the walk.
import { clearPhaseMarks, landUnitsNow } from '../land'
import { clearNavalPhase } from './seaRecon'
import { clearLandRecon, landReconField } from './landRecon'
import { asBuilt, lazyFields } from './lazyFields'
import { emptyNaval, shipPosition } from '../naval/ships'
import type { Phase } from '../scenario/schema'
import type { OffensiveOption, Pending, SideId } from '../types'
import { emit, names, refuse, sideName, type Tx } from './core'
import { maybeUnsettled } from './derived'
import { mutBasing, mutUnit } from './draft'
import { overText, scenarioEnded } from './summary'
import { newLandOffensive } from './landOffensive'
import { seaOffensiveFlotillas } from './navalMove'
import { debarkField, endPhaseDebark, movementPhaseDebark } from './seaTransport'

import { completeGrassAirfields, grassOption } from './grassAirfields'
import { beginStrategicBombing } from './strategicStep'
import { beginSurfaceRaiders } from './surfaceRaiders'
import { raidsPlayed } from '../missions/strategicTargets'
import { beginWeatherPhase, weatherAtStart } from './weatherPhase'
import { DEFAULT_OFFENSIVES } from './offensiveTrack'
import { askInitiative, endPhaseOrder, type InitiativePhase } from './initiative'
import {
  airOptionNations,
  checkPowers,
  combinedOption,
  declarationText,
  powersPlayed,
} from './airOffensivePowers'
import { airstripWords } from '../variant'
export { DEFAULT_OFFENSIVES }

const ORDER: readonly Phase[] = ['strategicWarfare', 'navalAndAir', 'offensive', 'movement', 'end']

export const PHASE_NAMES: Record<Phase, string> = {
  strategicWarfare: 'the Strategic Warfare Phase',
  navalAndAir: 'the Naval and Air Phases',
  offensive: 'the Offensive Phase',
  movement: 'the Movement Phase',
  end: 'the End Phase',
}

/** The first decision of a new game: its start phase begins, or the walk goes on to the next phase with decisions. */
export function beginGame(t: Tx): void {
  if (weatherAtStart(t.s.scenario))
    return void beginWeatherPhase(t, t.s.turn.phase === 'navalAndAir' ? 'none' : 'enter') // APTO Part 1: the month's weather first
  if (t.s.turn.phase === 'navalAndAir') return // the phasing side of the scenario's start plays first
  if (!enterPhase(t)) phaseOver(t)
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
export function monthName(m: number): string {
  return MONTHS[m - 1] ?? String(m)
}

/** Whether the scenario plays every phase of the turn, or only the Naval and Air Phases (saves of older versions). */
function fullSequence(t: Tx): boolean {
  return t.s.scenario.options.offensivePhase
}

/** The scenario's `end` names this phase of this month: the game ends when it is over. */
function endsAfter(t: Tx, phase: Phase): boolean {
  const end = t.s.scenario.end
  return end?.phase === phase && end.year === t.s.turn.year && end.month === t.s.turn.month
}

/** Current commitment that lasts "until the end of the Phase" is cleared (4.27 NOTE, A-14; Offensive Phase, 4.27). */
function clearEndOfPhase(t: Tx): void {
  clearNavalPhase(t) // located ships and reconnaissance attempts last one Phase (4.10)
  clearLandRecon(t) // land reconnaissance attempts and what they showed last the Offensive Phase (4.11)
  for (const id of maybeUnsettled(t.s)) {
    const u = t.s.units[id]
    if (u.commitment === 'current' && u.clearsAt === 'endOfPhase') {
      const m = mutUnit(t.s, id)
      m.commitment = 'none'
      m.clearsAt = null
    }
  }
}

/** The last Air Movement Step of the Naval and Air Phase is over: every "(Current)" marker still kept for it goes (4.27; APTO D94). */
function clearLastAirStep(t: Tx): void {
  const cleared: string[] = []
  for (const id of maybeUnsettled(t.s)) {
    const u = t.s.units[id]
    if (u.commitment === 'current' && u.clearsAt === 'endOfNavalAndAir') {
      const m = mutUnit(t.s, id)
      m.commitment = 'none'
      m.clearsAt = null
      cleared.push(id)
    }
  }
  if (cleared.length)
    emit(t, {
      type: 'commitment',
      text: `The last Air Movement Step of the Naval and Air Phase is over: ${names(t, cleared)} ${cleared.length === 1 ? 'is' : 'are'} uncommitted again (4.27; APTO D94).`,
      rule: '4.27',
      units: cleared,
    })
}

function over(t: Tx): void {
  // The game is over: units that returned to an over-stacked base stay at the bottom of its stack; no owner is asked to place them (4.8).
  if (t.s.basing?.placing) delete mutBasing(t.s).placing
  emit(t, { type: 'scenarioOver', text: overText(t.s), rule: '4.1', side: t.s.turn.phasingSide })
}

/**
 * A side's Air Movement Step of the Naval and Air (or Strategic Warfare) Phase is over: the next
 * side's, or the next phase. (An Air Offensive's Step ends through `offensiveOver`.)
 */
export function sideStepOver(t: Tx): void {
  clearEndOfPhase(t)
  if (scenarioEnded(t.s)) return over(t) // `end.afterPhases` Naval and Air Phases played
  if (beginSurfaceRaiders(t)) return // APTO [viii]: Japan's Air Interdiction Step is followed by its Surface Raider Step (2.21)
  nextSideStep(t)
}

/** The Japanese Surface Raider Step is over (D-RAIDERS answered): the next side's step, or the next phase (APTO [viii], 2.21). */
export function surfaceRaidersOver(t: Tx): void {
  nextSideStep(t)
}

function nextSideStep(t: Tx): void {
  const turn = t.s.turn
  const i = turn.sideOrder.indexOf(turn.phasingSide)
  if (i < turn.sideOrder.length - 1) {
    turn.phasingSide = turn.sideOrder[i + 1]
    return announce(t)
  }
  phaseOver(t)
}

/** The scenario has Convoy or Merchant Shipping Routes to interdict in the Strategic Warfare Phase (APTO 2.13, 2.26). */
function interdictionPlayed(t: Tx): boolean {
  return !!(t.s.scenario.convoyRoutes?.length || t.s.scenario.merchantRoutes?.length)
}

/**
 * The Strategic Bombing Step is over, every side having declined (2.5): the rest of the Strategic
 * Warfare Phase — each side's step, where Japan interdicts the Convoy Routes and the Allies the
 * Merchant Shipping Routes (2.13, 2.26), when the scenario has routes; else the phase is over.
 */
export function strategicBombingOver(t: Tx): void {
  if (!interdictionPlayed(t)) return phaseOver(t)
  t.s.turn.phasingSide = t.s.turn.sideOrder[0]
  announce(t)
}

/** The whole of the current phase is over (every side): on to the next phase with decisions. */
export function phaseOver(t: Tx): void {
  const turn = t.s.turn
  for (let guard = 0; guard < 20; guard++) {
    if (turn.phase === 'navalAndAir') clearLastAirStep(t)
    clearEndOfPhase(t)
    if (endsAfter(t, turn.phase)) {
      turn.ended = true
      return over(t)
    }
    const i = ORDER.indexOf(turn.phase)
    if (i === ORDER.length - 1) {
      newMonth(t)
      if (beginWeatherPhase(t, 'enter')) return // APTO viii: the Weather Phase comes first in a month
    } else turn.phase = ORDER[i + 1]
    if (enterPhase(t)) return
  }
  throw new Error('no phase with decisions in a whole turn')
}

/** A new monthly turn: every commitment marker is removed (4.1, 4.27; A-63). */
function newMonth(t: Tx): void {
  const turn = t.s.turn
  turn.month = turn.month === 12 ? 1 : turn.month + 1
  if (turn.month === 1) turn.year++
  turn.phase = ORDER[0]
  for (const id of maybeUnsettled(t.s)) {
    if (t.s.units[id].commitment !== 'none') {
      const m = mutUnit(t.s, id)
      m.commitment = 'none'
      m.clearsAt = null
    }
  }
  if (t.s.naval?.endStart) delete t.s.naval.endStart // the End Phase is over
  if (t.s.carrierStatus) delete t.s.carrierStatus // the End of Turn Step removes every Standby and Active chit (Part 3)
  emit(t, {
    type: 'turn',
    text: `A new monthly turn begins: ${monthName(turn.month)} ${turn.year}; every commitment marker is removed (4.27).`,
    rule: '4.27',
  })
}

/**
 * Begins the current phase: true if it has decisions (then it is announced), false if it is
 * passed through (then the log says why, when the scenario plays every phase).
 */
export function enterPhase(t: Tx): boolean {
  const turn = t.s.turn
  const full = fullSequence(t)
  switch (turn.phase) {
    case 'strategicWarfare':
      if (!t.s.scenario.options.strategicWarfarePhase) {
        if (full)
          emit(t, {
            type: 'phase',
            text: 'Strategic Warfare Phase: not played in this scenario (Part 2; spec §16).',
            rule: '4.1',
          })
        return false
      }
      // APTO Part 2: the raids of the Strategic Bombing Step first (2.2), then each side's step (its interdiction, 2.13, 2.26)
      if (raidsPlayed(t.s)) {
        if (beginStrategicBombing(t)) return true
        if (!interdictionPlayed(t)) return false
      }
      turn.phasingSide = turn.sideOrder[0]
      announce(t)
      return true
    case 'navalAndAir':
      if (askInitiative(t, 'navalAndAir')) return true // the Initiative side chooses who goes first (APTO [viii])
      turn.phasingSide = turn.sideOrder[0]
      announce(t)
      return true
    case 'offensive': {
      if (!full) return false
      if (askInitiative(t, 'offensive')) return true
      beginOffensivePhase(t, t.s.scenario.context.initiativeSide ?? turn.sideOrder[0])
      return true
    }
    case 'movement':
      if (full)
        emit(t, {
          type: 'phase',
          text: 'Movement Phase: land and naval movement; no air missions (Part 4 has none in this phase).',
          rule: '4.1',
        })
      movementPhaseDebark(t) // APTO 3.24: air units aboard docked STPs go ashore where there is room
      return false
    case 'end': {
      completeGrassAirfields(t) // placed this turn: completed in the End Phase (4.3)
      endPhaseDebark(t) // APTO 3.24 NOTE: nothing stays aboard a docked STP beyond the Movement Phase
      const ships = t.s.scenario.navalUnits.filter((d) => !t.s.naval?.ships[d.id]?.sunk)
      if (!t.s.scenario.options.endPhaseNavalMoves || !ships.length) {
        if (full)
          emit(t, {
            type: 'phase',
            text: t.s.scenario.options.endPhaseNavalMoves
              ? 'End Phase: no ship afloat, so no naval movement and no air-naval strike (4.1, 4.15).'
              : 'End Phase: no naval unit moves in this version, so no air-naval strike is possible (4.1, 4.15).',
            rule: '4.1',
          })
        return false
      }
      // Each side in turn moves its ships; the other strikes only those that moved into its bombers' range (4.1, 4.15).
      const naval = (t.s.naval ??= emptyNaval())
      naval.endStart = Object.fromEntries(ships.map((d) => [d.id, shipPosition(t.ctx, t.s, d.id).loc]))
      turn.sideOrder = endPhaseOrder(t) // the side holding the Initiative moves its ships first (APTO [3.14])
      turn.phasingSide = turn.sideOrder[0]
      announce(t)
      return true
    }
  }
}

function beginOffensivePhase(t: Tx, first: SideId): void {
  t.s.offensivePhase = { turn: first, passes: 0, used: {}, current: null }
  t.s.turn.phasingSide = first // the side to declare (or fly) its Offensive is the phasing side
  emit(t, {
    type: 'phase',
    text: `Offensive Phase: the sides take turns to declare one Offensive or pass, ${sideName(t, first)} first, until every side has passed in a row (4.25).`,
    rule: '4.25',
    side: first,
  })
}

/** The phase the Initiative side has just chosen the first side of begins with that side (APTO [viii]). */
export function beginChosenPhase(t: Tx, phase: InitiativePhase): void {
  if (phase === 'offensive') return beginOffensivePhase(t, t.s.turn.sideOrder[0])
  t.s.turn.phasingSide = t.s.turn.sideOrder[0]
  announce(t)
}

function announce(t: Tx): void {
  const turn = t.s.turn
  const sw = turn.phase === 'strategicWarfare'
  emit(t, {
    type: 'phase',
    text: sw
      ? `${sideName(t, turn.phasingSide)} Strategic Warfare Phase: every unit launched becomes Previously Committed (4.27).`
      : turn.phase === 'end'
        ? `${sideName(t, turn.phasingSide)} End Phase: its ships move; the enemy may strike only those that move into its bombers' range (4.1, 4.15).`
        : `${sideName(t, turn.phasingSide)} Naval and Air Phase: Air Movement Step ${turn.step + 1} (4.1).`,
    rule: sw ? '4.27' : '4.1',
    side: turn.phasingSide,
  })
}

// ------------------------------------------------------------------ the Offensive Phase

function offensivesLeft(t: Tx, side: SideId): number {
  const op = t.s.offensivePhase!
  const allowed = t.s.scenario.context.offensives?.[side] ?? DEFAULT_OFFENSIVES
  return Math.max(0, allowed - (op.used[side] ?? 0))
}

function nextSide(t: Tx, side: SideId): SideId {
  const order = t.s.turn.sideOrder
  return order[(order.indexOf(side) + 1) % order.length]
}

export function offensiveOptions(t: Tx, side: SideId, grass = true): OffensiveOption[] {
  const left = offensivesLeft(t, side)
  const none =
    left === 0 ? `${sideName(t, side)} has no Offensive left this turn (the Offensive Track).` : null
  const combined = combinedOption(t, side, left, none) // (4.25; APTO D84)
  return [
    none
      ? { kind: 'air', name: 'Air Offensive', rule: '4.25', available: false, reason: none }
      : { kind: 'air', name: 'Air Offensive', rule: '4.25', available: true, ...airOptionNations(t, side) },
    ...(combined ? [combined] : []),
    landOption(t, side, none),
    ...(t.s.scenario.options.seaOffensives ? [seaOption(t, side, none)] : []),
    ...(grass ? [grassOption(t, side, none)].filter((o) => o !== null) : []), // its sites are many to look at
  ]
}

function seaOption(t: Tx, side: SideId, none: string | null): OffensiveOption {
  const base = { kind: 'sea' as const, name: 'Sea Offensive', rule: '4.15' }
  if (none) return { ...base, available: false, reason: none }
  if (!seaOffensiveFlotillas(t, side).length)
    return {
      ...base,
      available: false,
      reason: `${sideName(t, side)} has no flotilla afloat that has not been Activated this phase (Part 3).`,
    }
  return { ...base, available: true }
}

function landOption(t: Tx, side: SideId, none: string | null): OffensiveOption {
  const base = { kind: 'land' as const, name: 'Land Offensive', rule: '4.22' }
  if (none) return { ...base, available: false, reason: none }
  const own = landUnitsNow(t.s).some((l) => t.ctx.nationSide.get(l.nation) === side)
  if (!own)
    return {
      ...base,
      available: false,
      reason: `${sideName(t, side)} has no land unit on the map to attack with (Part 5).`,
    }
  return { ...base, available: true }
}

/** D-OFF-DECLARE for the side whose turn it is, or null when an Offensive is under way. */
export function offensiveDecision(t: Tx): Pending | null {
  const op = t.s.offensivePhase
  if (!op || op.current) return null
  const side = op.turn
  // The options (grass airfields' sites among them) and land reconnaissance targets: worked out when read (lazyFields.ts).
  const done = asBuilt(t)
  return lazyFields(
    {
      kind: 'offensive' as const,
      side,
      left: offensivesLeft(t, side),
      ...debarkField(t, side), // APTO 3.24: air units aboard docked STPs an Air Offensive may debark
      rule: '4.25',
      prompt: 'Declare an Offensive, or pass: the Offensive Phase ends when every side has passed in a row.',
    },
    {
      options: () => offensiveOptions(done(), side),
      landRecon: () => landReconField(done(), side).landRecon,
    },
  )
}

export function actDeclareOffensive(t: Tx, kind: unknown, nations?: unknown): void {
  const op = t.s.offensivePhase!
  const side = op.turn
  if (kind === 'grass' && t.s.scenario.options.grassAirfields)
    refuse(
      '4.3',
      `A ${airstripWords(t.s.scenario).name} is built with "buildGrassAirfield" and the hex (and the building nation when several may): { "type": "buildGrassAirfield", "hex": "1203" } (4.3).`,
    )
  const declarable = offensiveOptions(t, side, false) // a grass airfield is built with its own action (4.3)
  const opt = declarable.find((o) => o.kind === kind)
  if (!opt && kind === 'combinedAir' && powersPlayed(t.s)) {
    checkPowers(t, side, kind, nations, offensivesLeft(t, side)) // why these powers may not combine (4.25)
    refuse(
      '4.25',
      `${sideName(t, side)} has fewer than two major powers with air units: no Combined Air Offensive (4.25).`,
    )
  }
  if (!opt)
    refuse(
      '4.25',
      `An Offensive is ${declarable
        .map((o) => `"${o.kind}"`)
        .join(', ')
        .replace(/, ([^,]*)$/, ' or $1')} (got ${JSON.stringify(kind)}).`,
    )
  if (!opt.available) refuse(opt.rule, opt.reason ?? 'That Offensive cannot be declared now.')
  if (nations !== undefined && opt.kind !== 'air' && opt.kind !== 'combinedAir')
    refuse('4.25', '"nations" names the powers of an Air Offensive only (4.25).')
  const powers =
    opt.kind === 'air' || opt.kind === 'combinedAir'
      ? checkPowers(t, side, opt.kind, nations, offensivesLeft(t, side))
      : undefined
  op.used[side] = (op.used[side] ?? 0) + Math.max(1, powers?.length ?? 1) // one Offensive per major power of a Combined Air Offensive (4.25)
  op.passes = 0
  if (opt.kind === 'sea') {
    op.current = { kind: 'sea', side, missions: [], sea: { flotilla: null } }
    return emit(t, {
      type: 'offensive',
      text: `${sideName(t, side)} declares a Sea Offensive: one of its flotillas is Activated and moves (naval movement, entered by the players); the enemy may reconnoitre and strike it as it moves, and react with its ships (4.15).`,
      rule: '4.15',
      side,
    })
  }
  if (opt.kind === 'land') {
    op.current = { kind: 'land', side, missions: [], land: newLandOffensive() }
    return emit(t, {
      type: 'offensive',
      text: `${sideName(t, side)} declares a Land Offensive: its Breakthrough, Combat and Exploitation Steps, each with land combats that both sides may support from the air (4.22).`,
      rule: '4.22',
      side,
    })
  }
  op.current = { kind: 'air', side, missions: [], ...(powers ? { powers } : {}) }
  emit(t, {
    type: 'offensive',
    text: powersPlayed(t.s)
      ? declarationText(t, side, powers)
      : `${sideName(t, side)} declares an Air Offensive: up to two missions — bombing installations, Change Base, air transport or air-naval attacks (4.25).`,
    rule: '4.25',
    side,
  })
}

export function actPassOffensive(t: Tx): void {
  const op = t.s.offensivePhase!
  const side = op.turn
  op.passes++
  emit(t, { type: 'passOffensive', text: `${sideName(t, side)} passes (4.25).`, rule: '4.25', side })
  if (op.passes >= t.s.turn.sideOrder.length) {
    emit(t, {
      type: 'offensivePhaseOver',
      text: 'Every side has passed: the Offensive Phase is over; units Current from it are uncommitted again (4.27).',
      rule: '4.27',
    })
    delete t.s.offensivePhase
    clearPhaseMarks(t.s) // Activated and moved land units: only for that Phase (4.23)
    return phaseOver(t)
  }
  op.turn = nextSide(t, side)
  t.s.turn.phasingSide = op.turn
}

/** The Offensive is over (an Air Offensive's units have returned; a Land Offensive's Exploitation Step ended): the next side declares or passes. */
export function offensiveOver(t: Tx): void {
  const op = t.s.offensivePhase!
  const side = op.current!.side
  const name = sideName(t, side)
  const kind = op.current!.kind
  const rule = kind === 'land' ? '4.22' : kind === 'sea' ? '4.15' : '4.25'
  emit(t, {
    type: 'offensiveOver',
    text: `${name}${name.endsWith('s') ? '’' : '’s'} ${kind === 'land' ? 'Land' : kind === 'sea' ? 'Sea' : 'Air'} Offensive is over (${rule}).`,
    rule,
    side,
  })
  op.current = null
  op.turn = nextSide(t, side)
  t.s.turn.phasingSide = op.turn
}

/** The side whose missions are being planned: the Offensive's side in the Offensive Phase, else the phasing side. */
export function planningSide(t: Tx): SideId {
  return t.s.offensivePhase?.current?.side ?? t.s.turn.phasingSide
}
