import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hexDistance, hexNeighbours, inBounds } from './coords'
import { UNREACHABLE, buildMapIndex, type MapIndex, type MapIndexSpec } from './mapIndex'

const id = (col: number, row: number, cols: number): number => row * cols + col

/** Straightforward O(n²) Dijkstra over the spec, independent of MapIndex, as a reference. */
function referenceCosts(spec: MapIndexSpec, source: number): number[] {
  const hexCount = spec.cols * spec.rows
  const seas = spec.largeSeaAreas ?? []
  const n = hexCount + seas.length
  const noAir = new Set(spec.noAir ?? [])
  const adjacent = (loc: number): number[] => {
    if (loc >= hexCount) return [...seas[loc - hexCount].border]
    const col = loc % spec.cols
    const row = Math.floor(loc / spec.cols)
    const hexes = hexNeighbours(col, row)
      .filter((h) => inBounds(h.col, h.row, spec.cols, spec.rows))
      .map((h) => id(h.col, h.row, spec.cols))
    return [...hexes, ...seas.flatMap((s, i) => (s.border.includes(loc) ? [hexCount + i] : []))]
  }
  const enter = (loc: number): number => (loc >= hexCount ? seas[loc - hexCount].mp : 1)
  const dist = new Array<number>(n).fill(Infinity)
  const done = new Array<boolean>(n).fill(false)
  dist[source] = 0
  for (;;) {
    let u = -1
    for (let i = 0; i < n; i++) if (!done[i] && dist[i] < Infinity && (u < 0 || dist[i] < dist[u])) u = i
    if (u < 0) break
    done[u] = true
    for (const v of adjacent(u)) if (!noAir.has(v)) dist[v] = Math.min(dist[v], dist[u] + enter(v))
  }
  return dist.map((d) => (d === Infinity ? UNREACHABLE : d))
}

function pathCost(index: MapIndex, from: number, path: readonly number[]): number {
  let cost = 0
  let at = from
  for (const next of path) {
    const step = index.moveCost(at, next)
    expect(step, `${index.locLabel(at)} → ${index.locLabel(next)}`).toBeGreaterThan(0)
    cost += step
    at = next
  }
  return cost
}

/** Random small maps with forbidden hexes and large sea areas. */
const specArb = fc
  .record({ cols: fc.integer({ min: 1, max: 9 }), rows: fc.integer({ min: 1, max: 9 }) })
  .chain(({ cols, rows }) => {
    const hexArb = fc.integer({ min: 0, max: cols * rows - 1 })
    return fc.record({
      cols: fc.constant(cols),
      rows: fc.constant(rows),
      noAir: fc.uniqueArray(hexArb, { maxLength: Math.floor((cols * rows) / 3) }),
      largeSeaAreas: fc.array(
        fc.record({
          mp: fc.integer({ min: 1, max: 12 }),
          border: fc.uniqueArray(hexArb, { minLength: 1, maxLength: 5 }),
        }),
        { maxLength: 3 },
      ),
    })
  })
  .map((s): MapIndexSpec => ({
    ...s,
    largeSeaAreas: s.largeSeaAreas.map((a, i) => ({ id: `sea${i}`, ...a })),
  }))

