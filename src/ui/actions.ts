// Actions in words, for the log ("what was done") and the fallback chooser of legal actions.
import { contextOf, type Action, type GameState } from '../rules'
import { flotillaOf, isSunk, shipPosition, shipsAt } from '../rules/naval/ships'
import { airstripWords } from '../rules/variant'

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

/** One action as a short imperative sentence, read against the state it is (or was) played in. */
export function describeAction(state: GameState, a: Action): string {
  switch (a.type) {
    case 'launch': {
      const roles =
        a.roles && Object.keys(a.roles).length
          ? ` (${Object.entries(a.roles)
              .map(([id, r]) => `${names(state, [id])} as ${r}`)
              .join(', ')})`
          : ''
      const to =
        a.mission === 'changeBase'
          ? `change base${a.hops?.length ? ` to ${a.hops.map((b) => baseName(state, b)).join(', ')}` : ''}`
          : a.mission === 'strafe'
            ? `strafe ${a.target ?? '?'}`
            : a.mission === 'bombing'
              ? `bomb ${a.target ?? '?'}`
              : a.mission === 'airNaval'
                ? `attack the ships ${a.inPort ? 'in port ' : ''}at ${a.target ?? '?'}${a.kamikaze?.length ? `, ${names(state, a.kamikaze)} as Kamikaze${a.kamikaze.length === 1 ? '' : 's'}` : ''}`
                : a.mission === 'submarineSearch'
                  ? `search for the submarine at ${a.target ?? '?'}, then strike it once if found`
                  : a.mission === 'paradrop'
                    ? `paradrop of ${landNames(state, a.paratrooper ? [a.paratrooper] : [])} on ${a.target ?? (state.pending.kind === 'groundSupport' ? state.pending.hex : '?')}`
                    : a.mission === 'airTransport'
                      ? `air transport to ${(a.hops ?? []).map((b) => baseName(state, b)).join(' → ') || '?'}${a.cargo?.length ? ` carrying ${a.cargo.map((c) => (c.load === 'airSupply' ? 'an Air Supply chit' : landNames(state, [c.load]))).join(', ')}` : ''}${a.stay === false ? ', then return' : ''}`
                      : a.mission === 'groundSupport'
                        ? `ground support to ${a.target ?? (state.pending.kind === 'groundSupport' ? state.pending.hex : '?')}`
                        : a.mission === 'convoyInterdiction'
                          ? `interdict the Convoy Route in ${a.target ?? '?'}`
                          : a.mission === 'merchantInterdiction'
                            ? `interdict the Merchant Shipping Route at ${a.target ?? '?'}`
                            : a.mission === 'strategicRaid'
                              ? `raid ${a.target ?? '?'}${a.night ? ' at night' : ''}`
                              : `fly to ${a.target ?? '?'}`
      return `Launch ${names(state, a.units)} from ${baseName(state, a.base)}: ${to}${a.path?.length ? ` via ${a.path.join(' ')}` : ''}${roles}`
    }
    case 'endStep': {
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
    case 'move':
      return `Fly ${flightName(state, a.flight)} to ${a.path.join(' → ')}`
    case 'stop':
      return `Stop ${flightName(state, a.flight)} here${a.units?.length ? ` (${names(state, a.units)})` : ''}`
    case 'collect':
      return a.units.length ? `Collect ${names(state, a.units)}` : 'Collect no units'
    case 'declare':
      return `Intercept with ${groups(state, a.groups)}${a.counterstrike?.length ? `, ${names(state, a.counterstrike)} as bombers on a Counterstrike` : ''}`
    case 'counterstrike':
      return `Counterstrike: ${a.units?.length ? names(state, a.units) : 'the survivors'} strike the ships ${a.inPort ? 'in port ' : ''}at ${a.target}`
    case 'pass':
      return state.pending.kind === 'declare'
        ? 'Pass: no interception'
        : state.pending.kind === 'navalWindow'
          ? 'Let the flotilla go on'
          : state.pending.kind === 'counterstrike'
            ? 'No Counterstrike'
            : 'Pass: bring nothing more'
    case 'launchInterceptors':
      return `Launch the interceptors from ${baseName(state, a.base)}${a.path?.length ? ` via ${a.path.join(' ')}` : ''}`
    case 'addInterceptors':
      return `Add interceptors: ${groups(state, a.groups)}`
    case 'proposeCancel':
      return 'Propose to cancel the engagement'
    case 'acceptCancel':
      return 'Accept the cancellation'
    case 'refuseCancel':
      return 'Refuse the cancellation'
    case 'dumpOrdnance':
      return a.units.length ? `Dump ordnance: ${names(state, a.units)}` : 'Dump no ordnance'
    case 'designate':
      return a.units.length ? `Designate ${names(state, a.units)} to attack bombers` : 'Designate no unit'
    case 'attack':
      return `${names(state, [a.attacker])} attacks ${names(state, [a.target])}`
    case 'endAttacks':
      return 'No more attacks this round'
    case 'roll':
      return `Roll: ${a.value}`
    case 'voluntaryAbort':
      return a.units.length ? `Abort ${names(state, a.units)}` : 'Abort no unit'
    case 'remain':
      return a.units.length ? `Stay for Round 2: ${names(state, a.units)}` : 'No unit stays for Round 2'
    case 'continue':
      return a.flights.length
        ? `Continue with ${a.flights.map((f) => flightName(state, f)).join('; ')}`
        : 'Continue with no flight'
    case 'returnToBase': {
      const as = Object.entries(a.assignments ?? {})
      return as.length
        ? `Return to base: ${as.map(([u, b]) => `${names(state, [u])} to ${baseName(state, b)}`).join(', ')}`
        : 'Return to base'
    }
    case 'evacuate': {
      const ms = Object.entries(a.moves ?? {})
      return ms.length
        ? `Evacuate ${ms.map(([u, b]) => `${names(state, [u])} to ${baseName(state, b)}`).join(', ')}; the rest ride it out`
        : 'Ride it out: no unit evacuates'
    }
    case 'strafe':
      return `${names(state, [a.attacker])} strafes ${names(state, [a.target])}`
    case 'holdFire':
      return 'No more strafing attacks'
    case 'allocateBombers': {
      const parts = Object.entries(a.allocation ?? {}).filter(([, us]) => us.length)
      return parts.length
        ? `Bomb: ${parts.map(([i, us]) => `${names(state, us)} on ${i}`).join('; ')}`
        : 'Drop no bomb'
    }
    case 'chooseLoss':
      return `${names(state, [a.unit])} loses the step`
    case 'chooseAtpLoss': {
      const p = state.pending.kind === 'atpLoss' ? state.pending : null
      const load = p?.points.find((x) => x.point === a.point)?.cargo ?? []
      return `Lose point ${a.point}${p ? ` of ${names(state, [p.atp])}` : ''}${load.length ? ` with ${load.join(' and ')}` : ''}`
    }
    case 'declareOffensive':
      return a.offensive === 'air'
        ? 'Declare an Air Offensive'
        : a.offensive === 'sea'
          ? 'Declare a Sea Offensive'
          : 'Declare a Land Offensive'
    case 'passOffensive':
      return 'Pass: no Offensive'
    case 'chooseFirst': {
      const who = state.scenario.sides.find((s) => s.id === a.first)?.name ?? a.first
      const what =
        state.pending.kind === 'initiative' && state.pending.phase === 'offensive'
          ? 'performs the first Offensive'
          : 'performs its Naval and Air Phase first'
      return `${who} ${what}`
    }
    case 'declareLandCombat':
      return `Attack ${a.hex} with ${landNames(state, a.attackers)}${a.activated?.length ? ` (Activated defenders: ${landNames(state, a.activated)})` : ''}${a.fortified ? ', a fortified hex' : ''}`
    case 'endLandStep':
      return 'End the Step of the Land Offensive'
    case 'declineSupport':
      return 'Launch no more ground support'
    case 'payEp':
      return 'Pay 1 EP: no roll for the installation under construction'
    case 'chartResult':
      return `Result ${a.result}, from your own chart`
    case 'enterTable':
      return `Enter the ${a.table === 'bombing' ? 'Bombing Table' : a.table} (${a.provenance}${a.verified ? ', verified' : ''})`
    case 'forcedRebase':
      return `Forced Rebase to ${baseName(state, a.to)}`
    case 'declineEp':
      return 'Do not pay: roll 2d6 (doubles eliminate it)'
    case 'reconnoitre':
      return `Reconnoitre ${a.inPort ? 'the port of ' : ''}${a.target}${a.flotilla ? ` (${flotillaWords(state, a.target, a.flotilla)})` : ''} with ${names(state, a.units ?? [])}`
    case 'reportSighting':
      return `Report ${a.count} naval chit${a.count === 1 ? '' : 's'}`
    case 'reconnoitreLand':
      return `Reconnoitre the land hex ${a.hex} with ${names(state, [a.unit])}`
    case 'concealLand':
      return 'Answer the land reconnaissance (a chit concealed under the fort, or none: secret)' // the choice itself stays secret (4.11)
    case 'navalAttack':
      return `${names(state, [a.bomber])} attacks ${state.scenario.navalUnits.find((n) => n.id === a.ship)?.name ?? a.ship}`
    case 'endNavalAttacks':
      return 'No more air-naval attacks'
    case 'paradrop':
      return a.gliders ? 'Drop the paratrooper with Gliders' : 'Drop the paratrooper'
    case 'cancelParadrop':
      return 'Cancel the paradrop'
    case 'navalInterception': {
      const who = movingFlotillaWords(state, a.flotilla)
      return `${who[0].toUpperCase()}${who.slice(1)} makes a successful naval interception`
    }
    case 'navalCombat':
      return `Naval combat: ${state.scenario.navalUnits.find((n) => n.id === a.ship)?.name ?? a.ship} ${a.result}`
    case 'moveFlotilla':
      return `Move ${movingFlotillaWords(state, a.flotilla)} ${a.inPort ? 'into the port of' : 'to'} ${a.to}`
    case 'ferry':
      return a.embark
        ? `Embark ${names(state, [a.unit])} on ${baseName(state, a.carrier)}, ferried`
        : `Disembark ${names(state, [a.unit])} from ${baseName(state, a.carrier)}${a.to ? ` at ${baseName(state, a.to)}` : ''}`
    case 'fixedTransfer':
      return `Transfer ${names(state, a.units)} to ${baseName(state, a.to)} (${state.scenario.transfers?.find((r) => r.id === a.transfer)?.name ?? a.transfer})`
    case 'dumpOverboard':
      return `Dump ${names(state, [a.unit])} overboard`
    case 'portNaval':
      return a.ashore
        ? `Put ${names(state, [a.unit])} ashore from ${baseName(state, a.carrier)}`
        : `Take ${names(state, [a.unit])} back aboard ${baseName(state, a.carrier)}`
    case 'depleteNaval':
      return `Deplete ${names(state, [a.unit])} to make room aboard`
    case 'buildGrassAirfield':
      return `Build a ${airstripWords(state.scenario).name} at ${a.hex}${a.nation ? ` (${state.scenario.nations.find((n) => n.id === a.nation)?.name ?? a.nation})` : ''}: 1 Offensive + 1 EP`
    case 'demolishGrassAirfield':
      return `Demolish ${baseName(state, a.base)} (1 EP)`
    case 'captureBase':
      return `Land units capture ${baseName(state, a.base)}`
    case 'bombard': {
      const ship = (id: string) => state.scenario.navalUnits.find((n) => n.id === id)?.name ?? id
      const known =
        state.pending.kind === 'plan' ? (state.pending.bombard ?? []).flatMap((o) => o.installations) : []
      const inst = (id: string) => known.find((i) => i.id === id)?.name ?? id
      return `Bombard ${Object.entries(a.allocation)
        .map(([i, ships]) => `${inst(i)} with ${ships.map(ship).join(', ')}`)
        .join('; then ')}`
    }
    case 'chainChangeBase':
      return `Change base out with ${names(state, a.units)} to ${a.hops.map((b) => baseName(state, b)).join(', ')}`
    case 'interdict':
      return `Interdict the convoys with ${names(state, a.bombers)}: one 2d6 roll`
    case 'endInterdiction':
      return 'No more interdiction attacks'
    case 'assignRaid':
      return a.rail.length
        ? `Bomb the Rail Capacity with ${names(state, a.rail)}; the others bomb the Strategic Target`
        : 'Every bomber bombs the Strategic Target'
    case 'bombStrategic': {
      const parts = [...a.groups.map((g) => names(state, g)), ...(a.rail ? ['the Rail Capacity attack'] : [])]
      const b29 =
        a.b29Bonus === undefined ? '' : a.b29Bonus ? ', adding the B-29 +1' : ', without the B-29 +1'
      return parts.length ? `Bomb: ${parts.join('; ')}${b29}` : 'Make no attack'
    }
    case 'stackOrder':
      return `Place the arriving unit ${a.position + 1}${state.pending.kind === 'stackOrder' ? ` of ${state.pending.stack.length + 1}` : ''} in the stack`
    case 'determineWeather':
      return 'Determine the month’s weather'
    case 'raidConvoys': {
      const ship = (id: string) => state.scenario.navalUnits.find((n) => n.id === id)?.name ?? id
      return a.ships.length
        ? `Raid the Convoy Routes with ${a.ships.map(ship).join(', ')}`
        : 'No surface raider this month'
    }
    case 'embarkStp':
      return `Embark ${names(state, [a.unit])} on the STPs of flotilla ${a.flotilla}`
    case 'debarkStp':
      return `Spend an Air Offensive debarking ${a.units?.length ? names(state, a.units) : 'the air units'} from the STPs of flotilla ${a.flotilla}${a.to ? ` at ${baseName(state, a.to)}` : ''}`
    case 'loseCargo':
      return `Lose ${names(state, a.units)} with the STPs sunk`
  }
}
