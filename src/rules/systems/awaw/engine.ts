// The procedures of AWAW rule 23 behind `apply`, outside naval combat (23.24, 23.34, 23.415,
// 23.416): the players enter what rules 21–22 decide (a naval force enters a hex; the player turn
// ends); the enemy may strike the force's task forces with land-based air; the owner assigns cover
// and CAP in secret; for each strike he says how many defenders engage; each side reads its air
// combat result off its own Air Combat Table (rule 19 is not in the seed); the losses fall as 23.416
// says. At the end of the player turn the squadrons recombine into AAF (23.141C–23.144).
import { newDice } from '../../kernel/dice'
import { chartAnswerProblem } from '../../kernel/chartLookup'
import type { Applied } from '../../kernel/events'
import type { NewGameOptions } from '../../kernel/registry'
import { AAS_PER_AAF } from './airPool'
import { splitResult } from './charts/airDefenseTable'
import { COVER_RANGE, effectiveCover, extraProblem, MAX_DEFENDERS, shareCover, coverShare } from './cover'
import { recombine, removeAafAt } from './endTurn'
import { hexOf, neighbours } from '../../kernel/hex'
import { airCombatQuestion } from './airCombat'
import { afloat, airDefense, attackTarget, count, takeOff, targetsOf } from './strikeFire'
import {
  type AwawAction,
  type AwawEvent,
  type AwawPending,
  type AwawScenario,
  type AwawState,
  type AwawStrike,
  type Draw,
  type SquadronKind,
} from './types'
import {
  KIND_WORDS,
  available,
  baseOf,
  capMax,
  coverBases,
  dist,
  enemyOf,
  forceOf,
  nearestAirBase,
  sideName,
  strikeBases,
  taskForce,
} from './world'

export function newAwawGame(scenario: AwawScenario, o: NewGameOptions): AwawState {
  const zero = { search: 0, cover: 0, attack: 0, nas: 0 }
  const s: AwawState = {
    scenario,
    dice: newDice(o.seed, o.dice?.length ? 'scripted' : 'seeded', [...(o.dice ?? [])]),
    phasing: scenario.sides[0].id,
    turn: 1,
    bases: Object.fromEntries(
      scenario.airBases.map((b) => [
        b.id,
        {
          aaf: b.aaf,
          aafInverted: b.aafInverted ?? 0,
          ready: { ...zero, nas: b.nas ?? 0 },
          inverted: { ...zero },
        },
      ]),
    ),
    forces: Object.fromEntries(scenario.navalForces.map((f) => [f.id, { hex: f.hex }])),
    carriers: Object.fromEntries(
      scenario.navalForces.flatMap((f) =>
        f.taskForces.flatMap((t) =>
          t.ships.filter((sh) => sh.nas !== undefined).map((sh) => [sh.id, sh.nas!]),
        ),
      ),
    ),
    designated: Object.fromEntries(scenario.sides.map((x) => [x.id, 0])),
    pool: { ...scenario.forcePool },
    ships: {},
    entry: null,
    pending: outsidePending(scenario.sides[0].id, scenario),
  }
  return s
}

function outsidePending(side: string, sc: AwawScenario): AwawPending {
  return {
    kind: 'outside',
    side,
    rule: '23.24',
    prompt: `${sc.sides.find((x) => x.id === side)?.name ?? side}'s player turn. Enter what the naval rules (21–22, not in the rules text Sortie has) decide: a naval force enters the next hex of its path, or the player turn ends.`,
  }
}

const refuse = (rule: string, message: string): Applied<AwawState, AwawEvent> => ({
  ok: false,
  violation: { rule, message },
})

const EXPECTED: Record<AwawPending['kind'], AwawAction['type'][]> = {
  outside: ['enterHex', 'endTurn'],
  strike: ['strike'],
  cover: ['cover'],
  engage: ['engage'],
  chartLookup: ['chart'],
  targets: ['targets'],
  removeAaf: ['removeAaf'],
  over: [],
}

/** Totals drawn per base and kind. */
function totals(draws: readonly Draw[]): Map<string, number> {
  const m = new Map<string, number>()
  for (const d of draws) m.set(`${d.base}:${d.kind}`, (m.get(`${d.base}:${d.kind}`) ?? 0) + d.count)
  return m
}

