import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validScenario, type ScenarioData } from './fixtures'
import {
  formatPath,
  formatScenarioErrors,
  parseScenario,
  parseScenarioText,
  type ScenarioError,
} from './validate'

function errorsOf(data: unknown): ScenarioError[] {
  const r = parseScenario(data)
  if (r.ok) throw new Error('expected the scenario to be rejected')
  return r.errors
}
function textErrors(text: string, opts = {}): ScenarioError[] {
  const r = parseScenarioText(text, opts)
  if (r.ok) throw new Error('expected the text to be rejected')
  return r.errors
}
/** The scenario has exactly this one error. */
function expectOnly(data: unknown, path: string, fragment: string) {
  const errors = errorsOf(data)
  expect(errors).toHaveLength(1)
  expect(errors[0]?.path).toBe(path)
  expect(errors[0]?.message).toContain(fragment)
}
function mutate(change: (s: ScenarioData) => void): ScenarioData {
  const s = validScenario()
  change(s)
  return s
}

describe('the fixture', () => {
  it('is valid and gets its defaults', () => {
    const r = parseScenario(validScenario())
    if (!r.ok) throw new Error(formatScenarioErrors(r.errors))
    expect(r.scenario.options.askEvenWhenNoInterceptor).toBe(false)
    expect(r.scenario.options.blitzAirScope).toBe('theatre')
    expect(r.scenario.airUnits[0]?.face).toBe('front')
    expect(r.scenario.airUnits[0]?.front).toEqual({
      strength: 4,
      range: 4,
      quality: 3,
      underscored: false,
      circled: false,
    })
    expect(r.scenario.airUnits[1]?.front).toEqual({
      strength: 5,
      range: 22,
      quality: 0,
      underscored: true,
      circled: false,
    })
    expect(r.scenario.navalUnits[1]?.inPort).toBe(false)
    expect(r.scenario.description).toBe('')
  })

  it('also parses from text, with a UTF-8 byte order mark', () => {
    const r = parseScenarioText(`\uFEFF${JSON.stringify(validScenario(), null, 2)}`)
    expect(r.ok).toBe(true)
  })

  it('accepts face objects as well as chit notation', () => {
    const r = parseScenario(mutate((s) => (s.airUnits[0].front = { strength: 4, range: 4, quality: 3 })))
    if (!r.ok) throw new Error(formatScenarioErrors(r.errors))
    expect(r.scenario.airUnits[0]?.front).toEqual({
      strength: 4,
      range: 4,
      quality: 3,
      underscored: false,
      circled: false,
    })
  })
})

describe('file-level guards', () => {
  it('rejects a file over 20 MB without parsing it', () => {
    const errors = textErrors(' '.repeat(20 * 1024 * 1024 + 1))
    expect(errors).toEqual([
      {
        path: '',
        message: 'the file is too large (20,971,521 bytes); a scenario file may be at most 20,971,520 bytes',
      },
    ])
  })

  it('counts UTF-8 bytes, not characters, against the limit', () => {
    const text = `{"title": "${'é'.repeat(600)}"}` // 1,200 bytes of UTF-8 in 600 characters
    expect(textErrors(text, { maxBytes: 1000 })[0]?.message).toBe(
      'the file is too large (1,213 bytes); a scenario file may be at most 1,000 bytes',
    )
  })

  it('rejects binary content (a NUL byte) with its position', () => {
    expect(textErrors('{\n  "format": "sortie-\u0000scenario"')).toEqual([
      {
        path: '',
        message:
          'this is not a text file: it contains a NUL byte (line 2, column 21); a scenario is a JSON text file',
      },
    ])
  })

  it('rejects a key given twice in one object, naming the key and the object', () => {
    const text = JSON.stringify(validScenario(), null, 2)
    const top = textErrors(text.replace('"title": "Fixture",', '"title": "Fixture",\n  "title": "Other",'))
    expect(top).toEqual([
      {
        path: '',
        message:
          'the key "title" appears twice in the top-level object; JSON readers disagree on which one counts, so keep only one (line 6, column 3)',
      },
    ])
    const nested = textErrors(
      text.replace('"name": "Wellington",', '"name": "Wellington", "name": "Lancaster",'),
    )
    expect(nested).toHaveLength(1)
    expect(nested[0].path).toBe('airUnits[1]')
    expect(nested[0].message).toMatch(
      /^the key "name" appears twice in this object; JSON readers disagree on which one counts, so keep only one \(line \d+, column \d+\)$/,
    )
    // The same key in two different objects is fine.
    expect(parseScenarioText(text).ok).toBe(true)
  })

  it('rejects bytes that are not UTF-8 with their position (decoded fatally)', () => {
    const bytes = new Uint8Array([0x7b, 0x0a, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])
    const r = parseScenarioText(bytes)
    const errors = r.ok ? [] : r.errors
    expect(errors[0]?.path).toBe('')
    expect(errors[0]?.message).toContain('this is not valid UTF-8 text')
    expect(errors[0]?.message).toContain('(line 2, column 2)')
  })

  it('reports where truncated JSON ends', () => {
    const text = '{\n  "format": "sortie-scenario",\n  "sides": ['
    expect(textErrors(text)).toEqual([
      {
        path: '',
        message:
          'this is not valid JSON: the JSON data ends too early (is the file truncated?) (line 3, column 13)',
      },
    ])
  })

  it('reports a file cut inside a string', () => {
    expect(textErrors('{"title": "Chan')[0]?.message).toBe(
      'this is not valid JSON: the JSON data ends inside a string (is the file truncated?) (line 1, column 16)',
    )
  })

  it('reports the line and column of a bad token', () => {
    expect(textErrors('{\n  "a": 1,\n  "b": x\n}')[0]?.message).toBe(
      'this is not valid JSON: unexpected "x" where a value was expected (line 3, column 8)',
    )
  })

  it('names a trailing comma', () => {
    expect(textErrors('{"a": [1, 2,],\n "b": 1}')[0]?.message).toBe(
      'this is not valid JSON: a value is missing before "]" (trailing comma?) (line 1, column 13)',
    )
    expect(textErrors('{"a": 1,\n}')[0]?.message).toBe(
      'this is not valid JSON: a property is missing before "}" (trailing comma?) (line 2, column 1)',
    )
  })

  it('rejects an empty file', () => {
    expect(textErrors('  \n ')[0]?.message).toBe(
      'this is not valid JSON: the file has no JSON data (it is empty) (line 2, column 2)',
    )
  })

  it('rejects 100,000 nested arrays quickly, without overflowing the stack', () => {
    const text = `${'['.repeat(100_000)}${']'.repeat(100_000)}`
    const started = performance.now()
    const errors = textErrors(text)
    expect(performance.now() - started).toBeLessThan(1000)
    expect(errors).toEqual([
      {
        path: '',
        message:
          'the data is nested more than 64 levels deep (line 1, column 65); a scenario needs only a few levels',
      },
    ])
  })

  it('accepts 64 levels of nesting as far as the depth guard goes', () => {
    const text = `{"format": "sortie-scenario", "version": 1, "x": ${'['.repeat(63)}${']'.repeat(63)}}`
    const errors = textErrors(text)
    expect(errors.some((e) => e.message.includes('nested'))).toBe(false)
    expect(errors).toContainEqual({
      path: 'x',
      message:
        'unknown field "x" (allowed: format, version, system, id, title, description, variant, sides, nations, map, weather, bases, airUnits, navalUnits, landUnits, supplySources, start, end, transfers, bombingTable, convoyRoutes, merchantRoutes, strategicBombing, options, context)',
    })
  })

  it('rejects deep nesting in an object graph and does not hang on a cycle', () => {
    const deep: ScenarioData = validScenario()
    let cur: ScenarioData = deep
    for (let i = 0; i < 70; i++) cur = cur.next = {}
    expect(errorsOf(deep)[0]?.message).toBe(
      'the data is nested more than 64 levels deep (or refers to itself); a scenario needs only a few levels',
    )
    expect(errorsOf(deep)[0]?.path).toBe(`next${'.next'.repeat(63)}`)

    const cyclic: ScenarioData = validScenario()
    cyclic.map.self = cyclic
    expect(errorsOf(cyclic)[0]?.message).toContain('nested more than 64 levels deep (or refers to itself)')
  })

  it('rejects a JSON value that is not an object', () => {
    expect(textErrors('[1, 2]')).toEqual([
      { path: '', message: 'a scenario must be a JSON object {…} (got a list of 2 items)' },
    ])
    expect(errorsOf(null)).toEqual([{ path: '', message: 'a scenario must be a JSON object {…} (got null)' }])
  })

  it('never throws, whatever the input', () => {
    expect(parseScenarioText(undefined as unknown as string).ok).toBe(false)
    expect(parseScenario(new Date()).ok).toBe(false)
    const getterBomb = validScenario()
    Object.defineProperty(getterBomb, 'title', {
      enumerable: true,
      get: () => {
        throw new Error('boom')
      },
    })
    const r = parseScenario(getterBomb)
    expect(r).toEqual({ ok: false, errors: [{ path: '', message: 'the scenario could not be read (boom)' }] })
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        const result = parseScenarioText(text)
        expect(result.ok).toBe(false)
        if (!result.ok) expect(result.errors.length).toBeGreaterThan(0)
      }),
      { numRuns: 300 },
    )
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        expect(parseScenario(value).ok).toBe(false)
      }),
      { numRuns: 300 },
    )
  })
})

