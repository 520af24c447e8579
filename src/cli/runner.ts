// The headless runner: `npm run airops -- <command>`. It plays scenarios from scripts with the
// same rules module as the browser, for scripting, demos, bug reports and end-to-end rule tests.
// `main(argv, io)` returns the exit code; all input and output go through `io`, so tests run it
// in-process with in-memory files.
//
// Exit codes: 0 done; 1 internal error (a bug in the rules engine, reported with the action);
// 2 bad input (command line, scenario, save or actions file); 3 an action the rules refuse.
import {
  weatherNow,
  newGame,
  legalActions,
  scenarioSummary,
  actionFieldProblems,
  type Action,
  type GameEvent,
  type GameState,
  type SideId,
  contextOf,
  apply,
} from '../rules/systems/aeto'
import { scenarioFromPosition } from '../rules/systems/aeto/scenario/fromPosition'
import {
  formatPath,
  MAX_SCENARIO_BYTES,
  parseScenario,
  parseScenarioText,
  type ScenarioError,
} from '../rules/systems/aeto/scenario/validate'
import type { Scenario } from '../rules/systems/aeto/scenario/schema'
import { parseJsonText } from '../rules/systems/aeto/save/jsonText'
import { printable, printableLines } from './printable'
import { decodeUtf8, type FileContent } from '../rules/systems/aeto/scenario/jsonText'
import {
  isUnverified,
  looksLikeSave,
  makeSave,
  parseSaveText,
  UNVERIFIED_SAVE,
  type SaveParseResult,
} from '../rules/systems/aeto/save/load'
import { replayActions, type NumberedEvent } from '../rules/systems/aeto/save/replay'
import type { SaveFile } from '../rules/systems/aeto/save/schema'
import {
  landSeenBy,
  landStackWords,
  logSeen,
  pendingSeen,
  stackWords,
  view,
} from '../rules/systems/aeto/view'
import { resolve as resolvePath } from 'node:path'
import { MAX_FILE_BYTES, readFailureReason, type RunnerIo } from './io'
import { DEFAULT_SYSTEM, systemIdOf, systemOfScenario, type AnySystem } from '../rules/systems/all'
import { describeInput } from '../rules/kernel/inputWords'

export type { RunnerIo } from './io'

export const EXIT_OK = 0
export const EXIT_INTERNAL = 1
export const EXIT_INPUT = 2
export const EXIT_ILLEGAL = 3

/** Most problems listed for one file. */
export const MAX_LISTED_ERRORS = 10

const HELP_HINT = 'run "npm run airops -- --help" for the commands'

/** Most actions \`legal\` lists without --all: a list of millions (--mission-targets on a big map) would be hundreds of MB. */
export const LEGAL_LIMIT = 1000

