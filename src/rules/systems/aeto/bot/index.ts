// The automatic opponent: a simple, explainable bot that answers every pending decision but a
// physical die roll, from the exact odds the rules module computes (attackPreview, roundPreview).
// It decides from what its side may know: its proposals and forecasts run on the state as that
// side sees it (`stateSeenBy`, rules/viewState.ts), and `apply` judges them on the game itself.
//
// Policies, in short:
// - plan: bombers (type B) with escorts to the nearest enemy base or ship within range, routed by
//   way of a friendly base to collect escorts when none are at the bombers' base; at most
//   `maxMissions` (2) missions per Step, then end the Step.
// - move: the automatic route; collect: one escort per bomber, keeping at least half the
//   fighters of a base home for interceptions; returnToBase: every unit to its own base.
// - declare: forecast Round 1 with 1…n of the best interceptors (both sides attacking the best
//   legal target, the targeting restriction applied, bombers designated as the bot would);
//   intercept with the best number when expected damage ≥ ratio × risk (ratio = 2 × (1 −
//   aggression)) and ≥ 0.2 weighted steps; otherwise pass.
// - preCombat: add interceptors only when they improve the net odds; otherwise pass. It never
//   proposes a cancellation, and accepts one when the engagement's odds are bad for it.
// - designate: the number of bomber-attackers with the best forecast; attack: the legal target
//   with the best hit chance (unless return fire makes it not worth it); voluntary abort /
//   remain: leave when another round risks elimination ≥ tolerance (0.25 + 0.5 × aggression) or
//   a hit ≥ tolerance + 0.25; continue: flights whose units are mostly unhurt.
export { botDecision, botCanDecide, decideAndApply, reasoningEvents } from './decide'
export { runBotGame, type BotGameOptions, type BotGameResult, type BotGameStop, type BotTurn } from './run'
export { BotError, type BotDecision, type BotOptions } from './policy'
export { ANSWER_FOR_KIND } from './answerForKind'
