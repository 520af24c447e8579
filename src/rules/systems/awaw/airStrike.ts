// The strike on a naval force at sea (23.24, 23.41–23.44): the enemy's sortie in the hex the force
// entered (`strike`: its attacks, each on one task force, or none); each side's air combat result
// read off its own chart (`chartLookup`, rule 19 is not in the seed); the effects of the air combat
// (23.416); the air defence roll (23.42); the targets (`targets`, 23.43) and the Naval Attack Table
// (23.44); and, when every strike is over, the survivors' return (23.24D).
import { chartAnswerProblem } from '../../kernel/chartLookup'
import { airCombatQuestion } from './airCombat'
import { ACT_OUTCOMES } from './charts/airCombatTable'
import { splitResult } from './charts/airDefenseTable'
import { setStrike, strikeUnderWay } from './entry'
import { refuse, type AwawProcedure, type Handled, type Step } from './procedure'
import { allDraws, drawSquadrons, drawsProblem, drawWords, returnSquadrons } from './squadrons'
import { afloat, airDefense, airDefenseRolls, attackTarget, count, takeOff, targetsOf } from './strikeFire'
import { enteredFaces, FACES_PER_ROLL, facesProblem, rollDue, takeFaces, withFaces } from './strikeDice'
import type { AwawAction, AwawEvent, AwawPending, AwawState, AwawStrike, Draw } from './types'
import { baseOf, dist, forceOf, sideName, strikeBases, taskForce } from './world'

/** The sortie offered in the hex a naval force entered (23.24, 23.161). */
export const sortieStep: Step = (s) => {
  const e = s.entry
  if (!e || e.strikes.length) return null
  const f = forceOf(s, e.force)!
  return {
    state: s,
    pending: {
      kind: 'strike',
      side: e.attacker,
      rule: '23.24',
      force: f.id,
      hex: e.hex,
      prompt: `${f.name} enters ${e.hex}. ${sideName(s, e.attacker)} may attack its task forces with land-based attack AAS and NAS in range, announcing the size of each attack, or let it pass (23.24, 23.161).`,
    },
  }
}

/**
 * The strike under way once its defenders engaged (coverCap.ts): the two air combat results, the
 * effects of the air combat and the air defence roll, then the targets; when every strike is over,
 * the hex is done.
 */
export const strikeStep: Step = (s, ev) => {
  const e = s.entry
  if (!e?.strikes.length) return null
  const strike = strikeUnderWay(s)
  if (!strike) return { state: finishEntry(s, ev) }
  if (!strike.engaged) return null
  const defender = forceOf(s, e.force)!.side
  const engaged = strike.engaged.cap + strike.engaged.cover
  if (engaged && strike.defenderResult === null)
    return { state: s, pending: airCombatQuestion(s, strike, defender, 'defender') }
  if (engaged && strike.attackerResult === null)
    return { state: s, pending: airCombatQuestion(s, strike, e.attacker, 'attacker') }
  if (!strike.attacking) {
    const going = goingOn(strike)
    const roll =
      airDefenseRolls(s, strike.tf, defender, going) &&
      rollDue(s, FACES_PER_ROLL, defender, `the air defence of ${taskForce(s, strike.tf)!.name}`, '23.42')
    if (roll) return { state: s, pending: roll }
    return { state: resolveStrike(s, strike, ev) }
  }
  if (strike.assign) {
    const aimed = Object.keys(strike.assign)
    const next = aimed[Math.floor(enteredFaces(s).length / FACES_PER_ROLL)]
    const roll =
      next !== undefined &&
      rollDue(
        s,
        aimed.length * FACES_PER_ROLL,
        e.attacker,
        `the air attack on ${targetWords(s, strike.tf, next)}`,
        '23.44',
      )
    if (roll) return { state: s, pending: roll }
    return { state: attackTargets(s, strike, ev) }
  }
  const targets = targetsOf(s, strike.tf)
  if (!targets.length) {
    ev.push({
      type: 'noTarget',
      text: `Nothing is left in ${taskForce(s, strike.tf)!.name} to attack; the squadrons return (23.43, 23.24D).`,
      rule: '23.43',
    })
    return { state: setStrike(returnSquadrons(s, strike.attacking), strike.tf, { done: true }) }
  }
  return {
    state: s,
    pending: {
      kind: 'targets',
      side: e.attacker,
      rule: '23.43',
      tf: strike.tf,
      targets,
      squadrons: count(strike.attacking),
      prompt: `${count(strike.attacking)} squadrons got through to ${taskForce(s, strike.tf)!.name}. ${sideName(s, e.attacker)} assigns each to one target: a named ship, or the light ships as one group (${targets.join(', ')}); the assignment cannot be changed (23.43).`,
    },
  }
}

