// Real games for the store's tests (history, save files, autosave): a small interception with
// two Spitfires against a He-111, and the three-deep interception chain of the runner's
// end-to-end test (src/cli/testdata), each with the scenario JSON as a file would hold it.
import { readFileSync } from 'node:fs'
import type { Action } from '../rules/systems/aeto'
import type { ScenarioInput } from '../rules/systems/aeto/scenario/schema'
import { parseScenario } from '../rules/systems/aeto/scenario/validate'
import { replay, type GameRecord } from './game'

/** Axis phasing: a He-111 from x1 (1004) flies to 0406; two Spitfires of a1 (0207) intercept it. */
export function interceptionScenarioJson(): ScenarioInput {
  return {
    format: 'sortie-scenario',
    version: 1,
    id: 'two-spitfires',
    title: 'Two Spitfires and a He-111',
    variant: 'aeto',
    sides: [
      { id: 'allies', name: 'Western Allies', letter: 'A', colour: '#3060c0' },
      { id: 'axis', name: 'Axis', letter: 'X', colour: '#808080' },
    ],
    nations: [
      { id: 'UK', name: 'United Kingdom', side: 'allies' },
      { id: 'DE', name: 'Germany', side: 'axis' },
    ],
    map: { cols: 20, rows: 12, terrain: Array.from({ length: 12 }, () => '.'.repeat(20)), features: [] },
    bases: [
      {
        id: 'a1',
        name: 'Kestrel',
        hex: '0207',
        owner: 'allies',
        components: [{ kind: 'LargeAirbase', capacity: 6 }],
      },
      {
        id: 'x1',
        name: 'Dunenfeld',
        hex: '1004',
        owner: 'axis',
        components: [{ kind: 'LargeAirbase', capacity: 6 }],
      },
    ],
    airUnits: [
      { id: 'spit1', name: 'Spitfire', nation: 'UK', type: 'F', front: '4-4/3', back: '2-4/3', base: 'a1' },
      { id: 'spit2', name: 'Spitfire', nation: 'UK', type: 'F', front: '4-4/3', back: '2-4/3', base: 'a1' },
      { id: 'he111', name: 'He-111', nation: 'DE', type: 'B', front: '_5_-12', back: '_3_-12', base: 'x1' },
    ],
    start: { year: 1943, month: 6, phase: 'navalAndAir', phasingSide: 'axis' },
  }
}

/**
 * The interception, seed 7 (no scripted dice). Who decides each action, and what it is:
 *  0 axis   launch              → allies (hand-over)
 *  1 allies declare             → allies (a declaration)
 *  2 allies launchInterceptors  → allies
 *  3 allies pass (pre-combat)   → axis (hand-over)
 *  4 axis   pass (pre-combat)   → allies (hand-over)
 *  5 allies designate           → allies
 *  6 allies attack spit1 → he111: rolls 2, a hit → allies (a roll)
 *  7 allies attack spit2 → he111: rolls 5, an abort → axis plans (a roll and a hand-over)
 */
export const INTERCEPTION_ACTIONS: Action[] = [
  { type: 'launch', side: 'axis', base: 'x1', units: ['he111'], mission: 'fly', target: '0406' },
  { type: 'declare', side: 'allies', groups: [{ base: 'a1', units: ['spit1', 'spit2'] }] },
  { type: 'launchInterceptors', side: 'allies', base: 'a1' },
  { type: 'pass', side: 'allies' },
  { type: 'pass', side: 'axis' },
  { type: 'designate', side: 'allies', units: ['spit1', 'spit2'] },
  { type: 'attack', side: 'allies', attacker: 'spit1', target: 'he111' },
  { type: 'attack', side: 'allies', attacker: 'spit2', target: 'he111' },
]
export const INTERCEPTION_SEED = 7

/** The interception game, played to the end (cursor 8) or to `upTo` actions. */
export function interceptionGame(upTo = INTERCEPTION_ACTIONS.length): GameRecord {
  const json = interceptionScenarioJson()
  return replayed(json, INTERCEPTION_SEED, [], INTERCEPTION_ACTIONS.slice(0, upTo))
}

export const CHAIN_SCENARIO_TEXT = readFileSync(
  new URL('../cli/testdata/chain-scenario.json', import.meta.url),
  'utf8',
)
export const CHAIN_ACTIONS: Action[] = JSON.parse(
  readFileSync(new URL('../cli/testdata/chain-actions.json', import.meta.url), 'utf8'),
)
/** The chain's dice: every attack misses on a 6 but the second-round Me-109 attack on the B-17 (a 5). */
export const CHAIN_DICE = [6, 6, 6, 6, 6, 6, 6, 6, 6, 5, 6]

/** The chain game (seed 1, scripted dice), 41 actions. */
export function chainGame(upTo = CHAIN_ACTIONS.length): GameRecord {
  return replayed(JSON.parse(CHAIN_SCENARIO_TEXT), 1, CHAIN_DICE, CHAIN_ACTIONS.slice(0, upTo))
}

function replayed(json: unknown, seed: number, dice: number[], actions: readonly Action[]): GameRecord {
  const sc = parseScenario(json)
  if (!sc.ok) throw new Error(`test scenario invalid: ${JSON.stringify(sc.errors)}`)
  const r = replay({ scenario: sc.scenario, scenarioJson: json, seed, dice }, actions)
  if ('violation' in r)
    throw new Error(`test game: action ${r.index} refused: ${r.violation.rule} ${r.violation.message}`)
  return r.game
}
