// A single-pass JSON syntax checker used before JSON.parse. It never recurses, so it cannot
// overflow the stack, and it stops at the first problem with its exact position. It exists
// because JSON.parse (a) can overflow the stack on ~10^5-deep arrays and (b) does not always
// say where the error is (V8: `Unexpected token 'x', "..." is not valid JSON`).

export interface JsonScanProblem {
  kind: 'syntax' | 'depth' | 'duplicate'
  /** 0-based UTF-16 offset into the text. */
  pos: number
  message: string
  /** For a duplicate key: the path of the object that holds it twice ("" for the top level). */
  path?: string
}

export interface JsonScanResult {
  /** Deepest nesting of objects/arrays seen (the top-level object is depth 1). */
  maxDepth: number
  problem: JsonScanProblem | null
}

const OBJ = 1
const ARR = 2

// Parser states.
const S_VALUE = 0 // expecting a value
const S_VALUE_OR_CLOSE = 1 // just after '[': a value or ']'
const S_KEY_OR_CLOSE = 2 // just after '{': a key or '}'
const S_KEY = 3 // after ',' in an object: a key
const S_COLON = 4 // after a key
const S_AFTER = 5 // after a value: ',' or a closer, or the end at top level

const CH_QUOTE = 0x22
const CH_BACKSLASH = 0x5c

function describeChar(code: number): string {
  if (code === 0x0a || code === 0x0d) return 'a line break'
  if (code < 0x20) return `the control character U+${code.toString(16).padStart(4, '0').toUpperCase()}`
  return `"${String.fromCharCode(code)}"`
}

function isWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39
}

function isHex(code: number): boolean {
  return isDigit(code) || (code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66)
}

/**
 * Checks that `text` is exactly one JSON value, nested at most `maxDepth` levels.
 * Runs in O(text.length) with O(depth) memory (depth is capped at maxDepth + 1).
 */
export function scanJsonText(text: string, maxDepth: number): JsonScanResult {
  const n = text.length
  const stack: number[] = []
  // Per level: the keys of an object seen so far and its last key, or an array's item index, so
  // a key given twice is found and its object named (JSON readers disagree on which one counts).
  const keys: (Set<string> | null)[] = []
  const at: (string | number)[] = []
  const pathOf = (levels: number): string => {
    let out = ''
    for (let k = 0; k < levels; k++) {
      const seg = at[k]
      out +=
        typeof seg === 'number'
          ? `[${seg}]`
          : /^[A-Za-z_$][\w$]*$/.test(seg)
            ? `${out ? '.' : ''}${seg}`
            : `[${JSON.stringify(seg)}]`
    }
    return out
  }
  let deepest = 0
  let state = S_VALUE
  let i = 0
  const fail = (kind: JsonScanProblem['kind'], pos: number, message: string): JsonScanResult => ({
    maxDepth: deepest,
    problem: { kind, pos, message },
  })

  for (;;) {
    while (i < n && isWhitespace(text.charCodeAt(i))) i++
    if (i >= n) {
      if (state === S_AFTER && stack.length === 0) return { maxDepth: deepest, problem: null }
      if (stack.length === 0 && state === S_VALUE)
        return fail('syntax', n, 'the file has no JSON data (it is empty)')
      return fail('syntax', n, 'the JSON data ends too early (is the file truncated?)')
    }
    const c = text.charCodeAt(i)
    switch (state) {
      case S_VALUE:
      case S_VALUE_OR_CLOSE: {
        if (c === 0x5d /* ] */) {
          if (state === S_VALUE_OR_CLOSE) {
            stack.pop()
            keys.pop()
            at.pop()
            i++
            state = S_AFTER
            break
          }
          return fail(
            'syntax',
            i,
            stack.length > 0 ? 'a value is missing before "]" (trailing comma?)' : 'unexpected "]"',
          )
        }
        if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
          stack.push(c === 0x7b ? OBJ : ARR)
          keys.push(c === 0x7b ? new Set() : null)
          at.push(c === 0x7b ? '' : 0)
          if (stack.length > deepest) deepest = stack.length
          if (stack.length > maxDepth) {
            return fail('depth', i, `the data is nested more than ${maxDepth} levels deep`)
          }
          i++
          state = c === 0x7b ? S_KEY_OR_CLOSE : S_VALUE_OR_CLOSE
          break
        }
        if (c === CH_QUOTE) {
          const end = scanString(text, i)
          if (typeof end !== 'number') return fail('syntax', end.pos, end.message)
          i = end
          state = S_AFTER
          break
        }
        if (c === 0x2d /* - */ || isDigit(c)) {
          const end = scanNumber(text, i)
          if (typeof end !== 'number') return fail('syntax', end.pos, end.message)
          i = end
          state = S_AFTER
          break
        }
        const lit = text.startsWith('true', i)
          ? 4
          : text.startsWith('null', i)
            ? 4
            : text.startsWith('false', i)
              ? 5
              : 0
        if (lit > 0) {
          i += lit
          state = S_AFTER
          break
        }
        if (c === 0x7d /* } */ && stack[stack.length - 1] === OBJ) {
          return fail('syntax', i, 'a value is missing before "}"')
        }
        if (c === 0x2c /* , */) return fail('syntax', i, 'a value is missing before ","')
        if (c === 0x27 /* ' */)
          return fail('syntax', i, 'strings must use double quotes ("), not single quotes')
        return fail('syntax', i, `unexpected ${describeChar(c)} where a value was expected`)
      }
      case S_KEY_OR_CLOSE:
      case S_KEY: {
        if (c === 0x7d /* } */) {
          if (state === S_KEY_OR_CLOSE) {
            stack.pop()
            keys.pop()
            at.pop()
            i++
            state = S_AFTER
            break
          }
          return fail('syntax', i, 'a property is missing before "}" (trailing comma?)')
        }
        if (c === CH_QUOTE) {
          const end = scanString(text, i)
          if (typeof end !== 'number') return fail('syntax', end.pos, end.message)
          const key = JSON.parse(text.slice(i, end)) as string
          const seen = keys[keys.length - 1]!
          if (seen.has(key)) {
            const where = pathOf(stack.length - 1)
            return {
              maxDepth: deepest,
              problem: {
                kind: 'duplicate',
                pos: i,
                path: where,
                message: `the key "${key}" appears twice in ${where ? 'this object' : 'the top-level object'}; JSON readers disagree on which one counts, so keep only one`,
              },
            }
          }
          seen.add(key)
          at[at.length - 1] = key
          i = end
          state = S_COLON
          break
        }
        return fail('syntax', i, `expected a property name in double quotes, found ${describeChar(c)}`)
      }
      case S_COLON: {
        if (c === 0x3a /* : */) {
          i++
          state = S_VALUE
          break
        }
        return fail('syntax', i, `expected ":" after the property name, found ${describeChar(c)}`)
      }
      case S_AFTER: {
        const top = stack[stack.length - 1]
        if (top === undefined) return fail('syntax', i, 'unexpected text after the end of the JSON data')
        if (c === 0x2c /* , */) {
          i++
          if (top === ARR) at[at.length - 1] = (at[at.length - 1] as number) + 1
          state = top === OBJ ? S_KEY : S_VALUE
          break
        }
        if ((c === 0x7d && top === OBJ) || (c === 0x5d && top === ARR)) {
          stack.pop()
          keys.pop()
          at.pop()
          i++
          state = S_AFTER
          break
        }
        return fail(
          'syntax',
          i,
          top === OBJ
            ? `expected "," or "}" after a property value, found ${describeChar(c)}`
            : `expected "," or "]" after an array item, found ${describeChar(c)}`,
        )
      }
    }
  }
}

