// The automatic opponent on hand-built positions with exact expectations: it intercepts an
// unescorted bomber with superior fighters and passes when outmatched, picks the legal target
// with the best hit chance, explains itself with the odds, answers cancellations, continues or
// discontinues, and never rolls a die.
import { describe, expect, it } from 'vitest'
import { attackPreview } from '../index'
import { fixture } from '../testing/fixtures'
import { act, pendingOf, play, start, withUnits } from '../testing/play'
import type { Action, GameState } from '../types'
import { BotError, botCanDecide, botDecision, reasoningEvents, runBotGame } from './index'

// Allied base "ab" (0207), Axis base "x1" (0605): 4 hexes apart, so x1's Me-109s (interception
// range 4) may intercept a flight taking off from ab (4.13). A Whitley and `p47s` P-47s at ab.
function whitleyFixture(p47s: number) {
  return fixture({
    bases: [
      { id: 'ab', hex: '0207', owner: 'allies' },
      { id: 'x1', hex: '0605', owner: 'axis' },
    ],
    units: [
      { id: 'whitley', name: 'Whitley', nation: 'UK', type: 'B', front: '7-16', back: '4-16', base: 'ab' },
      ...['p47a', 'p47b', 'p47c'].slice(0, p47s).map((id) => ({
        id,
        name: 'P-47',
        nation: 'US',
        type: 'F' as const,
        front: '4-7/3',
        back: '2-7/3',
        base: 'ab',
      })),
      { id: 'me1', name: 'Me-109', nation: 'DE', type: 'F', front: '4-4/3', back: '2-4/3', base: 'x1' },
      { id: 'me2', name: 'Me-109', nation: 'DE', type: 'F', front: '4-4/3', back: '2-4/3', base: 'x1' },
    ],
  })
}
const whitleyAlone = whitleyFixture(0)
const whitleyScenario = whitleyFixture(3)

function launched(units: string[], scenario = whitleyScenario, dice: number[] = []): GameState {
  return act(start(scenario, dice), { type: 'launch', base: 'ab', units, mission: 'fly', target: '0905' })
    .state
}

/** Plays the bot for every side until `stop` holds (at most 200 actions); `instead` may answer some decisions. */
function botUntil(
  state: GameState,
  stop: (s: GameState) => boolean,
  instead: (s: GameState) => Action | null = () => null,
): GameState {
  for (let i = 0; i < 200 && !stop(state); i++)
    state = act(state, instead(state) ?? botDecision(state).action).state
  expect(stop(state)).toBe(true)
  return state
}

