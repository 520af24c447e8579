// Tests' ui slice: nothing selected, hovered or traced; hex numbers and every overlay off unless the
// patch turns them on.
import type { UiSlice } from '../store/store'

export const ALL_OVERLAYS: UiSlice['overlays'] = { range: true, interceptionZone: true, engagements: true }

export function testUi(patch: Partial<UiSlice> = {}): UiSlice {
  return {
    selectedHex: null,
    selectedUnit: null,
    hoverHex: null,
    showCoords: false,
    expandedStack: null,
    tracing: null,
    traceRefusal: null,
    overlays: { range: false, interceptionZone: false, engagements: false },
    centreOn: null,
    ...patch,
  }
}
