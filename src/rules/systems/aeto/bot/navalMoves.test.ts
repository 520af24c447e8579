// The bot sails a carrier force toward located enemy ships its aircraft cannot reach yet (4.15), one
// location at a time, only ever closer; once in reach, it strikes instead.
import { describe, expect, it } from 'vitest'
import { contextOf } from '../context'
import { fixture } from '../testing/fixtures'
import { start } from '../testing/play'
import type { GameState, NavalState } from '../types'
import { tx } from '../engine/core'
import { beginDraft } from '../engine/draft'
import { finishDraft } from '../engine/derived'
import { advance } from '../engine/flow'
import { botDecision } from './index'

const COAST = Array.from({ length: 12 }, () => '.'.repeat(8) + '~'.repeat(12))
const sc = fixture({
  terrain: COAST,
  phasingSide: 'allies',
  bases: [{ id: 'home', hex: '0205', owner: 'allies' }],
  moreBases: [
    { id: 'ark-air', name: 'Ark Royal', carrier: 'ark', owner: 'allies', components: [{ kind: 'Carrier' }] },
  ],
  units: [
    {
      id: 'swordfish',
      name: 'Swordfish',
      nation: 'UK',
      type: 'N',
      front: '3-4/1',
      back: '1-4/1',
      base: 'ark-air',
    },
    { id: 'spit', name: 'Spitfire', nation: 'UK', type: 'F', front: '4-4/3', back: '2-4/3', base: 'home' },
  ],
  navalUnits: [
    {
      id: 'ark',
      name: 'Ark Royal',
      nation: 'UK',
      type: 'CV',
      named: true,
      front: { armor: 6, gunnery: 2, aircraftCapacity: 4 },
      back: { armor: 4, gunnery: 1, aircraftCapacity: 2 },
      hex: '1905',
      flotilla: 'force-h',
    },
    {
      id: 'trento',
      name: 'Trento',
      nation: 'IT',
      type: 'CA',
      named: true,
      front: { armor: 7, gunnery: 3 },
      back: { armor: 5, gunnery: 2 },
      hex: '1005',
      flotilla: 'cruisers',
    },
  ],
})

/** The game at its start with the Trento located by the British (as after a reconnaissance), the plan decided again. */
function located(naval: NavalState): GameState {
  const t = tx(beginDraft({ ...start(sc), naval }))
  advance(t)
  finishDraft(t.s)
  return t.s
}
const withTrentoLocated = () =>
  located({ ships: {}, located: { allies: ['trento'] }, tried: [], spent: [], recon: null })

describe('the bot closes on located ships with its carriers (4.15)', () => {
  it('9 hexes away, beyond the Swordfish’s range of 4: Force H sails one hex closer', () => {
    const s = withTrentoLocated()
    const map = contextOf(s).map
    const d = botDecision(s)
    expect(d.action).toMatchObject({ type: 'moveFlotilla', side: 'allies', flotilla: 'force-h' })
    const to = d.action.type === 'moveFlotilla' ? map.parseLoc(d.action.to)! : -1
    expect(map.hexDistance(to, map.parseLoc('1005')!)).toBe(8)
    expect(d.reasoning[0]).toBe(
      `Sail the carrier force at 1905 to ${map.locLabel(to)}: the located enemy ships at 1005 are 9 hexes away, beyond its aircraft's reach (4) (4.15).`,
    )
  })

  it('in reach: the Swordfish strike instead', () => {
    const near = located({
      ships: { ark: { face: 'front', loc: contextOf(sc).map.parseLoc('1305')!, inPort: false } },
      located: { allies: ['trento'] },
      tried: [],
      spent: [],
      recon: null,
    })
    const d = botDecision(near)
    expect(d.action).toMatchObject({ type: 'launch', base: 'ark-air', mission: 'airNaval', target: '1005' })
  })
})
