// The end of a scenario: it ends once `end.afterPhases` Naval and Air Phases (one Air Movement
// Step each) have been played, and its summary says what each side lost. Pure, from the state.
import { recordValues } from './persistentRecord'
import { contextOf } from '../context'
import type { GameState, SideId, UnitId } from '../types'
import { unitName } from '../units'

export interface SideSummary {
  side: SideId
  name: string
  /** Units eliminated (4.17). */
  eliminated: UnitId[]
  /** Units that started on their front face and are now depleted, on their back face (4.17). */
  depleted: UnitId[]
  /** Naval and Air Phases (Air Movement Steps) this side has played. */
  steps: number
  /** One sentence, e.g. "Axis: 1 unit eliminated (Me-109), no unit depleted; 1 Air Movement Step played." */
  text: string
}

export interface ScenarioSummary {
  /** The scenario has ended (pending `over`). */
  over: boolean
  /** Naval and Air Phases played so far. */
  phases: number
  /** When the scenario ends (`end.afterPhases`), or null if it goes on. */
  afterPhases: number | null
  sides: SideSummary[]
}

/** Whether the scenario is over (`end`): its last Naval and Air Phase played, or the phase it names is over. */
export function scenarioEnded(state: GameState): boolean {
  const end = state.scenario.end
  return state.turn.ended === true || (end?.afterPhases !== undefined && state.turn.step >= end.afterPhases)
}

/** The side whose Naval and Air Phase follows `side`'s (as in step.ts nextPhase). */
function nextSide(order: readonly SideId[], side: SideId): SideId {
  const i = order.indexOf(side)
  return i < order.length - 1 ? order[i + 1] : order[0]
}

function unitsText(n: number, what: string, names: string[]): string {
  if (n === 0) return `no unit ${what}`
  return `${n} unit${n === 1 ? '' : 's'} ${what} (${names.join(', ')})`
}

/** Per side: units eliminated, units depleted during the game, Air Movement Steps played. */
export function scenarioSummary(state: GameState): ScenarioSummary {
  const ctx = contextOf(state)
  const steps = new Map<SideId, number>()
  let phasing = state.scenario.start.phasingSide
  for (let k = 0; k < state.turn.step; k++) {
    steps.set(phasing, (steps.get(phasing) ?? 0) + 1)
    phasing = nextSide(state.turn.sideOrder, phasing)
  }
  const sides = state.scenario.sides.map((sd): SideSummary => {
    const own = recordValues(state.units).filter((u) => u.side === sd.id)
    const eliminated = own.filter((u) => u.eliminated).map((u) => u.id)
    const depleted = own
      .filter((u) => !u.eliminated && u.face === 'back' && ctx.unitDefs.get(u.id)?.face === 'front')
      .map((u) => u.id)
    const n = steps.get(sd.id) ?? 0
    const names = (ids: UnitId[]) => ids.map((id) => unitName(ctx, id))
    const text = `${sd.name}: ${unitsText(eliminated.length, 'eliminated', names(eliminated))}, ${unitsText(depleted.length, 'depleted', names(depleted))}; ${n} Air Movement Step${n === 1 ? '' : 's'} played.`
    return { side: sd.id, name: sd.name, eliminated, depleted, steps: n, text }
  })
  return {
    over: state.pending.kind === 'over',
    phases: state.turn.step,
    afterPhases: state.scenario.end?.afterPhases ?? null,
    sides,
  }
}

/** The one-line summary of the `scenarioOver` event. */
export function overText(state: GameState): string {
  const s = scenarioSummary(state)
  return `The scenario is over after ${s.phases} Naval and Air Phase${s.phases === 1 ? '' : 's'} (4.1). ${s.sides.map((x) => x.text).join(' ')}`
}
