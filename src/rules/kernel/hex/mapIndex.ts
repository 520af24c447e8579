// Precomputed map geometry for the rules engine. Locations are integers: every hex is a location
// whose id is its hex id (row * cols + col), then each large sea area is one more location
// (hexCount + its index). Entering a hex costs 1 MP, entering a large sea area costs its MP;
// a sea area is adjacent to each of its border hexes, both ways.
//
// Only enter costs are modelled: from inside a sea area, a base 4 hexes from a border hex is
// 1 (the border hex) + 4 = 5 MP away. Rules that charge more (leaving a large sea area costs its
// MP again on the way home, A-18) belong to the engine.
import { BucketSearch } from './bucketSearch'
import {
  OFFSET_DIRECTIONS_EVEN_COL,
  OFFSET_DIRECTIONS_ODD_COL,
  cubeDistance,
  hexLabel,
  labelDigits,
  parseHexLabel,
} from './coords'

export interface LargeSeaAreaSpec {
  id: string
  mp: number
  /** Hex ids bordering the area. */
  border: readonly number[]
}

export interface MapIndexSpec {
  cols: number
  rows: number
  /** Hex ids air units may never enter (e.g. Switzerland, off-map blanks). */
  noAir?: readonly number[]
  /** Steps air units may never make between two adjacent hexes, one way: from `from` into `to` (AETO 4.12: Dakar from Morocco). */
  barredEntries?: readonly { from: number; to: number }[]
  largeSeaAreas?: readonly LargeSeaAreaSpec[]
}

export interface Reached {
  loc: number
  cost: number
}

export const UNREACHABLE = -1

export class MapIndex {
  readonly cols: number
  readonly rows: number
  readonly hexCount: number
  readonly locCount: number
  readonly digits: number
  /** Cube q and r per hex (s = -q - r). */
  readonly cubeQ: Int32Array
  readonly cubeR: Int32Array
  /** Hex labels, then sea area ids, by location. */
  readonly labels: readonly string[]
  /**
   * Neighbours in CSR form, for hot loops: neighbours of loc are
   * neighbourList[neighbourStart[loc] .. neighbourStart[loc + 1]). A hex lists its on-map hex
   * neighbours in N, NE, SE, S, SW, NW order, then the sea areas it borders by index; a sea area
   * lists its border hexes by ascending id. Forbidden locations are still listed.
   */
  readonly neighbourStart: Int32Array
  readonly neighbourList: Int32Array
  private readonly enterCosts: Int32Array
  private readonly forbiddenFlags: Uint8Array
  /** Per adjacency entry: the step from its owner into it is barred; null when no entry is barred. */
  private readonly barredOut: Uint8Array | null
  private readonly seaIds: ReadonlyMap<string, number>
  private readonly search: BucketSearch

