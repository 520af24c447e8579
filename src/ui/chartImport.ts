// Reading a chart the player imports into the Charts dialog's forms (ChartsDialog.tsx), pasted or
// from a file: the Bombing Table (a column per lowest strength, a result per 2d6 total) and the
// one-column charts (the Flotilla Sighting Report, the base capacities: a value per row). This
// only puts the values in the form; the form's check (the rules' own answer to the `enterTable`
// action) then names any value the chart may not hold. A problem of the text itself is returned
// as a message naming the line or field, what it got and what it expects.
import type { Table } from '../rules/systems/aeto'

/**
 * A Bombing Table pasted as JSON ({"columns": [{"from": 1, "results": [...]}]}, the scenario's
 * format, or {"columns": ["1", …], "cells": [[…], …]}, the `enterTable` action's), or as lines
 * "from, result 2, …, result 12"; a reason when it is neither.
 */
export function importTable(text: string, rows: number): { columns: string[]; cells: string[][] } | string {
  const src = text.trim()
  if (src.startsWith('{')) {
    let json: unknown
    try {
      json = JSON.parse(src)
    } catch (e) {
      return `The text is not valid JSON (${e instanceof Error ? e.message : String(e)}).`
    }
    const cols = (json as { columns?: unknown }).columns
    const cells = (json as { cells?: unknown }).cells
    if (Array.isArray(cols) && cols.every((c) => typeof c === 'object' && c !== null && 'from' in c)) {
      const list = cols as { from: unknown; results?: unknown }[]
      return {
        columns: list.map((c) => String(c.from)),
        cells: Array.from({ length: rows }, (_, r) =>
          list.map((c) => (Array.isArray(c.results) ? String(c.results[r] ?? '') : '')),
        ),
      }
    }
    if (Array.isArray(cols) && Array.isArray(cells))
      return {
        columns: cols.map(String),
        cells: Array.from({ length: rows }, (_, r) =>
          cols.map((_, j) => {
            const v = (cells[r] as unknown[] | undefined)?.[j]
            return v === null || v === undefined ? '' : String(v)
          }),
        ),
      }
    return 'columns: expected a list of columns, each {"from": …, "results": [11 results]}, or "columns" with "cells".'
  }
  const lines = src.split(/\r?\n/).filter((l) => l.trim() !== '')
  if (!lines.length)
    return 'Paste the table: JSON, or one line per column "from, result for 2, …, result for 12".'
  const parsed = lines.map((l) => l.split(/[,;\t]/).map((x) => x.trim()))
  const bad = parsed.findIndex((p) => p.length !== rows + 1)
  if (bad >= 0)
    return `line ${bad + 1}: got ${parsed[bad].length} values, expected ${rows + 1} (the column's lowest strength, then a result for each 2d6 total 2 to 12; leave a result empty for your own chart).`
  return {
    columns: parsed.map((p) => p[0]),
    cells: Array.from({ length: rows }, (_, r) => parsed.map((p) => p[r + 1])),
  }
}

/** A value as text: numbers as typed, null and nothing as an empty row. */
function text(v: unknown): string | null {
  if (v === null || v === undefined) return ''
  if (typeof v === 'string') return v.trim()
  if (typeof v === 'number' && Number.isFinite(v)) return String(v)
  return null
}

/** "x", or "x" without the quotes of a CSV field ("a, b" → a, b). */
function unquote(s: string): string {
  const t = s.trim()
  return t.length >= 2 && t.startsWith('"') && t.endsWith('"') ? t.slice(1, -1).replace(/""/g, '"') : t
}

