// The procedure scheduler: after every action it advances automatic work (movement along a
// planned route, skipped windows, dice from the dice source) until a player must decide, and
// records that decision in `state.pending`. One entry point: `apply(state, action)`.
import { drawDie, isValidFace } from '../dice'
import type { Action, ApplyResult, Engagement, GameState, Pending, RuleViolation } from '../types'
import {
  actAttack,
  actDesignate,
  actDump,
  actEndAttacks,
  actRemain,
  actVoluntaryAbort,
  combatDecision,
  resolveRoll,
  startCombat,
} from './airCombat'
import { emit, label, Refusal, refuse, sideName, tx, type Tx } from './core'
import { finishDraft } from './derived'
import { beginDraft } from './draft'
import {
  actAddInterceptors,
  actAnswerCancel,
  actDeclare,
  actLaunchInterceptors,
  actPassWindow,
  actPreCombatPass,
  actProposeCancel,
  depthName,
  dissolve,
  finishEngagement,
  gatherStatus,
  interceptable,
  interceptorOptions,
  otherSide,
  unlaunchedGroups,
  mayProposeCancel,
} from './interception'
import {
  actCollect,
  actLaunch,
  actMove,
  actStop,
  arrive,
  autoRoute,
  collectableAt,
  destination,
  launchOptions,
  mpLimit,
  mpTo,
  stepFlight,
} from './movement'
import { actEndStep, actReturnToBase, returnDecision } from './step'
import { scenarioEnded } from './summary'
import {
  actDeclareOffensive,
  actPassOffensive,
  beginChosenPhase,
  enterPhase,
  monthName,
  phaseOver,
  offensiveDecision,
  offensiveOver,
  PHASE_NAMES,
  planningSide,
  strategicBombingOver,
  surfaceRaidersOver,
} from './sequence'
import { actRaidConvoys, raiderDecision } from './surfaceRaiders'
import { actChooseFirst, initiativeDecision } from './initiative'
import { declineRaids } from './strategicStep'
import { actCaptureBase, actForcedRebase, forcedRebaseDecision } from './forcedRebase'
import { actBuildGrassAirfield, actDemolishGrassAirfield } from './grassAirfields'
import { actStackOrder, stackOrderDecision } from './stackOrder'
import { actChainChangeBase, chainDecision } from './baseChain'
import {
  actDeclareLandCombat,
  actDeclineSupport,
  actEndLandStep,
  landDecision,
  launchedSupport,
} from './landOffensive'
import { actReconnoitre, actReportSighting, reconDecision, reconRoll, reconTargets } from './seaRecon'
import { actDetermineWeather, weatherDecision, weatherRoll } from './weatherPhase'
import { fullWeatherEffects } from '../weather/effects'
import {
  actConcealLand,
  actReconnoitreLand,
  landReconDecision,
  landReconRoll,
  landReconTargets,
} from './landRecon'
import { actNavalInterception, actPassIntensive, intensiveDecision } from './intensive'
import {
  actMoveFlotilla,
  actNavalCombat,
  actPassNavalWindow,
  checkEndPhaseStrike,
  checkWindowPortNaval,
  checkWindowTarget,
  navalInterceptedAt,
  navalWindowDecision,
  seaOffensiveFlotillas,
  seaOffensiveLaunch,
} from './navalMove'
import { actBombard, bombardmentOptions } from '../missions/navalBombardment'
import { actDepleteNaval, actDumpOverboard, actFerry } from './ferry'
import {
  actCounterstrike,
  actDeclineCounterstrike,
  checkCounterstrike,
  counterstrikeDecision,
  counterstrikeField,
  noteCounterstrike,
} from './counterstrike'
import { actFixedTransfer } from './fixedTransfer'
import { actPortNaval, portsUsingArtificialPlaces, settlePorts } from './portNaval'
import { actDebarkStp, actEmbarkStp, actLoseCargo, seaTransportDecision } from './seaTransport'
import {
  MISSION_DECISIONS,
  missionAct,
  missionChoices,
  missionDecision,
  missionProcedure,
  missionRoll,
} from '../missions'
import type { MissionPending } from '../missions/types'
import { actEnterTable } from '../charts'

