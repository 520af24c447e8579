// The registry of rule systems. A scenario names its system (`system`; absent: the AETO/APTO
// system, so every older file loads unchanged); the store, saves, the runner, the bot and the
// screens find the system here and reach its rules only through this interface. The kernel
// imports nothing from a system: the built-in systems register themselves (src/rules/systems/index.ts),
// and a test may register its own. A system may also be registered as a loader (its rules fetched
// when a scenario or save first names it, so a page of one system does not download the others):
// `loadSystem` / `loadSystemOf` fetch and register it; the lookups below stay synchronous and
// find only what is registered.
import type { Applied, RuleEvent } from './events'
import type { SideId } from './ids'
import type { PendingEnvelope } from './pending'
import type { BarrierKind } from './undo'

/** A scenario file checked by its system: the scenario, or each problem as `path: message`. */
export type ScenarioCheck<Scenario> =
  { ok: true; scenario: Scenario } | { ok: false; errors: { path: string; message: string }[] }

export interface NewGameOptions {
  seed: number
  /** Scripted die faces used before the seeded generator. */
  dice?: readonly number[]
  /** Players roll real dice and enter each value (a `roll` decision). */
  manualDice?: boolean
}

/** The automatic opponent's answer: the action, and the log lines that explain it (may be none). */
export interface BotAnswer<Action, Event> {
  action: Action
  reasoning: Event[]
}

/** What the store keeps of every state: the scenario it plays and the decision it waits for. */
export interface SystemState<Scenario = unknown> {
  scenario: Scenario
  pending: PendingEnvelope
}

/**
 * One rule system: its scenario format, its procedures behind `apply`, what each side may see,
 * its automatic opponent and its state hash. Pure functions of their arguments: no clock, no
 * Math.random (the dice are in the state), no I/O.
 */
export interface RuleSystem<
  Scenario = unknown,
  State extends SystemState<Scenario> = SystemState<Scenario>,
  Action extends { type: string } = { type: string },
  Event extends RuleEvent = RuleEvent,
> {
  /** The value of a scenario's `system` field ("aeto-apto"). */
  id: string
  /** Its name for players ("AETO / APTO air rules"). */
  name: string
  /** Checks a scenario file (parsed JSON) of this system. */
  parseScenario(json: unknown): ScenarioCheck<Scenario>
  /** The sides of a scenario, in play order, with their names. */
  sides(scenario: Scenario): { id: SideId; name: string }[]
  newGame(scenario: Scenario, options: NewGameOptions): State
  apply(state: State, action: Action): Applied<State, Event>
  /** Every action the rules accept now (the pending decision's choices). */
  legal(state: State): Action[]
  /** What `side` may see of the state (null: an onlooker who sees what both sides see). */
  view(state: State, side: SideId | null): unknown
  /**
   * The automatic opponent, loaded when first needed (the app fetches the bot only once a side it
   * plays decides): its answer to the pending decision, or null when it cannot decide it (a
   * physical die is the player's).
   */
  bot(): Promise<(state: State) => BotAnswer<Action, Event> | null>
  /** A stable hash of the state, the scenario left out (kernel/hash.ts). */
  hash(state: State): string
  /** Where the game stands, for the top bar ("June 1943 · Naval and Air Phase"). */
  stage(state: State): string
  /** A short notice every screen of the system shows ("draft rules: not published"). */
  badge?: string
  /** Documents the players may export from a game, as Markdown (the Europa draft's house rulings). */
  documents?(state: State): { name: string; title: string; text: string }[]
  /**
   * Whether undo stops after this action in a hot-seat game, and why (kernel/undo.ts): a die
   * rolled, a hidden choice revealed, a declaration the other side has seen. A hand-over (the
   * decision passing to the other side) is a barrier of every system: the store adds it when this
   * gives none (store/history.ts barrierAt). Absent: only hand-overs stop undo.
   */
  barrier?(
    before: State,
    action: Action,
    after: State,
    events: readonly Event[],
  ): { kind: BarrierKind; reason: string } | null
}

/** Any system, as the registry holds it. */
// The registry's users call a system only with the states and actions that system made.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySystem = RuleSystem<any, any, any, any>

/** The system of a scenario that names none: the AETO/APTO air rules. */
export const DEFAULT_SYSTEM = 'aeto-apto'