/** Returns the index after the closing quote, or a problem. `i` is at the opening quote. */
function scanString(text: string, start: number): number | { pos: number; message: string } {
  const n = text.length
  let i = start + 1
  while (i < n) {
    const c = text.charCodeAt(i)
    if (c === CH_QUOTE) return i + 1
    if (c === CH_BACKSLASH) {
      const e = text.charCodeAt(i + 1)
      if (e === 0x75 /* u */) {
        for (let k = 2; k < 6; k++) {
          if (!isHex(text.charCodeAt(i + k)))
            return { pos: i, message: 'bad "\\u" escape in a string (needs 4 hex digits)' }
        }
        i += 6
        continue
      }
      // " \ / b f n r t
      if (
        e === 0x22 ||
        e === 0x5c ||
        e === 0x2f ||
        e === 0x62 ||
        e === 0x66 ||
        e === 0x6e ||
        e === 0x72 ||
        e === 0x74
      ) {
        i += 2
        continue
      }
      if (i + 1 >= n) break
      return { pos: i, message: `bad escape "\\${String.fromCharCode(e)}" in a string` }
    }
    if (c === 0x0a || c === 0x0d)
      return { pos: i, message: 'a line break inside a string (is a closing quote missing?)' }
    if (c < 0x20) return { pos: i, message: `${describeChar(c)} inside a string (write it as an escape)` }
    i++
  }
  return { pos: n, message: 'the JSON data ends inside a string (is the file truncated?)' }
}

/** Returns the index after the number, or a problem. */
function scanNumber(text: string, start: number): number | { pos: number; message: string } {
  let i = start
  const bad = { pos: start, message: 'malformed number' }
  if (text.charCodeAt(i) === 0x2d) i++
  const first = text.charCodeAt(i)
  if (first === 0x30) {
    i++
    if (isDigit(text.charCodeAt(i))) return { pos: start, message: 'numbers must not have leading zeros' }
  } else if (isDigit(first)) {
    while (isDigit(text.charCodeAt(i))) i++
  } else return bad
  if (text.charCodeAt(i) === 0x2e /* . */) {
    i++
    if (!isDigit(text.charCodeAt(i))) return bad
    while (isDigit(text.charCodeAt(i))) i++
  }
  const e = text.charCodeAt(i)
  if (e === 0x65 || e === 0x45) {
    i++
    const s = text.charCodeAt(i)
    if (s === 0x2b || s === 0x2d) i++
    if (!isDigit(text.charCodeAt(i))) return bad
    while (isDigit(text.charCodeAt(i))) i++
  }
  return i
}

