// Actions in words, for the log ("what was done") and the fallback chooser of legal actions: one
// entry per action type (`ACTION_WORDS`), so a new action type without words is a compile error.
import {
  contextOf,
  type Action,
  type GameState,
  type MissionKind,
  flotillaOf,
  isSunk,
  shipPosition,
  shipsAt,
  airstripWords,
} from '../rules/systems/aeto'

/** An enemy flotilla by its number of chits: its id names its ships, which the reconnoitring side may not know (4.10). */
function flotillaWords(state: GameState, target: string, flotilla: string): string {
  const ctx = contextOf(state)
  const loc = ctx.map.parseLoc(target)
  const n =
    loc === null ? 0 : shipsAt(ctx, state, loc, false).filter((id) => flotillaOf(ctx, id) === flotilla).length
  return `a flotilla of ${n} naval chit${n === 1 ? '' : 's'}`
}

/** The flotilla that moves, by its chits and where it is: the log shows the action to both sides (4.10). */
function movingFlotillaWords(state: GameState, flotilla: string): string {
  const ctx = contextOf(state)
  const ships = state.scenario.navalUnits
    .filter((d) => flotillaOf(ctx, d.id) === flotilla && !isSunk(state, d.id))
    .map((d) => d.id)
  if (!ships.length) return 'a flotilla'
  const at = shipPosition(ctx, state, ships[0])
  return `the flotilla of ${ships.length} naval chit${ships.length === 1 ? '' : 's'} ${at.inPort ? 'in port ' : ''}at ${ctx.map.locLabel(at.loc)}`
}

function names(state: GameState, ids: readonly string[]): string {
  const ctx = contextOf(state)
  const list = ids.map((id) => ctx.unitDefs.get(id)?.name ?? id)
  if (list.length <= 1) return list.join('')
  return `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`
}

function baseName(state: GameState, id: string): string {
  return contextOf(state).baseDefs.get(id)?.name ?? id
}

function flightName(state: GameState, id: string): string {
  const f = state.flights[id]
  return f ? names(state, f.units) : `flight ${id}`
}

function groups(state: GameState, gs: readonly { base: string; units: string[] }[]): string {
  return gs.map((g) => `${names(state, g.units)} from ${baseName(state, g.base)}`).join('; ')
}

function landNames(state: GameState, ids: readonly string[] | undefined): string {
  return (ids ?? []).map((id) => state.scenario.landUnits.find((l) => l.id === id)?.name ?? id).join(', ')
}

type Launch = Extract<Action, { type: 'launch' }>

/** An action of type T as a sentence, read against the state it is (or was) played in. */
type Words<T extends Action['type']> = (state: GameState, a: Extract<Action, { type: T }>) => string

/** What a launch flies to, by its mission ("change base to …", "bomb 0706", "fly to 0706"). */
const flyTo = (_state: GameState, a: Launch) => `fly to ${a.target ?? '?'}`
const MISSION_WORDS = {
  fly: flyTo,
  interception: flyTo,
  seaRecon: flyTo,
  landRecon: flyTo,
  navalBombardment: flyTo,
  changeBase: (state, a) =>
    `change base${a.hops?.length ? ` to ${a.hops.map((b) => baseName(state, b)).join(', ')}` : ''}`,
  strafe: (_state, a) => `strafe ${a.target ?? '?'}`,
  bombing: (_state, a) => `bomb ${a.target ?? '?'}`,
  airNaval: (state, a) =>
    `attack the ships ${a.inPort ? 'in port ' : ''}at ${a.target ?? '?'}${a.kamikaze?.length ? `, ${names(state, a.kamikaze)} as Kamikaze${a.kamikaze.length === 1 ? '' : 's'}` : ''}`,
  submarineSearch: (_state, a) =>
    `search for the submarine at ${a.target ?? '?'}, then strike it once if found`,
  paradrop: (state, a) =>
    `paradrop of ${landNames(state, a.paratrooper ? [a.paratrooper] : [])} on ${a.target ?? (state.pending.kind === 'groundSupport' ? state.pending.hex : '?')}`,
  airTransport: (state, a) =>
    `air transport to ${(a.hops ?? []).map((b) => baseName(state, b)).join(' → ') || '?'}${a.cargo?.length ? ` carrying ${a.cargo.map((c) => (c.load === 'airSupply' ? 'an Air Supply chit' : landNames(state, [c.load]))).join(', ')}` : ''}${a.stay === false ? ', then return' : ''}`,
  groundSupport: (state, a) =>
    `ground support to ${a.target ?? (state.pending.kind === 'groundSupport' ? state.pending.hex : '?')}`,
  convoyInterdiction: (_state, a) => `interdict the Convoy Route in ${a.target ?? '?'}`,
  merchantInterdiction: (_state, a) => `interdict the Merchant Shipping Route at ${a.target ?? '?'}`,
  strategicRaid: (_state, a) => `raid ${a.target ?? '?'}${a.night ? ' at night' : ''}`,
} satisfies Record<MissionKind, (state: GameState, a: Launch) => string>