describe('buildMapIndex: locations', () => {
  const index = buildMapIndex({
    cols: 60,
    rows: 40,
    largeSeaAreas: [{ id: 'NorthAtlantic', mp: 10, border: [5, 6] }],
  })

  it('numbers hexes row by row, then sea areas', () => {
    expect(index.hexCount).toBe(2400)
    expect(index.locCount).toBe(2401)
    expect(index.seaAreaOf('NorthAtlantic')).toBe(2400)
    expect(index.seaAreaOf('Baltic')).toBe(-1)
    expect(index.isHex(0)).toBe(true)
    expect(index.isHex(2399)).toBe(true)
    expect(index.isHex(2400)).toBe(false)
    expect(index.isSeaArea(2400)).toBe(true)
    expect(index.isSeaArea(2399)).toBe(false)
    expect(index.isSeaArea(2401)).toBe(false)
    expect(index.hexAt(39, 14)).toBe(879)
    expect(index.hexAt(60, 0)).toBe(-1)
    expect(index.colOf(879)).toBe(39)
    expect(index.rowOf(879)).toBe(14)
  })

  it('labels and parses hexes and sea areas', () => {
    expect(index.locLabel(0)).toBe('0101')
    expect(index.locLabel(879)).toBe('4015')
    expect(index.locLabel(2400)).toBe('NorthAtlantic')
    expect(index.parseLoc('4015')).toBe(879)
    expect(index.parseLoc('NorthAtlantic')).toBe(2400)
    expect(index.parseLoc('6041')).toBeNull()
    expect(index.parseLoc('Baltic')).toBeNull()
    for (let loc = 0; loc < index.locCount; loc++) expect(index.parseLoc(index.locLabel(loc))).toBe(loc)
    expect(() => index.locLabel(2401)).toThrow(RangeError)
  })

  it('uses 3-digit labels on big maps', () => {
    const big = buildMapIndex({ cols: 200, rows: 150 })
    expect(big.locLabel(0)).toBe('001001')
    expect(big.locLabel(big.hexAt(199, 149))).toBe('200150')
    expect(big.parseLoc('200150')).toBe(29999)
  })

  it('exposes cube coordinates', () => {
    expect([index.cubeQ[879], index.cubeR[879]]).toEqual([39, -5])
  })

  it('rejects bad specs', () => {
    expect(() => buildMapIndex({ cols: 0, rows: 5 })).toThrow()
    expect(() => buildMapIndex({ cols: 5, rows: 5, noAir: [25] })).toThrow()
    expect(() =>
      buildMapIndex({ cols: 5, rows: 5, largeSeaAreas: [{ id: 'a', mp: 0, border: [1] }] }),
    ).toThrow()
    expect(() =>
      buildMapIndex({ cols: 5, rows: 5, largeSeaAreas: [{ id: 'a', mp: 2, border: [] }] }),
    ).toThrow()
    expect(() =>
      buildMapIndex({ cols: 5, rows: 5, largeSeaAreas: [{ id: 'a', mp: 2, border: [-1] }] }),
    ).toThrow()
    expect(() =>
      buildMapIndex({ cols: 5, rows: 5, largeSeaAreas: [{ id: '0101', mp: 2, border: [1] }] }),
    ).toThrow()
    expect(() =>
      buildMapIndex({
        cols: 5,
        rows: 5,
        largeSeaAreas: [
          { id: 'a', mp: 2, border: [1] },
          { id: 'a', mp: 3, border: [2] },
        ],
      }),
    ).toThrow()
  })
})

describe('buildMapIndex: neighbours and distance', () => {
  const cols = 12
  const index = buildMapIndex({
    cols,
    rows: 10,
    largeSeaAreas: [{ id: 'S', mp: 3, border: [id(3, 2, cols), id(2, 2, cols), id(3, 2, cols)] }],
  })

  it('lists hex neighbours N, NE, SE, S, SW, NW, then bordering sea areas', () => {
    expect([...index.neighbours(id(2, 2, cols))]).toEqual([
      id(2, 1, cols),
      id(3, 1, cols),
      id(3, 2, cols),
      id(2, 3, cols),
      id(1, 2, cols),
      id(1, 1, cols),
      120,
    ])
    expect([...index.neighbours(id(5, 5, cols))]).toEqual([
      id(5, 4, cols),
      id(6, 5, cols),
      id(6, 6, cols),
      id(5, 6, cols),
      id(4, 6, cols),
      id(4, 5, cols),
    ])
  })

  it('clips neighbours at the map edge', () => {
    expect([...index.neighbours(0)]).toEqual([id(1, 0, cols), id(0, 1, cols)])
    expect([...index.neighbours(id(11, 9, cols))]).toEqual([id(11, 8, cols), id(10, 9, cols)]) // odd column, bottom right
  })

  it('lists a sea area’s border hexes once, ascending', () => {
    expect([...index.neighbours(120)]).toEqual([id(2, 2, cols), id(3, 2, cols)])
  })

  it('has symmetric adjacency', () => {
    for (let a = 0; a < index.locCount; a++)
      for (const b of index.neighbours(a)) expect([...index.neighbours(b)]).toContain(a)
  })

  it('gives move costs between adjacent locations only', () => {
    expect(index.moveCost(0, 1)).toBe(1)
    expect(index.moveCost(0, 2)).toBe(-1)
    expect(index.moveCost(id(2, 2, cols), 120)).toBe(3)
    expect(index.moveCost(120, id(2, 2, cols))).toBe(1)
    expect(index.moveCost(120, id(4, 2, cols))).toBe(-1)
    expect(index.enterCost(120)).toBe(3)
    expect(index.enterCost(0)).toBe(1)
  })

  it('measures hex distance like coords.hexDistance', () => {
    for (let a = 0; a < index.hexCount; a++) {
      for (let b = 0; b < index.hexCount; b++) {
        expect(index.hexDistance(a, b)).toBe(
          hexDistance(a % cols, Math.floor(a / cols), b % cols, Math.floor(b / cols)),
        )
      }
    }
    expect(index.hexDistance(0, 120)).toBe(-1)
  })
})

