import { describe, expect, it } from 'vitest'
import { newDice, drawDie, type Action, type GameState } from '../rules/systems/aeto'
import { stateHash } from '../rules/systems/aeto/save'
import { stateData } from '../rules/systems/aeto/properties/invariants'
import { playAction, replay, type GameRecord } from './game'
import { readFileSync } from 'node:fs'
import { parseScenario } from '../rules/systems/aeto/scenario/validate'
import { runBotGame } from '../rules/systems/aeto/bot'
import { counterstrikeScenario } from '../rules/systems/aeto/testing/counterstrikeFixture'
import {
  barrierAt,
  branchRecord,
  canRedo,
  canUndo,
  currentRecord,
  decisionStart,
  deriveSeed,
  lines,
  newTimeline,
  play,
  redo,
  rewind,
  rolledFaces,
  switchLine,
  undoBlock,
  undoOne,
  undoToDecisionStart,
  type Timeline,
} from './history'
import {
  CHAIN_ACTIONS,
  chainGame,
  INTERCEPTION_ACTIONS,
  INTERCEPTION_SEED,
  interceptionGame,
} from './testGames'

const cursorAt = (g: GameRecord, cursor: number): GameRecord => ({ ...g, cursor })

const HAND_OVER_TO_ALLIES =
  'The decision passed from Axis to Western Allies: a hot-seat game cannot undo a hand-over.'
const ROLL = 'A die was rolled: a hot-seat game never undoes luck.'
const DECLARATION =
  'An interception was declared: a declaration is announced to the other side and cannot be taken back (4.13).'

describe('barriers', () => {
  it('names the barrier of every action of the interception game', () => {
    const g = interceptionGame()
    expect(g.actions.map((_, i) => barrierAt(g, i)?.kind ?? null)).toEqual([
      'handOver',
      'declaration',
      null,
      'handOver',
      'handOver',
      null,
      'roll',
      'roll',
    ])
    expect(barrierAt(g, 4)).toEqual({ index: 4, kind: 'handOver', reason: HAND_OVER_TO_ALLIES })
  })

  it('declaring an Offensive is a barrier: it is announced and spent (4.25)', () => {
    let g: GameRecord = chainGame()
    for (const a of [{ type: 'endStep' }, { type: 'declareOffensive', offensive: 'air' }] as Action[]) {
      const r = playAction(g, a)
      if ('violation' in r) throw new Error(r.violation.message)
      g = r.game
    }
    expect(g.states[g.cursor].pending.kind).toBe('plan') // the Allies plan their Air Offensive: the same side decides
    expect(barrierAt(g, g.cursor - 1)).toEqual({
      index: g.cursor - 1,
      kind: 'declaration',
      reason:
        'An Offensive was declared: it is announced to the other side and spent; it cannot be taken back (4.25).',
    })
  })

  it('flying a Counterstrike is a barrier: its strike is announced (APTO D7)', () => {
    const sc = counterstrikeScenario()
    const actions: Action[] = [
      { type: 'moveFlotilla', flotilla: 'kido', to: '0605' },
      { type: 'reconnoitre', target: '0605', units: ['sbd'] },
      { type: 'reportSighting', count: 1, types: { CV: 1 } }, // a 3: by type (4.10; APTO D31)
      { type: 'pass' },
      { type: 'launch', base: 'x1', units: ['g4m'], mission: 'fly', target: '0705' },
      { type: 'declare', groups: [{ base: 'a1', units: ['sbd'] }], counterstrike: ['sbd'] },
      { type: 'launchInterceptors', base: 'a1' },
      { type: 'pass' },
      { type: 'pass' },
      { type: 'continue', flights: [] },
      { type: 'counterstrike', target: '0605' },
    ]
    const r = replay({ scenario: sc, scenarioJson: sc, seed: 1, dice: [4, 4, 3] }, actions)
    if ('violation' in r) throw new Error(r.violation.message)
    const g = r.game
    expect(g.states[g.cursor].pending.kind).toBe('navalAttack') // the Allies strike at once: no hand-over
    expect(barrierAt(g, actions.length - 1)).toEqual({
      index: actions.length - 1,
      kind: 'declaration',
      reason:
        'A Counterstrike was flown: its strike is announced to the other side and cannot be taken back (APTO 4.1).',
    })
  })

  it('declaring a land combat is a barrier: the other side may fly ground support to it (4.22)', () => {
    const json = JSON.parse(
      readFileSync(new URL('../../public/scenarios/channel-1943.json', import.meta.url), 'utf8'),
    )
    const sc = parseScenario(json)
    if (!sc.ok) throw new Error('channel-1943 does not load')
    const actions: Action[] = [
      { type: 'endStep' },
      { type: 'endStep' },
      { type: 'declareOffensive', offensive: 'land' },
      { type: 'declareLandCombat', hex: '3424', attackers: ['uk-4-commando'] },
    ]
    const r = replay({ scenario: sc.scenario, scenarioJson: json, seed: 1, dice: [] }, actions)
    if ('violation' in r) throw new Error(r.violation.message)
    const g = r.game
    expect(g.states[g.cursor].pending).toMatchObject({ kind: 'groundSupport', side: 'allies', hex: '3424' })
    expect(barrierAt(g, 3)).toEqual({
      index: 3,
      kind: 'declaration',
      reason:
        'A land combat was declared: the other side may now fly ground support to it; it cannot be taken back (4.22).',
    })
  })

  it('a voluntary-abort reveal is a barrier (the second side choosing reveals both hidden choices, 4.16)', () => {
    const g = chainGame()
    // 11: the Allies choose in secret (hand-over to the Axis); 12: the Axis choose, both are revealed.
    expect(barrierAt(g, 11)?.kind).toBe('handOver')
    expect(barrierAt(g, 12)).toEqual({
      index: 12,
      kind: 'reveal',
      reason: 'Hidden choices were revealed: a hot-seat game cannot undo a reveal (4.16).',
    })
    expect(undoBlock(cursorAt(g, 13), 'hotSeat')).toBe(
      'Hidden choices were revealed: a hot-seat game cannot undo a reveal (4.16).',
    )
  })
})