const ALLOWED: Record<Pending['kind'], Action['type'][]> = {
  ...(MISSION_DECISIONS as Record<MissionPending['kind'], Action['type'][]>),
  offensive: [
    'declareOffensive',
    'passOffensive',
    'reconnoitreLand',
    'buildGrassAirfield',
    'demolishGrassAirfield',
    'captureBase',
    'debarkStp',
  ],
  initiative: ['chooseFirst'],
  surfaceRaiders: ['raidConvoys'],
  landCombat: ['declareLandCombat', 'endLandStep', 'captureBase'],
  groundSupport: ['launch', 'declineSupport'],
  forcedRebase: ['forcedRebase'],
  seaCargoLoss: ['loseCargo'],
  stackOrder: ['stackOrder'],
  baseChain: ['chainChangeBase'],
  plan: [
    'launch',
    'endStep',
    'reconnoitre',
    'moveFlotilla',
    'navalCombat',
    'navalInterception',
    'ferry',
    'dumpOverboard',
    'depleteNaval',
    'portNaval',
    'reconnoitreLand',
    'demolishGrassAirfield',
    'captureBase',
    'fixedTransfer',
    'bombard',
    'embarkStp',
  ],
  reconConceal: ['concealLand'],
  weather: ['determineWeather'],
  navalWindow: ['reconnoitre', 'launch', 'pass', 'navalInterception', 'moveFlotilla', 'portNaval'],
  intensive: ['launch', 'pass'],
  sightingReport: ['reportSighting'],
  move: ['move', 'stop'],
  collect: ['collect'],
  declare: ['declare', 'pass'],
  counterstrike: ['counterstrike', 'pass'],
  launchInterceptors: ['launchInterceptors', 'proposeCancel'],
  preCombat: ['pass', 'addInterceptors', 'launch', 'proposeCancel'],
  acceptCancel: ['acceptCancel', 'refuseCancel'],
  dumpOrdnance: ['dumpOrdnance'],
  designate: ['designate'],
  attack: ['attack', 'endAttacks'],
  roll: ['roll'],
  voluntaryAbort: ['voluntaryAbort'],
  remain: ['remain'],
  continue: ['continue'],
  returnToBase: ['returnToBase'],
  over: [],
}

export function apply(state: GameState, action: Action): ApplyResult {
  const p = state.pending
  if (!action || typeof action !== 'object' || typeof (action as { type?: unknown }).type !== 'string')
    return violation({
      rule: p.rule,
      message: 'An action is an object with a "type", e.g. { "type": "pass" }.',
    })
  if (p.kind === 'over')
    return violation({ rule: p.rule, message: `${p.prompt} No action can be played now.` })
  // The players entering a chart answer no decision: either side, at any decision (charts.ts).
  const anyTime = action.type === 'enterTable'
  if (!anyTime && !ALLOWED[p.kind].includes(action.type)) {
    const who = state.scenario.sides.find((s) => s.id === p.side)?.name ?? p.side
    return violation({
      rule: p.rule,
      message: `${JSON.stringify(action.type)} is not possible now: ${who} must decide — ${p.prompt}`,
    })
  }
  if (!anyTime && action.side !== undefined && action.side !== p.side) {
    const nameOf = (id: unknown) => state.scenario.sides.find((s) => s.id === id)?.name ?? String(id)
    return violation({
      rule: p.rule,
      message: `It is ${nameOf(p.side)}'s decision now, not ${nameOf(action.side)}'s.`,
    })
  }
  const t = tx(beginDraft(state))
  try {
    const doubled = portsUsingArtificialPlaces(t.ctx, state) // ports basing Naval-Air units in the places a docked carrier adds (4.5)
    dispatch(t, action, p)
    const still = settlePorts(t, doubled) // a carrier sailed, damaged or sunk: before the next decision is offered
    advance(t)
    settlePorts(t, still)
    finishDraft(t.s)
  } catch (e) {
    if (e instanceof Refusal) return violation(e.violation)
    throw e
  }
  return { ok: true, state: t.s, events: t.ev }
}

function violation(v: RuleViolation): ApplyResult {
  return { ok: false, violation: v }
}

function topEngagement(t: Tx): Engagement {
  return t.s.engagements[t.s.stack[t.s.stack.length - 1]]
}