describe('interception decisions, from the odds (4.13)', () => {
  it('declares with both Me-109s against an unescorted Whitley, and explains it with the odds', () => {
    const s = launched(['whitley'], whitleyAlone)
    pendingOf(s, 'declare')
    const d = botDecision(s)
    expect(d.action).toEqual({
      type: 'declare',
      side: 'axis',
      groups: [{ base: 'x1', units: ['me1', 'me2'] }],
    })
    expect(d.reasoning).toEqual([
      'Intercept Whitley at 0207 with 2 Me-109 from x1 (0605) (4.13).',
      // ATN 4 + 3 − 0 = 7: natural 1–4 hit, a 5 never hits (abort), a 6 always misses (4.16).
      'Me-109 attacks Whitley: target number 7, hit 66.7%, abort 16.7%, miss 16.7%.',
      'Me-109 attacks Whitley: target number 7, hit 66.7%, abort 16.7%, miss 16.7%.',
      // Two attacks: 0 hits 1/9, 1 hit 4/9, 2 hits 4/9 → 12/9 steps; aborted unhit (2/6)² − (1/6)² = 1/12.
      'Round 1 expected: 1.33 steps lost and 0.08 aborts for the Western Allies; 0.00 steps and 0.00 aborts for us (chance a unit of ours is hit 0.0%).',
      'Damage 1.38 outweighs 1 × risk 0.00 (weighted steps: an abort counts ½ for a bomber or an interceptor on its way, ¼ otherwise; aggression 0.5).',
      'Other choices: Me-109: damage 0.75, risk 0.00.',
    ])
    // The numbers are the rules module's own preview of the attack.
    const probe = botUntil(
      act(s, d.action).state,
      (x) => x.pending.kind === 'attack' && x.pending.side === 'axis',
    )
    const odds = attackPreview(probe, 'me1', 'whitley')
    expect([odds.atn.atn, odds.odds.counts]).toEqual([7, { hit: 4, abort: 1, miss: 1 }])
  })

  it('passes when the Whitley has three P-47s with it: the Me-109s would be outmatched', () => {
    const s = launched(['whitley', 'p47a', 'p47b', 'p47c'])
    const d = botDecision(s)
    expect(d.action).toEqual({ type: 'pass', side: 'axis' })
    expect(d.reasoning[0]).toBe(
      'Pass: no interception of Whitley and 3 P-47 at 0207 — the damage does not outweigh the risk (1.29 against 1 × 2.06) (4.13).',
    )
    // Over their own base the P-47s attack at 4 + 1 (own airbase) + 1 (escorted bombers) + 3 − 3 = 6 (4.18).
    expect(d.reasoning).toContain('P-47 attacks Me-109: target number 6, hit 66.7%, abort 16.7%, miss 16.7%.')
  })

  it('a reckless bot (aggression 1) takes the fight the cautious default declines', () => {
    const s = launched(['whitley', 'p47a', 'p47b', 'p47c'])
    expect(botDecision(s, { aggression: 1 }).action.type).toBe('declare')
    expect(botDecision(s, { aggression: 0 }).action.type).toBe('pass')
  })

  it('accepts a cancellation when the engagement is bad for it, refuses it when it is good', () => {
    // The Axis declares against the lone Whitley, then proposes to cancel: the Allies accept.
    const bad = play(launched(['whitley'], whitleyAlone), [
      { type: 'declare', groups: [{ base: 'x1', units: ['me1', 'me2'] }] },
      { type: 'proposeCancel' },
    ]).state
    pendingOf(bad, 'acceptCancel')
    const a = botDecision(bad)
    expect(a.action).toEqual({ type: 'acceptCancel', side: 'allies' })
    expect(a.reasoning[0]).toBe(
      'Accept the cancellation at 0207: the odds are bad for us — damage to the Axis 0.00 against risk to us 1.38 (needs ≥ 1 × risk) (4.13).',
    )
    // One Me-109 against the escorted Whitley proposes to cancel: the Allies refuse.
    const good = play(launched(['whitley', 'p47a', 'p47b', 'p47c']), [
      { type: 'declare', groups: [{ base: 'x1', units: ['me1'] }] },
      { type: 'proposeCancel' },
    ]).state
    const r = botDecision(good)
    expect(r.action).toEqual({ type: 'refuseCancel', side: 'allies' })
    expect(r.reasoning[0]).toMatch(/^Refuse the cancellation at 0207: the odds favour us/)
  })
})

// Three Allied fighters of different quality fly together; two Italian CR.42s (3-3/1) intercept.
// CR.42 against Gladiator (quality 1): ATN 3 + 1 − 1 = 3 (hit 2/6); Hurricane (2): 2 (hit 1/6);
// Spitfire (3): 1 (a 1 is an abort, never a hit: 0/6).
const targetsScenario = fixture({
  bases: [
    { id: 'ab', hex: '0207', owner: 'allies' },
    { id: 'x1', hex: '0605', owner: 'axis' },
  ],
  units: [
    { id: 'spit', name: 'Spitfire', nation: 'UK', type: 'F', front: '4-4/3', back: '2-4/3', base: 'ab' },
    { id: 'hurri', name: 'Hurricane', nation: 'UK', type: 'F', front: '3-4/2', back: '2-4/2', base: 'ab' },
    { id: 'glad', name: 'Gladiator', nation: 'UK', type: 'F', front: '2-3/1', back: null, base: 'ab' },
    { id: 'cr1', name: 'CR.42', nation: 'IT', type: 'F', front: '3-3/1', back: null, base: 'x1' },
    { id: 'cr2', name: 'CR.42', nation: 'IT', type: 'F', front: '3-3/1', back: null, base: 'x1' },
  ],
})

