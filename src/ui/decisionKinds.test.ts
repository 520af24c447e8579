// Every kind of pending decision has its four answers outside the rules module: a dialog, a bot
// answer, a tutorial note and, for every action type, words for the log. The compiler already
// checks each table (`satisfies` over `Pending['kind']` and `Action['type']`); this test reads the
// tables as they are at run time, so an entry lost behind a cast (`as any`) fails here.
import { describe, expect, it } from 'vitest'
import { newGame, type Action, type GameState, type Pending } from '../rules/systems/aeto'
import { ANSWER_FOR_KIND, botDecision, BotError } from '../rules/systems/aeto/bot'
import { parseScenario } from '../rules/systems/aeto/scenario/validate'
import { readBuiltIn } from '../scenarios/files'
import { ACTION_WORDS } from './actionWords'
import { DIALOG_FOR_KIND, DIALOG_KINDS } from './dialogs/dialogForKind'
import { NOTE_FOR_KIND, tutorialNote } from './tutorial/noteForKind'

/** Every pending kind: the compiler refuses this literal if a kind is missing or unknown. */
const PENDING_KINDS = Object.keys({
  plan: true,
  move: true,
  collect: true,
  declare: true,
  counterstrike: true,
  launchInterceptors: true,
  preCombat: true,
  acceptCancel: true,
  dumpOrdnance: true,
  designate: true,
  attack: true,
  roll: true,
  voluntaryAbort: true,
  remain: true,
  continue: true,
  returnToBase: true,
  over: true,
  evacuation: true,
  strafeTarget: true,
  bombAllocation: true,
  bombAa: true,
  bombCollateral: true,
  bombUcep: true,
  navalAttack: true,
  submarineAttack: true,
  paradrop: true,
  atpLoss: true,
  convoyAttack: true,
  convoyAa: true,
  raidAssign: true,
  raidAttacks: true,
  raidAa: true,
  initiative: true,
  offensive: true,
  reconConceal: true,
  navalWindow: true,
  intensive: true,
  sightingReport: true,
  forcedRebase: true,
  seaCargoLoss: true,
  baseChain: true,
  stackOrder: true,
  landCombat: true,
  weather: true,
  surfaceRaiders: true,
  groundSupport: true,
} satisfies Record<Pending['kind'], true>).sort()

/** Every action type, likewise. */
const ACTION_TYPES = Object.keys({
  launch: true,
  endStep: true,
  move: true,
  stop: true,
  collect: true,
  declare: true,
  counterstrike: true,
  pass: true,
  launchInterceptors: true,
  addInterceptors: true,
  proposeCancel: true,
  acceptCancel: true,
  refuseCancel: true,
  dumpOrdnance: true,
  designate: true,
  attack: true,
  endAttacks: true,
  roll: true,
  voluntaryAbort: true,
  remain: true,
  continue: true,
  returnToBase: true,
  evacuate: true,
  strafe: true,
  holdFire: true,
  allocateBombers: true,
  chooseLoss: true,
  payEp: true,
  declineEp: true,
  navalAttack: true,
  endNavalAttacks: true,
  paradrop: true,
  cancelParadrop: true,
  chooseAtpLoss: true,
  interdict: true,
  endInterdiction: true,
  assignRaid: true,
  bombStrategic: true,
  declareOffensive: true,
  chooseFirst: true,
  passOffensive: true,
  declareLandCombat: true,
  endLandStep: true,
  declineSupport: true,
  forcedRebase: true,
  reconnoitre: true,
  reportSighting: true,
  reconnoitreLand: true,
  concealLand: true,
  moveFlotilla: true,
  navalCombat: true,
  navalInterception: true,
  carrierStatus: true,
  ferry: true,
  fixedTransfer: true,
  dumpOverboard: true,
  portNaval: true,
  depleteNaval: true,
  buildGrassAirfield: true,
  demolishGrassAirfield: true,
  captureBase: true,
  bombard: true,
  chainChangeBase: true,
  stackOrder: true,
  determineWeather: true,
  raidConvoys: true,
  embarkStp: true,
  debarkStp: true,
  loseCargo: true,
} satisfies Record<Action['type'], true>).sort()

const keysOf = (table: object) => Object.keys(table).sort()

describe('every decision kind has a dialog, a bot answer and a tutorial note; every action type has words', () => {
  it('the bot answers every kind', () => {
    expect(keysOf(ANSWER_FOR_KIND)).toEqual(PENDING_KINDS)
    for (const k of PENDING_KINDS) expect(typeof ANSWER_FOR_KIND[k as Pending['kind']], k).toBe('function')
  })

  it('the tutorial has a note for every kind', () => {
    expect(keysOf(NOTE_FOR_KIND)).toEqual(PENDING_KINDS)
    for (const k of PENDING_KINDS) expect(typeof NOTE_FOR_KIND[k as Pending['kind']], k).toBe('function')
  })

  it('every kind has a dialog but the plan (the panel’s own chooser) and the scenario’s end', () => {
    expect(keysOf(DIALOG_FOR_KIND)).toEqual(PENDING_KINDS)
    const without = PENDING_KINDS.filter((k) => DIALOG_FOR_KIND[k as Pending['kind']] === null)
    expect(without).toEqual(['over', 'plan'])
    for (const k of PENDING_KINDS.filter((k) => !without.includes(k)))
      expect(typeof DIALOG_FOR_KIND[k as Pending['kind']], k).toBe('function')
    expect([...DIALOG_KINDS].sort()).toEqual(PENDING_KINDS.filter((k) => !without.includes(k)))
  })

  it('every action type has words', () => {
    expect(keysOf(ACTION_WORDS)).toEqual(ACTION_TYPES)
    for (const t of ACTION_TYPES) expect(typeof ACTION_WORDS[t as Action['type']], t).toBe('function')
  })
})

describe('the tables answer through their entry', () => {
  const parsed = parseScenario(readBuiltIn('tutorial'))
  if (!parsed.ok) throw new Error('the tutorial scenario does not load')
  const start = newGame(parsed.scenario, { seed: 1 })
  const pendingOf = (p: Partial<Pending>): GameState => ({
    ...start,
    pending: { ...start.pending, ...p } as Pending,
  })

  it('a physical die and the scenario’s end are the only kinds the bot refuses, each with why', () => {
    const roll = pendingOf({
      kind: 'roll',
      purpose: 'attack',
      rule: '4.16',
      sides: 6,
    } as Partial<Pending>)
    expect(() => botDecision(roll)).toThrow(BotError)
    expect(() => botDecision(roll)).toThrow(/physical dice, and the attack roll \(4\.16\)/)
    const over = pendingOf({ kind: 'over', prompt: 'The scenario is over.' })
    expect(() => botDecision(over)).toThrow('The scenario is over. The bot has nothing to decide.')
  })

  it('the tutorial’s note is read from its kind’s entry', () => {
    expect(tutorialNote(pendingOf({ kind: 'acceptCancel' } as Partial<Pending>), [], 3)).toEqual({
      title: 'Cancel?',
      lines: [
        'The other side proposes to call the engagement off; if you accept, no combat is fought here (4.13).',
      ],
    })
    expect(
      tutorialNote(pendingOf({ kind: 'returnToBase', units: [] } as Partial<Pending>), [], 3).title,
    ).toBe('Return to base')
  })
})
