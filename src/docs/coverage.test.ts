// The rules coverage table cannot drift from the code: docs/coverage.md is what the
// generator makes of coverage.ts and the test titles now; every test a row names exists; a row
// played in whole or in part has a test; each AETO section and APTO difference has one row.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { AETO_SECTIONS, APTO_DIFFERENCES, APTO_EXAMPLES, AWAW_SECTIONS, EUROPA_SECTIONS, OCS_SECTIONS } from './coverage'
import { COVERAGE_MD, ROOT, allTitles, aptoCell, brokenReferences, citesDifference, citesExample, citesSection, coverageMarkdown, distinctTests, ocsTests, awawTests, citesAwawSection, citesEuropaSection, europaTests, testsOf, testsOfExamples } from './coverageTable'
import { testTitles } from './testTitles'

const titles = allTitles()

describe('the rules coverage table (docs/coverage.md)', () => {
  it('is up to date: run `npm run -s coverage` after changing coverage.ts or a test title', () => {
    const written = readFileSync(join(ROOT, COVERAGE_MD), 'utf8')
    // One assertion with a plain message rather than a 1,000-line diff.
    expect(written === coverageMarkdown(titles), `${COVERAGE_MD} is out of date: run \`npm run -s coverage\` and commit it`).toBe(true)
  })

  it('has exactly one row for each AETO section of Part 4 and each APTO difference of the spec’s list, in order', () => {
    expect(AETO_SECTIONS.map((r) => r.id)).toEqual(Array.from({ length: 30 }, (_, i) => `4.${i}`))
    expect(APTO_DIFFERENCES.map((r) => r.id)).toEqual(Array.from({ length: 98 }, (_, i) => `D${i + 1}`))
    for (const r of APTO_DIFFERENCES) expect(r.rule, r.id).toMatch(/^(4\.\d{1,2}|global)$/)
  })

  it('every test a row names exists (its file, and a title containing the text)', () => {
    expect(brokenReferences(titles)).toEqual([])
  })

  it('a row played in whole or in part has at least one test', () => {
    const rows = [...testsOf(AETO_SECTIONS, titles, citesSection), ...testsOf(APTO_DIFFERENCES, titles, citesDifference), ...ocsTests(titles), ...awawTests(titles), ...europaTests(titles)]
    expect(rows.filter((r) => (r.row.status === 'played' || r.row.status === 'partly') && r.count === 0).map((r) => r.row.id)).toEqual([])
  })

  it('a row says what is not played exactly when it is not played in whole', () => {
    for (const r of [...AETO_SECTIONS, ...APTO_DIFFERENCES, ...OCS_SECTIONS, ...AWAW_SECTIONS, ...EUROPA_SECTIONS]) {
      expect(r.missing === undefined, `${r.id}: "missing" is for a row ${r.status === 'played' ? 'not played in whole' : `${r.status}: say why`}`).toBe(r.status === 'played')
      if (r.missing) expect(r.missing, r.id).toMatch(/^[A-Z].*[.)]$/)
    }
    expect(AETO_SECTIONS.filter((r) => r.status === 'nothing to play')).toEqual([]) // every AETO section has rules to play
  })

  it('the APTO column of an AETO section lists the differences in it with their status marks, in order', () => {
    const rows = testsOf(APTO_DIFFERENCES, [], citesDifference)
    const in42 = APTO_DIFFERENCES.filter((d) => d.rule === '4.2')
    expect(aptoCell('4.2', rows).split(', ').map((x) => x.split(' ')[0])).toEqual(in42.map((d) => d.id))
    expect(aptoCell('4.2', rows)).toMatch(/^D\d+ [✓½✗–](, D\d+ [✓½✗–])*$/)
    expect(aptoCell('4.99', rows)).toBe('')
  })

  it('lists the 32 APTO worked examples in order, each with its rule', () => {
    expect(APTO_EXAMPLES.map((e) => e.id)).toEqual(Array.from({ length: 32 }, (_, i) => `T${String(i + 1).padStart(2, '0')}`))
    for (const e of APTO_EXAMPLES) expect(e.rule, e.id).toMatch(/^\d\.\d{1,2}$/)
  })

  it('every example listed as tested has a test title citing it; every other says why none plays it, and has no such test', () => {
    const rows = testsOfExamples(titles)
    expect(rows.filter((r) => r.example.reason === undefined && r.count === 0).map((r) => r.example.id)).toEqual([])
    expect(rows.filter((r) => r.example.reason !== undefined && r.count > 0).map((r) => r.example.id)).toEqual([])
    for (const e of APTO_EXAMPLES) if (e.reason) expect(e.reason, e.id).toMatch(/^[A-Z].*[.)]$/)
  })

  it('reads the tests of the whole repository, unit and end-to-end', () => {
    expect(titles.filter((t) => t.kind === 'test').length).toBeGreaterThan(1000)
    expect(titles.some((t) => t.file.startsWith('e2e/') && t.file.endsWith('.spec.ts'))).toBe(true)
    expect(new Set(titles.map((t) => t.file)).size).toBeGreaterThan(100)
  })
})

