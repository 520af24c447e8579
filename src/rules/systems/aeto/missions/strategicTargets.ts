// The numbers of APTO strategic bombing (Part 2): what a Strategic Target is (2.3, 2.9), the
// column shifts (2.3), the halvings (2.4; weather 2.1, APTO W3), the B-29 modifier (2.7), night
// attacks (2.8), the Rail Capacity (2.6), the caps on EP lost (Part 2, 2.4) and the exact odds of
// one Strategic Bombing Attack before its roll. Pure functions of the state; the raid itself is
// strategicRaid.ts; the sequence of play reads these numbers too (the Strategic Warfare Phase).
import type { Tx } from '../engine/core'
import type { StrategicTargetDef } from '../scenario/schema'
import type { GameState, Loc, Modifier, RaidResult, SideId, UnitId } from '../types'
import { defOf, faceOf, unitName } from '../units'
import {
  bombingTable,
  cellOf,
  parseResult,
  WAYS,
  type BombingColumn,
  type BombingTable,
} from './bombingTable'
import { capacityNow } from '../installations'

export type RaidTarget = 'strategic' | 'rail'

/** One Strategic Target as the rules see it now (2.3, 2.4, 2.6, 2.9). */
export interface TargetFacts {
  def: StrategicTargetDef
  hex: string
  loc: Loc
  name: string
  /** The nation whose hex it is (its original home borders). */
  nation: string
  /** The nation holding it now: it loses the EP (Part 2). */
  holder: string
  /** The side controlling the hex now. */
  side: SideId | null
  /** Held by an enemy of its own nation (2.3 capital, 2.4 conquest cap, 2.9 oil). */
  conquered: boolean
  /** Its nation is a minor nation (a conquest, colony or minor partner, 2.4). */
  minor: boolean
  /** An Indonesian oil hex Japan has conquered: two columns right, never halved (2.3, 2.9). */
  oilField: boolean
}

/** The monthly turn number: year * 12 + month - 1. */
export function turnNumber(s: Pick<GameState, 'turn'>): number {
  return s.turn.year * 12 + s.turn.month - 1
}

/** The season of a turn (January–March, April–June, July–September, October–December): the Seasonal Turn comes before each. */
function seasonOf(turn: number): number {
  return Math.floor(turn / 3)
}

const SEASONS = ['Winter', 'Spring', 'Summer', 'Autumn']
export function seasonName(turn: number): string {
  return `${SEASONS[Math.floor((turn % 12) / 3)]} ${Math.floor(turn / 12)}`
}

/** Whether the scenario flies strategic bombing raids (APTO Part 2: it gives its Strategic Targets). */
export function raidsPlayed(s: GameState): boolean {
  return (
    s.scenario.strategicBombing !== undefined &&
    s.scenario.variant === 'apto' &&
    s.scenario.options.strategicWarfarePhase
  )
}

function nationSideOf(t: Tx, nation: string): SideId | null {
  return t.ctx.nationSide.get(nation) ?? null
}

/** The Strategic Target at `loc`, or null. */
export function targetAt(t: Tx, loc: Loc): TargetFacts | null {
  const sb = t.s.scenario.strategicBombing
  if (!sb) return null
  const hex = t.ctx.map.locLabel(loc)
  const def = sb.targets.find((x) => x.hex === hex)
  if (!def) return null
  const nation = def.nation ?? t.ctx.hexNation(loc) ?? ''
  const side = t.ctx.hexController(loc)
  const own = nationSideOf(t, nation)
  const holder =
    def.heldBy ??
    (side === null || side === own
      ? nation
      : (t.s.scenario.nations.find((n) => n.side === side)?.id ?? nation))
  const holderSide = nationSideOf(t, holder) ?? side
  const conquered = own !== null && holderSide !== null && holderSide !== own
  const featureName = t.s.scenario.map.features.find((f) => f.hex === hex)?.name
  const baseName = (t.ctx.basesAt.get(loc) ?? [])
    .map((b) => t.ctx.baseDefs.get(b)?.name)
    .find((n) => n !== undefined)
  return {
    def,
    hex,
    loc,
    name: def.name ?? featureName ?? baseName ?? hex,
    nation,
    holder,
    side: holderSide,
    conquered,
    minor: sb.minorNations.includes(nation),
    oilField: !!def.oil && conquered,
  }
}