/** Why a list of draws is refused (`path: got …, expected …`), or null. */
function drawsProblem(
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
function drawSquadrons(
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
function returnSquadrons(s: AwawState, draws: readonly Draw[]): AwawState {
  const bases = { ...s.bases }
  for (const [key, n] of totals(draws)) {
    const [base, kind] = key.split(':') as [string, SquadronKind]
    bases[base] = { ...bases[base], ready: { ...bases[base].ready, [kind]: bases[base].ready[kind] + n } }
  }
  return { ...s, bases }
}

function drawWords(s: AwawState, draws: readonly Draw[]): string {
  return draws.map((d) => `${d.count} ${KIND_WORDS[d.kind]} from ${baseOf(s, d.base)!.name}`).join(', ')
}

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

/** Runs the automatic steps of the hex entry until a player decides. */
function advance(s: AwawState, ev: AwawEvent[]): AwawState {
  const e = s.entry
  if (!e) return { ...s, pending: outsidePending(s.phasing, s.scenario) }
  const defender = forceOf(s, e.force)!.side
  const strike = e.strikes.find((x) => !x.done)
  if (!strike) return finishEntry(s, ev)
  const tfName = taskForce(s, strike.tf)!.name
  if (!strike.engaged) {
    const d = defendersOver(s, strike.tf)
    if (d.cover + d.cap === 0) return setStrike(s, strike.tf, { engaged: { cap: 0, cover: 0 } }, ev, advance)
    return {
      ...s,
      pending: {
        kind: 'engage',
        side: defender,
        rule: '23.415',
        tf: strike.tf,
        max: { cap: d.cap, cover: d.cover, total: MAX_DEFENDERS },
        prompt: `${count(strike.from)} squadrons attack ${tfName}. ${sideName(s, defender)} may engage them with up to ${d.cap} CAP and ${d.cover} cover squadrons, at most ${MAX_DEFENDERS} in one air combat; any held back are announced now and take no part (23.415A, C).`,
      },
    }
  }
  const engaged = strike.engaged.cap + strike.engaged.cover
  if (engaged && strike.defenderResult === null)
    return { ...s, pending: airCombatQuestion(s, strike, defender, 'defender') }
  if (engaged && strike.attackerResult === null)
    return { ...s, pending: airCombatQuestion(s, strike, e.attacker, 'attacker') }
  if (!strike.attacking) return resolveStrike(s, strike, ev)
  const targets = targetsOf(s, strike.tf)
  return {
    ...s,
    pending: {
      kind: 'targets',
      side: e.attacker,
      rule: '23.43',
      tf: strike.tf,
      targets,
      squadrons: count(strike.attacking),
      prompt: `${count(strike.attacking)} squadrons got through to ${tfName}. ${sideName(s, e.attacker)} assigns each to one target: a named ship, or the light ships as one group (${targets.join(', ')}); the assignment cannot be changed (23.43).`,
    },
  }
}

function setStrike(
  s: AwawState,
  tf: string,
  patch: Partial<AwawStrike>,
  ev: AwawEvent[],
  then: (s: AwawState, ev: AwawEvent[]) => AwawState,
): AwawState {
  const e = s.entry!
  return then(
    { ...s, entry: { ...e, strikes: e.strikes.map((x) => (x.tf === tf ? { ...x, ...patch } : x)) } },
    ev,
  )
}

/** The effects of the air combat (23.416), then the strike goes on (its air defence and attack: 23.42–23.44). */
function resolveStrike(s: AwawState, strike: AwawStrike, ev: AwawEvent[]): AwawState {
  const e = s.entry!
  const defender = forceOf(s, e.force)!.side
  const tfName = taskForce(s, strike.tf)!.name
  const attackers = count(strike.from)
  const engaged = strike.engaged!.cap + strike.engaged!.cover
  let next = s
  let from = strike.from
  if (engaged) {
    // A. The defender's result falls on the engaged attackers first, then the others (23.416A).
    const dr = splitResult(strike.defenderResult!)
    const elim = Math.min(attackers, dr.eliminated)
    const abort = Math.min(attackers - elim, dr.aborted)
    const killed = takeOff(from, elim)
    const aborted = takeOff(killed.left, abort)
    from = aborted.left
    next = returnSquadrons(next, aborted.taken)
    ev.push({
      type: 'airCombat',
      text: `The defender's result ${strike.defenderResult}: ${elim} attacking squadron${elim === 1 ? '' : 's'} eliminated, ${abort} aborted; ${count(from)} of the ${attackers} may go on to attack ${tfName}, those that engaged included (23.416A).`,
      rule: '23.416',
    })
    // B. The attacker's result only eliminates; the defender ignores its aborts (23.416B).
    const ar = splitResult(strike.attackerResult!)
    const lost = Math.min(engaged, ar.eliminated)
    const lostCover = Math.min(lost, strike.engaged!.cover)
    const lostCap = lost - lostCover
    const c = next.entry!.cover!
    const was = c.lost[strike.tf] ?? { cover: 0, cap: 0 }
    next = {
      ...next,
      carriers: takeCapLosses(next, strike.tf, lostCap),
      entry: {
        ...next.entry!,
        cover: {
          ...c,
          lost: { ...c.lost, [strike.tf]: { cover: was.cover + lostCover, cap: was.cap + lostCap } },
        },
      },
    }
    ev.push({
      type: 'airCombat',
      text: `The attacker's result ${strike.attackerResult}: ${lost} defending squadron${lost === 1 ? '' : 's'} eliminated (${lostCover} cover, ${lostCap} CAP: 19.6 is not in the seed, so cover squadrons are lost first), the aborts ignored; ${engaged - lost} stay over ${tfName} for later strikes (23.416B).`,
      rule: '23.416',
      side: defender,
    })
  }
  ev.push({
    type: 'strikeGoesOn',
    text: `${count(from)} squadron${count(from) === 1 ? '' : 's'} (${drawWords(next, from) || 'none'}) go on to attack ${tfName}; they may not call the attack off (23.423).`,
    rule: '23.423',
  })
  const ad = airDefense(next, strike.tf, defender, from, ev)
  next = returnSquadrons(ad.state, ad.aborted)
  if (!count(ad.through)) return setStrike(next, strike.tf, { attacking: [], done: true }, ev, advance)
  ev.push({
    type: 'revealed',
    text: `At least one squadron got through: ${sideName(s, e.attacker)} sees what ${tfName} holds: ${afloat(
      next,
      strike.tf,
    )
      .map((sh) => `${sh.name} (${sh.type}, ${sh.factors})`)
      .join(', ')} (23.424).`,
    rule: '23.424',
  })
  return setStrike(next, strike.tf, { attacking: ad.through }, ev, advance)
}

function targets(s: AwawState, a: Extract<AwawAction, { type: 'targets' }>): Applied<AwawState, AwawEvent> {
  const p = s.pending as Extract<AwawPending, { kind: 'targets' }>
  const assign = a.assign && typeof a.assign === 'object' ? a.assign : null
  if (!assign)
    return refuse(
      '23.43',
      `assign: got ${JSON.stringify(a.assign)}, expected { "<target>": squadrons, … } over ${p.targets.join(', ')}`,
    )
  for (const [t, n] of Object.entries(assign)) {
    if (!p.targets.includes(t))
      return refuse(
        '23.43',
        `assign.${t}: got ${JSON.stringify(t)}, expected one of the targets ${p.targets.join(', ')} (a named ship, or the light ships as one group, 23.43A–B)`,
      )
    if (!Number.isInteger(n) || n < 1)
      return refuse('23.43', `assign.${t}: got ${JSON.stringify(n)}, expected a whole number from 1`)
  }
  const total = Object.values(assign).reduce((x, n) => x + n, 0)
  if (total !== p.squadrons)
    return refuse(
      '23.43',
      `assign: got ${total} squadrons, expected the ${p.squadrons} that got through, each at one target (23.43)`,
    )
  const strikeNow = s.entry!.strikes.find((x) => x.tf === p.tf)!
  const ev: AwawEvent[] = [
    {
      type: 'targets',
      text: `${sideName(s, p.side)} assigns its squadrons: ${p.targets
        .filter((t) => assign[t])
        .map((t) => `${assign[t]} at ${t}`)
        .join(', ')} (23.43).`,
      rule: '23.43',
      side: p.side,
    },
  ]
  let next = s
  let left = strikeNow.attacking!
  for (const t of p.targets) {
    if (!assign[t]) continue
    const cut = takeOff(left, assign[t])
    left = cut.left
    next = attackTarget(next, p.tf, t, cut.taken, ev)
  }
  next = returnSquadrons(next, strikeNow.attacking!)
  return { ok: true, state: setStrike(next, p.tf, { done: true }, ev, advance), events: ev }
}

/** CAP losses come off the task force's carriers in their order (19.6 is not in the seed). */
function takeCapLosses(s: AwawState, tf: string, n: number): Record<string, number> {
  const carriers = { ...s.carriers }
  for (const sh of taskForce(s, tf)!.ships) {
    if (!n) break
    if (sh.type === 'CVE' || carriers[sh.id] === undefined) continue
    const t = Math.min(n, carriers[sh.id])
    carriers[sh.id] -= t
    n -= t
  }
  return carriers
}

/** The strikes are over: the cover returns to its bases (23.24D) and the players go on. */
function finishEntry(s: AwawState, ev: AwawEvent[]): AwawState {
  const e = s.entry!
  let next = s
  if (e.cover) {
    // The cover squadrons lost came off the engageable ones; take them off the draws in order.
    const lostCover = Object.values(e.cover.lost).reduce((a, l) => a + l.cover, 0)
    next = returnSquadrons(next, takeOff(e.cover.from, lostCover).left)
  }
  ev.push({
    type: 'hexDone',
    text: `The air fighting over ${e.hex} is over; both sides' surviving squadrons return to their bases and carriers (23.24D, 23.34B).`,
    rule: '23.24D',
  })
  return { ...next, entry: null, pending: outsidePending(next.phasing, next.scenario) }
}

function enterHex(s: AwawState, a: Extract<AwawAction, { type: 'enterHex' }>): Applied<AwawState, AwawEvent> {
  const f = typeof a.force === 'string' ? forceOf(s, a.force) : undefined
  if (!f)
    return refuse(
      '23.24',
      `force: got ${JSON.stringify(a.force)}, expected one of the naval forces ${s.scenario.navalForces.map((x) => JSON.stringify(x.id)).join(', ')}`,
    )
  if (typeof a.hex !== 'string' || !hexOf(a.hex, s.scenario.map))
    return refuse(
      '23.24',
      `hex: got ${JSON.stringify(a.hex)}, expected a hex label on the ${s.scenario.map.cols} × ${s.scenario.map.rows} map`,
    )
  const from = s.forces[f.id].hex
  if (!neighbours(from, s.scenario.map).includes(a.hex))
    return refuse(
      '23.24A',
      `hex: got ${JSON.stringify(a.hex)}, expected a hex next to ${from}: a naval force enters each hex of its path in turn (23.24A)`,
    )
  const enemy = enemyOf(s, f.side)
  const ev: AwawEvent[] = [
    {
      type: 'outside',
      text: `From outside the rules text (naval movement, rules 21–22): ${f.name} enters ${a.hex}.`,
      rule: '23.24A',
      side: f.side,
      outside: true,
    },
  ]
  const next: AwawState = { ...s, forces: { ...s.forces, [f.id]: { hex: a.hex } } }
  const canStrike = strikeBases(next, enemy, a.hex).some(
    (b) => available(next, b.id, 'attack') + available(next, b.id, 'nas') > 0,
  )
  if (!canStrike) {
    ev.push({
      type: 'noStrike',
      text: `No air of ${sideName(s, enemy)} in range of ${a.hex} can attack ships at sea (23.161).`,
      rule: '23.161',
    })
    return { ok: true, state: { ...next, pending: outsidePending(s.phasing, s.scenario) }, events: ev }
  }
  return {
    ok: true,
    state: {
      ...next,
      entry: { force: f.id, hex: a.hex, attacker: enemy, strikes: [], cover: null },
      pending: {
        kind: 'strike',
        side: enemy,
        rule: '23.24',
        force: f.id,
        hex: a.hex,
        prompt: `${f.name} enters ${a.hex}. ${sideName(s, enemy)} may attack its task forces with land-based attack AAS and NAS in range, announcing the size of each attack, or let it pass (23.24, 23.161).`,
      },
    },
    events: ev,
  }
}

function strike(s: AwawState, a: Extract<AwawAction, { type: 'strike' }>): Applied<AwawState, AwawEvent> {
  const e = s.entry!
  const f = forceOf(s, e.force)!
  if (!Array.isArray(a.attacks))
    return refuse('23.24', `attacks: got ${JSON.stringify(a.attacks)}, expected a list of { tf, from }`)
  const ev: AwawEvent[] = []
  if (!a.attacks.length) {
    ev.push({
      type: 'noStrike',
      text: `${sideName(s, e.attacker)} lets ${f.name} pass ${e.hex} unattacked.`,
      rule: '23.24',
      side: e.attacker,
    })
    return { ok: true, state: finishEntry({ ...s, entry: { ...e } }, ev), events: ev }
  }
  const tfs = f.taskForces.map((t) => t.id)
  const seen = new Set<string>()
  for (const [i, at] of a.attacks.entries()) {
    if (!tfs.includes(at?.tf) || seen.has(at.tf))
      return refuse(
        '23.24C',
        `attacks[${i}].tf: got ${JSON.stringify(at?.tf)}, expected a task force of ${f.name} not attacked before in this hex (${tfs.join(', ')})`,
      )
    seen.add(at.tf)
    if (!Array.isArray(at.from) || !at.from.length)
      return refuse(
        '23.24',
        `attacks[${i}].from: got ${JSON.stringify(at.from)}, expected at least one { base, kind, count }`,
      )
  }
  const all = a.attacks.flatMap((x) => x.from)
  const problem = drawsProblem(
    s,
    'attacks[*].from',
    all,
    e.attacker,
    ['attack', 'nas'],
    (hex, id) => baseOf(s, id)!.range !== undefined && dist(s, hex, e.hex) <= baseOf(s, id)!.range!,
    `whose range (the scenario's, rule 17) reaches ${e.hex}`,
  )
  if (problem) return refuse('23.161', problem)
  let next = drawSquadrons(s, all, 'attack ships at sea (23.131E)', ev, e.attacker)
  for (const at of a.attacks)
    ev.push({
      type: 'strike',
      text: `${sideName(s, e.attacker)} attacks ${taskForce(s, at.tf)!.name} in ${e.hex} with ${count(at.from)} squadron${count(at.from) === 1 ? '' : 's'} (${drawWords(s, at.from)}) (23.24C).`,
      rule: '23.24',
      side: e.attacker,
    })
  next = {
    ...next,
    entry: {
      ...e,
      strikes: a.attacks.map((at) => ({
        tf: at.tf,
        from: at.from.map((d) => ({ ...d })),
        engaged: null,
        defenderResult: null,
        attackerResult: null,
        attacking: null,
        done: false,
      })),
    },
  }
  const canCover =
    coverBases(next, f.side, e.hex).some(
      (b) => available(next, b.id, 'cover') + available(next, b.id, 'nas') > 0,
    ) || a.attacks.some((at) => capMax(next, at.tf) > 0)
  if (!canCover) {
    ev.push({
      type: 'noCover',
      text: `${sideName(s, f.side)} has no air to cover ${f.name} in ${e.hex} (23.22, 23.33).`,
      rule: '23.22',
    })
    return { ok: true, state: advance(next, ev), events: ev }
  }
  return {
    ok: true,
    state: {
      ...next,
      pending: {
        kind: 'cover',
        side: f.side,
        rule: '23.24',
        force: f.id,
        hex: e.hex,
        attacked: a.attacks.map((x) => x.tf),
        prompt: `${sideName(s, f.side)} assigns air cover over ${f.name} in ${e.hex} (cover AAS and land-based NAS within ${COVER_RANGE[s.scenario.theater]} hexes, shared among its task forces, the odd ones to those attacked) and CAP over each task force (at most a third of its carriers' NAS), in secret (23.22, 23.24C, 23.33).`,
      },
    },
    events: ev,
  }
}

function cover(s: AwawState, a: Extract<AwawAction, { type: 'cover' }>): Applied<AwawState, AwawEvent> {
  const e = s.entry!
  const f = forceOf(s, e.force)!
  const p = s.pending as Extract<AwawPending, { kind: 'cover' }>
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
  return { ok: true, state: advance(withCover, ev), events: ev }
}

function engage(s: AwawState, a: Extract<AwawAction, { type: 'engage' }>): Applied<AwawState, AwawEvent> {
  const p = s.pending as Extract<AwawPending, { kind: 'engage' }>
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
  return {
    ok: true,
    state: setStrike(s, p.tf, { engaged: { cap: a.cap, cover: a.cover } }, ev, advance),
    events: ev,
  }
}

function chart(s: AwawState, a: Extract<AwawAction, { type: 'chart' }>): Applied<AwawState, AwawEvent> {
  const p = s.pending as Extract<AwawPending, { kind: 'chartLookup' }>
  const problem = chartAnswerProblem(p.chart, a.result)
  if (problem) return refuse(p.chart.rule, problem)
  const e = s.entry!
  const strikeNow = e.strikes.find((x) => !x.done)!
  const who = p.side === e.attacker ? 'attacker' : 'defender'
  const ev: AwawEvent[] = [
    {
      type: 'airCombatResult',
      text: `${sideName(s, p.side)}'s air combat result, from their own chart: ${a.result} (23.411A, rule 19).`,
      rule: '23.416',
      side: p.side,
    },
  ]
  return {
    ok: true,
    state: setStrike(
      s,
      strikeNow.tf,
      who === 'defender' ? { defenderResult: a.result } : { attackerResult: a.result },
      ev,
      advance,
    ),
    events: ev,
  }
}

function endTurn(s: AwawState): Applied<AwawState, AwawEvent> {
  const ev: AwawEvent[] = [
    {
      type: 'outside',
      text: `From outside the rules text: ${sideName(s, s.phasing)}'s player turn ends; every side's remaining AAS convert back into AAF (23.141C).`,
      rule: '23.141C',
      side: s.phasing,
      outside: true,
    },
  ]
  return {
    ok: true,
    state: recombineSides(
      s,
      s.scenario.sides.map((x) => x.id),
      ev,
    ),
    events: ev,
  }
}

/** Recombines the sides in order; stops for an owner's removal of excess AAF (23.142C). */
function recombineSides(s: AwawState, sides: string[], ev: AwawEvent[]): AwawState {
  for (const [i, side] of sides.entries()) {
    const r = recombine(s, side, ev)
    s = r.state
    if (r.excess) return removalPending(s, side, r.excess, r.choices, sides.slice(i + 1))
  }
  const next = enemyOf(s, s.phasing)
  return { ...s, phasing: next, turn: s.turn + 1, pending: outsidePending(next, s.scenario) }
}

function removalPending(
  s: AwawState,
  side: string,
  excess: number,
  choices: string[],
  rest: string[],
): AwawState {
  return {
    ...s,
    pending: {
      kind: 'removeAaf',
      side,
      rule: '23.142C',
      excess,
      choices,
      prompt: `${sideName(s, side)} has ${excess} AAF more than its force pool allows: remove one from a base of your choice (23.142C, 23.143). Still to recombine after: ${rest.map((x) => sideName(s, x)).join(', ') || 'no one'}.`,
    },
  }
}

function removeAaf(
  s: AwawState,
  a: Extract<AwawAction, { type: 'removeAaf' }>,
): Applied<AwawState, AwawEvent> {
  const p = s.pending as Extract<AwawPending, { kind: 'removeAaf' }>
  if (!p.choices.includes(a.base))
    return refuse(
      '23.142C',
      `base: got ${JSON.stringify(a.base)}, expected one of ${p.choices.map((c) => JSON.stringify(c)).join(', ')}, the bases where AAF were re-formed`,
    )
  const ev: AwawEvent[] = [
    {
      type: 'removeAaf',
      text: `${sideName(s, p.side)} removes one AAF from ${baseOf(s, a.base)!.name}, above the force pool (23.142C).`,
      rule: '23.142C',
      side: p.side,
    },
  ]
  let next = removeAafAt(s, a.base)
  const left = p.excess - 1
  const rest = s.scenario.sides.map((x) => x.id).slice(s.scenario.sides.findIndex((x) => x.id === p.side) + 1)
  if (left) {
    const choices = p.choices.filter((c) => next.bases[c].aaf + next.bases[c].aafInverted > 0)
    return { ok: true, state: removalPending(next, p.side, left, choices, rest), events: ev }
  }
  next = recombineSides(next, rest, ev)
  return { ok: true, state: next, events: ev }
}

export function applyAwaw(s: AwawState, a: AwawAction): Applied<AwawState, AwawEvent> {
  const kind = s.pending.kind
  if (!a || typeof a !== 'object' || !EXPECTED[kind].includes(a.type))
    return refuse(
      s.pending.rule,
      `type: got ${JSON.stringify((a as { type?: unknown })?.type)}, expected ${EXPECTED[kind].map((t) => JSON.stringify(t)).join(' or ') || 'nothing: the game is over'} (${s.pending.prompt})`,
    )
  switch (a.type) {
    case 'enterHex':
      return enterHex(s, a)
    case 'endTurn':
      return endTurn(s)
    case 'strike':
      return strike(s, a)
    case 'cover':
      return cover(s, a)
    case 'engage':
      return engage(s, a)
    case 'chart':
      return chart(s, a)
    case 'targets':
      return targets(s, a)
    case 'removeAaf':
      return removeAaf(s, a)
  }
}
