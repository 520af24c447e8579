// A stable fingerprint of a game state: FNV-1a 64 over the UTF-8 bytes of a canonical JSON of
// the state without its scenario (object keys sorted, `undefined` fields left out as JSON does).
// Equal states hash equal whatever order their keys were written in; it is a check against
// edited files and rules changes, not a cryptographic signature. No Node APIs.
import type { MissionChoice, GameState } from '../types'
import { SAVE_VERSION } from './schema'

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

/** The state without its (large, unchanging) scenario. */
export function stateWithoutScenario(state: GameState): Omit<GameState, 'scenario'> {
  const { scenario: _scenario, ...rest } = state
  return rest
}

/**
 * What a save of an older version hashed: the state as that version kept it. Each entry removes
 * the state fields added since; a save keeps its hash checked exactly, old and new.
 * Adding a state field means: bump SAVE_VERSION, add a migration (migrate.ts) and an entry here.
 */
export const HASH_VIEWS: readonly {
  before: number
  what: string
  view(state: Omit<GameState, 'scenario'>): unknown
}[] = [
  {
    before: 5,
    what: 'a plan decision where sea reconnaissance and air-naval attacks were always greyed out, "not flown yet", and no reconnaissance targets were listed',
    view: (s) => {
      if (s.pending.kind !== 'plan' || !s.pending.missions) return s
      const air = s.offensivePhase?.current?.kind === 'air' ? s.offensivePhase.current : null
      const v4 = (m: MissionChoice): MissionChoice => {
        if (m.rule === '4.22') return m // a Land Offensive's reason came first, then as now
        if (m.kind === 'seaRecon')
          return air
            ? {
                kind: m.kind,
                name: 'Sea reconnaissance',
                rule: '4.25',
                available: false,
                reason:
                  'An Air Offensive flies only bombing of installations, Change Base, air transport and air-naval attacks (4.25).',
              }
            : {
                kind: m.kind,
                name: 'Sea reconnaissance',
                rule: '4.10',
                available: false,
                reason: 'Sortie does not fly sea reconnaissance yet.',
              }
        if (m.kind === 'airNaval')
          return air && air.missions.length >= 2
            ? {
                kind: m.kind,
                name: 'Air-naval attack',
                rule: '4.25',
                available: false,
                reason: 'This Air Offensive has launched its two missions (4.25).',
              }
            : {
                kind: m.kind,
                name: 'Air-naval attack',
                rule: '4.15, 4.20',
                available: false,
                reason: 'Sortie does not fly air-naval attacks on ships yet.',
              }
        return m
      }
      const { recon: _r, ...pending } = s.pending
      return { ...s, pending: { ...pending, missions: s.pending.missions.map(v4) } }
    },
  },
  {
    before: 4,
    what: 'an Offensive decision whose Land Offensive was always greyed out, "not played yet"',
    view: (s) => {
      if (s.pending.kind !== 'offensive') return s
      const options = s.pending.options.map((o) =>
        o.kind === 'land' && (o.available || o.reason?.endsWith('(Part 5).'))
          ? {
              kind: o.kind,
              name: o.name,
              rule: o.rule,
              available: false,
              reason: 'Sortie does not play Land Offensives (and their ground support) yet.',
            }
          : o,
      )
      return { ...s, pending: { ...s.pending, options } }
    },
  },
  {
    before: 3,
    what: 'a plan decision without the list of mission kinds (missions)',
    view: (s) => {
      if (s.pending.kind !== 'plan') return s
      const { missions: _m, ...pending } = s.pending
      return { ...s, pending }
    },
  },
  {
    before: 2,
    what: 'engagements without the sides whose cancellation was refused (cancelRefused)',
    view: (s) => ({
      ...s,
      engagements: Object.fromEntries(
        Object.entries(s.engagements).map(([id, e]) => {
          const { cancelRefused: _r, ...rest } = e
          return [id, rest]
        }),
      ),
    }),
  },
]

/**
 * A stable hash of the state (scenario excluded): equal states give equal hashes. `version` is
 * the save format version whose hash is wanted (default: this one).
 */
export function stateHash(state: GameState, version: number = SAVE_VERSION): string {
  let s: unknown = stateWithoutScenario(state)
  for (const v of HASH_VIEWS) if (version < v.before) s = v.view(s as Omit<GameState, 'scenario'>)
  return fnv1a64(canonicalJson(s))
}
