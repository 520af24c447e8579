// The random player of the rule systems other than AETO/APTO (OCS today; any system of the
// registry): games of random legal actions on a system's built-in scenarios, with random actions
// made illegal by construction thrown in, checking after every one that
//   - apply never changes its input (every state is deep-frozen, so a write throws, and its hash is
//     compared after each refused action);
//   - every action `legal` lists is accepted (a sample at each position, the one played included);
//   - a refused action names its rule and says why; an accepted action that `legal` does not list
//     is a failure (the list must be complete where it is not cut at its cap);
//   - the automatic opponent's answer, when it gives one, is accepted;
//   - a position waiting for a decision has at least one legal action;
//   - the game's save (store/systemSave.ts, the file the app writes) loads and replays to the same
//     state hash.
// Deterministic: one seed gives the same run. A failure names the scenario, the seed, the dice
// mode and the actions that led there. AETO/APTO's own fuzzer (fuzzer.ts) is separate: its random
// player knows that system's decisions.
import { systemOfScenario, type AnySystem } from '../rules/systems'
import type { BotAnswer } from '../rules/kernel/registry'
import { deepFreeze } from '../rules/systems/aeto/properties/gameProperties'
import { seededRng, type Rng } from '../rules/systems/aeto/testing/randomPlay'
import { startGame, type GameRecord } from '../store/game'
import { loadSystemSave, makeSystemSave } from '../store/systemSave'

export interface SystemFuzzScenario {
  id: string
  /** The scenario file's JSON, loaded like a user's file. */
  json: unknown
  file: string
}

type AnyAction = { type: string } & Record<string, unknown>
type AnyState = { pending: { kind: string; side: string } } & Record<string, unknown>
type AnyBot = (state: AnyState) => BotAnswer<AnyAction, unknown> | null

export interface SystemFuzzOptions {
  scenarios: readonly SystemFuzzScenario[]
  /** Games per scenario. */
  games: number
  seed: number
  /** Longest game in actions played (default 400). */
  maxGameLength?: number
  /** Legal actions tried at each position besides the one played (default 3). */
  legalSample?: number
  /** Illegal-by-construction actions tried at each position (default 2). */
  illegalPerPosition?: number
  /** The systems' automatic opponents, by system id, loaded beforehand (bot() is async). */
  bots?: Readonly<Record<string, AnyBot>>
  /**
   * Values an illegal action may carry in a field, besides junk and the values of the legal
   * actions seen so far: a system gives its hex labels, ids…
   */
  values?: (state: AnyState) => readonly unknown[]
  /** Legal lists this long or longer are cut by their system: completeness is not checked there. */
  listCap?: number
  /** The system's apply (a test passes a broken one to show the fuzzer catches it). */
  apply?: (system: AnySystem, state: AnyState, action: AnyAction) => ReturnType<AnySystem['apply']>
}

export interface SystemFuzzFailure {
  kind:
    | 'exception'
    | 'no legal action'
    | 'legal refused'
    | 'bot refused'
    | 'refused badly'
    | 'accepted unlisted'
    | 'state changed'
    | 'save does not replay'
  problem: string
  scenario: string
  gameSeed: number
  manualDice: boolean
  /** The actions played before the failing one, then the failing action (if any). */
  actions: unknown[]
  action?: unknown
}

export interface SystemFuzzReport {
  games: number
  /** Actions played. */
  played: number
  /** Legal actions applied (played and sampled). */
  legal: number
  /** Illegal actions tried and refused. */
  refused: number
  /** Games whose save was written, loaded and replayed to the same hash. */
  saves: number
  /** Decisions met, by pending kind. */
  kinds: Record<string, number>
  /** Actions played, by type (and mission type where the action has one). */
  actionTypes: Record<string, number>
  /** Refusals by rule. */
  refusedByRule: Record<string, number>
  failure: SystemFuzzFailure | null
}

/** The canonical JSON of a value: keys sorted, so two equal actions compare equal. */
export function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : x,
  )
}

const JUNK: readonly unknown[] = ['', 'nope', -1, 0, 7, 9999, 0.5, null, true, [], {}, ['nope'], [7, 7]]

/**
 * An action that is not among the legal ones, made from a legal one: one field given another
 * value (junk, a value other actions carry, one the system offers), or another action type.
 * Null when every try lands on a listed action.
 */
