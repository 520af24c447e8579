// Rules-module benchmarks on a large generated scenario (200 × 150 hexes, 2,000 air units):
// (a) the pending decision of an interception window and its legal actions, (b) replaying a
// 2,000-action game, and (c) the exact odds of an 8-vs-8 combat round through the engine.
import { generateStressScenario } from '../scenarios/stress'
import {
  apply,
  bombingPreview,
  contextOf,
  legalActions,
  newGame,
  roundPreview,
  type Action,
  type GameState,
  type Loc,
  baseLoc,
  interceptRange,
  isFighterClass,
  rangeOf,
} from '../rules/systems/aeto'
import { tx, interceptorOptions } from '../rules/systems/aeto/testing/probes'
import { parseScenario } from '../rules/systems/aeto/scenario/validate'
import { stateHash } from '../rules/systems/aeto/save/hash'
import type { Scenario, ScenarioInput } from '../rules/systems/aeto/scenario/schema'
import { fixture } from '../rules/systems/aeto/testing/fixtures'
import { recordedGame, must, type RecordedGame } from './games'
import { perKind, summarise, time, type Timing } from './stats'

function load(input: ScenarioInput): Scenario {
  const r = parseScenario(input)
  if (!r.ok) throw new Error(`the benchmark scenario does not load: ${JSON.stringify(r.errors.slice(0, 3))}`)
  return r.scenario
}

/** generateStressScenario: 200 × 150 hexes, 2,000 air units, as generated. */
export function largeScenario(): Scenario {
  return load(generateStressScenario({ cols: 200, rows: 150, units: 2000, seed: 1 }))
}

/** The largest scale Sortie is built for: 300 × 300 hexes, 20,000 air units, 500 ships and 500 land units. */
export function hugeScenario(): Scenario {
  return load(
    generateStressScenario({ cols: 300, rows: 300, units: 20000, navalUnits: 500, landUnits: 500, seed: 1 }),
  )
}

/**
 * (e) At 20,000 units: `apply` of each action of a recorded 3,000-action random game, timed alone
 * (target: median ≤ 1 ms) and by action type, and the replay of the whole game (target: < 3 s).
 */
export function benchScale(scenario: Scenario): Timing[] {
  const game = recordedGame(scenario, 3000)
  const size = `${scenario.airUnits.length} units`
  const { all, kinds, last } = timeEachAction(game)
  const perAction: Timing = {
    ...summarise(`(e) apply one action, ${size}, ${scenario.map.cols}×${scenario.map.rows}`, all),
    targetMs: 1,
    note: gameNote(game, last),
  }
  const replay = () => game.actions.reduce((s, a) => must(s, a), game.start)
  return [
    perAction,
    time(`(e) replay ${game.actions.length} actions, ${size}`, replay, {
      runs: 3,
      warmup: 0,
      targetMs: 3000,
      check: stateHash(last),
    }),
    ...perKind(`(e) ${size}:`, kinds, 1),
  ]
}

/** Replays `game` once, timing each action alone: every sample, the samples by action type, the last state. */
function timeEachAction(game: RecordedGame): {
  all: number[]
  kinds: Map<string, number[]>
  last: GameState
} {
  const all: number[] = []
  const kinds = new Map<string, number[]>()
  let s = game.start
  for (const a of game.actions) {
    const t = performance.now()
    s = must(s, a)
    const ms = performance.now() - t
    all.push(ms)
    let k = kinds.get(a.type)
    if (!k) kinds.set(a.type, (k = []))
    k.push(ms)
  }
  return { all, kinds, last: s }
}

/** Where the game came from, how long it is and what it played. */
function gameNote(game: RecordedGame, last: GameState): string {
  const counts: Record<string, number> = {}
  for (const a of game.actions) counts[a.type] = (counts[a.type] ?? 0) + 1
  const top = Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')
  return `${game.actions.length} actions (${top}); ${last.turn.step} Air Movement Steps; ${game.source}; final state ${stateHash(last)}${game.stoppedEarly ? `; STOPPED EARLY: ${game.stoppedEarly}` : ''}`
}

