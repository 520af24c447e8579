// The combat summary from real games with forced dice: the chain fixture (src/cli/testdata, the
// B-17's return fire in Round 2 at 0605) and a tutorial mission met by two Me-109s at 0706.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { Action } from '../rules/systems/aeto'
import { builtInScenarios } from '../scenarios/files'
import { createSortieStore } from '../store/store'
import { combatSummary } from './combatSummary'
import { viewerOf } from './viewer'

const read = (f: string) => JSON.parse(readFileSync(new URL(`../cli/testdata/${f}`, import.meta.url), 'utf8'))
const CHAIN = read('chain-scenario.json')
const CHAIN_ACTIONS: Action[] = read('chain-actions.json')
const CHAIN_DICE = [6, 6, 6, 6, 6, 6, 6, 6, 6, 5, 6]

function played(json: unknown, id: string, dice: number[], actions: readonly Action[]) {
  const store = createSortieStore()
  if (!store.getState().loadScenario(json, id, { seed: 1, dice })) throw new Error(`${id} does not load`)
  for (const a of actions) {
    const v = store.getState().dispatch(a)
    if (v) throw new Error(`${JSON.stringify(a)}: ${v.message}`)
  }
  return store.getState().game!
}

const chainAt = (n: number) => played(CHAIN, 'chain', CHAIN_DICE, CHAIN_ACTIONS.slice(0, n))

/** Tutorial: B-17 and Wellington from Marsham to 0706, collecting the Spitfire over Kestrel;
 *  both Me-109s intercept at 0706 and are designated against the bombers (4.16). */
const TUTORIAL_ACTIONS: Action[] = [
  {
    type: 'launch',
    base: 'marsham',
    units: ['us-b17-1', 'uk-wellington-1'],
    mission: 'fly',
    target: '0706',
    path: ['0307', '0407', '0507', '0606', '0706'],
  },
  { type: 'collect', flight: 'F1', units: ['uk-spitfire-1'] },
  { type: 'declare', groups: [{ base: 'dunenfeld', units: ['de-me109-1', 'de-me109-2'] }] },
  { type: 'launchInterceptors', base: 'dunenfeld' },
  { type: 'pass' }, // the Allies do not counter-intercept at 0907, 0806, 0706
  { type: 'pass' },
  { type: 'pass' },
  { type: 'pass' }, // before combat: Axis, then Allies
  { type: 'pass' },
  { type: 'designate', units: ['de-me109-1', 'de-me109-2'] },
  { type: 'attack', attacker: 'uk-spitfire-1', target: 'de-me109-1' }, // die 1: hit
  { type: 'attack', attacker: 'de-me109-1', target: 'us-b17-1' }, // die 5: abort; return fire die 6: 6 + 2 − 3 = 5 ≥ 3: hit (4.19)
  { type: 'attack', attacker: 'de-me109-2', target: 'uk-wellington-1' }, // die 6: miss
  { type: 'voluntaryAbort', units: [] }, // 13: Allies (hidden)
  { type: 'voluntaryAbort', units: [] }, // 14: Axis; both revealed
  { type: 'remain', units: ['uk-spitfire-1'] }, // the Wellington leaves
  { type: 'remain', units: ['de-me109-2'] },
  { type: 'attack', attacker: 'uk-spitfire-1', target: 'de-me109-2' }, // die 6: miss
  { type: 'attack', attacker: 'de-me109-2', target: 'uk-spitfire-1' }, // die 1: hit
]
const TUTORIAL = builtInScenarios.find((s) => s.id === 'tutorial')!.data
const tutorialAt = (n: number) =>
  played(TUTORIAL, 'tutorial', [1, 5, 6, 6, 6, 1], TUTORIAL_ACTIONS.slice(0, n))

const ROUND_1 = {
  heading: 'Round 1 results (applied together, 4.16)',
  lines: [
    "Me-109 #1 eliminated (Spitfire #1's attack: hit; B-17's return fire: hit, 4.19).",
    "B-17 aborted (Me-109 #1's attack: abort).",
  ],
}

