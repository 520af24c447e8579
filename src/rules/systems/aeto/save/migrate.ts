// Upgrading older save files, one version at a time. Each migration turns a save of version
// `from` into one of version `to` (= from + 1) and touches only the envelope, or pins a rule the
// game was played under (2 → 3: no Offensive Phase): the game itself (dice, actions) is still
// checked by replaying it, and the state hash still has to match, so an upgrade can never change
// what a game was. A save newer than this Sortie is left
// to the loader, which refuses it by name. No Node APIs.
import { SAVE_FORMAT, SAVE_VERSION } from './schema'

export interface SaveMigration {
  from: number
  to: number
  /** What changed between the two versions, in one line. */
  what: string
  /** The save upgraded to `to`. Must not change its input; may throw to refuse the file. */
  up(save: Readonly<Record<string, unknown>>): Record<string, unknown>
}

/**
 * The options a version 7 game is pinned to (each one a rule that changed since, as it was played
 * then): one line per rule, added with the rule.
 */
export const V8_PINS: Readonly<Record<string, unknown>> = {
  portTargetNumber: 'portPlusHex', // APTO D86: AETO's port formula
  bombingRecomputation: false, // APTO D89: the installations' order, no note
  currentClearedAtLastAirStep: false, // APTO D94: Current cleared at the end of every Air Movement Step
  falseReporting: false, // APTO D32: no false type or name
  initiativeChoices: false, // APTO [viii]: no Initiative choice of who goes first
  counterstrike: false, // APTO D7: no Counterstrike offered
  combinedAirOffensive: false, // APTO D84 (4.25): an Air Offensive flies any nation's units of the side, for one Offensive
  dirtAirstripName: false, // APTO D18, D98: texts say "grass airfield"
  weatherAirEffects: false, // APTO 1.5, 1.7: weather where each unit is, as before
  navalBombardment: false, // APTO [3.28]: no naval bombardment of installations in a Sea Offensive
  submarineAirSearch: false, // APTO [3.29]: submarines reconnoitred and struck like any ship, no air search
}

/** The options a version 8 game is pinned to (as V8_PINS, for the rules changed since). */
export const V9_PINS: Readonly<Record<string, unknown>> = {
  sightingByType: false, // APTO 4.10 (D31): a sighting report of 3 or 4 gave a count of chits, no types
}

/** The options a version 10 game is pinned to (as V8_PINS, for the rules changed since). */
export const V11_PINS: Readonly<Record<string, unknown>> = {
  switchedRoleStops: false, // APTO D50: a unit switched to the Fighter role flew on with its flight
  sightingNames: false, // 4.10: a report's names were in the log only; the dialogs named no located ship
}

