// The AWAW Charts form's model: the two rows of the Air Nationality Chart the scan lost (19.31A),
// which the players enter from their own chart and Sortie never fills in, checked by the rules'
// own scenario reader (`path: got …, expected …`); and the scenario that carries them, played in
// a new game (entered charts are read when a game begins). The Air Defense and Naval Attack Tables
// are shown as reconstructed from a damaged scan; the Air Combat Table is the players' own, read
// at each roll.
import { awawSystem, type AwawScenario, type EnteredNationalityRows } from '../../../rules/systems/awaw'

export const NATIONALITY_ROWS: readonly {
  key: keyof EnteredNationalityRows
  label: string
}[] = [
  { key: 'italyRussiaFrance', label: 'Italy, Russia, France' },
  { key: 'minors', label: 'Every minor country but Finland, Sweden and Australia' },
]

/** What the players typed in each row ("" for a row not entered). */
export type NationalityText = Partial<Record<keyof EnteredNationalityRows, string>>

export function nationalityText(sc: AwawScenario): NationalityText {
  const r = sc.airNationalityRows ?? {}
  return Object.fromEntries(
    NATIONALITY_ROWS.map((x) => [x.key, r[x.key] === undefined ? '' : String(r[x.key])]),
  )
}

/**
 * The scenario carrying the entered rows, and the problems the rules' scenario reader finds with
 * them (a row left empty is not entered; a typed value that is no whole number is passed on as
 * typed so the reader names it).
 */
export function withNationalityRows(
  sc: AwawScenario,
  text: NationalityText,
): { scenario: AwawScenario; problems: string[] } {
  const rows: Record<string, unknown> = {}
  for (const { key } of NATIONALITY_ROWS) {
    const t = (text[key] ?? '').trim()
    if (t === '') continue
    rows[key] = /^[-−]?\d+$/.test(t) ? Number(t.replace('−', '-')) : t
  }
  const { airNationalityRows: _old, ...rest } = sc
  const scenario = (Object.keys(rows).length ? { ...rest, airNationalityRows: rows } : rest) as AwawScenario
  const r = awawSystem.parseScenario(scenario)
  return {
    scenario,
    problems: r.ok ? [] : r.errors.map((e) => `${e.path}: ${e.message}`),
  }
}