/**
 * The same scenario with one crowded sector: 12 more side-B airbases (capacity 8) on the coast
 * within 3 hexes of one hex, each holding 8 side-B fighters taken from elsewhere (still 2,000
 * units), so a flight entering the sector faces dozens of possible interceptors.
 */
export function crowdedScenario(): Scenario {
  const input = generateStressScenario({ cols: 200, rows: 150, units: 2000, seed: 1 })
  const plain = load(input)
  const ctx = contextOf(plain)
  const rows = input.map.rows
  const row = Math.floor(rows / 2) + 5
  const terrain = input.map.terrain
  const col = terrain[row].indexOf('.', terrain[row].indexOf('~')) // first clear hex east of the sea
  const centre = ctx.map.hexAt(col, row)
  const taken = new Set(input.bases.map((b) => b.hex))
  const sites: Loc[] = []
  for (const r of ctx.map.reachable(centre, 3))
    if (
      ctx.map.isHex(r.loc) &&
      terrain[ctx.map.rowOf(r.loc)][ctx.map.colOf(r.loc)] !== '~' &&
      ctx.map.colOf(r.loc) >= col &&
      !taken.has(ctx.map.locLabel(r.loc))
    )
      sites.push(r.loc)
  const fighters = input.airUnits.filter(
    (u) => u.nation.startsWith('b-') && u.type === 'F' && u.face !== 'back',
  )
  sites.slice(0, 12).forEach((loc, i) => {
    const id = `crowded-${i + 1}`
    input.bases.push({
      id,
      name: `Crowded ${i + 1}`,
      hex: ctx.map.locLabel(loc),
      owner: 'side-b',
      components: [{ kind: 'LargeAirbase', capacity: 8 }],
    })
    for (const u of fighters.splice(0, 8)) u.base = id
  })
  input.id = `${input.id}-crowded`
  return load(input)
}

/** For every location, how many fighter-class units of `side` could intercept there. */
function interceptorCounts(state: GameState, side: string): Map<Loc, number> {
  const ctx = contextOf(state)
  const count = new Map<Loc, number>()
  for (const b of state.scenario.bases) {
    if (b.owner !== side) continue
    const from = ctx.baseLoc.get(b.id)
    if (from === undefined) continue
    const ranges = (state.stacks[b.id] ?? [])
      .filter((id) => isFighterClass(ctx, id))
      .map((id) => interceptRange(ctx, state.units[id], from))
    if (!ranges.length) continue
    for (const r of ctx.map.reachable(from, Math.max(...ranges))) {
      if (!ctx.map.isHex(r.loc)) continue
      const n = ranges.filter((x) => ctx.map.hexDistance(from, r.loc) <= x).length
      count.set(r.loc, (count.get(r.loc) ?? 0) + n)
    }
  }
  return count
}

/**
 * A flight of the phasing side one hex away from the location most enemy fighters can reach,
 * with its owner to move it in: moving in opens the interception window there.
 */
