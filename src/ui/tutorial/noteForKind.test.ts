// The tutorial's notes (noteForKind.ts) at every decision of the tutorial scenario played with scripted
// dice: the exact note shown, and the numbers it quotes checked against the state (interception
// range and distance, the engagement below on the stack, the round, each roll's die, air target
// number and result against the rules' own attackPreview).
import { describe, expect, it } from 'vitest'
import { readBuiltIn } from '../../scenarios/files'
import {
  apply,
  attackPreview,
  newGame,
  type Action,
  type GameEvent,
  type GameState,
  type Pending,
} from '../../rules/systems/aeto'
import { parseScenario } from '../../rules/systems/aeto/scenario/validate'
import { tutorialNote, type TutorialNote } from './noteForKind'

const tutorialJson = readBuiltIn('tutorial')

/** The note at a decision of the tutorial: every kind the tutorial reaches has one. */
function noteAt(state: GameState, last: readonly GameEvent[], played: number): TutorialNote {
  const note = tutorialNote(state, last, played)
  if (!note) throw new Error(`the tutorial has no note for the "${state.pending.kind}" decision`)
  return note
}

const parsed = parseScenario(tutorialJson)
if (!parsed.ok) throw new Error('the tutorial scenario does not load')
const scenario = parsed.scenario

// The notes' fixed sentences, as the player reads them.
const ROLL_RULE =
  'A roll under the air target number hits, a roll equal to it makes the target abort, a higher roll misses; but a 6 always misses, a 5 never hits (abort instead) and a 1 never misses (abort instead) (4.16).'
const rollLine = (natural: number, target: number, result: string) =>
  `The last die showed ${natural} against a target number of ${target}: ${result}. ${ROLL_RULE}`
const RETURN_FIRE_4 =
  "The return-fire die showed 4 (modified to 3) against a target number of 3: abort. A Heavy Bomber fires back at the fighter that attacked it: the die plus the bomber's quality minus the fighter's quality hits above the fighter's quality, aborts it when equal, misses below; a natural 6 always hits and a natural 1 always misses (4.19)."
const LAUNCH =
  'Tick the Wellington and the B-17 at Marsham (0207), trace the route 0307, 0407, 0507 (Kestrel Field, where a Spitfire can join), 0606, 0706, then launch (4.1, 4.12).'
const FLY =
  'The flight moves one hex at a time; at a friendly base it may collect escorts (4.9). Each hex entered gives the enemy a chance to intercept (4.13).'
const INTERCEPT =
  'An enemy flight has entered a hex your fighters can reach: interception range is max(4, half the printed range) from their base (4.13). Tick the fighters to send, or pass.'
const counter = (name: string, hex: string) =>
  `Enemy interceptors are on their way: you may intercept them in turn. This one would be fought before the ${name} at ${hex}: the last declared is the first resolved (4.13).`
const LAUNCH_INTERCEPTORS =
  'Interceptors take off one base at a time and fly the automatic path to the engagement; each take-off is a new chance for the other side to intercept them (4.13).'
const PRE_COMBAT =
  'Each side in turn may add interceptors, launch more of the mission, propose to cancel, or pass; two passes in a row start the combat (4.16).'
const ROLES =
  'Fighter-bombers may dump their bombs and fight as fighters; fighters designated against bombers may attack only bombers (4.16).'
const ATTACK =
  'Choose an attacker and a target. Greyed targets are illegal, with the reason. Before the roll you see the air target number, every modifier with its rule, and the exact chance of hit, abort and miss (4.16).'
const ABORT =
  'Each side secretly chooses units to leave the combat; the choices are revealed together (4.16). On a hot-seat screen the other player does not see yours.'
const REMAIN = 'Choose who stays for the second and last round; the others abort (4.16).'
const next = (name: string, hex: string) =>
  `This engagement is over. Next, the engagement below it on the stack is resolved: ${name} at ${hex}. (4.13)`
