// The field checks a rule system's scenario file shares (OCS, AWAW): each problem as `path:
// message` naming what it got and what it expects, collected so that a file shows all of them at
// once. The fields each system adds are checked in its own scenario.ts with these.
import { hexOf } from './hex/labelledMap'

export type Problem = { path: string; message: string }
export type Obj = Record<string, unknown>

/** A value as a problem quotes it. */
export const show = (v: unknown) => (v === undefined ? 'nothing' : (JSON.stringify(v) ?? typeof v))
export const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v)

/** The checks every scenario file makes, writing into `errors`. */
export function fieldChecks(errors: Problem[]) {
  const bad = (path: string, got: unknown, expected: string) =>
    errors.push({ path, message: `got ${show(got)}, expected ${expected}` })
  const text = (path: string, v: unknown): string => {
    if (typeof v !== 'string' || !v.trim()) bad(path, v, 'a text')
    return typeof v === 'string' ? v : ''
  }
  const list = (path: string, v: unknown): unknown[] => {
    if (!Array.isArray(v)) {
      bad(path, v, 'a list')
      return []
    }
    return v
  }
  /** A whole number from `min` to `max` (999 unless said: the files' counts and factors). */
  const whole = (path: string, v: unknown, min: number, max = 999): number => {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max)
      bad(path, v, `a whole number from ${min} to ${max}`)
    return typeof v === 'number' ? v : min
  }
  return { bad, text, list, whole }
}

/**
 * The file's two sides (`sides`: id and name each, ids unique), and a check of a field naming one.
 */
export function checkSides(o: Obj, errors: Problem[]) {
  const { bad, text, list } = fieldChecks(errors)
  const sides: { id: string; name: string }[] = []
  const rawSides = list('sides', o.sides)
  if (Array.isArray(o.sides) && rawSides.length !== 2) bad('sides', `${rawSides.length} sides`, 'two sides')
  rawSides.forEach((s, i) => {
    if (!isObj(s)) return bad(`sides[${i}]`, s, '{ "id": …, "name": … }')
    const sid = text(`sides[${i}].id`, s.id)
    if (sides.some((x) => x.id === sid)) bad(`sides[${i}].id`, sid, 'a side id not given before')
    sides.push({ id: sid, name: text(`sides[${i}].name`, s.name) })
  })
  const sideIds = sides.map((s) => s.id)
  const side = (path: string, v: unknown): string => {
    if (typeof v !== 'string' || !sideIds.includes(v))
      bad(path, v, `one of the sides ${sideIds.map(show).join(', ')}`)
    return typeof v === 'string' ? v : ''
  }
  return { sides, sideIds, side }
}

/** The map's size (`map`: cols and rows, 1 to 999), and a check of a field naming a hex on it. */
export function checkMap(o: Obj, errors: Problem[]) {
  const { bad } = fieldChecks(errors)
  const size = (path: string, v: unknown): number => {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 999)
      bad(path, v, 'a whole number from 1 to 999')
    return typeof v === 'number' ? v : 1
  }
  let cols = 0
  let rows = 0
  if (!isObj(o.map)) bad('map', o.map, '{ "cols": …, "rows": … }')
  else {
    cols = size('map.cols', o.map.cols)
    rows = size('map.rows', o.map.rows)
  }
  const hex = (path: string, v: unknown): string => {
    if (typeof v !== 'string' || (cols > 0 && rows > 0 && !hexOf(v, { cols, rows })))
      bad(path, v, `a hex label on the ${cols} × ${rows} map (column then row, e.g. "0101")`)
    return typeof v === 'string' ? v : ''
  }
  return { cols, rows, hex }
}