export const HELP = `Sortie headless runner: plays AETO/APTO air operations from scripts.

Usage: npm run airops -- <command> [options]

Commands:
  validate <file>
      Checks a scenario or a save file; prints "ok: …" or what is wrong and where.
      npm run airops -- validate src/cli/testdata/chain-scenario.json

  play <scenario> [--actions <file.json>] [--dice 3,5,1] [--seed N] [--until-decision]
                  [--save <file>] [--scenario-here <file>] [--narrate] [--as <side>]
      Plays the actions in order and prints one JSON object
      { "state": …, "pending": …, "events": [ … ] } (each event has the index of its action).
      With --as <side>: what that side may know instead of the state (its "view": ships by
      location, enemy ones named only once located), and only the events it may see.
      When the scenario determines the weather each month (APTO Part 1), "weather" gives the
      month, its letter and each zone's condition and air effect (--narrate: a "weather:" line).
      Once the scenario is over (after its "end": { "afterPhases": N }), "pending" is
      { "kind": "over", … } and "summary" says per side what was lost; further actions are refused.
      npm run airops -- play src/cli/testdata/chain-scenario.json --actions src/cli/testdata/chain-actions.json --dice 6,6,6,6,6,6,6,6,6,5,6 --narrate

  legal <scenario> [--actions <file.json>] [--dice …] [--seed N] [--mission-targets] [--all]
      Prints { "pending": …, "legal": [ … ] }: every action possible now, after the actions.
      Above ${LEGAL_LIMIT} actions it prints the first ${LEGAL_LIMIT}, with "count" (how many in all) and
      "byType" (how many of each type); --all prints every one.
      npm run airops -- legal tutorial

  rulings <scenario> [--actions <file.json>] [--seed N]
      For a rule system that keeps house rulings (the Europa draft): plays the actions, then
      prints its rulings document in Markdown: each hole of the rules, the ruling chosen and how
      often it arose in play.
      npm run airops -- rulings public/scenarios/europa-draft/europa-strategic-bombing-20-b-1-c.json

  help, --help
      This text.

<scenario> is a scenario file, a save file (its actions are played first, with its own dice),
or the id of a built-in scenario (e.g. tutorial).

Options:
  --actions <file>   a JSON list of actions, e.g. [{"type":"launch","base":"ab","units":["b17"],
                     "mission":"fly","target":"1807"}, {"type":"pass"}]; actions are counted from 0
  --dice 3,5,1       die faces used first, in order; when they run out, the seeded generator rolls
  --seed N           seed of the dice generator, a whole number from 0 to 4294967295 (default 1)
  --until-decision   stop at the first action the rules refuse and print the game at that decision
                     (exit 0, with "stopped": {action, type, rule, message}) instead of failing
  --save <file>      also write a save file of the game played (for bug reports)
  --scenario-here <file>
                     also write a scenario of the position reached (units at their bases, ships
                     where they sail, installations as bombed), to edit or play as a what-if
  --narrate          print the events as text lines and the pending decision, instead of JSON
  --as <side>        (play) print the game as that side may know it (e.g. --as allies): no state,
                     its view (ships: enemy ones counted, not named, until located, 4.10), the
                     events it may see, and another side's pending decision as its kind only
  --mission-targets  (legal) also list one-unit missions to every hex in range, and before combat
                     the one-unit flights that may join the intercepted mission (A-21)
  --all              (legal) list every legal action, however many

Files are never overwritten by mistake: --save and --scenario-here must name files other than the
scenario or save read, the actions file and each other. A file written is JSON, indented when it
stays small and on one line when indenting would make it larger than Sortie reads (20 MB).

Exit codes: 0 done, 1 internal error, 2 bad input, 3 an action the rules refuse
(stderr: "action #N (<type>): <rule>: <message>").
`

// ---------------------------------------------------------------------------------------------
// Command line
// ---------------------------------------------------------------------------------------------

interface Parsed {
  positional: string[]
  options: Map<string, string | true>
}

const OPTIONS: Record<string, { value: boolean; commands: string[] }> = {
  actions: { value: true, commands: ['play', 'legal', 'rulings'] },
  dice: { value: true, commands: ['play', 'legal'] },
  seed: { value: true, commands: ['play', 'legal', 'rulings'] },
  'until-decision': { value: false, commands: ['play'] },
  save: { value: true, commands: ['play'] },
  'scenario-here': { value: true, commands: ['play'] },
  narrate: { value: false, commands: ['play'] },
  as: { value: true, commands: ['play'] },
  'mission-targets': { value: false, commands: ['legal'] },
  all: { value: false, commands: ['legal'] },
}

class InputError extends Error {
  constructor(
    message: string,
    readonly code = EXIT_INPUT,
  ) {
    super(message)
  }
}

function parseArgs(command: string, args: readonly string[]): Parsed {
  const positional: string[] = []
  const options = new Map<string, string | true>()
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]
    if (!arg.startsWith('--') || arg === '--') {
      positional.push(arg)
      continue
    }
    const eq = arg.indexOf('=')
    const name = arg.slice(2, eq === -1 ? undefined : eq)
    const spec = OPTIONS[name]
    if (!spec || !spec.commands.includes(command))
      throw new InputError(`unknown option --${name} for "${command}"; ${HELP_HINT}`)
    if (options.has(name)) throw new InputError(`--${name} is given twice`)
    if (!spec.value) {
      if (eq !== -1) throw new InputError(`--${name} takes no value`)
      options.set(name, true)
      continue
    }
    let value: string | undefined
    if (eq !== -1) value = arg.slice(eq + 1)
    else {
      value = args[i + 1]
      if (value === undefined || (value.startsWith('--') && value.length > 2))
        throw new InputError(`--${name} needs a value; ${HELP_HINT}`)
      i++
    }
    options.set(name, value)
  }
  return { positional, options }
}

function stringOption(p: Parsed, name: string): string | undefined {
  const v = p.options.get(name)
  return typeof v === 'string' ? v : undefined
}