const systems = new Map<string, AnySystem>()
const loaders = new Map<string, () => Promise<AnySystem>>()
/** Every id registered or registered as a loader, in the order first named (messages list them so). */
const named: string[] = []
const name = (id: string) => named.includes(id) || named.push(id)

/** Adds a system; a second system under the same id is refused (an error in the program). */
export function registerSystem(system: AnySystem): void {
  const had = systems.get(system.id)
  if (had && had !== system) throw new Error(`two rule systems are registered as "${system.id}"`)
  systems.set(system.id, system)
  name(system.id)
}

/** Removes a system and its loader (a test's own, when it is done). */
export function unregisterSystem(id: string): void {
  systems.delete(id)
  loaders.delete(id)
}

/**
 * Names a system whose rules are fetched when first needed (a dynamic import of its `system.ts`):
 * one line per system in systems/index.ts. A second loader under the same id is refused.
 */
export function registerSystemLoader(id: string, load: () => Promise<AnySystem>): void {
  const had = loaders.get(id)
  if (had && had !== load) throw new Error(`two loaders are registered for the rule system "${id}"`)
  loaders.set(id, load)
  name(id)
}

/** The ids of the systems registered or registered as a loader, in the order first registered. */
export function knownSystemIds(): string[] {
  return named.filter((id) => systems.has(id) || loaders.has(id))
}

/**
 * The system registered under `id`, fetched and registered first if it is only a loader;
 * undefined when no system or loader has that id. Rejects when its rules cannot be fetched.
 */
export async function loadSystem(id: string): Promise<AnySystem | undefined> {
  const had = systems.get(id)
  if (had) return had
  const load = loaders.get(id)
  if (!load) return undefined
  const system = await load()
  if (system.id !== id)
    throw new Error(`the loader of the rule system "${id}" gave the system "${system.id}"`)
  registerSystem(system)
  return system
}

/**
 * Fetches and registers the system a scenario file (parsed JSON) names, so that `systemOfScenario`
 * finds it; nothing for an unknown or malformed `system` (the lookup then says what is wrong).
 */
export async function loadSystemOf(json: unknown): Promise<void> {
  const id = systemIdOf(json)
  if (id !== undefined) await loadSystem(id)
}

/** Every system registered as a loader, fetched and registered in the order their loaders were. */
export async function loadAllSystems(): Promise<void> {
  for (const id of loaders.keys()) await loadSystem(id)
}

/** Every registered system, in the order registered. */
export function registeredSystems(): AnySystem[] {
  return [...systems.values()]
}

export function systemById(id: string): AnySystem | undefined {
  return systems.get(id)
}

/** The `system` a scenario file names, or the default one; undefined when it is not a text. */
export function systemIdOf(json: unknown): string | undefined {
  const named =
    json && typeof json === 'object' && !Array.isArray(json)
      ? (json as { system?: unknown }).system
      : undefined
  if (named === undefined) return DEFAULT_SYSTEM
  return typeof named === 'string' ? named : undefined
}

/**
 * The system that plays a scenario file, found by its `system` field; an unknown or malformed one
 * is an error naming the field, what it holds and what is expected.
 */
export function systemOfScenario(
  json: unknown,
): { ok: true; system: AnySystem } | { ok: false; error: string } {
  const id = systemIdOf(json)
  const found = id === undefined ? undefined : systems.get(id)
  if (found) return { ok: true, system: found }
  const got = (json as { system?: unknown }).system
  if (id !== undefined && loaders.has(id))
    // An error in the program: whoever reads a scenario or save awaits loadSystemOf first.
    return {
      ok: false,
      error: `system: the rules of ${JSON.stringify(id)} have not been fetched yet (loadSystemOf)`,
    }
  const known = knownSystemIds()
    .map((k) => JSON.stringify(k))
    .join(', ')
  return {
    ok: false,
    error: `system: got ${JSON.stringify(got) ?? String(got)}, expected one of the rule systems ${known || '(none registered)'}`,
  }
}

/** The system a game state belongs to: the one its scenario names. */
export function systemOfState(state: { scenario: unknown }): AnySystem {
  const r = systemOfScenario(state.scenario)
  if (!r.ok) throw new Error(r.error)
  return r.system
}
