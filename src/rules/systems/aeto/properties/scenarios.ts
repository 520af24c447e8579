// The scenarios the property tests play: every shipped scenario (read from the disk by
// src/scenarios/shipped.ts, outside the rules module) and the hand-built fixtures, plus random
// generated ones (see randomScenario.ts).
import fc from 'fast-check'
import type { Scenario } from '../scenario/schema'
import { parseScenario } from '../scenario/validate'
import { chainFixture, fixture } from '../testing/fixtures'
import { arkRoyalScenario, smallFightersScenario } from '../scenario/fixtures'
import { randomScenario } from '../testing/randomScenario'
import { convoyScenario, T07_SHIPS, type ConvoyShip } from '../testing/convoyFixtures'
import { raidsScenario } from '../testing/strategicFixtures'
import { counterstrikeScenario, F4F, G4M, SBD, ZERO } from '../testing/counterstrikeFixture'
import { weatherFixture } from '../testing/weatherFixture'
import { seaTransportScenario } from '../testing/seaTransportFixture'
import { installationsScenario } from '../testing/installationFixtures'

export interface NamedScenario {
  id: string
  scenario: Scenario
}

export { chainFixture }

/** The shipped scenarios given (with and without their end) and the fixtures. */
export function namedScenarios(shipped: readonly NamedScenario[]): NamedScenario[] {
  // Each shipped scenario also without its end: the same maps and forces over many phases.
  const endless = shipped
    .filter((n) => n.scenario.end)
    .map((n) => ({ id: `${n.id} (no end)`, scenario: { ...n.scenario, end: undefined } }))
  const ferry = parseScenario(arkRoyalScenario()) // a carrier docked by a depleted fighter it may ferry (4.6)
  if (!ferry.ok) throw new Error('the Ark Royal fixture does not load')
  const small = parseScenario(smallFightersScenario()) // APTO Small Fighters ("o") at a full port base, a carrier that may ferry one, a cruiser's Floatplane (D1, D16–D18, D20, D24, D27)
  if (!small.ok) throw new Error('the Small Fighters fixture does not load')
  return [
    ...shipped,
    ...endless,
    { id: 'fixture-chain', scenario: chainFixture },
    { id: 'fixture-ark-royal', scenario: ferry.scenario },
    { id: 'fixture-land-recon', scenario: landReconFixture() },
    { id: 'fixture-small-fighters', scenario: small.scenario },
    { id: 'fixture-apto-naval', scenario: aptoNavalFixture() },
    // APTO Strategic Warfare: Convoy Routes, a carrier's CAP, a Merchant Shipping Route (2.13, 2.26); Japanese surface raiders, Zuikaku with its Naval-Air among them, one flotilla of two, a DD that may not raid (2.21–2.23)
    {
      id: 'fixture-convoy',
      scenario: convoyScenario({ carrier: true, japaneseCarrier: true, ships: convoyRaiders() }),
    },
    { id: 'fixture-strategic-raids', scenario: raidsScenario() }, // APTO Part 2: both sides raid (2.2–2.8)
    { id: 'fixture-counterstrike', scenario: counterstrikeScenario({ units: [SBD, F4F, G4M, ZERO] }) }, // APTO D7: an SBD that may intercept as a bomber and strike Kaga
    // APTO naval transport (3.18, 3.21–3.24): fighter-types to embark on docked STPs (5 points), a second port, an Axis bomber to sink STPs.
    { id: 'fixture-sea-transport', scenario: seaTransportFixture() },
    // APTO weather determined each month: any letter, any zone result, the effects of every kind (Part 1).
    // Forts of each kind, a Mulberry, radar and rocket sites (AETO), the Burma Railway and a coast to bombard (APTO) (4.26; APTO D86, D87, 3.28).
    { id: 'fixture-installations-aeto', scenario: installationsScenario('aeto') },
    { id: 'fixture-installations-apto', scenario: installationsScenario('apto') },
    {
      id: 'fixture-apto-weather',
      scenario: weatherFixture({
        turnTrack: Object.fromEntries(
          Array.from({ length: 12 }, (_, i) => [String(i + 1), 'F1-2 W3-4 M5-6']),
        ),
      }),
    },
  ]
}

/** Japanese ships in the convoy fixture's Convoy Route areas: Mutsu and Tenryu as one flotilla, Kinugasa alone, a DD (2.21). */
function convoyRaiders(): ConvoyShip[] {
  const [tenryu, , , , , , , , mutsu, kinugasa] = T07_SHIPS
  return [
    { ...mutsu, flotilla: 'mutsu-group' },
    { ...tenryu, flotilla: 'mutsu-group' },
    kinugasa,
    {
      id: 'akizuki',
      name: 'Akizuki',
      nation: 'JP',
      type: 'DD',
      front: { armor: 1, gunnery: 1 },
      back: null,
      seaArea: 'coral',
    },
  ]
}

/** The naval transport fixture with a third STP chit (5 points: two fighter-types and the free Small Fighter), a P-40 at Hull and a He 111 at Abbeville. */
function seaTransportFixture(): Scenario {
  return seaTransportScenario((d) => {
    d.navalUnits.push({
      id: 'stp-c',
      name: 'Transports C',
      nation: 'us',
      type: 'STP',
      front: { armor: 2, gunnery: 0 },
      back: { armor: 2, gunnery: 0 },
      hex: '0203',
      inPort: true,
      flotilla: 'convoy',
    })
    d.airUnits.push({
      id: 'p40',
      name: 'P-40',
      nation: 'us',
      type: 'FB',
      front: '3-4/2',
      back: '1-4/2',
      base: 'hull',
    })
    d.airUnits.push({
      id: 'he111',
      name: 'He 111',
      nation: 'germany',
      type: 'B',
      front: '5-8',
      back: '2-8',
      base: 'abbeville',
    })
  })
}

