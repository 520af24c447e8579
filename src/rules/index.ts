// The rules module's public surface: pure, deterministic, no DOM.
export { apply } from './engine/flow'
export { newGame, type NewGameOptions } from './engine/newGame'
export * from './types'