describe('finding the rule a test title cites', () => {
  it('a section number, not a longer one that starts with it, nor a spec section or a version', () => {
    expect(citesSection('return to base (4.1)', '4.1')).toBe(true)
    expect(citesSection('launching (4.0, 4.1, 4.12)', '4.1')).toBe(true)
    expect(citesSection('APTO 4.13: range', '4.13')).toBe(true)
    expect(citesSection('4.29: bombers are not committed', '4.29')).toBe(true)
    expect(citesSection('interception (4.13)', '4.1')).toBe(false)
    expect(citesSection('weather (14.1)', '4.1')).toBe(false)
    expect(citesSection('spec §4.7 says', '4.7')).toBe(false)
    expect(citesSection('release 1.4.1', '4.1')).toBe(false)
    expect(citesSection('section 4.1.2', '4.1')).toBe(false)
    // A quantity is no citation (APTO T23: "5 (4.5 rounded up)").
    expect(citesSection('from 1 (1.5 rounded down) to 5 (4.5 rounded up) (4.10)', '4.5')).toBe(false)
    expect(citesSection('strength × 1.5 = 4.5 (4.22)', '4.5')).toBe(false)
    expect(citesSection('a 4.5 % chance', '4.5')).toBe(false)
    expect(citesSection('carriers in port (4.5)', '4.5')).toBe(true)
  })

  it('a test counts under a rule its title cites, or under the one rule of its innermost citing describe; never under each rule of a describe citing several', () => {
    const titles = testTitles(
      'x.test.ts',
      [
        "describe('several (4.13, 4.16)', () => {",
        "  it('cites one (4.16)', () => {})",
        "  it('cites none', () => {})",
        "  describe('only one (4.13)', () => {",
        "    it('inherits it', () => {})",
        '  })',
        '})',
      ].join('\n'),
    )
    const rows = testsOf(
      [
        { id: '4.13', status: 'played', title: 'Interception' },
        { id: '4.16', status: 'played', title: 'Air combat' },
      ],
      titles,
      citesSection,
    )
    expect(rows.map((r) => [r.row.id, r.tests.map((t) => t.title)])).toEqual([
      ['4.13', ['inherits it']],
      ['4.16', ['cites one (4.16)']],
    ])
    expect(distinctTests(rows, titles)).toEqual({ listed: 2, all: 3 })
  })

  it('an APTO difference by its number, alone or after "APTO"; not a longer number, nor after a digit, nor the spec’s decision ids', () => {
    expect(citesDifference('APTO differences (APTO D39, D40)', 'D40')).toBe(true)
    expect(citesDifference('APTO D37: range', 'D37')).toBe(true)
    expect(citesDifference('D3 and D37', 'D3')).toBe(true)
    expect(citesDifference('APTO D37', 'D3')).toBe(false)
    expect(citesDifference('2D37', 'D37')).toBe(false)
    expect(citesDifference('aborts (4.1, 4.17, D-7)', 'D7')).toBe(false)
    expect(citesDifference('D-BASE-FERRY', 'D1')).toBe(false)
  })

  it('an APTO worked example by its number, alone or after "APTO"; not AETO\'s "T-12", a longer number, nor a time', () => {
    expect(citesExample('APTO T19 [4.4] Akagi loading', 'T19')).toBe(true)
    expect(citesExample('T27: B-29 [4] vs Ki-84', 'T27')).toBe(true)
    expect(citesExample('T-12: aborts are ignored', 'T12')).toBe(false)
    expect(citesExample('T120', 'T12')).toBe(false)
    expect(citesExample('saved at 2024-01-01T12:00', 'T12')).toBe(false)
  })
})

describe('reading the titles of a test file', () => {
  const file = [
    "// it('not a test: a comment')",
    "describe('outer (4.13)', () => {",
    "  const re = /it\\('not a test'\\)/ // a regex holding a call and a bracket: )",
    "  it('first, with a quote: the side\\'s (4.1)', () => {",
    '    expect(`it(${"not a test"})`).toBe(")")',
    '  })',
    "  describe(\"inner\", () => {",
    '    it.each([1, [2, 3]])(`second %s`, (n) => {})',
    '    test.skip("third", async () => {})',
    '  })',
    '})',
    "it(name, () => {}) // no literal title: not listed",
    "test.describe('playwright describe', () => { test('last', () => {}) })",
    "test.step('a step is no test', () => {})",
  ].join('\n')
  const read = testTitles('x.test.ts', file)

  it('finds every it/test/describe title, with its enclosing describes, skipping strings, comments and regexes', () => {
    expect(read.map((t) => [t.kind, t.title, t.parents.join(' › '), t.tests])).toEqual([
      ['describe', 'outer (4.13)', '', 3],
      ['test', 'first, with a quote: the side\'s (4.1)', 'outer (4.13)', 1],
      ['describe', 'inner', 'outer (4.13)', 2],
      ['test', 'second %s', 'outer (4.13) › inner', 1],
      ['test', 'third', 'outer (4.13) › inner', 1],
      ['describe', 'playwright describe', '', 1],
      ['test', 'last', 'playwright describe', 1],
    ])
  })
})

describe('AWAW citations', () => {
  it('a rule under an AWAW section cites it; another number does not', () => {
    expect(citesAwawSection('A5: cover by distance (23.22A)', '23.2')).toBe(true)
    expect(citesAwawSection('CAP (23.33, 23.36)', '23.3')).toBe(true)
    expect(citesAwawSection('CAP (23.33, 23.36)', '23.2')).toBe(false)
    expect(citesAwawSection('row 123.2', '23.2')).toBe(false)
  })
})

describe('Europa draft citations', () => {
  it('a rule under a section of the draft cites it; another letter or number does not', () => {
    expect(citesEuropaSection('the capacity example (20.C.1.a)', '20.C')).toBe(true)
    expect(citesEuropaSection('not the same hex (20.D(6))', '20.D')).toBe(true)
    expect(citesEuropaSection('not the same hex (20.D(6))', '20.C')).toBe(false)
    expect(citesEuropaSection('row 120.C', '20.C')).toBe(false)
  })
})
