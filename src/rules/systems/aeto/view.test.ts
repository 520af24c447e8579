// What each side may know of ships (design §7; 4.10): locations and chit counts open, identities
// only when own or located, hidden again once the flotilla moves on, sunk ships gone.
import { describe, expect, it } from 'vitest'
import { readBuiltIn } from '../../../scenarios/files'
import { contextOf } from './context'
import { emptyNaval } from './naval/ships'
import { parseScenario } from './scenario/validate'
import type { Scenario, ScenarioInput } from './scenario/schema'
import { fixture } from './testing/fixtures'
import { act, play, start } from './testing/play'
import type { GameState } from './types'
import { shipsSeenBy, stackWords, view } from './view'

const channelJson = readBuiltIn('channel-1943')
const tutorialJson = readBuiltIn('tutorial')

function load(json: unknown): Scenario {
  const r = parseScenario(json)
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.scenario
}
const channel = load(channelJson)
const tutorial = load(tutorialJson)

/** Each stack as "side loc[ port]: chits = names or ?". */
function summary(s: GameState, viewer: string | null): string[] {
  const map = contextOf(s).map
  const label = (loc: number) => map.locLabel(loc)
  return shipsSeenBy(s, viewer).map(
    (x) =>
      `${x.side} ${label(x.loc)}${x.inPort ? ' port' : ''}: ${x.chits} = ${x.ships ? x.ships.map((y) => y.name).join(', ') : '?'}`,
  )
}

/** Every Axis ship's name and id in the channel scenario: none may appear in an Allied view before it is located. */
const AXIS_SECRETS = channel.navalUnits.filter((n) => n.nation === 'germany').flatMap((n) => [n.id, n.name])