describe('costFrom and reachable', () => {
  it('equals hex distance on an open map', () => {
    const index = buildMapIndex({ cols: 15, rows: 12 })
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 179 }), (source) => {
        const costs = index.costFrom(source)
        for (let h = 0; h < 180; h++) expect(costs[h]).toBe(index.hexDistance(source, h))
      }),
    )
  })

  it('stops at maxCost', () => {
    const index = buildMapIndex({ cols: 15, rows: 12 })
    const source = index.hexAt(7, 6)
    const costs = index.costFrom(source, 3)
    for (let h = 0; h < 180; h++)
      expect(costs[h]).toBe(index.hexDistance(source, h) <= 3 ? index.hexDistance(source, h) : UNREACHABLE)
  })

  it('reaches 1 + 3n(n+1) hexes within n, cheapest first, source first', () => {
    const index = buildMapIndex({ cols: 200, rows: 150 })
    const source = index.hexAt(100, 75)
    const reached = index.reachable(source, 10)
    expect(reached).toHaveLength(331)
    expect(reached[0]).toEqual({ loc: source, cost: 0 })
    for (let i = 1; i < reached.length; i++)
      expect(reached[i].cost).toBeGreaterThanOrEqual(reached[i - 1].cost)
    for (const { loc, cost } of reached) expect(cost).toBe(index.hexDistance(source, loc))

    const locs = new Int32Array(400)
    const costs = new Int32Array(400)
    expect(index.reachableInto(source, 10, locs, costs)).toBe(331)
    expect(reached.map((r) => r.loc)).toEqual([...locs.subarray(0, 331)])
    expect(reached.map((r) => r.cost)).toEqual([...costs.subarray(0, 331)])
    expect(() => index.reachableInto(source, 10, new Int32Array(10), new Int32Array(10))).toThrow(RangeError)
  })

  it('charges a large sea area its MP on entry and 1 per hex on leaving', () => {
    // Blenheim range 14 from Glasgow, 4 hexes from the edge of an MP 10 area: 4 + 10 = 14 (4.12).
    const cols = 20
    const border = [8, 9, 10, 11, 12].map((row) => id(6, row, cols))
    const index = buildMapIndex({ cols, rows: 20, largeSeaAreas: [{ id: 'NorthSea', mp: 10, border }] })
    const glasgow = index.hexAt(2, 10)
    const sea = index.seaAreaOf('NorthSea')
    for (const h of border) expect(index.hexDistance(glasgow, h)).toBe(4)

    expect(index.costFrom(glasgow)[sea]).toBe(14)
    expect(index.costFrom(glasgow, 13)[sea]).toBe(UNREACHABLE)
    expect(index.reachable(glasgow, 14)).toContainEqual({ loc: sea, cost: 14 })
    // Back out: 1 into a border hex, then 1 per hex. Charging the area's MP again on leaving is the engine's rule.
    expect(index.costFrom(sea)[glasgow]).toBe(5)
    expect(index.costFrom(sea)[border[0]]).toBe(1)

    const out = index.path(glasgow, sea)!
    expect(out).toHaveLength(5)
    expect(out.at(-1)).toBe(sea)
    expect(pathCost(index, glasgow, out)).toBe(14)
    expect(index.path(glasgow, sea, 13)).toBeNull()
  })

  it('uses a cheap sea area as a shortcut between far border hexes', () => {
    const index = buildMapIndex({
      cols: 20,
      rows: 20,
      largeSeaAreas: [{ id: 'Bay', mp: 3, border: [0, 399] }],
    })
    const bay = index.seaAreaOf('Bay')
    expect(index.hexDistance(0, 399)).toBe(29)
    expect(index.costFrom(0)[399]).toBe(4)
    expect(index.path(0, 399)).toEqual([bay, 399])
  })

  it('never enters forbidden hexes', () => {
    // 3x2 map with (1,0) forbidden: from (0,0) to (2,0) the only way is round through row 1.
    const index = buildMapIndex({ cols: 3, rows: 2, noAir: [1] })
    const costs = index.costFrom(0)
    expect([...costs]).toEqual([0, UNREACHABLE, 4, 1, 2, 3])
    expect(index.path(0, 2)).toEqual([3, 4, 5, 2])
    expect(index.path(0, 1)).toBeNull()
    expect(index.moveCost(0, 1)).toBe(-1)
    expect(index.enterCost(1)).toBe(1)
    expect(index.forbidden(1)).toBe(true)
    expect(index.forbidden(0)).toBe(false)
    expect(index.reachable(0, 10).map((r) => r.loc)).not.toContain(1)
  })

  it('can leave a forbidden start location', () => {
    const index = buildMapIndex({ cols: 3, rows: 2, noAir: [1] })
    expect([...index.costFrom(1)]).toEqual([1, 0, 1, 1, 1, 1])
    expect(index.path(1, 5)).toEqual([5])
    expect(index.path(2, 0)).toEqual([5, 4, 3, 0])
  })

  it('agrees with a reference Dijkstra on random maps', () => {
    fc.assert(
      fc.property(specArb, fc.nat(), (spec, s) => {
        const index = buildMapIndex(spec)
        const source = s % index.locCount
        expect([...index.costFrom(source)]).toEqual(referenceCosts(spec, source))
      }),
    )
  })
})