/** "--dice 3,5,1" → [3, 5, 1]; every value a whole number from 1 to 6. */
export function parseDiceOption(text: string): number[] {
  if (text.trim() === '')
    throw new InputError('--dice needs a comma-separated list of die faces, e.g. --dice 3,5,1')
  const parts = text.split(',')
  return parts.map((raw, i) => {
    const v = raw.trim()
    if (v === '')
      throw new InputError(
        `--dice: the value at position ${i + 1} is empty; each value must be a whole number from 1 to 6`,
      )
    if (!/^[1-6]$/.test(v))
      throw new InputError(
        `--dice: ${JSON.stringify(v)} at position ${i + 1} is not a die face; each value must be a whole number from 1 to 6`,
      )
    return Number(v)
  })
}

export function parseSeedOption(text: string): number {
  const v = text.trim()
  const n = Number(v)
  if (!/^\d+$/.test(v) || !Number.isSafeInteger(n) || n > 0xffffffff)
    throw new InputError(`--seed must be a whole number from 0 to 4294967295 (got ${JSON.stringify(text)})`)
  return n
}

// ---------------------------------------------------------------------------------------------
// Files
// ---------------------------------------------------------------------------------------------

function readOrFail(io: RunnerIo, path: string, builtInHint = false): FileContent {
  try {
    return io.readFile(path)
  } catch (e) {
    const reason = readFailureReason(e)
    const hint =
      builtInHint && reason === 'no such file' && io.builtIns?.length
        ? ` (built-in scenarios: ${io.builtIns.map((b) => b.id).join(', ')})`
        : ''
    throw new InputError(`cannot read ${path}: ${reason}${hint}`)
  }
}

function errorList(errors: readonly ScenarioError[]): string {
  const shown = errors.slice(0, MAX_LISTED_ERRORS)
  const lines = shown.map((e) => `  ${e.path ? `${e.path}: ${e.message}` : e.message}`)
  if (errors.length > shown.length) lines.push(`  … and ${errors.length - shown.length} more problems`)
  return lines.join('\n')
}

function isBuiltInName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(name)
}

interface Source {
  kind: 'scenario' | 'save'
  /** How the user named it, for messages. */
  name: string
  scenario: Scenario
  /** The scenario JSON as loaded (for writing a save). */
  scenarioJson: () => unknown
  save: SaveFile | null
  /** A save's replayed state. */
  saveState: GameState | null
}

function loadSource(io: RunnerIo, name: string): Source {
  const builtIn = isBuiltInName(name) ? io.builtIns?.find((b) => b.id === name) : undefined
  if (builtIn) {
    const r =
      typeof builtIn.data === 'string'
        ? parseScenarioText(builtIn.data, { maxErrors: MAX_LISTED_ERRORS })
        : parseScenario(builtIn.data, { maxErrors: MAX_LISTED_ERRORS })
    if (!r.ok)
      throw new InputError(
        `the built-in scenario ${name} is not valid:\n${errorList(r.errors)}`,
        EXIT_INTERNAL,
      )
    return {
      kind: 'scenario',
      name,
      scenario: r.scenario,
      scenarioJson: () => (typeof builtIn.data === 'string' ? JSON.parse(builtIn.data) : builtIn.data),
      save: null,
      saveState: null,
    }
  }
  const text = readOrFail(io, name, isBuiltInName(name))
  if (looksLikeSave(text)) {
    const r: SaveParseResult = parseSaveText(text, { maxErrors: MAX_LISTED_ERRORS })
    if (!r.ok) throw new InputError(`invalid save file ${name}:\n${errorList(r.errors)}`)
    if (isUnverified(r.save)) io.stderr(`warning: ${printable(name)}: ${UNVERIFIED_SAVE}\n`)
    return {
      kind: 'save',
      name,
      scenario: r.scenario,
      scenarioJson: () => r.save.scenario,
      save: r.save,
      saveState: r.state,
    }
  }
  const r = parseScenarioText(text, { maxErrors: MAX_LISTED_ERRORS })
  if (!r.ok) throw new InputError(`invalid scenario file ${name}:\n${errorList(r.errors)}`)
  const decoded = decodeUtf8(text, 'a scenario')
  const json = decoded.ok ? decoded.text : ''
  return {
    kind: 'scenario',
    name,
    scenario: r.scenario,
    scenarioJson: () => JSON.parse(json.charCodeAt(0) === 0xfeff ? json.slice(1) : json),
    save: null,
    saveState: null,
  }
}

