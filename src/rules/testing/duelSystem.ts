// A second rule system, built only for the tests (never registered by the app): "Duel", two
// sides, two decisions and a die. It proves the kernel's contract (kernel/registry.ts): the store,
// saves and the runner play it through the registry, and it imports nothing but the kernel, none
// of the AETO/APTO engine. Its rules are made up for the test ("D1"…"D3"); no game's data.
//
// D1: Red aims in secret at a number from 2 to 5 (the `aim` decision; Blue does not see it).
// D2: Red rolls one die (drawn from the dice source, or the `roll` decision when dice are manual);
//     it hits when the die is at least the aim.
// D3: Blue, told the result, answers: `yield` or `fight`; a hit and `fight` or a miss and `yield`
//     win for Red, the others for Blue. Then the game is over.
import { drawDie, isValidFace, newDice, type DiceState } from '../kernel/dice'
import type { Applied, RuleEvent } from '../kernel/events'
import { jsonHash } from '../kernel/hash'
import type { SideId } from '../kernel/ids'
import type { PendingEnvelope } from '../kernel/pending'
import type { RuleSystem, ScenarioCheck } from '../kernel/registry'

export const DUEL_SYSTEM_ID = 'test-duel'

export interface DuelScenario {
  system: typeof DUEL_SYSTEM_ID
  id: string
  title: string
  /** Red's and Blue's names. */
  sides: { red: string; blue: string }
}

export type DuelPending =
  | (PendingEnvelope & { kind: 'aim'; choices: number[] })
  | (PendingEnvelope & { kind: 'roll'; sides: 6 })
  | (PendingEnvelope & { kind: 'answer'; hit: boolean })
  | (PendingEnvelope & { kind: 'over'; winner: SideId })

export interface DuelState {
  scenario: DuelScenario
  dice: DiceState
  aim: number | null
  die: number | null
  pending: DuelPending
}

export type DuelAction =
  | { type: 'aim'; at: number }
  | { type: 'roll'; value: number }
  | { type: 'answer'; choice: 'yield' | 'fight' }

const AIMS = [2, 3, 4, 5]

function parseScenario(json: unknown): ScenarioCheck<DuelScenario> {
  const errors: { path: string; message: string }[] = []
  const o =
    json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : null
  if (!o) return { ok: false, errors: [{ path: '', message: `got ${typeof json}, expected a JSON object` }] }
  const text = (path: string, v: unknown) => {
    if (typeof v !== 'string' || !v)
      errors.push({ path, message: `got ${JSON.stringify(v) ?? 'nothing'}, expected a text` })
  }
  if (o.system !== DUEL_SYSTEM_ID)
    errors.push({ path: 'system', message: `got ${JSON.stringify(o.system)}, expected "${DUEL_SYSTEM_ID}"` })
  text('id', o.id)
  text('title', o.title)
  const sides = o.sides as Record<string, unknown> | undefined
  if (!sides || typeof sides !== 'object')
    errors.push({ path: 'sides', message: 'expected { "red": …, "blue": … }' })
  else {
    text('sides.red', sides.red)
    text('sides.blue', sides.blue)
  }
  if (errors.length) return { ok: false, errors }
  return {
    ok: true,
    scenario: Object.freeze({
      system: DUEL_SYSTEM_ID,
      id: o.id as string,
      title: o.title as string,
      sides: { red: sides!.red as string, blue: sides!.blue as string },
    }),
  }
}

const aimDecision = (): DuelPending => ({
  kind: 'aim',
  side: 'red',
  rule: 'D1',
  prompt: 'Red aims, in secret, at a number from 2 to 5.',
  choices: AIMS,
})

function refuse(rule: string, message: string): Applied<DuelState> {
  return { ok: false, violation: { rule, message } }
}

/** The die of D2: drawn, or asked of Red when the dice are manual. */
function afterAim(s: DuelState, events: RuleEvent[]): DuelState {
  const d = drawDie(s.dice)
  if (!d)
    return {
      ...s,
      pending: { kind: 'roll', side: 'red', rule: 'D2', prompt: 'Red rolls one die.', sides: 6 },
    }
  return rolled({ ...s, dice: d.dice }, d.value, events)
}

