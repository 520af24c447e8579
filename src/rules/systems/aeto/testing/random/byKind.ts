// The random player's answers, keyed by pending kind. A kind's answer lives beside its siblings in
// the file named after the procedure that raises it (random/<procedure>.ts, as
// engine/procedures/<procedure>.ts). A kind with no entry gets any legal action (`anyLegal`): its
// legal actions come from its procedure, so a new decision kind needs nothing here; give it an
// entry when its choices are worth steering (so games make progress, or reach rare rules). The
// table is optional per kind, as src/rules/README.md ("A decision kind outside the rules module")
// wants of any table beyond the four a new kind must touch; the compiler still refuses an entry
// for a kind that does not exist, and each entry is typed with its own kind's decision.
import type { PendingKind } from '../../types'
import { anyLegal, type Choices, type Choose } from './choice'
import { airCombatChoices } from './airCombat'
import { counterstrikeChoices } from './counterstrike'
import { engagementChoices } from './engagements'
import { flightMovementChoices } from './flightMovement'
import { interceptionWindowChoices } from './interceptionWindows'
import { landOffensiveChoices } from './landOffensive'
import { navalWindowChoices } from './navalWindow'
import { offensiveChoices } from './offensive'
import { planChoices } from './plan'

/** The answers of each procedure's file (randomPlay.test.ts: no kind in two files). */
export const CHOICE_FILES = {
  airCombat: airCombatChoices,
  counterstrike: counterstrikeChoices,
  engagements: engagementChoices,
  flightMovement: flightMovementChoices,
  interceptionWindows: interceptionWindowChoices,
  landOffensive: landOffensiveChoices,
  navalWindow: navalWindowChoices,
  offensive: offensiveChoices,
  plan: planChoices,
}

/** The kinds the random player steers, each with its answer. */
export const CHOICES = {
  ...airCombatChoices,
  ...counterstrikeChoices,
  ...engagementChoices,
  ...flightMovementChoices,
  ...interceptionWindowChoices,
  ...landOffensiveChoices,
  ...navalWindowChoices,
  ...offensiveChoices,
  ...planChoices,
} satisfies Choices

/** The random player's answer to a decision of kind `kind`: its entry, else any legal action. */
export function choiceFor<K extends PendingKind>(kind: K): Choose<K> {
  return (CHOICES as Choices)[kind] ?? anyLegal
}
