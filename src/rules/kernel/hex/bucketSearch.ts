// Cheapest-cost search over a location graph whose step cost is the enter cost of the location
// stepped into (small positive integers). Dial's algorithm: a circular array of FIFO buckets,
// one per cost value, so the search is exact, deterministic and needs no heap. All buffers are
// allocated once per map; a search only touches (and later resets) the locations it reaches,
// so a bounded search near a base costs the same on a 30,000-hex map as on a small one.

export interface SearchGraph {
  /** CSR adjacency: neighbours of loc are adj[adjStart[loc] .. adjStart[loc + 1]). */
  readonly adjStart: Int32Array
  readonly adj: Int32Array
  readonly enterCost: Int32Array
  /** 1 where air units may never enter. */
  readonly forbidden: Uint8Array
  /** Per adjacency entry k of location u: 1 where the step from u into adj[k] is barred (AETO 4.12: Dakar from Morocco); absent when none is. */
  readonly barredOut?: Uint8Array
  /** Per adjacency entry k of location u: 1 where the step from adj[k] into u is barred; absent when none is. */
  readonly barredIn?: Uint8Array
}

export class BucketSearch {
  /** Cost per location after the last run; -1 where not reached. */
  readonly dist: Int32Array
  /** Locations settled by the last run, in order of non-decreasing cost. */
  readonly order: Int32Array
  orderCount = 0

  private readonly graph: SearchGraph
  private readonly touched: Int32Array
  private touchedCount = 0
  private readonly width: number
  private readonly bucketHead: Int32Array
  private readonly bucketTail: Int32Array
  private readonly entryLoc: Int32Array
  private readonly entryNext: Int32Array

  constructor(graph: SearchGraph) {
    const locCount = graph.enterCost.length
    let maxStep = 1
    for (let i = 0; i < locCount; i++) maxStep = Math.max(maxStep, graph.enterCost[i])
    this.graph = graph
    this.dist = new Int32Array(locCount).fill(-1)
    this.order = new Int32Array(locCount)
    this.touched = new Int32Array(locCount)
    this.width = maxStep + 1
    this.bucketHead = new Int32Array(this.width)
    this.bucketTail = new Int32Array(this.width)
    // Each location settles once and relaxes each of its edges once, so at most one entry per
    // edge (plus the source) is ever queued.
    this.entryLoc = new Int32Array(graph.adj.length + 1)
    this.entryNext = new Int32Array(graph.adj.length + 1)
  }

  /**
   * Fills dist/order from `source`, never past `maxCost`, never into a forbidden location.
   * Stops early once `target` (if >= 0) is settled.
   *
   * reverse = true measures the cost of travelling from each location TO `source` (a step u→v
   * still costs the enter cost of v); `target` may then be forbidden, as a path may start on it.
   * A barred entry (`barredOut` / `barredIn`) is never stepped, in either direction of search.
   */
  run(source: number, maxCost: number, target: number, reverse: boolean): void {
    const { adjStart, adj, enterCost, forbidden, barredOut, barredIn } = this.graph
    const barred = reverse ? barredIn : barredOut // reversed, the step u→v stands for the travel v→u
    const { dist, order, touched, bucketHead, bucketTail, entryLoc, entryNext, width } = this

    for (let i = 0; i < this.touchedCount; i++) dist[touched[i]] = -1
    bucketHead.fill(-1)
    bucketTail.fill(-1)
    dist[source] = 0
    touched[0] = source
    entryLoc[0] = source
    entryNext[0] = -1
    bucketHead[0] = bucketTail[0] = 0
    let touchedCount = 1
    let orderCount = 0
    let entryCount = 1
    let pending = 1

    search: for (let cost = 0; pending > 0 && cost <= maxCost; cost++) {
      const b = cost % width
      // Steps cost at least 1, so nothing is pushed into the bucket being drained.
      let e = bucketHead[b]
      bucketHead[b] = -1
      bucketTail[b] = -1
      for (; e >= 0; e = entryNext[e]!) {
        pending--
        const u = entryLoc[e]
        if (dist[u] !== cost) continue // superseded by a cheaper entry
        order[orderCount++] = u
        if (u === target) break search
        const uCost = enterCost[u]
        for (let k = adjStart[u], end = adjStart[u + 1]; k < end; k++) {
          const v = adj[k]
          if (reverse) {
            if (forbidden[v] && v !== target) continue
          } else if (forbidden[v]) continue
          if (barred !== undefined && barred[k] === 1) continue
          const next = cost + (reverse ? uCost : enterCost[v])
          if (next > maxCost) continue
          const old = dist[v]
          if (old < 0) touched[touchedCount++] = v
          else if (next >= old) continue
          dist[v] = next
          // Append v to the FIFO bucket of its cost.
          const added = entryCount++
          entryLoc[added] = v
          entryNext[added] = -1
          const nb = next % width
          if (bucketTail[nb] < 0) bucketHead[nb] = added
          else entryNext[bucketTail[nb]] = added
          bucketTail[nb] = added
          pending++
        }
      }
    }

    this.touchedCount = touchedCount
    this.orderCount = orderCount
  }
}