/** An actions file: a JSON list of objects, each with a string "type". */
export function parseActionsText(text: FileContent, name: string): Action[] {
  const r = parseJsonText(text, { what: 'an actions file', maxBytes: MAX_FILE_BYTES, maxDepth: 64 })
  if (!r.ok) throw new InputError(`invalid actions file ${name}: ${r.path ? `${r.path}: ` : ''}${r.message}`)
  const json = r.json
  if (!Array.isArray(json))
    throw new InputError(
      `invalid actions file ${name}: it must be a JSON list of actions [ {"type": …}, … ] (got ${describeInput(json)})`,
    )
  const problems: string[] = []
  json.forEach((a: unknown, i) => {
    if (typeof a !== 'object' || a === null || Array.isArray(a))
      problems.push(`[${i}] must be an object with a "type", e.g. {"type": "pass"} (got ${describeInput(a)})`)
    else if (typeof (a as { type?: unknown }).type !== 'string')
      problems.push(
        `${formatPath([i, 'type'])}: ${'type' in a ? `must be text (got ${describeInput((a as { type?: unknown }).type)})` : 'is required: every action has a "type", e.g. "pass"'}`,
      )
    else if ((a as { type: string }).type === '')
      problems.push(`${formatPath([i, 'type'])}: must not be empty: every action has a "type", e.g. "pass"`)
    else
      for (const [key, message] of actionFieldProblems(a as Record<string, unknown>))
        problems.push(`${formatPath([i, key])}: ${message}`)
  })
  if (problems.length) {
    const shown = problems.slice(0, MAX_LISTED_ERRORS)
    if (problems.length > shown.length) shown.push(`… and ${problems.length - shown.length} more problems`)
    throw new InputError(`invalid actions file ${name}:\n${shown.map((l) => `  ${l}`).join('\n')}`)
  }
  return json as Action[]
}

// ---------------------------------------------------------------------------------------------
// Commands
// ---------------------------------------------------------------------------------------------

function oneSource(command: string, p: Parsed): string {
  if (p.positional.length === 0)
    throw new InputError(
      `${command} needs a scenario file, a save file or a built-in scenario id; ${HELP_HINT}`,
    )
  if (p.positional.length > 1)
    throw new InputError(`${command} takes one file (got ${p.positional.length}: ${p.positional.join(', ')})`)
  return p.positional[0]
}

function cmdValidate(io: RunnerIo, p: Parsed): number {
  if (p.positional.length !== 1)
    throw new InputError(`validate takes one file (got ${p.positional.length}); ${HELP_HINT}`)
  const src = loadSource(io, p.positional[0])
  const sc = src.scenario
  if (src.kind === 'save') {
    const n = src.save!.actions.length
    io.stdout(
      `ok: save of scenario ${sc.id} (${printable(sc.title)}), ${n} action${n === 1 ? '' : 's'} replayed\n`,
    )
  } else io.stdout(`ok: scenario ${sc.id} (${printable(sc.title)})\n`)
  return EXIT_OK
}

interface Played {
  src: Source
  seed: number
  dice: number[] | undefined
  actions: Action[]
  state: GameState
  events: NumberedEvent[]
  stopped: { action: number; type: string; rule: string; message: string } | null
}

function playScript(io: RunnerIo, command: string, p: Parsed, untilDecision: boolean): Played {
  const src = loadSource(io, oneSource(command, p))
  const diceText = stringOption(p, 'dice')
  const seedText = stringOption(p, 'seed')
  if (src.save && (diceText !== undefined || seedText !== undefined))
    throw new InputError(
      `--${diceText !== undefined ? 'dice' : 'seed'} cannot be used with a save file: the save has its own dice`,
    )
  const dice = src.save ? src.save.dice : diceText !== undefined ? parseDiceOption(diceText) : undefined
  const seed = src.save ? src.save.seed : seedText !== undefined ? parseSeedOption(seedText) : 1
  const actionsPath = stringOption(p, 'actions')
  const script = actionsPath === undefined ? [] : parseActionsText(readOrFail(io, actionsPath), actionsPath)
  const prior = src.save?.actions ?? []
  const actions = [...prior, ...script]

  const start = newGame(src.scenario, { seed, dice, manualDice: src.save?.manualDice })
  const run = replayActions(start, actions)
  let stopped: Played['stopped'] = null
  if (run.failure) {
    const f = run.failure
    const head = `action #${f.index} (${printable(String(f.action.type))})`
    if (f.crash !== undefined)
      throw new InputError(
        `${head}: internal error in the rules engine: ${printable(f.crash)}`,
        EXIT_INTERNAL,
      )
    const v = f.violation!
    // (A rule's message is one line: what it quotes from the actions file is escaped, line breaks too.)
    if (!untilDecision) throw new InputError(`${head}: ${v.rule}: ${printable(v.message)}`, EXIT_ILLEGAL)
    stopped = { action: f.index, type: f.action.type, rule: v.rule, message: v.message }
    io.stderr(`stopped before ${head}: ${v.rule}: ${printable(v.message)}\n`)
  }
  return {
    src,
    seed,
    dice,
    actions: stopped ? actions.slice(0, stopped.action) : actions,
    state: run.state,
    events: run.events,
    stopped,
  }
}

