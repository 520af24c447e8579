// Pure edits of the scenario's turn facts (`context`: the Blitzkrieg and Sneak Attack bonuses,
// Finland, the initiative, Offensives and EP per side) and of the Bombing Table it may give (4.26).
// A context left with nothing in it, and a side's entry cleared, are left out of the file.
import { PLACEHOLDER_TABLE } from '../rules/systems/aeto'
import type { Draft } from './draft'

export type ContextInput = NonNullable<Draft['context']>
export type Bonus = 'blitzkrieg' | 'sneakAttack'
export type PerSide = 'offensives' | 'eps'
export type BombingTableInput = NonNullable<Draft['bombingTable']>

/** The 2d6 totals a Bombing Table column gives results for, in order. */
export const ROLLS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const

function withContext(d: Draft, ctx: Record<string, unknown>): Draft {
  for (const k of Object.keys(ctx)) if (ctx[k] === undefined) delete ctx[k]
  const { context: _, ...rest } = d
  return Object.keys(ctx).length === 0 ? rest : { ...rest, context: ctx }
}

/** Sets (or with undefined, removes) a field of the context. */
export function setContext<K extends keyof ContextInput>(
  d: Draft,
  key: K,
  value: ContextInput[K] | undefined,
): Draft {
  return withContext(d, { ...(d.context ?? {}), [key]: value })
}

/** The Blitzkrieg (AETO) or Sneak Attack (APTO) bonus on or off (4.18); on: no nation invaded yet, the first turn. */
export function setBonus(d: Draft, which: Bonus, on: boolean): Draft {
  if (on === (d.context?.[which] !== undefined)) return d
  return setContext(d, which, on ? { invaded: [], firstTurn: true } : undefined)
}

/** A nation put in or taken out of the bonus's invaded nations. */
export function toggleInvaded(d: Draft, which: Bonus, nation: string): Draft {
  const b = d.context?.[which]
  if (!b) return d
  const invaded = b.invaded.includes(nation) ? b.invaded.filter((n) => n !== nation) : [...b.invaded, nation]
  return setContext(d, which, { ...b, invaded })
}

/** A side's Offensives per Offensive Phase or EP for the game; undefined: the default (2 Offensives; EP not counted). */
export function setPerSide(d: Draft, key: PerSide, side: string, n: number | undefined): Draft {
  const record: Record<string, number> = { ...(d.context?.[key] ?? {}) }
  if (n === undefined) delete record[side]
  else record[side] = n
  return setContext(d, key, Object.keys(record).length === 0 ? undefined : record)
}

// ------------------------------------------------------------------ the Bombing Table (4.26)

/** The scenario's own Bombing Table, started from the spec's placeholder (§16); off: the placeholder is used. */
export function setOwnBombingTable(d: Draft, on: boolean): Draft {
  if (on === (d.bombingTable !== undefined)) return d
  if (on)
    return {
      ...d,
      bombingTable: {
        columns: PLACEHOLDER_TABLE.columns.map((c) => ({
          from: c.from,
          results: c.results.map((r) => r ?? '0'),
        })),
      },
    }
  const { bombingTable: _, ...rest } = d
  return rest
}

function withColumns(d: Draft, columns: BombingTableInput['columns']): Draft {
  return { ...d, bombingTable: { ...d.bombingTable, columns } }
}

/** A column's lowest total bombing strength. */
export function setColumnFrom(d: Draft, col: number, from: number): Draft {
  const cols = d.bombingTable?.columns
  if (!cols?.[col]) return d
  return withColumns(
    d,
    cols.map((c, i) => (i === col ? { ...c, from } : c)),
  )
}

/** A result of a column for a 2d6 total ("3", "0*"); the validator names one that is not a number with an optional "*". */
export function setResult(d: Draft, col: number, roll: number, result: string): Draft {
  const cols = d.bombingTable?.columns
  const k = roll - 2
  if (!cols?.[col] || k < 0 || k > 10) return d
  return withColumns(
    d,
    cols.map((c, i) => (i === col ? { ...c, results: c.results.map((r, j) => (j === k ? result : r)) } : c)),
  )
}

/** A column added after the last, 5 strength points on, its results those of the last column. */
export function addColumn(d: Draft): Draft {
  const cols = d.bombingTable?.columns
  if (!cols || cols.length >= 20) return d
  const last = cols[cols.length - 1]
  return withColumns(d, [
    ...cols,
    {
      from: Math.min(999, Math.max(...cols.map((c) => c.from)) + 5),
      results: [...(last?.results ?? Array<string>(11).fill('0'))],
    },
  ])
}

/** A column removed (one stays: a table with none would be refused). */
export function removeColumn(d: Draft, col: number): Draft {
  const cols = d.bombingTable?.columns
  if (!cols || cols.length <= 1 || !cols[col]) return d
  return withColumns(
    d,
    cols.filter((_, i) => i !== col),
  )
}

/** Columns that start at the same strength as an earlier one: only one of them could ever be used. */
export function shadowedColumns(d: Draft): number[] {
  const seen = new Set<number>()
  const out: number[] = []
  ;(d.bombingTable?.columns ?? []).forEach((c, i) => {
    if (seen.has(c.from)) out.push(i)
    seen.add(c.from)
  })
  return out
}

/** What a column covers, as the rules read the table (sorted by `from`): "7–11", "22+". */
export function columnLabel(d: Draft, col: number): string {
  const cols = d.bombingTable?.columns ?? []
  const from = cols[col]?.from
  if (from === undefined) return ''
  const next = cols
    .map((c) => c.from)
    .filter((f) => f > from)
    .sort((a, b) => a - b)[0]
  return next === undefined ? `${from}+` : `${from}–${next - 1}`
}
