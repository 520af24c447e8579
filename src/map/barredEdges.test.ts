// 4.12's barred entries on the map: the hexside between the barred hex and each hex it may not be
// entered from is drawn, and hovering the hex says so.
import { describe, expect, it } from 'vitest'
import { hexNeighbours } from '../rules/kernel/hex/coords'
import { newGame } from '../rules/systems/aeto'
import type { Scenario } from '../rules/systems/aeto/scenario/schema'
import { fixture } from '../rules/systems/aeto/testing/fixtures'
import { hoverText } from './hoverText'
import { mapSnapshot } from './mapSnapshot'
import { scenarioBoard } from './scenarioBoard'
import { testUi } from './testUi'

const PLAIN = fixture({
  terrain: Array.from({ length: 12 }, () => '.'.repeat(20)),
  bases: [
    { id: 'a', hex: '0106', owner: 'allies' },
    { id: 'xf', hex: '2012', owner: 'axis' },
  ],
  units: [{ id: 'well', name: 'Wellington', nation: 'UK', type: 'B', front: '4-6/1', base: 'a' }],
})
/** 0406 stands for Dakar; 0306 and 0307 for the Moroccan hexes next to it. */
const DAKAR: Scenario = {
  ...PLAIN,
  map: {
    ...PLAIN.map,
    barredEntries: [{ into: '0406', from: ['0306', '0307'], name: 'Dakar from Morocco' }],
  },
}

describe('barred entries on the map (4.12)', () => {
  it('one edge per barred neighbour, given from the barred hex toward it', () => {
    const board = scenarioBoard(DAKAR)
    const at = (label: string) => board.labels.indexOf(label)
    expect(board.barred).toHaveLength(1)
    const { edges, into } = board.barred![0]
    expect(into).toBe(at('0406'))
    const cols = board.cols
    const neighbours = hexNeighbours(into % cols, Math.floor(into / cols)).map((n) => n.row * cols + n.col)
    const faced = []
    for (let i = 0; i < edges.length; i += 2) {
      expect(edges[i]).toBe(into)
      faced.push(board.labels[neighbours[edges[i + 1]]])
    }
    expect(faced).toEqual(['0306', '0307'])
    expect(scenarioBoard(PLAIN).barred).toBeUndefined()
  })

  it('hovering the barred hex names the bar and the rule; its neighbours say nothing of it', () => {
    const snap = mapSnapshot(newGame(DAKAR, { seed: 1 }), testUi())
    const at = (label: string) => snap.board.labels.indexOf(label)
    expect(hoverText(snap, at('0406'))).toBe(
      '0406 clear · Dakar from Morocco: no air entry from 0306, 0307 (4.12)',
    )
    expect(hoverText(snap, at('0306'))).toBe('0306 clear')
  })
})
