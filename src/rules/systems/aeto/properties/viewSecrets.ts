// The view keeps each side's secrets (design §7, §8): after every action of a random legal game,
// `JSON.stringify(view(state, side, log))` names no enemy carrier the side has not located (its
// ship, its airbase, the units aboard; 4.10), its ships name no enemy ship it has not identified
// (located is not identified: 4.10, 4.20) and contains the text of no event private to the
// other side that is not revealed yet (hidden choices, 4.16; secret rolls and reports, 4.10, 4.11).
import { newGame as newGameOf0 } from '../index'
import { playGame, realEngine, repro, type GameSpec } from './gameProperties'
import type { GameEvent, GameState, SideId } from '../types'
import { hiddenCarriers, identifies, isRevealed, view, type SideView, type Viewer } from '../view'
import type { GameLog } from '../viewLog'
import { contextOf } from '../context'
import { isSunk, shipDef } from '../naval/ships'

const newGameOf = (spec: GameSpec) => newGameOf0(spec.scenario, { seed: spec.seed })

export type ViewFn = (state: GameState, viewer: Viewer, log?: GameLog) => SideView

const word = (name: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u')

/** What `side` must not find in its view of `state`: each hidden carrier's ship and base (names and ids) and the units aboard. */
function carrierSecrets(state: GameState, side: SideId): { what: string; re: RegExp }[] {
  const ctx = contextOf(state)
  const out: { what: string; re: RegExp }[] = []
  for (const [base, ship] of hiddenCarriers(state, side)) {
    const def = shipDef(ctx, ship)
    const baseName = ctx.baseDefs.get(base)?.name
    out.push({ what: `carrier ${ship}`, re: new RegExp(`"${ship}"`) })
    out.push({ what: `carrier base ${base}`, re: new RegExp(`"${base}"`) })
    if (def.name.trim()) out.push({ what: `carrier name ${def.name}`, re: word(def.name) })
    if (baseName?.trim()) out.push({ what: `carrier base name ${baseName}`, re: word(baseName) })
    for (const u of state.stacks[base] ?? [])
      if (!state.units[u]?.aloft && !state.units[u]?.eliminated)
        out.push({ what: `unit ${u} aboard ${ship}`, re: new RegExp(`"${u}"`) })
  }
  return out
}

/** What `side` must not find among the ships of its view: each enemy ship afloat it does not identify, located or not (its id and name; 4.10, 4.20). */
function shipSecrets(state: GameState, side: SideId): { what: string; re: RegExp }[] {
  const ctx = contextOf(state)
  const out: { what: string; re: RegExp }[] = []
  for (const n of state.scenario.navalUnits) {
    if (isSunk(state, n.id) || identifies(ctx, state, side, n.id)) continue
    out.push({ what: `ship ${n.id}`, re: new RegExp(`"${n.id}"`) })
    if (n.name.trim()) out.push({ what: `ship name ${n.name}`, re: word(n.name) })
  }
  return out
}

/** The texts of the events private to another side than `side`, not revealed yet, that no event `side` may read also says (word for word: it then tells nothing). */
function privateTexts(events: readonly (readonly GameEvent[])[], side: SideId): string[] {
  const flat = events.flat()
  const secret = (e: GameEvent, i: number) =>
    e.privateTo !== undefined && e.privateTo !== side && !isRevealed(flat, i)
  const open = new Set(flat.filter((e, i) => !secret(e, i)).map((e) => e.text))
  return flat.filter((e, i) => secret(e, i) && !open.has(e.text)).map((e) => e.text)
}

/** Checks one state's views for every side; throws naming the secret found. */
export function checkViews(
  viewFn: ViewFn,
  states: readonly GameState[],
  events: readonly GameEvent[][],
  withLog: boolean,
) {
  const state = states[states.length - 1]
  for (const { id: side } of state.scenario.sides) {
    const seen0 = viewFn(state, side)
    const board = JSON.stringify(seen0)
    for (const s of carrierSecrets(state, side))
      if (s.re.test(board))
        throw new Error(`the view of ${side} names the ${s.what}, which it has not located (4.10)`)
    const ships = JSON.stringify(seen0.ships)
    for (const s of shipSecrets(state, side))
      if (s.re.test(ships))
        throw new Error(
          `the ships in the view of ${side} name the ${s.what}, which it has not identified (4.10, 4.20)`,
        )
    if (!withLog) continue
    const seen = JSON.stringify(viewFn(state, side, { states, events }))
    for (const text of privateTexts(events, side))
      if (seen.includes(JSON.stringify(text).slice(1, -1)))
        throw new Error(`the view of ${side} holds a private event of another side: "${text}"`)
    // The log's texts mask the hidden carriers' names too (4.10); ids may sit in past events' fields.
    for (const s of carrierSecrets(state, side))
      if (s.what.includes('name') && s.re.test(seen))
        throw new Error(`the log of ${side} names the ${s.what}, which it has not located (4.10)`)
  }
}

/** After every action of a random game (the log with it every `logEvery` actions and at the end), every side's view keeps the other sides' secrets. */
export function viewKeepsSecrets(spec: GameSpec, viewFn: ViewFn = view, logEvery = 10): void {
  checkViews(viewFn, [newGameOf(spec)], [], false)
  const g = playGame(realEngine, spec, { each: (_b, _a, after) => checkViews(viewFn, [after], [], false) })
  // The events are known only once the game is played: check the log at every `logEvery`th state and the last.
  for (let i = logEvery; i <= g.actions.length; i += logEvery) check(i)
  if (g.actions.length % logEvery) check(g.actions.length)
  function check(n: number) {
    try {
      checkViews(viewFn, g.states.slice(0, n + 1), g.events.slice(0, n), true)
    } catch (e) {
      throw new Error(
        `${e instanceof Error ? e.message : String(e)}\nafter ${repro({ ...g, actions: g.actions.slice(0, n) })}`,
        { cause: e },
      )
    }
  }
}
