// A tiny scenario for unit tests of the UI's data shaping. Map 8 x 6: sea in the west, land
// with forests, a city and mountains.
import type { ScenarioInput } from '../rules/scenario/schema'

export const FIXTURE: ScenarioInput = {
  format: 'sortie-scenario',
  version: 1,
  id: 'fixture',
  title: 'Fixture: two airfields',
  description: 'Two RAF airfields facing one Luftwaffe base across the sea.',
  variant: 'aeto',
  sides: [
    { id: 'allies', name: 'Allies', letter: 'A', colour: '#3b6fb6' },
    { id: 'axis', name: 'Axis', letter: 'X', colour: '#7a7a7a' },
  ],
  nations: [
    { id: 'uk', name: 'United Kingdom', side: 'allies' },
    { id: 'de', name: 'Germany', side: 'axis' },
  ],
  map: {
    cols: 8,
    rows: 6,
    terrain: ['~~~..fff', '~~~...f.', '~~~~..c.', '.~~~~...', '..~~~~m.', '.f.~~~mm'],
    features: [{ hex: '0703', name: 'Hull' }],
  },
  bases: [
    { id: 'hull', name: 'Hull', hex: '0703', owner: 'allies', nation: 'uk', components: [{ kind: 'LargeAirbase' }] },
    { id: 'leeming', name: 'Leeming', hex: '0601', owner: 'allies', nation: 'uk', components: [{ kind: 'SmallAirbase' }] },
    { id: 'sylt', name: 'Sylt', hex: '0205', owner: 'axis', nation: 'de', components: [{ kind: 'GrassAirfield' }] },
  ],
  airUnits: [
    { id: 'spit1', name: 'Spitfire I', nation: 'uk', type: 'F', front: '4-4/3', back: '2-4/3', base: 'hull' },
    { id: 'hurr1', name: 'Hurricane I', nation: 'uk', type: 'F', front: '3-4/2', back: '1-4/2', base: 'hull', face: 'back' },
    { id: 'whit1', name: 'Whitley V', nation: 'uk', type: 'B', front: '2-12', back: null, base: 'leeming' },
    { id: 'me109', name: 'Me 109E', nation: 'de', type: 'F', front: '4-4/3', back: '2-4/3', base: 'sylt' },
  ],
  start: { year: 1940, month: 1, phase: 'navalAndAir', phasingSide: 'allies' },
}
