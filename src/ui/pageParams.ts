// The page address's parameters: ?scenario=<built-in id or same-origin .json address>, ?seed=<n>,
// ?editor (the scenario editor open).
export const SCENARIO_PARAM = 'scenario'
export const SEED_PARAM = 'seed'
export const EDITOR_PARAM = 'editor'
