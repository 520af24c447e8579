import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CUBE_DIRECTIONS,
  cubeToOffset,
  hexDistance,
  hexId,
  hexLabel,
  hexNeighbours,
  inBounds,
  labelDigits,
  offsetToCube,
  parseHexLabel,
} from './coords'

const coord = fc.integer({ min: 0, max: 299 })
const hex = fc.record({ col: coord, row: coord })

describe('odd-q cube conversion', () => {
  it('shifts odd columns down: (1,0) sits between rows 0 and 1 of column 0', () => {
    expect(offsetToCube(0, 0)).toEqual({ q: 0, r: 0, s: 0 })
    expect(offsetToCube(1, 0)).toEqual({ q: 1, r: 0, s: -1 })
    expect(offsetToCube(2, 0)).toEqual({ q: 2, r: -1, s: -1 })
    expect(offsetToCube(5, 4)).toEqual({ q: 5, r: 2, s: -7 })
  })

  it('round-trips', () => {
    fc.assert(
      fc.property(hex, ({ col, row }) => {
        const { q, r, s } = offsetToCube(col, row)
        expect(q + r + s).toBe(0)
        expect(cubeToOffset(q, r)).toEqual({ col, row })
      }),
    )
  })
})

describe('hexDistance', () => {
  it('counts hex steps, not the start hex', () => {
    expect(hexDistance(3, 3, 3, 3)).toBe(0)
    expect(hexDistance(0, 0, 1, 0)).toBe(1)
    expect(hexDistance(0, 0, 0, 3)).toBe(3)
    expect(hexDistance(0, 0, 4, 0)).toBe(4)
    expect(hexDistance(2, 2, 5, 4)).toBe(4)
    expect(hexDistance(0, 0, 1, 1)).toBe(2) // (1,1) is below (1,0), not beside (0,0)
    expect(hexDistance(1, 0, 0, 1)).toBe(1)
    expect(hexDistance(38, 14, 39, 14)).toBe(1) // 3915 is NW of 4015
    expect(hexDistance(38, 13, 39, 14)).toBe(2) // 3914 is not
  })

  it('is symmetric', () => {
    fc.assert(
      fc.property(
        hex,
        hex,
        (a, b) => hexDistance(a.col, a.row, b.col, b.row) === hexDistance(b.col, b.row, a.col, a.row),
      ),
    )
  })

  it('obeys the triangle inequality', () => {
    fc.assert(
      fc.property(hex, hex, hex, (a, b, c) => {
        const ab = hexDistance(a.col, a.row, b.col, b.row)
        const bc = hexDistance(b.col, b.row, c.col, c.row)
        return hexDistance(a.col, a.row, c.col, c.row) <= ab + bc
      }),
    )
  })

  it('equals one step plus the distance from the best neighbour (so it counts steps)', () => {
    fc.assert(
      fc.property(hex, hex, (a, b) => {
        fc.pre(a.col !== b.col || a.row !== b.row)
        const best = Math.min(
          ...hexNeighbours(a.col, a.row).map((n) => hexDistance(n.col, n.row, b.col, b.row)),
        )
        return hexDistance(a.col, a.row, b.col, b.row) === best + 1
      }),
    )
  })
})

describe('hexNeighbours', () => {
  it('lists N, NE, SE, S, SW, NW for an even column', () => {
    expect(hexNeighbours(2, 2)).toEqual([
      { col: 2, row: 1 },
      { col: 3, row: 1 },
      { col: 3, row: 2 },
      { col: 2, row: 3 },
      { col: 1, row: 2 },
      { col: 1, row: 1 },
    ])
  })

  it('lists N, NE, SE, S, SW, NW for an odd column', () => {
    expect(hexNeighbours(3, 2)).toEqual([
      { col: 3, row: 1 },
      { col: 4, row: 2 },
      { col: 4, row: 3 },
      { col: 3, row: 3 },
      { col: 2, row: 3 },
      { col: 2, row: 2 },
    ])
  })

  it('match the cube directions and are all at distance 1', () => {
    fc.assert(
      fc.property(hex, ({ col, row }) => {
        const c = offsetToCube(col, row)
        hexNeighbours(col, row).forEach((n, i) => {
          const [dq, dr] = CUBE_DIRECTIONS[i]
          expect(offsetToCube(n.col, n.row)).toMatchObject({ q: c.q + dq, r: c.r + dr })
          expect(hexDistance(col, row, n.col, n.row)).toBe(1)
        })
      }),
    )
  })
})

describe('inBounds and hexId', () => {
  it('accepts only integer on-map coordinates', () => {
    expect(inBounds(0, 0, 60, 40)).toBe(true)
    expect(inBounds(59, 39, 60, 40)).toBe(true)
    expect(inBounds(60, 0, 60, 40)).toBe(false)
    expect(inBounds(0, 40, 60, 40)).toBe(false)
    expect(inBounds(-1, 0, 60, 40)).toBe(false)
    expect(inBounds(0.5, 0, 60, 40)).toBe(false)
  })

  it('numbers hexes row by row', () => {
    expect(hexId(0, 0, 60)).toBe(0)
    expect(hexId(39, 14, 60)).toBe(879)
  })
})

describe('hex labels', () => {
  it('uses 2 digits up to 99 columns and rows, else 3', () => {
    expect(labelDigits(60, 40)).toBe(2)
    expect(labelDigits(99, 99)).toBe(2)
    expect(labelDigits(100, 10)).toBe(3)
    expect(labelDigits(10, 100)).toBe(3)
    expect(labelDigits(200, 150)).toBe(3)
  })

  it('prints 1-based column then row', () => {
    expect(hexLabel(0, 0, 2)).toBe('0101')
    expect(hexLabel(39, 14, 2)).toBe('4015')
    expect(hexLabel(59, 39, 2)).toBe('6040')
    expect(hexLabel(0, 0, 3)).toBe('001001')
    expect(hexLabel(199, 149, 3)).toBe('200150')
    expect(() => hexLabel(99, 0, 2)).toThrow(RangeError)
  })

  it('parses printed labels', () => {
    expect(parseHexLabel('0101', 60, 40)).toEqual({ col: 0, row: 0 })
    expect(parseHexLabel('4015', 60, 40)).toEqual({ col: 39, row: 14 })
    expect(parseHexLabel('6040', 60, 40)).toEqual({ col: 59, row: 39 })
    expect(parseHexLabel('001001', 200, 150)).toEqual({ col: 0, row: 0 })
    expect(parseHexLabel('200150', 200, 150)).toEqual({ col: 199, row: 149 })
  })

  it('rejects malformed and off-map labels', () => {
    for (const bad of [
      '',
      '401',
      '40155',
      '40a5',
      ' 4015',
      '4015 ',
      '+101',
      '-101',
      '1e01',
      '40.5',
      '٠١٠١',
      '0001',
      '0100',
      '6101',
      '6041',
      '9999',
    ]) {
      expect(parseHexLabel(bad, 60, 40), bad).toBeNull()
    }
    expect(parseHexLabel('4015', 200, 150)).toBeNull()
    expect(parseHexLabel('201001', 200, 150)).toBeNull()
    expect(parseHexLabel('001151', 200, 150)).toBeNull()
  })

  it('round-trips every hex of a map', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 1, max: 300 }),
        fc.nat(),
        fc.nat(),
        (cols, rows, c, r) => {
          const col = c % cols
          const row = r % rows
          const label = hexLabel(col, row, labelDigits(cols, rows))
          expect(label).toHaveLength(2 * labelDigits(cols, rows))
          expect(parseHexLabel(label, cols, rows)).toEqual({ col, row })
        },
      ),
    )
  })
})
