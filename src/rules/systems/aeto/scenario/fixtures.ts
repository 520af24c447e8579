// A small valid scenario for tests: each call returns a fresh, freely mutable copy.
// Map 8×6 (labels "ccrr"): land in columns 1–2 (Allies) and 7–8 (Axis), sea in 3–6.

/** Plain JSON data; tests break it on purpose, so it is typed loosely. */
export type ScenarioData = any

export function validScenario(): ScenarioData {
  return {
    format: 'sortie-scenario',
    version: 1,
    id: 'fixture',
    title: 'Fixture',
    variant: 'aeto',
    sides: [
      { id: 'allies', name: 'Western Allies', letter: 'W', colour: '#2f5fb3' },
      { id: 'axis', name: 'Axis', letter: 'A', colour: '#6b6b6b' },
    ],
    nations: [
      { id: 'uk', name: 'United Kingdom', side: 'allies' },
      { id: 'us', name: 'United States', side: 'allies' },
      { id: 'germany', name: 'Germany', side: 'axis' },
    ],
    map: {
      cols: 8,
      rows: 6,
      terrain: ['..~~~~..', '..~~~~..', '.c~~~~c.', '..~~~~f.', 'x.~~~~..', '..~~~~m.'],
      nations: {
        legend: { U: 'uk', G: 'germany' },
        rows: ['UU----GG', 'UU----GG', 'UU----GG', 'UU----GG', '-U----GG', 'UU----GG'],
      },
      features: [{ hex: '0101', radar: true, name: 'Chain Home' }],
      seaAreas: [{ id: 'channel', name: 'Channel', hexes: ['0301', '0401', '0302'] }],
      largeSeaAreas: [
        { id: 'north-sea', name: 'North Sea', mp: 10, border: ['0301', '0401', '0501', '0601'] },
      ],
    },
    weather: { defaultZone: 'all', zones: [{ id: 'all', name: 'Everywhere', condition: 'clear' }] },
    bases: [
      {
        id: 'hull',
        name: 'Hull',
        hex: '0203',
        owner: 'allies',
        nation: 'uk',
        components: [{ kind: 'SmallAirbase' }, { kind: 'MinorPort' }],
      },
      { id: 'lympne', name: 'Lympne', hex: '0101', owner: 'allies', components: [{ kind: 'GrassAirfield' }] },
      {
        id: 'abbeville',
        name: 'Abbeville',
        hex: '0703',
        owner: 'axis',
        nation: 'germany',
        components: [{ kind: 'LargeAirbase' }],
      },
      {
        id: 'furious-air',
        name: 'HMS Furious',
        owner: 'allies',
        carrier: 'uk-furious',
        components: [{ kind: 'Carrier' }],
      },
    ],
    airUnits: [
      {
        id: 'spit-1',
        name: 'Spitfire',
        nation: 'uk',
        type: 'F',
        front: '4-4/3',
        back: '2-4/3',
        base: 'hull',
      },
      {
        id: 'wellington-1',
        name: 'Wellington',
        nation: 'uk',
        type: 'B',
        front: '_5_-22',
        back: '_3_-22',
        base: 'hull',
      },
      {
        id: 'spit-2',
        name: 'Spitfire',
        nation: 'uk',
        type: 'F',
        front: '4-4/3',
        back: '2-4/3',
        base: 'lympne',
      },
      {
        id: 'me109-1',
        name: 'Me-109',
        nation: 'germany',
        type: 'F',
        front: '4-4/3',
        back: '2-4/3',
        base: 'abbeville',
      },
      {
        id: 'swordfish-1',
        name: 'Swordfish',
        nation: 'uk',
        type: 'N',
        front: '2-5/0',
        back: null,
        base: 'furious-air',
      },
      {
        id: 'ju52-1',
        name: 'Ju-52',
        nation: 'germany',
        type: 'ATP',
        front: 'X-7',
        back: null,
        atpPoints: 2,
        base: 'abbeville',
      },
    ],
    navalUnits: [
      {
        id: 'uk-furious',
        name: 'Furious',
        nation: 'uk',
        type: 'CV',
        named: true,
        front: { armor: 5, gunnery: 1, aircraftCapacity: 2 },
        back: { armor: 3, gunnery: 1, aircraftCapacity: 1 },
        hex: '0401',
      },
      {
        id: 'de-z10',
        name: 'Z 10',
        nation: 'germany',
        type: 'DD',
        front: { armor: 2, gunnery: 0 },
        back: null,
        hex: '0502',
      },
    ],
    landUnits: [{ id: 'uk-inf', name: '1st Infantry', nation: 'uk', hex: '0206', strength: 3 }],
    start: { year: 1943, month: 6, phase: 'navalAndAir', phasingSide: 'allies' },
  }
}

