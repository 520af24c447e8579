// AETO's Trans-Atlantic and Trans-African transfers (4.1) on a small map, as a scenario author enters
// them: the rule tests, the runner's and the browser's. The bases of each end are the author's data.
import { fixture } from './fixtures'
import type { ScenarioInput } from '../scenario/schema'

// Column 20 is off-map: the boxes. Gibraltar (Axis) is 0112; Oran 0612 and Bizerte 1712 are 5 and 16
// hexes from it, Benghazi 1812 is 17; London 0603 and Glasgow 0502 are the UK proper; Cairo 1806.
const TERRAIN = Array.from({ length: 12 }, () => '.'.repeat(19) + 'x')
const box = (id: string, name: string, hex: string, kind: 'NationBox' | 'UKTransferHex' = 'NationBox') => ({
  id,
  name,
  hex,
  owner: 'allies' as const,
  components: kind === 'NationBox' ? [{ kind, capacity: 4 }] : [{ kind }],
})

/** AETO's two routes as a scenario author enters them (4.1); the bases of each end are the author's. */
export const AETO_TRANSFERS: NonNullable<ScenarioInput['transfers']> = [
  {
    id: 'atlantic',
    name: 'Trans-Atlantic transfer',
    side: 'allies',
    from: ['us-box', 'canada-box'],
    to: ['iceland'],
    minRange: 7,
    hops: [2],
    weather: 'any',
  },
  {
    id: 'africa',
    name: 'Trans-African transfer',
    side: 'allies',
    from: ['london', 'glasgow'],
    fromNear: { hex: '0112', hexes: 16 },
    stops: ['ukth', 'capetown'],
    to: ['cairo', 'iraq'],
    minRange: 16,
    hops: [1, 1, 1],
    supplied: true,
    weather: 'any',
  },
]

export const B = (id: string, name: string, range: number, base: string) => ({
  id,
  name,
  nation: 'UK',
  type: 'B' as const,
  front: `_4_-${range}[2]`,
  back: `_2_-${range}[2]`,
  base,
})

export function aetoTransferScenario(
  o: { outOfSupply?: string[]; extra?: ReturnType<typeof B>[]; axisHex?: string } = {},
): ScenarioInput {
  const sc = fixture({
    terrain: TERRAIN,
    bases: [
      { id: 'london', hex: '0603', owner: 'allies' },
      { id: 'glasgow', hex: '0502', owner: 'allies' },
      { id: 'gib', hex: o.axisHex ?? '0112', owner: 'axis' },
      { id: 'oran', hex: '0612', owner: 'allies' },
      { id: 'bizerte', hex: '1712', owner: 'allies' },
      { id: 'benghazi', hex: '1812', owner: 'allies' },
      { id: 'cairo', hex: '1806', owner: 'allies' },
    ],
    moreBases: [
      box('us-box', 'United States Box', '2001'),
      box('canada-box', 'Canada Box', '2002'),
      box('iceland', 'Iceland Box', '2004'),
      box('ukth', 'UK Transfer Hex', '2010', 'UKTransferHex'),
      box('capetown', 'Capetown', '2012'),
      box('iraq', 'Iraq Transit Box', '2008'),
    ],
    units: [
      B('hudson', 'Hudson', 7, 'us-box'),
      B('anson', 'Anson', 6, 'canada-box'),
      B('catalina', 'Catalina', 8, 'iceland'),
      B('b24', 'Liberator', 16, 'london'),
      B('wellington', 'Wellington', 15, 'london'),
      B('b17', 'Fortress', 16, 'oran'),
      B('halifax', 'Halifax', 16, 'bizerte'),
      B('stirling', 'Stirling', 16, 'benghazi'),
      ...(o.extra ?? []),
      { id: 'bf109', name: 'Bf 109', nation: 'DE', type: 'F', front: '3-4/2', back: '1-4/2', base: 'gib' },
    ],
  })
  const input = JSON.parse(JSON.stringify(sc)) as ScenarioInput
  for (const u of input.airUnits) if (o.outOfSupply?.includes(u.id)) u.outOfSupply = true
  return { ...input, transfers: AETO_TRANSFERS }
}