export function interceptionPosition(scenario: Scenario): {
  before: GameState
  move: Action
  window: GameState
} {
  let s = newGame(scenario, { seed: 1 })
  const ctx = contextOf(scenario)
  const side = s.turn.phasingSide
  const enemy = scenario.sides.find((x) => x.id !== side)!.id
  const counts = interceptorCounts(s, enemy)
  if (s.pending.kind !== 'plan') throw new Error('bench setup: the game does not start with a plan')
  // The location the most enemy fighters can reach that one of our units can fly to (the
  // shortest such route), entered from the hex before it.
  let best: { base: string; unit: string; route: Loc[]; loc: Loc; fighters: number } | null = null
  for (const b of s.pending.bases) {
    const from = baseLoc(ctx, b.base)
    for (const u of b.units) {
      for (const r of ctx.map.reachable(from, rangeOf(ctx, s.units[u.id], from))) {
        if (r.cost < 2 || !ctx.map.isHex(r.loc)) continue
        const n = counts.get(r.loc) ?? 0
        if (!n) continue
        if (best && (n < best.fighters || (n === best.fighters && r.cost >= best.route.length))) continue
        const route = ctx.map.path(from, r.loc)
        if (route) best = { base: b.base, unit: u.id, route, loc: r.loc, fighters: n }
      }
    }
  }
  if (!best) throw new Error('bench setup: no unit can reach a hex within enemy interception range')
  const hot = { loc: best.loc }
  s = must(s, {
    type: 'launch',
    base: best.base,
    units: [best.unit],
    mission: 'fly',
    target: ctx.map.locLabel(hot.loc),
    path: best.route.slice(0, -1).map((l) => ctx.map.locLabel(l)),
  })
  for (let guard = 0; s.pending.kind !== 'move'; guard++) {
    if (guard > 200 || s.pending.kind !== 'declare')
      throw new Error(`bench setup: unexpected ${s.pending.kind} on the way`)
    s = must(s, { type: 'pass' })
  }
  const move: Action = { type: 'move', flight: s.pending.flight, path: [ctx.map.locLabel(hot.loc)] }
  const window = must(s, move)
  if (window.pending.kind !== 'declare')
    throw new Error(
      `bench setup: entering the hot spot gave ${window.pending.kind}, not an interception window`,
    )
  return { before: s, move, window }
}

/** (a) The declare decision of an interception window and its legal actions. */
export function benchInterceptionWindow(scenario: Scenario, label: string): Timing[] {
  const { before, move, window } = interceptionPosition(scenario)
  const p = window.pending as Extract<GameState['pending'], { kind: 'declare' }>
  const interceptors = p.interceptors.reduce((n, g) => n + g.units.length, 0)
  const legal = legalActions(window)
  const note = `${scenario.airUnits.length} air units, ${scenario.bases.length} bases, ${scenario.map.cols}×${scenario.map.rows} hexes; window at ${p.loc}: ${interceptors} interceptors from ${p.interceptors.length} bases, ${legal.length} legal actions (subsets ≤ 10 units, else none / each / all)`
  const t = tx(window)
  const loc = contextOf(scenario).map.parseLoc(p.loc!)!
  return [
    time(`(a) ${label}: enter a hex → window pending (apply)`, () => apply(before, move), {
      runs: 400,
      targetMs: 1,
      note,
    }),
    time(`(a) ${label}: the window's interceptor options alone`, () => interceptorOptions(t, p.side, loc), {
      runs: 2000,
      targetMs: 1,
    }),
    time(`(a) ${label}: legalActions of the window`, () => legalActions(window), { runs: 2000, targetMs: 1 }),
  ]
}

/** (b) Replaying 2,000 recorded actions, and each action timed alone by type (target p95 < 1 ms). */
export function benchReplay(
  scenario: Scenario,
  label = `${scenario.airUnits.length}-unit ${scenario.id}`,
): Timing[] {
  const game = recordedGame(scenario, 2000)
  const { kinds, last } = timeEachAction(game)
  const replay = () => game.actions.reduce((s, a) => must(s, a), game.start)
  return [
    time(`(b) replay ${game.actions.length} actions, ${label}`, replay, {
      runs: 5,
      warmup: 1,
      targetMs: 1000,
      note: gameNote(game, last),
      check: stateHash(last),
    }),
    ...perKind(`(b) ${label}:`, kinds, 1),
  ]
}

