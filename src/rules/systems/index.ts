// The rule systems Sortie ships, registered in the kernel's registry when this module is first
// imported. The store, saves, the runner and the screens import it (an entry point of the rules
// module) and find a scenario's system with systemOfScenario / systemOfState.
//
// AETO/APTO, the default system, is registered as it is: its page imports its rules anyway. Every
// other system is one loader line: its rules are a chunk of their own, fetched when a scenario or
// save first names the system (loadSystemOf, awaited by whoever reads a file: store/systemScenario
// `fetchRulesOf`), so that a page of one system does not download the others. Node code (the
// runner, the tools, the tests) imports systems/all.ts instead, which has loaded them all.
//
// To add a system: its folder under systems/, its RuleSystem entry (`system.ts`), its id in a file
// that imports no rules (its `types.ts`), and one registerSystemLoader line here
// (src/rules/README.md, "Rule systems"). Never import a system's rules here by value: the layering
// test refuses it, as it would put them on every page.
import { registerSystem, registerSystemLoader } from '../kernel/registry'
import { aetoSystem } from './aeto/system'
import { OCS_SYSTEM_ID } from './ocs/types'
import { AWAW_SYSTEM_ID } from './awaw/types'
import { EUROPA_SYSTEM_ID } from './europa/types'

registerSystem(aetoSystem)
registerSystemLoader(OCS_SYSTEM_ID, () => import('./ocs/system').then((m) => m.ocsSystem))
registerSystemLoader(AWAW_SYSTEM_ID, () => import('./awaw/system').then((m) => m.awawSystem))
registerSystemLoader(EUROPA_SYSTEM_ID, () => import('./europa/system').then((m) => m.europaSystem))

export { aetoSystem, AETO_SYSTEM_ID } from './aeto/system'
export { OCS_SYSTEM_ID } from './ocs/types'
export { AWAW_SYSTEM_ID } from './awaw/types'
export { EUROPA_SYSTEM_ID } from './europa/types'
export {
  DEFAULT_SYSTEM,
  knownSystemIds,
  loadAllSystems,
  loadSystem,
  loadSystemOf,
  registerSystem,
  registerSystemLoader,
  registeredSystems,
  systemById,
  systemIdOf,
  systemOfScenario,
  systemOfState,
  unregisterSystem,
  type AnySystem,
  type RuleSystem,
} from '../kernel/registry'
