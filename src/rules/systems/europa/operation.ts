// An air operation's steps after its initiation (20.D.2–20.D.6): interceptors and CAP declared by
// the reacting player (only their number is announced), air combat, AA fire and mission resolution
// decided by the players from the results the draft defines (it has no rules for them: holes AC,
// H13, MR), then every unit returns to base. DAS and OGS operations pause after air combat until
// the players enter their ground combat (20.C.6, 20.D.4).
import { HOLES } from './holes'
import { landUnits, raise, worse } from './landing'
import { PHASE_NAMES } from './phases'
import { countUse, ruled } from './rulings'
import { otherSide, refuse, sideName, unitName, unitOf, type EuropaProcedure, type Tx } from './tx'
import {
  UNIT_RESULTS,
  type EuropaAction,
  type EuropaPending,
  type EuropaState,
  type Flight,
  type Operation,
  type UnitResult,
} from './types'

const opWords = (op: Operation) => `the ${op.kind} operation over ${op.hex}`

/** The reacting side's fighters that may intercept: at an airbase, any face (20.B.1.b, 20.D.2). */
export function interceptorsFree(s: EuropaState, side: string): string[] {
  return s.scenario.airUnits
    .filter((u) => u.side === side && u.category === 'fighter' && s.units[u.id].where.kind === 'base')
    .map((u) => u.id)
}

/** The reacting side's fighters on CAP (their range is house ruling CAPR). */
export function capFighters(s: EuropaState, side: string): string[] {
  return s.scenario.airUnits
    .filter((u) => u.side === side && s.units[u.id].where.kind === 'cap')
    .map((u) => u.id)
}

function intercept(t: Tx, a: Extract<EuropaAction, { type: 'intercept' }>): void {
  const s = t.s
  const op = s.op!
  const reacting = otherSide(s, op.side)
  for (const [field, pool] of [
    ['interceptors', interceptorsFree(s, reacting)],
    ['cap', capFighters(s, reacting)],
  ] as const) {
    const list = a[field]
    if (!Array.isArray(list))
      refuse('20.D.2', `${field}: got ${JSON.stringify(list)}, expected a list of air unit ids`)
    list.forEach((id, i) => {
      if (!pool.includes(id))
        refuse(
          '20.D.2',
          `${field}[${i}]: got ${JSON.stringify(id)}, expected ${field === 'cap' ? 'a fighter of the reacting player on CAP' : 'a fighter of the reacting player at an airbase'} (${pool.map((x) => JSON.stringify(x)).join(', ') || 'none'})`,
        )
      if (list.indexOf(id) !== i)
        refuse('20.D.2', `${field}[${i}]: got ${JSON.stringify(id)} twice, expected each unit once`)
    })
  }
  if (a.interceptors.length) ruled(s, 'H12', reacting)
  if (a.cap.length) {
    ruled(s, 'CAPR', reacting)
  }
  for (const id of [...a.interceptors, ...a.cap]) {
    const u = s.units[id]
    const fromCap = u.where.kind === 'cap'
    const f: Flight = {
      unit: id,
      side: reacting,
      mission: 'interception',
      extended: false,
      priorX: u.x,
      wasInoperative: u.face === 'inoperative',
      ...(fromCap ? { fromCap: true as const } : {}),
    }
    if (fromCap) {
      // Its flight is the CAP it flew; it now intercepts from there (20.D.2).
      f.capHex = u.where.kind === 'cap' ? u.where.hex : undefined
      f.priorX = u.flight?.priorX ?? u.x
      f.wasInoperative = u.flight?.wasInoperative ?? f.wasInoperative
      f.extended = u.flight?.extended ?? false
    } else u.home = u.where.kind === 'base' ? u.where.base : u.home
    u.where = { kind: 'aloft', op: op.n }
    delete u.flight
    op.flights.push(f)
  }
  const n = a.interceptors.length + a.cap.length
  t.log(
    `${sideName(s, reacting)} declares ${n} interceptor${n === 1 ? '' : 's'} over ${op.hex}${a.cap.length ? ` (${a.cap.length} from CAP)` : ''}: the number, not their strengths (20.D.2).`,
    '20.D.2',
    { type: 'intercept', side: reacting },
  )
  if (n)
    t.log(
      `Interceptors: ${[...a.interceptors, ...a.cap].map((id) => unitName(s, id)).join(', ')}.`,
      '20.D.2',
      {
        type: 'interceptorsNamed',
        side: reacting,
        privateTo: reacting,
      },
    )
  op.step = n ? 'airCombat' : 'aa'
  if (!n) afterAirCombat(t)
}