describe('hot-seat undo', () => {
  it('undoes the side’s own choice and restores the identical snapshot', () => {
    const g = interceptionGame(6) // the Allies designated; they must attack now
    expect(g.states[6].pending).toMatchObject({ side: 'allies', kind: 'attack' })
    expect(canUndo(g, 'hotSeat')).toBe(true)
    const u = undoOne(g, 'hotSeat')
    expect(u.cursor).toBe(5)
    expect(u.states[u.cursor]).toBe(g.states[5])
    expect(u.states[u.cursor].pending).toMatchObject({ side: 'allies', kind: 'designate' })
    // The undone action stays on the redo line, with its snapshot.
    expect(u.actions).toBe(g.actions)
    expect(canRedo(u)).toBe(true)
    const again = redo(u)
    expect(again.cursor).toBe(6)
    expect(again.states[6]).toBe(g.states[6])
  })

  it('stops at a die roll even when the same side decides next', () => {
    const g = interceptionGame(7) // spit1 attacked (rolled a 2); the Allies attack again with spit2
    expect(g.states[7].pending).toMatchObject({ side: 'allies', kind: 'attack' })
    expect(canUndo(g, 'hotSeat')).toBe(false)
    expect(undoBlock(g, 'hotSeat')).toBe(ROLL)
    expect(undoOne(g, 'hotSeat')).toBe(g)
    expect(undoToDecisionStart(g, 'hotSeat')).toBe(g)
  })

  it('stops at a hand-over: the Allies cannot undo the Axis pass', () => {
    const g = interceptionGame(5) // the Axis passed; the Allies designate now
    expect(g.states[5].pending).toMatchObject({ side: 'allies', kind: 'designate' })
    expect(undoBlock(g, 'hotSeat')).toBe(HAND_OVER_TO_ALLIES)
    expect(undoOne(g, 'hotSeat')).toBe(g)
  })

  it('stops at an interception declaration', () => {
    const g = interceptionGame(3) // declared, then launched the interceptors
    expect(undoOne(g, 'hotSeat').cursor).toBe(2)
    expect(undoBlock(undoOne(g, 'hotSeat'), 'hotSeat')).toBe(DECLARATION)
  })

  it('nothing to undo at the start', () => {
    const g = interceptionGame(0)
    expect(undoBlock(g, 'hotSeat')).toBe('Nothing to undo.')
    expect(undoBlock(g, 'exploration')).toBe('Nothing to undo.')
    expect(undoOne(g, 'exploration')).toBe(g)
  })

  it('"undo to the start of my decision" goes back over the whole run since the last barrier in one step', () => {
    // Chain: the Axis continue (28), pass (29) — then hand over; the Allies pass (30) and hand
    // back; the Axis designate (31). At 32, the Axis run since the last barrier is [31].
    const c = chainGame(32)
    expect(decisionStart(c, 'hotSeat')).toBe(31)
    // Interception: after launching interceptors (2), the Allies' run goes back to the declaration.
    const g = interceptionGame(3)
    expect(decisionStart(g, 'hotSeat')).toBe(2)
    const u = undoToDecisionStart(g, 'hotSeat')
    expect(u.cursor).toBe(2)
    expect(u.states[2]).toBe(g.states[2])
    // A run of two own choices: the chain's Axis remain (36) and designate (37), after the
    // Allies handed over (35): from 38 back to 36 in one step.
    const c2 = chainGame(38)
    expect(barrierAt(c2, 35)?.kind).toBe('handOver')
    expect(decisionStart(c2, 'hotSeat')).toBe(36)
    expect(undoToDecisionStart(c2, 'hotSeat').states[36]).toBe(c2.states[36])
  })

  it('after an undo, playing another action drops the redo line and never resurrects it', () => {
    const g = undoOne(interceptionGame(6), 'hotSeat') // back before the designation
    const r = playAction(g, { type: 'designate', side: 'allies', units: ['spit1'] })
    if ('violation' in r) throw new Error(r.violation.message)
    expect(r.game.actions).toEqual([
      ...INTERCEPTION_ACTIONS.slice(0, 5),
      { type: 'designate', side: 'allies', units: ['spit1'] },
    ])
    expect(canRedo(r.game)).toBe(false)
    expect(redo(r.game)).toBe(r.game)
  })
})