/** A Strategic Target `side` may raid: held by an enemy side (2.2, 2.3). */
export function enemyTargetAt(t: Tx, side: SideId, loc: Loc): TargetFacts | null {
  const f = targetAt(t, loc)
  return f && f.side !== null && f.side !== side ? f : null
}

/** Every Strategic Target held by an enemy of `side`. */
export function enemyTargets(t: Tx, side: SideId): TargetFacts[] {
  const out: TargetFacts[] = []
  for (const def of t.s.scenario.strategicBombing?.targets ?? []) {
    const loc = t.ctx.map.parseLoc(def.hex)
    const f = loc === null ? null : enemyTargetAt(t, side, loc)
    if (f) out.push(f)
  }
  return out
}

function nationName(t: Tx, id: string): string {
  return t.s.scenario.nations.find((n) => n.id === id)?.name ?? id
}
export { nationName as strategicNationName }

/**
 * The nation whose Rail Capacity may be bombed in this target hex, or null (2.6): a hex with a
 * rail line symbol; for a nation with no such hex, any of its city hexes; a nation with no Rail
 * Capacity has none to bomb.
 */
export function railNationOf(t: Tx, f: TargetFacts): string | null {
  const sb = t.s.scenario.strategicBombing!
  if (sb.railCapacity?.[f.nation] === undefined) return null
  if (f.def.rail) return f.nation
  const hasRailHex = sb.targets.some(
    (x) => x.rail && (x.nation ?? t.ctx.hexNation(t.ctx.map.parseLoc(x.hex) ?? -1)) === f.nation,
  )
  return !hasRailHex && f.def.kind !== 'resource' ? f.nation : null
}

// ------------------------------------------------------------------ what the raids did

function resultsOf(s: GameState): readonly RaidResult[] {
  return s.strategic?.results ?? []
}

/** EP `nation` has lost to strategic bombing this season (since the last Seasonal Turn). */
export function epLostThisSeason(s: GameState, nation: string): number {
  const season = seasonOf(turnNumber(s))
  const bombed = resultsOf(s)
    .filter((r) => r.target === 'strategic' && r.nation === nation && seasonOf(r.turn) === season)
    .reduce((n, r) => n + r.loss, 0)
  // Air interdiction of convoy and merchant routes takes from the same income (Part 2; 2.13, 2.26).
  const interdicted = (s.interdiction ?? [])
    .filter((r) => r.nation === nation && seasonOf(r.year * 12 + r.month - 1) === season)
    .reduce((n, r) => n + r.eps, 0)
  return bombed + interdicted
}

/** A nation's Rail Capacity this month: printed, lost to bombing this month, and left (2.6); null: it has none. */
export function railCapacityNow(
  s: GameState,
  nation: string,
): { printed: number; lost: number; now: number } | null {
  const printed = s.scenario.strategicBombing?.railCapacity?.[nation]
  if (printed === undefined) return null
  const turn = turnNumber(s)
  const lost = resultsOf(s)
    .filter((r) => r.target === 'rail' && r.nation === nation && r.turn === turn)
    .reduce((n, r) => n + r.loss, 0)
  return { printed, lost, now: Math.max(0, printed - lost) }
}

/**
 * Whether rail movement may start in `from` and enter the nations `through` (in order) this month
 * (2.6): a unit railing in from another nation uses its own nation's capacity, so a reduced
 * capacity does not stop it; a nation whose capacity is 0 forbids every friendly rail move within
 * and through it. Returns why not, or null. (Rail movement is played at the table.)
 */
export function railRefusal(s: GameState, from: string, through: readonly string[]): string | null {
  for (const nation of [from, ...through]) {
    const cap = railCapacityNow(s, nation)
    if (cap && cap.now === 0) {
      const name = s.scenario.nations.find((n) => n.id === nation)?.name ?? nation
      return nation === from && !through.length
        ? `${name}’s Rail Capacity has been bombed to 0 this month: no rail movement within it (2.6).`
        : `${name}’s Rail Capacity has been bombed to 0 this month: no rail movement into, within or through it, even on another nation’s capacity (2.6).`
    }
  }
  return null
}