/** Every upgrade this Sortie knows. */
export const SAVE_MIGRATIONS: readonly SaveMigration[] = [
  {
    from: 1,
    to: 2,
    what: 'the game state records refused cancellations (4.13); the file is unchanged and its version 1 state hash is checked as version 1 wrote it',
    up: (save) => ({ ...save, version: 2 }),
  },
  {
    from: 2,
    to: 3,
    what: 'the turn now has an Offensive Phase after the Naval and Air Phases; the game goes on as it was played, with the Naval and Air Phases only (options.offensivePhase false); its version 2 state hash is checked as version 2 wrote it',
    up: (save) => ({
      ...save,
      version: 3,
      ...(Object.hasOwn(save, 'scenario') ? { scenario: withoutOffensivePhase(save.scenario) } : {}),
    }),
  },
  {
    from: 3,
    to: 4,
    what: 'Land Offensives are played; the owner of an installation under construction destroyed by bombing may pay 1 EP to cancel its roll (4.26); units of an airbase destroyed by bombing make a Forced Rebase (4.7); the game goes on as it was played, always rolling and without Forced Rebases (options.epToSaveConstruction and options.forcedRebase false); its version 3 state hash is checked as version 3 wrote it',
    up: (save) => ({
      ...save,
      version: 4,
      ...(Object.hasOwn(save, 'scenario')
        ? {
            scenario: withOption(
              withOption(save.scenario, 'epToSaveConstruction', false),
              'forcedRebase',
              false,
            ),
          }
        : {}),
    }),
  },
  {
    from: 4,
    to: 5,
    what: 'sea reconnaissance and air-naval attacks on located ships are played (4.10, 4.20, 4.21); a game saved before never reconnoitred, so it goes on as it was; its version 4 state hash is checked as version 4 wrote it',
    up: (save) => ({ ...save, version: 5 }),
  },
  {
    from: 5,
    to: 6,
    what: 'a side may move its own ships in an enemy flotilla’s air window, a naval interception bars air-naval interceptions in its hex for the Phase (4.15), a moving carrier takes back only the Naval-Air units launched during its naval movement (4.4), APTO locates no flotilla by proximity (D30), a side may declare a Sea Offensive, a carrier docked in port doubles the port’s places for Naval-Air units (4.5), and the End Phase is played when ships are afloat (4.1, 4.15); the game goes on as it was played (options.reactiveNavalMoves, options.carrierRecoversUnderwayOnly, options.seaOffensives, options.carriersInPort and options.endPhaseNavalMoves false, options.autoLocateWithinOneHex true); its version 5 state hash is checked as version 5 wrote it',
    up: (save) => ({
      ...save,
      version: 6,
      ...(Object.hasOwn(save, 'scenario')
        ? {
            scenario: withOptions(save.scenario, {
              reactiveNavalMoves: false,
              carrierRecoversUnderwayOnly: false,
              seaOffensives: false,
              carriersInPort: false,
              endPhaseNavalMoves: false,
              autoLocateWithinOneHex: true,
            }),
          }
        : {}),
    }),
  },
  {
    from: 6,
    to: 7,
    what: 'air transport, paradrops and land reconnaissance are flown (4.23, 4.24, 4.11), grass airfields are built in the Offensive Phase (4.3), the owner orders an over-stacked base and picks the residents that leave a full base (4.8), and in APTO no Change Base goes within, into or out of a grounded zone (D10); the game goes on as it was played (options.airTransport, options.paradrops, options.landReconnaissance, options.grassAirfields, options.basingChoices and options.groundedChangeBaseBan false); its version 6 state hash is checked as version 6 wrote it',
    up: (save) => ({
      ...save,
      version: 7,
      ...(Object.hasOwn(save, 'scenario')
        ? {
            scenario: withOptions(save.scenario, {
              airTransport: false,
              paradrops: false,
              landReconnaissance: false,
              grassAirfields: false,
              basingChoices: false,
              groundedChangeBaseBan: false,
            }),
          }
        : {}),
    }),
  },
  {
    from: 7,
    to: 8,
    what: `the APTO differences of issue 16 are played; the game goes on as it was played (${
      Object.keys(V8_PINS)
        .map((k) => `options.${k}`)
        .join(', ') || 'no option pinned'
    }); its version 7 state hash is checked as version 7 wrote it`,
    up: (save) => ({
      ...save,
      version: 8,
      ...(Object.hasOwn(save, 'scenario') ? { scenario: withOptions(save.scenario, V8_PINS) } : {}),
    }),
  },
  {
    from: 8,
    to: 9,
    what: `APTO sighting reports of 3 and 4 are given by type (4.10; D31); the game goes on as it was played (${Object.keys(
      V9_PINS,
    )
      .map((k) => `options.${k}`)
      .join(', ')}); its version 8 state hash is checked as version 8 wrote it`,
    up: (save) => ({
      ...save,
      version: 9,
      ...(Object.hasOwn(save, 'scenario') ? { scenario: withOptions(save.scenario, V9_PINS) } : {}),
    }),
  },
  {
    from: 9,
    to: 10,
    what: 'the game state keeps the carriers’ Standby or Active status as the players enter it, and an Offensive launches no Naval-Air unit from a carrier on neither (4.25); a version 9 game entered no status, so every carrier is on Standby by default and launches as it did; its version 9 state hash is checked as version 9 wrote it',
    up: (save) => ({ ...save, version: 10 }),
  },
  {
    from: 10,
    to: 11,
    what: `in APTO a unit that switched to the Fighter role on its way does not continue toward the target (APTO D50), and a sighting report that names the ships identifies them to the reconnoitring side (4.10); the game goes on as it was played (${Object.keys(
      V11_PINS,
    )
      .map((k) => `options.${k}`)
      .join(', ')}); its version 10 state hash is checked as version 10 wrote it`,
    up: (save) => ({
      ...save,
      version: 11,
      ...(Object.hasOwn(save, 'scenario') ? { scenario: withOptions(save.scenario, V11_PINS) } : {}),
    }),
  },
]