export function illegalCandidate(
  rng: Rng,
  legal: readonly AnyAction[],
  listed: ReadonlySet<string>,
  pool: readonly unknown[],
  types: readonly string[],
): AnyAction | null {
  for (let t = 0; t < 8; t++) {
    const base = legal.length ? legal[rng.int(legal.length)] : ({ type: 'endSegment' } as AnyAction)
    const keys = Object.keys(base)
    let a: AnyAction = JSON.parse(JSON.stringify(base))
    const key = keys[rng.int(keys.length)]
    const roll = rng.int(4)
    // Another type alone (fields a type does not read are not checked by every system).
    if (key === 'type' || roll === 0) a = { type: types[rng.int(types.length)] }
    else if (roll === 1) a[key] = JUNK[rng.int(JUNK.length)]
    else if (roll === 2 && Array.isArray(a[key]) && (a[key] as unknown[]).length) {
      const list = a[key] as unknown[]
      list[rng.int(list.length)] = pool.length ? pool[rng.int(pool.length)] : 'nope'
    } else if (roll === 2 && Array.isArray(a[key])) (a[key] as unknown[]).push('nope')
    else a[key] = pool.length ? pool[rng.int(pool.length)] : 'nope'
    if (!listed.has(canonical(a))) return a
  }
  return null
}

function leaves(v: unknown, out: Set<string>) {
  if (typeof v === 'string') out.add(v)
  else if (Array.isArray(v)) v.forEach((x) => leaves(x, out))
  else if (v && typeof v === 'object') Object.values(v).forEach((x) => leaves(x, out))
}

function label(a: AnyAction): string {
  return typeof a.mission === 'string' ? `${a.type}:${a.mission}` : a.type
}

function stateHashOf(system: AnySystem, s: AnyState): string {
  return system.hash(s)
}