/** After air combat: DAS and OGS pause for their ground combat (20.C.6, 20.D.4); the others go on to AA. */
function afterAirCombat(t: Tx): void {
  const s = t.s
  const op = s.op!
  op.step = 'aa'
  if (op.kind === 'DAS' || op.kind === 'OGS') {
    s.paused.push(op)
    s.op = null
    t.log(
      `The ${op.kind} operation over ${op.hex} pauses until the ground combat in ${op.hex} is resolved (20.C.6, 20.D.4).`,
      '20.C.6',
      {
        type: 'pause',
      },
    )
    afterOperation(t, op)
  }
}

/** Puts a result on a unit: a second result is house ruling A7. */
function mark(t: Tx, unit: string, r: UnitResult, side: string): void {
  if (r === 'none') return
  const u = t.s.units[unit]
  if (!u.marker) {
    u.marker = r
    return
  }
  const answer = ruled(t.s, 'A7', side)
  u.marker =
    answer === HOLES.find((h) => h.id === 'A7')!.options![0] ? worse(u.marker, r) : raise(worse(u.marker, r))
}

function resultsOf(
  t: Tx,
  a: Extract<EuropaAction, { type: 'results' }>,
  units: string[],
  rule: string,
): [string, UnitResult][] {
  if (!a.results || typeof a.results !== 'object' || Array.isArray(a.results))
    refuse(
      rule,
      `results: got ${JSON.stringify(a.results)}, expected { "<unit id>": ${UNIT_RESULTS.map((r) => `"${r}"`).join(' | ')} }`,
    )
  const out: [string, UnitResult][] = []
  for (const [id, r] of Object.entries(a.results)) {
    if (!units.includes(id))
      refuse(
        rule,
        `results.${id}: got a result for ${JSON.stringify(id)}, expected only the units in this step (${units.join(', ')})`,
      )
    if (!UNIT_RESULTS.includes(r))
      refuse(rule, `results.${id}: got ${JSON.stringify(r)}, expected one of ${UNIT_RESULTS.join(', ')}`)
    out.push([id, r])
  }
  return out
}

function resultWords(s: EuropaState, rs: [string, UnitResult][], units: string[]): string {
  return units.map((id) => `${unitName(s, id)} ${rs.find(([u]) => u === id)?.[1] ?? 'none'}`).join(', ')
}

function airCombat(
  t: Tx,
  a: Extract<EuropaAction, { type: 'results' }>,
  p: Extract<EuropaPending, { kind: 'airCombat' }>,
): void {
  const s = t.s
  const rs = resultsOf(t, a, p.units, '20.D.3')
  for (const [id, r] of rs) mark(t, id, r, unitOf(s, id)!.side)
  countUse(s, 'AC')
  t.log(
    `Air combat over ${s.op!.hex}, as decided by the players (the draft has no air combat rule: hole AC, 20.D.3): ${resultWords(s, rs, p.units)}.`,
    '20.D.3',
    { type: 'airCombat', hole: 'AC' },
  )
  afterAirCombat(t)
}

function aaFire(
  t: Tx,
  a: Extract<EuropaAction, { type: 'results' }>,
  p: Extract<EuropaPending, { kind: 'aaFire' }>,
): void {
  const s = t.s
  const op = s.op!
  const rs = resultsOf(t, a, p.units, '20.D.4')
  for (const [id, r] of rs) mark(t, id, r, op.side)
  countUse(s, 'H13')
  t.log(
    `AA fire over ${op.hex}, as decided by the players (the draft has no AA rule: hole H13, 20.D.4): ${resultWords(s, rs, p.units)}.`,
    '20.D.4',
    { type: 'aaFire', hole: 'H13' },
  )
  op.step = 'mission'
  if (op.kind === 'CAP') returnStep(t)
}

function missionResult(t: Tx, a: Extract<EuropaAction, { type: 'missionResult' }>): void {
  const s = t.s
  const op = s.op!
  if (typeof a.outcome !== 'string' || !a.outcome.trim() || a.outcome.length > 300)
    refuse(
      '20.D.5',
      `outcome: got ${JSON.stringify(a.outcome)}, expected a sentence (at most 300 characters) saying what the mission did`,
    )
  if (op.phase === 'exploitation' || op.phase === 'exploitationCombat') ruled(s, 'A2', op.side)
  countUse(s, 'MR')
  t.log(
    `The ${op.kind} operation over ${op.hex}: the mission's result, as decided by the players (the draft has no mission rules: hole MR, 20.D.5): ${a.outcome.trim()}`,
    '20.D.5',
    { type: 'missionResult', side: op.side, hole: 'MR' },
  )
  returnStep(t)
}

/**
 * The air unit return step (20.D.6): every unit flying a mission returns to base, but the fighters
 * of a CAP operation with no result stay on CAP over its hex until the end of the player turn
 * (20.C.10), and those that intercepted from CAP stay or return by house ruling A8.
 */
