// Names the play screens (src/ui) and the scenario editor (src/editor) both show. The editor never
// imports the ui, nor the ui the editor (beyond opening it): what both use lives here.
export { BASE_KIND_NAMES, PHASE_NAMES } from '../rules/systems/aeto/scenario/words'