const LAST_CONTINUE = 'This engagement is over. The surviving flights may continue to their target. (4.13)'
const COMPLETE =
  'Every engagement has been fought, last declared first resolved. You have seen an interception, a counter-interception, a counter-counter-interception and both combat rounds. End the Step to send the survivors home.'
const OVER =
  'The scenario’s last Naval and Air Phase has been played: its summary shows what each side lost. Restart it to try other choices, or undo in exploration mode (4.1).'

/**
 * The dice, in the order they are rolled:
 * 0806 (counter-counter-interception) Round 1: 6 6 6 6 (all miss); Round 2: 3 1 4 6 (abort, hit, hit, miss);
 * 0907 (counter-interception): 2 5 6 (hit, miss, miss);
 * 0706 (interception) Round 1: 6 2 3, B-17 return fire 4; Round 2: 6.
 */
const DICE = [6, 6, 6, 6, 3, 1, 4, 6, 2, 5, 6, 6, 2, 3, 4, 6]

const attack = (attacker: string, target: string): Action => ({ type: 'attack', attacker, target })
const pass: Action = { type: 'pass' }

/** Every decision of the game, in order: who decides what, and the answer given. */
const SCRIPT: Action[] = [
  {
    type: 'launch',
    base: 'marsham',
    units: ['us-b17-1', 'uk-wellington-1'],
    mission: 'fly',
    target: '0706',
    path: ['0307', '0407', '0507', '0606', '0706'],
  },
  { type: 'collect', flight: 'F1', units: ['uk-spitfire-1'] },
  { type: 'declare', groups: [{ base: 'dunenfeld', units: ['de-me109-1', 'de-me109-2'] }] }, // interception at 0706
  { type: 'launchInterceptors', base: 'dunenfeld' },
  { type: 'declare', groups: [{ base: 'kestrel', units: ['uk-spitfire-2', 'us-p47-1'] }] }, // counter-interception at 0907
  { type: 'launchInterceptors', base: 'kestrel' },
  { type: 'declare', groups: [{ base: 'waldheim', units: ['de-fw190-1', 'de-fw190-2'] }] }, // counter-counter-interception at 0806
  { type: 'launchInterceptors', base: 'waldheim' },
  pass, // Axis, before combat at 0806
  pass, // Allies
  attack('uk-spitfire-2', 'de-fw190-1'),
  attack('us-p47-1', 'de-fw190-2'),
  attack('de-fw190-1', 'uk-spitfire-2'),
  attack('de-fw190-2', 'us-p47-1'),
  { type: 'voluntaryAbort', units: [] },
  { type: 'voluntaryAbort', units: [] },
  { type: 'remain', units: ['uk-spitfire-2', 'us-p47-1'] },
  { type: 'remain', units: ['de-fw190-1', 'de-fw190-2'] },
  attack('uk-spitfire-2', 'de-fw190-1'),
  attack('us-p47-1', 'de-fw190-2'),
  attack('de-fw190-1', 'uk-spitfire-2'),
  attack('de-fw190-2', 'us-p47-1'),
  { type: 'continue', flights: ['F3'] }, // the P-47 flies on to 0907
  pass, // Allies, before combat at 0907
  pass, // Axis
  attack('de-me109-1', 'us-p47-1'),
  attack('de-me109-2', 'us-p47-1'),
  attack('us-p47-1', 'de-me109-1'),
  { type: 'continue', flights: ['F2'] }, // the Me-109s fly on to 0706
  pass, // Axis, before combat at 0706
  pass, // Allies
  { type: 'designate', units: [] },
  attack('uk-spitfire-1', 'de-me109-1'),
  attack('de-me109-1', 'uk-spitfire-1'),
  attack('de-me109-2', 'us-b17-1'),
  { type: 'voluntaryAbort', units: [] },
  { type: 'voluntaryAbort', units: [] },
  { type: 'remain', units: ['uk-wellington-1'] },
  { type: 'remain', units: ['de-me109-1'] },
  { type: 'designate', units: [] },
  attack('de-me109-1', 'uk-wellington-1'),
  { type: 'continue', flights: ['F1'] },
  { type: 'endStep' },
]

