// `apply` for the Europa draft: the pending decision's owner (a registered procedure) takes the
// action in a transaction; then the procedures, in their order, say what is decided next. A
// procedure that meets a hole with no house ruling stops the action (NeedRuling): the game asks the
// players to rule on it, records the ruling, and plays the action again under it.
import type { Applied } from '../../kernel/events'
import type { NewGameOptions } from '../../kernel/registry'
import { enterPhase } from './flow'
import { answerProblem, holeOfKey, keyQuestion } from './holes'
import { improvementProcedure } from './improvement'
import { landingProcedure } from './landing'
import { operationProcedure } from './operation'
import { playerTurnProcedure } from './playerTurn'
import { NeedRuling } from './rulings'
import { newTx, Refusal, sideName, type EuropaProcedure, type Tx } from './tx'
import { windowsProcedure } from './windows'
import type {
  EuropaAction,
  EuropaEvent,
  EuropaPending,
  EuropaScenario,
  EuropaState,
  RulingAnswer,
} from './types'

/** The procedures in the order they decide: landings first, the operation on, then the phase's own. */
export const PROCEDURES: readonly EuropaProcedure[] = [
  landingProcedure,
  operationProcedure,
  improvementProcedure,
  windowsProcedure,
  playerTurnProcedure,
]

function ownerOf(kind: EuropaPending['kind']): EuropaProcedure | undefined {
  return PROCEDURES.find((p) => p.decisions[kind])
}

/** Asks the procedures, in order, for the next decision (a stage that moves on asks again). */
function settle(t: Tx): void {
  for (let guard = 0; guard < 1000; guard++) {
    for (const p of PROCEDURES) {
      const d = p.decide?.(t) ?? null
      if (d === 'progress') break
      if (d) {
        t.s.pending = d
        return
      }
    }
  }
  throw new Error('the Europa draft procedures made no decision after 1000 steps')
}

export function newEuropaGame(scenario: EuropaScenario, _o: NewGameOptions): EuropaState {
  const first = scenario.sides[0].id
  const s: EuropaState = {
    scenario,
    turn: 1,
    phasing: first,
    phase: scenario.phases[0],
    stage: 'outside',
    toAct: first,
    passes: 0,
    units: Object.fromEntries(
      scenario.airUnits.map((u) => [
        u.id,
        {
          face: u.face,
          x: u.x,
          where:
            'airbase' in u.at
              ? { kind: 'base' as const, base: u.at.airbase }
              : { kind: 'box' as const, box: u.at.box },
          home: 'airbase' in u.at ? u.at.airbase : null,
          marker: null,
        },
      ]),
    ),
    arp: { ...scenario.arp },
    capacityUsed: {},
    targeted: [],
    lastTarget: Object.fromEntries(scenario.sides.map((x) => [x.id, null])),
    op: null,
    paused: [],
    landings: [],
    opCount: 0,
    rulings: Object.fromEntries(
      Object.entries(scenario.rulings).map(([k, answer]) => [k, { answer, by: 'scenario' as const }]),
    ),
    uses: {},
    awaiting: null,
    pending: { kind: 'over', side: first, rule: '20.C', prompt: '' },
  }
  const t = newTx(s)
  enterPhase(t, scenario.phases[0])
  settle(t)
  return t.s
}

const refused = (rule: string, message: string): Applied<EuropaState, EuropaEvent> => ({
  ok: false,
  violation: { rule, message },
})

/** The decision "rule on this", with the action that met the hole kept to be played again. */
function askRuling(s: EuropaState, need: NeedRuling, action: EuropaAction): EuropaState {
  const hole = holeOfKey(need.key)!
  const before = s.pending.kind === 'ruling' ? s.awaitingPending! : s.pending
  return {
    ...s,
    awaiting: action,
    awaitingPending: before,
    pending: {
      kind: 'ruling',
      side: need.side,
      rule: hole.where,
      prompt: `Rule on this: the draft is silent (${hole.id}, ${hole.title}, ${hole.where}). ${keyQuestion(need.key)} Your ruling is saved with the game and applied each time this arises.`,
      key: need.key,
      hole: hole.id,
      answerKind: hole.answer!,
      ...(hole.options ? { options: [...hole.options] } : {}),
    },
  }
}