/** 8 Allied fighters flying to 0506 and 8 Axis fighters intercepting there, in combat. */
export function combatPosition(
  n = 8,
  allies: { front: string; back: string; type: 'F' | 'B' } = { front: '4-4/3', back: '2-4/3', type: 'F' },
): GameState {
  const sc = fixture({
    bases: [
      { id: 'ab', hex: '0106', owner: 'allies', capacity: n },
      { id: 'x1', hex: '0906', owner: 'axis', capacity: n },
    ],
    units: [
      ...Array.from({ length: n }, (_, i) => ({
        id: `ally${i}`,
        name: `Allied ${i + 1}`,
        nation: 'UK',
        type: allies.type,
        front: allies.front,
        back: allies.back,
        base: 'ab',
      })),
      ...Array.from({ length: n }, (_, i) => ({
        id: `axis${i}`,
        name: `Me-109 ${i + 1}`,
        nation: 'DE',
        type: 'F' as const,
        front: '4-8/3',
        back: '2-8/3',
        base: 'x1',
      })),
    ],
  })
  let s = must(newGame(sc, { seed: 1 }), {
    type: 'launch',
    base: 'ab',
    units: Array.from({ length: n }, (_, i) => `ally${i}`),
    mission: 'fly',
    target: '0506',
  })
  while (s.pending.kind === 'declare' && s.pending.loc !== '0506') s = must(s, { type: 'pass' })
  s = must(s, {
    type: 'declare',
    groups: [{ base: 'x1', units: Array.from({ length: n }, (_, i) => `axis${i}`) }],
  })
  s = must(s, { type: 'launchInterceptors', base: 'x1' })
  while (s.pending.kind === 'declare' || s.pending.kind === 'preCombat') s = must(s, { type: 'pass' })
  if (s.pending.kind === 'designate') s = must(s, { type: 'designate', units: s.pending.units })
  if (s.pending.kind === 'designate') s = must(s, { type: 'designate', units: s.pending.units })
  if (!s.combat || s.combat.inRound.length !== 2 * n)
    throw new Error(`bench setup: no ${n}-vs-${n} combat (pending ${s.pending.kind})`)
  return s
}

/** (c) Exact distribution of a whole round: every unit of each side attacks one of the other. */
export function benchRoundOdds(): Timing[] {
  const out: Timing[] = []
  const cases = [
    { name: '(c) roundPreview 8 vs 8 fighters', state: combatPosition(8) },
    {
      name: '(c) roundPreview 8 heavy bombers vs 8 fighters (return fire)',
      state: combatPosition(8, { type: 'B', front: '_12_-20[2]', back: '_6_-20[2]' }),
    },
  ]
  for (const { name, state } of cases) {
    const ids = state.combat!.inRound
    const allies = ids.filter((id) => state.units[id].side === 'allies')
    const axis = ids.filter((id) => state.units[id].side === 'axis')
    const fighters = (xs: string[]) => xs.filter((id) => state.units[id].role === 'fighter')
    const attacks = [
      ...fighters(allies).map((a, i) => ({ attacker: a, target: axis[i % axis.length] })),
      ...fighters(axis).map((a, i) => ({ attacker: a, target: allies[i % allies.length] })),
    ]
    const d = roundPreview(state, attacks)
    const note = `${allies.length} vs ${axis.length}, ${attacks.length} attacks; P(no Allied unit hit) = ${d.sides.find((x) => x.side === 'allies')?.unitsHit[0]?.toFixed(4) ?? '?'}`
    out.push(time(name, () => roundPreview(state, attacks), { runs: 500, targetMs: 50, note }))
  }
  return out
}

/**
 * (f) Missions: `legalActions` of the plan decision, which lists every mission kind, on
 * the 2,000-unit stress scenario (target < 1 ms median); the exact odds of a bombing raid: twelve
 * bombers over a fortified hex with an airbase and a port, every installation's odds (target < 50 ms).
 */
