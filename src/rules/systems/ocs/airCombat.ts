// Air Combat (14.3): who takes part, the voluntary aborts before and after it (14.3d), the roles
// (14.3c), the rounds (14.3e: the attacker picks a non-parenthesized aircraft, the defender any;
// 2d6 + the attacker's rating − the defender's on the Air Combat Table; the loss die), and where an
// aborted aircraft goes (14.1c, 14.5). Each function takes the state and returns the next one;
// `stepCombat` runs the combat until a player decides.
import { drawDie } from '../../kernel/dice'
import { chartAskText, chartQuestion, FROM_YOUR_CHART } from '../../kernel/chartLookup'
import { cellAt, readingOf, provenanceNote } from '../../kernel/tables'
import type { SideId } from '../../kernel/ids'
import { airCombatTable, ACT_COLUMN, modifiedAirCombatRoll } from './airCombatTable'
import type { AirCombatResult, OcsCombat, OcsEvent, OcsPending, OcsState } from './types'
import { acrText, baseAt, counter, enemyOf, nameOf, presentIn, ratings, sideName } from './world'

export type Step = { state: OcsState; pending?: OcsPending }

/** A loss die of 5 or 6 costs every aborted aircraft of the round a step (14.3e C). */
export const LOSS_DIE_MIN = 5

const sideOf = (s: OcsState, id: string) => counter(s, id).side

function combatOf(s: OcsState): OcsCombat {
  return s.combat!
}

/** The combat's aircraft of one side. */
export function combatants(s: OcsState, side: SideId): string[] {
  return combatOf(s).inCombat.filter((id) => sideOf(s, id) === side)
}

/** Those that may attack: a non-parenthesized rating (14.3a). */
export function attackers(s: OcsState, side: SideId): string[] {
  return combatants(s, side).filter((id) => !ratings(s, id).acrParen)
}

/**
 * Air Combat in `hex` when both sides have Active aircraft there and one of them may attack
 * (14.3, 14.3a); otherwise the state unchanged, with a log line when the two sides ignore each other.
 */
export function startCombat(
  s: OcsState,
  hex: string,
  initiator: SideId,
  interceptor: string | null,
  ev: OcsEvent[],
): OcsState {
  const present = presentIn(s, hex)
  const bySide = (side: SideId) => present.filter((id) => sideOf(s, id) === side)
  const mine = bySide(initiator)
  const theirs = bySide(enemyOf(s, initiator))
  if (!mine.length || !theirs.length) return s
  if (present.every((id) => ratings(s, id).acrParen)) {
    ev.push({
      type: 'ignore',
      text: `Every Active aircraft over ${hex} has a parenthesized rating: the two sides ignore each other, there is no Air Combat (14.3a).`,
      rule: '14.3a',
    })
    return s
  }
  const list = (ids: string[]) => ids.map((id) => `${nameOf(s, id)} ${acrText(ratings(s, id))}`).join(', ')
  ev.push({
    type: 'airCombat',
    text: `Air Combat over ${hex}${interceptor ? ` (an Interception, 14.5)` : ''}: ${sideName(s, initiator)} ${list(mine)} against ${sideName(s, enemyOf(s, initiator))} ${list(theirs)}, laid out in plain view (14.3e A).`,
    rule: '14.3',
  })
  return {
    ...s,
    combat: {
      hex,
      initiator,
      interceptor,
      inCombat: [...mine, ...theirs],
      step: 'preAbort',
      answered: [],
      round: null,
      rounds: 0,
    },
  }
}

/**
 * An aircraft leaves the combat (an abort, voluntary or not) and becomes Inactive (14.1c): an
 * interceptor at the base it came from (14.5), one over its own air base at that base (14.1c),
 * a mission aircraft at a friendly base within range, chosen when the mission ends.
 */