function launchWords(state: GameState, a: Launch): string {
  const roles =
    a.roles && Object.keys(a.roles).length
      ? ` (${Object.entries(a.roles)
          .map(([id, r]) => `${names(state, [id])} as ${r}`)
          .join(', ')})`
      : ''
  const to = (MISSION_WORDS[a.mission] ?? flyTo)(state, a) // an unknown kind (a newer save) reads as a flight
  return `Launch ${names(state, a.units)} from ${baseName(state, a.base)}: ${to}${a.path?.length ? ` via ${a.path.join(' ')}` : ''}${roles}`
}

/** Ending the Step, named by what is ending. */
function endStepWords(state: GameState): string {
  if (state.strategic?.step) return 'Decline: fly no more raids this Phase'
  const kind = state.offensivePhase?.current?.kind
  return kind === 'sea'
    ? 'End the Sea Offensive'
    : kind === 'air'
      ? 'End the Air Offensive'
      : state.turn.phase === 'end'
        ? 'End the End Phase moves'
        : 'End the Air Movement Step'
}

/** Passing, named by the decision passed. */
function passWords(state: GameState): string {
  return state.pending.kind === 'declare'
    ? 'Pass: no interception'
    : state.pending.kind === 'navalWindow'
      ? 'Let the flotilla go on'
      : state.pending.kind === 'counterstrike'
        ? 'No Counterstrike'
        : 'Pass: bring nothing more'
}

function returnToBaseWords(state: GameState, a: Extract<Action, { type: 'returnToBase' }>): string {
  const as = Object.entries(a.assignments ?? {})
  return as.length
    ? `Return to base: ${as.map(([u, b]) => `${names(state, [u])} to ${baseName(state, b)}`).join(', ')}`
    : 'Return to base'
}

function evacuateWords(state: GameState, a: Extract<Action, { type: 'evacuate' }>): string {
  const ms = Object.entries(a.moves ?? {})
  return ms.length
    ? `Evacuate ${ms.map(([u, b]) => `${names(state, [u])} to ${baseName(state, b)}`).join(', ')}; the rest ride it out`
    : 'Ride it out: no unit evacuates'
}

function allocateBombersWords(state: GameState, a: Extract<Action, { type: 'allocateBombers' }>): string {
  const parts = Object.entries(a.allocation ?? {}).filter(([, us]) => us.length)
  return parts.length
    ? `Bomb: ${parts.map(([i, us]) => `${names(state, us)} on ${i}`).join('; ')}`
    : 'Drop no bomb'
}

function atpLossWords(state: GameState, a: Extract<Action, { type: 'chooseAtpLoss' }>): string {
  const p = state.pending.kind === 'atpLoss' ? state.pending : null
  const load = p?.points.find((x) => x.point === a.point)?.cargo ?? []
  return `Lose point ${a.point}${p ? ` of ${names(state, [p.atp])}` : ''}${load.length ? ` with ${load.join(' and ')}` : ''}`
}

function chooseFirstWords(state: GameState, a: Extract<Action, { type: 'chooseFirst' }>): string {
  const who = state.scenario.sides.find((s) => s.id === a.first)?.name ?? a.first
  const what =
    state.pending.kind === 'initiative' && state.pending.phase === 'offensive'
      ? 'performs the first Offensive'
      : 'performs its Naval and Air Phase first'
  return `${who} ${what}`
}

function navalInterceptionWords(state: GameState, a: Extract<Action, { type: 'navalInterception' }>): string {
  const who = movingFlotillaWords(state, a.flotilla)
  return `${who[0].toUpperCase()}${who.slice(1)} makes a successful naval interception`
}

/** The charts the players may enter, as the action's line names them (4.26, 4.10, 4.2). */
const TABLE_NAMES: Readonly<Record<string, string>> = {
  bombing: 'Bombing Table',
  sightingReport: 'Flotilla Sighting Report',
  baseCapacity: 'base capacities',
}

const shipName = (state: GameState, id: string) =>
  state.scenario.navalUnits.find((n) => n.id === id)?.name ?? id

function bombardWords(state: GameState, a: Extract<Action, { type: 'bombard' }>): string {
  const known =
    state.pending.kind === 'plan' ? (state.pending.bombard ?? []).flatMap((o) => o.installations) : []
  const inst = (id: string) => known.find((i) => i.id === id)?.name ?? id
  return `Bombard ${Object.entries(a.allocation)
    .map(([i, ships]) => `${inst(i)} with ${ships.map((s) => shipName(state, s)).join(', ')}`)
    .join('; then ')}`
}