/** A Strategic Target hex bombed successfully (a number result) in an earlier month of this season: the Strategic Bombing Box (2.4; APTO S5). */
export function bombedEarlierThisSeason(s: GameState, hex: string): boolean {
  const turn = turnNumber(s)
  return resultsOf(s).some(
    (r) =>
      r.target === 'strategic' &&
      r.hex === hex &&
      r.result > 0 &&
      r.turn < turn &&
      seasonOf(r.turn) === seasonOf(turn),
  )
}

/** Whether the target hex's Rail Capacity was bombed this month: never twice a month (2.6). */
export function railBombedThisMonth(s: GameState, hex: string): boolean {
  const turn = turnNumber(s)
  return resultsOf(s).some((r) => r.target === 'rail' && r.hex === hex && r.turn === turn)
}

// ------------------------------------------------------------------ the attack's numbers

/** A full-strength US B-29 (2.7). */
export function isFullB29(t: Tx, id: UnitId): boolean {
  return !!defOf(t.ctx, id).b29 && t.s.units[id].face === 'front'
}

/** The US holds a functioning airbase on Iwo Jima: the B-29 +1 is optional (2.7; supply is a default: every hex supplied, §16). */
export function iwoJimaHeld(t: Tx, side: SideId): boolean {
  const hexes = t.s.scenario.strategicBombing?.iwoJima ?? []
  for (const hex of hexes) {
    const loc = t.ctx.map.parseLoc(hex)
    if (loc === null) continue
    for (const b of t.ctx.basesAt.get(loc) ?? [])
      if (t.ctx.baseDefs.get(b)?.owner === side && capacityNow(t.ctx, t.s, b) > 0) return true
  }
  return false
}

/** Whether the B-29 +1 applies to an attack of these bombers: 'must', 'may' (Iwo Jima held) or 'no' (2.7: never on Rail Capacity, nor at night). */
export function b29Rule(
  t: Tx,
  side: SideId,
  target: RaidTarget,
  bombers: readonly UnitId[],
  night: boolean,
): 'must' | 'may' | 'no' {
  if (target === 'rail' || night || !bombers.some((id) => isFullB29(t, id))) return 'no'
  return iwoJimaHeld(t, side) ? 'may' : 'must'
}

const INCLEMENT = new Set(['halfStrength', 'halfStrengthAndRange'])

/** Column shifts: right positive (2.3, 2.9); none at night (2.8). */
export function columnShifts(f: TargetFacts, night: boolean): Modifier[] {
  if (night) return []
  if (f.oilField)
    return [
      {
        value: 2,
        rule: '2.9',
        label: 'an Indonesian oil hex Japan holds: as a city/resource capital, two columns right',
      },
    ]
  const out: Modifier[] = []
  if (f.def.kind === 'resource')
    out.push({ value: -1, rule: '2.3', label: 'a resource target: one column left' })
  if (f.def.kind === 'cityResource')
    out.push({ value: 1, rule: '2.3', label: 'a city/resource target: one column right' })
  if (f.def.capital && !f.conquered)
    out.push({ value: 1, rule: '2.3', label: 'a national capital, not conquered: one more column right' })
  return out
}

/** The halvings of the attack's total strength (2.4): none on Rail Capacity nor on an oil hex Japan holds. */
export function halvings(s: GameState, f: TargetFacts, target: RaidTarget): Modifier[] {
  if (target === 'rail' || f.oilField) return []
  const out: Modifier[] = []
  if (f.conquered || f.minor || f.holder !== f.nation)
    out.push({
      value: 0.5,
      rule: '2.4',
      label: f.conquered ? 'a non-home target the enemy has conquered' : 'a target in a minor nation',
    })
  if (bombedEarlierThisSeason(s, f.hex))
    out.push({ value: 0.5, rule: '2.4', label: 'bombed successfully in an earlier month of this season' })
  return out
}

/** Whether weather halves this bomber's strength: its base, a hex of its path or the target is inclement (2.1, 1.5). */
function weatherHalves(t: Tx, id: UnitId, path: readonly Loc[], target: Loc): boolean {
  const base = t.ctx.baseLoc.get(t.s.units[id].base)
  return [...(base === undefined ? [] : [base]), ...path, target].some((l) =>
    INCLEMENT.has(t.ctx.weatherAt(l)),
  )
}