export function abortAircraft(s: OcsState, id: string, ev: OcsEvent[], why: string, rule: string): OcsState {
  const c = s.combat
  const x = s.aircraft[id]
  const aircraft = { ...s.aircraft }
  let mission = s.mission
  const combat = c ? { ...c, inCombat: c.inCombat.filter((a) => a !== id) } : c
  const hex = x.flying ?? x.base
  const ownBase = baseAt(s, hex)?.side === sideOf(s, id)
  let where: string
  if (c?.interceptor === id) {
    aircraft[id] = { ...x, mode: 'inactive', flying: null }
    where = `returns to its base ${x.base}, Inactive (14.5)`
  } else if (x.flying === null || ownBase) {
    aircraft[id] = { ...x, mode: 'inactive', flying: null, base: hex }
    where = `stays at its own air base ${hex}, Inactive (14.1c)`
  } else {
    aircraft[id] = { ...x, mode: 'inactive' }
    where = 'returns to a friendly air base within range, Inactive (14.1c)'
    if (mission)
      mission = {
        ...mission,
        aircraft: mission.aircraft.filter((a) => a !== id),
        returning: [...mission.returning, id],
      }
  }
  if (mission && mission.aircraft.includes(id))
    mission = { ...mission, aircraft: mission.aircraft.filter((a) => a !== id) }
  ev.push({ type: 'abort', text: `${nameOf(s, id)} ${why}: it ${where}.`, rule, side: sideOf(s, id) })
  return { ...s, aircraft, mission, combat }
}

/** One step lost (14.1b); the second puts the aircraft in the Dead Pile. */
function loseStep(s: OcsState, id: string, ev: OcsEvent[]): OcsState {
  const x = s.aircraft[id]
  const steps = x.steps - 1
  const aircraft = { ...s.aircraft, [id]: { ...x, steps } }
  if (steps > 0) {
    ev.push({
      type: 'step',
      text: `${nameOf(s, id)} loses a step and is reduced (14.1b).`,
      rule: '14.1b',
      side: sideOf(s, id),
    })
    return { ...s, aircraft }
  }
  aircraft[id] = { ...aircraft[id], flying: null, mode: 'inactive' }
  ev.push({
    type: 'eliminated',
    text: `${nameOf(s, id)} loses its second step: eliminated, to the Dead Pile (14.1b).`,
    rule: '14.1b',
    side: sideOf(s, id),
  })
  const m = s.mission
  return {
    ...s,
    aircraft,
    mission: m && {
      ...m,
      aircraft: m.aircraft.filter((a) => a !== id),
      returning: m.returning.filter((a) => a !== id),
    },
  }
}

/** Draws n dice from the game's dice, or null when they are rolled by hand (a `roll` decision). */
export function draw(s: OcsState, n: number): { state: OcsState; values: number[] } | null {
  let dice = s.dice
  const values: number[] = []
  for (let i = 0; i < n; i++) {
    const d = drawDie(dice)
    if (!d) return null
    dice = d.dice
    values.push(d.value)
  }
  return { state: { ...s, dice }, values }
}

/** Why the rounds end, or null while they go on (14.3, 14.3c, 14.3e D). */
function endOfRounds(s: OcsState): string | null {
  const c = combatOf(s)
  const a = combatants(s, c.initiator)
  const b = combatants(s, enemyOf(s, c.initiator))
  if (!a.length || !b.length)
    return a.length || b.length
      ? `Only aircraft of ${sideName(s, a.length ? c.initiator : enemyOf(s, c.initiator))} remain over ${c.hex}: the Air Combat ends (14.3e D).`
      : `No aircraft is left over ${c.hex}: the Air Combat ends (14.3e D).`
  if (!attackers(s, c.initiator).length && !attackers(s, enemyOf(s, c.initiator)).length)
    return `No aircraft left over ${c.hex} has a non-parenthesized rating: the Air Combat ends and the remaining planes ignore each other (14.3c).`
  return null
}