export function benchMissions(big: Scenario): Timing[] {
  const s = newGame(big, { seed: 1 })
  if (s.pending.kind !== 'plan')
    throw new Error(`bench setup: the stress scenario starts with ${s.pending.kind}`)
  const kinds = s.pending.missions.length
  const plan = time(
    `(f) legalActions of the plan (${kinds} mission kinds), ${big.airUnits.length} units`,
    () => legalActions(s),
    {
      runs: 2000,
      targetMs: 1,
      note: `${s.pending.missions.filter((m) => m.available).length} kinds available now`,
    },
  )
  // The plan decision itself, built anew: launch options of every base and the list of mission kinds
  // (§3.2), which the decision works out when it is first read (engine/lazyFields.ts): read here.
  const built = time(
    `(f) the plan decision with its mission list, built by apply, ${big.airUnits.length} units`,
    () => {
      const r = apply(s, { type: 'endStep' })
      return r.ok && r.state.pending.kind === 'plan' && r.state.pending.missions.length
    },
    { runs: 200, targetMs: 1, note: "endStep → the next side's plan, its mission list read" },
  )
  const raid = bombingPosition()
  const p = raid.pending
  if (p.kind !== 'bombAllocation') throw new Error(`bench setup: no bombing allocation (pending ${p.kind})`)
  const all = () => p.installations.map((i) => bombingPreview(raid, i.id, p.bombers))
  const odds = all()
  const note = odds.map((o) => `${o.name}: destroyed ${o.destroyed.toFixed(3)}`).join('; ')
  return [
    plan,
    built,
    time(`(f) bombing odds, ${p.bombers.length} bombers on ${p.installations.length} installations`, all, {
      runs: 500,
      targetMs: 50,
      note,
    }),
  ]
}

function bombingPosition(): GameState {
  const bombers = Array.from({ length: 12 }, (_, i) => ({
    id: `b${i}`,
    name: `Wellington ${i + 1}`,
    nation: 'UK',
    type: 'B' as const,
    front: '_5_-22',
    back: '_3_-22',
    base: 'ab',
  }))
  const sc = fixture({
    bases: [
      { id: 'ab', hex: '0106', owner: 'allies', capacity: 12 },
      { id: 'x1', hex: '0906', owner: 'axis', kind: 'LargeAirbase' },
    ],
    units: bombers,
  })
  const scenario: Scenario = {
    ...sc,
    start: { ...sc.start, phase: 'offensive' },
    bases: sc.bases.map((b) =>
      b.id === 'x1'
        ? {
            ...b,
            components: [
              ...b.components.map((c) => ({ ...c, fortified: true })),
              { kind: 'MajorPort' as const, fortified: false, destroyed: false, underConstruction: false },
            ],
          }
        : b,
    ),
  }
  let s = must(newGame(scenario, { seed: 1 }), { type: 'declareOffensive', offensive: 'air' })
  s = must(s, {
    type: 'launch',
    base: 'ab',
    units: bombers.map((b) => b.id),
    mission: 'bombing',
    target: '0906',
  })
  while (s.pending.kind === 'declare') s = must(s, { type: 'pass' })
  return s
}

/**
 * (h) Naval movement: on the 2,000-unit stress scenario with 500 ships, the phasing side moves one
 * flotilla one location and the enemy's air window opens (D-NAVAL-AIRWINDOW; target median < 1 ms).
 * The flotilla chosen is one whose move gives the enemy something to do (a reconnaissance in range).
 */
export function benchNavalMove(): Timing[] {
  const scenario = load(
    generateStressScenario({ cols: 200, rows: 150, units: 2000, navalUnits: 500, seed: 1 }),
  )
  const s = newGame(scenario, { seed: 1 })
  const moves = legalActions(s).filter((a) => a.type === 'moveFlotilla')
  let chosen: { move: Action; window: GameState } | null = null
  for (const move of moves) {
    const r = apply(s, move)
    if (r.ok && r.state.pending.kind === 'navalWindow') {
      chosen = { move, window: r.state }
      break
    }
  }
  if (!chosen) throw new Error(`bench setup: none of ${moves.length} flotilla moves opens an air window`)
  const p = chosen.window.pending as Extract<GameState['pending'], { kind: 'navalWindow' }>
  const note = `${scenario.navalUnits.length} ships, ${scenario.airUnits.length} air units, ${moves.length} legal flotilla moves; window at ${p.loc}: ${p.chits} chit(s), reconnaissance by ${p.recon?.units.length ?? 0} unit(s), ${p.bases.length} striking base(s)`
  const move = chosen.move
  return [
    time('(h) move a flotilla one location → its air window pending (apply)', () => apply(s, move), {
      runs: 400,
      targetMs: 1,
      note,
    }),
    time('(h) legalActions of the plan with 500 ships', () => legalActions(s), { runs: 200, targetMs: 1 }),
  ]
}