  constructor(spec: MapIndexSpec) {
    const { cols, rows } = spec
    if (!Number.isInteger(cols) || !Number.isInteger(rows) || cols < 1 || rows < 1) {
      throw new RangeError(`map size must be positive integers, got ${cols}x${rows}`)
    }
    const hexCount = cols * rows
    const seas = spec.largeSeaAreas ?? []
    const locCount = hexCount + seas.length
    const digits = labelDigits(cols, rows)
    const checkHex = (id: number, what: string): void => {
      if (!Number.isInteger(id) || id < 0 || id >= hexCount)
        throw new RangeError(`${what}: ${id} is not a hex id on a ${cols}x${rows} map`)
    }

    const labels: string[] = new Array<string>(locCount)
    const cubeQ = new Int32Array(hexCount)
    const cubeR = new Int32Array(hexCount)
    // Label halves are shared: hexLabel(col, row) = column part + row part.
    const colParts = Array.from({ length: cols }, (_, col) => hexLabel(col, 0, digits).slice(0, digits))
    const rowParts = Array.from({ length: rows }, (_, row) => hexLabel(0, row, digits).slice(digits))
    for (let row = 0, id = 0; row < rows; row++) {
      for (let col = 0; col < cols; col++, id++) {
        cubeQ[id] = col
        cubeR[id] = row - ((col - (col & 1)) >> 1)
        labels[id] = colParts[col] + rowParts[row]
      }
    }

    const enterCosts = new Int32Array(locCount).fill(1)
    const seaIds = new Map<string, number>()
    const seaBorders: number[][] = []
    const seasOfHex = new Map<number, number[]>()
    seas.forEach((sea, i) => {
      const loc = hexCount + i
      if (!sea.id || seaIds.has(sea.id) || parseHexLabel(sea.id, cols, rows)) {
        throw new Error(`large sea area id "${sea.id}" is empty, repeated or reads as a hex label`)
      }
      if (!Number.isInteger(sea.mp) || sea.mp < 1)
        throw new RangeError(`large sea area ${sea.id}: mp ${sea.mp} is not a positive integer`)
      if (sea.border.length === 0) throw new Error(`large sea area ${sea.id} has no border hexes`)
      for (const h of sea.border) checkHex(h, `large sea area ${sea.id} border`)
      const border = [...new Set(sea.border)].sort((a, b) => a - b)
      for (const h of border) {
        const list = seasOfHex.get(h)
        if (list) list.push(loc)
        else seasOfHex.set(h, [loc])
      }
      seaIds.set(sea.id, loc)
      seaBorders.push(border)
      enterCosts[loc] = sea.mp
      labels[loc] = sea.id
    })

    const forbiddenFlags = new Uint8Array(locCount)
    for (const h of spec.noAir ?? []) {
      checkHex(h, 'noAir')
      forbiddenFlags[h] = 1
    }

    const borderLinks = seaBorders.reduce((n, b) => n + b.length, 0)
    const neighbourStart = new Int32Array(locCount + 1)
    const neighbourList = new Int32Array(6 * hexCount + 2 * borderLinks)
    let k = 0
    for (let row = 0, id = 0; row < rows; row++) {
      for (let col = 0; col < cols; col++, id++) {
        neighbourStart[id] = k
        const steps = col & 1 ? OFFSET_DIRECTIONS_ODD_COL : OFFSET_DIRECTIONS_EVEN_COL
        for (let d = 0; d < 6; d++) {
          const c = col + steps[d][0]
          const r = row + steps[d][1]
          if (c >= 0 && r >= 0 && c < cols && r < rows) neighbourList[k++] = r * cols + c
        }
        const bordered = seasOfHex.get(id)
        if (bordered) for (const sea of bordered) neighbourList[k++] = sea
      }
    }
    seaBorders.forEach((border, i) => {
      neighbourStart[hexCount + i] = k
      for (const h of border) neighbourList[k++] = h
    })
    neighbourStart[locCount] = k

    // Barred entries, one way (4.12): marked on the step's adjacency entry, and on the reverse one for reverse searches.
    let barredOut: Uint8Array | null = null
    let barredIn: Uint8Array | null = null
    const entryOf = (u: number, v: number): number => {
      for (let j = neighbourStart[u], end = neighbourStart[u + 1]; j < end; j++)
        if (neighbourList[j] === v) return j
      return -1
    }
    for (const b of spec.barredEntries ?? []) {
      checkHex(b.from, 'barredEntries from')
      checkHex(b.to, 'barredEntries to')
      const out = entryOf(b.from, b.to)
      const back = entryOf(b.to, b.from)
      if (out < 0 || back < 0)
        throw new RangeError(`barredEntries: hexes ${b.from} and ${b.to} are not adjacent`)
      ;(barredOut ??= new Uint8Array(k))[out] = 1
      ;(barredIn ??= new Uint8Array(k))[back] = 1
    }

    this.cols = cols
    this.rows = rows
    this.hexCount = hexCount
    this.locCount = locCount
    this.digits = digits
    this.cubeQ = cubeQ
    this.cubeR = cubeR
    this.labels = labels
    this.neighbourStart = neighbourStart
    this.neighbourList = neighbourList.subarray(0, k)
    this.enterCosts = enterCosts
    this.forbiddenFlags = forbiddenFlags
    this.barredOut = barredOut
    this.seaIds = seaIds
    this.search = new BucketSearch({
      adjStart: neighbourStart,
      adj: this.neighbourList,
      enterCost: enterCosts,
      forbidden: forbiddenFlags,
      ...(barredOut && barredIn ? { barredOut, barredIn } : {}),
    })
  }

  isHex(loc: number): boolean {
    return Number.isInteger(loc) && loc >= 0 && loc < this.hexCount
  }

  isSeaArea(loc: number): boolean {
    return Number.isInteger(loc) && loc >= this.hexCount && loc < this.locCount
  }

  /** Location of a large sea area by id, or -1. */
  seaAreaOf(id: string): number {
    return this.seaIds.get(id) ?? -1
  }

  /** Hex id at (col, row), or -1 when off the map. */
  hexAt(col: number, row: number): number {
    return Number.isInteger(col) &&
      Number.isInteger(row) &&
      col >= 0 &&
      row >= 0 &&
      col < this.cols &&
      row < this.rows
      ? row * this.cols + col
      : -1
  }

  colOf(hex: number): number {
    return hex % this.cols
  }

  rowOf(hex: number): number {
    return Math.floor(hex / this.cols)
  }

  /** Printed hex label ("4015"), or the sea area id. */
  locLabel(loc: number): string {
    const label = this.labels[loc]
    if (label === undefined) throw new RangeError(`no location ${loc}`)
    return label
  }

  /** Location named by a hex label or a large sea area id, or null. */
  parseLoc(text: string): number | null {
    const sea = this.seaIds.get(text)
    if (sea !== undefined) return sea
    const hex = parseHexLabel(text, this.cols, this.rows)
    return hex ? hex.row * this.cols + hex.col : null
  }

