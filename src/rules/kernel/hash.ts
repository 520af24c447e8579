// The state hash of every rule system: FNV-1a 64 over the UTF-8 bytes of a canonical JSON (object
// keys sorted, `undefined` fields left out as JSON does). Equal values hash equal whatever order
// their keys were written in; a check against edited files and rules changes, not a cryptographic
// signature. No Node APIs. A system hashes its state without its scenario (save/hash.ts for AETO/APTO).

/** Canonical JSON: like JSON.stringify, with the keys of every object in sorted order. */
export function canonicalJson(value: unknown): string {
  const out: string[] = []
  write(value, out)
  return out.join('')
}

function write(v: unknown, out: string[]): void {
  if (v === null || typeof v === 'boolean') {
    out.push(String(v))
    return
  }
  if (typeof v === 'number') {
    out.push(Number.isFinite(v) ? JSON.stringify(v) : 'null')
    return
  }
  if (typeof v === 'string') {
    out.push(JSON.stringify(v))
    return
  }
  if (Array.isArray(v)) {
    out.push('[')
    for (let i = 0; i < v.length; i++) {
      if (i > 0) out.push(',')
      const x: unknown = v[i]
      if (x === undefined || typeof x === 'function' || typeof x === 'symbol') out.push('null')
      else write(x, out)
    }
    out.push(']')
    return
  }
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>
    const keys = Object.keys(o).sort()
    out.push('{')
    let first = true
    for (const k of keys) {
      const x = o[k]
      if (x === undefined || typeof x === 'function' || typeof x === 'symbol') continue
      if (!first) out.push(',')
      first = false
      out.push(JSON.stringify(k), ':')
      write(x, out)
    }
    out.push('}')
    return
  }
  // bigint, function, symbol, undefined at the top: not JSON.
  out.push('null')
}

/** FNV-1a 64 of the UTF-8 encoding of `text`, as 16 lower-case hex digits. */
export function fnv1a64(text: string): string {
  // The 64-bit hash is kept in four 16-bit limbs, h0 lowest; every product fits a double exactly.
  let h0 = 0x2325
  let h1 = 0x8422
  let h2 = 0x9ce4
  let h3 = 0xcbf2
  const feed = (byte: number) => {
    h0 ^= byte
    // × 0x100000001b3 (the FNV 64-bit prime) = × 0x1b3 + × 2^40, modulo 2^64.
    const t0 = h0 * 0x1b3
    const t1 = h1 * 0x1b3 + (t0 >>> 16)
    const t2 = h2 * 0x1b3 + h0 * 0x100 + (t1 >>> 16)
    const t3 = h3 * 0x1b3 + h1 * 0x100 + (t2 >>> 16)
    h0 = t0 & 0xffff
    h1 = t1 & 0xffff
    h2 = t2 & 0xffff
    h3 = t3 & 0xffff
  }
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i)
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1)
      if (d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00)
        i++
      }
    }
    if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd // a lone surrogate encodes as U+FFFD, as TextEncoder does
    if (c < 0x80) feed(c)
    else if (c < 0x800) {
      feed(0xc0 | (c >> 6))
      feed(0x80 | (c & 0x3f))
    } else if (c < 0x10000) {
      feed(0xe0 | (c >> 12))
      feed(0x80 | ((c >> 6) & 0x3f))
      feed(0x80 | (c & 0x3f))
    } else {
      feed(0xf0 | (c >> 18))
      feed(0x80 | ((c >> 12) & 0x3f))
      feed(0x80 | ((c >> 6) & 0x3f))
      feed(0x80 | (c & 0x3f))
    }
  }
  const hex = (n: number) => n.toString(16).padStart(4, '0')
  return hex(h3) + hex(h2) + hex(h1) + hex(h0)
}

/** The hash of a JSON value: fnv1a64(canonicalJson(value)), 16 lower-case hex digits. */
export function jsonHash(value: unknown): string {
  return fnv1a64(canonicalJson(value))
}