/** The state for output: the embedded scenario replaced by its id and title. */
export function publicState(
  state: GameState,
): Omit<GameState, 'scenario'> & { scenario: { id: string; title: string } } {
  return { ...state, scenario: { id: state.scenario.id, title: state.scenario.title } }
}

/** The file paths read (a scenario or save, the actions) and to be written (--save, --scenario-here) must all differ. */
function checkOutputs(p: Parsed): void {
  const same = (a: string, b: string) => resolvePath(a) === resolvePath(b)
  const source = p.positional[0]
  const inputs: [string, string][] = []
  if (source !== undefined) inputs.push([source, 'the scenario or save file read'])
  const actions = stringOption(p, 'actions')
  if (actions !== undefined) inputs.push([actions, 'the actions file (--actions)'])
  const outputs: [string, string][] = []
  for (const name of ['save', 'scenario-here']) {
    const path = stringOption(p, name)
    if (path === undefined) continue
    for (const [input, what] of inputs)
      if (same(path, input))
        throw new InputError(
          `--${name}: ${printable(JSON.stringify(path))} is ${what}, which would be overwritten; write to another file`,
        )
    for (const [other, otherName] of outputs)
      if (same(path, other))
        throw new InputError(
          `--${name}: ${printable(JSON.stringify(path))} is also the file of --${otherName}; give each its own file`,
        )
    outputs.push([path, name])
  }
}

/**
 * The JSON text of a file Sortie writes: indented for reading, unless indenting would make it
 * larger than Sortie reads back (`maxBytes`: 20 MB for a scenario, more for a save); then on one
 * line, so that whatever Sortie writes it reads again.
 */
export function fileJson(value: unknown, maxBytes: number): string {
  const pretty = `${JSON.stringify(value, null, 2)}\n`
  if (pretty.length * 3 <= maxBytes || new TextEncoder().encode(pretty).length <= maxBytes) return pretty
  return `${JSON.stringify(value)}\n`
}

function cmdPlay(io: RunnerIo, p: Parsed): number {
  checkOutputs(p)
  const played = playScript(io, 'play', p, p.options.has('until-decision'))
  const { state, events, stopped } = played
  const savePath = stringOption(p, 'save')
  if (savePath !== undefined) {
    if (!io.writeFile) throw new InputError('--save: this runner cannot write files')
    const save = makeSave(played.src.scenarioJson(), played.seed, played.dice, played.actions, state, {
      manualDice: played.src.save?.manualDice,
    })
    try {
      io.writeFile(savePath, fileJson(save, MAX_FILE_BYTES))
    } catch (e) {
      const code = (e as { code?: unknown } | null)?.code
      throw new InputError(
        `cannot write ${savePath}: ${code === 'ENOENT' ? 'no such directory' : readFailureReason(e)}`,
      )
    }
    io.stderr(
      `saved the game to ${savePath} (${played.actions.length} actions, state hash ${save.stateHash})\n`,
    )
  }
  const herePath = stringOption(p, 'scenario-here')
  if (herePath !== undefined) {
    if (!io.writeFile) throw new InputError('--scenario-here: this runner cannot write files')
    const { scenario, notes } = scenarioFromPosition(state)
    try {
      io.writeFile(herePath, fileJson(scenario, MAX_SCENARIO_BYTES))
    } catch (e) {
      const code = (e as { code?: unknown } | null)?.code
      throw new InputError(
        `cannot write ${herePath}: ${code === 'ENOENT' ? 'no such directory' : readFailureReason(e)}`,
      )
    }
    io.stderr(`wrote the scenario of this position to ${herePath}${notes.map((n) => `\n  ${n}`).join('')}\n`)
  }
  const as = stringOption(p, 'as')
  if (as !== undefined) return writeSideView(io, played, as, p.options.has('narrate'))
  if (p.options.has('narrate')) {
    io.stdout(narrate(state, events))
    return EXIT_OK
  }
  const out: Record<string, unknown> = { state: publicState(state), pending: state.pending, events }
  const weather = weatherOut(state)
  if (weather) out.weather = weather
  if (state.pending.kind === 'over') out.summary = scenarioSummary(state)
  if (stopped) out.stopped = stopped
  io.stdout(`${JSON.stringify(out, null, 2)}\n`)
  return EXIT_OK
}

