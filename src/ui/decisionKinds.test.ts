// Every kind of pending decision has its three answers outside the rules module: a dialog, a bot
// answer and, for every action type, words for the log; the tutorial has a note for every kind it
// reaches (a note is optional elsewhere). The compiler already
// checks each table (`satisfies` over `Pending['kind']` and `Action['type']`); this test reads the
// tables as they are at run time, so an entry lost behind a cast (`as any`) fails here.
import { readdirSync, readFileSync } from 'node:fs'
import { join, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  actionTypes,
  apply,
  newGame,
  pendingKinds,
  type Action,
  type GameState,
  type Pending,
} from '../rules/systems/aeto'
import { ANSWER_FOR_KIND, botDecision, BotError } from '../rules/systems/aeto/bot'
import { parseScenario } from '../rules/systems/aeto/scenario/validate'
import { readBuiltIn } from '../scenarios/files'
import { ACTION_WORDS } from './actionWords'
import { DIALOG_FOR_KIND, DIALOG_KINDS } from './dialogs/dialogForKind'
import { NOTE_FOR_KIND, tutorialNote } from './tutorial/noteForKind'

/**
 * Every pending kind and every action type, as the procedures of the rules declare them. The
 * compiler already holds each table to the types (`satisfies` over `Pending['kind']` and
 * `Action['type']`); comparing the tables with the procedures at run time also shows that the
 * types and the procedures name the same kinds.
 */
const PENDING_KINDS: string[] = [...pendingKinds()].sort()
const ACTION_TYPES: string[] = [...actionTypes()].sort()

const keysOf = (table: object) => Object.keys(table).sort()

describe('every decision kind has a dialog and a bot answer; every action type has words; the tutorial’s kinds have notes', () => {
  it('the bot answers every kind', () => {
    expect(keysOf(ANSWER_FOR_KIND)).toEqual(PENDING_KINDS)
    for (const k of PENDING_KINDS) expect(typeof ANSWER_FOR_KIND[k as Pending['kind']], k).toBe('function')
  })

  it('the tutorial has a note for every kind its scenario reaches (a note for another kind is optional)', () => {
    // The kinds the tutorial scenario reaches, with the bot playing both sides over a few seeds (its
    // scripted play, hex by hex, is tutorial/noteForKind.test.ts, which needs a note at every step).
    const parsed = parseScenario(readBuiltIn('tutorial'))
    if (!parsed.ok) throw new Error('the tutorial scenario does not load')
    const reached = new Set<string>()
    for (const seed of [1, 2, 3]) {
      let s = newGame(parsed.scenario, { seed })
      for (let i = 0; i < 300 && s.pending.kind !== 'over'; i++) {
        reached.add(s.pending.kind)
        const r = apply(s, botDecision(s).action)
        if (!r.ok) throw new Error(r.violation.message)
        s = r.state
      }
      reached.add(s.pending.kind)
    }
    // Not vacuous: the tutorial's mission, interception and air combat are all reached.
    expect([...reached]).toEqual(
      expect.arrayContaining(['plan', 'declare', 'preCombat', 'attack', 'continue', 'over']),
    )
    const notes = NOTE_FOR_KIND as Partial<Record<string, unknown>>
    expect([...reached].filter((k) => typeof notes[k] !== 'function')).toEqual([])
    // Every entry is a kind of the rules (the compiler checks it too).
    expect(keysOf(NOTE_FOR_KIND).filter((k) => !PENDING_KINDS.includes(k))).toEqual([])
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

  it('a physical die, a result read off a printed chart and the scenario’s end are the only kinds the bot refuses, each with why', () => {
    const roll = pendingOf({
      kind: 'roll',
      purpose: 'attack',
      rule: '4.16',
      sides: 6,
    })
    expect(() => botDecision(roll)).toThrow(BotError)
    expect(() => botDecision(roll)).toThrow(/physical dice, and the attack roll \(4\.16\)/)
    const chart = pendingOf({
      kind: 'chartLookup',
      rule: '4.26',
      chart: { name: 'Bombing Table', cell: 'column 7–11, row 12' },
    } as Partial<Pending>)
    expect(() => botDecision(chart)).toThrow(BotError)
    expect(() => botDecision(chart)).toThrow(
      /^The bot has no printed chart: the Bombing Table entered in this game leaves column 7–11, row 12 empty/,
    )
    const over = pendingOf({ kind: 'over', prompt: 'The scenario is over.' })
    expect(() => botDecision(over)).toThrow('The scenario is over. The bot has nothing to decide.')
  })

  it('the tutorial’s note is read from its kind’s entry', () => {
    expect(tutorialNote(pendingOf({ kind: 'acceptCancel' }), [], 3)).toEqual({
      title: 'Cancel?',
      lines: [
        'The other side proposes to call the engagement off; if you accept, no combat is fought here (4.13).',
      ],
    })
    expect(
      tutorialNote(pendingOf({ kind: 'returnToBase', units: [] } as Partial<Pending>), [], 3)?.title,
    ).toBe('Return to base')
  })
})

describe('what a new decision kind touches (src/rules/README.md, "A decision kind outside the rules module")', () => {
  it('the tables that must name every kind or action type are exactly the documented ones', () => {
    // A table the compiler checks for every kind (`satisfies { [K in Pending['kind']]: … }`) or
    // every action type (`: Record<ActionType, …>`) is a file each new kind must touch. Optional
    // tables (`?:`, Partial) are not. A new required table is a new file to touch: document it.
    const KEY = String.raw`(?:Pending\['kind'\]|PendingKind|Action\['type'\]|ActionType)`
    const required = new RegExp(
      String.raw`satisfies\s*\{\s*\[\w+ in ${KEY}\]\s*:|:\s*(?:Readonly<)?Record<${KEY},`,
    )
    const files = (readdirSync('src', { recursive: true }) as string[])
      .map((f) => f.split(sep).join('/'))
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .filter((f) => required.test(readFileSync(join('src', f), 'utf8')))
      .sort()
    // (The fields of an action are declared by its procedure, `Procedure.actions`, not in a table.)
    expect(files).toEqual([
      'rules/systems/aeto/bot/answerForKind.ts', // its bot answer
      'ui/actionWords.ts', // its words
      'ui/dialogs/dialogForKind.tsx', // its dialog
    ])
  })
})
