// The AETO/APTO air rules' screens: the dialog table (one dialog per pending kind), the map
// snapshot maker and the scenario editor. The pieces stay where they are (ui/dialogs, map/,
// editor/); this entry is how the page finds them by the game's rule system.
import { AETO_SYSTEM_ID } from '../../../rules/systems'
import { createMapSnapshotSelector } from '../../../map/mapSnapshot'
import { DIALOG_FOR_KIND } from '../../dialogs/dialogForKind'
import type { SystemScreens } from '../screens'

export const aetoScreens: SystemScreens = {
  systemId: AETO_SYSTEM_ID,
  dialogs: DIALOG_FOR_KIND,
  createMapSnapshotSelector,
  editor: () => import('../../../editor/EditorScreen'),
}