/** Events as text lines "#3 Axis declares … (4.13)", then the decision now pending (or, once
 *  the scenario is over, "over: …" and one line per side of its summary). */
export function narrate(state: GameState, events: readonly NumberedEvent[]): string {
  return `${narrateLines(state, events).map(printable).join('\n')}\n`
}

/** The weather in force, when the scenario determines it each month (APTO Part 1): the month, its letter, each zone's condition and air effect. */
function weatherOut(state: GameState) {
  const now = state.scenario.weather?.determined ? weatherNow(state) : null
  if (!now) return null
  return {
    month: state.weather ? `${state.weather.year}-${String(state.weather.month).padStart(2, '0')}` : null,
    letter: now.letter,
    rolling: now.rolling,
    zones: now.zones.map((z) => ({
      id: z.id,
      name: z.name,
      condition: z.condition,
      effect: z.effect,
      text: z.text,
    })),
    summary: now.summary,
  }
}

function narrateLines(state: GameState, events: readonly NumberedEvent[]): string[] {
  const lines = events.map((e) => `#${e.action} ${e.text}`)
  const weather = weatherOut(state)
  if (weather) lines.push(`weather: ${weather.summary}`)
  const p = state.pending
  if (p.kind === 'over') {
    lines.push(`over (${p.rule}): ${p.prompt}`)
    for (const x of scenarioSummary(state).sides) lines.push(`  ${x.text}`)
    return lines
  }
  const who = state.scenario.sides.find((s) => s.id === p.side)?.name ?? p.side
  lines.push(`pending: ${who} (${p.kind}, ${p.rule}${p.loc ? ` at ${p.loc}` : ''}): ${p.prompt}`)
  return lines
}

/** The view of `side` (design §7) in JSON, location labels for ids; its ships by name only where it may know them (4.10). */
export function sideViewJson(state: GameState, side: SideId) {
  const map = contextOf(state).map
  const v = view(state, side)
  // Enemy land stacks: the top chit and the chits inspected, by adjacency or land reconnaissance (4.11).
  return {
    viewer: v.viewer,
    ships: v.ships.map((x) => ({ ...x, loc: map.locLabel(x.loc) })),
    land: landSeenBy(state, side),
  }
}

/** play --as: what one side may know — its view, the events it may see, the decision due as far as it concerns it. */
function writeSideView(io: RunnerIo, played: Played, side: string, narrated: boolean): number {
  const { state, stopped } = played
  const sides = state.scenario.sides.map((x) => x.id)
  if (!sides.includes(side))
    throw new InputError(`--as: "${printable(side)}" is not a side of this scenario (${sides.join(', ')})`)
  // The side's view of the log (rules/viewLog.ts): the other side's private events masked until
  // revealed (4.10, 4.16), enemy carriers not located unnamed (4.10). It reads each action's state,
  // so the game is played once more.
  const states: GameState[] = [
    newGame(played.src.scenario, {
      seed: played.seed,
      dice: played.dice,
      manualDice: played.src.save?.manualDice,
    }),
  ]
  const events: GameEvent[][] = []
  for (const a of played.actions) {
    const r = apply(states[states.length - 1], a)
    if (!r.ok) break
    states.push(r.state)
    events.push(r.events)
  }
  const seen = logSeen({ states, events }, side).flatMap((a) =>
    a.events.map((e) => ({ action: a.index, ...e })),
  )
  const p = state.pending
  const pending = pendingSeen(state, side)
  const v = sideViewJson(state, side)
  if (narrated) {
    const map = contextOf(state).map
    const lines = narrateLines(state, seen)
    if (p.side !== side && p.kind !== 'over')
      lines[lines.length - 1] =
        `pending: ${state.scenario.sides.find((x) => x.id === p.side)?.name ?? p.side} (${p.kind}, ${p.rule})`
    for (const x of view(state, side).ships)
      lines.push(`ships: ${x.side} ${map.locLabel(x.loc)}${x.inPort ? ' (in port)' : ''}: ${stackWords(x)}`)
    for (const x of landSeenBy(state, side))
      if (x.side !== side) lines.push(`land: ${x.side} ${x.hex}: ${landStackWords(x)}`)
    io.stdout(`${lines.map(printable).join('\n')}\n`)
    return EXIT_OK
  }
  const out: Record<string, unknown> = { as: side, view: v, pending, events: seen }
  const weather = weatherOut(state) // open to both sides (Part 1)
  if (weather) out.weather = weather
  if (p.kind === 'over') out.summary = scenarioSummary(state)
  if (stopped) out.stopped = stopped
  io.stdout(`${JSON.stringify(out, null, 2)}\n`)
  return EXIT_OK
}