/** The attackers left to go on after the air combat (23.416A): the defender's eliminations, then its aborts. */
export function goingOn(strike: AwawStrike): number {
  const attackers = count(strike.from)
  const engaged = strike.engaged!.cap + strike.engaged!.cover
  if (!engaged) return attackers
  const dr = splitResult(strike.defenderResult!)
  const elim = Math.min(attackers, dr.eliminated)
  return attackers - elim - Math.min(attackers - elim, dr.aborted)
}

/** The draws of `all` less those of `some` (the same base and kind), in the order of `all`. */
function without(all: readonly Draw[], some: readonly Draw[]): Draw[] {
  const less = new Map<string, number>()
  for (const d of some) less.set(`${d.base}:${d.kind}`, (less.get(`${d.base}:${d.kind}`) ?? 0) + d.count)
  return all.flatMap((d) => {
    const key = `${d.base}:${d.kind}`
    const cut = Math.min(d.count, less.get(key) ?? 0)
    less.set(key, (less.get(key) ?? 0) - cut)
    return d.count - cut ? [{ ...d, count: d.count - cut }] : []
  })
}

/** A target in words: the named ship, or the light ships of the task force. */
function targetWords(s: AwawState, tf: string, target: string): string {
  const ship = taskForce(s, tf)!.ships.find((x) => x.id === target)
  return ship ? ship.name : `the light ships of ${taskForce(s, tf)!.name}`
}

/** The effects of the air combat (23.416), then the strike goes on (its air defence and attack: 23.42–23.44). */
function resolveStrike(s: AwawState, strike: AwawStrike, ev: AwawEvent[]): AwawState {
  const e = s.entry!
  const defender = forceOf(s, e.force)!.side
  const tfName = taskForce(s, strike.tf)!.name
  const attackers = count(strike.from)
  const engaged = strike.engaged!.cap + strike.engaged!.cover
  let next = s
  // The squadrons that met the defenders take their result first (23.416A); in the order declared
  // when the attacker had no choice to make.
  let from = strike.engagers ? [...strike.engagers, ...without(strike.from, strike.engagers)] : strike.from
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
  const rolls = airDefenseRolls(next, strike.tf, defender, count(from))
  const dice = rolls ? takeFaces(next, FACES_PER_ROLL) : { state: next, faces: [] }
  const ad = airDefense(dice.state, strike.tf, defender, from, ev, dice.faces)
  next = returnSquadrons(dice.state, ad.aborted)
  if (!count(ad.through)) return setStrike(next, strike.tf, { attacking: [], done: true })
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
  return setStrike(next, strike.tf, { attacking: ad.through })
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
  return { ...next, entry: null }
}

function strike(s: AwawState, a: Extract<AwawAction, { type: 'strike' }>): Handled {
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
    return { ok: true, state: finishEntry(s, ev), events: ev }
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
  const next = drawSquadrons(s, all, 'attack ships at sea (23.131E)', ev, e.attacker)
  for (const at of a.attacks)
    ev.push({
      type: 'strike',
      text: `${sideName(s, e.attacker)} attacks ${taskForce(s, at.tf)!.name} in ${e.hex} with ${count(at.from)} squadron${count(at.from) === 1 ? '' : 's'} (${drawWords(s, at.from)}) (23.24C).`,
      rule: '23.24',
      side: e.attacker,
    })
  // The cover and CAP against them are the defender's next decision (coverCap.ts).
  return {
    ok: true,
    state: {
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
    },
    events: ev,
  }
}

