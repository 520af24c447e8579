// The model of the OCS Charts form (OcsChartsDialog.tsx), free of React: one draft per chart the
// seed refers to without printing it (the Air Combat Table, 14.3e; the Flak modifiers, 14.4e; the
// Mission Loss Table, 14.4f; the Barrage Table, its half results and its column shifts, 10.0 and
// 14.7; the Barrage vs Facility Table; the Air Transport Success Table and its modifiers, 14.10),
// what each lets the players name (rows, columns), the cells the seed fixes (shown read-only), and
// the check of an entry, which is the rules module's own (enterOcsChart, and for the Air Combat
// Table the check the scenario file gets): a problem names the cell, what it got and what the seed
// fixes. The form saves the entries as the scenario carries them: `airCombatTable` (modified roll
// → result) and `charts` (chart id → ChartEntry).
import {
  AIR_COMBAT_TABLE_ID,
  airCombatTable,
  bandLabel,
  enterOcsChart,
  OCS_CHARTS,
  parseBand,
  type ChartEntry,
} from '../../../rules/systems/ocs'
import {
  PROVENANCE_WORDS,
  tableProblems,
  type Provenance,
  type Table,
  type TableAxis,
  type TableProblem,
} from '../../../rules/kernel/tables'
import { importOneColumn, importTable } from '../../chartImport'

/**
 * How a chart's entry names its axes (charts/*.ts): `fixed` rows or columns are Sortie's; `extra`
 * rows are Sortie's followed by the players' own lines (the Flak modifiers' `other:…`); `named`
 * ones are all the players' (keys as the chart's module expects them: "3-4" bands, "re:5+",
 * "terrain:clear").
 */
export interface ChartShape {
  rows: 'fixed' | 'extra' | 'named'
  columns: 'fixed' | 'named'
  /** How a row the players add is keyed, as the chart's module asks. */
  rowHint?: string
  columnHint?: string
}

const BANDS = 'a strength band of your chart: "1", "3-4", "17+"'
export const CHART_SHAPES: Readonly<Record<string, ChartShape>> = {
  [AIR_COMBAT_TABLE_ID]: { rows: 'fixed', columns: 'fixed' },
  'ocs-flak-modifiers': {
    rows: 'extra',
    columns: 'fixed',
    rowHint: 'other:… (another line of your Flak chart)',
  },
  'ocs-mission-loss': { rows: 'fixed', columns: 'fixed' },
  'ocs-barrage': { rows: 'fixed', columns: 'named', columnHint: BANDS },
  'ocs-half-results': { rows: 'fixed', columns: 'fixed' },
  'ocs-barrage-shifts': {
    rows: 'named',
    columns: 'fixed',
    rowHint: '"unspotted", an RE band "re:0-1" … "re:8+", or "other:…"',
  },
  'ocs-barrage-vs-facility': { rows: 'fixed', columns: 'named', columnHint: BANDS },
  'ocs-air-transport-success': {
    rows: 'named',
    columns: 'fixed',
    rowHint: 'terrain:… (a terrain of your chart)',
  },
  'ocs-air-transport-modifiers': {
    rows: 'named',
    columns: 'fixed',
    rowHint: 'other:… (a line of your chart)',
  },
}

/** The shape of a chart; one the form does not list yet reads its placeholder: empty axes are the players'. */
export function shapeOf(id: string): ChartShape {
  const known = CHART_SHAPES[id]
  if (known) return known
  const t = placeholderOf(id)
  return { rows: t.rows.length ? 'fixed' : 'named', columns: t.columns.length ? 'fixed' : 'named' }
}

/** What the form saves: the entries as a scenario carries them. */
export interface OcsChartsSave {
  /** The Air Combat Table's rows entered: modified roll → result (14.3e). */
  airCombatTable: Record<string, string>
  /** The other charts entered, by id (enterOcsChart reads each). */
  charts: Record<string, ChartEntry>
}

export interface ChartDraft {
  id: string
  rows: TableAxis[]
  columns: TableAxis[]
  /** cells[row][column]: a result, or null (left to the players' own chart at play). */
  cells: (string | null)[][]
  provenance: Exclude<Provenance, 'placeholder'>
  verified: boolean
  /** The players changed it (or it came entered): it is saved; an untouched one stays Sortie's placeholder. */
  entered: boolean
}

/** Sortie's own table of the chart: the placeholder (only what the seed fixes). */
export function placeholderOf(id: string): Table {
  if (id === AIR_COMBAT_TABLE_ID) return { ...airCombatTable(undefined), provenance: 'placeholder' }
  const kind = OCS_CHARTS.find((c) => c.id === id)
  if (!kind) throw new RangeError(`chart: got ${JSON.stringify(id)}, expected an OCS chart id.`)
  return kind.placeholder()
}

