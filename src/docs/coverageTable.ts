// The rules coverage table: docs/coverage.md, generated from the hand-kept rows of
// coverage.ts and the titles of every test file. `npm run -s coverage` writes it;
// coverage.test.ts fails when the file differs from what this produces now.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { AETO_SECTIONS, APTO_DIFFERENCES, APTO_EXAMPLES, AWAW_SECTIONS, AWAW_TEST_FILE, EUROPA_SECTIONS, EUROPA_TEST_FILE, OCS_SECTIONS, OCS_TEST_FILE, type CoverageRow, type Status, type WorkedExample } from './coverage'
import { testTitles, type TestTitle } from './testTitles'

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
export const COVERAGE_MD = 'docs/coverage.md'

/** Every test file of the repository: src/**\/*.test.ts and e2e/**\/*.spec.ts, sorted. */
export function testFiles(root = ROOT): string[] {
  const walk = (dir: string, name: RegExp): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name), name) : name.test(e.name) ? [join(dir, e.name)] : []))
  return [...walk('src', /\.test\.ts$/), ...walk('e2e', /\.spec\.ts$/)].sort()
}

/** Every test and describe title of every test file. */
export function allTitles(root = ROOT): TestTitle[] {
  return testFiles(root).flatMap((f) => testTitles(f, readFileSync(join(root, f), 'utf8')))
}

/**
 * Whether a title cites the AETO section ("4.13"): the number, neither preceded by a digit, a
 * letter, a dot or "§" (spec sections such as "§4.7" are not rules) nor followed by a digit —
 * so "4.1" is not found in "4.13", "14.1" or "4.1.2"… and "(4.1)." or "4.1," still cite 4.1.
 */
export function citesSection(title: string, section: string): boolean {
  const [major, minor] = section.split('.')
  // A quantity is no citation: "(4.5 rounded up)", "4.5 %", "= 4.5", "× 4.5".
  return new RegExp(`(?<![\\w.§])(?<![=×+−]\\s?)${major}\\.${minor}(?![\\d]|\\.\\d)(?!\\s*(?:rounded|%|×))`).test(title)
}

/** Whether a title cites the APTO difference ("D37"): "D37", "APTO D37", "D37," — not "D370", "2D37" or "D-37". */
export function citesDifference(title: string, id: string): boolean {
  return new RegExp(`(?<![\\w-])${id}(?!\\d)`).test(title)
}

/** Whether a title cites the APTO worked example ("T12"): "T12", "APTO T12", "T12:" — not AETO's "T-12", nor "T120", nor a time such as "01T12:00". */
export function citesExample(title: string, id: string): boolean {
  return new RegExp(`(?<![\\w-])${id}(?!\\d)`).test(title)
}

export interface ExampleTests {
  example: WorkedExample
  /** The tests and describes citing the example in their title or named by it, in file order. */
  tests: TestTitle[]
  count: number
}

/** The tests of each APTO worked example: those whose title cites it, and its explicit references. */
export function testsOfExamples(titles: readonly TestTitle[], examples: readonly WorkedExample[] = APTO_EXAMPLES): ExampleTests[] {
  return examples.map((example) => {
    const tests = titles.filter((t) => citesExample(t.title, example.id) || (example.tests ?? []).some((ref) => refersTo(ref, t)))
    return { example, tests, count: testCount(tests, titles) }
  })
}

export interface RowTests {
  row: CoverageRow
  /** The tests and describes citing the row in their title or named by it, in file order. */
  tests: TestTitle[]
  /** How many tests (it/test calls) that is, a describe counting those inside it. */
  count: number
}

/** Whether an explicit reference names this title: the file, and a substring of the title. */
export function refersTo(ref: { file: string; title: string }, t: TestTitle): boolean {
  return t.file === ref.file && t.title.includes(ref.title)
}

/**
 * The rules of `ids` each test (it/test call) cites: those its own title cites; a test whose title
 * cites none takes the rule of its innermost describe that cites any, when that describe cites
 * exactly one (a describe citing several rules gives its tests to none of them: each must say).
 */
