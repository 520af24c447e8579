// An entry point for what a map needs to draw a scenario's board before any game: the scenario's
// context (map index, nations, bases) and the names of its installations and weather. It reaches
// neither the rules engine nor the validator, so the page draws a built-in scenario's board before
// they load (map/scenarioBoard.ts; the first-load guard in src/layering.test.ts and
// e2e/first-load.spec.ts). Import the engine's calls from index.ts, not from here.
export { contextOf, type ScenarioContext } from './context'
export type { FeatureKind } from './installations'
export type { WeatherNow } from './weather/now'
