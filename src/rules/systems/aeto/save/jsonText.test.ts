import { describe, expect, it } from 'vitest'
import { parseJsonText, sizesApart, utf8Length } from './jsonText'

const opts = { what: 'an actions file', maxBytes: 1000, maxDepth: 4 }

describe('parseJsonText', () => {
  it('parses JSON, with or without a byte order mark', () => {
    expect(parseJsonText('[{"type": "pass"}]', opts)).toEqual({ ok: true, json: [{ type: 'pass' }] })
    expect(parseJsonText('\uFEFF[1]', opts)).toEqual({ ok: true, json: [1] })
  })

  it('says what is wrong and where', () => {
    expect(parseJsonText('[1,]', opts)).toEqual({
      ok: false,
      message: 'this is not valid JSON: a value is missing before "]" (trailing comma?) (line 1, column 4)',
    })
    expect(parseJsonText('[[[[[1]]]]]', opts)).toEqual({
      ok: false,
      message: 'the data is nested more than 4 levels deep (line 1, column 5)',
    })
    expect(parseJsonText('x'.repeat(1001), opts)).toEqual({
      ok: false,
      message: 'the file is too large (1,001 bytes); an actions file may be at most 1,000 bytes',
    })
    // 603 characters, but 1,005 bytes of UTF-8
    expect(parseJsonText('"€"'.repeat(201), opts)).toEqual({
      ok: false,
      message: 'the file is too large (1,005 bytes); an actions file may be at most 1,000 bytes',
    })
  })
})

describe('sizesApart', () => {
  it('uses as many decimals as it takes to tell the two sizes apart', () => {
    expect(sizesApart(2 * 1024 ** 3, 24 * 1024 ** 2)).toEqual(['2048.0 MB', '24.0 MB'])
    expect(sizesApart(21_000_000, 20 * 1024 ** 2)).toEqual(['20.03 MB', '20.00 MB'])
    expect(sizesApart(20 * 1024 ** 2 + 1, 20 * 1024 ** 2)).toEqual(['20,971,521 bytes', '20,971,520 bytes'])
  })

  it('utf8Length counts UTF-8 bytes', () => {
    expect(utf8Length('aé€😀')).toBe(1 + 2 + 3 + 4)
  })
})
