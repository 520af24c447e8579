// A new game from a validated scenario: units at their bases, the start turn, the dice source.
import { newDice } from '../../../kernel/dice'
import type { Scenario } from '../scenario/schema'
import type { GameState, UnitState } from '../types'
import { tx } from './core'
import { finishDraft } from './derived'
import { beginGame } from './sequence'
import { advance } from './flow'

export interface NewGameOptions {
  seed?: number
  /** Dice faces to use first (tests, demos, the runner); then the seeded generator. */
  dice?: number[]
  /** Players roll real dice and enter each value. */
  manualDice?: boolean
}

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o)
    for (const v of Object.values(o)) deepFreeze(v)
  }
  return o
}

export function newGame(scenario: Scenario, opts: NewGameOptions = {}): GameState {
  deepFreeze(scenario)
  const nationSide = new Map(scenario.nations.map((n) => [n.id, n.side]))
  const units: Record<string, UnitState> = {}
  const stacks: Record<string, string[]> = {}
  for (const b of scenario.bases) stacks[b.id] = []
  const cargo: { unit: string; flotilla: string }[] = []
  for (const u of scenario.airUnits) {
    units[u.id] = {
      id: u.id,
      side: nationSide.get(u.nation) ?? '',
      face: u.face,
      eliminated: false,
      base: u.base,
      aloft: null,
      role: null,
      dumpedOrdnance: false,
      commitment: u.commitment,
      clearsAt: null,
      interceptedThisStep: false,
      mp: 0,
      lastBase: u.base,
      aborted: false,
      ...(u.type === 'ATP' ? { atpPoints: u.atpPoints ?? 1 } : {}),
    }
    if (u.aboard !== undefined)
      cargo.push({ unit: u.id, flotilla: u.aboard }) // aboard STPs, in no base's stack (APTO 3.21)
    else stacks[u.base].push(u.id)
  }
  const start = scenario.start
  const sideIds = scenario.sides.map((s) => s.id)
  const sideOrder = start.sideOrder?.length
    ? [...start.sideOrder]
    : [start.phasingSide, ...sideIds.filter((s) => s !== start.phasingSide)]
  const mode = opts.manualDice ? 'manual' : opts.dice?.length ? 'scripted' : 'seeded'
  const state: GameState = {
    scenario,
    turn: {
      year: start.year,
      month: start.month,
      phase: start.phase,
      phasingSide: start.phasingSide,
      sideOrder,
      step: 0,
    },
    units,
    stacks,
    flights: {},
    missions: {},
    engagements: {},
    stack: [],
    active: [],
    windows: [],
    combat: null,
    launchBases: {},
    stepEnding: null,
    counters: { flight: 0, engagement: 0, mission: 0, arrival: 0 },
    dice: newDice(opts.seed ?? 1, mode, opts.dice ?? []),
    pending: { kind: 'plan', side: start.phasingSide, bases: [], missions: [], rule: '4.1', prompt: '' },
    ...(cargo.length ? { seaTransport: { cargo } } : {}),
  }
  const t = tx(state)
  beginGame(t)
  advance(t)
  finishDraft(t.s)
  return t.s
}
