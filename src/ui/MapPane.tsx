// The map in the page. The map module draws the store's game and selects, traces and centres
// through the store itself; this is the one place the shell mounts it.
import { MapView } from '../map/MapView'
import { dialogSession } from './dialogs/session'

const botSides = () => dialogSession.getState().botSides

export function MapPane() {
  return <MapView botSides={botSides} />
}