/** 1-based line and column (in UTF-16 units) of a 0-based offset. */
export function lineColumn(text: string, pos: number): { line: number; column: number } {
  const end = Math.max(0, Math.min(pos, text.length))
  let line = 1
  let lineStart = 0
  let nl = text.indexOf('\n')
  while (nl !== -1 && nl < end) {
    line++
    lineStart = nl + 1
    nl = text.indexOf('\n', lineStart)
  }
  return { line, column: end - lineStart + 1 }
}

/**
 * Best-effort position of a JSON.parse SyntaxError, from its message: V8 "at position N",
 * V8 "(line L column C)", Firefox "at line L column C", or "end of JSON input" = the end.
 */
export function positionFromJsonError(text: string, message: string): number | null {
  const pos = /at position (\d+)/.exec(message)
  if (pos) return Number(pos[1])
  const lc = /line (\d+) column (\d+)/.exec(message)
  if (lc) {
    let line = Number(lc[1])
    let at = 0
    while (line > 1) {
      const nl = text.indexOf('\n', at)
      if (nl === -1) break
      at = nl + 1
      line--
    }
    return at + Number(lc[2]) - 1
  }
  if (/end of (JSON input|data)/i.test(message)) return text.length
  return null
}

/** A file's content as read: its bytes (a file on disk, a dropped file) or text already decoded. */
export type FileContent = string | Uint8Array

/**
 * The text of a file's bytes, which must be UTF-8: decoded by a fatal decoder, so a byte that is
 * not UTF-8 is reported with its line and column, while a U+FFFD that the file really contains
 * (typed, or written as \ufffd) is kept as the character it is. Text is returned as it is.
 */
export function decodeUtf8(
  content: FileContent,
  what: string,
): { ok: true; text: string } | { ok: false; message: string } {
  if (!(content instanceof Uint8Array)) return { ok: true, text: content } // (the callers check that text is a string)
  const utf16 = utf16Order(content)
  if (utf16)
    return {
      ok: false,
      message: `this text is saved as UTF-16 (${utf16}); ${what} is a JSON text file saved as UTF-8: save it again as UTF-8`,
    }
  // A NUL byte means a binary file: the parsers say "not a text file" at its place.
  if (content.includes(0)) return { ok: true, text: new TextDecoder('utf-8').decode(content) }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(content) }
  } catch {
    const at = firstInvalidUtf8(content)
    const before = new TextDecoder('utf-8').decode(content.subarray(0, at))
    const { line, column } = lineColumn(
      before.charCodeAt(0) === 0xfeff ? before.slice(1) : before,
      before.length,
    )
    return {
      ok: false,
      message: `this is not valid UTF-8 text: it contains bytes that cannot be decoded (line ${line}, column ${column}); ${what} is a JSON text file saved as UTF-8`,
    }
  }
}

/**
 * The byte order of a UTF-16 text, or null: a UTF-16 byte order mark (FF FE, FE FF), or text whose
 * first characters are ASCII with a NUL byte beside each (what a text editor writes as "Unicode").
 */
function utf16Order(b: Uint8Array): 'little-endian' | 'big-endian' | null {
  if (b.length >= 2 && b[0] === 0xff && b[1] === 0xfe) return 'little-endian'
  if (b.length >= 2 && b[0] === 0xfe && b[1] === 0xff) return 'big-endian'
  const n = Math.min(b.length - (b.length % 2), 64)
  if (n < 4) return null
  let le = true
  let be = true
  for (let i = 0; i < n; i += 2) {
    const ascii = (x: number) => x >= 0x09 && x < 0x80
    if (!(ascii(b[i]) && b[i + 1] === 0)) le = false
    if (!(b[i] === 0 && ascii(b[i + 1]))) be = false
  }
  return le ? 'little-endian' : be ? 'big-endian' : null
}

/** The offset of the first byte that does not begin a valid UTF-8 sequence (the length if none). */
function firstInvalidUtf8(b: Uint8Array): number {
  let i = 0
  while (i < b.length) {
    const c = b[i]
    const n =
      c < 0x80 ? 0 : c >= 0xc2 && c <= 0xdf ? 1 : c >= 0xe0 && c <= 0xef ? 2 : c >= 0xf0 && c <= 0xf4 ? 3 : -1
    if (n < 0 || i + n >= b.length) return i // not a lead byte, or a sequence cut off by the end
    let ok = true
    for (let k = 1; k <= n; k++) if ((b[i + k] & 0xc0) !== 0x80) ok = false
    // Overlong and out-of-range forms (E0 80–9F, ED A0–BF surrogates, F0 80–8F, F4 90+).
    if (ok && n === 2 && ((c === 0xe0 && b[i + 1] < 0xa0) || (c === 0xed && b[i + 1] > 0x9f))) ok = false
    if (ok && n === 3 && ((c === 0xf0 && b[i + 1] < 0x90) || (c === 0xf4 && b[i + 1] > 0x8f))) ok = false
    if (!ok) return i
    i += n + 1
  }
  return b.length
}