describe('exploration undo', () => {
  it('undoes anything, across rolls and hand-overs', () => {
    const g = interceptionGame()
    let r = g
    for (let k = 8; k > 0; k--) {
      expect(canUndo(r, 'exploration')).toBe(true)
      r = undoOne(r, 'exploration')
      expect(r.states[r.cursor]).toBe(g.states[k - 1])
    }
    expect(r.cursor).toBe(0)
  })

  it('"start of my decision" stops only where the other side decided', () => {
    // Allies: designate (5), attack (6, a roll), at 7 — back to 5, over the roll.
    expect(decisionStart(interceptionGame(7), 'exploration')).toBe(5)
    // Allies: declare (1), launch interceptors (2), at 3 — back to 1, over the declaration.
    expect(decisionStart(interceptionGame(3), 'exploration')).toBe(1)
  })
})

// ---------------------------------------------------------------------------------------------

function played(t: Timeline, action: Action, opts?: Parameters<typeof play>[2]) {
  const r = play(t, action, opts)
  if (!r.ok) throw new Error(`${r.violation.rule} ${r.violation.message}`)
  return r
}

function rolls(g: GameRecord): string[] {
  return g.events
    .slice(0, g.cursor)
    .flat()
    .flatMap((e) => (e.roll ? [`${e.text}`] : []))
}

/** The state as a save would see it, but for the dice source (a branch scripts the past faces). */
function gameOnly(s: GameState): string {
  const { dice: _dice, ...rest } = stateData(s)
  return JSON.stringify(rest)
}

