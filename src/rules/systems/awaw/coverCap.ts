// The defending air over a naval force at sea (23.22, 23.24C, 23.33, 23.415): once the enemy's
// strikes are announced, the owner assigns cover and CAP in secret (`cover`); before each strike's
// air combat he says how many of the defenders over the task force engage (`engage`).
import { COVER_RANGE, effectiveCover, extraProblem, MAX_DEFENDERS, shareCover, coverShare } from './cover'
import { setStrike, strikeUnderWay } from './entry'
import { refuse, type AwawProcedure, type Handled, type Step } from './procedure'
import { allDraws, drawSquadrons, drawsProblem, drawWords } from './squadrons'
import { count, takeOff } from './strikeFire'
import type { AwawAction, AwawEvent, AwawPending, AwawState, AwawStrike, Draw } from './types'
import {
  KIND_WORDS,
  available,
  baseOf,
  capMax,
  coverBases,
  dist,
  forceOf,
  nearestAirBase,
  sideName,
  taskForce,
} from './world'

/** The defenders still over a task force: engageable cover by distance, and CAP (23.22A, 23.33). */
export function defendersOver(s: AwawState, tf: string): { cover: number; cap: number } {
  const e = s.entry!
  const c = e.cover
  if (!c) return { cover: 0, cap: 0 }
  const d = nearestAirBase(s, forceOf(s, e.force)!.side, e.hex)
  const lost = c.lost[tf] ?? { cover: 0, cap: 0 }
  return {
    cover: Math.max(0, effectiveCover(c.byTf[tf] ?? 0, d) - lost.cover),
    cap: Math.max(0, (c.cap[tf] ?? 0) - lost.cap),
  }
}

/**
 * The cover and CAP once the strikes are announced (23.24C): the owner's decision when any of his
 * air may fly it, else the log says none can; then, before each strike's air combat, who engages.
 */
export const coverStep: Step = (s, ev) => {
  const e = s.entry
  if (!e?.strikes.length) return null
  const f = forceOf(s, e.force)!
  if (!e.cover && e.strikes[0].engaged === null) {
    const canCover =
      coverBases(s, f.side, e.hex).some((b) => available(s, b.id, 'cover') + available(s, b.id, 'nas') > 0) ||
      e.strikes.some((at) => capMax(s, at.tf) > 0)
    if (canCover)
      return {
        state: s,
        pending: {
          kind: 'cover',
          side: f.side,
          rule: '23.24',
          force: f.id,
          hex: e.hex,
          attacked: e.strikes.map((x) => x.tf),
          prompt: `${sideName(s, f.side)} assigns air cover over ${f.name} in ${e.hex} (cover AAS and land-based NAS within ${COVER_RANGE[s.scenario.theater]} hexes, shared among its task forces, the odd ones to those attacked) and CAP over each task force (at most a third of its carriers' NAS), in secret (23.22, 23.24C, 23.33).`,
        },
      }
    ev.push({
      type: 'noCover',
      text: `${sideName(s, f.side)} has no air to cover ${f.name} in ${e.hex} (23.22, 23.33).`,
      rule: '23.22',
    })
  }
  const strike = strikeUnderWay(s)
  if (!strike) return null
  if (strike.engaged) return engagersStep(s, strike)
  const d = defendersOver(s, strike.tf)
  if (d.cover + d.cap === 0) return { state: setStrike(s, strike.tf, { engaged: { cap: 0, cover: 0 } }) }
  return {
    state: s,
    pending: {
      kind: 'engage',
      side: f.side,
      rule: '23.415',
      tf: strike.tf,
      max: { cap: d.cap, cover: d.cover, total: MAX_DEFENDERS },
      prompt: `${count(strike.from)} squadrons attack ${taskForce(s, strike.tf)!.name}. ${sideName(s, f.side)} may engage them with up to ${d.cap} CAP and ${d.cover} cover squadrons, at most ${MAX_DEFENDERS} in one air combat; any held back are announced now and take no part (23.415A, C).`,
    },
  }
}

