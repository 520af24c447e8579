// A British carrier, Illustrious (flotilla force-z, at sea at 0907) with a Swordfish aboard, two hexes
// from Axis cruiser Kako docked at Singapore (0904); an Axis G4M at 1305. APTO, the Naval and Air
// Phase, the Allies phasing. For the carriers' status (4.25) and the screens that enter it.
import { fixture, fixtureShip } from './fixtures'

// Sea everywhere but an Axis airbase and port at 0904 and an Axis airfield at 1305.
const TERRAIN = Array.from({ length: 12 }, (_, r) =>
  Array.from({ length: 20 }, (_, c) => ((c === 8 && r === 3) || (c === 12 && r === 4) ? '.' : '~')).join(''),
)
export const CARRIER_FIXTURE = fixture({
  variant: 'apto',
  terrain: TERRAIN,
  phasingSide: 'allies',
  context: { offensives: { allies: 3, axis: 2 } },
  bases: [{ id: 'saigon', hex: '1305', owner: 'axis' }],
  moreBases: [
    {
      id: 'singapore',
      name: 'Singapore',
      hex: '0904',
      owner: 'axis',
      components: [{ kind: 'SmallAirbase' }, { kind: 'MinorPort' }],
    },
    {
      id: 'illustrious-air',
      name: 'Illustrious',
      owner: 'allies',
      carrier: 'illustrious',
      components: [{ kind: 'Carrier' }],
    },
  ],
  units: [
    {
      id: 'swordfish',
      name: 'Swordfish',
      nation: 'UK',
      type: 'N',
      front: '2-5/0',
      back: '1-5/0',
      base: 'illustrious-air',
    },
    { id: 'g4m', name: 'G4M', nation: 'IT', type: 'B', front: '3-18', back: '1-18', base: 'saigon' },
  ],
  navalUnits: [
    fixtureShip('illustrious', '0907', {
      nation: 'UK',
      name: 'Illustrious',
      type: 'CV',
      named: true,
      front: { armor: 8, gunnery: 1, aircraftCapacity: 3 },
      back: { armor: 4, gunnery: 0, aircraftCapacity: 1 },
      flotilla: 'force-z',
    }),
    fixtureShip('kako', '0904', {
      nation: 'IT',
      name: 'Kako',
      type: 'CA',
      named: true,
      inPort: true,
      front: { armor: 6, gunnery: 2 },
      back: { armor: 4, gunnery: 1 },
    }),
  ],
})