/** Plays an action at the decision due, in a transaction. */
function play(
  s: EuropaState,
  action: EuropaAction,
): Applied<EuropaState, EuropaEvent> | { need: NeedRuling } {
  const p = s.pending
  const decision = ownerOf(p.kind)?.decisions[p.kind]
  const handler = decision?.accepts[action.type as keyof typeof decision.accepts] as
    ((t: Tx, a: EuropaAction, p: EuropaPending) => void) | undefined
  if (!handler) {
    if (s.op && (action.type === 'initiate' || action.type === 'pass' || action.type === 'endPhase'))
      return refused(
        '20.D(7)',
        `type: got "${action.type}", expected ${Object.keys(decision?.accepts ?? {})
          .map((x) => JSON.stringify(x))
          .join(
            ' or ',
          )}: only one air operation at a time, and all other activity waits until the ${s.op.kind} operation over ${s.op.hex} is resolved (20.D(7) a–b)`,
      )
    const expected = Object.keys(decision?.accepts ?? {})
    return refused(
      p.rule,
      `type: got ${JSON.stringify(action.type)}, expected ${expected.length ? expected.map((x) => JSON.stringify(x)).join(' or ') : 'no action: the game is over'} (the decision due is "${p.kind}" of ${sideName(s, p.side)})`,
    )
  }
  const t = newTx(s)
  try {
    handler(t, action, p)
    settle(t)
  } catch (e) {
    if (e instanceof Refusal) return refused(e.rule, e.message)
    if (e instanceof NeedRuling) return { need: e }
    throw e
  }
  return { ok: true, state: t.s, events: t.events }
}

function setRuling(
  s: EuropaState,
  key: string,
  answer: RulingAnswer,
  side: string,
): { state: EuropaState; event: EuropaEvent } {
  const hole = holeOfKey(key)!
  return {
    state: { ...s, rulings: { ...s.rulings, [key]: { answer, by: 'players' } } },
    event: {
      type: 'ruling',
      text: `House ruling on ${hole.id} (${hole.title}, ${hole.where}): ${keyQuestion(key)} → ${typeof answer === 'number' ? `${answer} ARP` : `“${answer}”`}.`,
      rule: hole.where,
      side,
      hole: hole.id,
    },
  }
}

export function applyEuropa(s: EuropaState, action: EuropaAction): Applied<EuropaState, EuropaEvent> {
  if (!action || typeof action !== 'object' || typeof action.type !== 'string')
    return refused(s.pending.rule, `type: got ${JSON.stringify(action)}, expected an action with a "type"`)
  if (s.pending.kind === 'over')
    return refused('20.C', 'type: got an action, expected none: the game is over')
  if (action.type === 'rule') {
    const problem = answerProblem(action.key, action.answer)
    if (problem) return refused(holeOfKey(String(action.key))?.where ?? '20', problem)
    if (s.rulings[action.key])
      return refused(
        holeOfKey(action.key)!.where,
        `key: got "${action.key}", expected a hole not ruled on yet: a ruling once made stands`,
      )
    const { state, event } = setRuling(s, action.key, action.answer, s.pending.side)
    // A ruling given before its hole arises answers no decision; one asked for plays the action again.
    if (s.pending.kind !== 'ruling') return { ok: true, state, events: [event] }
    if (action.key !== s.pending.key)
      return refused(
        s.pending.rule,
        `key: got "${action.key}", expected "${s.pending.key}", the hole met now`,
      )
    const resumed = { ...state, awaiting: null, awaitingPending: undefined, pending: s.awaitingPending! }
    delete resumed.awaitingPending
    const again = play(resumed, s.awaiting!)
    if ('need' in again)
      return { ok: true, state: askRuling(state, again.need, s.awaiting!), events: [event] }
    if (!again.ok) {
      // The decision is due again, as the ruling now shapes it (a kind ruled out is no longer offered).
      const t = newTx(resumed)
      settle(t)
      return {
        ok: true,
        state: t.s,
        events: [
          event,
          {
            type: 'refusedUnderRuling',
            text: `Under that ruling the action is refused: ${again.violation.message} (${again.violation.rule}).`,
            rule: again.violation.rule,
          },
        ],
      }
    }
    return { ok: true, state: again.state, events: [event, ...again.events] }
  }
  const r = play(s, action)
  if ('need' in r) {
    const hole = holeOfKey(r.need.key)!
    return {
      ok: true,
      state: askRuling(s, r.need, action),
      events: [
        {
          type: 'holeMet',
          text: `The draft is silent here (${hole.id}, ${hole.title}, ${hole.where}): the players rule on it.`,
          rule: hole.where,
          hole: hole.id,
        },
      ],
    }
  }
  return r
}

export function legalEuropa(s: EuropaState): EuropaAction[] {
  const p = s.pending
  if (p.kind === 'ruling') return rulingChoices(p)
  const d = ownerOf(p.kind)?.decisions[p.kind] as
    { legal(s: EuropaState, p: EuropaPending): EuropaAction[] } | undefined
  return d ? d.legal(s, p) : []
}

/**
 * The answers a ruling decision lists: a choice's options; for a sentence, leaving it to the players
 * each time; for a number of ARP, a few values to pick from (any other is accepted: the draft gives
 * none, so these are the players' pick, not its data).
 */
export const SENTENCE_DEFAULT = 'left to the players each time it arises'
export const ARP_PICKS: readonly number[] = [0.5, 1, 2, 3]
function rulingChoices(p: Extract<EuropaPending, { kind: 'ruling' }>): EuropaAction[] {
  const answers: RulingAnswer[] =
    p.answerKind === 'choice' ? p.options! : p.answerKind === 'sentence' ? [SENTENCE_DEFAULT] : [...ARP_PICKS]
  return answers.map((answer) => ({ type: 'rule', key: p.key, answer }))
}