function cmdLegal(io: RunnerIo, p: Parsed): number {
  const { state } = playScript(io, 'legal', p, false)
  const legal = legalActions(state, { missionTargets: p.options.has('mission-targets'), outsideEvents: true })
  writeLegal(io, state.pending, legal, p.options.has('all') ? Infinity : LEGAL_LIMIT)
  return EXIT_OK
}

// ---------------------------------------------------------------------------------------------
// Scenarios of another rule system (their `system` field, kernel/registry.ts)
// ---------------------------------------------------------------------------------------------

/** A scenario file of a registered rule system other than AETO/APTO. */
interface ForeignSource {
  system: AnySystem
  scenario: unknown
}

/**
 * The scenario file named on the command line when it names another rule system than AETO/APTO
 * (`system`), parsed by that system; null for a built-in, a save, an AETO/APTO file, or a file
 * that is not JSON (the usual path reports it).
 */
function foreignSource(io: RunnerIo, command: string, p: Parsed): ForeignSource | null {
  const name = oneSource(command, p)
  if (isBuiltInName(name) && io.builtIns?.some((b) => b.id === name)) return null
  const text = readOrFail(io, name, isBuiltInName(name))
  if (looksLikeSave(text)) return null
  const decoded = decodeUtf8(text, 'a scenario')
  if (!decoded.ok || !/"system"\s*:/.test(decoded.text)) return null // (most files: AETO/APTO, no parse twice)
  let json: unknown
  try {
    json = JSON.parse(decoded.text.charCodeAt(0) === 0xfeff ? decoded.text.slice(1) : decoded.text)
  } catch {
    return null
  }
  if (systemIdOf(json) === DEFAULT_SYSTEM) return null
  const found = systemOfScenario(json)
  if (!found.ok) throw new InputError(`invalid scenario file ${name}:\n  ${found.error}`)
  const r = found.system.parseScenario(json)
  if (!r.ok) throw new InputError(`invalid scenario file ${name}:\n${errorList(r.errors)}`)
  return { system: found.system, scenario: r.scenario }
}

const AETO_ONLY = ['save', 'scenario-here', 'narrate', 'mission-targets']

/** validate, play and legal for another rule system: through its RuleSystem entry only. */
function runForeign(io: RunnerIo, command: string, p: Parsed, src: ForeignSource): number {
  const sc = src.scenario as { id?: string; title?: string }
  if (command === 'validate') {
    io.stdout(
      `ok: scenario ${sc.id} (${printable(String(sc.title))}) of the rule system ${src.system.name}\n`,
    )
    return EXIT_OK
  }
  const other = AETO_ONLY.find((o) => p.options.has(o))
  if (other) throw new InputError(`--${other} is not available for the rule system ${src.system.name}`)
  const diceText = stringOption(p, 'dice')
  const seedText = stringOption(p, 'seed')
  const dice = diceText !== undefined ? parseDiceOption(diceText) : undefined
  const seed = seedText !== undefined ? parseSeedOption(seedText) : 1
  const actionsPath = stringOption(p, 'actions')
  const actions = actionsPath === undefined ? [] : parseActionsText(readOrFail(io, actionsPath), actionsPath)
  let state = src.system.newGame(src.scenario, { seed, dice })
  const events: unknown[] = []
  let stopped: Played['stopped'] = null
  for (let i = 0; i < actions.length; i++) {
    const r = src.system.apply(state, actions[i])
    const head = `action #${i} (${printable(String(actions[i].type))})`
    if (!r.ok) {
      const v = r.violation
      if (!p.options.has('until-decision'))
        throw new InputError(`${head}: ${v.rule}: ${printable(v.message)}`, EXIT_ILLEGAL)
      stopped = { action: i, type: actions[i].type, rule: v.rule, message: v.message }
      io.stderr(`stopped before ${head}: ${v.rule}: ${printable(v.message)}\n`)
      break
    }
    for (const ev of r.events) events.push({ action: i, ...ev })
    state = r.state
  }
  if (command === 'rulings') {
    const doc = src.system.documents?.(state).find((d) => d.name === 'rulings')
    if (!doc) throw new InputError(`the rule system ${src.system.name} keeps no house rulings`)
    io.stdout(doc.text.endsWith('\n') ? doc.text : `${doc.text}\n`)
    return EXIT_OK
  }
  if (command === 'legal') {
    writeLegal(
      io,
      state.pending,
      src.system.legal(state) as readonly Action[],
      p.options.has('all') ? Infinity : LEGAL_LIMIT,
    )
    return EXIT_OK
  }
  const as = stringOption(p, 'as')
  const shown =
    as === undefined
      ? events
      : events.filter((e) => {
          const t = e as { privateTo?: string }
          return t.privateTo === undefined || t.privateTo === as
        })
  const { scenario: _scenario, ...rest } = state as { scenario: unknown }
  const out: Record<string, unknown> =
    as === undefined
      ? {
          system: src.system.id,
          state: { ...rest, scenario: { id: sc.id, title: sc.title } },
          pending: state.pending,
          events: shown,
        }
      : { system: src.system.id, view: src.system.view(state, as), events: shown }
  out.hash = src.system.hash(state)
  if (stopped) out.stopped = stopped
  io.stdout(`${JSON.stringify(out, null, 2)}\n`)
  return EXIT_OK
}