/** Runs the combat until a player decides, or until it is over (then `combat` is null). */
export function stepCombat(s: OcsState, ev: OcsEvent[]): Step {
  const c = combatOf(s)
  const defenderOf = (side: SideId) => enemyOf(s, side)
  if (c.step === 'preAbort' || c.step === 'postAbort') {
    const pre = c.step === 'preAbort'
    for (const side of [c.initiator, defenderOf(c.initiator)]) {
      if (c.answered.includes(side)) continue
      const mine = combatants(s, side)
      // Before: at least one stays and fights, so a lone aircraft has nothing to choose (14.3d A).
      if (mine.length > (pre ? 1 : 0))
        return {
          state: s,
          pending: {
            kind: pre ? 'preAbort' : 'postAbort',
            side,
            rule: pre ? '14.3d A' : '14.3d C',
            prompt: pre
              ? `${sideName(s, side)} may abort some aircraft over ${c.hex} before the Air Combat starts, keeping at least one to fight (14.3d A).`
              : `${sideName(s, side)} may abort Active aircraft over ${c.hex} now that the Air Combat is over (14.3d C).`,
            choices: mine,
            keep: pre ? 1 : 0,
          },
        }
      s = { ...s, combat: { ...combatOf(s), answered: [...combatOf(s).answered, side] } }
    }
    if (pre) {
      ev.push({
        type: 'rounds',
        text: `The Air Combat over ${c.hex} starts: no voluntary abort until it ends (14.3d B).`,
        rule: '14.3d B',
      })
      return stepCombat({ ...s, combat: { ...combatOf(s), step: 'rounds', answered: [] } }, ev)
    }
    return { state: finishCombat(s, ev) }
  }

  // The rounds.
  let r = c.round
  if (!r) {
    const end = endOfRounds(s)
    if (end) {
      ev.push({ type: 'combatEnd', text: end, rule: '14.3e D' })
      return stepCombat({ ...s, combat: { ...c, step: 'postAbort', answered: [], round: null } }, ev)
    }
    // The initiator attacks while it has an aircraft that may; otherwise the roles switch (14.3c).
    const attacker = attackers(s, c.initiator).length ? c.initiator : defenderOf(c.initiator)
    if (attacker !== c.initiator)
      ev.push({
        type: 'roles',
        text: `Round ${c.rounds + 1}: no aircraft of ${sideName(s, c.initiator)} left over ${c.hex} has a non-parenthesized rating, so the roles switch and the attacker is ${sideName(s, attacker)} (14.3c).`,
        rule: '14.3c',
      })
    r = {
      n: c.rounds + 1,
      attacker,
      atk: null,
      def: null,
      dice: null,
      modified: null,
      result: null,
      fromChart: false,
      lossDie: null,
    }
    s = { ...s, combat: { ...c, round: r } }
  }
  const defender = defenderOf(r.attacker)
  if (r.atk === null)
    return {
      state: s,
      pending: {
        kind: 'pickAttacker',
        side: r.attacker,
        rule: '14.3e B',
        prompt: `Round ${r.n} over ${c.hex}: ${sideName(s, r.attacker)}, the attacker, picks one of its aircraft with a non-parenthesized rating (14.3a, 14.3e B).`,
        choices: attackers(s, r.attacker),
      },
    }
  if (r.def === null)
    return {
      state: s,
      pending: {
        kind: 'pickDefender',
        side: defender,
        rule: '14.3e B',
        prompt: `Round ${r.n} over ${c.hex}: ${nameOf(s, r.atk)} attacks; ${sideName(s, defender)} picks any one of its aircraft (14.3e B).`,
        choices: combatants(s, defender),
      },
    }
  if (r.dice === null) {
    const d = draw(s, 2)
    if (!d) return rollPending(s, r.attacker, 2, `the Air Combat roll of round ${r.n}`)
    s = withDice(d.state, d.values)
    r = s.combat!.round!
  }
  if (r.result === null) {
    const act = airCombatTable(s.scenario.airCombatTable)
    const row = String(r.modified)
    const cell = cellAt(act, row, ACT_COLUMN) as AirCombatResult | null
    if (cell === null) {
      const q = chartQuestion(act, row, ACT_COLUMN, {
        dice: r.dice!,
        source: s.dice.mode,
        modifiers: [
          { label: `${nameOf(s, r.atk!)}'s rating`, value: ratings(s, r.atk!).acr, rule: '14.3e C' },
          { label: `${nameOf(s, r.def!)}'s rating`, value: -ratings(s, r.def!).acr, rule: '14.3e C' },
        ],
        what: `Round ${r.n} over ${c.hex}, ${nameOf(s, r.atk!)} against ${nameOf(s, r.def!)}`,
        side: r.attacker,
      })
      ev.push({ type: 'chartAsk', text: chartAskText(q), rule: '14.3e C' })
      return {
        state: s,
        pending: {
          kind: 'chartLookup',
          side: r.attacker,
          rule: '14.3e C',
          prompt: `Look it up on your chart: the Air Combat Table, modified roll ${row}.`,
          chart: q,
        },
      }
    }
    ev.push({
      type: 'act',
      text: `Air Combat Table, modified roll ${row}: ${cell}${provenanceNote(act)} (14.3e C).`,
      rule: '14.3e C',
    })
    s = { ...s, combat: { ...s.combat!, round: { ...r, result: cell } } }
    r = s.combat!.round!
  }
  if (r.lossDie === null) {
    const d = draw(s, 1)
    if (!d) return rollPending(s, r.attacker, 1, `the loss die of round ${r.n}`)
    s = { ...d.state, combat: { ...s.combat!, round: { ...r, lossDie: d.values[0] } } }
  }
  return stepCombat(resolveRound(s, ev), ev)
}