/**
 * A one-column chart (the Flotilla Sighting Report, the base capacities) as the player imports it:
 * - JSON, the `enterTable` action's shape, {"columns": ["chits"], "cells": [["1"], …]} (a row per
 *   line of the chart, in its order), or an object by row, {"SmallAirbase": 1, …} (its key or its
 *   label, as the form shows it);
 * - or lines "row, value" (CSV or tab-separated; the value is the rest of the line, so a report
 *   with a comma in it needs no quotes), a header line "Kind of base, Air units" allowed.
 * Returns the values by row, in the chart's order ('' for a row not given), and the rows not
 * given; or a message naming the line or field, what it got and what it expects.
 */
export function importOneColumn(
  text_: string,
  table: Pick<Table, 'name' | 'rows' | 'columns'>,
): { values: string[]; missing: string[] } | string {
  const src = text_.trim()
  const rowNames = table.rows.map((r) => r.label).join(', ')
  const rowOf = (name: string): number => {
    const n = name.trim().toLowerCase()
    return table.rows.findIndex((r) => r.key.toLowerCase() === n || r.label.toLowerCase() === n)
  }
  const values: (string | undefined)[] = table.rows.map(() => undefined)
  const done = (): { values: string[]; missing: string[] } => ({
    values: values.map((v) => v ?? ''),
    missing: table.rows.filter((_, i) => values[i] === undefined).map((r) => r.label),
  })
  if (!src) return `Paste the ${table.name} or choose its file: JSON, or one line per row "row, value".`
  if (src.startsWith('{')) {
    let json: unknown
    try {
      json = JSON.parse(src)
    } catch (e) {
      return `The text is not valid JSON (${e instanceof Error ? e.message : String(e)}).`
    }
    const o = json as Record<string, unknown>
    if ('cells' in o) {
      const cells = o.cells
      if (
        !Array.isArray(cells) ||
        cells.length !== table.rows.length ||
        cells.some((r) => !Array.isArray(r) || r.length !== 1)
      )
        return `cells: got ${JSON.stringify(cells)?.slice(0, 40) ?? 'nothing'}, expected ${table.rows.length} rows (${rowNames}), each a list of one value.`
      for (let i = 0; i < cells.length; i++) {
        const v = text((cells[i] as unknown[])[0])
        if (v === null)
          return `cells[${i}] (${table.rows[i].label}): got ${JSON.stringify((cells[i] as unknown[])[0])}, expected a value as text or a number.`
        if (v !== '') values[i] = v
      }
      return done()
    }
    for (const [k, raw] of Object.entries(o)) {
      const i = rowOf(k)
      if (i < 0)
        return `${JSON.stringify(k)}: got a row the ${table.name} does not have, expected one of ${rowNames}.`
      if (values[i] !== undefined) return `${JSON.stringify(k)}: ${table.rows[i].label} is given twice.`
      const v = text(raw)
      if (v === null)
        return `${JSON.stringify(k)}: got ${JSON.stringify(raw)}, expected a value as text or a number.`
      if (v !== '') values[i] = v
    }
    return done()
  }
  const lines = src.split(/\r?\n/)
  const seen = new Map<number, number>()
  for (let l = 0; l < lines.length; l++) {
    const line = lines[l].trim()
    if (!line) continue
    const cut = line.search(/[,;\t]/)
    if (cut < 0)
      return `line ${l + 1}: got ${JSON.stringify(line)}, expected a row and its value, "row, value" (rows: ${rowNames}).`
    const name = unquote(line.slice(0, cut))
    const value = unquote(line.slice(cut + 1))
    const i = rowOf(name)
    if (i < 0) {
      if (seen.size === 0 && l === lines.findIndex((x) => x.trim() !== '')) continue // a header line
      return `line ${l + 1}: got the row ${JSON.stringify(name)}, expected one of ${rowNames}.`
    }
    if (seen.has(i))
      return `line ${l + 1}: ${table.rows[i].label} is given twice (line ${seen.get(i)! + 1} too).`
    seen.set(i, l)
    if (value !== '') values[i] = value
  }
  if (!seen.size)
    return `No row of the ${table.name} was found: expected lines "row, value" (rows: ${rowNames}).`
  return done()
}