// ---------------------------------------------------------------------------------------------
// Entry point
// ---------------------------------------------------------------------------------------------

/**
 * Prints { "pending": …, "legal": [ … ] } with one action a line, in chunks (with --all the list of
 * --mission-targets can hold millions of actions, too many for one string). Above `limit` actions
 * only the first `limit` are listed, and "count" and "byType" say how many there are of each type.
 */
function writeLegal(io: RunnerIo, pending: unknown, legal: readonly Action[], limit: number): void {
  io.stdout(`{\n  "pending": ${JSON.stringify(pending, null, 2).replace(/\n/g, '\n  ')},\n`)
  const shown = Math.min(legal.length, limit)
  if (shown < legal.length) {
    const byType: Record<string, number> = {}
    for (const a of legal) byType[a.type] = (byType[a.type] ?? 0) + 1
    io.stdout(
      `  "count": ${legal.length},\n  "byType": ${JSON.stringify(byType)},\n` +
        `  "note": ${JSON.stringify(`${legal.length} legal actions: the first ${shown} are listed; --all lists every one`)},\n`,
    )
  }
  io.stdout('  "legal": [')
  const CHUNK = 2000
  for (let i = 0; i < shown; i += CHUNK) {
    let text = ''
    for (let k = i; k < Math.min(shown, i + CHUNK); k++)
      text += `${k === 0 ? '' : ','}\n    ${JSON.stringify(legal[k])}`
    io.stdout(text)
  }
  io.stdout(`${shown ? '\n  ' : ''}]\n}\n`)
}

/** Runs one command; returns the process exit code. Never throws. */
export function main(argv: readonly string[], io: RunnerIo): number {
  try {
    const [command, ...rest] = argv
    if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
      io.stdout(HELP)
      return EXIT_OK
    }
    if (rest.includes('--help') || rest.includes('-h')) {
      io.stdout(HELP)
      return EXIT_OK
    }
    if (command === 'validate' || command === 'play' || command === 'legal' || command === 'rulings') {
      const parsed = parseArgs(command, rest)
      const foreign = parsed.positional.length === 1 ? foreignSource(io, command, parsed) : null
      if (foreign) return runForeign(io, command, parsed, foreign)
      if (command === 'rulings')
        throw new InputError(
          `rulings needs a scenario file of a rule system that keeps house rulings (the Europa draft); ${HELP_HINT}`,
        )
    }
    switch (command) {
      case 'validate':
        return cmdValidate(io, parseArgs(command, rest))
      case 'play':
        return cmdPlay(io, parseArgs(command, rest))
      case 'legal':
        return cmdLegal(io, parseArgs(command, rest))
      default:
        io.stderr(`unknown command ${printable(JSON.stringify(command))}; ${HELP_HINT}\n`)
        return EXIT_INPUT
    }
  } catch (e) {
    if (e instanceof InputError) {
      io.stderr(`${printableLines(e.message)}\n`)
      return e.code
    }
    const message = e instanceof Error ? e.message : String(e)
    io.stderr(`internal error: ${printableLines(message.slice(0, 300))}\n`)
    return EXIT_INTERNAL
  }
}