/**
 * T-04's Ark Royal (CV, named, capacity 4; damaged capacity 2) with a UK 3-5/1 Swordfish N (load 3),
 * docked at Hull (0203: small airbase and Minor Port), where the Spitfire spit-1 is depleted
 * (2-4/3, single-step) and may be ferried (4.6). The rest is validScenario's.
 */
export function arkRoyalScenario(): ScenarioData {
  const d = validScenario()
  d.navalUnits.push({
    id: 'ark',
    name: 'Ark Royal',
    nation: 'uk',
    type: 'CV',
    named: true,
    front: { armor: 5, gunnery: 1, aircraftCapacity: 4 },
    back: { armor: 3, gunnery: 1, aircraftCapacity: 2 },
    hex: '0203',
    inPort: true,
  })
  d.bases.push({
    id: 'ark-air',
    name: 'HMS Ark Royal',
    owner: 'allies',
    carrier: 'ark',
    components: [{ kind: 'Carrier' }],
  })
  d.airUnits.push({
    id: 'swordfish-ark',
    name: 'Swordfish',
    nation: 'uk',
    type: 'N',
    front: '3-5/1',
    back: null,
    base: 'ark-air',
  })
  d.airUnits[0].face = 'back'
  return d
}

/**
 * APTO Small Fighters ("o") and Floatplanes (4.0, 4.2, 4.4, 4.6, 4.8; APTO D1, D16–D18, D20, D24,
 * D27): validScenario made APTO. Hull (0203: small airbase + Minor Port, capacity 2) is full with
 * the Spitfire and the Wellington, and also holds three US F2A Buffalo Small Fighters; the
 * Lexington (CV, named, capacity 5; damaged 3) is docked there with its 3-4/3 F4F (load 3: the D25
 * example); the cruiser Astoria (CA, named, carries a Floatplane) is at sea in 0401 with its 0-3
 * SOC Seagull Floatplane; Lympne (0101) is a Dirt Airstrip with the other Spitfire.
 */
export function smallFightersScenario(): ScenarioData {
  const d = validScenario()
  d.variant = 'apto'
  d.id = 'small-fighters'
  const buffalo = (n: number) => ({
    id: `buffalo-${n}`,
    name: `Buffalo ${n}`,
    nation: 'us',
    type: 'F',
    front: '2-3/1',
    back: '1-3/1',
    base: 'hull',
    small: true,
  })
  d.airUnits.push(buffalo(1), buffalo(2), buffalo(3))
  d.navalUnits.push({
    id: 'lex',
    name: 'Lexington',
    nation: 'us',
    type: 'CV',
    named: true,
    front: { armor: 5, gunnery: 1, aircraftCapacity: 5 },
    back: { armor: 3, gunnery: 1, aircraftCapacity: 3 },
    hex: '0203',
    inPort: true,
  })
  d.bases.push({
    id: 'lex-air',
    name: 'USS Lexington',
    owner: 'allies',
    carrier: 'lex',
    components: [{ kind: 'Carrier' }],
  })
  d.airUnits.push({
    id: 'f4f',
    name: 'F4F',
    nation: 'us',
    type: 'N',
    front: '3-4/3',
    back: '1-4/3',
    base: 'lex-air',
  })
  d.navalUnits.push({
    id: 'astoria',
    name: 'Astoria',
    nation: 'us',
    type: 'CA',
    named: true,
    carriesFloatplane: true,
    front: { armor: 4, gunnery: 3 },
    back: { armor: 2, gunnery: 2 },
    hex: '0401',
  })
  d.bases.push({
    id: 'astoria-air',
    name: 'USS Astoria',
    owner: 'allies',
    carrier: 'astoria',
    components: [{ kind: 'Carrier' }],
  })
  d.airUnits.push({
    id: 'seagull',
    name: 'SOC Seagull',
    nation: 'us',
    type: 'N',
    front: '0-3',
    back: null,
    base: 'astoria-air',
    floatplane: true,
  })
  return d
}