describe('path', () => {
  it('is empty from a location to itself', () => {
    expect(buildMapIndex({ cols: 5, rows: 5 }).path(7, 7)).toEqual([])
  })

  it('breaks ties by neighbour order at each step (NE before SE)', () => {
    const cols = 12
    const index = buildMapIndex({ cols, rows: 10 })
    expect(index.path(id(2, 2, cols), id(4, 2, cols))).toEqual([id(3, 1, cols), id(4, 2, cols)])
    expect(index.path(id(0, 0, cols), id(0, 3, cols))).toEqual([
      id(0, 1, cols),
      id(0, 2, cols),
      id(0, 3, cols),
    ])
  })

  it('is a cheapest, legal, deterministic path on random maps', () => {
    fc.assert(
      fc.property(specArb, fc.nat(), fc.nat(), (spec, a, b) => {
        const index = buildMapIndex(spec)
        const from = a % index.locCount
        const to = b % index.locCount
        const cost = index.costFrom(from)[to]
        const path = index.path(from, to)
        if (cost === UNREACHABLE) {
          expect(path).toBeNull()
          return
        }
        expect(path).not.toBeNull()
        expect(path!.at(-1) ?? from).toBe(to)
        expect(path!.some((loc) => index.forbidden(loc))).toBe(false)
        expect(pathCost(index, from, path!)).toBe(cost)
        index.costFrom(to) // scratch reuse must not change the answer
        expect(index.path(from, to)).toEqual(path)
        expect(index.path(from, to, cost)).toEqual(path)
        if (cost > 0) expect(index.path(from, to, cost - 1)).toBeNull()
      }),
    )
  })
})

describe('barred entries (AETO 4.12: the Dakar hex from Morocco)', () => {
  // 3 × 1 map: 0 – 1 – 2 in a row (hexes 0101, 0201, 0301); entering 1 from 0 is barred.
  const spec: MapIndexSpec = { cols: 3, rows: 1, barredEntries: [{ from: 0, to: 1 }] }

  it('bars the step one way only, in moveCost, entryBarred, costs and paths, both search directions', () => {
    const map = buildMapIndex(spec)
    expect(map.moveCost(0, 1)).toBe(-1)
    expect(map.entryBarred(0, 1)).toBe(true)
    expect(map.moveCost(1, 0)).toBe(1)
    expect(map.entryBarred(1, 0)).toBe(false)
    expect([...map.costFrom(0)]).toEqual([0, UNREACHABLE, UNREACHABLE]) // the only way on is barred
    expect([...map.costFrom(2)]).toEqual([2, 1, 0])
    expect(map.path(0, 2)).toBeNull()
    expect(map.path(2, 0)).toEqual([1, 0])
    expect(map.path(1, 0)).toEqual([0])
  })

  it('refuses a barred entry between hexes that are not adjacent', () => {
    expect(() => buildMapIndex({ cols: 3, rows: 1, barredEntries: [{ from: 0, to: 2 }] })).toThrow(
      'barredEntries: hexes 0 and 2 are not adjacent',
    )
  })
})
