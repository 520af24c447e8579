import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { lineColumn, positionFromJsonError, scanJsonText } from './jsonText'

function jsonParses(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

describe('scanJsonText', () => {
  it('accepts what JSON.stringify writes, and measures its depth', () => {
    expect(scanJsonText('{"a": [1, {"b": null}], "c": "x\\u00e9\\n"}', 64)).toEqual({
      maxDepth: 3,
      problem: null,
    })
    expect(scanJsonText(' 12.5e-3 ', 64)).toEqual({ maxDepth: 0, problem: null })
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), (value) => {
        expect(scanJsonText(JSON.stringify(value, null, 1), 64).problem).toBeNull()
      }),
      { numRuns: 500 },
    )
  })

  it('agrees with JSON.parse on arbitrary text', () => {
    const alphabet = fc.constantFrom(...'{}[]:,"\\ -0123456789.eEtrufalsnx\n'.split(''))
    fc.assert(
      fc.property(
        fc.array(alphabet, { maxLength: 30 }).map((cs) => cs.join('')),
        (text) => {
          expect(scanJsonText(text, 64).problem === null).toBe(jsonParses(text))
        },
      ),
      { numRuns: 3000 },
    )
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 4 }),
        fc.nat(),
        fc.string({ maxLength: 2 }),
        (value, at, insert) => {
          const text = JSON.stringify(value)
          const cut = at % (text.length + 1)
          const broken = text.slice(0, cut) + insert + text.slice(cut)
          expect(scanJsonText(broken, 64).problem === null).toBe(jsonParses(broken))
        },
      ),
      { numRuns: 2000 },
    )
  }, 30_000) // 5,000 random texts: room for a loaded machine

  it('stops at the first level over the limit', () => {
    expect(scanJsonText('[[[1]]]', 2)).toEqual({
      maxDepth: 3,
      problem: { kind: 'depth', pos: 2, message: 'the data is nested more than 2 levels deep' },
    })
  })

  it('names common mistakes', () => {
    expect(scanJsonText("{'a': 1}", 64).problem?.message).toBe(
      'expected a property name in double quotes, found "\'"',
    )
    expect(scanJsonText('{"a": \'x\'}', 64).problem?.message).toBe(
      'strings must use double quotes ("), not single quotes',
    )
    expect(scanJsonText('{"a" 1}', 64).problem).toEqual({
      kind: 'syntax',
      pos: 5,
      message: 'expected ":" after the property name, found "1"',
    })
    expect(scanJsonText('[1 2]', 64).problem?.message).toBe(
      'expected "," or "]" after an array item, found "2"',
    )
    expect(scanJsonText('{"a": 01}', 64).problem?.message).toBe('numbers must not have leading zeros')
    expect(scanJsonText('"a\nb"', 64).problem?.message).toBe(
      'a line break inside a string (is a closing quote missing?)',
    )
    expect(scanJsonText('"\\x"', 64).problem?.message).toBe('bad escape "\\x" in a string')
    expect(scanJsonText('{} {}', 64).problem).toEqual({
      kind: 'syntax',
      pos: 3,
      message: 'unexpected text after the end of the JSON data',
    })
  })
})

describe('lineColumn', () => {
  it('counts lines and columns from 1', () => {
    expect(lineColumn('ab\ncd\n', 0)).toEqual({ line: 1, column: 1 })
    expect(lineColumn('ab\ncd\n', 4)).toEqual({ line: 2, column: 2 })
    expect(lineColumn('ab\ncd\n', 6)).toEqual({ line: 3, column: 1 })
    expect(lineColumn('ab\r\ncd', 5)).toEqual({ line: 2, column: 2 })
  })
})

describe('positionFromJsonError', () => {
  it('reads the position out of engine messages', () => {
    const text = '{\n"a": x}'
    expect(positionFromJsonError(text, "Expected property name or '}' in JSON at position 7")).toBe(7)
    expect(positionFromJsonError(text, 'Unexpected token x in JSON at position 7 (line 2 column 6)')).toBe(7)
    expect(
      positionFromJsonError(text, 'JSON.parse: unexpected character at line 2 column 6 of the JSON data'),
    ).toBe(7)
    expect(positionFromJsonError(text, 'Unexpected end of JSON input')).toBe(text.length)
    expect(positionFromJsonError(text, 'Unexpected token \'x\', "{"a": x}" is not valid JSON')).toBeNull()
  })
})