function dispatch(t: Tx, a: Action, p: Pending): void {
  const s = t.s
  switch (a.type) {
    case 'launch': {
      if (p.kind === 'preCombat') {
        if (!p.joinMissionFor)
          refuse('4.9', 'Only the side whose mission is intercepted may launch more of it now.')
        actLaunch(t, a, p.side, p.joinMissionFor)
        const e = topEngagement(t) // a launch is not a pass: the other side answers (§7.5, 4.16 Round 1 step 1)
        e.passes = 0
        e.preCombatTurn = otherSide(e, p.side)
        return
      }
      if (p.kind === 'groundSupport') {
        if (a.mission === 'paradrop' && s.scenario.options.paradrops) {
          actLaunch(t, a, p.side, null) // a paradrop, launched in the ground support alternation (4.24)
          return launchedSupport(t, p.side)
        }
        if (a.mission !== undefined && a.mission !== 'groundSupport')
          refuse('4.22', `Only ground support to ${p.hex} is launched now (4.22).`)
        actLaunch(t, { ...a, mission: 'groundSupport' }, p.side, null)
        return launchedSupport(t, p.side)
      }
      if (p.kind === 'intensive') {
        // Carrier-based Naval-Air units strike the intercepting force where their carrier is (4.28).
        if (a.mission !== undefined && a.mission !== 'airNaval')
          refuse(
            '4.28',
            'Only an Intensive Air-Naval Attack on the intercepting force is launched now (4.28).',
          )
        if (!p.bases.some((b) => b.base === a.base))
          refuse(
            '4.28',
            `${JSON.stringify(String(a.base))} is not a carrier of yours at ${p.loc} with Naval-Air units ready (4.28).`,
          )
        const roles = Array.isArray(a.units)
          ? Object.fromEntries(a.units.map((id) => [id, a.roles?.[id] ?? 'bomber']))
          : a.roles
        actLaunch(t, { ...a, mission: 'airNaval', target: p.loc, roles }, p.side, null)
        t.s.naval!.intensive!.flown.push(a.base)
        return
      }
      if (p.kind === 'navalWindow') {
        // An air-naval interception of the flotilla that halts there (4.15).
        if (a.mission !== undefined && a.mission !== 'airNaval')
          refuse(
            '4.15',
            'Only an air-naval interception of the flotilla that has just moved is launched now (4.15).',
          )
        checkWindowTarget(t, p, a.target ?? p.loc, a.inPort ?? p.inPort, 'intercepted')
        if (t.s.naval?.window && navalInterceptedAt(t, t.s.naval.window))
          refuse(
            '4.15',
            `A naval interception has been made at ${p.loc} this Phase: every air-naval interception there comes before it, so none is flown now (4.15).`,
          )
        checkEndPhaseStrike(t, a.base, a.units)
        actLaunch(t, { ...a, mission: 'airNaval', target: p.loc, inPort: p.inPort }, p.side, null)
        return seaOffensiveLaunch(t, p.side, a.base)
      }
      return actLaunch(t, a, p.side, null)
    }
    case 'enterTable':
      return actEnterTable(t, a)
    case 'endStep':
      if (s.strategic?.step) return declineRaids(t) ? strategicBombingOver(t) : undefined // a side declines further raids (2.5)
      return actEndStep(t)
    case 'move':
      checkFlight(p, a.flight)
      return actMove(t, s.active[0], a.path)
    case 'stop':
      checkFlight(p, a.flight)
      if (s.flights[s.active[0]].purpose === 'interception')
        refuse('4.13', 'Interceptors fly on to the engagement.')
      return actStop(t, s.active[0], a.units)
    case 'collect':
      checkFlight(p, a.flight)
      return actCollect(t, s.flights[s.active[0]], a.units, a.roles)
    case 'declare': {
      const counterstrike = p.kind === 'declare' ? checkCounterstrike(t, p, a.counterstrike, a.groups) : [] // against the offer, before the declaration (APTO 4.1)
      actDeclare(t, a.targets, a.groups)
      if (counterstrike.length) noteCounterstrike(t, topEngagement(t), counterstrike)
      return
    }
    case 'counterstrike':
      if (p.kind !== 'counterstrike') return
      return actCounterstrike(t, p, a.target, a.inPort, a.units)
    case 'pass':
      if (p.kind === 'navalWindow') return actPassNavalWindow(t, p.side)
      if (p.kind === 'counterstrike') return actDeclineCounterstrike(t, p)
      if (p.kind === 'intensive') return actPassIntensive(t, p.side)
      return p.kind === 'declare' ? actPassWindow(t) : actPreCombatPass(t, topEngagement(t), p.side)
    case 'launchInterceptors':
      return actLaunchInterceptors(t, topEngagement(t), a.base, a.path)
    case 'addInterceptors':
      if (p.side !== topEngagement(t).declaringSide)
        refuse('4.16', 'Only the intercepting side adds interceptors.')
      return actAddInterceptors(t, topEngagement(t), a.groups)
    case 'proposeCancel':
      return actProposeCancel(t, topEngagement(t), p.side)
    case 'acceptCancel':
    case 'refuseCancel':
      return actAnswerCancel(t, topEngagement(t), p.side, a.type === 'acceptCancel')
    case 'dumpOrdnance':
      return actDump(t, s.combat!, a.units)
    case 'designate':
      return actDesignate(t, s.combat!, a.units)
    case 'attack':
      return actAttack(t, s.combat!, a.attacker, a.target)
    case 'endAttacks':
      return actEndAttacks(t, s.combat!)
    case 'roll':
      if (!isValidFace(a.value))
        refuse(p.rule, `A die shows 1 to 6; ${JSON.stringify(a.value)} is not a die value.`)
      if (s.combat?.roll) return resolveRoll(t, s.combat, a.value, 'manual')
      if (reconRoll(t, a.value)) return
      if (landReconRoll(t, a.value)) return
      if (weatherRoll(t, a.value)) return
      if (!missionRoll(t, a.value)) throw new Error('a roll decision with no die awaited')
      return
    case 'voluntaryAbort':
      return actVoluntaryAbort(t, s.combat!, a.units)
    case 'remain':
      return actRemain(t, s.combat!, a.units)
    case 'continue': {
      if (p.kind !== 'continue') return
      const list = Array.isArray(a.flights)
        ? a.flights
        : refuse('4.13', 'List the flights that continue (an empty list: all discontinue).')
      for (const f of list)
        if (!p.flights.some((o) => o.id === f))
          refuse('4.13', `"${String(f)}" is not a surviving flight of this engagement.`)
      const e = topEngagement(t)
      if (list.length)
        emit(t, {
          type: 'continue',
          text: `${sideName(t, p.side)} continues with ${list.length} flight(s) from ${label(t, e.loc)} (4.13).`,
          rule: '4.13',
          side: p.side,
        })
      return finishEngagement(t, e, list)
    }
    case 'returnToBase':
      return actReturnToBase(t, a.assignments)
    case 'declareOffensive':
      return actDeclareOffensive(t, a.offensive, a.nations)
    case 'chooseFirst':
      return beginChosenPhase(t, actChooseFirst(t, a.first))
    case 'passOffensive':
      return actPassOffensive(t)
    case 'declareLandCombat':
      return actDeclareLandCombat(t, a)
    case 'endLandStep':
      if (actEndLandStep(t)) offensiveOver(t)
      return
    case 'declineSupport':
      return actDeclineSupport(t, p.side)
    case 'forcedRebase':
      if (p.kind !== 'forcedRebase') return
      return actForcedRebase(t, p, a.to)
    case 'reconnoitre':
      if (p.kind === 'navalWindow') checkWindowTarget(t, p, a.target, a.inPort, 'reconnoitred')
      return actReconnoitre(t, a, p.side)
    case 'moveFlotilla':
      return actMoveFlotilla(t, a, p.side)
    case 'navalCombat':
      return actNavalCombat(t, a)
    case 'navalInterception':
      return actNavalInterception(t, a, p.side)
    case 'ferry':
      return actFerry(t, a, p.side)
    case 'fixedTransfer':
      return actFixedTransfer(t, a, p.side)
    case 'dumpOverboard':
      return actDumpOverboard(t, a, p.side)
    case 'depleteNaval':
      return actDepleteNaval(t, a, p.side)
    case 'portNaval':
      if (p.kind === 'navalWindow') checkWindowPortNaval(t, p.side, a.carrier) // only a carrier docking or sailing in a reactive move (4.5; APTO D23)
      return actPortNaval(t, a, p.side)
    case 'reportSighting':
      if (p.kind !== 'sightingReport') return
      return actReportSighting(t, p, a.count, a)
    case 'reconnoitreLand':
      return actReconnoitreLand(t, a, p.side)
    case 'concealLand':
      if (p.kind !== 'reconConceal') return
      return actConcealLand(t, p, a.unit)
    case 'buildGrassAirfield':
      return actBuildGrassAirfield(t, a, p.side)
    case 'demolishGrassAirfield':
      return actDemolishGrassAirfield(t, a, p.side)
    case 'captureBase':
      return actCaptureBase(t, a, p.side)
    case 'stackOrder':
      if (p.kind !== 'stackOrder') return
      return actStackOrder(t, p, a.position)
    case 'chainChangeBase':
      if (p.kind !== 'baseChain') return
      return actChainChangeBase(t, p, a)
    case 'determineWeather':
      return actDetermineWeather(t)
    case 'bombard':
      return actBombard(t, a, p.side, p.kind === 'plan' ? (p.bombard ?? []) : [])
    case 'raidConvoys':
      actRaidConvoys(t, a.ships)
      return surfaceRaidersOver(t) // on to the next side's step of the Strategic Warfare Phase (APTO [viii])
    case 'embarkStp':
      return actEmbarkStp(t, a, p.side)
    case 'debarkStp':
      return actDebarkStp(t, a, p.side)
    case 'loseCargo':
      if (p.kind !== 'seaCargoLoss') return
      return actLoseCargo(t, p, a.units)
    default:
      return missionAct(t, a, p) // an action of a mission's own decision (missions/index.ts)
  }
}