function bombStrategicWords(state: GameState, a: Extract<Action, { type: 'bombStrategic' }>): string {
  const parts = [...a.groups.map((g) => names(state, g)), ...(a.rail ? ['the Rail Capacity attack'] : [])]
  const b29 = a.b29Bonus === undefined ? '' : a.b29Bonus ? ', adding the B-29 +1' : ', without the B-29 +1'
  return parts.length ? `Bomb: ${parts.join('; ')}${b29}` : 'Make no attack'
}

export const ACTION_WORDS = {
  launch: launchWords,
  endStep: endStepWords,
  move: (state, a) => `Fly ${flightName(state, a.flight)} to ${a.path.join(' → ')}`,
  stop: (state, a) =>
    `Stop ${flightName(state, a.flight)} here${a.units?.length ? ` (${names(state, a.units)})` : ''}`,
  collect: (state, a) => (a.units.length ? `Collect ${names(state, a.units)}` : 'Collect no units'),
  declare: (state, a) =>
    `Intercept with ${groups(state, a.groups)}${a.counterstrike?.length ? `, ${names(state, a.counterstrike)} as bombers on a Counterstrike` : ''}`,
  counterstrike: (state, a) =>
    `Counterstrike: ${a.units?.length ? names(state, a.units) : 'the survivors'} strike the ships ${a.inPort ? 'in port ' : ''}at ${a.target}`,
  pass: passWords,
  launchInterceptors: (state, a) =>
    `Launch the interceptors from ${baseName(state, a.base)}${a.path?.length ? ` via ${a.path.join(' ')}` : ''}`,
  addInterceptors: (state, a) => `Add interceptors: ${groups(state, a.groups)}`,
  proposeCancel: () => 'Propose to cancel the engagement',
  acceptCancel: () => 'Accept the cancellation',
  refuseCancel: () => 'Refuse the cancellation',
  dumpOrdnance: (state, a) =>
    a.units.length ? `Dump ordnance: ${names(state, a.units)}` : 'Dump no ordnance',
  designate: (state, a) =>
    a.units.length ? `Designate ${names(state, a.units)} to attack bombers` : 'Designate no unit',
  attack: (state, a) => `${names(state, [a.attacker])} attacks ${names(state, [a.target])}`,
  endAttacks: () => 'No more attacks this round',
  roll: (_state, a) => `Roll: ${a.value}`,
  voluntaryAbort: (state, a) => (a.units.length ? `Abort ${names(state, a.units)}` : 'Abort no unit'),
  remain: (state, a) =>
    a.units.length ? `Stay for Round 2: ${names(state, a.units)}` : 'No unit stays for Round 2',
  continue: (state, a) =>
    a.flights.length
      ? `Continue with ${a.flights.map((f) => flightName(state, f)).join('; ')}`
      : 'Continue with no flight',
  returnToBase: returnToBaseWords,
  evacuate: evacuateWords,
  strafe: (state, a) => `${names(state, [a.attacker])} strafes ${names(state, [a.target])}`,
  holdFire: () => 'No more strafing attacks',
  allocateBombers: allocateBombersWords,
  chooseLoss: (state, a) => `${names(state, [a.unit])} loses the step`,
  chooseAtpLoss: atpLossWords,
  declareOffensive: (_state, a) =>
    a.offensive === 'air'
      ? 'Declare an Air Offensive'
      : a.offensive === 'sea'
        ? 'Declare a Sea Offensive'
        : 'Declare a Land Offensive',
  passOffensive: () => 'Pass: no Offensive',
  chooseFirst: chooseFirstWords,
  declareLandCombat: (state, a) =>
    `Attack ${a.hex} with ${landNames(state, a.attackers)}${a.activated?.length ? ` (Activated defenders: ${landNames(state, a.activated)})` : ''}${a.fortified ? ', a fortified hex' : ''}`,
  endLandStep: () => 'End the Step of the Land Offensive',
  declineSupport: () => 'Launch no more ground support',
  payEp: () => 'Pay 1 EP: no roll for the installation under construction',
  chartResult: (_state, a) => `Result ${a.result}, from your own chart`,
  enterTable: (_state, a) =>
    `Enter the ${TABLE_NAMES[a.table] ?? a.table} (${a.provenance}${a.verified ? ', verified' : ''})`,
  forcedRebase: (state, a) => `Forced Rebase to ${baseName(state, a.to)}`,
  declineEp: () => 'Do not pay: roll 2d6 (doubles eliminate it)',
  reconnoitre: (state, a) =>
    `Reconnoitre ${a.inPort ? 'the port of ' : ''}${a.target}${a.flotilla ? ` (${flotillaWords(state, a.target, a.flotilla)})` : ''} with ${names(state, a.units ?? [])}`,
  reportSighting: (_state, a) => `Report ${a.count} naval chit${a.count === 1 ? '' : 's'}`,
  reconnoitreLand: (state, a) => `Reconnoitre the land hex ${a.hex} with ${names(state, [a.unit])}`,
  // The choice itself stays secret (4.11).
  concealLand: () => 'Answer the land reconnaissance (a chit concealed under the fort, or none: secret)',
  navalAttack: (state, a) => `${names(state, [a.bomber])} attacks ${shipName(state, a.ship)}`,
  endNavalAttacks: () => 'No more air-naval attacks',
  paradrop: (_state, a) => (a.gliders ? 'Drop the paratrooper with Gliders' : 'Drop the paratrooper'),
  cancelParadrop: () => 'Cancel the paradrop',
  navalInterception: navalInterceptionWords,
  navalCombat: (state, a) => `Naval combat: ${shipName(state, a.ship)} ${a.result}`,
  carrierStatus: (state, a) =>
    `${shipName(state, a.ship)} ${a.status === 'standby' ? 'on Standby' : a.status === 'active' ? 'Active' : 'on neither Standby nor Active status'}`,
  moveFlotilla: (state, a) =>
    `Move ${movingFlotillaWords(state, a.flotilla)} ${a.inPort ? 'into the port of' : 'to'} ${a.to}`,
  ferry: (state, a) =>
    a.embark
      ? `Embark ${names(state, [a.unit])} on ${baseName(state, a.carrier)}, ferried`
      : `Disembark ${names(state, [a.unit])} from ${baseName(state, a.carrier)}${a.to ? ` at ${baseName(state, a.to)}` : ''}`,
  fixedTransfer: (state, a) =>
    `Transfer ${names(state, a.units)} to ${baseName(state, a.to)} (${state.scenario.transfers?.find((r) => r.id === a.transfer)?.name ?? a.transfer})`,
  dumpOverboard: (state, a) => `Dump ${names(state, [a.unit])} overboard`,
  portNaval: (state, a) =>
    a.ashore
      ? `Put ${names(state, [a.unit])} ashore from ${baseName(state, a.carrier)}`
      : `Take ${names(state, [a.unit])} back aboard ${baseName(state, a.carrier)}`,
  depleteNaval: (state, a) => `Deplete ${names(state, [a.unit])} to make room aboard`,
  buildGrassAirfield: (state, a) =>
    `Build a ${airstripWords(state.scenario).name} at ${a.hex}${a.nation ? ` (${state.scenario.nations.find((n) => n.id === a.nation)?.name ?? a.nation})` : ''}: 1 Offensive + 1 EP`,
  demolishGrassAirfield: (state, a) => `Demolish ${baseName(state, a.base)} (1 EP)`,
  captureBase: (state, a) => `Land units capture ${baseName(state, a.base)}`,
  bombard: bombardWords,
  chainChangeBase: (state, a) =>
    `Change base out with ${names(state, a.units)} to ${a.hops.map((b) => baseName(state, b)).join(', ')}`,
  interdict: (state, a) => `Interdict the convoys with ${names(state, a.bombers)}: one 2d6 roll`,
  endInterdiction: () => 'No more interdiction attacks',
  assignRaid: (state, a) =>
    a.rail.length
      ? `Bomb the Rail Capacity with ${names(state, a.rail)}; the others bomb the Strategic Target`
      : 'Every bomber bombs the Strategic Target',
  bombStrategic: bombStrategicWords,
  stackOrder: (state, a) =>
    `Place the arriving unit ${a.position + 1}${state.pending.kind === 'stackOrder' ? ` of ${state.pending.stack.length + 1}` : ''} in the stack`,
  determineWeather: () => 'Determine the month’s weather',
  raidConvoys: (state, a) =>
    a.ships.length
      ? `Raid the Convoy Routes with ${a.ships.map((s) => shipName(state, s)).join(', ')}`
      : 'No surface raider this month',
  embarkStp: (state, a) => `Embark ${names(state, [a.unit])} on the STPs of flotilla ${a.flotilla}`,
  debarkStp: (state, a) =>
    `Spend an Air Offensive debarking ${a.units?.length ? names(state, a.units) : 'the air units'} from the STPs of flotilla ${a.flotilla}${a.to ? ` at ${baseName(state, a.to)}` : ''}`,
  loseCargo: (state, a) => `Lose ${names(state, a.units)} with the STPs sunk`,
} satisfies { [T in Action['type']]: Words<T> }

/** One action as a short imperative sentence, read against the state it is (or was) played in. */
export function describeAction(state: GameState, a: Action): string {
  const words = ACTION_WORDS[a.type] as Words<typeof a.type>
  return words(state, a)
}