export const OCS_FORM_CHART_IDS: readonly string[] = [AIR_COMBAT_TABLE_ID, ...OCS_CHARTS.map((c) => c.id)]

const key = (row: string, column: string) => `${row}|${column}`

/** A strength band column as the chart prints it ("3-4" → "3–4"); another key as typed. */
function bandColumn(k: string): TableAxis {
  const b = parseBand(k)
  return { key: k, label: b ? bandLabel(b) : k }
}

function fromPlaceholder(id: string): ChartDraft {
  const t = placeholderOf(id)
  return {
    id,
    rows: [...t.rows],
    columns: [...t.columns],
    // A cell the seed fixes shows its value, even where the placeholder table leaves it empty.
    cells: t.rows.map((r, i) =>
      t.columns.map(
        (c, j) =>
          t.cells[i]?.[j] ??
          t.fixedPoints.find((f) => f.row === r.key && f.column === c.key && f.accept.length === 1)
            ?.accept[0] ??
          null,
      ),
    ),
    provenance: 'userEntered',
    verified: false,
    entered: false,
  }
}

/** The draft of an entry the scenario carries (its rows and columns as the chart's module reads them). */
export function draftOfEntry(id: string, e: ChartEntry): ChartDraft {
  const base = fromPlaceholder(id)
  const shape = shapeOf(id)
  const rows =
    shape.rows === 'fixed'
      ? base.rows
      : shape.rows === 'extra'
        ? [...base.rows, ...(e.rows ?? [])]
        : [...(e.rows ?? [])]
  const columns = shape.columns === 'named' ? (e.columns ?? []).map(bandColumn) : base.columns
  return {
    id,
    rows,
    columns,
    cells: rows.map((_, i) => columns.map((_, j) => e.cells[i]?.[j] ?? null)),
    provenance: e.provenance === 'placeholder' ? 'userEntered' : e.provenance,
    verified: e.verified ?? false,
    entered: true,
  }
}

/** One draft per chart, in the form's order: what the scenario carries, else Sortie's placeholder. */
export function initialDrafts(saved?: Partial<OcsChartsSave>): ChartDraft[] {
  return OCS_FORM_CHART_IDS.map((id) => {
    if (id === AIR_COMBAT_TABLE_ID) {
      const d = fromPlaceholder(id)
      const act = saved?.airCombatTable
      if (!act || !Object.keys(act).length) return d
      return { ...d, cells: d.rows.map((r, i) => [act[r.key] ?? d.cells[i][0]]), entered: true }
    }
    const e = saved?.charts?.[id]
    return e ? draftOfEntry(id, e) : fromPlaceholder(id)
  })
}

/** The entry the chart's module reads (rows and columns only where the players name them). */
export function entryOf(d: ChartDraft): ChartEntry {
  const shape = shapeOf(d.id)
  const fixedRows = placeholderOf(d.id).rows.length
  return {
    ...(shape.rows === 'extra' ? { rows: d.rows.slice(fixedRows) } : {}),
    ...(shape.rows === 'named' ? { rows: d.rows } : {}),
    ...(shape.columns === 'named' ? { columns: d.columns.map((c) => c.key) } : {}),
    cells: d.cells,
    provenance: d.provenance,
    verified: d.verified,
  }
}

/** The Air Combat Table's rows entered: modified roll → result. */
function actOf(d: ChartDraft): Record<string, string> {
  const out: Record<string, string> = {}
  d.rows.forEach((r, i) => {
    const v = d.cells[i]?.[0]
    if (v !== null && v !== undefined && v !== '') out[r.key] = v
  })
  return out
}

/** The chart as entered, checked by the rules module: the table, or the problems (each naming the cell). */
export function checkDraft(d: ChartDraft): { table: Table | null; problems: TableProblem[] } {
  if (!d.entered) return { table: placeholderOf(d.id), problems: [] } // Sortie's own: nothing entered to check
  if (d.id === AIR_COMBAT_TABLE_ID) {
    const t = { ...airCombatTable(actOf(d)), provenance: d.provenance, verified: d.verified }
    const problems = tableProblems(t)
    return { table: problems.length ? null : t, problems }
  }
  const r = enterOcsChart(d.id, entryOf(d))
  return r.ok ? { table: r.table, problems: [] } : { table: null, problems: r.problems }
}

/** The cells the seed fixes, by "row|column", with the value and the example that fixes it. */
export function fixedCells(d: ChartDraft): Map<string, { value: string; source: string }> {
  const t = checkDraft(d).table ?? placeholderOf(d.id)
  const out = new Map<string, { value: string; source: string }>()
  for (const f of t.fixedPoints)
    if (f.accept.length === 1) out.set(key(f.row, f.column), { value: f.accept[0], source: f.source })
  return out
}