function rollPending(s: OcsState, side: SideId, count: number, what: string): Step {
  return {
    state: s,
    pending: {
      kind: 'roll',
      side,
      rule: '14.3e C',
      prompt: `${sideName(s, side)}: roll ${count === 1 ? 'one die' : `${count} dice`} for ${what} (14.3e C).`,
      count,
      what,
    },
  }
}

/** The two combat dice are known: the modified roll (14.3e C; no modifiers, 14.3b), logged. */
export function withDice(s: OcsState, dice: number[]): OcsState {
  const r = s.combat!.round!
  const atk = ratings(s, r.atk!)
  const def = ratings(s, r.def!)
  const modified = modifiedAirCombatRoll(dice[0] + dice[1], atk.acr, def.acr)
  return { ...s, combat: { ...s.combat!, round: { ...r, dice, modified } } }
}

/** The player read the result off their chart. */
export function withChartResult(s: OcsState, result: AirCombatResult): OcsState {
  const r = s.combat!.round!
  return { ...s, combat: { ...s.combat!, round: { ...r, result, fromChart: true } } }
}

export function withLossDie(s: OcsState, value: number): OcsState {
  const r = s.combat!.round!
  return { ...s, combat: { ...s.combat!, round: { ...r, lossDie: value } } }
}

/** The round's result: the aborts, the loss die, the aborted aircraft leave (14.3e C, 14.1c). */
function resolveRound(s: OcsState, ev: OcsEvent[]): OcsState {
  const c = s.combat!
  const r = c.round!
  const atk = r.atk!
  const def = r.def!
  const aborted = r.result === 'both abort' ? [atk, def] : r.result === 'attacker aborts' ? [atk] : [def]
  const a = ratings(s, atk)
  const d = ratings(s, def)
  const loss = r.lossDie! >= LOSS_DIE_MIN
  const table = airCombatTable(s.scenario.airCombatTable)
  const reading = r.fromChart ? `${FROM_YOUR_CHART}` : `${readingOf(table).name}`
  ev.push({
    type: 'roll',
    text: `Round ${r.n} over ${c.hex}: ${nameOf(s, atk)} ${acrText(a)} attacks ${nameOf(s, def)} ${acrText(d)}; dice ${r.dice![0]} + ${r.dice![1]} = ${r.dice![0] + r.dice![1]}, + ${a.acr} − ${d.acr} = ${r.modified}: ${r.result} (${reading}); loss die ${r.lossDie}: ${loss ? 'the aborted aircraft lose a step' : 'no loss'} (14.3e C).`,
    rule: '14.3e C',
    side: r.attacker,
  })
  s = { ...s, combat: { ...c, round: null, rounds: c.rounds + 1 } }
  for (const id of aborted) {
    if (loss) s = loseStep(s, id, ev)
    if (s.aircraft[id].steps > 0) s = abortAircraft(s, id, ev, `aborts (round ${r.n})`, '14.1c')
    else s = { ...s, combat: { ...s.combat!, inCombat: s.combat!.inCombat.filter((x) => x !== id) } }
  }
  return s
}

/** After the post-combat aborts: a winning interceptor stays Active at its base (14.5). */
function finishCombat(s: OcsState, ev: OcsEvent[]): OcsState {
  const c = s.combat!
  if (c.interceptor && c.inCombat.includes(c.interceptor)) {
    const x = s.aircraft[c.interceptor]
    s = { ...s, aircraft: { ...s.aircraft, [c.interceptor]: { ...x, flying: null } } }
    ev.push({
      type: 'interceptorWins',
      text: `${nameOf(s, c.interceptor)} wins the Interception: it stays Active at ${x.base}, has flown no mission and may intercept again this phase (14.5).`,
      rule: '14.5',
      side: counter(s, c.interceptor).side,
    })
  }
  return { ...s, combat: null }
}