describe('shipsSeenBy (4.10)', () => {
  it('Channel 1943 at the start: the Allies see their own ships by name and every Axis stack as a number of chits only', () => {
    const s = start(channel)
    expect(summary(s, 'allies')).toEqual([
      'allies 3907: 2 = Furious, 6th Destroyer Flotilla',
      'allies 1916 port: 1 = Glasgow',
      'allies 2519: 1 = 16th Destroyer Flotilla',
      'axis 4819 port: 1 = ?',
      'axis 2323 port: 1 = ?',
      'axis north-sea: 1 = ?',
    ])
    const text = JSON.stringify(view(s, 'allies'))
    for (const secret of AXIS_SECRETS) expect(text).not.toContain(secret)
  })

  it('the Axis sees the mirror image; with no viewer (all open) everything is named', () => {
    const s = start(channel)
    expect(summary(s, 'axis').filter((x) => x.startsWith('allies'))).toEqual([
      'allies 3907: 2 = ?',
      'allies 1916 port: 1 = ?',
      'allies 2519: 1 = ?',
    ])
    expect(summary(s, 'axis')).toContain('axis north-sea: 1 = U-boat group')
    expect(summary(s, null)).toContain('axis 4819 port: 1 = Z 24')
    expect(summary(s, null)).toContain('allies 3907: 2 = Furious, 6th Destroyer Flotilla')
  })

  it('a ship is listed with its type, whether it is named, and whether it carries aircraft', () => {
    const home = shipsSeenBy(start(channel), 'allies').find((x) =>
      x.ships?.some((y) => y.id === 'uk-furious'),
    )!
    expect(home.ships).toEqual([
      { id: 'uk-furious', name: 'Furious', type: 'CV', named: true, carrier: true },
      { id: 'uk-dd-6', name: '6th Destroyer Flotilla', type: 'DD', named: false, carrier: false },
    ])
  })

  it('a successful reconnaissance locates the ships, and identifies none of them (4.10)', () => {
    // Z 24 in port at Wilhelmshaven (4819): reconnaissance of an enemy port succeeds at once (4.10).
    const r = play(channel, [
      { type: 'reconnoitre', target: '4819', inPort: true, units: ['uk-wellington-1'] },
    ])
    expect(r.state.naval?.located.allies).toEqual(['de-z24'])
    expect(summary(r.state, 'allies')).toContain('axis 4819 port: 1 = ?')
    const port = shipsSeenBy(r.state, 'allies').find(
      (x) => x.inPort && contextOf(r.state).map.locLabel(x.loc) === '4819',
    )!
    expect(stackWords(port)).toBe('1 naval chit, located, not identified')
    const text = JSON.stringify(view(r.state, 'allies'))
    for (const secret of AXIS_SECRETS) expect(text).not.toContain(secret)
  })

  it('the tutorial: the Emden’s task force stays two unidentified chits once the Allies have located it (4.10)', () => {
    expect(summary(start(tutorial), 'allies')).toEqual(['axis 0905: 2 = ?'])
    const r = play(tutorial, [{ type: 'reconnoitre', target: '0905', units: ['uk-wellington-1'] }], [6, 6])
    expect(r.state.naval?.located.allies).toEqual(['de-emden', 'de-z10'])
    expect(summary(r.state, 'allies')).toEqual(['axis 0905: 2 = ?'])
    expect(stackWords(shipsSeenBy(r.state, 'allies')[0])).toBe('2 naval chits, located, not identified')
    expect(JSON.stringify(view(r.state, 'allies'))).not.toMatch(/Emden|de-emden|Z 10|de-z10/)
  })

  it('the attacker examines the ships at its attack (4.20), not before', () => {
    const s = start(tutorial)
    const located: GameState = {
      ...s,
      naval: { ...emptyNaval(), located: { allies: ['de-emden', 'de-z10'] } },
    }
    expect(summary(located, 'allies')).toEqual(['axis 0905: 2 = ?'])
    const attack = {
      ...located,
      pending: { ...located.pending, kind: 'navalAttack', side: 'allies', ships: ['de-z10'] },
    }
    expect(summary(attack as unknown as GameState, 'allies')).toEqual(['axis 0905: 2 = Z 10'])
    const other = { ...attack, pending: { ...attack.pending, side: 'axis' } }
    expect(summary(other as unknown as GameState, 'allies')).toEqual(['axis 0905: 2 = ?'])
  })

  it('a partly located stack counts the located chits apart', () => {
    const s = start(tutorial)
    const partly: GameState = { ...s, naval: { ...emptyNaval(), located: { allies: ['de-z10'] } } }
    const [stack] = shipsSeenBy(partly, 'allies')
    expect(stack).toMatchObject({ side: 'axis', chits: 2, ships: null, located: 1 })
    expect(stackWords(stack)).toBe('2 naval chits, 1 located, not identified; the others not located')
    expect(stackWords(shipsSeenBy(s, 'allies')[0])).toBe('2 naval chits, not located')
    expect(stackWords(shipsSeenBy(s, null)[0])).toBe('Emden (CL), Z 10 (DD)')
  })

  it('sunk ships are gone', () => {
    const s = start(tutorial)
    const sunk: GameState = {
      ...s,
      naval: { ...emptyNaval(), ships: { 'de-emden': { face: 'front', sunk: true } } },
    }
    expect(summary(sunk, null)).toEqual(['axis 0905: 1 = Z 10'])
    expect(summary(sunk, 'allies')).toEqual(['axis 0905: 1 = ?'])
  })

  it('a located flotilla that moves on is hidden again, at its new location (4.10)', () => {
    type Ship = NonNullable<ScenarioInput['navalUnits']>[number]
    const ship = (id: string): Ship => ({
      id,
      name: `Ship ${id}`,
      nation: 'DE',
      type: 'DD',
      named: false,
      front: { armor: 6, gunnery: 1 },
      back: null,
      hex: '1205',
      flotilla: 'tf',
    })
    const axisMoves = fixture({
      terrain: Array.from({ length: 12 }, () => '.'.repeat(8) + '~'.repeat(12)),
      phasingSide: 'axis',
      bases: [
        { id: 'london', hex: '0505', owner: 'allies' },
        { id: 'kiel', hex: '0210', owner: 'axis' },
      ],
      units: [
        {
          id: 'hampden',
          name: 'Hampden',
          nation: 'UK',
          type: 'B',
          front: '4-10',
          back: '2-10',
          base: 'london',
        },
        { id: 'me110', name: 'Me-110', nation: 'DE', type: 'F', front: '3-5', back: '1-5', base: 'kiel' },
      ],
      navalUnits: [ship('z1'), ship('z2')],
    })
    const s = start(axisMoves)
    const found: GameState = { ...s, naval: { ...emptyNaval(), located: { allies: ['z1', 'z2'] } } }
    expect(summary(found, 'allies')).toEqual(['axis 1205: 2 = ?'])
    expect(shipsSeenBy(found, 'allies')[0].located).toBe(2)
    const moved = act(found, { type: 'moveFlotilla', flotilla: 'tf', to: '1105' }).state
    expect(summary(moved, 'allies')).toEqual(['axis 1105: 2 = ?'])
    expect(shipsSeenBy(moved, 'allies')[0].located).toBe(0)
    expect(summary(moved, 'axis')).toEqual(['axis 1105: 2 = Ship z1, Ship z2'])
  })

  it('answers the same object for the same state and viewer', () => {
    const s = start(channel)
    expect(shipsSeenBy(s, 'allies')).toBe(shipsSeenBy(s, 'allies'))
    expect(shipsSeenBy(s, 'allies')).not.toBe(shipsSeenBy(s, 'axis'))
  })
})
