// "New scenario from this position" (docs/guide.md, "A what-if from here"): the scenario a game's current position would be if
// it were set up from scratch — every air unit at its base with its face, ATP points and
// commitment, the stack order kept, installations as bombing left them, ships where they sail now
// (sunk ones gone), air units aboard STPs still aboard their flotilla (`aboard`, APTO 3.21), land
// units where air transport and paradrops put them, captured bases with the side holding them
// (4.7), grass airfields built during play (4.3), and every other fact of the scenario as it was
// (fixed transfers, tables, routes, options) — starting at the current phase of the current month. What a scenario cannot say (flights aloft, an Offensive
// under way, what each side has located this Phase…) is listed in `notes`, for the player.
import { contextOf, type ScenarioContext } from '../context'
import { landUnitsNow } from '../land'
import { componentsNow, featureDestroyed } from '../installations'
import { shipFaceNow, shipPosition } from '../naval/ships'
import { friendlyPortAt } from '../naval/waters'
import type { GameState } from '../types'
import { FEATURE_INSTALLATIONS, type Scenario, type ScenarioInput } from './schema'

export interface PositionScenario {
  scenario: ScenarioInput
  /** What the position had that the scenario does not carry, one sentence each. */
  notes: string[]
}

const PHASE_TITLES: Record<GameState['turn']['phase'], string> = {
  strategicWarfare: 'Strategic Warfare Phase',
  navalAndAir: 'Naval and Air Phase',
  offensive: 'Offensive Phase',
  movement: 'Movement Phase',
  end: 'End Phase',
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** The weather section: with the month's weather determined (APTO Part 1), each zone's air effect this month, held for the start month ("asGiven"); the Turn Track rolls the next months. */
function weatherNowAsScenario(s: GameState): ScenarioInput['weather'] {
  const w = s.scenario.weather!
  const month = s.weather
  if (!w.determined || !month || month.phase) return w // not determined, or its Weather Phase still to come: as the scenario says
  return {
    ...w,
    zones: w.zones.map((z) => ({ ...z, condition: month.zones[z.id]?.effect ?? z.condition })),
    determined: { ...w.determined, firstMonth: 'asGiven' },
  }
}

/**
 * The air units as they are now. One still at a base the enemy has just captured, its Forced
 * Rebase to come (4.7), cannot be set up there (a unit is never based at an enemy base) and no
 * scenario starts a Forced Rebase: it is left out, its name in `stranded` for the notes.
 */
function airUnits(ctx: ScenarioContext, s: GameState, stranded: string[]): Scenario['airUnits'] {
  const defs = new Map(s.scenario.airUnits.map((u) => [u.id, u]))
  const out: Scenario['airUnits'] = []
  // Stack order decides which units of an over-stacked base are operational (4.8): keep it. The
  // bases are the game's: grass airfields built during play too (4.3).
  for (const base of ctx.baseDefs.values()) {
    for (const id of s.stacks[base.id] ?? []) {
      const u = s.units[id]
      const def = defs.get(id)
      if (!u || !def || u.eliminated) continue
      const owner = ctx.baseDefs.get(u.base)?.owner
      if (owner !== undefined && owner !== ctx.nationSide.get(def.nation)) {
        stranded.push(`${def.name} (${ctx.baseDefs.get(u.base)?.name ?? u.base})`)
        continue
      }
      const { aboard: _aboard, ...ashore } = def // one that started aboard STPs has debarked (APTO 3.24)
      out.push({
        ...ashore,
        base: u.base,
        face: u.face,
        commitment: u.commitment,
        ...(u.atpPoints !== undefined ? { atpPoints: u.atpPoints as 1 | 2 } : {}),
      })
    }
  }
  // Air units aboard STPs stay aboard the same flotilla, their base the one they embarked at (APTO 3.21).
  for (const c of s.seaTransport?.cargo ?? []) {
    const u = s.units[c.unit]
    const def = defs.get(c.unit)
    if (!u || !def || u.eliminated) continue
    out.push({ ...def, base: u.base, face: u.face, commitment: u.commitment, aboard: c.flotilla })
  }
  return out
}

/**
 * The game's bases as they are now: the scenario's, with the side holding a captured one (4.7),
 * and the grass airfields built during play (4.3), under construction until their End Phase.
 */
function bases(ctx: ScenarioContext, s: GameState): Scenario['bases'] {
  const out: Scenario['bases'] = []
  for (const b of ctx.baseDefs.values()) {
    if (b.carrier !== undefined && s.naval?.ships[b.carrier]?.sunk) continue // a sunk carrier's base goes with it; its N units aboard were eliminated (4.4)
    const components = componentsNow(ctx, s, b.id) ?? b.components
    if (!components.length) continue // a grass airfield destroyed: gone (4.26)
    out.push({ ...b, components: components.map((c) => ({ ...c })) })
  }
  return out
}

/** The map, with the installations of its hexes that bombing destroyed marked `destroyed` (4.26). */
function mapNow(ctx: ScenarioContext, s: GameState): Scenario['map'] {
  const m = s.scenario.map
  if (!Object.keys(s.installations ?? {}).some((k) => !/:\d+$/.test(k))) return m // only bases' components were bombed
  const features = m.features.map((f) => {
    const loc = ctx.map.parseLoc(f.hex)
    if (loc === null) return f
    const destroyed = FEATURE_INSTALLATIONS.filter(
      (k) => (k === 'fort' ? !!f.fort : !!f[k]) && featureDestroyed(ctx, s, loc, k),
    )
    return destroyed.length ? { ...f, destroyed } : f
  })
  return { ...m, features }
}

/**
 * The ships afloat where they are now. One docked in a port the enemy has captured since (4.7)
 * starts at sea in the port's hex, as a scenario docks a ship only in a friendly port; `undocked`
 * collects their names for the notes.
 */
function navalUnits(ctx: ScenarioContext, s: GameState, undocked: string[]): Scenario['navalUnits'] {
  const out: Scenario['navalUnits'] = []
  for (const n of s.scenario.navalUnits) {
    if (s.naval?.ships[n.id]?.sunk) continue
    const at = shipPosition(ctx, s, n.id)
    const where = ctx.map.isSeaArea(at.loc)
      ? { seaArea: ctx.map.locLabel(at.loc) }
      : { hex: ctx.map.locLabel(at.loc) }
    const side = ctx.nationSide.get(n.nation) ?? ''
    const inPort = at.inPort && (side === '' || friendlyPortAt(ctx, at.loc, side) !== null)
    if (at.inPort && !inPort) undocked.push(n.name)
    const { hex: _h, seaArea: _a, ...rest } = n
    out.push({ ...rest, ...where, inPort, face: shipFaceNow(ctx, s, n.id) })
  }
  return out
}

function notes(
  s: GameState,
  kept: Scenario['airUnits'],
  undocked: readonly string[],
  stranded: readonly string[],
): string[] {
  const out: string[] = []
  if (stranded.length)
    out.push(
      `${stranded.join(', ')} still had to make ${stranded.length === 1 ? 'its' : 'their'} Forced Rebase from a base the enemy has captured (4.7), which a scenario cannot start: ${stranded.length === 1 ? 'it is' : 'they are'} left out. Make the Forced Rebase first to keep ${stranded.length === 1 ? 'it' : 'them'}.`,
    )
  if (undocked.length)
    out.push(
      `${undocked.join(', ')} ${undocked.length === 1 ? 'was' : 'were'} docked in a port the enemy has captured: ${undocked.length === 1 ? 'it starts' : 'they start'} at sea in the port's hex, as a ship docks only in a friendly port.`,
    )
  const aloft = Object.values(s.units).filter((u) => !u.eliminated && u.aloft).length
  if (aloft)
    out.push(
      `${aloft} air unit${aloft === 1 ? ' was' : 's were'} aloft: each starts at the base it was assigned to (4.2).`,
    )
  if (s.offensivePhase?.current)
    out.push(
      'An Offensive was under way: the new scenario starts at the beginning of the Offensive Phase, with no Offensive declared yet.',
    )
  else if (s.offensivePhase && Object.values(s.offensivePhase.used).some((n) => n > 0))
    out.push(
      'The Offensives already declared this phase are not counted: each side may declare its Offensives again.',
    )
  if (s.naval && Object.values(s.naval.located).some((l) => l.length))
    out.push(
      'What each side had located at sea this Phase is forgotten: every flotilla starts unlocated (4.10).',
    )
  if (
    s.turn.phase === 'strategicWarfare' &&
    s.interdiction?.some((r) => r.year === s.turn.year && r.month === s.turn.month)
  )
    out.push(
      'What air interdiction cost this Strategic Warfare Phase is not carried: each Convoy Route area may lose its full MP again, and each Merchant Shipping Route be interdicted again (2.13, 2.26).',
    )
  if (s.interdiction?.some((r) => r.kind === 'surface' && r.year === s.turn.year && r.month === s.turn.month))
    out.push(
      'The surface raiders of this month are not carried: their flotillas are no longer Active: they may move, and raid again in a Strategic Warfare Phase still to come (2.21).',
    )
  if (s.naval?.endEntered)
    out.push(
      'Which ships entered a Convoy Route area in an End Phase is not carried: each may raid in the next Strategic Warfare Phase (2.21).',
    )
  if (s.strategic?.results.length)
    out.push(
      'The strategic bombing already done is forgotten: no target counts as bombed earlier this season (2.4), the EP lost this season and the Rail Capacity lost this month start again from nothing (Part 2, 2.6).',
    )
  const lost = s.scenario.airUnits.length - kept.length - stranded.length
  if (lost)
    out.push(
      `${lost} air unit${lost === 1 ? '' : 's'} eliminated earlier ${lost === 1 ? 'is' : 'are'} left out.`,
    )
  return out
}

/** The scenario of `state`'s current position, ready to edit or to play as a what-if. */
export function scenarioFromPosition(
  state: GameState,
  opts: { id?: string; title?: string } = {},
): PositionScenario {
  const ctx = contextOf(state)
  const sc = state.scenario
  const turn = state.turn
  const when = `${MONTHS[turn.month - 1]} ${turn.year}, ${PHASE_TITLES[turn.phase]}`
  const stranded: string[] = []
  const air = airUnits(ctx, state, stranded)
  const undocked: string[] = []
  const end =
    sc.end?.afterPhases !== undefined
      ? { ...sc.end, afterPhases: Math.max(1, sc.end.afterPhases - turn.step) }
      : sc.end
  // Every fact of the scenario is carried as it is (fixed transfers, tables, routes, options and
  // any field added later), then what play has changed is written over it.
  const scenario: ScenarioInput = {
    ...sc,
    id: opts.id ?? `${sc.id}-what-if`.slice(0, 64),
    title: opts.title ?? `${sc.title} — from ${when}`.slice(0, 120),
    description:
      `Set up from a game of “${sc.title}” at ${when}.${sc.description ? `\n\n${sc.description}` : ''}`.slice(
        0,
        4000,
      ),
    map: mapNow(ctx, state),
    ...(sc.weather ? { weather: weatherNowAsScenario(state) } : {}),
    bases: bases(ctx, state),
    airUnits: air,
    navalUnits: navalUnits(ctx, state, undocked),
    landUnits: landUnitsNow(state).map(({ depleted: _d, activated: _a, moved: _m, ...l }) => l),
    // In a Naval and Air Phase the side now phasing plays first; any other phase starts from its beginning.
    start: {
      year: turn.year,
      month: turn.month,
      phase: turn.phase,
      phasingSide: turn.phase === 'navalAndAir' ? turn.phasingSide : turn.sideOrder[0],
      sideOrder: turn.sideOrder,
    },
    end,
  }
  if (end === undefined) delete scenario.end
  return {
    scenario: JSON.parse(JSON.stringify(scenario)) as ScenarioInput,
    notes: notes(state, air, undocked, stranded),
  }
}
