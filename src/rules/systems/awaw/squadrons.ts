// Squadrons drawn from their bases and put back (23.131–23.133, 23.24D): the check of a list of
// draws (`path: got …, expected …`), the breaking of AAF into AAS where a role needs more squadrons
// than are ready, the return of survivors, and the words of a list of draws.
import { AAS_PER_AAF } from './airPool'
import type { AwawEvent, AwawState, Draw, SquadronKind } from './types'
import { KIND_WORDS, available, baseOf, sideName } from './world'

/** Totals drawn per base and kind. */
function totals(draws: readonly Draw[]): Map<string, number> {
  const m = new Map<string, number>()
  for (const d of draws) m.set(`${d.base}:${d.kind}`, (m.get(`${d.base}:${d.kind}`) ?? 0) + d.count)
  return m
}

/** Why a list of draws is refused (`path: got …, expected …`), or null. */
export function drawsProblem(
  s: AwawState,
  path: string,
  draws: unknown,
  side: string,
  kinds: readonly SquadronKind[],
  reach: (baseHex: string, baseId: string) => boolean,
  reachWords: string,
): string | null {
  if (!Array.isArray(draws))
    return `${path}: got ${JSON.stringify(draws)}, expected a list of { base, kind, count }`
  for (const [i, d] of (draws as Draw[]).entries()) {
    const p = `${path}[${i}]`
    const b = typeof d?.base === 'string' ? baseOf(s, d.base) : undefined
    if (!b || b.side !== side)
      return `${p}.base: got ${JSON.stringify(d?.base)}, expected an air base of ${sideName(s, side)}`
    if (!kinds.includes(d.kind))
      return `${p}.kind: got ${JSON.stringify(d.kind)}, expected ${kinds.map((k) => JSON.stringify(k)).join(' or ')}`
    if (!Number.isInteger(d.count) || d.count < 1)
      return `${p}.count: got ${JSON.stringify(d.count)}, expected a whole number from 1`
    if (!reach(b.hex, b.id))
      return `${p}.base: got ${JSON.stringify(b.id)} (${b.hex}), expected a base ${reachWords}`
  }
  for (const [key, n] of totals(draws as Draw[])) {
    const [base, kind] = key.split(':') as [string, SquadronKind]
    const has = available(s, base, kind)
    if (n > has)
      return `${path}: got ${n} ${KIND_WORDS[kind]} from ${baseOf(s, base)!.name}, expected at most the ${has} it can put up (its ready squadrons${kind === 'nas' ? '' : ' and one per uninverted AAF, 23.131'})`
  }
  return null
}

/** Takes squadrons off their bases, breaking AAF into AAS where needed (23.131–23.133). */
export function drawSquadrons(
  s: AwawState,
  draws: readonly Draw[],
  why: string,
  ev: AwawEvent[],
  side: string,
): AwawState {
  const bases = { ...s.bases }
  let designated = s.designated[side]
  for (const [key, n] of totals(draws)) {
    const [base, kind] = key.split(':') as [string, SquadronKind]
    let x = bases[base]
    if (kind !== 'nas' && x.ready[kind] < n) {
      const k = n - x.ready[kind]
      x = {
        ...x,
        aaf: x.aaf - k,
        ready: {
          ...x.ready,
          search: x.ready.search + k,
          cover: x.ready.cover + k,
          attack: x.ready.attack + k,
        },
      }
      designated += k
      ev.push({
        type: 'convert',
        text: `${baseOf(s, base)!.name}: ${k} AAF break${k === 1 ? 's' : ''} into ${k * AAS_PER_AAF} AAS (one search, one cover and one attack each) to ${why}; the counter${k === 1 ? ' goes' : 's go'} to the force pool's designated area (23.131–23.133).`,
        rule: '23.131',
        side,
      })
    }
    bases[base] = { ...x, ready: { ...x.ready, [kind]: x.ready[kind] - n } }
  }
  return { ...s, bases, designated: { ...s.designated, [side]: designated } }
}

/** Puts squadrons back on their bases (23.24D: survivors return). */
export function returnSquadrons(s: AwawState, draws: readonly Draw[]): AwawState {
  const bases = { ...s.bases }
  for (const [key, n] of totals(draws)) {
    const [base, kind] = key.split(':') as [string, SquadronKind]
    bases[base] = { ...bases[base], ready: { ...bases[base].ready, [kind]: bases[base].ready[kind] + n } }
  }
  return { ...s, bases }
}

export function drawWords(s: AwawState, draws: readonly Draw[]): string {
  return draws.map((d) => `${d.count} ${KIND_WORDS[d.kind]} from ${baseOf(s, d.base)!.name}`).join(', ')
}

/** Every squadron of the given kinds the bases can put up now, one draw per base and kind. */
export function allDraws(
  s: AwawState,
  bases: readonly { id: string }[],
  kinds: readonly ('attack' | 'cover' | 'nas')[],
): Draw[] {
  return bases.flatMap((b) =>
    kinds.flatMap((kind) => {
      const n = available(s, b.id, kind)
      return n ? [{ base: b.id, kind, count: n }] : []
    }),
  )
}