/**
 * The attacker's choice of the squadrons that meet the engaged defenders (23.415B): due when he has
 * more than engaged and they differ (more than one base or kind); otherwise those declared first
 * meet them, all alike.
 */
function engagersStep(s: AwawState, strike: AwawStrike): ReturnType<Step> {
  const n = strike.engaged!.cap + strike.engaged!.cover
  if (!n || strike.engagers || strike.defenderResult !== null) return null
  if (count(strike.from) <= n || strike.from.length < 2) return null
  const e = s.entry!
  return {
    state: s,
    pending: {
      kind: 'engagers',
      side: e.attacker,
      rule: '23.415B',
      tf: strike.tf,
      count: n,
      from: strike.from.map((d) => ({ ...d })),
      prompt: `${n} defending squadron${n === 1 ? '' : 's'} engage over ${taskForce(s, strike.tf)!.name}. ${sideName(s, e.attacker)} chooses which ${n} of its ${count(strike.from)} squadrons (${drawWords(s, strike.from)}) meet them: they take the defender's result first, and their Air Nationality DRM is the one of the air combat (23.415B, 23.416A).`,
    },
  }
}

/** Why a choice of engaging squadrons is refused (`from…: got …, expected …`), or null. */
export function engagersProblem(
  s: AwawState,
  from: unknown,
  p: Extract<AwawPending, { kind: 'engagers' }>,
): string | null {
  if (!Array.isArray(from))
    return `from: got ${JSON.stringify(from)}, expected a list of { base, kind, count }`
  const left = new Map(p.from.map((d) => [`${d.base}:${d.kind}`, d.count]))
  for (const [i, d] of (from as Draw[]).entries()) {
    const key = `${d?.base}:${d?.kind}`
    if (!left.has(key))
      return `from[${i}]: got ${JSON.stringify(d)}, expected squadrons of the strike: ${drawWords(s, p.from)}`
    if (!Number.isInteger(d.count) || d.count < 1 || d.count > left.get(key)!)
      return `from[${i}].count: got ${JSON.stringify(d.count)}, expected 1 to the ${left.get(key)} ${KIND_WORDS[d.kind]} from ${baseOf(s, d.base)!.name} in the strike not chosen yet`
    left.set(key, left.get(key)! - d.count)
  }
  const total = count(from as Draw[])
  if (total !== p.count)
    return `from: got ${total} squadrons, expected ${p.count}, as many as the defenders engaged: the attacker may not commit more, nor fewer (23.415B)`
  return null
}

function engagers(
  s: AwawState,
  a: Extract<AwawAction, { type: 'engagers' }>,
  p: Extract<AwawPending, { kind: 'engagers' }>,
): Handled {
  const problem = engagersProblem(s, a.from, p)
  if (problem) return refuse('23.415B', problem)
  const ev: AwawEvent[] = [
    {
      type: 'engagers',
      text: `${sideName(s, p.side)} engages the defenders over ${taskForce(s, p.tf)!.name} with ${drawWords(s, a.from)} (23.415B).`,
      rule: '23.415B',
      side: p.side,
    },
  ]
  return { ok: true, state: setStrike(s, p.tf, { engagers: a.from.map((d) => ({ ...d })) }), events: ev }
}

