// The order in which the scheduler (engine/flow.ts) asks the procedures for the next decision: the
// priority of the rules (see index.ts). Kept apart from the registry so that the `roll` decision's
// owner (rollDecision.ts) can read the order without an import circle.
import type { Step } from './procedure'
import { weather } from './weather'
import { seaTransport } from './seaTransport'
import { airCombat } from './airCombat'
import { seaRecon } from './seaRecon'
import { landRecon } from './landRecon'
import { charts } from './charts'
import { missionsBeforeWindows, missionsOnceSettled } from './missions'
import { counterstrike } from './counterstrike'
import { interceptionWindows } from './interceptionWindows'
import { flightMovement } from './flightMovement'
import { engagements } from './engagements'
import { baseChain } from './baseChain'
import { stackOrder } from './stackOrder'
import { forcedRebase } from './forcedRebase'
import { intensive } from './intensive'
import { navalWindow } from './navalWindow'
import { returnToBase } from './returnToBase'
import { gameOver } from './gameOver'
import { surfaceRaiders } from './surfaceRaiders'
import { initiative } from './initiative'
import { offensive } from './offensive'
import { landOffensive } from './landOffensive'
import { plan } from './plan'

let steps: readonly Step[] | null = null

/** The order in which the procedures are asked for the next decision (built on first use: the procedure modules import one another's engines). */
export function order(): readonly Step[] {
  return (steps ??= [
    { procedure: weather }, // the Weather Phase of a month: D-WEATHER, its dice, then the month's first phase (APTO viii, Part 1)
    { procedure: seaTransport }, // cargo of sunk STPs lost at once; End Phase debarking (APTO 3.18, 3.24)
    { procedure: airCombat, dieOnly: true }, // the die of an air combat attack or return fire (4.16, 4.19)
    { procedure: seaRecon }, // a sea reconnaissance: its dice, then the Flotilla Sighting Report (4.10)
    { procedure: landRecon }, // a land reconnaissance: its die, then the owner's concealment (4.11)
    { procedure: charts }, // a mission's roll landed on a cell the players' chart leaves empty: they read it off theirs (design §8)
    { procedure: missionsBeforeWindows }, // a mission's die, or its decision due before any interception (evacuation, 4.14)
    { procedure: counterstrike }, // a Counterstrike's survivors may strike a located flotilla (APTO 4.1; D7)
    { procedure: interceptionWindows }, // interception windows, skipped when no interceptor may answer (4.13)
    { procedure: airCombat }, // air combat in progress (4.16)
    { procedure: flightMovement }, // the moving flight (4.9, 4.12)
    { procedure: engagements }, // the engagement on top of the stack: last declared, first resolved (4.13)
    { procedure: missionsOnceSettled }, // missions whose work waits until nothing moves or fights (strafing attacks, 4.14)
    { procedure: baseChain }, // a Change Base landed at a full base: residents change base out (4.8; D-BASE-CHAIN)
    { procedure: stackOrder }, // a unit arrived at a base it over-stacks: its owner places it in the stack (4.8)
    { procedure: forcedRebase }, // units of a lost base make their Forced Rebase (4.7)
    { procedure: intensive }, // a successful naval interception: the carriers there may strike the force (4.28)
    { procedure: navalWindow }, // a flotilla has moved: the sides opposing it may reconnoitre or intercept it (4.10, 4.15)
    { procedure: returnToBase }, // the end of the Step: return to base (4.2)
    { procedure: gameOver }, // the scenario has ended after its last phase (4.1)
    { procedure: surfaceRaiders }, // the Japanese Surface Raider Step (APTO 2.21)
    { procedure: initiative }, // the Initiative side chooses who goes first (APTO [viii])
    { procedure: offensive }, // the Offensive Phase between Offensives: declare one or pass (4.25)
    { procedure: landOffensive }, // a Land Offensive: its land combats and their ground support (4.22)
    { procedure: plan }, // the phasing side plans its next mission (4.1): always a decision
  ])
}
