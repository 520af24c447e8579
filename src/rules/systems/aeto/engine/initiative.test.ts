// The Initiative's choices (APTO sequence of play [viii], spec §1.1): the side holding the
// Initiative decides which side performs its Naval and Air Phase first and which performs the
// first Offensive; it moves its ships first in the End Phase. Coral Sea (APTO) with the Initiative
// given to Japan.
import { describe, expect, it } from 'vitest'
import { readBuiltIn } from '../../../../scenarios/files'
import { botDecision } from '../bot'
import { parseScenario } from '../scenario/validate'
import { act, pendingOf, refused, start } from '../testing/play'
import { legalActions } from './legal'

function coralSea(patch: Record<string, unknown> = {}) {
  const json = {
    ...(readBuiltIn('coral-sea-1942') as Record<string, unknown>),
    context: { initiativeSide: 'japan' },
    end: { year: 1942, month: 6, phase: 'offensive' },
    ...patch,
  }
  const r = parseScenario(json)
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('\n'))
  return r.scenario
}
const at = (phase: string, extra: Record<string, unknown> = {}) =>
  coralSea({ start: { year: 1942, month: 5, phase, phasingSide: 'allies', ...extra } })

describe('the Initiative (APTO [viii])', () => {
  it('the Offensive Phase: Japan, holding the Initiative, chooses who performs the first Offensive; the Allies then declare first', () => {
    const s = start(at('offensive'))
    expect(pendingOf(s, 'initiative')).toMatchObject({
      side: 'japan',
      phase: 'offensive',
      sides: ['allies', 'japan'],
      rule: '4.1',
    })
    expect(legalActions(s)).toEqual([
      { type: 'chooseFirst', side: 'japan', first: 'allies' },
      { type: 'chooseFirst', side: 'japan', first: 'japan' },
    ])
    const r = act(s, { type: 'chooseFirst', first: 'allies' })
    expect(r.events.map((e) => e.text)).toEqual([
      'Japan, holding the Initiative, decides that Allies performs the first Offensive of the Offensive Phase (APTO [viii]).',
      'Offensive Phase: the sides take turns to declare one Offensive or pass, Allies first, until every side has passed in a row (4.25).',
    ])
    expect(pendingOf(r.state, 'offensive').side).toBe('allies')
    expect(r.state.turn.sideOrder).toEqual(['allies', 'japan'])
  })

  it('the next month’s Naval and Air Phase: Japan chooses to go first; its Air Movement Step is the first, then the Allies’', () => {
    let s = start(at('offensive'))
    s = act(s, { type: 'chooseFirst', first: 'japan' }).state
    s = act(s, { type: 'passOffensive' }).state
    s = act(s, { type: 'passOffensive' }).state
    // Movement, then the End Phase: Japan, holding the Initiative, moves its ships first (APTO [3.14]).
    expect(s.turn).toMatchObject({ phase: 'end', phasingSide: 'japan' })
    while (s.turn.phase === 'end') s = act(s, { type: 'endStep' }).state
    expect(s.turn).toMatchObject({ month: 6, phase: 'navalAndAir' })
    const p = pendingOf(s, 'initiative')
    expect(p).toMatchObject({ side: 'japan', phase: 'navalAndAir' })
    expect(p.prompt).toBe(
      'Japan holds the Initiative: choose which side performs its Naval and Air Phase (naval movement and Air Movement Step) first.',
    )
    const r = act(s, { type: 'chooseFirst', first: 'japan' })
    expect(r.state.turn).toMatchObject({ phasingSide: 'japan', sideOrder: ['japan', 'allies'] })
    expect(pendingOf(r.state, 'plan').side).toBe('japan')
    const next = act(r.state, { type: 'endStep' }).state
    expect(next.turn.phasingSide).toBe('allies')
  })

  it('a side that is not in the game is refused; only the Initiative side decides', () => {
    const s = start(at('offensive'))
    expect(refused(s, { type: 'chooseFirst', first: 'axis' })).toEqual({
      rule: '4.1',
      message: '"first" is the side that goes first: "allies" or "japan" (got "axis").',
    })
    expect(refused(s, { type: 'chooseFirst', side: 'allies', first: 'allies' }).message).toBe(
      "It is Japan's decision now, not Allies's.",
    )
  })

  it('no choice without a tracked Initiative, in AETO, or in a version 7 game (option initiativeChoices false)', () => {
    const none = parseScenario({
      ...(readBuiltIn('coral-sea-1942') as Record<string, unknown>),
      start: { year: 1942, month: 5, phase: 'offensive', phasingSide: 'allies' },
    })
    if (!none.ok) throw new Error('coral sea')
    expect(start(none.scenario).pending.kind).toBe('offensive')
    expect(start({ ...at('offensive'), variant: 'aeto' }).pending.kind).toBe('offensive')
    const pinned = at('offensive')
    expect(
      start({ ...pinned, options: { ...pinned.options, initiativeChoices: false } }).pending,
    ).toMatchObject({ kind: 'offensive', side: 'japan' })
  })

  it('the bot lets the enemy go first in the Naval and Air Phase and takes the first Offensive, saying why', () => {
    const off = botDecision(start(at('offensive')))
    expect(off.action).toEqual({ type: 'chooseFirst', side: 'japan', first: 'japan' })
    expect(off.reasoning[0]).toBe(
      'I take the first Offensive: my strike comes before the enemy can spend one of its own (APTO [viii]).',
    )
    let s = start(at('offensive'))
    s = act(s, { type: 'chooseFirst', first: 'japan' }).state
    s = act(act(s, { type: 'passOffensive' }).state, { type: 'passOffensive' }).state
    while (s.turn.phase === 'end') s = act(s, { type: 'endStep' }).state
    const naval = botDecision(s)
    expect(naval.action).toEqual({ type: 'chooseFirst', side: 'japan', first: 'allies' })
    expect(naval.reasoning[0]).toBe(
      'Allies goes first: my Air Movement Step comes after its flights are known, and my fighters are free to intercept them (APTO [viii]).',
    )
  })
})