function cover(
  s: AwawState,
  a: Extract<AwawAction, { type: 'cover' }>,
  p: Extract<AwawPending, { kind: 'cover' }>,
): Handled {
  const e = s.entry!
  const f = forceOf(s, e.force)!
  const range = COVER_RANGE[s.scenario.theater]
  const problem = drawsProblem(
    s,
    'from',
    a.from,
    f.side,
    ['cover', 'nas'],
    (hex) => dist(s, hex, e.hex) <= range,
    `within ${range} hexes of ${e.hex} (${s.scenario.theater}, 23.22)`,
  )
  if (problem) return refuse('23.22', problem)
  const tfs = f.taskForces.map((t) => t.id)
  const total = count(a.from)
  const extra = Array.isArray(a.extra) ? a.extra : []
  const xp = extraProblem(total, tfs, p.attacked, extra)
  if (!Array.isArray(a.extra) || xp)
    return refuse('23.24C', xp ?? `extra: got ${JSON.stringify(a.extra)}, expected a list of task forces`)
  const cap = a.cap && typeof a.cap === 'object' ? a.cap : {}
  for (const [tf, n] of Object.entries(cap)) {
    if (!tfs.includes(tf))
      return refuse(
        '23.31',
        `cap.${tf}: got ${JSON.stringify(tf)}, expected a task force of ${f.name} (CAP flies over its own combat group, 23.31)`,
      )
    if (!Number.isInteger(n) || n < 0 || n > capMax(s, tf))
      return refuse(
        '23.33',
        `cap.${tf}: got ${JSON.stringify(n)}, expected 0 to ${capMax(s, tf)}: at most a third, rounded up, of the ${taskForce(s, tf)!.name}'s carrier NAS fly CAP (CVEs' not counted) (23.33, 23.36)`,
      )
  }
  const ev: AwawEvent[] = []
  const byTf = shareCover(total, tfs, extra)
  const next = drawSquadrons(s, a.from, 'fly air cover (23.131C)', ev, f.side)
  const d = nearestAirBase(s, f.side, e.hex)
  const { num, den } = coverShare(d)
  for (const x of ev) x.privateTo = f.side
  ev.push({
    type: 'cover',
    text: `${sideName(s, f.side)} covers ${f.name} with ${total} squadron${total === 1 ? '' : 's'} (${drawWords(s, a.from) || 'none'}): ${tfs.map((t) => `${taskForce(s, t)!.name} ${byTf[t]}`).join(', ')} (23.24C); the nearest friendly air base is ${d === Infinity ? 'beyond reach' : `${d} hex${d === 1 ? '' : 'es'} away`}, so ${num === den ? 'all' : `${num}/${den}, rounded up,`} may engage (23.22A); CAP ${tfs.map((t) => `${taskForce(s, t)!.name} ${cap[t] ?? 0}`).join(', ')} (23.33).`,
    rule: '23.22A',
    side: f.side,
    privateTo: f.side,
  })
  ev.push({
    type: 'coverSecret',
    text: `${sideName(s, f.side)} has assigned its air cover and CAP over ${f.name}, in secret (23.25A).`,
    rule: '23.24',
    side: f.side,
  })
  const withCover: AwawState = {
    ...next,
    entry: {
      ...e,
      cover: {
        from: a.from.map((x) => ({ ...x })),
        byTf,
        cap: Object.fromEntries(tfs.map((t) => [t, cap[t] ?? 0])),
        lost: {},
        before: {
          bases: Object.fromEntries(
            s.scenario.airBases.filter((b) => b.side === f.side).map((b) => [b.id, s.bases[b.id]]),
          ),
          designated: s.designated[f.side],
        },
      },
    },
  }
  return { ok: true, state: withCover, events: ev }
}

