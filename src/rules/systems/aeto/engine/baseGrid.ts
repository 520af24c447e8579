// The bases of each side by where they lie, for the questions "which bases may reach this hex?"
// (sea reconnaissance 4.10, interception 4.13) on maps with thousands of bases.
import type { ScenarioContext } from '../context'
import type { Loc, SideId } from '../types'
import type { BaseDef } from '../scenario/schema'

/** Side of a cell of the grid, in hexes. */
const CELL = 8

interface BaseGrid {
  /** The bases in a hex, by cell (row of cells × columns of cells + column of cells), with their place in the side's list. */
  cells: Map<number, { at: number; base: BaseDef }[]>
  /** The bases elsewhere (a carrier in a large sea area): always listed. */
  elsewhere: { at: number; base: BaseDef }[]
}

/** The grid of each side's bases, per context (a context holds where the bases are: carriers move, bases are built and captured). */
const grids = new WeakMap<ScenarioContext, Map<SideId, BaseGrid>>()

function gridOf(ctx: ScenarioContext, side: SideId): BaseGrid {
  let bySide = grids.get(ctx)
  if (!bySide) grids.set(ctx, (bySide = new Map<SideId, BaseGrid>()))
  let grid = bySide.get(side)
  if (!grid) {
    grid = { cells: new Map(), elsewhere: [] }
    const across = Math.ceil(ctx.map.cols / CELL)
    ;(ctx.basesBySide.get(side) ?? []).forEach((base, at) => {
      const loc = ctx.baseLoc.get(base.id)
      if (loc === undefined || !ctx.map.isHex(loc)) return grid!.elsewhere.push({ at, base })
      const cell = Math.floor(ctx.map.rowOf(loc) / CELL) * across + Math.floor(ctx.map.colOf(loc) / CELL)
      let list = grid!.cells.get(cell)
      if (!list) grid!.cells.set(cell, (list = []))
      list.push({ at, base })
    })
    bySide.set(side, grid)
  }
  return grid
}

/**
 * The bases of `side` that may lie within `distance` of the hex `near`, in the order of the side's
 * list of bases (`ctx.basesBySide`): a superset, each still to be measured. A step between hexes
 * changes the column and the row by one at most, so a hex at that distance lies in the box of
 * `distance` columns and rows around `near`; bases outside the hexes are always listed.
 */
export function basesWithin(ctx: ScenarioContext, side: SideId, near: Loc, distance: number): BaseDef[] {
  if (!ctx.map.isHex(near) || !Number.isFinite(distance)) return ctx.basesBySide.get(side) ?? []
  const grid = gridOf(ctx, side)
  const across = Math.ceil(ctx.map.cols / CELL)
  const down = Math.ceil(ctx.map.rows / CELL)
  const col = ctx.map.colOf(near)
  const row = ctx.map.rowOf(near)
  const found = grid.elsewhere.slice()
  const c0 = Math.max(0, Math.floor((col - distance) / CELL))
  const c1 = Math.min(across - 1, Math.floor((col + distance) / CELL))
  const r0 = Math.max(0, Math.floor((row - distance) / CELL))
  const r1 = Math.min(down - 1, Math.floor((row + distance) / CELL))
  for (let r = r0; r <= r1; r++)
    for (let c = c0; c <= c1; c++) {
      const list = grid.cells.get(r * across + c)
      if (list) for (const x of list) found.push(x)
    }
  return found.sort((a, b) => a.at - b.at).map((x) => x.base)
}