export function isFixed(d: ChartDraft, row: string, column: string): boolean {
  return fixedCells(d).has(key(row, column))
}

/** The problems the check names at one cell. */
export function cellProblems(problems: readonly TableProblem[], row: string, column: string): TableProblem[] {
  return problems.filter((p) => p.row === row && p.column === column)
}

/** A cell typed: '' leaves it to the players' own chart. A cell holding the seed's fixed value does not change. */
export function setCell(d: ChartDraft, row: number, column: number, value: string): ChartDraft {
  const r = d.rows[row]
  const c = d.columns[column]
  if (!r || !c) return d
  // A fixed cell holding the seed's value is locked; one holding another value (imported) may be corrected.
  const f = fixedCells(d).get(key(r.key, c.key))
  if (f && d.cells[row]?.[column] === f.value) return d
  const cells = d.cells.map((line, i) =>
    i === row ? line.map((v, j) => (j === column ? (value.trim() === '' ? null : value.trim()) : v)) : line,
  )
  return { ...d, cells, entered: true }
}

/** A row the players name (charts whose rows are theirs); its cells empty. */
export function addRow(d: ChartDraft, rowKey: string, label: string): ChartDraft {
  if (shapeOf(d.id).rows === 'fixed') return d
  return {
    ...d,
    rows: [...d.rows, { key: rowKey.trim(), label: label.trim() }],
    cells: [...d.cells, d.columns.map(() => null)],
    entered: true,
  }
}

/** Takes off a row the players named (Sortie's own rows stay). */
export function removeRow(d: ChartDraft, row: number): ChartDraft {
  const shape = shapeOf(d.id)
  if (shape.rows === 'fixed' || (shape.rows === 'extra' && row < placeholderOf(d.id).rows.length)) return d
  return {
    ...d,
    rows: d.rows.filter((_, i) => i !== row),
    cells: d.cells.filter((_, i) => i !== row),
    entered: true,
  }
}

/** A column the players name (a strength band), its cells empty. */
export function addColumn(d: ChartDraft, columnKey: string): ChartDraft {
  if (shapeOf(d.id).columns !== 'named') return d
  const k = columnKey.trim()
  return {
    ...d,
    columns: [...d.columns, bandColumn(k)],
    cells: d.cells.map((line) => [...line, null]),
    entered: true,
  }
}

export function removeColumn(d: ChartDraft, column: number): ChartDraft {
  if (shapeOf(d.id).columns !== 'named') return d
  return {
    ...d,
    columns: d.columns.filter((_, j) => j !== column),
    cells: d.cells.map((line) => line.filter((_, j) => j !== column)),
    entered: true,
  }
}

/** Everything the players entered, checked: the save, or every problem with the chart it is in. */
export function saveOf(
  drafts: readonly ChartDraft[],
): { ok: true; save: OcsChartsSave } | { ok: false; problems: { chart: string; message: string }[] } {
  const save: OcsChartsSave = { airCombatTable: {}, charts: {} }
  const problems: { chart: string; message: string }[] = []
  for (const d of drafts) {
    if (!d.entered) continue
    const check = checkDraft(d)
    for (const p of check.problems) problems.push({ chart: placeholderOf(d.id).name, message: p.message })
    if (d.id === AIR_COMBAT_TABLE_ID) save.airCombatTable = actOf(d)
    else save.charts[d.id] = entryOf(d)
  }
  return problems.length ? { ok: false, problems } : { ok: true, save }
}

/**
 * The scenario with the charts saved in it: `airCombatTable` (left out when no row is entered)
 * and `charts` (left out when none is), everything else as it was.
 */
export function scenarioWithCharts<S extends object>(
  scenario: S,
  save: OcsChartsSave,
): S & Partial<OcsChartsSave> {
  const { airCombatTable: _a, charts: _c, ...rest } = scenario as S & Partial<OcsChartsSave>
  return {
    ...(rest as S),
    ...(Object.keys(save.airCombatTable).length ? { airCombatTable: save.airCombatTable } : {}),
    ...(Object.keys(save.charts).length ? { charts: save.charts } : {}),
  }
}

/** The entries as JSON, the file the players keep and import again. */
export function exportJson(save: OcsChartsSave): string {
  return `${JSON.stringify(save, null, 2)}\n`
}