function returnStep(t: Tx): void {
  const s = t.s
  const op = s.op!
  const stay = (f: Flight) => {
    if (s.units[f.unit].marker) return false
    if (op.kind === 'CAP' && f.side === op.side) return true
    if (!f.fromCap) return false
    return ruled(s, 'A8', f.side) === HOLES.find((h) => h.id === 'A8')!.options![1]
  }
  const staying = op.flights.filter(stay)
  for (const f of staying) {
    const u = s.units[f.unit]
    u.where = { kind: 'cap', hex: f.capHex ?? op.hex }
    u.flight = { ...f, mission: 'CAP' }
  }
  if (staying.length)
    t.log(
      `${staying.map((f) => unitName(s, f.unit)).join(', ')} stay${staying.length === 1 ? 's' : ''} on CAP (20.C.1.b, 20.C.10).`,
      '20.C.10',
      {
        type: 'capStays',
      },
    )
  t.log(`The air units of ${opWords(op)} return to base (20.D.6).`, '20.D.6', { type: 'return' })
  landUnits(
    t,
    op.flights.filter((f) => !staying.includes(f)),
  )
  s.op = null
  t.log(`The ${op.kind} operation over ${op.hex} is over (20.D(6)).`, '20.D(6)', { type: 'opOver' })
  afterOperation(t, op)
}

/** After an operation (or its pause): the alternation goes on (20.C.1.b, 20.D(1)). */
export function afterOperation(t: Tx, op: Operation): void {
  const s = t.s
  if (s.stage === 'groundCombat') return
  if (s.stage === 'capWindow' || s.stage === 'onDemand') {
    s.toAct = otherSide(s, op.side)
    s.passes = 0
  }
}

export const operationProcedure: EuropaProcedure = {
  id: 'airOperation',
  decisions: {
    interceptors: {
      accepts: { intercept },
      legal: (s) => {
        const reacting = otherSide(s, s.op!.side)
        const free = interceptorsFree(s, reacting)
        const cap = capFighters(s, reacting)
        const out: EuropaAction[] = [{ type: 'intercept', interceptors: [], cap: [] }]
        if (free.length) out.push({ type: 'intercept', interceptors: free, cap: [] })
        if (cap.length) out.push({ type: 'intercept', interceptors: [], cap })
        return out
      },
    },
    airCombat: { accepts: { results: airCombat }, legal: (_s, p) => resultChoices(p.units) },
    aaFire: { accepts: { results: aaFire }, legal: (_s, p) => resultChoices(p.units) },
    missionResult: {
      accepts: { missionResult },
      legal: () => [
        { type: 'missionResult', outcome: 'no effect' },
        { type: 'missionResult', outcome: 'as resolved at the table' },
      ],
    },
  },
  decide(t) {
    const s = t.s
    const op = s.op
    if (!op) return null
    const reacting = otherSide(s, op.side)
    const mine = op.flights.filter((f) => f.side === op.side).map((f) => f.unit)
    switch (op.step) {
      case 'interceptors':
        return {
          kind: 'interceptors',
          side: reacting,
          rule: '20.D.2',
          prompt: `${sideName(s, op.side)} flies ${opWords(op)} (${mine.length} unit${mine.length === 1 ? '' : 's'}). ${sideName(s, reacting)}: declare interceptors to ${op.hex}, and which fighters on CAP intercept, or none; you may fly no other mission now (20.D(4)).`,
          op: op.n,
          hex: op.hex,
        }
      case 'airCombat':
        return {
          kind: 'airCombat',
          side: op.side,
          rule: '20.D.3',
          prompt: `Air combat over ${op.hex}: the draft has no air combat rule yet (hole AC). Enter the result both players decided for each unit: none, X (Extended), R, D, A or E.`,
          op: op.n,
          units: op.flights.map((f) => f.unit),
        }
      case 'aa':
        return {
          kind: 'aaFire',
          side: reacting,
          rule: '20.D.4',
          prompt: `AA fire over ${op.hex} against ${sideName(s, op.side)}'s air units: the draft has no AA rule yet (hole H13). Enter the result decided for each: none, X, R, D, A or E.`,
          op: op.n,
          units: mine,
        }
      case 'mission':
        return {
          kind: 'missionResult',
          side: op.side,
          rule: '20.D.5',
          prompt: `Mission resolution over ${op.hex} in the ${PHASE_NAMES[op.phase]}: the draft has no mission rules yet (hole MR). Say what the ${op.kind} mission did, as the players decide it.`,
          op: op.n,
        }
    }
  },
}

/** Every unit with no result, then each single unit with each result (any other mix is accepted too). */
function resultChoices(units: string[]): EuropaAction[] {
  const out: EuropaAction[] = [{ type: 'results', results: {} }]
  for (const u of units)
    for (const r of UNIT_RESULTS) if (r !== 'none') out.push({ type: 'results', results: { [u]: r } })
  return out
}