function rolled(s: DuelState, value: number, events: RuleEvent[]): DuelState {
  const hit = value >= s.aim!
  events.push({
    type: 'roll',
    text: `Red rolls ${value} against an aim of ${s.aim}: ${hit ? 'a hit' : 'a miss'} (D2).`,
    rule: 'D2',
    side: 'red',
  })
  return {
    ...s,
    die: value,
    pending: {
      kind: 'answer',
      side: 'blue',
      rule: 'D3',
      prompt: `Red ${hit ? 'hit' : 'missed'}: Blue yields or fights.`,
      hit,
    },
  }
}

function apply(s: DuelState, a: DuelAction): Applied<DuelState> {
  const p = s.pending
  if (p.kind === 'over') return refuse('D3', 'The duel is over: no action is accepted.')
  if (a.type !== p.kind)
    return refuse(
      p.rule,
      `The ${p.kind} decision is due; got the action ${JSON.stringify(a.type)}, expected "${p.kind}".`,
    )
  const events: RuleEvent[] = []
  if (a.type === 'aim') {
    if (!AIMS.includes(a.at))
      return refuse('D1', `at: got ${JSON.stringify(a.at)}, expected one of 2, 3, 4, 5.`)
    events.push({ type: 'aim', text: `Red aims at ${a.at} (D1).`, rule: 'D1', side: 'red', privateTo: 'red' })
    return { ok: true, state: afterAim({ ...s, aim: a.at }, events), events }
  }
  if (a.type === 'roll') {
    if (!isValidFace(a.value))
      return refuse('D2', `value: got ${JSON.stringify(a.value)}, expected a die face from 1 to 6.`)
    return { ok: true, state: rolled(s, a.value, events), events }
  }
  if (a.choice !== 'yield' && a.choice !== 'fight')
    return refuse('D3', `choice: got ${JSON.stringify(a.choice)}, expected "yield" or "fight".`)
  const hit = s.die! >= s.aim!
  const winner = hit === (a.choice === 'fight') ? 'red' : 'blue'
  events.push({
    type: 'answer',
    text: `Blue chooses to ${a.choice}: ${winner === 'red' ? 'Red' : 'Blue'} wins (D3).`,
    rule: 'D3',
    side: 'blue',
  })
  return {
    ok: true,
    state: { ...s, pending: { kind: 'over', side: winner, rule: 'D3', prompt: 'The duel is over.', winner } },
    events,
  }
}

/** The test's automatic opponent: Red aims at 3; Blue yields to a hit and fights a miss. */
function duelBot(s: DuelState): DuelAction | null {
  const p = s.pending
  if (p.kind === 'aim') return { type: 'aim', at: 3 }
  if (p.kind === 'answer') return { type: 'answer', choice: p.hit ? 'yield' : 'fight' }
  return null // a physical die is the player's
}

export const duelSystem: RuleSystem<DuelScenario, DuelState, DuelAction> = {
  id: DUEL_SYSTEM_ID,
  name: 'Duel (a test system)',
  parseScenario,
  sides: (sc) => [
    { id: 'red', name: sc.sides.red },
    { id: 'blue', name: sc.sides.blue },
  ],
  newGame: (scenario, o) => ({
    scenario,
    dice: newDice(o.seed, o.manualDice ? 'manual' : o.dice?.length ? 'scripted' : 'seeded', [
      ...(o.dice ?? []),
    ]),
    aim: null,
    die: null,
    pending: aimDecision(),
  }),
  apply,
  legal(s) {
    const p = s.pending
    if (p.kind === 'aim') return AIMS.map((at) => ({ type: 'aim', at }))
    if (p.kind === 'roll') return [1, 2, 3, 4, 5, 6].map((value) => ({ type: 'roll', value }))
    if (p.kind === 'answer')
      return [
        { type: 'answer', choice: 'yield' },
        { type: 'answer', choice: 'fight' },
      ]
    return []
  },
  // Blue never sees Red's aim before the die is rolled (D1).
  view: (s, side) => ({
    pending: s.pending,
    aim: side === 'blue' && s.die === null ? null : s.aim,
    die: s.die,
  }),
  bot: async () => (s) => {
    const action = duelBot(s)
    return action && { action, reasoning: [] }
  },
  hash: ({ scenario: _scenario, ...rest }) => jsonHash(rest),
  stage: (s) => (s.pending.kind === 'over' ? 'Over' : `Duel · ${s.pending.kind}`),
  barrier: (_before, _action, after, events) =>
    events.some((e) => e.type === 'roll') ? { kind: 'roll', reason: `Red rolled ${after.die} (D2).` } : null,
}