  /** A view into neighbourList (no copy): do not modify. */
  neighbours(loc: number): Readonly<Int32Array> {
    return this.neighbourList.subarray(this.neighbourStart[loc], this.neighbourStart[loc + 1])
  }

  enterCost(loc: number): number {
    return this.enterCosts[loc]
  }

  forbidden(loc: number): boolean {
    return this.forbiddenFlags[loc] === 1
  }

  /** Cost of one step from `from` into adjacent `to`; -1 if not adjacent, `to` is forbidden or that entry is barred. */
  moveCost(from: number, to: number): number {
    if (this.forbiddenFlags[to]) return -1
    const list = this.neighbourList
    for (let k = this.neighbourStart[from], end = this.neighbourStart[from + 1]; k < end; k++) {
      if (list[k] === to) return this.barredOut?.[k] === 1 ? -1 : this.enterCosts[to]
    }
    return -1
  }

  /** Whether air units may never step from `from` into `to` (a barred entry, 4.12), though they are adjacent. */
  entryBarred(from: number, to: number): boolean {
    if (!this.barredOut) return false
    const list = this.neighbourList
    for (let k = this.neighbourStart[from], end = this.neighbourStart[from + 1]; k < end; k++)
      if (list[k] === to) return this.barredOut[k] === 1
    return false
  }

  /** Hex steps between two hexes (same hex = 0, adjacent = 1); -1 if either is not a hex. */
  hexDistance(a: number, b: number): number {
    if (!(a >= 0 && a < this.hexCount && b >= 0 && b < this.hexCount)) return -1
    return cubeDistance(this.cubeQ[a], this.cubeR[a], this.cubeQ[b], this.cubeR[b])
  }

  /** Cheapest MP cost from `source` to every location (source = 0); UNREACHABLE (-1) beyond maxCost. */
  costFrom(source: number, maxCost = Infinity): Int32Array {
    this.checkLoc(source)
    const out = new Int32Array(this.locCount).fill(UNREACHABLE)
    const { dist, order } = this.search
    this.search.run(source, maxCost, -1, false)
    for (let i = 0; i < this.search.orderCount; i++) out[order[i]] = dist[order[i]]!
    return out
  }

  /** Locations within maxCost of `source` (including source at 0), by non-decreasing cost. */
  reachable(source: number, maxCost: number): Reached[] {
    this.checkLoc(source)
    const { dist, order } = this.search
    this.search.run(source, maxCost, -1, false)
    const out: Reached[] = new Array<Reached>(this.search.orderCount)
    for (let i = 0; i < this.search.orderCount; i++) out[i] = { loc: order[i], cost: dist[order[i]] }
    return out
  }

  /** Allocation-free reachable(): fills the buffers (locCount long is always enough) and returns the count. */
  reachableInto(source: number, maxCost: number, locs: Int32Array, costs: Int32Array): number {
    this.checkLoc(source)
    const { dist, order } = this.search
    this.search.run(source, maxCost, -1, false)
    const n = this.search.orderCount
    if (n > locs.length || n > costs.length)
      throw new RangeError(`reachableInto: ${n} locations do not fit the buffers`)
    for (let i = 0; i < n; i++) {
      locs[i] = order[i]!
      costs[i] = dist[order[i]]!
    }
    return n
  }

  /**
   * A cheapest path from `from` to `to` (excluding from, including to), or null if `to` is
   * forbidden or costs more than maxCost. Ties: at every step the first neighbour in neighbour
   * order that still lies on a cheapest path.
   */
  path(from: number, to: number, maxCost = Infinity): number[] | null {
    this.checkLoc(from)
    this.checkLoc(to)
    if (from === to) return []
    if (this.forbiddenFlags[to]) return null
    // Costs are measured towards `to`, so the walk forward from `from` can pick by neighbour order.
    const { dist } = this.search
    this.search.run(to, maxCost, from, true)
    if (dist[from] < 0) return null
    const path: number[] = []
    const list = this.neighbourList
    for (let at = from; at !== to;) {
      let next = -1
      for (let k = this.neighbourStart[at], end = this.neighbourStart[at + 1]; k < end; k++) {
        const v = list[k]
        if (
          dist[v] >= 0 &&
          !this.forbiddenFlags[v] &&
          this.barredOut?.[k] !== 1 &&
          dist[v] + this.enterCosts[v] === dist[at]
        ) {
          next = v
          break
        }
      }
      if (next < 0) throw new Error('path: inconsistent search state') // unreachable by construction
      path.push(next)
      at = next
    }
    return path
  }

  private checkLoc(loc: number): void {
    if (!Number.isInteger(loc) || loc < 0 || loc >= this.locCount) throw new RangeError(`no location ${loc}`)
  }
}

export function buildMapIndex(spec: MapIndexSpec): MapIndex {
  return new MapIndex(spec)
}