describe('format and version', () => {
  it('recognises a save file', () => {
    expect(errorsOf({ format: 'sortie-save', version: 1, scenario: {}, actions: [] })).toEqual([
      {
        path: 'format',
        message: 'this is a Sortie save file, not a scenario (open it with "Load game" instead)',
      },
    ])
  })

  it('refuses a newer version', () => {
    expectOnly(
      mutate((s) => (s.version = 2)),
      'version',
      'scenario version 2 is newer than this Sortie understands (1)',
    )
  })

  it('refuses an unknown version and a missing one', () => {
    expectOnly(
      mutate((s) => (s.version = '1')),
      'version',
      'unknown scenario version "1"; this Sortie understands version 1',
    )
    expectOnly(
      mutate((s) => delete s.version),
      'version',
      'is required (this Sortie understands version 1)',
    )
  })

  it('refuses another format', () => {
    expectOnly(
      mutate((s) => (s.format = 'geojson')),
      'format',
      'must be "sortie-scenario" (got "geojson"); this is not a Sortie scenario',
    )
    expectOnly(
      { type: 'FeatureCollection' },
      'format',
      'is required: a scenario file starts with "format": "sortie-scenario"',
    )
  })
})

describe('prototype-safe input', () => {
  it('rejects a "__proto__" key and pollutes nothing', () => {
    const text = JSON.stringify(validScenario()).replace(
      '"legend":{',
      '"legend":{"__proto__":{"polluted":true},',
    )
    expect(text).toContain('"__proto__"')
    expect(textErrors(text)).toEqual([
      { path: 'map.nations.legend.__proto__', message: 'the key "__proto__" is not allowed' },
    ])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('reports a "constructor" key as an unknown field', () => {
    const text = JSON.stringify(validScenario()).replace(
      '{"format"',
      '{"constructor":{"prototype":{"x":1}},"format"',
    )
    expect(textErrors(text)[0]).toEqual({
      path: 'constructor',
      message: expect.stringContaining('unknown field "constructor" (allowed: format, version'),
    })
  })

  it('rejects ids that are JavaScript built-in names', () => {
    expectOnly(
      mutate((s) => {
        s.airUnits[0].id = 'constructor'
      }),
      'airUnits[0].id',
      'the id "constructor" is reserved (it clashes with a JavaScript built-in name); choose another',
    )
  })

  it('keeps hostile-looking names as plain data', () => {
    const r = parseScenario(mutate((s) => (s.bases[0].name = '<script>alert("x")</script>')))
    if (!r.ok) throw new Error(formatScenarioErrors(r.errors))
    expect(r.scenario.bases[0]?.name).toBe('<script>alert("x")</script>')
  })
})

describe('schema errors, mapped to path and message', () => {
  it('lists the allowed values of an enum', () => {
    expectOnly(
      mutate((s) => (s.airUnits[3].type = 'Q')),
      'airUnits[3].type',
      'must be one of ATP, B, F, FB, N (got "Q")',
    )
  })

  it('names a missing field', () => {
    expectOnly(
      mutate((s) => delete s.airUnits[1].base),
      'airUnits[1].base',
      'is required',
    )
    expectOnly(
      mutate((s) => delete s.airUnits[1].front),
      'airUnits[1].front',
      'is required',
    )
  })

  it('explains bad chit notation', () => {
    expectOnly(
      mutate((s) => (s.airUnits[0].front = '4-4/9x')),
      'airUnits[0].front',
      '"4-4/9x" is not chit notation like "4-4/3", "_12_-20[2]" or "X-7"',
    )
  })

  it('explains a face of the wrong type', () => {
    expectOnly(
      mutate((s) => (s.airUnits[0].back = 5)),
      'airUnits[0].back',
      'must be chit notation like "2-4/3", a face object {strength, range, quality}, or null for a blank back (got 5)',
    )
  })

  it('reports a bad value inside a face object at its own path', () => {
    expectOnly(
      mutate((s) => (s.airUnits[0].front = { strength: 4, range: -1 })),
      'airUnits[0].front.range',
      'must be at least 0 (got -1)',
    )
  })

  it('lists the allowed literals of atpPoints', () => {
    expectOnly(
      mutate((s) => (s.airUnits[5].atpPoints = 3)),
      'airUnits[5].atpPoints',
      'must be 1 or 2 (got 3)',
    )
  })

  it('names unknown fields and the allowed ones', () => {
    expectOnly(
      mutate((s) => (s.sides[0].extra = 1)),
      'sides[0].extra',
      'unknown field "extra" (allowed: id, name, letter, colour)',
    )
  })

  it("uses the schema's own message for a malformed hex label", () => {
    expectOnly(
      mutate((s) => (s.bases[0].hex = '12a4')),
      'bases[0].hex',
      'a hex label is 4 digits like "4015" (6 on maps wider or taller than 99) (got "12a4")',
    )
  })

  it('gives limits in words', () => {
    expectOnly(
      mutate((s) => (s.start.month = 13)),
      'start.month',
      'must be at most 12 (got 13)',
    )
    expectOnly(
      mutate((s) => s.sides.pop()),
      'sides',
      'must have at least 2 items (got 1)',
    )
    expectOnly(
      mutate((s) => (s.title = '')),
      'title',
      'must not be empty',
    )
    expectOnly(
      mutate((s) => (s.map.cols = 7.5)),
      'map.cols',
      'must be a whole number (got 7.5)',
    )
    expectOnly(
      mutate((s) => (s.map.rows = '6')),
      'map.rows',
      'must be a number (got "6")',
    )
  })

  it('refuses control characters in names, titles and letters, and text with nothing visible', () => {
    const CONTROL = 'must not contain control characters (line breaks, tabs, escape codes)'
    const INVISIBLE =
      'has no visible character (only spaces or invisible characters such as zero-width spaces)'
    expectOnly(
      mutate((s) => (s.airUnits[0].name = 'B-17\n#9 Axis surrenders (4.1)')),
      'airUnits[0].name',
      CONTROL,
    )
    expectOnly(
      mutate((s) => (s.airUnits[0].name = 'B-17\r')),
      'airUnits[0].name',
      CONTROL,
    )
    expectOnly(
      mutate((s) => (s.bases[0].name = 'Marsham\u0007')),
      'bases[0].name',
      CONTROL,
    )
    expectOnly(
      mutate((s) => (s.sides[0].name = '\u001b[31mAllies')),
      'sides[0].name',
      CONTROL,
    )
    expectOnly(
      mutate((s) => (s.title = '\u200b\u200b')),
      'title',
      INVISIBLE,
    )
    expectOnly(
      mutate((s) => (s.sides[0].letter = '\u200d')),
      'sides[0].letter',
      INVISIBLE,
    )
    expectOnly(
      mutate((s) => (s.nations[0].name = ' \u2060 ')),
      'nations[0].name',
      INVISIBLE,
    )
    expectOnly(
      mutate((s) => (s.description = 'Radar at 0702.\u001b[2J')),
      'description',
      'must not contain control characters other than line breaks and tabs (escape codes)',
    )
    expect(parseScenario(mutate((s) => (s.description = 'Two lines\n\tand a tab.'))).ok).toBe(true)
  })

  it('refuses meaning errors: a base where air units may not go, a split flotilla, a ship in an enemy port, a phase the scenario does not play', () => {
    expectOnly(
      mutate((s) => s.map.features.push({ hex: '0703', noAir: true, name: 'Switzerland' })),
      'bases[2].hex',
      'hex 0703 is forbidden to air units (map.features[1].noAir, 4.12): no base can be there',
    )
    expectOnly(
      mutate((s) => {
        s.navalUnits[1].nation = 'uk'
        s.navalUnits[0].flotilla = 'force-h'
        s.navalUnits[1].flotilla = 'force-h'
      }),
      'navalUnits[1].hex',
      'is hex 0502, but its flotilla "force-h" is at hex 0401 (navalUnits[0]); the ships of one flotilla are in one place',
    )
    expect(
      parseScenario(
        mutate(
          (s) => (
            (s.navalUnits[0].flotilla = 'f'),
            (s.navalUnits[1].flotilla = 'f'),
            (s.navalUnits[1].hex = '0401')
          ),
        ),
      ).ok,
    ).toBe(true)
    expectOnly(
      mutate((s) => ((s.navalUnits[1].hex = '0203'), (s.navalUnits[1].inPort = true))),
      'navalUnits[1].inPort',
      'the port at 0203 ("hull") belongs to side "allies", an enemy of this ship\'s side "axis"; a ship docks only in a friendly port',
    )
    expect(
      parseScenario(mutate((s) => ((s.navalUnits[0].hex = '0203'), (s.navalUnits[0].inPort = true)))).ok,
    ).toBe(true)
    expectOnly(
      mutate((s) => (s.start.phase = 'strategicWarfare')),
      'start.phase',
      'the scenario starts in the Strategic Warfare Phase but options.strategicWarfarePhase is false',
    )
    expectOnly(
      mutate((s) => ((s.start.phase = 'offensive'), (s.options = { offensivePhase: false }))),
      'start.phase',
      'the scenario starts in the Offensive Phase but options.offensivePhase is false',
    )
    for (const phase of ['offensive', 'movement', 'end'])
      expect(parseScenario(mutate((s) => (s.start.phase = phase))).ok).toBe(true)
  })

  it('an end is a number of Naval and Air Phases, or a phase of a month, never before the start (§16 (viii))', () => {
    expect(parseScenario(mutate((s) => (s.end = { year: 1943, month: 7, phase: 'offensive' }))).ok).toBe(true)
    expectOnly(
      mutate((s) => (s.end = {})),
      'end',
      'give "afterPhases", or the "year", "month" and "phase" after which the scenario ends',
    )
    expectOnly(
      mutate((s) => (s.end = { afterPhases: 2, phase: 'end' })),
      'end',
      'give either "afterPhases" or "year", "month" and "phase", not both',
    )
    expectOnly(
      mutate((s) => (s.end = { year: 1943, phase: 'end' })),
      'end',
      '"year", "month" and "phase" go together: the scenario ends once that phase of that month is over',
    )
    expectOnly(
      mutate(
        (s) => (
          (s.start.phase = 'offensive'),
          (s.end = { year: s.start.year, month: s.start.month, phase: 'navalAndAir' })
        ),
      ),
      'end',
      `the scenario would end (after the navalAndAir phase of 6/1943) before it starts (offensive, 6/1943)`,
    )
  })

  it('refuses an option that no procedure plays yet unless it is at its default', () => {
    expectOnly(
      mutate((s) => (s.options = { offensiveCommitmentEndsWithPhase: false })),
      'options.offensiveCommitmentEndsWithPhase',
      'false changes commitment in the Offensive Phase (APTO C4), which Sortie does not play yet (Offensive Phase commitment always ends with the phase); leave the option out, or at its default true',
    )
    // The carriers' status is played now (4.25): the option of APTO C5 is accepted either way.
    for (const v of [true, false])
      expect(parseScenario(mutate((s) => (s.options = { carrierStatusForEnemyOffensives: v }))).ok).toBe(true)
    for (const [key, value] of [['offensiveCommitmentEndsWithPhase', false]] as const)
      expectOnly(
        mutate((s) => (s.options = { [key]: value })),
        `options.${key}`,
        'which Sortie does not play yet',
      )
    // The submarine search is played now (APTO 3.29): its option of N3 is accepted.
    expect(parseScenario(mutate((s) => (s.options = { submarineSearchByNavalAir: true }))).ok).toBe(true)
    // Strafing and ground support are played now: their options are accepted (APTO C1; ).
    expect(parseScenario(mutate((s) => (s.options = { previousCommittedVulnerableOnGround: true }))).ok).toBe(
      true,
    )
    expect(
      parseScenario(
        mutate((s) => (s.options = { gsAlternationEnd: 'bothPass', gsCapIncludesGenerals: true })),
      ).ok,
    ).toBe(true)
    // Spelling out the defaults is fine.
    expect(
      parseScenario(
        mutate(
          (s) =>
            (s.options = {
              gsAlternationEnd: 'firstDecline',
              offensiveCommitmentEndsWithPhase: true,
              submarineSearchByNavalAir: false,
            }),
        ),
      ).ok,
    ).toBe(true)
  })

  it('refuses side letters that look alike, naming both characters', () => {
    expectOnly(
      mutate((s) => {
        s.sides[0].letter = 'A'
        s.sides[1].letter = '\u0391' // Greek capital Alpha
      }),
      'sides[1].letter',
      'letter "\u0391" (U+0391) looks like side "allies"\'s letter "A" (U+0041); each side needs a letter that looks different (colour must never be the only signal)',
    )
    expect(parseScenario(mutate((s) => ((s.sides[0].letter = 'O'), (s.sides[1].letter = '0')))).ok).toBe(
      false,
    )
    expect(parseScenario(mutate((s) => ((s.sides[0].letter = 'W'), (s.sides[1].letter = 'X')))).ok).toBe(true)
  })

  it('explains a bad record key', () => {
    expectOnly(
      mutate((s) => (s.map.nations.legend.AB = 'uk')),
      'map.nations.legend.AB',
      'the key "AB" is not allowed here: it must be exactly 1 character long',
    )
  })

  it('keeps at most 20 errors and says how many more', () => {
    const s = validScenario()
    for (let i = 0; i < 30; i++)
      s.landUnits.push({ id: `l${i}`, name: 'x', nation: 'uk', hex: '0206', strength: 'many' })
    const errors = errorsOf(s)
    expect(errors).toHaveLength(20)
    expect(errors[0]).toEqual({ path: 'landUnits[1].strength', message: 'must be a number (got "many")' })
    expect(errors[19]).toEqual({ path: '', message: '… and 11 more problems' })
  })
})

describe('cross-checks: ids and references', () => {
  it('finds duplicate ids within a collection', () => {
    expectOnly(
      mutate((s) => (s.airUnits[2].id = 'spit-1')),
      'airUnits[2].id',
      'duplicate air unit id "spit-1" (also airUnits[0])',
    )
    expectOnly(
      mutate((s) => (s.nations[1].id = 'uk')),
      'nations[1].id',
      'duplicate nation id "uk" (also nations[0])',
    )
  })

  it('keeps base and unit ids unique across collections', () => {
    expectOnly(
      mutate((s) => (s.landUnits[0].id = 'hull')),
      'landUnits[0].id',
      'id "hull" is already used in bases; base and unit ids must be unique across bases, airUnits, navalUnits and landUnits',
    )
  })

  it('checks that sides exist', () => {
    expectOnly(
      mutate((s) => (s.nations[2].side = 'soviets')),
      'nations[2].side',
      'side "soviets" does not exist (sides: allies, axis)',
    )
    expectOnly(
      mutate((s) => (s.start.phasingSide = 'soviets')),
      'start.phasingSide',
      'side "soviets" does not exist (sides: allies, axis)',
    )
    expectOnly(
      mutate((s) => (s.bases[0].owner = 'neutrals')),
      'bases[0].owner',
      'side "neutrals" does not exist',
    )
  })

  it('checks that nations exist', () => {
    const errors = errorsOf(mutate((s) => (s.airUnits[0].nation = 'france')))
    expect(errors[0]).toEqual({
      path: 'airUnits[0].nation',
      message: 'nation "france" does not exist (nations: uk, us, germany)',
    })
    expectOnly(
      mutate((s) => (s.map.nations.legend.G = 'prussia')),
      'map.nations.legend.G',
      'nation "prussia" does not exist',
    )
  })

  it("checks that each air unit's base exists", () => {
    expectOnly(
      mutate((s) => (s.airUnits[0].base = 'nowhere')),
      'airUnits[0].base',
      'base "nowhere" does not exist',
    )
  })

  it('refuses an air unit at an enemy base', () => {
    expectOnly(
      mutate((s) => (s.airUnits[3].base = 'hull')),
      'airUnits[3].base',
      'base "hull" belongs to side "allies", not to this unit\'s side "axis"; a unit cannot be based at an enemy base',
    )
  })

  it('gives each side its own letter', () => {
    expectOnly(
      mutate((s) => (s.sides[1].letter = 'W')),
      'sides[1].letter',
      'letter "W" is already used by side "allies"',
    )
  })

  it('checks the start', () => {
    expectOnly(
      mutate((s) => (s.start.sideOrder = ['axis'])),
      'start.sideOrder',
      'does not include the phasing side "allies"',
    )
    expectOnly(
      mutate((s) => (s.start.sideOrder = ['allies', 'axis', 'allies'])),
      'start.sideOrder[2]',
      'side "allies" is listed twice',
    )
  })

  it('checks the context', () => {
    expectOnly(
      mutate(
        (s) => (
          (s.nations[2].role = 'german'),
          (s.context = { blitzkrieg: { invaded: ['poland'], firstTurn: true } })
        ),
      ),
      'context.blitzkrieg.invaded[0]',
      'nation "poland" does not exist',
    )
  })

  it('checks weather zones', () => {
    expectOnly(
      mutate((s) => (s.map.features[0].weatherZone = 'east')),
      'map.features[0].weatherZone',
      'weather zone "east" does not exist (zones: all)',
    )
    expectOnly(
      mutate((s) => (s.weather.defaultZone = 'west')),
      'weather.defaultZone',
      'weather zone "west" does not exist (zones: all)',
    )
    expectOnly(
      mutate((s) => {
        delete s.weather
        s.map.largeSeaAreas[0].weatherZone = 'north'
      }),
      'map.largeSeaAreas[0].weatherZone',
      'weather zone "north" does not exist (this scenario has no weather section)',
    )
  })

  it('refuses a Hawaiian Islands hex outside APTO (APTO D45, D55)', () => {
    expectOnly(
      mutate((s) => (s.map.features[0].hawaii = true)),
      'map.features[0].hawaii',
      'the Hawaiian Islands exceptions of December 1941 are APTO rules (4.14, 4.18; APTO D45, D55)',
    )
    expect(parseScenario(mutate((s) => ((s.map.features[0].hawaii = true), (s.variant = 'apto')))).ok).toBe(
      true,
    )
  })

  it('refuses elite pilots outside APTO', () => {
    expectOnly(
      mutate((s) => (s.airUnits[0].elitePilots = true)),
      'airUnits[0].elitePilots',
      'elite pilots are an APTO optional rule (11.49)',
    )
    expect(parseScenario(mutate((s) => ((s.airUnits[0].elitePilots = true), (s.variant = 'apto')))).ok).toBe(
      true,
    )
  })
})

describe('cross-checks: the map', () => {
  it('needs exactly `rows` terrain rows', () => {
    expectOnly(
      mutate((s) => s.map.terrain.pop()),
      'map.terrain',
      'has 5 rows but map.rows is 6',
    )
  })

  it('needs `cols` characters in each terrain row', () => {
    expectOnly(
      mutate((s) => (s.map.terrain[2] = '.c~~~~c')),
      'map.terrain[2]',
      'has 7 columns but map.cols is 8',
    )
    // Counted as the user sees them, the emoji named with its column: not "9 characters".
    expectOnly(
      mutate((s) => (s.map.terrain[2] = '.c~🌊~~c.')),
      'map.terrain[2]',
      'column 4 has "🌊", which is not a terrain code',
    )
    expectOnly(
      mutate((s) => (s.map.nations.rows[3] = 'UU-🇬🇧-GG')),
      'map.nations.rows[3]',
      'column 4 has "🇬🇧", which is not in map.nations.legend',
    )
  })

  it('accepts only legend codes in terrain rows', () => {
    expectOnly(
      mutate((s) => (s.map.terrain[1] = '..Q~~~..')),
      'map.terrain[1]',
      'column 3 has "Q", which is not a terrain code (codes: ~ . f s m d c x j J)',
    )
  })

  it('APTO D34, D72, D79: jungle ("j") and jungle-mountain ("J") only on an APTO map', () => {
    expectOnly(
      mutate((s) => (s.map.terrain[1] = '.J~~~~..')),
      'map.terrain[1]',
      'column 2 is jungle-mountain ("J"), terrain of APTO maps only (4.11, 4.22, 4.24; APTO D34, D72, D79); this is an AETO scenario',
    )
    expect(parseScenario(mutate((s) => ((s.map.terrain[1] = '.J~~~~..'), (s.variant = 'apto')))).ok).toBe(
      true,
    )
  })

  it('checks the nations rows like the terrain rows', () => {
    expectOnly(
      mutate((s) => (s.map.nations.rows[0] = 'ZU----GG')),
      'map.nations.rows[0]',
      'column 1 has "Z", which is not in map.nations.legend (use "-" for no nation)',
    )
    expectOnly(
      mutate((s) => s.map.nations.rows.push('UU----GG')),
      'map.nations.rows',
      'has 7 rows but map.rows is 6',
    )
    expectOnly(
      mutate((s) => (s.map.nations.rows[3] = 'UU---GG')),
      'map.nations.rows[3]',
      'has 7 columns but map.cols is 8',
    )
    expectOnly(
      mutate((s) => (s.map.nations.legend['-'] = 'uk')),
      'map.nations.legend["-"]',
      '"-" is reserved for hexes that belong to no nation',
    )
  })

  it('puts hex labels on the map', () => {
    expectOnly(
      mutate((s) => (s.bases[0].hex = '0907')),
      'bases[0].hex',
      'hex "0907" is off the map (column 9 is not in 1–8, row 7 is not in 1–6)',
    )
    expectOnly(
      mutate((s) => (s.landUnits[0].hex = '0200')),
      'landUnits[0].hex',
      'hex "0200" is off the map (row 0 is not in 1–6)',
    )
  })

  it("parses hex labels with the map's digit width", () => {
    expectOnly(
      mutate((s) => (s.landUnits[0].hex = '002006')),
      'landUnits[0].hex',
      'hex "002006" has 6 digits, but this 8×6 map uses 4-digit labels (column then row, like "0102")',
    )
    const wide = mutate((s) => {
      s.map.cols = 120
      s.map.terrain = s.map.terrain.map((row: string) => row + '.'.repeat(112))
      s.map.nations.rows = s.map.nations.rows.map((row: string) => row + 'G'.repeat(112))
    })
    const errors = errorsOf(wide)
    expect(errors[0]).toEqual({
      path: 'map.features[0].hex',
      message:
        'hex "0101" has 4 digits, but this 120×6 map uses 6-digit labels (column then row, like "001002")',
    })
  })

  it('accepts 6-digit labels on a map over 99 hexes wide', () => {
    const s = validScenario()
    s.map.cols = 120
    s.map.terrain = s.map.terrain.map((row: string) => row + '.'.repeat(112))
    s.map.nations.rows = s.map.nations.rows.map((row: string) => row + 'G'.repeat(112))
    const relabel = (h: string) => `0${h.slice(0, 2)}0${h.slice(2)}`
    s.map.features[0].hex = relabel(s.map.features[0].hex)
    s.map.seaAreas[0].hexes = s.map.seaAreas[0].hexes.map(relabel)
    s.map.largeSeaAreas[0].border = s.map.largeSeaAreas[0].border.map(relabel)
    for (const b of s.bases) if (b.hex) b.hex = relabel(b.hex)
    for (const u of [...s.navalUnits, ...s.landUnits]) u.hex = relabel(u.hex)
    s.landUnits[0].hex = '120006'
    const r = parseScenario(s)
    if (!r.ok) throw new Error(formatScenarioErrors(r.errors))
  })

  it('keeps sea areas to sea hexes, each in one area', () => {
    expectOnly(
      mutate((s) => s.map.seaAreas[0].hexes.push('0102')),
      'map.seaAreas[0].hexes[3]',
      'hex 0102 is clear, not sea; a sea area holds only sea hexes',
    )
    expectOnly(
      mutate((s) => s.map.seaAreas.push({ id: 'dover', name: 'Dover', hexes: ['0401'] })),
      'map.seaAreas[1].hexes[0]',
      'hex 0401 is already in sea area "channel"',
    )
  })

  it('needs large sea area borders on the map', () => {
    expectOnly(
      mutate((s) => (s.map.largeSeaAreas[0].border[0] = '3001')),
      'map.largeSeaAreas[0].border[0]',
      'hex "3001" is off the map (column 30 is not in 1–8)',
    )
  })

  it('keeps sea area ids unique across both kinds', () => {
    expectOnly(
      mutate((s) => (s.map.largeSeaAreas[0].id = 'channel')),
      'map.largeSeaAreas[0].id',
      'duplicate sea area id "channel" (also map.seaAreas[0])',
    )
  })

  it('allows one feature entry per hex', () => {
    expectOnly(
      mutate((s) => s.map.features.push({ hex: '0101', neutral: true })),
      'map.features[1].hex',
      'hex 0101 already has an entry (map.features[0])',
    )
  })

  it('keeps bases on land, one per hex', () => {
    expectOnly(
      mutate((s) => (s.bases[2].hex = '0503')),
      'bases[2].hex',
      'hex 0503 is sea; a land base must be on land',
    )
    expectOnly(
      mutate((s) => (s.bases[2].hex = '0105')),
      'bases[2].hex',
      'hex 0105 is off-map; only a NationBox or UK Transfer Hex may be placed there (4.12)',
    )
    expectOnly(
      mutate((s) =>
        s.bases.push({
          id: 'hull-2',
          name: 'Hull 2',
          hex: '0203',
          owner: 'allies',
          components: [{ kind: 'City' }],
        }),
      ),
      'bases[4].hex',
      'hex 0203 already holds base "hull" (bases[0]); list every installation of one hex as components of one base (4.2)',
    )
    expect(
      parseScenario(
        mutate((s) => (s.bases[1] = { ...s.bases[1], hex: '0105', components: [{ kind: 'NationBox' }] })),
      ).ok,
    ).toBe(true)
  })

  it('sends a flotilla only where ships sail, all of it to the same place (navalUnits[].bound)', () => {
    expect(parseScenario(mutate((s) => (s.navalUnits[1].bound = '0703'))).ok).toBe(true) // a coastal hex
    expectOnly(
      mutate((s) => (s.navalUnits[1].bound = '0806')),
      'navalUnits[1].bound',
      'hex 0806 is inland (clear); a ship is bound for a sea or coastal hex',
    )
    expectOnly(
      mutate((s) => (s.navalUnits[1].bound = '0105')),
      'navalUnits[1].bound',
      'hex 0105 is off-map',
    )
    expectOnly(
      mutate(
        (s) => (
          (s.navalUnits[0].flotilla = 'f'),
          (s.navalUnits[1].flotilla = 'f'),
          (s.navalUnits[1].hex = '0401'),
          (s.navalUnits[1].bound = '0703')
        ),
      ),
      'navalUnits[1].bound',
      'is "0703", but its flotilla "f" is bound for nowhere (navalUnits[0]); a flotilla sails together',
    )
  })

  it('keeps naval units at sea, on a coast or in a port', () => {
    expectOnly(
      mutate((s) => (s.navalUnits[1].hex = '0806')),
      'navalUnits[1].hex',
      'hex 0806 is inland (clear); a naval unit at sea must be in a sea or coastal hex',
    )
    expect(parseScenario(mutate((s) => (s.navalUnits[1].hex = '0703'))).ok).toBe(true) // coastal land hex
    expectOnly(
      mutate((s) => ((s.navalUnits[1].hex = '0703'), (s.navalUnits[1].inPort = true))),
      'navalUnits[1].inPort',
      'hex 0703 has no port (no base there with a MinorPort or MajorPort component)',
    )
    expect(
      parseScenario(mutate((s) => ((s.navalUnits[0].hex = '0203'), (s.navalUnits[0].inPort = true)))).ok,
    ).toBe(true)
  })

  it('places naval units by hex or large sea area', () => {
    expectOnly(
      mutate((s) => ((s.navalUnits[1].seaArea = 'atlantic'), delete s.navalUnits[1].hex)),
      'navalUnits[1].seaArea',
      'large sea area "atlantic" does not exist (large sea areas: north-sea)',
    )
    expectOnly(
      mutate((s) => (s.navalUnits[1].seaArea = 'north-sea')),
      'navalUnits[1].seaArea',
      'give either hex or seaArea, not both',
    )
    expectOnly(
      mutate((s) => delete s.navalUnits[1].hex),
      'navalUnits[1]',
      'needs a position: a hex or a seaArea',
    )
    expect(
      parseScenario(mutate((s) => ((s.navalUnits[1].seaArea = 'north-sea'), delete s.navalUnits[1].hex))).ok,
    ).toBe(true)
  })

  it('keeps land units on land', () => {
    expectOnly(
      mutate((s) => (s.landUnits[0].hex = '0401')),
      'landUnits[0].hex',
      'hex 0401 is sea; a land unit must be on a land hex',
    )
  })

  it('checks that named ships are the named types (4.20)', () => {
    expectOnly(
      mutate((s) => (s.navalUnits[0].named = false)),
      'navalUnits[0].named',
      'a CV is a named ship (CV, CVL, BB, CA and Raider are, 4.20): set named to true',
    )
    expectOnly(
      mutate((s) => (s.navalUnits[1].named = true)),
      'navalUnits[1].named',
      'only CV, CVL, BB, CA and Raider are named ships (4.20); this is a DD',
    )
  })
})

describe('cross-checks: chits', () => {
  it('allows a circled (heavy) quality only on type B', () => {
    expectOnly(
      mutate((s) => (s.airUnits[0].front = '4-4[3]')),
      'airUnits[0].front',
      'a circled quality (Heavy Bomber) is only for type B (4.0); this unit is type F',
    )
    expect(parseScenario(mutate((s) => (s.airUnits[1].front = '_12_-20[2]'))).ok).toBe(true)
  })

  it('gives atpPoints to ATPs only, and always to them', () => {
    expectOnly(
      mutate((s) => (s.airUnits[0].atpPoints = 1)),
      'airUnits[0].atpPoints',
      'only ATP units have atpPoints (4.23); this unit is type F',
    )
    expectOnly(
      mutate((s) => delete s.airUnits[5].atpPoints),
      'airUnits[5].atpPoints',
      'is required for an ATP: 1 or 2 points (4.23)',
    )
  })

  it('gives ATPs no combat strength', () => {
    expectOnly(
      mutate((s) => (s.airUnits[5].front = '2-7')),
      'airUnits[5].front',
      'an ATP has no combat strength (4.0, 4.23): write its front as "X-7"',
    )
  })

  it('keeps the back strength at or below the front', () => {
    expectOnly(
      mutate((s) => (s.airUnits[0].back = '5-4/3')),
      'airUnits[0].back',
      'the back (depleted) strength 5 is more than the front strength 4',
    )
  })

  it('refuses the back face of a blank-backed chit', () => {
    expectOnly(
      mutate((s) => (s.airUnits[4].face = 'back')),
      'airUnits[4].face',
      'is "back" but this chit has a blank back (back: null)',
    )
  })
})

describe('cross-checks: basing', () => {
  it('bases only N units on carriers (4.4), besides one ferried single-step F or FB (4.6)', () => {
    expectOnly(
      mutate((s) => (s.airUnits[1].base = 'furious-air')),
      'airUnits[1].base',
      'only N (Naval-Air) units may be based on a carrier (4.4), besides one ferried single-step F or FB (4.6); this unit is type B',
    )
    expectOnly(
      mutate((s) => (s.airUnits[0].base = 'furious-air')),
      'airUnits[0].base',
      'an F on a carrier is ferried, and only a single-step (depleted) unit is ferried (4.6): this one is at full strength (set face "back")',
    )
  })

  it('bases only same-nation N units on a carrier (4.4)', () => {
    expectOnly(
      mutate((s) => (s.airUnits[4].nation = 'us')),
      'airUnits[4].base',
      'carrier "uk-furious" is uk; only N units of the same nation may embark (4.4)',
    )
  })

  it('keeps a carrier within its capacity in strength points (4.4)', () => {
    expectOnly(
      mutate((s) =>
        s.airUnits.push({
          id: 'swordfish-2',
          name: 'Swordfish',
          nation: 'uk',
          type: 'N',
          front: '1-5',
          back: null,
          base: 'furious-air',
        }),
      ),
      'airUnits[6].base',
      'carrier "uk-furious" holds at most 2 strength points of N units (4.4); with this unit it would hold 3',
    )
  })

  it('needs a carrier base to name a real carrier of its own side', () => {
    expect(errorsOf(mutate((s) => (s.bases[3].carrier = 'de-z10')))).toEqual([
      {
        path: 'bases[3].carrier',
        message: 'naval unit "de-z10" belongs to side "axis", not to this base\'s owner "allies"',
      },
      {
        path: 'bases[3].carrier',
        message:
          'naval unit "de-z10" (DD) has no aircraftCapacity on its front, so it is not a carrier (4.4)',
      },
      {
        path: 'airUnits[4].base',
        message: 'carrier "de-z10" is germany; only N units of the same nation may embark (4.4)',
      },
    ])
    const errors = errorsOf(
      mutate(
        (s) => (
          (s.bases[3].carrier = 'de-z10'),
          (s.bases[3].owner = 'axis'),
          (s.airUnits[4].nation = 'germany')
        ),
      ),
    )
    expect(errors[0]).toEqual({
      path: 'bases[3].carrier',
      message: 'naval unit "de-z10" (DD) has no aircraftCapacity on its front, so it is not a carrier (4.4)',
    })
    expectOnly(
      mutate((s) => delete s.bases[3].carrier),
      'bases[3].carrier',
      'is required for a Carrier base: the id of its naval unit',
    )
    expectOnly(
      mutate((s) => (s.bases[3].hex = '0401')),
      'bases[3].hex',
      'a carrier base has no hex: it is wherever its naval unit is (4.4)',
    )
    expectOnly(
      mutate((s) => (s.bases[0].carrier = 'uk-furious')),
      'bases[0].carrier',
      'only a base whose component is a Carrier names a carrier',
    )
    expectOnly(
      mutate((s) => delete s.bases[0].hex),
      'bases[0].hex',
      'is required (only a carrier base has no hex)',
    )
  })

  it('holds only Fighter-class units at a grass airfield (4.3)', () => {
    expectOnly(
      mutate((s) => (s.airUnits[2].type = 'B')),
      'airUnits[2].base',
      'grass airfield "lympne" holds only Fighter-class units (F, FB, N) (4.3); this unit is type B',
    )
  })

  it('never over-stacks a grass airfield (4.3, 4.8)', () => {
    expectOnly(
      mutate((s) => (s.airUnits[0].base = 'lympne')),
      'airUnits[2].base',
      'grass airfield "lympne" already holds 1 air unit; a grass airfield is never over-stacked (4.3, 4.8)',
    )
    expectOnly(
      mutate((s) => s.bases[1].components.push({ kind: 'City' })),
      'bases[1].components',
      'a grass airfield cannot share its hex with a city, a resource or another airbase (4.3)',
    )
    expectOnly(
      mutate((s) => (s.bases[1].components[0].capacity = 2)),
      'bases[1].components[0].capacity',
      'a grass airfield holds exactly 1 air unit (4.3); got 2',
    )
  })

  it('allows over-stacking up to double the capacity, not beyond (4.8)', () => {
    const add = (s: ScenarioData, n: number) => {
      for (let i = 0; i < n; i++)
        s.airUnits.push({
          id: `extra-${i}`,
          name: 'Hurricane',
          nation: 'uk',
          type: 'F',
          front: '3-4/2',
          back: '1-4/2',
          base: 'hull',
        })
    }
    expect(parseScenario(mutate((s) => add(s, 2))).ok).toBe(true) // 4 units at capacity 2
    expectOnly(
      mutate((s) => add(s, 3)),
      'airUnits[8].base',
      'base "hull" has capacity 2: it can hold at most 4 air units even over-stacked (4.8), and this is air unit number 5 placed there',
    )
  })

  it('counts a depleted unit as one chit (T-02)', () => {
    const s = mutate((x) => (x.airUnits[1].face = 'back'))
    const r = parseScenario(s)
    expect(r.ok).toBe(true)
  })

  it('counts all ATP chits at one base as one unit (4.23, T-02)', () => {
    const s = mutate((x) => {
      x.bases[2].components = [{ kind: 'SmallAirbase' }] // capacity 1: double is 2
      x.airUnits.push({
        id: 'ju52-2',
        name: 'Ju-52',
        nation: 'germany',
        type: 'ATP',
        front: 'X-7',
        back: null,
        atpPoints: 1,
        base: 'abbeville',
      })
      x.airUnits.push({
        id: 'ju52-3',
        name: 'Ju-52',
        nation: 'germany',
        type: 'ATP',
        front: 'X-7',
        back: null,
        atpPoints: 1,
        base: 'abbeville',
      })
    })
    expect(parseScenario(s).ok).toBe(true) // Me-109 + (three ATP chits = 1) = 2 ≤ 2
    s.airUnits.push({
      id: 'me109-2',
      name: 'Me-109',
      nation: 'germany',
      type: 'F',
      front: '4-4/3',
      back: '2-4/3',
      base: 'abbeville',
    })
    expect(errorsOf(s)).toEqual([
      {
        path: 'airUnits[8].base',
        message:
          'base "abbeville" has capacity 1: it can hold at most 2 air units even over-stacked (4.8), and this is air unit number 3 placed there',
      },
    ])
  })

  it('holds at most one unit in the UK Transfer Hex (4.1, 4.8)', () => {
    expectOnly(
      mutate((s) => {
        s.bases[0].components = [{ kind: 'UKTransferHex' }]
      }),
      'airUnits[1].base',
      'the UK Transfer Hex "hull" holds at most one air unit (4.1, 4.8)',
    )
  })
})

describe('formatPath', () => {
  it('writes indexes, dotted names and quoted odd keys', () => {
    expect(formatPath(['airUnits', 3, 'base'])).toBe('airUnits[3].base')
    expect(formatPath(['map', 'nations', 'legend', '~'])).toBe('map.nations.legend["~"]')
    expect(formatPath([])).toBe('')
    expect(formatPath([0, 'a'])).toBe('[0].a')
  })
})
