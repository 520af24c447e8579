// The titles of the tests in a Vitest or Playwright file, read from its text (no TypeScript
// compiler API is available here: see src/layering.test.ts). Strings, comments, template
// literals and regular expressions are skipped while looking for the calls, so a title or a
// regex that contains a bracket or a quote cannot throw the reading off.

export interface TestTitle {
  /** Repository path of the file, e.g. "src/rules/systems/aeto/engine/interception.test.ts". */
  file: string
  kind: 'describe' | 'test'
  /** The title as written (a template literal's `${…}` stays as written). */
  title: string
  /** Titles of the enclosing describe blocks, outermost first. */
  parents: string[]
  /** Number of tests (it/test calls with a literal title) inside, for a describe; 1 for a test. */
  tests: number
  /** Where the call's arguments start and end in the file (a describe holds the titles between). */
  start: number
  end: number
}

const REGEX_AFTER = new Set('(,=:[!&|?{};+-*%<>~^'.split(''))
const REGEX_AFTER_WORD = /(?:^|[^\w$])(?:return|typeof|case|in|of|new|delete|void|throw|else|do|yield|await)$/

/**
 * The text with everything that is not code blanked: comment, string, template and regex
 * contents become spaces (newlines kept), string and template delimiters stay. Same length.
 */
export function codeOnly(text: string): string {
  const out = text.split('')
  const blank = (i: number) => {
    if (out[i] !== '\n') out[i] = ' '
  }
  // Each entry: the brace depth of a `${…}` being read, to know when it closes back into its template.
  const templateHoles: number[] = []
  let lastCode = '' // the last significant code character, to tell a regex from a division
  let lastWordEnd = 0
  let i = 0
  const n = text.length
  const readTemplate = (): void => {
    // at a template character after `…` or `}`: read until the closing backtick or a `${`
    while (i < n) {
      const c = text[i]
      if (c === '\\') {
        blank(i)
        blank(i + 1)
        i += 2
      } else if (c === '`') {
        i++
        lastCode = '`'
        return
      } else if (c === '$' && text[i + 1] === '{') {
        i += 2
        templateHoles.push(0)
        lastCode = '{'
        return
      } else {
        blank(i)
        i++
      }
    }
  }
  while (i < n) {
    const c = text[i]
    const d = text[i + 1]
    if (c === '/' && d === '/') {
      while (i < n && text[i] !== '\n') blank(i++)
    } else if (c === '/' && d === '*') {
      const end = text.indexOf('*/', i + 2)
      const stop = end < 0 ? n : end + 2
      while (i < stop) blank(i++)
    } else if (c === "'" || c === '"') {
      i++
      while (i < n && text[i] !== c && text[i] !== '\n') {
        if (text[i] === '\\') blank(i++)
        blank(i++)
      }
      i++
      lastCode = c
    } else if (c === '`') {
      i++
      readTemplate()
    } else if (c === '}' && templateHoles.length && templateHoles[templateHoles.length - 1] === 0) {
      templateHoles.pop()
      i++
      readTemplate()
    } else if (c === '/' && (lastCode === '' || REGEX_AFTER.has(lastCode) || REGEX_AFTER_WORD.test(text.slice(Math.max(0, lastWordEnd - 8), lastWordEnd)))) {
      i++
      let inClass = false
      while (i < n && text[i] !== '\n') {
        const r = text[i]
        if (r === '\\') {
          blank(i++)
        } else if (r === '[') inClass = true
        else if (r === ']') inClass = false
        else if (r === '/' && !inClass) break
        blank(i++)
      }
      i++
      lastCode = '/'
    } else {
      if (c === '{' && templateHoles.length) templateHoles[templateHoles.length - 1]++
      if (c === '}' && templateHoles.length) templateHoles[templateHoles.length - 1]--
      if (!/\s/.test(c)) {
        lastCode = /[\w$]/.test(c) ? 'w' : c
        lastWordEnd = i + 1
      }
      i++
    }
  }
  return out.join('')
}

/** Index of the bracket closing the one at `open` in code-only text, or -1. */
function closing(code: string, open: number): number {
  const pairs: Record<string, string> = { '(': ')', '[': ']', '{': '}', '<': '>' }
  const stack: string[] = []
  for (let i = open; i < code.length; i++) {
    const c = code[i]
    if (c === '=' && code[i + 1] === '>') {
      i++ // an arrow is no angle bracket
    } else if (c in pairs && (c !== '<' || stack[stack.length - 1] === '>' || i === open)) stack.push(pairs[c])
    else if (c === stack[stack.length - 1]) {
      stack.pop()
      if (!stack.length) return i
    }
  }
  return -1
}

const CALL = /(?<![\w$.])(describe|it|test)((?:\.(?:describe|skip|only|concurrent|sequential|fails|todo|fixme|fail|serial|parallel))*)(\.each)?\s*/g

/** Every test and describe title of a test file, with its enclosing describes. */
export function testTitles(file: string, text: string): TestTitle[] {
  const code = codeOnly(text)
  const found: { kind: 'describe' | 'test'; title: string; start: number; end: number }[] = []
  for (const m of code.matchAll(CALL)) {
    let at = m.index + m[0].length
    if (m[3]) {
      // .each<…>(table)(title, fn)
      if (code[at] === '<') at = closing(code, at) + 1
      if (code[at] !== '(') continue
      at = closing(code, at) + 1
      while (/\s/.test(code[at] ?? '')) at++
    }
    if (code[at] !== '(') continue
    const open = at
    at++
    while (/\s/.test(code[at] ?? '')) at++
    const quote = code[at]
    if (quote !== "'" && quote !== '"' && quote !== '`') continue
    const literalEnd = code.indexOf(quote, at + 1)
    if (literalEnd < 0) continue
    const title = text.slice(at + 1, literalEnd).replace(/\\(['"`\\])/g, '$1') // \' → '
    const kind = m[1] === 'describe' || m[2].startsWith('.describe') ? 'describe' : 'test'
    found.push({ kind, title, start: open, end: closing(code, open) })
  }
  return found.map((t) => {
    const around = found.filter((o) => o.kind === 'describe' && o.start < t.start && t.start < o.end)
    const inside = found.filter((o) => o.kind === 'test' && t.start < o.start && o.start < t.end)
    return {
      file,
      kind: t.kind,
      title: t.title,
      parents: around.map((o) => o.title),
      tests: t.kind === 'test' ? 1 : inside.length,
      start: t.start,
      end: t.end,
    }
  })
}
