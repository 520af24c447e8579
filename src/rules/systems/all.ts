// Every built-in rule system, fetched and registered before this module's importer runs (a
// top-level await): the synchronous entry for Node — the runner, the tools, the tests — where no
// page size is at stake and a scenario of any system must be readable at once. The page imports
// systems/index.ts, whose systems other than AETO/APTO load when a file first names them.
import { loadAllSystems } from '../kernel/registry'

export * from './index'
// The systems' entries, for the tests and tools that call one directly.
export { ocsSystem } from './ocs/system'
export { awawSystem } from './awaw/system'
export { europaSystem } from './europa/system'

await loadAllSystems()