export function citationsOfTests(titles: readonly TestTitle[], ids: readonly string[], cites: (title: string, id: string) => boolean): Map<TestTitle, string[]> {
  const own = new Map(titles.map((t) => [t, ids.filter((id) => cites(t.title, id))]))
  const out = new Map<TestTitle, string[]>()
  for (const t of titles) {
    if (t.kind !== 'test') continue
    const mine = own.get(t)!
    if (mine.length) {
      out.set(t, mine)
      continue
    }
    const describes = titles
      .filter((d) => d.kind === 'describe' && d.file === t.file && d.start < t.start && t.start < d.end)
      .sort((a, b) => b.start - a.start)
    const cited = describes.map((d) => own.get(d)!).find((c) => c.length)
    out.set(t, cited?.length === 1 ? cited : [])
  }
  return out
}

/**
 * The tests of each row, each test once: those that cite it (`citationsOfTests`), and those the
 * row names (a named describe gives every test inside it).
 */
export function testsOf(rows: readonly CoverageRow[], titles: readonly TestTitle[], cites: (title: string, id: string) => boolean): RowTests[] {
  const cited = citationsOfTests(titles, rows.map((r) => r.id), cites)
  return rows.map((row) => {
    const named = titles.filter((t) => (row.tests ?? []).some((ref) => refersTo(ref, t)))
    const tests = titles.filter((t) => t.kind === 'test' && (cited.get(t)!.includes(row.id) || testCount(named, [t]) > 0))
    return { row, tests, count: tests.length }
  })
}

/** How many distinct tests the rows list, and how many tests the repository has. */
export function distinctTests(rows: readonly RowTests[], titles: readonly TestTitle[]): { listed: number; all: number } {
  return { listed: new Set(rows.flatMap((r) => r.tests)).size, all: titles.filter((t) => t.kind === 'test').length }
}

/** The explicit references that name no test (file missing, or no title containing the text). */
export function brokenReferences(titles: readonly TestTitle[]): string[] {
  return [...AETO_SECTIONS, ...APTO_DIFFERENCES, ...APTO_EXAMPLES, ...OCS_SECTIONS, ...AWAW_SECTIONS, ...EUROPA_SECTIONS].flatMap((row) =>
    (row.tests ?? []).filter((ref) => !titles.some((t) => refersTo(ref, t))).map((ref) => `${row.id}: ${ref.file} › "${ref.title}"`),
  )
}

