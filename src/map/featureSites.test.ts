// The installations that are no base on the map (4.26): the board's tags, a destroyed one tagged in
// red (all players may know it, 4.26).
import { describe, expect, it } from 'vitest'
import { contextOf, type GameState } from '../rules/systems/aeto'
import { installationsScenario } from '../rules/systems/aeto/testing/installationFixtures'
import { start } from '../rules/systems/aeto/testing/play'
import { piecesOf } from './mapSnapshot'
import { scenarioBoard } from './scenarioBoard'

const loc = (s: GameState, hex: string) => contextOf(s.scenario).map.parseLoc(hex)!

describe('forts, Mulberries, radar and rocket sites on the map (4.26)', () => {
  const s = start(installationsScenario('aeto'))
  it('the board tags each installation that is no base (the radar sites have their icon)', () => {
    expect(scenarioBoard(s.scenario).sites).toEqual([
      { hex: loc(s, '0304'), text: 'Coastal fort' },
      { hex: loc(s, '1004'), text: 'Fort' },
      { hex: loc(s, '0806'), text: 'Mulberry' },
      { hex: loc(s, '0906'), text: 'Rocket site' },
      { hex: loc(s, '0702'), text: 'Permanent fort' },
    ])
    expect(scenarioBoard(start(installationsScenario('apto')).scenario).sites?.map((x) => x.text)).toEqual([
      'Coastal fort',
      'Fort · Burma Rly',
      'Burma Rly',
      'Coastal fort · Burma Rly',
      'Permanent fort',
    ])
  })

  it('a destroyed one is tagged in red on the map, its hex having no other piece', () => {
    const bombed: GameState = {
      ...s,
      installations: { '0806:mulberry': { destroyed: true }, '1004:radar': { destroyed: true } },
    }
    const places = piecesOf(bombed).places
    expect(places.find((p) => p.loc === loc(s, '0806'))).toMatchObject({
      bases: [],
      atBase: [],
      wrecked: ['Mulberry'],
    })
    expect(places.find((p) => p.loc === loc(s, '1004'))!.wrecked).toEqual(['Radar site'])
    expect(piecesOf(s).places.some((p) => p.wrecked)).toBe(false)
  })
})