export interface AttackOutcome {
  /** The 2d6 total. */
  natural: number
  modified: number
  result: number
  asterisk: boolean
  /** EP lost, or Rail Capacity lost, after the caps. */
  loss: number
  capped: string | null
}

/** Everything about one Strategic Bombing Attack before its roll: strength, column, modifier, every outcome and the exact odds. */
export interface AttackFigures {
  target: RaidTarget
  name: string
  hex: string
  /** The nation that loses the EP, or the Rail Capacity. */
  nation: string
  nationName: string
  bombers: UnitId[]
  /** One line per bomber: its strength and the weather. */
  lines: string[]
  /** The bombers whose strength the weather halves (1.5, 2.1). */
  weatherHalved: UnitId[]
  /** Sum of the bombers' strengths, after weather. */
  raw: number
  halvings: Modifier[]
  /** The strength the column is read for. */
  strength: number
  shifts: Modifier[]
  column: string | null
  /** The Bombing Table column read (after the shifts), or null when there is none. */
  tableColumn: BombingColumn | null
  /** Why no roll may be made, or null. */
  refusal: string | null
  /** Roll modifiers (B-29 +1 each, 2.7). */
  modifiers: Modifier[]
  /** By 2d6 total 2–12: the outcome, or null where the players' table leaves the cell to their own chart. */
  outcomes: (AttackOutcome | null)[]
  /**
   * Exact chances over 2d6, over the cells the table gives: of each loss, of an asterisk, of
   * nothing; `unknown`: of a roll on a cell left to the player's own chart.
   */
  chances: { loss: Record<number, number>; aa: number; nothing: number; expected: number; unknown: number }
  placeholder: boolean
}

function columnIndex(table: BombingTable, strength: number): number {
  let k = -1
  for (let i = 0; i < table.columns.length; i++) if (strength >= table.columns[i].from) k = i
  return k
}

function columnLabel(table: BombingTable, k: number): string {
  const next = table.columns[k + 1]
  return next
    ? table.columns[k].from === next.from - 1
      ? `${table.columns[k].from}`
      : `${table.columns[k].from}–${next.from - 1}`
    : `${table.columns[k].from}+`
}

/**
 * The figures of one attack by `bombers` on the target (2.3–2.8). `path(id)` gives the hexes
 * the bomber flew through (for weather); `b29Bonus` is the US choice when the +1 is optional.
 */