/** The scenario with several options pinned (see `withOption`). */
function withOptions(scenario: unknown, pins: Record<string, unknown>): unknown {
  return Object.entries(pins).reduce((sc, [k, v]) => withOption(sc, k, v), scenario)
}

/** The scenario with an option pinned to how an older version played, unless the file sets it. */
function withOption(scenario: unknown, key: string, value: unknown): unknown {
  if (typeof scenario !== 'object' || scenario === null || Array.isArray(scenario)) return scenario // the loader says what is wrong
  const sc = scenario as Record<string, unknown>
  const options =
    typeof sc.options === 'object' && sc.options !== null && !Array.isArray(sc.options)
      ? (sc.options as Record<string, unknown>)
      : sc.options === undefined
        ? {}
        : null
  if (options === null || options[key] !== undefined) return scenario
  return { ...sc, options: { ...options, [key]: value } }
}

/** Version 2 played each monthly turn as the Naval and Air Phases alone: its games replay that way (§16 (viii)). */
function withoutOffensivePhase(scenario: unknown): unknown {
  return withOption(scenario, 'offensivePhase', false)
}

export type MigrateResult =
  /** `from` is the version the file had when it was upgraded, null when nothing was done. */
  | { ok: true; json: unknown; from: number | null; steps: string[] }
  | { ok: false; path: string; message: string }

/**
 * Upgrades a save of an older version to `current`, step by step through `migrations`.
 * Anything that is not an older save of this format (not an object, another format, a version
 * that is not a whole number, the current version or a newer one) is returned unchanged for the
 * loader to judge. Never throws.
 */
export function migrateSave(
  json: unknown,
  migrations: readonly SaveMigration[] = SAVE_MIGRATIONS,
  current: number = SAVE_VERSION,
): MigrateResult {
  const unchanged: MigrateResult = { ok: true, json, from: null, steps: [] }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return unchanged
  const rec = json as Record<string, unknown>
  if (!Object.prototype.hasOwnProperty.call(rec, 'format') || rec.format !== SAVE_FORMAT) return unchanged
  const version = Object.prototype.hasOwnProperty.call(rec, 'version') ? rec.version : undefined
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version >= current) return unchanged

  const oldest = oldestReadable(migrations, current)
  const reads = oldest === current ? `version ${current}` : `versions ${oldest} to ${current}`
  let save: Record<string, unknown> = rec
  let v = version
  const steps: string[] = []
  while (v < current) {
    const m = migrations.find((x) => x.from === v)
    if (!m)
      return {
        ok: false,
        path: 'version',
        message: `save version ${version} is older than this Sortie can read (it reads ${reads})`,
      }
    if (!(m.to > m.from) || steps.length > migrations.length)
      return {
        ok: false,
        path: 'version',
        message: `the upgrade from save version ${m.from} is broken (it leads to version ${m.to})`,
      }
    let next: unknown
    try {
      next = m.up(save)
    } catch (e) {
      const detail = e instanceof Error ? e.message : String(e)
      return {
        ok: false,
        path: '',
        message: `this version ${version} save could not be upgraded from version ${m.from} to ${m.to}: ${detail.slice(0, 200)}`,
      }
    }
    if (
      typeof next !== 'object' ||
      next === null ||
      Array.isArray(next) ||
      (next as Record<string, unknown>).version !== m.to
    )
      return {
        ok: false,
        path: 'version',
        message: `the upgrade from save version ${m.from} did not give a version ${m.to} save`,
      }
    save = next as Record<string, unknown>
    steps.push(`${m.from} → ${m.to}: ${m.what}`)
    v = m.to
  }
  return { ok: true, json: save, from: version, steps }
}

/** The oldest version the table upgrades from without a gap up to `current`. */
function oldestReadable(migrations: readonly SaveMigration[], current: number): number {
  let oldest = current
  for (;;) {
    const m = migrations.find((x) => x.to === oldest && x.from < oldest)
    if (!m) return oldest
    oldest = m.from
  }
}
