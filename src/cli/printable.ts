// Text from files (names, titles, action types, ids, file names) is untrusted: printed raw, a
// newline forges a log line, an ANSI escape drives the terminal and a bidi control reorders
// what the reader sees. Every such character is printed as a visible escape instead.

// C0 controls, DEL, C1 controls, line/paragraph separators, bidi embeddings, overrides and isolates.
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g

/** `s` with every control character written as \uXXXX. */
export function printable(s: string): string {
  return s.replace(UNPRINTABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

/** Lines of text for the terminal: each line made printable, the line breaks kept. */
export function printableLines(text: string): string {
  return text.split('\n').map(printable).join('\n')
}