function engage(
  s: AwawState,
  a: Extract<AwawAction, { type: 'engage' }>,
  p: Extract<AwawPending, { kind: 'engage' }>,
): Handled {
  if (!Number.isInteger(a.cap) || a.cap < 0 || a.cap > p.max.cap)
    return refuse(
      '23.415A',
      `cap: got ${JSON.stringify(a.cap)}, expected 0 to ${p.max.cap}, the CAP over ${taskForce(s, p.tf)!.name}`,
    )
  if (!Number.isInteger(a.cover) || a.cover < 0 || a.cover > p.max.cover)
    return refuse(
      '23.22A',
      `cover: got ${JSON.stringify(a.cover)}, expected 0 to ${p.max.cover}, the cover squadrons over ${taskForce(s, p.tf)!.name} that may engage (23.22A)`,
    )
  if (a.cap + a.cover > MAX_DEFENDERS)
    return refuse(
      '23.415A',
      `cap + cover: got ${a.cap + a.cover}, expected at most ${MAX_DEFENDERS}: no more than eight defending squadrons engage in any one air combat (23.415A)`,
    )
  const strikeNow = s.entry!.strikes.find((x) => x.tf === p.tf)!
  const attackers = count(strikeNow.from)
  const n = a.cap + a.cover
  const ev: AwawEvent[] = [
    {
      type: 'engage',
      text: n
        ? `${sideName(s, p.side)} engages with ${n} squadron${n === 1 ? '' : 's'} (${a.cap} CAP, ${a.cover} cover) over ${taskForce(s, p.tf)!.name}; ${Math.min(n, attackers)} attacking squadrons meet them${attackers > n ? ', the attacker choosing which' : ', all of them'} (23.415A–C)${a.cap && !a.cover ? '; CAP alone keeps its favourable DRM (23.415D)' : a.cap ? '; with cover in the combat, CAP loses its DRM (23.415D)' : ''}.`
        : `${sideName(s, p.side)} holds back every defender over ${taskForce(s, p.tf)!.name} (23.415A).`,
      rule: '23.415',
      side: p.side,
    },
  ]
  return { ok: true, state: setStrike(s, p.tf, { engaged: { cap: a.cap, cover: a.cover } }), events: ev }
}

export const coverCap: AwawProcedure = {
  id: 'coverCap',
  decisions: {
    cover: {
      accepts: { cover },
      // Nothing, the full CAP, all the cover in reach, and both (the odd squadrons to those
      // attacked first); every other well-formed split is accepted too.
      legal(s, p) {
        const f = forceOf(s, p.force)!
        const tfs = f.taskForces.map((t) => t.id)
        const all = allDraws(s, coverBases(s, f.side, p.hex), ['cover', 'nas'])
        const total = all.reduce((a, d) => a + d.count, 0)
        const odd = total % tfs.length
        const extra = [...p.attacked, ...tfs.filter((t) => !p.attacked.includes(t))].slice(0, odd)
        const cap = Object.fromEntries(tfs.map((t) => [t, capMax(s, t)]))
        const none = Object.fromEntries(tfs.map((t) => [t, 0]))
        const out: AwawAction[] = [{ type: 'cover', from: [], extra: [], cap: none }]
        if (tfs.some((t) => cap[t] > 0)) out.push({ type: 'cover', from: [], extra: [], cap })
        if (total) {
          out.push({ type: 'cover', from: all, extra, cap: none })
          if (tfs.some((t) => cap[t] > 0)) out.push({ type: 'cover', from: all, extra, cap })
        }
        return out
      },
    },
    engagers: {
      accepts: { engagers },
      // Those declared first, the attack AAS first, the NAS first (no two alike); any other choice of
      // the right number is accepted too.
      legal(_s, p) {
        const orders = [
          p.from,
          [...p.from.filter((d) => d.kind !== 'nas'), ...p.from.filter((d) => d.kind === 'nas')],
          [...p.from.filter((d) => d.kind === 'nas'), ...p.from.filter((d) => d.kind !== 'nas')],
        ]
        const seen = new Set<string>()
        return orders.flatMap((o) => {
          const from = takeOff(o, p.count).taken
          const key = JSON.stringify(from)
          if (seen.has(key)) return []
          seen.add(key)
          return [{ type: 'engagers', from }]
        })
      },
    },
    engage: {
      accepts: { engage },
      legal(_s, p) {
        const out: AwawAction[] = []
        for (let cap = 0; cap <= p.max.cap; cap++)
          for (let cover = 0; cover <= p.max.cover && cap + cover <= p.max.total; cover++)
            out.push({ type: 'engage', cap, cover })
        return out
      },
    },
  },
}