function axisAttack(): GameState {
  const s = play(start(targetsScenario, [6, 6, 6, 6]), [
    { type: 'launch', base: 'ab', units: ['spit', 'hurri', 'glad'], mission: 'fly', target: '0605' },
    { type: 'declare', groups: [{ base: 'x1', units: ['cr1', 'cr2'] }] },
    { type: 'launchInterceptors', base: 'x1' },
    { type: 'pass' },
    { type: 'pass' },
    { type: 'endAttacks' }, // the Allies (first side, 4.16) make no attack
  ]).state
  pendingOf(s, 'attack')
  expect(s.pending.side).toBe('axis')
  return s
}

/** The legal (attacker, target) pairs of an attack decision with the rules module's hit chance. */
function legalOdds(s: GameState) {
  const p = pendingOf(s, 'attack')
  return p.attackers.flatMap((a) =>
    a.targets
      .filter((t) => t.legal)
      .map((t) => ({ attacker: a.id, target: t.id, hit: attackPreview(s, a.id, t.id).odds.hit })),
  )
}

describe('attack decisions (4.16)', () => {
  it('picks the legal target with the best hit chance, with an exact line of odds', () => {
    const s = axisAttack()
    const d = botDecision(s)
    const best = Math.max(...legalOdds(s).map((o) => o.hit))
    expect(d.action).toEqual({ type: 'attack', side: 'axis', attacker: 'cr1', target: 'glad' })
    expect(attackPreview(s, 'cr1', 'glad').odds.hit).toBe(best)
    expect(d.reasoning).toEqual([
      'Attack the Gladiator with the CR.42: target number 3, hit 33.3%, abort 16.7%, miss 50.0% (4.16).',
      'Other legal targets for it: Hurricane hit 1/6, Spitfire hit 0/6.',
    ])
  })

  it('respects the targeting restriction: the Gladiator, attacked once, is not attacked again before the others', () => {
    const s = act(axisAttack(), { type: 'attack', attacker: 'cr1', target: 'glad' }).state
    const p = pendingOf(s, 'attack')
    expect(p.attackers[0].targets.find((t) => t.id === 'glad')?.legal).toBe(false)
    const d = botDecision(s)
    expect(d.action).toEqual({ type: 'attack', side: 'axis', attacker: 'cr2', target: 'hurri' })
    expect(Math.max(...legalOdds(s).map((o) => o.hit))).toBe(attackPreview(s, 'cr2', 'hurri').odds.hit)
    expect(d.reasoning).toEqual([
      'Attack the Hurricane with the CR.42: target number 2, hit 16.7%, abort 16.7%, miss 66.7% (4.16).',
      'Other legal targets for it: Spitfire hit 0/6.',
      'Not allowed now: Gladiator — Gladiator has already been attacked once this round: Spitfire and Hurricane must each be attacked once first, like every other unit (4.16).',
    ])
  })

  it('designates bomber-attackers when enemy bombers are present and alone', () => {
    // The Whitley alone: designating both Me-109s against it costs nothing (4.16).
    const s = botUntil(launched(['whitley'], whitleyAlone), (x) => x.pending.kind === 'designate')
    const d = botDecision(s)
    expect(d.action).toEqual({ type: 'designate', side: 'axis', units: ['me1', 'me2'] })
    expect(d.reasoning[0]).toBe('Designate 2 Me-109 to attack the bombers (Whitley) this round (4.16).')
  })
})

