// Intensive Air-Naval Attacks (4.28; spec §10.6; D-AN-INTENSIVE). A successful naval interception
// belongs to the naval rules (Part 3): the players enter it — "this flotilla of mine made a
// successful naval interception where it is". Both sides are then located there (4.10), and each
// opposing side whose carriers are in that hex may attack the intercepting force at once with
// their Naval-Air units (even Current, never Previous), no reconnaissance needed, before any naval
// combat. The strike is the air-naval mission (missions/airNaval.ts): interceptable as usual, its
// attacks only on the intercepting force, and the survivors back on their carriers at once.
import { navalInterceptionWeather } from '../weather/effects'
import { carrierGrounded, operationalAt } from '../bases'
import { emptyNaval, isSubmarine, isSunk, shipDef, shipPosition, shipSide, flotillaOf } from '../naval/ships'
import { activeRaiderFlotillas, RAIDER_RULE } from '../naval/raiders'
import type { Action, LaunchOption, Loc, NavalWindow, Pending, SideId } from '../types'
import { defOf, faceOf } from '../units'
import { emit, label, opponentsOf, refuse, sideName, type Tx } from './core'

const RULE = '4.28'

/** D-AN-INTENSIVE's carriers: bases of `side` on an undamaged carrier at sea at `loc`, with their Naval-Air units not Previous (4.28). */
function intensiveBases(t: Tx, side: SideId, loc: number, flown: readonly string[] = []): LaunchOption[] {
  const out: LaunchOption[] = []
  for (const [base, ship] of t.ctx.carrierBases) {
    if (
      t.ctx.baseDefs.get(base)?.owner !== side ||
      t.ctx.baseLoc.get(base) !== loc ||
      isSunk(t.s, ship) ||
      flown.includes(base)
    )
      continue
    if (carrierGrounded(t.ctx, base, t.s) || t.ctx.weatherAt(loc) === 'grounded') continue
    const operational = operationalAt(t.ctx, t.s, base)
    const units = (t.s.stacks[base] ?? [])
      .map((id) => t.s.units[id])
      .filter(
        (u) =>
          !u.eliminated &&
          !u.aloft &&
          u.commitment !== 'previous' &&
          defOf(t.ctx, u.id).type === 'N' &&
          operational(u.id),
      )
      .map((u) => ({ id: u.id, needsRole: true, range: faceOf(t.ctx, u).range }))
    if (units.length) out.push({ base, units })
  }
  return out
}

/** A flotilla of `side` made a successful naval interception where it is (an outside event: Part 3). */
/** " The players' roll took …" when the weather modifies a naval interception there (APTO 1.3, 1.4, 3.6). */
function weatherNote(mods: readonly { value: number; rule: string; label: string }[]): string {
  return mods.length
    ? ` The players' interception roll took the weather's modifiers there: ${mods.map((m) => `${m.value} ${m.label} (${m.rule})`).join(', ')}.`
    : ''
}