function chart(
  s: AwawState,
  a: Extract<AwawAction, { type: 'chart' }>,
  p: Extract<AwawPending, { kind: 'chartLookup' }>,
): Handled {
  const problem = chartAnswerProblem(p.chart, a.result)
  if (problem) return refuse(p.chart.rule, problem)
  const e = s.entry!
  const strikeNow = strikeUnderWay(s)!
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
    ),
    events: ev,
  }
}

function targets(
  s: AwawState,
  a: Extract<AwawAction, { type: 'targets' }>,
  p: Extract<AwawPending, { kind: 'targets' }>,
): Handled {
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
  // The attack rolls follow, one per target (attackTargets).
  const aimed = Object.fromEntries(p.targets.filter((t) => assign[t]).map((t) => [t, assign[t]]))
  return { ok: true, state: setStrike(s, p.tf, { assign: aimed }), events: ev }
}

/** One attack roll per target, in the order of the targets, then the survivors go home (23.44, 23.24D). */
function attackTargets(s: AwawState, strike: AwawStrike, ev: AwawEvent[]): AwawState {
  let next = s
  let left = strike.attacking!
  for (const [t, n] of Object.entries(strike.assign!)) {
    const cut = takeOff(left, n)
    left = cut.left
    const dice = takeFaces(next, FACES_PER_ROLL)
    next = attackTarget(dice.state, strike.tf, t, cut.taken, ev, dice.faces)
  }
  next = returnSquadrons(next, strike.attacking!)
  // Named ships this strike damaged: their owner says whether they stay (damagedShips.ts).
  const damaged = Object.keys(strike.assign!).filter(
    (t) => next.ships[t]?.damaged && !next.ships[t].sunk && !s.ships[t]?.damaged,
  )
  if (damaged.length) next = { ...next, entry: { ...next.entry!, damaged } }
  return setStrike(next, strike.tf, { done: true })
}

export const airStrike: AwawProcedure = {
  id: 'airStrike',
  decisions: {
    strike: {
      accepts: { strike: (s, a) => strike(s, a) },
      // Letting the force pass, and every squadron in reach against each task force; every other
      // well-formed split is accepted too.
      legal(s, p) {
        const all = allDraws(s, strikeBases(s, s.entry!.attacker, p.hex), ['attack', 'nas'])
        const tfs = forceOf(s, p.force)!.taskForces.map((t) => t.id)
        return [
          { type: 'strike', attacks: [] },
          ...(all.length
            ? tfs.map((tf): AwawAction => ({ type: 'strike', attacks: [{ tf, from: all }] }))
            : []),
        ]
      },
    },
    chartLookup: {
      accepts: { chart },
      legal: () => ACT_OUTCOMES.map((result) => ({ type: 'chart', result })),
    },
    roll: {
      accepts: {
        roll(s, a, p) {
          const problem = facesProblem(a.values, p)
          if (problem) return refuse(p.rule, problem)
          const r = withFaces(s, a.values, p)
          return { ok: true, state: r.state, events: [r.event] }
        },
      },
      // Every throw of the two dice.
      legal: () =>
        [1, 2, 3, 4, 5, 6].flatMap((a) =>
          [1, 2, 3, 4, 5, 6].map((b): AwawAction => ({ type: 'roll', values: [a, b] })),
        ),
    },
    targets: {
      accepts: { targets },
      // Every squadron at one target; any other split is accepted too (23.43).
      legal: (_s, p) => p.targets.map((t) => ({ type: 'targets', assign: { [t]: p.squadrons } })),
    },
  },
}
