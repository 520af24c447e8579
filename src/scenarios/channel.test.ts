// Channel 1943 shows the whole interception chain: a B-17 raid from
// Bassingbourn to the middle of the Channel (3520) is intercepted by St-Omer's Me-109, which
// Hawkinge's Spitfire counter-intercepts on its way, and which St-Omer's next fighter
// counter-counter-intercepts (4.13). Every other decision passes. Seed 1.
import { describe, expect, it } from 'vitest'
import { apply, contextOf, legalActions, newGame, type Action, type GameState } from '../rules/systems/aeto'
import { parseScenario } from '../rules/systems/aeto/scenario/validate'
import { readBuiltIn } from './files'

const channelJson = readBuiltIn('channel-1943')

/** A game played action by action, refusals thrown, every event's text kept. */
function game(start: GameState) {
  const g = {
    s: start,
    texts: [] as string[],
    play(a: Action) {
      const r = apply(g.s, a)
      if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.violation.message}`)
      g.s = r.state
      g.texts.push(...r.events.map((e) => e.text))
    },
  }
  return g
}

describe('Channel 1943', () => {
  it('a raid over 3520 meets an interception, a counter-interception and a counter-counter-interception (4.13)', () => {
    const parsed = parseScenario(channelJson)
    if (!parsed.ok) throw new Error('channel-1943 does not load')
    const map = contextOf(parsed.scenario).map
    const route = map.path(map.parseLoc('2107')!, map.parseLoc('3520')!)!.map((l) => map.locLabel(l))
    const g = game(newGame(parsed.scenario, { seed: 1 }))
    const { texts, play } = g
    play({
      type: 'launch',
      base: 'bassingbourn',
      units: ['us-b17-1'],
      mission: 'fly',
      target: '3520',
      path: route,
    })
    for (let i = 0; i < 200 && g.s.pending.kind !== 'plan'; i++) {
      const p = g.s.pending
      const group =
        p.kind === 'declare'
          ? p.interceptors.find((o) => o.base === 'st-omer' || o.base === 'hawkinge')
          : undefined
      if (group) {
        play({ type: 'declare', groups: [{ base: group.base, units: [group.units[0].id] }] })
        continue
      }
      const legal = legalActions(g.s)
      play(legal.find((a) => a.type === 'pass' || (a.type === 'collect' && a.units.length === 0)) ?? legal[0])
    }
    expect(texts.filter((t) => / declares /.test(t))).toEqual([
      'Axis declares an interception of B-17 at 3520: Me-109 from St-Omer (4.13).',
      'Western Allies declares a counter-interception of Me-109 at 3620: Spitfire from Hawkinge (4.13).',
      'Axis declares a counter-counter-interception of Spitfire at 3619: Me-109 from St-Omer (4.13).',
    ])
  })
})

describe('Channel 1943: the Typhoons strafe Marck (4.14)', () => {
  const parsed = parseScenario(channelJson)
  if (!parsed.ok) throw new Error('channel-1943 does not load')
  it('the Ju-88 may evacuate to Le Havre or Rotterdam, the Me-109 has nowhere to go; a Typhoon strafes what stays', () => {
    const g = game(newGame(parsed.scenario, { seed: 1, dice: [1, 2] }))
    const { texts, play } = g
    const passAll = () => {
      while (g.s.pending.kind === 'declare') play({ type: 'pass' })
    }
    play({
      type: 'launch',
      base: 'lydd',
      units: ['uk-typhoon-1', 'uk-typhoon-2'],
      mission: 'strafe',
      target: '3722',
      roles: { 'uk-typhoon-1': 'fighter', 'uk-typhoon-2': 'fighter' },
    })
    passAll()
    const p = g.s.pending
    if (p.kind !== 'evacuation') throw new Error(`expected the evacuation, got ${p.kind}`)
    expect(p).toMatchObject({
      side: 'axis',
      n: 1, // only Marck itself: the Typhoons cross the Channel
      units: [{ id: 'de-ju88-2', destinations: ['le-havre', 'rotterdam'] }],
      stay: [{ id: 'de-me109-4', reason: 'no friendly base within twice its range has room for it (4.14)' }],
    })
    play({ type: 'evacuate', moves: { 'de-ju88-2': 'rotterdam' } }) // die 1 ≤ 1: it goes
    expect(texts).toContain('Ju-88 evacuates to Rotterdam: roll 1 ≤ 1 (4.14).')
    passAll() // the Me-109 does not intercept
    const t = g.s.pending
    if (t.kind !== 'strafeTarget') throw new Error(`expected the strafing attacks, got ${t.kind}`)
    expect(t).toMatchObject({ strafers: ['uk-typhoon-1', 'uk-typhoon-2'], targets: ['de-me109-4'] })
    play({ type: 'strafe', attacker: 'uk-typhoon-1', target: 'de-me109-4' }) // ATN 4 + 2 − 3 = 3, die 2 + 1 = 3: abort, ignored
    expect(texts).toContain(
      'Typhoon strafes Me-109: target number 3, die modifier +1, roll 2: abort, ignored: only hits count when strafing (4.14).',
    )
    expect(g.s.pending.kind).toBe('strafeTarget')
  })
})