export function runSystemFuzz(o: SystemFuzzOptions): SystemFuzzReport {
  const rng = seededRng(o.seed)
  const report: SystemFuzzReport = {
    games: 0,
    played: 0,
    legal: 0,
    refused: 0,
    saves: 0,
    kinds: {},
    actionTypes: {},
    refusedByRule: {},
    failure: null,
  }
  const maxLength = o.maxGameLength ?? 400
  const sample = o.legalSample ?? 3
  const illegalN = o.illegalPerPosition ?? 2
  const cap = o.listCap ?? 2000
  const apply = o.apply ?? ((system, s, a) => system.apply(s, a))
  for (const sc of o.scenarios) {
    const found = systemOfScenario(sc.json)
    if (!found.ok) throw new Error(`${sc.file}: ${found.error}`)
    const system = found.system
    const parsed = system.parseScenario(sc.json)
    if (!parsed.ok)
      throw new Error(
        `${sc.file} does not load: ${parsed.errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`,
      )
    const bot = o.bots?.[system.id]
    const types = new Set<string>(['nope'])
    const seen = new Set<string>()
    for (let g = 0; g < o.games; g++) {
      const gameSeed = rng.int(2 ** 31)
      const manualDice = g % 3 === 2
      let record = startGame({
        scenario: parsed.scenario as never,
        scenarioJson: sc.json,
        seed: gameSeed,
        manualDice,
      }) as unknown as GameRecord<AnyState, AnyAction, unknown>
      report.games++
      const fail = (kind: SystemFuzzFailure['kind'], problem: string, action?: unknown): SystemFuzzReport => {
        report.failure = {
          kind,
          problem,
          scenario: sc.id,
          gameSeed,
          manualDice,
          actions: record.actions.slice(0, record.cursor),
          ...(action !== undefined ? { action } : {}),
        }
        return report
      }
      try {
        for (let n = 0; n < maxLength; n++) {
          const s = deepFreeze(record.states[record.cursor])
          if (s.pending.kind === 'over') break
          report.kinds[s.pending.kind] = (report.kinds[s.pending.kind] ?? 0) + 1
          const legal = system.legal(s) as AnyAction[]
          if (!legal.length)
            return fail('no legal action', `the ${s.pending.kind} decision has no legal action`)
          const listed = new Set(legal.map(canonical))
          for (const a of legal) {
            types.add(a.type)
            leaves(a, seen)
          }
          // A sample of the listed actions, each must be accepted.
          for (let k = 0; k < Math.min(sample, legal.length); k++) {
            const a = legal[rng.int(legal.length)]
            const r = apply(system, s, a)
            if (!r.ok)
              return fail(
                'legal refused',
                `listed but refused: ${r.violation.rule} ${r.violation.message}`,
                a,
              )
            report.legal++
          }
          // Illegal by construction: refused with a rule and a reason, the state unchanged.
          const before = stateHashOf(system, s)
          const pool = [...seen, ...(o.values?.(s) ?? [])]
          for (let k = 0; k < illegalN; k++) {
            const a = illegalCandidate(rng, legal, listed, pool, [...types])
            if (!a) continue
            const r = apply(system, s, a)
            if (r.ok) {
              if (legal.length < cap)
                return fail('accepted unlisted', `accepted an action that legal() does not list`, a)
              continue
            }
            const { rule, message } = r.violation
            if (typeof rule !== 'string' || !rule || typeof message !== 'string' || message.length < 10)
              return fail(
                'refused badly',
                `refused without a rule or a reason: ${JSON.stringify(r.violation)}`,
                a,
              )
            report.refused++
            report.refusedByRule[rule] = (report.refusedByRule[rule] ?? 0) + 1
            if (stateHashOf(system, s) !== before)
              return fail('state changed', 'a refused action changed the state it was given', a)
          }
          // The automatic opponent answers with an action the rules accept.
          let played: AnyAction | null = null
          const answer = bot?.(s)
          if (answer) {
            const r = apply(system, s, answer.action)
            if (!r.ok)
              return fail(
                'bot refused',
                `the automatic opponent's answer was refused: ${r.violation.rule} ${r.violation.message}`,
                answer.action,
              )
            if (rng.int(3) === 0) played = answer.action
          }
          // Missions more often than the end of a segment, so games reach every mission type.
          if (!played) {
            // The mission type first, so one with many targets does not crowd out the others.
            const kinds = [...new Set(legal.filter((a) => a.type === 'mission').map(label))]
            const kind = kinds.length ? kinds[rng.int(kinds.length)] : null
            const flying = legal.filter((a) => label(a) === kind)
            // Otherwise an action that is not a mission (the end of the segment), if there is one.
            const other = legal.filter((a) => a.type !== 'mission')
            played =
              flying.length && (rng.int(4) > 0 || !other.length)
                ? flying[rng.int(flying.length)]
                : other[rng.int(other.length)]
          }
          const r = apply(system, s, played)
          if (!r.ok)
            return fail(
              'legal refused',
              `refused when played: ${r.violation.rule} ${r.violation.message}`,
              played,
            )
          // The input of the action is untouched (frozen, and its hash is the one seen before).
          if (stateHashOf(system, s) !== before)
            return fail('state changed', 'playing an action changed the state it was given', played)
          record = {
            ...record,
            actions: [...record.actions, played],
            states: [...record.states, r.state as AnyState],
            events: [...record.events, r.events],
            cursor: record.cursor + 1,
          }
          report.played++
          report.actionTypes[label(played)] = (report.actionTypes[label(played)] ?? 0) + 1
        }
        // The save the app writes loads and replays to the same hash.
        const save = JSON.parse(JSON.stringify(makeSystemSave(record as never, '2026-01-01T00:00:00.000Z')))
        const loaded = loadSystemSave(save)
        if (!loaded?.ok)
          return fail(
            'save does not replay',
            loaded
              ? loaded.errors.map((e) => `${e.path}: ${e.message}`).join('; ')
              : 'not read as a save of this system',
          )
        const end = record.states[record.cursor]
        const again = loaded.record.states[loaded.record.cursor] as unknown as AnyState
        if (system.hash(again) !== system.hash(end))
          return fail(
            'save does not replay',
            `replayed to hash ${system.hash(again)}, expected ${system.hash(end)}`,
          )
        report.saves++
      } catch (e) {
        return fail('exception', e instanceof Error ? `${e.message}\n${e.stack ?? ''}` : String(e))
      }
    }
  }
  return report
}

export function formatSystemFailure(f: SystemFuzzFailure): string {
  return [
    `FAILURE (${f.kind}) in ${f.scenario}, game seed ${f.gameSeed}${f.manualDice ? ', dice by hand' : ''}:`,
    `  ${f.problem}`,
    ...(f.action !== undefined ? [`  action: ${JSON.stringify(f.action)}`] : []),
    `  after ${f.actions.length} actions: ${JSON.stringify(f.actions)}`,
  ].join('\n')
}
