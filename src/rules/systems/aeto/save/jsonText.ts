// Reading a JSON text file safely (saves, action scripts): size, binary content, syntax and
// nesting depth are checked before JSON.parse, so a hostile or broken file gives one plain
// message with its line and column, never an exception, a stack overflow or a hang.
// No Node APIs: the browser uses it too.
import {
  decodeUtf8,
  lineColumn,
  positionFromJsonError,
  scanJsonText,
  type FileContent,
} from '../scenario/jsonText'

export interface JsonTextOptions {
  /** What the file is, for messages: "a save file", "an actions file". */
  what: string
  /** Largest accepted text, in bytes of UTF-8. */
  maxBytes: number
  /** Deepest accepted nesting of objects/arrays. */
  maxDepth: number
}

/** `path`: where in the data the problem is, when it is inside it (a key given twice). */
export type JsonTextResult = { ok: true; json: unknown } | { ok: false; message: string; path?: string }

/** Two sizes in MB with enough decimals to tell them apart (in bytes if MB cannot). */
export function sizesApart(size: number, max: number): [string, string] {
  for (let d = 1; d <= 3; d++) {
    const a = (size / (1024 * 1024)).toFixed(d)
    const b = (max / (1024 * 1024)).toFixed(d)
    if (a !== b) return [`${a} MB`, `${b} MB`]
  }
  return [`${size.toLocaleString('en')} bytes`, `${max.toLocaleString('en')} bytes`]
}

export function tooLargeMessage(what: string, size: number, max: number): string {
  const [a, b] = sizesApart(size, max)
  return `the file is too large (${a}); ${what} may be at most ${b}`
}

/** Bytes of the UTF-8 encoding of `s`, without allocating it. */
export function utf8Length(s: string): number {
  let bytes = 0
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c < 0x80) bytes += 1
    else if (c < 0x800) bytes += 2
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      bytes += 4
      i++
    } else bytes += 3
  }
  return bytes
}

/** Parses JSON text after the safety checks. Never throws. */
export function parseJsonText(content: FileContent, opts: JsonTextOptions): JsonTextResult {
  try {
    if (content instanceof Uint8Array && content.length > opts.maxBytes)
      return { ok: false, message: tooLargeMessage(opts.what, content.length, opts.maxBytes) }
    const decoded = decodeUtf8(content, opts.what)
    if (!decoded.ok) return { ok: false, message: decoded.message }
    const text: unknown = decoded.text
    if (typeof text !== 'string') return { ok: false, message: `${opts.what} must be text` }
    if (text.length > opts.maxBytes)
      return { ok: false, message: tooLargeMessage(opts.what, text.length, opts.maxBytes) }
    const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
    const nul = body.indexOf('\u0000')
    if (nul !== -1) {
      const { line, column } = lineColumn(body, nul)
      return {
        ok: false,
        message: `this is not a text file: it contains a NUL byte (line ${line}, column ${column}); ${opts.what} is a JSON text file`,
      }
    }
    const bytes = utf8Length(body)
    if (bytes > opts.maxBytes) return { ok: false, message: tooLargeMessage(opts.what, bytes, opts.maxBytes) }
    const scan = scanJsonText(body, opts.maxDepth)
    if (scan.problem) {
      const { line, column } = lineColumn(body, scan.problem.pos)
      if (scan.problem.kind === 'duplicate')
        return {
          ok: false,
          path: scan.problem.path ?? '',
          message: `${scan.problem.message} (line ${line}, column ${column})`,
        }
      if (scan.problem.kind === 'depth')
        return {
          ok: false,
          message: `the data is nested more than ${opts.maxDepth} levels deep (line ${line}, column ${column})`,
        }
      return {
        ok: false,
        message: `this is not valid JSON: ${scan.problem.message} (line ${line}, column ${column})`,
      }
    }
    try {
      return { ok: true, json: JSON.parse(body) }
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e)
      const pos = positionFromJsonError(body, message)
      const where =
        pos === null ? '' : (({ line, column }) => ` (line ${line}, column ${column})`)(lineColumn(body, pos))
      return { ok: false, message: `this is not valid JSON: ${message}${where}` }
    }
  } catch (e) {
    return {
      ok: false,
      message: `${opts.what} could not be read (${(e instanceof Error ? e.message : String(e)).slice(0, 200)})`,
    }
  }
}