export function actNavalInterception(
  t: Tx,
  a: Extract<Action, { type: 'navalInterception' }>,
  side: SideId,
): void {
  const ships = t.s.scenario.navalUnits
    .filter(
      (d) => !isSunk(t.s, d.id) && shipSide(t.ctx, d.id) === side && flotillaOf(t.ctx, d.id) === a.flotilla,
    )
    .map((d) => d.id)
  if (typeof a.flotilla !== 'string' || !ships.length)
    refuse(RULE, `${JSON.stringify(String(a.flotilla))} is not a flotilla of ${sideName(t, side)} afloat.`)
  const at = shipPosition(t.ctx, t.s, ships[0])
  if (at.inPort) refuse(RULE, `Flotilla ${a.flotilla} is in port: a naval interception is made at sea.`)
  if (t.s.turn.phase === 'strategicWarfare')
    refuse(
      RULE,
      'No naval interception is made in the Strategic Warfare Phase: no ship moves in it ([viii]).',
    )
  if (t.s.turn.phase === 'end' && t.s.scenario.options.endPhaseNavalMoves)
    refuse(RULE, 'No naval interception is made in the End Phase (Part 3).')
  if (activeRaiderFlotillas(t).has(a.flotilla))
    refuse(
      RAIDER_RULE,
      `Flotilla ${a.flotilla} raided a Convoy Route this month: its raiders are Active and make no naval interception until the month ends (2.21).`,
    )
  if (t.s.offensivePhase?.active?.includes(a.flotilla))
    refuse(
      RULE,
      `Flotilla ${a.flotilla} is Active (Activated by a Sea Offensive): an Active flotilla makes no naval interception in the Offensive Phase (Part 3).`,
    )
  const surface = ships.filter((id) => !isSubmarine(shipDef(t.ctx, id).type))
  if (!surface.length)
    refuse(
      RULE,
      `Flotilla ${a.flotilla} has no surface ship: only a surface force's interception calls for Intensive attacks (4.28).`,
    )
  const naval = (t.s.naval ??= emptyNaval())
  // Both sides of a successful naval interception are located while in that hex (4.10).
  const sides = opponentsOf(t, side)
  for (const enemy of sides) {
    const theirs = (naval.located[enemy] ??= [])
    for (const id of ships) if (!theirs.includes(id)) theirs.push(id)
    const mine = (naval.located[side] ??= [])
    for (const d of t.s.scenario.navalUnits) {
      if (isSunk(t.s, d.id) || shipSide(t.ctx, d.id) !== enemy) continue
      const p = shipPosition(t.ctx, t.s, d.id)
      if (p.loc === at.loc && !p.inPort && !mine.includes(d.id)) mine.push(d.id)
    }
  }
  emit(t, {
    type: 'navalInterception',
    text: `${sideName(t, side)}'s flotilla of ${ships.length} naval chit${ships.length === 1 ? '' : 's'} makes a successful naval interception at ${label(t, at.loc)} (entered by the players; Part 3): both sides are located there (4.10).${weatherNote(navalInterceptionWeather(t.ctx, t.s, at.loc))}`,
    rule: '4.10',
    side,
    loc: label(t, at.loc),
  })
  // Air-naval interceptions of a force in a location all come before a naval interception there (4.15):
  // every window open there closes (a reactive move's window and the one it interrupted), and none opens there again this Phase.
  if (!t.s.scenario.options.reactiveNavalMoves) {
    if (naval.window && naval.window.loc === at.loc && !naval.window.inPort) naval.window = null // (saves of version 5)
  } else {
    naval.window = withoutWindowsAt(naval.window ?? null, at.loc)
    if (!(naval.interceptedAt ??= []).includes(at.loc)) naval.interceptedAt.push(at.loc)
  }
  naval.intensive = {
    loc: at.loc,
    ships: surface,
    sides: sides.filter((s) => intensiveBases(t, s, at.loc).length > 0),
    flown: [],
  }
}

/** The chain of open windows without those at sea at `loc` (the innermost first). */
function withoutWindowsAt(w: NavalWindow | null, loc: Loc): NavalWindow | null {
  if (!w) return null
  const outer = withoutWindowsAt(w.outer ?? null, loc)
  if (w.loc === loc && !w.inPort) return outer
  const kept: NavalWindow = { ...w }
  if (outer) kept.outer = outer
  else delete kept.outer
  return kept
}

/** D-AN-INTENSIVE for the next side with carriers there; 'progress' when a side or the whole window was skipped. */
export function intensiveDecision(t: Tx): Pending | 'progress' | null {
  const w = t.s.naval?.intensive
  if (!w) return null
  const side = w.sides[0]
  const ships = w.ships.filter((id) => !isSunk(t.s, id) && shipPosition(t.ctx, t.s, id).loc === w.loc)
  if (side === undefined || !ships.length) {
    t.s.naval!.intensive = null
    return 'progress'
  }
  const bases = intensiveBases(t, side, w.loc, w.flown)
  if (!bases.length) {
    w.sides.shift()
    return 'progress'
  }
  const where = label(t, w.loc)
  return {
    kind: 'intensive',
    side,
    ships,
    bases,
    rule: RULE,
    loc: where,
    prompt: `An enemy surface force has made a successful naval interception at ${where}, where your carriers are: attack it with their Naval-Air units before the naval combat, or pass (4.28).`,
  }
}

export function actPassIntensive(t: Tx, side: SideId): void {
  const w = t.s.naval?.intensive
  if (!w) return
  w.sides = w.sides.filter((s) => s !== side)
  emit(t, {
    type: 'intensivePass',
    text: `${sideName(t, side)} makes no more Intensive attacks at ${label(t, w.loc)} (4.28).`,
    rule: RULE,
    side,
  })
}