/** APTO submarines and a coast to bombard: Japanese and US submarines at sea, a US task force off Munda, bombers on both sides (3.28, 3.29). */
function aptoNavalFixture(): Scenario {
  const ship = (
    id: string,
    nation: string,
    type: string,
    gunnery: number,
    hex: string,
    flotilla?: string,
  ) => ({
    id,
    name: id,
    nation,
    type,
    named: type === 'BB' || type === 'CA',
    front: { armor: type === 'SS' ? 5 : 10, gunnery },
    back: { armor: 3, gunnery: Math.floor(gunnery / 2) },
    hex,
    ...(flotilla ? { flotilla } : {}),
  })
  const sc = fixture({
    variant: 'apto',
    terrain: Array.from({ length: 12 }, () => '.'.repeat(8) + '~'.repeat(12)),
    bases: [
      { id: 'henderson', hex: '0502', owner: 'allies' },
      { id: 'rabaul', hex: '0509', owner: 'axis' },
    ],
    moreBases: [
      {
        id: 'munda',
        name: 'Munda',
        hex: '0805',
        owner: 'axis',
        components: [{ kind: 'SmallAirbase', capacity: 2 }, { kind: 'MinorPort' }],
      },
    ],
    units: [
      { id: 'b25', name: 'B-25', nation: 'US', type: 'B', front: '4-10', back: '2-10', base: 'henderson' },
      { id: 'p38', name: 'P-38', nation: 'US', type: 'FB', front: '3-8/2', back: '1-8/2', base: 'henderson' },
      { id: 'f4f', name: 'F4F', nation: 'US', type: 'F', front: '3-6/2', back: '1-6/2', base: 'henderson' },
      { id: 'betty1', name: 'Betty 1', nation: 'DE', type: 'B', front: '2-14', back: '1-14', base: 'munda' },
      { id: 'betty2', name: 'Betty 2', nation: 'DE', type: 'B', front: '2-14', back: '1-14', base: 'rabaul' },
      { id: 'zero', name: 'Zero', nation: 'DE', type: 'F', front: '3-10/2', back: '1-10/2', base: 'rabaul' },
    ],
    navalUnits: [
      ship('washington', 'US', 'BB', 4, '0905', 'tf64'),
      ship('sf', 'US', 'CA', 3, '0905', 'tf64'),
      ship('gato', 'US', 'SS', 1, '1207'),
      ship('i17', 'DE', 'SS', 1, '1205'),
    ],
  })
  const input = JSON.parse(JSON.stringify(sc)) as import('../scenario/schema').ScenarioInput
  input.nations = input.nations.map((n) => (n.id === 'DE' ? { ...n, name: 'Japan', role: 'japanese' } : n))
  const r = parseScenario(input)
  if (!r.ok) throw new Error(`the APTO naval fixture does not load: ${JSON.stringify(r.errors)}`)
  return r.scenario
}

/** Land stacks of several chits, one under a fort chit, within reach of both sides' aircraft: land reconnaissance and its concealment (4.11). */
function landReconFixture(): Scenario {
  return fixture({
    bases: [
      { id: 'ab', hex: '0105', owner: 'allies' },
      { id: 'x1', hex: '1405', owner: 'axis' },
    ],
    units: [
      { id: 'blen', name: 'Blenheim', nation: 'UK', type: 'B', front: '2-10', back: '1-10', base: 'ab' },
      { id: 'hurr', name: 'Hurricane', nation: 'UK', type: 'F', front: '3-5/2', back: '1-5/2', base: 'ab' },
      { id: 'me', name: 'Me-109', nation: 'DE', type: 'F', front: '4-4/3', back: '2-4/3', base: 'x1' },
      { id: 'ju', name: 'Ju-88', nation: 'DE', type: 'B', front: '_5_-9', back: '_2_-9', base: 'x1' },
    ],
    landUnits: [
      { id: 'gren', name: 'Grenadiers', nation: 'DE', hex: '0705', strength: 3 },
      { id: 'pz', name: '15th Panzer', nation: 'DE', hex: '0705', strength: 6 },
      { id: 'alp', name: 'Alpini', nation: 'IT', hex: '0705', strength: 2 },
      { id: 'guards', name: 'Guards', nation: 'UK', hex: '1005', strength: 4 },
      { id: 'inf', name: '50th Infantry', nation: 'UK', hex: '1005', strength: 3 },
    ],
    features: [{ hex: '0705', fort: true }],
  })
}

export const seedArb = fc.integer({ min: 0, max: 0x7fffffff })

const randomCache = new Map<number, Scenario>()

/** Random scenarios without forbidden hexes (BUG-3 strands interceptors next to them). The
 *  arbitrary shows as its seed; the scenario is randomScenario({ seed }). */
export const randomScenarioArb: fc.Arbitrary<NamedScenario> = seedArb.map((seed) => {
  const named = { id: `randomScenario({ seed: ${seed} })` } as NamedScenario
  Object.defineProperty(named, 'scenario', {
    enumerable: false,
    get: () => {
      let sc = randomCache.get(seed)
      if (!sc) {
        if (randomCache.size > 64) randomCache.clear()
        sc = randomScenario({ seed })
        randomCache.set(seed, sc)
      }
      return sc
    },
  })
  return named
})