describe('after combat: voluntary aborts and continue (4.13, 4.16)', () => {
  const oneEscort = whitleyFixture(1)
  const declared = (scenario = oneEscort, units = ['whitley', 'p47a']) =>
    play(launched(units, scenario, Array(40).fill(6)), [
      { type: 'declare', groups: [{ base: 'x1', units: ['me1', 'me2'] }] },
    ]).state

  it('keeps its units in when another round is safe and continues the unhurt Whitley toward its target', () => {
    // Every die a 6: every attack misses (4.16), nobody is hurt.
    const s = botUntil(declared(), (x) => x.pending.kind === 'continue')
    const d = botDecision(s)
    expect(d.action).toEqual({ type: 'continue', side: 'allies', flights: [s.units.whitley.aloft!.flight] })
    expect(d.reasoning).toEqual([
      'Continue: the Whitley and P-47 are unhurt and 7 hexes from its target 0905 (4.13).',
    ])
  })

  it('discontinues a flight whose units are damaged', () => {
    const sc = withUnits(whitleyAlone, { whitley: { face: 'back' } })
    // (Left to itself the bot would abort the depleted Whitley after round 1: it stays in here.)
    const stay = (x: GameState): Action | null => {
      const p = x.pending
      if (p.side !== 'allies') return null
      return p.kind === 'voluntaryAbort'
        ? { type: 'voluntaryAbort', units: [] }
        : p.kind === 'remain'
          ? { type: 'remain', units: p.units }
          : null
    }
    const s = botUntil(declared(sc, ['whitley']), (x) => x.pending.kind === 'continue', stay)
    const d = botDecision(s)
    expect(d.action).toEqual({ type: 'continue', side: 'allies', flights: [] })
    expect(d.reasoning).toEqual([
      'Discontinue: Whitley is damaged; the flight stays at 0207, 7 hexes from its target 0905 (4.13).',
    ])
  })

  it('aborts a damaged unit that another round would likely eliminate', () => {
    // The Whitley starts depleted and flies with one P-47; all dice 6 keep round 1 harmless.
    const sc = withUnits(oneEscort, { whitley: { face: 'back' } })
    const s = botUntil(
      declared(sc),
      (x) => x.pending.kind === 'voluntaryAbort' && x.pending.side === 'allies',
    )
    const d = botDecision(s)
    expect(d.secret).toBe(true)
    expect(d.action).toEqual({ type: 'voluntaryAbort', side: 'allies', units: ['whitley'] })
    expect(d.reasoning[0]).toMatch(
      /^Abort the damaged Whitley: another round hits it \d+\.\d% and eliminates it \d+\.\d%/,
    )
  })
})

describe('dice', () => {
  it('never answers a roll: physical dice stop the bot with a clear error', () => {
    const s0 = start(whitleyScenario, [], { manualDice: true })
    const s = botUntil(
      act(s0, { type: 'launch', base: 'ab', units: ['whitley'], mission: 'fly', target: '0905' }).state,
      (x) => x.pending.kind === 'roll',
    )
    expect(botCanDecide(s)).toBe(false)
    expect(() => botDecision(s)).toThrow(BotError)
    expect(() => botDecision(s)).toThrow(/does not roll dice/)
    const r = runBotGame(whitleyScenario, { botSides: ['allies', 'axis'], manualDice: true })
    expect(r.stopped).toBe('roll')
    expect(r.turns.some((t) => t.action.type === 'roll')).toBe(false)
    expect(r.state.pending.kind).toBe('roll')
  })
})

describe('determinism', () => {
  it('the same state and options give the same answer; the input state is not modified', () => {
    const s = launched(['whitley', 'p47a'])
    const before = JSON.stringify(s)
    expect(botDecision(s, { seed: 7 })).toEqual(botDecision(s, { seed: 7 }))
    expect(JSON.stringify(s)).toBe(before)
  })

  it('a game stops and waits when a side the bot does not play must decide', () => {
    const r = runBotGame(whitleyScenario, { botSides: ['allies'], seed: 3 })
    expect(r.stopped).toBe('waiting')
    expect(r.state.pending.side).toBe('axis')
    for (const t of r.turns) expect(t.side).toBe('allies')
  })
})

describe('the log', () => {
  it('turns the reasoning into log events of the deciding side; a voluntary abort stays private until the reveal', () => {
    const s = launched(['whitley'], whitleyAlone)
    const d = botDecision(s)
    const events = reasoningEvents(s, d)
    expect(events.map((e) => e.text)).toEqual(d.reasoning)
    expect(events[0]).toEqual({
      type: 'botReasoning',
      text: d.reasoning[0],
      rule: '4.13',
      side: 'axis',
      loc: '0207',
    })
    const secret = reasoningEvents(s, { ...d, secret: true })
    expect(secret.every((e) => e.privateTo === 'axis')).toBe(true)
  })
})