/** Markdown text of a test title: the characters that would format it or break a table escaped. */
function md(text: string): string {
  return text.replace(/[\\`*_[\]<>|#]/g, (c) => `\\${c}`)
}

/** A hand-written sentence of coverage.ts (it may use `code`): only what would break a table cell escaped. */
const cell = (text: string) => text.replace(/\|/g, '\\|')

/** The anchor GitHub gives a heading "Tests of 4.13" / "Tests of D37". */
const anchor = (id: string) => `tests-of-${id.toLowerCase().replace(/\./g, '')}`

const STATUS_TEXT: Record<Status, string> = { played: 'played', partly: 'partly', 'not played': '**not played**', 'nothing to play': 'nothing to play' }

/** "16 played, 11 partly, 3 not played" (and the rows with nothing to play, if any). */
export function statusCounts(rows: readonly CoverageRow[]): string {
  const n = (s: Status) => rows.filter((r) => r.status === s).length
  const none = n('nothing to play')
  return `${n('played')} played, ${n('partly')} partly, ${n('not played')} not played${none ? `, ${none} with nothing to play` : ''}`
}

/** The tests (it/test calls) among `titles` that the listed titles cover: listed, or inside a listed describe; each once. */
export function testCount(listed: readonly TestTitle[], titles: readonly TestTitle[]): number {
  const within = (t: TestTitle, d: TestTitle) => d.file === t.file && (d === t || (d.kind === 'describe' && d.start < t.start && t.start < d.end))
  return titles.filter((t) => t.kind === 'test' && listed.some((d) => within(t, d))).length
}

function testCell(r: RowTests): string {
  if (!r.tests.length) return '—'
  const n = r.count
  return `[${n} test${n === 1 ? '' : 's'}](#${anchor(r.row.id)})`
}

const APTO_MARK: Record<Status, string> = { played: '✓', partly: '½', 'not played': '✗', 'nothing to play': '–' }

/** The APTO differences in an AETO section, each with its status mark: "D16 ✓, D18 ½". */
export function aptoCell(section: string, apto: readonly RowTests[]): string {
  return apto
    .filter((r) => r.row.rule === section)
    .map((r) => `${r.row.id} ${APTO_MARK[r.row.status]}`)
    .join(', ')
}

function table(head: string[], rows: string[][]): string {
  return [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n')
}

/** One heading per row that has tests, the tests listed by file (linked), each with its describe blocks. */
function details(rows: readonly RowTests[]): string {
  const out: string[] = []
  for (const r of rows) {
    if (!r.tests.length) continue
    out.push(`### Tests of ${r.row.id}`, '', `${r.row.id} ${md(r.row.title)}: ${STATUS_TEXT[r.row.status]}.`, '')
    const files = [...new Set(r.tests.map((t) => t.file))]
    for (const file of files) {
      out.push(`- [\`${file}\`](../${file})`)
      for (const t of r.tests.filter((x) => x.file === file)) {
        const path = [...t.parents, t.title].map(md).join(' › ')
        out.push(`  - ${path}${t.kind === 'describe' ? ` (${t.tests} test${t.tests === 1 ? '' : 's'})` : ''}`)
      }
    }
    out.push('')
  }
  return out.join('\n')
}

/** The table of the APTO worked examples: the tests (linked), or why there is none. */
function examplesTable(rows: readonly ExampleTests[]): string {
  return table(
    ['#', 'Rule', 'Example', 'Touches air', 'Tests, or why none'],
    rows.map((r) => [
      r.example.id,
      r.example.rule,
      md(r.example.title),
      r.example.air ? 'yes' : 'no',
      r.tests.length ? `[${r.count} test${r.count === 1 ? '' : 's'}](#${anchor(r.example.id)})` : cell(r.example.reason ?? '—'),
    ]),
  )
}

/** One heading per example that has tests, the tests listed by file (linked). */
function exampleDetails(rows: readonly ExampleTests[]): string {
  const out: string[] = []
  for (const r of rows) {
    if (!r.tests.length) continue
    out.push(`### Tests of ${r.example.id}`, '', `${r.example.id} [${r.example.rule}] ${md(r.example.title)}.`, '')
    for (const file of [...new Set(r.tests.map((t) => t.file))]) {
      out.push(`- [\`${file}\`](../${file})`)
      for (const t of r.tests.filter((x) => x.file === file)) {
        out.push(`  - ${[...t.parents, t.title].map(md).join(' › ')}${t.kind === 'describe' ? ` (${t.tests} test${t.tests === 1 ? '' : 's'})` : ''}`)
      }
    }
    out.push('')
  }
  return out.join('\n')
}

/** "1,234 distinct tests are listed under an AETO section (1,500 listings), …, of 3,000 tests." */
function distinctLine(aeto: readonly RowTests[], apto: readonly RowTests[], titles: readonly TestTitle[]): string {
  const n = (x: number) => x.toLocaleString('en-US')
  const a = distinctTests(aeto, titles)
  const d = distinctTests(apto, titles)
  const listings = (rows: readonly RowTests[]) => n(rows.reduce((k, r) => k + r.count, 0))
  return `Distinct tests listed under an AETO section: ${n(a.listed)} (${listings(aeto)} listings, a test citing several sections counted under each); under an APTO difference: ${n(d.listed)} (${listings(apto)} listings); of ${n(a.all)} tests in all.`
}

/** The tests of each OCS section: the OCS test files' titles citing it, and those its row names. */
export function ocsTests(titles: readonly TestTitle[]): RowTests[] {
  return testsOf(OCS_SECTIONS, titles.filter((t) => OCS_TEST_FILE.test(t.file)), citesSection)
}

/** Whether a title cites an AWAW section ("23.2"): any rule under it, "23.22A", "(23.2)" — not "123.2" or "23.2 %". */
export function citesAwawSection(title: string, section: string): boolean {
  const [major, minor] = section.split('.')
  return new RegExp(`(?<![\\w.§])${major}\\.${minor}(?!\\s*(?:rounded|%|×))`).test(title)
}

/** The tests of each AWAW section: the AWAW test files' titles citing a rule under it, and those its row names. */
export function awawTests(titles: readonly TestTitle[]): RowTests[] {
  return testsOf(AWAW_SECTIONS, titles.filter((t) => AWAW_TEST_FILE.test(t.file)), citesAwawSection)
}

/** Whether a title cites a section of the Europa draft ("20.C"): any rule under it ("20.C.1.a", "20.D(6)"), not "20.Cx". */
export function citesEuropaSection(title: string, section: string): boolean {
  const [major, letter] = section.split('.')
  return new RegExp(`(?<![\\w.§])${major}\\.${letter}(?![A-Za-z])`).test(title)
}

/** The tests of each section of the Europa draft: its test files' titles citing a rule under it, and those its row names. */
export function europaTests(titles: readonly TestTitle[]): RowTests[] {
  return testsOf(EUROPA_SECTIONS, titles.filter((t) => EUROPA_TEST_FILE.test(t.file)), citesEuropaSection)
}

/** The whole of docs/coverage.md. */
export function coverageMarkdown(titles: readonly TestTitle[] = allTitles()): string {
  const aeto = testsOf(AETO_SECTIONS, titles, citesSection)
  const apto = testsOf(APTO_DIFFERENCES, titles, citesDifference)
  const examples = testsOfExamples(titles)
  const ocs = ocsTests(titles)
  const awaw = awawTests(titles)
  const europa = europaTests(titles)
  return [
    '# Rules coverage',
    '',
    '<!-- Generated by `npm run -s coverage` from src/docs/coverage.ts and the test titles. Do not edit by hand. -->',
    '',
    'What Sortie plays of the air rules, section by section of AETO Part 4 (4.0–4.29), then each',
    'difference of APTO Part 4 from AETO (D1–D98, the list of the APTO specification, §5.2), and which',
    'worked examples of the APTO booklet (T01–T32, §6) the tests play.',
    '',
    '- **Status**: *played* — the rules module does all of it, and tests show it; *partly* — the',
    '  column *Not played* says what is missing and why; *not played* — Sortie does not do it yet',
    '  (or leaves it to the table: land and naval combat belong to other parts of the game);',
    '  *nothing to play* (APTO only) — the difference changes nothing Sortie plays: wording, an',
    '  example, or the removal of something that is scenario data or not played in AETO either.',
    '- **Tests**: the tests whose title cites the rule (e.g. "(4.13)", "APTO D37"), and those',
    '  `src/docs/coverage.ts` names for the row; the link leads to their list below the tables',
    '  (file › describe blocks › test). A test counts under a rule when its own title cites it, or,',
    '  when its title cites none, when its innermost describe block citing a rule cites only that one;',
    '  a describe block the row names counts every test inside it. Each test is listed once.',
    '- The statuses and sentences are kept by hand in `src/docs/coverage.ts`; this file is generated',
    '  from them and from the test titles: `npm run -s coverage` writes it again, and a unit test',
    '  (`src/docs/coverage.test.ts`) fails when it is out of date, when a row names a test that does',
    '  not exist, or when a row played in whole or in part has no test.',
    '',
    `AETO Part 4: ${statusCounts(AETO_SECTIONS)}. APTO differences: ${statusCounts(APTO_DIFFERENCES)}.`,
    '',
    distinctLine(aeto, apto, titles),
    '',
    '## AETO Part 4, section by section',
    '',
    'The column *APTO* lists the differences of APTO in that section (the second table): ✓ played, ½ partly, ✗ not played, – nothing to play.',
    '',
    table(
      ['Rule', 'Title', 'Status', 'Not played', 'Tests', 'APTO'],
      aeto.map((r) => [r.row.id, md(r.row.title), STATUS_TEXT[r.row.status], r.row.missing ? cell(r.row.missing) : '', testCell(r), aptoCell(r.row.id, apto)]),
    ),
    '',
    '## APTO Part 4: the differences from AETO',
    '',
    'Each difference of the APTO specification (§5.2), with the APTO rule it is in. "Played" means',
    'Sortie plays the APTO way in an APTO scenario (`"variant": "apto"`); the rest of APTO Part 4 is',
    'AETO’s rule, covered above.',
    '',
    table(
      ['#', 'Rule', 'Topic', 'Status', 'Not played', 'Tests'],
      apto.map((r) => [r.row.id, r.row.rule ?? '', md(r.row.title), STATUS_TEXT[r.row.status], r.row.missing ? cell(r.row.missing) : '', testCell(r)]),
    ),
    '',
    '## APTO worked examples',
    '',
    'Each worked example of the APTO booklet (the APTO specification, §6, T01–T32): whether it shows',
    'something air units do, and the unit tests that play it with the book’s numbers (their title cites',
    'it, e.g. "APTO T19"), or why none does.',
    '',
    examplesTable(examples),
    '',
    '## OCS 14.0 Air Power, section by section',
    '',
    'What Sortie plays of the air chapter of the Operational Combat Series (series rules 14.0–14.11;',
    'its charts and refit, 15.0, are not in the rules text Sortie has). The tests are those of the OCS',
    'files whose title cites the section (e.g. "14.3e C").',
    '',
    `OCS 14.0: ${statusCounts(OCS_SECTIONS)}.`,
    '',
    table(
      ['Rule', 'Title', 'Status', 'Not played', 'Tests'],
      ocs.map((r) => [r.row.id, md(r.row.title), STATUS_TEXT[r.row.status], r.row.missing ? cell(r.row.missing) : '', testCell(r)]),
    ),
    '',
    '## A World at War, rule 23 Air-Naval Operations, section by section',
    '',
    'What Sortie plays of rule 23 of *A World at War* (an OCR of a scan; rules 17–22, among them the',
    'Air Combat Table and the naval system, are not in the rules text Sortie has: the players enter',
    'naval movement and read air combat results off their own chart). The tests are those of the AWAW',
    'files whose title cites a rule under the section (e.g. "23.22A" under 23.2).',
    '',
    `AWAW rule 23: ${statusCounts(AWAW_SECTIONS)}.`,
    '',
    table(
      ['Rule', 'Title', 'Status', 'Not played', 'Tests'],
      awaw.map((r) => [r.row.id, md(r.row.title), STATUS_TEXT[r.row.status], r.row.missing ? cell(r.row.missing) : '', testCell(r)]),
    ),
    '',
    '## The Europa-family draft, 20. Air Rules Introduction (V10.11.25), section by section',
    '',
    'What Sortie plays of a draft, not a published rulebook (docs/europa.md): the life cycle of air',
    'units. The draft has no resolution rules: the players decide air combat, AA and mission results',
    'from the results it defines, and rule on its holes (house rulings, saved and exported). The tests',
    'are those of the Europa files whose title cites a rule under the section (e.g. "20.C.1.a" under 20.C).',
    '',
    `Europa draft 20: ${statusCounts(EUROPA_SECTIONS)}.`,
    '',
    table(
      ['Rule', 'Title', 'Status', 'Not played', 'Tests'],
      europa.map((r) => [r.row.id, md(r.row.title), STATUS_TEXT[r.row.status], r.row.missing ? cell(r.row.missing) : '', testCell(r)]),
    ),
    '',
    '## The tests of each rule',
    '',
    details(aeto),
    details(apto),
    details(ocs),
    details(awaw),
    details(europa),
    '## The tests of each APTO worked example',
    '',
    exampleDetails(examples),
  ].join('\n')
}
