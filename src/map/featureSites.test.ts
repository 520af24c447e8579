// The installations that are no base on the map and in the hex panel (4.26): the board's tags,
// the hex panel's target numbers, a destroyed one tagged in red and told "does not function until
// repaired" (all players may know it, 4.26).
import { describe, expect, it } from 'vitest'
import { contextOf } from '../rules/context'
import { installationsScenario } from '../rules/testing/installationFixtures'
import { start } from '../rules/testing/play'
import type { GameState } from '../rules/types'
import { hexView } from '../ui/situation'
import { piecesOf } from './mapSnapshot'
import { scenarioBoard } from './scenarioBoard'

const loc = (s: GameState, hex: string) => contextOf(s.scenario).map.parseLoc(hex)!

describe('forts, Mulberries, radar and rocket sites on the map and in the hex panel (4.26)', () => {
  const s = start(installationsScenario('aeto'))

  it('the board tags each installation that is no base (the radar sites have their icon)', () => {
    expect(scenarioBoard(s.scenario).sites).toEqual([
      { hex: loc(s, '0304'), text: 'Coastal fort' },
      { hex: loc(s, '1004'), text: 'Fort' },
      { hex: loc(s, '0806'), text: 'Mulberry' },
      { hex: loc(s, '0906'), text: 'Rocket site' },
      { hex: loc(s, '0702'), text: 'Permanent fort' },
    ])
    expect(scenarioBoard(start(installationsScenario('apto')).scenario).sites?.map((x) => x.text)).toEqual(['Coastal fort', 'Fort · Burma Rly', 'Burma Rly', 'Coastal fort · Burma Rly', 'Permanent fort'])
  })

  it('the hex panel gives each one’s bombing target number: Dunenfeld (capacity 2 + 1) fortification 2 + 3 = 5, radar 4 + 3 + 2 fortified = 9; the fort never destroyed', () => {
    expect(hexView(s, '1004')!.notes).toEqual(['Fortification: bombing target 5 (4.26)', 'Radar site: bombing target 9 (4.26)'])
    expect(hexView(s, '0702')!.notes).toEqual(['Permanent fortification: never destroyed by bombing (4.26)'])
    expect(hexView(s, '0205')!.notes).toEqual(['Radar site: bombing target 4 (4.26)'])
  })

  it('a destroyed one is said so in the hex panel and tagged in red on the map, its hex having no other piece', () => {
    const bombed: GameState = { ...s, installations: { '0806:mulberry': { destroyed: true }, '1004:radar': { destroyed: true } } }
    expect(hexView(bombed, '0806')!.notes).toEqual(['Mulberry destroyed: it does not function until repaired (4.26)'])
    expect(hexView(bombed, '1004')!.notes).toEqual(['Fortification: bombing target 5 (4.26)', 'Radar site destroyed: it does not function until repaired (4.26)'])
    const places = piecesOf(bombed).places
    expect(places.find((p) => p.loc === loc(s, '0806'))).toMatchObject({ bases: [], atBase: [], wrecked: ['Mulberry'] })
    expect(places.find((p) => p.loc === loc(s, '1004'))!.wrecked).toEqual(['Radar site'])
    expect(piecesOf(s).places.some((p) => p.wrecked)).toBe(false)
  })

  it('a fort chit of no given kind is a fort chit (4.11), no bombing target', () => {
    const sc = installationsScenario('aeto')
    const plain = { ...sc, map: { ...sc.map, features: sc.map.features.map((f) => (f.hex === '0304' ? { ...f, fort: true as const } : f)) } }
    expect(hexView(start(plain), '0304')!.notes).toEqual(['Fort chit (4.11)'])
  })
})
