// The bot's answer to each kind of pending decision: one entry per kind, so a new kind that has no
// answer is a compile error here (`satisfies` over every `Pending['kind']`). Each entry proposes the
// choices in order of preference; `decide.ts` returns the first one `apply` accepts.
import type { GameState, Pending } from '../types'
import { decideInitiative } from './initiative'
import { decideWeather } from './weather'
import {
  decideAcceptCancel,
  decideAttack,
  decideDeclare,
  decideDesignate,
  decideDump,
  decideLaunchInterceptors,
  decidePreCombat,
  decideRemain,
  decideVoluntaryAbort,
} from './combat'
import { decideCollect, decideContinue, decideMove, decidePlan, decideReturn } from './missions'
import { decideStrafeEvacuation, decideStrafeTarget } from './strafe'
import { decideOffensive } from './offensive'
import { decideGroundSupport, decideLandCombat } from './groundSupport'
import { decideParadrop } from './paradrop'
import { decideBombAllocation, decideForcedRebase, decideLoss, decideUcep } from './bombing'
import { decideAtpLoss } from './airTransport'
import { decideCargoLoss } from './seaTransport'
import {
  decideCounterstrike,
  decideIntensive,
  decideNavalAttack,
  decideNavalWindow,
  decideSightingReport,
  decideSubmarineAttack,
} from './naval'
import { decideConceal } from './landRecon'
import { decideChain, decideStackOrder } from './basing'
import { decideConvoyAa, decideConvoyAttack, decideSurfaceRaiders } from './interdiction'
import { decideRaidAa, decideRaidAssign, decideRaidAttacks } from './strategic'
import { BotError, type BotDecision, type Policy } from './policy'

type P<K extends Pending['kind']> = Extract<Pending, { kind: K }>

/** The bot's proposals for a decision of kind K, best first. */
export type AnswerFor<K extends Pending['kind']> = (state: GameState, p: P<K>, pol: Policy) => BotDecision[]

/** A physical die is the players' to roll: the bot never enters one. */
function noRoll(_state: GameState, p: P<'roll'>): never {
  throw new BotError(
    `The bot does not roll dice: this game uses physical dice, and the ${p.purpose} roll (${p.rule}) must be entered by a player. Play bot games with seeded or scripted dice.`,
  )
}

/** The scenario is over: nothing is left to decide. */
function nothingLeft(_state: GameState, p: P<'over'>): never {
  throw new BotError(`${p.prompt} The bot has nothing to decide.`)
}

/** A result read off a printed chart is the players' to give: the bot has none (design §8). */
function noChart(_state: GameState, p: P<'chartLookup'>): never {
  throw new BotError(
    `The bot has no printed chart: the ${p.chart.name} entered in this game leaves ${p.chart.cell} empty, and a player must read the result off their own chart (${p.rule}). Enter that cell in the game's charts, or answer this decision.`,
  )
}

export const ANSWER_FOR_KIND = {
  plan: decidePlan,
  move: decideMove,
  collect: decideCollect,
  declare: decideDeclare,
  launchInterceptors: decideLaunchInterceptors,
  preCombat: decidePreCombat,
  acceptCancel: decideAcceptCancel,
  dumpOrdnance: decideDump,
  designate: decideDesignate,
  attack: decideAttack,
  voluntaryAbort: decideVoluntaryAbort,
  remain: decideRemain,
  continue: decideContinue,
  returnToBase: decideReturn,
  roll: noRoll,
  over: nothingLeft,
  evacuation: decideStrafeEvacuation,
  strafeTarget: decideStrafeTarget,
  offensive: decideOffensive,
  initiative: decideInitiative,
  bombAllocation: decideBombAllocation,
  bombAa: decideLoss,
  bombCollateral: decideLoss,
  forcedRebase: decideForcedRebase,
  stackOrder: decideStackOrder,
  baseChain: decideChain,
  bombUcep: decideUcep,
  chartLookup: noChart,
  landCombat: decideLandCombat,
  groundSupport: decideGroundSupport,
  sightingReport: decideSightingReport,
  reconConceal: decideConceal,
  navalAttack: decideNavalAttack,
  navalWindow: decideNavalWindow,
  counterstrike: decideCounterstrike,
  intensive: decideIntensive,
  paradrop: decideParadrop,
  atpLoss: decideAtpLoss,
  seaCargoLoss: decideCargoLoss,
  submarineAttack: decideSubmarineAttack,
  convoyAttack: decideConvoyAttack,
  convoyAa: decideConvoyAa,
  surfaceRaiders: decideSurfaceRaiders,
  raidAssign: decideRaidAssign,
  raidAttacks: decideRaidAttacks,
  raidAa: decideRaidAa,
  weather: decideWeather,
} satisfies { [K in Pending['kind']]: AnswerFor<K> }

/** The proposals for the pending decision, from its kind's entry. */
export function answerFor<K extends Pending['kind']>(state: GameState, p: P<K>, pol: Policy): BotDecision[] {
  const answer = ANSWER_FOR_KIND[p.kind] as AnswerFor<K>
  return answer(state, p, pol)
}
