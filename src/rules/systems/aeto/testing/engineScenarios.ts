// Canned positions for the engine tests. Geometry (20 × 12 map, odd-q, flat-topped): hexes of one
// printed row ("xx06") are a straight line, so the distance between 0106 and 0906 is 8 and a
// flight from 0106 to 0506 enters 0206, 0306, 0406, 0506.
import type { Scenario } from '../scenario/schema'
import type { Action, GameState, Role } from '../types'
import { fixture, type FixtureBase, type FixtureUnit } from './fixtures'
import { act, play, start, type Played } from './play'

type UnitSpec = Omit<FixtureUnit, 'base'> & { base?: string }

export interface DuelOptions {
  /** Allied units, based at "ab" (0106) unless told. */
  allies: UnitSpec[]
  /** Axis units, based at "x1" (0906) unless told. */
  axis: UnitSpec[]
  bases?: FixtureBase[]
  x1?: Partial<FixtureBase>
  options?: Parameters<typeof fixture>[0]['options']
  features?: Parameters<typeof fixture>[0]['features']
  variant?: 'aeto' | 'apto'
}

/** Allied base "ab" at 0106, Axis base "x1" at 0906 (8 hexes east, same row). */
export function duelScenario(o: DuelOptions): Scenario {
  return fixture({
    variant: o.variant,
    bases: [
      { id: 'ab', hex: '0106', owner: 'allies' },
      { id: 'x1', hex: '0906', owner: 'axis', ...o.x1 },
      ...(o.bases ?? []),
    ],
    units: [
      ...o.allies.map((u) => ({ ...u, base: u.base ?? 'ab' })),
      ...o.axis.map((u) => ({ ...u, base: u.base ?? 'x1' })),
    ],
    options: o.options,
    features: o.features,
  })
}

/** The row-06 route from 0106 east to `to` (exclusive of 0106). */
export function rowRoute(fromCol: number, toCol: number, row = '06'): string[] {
  const out: string[] = []
  const step = toCol > fromCol ? 1 : -1
  for (let c = fromCol + step; step > 0 ? c <= toCol : c >= toCol; c += step)
    out.push(`${String(c).padStart(2, '0')}${row}`)
  return out
}

/** Passes every interception window until one is offered at `loc`; throws if the game moves on. */
export function passUntilWindowAt(p: Played, loc: string): Played {
  let { state } = p
  const events = [...p.events]
  while (state.pending.kind === 'declare' && state.pending.loc !== loc) {
    const r = act(state, { type: 'pass' })
    state = r.state
    events.push(...r.events)
  }
  if (state.pending.kind !== 'declare')
    throw new Error(`no interception window at ${loc}: pending ${state.pending.kind}`)
  return { state, events }
}

/**
 * Every allied unit of "ab" flies to `target` (default 0506) along row 06; the Axis intercepts
 * at `at` (default: the target) with every unit of "x1"; both pass before combat. Returns the state at the first combat
 * decision (or roll).
 */
export function toCombat(
  sc: Scenario,
  dice: number[] = [],
  o: {
    roles?: Record<string, Role>
    target?: string
    at?: string
    units?: string[]
    interceptors?: string[]
    manualDice?: boolean
    seed?: number
  } = {},
): Played {
  const targetCol = Number((o.target ?? '0506').slice(0, 2))
  const allied = o.units ?? sc.airUnits.filter((u) => u.base === 'ab').map((u) => u.id)
  const axis = o.interceptors ?? sc.airUnits.filter((u) => u.base === 'x1').map((u) => u.id)
  const s0: GameState = start(sc, dice, {
    ...(o.manualDice ? { manualDice: true } : {}),
    ...(o.seed !== undefined ? { seed: o.seed } : {}),
  })
  let p = play(s0, [
    {
      type: 'launch',
      base: 'ab',
      units: allied,
      mission: 'fly',
      target: o.target ?? '0506',
      path: rowRoute(1, targetCol),
      roles: o.roles,
    },
  ])
  p = passUntilWindowAt(p, o.at ?? o.target ?? '0506')
  const rest: Action[] = [
    { type: 'declare', groups: [{ base: 'x1', units: axis }] },
    { type: 'launchInterceptors', base: 'x1' },
  ]
  const q = play(p.state, rest)
  let state = q.state
  const events = [...p.events, ...q.events]
  while (state.pending.kind === 'declare' || state.pending.kind === 'preCombat') {
    const r = act(state, { type: 'pass' })
    state = r.state
    events.push(...r.events)
  }
  return { state, events }
}