describe('exploration timeline', () => {
  it('plays at the end of a line without branching', () => {
    let t = newTimeline(interceptionGame(6))
    const r = played(t, INTERCEPTION_ACTIONS[6])
    expect(r.branched).toBe(false)
    t = r.timeline
    expect(lines(t)).toEqual([
      { id: 'main', parent: null, dice: 'original', length: 7, cursor: 7, current: true },
    ])
    expect(stateHash(currentRecord(t).states[7])).toBe(stateHash(interceptionGame(7).states[7]))
  })

  it('rewinds to any point: the identical snapshot; forward again too', () => {
    const g = interceptionGame()
    const t0 = newTimeline(g)
    for (const k of [0, 3, 6, 8]) {
      const t = rewind(t0, k)
      expect(currentRecord(t).cursor).toBe(k)
      expect(currentRecord(t).states[k]).toBe(g.states[k])
    }
    expect(currentRecord(rewind(rewind(t0, 2), 7)).states[7]).toBe(g.states[7])
    expect(() => rewind(t0, 9)).toThrow('rewind: 9 is not a point of line main (0 … 8)')
    expect(() => rewind(t0, -1)).toThrow(RangeError)
  })

  it('continuing from an earlier point makes a branch and keeps the old line; switching lines', () => {
    const g = interceptionGame()
    let t = rewind(newTimeline(g), 6)
    // Attack with spit2 first this time.
    const r = played(t, { type: 'attack', side: 'allies', attacker: 'spit2', target: 'he111' })
    expect(r.branched).toBe(true)
    t = r.timeline
    expect(lines(t)).toEqual([
      { id: 'main', parent: null, dice: 'original', length: 8, cursor: 6, current: false },
      { id: 'b1', parent: { line: 'main', at: 6 }, dice: 'keep', length: 7, cursor: 7, current: true },
    ])
    // The old line is untouched: same actions, same snapshots.
    const main = t.lines[0].record
    expect(main.actions).toBe(g.actions)
    expect(main.states).toBe(g.states)
    expect(currentRecord(t).actions).toEqual([
      ...INTERCEPTION_ACTIONS.slice(0, 6),
      { type: 'attack', side: 'allies', attacker: 'spit2', target: 'he111' },
    ])

    // Back to the main line, where it was left (cursor 6), then to its end.
    let m = switchLine(t, 'main')
    expect(currentRecord(m)).toBe(main)
    m = rewind(m, 8)
    expect(currentRecord(m).states[8]).toBe(g.states[8])
    // And back to the branch, as it was.
    expect(currentRecord(switchLine(m, 'b1'))).toBe(t.lines[1].record)
    expect(() => switchLine(m, 'b9')).toThrow('switchLine: there is no line "b9"')

    // A branch of a branch.
    // A branch of a branch: the Allies decline the interception this time.
    const t2 = played(rewind(switchLine(m, 'b1'), 1), { type: 'pass', side: 'allies' }).timeline
    expect(lines(t2).map((l) => [l.id, l.parent])).toEqual([
      ['main', null],
      ['b1', { line: 'main', at: 6 }],
      ['b2', { line: 'b1', at: 1 }],
    ])
    expect(currentRecord(t2).events[1].map((e) => e.text)).toEqual([
      'Western Allies does not intercept at 0606 (4.13).',
      'He-111 enters 0507 (4.12).',
    ])
    expect(currentRecord(t2).states[2].pending).toMatchObject({
      side: 'allies',
      kind: 'declare',
      loc: '0507',
    })
  })

  it('a refused action makes no branch and changes nothing', () => {
    const t = rewind(newTimeline(interceptionGame()), 6)
    const r = play(t, { type: 'attack', side: 'allies', attacker: 'he111', target: 'spit1' })
    expect(r.ok).toBe(false)
    expect(lines(t)).toHaveLength(1)
  })

  it('"keep" branches reuse the faces the old line rolled after the branch point, in order', () => {
    const g = interceptionGame()
    expect(rolledFaces(g)).toEqual([2, 5])
    expect(rolledFaces(g, 6, 7)).toEqual([2])
    // Same attacks in the other order: spit2 now gets the 2 (a hit), spit1 the 5 (an abort).
    let t = rewind(newTimeline(g), 6)
    t = played(
      t,
      { type: 'attack', side: 'allies', attacker: 'spit2', target: 'he111' },
      { dice: 'keep' },
    ).timeline
    expect(rolledFaces(currentRecord(t), 6)).toEqual([2])
    expect(rolls(currentRecord(t))).toEqual([
      'Round 1: Spitfire attacks He-111: target number 7, roll 2: hit (4.16).',
    ])
    // Replaying the very same actions on a keep branch gives the old line's game exactly.
    let same = rewind(newTimeline(g), 5)
    for (const a of INTERCEPTION_ACTIONS.slice(5)) same = played(same, a, { dice: 'keep' }).timeline
    const b = currentRecord(same)
    expect(rolledFaces(b)).toEqual([2, 5])
    expect(b.events.flat().map((e) => e.text)).toEqual(g.events.flat().map((e) => e.text))
    expect(gameOnly(b.states[8])).toBe(gameOnly(g.states[8]))
  })

  it('"afresh" branches roll from a new seed at once', () => {
    const g = interceptionGame()
    const seed = 12345
    let t = rewind(newTimeline(g), 6)
    t = played(t, INTERCEPTION_ACTIONS[6], { dice: 'afresh', seed }).timeline
    const b = currentRecord(t)
    expect(t.lines[1].dice).toBe('afresh')
    expect(b.seed).toBe(seed)
    expect(b.dice).toEqual([]) // no die was rolled before the branch point
    const expected = drawDie(newDice(seed))!.value
    expect(rolledFaces(b)).toEqual([expected])
    // Without a seed, branch n of a game seeded s uses deriveSeed(s, n): the same exploration gives the same dice.
    const auto = played(rewind(newTimeline(g), 6), INTERCEPTION_ACTIONS[6], { dice: 'afresh' }).timeline
    expect(currentRecord(auto).seed).toBe(deriveSeed(INTERCEPTION_SEED, 1))
  })

  it('a branch replays the old line’s past exactly: its dice script every face rolled before the branch point', () => {
    const c = chainGame()
    // Rewind to before the Me-109 attack (20); four faces (6s) were rolled in actions 9, 10, 15, 16.
    const b = branchRecord(c, 20, 'afresh', 99)
    expect(b.seed).toBe(99)
    expect(b.dice).toEqual([6, 6, 6, 6])
    expect(b.cursor).toBe(20)
    for (let i = 0; i <= 20; i++) expect(gameOnly(b.states[i])).toBe(gameOnly(c.states[i]))
    expect(b.events.flat().map((e) => e.text)).toEqual(
      c.events
        .slice(0, 20)
        .flat()
        .map((e) => e.text),
    )
    // Keep: the same four, then the seven the old line rolled from 20 on.
    expect(branchRecord(c, 20, 'keep', 99).dice).toEqual([6, 6, 6, 6, 6, 6, 6, 6, 6, 5, 6])
    expect(CHAIN_ACTIONS).toHaveLength(41)
  })

  it('a branch of a game with dice rolled by hand keeps manual dice', () => {
    const g = interceptionGame()
    const manual = { ...g, manualDice: true }
    const b = branchRecord(manual, 3, 'keep', 5)
    expect(b.manualDice).toBe(true)
    expect(b.dice).toEqual([])
    expect(b.states[3].dice.mode).toBe('manual')
  })
})

