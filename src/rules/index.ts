// The rules module's public surface: pure, deterministic, no DOM.
import { previewAttack, previewRound } from './engine/airCombat'
import { tx } from './engine/core'
import type { GameState, UnitId } from './types'

export { apply } from './engine/flow'
export { newGame, type NewGameOptions } from './engine/newGame'
export { legalActions, subsets, type LegalOptions } from './engine/legal'
export { contextOf } from './context'
export { scenarioSummary, scenarioEnded, type ScenarioSummary, type SideSummary } from './engine/summary'
export * from './types'

/** The air target number, every modifier and the exact odds of one attack, before it is rolled. */
export function attackPreview(state: GameState, attacker: UnitId, target: UnitId) {
  return previewAttack(tx(state), attacker, target)
}

/** Exact odds of a set of attacks of the current round (per-unit and per-side distributions). */
export function roundPreview(state: GameState, attacks: readonly { attacker: UnitId; target: UnitId }[]) {
  return previewRound(tx(state), attacks)
}
export { changeBaseOnly, collectReach, type CollectReach, rangeOverlay, interceptionZone, traceLaunch, traceInterceptors, declarationDepth, flightStatus, engagementStack, unitStatus, type TraceStatus, type InterceptorTrace, type UnitStatus } from './overlays'