/** Movement decisions concern one flight: an action naming another is refused (4.12). */
function checkFlight(p: Pending, flight: unknown): void {
  if ((p.kind === 'move' || p.kind === 'collect') && flight !== p.flight)
    refuse('4.12', `Flight ${p.flight} is the one moving now; ${JSON.stringify(String(flight))} cannot act.`)
}

/** Runs automatic procedure steps until a player must decide; sets `pending`. */
export function advance(t: Tx): void {
  for (let guard = 0; guard < 1_000_000; guard++) {
    const p = nextDecision(t)
    if (p) {
      t.s.pending = p
      return
    }
  }
  throw new Error('the procedure did not reach a decision')
}

function nextDecision(t: Tx): Pending | null {
  const s = t.s
  // 0. The Weather Phase of a month: D-WEATHER, its dice, then the month's first phase (APTO viii, Part 1).
  const weather = weatherDecision(t)
  if (weather === 'enter') {
    if (!enterPhase(t)) phaseOver(t)
    return null
  }
  if (weather) return weather === 'progress' ? null : weather
  // 0b. STPs sunk under their air units: the cargo they can no longer carry is lost at once (APTO 3.18); End Phase: air units aboard docked STPs go ashore (3.24).
  const cargo = seaTransportDecision(t)
  if (cargo) return cargo === 'progress' ? null : cargo
  // 1. A die to roll (4.16, 4.19).
  if (s.combat?.roll) {
    const d = drawDie(s.dice)
    if (!d) {
      const r = s.combat.roll
      return {
        kind: 'roll',
        side: s.units[r.attacker].side,
        purpose: r.kind === 'attack' ? 'air combat attack' : 'heavy bomber return fire',
        sides: 6,
        rule: r.kind === 'attack' ? '4.16' : '4.19',
        prompt: `Roll one die for ${r.kind === 'attack' ? 'the attack' : 'return fire'} and enter the value (1–6).`,
        engagement: s.combat.engagement,
      }
    }
    s.dice = d.dice
    resolveRoll(t, s.combat, d.value, d.source)
    return null
  }
  // 1a. A sea reconnaissance: its dice, then the Flotilla Sighting Report (4.10).
  const recon = reconDecision(t)
  if (recon) return recon === 'progress' ? null : recon
  // 1a'. A land reconnaissance: its die, then the owner's concealment under a fort chit (4.11).
  const landRecon = landReconDecision(t)
  if (landRecon) return landRecon === 'progress' ? null : landRecon
  // 1b. A mission's decision or die that comes before any interception (evacuation, 4.14).
  const urgent = missionDecision(t, 'urgent')
  if (urgent) return urgent === 'progress' ? null : urgent
  // 1c. A Counterstrike's survivors of its combat may strike a located flotilla (APTO 4.1; D7).
  const counterstrike = counterstrikeDecision(t)
  if (counterstrike) return counterstrike === 'progress' ? null : counterstrike
  // 2. Interception windows, skipped when the side has no eligible interceptor (spec §7.2).
  while (s.windows.length) {
    const w = s.windows[0]
    w.flights = w.flights.filter((id) => interceptable(t, id, w.loc))
    const interceptors = w.flights.length ? interceptorOptions(t, w.side, w.loc) : []
    if (!w.flights.length || (!interceptors.length && !s.scenario.options.askEvenWhenNoInterceptor)) {
      s.windows.shift()
      continue
    }
    const targetUnits = w.flights.flatMap((id) => s.flights[id].units)
    return {
      kind: 'declare',
      side: w.side,
      targets: [...w.flights],
      interceptors,
      trigger: w.trigger,
      rule: '4.13',
      loc: label(t, w.loc),
      prompt: `Enemy flight (${targetUnits.length} unit${targetUnits.length > 1 ? 's' : ''}) ${triggerText(w.trigger)} ${label(t, w.loc)}: intercept or pass.`,
      ...counterstrikeField(t, w.side, interceptors), // (APTO 4.1)
    }
  }
  // 3. Air combat in progress.
  if (s.combat) return combatDecision(t)
  // 4. The moving flight.
  if (s.active.length) {
    const f = s.flights[s.active[0]]
    if (!f || f.status !== 'moving' || !f.units.length) {
      s.active.shift()
      return null
    }
    if (f.collectPending) {
      const units = collectableAt(t, f)
      if (!units.length) {
        f.collectPending = false
        return null
      }
      return {
        kind: 'collect',
        side: f.side,
        flight: f.id,
        units,
        rule: '4.9',
        loc: label(t, f.loc),
        prompt: `Your flight is over a friendly base at ${label(t, f.loc)}: collect units to fly with it, or none.`,
      }
    }
    if (f.plan.length) {
      stepFlight(t, f)
      return null
    }
    if (destination(t, f) === f.loc) {
      arrive(t, f)
      if (f.status !== 'moving') s.active.shift() // a Change Base hop that is not the last flies on (4.1)
      return null
    }
    const map = t.ctx.map
    const dest = destination(t, f)
    // Interceptors are offered only hexes from which every one of them still reaches the engagement (4.13).
    const full = fullWeatherEffects(s, t.ctx) // APTO 1.5, 1.7: no grounded zone is entered; a zone entered may halve the range
    const reaches = (l: number, id: string) =>
      s.units[id].mp +
        map.enterCost(l) +
        (f.purpose === 'interception' && dest !== null ? mpTo(t, l, dest) : 0) <=
      (full ? mpLimit(t, f, s.units[id], l) : mpLimit(t, f, s.units[id]))
    const next = [...map.neighbours(f.loc)]
      .filter(
        (l) =>
          !map.forbidden(l) &&
          !(full && t.ctx.weatherAt(l) === 'grounded') &&
          (f.purpose === 'interception'
            ? f.units.every((id) => reaches(l, id))
            : f.units.some((id) => reaches(l, id))),
      )
      .map((l) => label(t, l))
    return {
      kind: 'move',
      side: f.side,
      flight: f.id,
      next,
      canStop: f.purpose === 'mission',
      autoPath: autoRoute(t, f.loc, dest).map((l) => label(t, l)),
      rule: '4.12',
      loc: label(t, f.loc),
      prompt:
        dest === null
          ? 'Move your flight one hex at a time.'
          : `Move your flight toward ${label(t, dest)}, one hex at a time.`,
    }
  }
  // 5. The engagement on top of the stack (last declared, first resolved: 4.13).
  if (s.stack.length) return engagementDecision(t, topEngagement(t))
  // 5b. Missions whose work waits until nothing moves or fights (strafing attacks, 4.14).
  const settled = missionDecision(t, 'settled')
  if (settled) return settled === 'progress' ? null : settled
  // 5c''. A Change Base landed at a full base: residents change base out (4.8; D-BASE-CHAIN).
  const chain = chainDecision(t)
  if (chain) return chain === 'progress' ? null : chain
  // 5c'. A unit arrived at a base it over-stacks: its owner places it in the stack (4.8; A-69).
  const placing = stackOrderDecision(t)
  if (placing) return placing === 'progress' ? null : placing
  // 5c. Units of a lost base make their Forced Rebase (4.7).
  const rebase = forcedRebaseDecision(t)
  if (rebase) return rebase === 'progress' ? null : rebase
  // 5d. A successful naval interception: the carriers' aircraft there may strike the force (4.28).
  const intensive = intensiveDecision(t)
  if (intensive) return intensive === 'progress' ? null : intensive
  // 5e. A flotilla has moved: the sides opposing it may reconnoitre or intercept it (4.10, 4.15).
  const naval = navalWindowDecision(t)
  if (naval) return naval === 'progress' ? null : naval
  // 6. End of the Step: return to base.
  if (s.stepEnding) return returnDecision(t)
  // 7. The scenario has ended after its last Naval and Air Phase (scenario `end`; 4.1).
  if (scenarioEnded(s)) return overDecision(t)
  // 7a. The Japanese Surface Raider Step of the Strategic Warfare Phase: Japan designates its raiders (APTO 2.21).
  const raiders = raiderDecision(t)
  if (raiders) return raiders
  // 7b. The side holding the Initiative chooses who goes first in the phase beginning (APTO [viii]).
  const initiative = initiativeDecision(t)
  if (initiative) return initiative
  // 8. The Offensive Phase between Offensives: declare one or pass (4.25; §16 (viii)).
  const offensive = offensiveDecision(t)
  if (offensive) return offensive
  // 8b. A Land Offensive: its land combats and their ground support (4.22).
  const land = landDecision(t)
  if (land) return land === 'progress' ? null : land
  // 9. The phasing side (or the side whose Air Offensive it is) plans its next mission.
  const side = planningSide(t)
  const bases = launchOptions(t, side)
  const missions = missionChoices(t, side, bases)
  // In its Sea Offensive, the side's flotillas that may bombard the installations of their coastal hex (APTO [3.28]).
  const bombard =
    s.offensivePhase?.current?.kind === 'sea'
      ? bombardmentOptions(t, side, seaOffensiveFlotillas(t, side))
      : []
  return {
    kind: 'plan',
    side,
    bases,
    missions,
    ...(bombard.length ? { bombard } : {}),
    ...(missions.some((m) => m.kind === 'seaRecon' && m.available) ? { recon: reconTargets(t, side) } : {}),
    ...(missions.some((m) => m.kind === 'landRecon' && m.available)
      ? { landRecon: landReconTargets(t, side) }
      : {}),
    rule: s.strategic?.step ? '2.2' : '4.1',
    prompt: s.offensivePhase?.current
      ? 'Launch a mission of your Air Offensive (at most two), or end the Air Offensive.'
      : s.strategic?.step
        ? 'Fly a strategic bombing raid from one of your bases, or decline: a side that declines flies no more raids this Phase (2.2, 2.5).'
        : 'Launch a mission from one of your bases, or end the Air Movement Step.',
  }
}