export function attackFigures(
  t: Tx,
  side: SideId,
  f: TargetFacts,
  target: RaidTarget,
  bombers: readonly UnitId[],
  opts: { night: boolean; b29Bonus?: boolean; path?: (id: UnitId) => readonly Loc[] },
): AttackFigures {
  const table = bombingTable(t.s)
  const lines: string[] = []
  const weatherHalved: UnitId[] = []
  let raw = 0
  for (const id of bombers) {
    const face = faceOf(t.ctx, t.s.units[id])
    const wet = weatherHalves(t, id, opts.path?.(id) ?? [], f.loc)
    if (wet) weatherHalved.push(id)
    const v = wet ? Math.floor(face.strength / 2) : face.strength
    raw += v
    lines.push(
      `${unitName(t.ctx, id)} ${wet ? `${face.strength} halved to ${v}: inclement weather at its base, on its path or over the target (1.5, 2.1)` : `strength ${v}`}`,
    )
  }
  const halves = halvings(t.s, f, target)
  const strength = Math.floor(raw / 2 ** halves.length) // each halving rounded down (2.4)
  const nation = target === 'rail' ? (railNationOf(t, f) ?? f.nation) : f.holder
  const shifts = target === 'rail' ? [] : columnShifts(f, opts.night) // the Rail Capacity: the strength's own column (2.6)
  let refusal: string | null = null
  if (!bombers.length) refusal = 'No bomber takes part.'
  else if (strength < 2)
    refusal = `A Strategic Bombing Attack needs a net strength of at least 2 (2.5, 2.8): ${strength} after ${halves.length ? 'the halvings' : 'weather'}.`
  let column: string | null = null
  let k = -1
  if (!refusal) {
    const base = columnIndex(table, opts.night ? 2 : strength) // at night the 2-5 column, whatever the strength (2.8)
    if (base < 0) refusal = `The Bombing Table has no column for strength ${strength}.`
    else {
      const shift = shifts.reduce((n, m) => n + m.value, 0)
      k = Math.max(0, Math.min(table.columns.length - 1, base + shift)) // beyond either end: the end column (APTO S1)
      column = columnLabel(table, k)
    }
  }
  const rule = b29Rule(t, side, target, bombers, opts.night)
  const b29s = bombers.filter((id) => isFullB29(t, id)).length
  const modifiers: Modifier[] =
    rule === 'must' || (rule === 'may' && opts.b29Bonus)
      ? [
          {
            value: b29s,
            rule: '2.7',
            label: `${b29s} full-strength B-29${b29s === 1 ? '' : 's'}: +1 each${rule === 'may' ? ' (chosen: Iwo Jima is held)' : ''}`,
          },
        ]
      : []
  const plus = modifiers.reduce((n, m) => n + m.value, 0)
  const outcomes: (AttackOutcome | null)[] = []
  const chances = { loss: {} as Record<number, number>, aa: 0, nothing: 0, expected: 0, unknown: 0 }
  const tableColumn = k >= 0 ? table.columns[k] : null
  if (tableColumn) {
    for (let natural = 2; natural <= 12; natural++) {
      const modified = natural + plus
      const cell = cellOf(tableColumn, Math.min(12, modified)) // above 12: the top row (APTO S2)
      const p = WAYS[natural] / 36
      if (cell === null) {
        outcomes.push(null)
        chances.unknown += p
        continue
      }
      const { result, asterisk } = parseResult(cell)
      const { loss, capped } = lossOf(t, f, target, nation, result)
      outcomes.push({ natural, modified, result, asterisk, loss, capped })
      chances.loss[loss] = (chances.loss[loss] ?? 0) + p
      if (asterisk) chances.aa += p
      if (loss === 0 && !asterisk) chances.nothing += p
      chances.expected += p * loss
    }
  }
  return {
    target,
    name: f.name,
    hex: f.hex,
    nation,
    nationName: nationName(t, nation),
    bombers: [...bombers],
    lines,
    weatherHalved,
    raw,
    halvings: halves,
    strength,
    shifts,
    column,
    tableColumn,
    refusal,
    modifiers,
    outcomes,
    chances,
    placeholder: table.placeholder,
  }
}

/**
 * What a table result costs the nation (Part 2, 2.4, 2.6): EP, capped by what the occupier gains
 * from a conquered target's nation and by the nation's income left this season; or Rail
 * Capacity, half the result rounded up, at most what is left this month.
 */
export function lossOf(
  t: Tx,
  f: TargetFacts,
  target: RaidTarget,
  nation: string,
  result: number,
): { loss: number; capped: string | null } {
  const sb = t.s.scenario.strategicBombing!
  if (result <= 0) return { loss: 0, capped: null }
  if (target === 'rail') {
    const half = Math.ceil(result / 2)
    const left = railCapacityNow(t.s, nation)?.now ?? 0
    return half > left
      ? {
          loss: left,
          capped: `half the result rounded up is ${half}, but only ${left} Rail Capacity is left this month (2.6)`,
        }
      : { loss: half, capped: null }
  }
  let loss = result
  let capped: string | null = null
  const conquest = f.conquered ? sb.conquestEps?.[f.nation] : undefined
  if (conquest !== undefined && loss > conquest) {
    loss = conquest
    capped = `at most ${conquest}: what ${nationName(t, f.holder)} gains from occupied ${nationName(t, f.nation)} (2.4)`
  }
  const income = sb.income?.[nation]
  if (income !== undefined) {
    const left = Math.max(0, income - epLostThisSeason(t.s, nation))
    if (loss > left) {
      loss = left
      capped = `at most ${left}: ${nationName(t, nation)}’s income at the next Seasonal Turn is ${income} EP, ${income - left} already lost this season (Part 2)`
    }
  }
  return { loss, capped }
}