describe('combatSummary (4.16, 4.19)', () => {
  it('nothing before the first combat, and nothing while Round 1 has no result yet', () => {
    expect(combatSummary(chainAt(7), null)).toBeNull()
    expect(combatSummary(chainAt(9), null)).toEqual({
      engagement: 'E3',
      loc: '0702',
      over: false,
      sections: [],
    })
  })

  it("Round 1's results together: a unit hit by an attack and by return fire is eliminated, the B-17 aborted", () => {
    const s = combatSummary(tutorialAt(13), null)!
    expect(s.loc).toBe('0706')
    expect(s.sections).toEqual([ROUND_1])
  })

  it("a side's voluntary aborts stay hidden from the other side until both have chosen", () => {
    const g = tutorialAt(14) // the Allies have chosen (none); the Axis decides now
    expect(combatSummary(g, 'axis')!.sections[1]).toEqual({
      heading: 'Voluntary aborts (4.16)',
      lines: ['Western Allies has chosen its voluntary aborts (hidden until both sides have chosen, 4.16).'],
    })
    expect(combatSummary(g, 'allies')!.sections[1].lines).toEqual([
      'Western Allies chose to abort: none (hidden from the other side until it has chosen, 4.16).',
    ])
  })

  it('once revealed: the voluntary aborts of both sides, then who is still in the combat for Round 2', () => {
    expect(combatSummary(tutorialAt(15), 'allies')!.sections).toEqual([
      ROUND_1,
      { heading: 'Voluntary aborts (4.16)', lines: ['Western Allies: none.', 'Axis: none.'] },
      {
        heading: 'Round 2: who remains (4.16)',
        lines: ['Still in the combat: Western Allies Wellington and Spitfire #1; Axis Me-109 #2.'],
      },
    ])
    expect(combatSummary(tutorialAt(17), 'allies')!.sections[2]).toEqual({
      heading: 'Round 2: who remains (4.16)',
      lines: ['Western Allies: Spitfire #1 stays; Wellington aborts.', 'Axis: Me-109 #2 stays.'],
    })
  })

  it('the final summary: every unit’s fate over both rounds, and what continues', () => {
    const s = combatSummary(tutorialAt(19), 'allies')!
    expect(s.over).toBe(true)
    expect(s.sections.slice(3)).toEqual([
      {
        heading: 'Round 2 results (applied together, 4.16)',
        lines: ["Spitfire #1 depleted and aborted (Me-109 #2's attack: hit)."],
      },
      {
        heading: 'Final: Western Allies',
        lines: [
          "B-17: aborted in Round 1 (Me-109 #1's attack: abort).",
          'Wellington: aborted: did not stay for Round 2 (4.16).',
          "Spitfire #1: depleted and aborted in Round 2 (Me-109 #2's attack: hit).",
        ],
      },
      {
        heading: 'Final: Axis',
        lines: [
          "Me-109 #1: eliminated in Round 1 (Spitfire #1's attack: hit; B-17's return fire: hit, 4.19).",
          'Me-109 #2: unharmed.',
        ],
      },
      {
        heading: 'After the combat (4.13)',
        lines: [
          'No flight continues its movement from 0706.',
          'Me-109 is set aside at 0706 until the end of the Step (4.13).',
        ],
      },
    ])
  })

  it('chain, 0605: the B-17 aborted by the Me-109 and its return fire depleting the Me-109 in Round 2 (4.19)', () => {
    const s = combatSummary(chainAt(39), null)!
    expect(s.sections.find((x) => x.heading.startsWith('Round 2 results'))!.lines).toEqual([
      "B-17 aborted (Me-109's attack: abort).",
      "Me-109 depleted and aborted (B-17's return fire: hit, 4.19).",
    ])
    expect(s.sections.filter((x) => x.heading.startsWith('Final')).map((x) => x.lines)).toEqual([
      ["B-17: aborted in Round 2 (Me-109's attack: abort)."],
      ["Me-109: depleted and aborted in Round 2 (B-17's return fire: hit, 4.19)."],
    ])
  })

  it('chain, 0702: no attack in Round 1 ends the combat; no Round 2 (4.16)', () => {
    const g = played(CHAIN, 'chain', CHAIN_DICE, [
      ...CHAIN_ACTIONS.slice(0, 9),
      { type: 'endAttacks' },
      { type: 'endAttacks' },
    ])
    expect(combatSummary(g, null)!.sections.slice(0, 2)).toEqual([
      { heading: 'Round 1 results (applied together, 4.16)', lines: ['No attack was made.'] },
      {
        heading: 'Round 2: who remains (4.16)',
        lines: ['No Round 2: the combat ended with Round 1 (4.16).'],
      },
    ])
  })

  it('chain, 0702: the surviving flight that continues, the interceptor set aside; the summary ends with the Step', () => {
    expect(combatSummary(chainAt(17), null)!.sections.at(-1)).toEqual({
      heading: 'After the combat (4.13)',
      lines: ['Western Allies decides which flights continue their movement (4.13).'],
    })
    expect(combatSummary(chainAt(18), null)!.sections.at(-1)).toEqual({
      heading: 'After the combat (4.13)',
      lines: [
        'Western Allies continues: Spitfire (4.13).',
        'Fw-190 is set aside at 0702 until the end of the Step (4.13).',
      ],
    })
    expect(combatSummary(chainAt(40), null)!.loc).toBe('0605') // returning to base: still this Step
    expect(combatSummary(chainAt(41), null)).toBeNull() // the next Air Movement Step
  })
})

describe('viewerOf', () => {
  const g = tutorialAt(14) // the Axis decides its voluntary aborts
  const state = g.states[g.cursor]
  it('is the side whose decision is due when a person plays it', () => {
    expect(viewerOf(state, [])).toBe('axis')
    expect(viewerOf(state, ['allies'])).toBe('axis')
  })
  it('is the person’s side while the automatic opponent decides; nobody’s when both sides are automatic', () => {
    expect(viewerOf(state, ['axis'])).toBe('allies')
    expect(viewerOf(state, ['axis', 'allies'])).toBeNull()
  })
})