describe('branches after rolls of two dice', () => {
  it('a 2d6 roll (the air-naval attack, 4.20) is scripted as its two faces: the branch replays it and saves as a valid game', () => {
    const json = JSON.parse(
      readFileSync(new URL('../../public/scenarios/channel-1943.json', import.meta.url), 'utf8'),
    )
    const sc = parseScenario(json)
    if (!sc.ok) throw new Error('channel-1943 does not load')
    // The automatic opponents' opening: reconnaissance of the Axis ports, a strike on the ships located, the attacks.
    const actions = runBotGame(sc.scenario, { botSides: ['allies', 'axis'], seed: 1, maxActions: 8 }).actions
    const r = replay({ scenario: sc.scenario, scenarioJson: json, seed: 1, dice: [] }, actions)
    if ('violation' in r) throw new Error(r.violation.message)
    const g = r.game
    const attacks = g.events.flat().filter((e) => e.roll?.purpose === 'air-naval attack')
    expect(attacks.length).toBeGreaterThan(0)
    expect(attacks[0].roll!.natural).toBeGreaterThan(6) // a total of two dice, not one face
    const faces = rolledFaces(g)
    expect(faces).toHaveLength(g.states[g.cursor].dice.count)
    expect(faces.every((f) => f >= 1 && f <= 6)).toBe(true)
    const b = branchRecord(g, g.cursor, 'keep', 7)
    expect(b.dice).toEqual(faces)
    expect(b.events.flat().map((e) => e.text)).toEqual(g.events.flat().map((e) => e.text))
    expect(gameOnly(b.states[g.cursor])).toBe(gameOnly(g.states[g.cursor]))
  })
})