interface Decision {
  /** The state the decision is taken in, and the note the player reads then. */
  state: GameState
  pending: Pending
  note: TutorialNote
  /** The answer, and the events it caused. */
  action: Action | null
  events: GameEvent[]
}

/** Plays SCRIPT from the start and records, before each answer, the note shown (as TutorialNotes does: the events of the last action, the actions played). */
function playTutorial(): Decision[] {
  let state = newGame(scenario, { seed: 1, dice: DICE })
  let last: GameEvent[] = []
  const out: Decision[] = []
  SCRIPT.forEach((action, played) => {
    const note = noteAt(state, last, played)
    const r = apply(state, action)
    if (!r.ok)
      throw new Error(
        `action #${played} ${JSON.stringify(action)} refused at "${state.pending.kind}": ${r.violation.message}`,
      )
    out.push({ state, pending: state.pending, note, action, events: r.events })
    state = r.state
    last = r.events
  })
  out.push({
    state,
    pending: state.pending,
    note: noteAt(state, last, SCRIPT.length),
    action: null,
    events: [],
  })
  return out
}

const game = playTutorial()
const rollsOf = (d: Decision) => d.events.filter((e) => e.roll).map((e) => e.roll!)

describe('tutorial notes, the tutorial played with scripted dice', () => {
  it('uses up exactly the scripted dice: every attack roll and the return fire', () => {
    expect(game.flatMap((d) => rollsOf(d).map((r) => r.natural))).toEqual(DICE)
    expect(game.flatMap((d) => rollsOf(d).map((r) => r.source))).toEqual(DICE.map(() => 'scripted'))
  })

  it('shows the exact note at each decision, in order', () => {
    const shown = game.map((d) => [`${d.pending.side} ${d.pending.kind}`, d.note.title, ...d.note.lines])
    expect(shown).toEqual([
      ['allies plan', 'Launch a mission', LAUNCH],
      ['allies collect', 'Fly the mission', FLY],
      ['axis declare', 'Declare an interception', INTERCEPT],
      ['axis launchInterceptors', 'Launch the interceptors', LAUNCH_INTERCEPTORS],
      ['allies declare', 'Declare a counter-interception', counter('interception', '0706')],
      ['allies launchInterceptors', 'Launch the interceptors', LAUNCH_INTERCEPTORS],
      ['axis declare', 'Declare a counter-counter-interception', counter('counter-interception', '0907')],
      ['axis launchInterceptors', 'Launch the interceptors', LAUNCH_INTERCEPTORS],
      // 0806, the counter-counter-interception, is fought first (last declared, first resolved)
      ['axis preCombat', 'Before combat', PRE_COMBAT],
      ['allies preCombat', 'Before combat', PRE_COMBAT],
      ['allies attack', 'Round 1: attacks', ATTACK],
      ['allies attack', 'Round 1: attacks', rollLine(6, 3, 'miss'), ATTACK], // Spitfire 4-4/3 on Fw-190 4-5/4: 4 + 3 − 4 = 3
      ['axis attack', 'Round 1: attacks', rollLine(6, 3, 'miss'), ATTACK], // P-47 4-7/3 on Fw-190: 3
      ['axis attack', 'Round 1: attacks', rollLine(6, 5, 'miss'), ATTACK], // Fw-190 on Spitfire: 4 + 4 − 3 = 5
      ['allies voluntaryAbort', 'End of Round 1: abort?', rollLine(6, 5, 'miss'), ABORT],
      ['axis voluntaryAbort', 'End of Round 1: abort?', ABORT],
      ['allies remain', 'Round 2', REMAIN],
      ['axis remain', 'Round 2', REMAIN],
      ['allies attack', 'Round 2: attacks', ATTACK],
      ['allies attack', 'Round 2: attacks', rollLine(3, 3, 'abort'), ATTACK],
      ['axis attack', 'Round 2: attacks', rollLine(1, 3, 'hit'), ATTACK],
      ['axis attack', 'Round 2: attacks', rollLine(4, 5, 'hit'), ATTACK],
      ['allies continue', 'After combat', rollLine(6, 5, 'miss'), next('counter-interception', '0907')],
      // 0907, the counter-interception: the P-47 alone against both Me-109s
      ['allies preCombat', 'Before combat', PRE_COMBAT],
      ['axis preCombat', 'Before combat', PRE_COMBAT],
      ['axis attack', 'Round 1: attacks', ATTACK],
      ['axis attack', 'Round 1: attacks', rollLine(2, 4, 'hit'), ATTACK], // Me-109 4-4/3 on P-47: 4 + 3 − 3 = 4
      ['allies attack', 'Round 1: attacks', rollLine(5, 4, 'miss'), ATTACK],
      ['axis continue', 'After combat', rollLine(6, 4, 'miss'), next('interception', '0706')],
      // 0706, the interception
      ['axis preCombat', 'Before combat', PRE_COMBAT],
      ['allies preCombat', 'Before combat', PRE_COMBAT],
      ['axis designate', 'Round 1: roles', ROLES],
      ['allies attack', 'Round 1: attacks', ATTACK],
      ['axis attack', 'Round 1: attacks', rollLine(6, 4, 'miss'), ATTACK],
      ['axis attack', 'Round 1: attacks', rollLine(2, 4, 'hit'), ATTACK],
      // Me-109 on B-17 _12_-20[2]: 4 + 3 − 2 = 5, roll 3: hit; the B-17's return fire (4.19):
      // 4 + 2 (B-17 quality) − 3 (Me-109 quality) = 3, equal to the Me-109's quality 3: abort.
      ['allies voluntaryAbort', 'End of Round 1: abort?', rollLine(3, 5, 'hit'), RETURN_FIRE_4, ABORT],
      ['axis voluntaryAbort', 'End of Round 1: abort?', ABORT],
      ['allies remain', 'Round 2', REMAIN],
      ['axis remain', 'Round 2', REMAIN],
      ['axis designate', 'Round 2: roles', ROLES],
      ['axis attack', 'Round 2: attacks', ATTACK],
      ['allies continue', 'After combat', rollLine(6, 7, 'miss'), LAST_CONTINUE], // Me-109 on Wellington _5_-22: 4 + 3 − 0 = 7
      ['allies plan', 'Tutorial complete', COMPLETE],
      ['allies over', 'Scenario over', OVER],
    ])
  })

  it('each roll note quotes the die rolled, and the air target number and result of the rules’ attackPreview', () => {
    let checked = 0
    game.forEach((d, i) => {
      if (d.action?.type !== 'attack') return
      const pv = attackPreview(d.state, d.action.attacker, d.action.target)
      const [roll] = rollsOf(d)
      expect(roll.purpose).toBe('air combat attack')
      expect(roll.target).toBe(pv.atn.atn)
      expect(roll.result).toBe(pv.odds.byFace[roll.natural - 1])
      expect(game[i + 1].note.lines[0]).toBe(
        rollLine(roll.natural, pv.atn.atn, pv.odds.byFace[roll.natural - 1]),
      )
      checked++
    })
    expect(checked).toBe(15)
  })

  it('the roll rule the notes state (under hits, equal aborts, over misses; 6 misses, 5 never hits, 1 never misses) is the rules’ own for every attack of the game', () => {
    const stated = (face: number, atn: number) => {
      const plain = face < atn ? 'hit' : face === atn ? 'abort' : 'miss'
      if (face === 6) return 'miss'
      if (face === 5 && plain === 'hit') return 'abort'
      if (face === 1 && plain === 'miss') return 'abort'
      return plain
    }
    const attacks = game.filter((d) => d.action?.type === 'attack')
    for (const d of attacks) {
      const a = d.action as Extract<Action, { type: 'attack' }>
      const pv = attackPreview(d.state, a.attacker, a.target)
      expect(pv.atn.drm, 'no die modifier in the tutorial').toBe(0)
      expect(pv.odds.byFace).toEqual([1, 2, 3, 4, 5, 6].map((f) => stated(f, pv.atn.atn)))
    }
    // The game shows air target numbers 3, 4, 5 and 7.
    expect(
      [
        ...new Set(
          attacks.map(
            (d) =>
              attackPreview(
                d.state,
                (d.action as { attacker: string }).attacker,
                (d.action as { target: string }).target,
              ).atn.atn,
          ),
        ),
      ].sort(),
    ).toEqual([3, 4, 5, 7])
  })

  it('the interception notes: every fighter offered has interception range max(4, half its printed range) and is within it (4.13)', () => {
    const declares = game.filter((d) => d.pending.kind === 'declare')
    expect(declares.map((d) => (d.pending as Extract<Pending, { kind: 'declare' }>).loc)).toEqual([
      '0706',
      '0907',
      '0806',
    ])
    for (const d of declares) {
      const p = d.pending as Extract<Pending, { kind: 'declare' }>
      for (const u of p.interceptors.flatMap((g) => g.units)) {
        const printed = scenario.airUnits.find((x) => x.id === u.id)!.front.range
        expect(u.interceptRange, u.id).toBe(Math.max(4, Math.floor(printed / 2)))
        expect(u.distance, u.id).toBeLessThanOrEqual(u.interceptRange)
      }
    }
  })

  it('the counter-interception notes name the engagement they would be fought before, where it was declared', () => {
    const declares = game.filter((d) => d.pending.kind === 'declare')
    const at = declares.map((d) => (d.pending as Extract<Pending, { kind: 'declare' }>).loc ?? '?')
    expect(declares[1].note.lines).toEqual([counter('interception', at[0])])
    expect(declares[2].note.lines).toEqual([counter('counter-interception', at[1])])
    // …and the engagement the note names is the one on top of the stack.
    expect(declares[1].state.stack.map((e) => declares[1].state.engagements[e].depth)).toEqual([1])
    expect(declares[2].state.stack.map((e) => declares[2].state.engagements[e].depth)).toEqual([1, 2])
  })

  it('the round a note names is the combat’s round, as the decision’s own prompt says', () => {
    const inCombat = game.filter((d) => ['attack', 'designate', 'remain'].includes(d.pending.kind))
    for (const d of inCombat) {
      const round = d.state.combat!.round
      if (d.pending.kind === 'remain') expect(round).toBe(2)
      else {
        expect(d.note.title.startsWith(`Round ${round}:`), d.note.title).toBe(true)
        expect(d.pending.prompt.startsWith(`Round ${round}:`), d.pending.prompt).toBe(true)
      }
    }
    expect(inCombat.filter((d) => d.pending.kind === 'attack').map((d) => d.state.combat!.round)).toEqual([
      1, 1, 1, 1, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 2,
    ])
  })

  it('the notes after combat name the engagement resolved next: the one below on the stack (LIFO, 4.13)', () => {
    const after = game.filter((d) => d.pending.kind === 'continue')
    expect(after.map((d) => d.pending.side)).toEqual(['allies', 'axis', 'allies'])
    expect(after.map((d) => d.state.stack.map((e) => d.state.engagements[e].depth))).toEqual([
      [1, 2, 3],
      [1, 2],
      [1],
    ])
    expect(after.map((d) => d.note.lines.at(-1))).toEqual([
      next('counter-interception', '0907'),
      next('interception', '0706'),
      LAST_CONTINUE,
    ])
  })

  it('before any action the note does not explain a roll, and no note repeats an earlier action’s roll', () => {
    game.forEach((d, i) => {
      const prev = i > 0 ? rollsOf(game[i - 1]) : []
      const explained = d.note.lines.filter((l) => l.startsWith('The last die showed'))
      expect(explained.length, `${i} ${d.pending.kind}`).toBe(prev.length > 0 ? 1 : 0)
    })
  })
})
