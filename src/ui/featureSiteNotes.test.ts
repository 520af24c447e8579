// The installations that are no base in the hex panel (4.26): each one's bombing target number, a
// destroyed one told "does not function until repaired" (all players may know it, 4.26).
import { describe, expect, it } from 'vitest'
import { installationsScenario } from '../rules/systems/aeto/testing/installationFixtures'
import { start } from '../rules/systems/aeto/testing/play'
import type { GameState } from '../rules/systems/aeto'
import { hexView } from './situation'

describe('forts, Mulberries, radar and rocket sites in the hex panel (4.26)', () => {
  const s = start(installationsScenario('aeto'))

  it('the hex panel gives each one’s bombing target number: Dunenfeld (capacity 2 + 1) fortification 2 + 3 = 5, radar 4 + 3 + 2 fortified = 9; the fort never destroyed', () => {
    expect(hexView(s, '1004')!.notes).toEqual([
      'Fortification: bombing target 5 (4.26)',
      'Radar site: bombing target 9 (4.26)',
    ])
    expect(hexView(s, '0702')!.notes).toEqual(['Permanent fortification: never destroyed by bombing (4.26)'])
    expect(hexView(s, '0205')!.notes).toEqual(['Radar site: bombing target 4 (4.26)'])
  })

  it('a destroyed one is said so', () => {
    const bombed: GameState = {
      ...s,
      installations: { '0806:mulberry': { destroyed: true }, '1004:radar': { destroyed: true } },
    }
    expect(hexView(bombed, '0806')!.notes).toEqual([
      'Mulberry destroyed: it does not function until repaired (4.26)',
    ])
    expect(hexView(bombed, '1004')!.notes).toEqual([
      'Fortification: bombing target 5 (4.26)',
      'Radar site destroyed: it does not function until repaired (4.26)',
    ])
  })

  it('a fort chit of no given kind is a fort chit (4.11), no bombing target', () => {
    const sc = installationsScenario('aeto')
    const plain = {
      ...sc,
      map: {
        ...sc.map,
        features: sc.map.features.map((f) => (f.hex === '0304' ? { ...f, fort: true as const } : f)),
      },
    }
    expect(hexView(start(plain), '0304')!.notes).toEqual(['Fort chit (4.11)'])
  })
})
