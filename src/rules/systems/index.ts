// The rule systems Sortie ships, registered in the kernel's registry when this module is first
// imported. The store, saves, the runner and the screens import it (an entry point of the rules
// module) and find a scenario's system with systemOfScenario / systemOfState. To add a system:
// its folder under systems/, its RuleSystem entry, and one line here (src/rules/README.md).
import { registerSystem } from '../kernel/registry'
import { aetoSystem } from './aeto/system'
import { ocsSystem } from './ocs/system'
import { awawSystem } from './awaw/system'
import { europaSystem } from './europa/system'

registerSystem(aetoSystem)
registerSystem(ocsSystem)
registerSystem(awawSystem)
registerSystem(europaSystem)

export { aetoSystem, AETO_SYSTEM_ID } from './aeto/system'
export { ocsSystem, OCS_SYSTEM_ID } from './ocs/system'
export { awawSystem, AWAW_SYSTEM_ID } from './awaw/system'
export { europaSystem, EUROPA_SYSTEM_ID } from './europa/system'
export {
  DEFAULT_SYSTEM,
  registerSystem,
  registeredSystems,
  systemById,
  systemIdOf,
  systemOfScenario,
  systemOfState,
  unregisterSystem,
  type AnySystem,
  type RuleSystem,
} from '../kernel/registry'
