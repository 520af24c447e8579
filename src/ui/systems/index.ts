// The rule systems that have screens in this page, registered when first imported. To give a new
// rule system its screens: `ui/systems/<id>/screens.ts` and one line here (src/rules/README.md).
import { systemOfScenario } from '../../rules/systems'
import { registerScreens, screensFor, type SystemScreens } from './screens'
import { aetoScreens } from './aeto/screens'
import { ocsScreens } from './ocs/screens'
import { awawScreens } from './awaw/screens'

registerScreens(aetoScreens)
registerScreens(ocsScreens)
registerScreens(awawScreens)

export { registerScreens, screensFor, type KindDialogComponent, type SystemScreens } from './screens'

/** The screens of the rule system a scenario names, or undefined when that system has none. */
export function screensOfScenario(scenario: unknown): SystemScreens | undefined {
  const r = systemOfScenario(scenario)
  return r.ok ? screensFor(r.system.id) : undefined
}