function overDecision(t: Tx): Pending {
  const n = t.s.turn.step
  // `pending` still holds the decision just answered: its side acted last (a new game never ends at once: afterPhases ≥ 1).
  return {
    kind: 'over',
    side: t.s.pending.side,
    rule: '4.1',
    prompt: t.s.turn.ended
      ? `The scenario is over: its last phase (${PHASE_NAMES[t.s.scenario.end!.phase!]}, ${monthName(t.s.scenario.end!.month!)} ${t.s.scenario.end!.year}) has been played.`
      : `The scenario is over: its ${n} Naval and Air Phase${n === 1 ? ' has' : 's have'} been played.`,
  }
}

function triggerText(trigger: string): string {
  return trigger === 'launch'
    ? 'takes off at'
    : trigger === 'stop'
      ? 'stops at'
      : trigger === 'continue'
        ? 'continues from'
        : 'enters'
}

function engagementDecision(t: Tx, e: Engagement): Pending | null {
  const base = { engagement: e.id, loc: label(t, e.loc) }
  if (e.cancelProposedBy) {
    return {
      ...base,
      kind: 'acceptCancel',
      side: otherSide(e, e.cancelProposedBy),
      rule: '4.13',
      prompt: `${sideName(t, e.cancelProposedBy)} proposes to cancel the ${depthName(e.depth)} at ${label(t, e.loc)}: accept or refuse.`,
    }
  }
  switch (e.status) {
    case 'gathering': {
      const g = gatherStatus(t, e)
      if (g.enRoute) {
        // An interceptor flight on its way that is not queued: queue it (it resumes moving).
        for (const f of Object.values(t.s.flights))
          if (f.engagement === e.id && f.status === 'halted' && !t.s.stack.includes(f.haltedBy ?? '')) {
            f.status = 'moving'
            f.haltedBy = null
            t.s.active.push(f.id)
          } else if (f.engagement === e.id && f.status === 'moving' && !t.s.active.includes(f.id))
            t.s.active.push(f.id)
        return null
      }
      if (g.unlaunched) {
        return {
          ...base,
          kind: 'launchInterceptors',
          side: e.declaringSide!,
          bases: unlaunchedGroups(e).map((gr) => ({
            base: gr.base,
            units: gr.units,
            autoPath: autoRoute(t, t.ctx.baseLoc.get(gr.base)!, e.loc).map((l) => label(t, l)),
          })),
          rule: '4.13',
          prompt: `Launch your interceptors for ${label(t, e.loc)}, one base at a time.`,
        }
      }
      if (!g.arrived.length) {
        dissolve(t, e, 'noInterceptor')
        return null
      }
      e.status = 'preCombat'
      e.preCombatTurn = e.declaringSide
      e.passes = 0
      return null
    }
    case 'preCombat': {
      if (e.passes >= 2) {
        startCombat(t, e)
        return null
      }
      const side = e.preCombatTurn!
      const declaring = side === e.declaringSide
      const missionFlight = e.targetFlights.map((id) => t.s.flights[id]).find((f) => f?.purpose === 'mission')
      const mission = missionFlight ? t.s.missions[missionFlight.mission] : null
      // The side of the mission may launch more of it: the phasing side's, or an air-naval
      // interception flown in the enemy's Phase (the Hampden of the 4.15 example).
      const canLaunch =
        !declaring &&
        mission !== null &&
        mission.kind !== 'changeBase' &&
        !missionProcedure(mission.kind)?.noJoining &&
        (t.s.turn.phasingSide === side ||
          (mission.kind === 'airNaval' && mission.side === side && !mission.airNaval?.counterstrike)) // a Counterstrike is flown alone (APTO D7)
      return {
        ...base,
        kind: 'preCombat',
        side,
        interceptors: declaring ? interceptorOptions(t, side, e.loc) : [],
        launch: canLaunch ? launchOptions(t, side, mission!.basesLaunched) : [],
        joinMissionFor: canLaunch ? mission!.id : undefined,
        canCancel: mayProposeCancel(e, side),
        rule: '4.16',
        prompt: declaring
          ? `Before combat at ${label(t, e.loc)}: add interceptors, propose to cancel, or pass.`
          : canLaunch
            ? `Before combat at ${label(t, e.loc)}: launch more flights of the mission, propose to cancel, or pass.`
            : `Before combat at ${label(t, e.loc)}: propose to cancel, or pass.`,
      }
    }
    case 'combat':
      if (!t.s.combat) startCombat(t, e)
      return null
    case 'postCombat': {
      const flights = e.targetFlights
        .map((id) => t.s.flights[id])
        .filter((f) => f && f.haltedBy === e.id && f.status === 'halted' && f.units.length)
        .map((f) => ({ id: f.id, units: [...f.units] }))
      if (!flights.length || e.kind === 'missionHex') {
        finishEngagement(t, e, [])
        return null
      }
      return {
        ...base,
        kind: 'continue',
        side: e.targetSide,
        flights,
        rule: '4.13',
        prompt: 'Your surviving flights may continue their movement or discontinue and stay here.',
      }
    }
    default:
      t.s.stack.pop()
      return null
  }
}