/** "placeholder: only what the seed fixes", "entered by the players, not verified". */
export function provenanceWords(d: ChartDraft): string {
  if (!d.entered) return 'placeholder: only what the seed fixes'
  const who = d.provenance === 'userEntered' ? 'entered by the players' : PROVENANCE_WORDS[d.provenance]
  return `${who}, ${d.verified ? 'verified against the printed chart' : 'not verified'}`
}

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * A chart imported into its draft: the form's own JSON (one ChartEntry, or the whole export, whose
 * entry for this chart is taken), or text through ui/chartImport.ts: a one-column chart of Sortie's
 * rows as lines "row, value"; a chart of 2d6 rows and strength-band columns as one line per
 * column "band, result for 2, …, result for 12"; a chart of the players' rows as lines
 * "key, label, value…". The values land in the form, whose check then names any cell the seed
 * contradicts. A problem of the text itself is returned as a message naming the line or field.
 */
export function importDraft(d: ChartDraft, text: string): ChartDraft | string {
  const src = text.trim()
  const shape = shapeOf(d.id)
  if (src.startsWith('{')) {
    let json: unknown
    try {
      json = JSON.parse(src)
    } catch (e) {
      return `The text is not valid JSON (${e instanceof Error ? e.message : String(e)}).`
    }
    if (!isObj(json)) return 'The JSON is not an object.'
    if (d.id === AIR_COMBAT_TABLE_ID) {
      const act = isObj(json.airCombatTable) ? json.airCombatTable : json
      const unknownRow = Object.keys(act).find((k) => !d.rows.some((r) => r.key === k))
      if (unknownRow !== undefined)
        return `${JSON.stringify(unknownRow)}: got a row the Air Combat Table does not have, expected a modified roll from ${d.rows[0].key} to ${d.rows[d.rows.length - 1].key}.`
      const bad = Object.entries(act).find(([, v]) => typeof v !== 'string')
      if (bad) return `${JSON.stringify(bad[0])}: got ${JSON.stringify(bad[1])}, expected a result as text.`
      return initialDrafts({ airCombatTable: act as Record<string, string> })[0]
    }
    const entry = isObj(json.charts) ? json.charts[d.id] : json
    if (!isObj(entry))
      return `charts.${d.id}: got nothing, expected the entry of the ${placeholderOf(d.id).name}.`
    if (!Array.isArray(entry.cells))
      return `cells: got ${JSON.stringify(entry.cells) ?? 'nothing'}, expected one list per row.`
    return draftOfEntry(d.id, {
      ...(entry as unknown as ChartEntry),
      provenance: (entry.provenance ?? d.provenance) as Provenance,
    })
  }
  if (shape.rows !== 'named' && shape.columns === 'named') {
    const r = importTable(src, d.rows.length)
    if (typeof r === 'string') return r
    return draftOfEntry(d.id, {
      columns: r.columns,
      cells: r.cells.map((line) => line.map((v) => (v === '' ? null : v))),
      provenance: d.provenance,
      verified: d.verified,
    })
  }
  if (shape.rows !== 'named' && d.columns.length === 1) {
    const r = importOneColumn(src, placeholderOf(d.id))
    if (typeof r === 'string') return r
    const fixed = placeholderOf(d.id).rows.length
    return {
      ...d,
      // Rows the text leaves out keep their value; a value given for a fixed cell goes in as given, for the check to judge.
      cells: d.cells.map((line, i) => (i < fixed && r.values[i] !== '' ? [r.values[i]] : line)),
      entered: true,
    }
  }
  // Lines "key, label, value…" (the players' rows) or "row, value…" (Sortie's rows, by key or label).
  const lines = src.split(/\r?\n/).filter((l) => l.trim() !== '')
  if (!lines.length) return `Paste the ${placeholderOf(d.id).name}: JSON, or one line per row.`
  const parsed = lines.map((l) => l.split(/[,;\t]/).map((x) => x.trim()))
  const width = d.columns.length + (shape.rows === 'named' ? 2 : 1)
  const bad = parsed.findIndex((p) => p.length !== width)
  if (bad >= 0)
    return `line ${bad + 1}: got ${parsed[bad].length} values, expected ${width} (${shape.rows === 'named' ? 'the row key, its label' : 'the row'}, then ${d.columns.map((c) => c.label).join(', ')}; leave a value empty for your own chart).`
  if (shape.rows === 'named')
    return {
      ...d,
      rows: parsed.map((p) => ({ key: p[0], label: p[1] })),
      cells: parsed.map((p) => p.slice(2).map((v) => (v === '' ? null : v))),
      entered: true,
    }
  let next = d
  for (const [n, p] of parsed.entries()) {
    const i = d.rows.findIndex((r) => r.key === p[0] || r.label.toLowerCase() === p[0].toLowerCase())
    if (i < 0)
      return `line ${n + 1}: got the row ${JSON.stringify(p[0])}, expected one of ${d.rows.map((r) => r.key).join(', ')}.`
    p.slice(1).forEach((v, j) => (next = setCell(next, i, j, v)))
  }
  return { ...next, entered: true }
}
