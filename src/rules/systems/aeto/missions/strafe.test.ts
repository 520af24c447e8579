// Strafing airbases (4.14; spec §9, A-19, A-44; APTO D38–D45): the evacuation number and dice,
// the destinations, the interception over the target, and the strafing attacks where only hits count.
import { describe, expect, it } from 'vitest'
import { attackPreview, awaitedRoll, legalActions, strafePreview } from '..'
import { fixture, type FixtureBase, type FixtureUnit } from '../testing/fixtures'
import { act, pendingOf, refused, start } from '../testing/play'
import type { Action, GameEvent, GameState } from '../types'
import type { Scenario } from '../scenario/schema'

const SPIT: FixtureUnit = {
  id: 'spit',
  name: 'Spitfire',
  nation: 'UK',
  type: 'F',
  front: '4-6/3',
  back: '2-6/3',
  base: 'ab',
}
const P47: FixtureUnit = {
  id: 'p47',
  name: 'P-47',
  nation: 'US',
  type: 'F',
  front: '5-8/2',
  back: '3-8/2',
  base: 'ab2',
}
const WELL: FixtureUnit = {
  id: 'well',
  name: 'Wellington',
  nation: 'UK',
  type: 'B',
  front: '3-8/1',
  back: '2-8/1',
  base: 'ab',
}
const TYPHOON: FixtureUnit = {
  id: 'typh',
  name: 'Typhoon',
  nation: 'UK',
  type: 'FB',
  front: '4-6/2',
  back: '2-6/2',
  base: 'ab',
}
const ME109: FixtureUnit = {
  id: 'me109',
  name: 'Me-109',
  nation: 'DE',
  type: 'F',
  front: '4-4/3',
  back: '2-4/3',
  base: 'x1',
}
const JU88: FixtureUnit = {
  id: 'ju88',
  name: 'Ju-88',
  nation: 'DE',
  type: 'B',
  front: '3-5/1',
  back: null,
  base: 'x1',
}

const BASES: FixtureBase[] = [
  { id: 'ab', hex: '0106', owner: 'allies' },
  { id: 'ab2', hex: '0306', owner: 'allies' },
  { id: 'x1', hex: '0606', owner: 'axis', capacity: 2 },
  { id: 'x2', hex: '0906', owner: 'axis', capacity: 1 },
  { id: 'x3', hex: '2006', owner: 'axis' }, // beyond twice any Axis range from 0606
]
/** Axis-controlled hexes on the way in: 0206, 0406, 0506 and the target 0606 (0306 is an Allied base). */
const AXIS_HEXES = ['0206', '0406', '0506', '0606', '0906', '2006'].map((hex) => ({ hex, control: 'axis' }))
const ROUTE = ['0206', '0306', '0406', '0506', '0606']

function scenario(
  opts: {
    units?: FixtureUnit[]
    variant?: 'aeto' | 'apto'
    bases?: FixtureBase[]
    context?: Parameters<typeof fixture>[0]['context']
    terrain?: string[]
    weather?: Parameters<typeof fixture>[0]['weather']
  } = {},
) {
  return fixture({
    bases: opts.bases ?? BASES,
    units: opts.units ?? [SPIT, P47, ME109, JU88],
    features: AXIS_HEXES,
    variant: opts.variant,
    context: opts.context,
    terrain: opts.terrain,
    weather: opts.weather,
  })
}

const strafeSpit: Action = {
  type: 'launch',
  base: 'ab',
  units: ['spit'],
  mission: 'strafe',
  target: '0606',
  path: ROUTE,
}

/** The defender passes every interception window, the strafers collect nobody, until another decision comes. */
function passing(state: GameState, events: GameEvent[] = []): { state: GameState; events: GameEvent[] } {
  while (state.pending.kind === 'declare' || state.pending.kind === 'collect') {
    const r = act(
      state,
      state.pending.kind === 'declare'
        ? { type: 'pass' }
        : { type: 'collect', flight: state.pending.flight, units: [] },
    )
    state = r.state
    events.push(...r.events)
  }
  return { state, events }
}

/** Plays `a`, then lets the defender pass every interception on the way. */
function fly(state: GameState, a: Action): { state: GameState; events: GameEvent[] } {
  const r = act(state, a)
  return passing(r.state, [...r.events])
}

/** Strafers over 0606: the Axis decides evacuations. */
function overTarget(dice: number[] = [], sc = scenario()): GameState {
  return fly(start(sc, dice), strafeSpit).state
}

describe('planning a strafing mission (4.14)', () => {
  it('the plan decision lists every mission kind; strafing may be flown in the own Naval and Air Phase', () => {
    const p = pendingOf(start(scenario()), 'plan')
    expect(p.missions.map((m) => m.kind)).toEqual([
      'fly',
      'strafe',
      'changeBase',
      'airNaval',
      'airTransport',
      'bombing',
      'groundSupport',
      'paradrop',
      'seaRecon',
      'landRecon',
    ])
    expect(p.missions.find((m) => m.kind === 'strafe')).toEqual({
      kind: 'strafe',
      name: 'Strafe an airbase',
      rule: '4.14',
      available: true,
    })
    expect(p.missions.find((m) => m.kind === 'bombing')).toMatchObject({
      available: false,
      reason: 'Bombing installations, in an Air Offensive, is flown only in the Offensive Phase (4.25).',
    })
  })

  it('only fighter-role units strafe, only an enemy airbase, only in the Naval and Air Phase', () => {
    const s = start(scenario({ units: [SPIT, WELL, TYPHOON, ME109] }))
    expect(refused(s, { ...strafeSpit, units: ['well'] })).toEqual({
      rule: '4.14',
      message: 'Wellington is a B: only fighter-role units strafe (4.14).',
    })
    expect(refused(s, { ...strafeSpit, units: ['typh'], roles: { typh: 'bomber' } })).toEqual({
      rule: '4.14',
      message: 'Typhoon strafes only in the fighter role (4.14): choose "fighter".',
    })
    expect(refused(s, { ...strafeSpit, target: '0506', path: ROUTE.slice(0, 4) })).toEqual({
      rule: '4.14',
      message: 'There is no enemy airbase at 0506 to strafe (4.14).',
    })
    expect(refused(s, { ...strafeSpit, target: '0306', path: ROUTE.slice(0, 2) })).toEqual({
      rule: '4.14',
      message: 'There is no enemy airbase at 0306 to strafe (4.14).',
    })
    // A fighter-bomber flying as a fighter may strafe.
    expect(fly(s, { ...strafeSpit, units: ['typh'], roles: { typh: 'fighter' } }).state.pending.kind).toBe(
      'evacuation',
    )
    const offensive = act(start({ ...scenario(), start: { ...scenario().start, phase: 'offensive' } }), {
      type: 'declareOffensive',
      offensive: 'air',
    }).state
    const reason =
      'An Air Offensive flies only bombing of installations, Change Base, air transport and air-naval attacks (4.25).'
    expect(pendingOf(offensive, 'plan').missions.find((m) => m.kind === 'strafe')).toMatchObject({
      available: false,
      rule: '4.25',
      reason,
    })
    expect(refused(offensive, strafeSpit)).toEqual({ rule: '4.25', message: `Strafe an airbase: ${reason}` })
  })
})

describe('evacuation (4.14, D-STRAFE-EVAC)', () => {
  it('on entering the target, before any interception there: N counts the defender-controlled land hexes entered, the target included', () => {
    const { state, events } = fly(start(scenario()), strafeSpit)
    const p = pendingOf(state, 'evacuation')
    expect(p.side).toBe('axis')
    expect(p.n).toBe(4) // 0206, 0406, 0506, 0606 — not the Allied base hex 0306
    // Me-109 (range 4): 0906 is 3 away, within 2 × 4; 2006 is not. Ju-88 (range 5) likewise.
    expect(p.units).toEqual([
      { id: 'me109', destinations: ['x2'] },
      { id: 'ju88', destinations: ['x2'] },
    ])
    expect(p.stay).toEqual([])
    expect(events.filter((e) => e.type === 'move').map((e) => e.loc)).toEqual(ROUTE)
    expect(events[events.length - 1].text).toBe(
      'Spitfire is over 0606 to strafe: Axis evacuates or rides it out; evacuation number 4 (4 defender-controlled land hexes entered, 4.14).',
    )
    expect(state.windows).toEqual([]) // the interception window over the target waits for the evacuation
  })

  it('the closest strafer counts (A-19): a unit collected on the way entered fewer defender hexes', () => {
    let collect = act(start(scenario()), { ...strafeSpit, path: ROUTE.slice(0, 2) }).state
    while (collect.pending.kind === 'declare') collect = act(collect, { type: 'pass' }).state
    const withP47 = passing(act(collect, { type: 'collect', flight: 'F1', units: ['p47'] }).state).state
    const moved = fly(withP47, { type: 'move', flight: 'F1', path: ROUTE.slice(2) }).state
    expect(pendingOf(moved, 'evacuation').n).toBe(3) // the P-47 entered 0406, 0506, 0606 only
  })

  it('sea hexes are not land: they do not count', () => {
    const terrain = Array.from({ length: 12 }, (_, r) =>
      r === 5 ? '....~...............' : '....................',
    )
    expect(pendingOf(overTarget([], scenario({ terrain })), 'evacuation').n).toBe(3) // 0506 is sea
  })

  it('evacuating units may not over-stack their destination together (4.8)', () => {
    expect(refused(overTarget(), { type: 'evacuate', moves: { me109: 'x2', ju88: 'x2' } })).toEqual({
      rule: '4.8',
      message:
        'x2 has no room for Me-109 and Ju-88 together: evacuating units may not over-stack a base (4.8, 4.14).',
    })
    expect(refused(overTarget(), { type: 'evacuate', moves: { me109: 'x3' } })).toEqual({
      rule: '4.14',
      message:
        'Me-109 cannot evacuate to x3: it may go to x2 (a friendly base within twice its range, with room, not a carrier, 4.14).',
    })
  })

  it('d6 ≤ N evacuates at once to the chosen base, Current; a failure stays; then the strafing attack (+1, only hits count)', () => {
    const roomy = BASES.map((b) => (b.id === 'x2' ? { ...b, capacity: 2 } : b))
    const s = overTarget([4, 5, 2], scenario({ bases: roomy })) // Me-109 rolls 4 ≤ 4: evacuates; Ju-88 rolls 5 > 4: stays
    const { state, events } = act(s, { type: 'evacuate', moves: { me109: 'x2', ju88: 'x2' } })
    expect(events.map((e) => e.text)).toEqual([
      'Axis: Me-109 and Ju-88 try to evacuate (4.14).',
      'Me-109 evacuates to x2: roll 4 ≤ 4 (4.14).',
      'Ju-88 fails to evacuate: roll 5 > 4; it stays and loses the own-airbase bonus this Step (4.14, 4.18).',
      'Spitfire arrives over the target 0606 (4.12).',
    ])
    expect(state.units.me109).toMatchObject({ base: 'x2', commitment: 'current', aloft: null })
    expect(state.stacks.x2).toEqual(['me109'])
    expect(state.units.ju88.base).toBe('x1')
    // Nobody left at 0606 can intercept (the Ju-88 is a bomber): the strafing attack comes at once.
    const p = pendingOf(state, 'strafeTarget')
    expect(p).toMatchObject({ side: 'allies', strafers: ['spit'], targets: ['ju88'] })
    // ATN 4 + 3 − 1 = 6, die +1 (4.14): naturals 1–3 hit, 4 is a modified 5 (abort), 5 and 6 miss.
    const odds = strafePreview(state, 'spit', 'ju88')
    expect(odds.atn.atn).toBe(6)
    expect(odds.atn.drmMods).toEqual([{ value: 1, rule: '4.14, 4.18', label: 'strafing' }])
    expect(odds.odds.counts).toEqual({ hit: 3, abort: 1, miss: 2 })
    const after = act(state, { type: 'strafe', attacker: 'spit', target: 'ju88' })
    expect(after.events.map((e) => e.text)).toEqual([
      'Spitfire strafes Ju-88: target number 6, die modifier +1, roll 2: hit (4.14).',
      'Ju-88 is hit on the ground and eliminated (4.14, 4.17).',
      'No enemy unit is left on the ground at 0606: the strafing is over (4.14).',
    ])
    expect(after.state.units.ju88.eliminated).toBe(true)
    expect(after.state.stacks.x1).toEqual([])
    expect(after.state.pending.kind).toBe('plan')
  })

  it('only hits count when strafing: an abort is ignored (4.14)', () => {
    const s = overTarget([6, 3]) // the evacuation fails (6 > 4), then the strafing die 3: modified 4 = the target number
    const attack = act(act(s, { type: 'evacuate', moves: { me109: 'x2' } }).state, { type: 'pass' }) // no interception over the target
    const p = pendingOf(attack.state, 'strafeTarget')
    expect(p.targets).toEqual(['me109', 'ju88'])
    const r = act(attack.state, { type: 'strafe', attacker: 'spit', target: 'me109' })
    expect(r.events.map((e) => e.text)).toEqual([
      'Spitfire strafes Me-109: target number 4, die modifier +1, roll 3: abort, ignored: only hits count when strafing (4.14).',
      'The strafing of 0606 is over (4.14).',
    ])
    expect(r.state.units.me109).toMatchObject({ face: 'front', aborted: false, base: 'x1' })
  })

  it('a fighter that failed to evacuate intercepts without the own-airbase bonus (4.14, 4.18)', () => {
    const toAxisAttack = (evacuate: boolean) => {
      let s = overTarget([5, 6, 6, 6, 6, 6, 6])
      s = act(s, { type: 'evacuate', moves: evacuate ? { me109: 'x2' } : {} }).state
      s = act(s, { type: 'declare', groups: [{ base: 'x1', units: ['me109'] }] }).state
      while (s.pending.kind !== 'attack' || s.pending.side !== 'axis') {
        const p = s.pending
        s = act(
          s,
          p.kind === 'launchInterceptors'
            ? { type: 'launchInterceptors', base: p.bases[0].base }
            : p.kind === 'attack'
              ? { type: 'endAttacks' }
              : p.kind === 'dumpOrdnance' || p.kind === 'designate'
                ? { type: p.kind, units: [] }
                : { type: 'pass' },
        ).state
      }
      return attackPreview(s, 'me109', 'spit').atn
    }
    expect(toAxisAttack(false).strengthMods).toEqual([{ value: 1, rule: '4.18', label: 'own airbase' }])
    expect(toAxisAttack(true).strengthMods).toEqual([])
  })

  it('a strafer that made an air combat attack may not strafe (4.14)', () => {
    let s = overTarget([6, 6, 6, 6, 6, 6, 6, 6])
    s = act(s, { type: 'evacuate', moves: {} }).state
    s = act(s, { type: 'declare', groups: [{ base: 'x1', units: ['me109'] }] }).state
    const texts: string[] = []
    while (s.pending.kind !== 'plan' && s.pending.kind !== 'strafeTarget') {
      const p = s.pending
      const a: Action =
        p.kind === 'launchInterceptors'
          ? { type: 'launchInterceptors', base: p.bases[0].base }
          : p.kind === 'attack'
            ? p.side === 'allies' && !texts.some((x) => x.startsWith('Round 1: Spitfire'))
              ? { type: 'attack', attacker: 'spit', target: 'me109' }
              : { type: 'endAttacks' }
            : p.kind === 'dumpOrdnance' || p.kind === 'designate' || p.kind === 'voluntaryAbort'
              ? { type: p.kind, units: [] }
              : p.kind === 'remain'
                ? { type: 'remain', units: p.units }
                : p.kind === 'continue'
                  ? { type: 'continue', flights: p.flights.map((f) => f.id) }
                  : { type: 'pass' }
      const r = act(s, a)
      texts.push(...r.events.map((e) => e.text))
      s = r.state
    }
    expect(texts).toContain('Round 1: Spitfire attacks Me-109: target number 4, roll 6: miss (4.16).')
    expect(texts).toContain(
      'The strafing of 0606 is over; Spitfire fought in air combat and could not strafe (4.14).',
    )
    expect(s.pending.kind).toBe('plan')
  })

  it('no +1 against a target marked out of supply (4.14, 4.18)', () => {
    const sc = scenario()
    const outOfSupply = {
      ...sc,
      airUnits: sc.airUnits.map((u) => (u.id === 'ju88' ? { ...u, outOfSupply: true } : u)),
    }
    let s = overTarget([6], outOfSupply)
    s = act(s, { type: 'evacuate', moves: {} }).state
    s = act(s, { type: 'pass' }).state
    const odds = strafePreview(s, 'spit', 'ju88')
    expect(odds.atn.drm).toBe(0)
    expect(odds.atn.ignored).toEqual([
      {
        label: 'strafing',
        rule: '4.14, 4.18',
        reason: 'no strafing penalty against a target marked out of supply (4.18)',
      },
    ])
  })

  it('a nation subject to the Blitzkrieg Bonus may not evacuate: no evacuation decision (4.14)', () => {
    const { state, events } = fly(
      start(scenario({ context: { blitzkrieg: { invaded: ['DE'], firstTurn: true } } })),
      strafeSpit,
    )
    expect(events.map((e) => e.text)).toContain('Me-109 and Ju-88 cannot evacuate and ride it out (4.14).')
    expect(events.some((e) => e.type === 'evacuationChosen')).toBe(false)
    expect(state.pending.kind).toBe('strafeTarget') // the Axis passed its interception over the target
  })

  it('with manual dice, each evacuation die is a roll decision of the defender', () => {
    let s = fly(start(scenario(), [], { manualDice: true }), strafeSpit).state
    s = act(s, { type: 'evacuate', moves: { ju88: 'x2' } }).state
    expect(pendingOf(s, 'roll')).toMatchObject({ side: 'axis', purpose: 'evacuation', rule: '4.14' })
    expect(refused(s, { type: 'roll', value: 7 })).toEqual({
      rule: '4.14',
      message: 'A die shows 1 to 6; 7 is not a die value.',
    })
    expect(awaitedRoll(s)).toMatchObject({ owner: 'missions', purpose: 'evacuation', side: 'axis' })
    expect(awaitedRoll(s)?.attack).toBeUndefined()
    const r = act(s, { type: 'roll', value: 1 })
    expect(r.events[0].text).toBe('Ju-88 evacuates to x2: roll 1 ≤ 4 (4.14).')
  })

  it('with manual dice, the strafing die names the attack it is for, as an air combat die does (4.14)', () => {
    let s = fly(start(scenario(), [], { manualDice: true }), strafeSpit).state
    s = act(s, { type: 'evacuate', moves: {} }).state
    s = act(s, { type: 'pass' }).state // no interception over the target
    s = act(s, { type: 'strafe', attacker: 'spit', target: 'me109' }).state
    // ATN 4 + 3 − 1 + 0 = 4 against the Me-109 on the ground, die +1 (4.14, 4.18)
    expect(awaitedRoll(s)).toMatchObject({
      owner: 'missions',
      purpose: 'strafing attack',
      side: 'allies',
      attack: { attacker: 'spit', target: 'me109', atn: 4, drm: 1 },
    })
  })

  it('legal actions of both decisions are accepted', () => {
    const s = overTarget()
    for (const a of legalActions(s)) expect(act(s, a).state).toBeDefined()
  })
})

describe('APTO differences (APTO D39, D40)', () => {
  it('D40: a 6 always fails an evacuation; D39: a hex is strafed at most once per Phase', async () => {
    const { evacuationChance } = await import('..')
    const apto = start(scenario({ variant: 'apto' }))
    const aeto = start(scenario())
    expect([evacuationChance(aeto, 6), evacuationChance(apto, 6), evacuationChance(apto, 4)]).toEqual([
      6, 5, 4,
    ])
    const first = act(apto, { ...strafeSpit }).state
    let s = first
    while (s.pending.kind !== 'plan') {
      const p = s.pending
      s = act(
        s,
        p.kind === 'evacuation'
          ? { type: 'evacuate', moves: {} }
          : p.kind === 'strafeTarget'
            ? { type: 'holdFire' }
            : p.kind === 'collect'
              ? { type: 'collect', flight: p.flight, units: [] }
              : { type: 'pass' },
      ).state
    }
    expect(
      refused(s, { type: 'launch', base: 'ab2', units: ['p47'], mission: 'strafe', target: '0606' }),
    ).toEqual({
      rule: '4.14',
      message: '0606 has already been strafed this Phase: a hex is strafed at most once per Phase (4.14).',
    })
  })
})

describe('APTO C1: Previously Committed units count as aloft all month', () => {
  it('they are not strafed and do not evacuate, unless previousCommittedVulnerableOnGround', () => {
    const sc = scenario({ variant: 'apto' })
    const previous: Scenario = {
      ...sc,
      airUnits: sc.airUnits.map((u) => (u.id === 'me109' ? { ...u, commitment: 'previous' as const } : u)),
    }
    const s = overTarget([], previous)
    expect(pendingOf(s, 'evacuation').units.map((u) => u.id)).toEqual(['ju88'])
    const open = { ...previous, options: { ...previous.options, previousCommittedVulnerableOnGround: true } }
    expect(pendingOf(overTarget([], open), 'evacuation').units.map((u) => u.id)).toEqual(['me109', 'ju88'])
  })
})

describe('Malta: units based there are never strafed; its airbase may be bombed (4.14)', () => {
  it('a hex marked neverStrafed is refused as a strafing target with the reason; unmarked, the same base is strafed', () => {
    const sc = scenario()
    const malta = start({
      ...sc,
      map: { ...sc.map, features: [...sc.map.features, { hex: '0606', neverStrafed: true }] },
    })
    expect(refused(malta, strafeSpit)).toEqual({
      rule: '4.14',
      message: 'The units based at 0606 are never strafed (Malta); its airbase may still be bombed (4.14).',
    })
    expect(fly(start(sc), strafeSpit).state.pending.kind).toBe('evacuation')
  })
})

describe('APTO differences of the evacuation and the target (APTO D41, D43, D44)', () => {
  const rain = {
    defaultZone: 'rain',
    zones: [{ id: 'rain', name: 'Rain', condition: 'halfStrength' as const }],
  }
  const roomy = BASES.map((b) => (b.id === 'x2' ? { ...b, capacity: 2 } : b))

  it('D41: a unit evacuated within inclement weather is Previously Committed in APTO, Currently Committed in AETO', () => {
    // Me-109 rolls 4 ≤ 4: it evacuates from x1 to x2, both under rain.
    const evacuated = (variant: 'aeto' | 'apto') =>
      act(overTarget([4], scenario({ variant, bases: roomy, weather: rain })), {
        type: 'evacuate',
        moves: { me109: 'x2' },
      }).state.units.me109
    expect(evacuated('apto')).toMatchObject({ base: 'x2', commitment: 'previous' })
    expect(evacuated('aeto')).toMatchObject({ base: 'x2', commitment: 'current' })
    // In clear weather APTO is as AETO.
    expect(
      act(overTarget([4], scenario({ variant: 'apto', bases: roomy })), {
        type: 'evacuate',
        moves: { me109: 'x2' },
      }).state.units.me109.commitment,
    ).toBe('current')
  })

  it('D42: no air unit evacuates to a naval unit — a Naval-Air Ju-87 at x1 is never offered the carrier Graf Zeppelin 3 hexes away, empty, and is refused it', () => {
    const JU87: FixtureUnit = {
      id: 'ju87',
      name: 'Ju-87C',
      nation: 'DE',
      type: 'N',
      front: '2-4',
      back: '1-4',
      base: 'x1',
    }
    const terrain = Array.from({ length: 12 }, (_, r) =>
      r === 2 ? '......~~~~..........' : '....................',
    )
    const withCarrier = (variant: 'aeto' | 'apto') =>
      fixture({
        variant,
        bases: BASES.map((b) => (b.id === 'x1' ? { ...b, capacity: 3 } : b)),
        moreBases: [
          {
            id: 'graf',
            name: 'Graf Zeppelin',
            owner: 'axis',
            carrier: 'gz',
            components: [{ kind: 'Carrier' }],
          },
        ],
        navalUnits: [
          {
            id: 'gz',
            name: 'Graf Zeppelin',
            nation: 'DE',
            type: 'CV',
            named: true,
            front: { armor: 8, gunnery: 2, aircraftCapacity: 2 },
            back: null,
            hex: '0703',
          },
        ],
        units: [SPIT, ME109, JU88, JU87],
        features: AXIS_HEXES,
        terrain,
      })
    for (const variant of ['apto', 'aeto'] as const) {
      const s = overTarget([], withCarrier(variant))
      expect(pendingOf(s, 'evacuation').units.find((u) => u.id === 'ju87')).toEqual({
        id: 'ju87',
        destinations: ['x2'],
      })
      expect(refused(s, { type: 'evacuate', moves: { ju87: 'graf' } })).toEqual({
        rule: '4.14',
        message:
          'Ju-87C cannot evacuate to Graf Zeppelin: it may go to x2 (a friendly base within twice its range, with room, not a carrier, 4.14).',
      })
    }
  })

  it('D43: a nation under the Sneak Attack Bonus may not evacuate', () => {
    const sc = scenario({ variant: 'apto' })
    const sneak = fly(
      start({ ...sc, context: { ...sc.context, sneakAttack: { invaded: ['DE'], firstTurn: true } } }),
      strafeSpit,
    )
    expect(sneak.events.map((e) => e.text)).toContain(
      'Me-109 and Ju-88 cannot evacuate and ride it out (4.14).',
    )
    expect(sneak.state.pending.kind).toBe('strafeTarget')
    expect(pendingOf(fly(start(sc), strafeSpit).state, 'evacuation').units.map((u) => u.id)).toEqual([
      'me109',
      'ju88',
    ])
  })

  it('D44: units in a Nation Box are never strafed in APTO; in AETO they are', () => {
    const inBox = (variant: 'aeto' | 'apto') => {
      const sc = scenario({ variant })
      return start({
        ...sc,
        bases: sc.bases.map((b) =>
          b.id === 'x1'
            ? {
                ...b,
                components: [
                  {
                    kind: 'NationBox' as const,
                    fortified: false,
                    destroyed: false,
                    underConstruction: false,
                  },
                ],
              }
            : b,
        ),
      })
    }
    expect(refused(inBox('apto'), strafeSpit)).toEqual({
      rule: '4.14',
      message: 'There is no enemy airbase at 0606 to strafe (4.14).',
    })
    expect(fly(inBox('aeto'), strafeSpit).state.pending.kind).toBe('evacuation')
  })
})

describe('APTO D46: only an air combat attack in the target hex keeps a strafer from strafing (4.14)', () => {
  /** The Me-109 intercepts the Spitfire at 0506, one hex short of the target; the Spitfire attacks it there (die 6: miss), flies on to 0606, and the Ju-88 rides it out. */
  function foughtOnTheWay(variant: 'aeto' | 'apto'): { state: GameState; texts: string[] } {
    let s = act(start(scenario({ variant }), [6, 6, 6, 6, 6, 6, 6, 6]), strafeSpit).state
    const texts: string[] = []
    let declared = false
    for (
      let guard = 0;
      guard < 60 && s.pending.kind !== 'plan' && s.pending.kind !== 'strafeTarget';
      guard++
    ) {
      const p = s.pending
      const a: Action =
        p.kind === 'declare' && p.loc === '0506' && !declared
          ? { type: 'declare', groups: [{ base: 'x1', units: ['me109'] }] }
          : p.kind === 'launchInterceptors'
            ? { type: 'launchInterceptors', base: p.bases[0].base }
            : p.kind === 'attack'
              ? p.side === 'allies' && !texts.some((x) => x.startsWith('Round 1: Spitfire'))
                ? { type: 'attack', attacker: 'spit', target: 'me109' }
                : { type: 'endAttacks' }
              : p.kind === 'dumpOrdnance' || p.kind === 'designate' || p.kind === 'voluntaryAbort'
                ? { type: p.kind, units: [] }
                : p.kind === 'remain'
                  ? { type: 'remain', units: p.units }
                  : p.kind === 'continue'
                    ? { type: 'continue', flights: p.flights.map((f) => f.id) }
                    : p.kind === 'evacuation'
                      ? { type: 'evacuate', moves: {} }
                      : p.kind === 'collect'
                        ? { type: 'collect', flight: p.flight, units: [] }
                        : { type: 'pass' }
      if (a.type === 'declare') declared = true
      const r = act(s, a)
      texts.push(...r.events.map((e) => e.text))
      s = r.state
    }
    expect(texts).toContain('Round 1: Spitfire attacks Me-109: target number 4, roll 6: miss (4.16).')
    return { state: s, texts }
  }

  it('APTO: the Spitfire that fought at 0506 still strafes the Ju-88 at 0606', () => {
    const { state } = foughtOnTheWay('apto')
    expect(pendingOf(state, 'strafeTarget')).toMatchObject({
      side: 'allies',
      strafers: ['spit'],
      targets: ['ju88'],
    })
  })

  it('AETO: any air combat attack in the mission keeps it from strafing (4.14)', () => {
    const { state, texts } = foughtOnTheWay('aeto')
    expect(texts).toContain(
      'The strafing of 0606 is over; Spitfire fought in air combat and could not strafe (4.14).',
    )
    expect(state.pending.kind).toBe('plan')
  })
})

describe('APTO D94: "(Current)" markers are cleared at the end of the last Air Movement Step only', () => {
  /** The Allies strafe 0606; the Ju-88 evacuates to x2 on a 1; the Allies hold fire and end their Air Movement Step. */
  function afterAlliedStep(sc: Scenario): { state: GameState; events: GameEvent[] } {
    let s = act(overTarget([1], sc), { type: 'evacuate', moves: { ju88: 'x2' } }).state
    const events: GameEvent[] = []
    for (let guard = 0; guard < 30 && !(s.pending.kind === 'plan' && s.pending.side === 'axis'); guard++) {
      const p = s.pending
      const r = act(
        s,
        p.kind === 'strafeTarget'
          ? { type: 'holdFire' }
          : p.kind === 'plan'
            ? { type: 'endStep' }
            : p.kind === 'collect'
              ? { type: 'collect', flight: p.flight, units: [] }
              : { type: 'pass' },
      )
      events.push(...r.events)
      s = r.state
    }
    expect(pendingOf(s, 'plan').side).toBe('axis')
    return { state: s, events }
  }

  it('APTO D94: the Ju-88 evacuated in the Allied step stays Current through the Axis step (it may not launch), and is uncommitted once that last step ends', () => {
    const sc = scenario({ variant: 'apto' })
    const evac = act(overTarget([1], sc), { type: 'evacuate', moves: { ju88: 'x2' } })
    expect(evac.events.map((e) => e.text)).toContain(
      'Ju-88 evacuates to x2: roll 1 ≤ 4 (4.14). It is Currently Committed until the end of the last Air Movement Step of the Naval and Air Phase (4.27; APTO D94).',
    )
    const { state } = afterAlliedStep(sc)
    expect(state.units.ju88).toMatchObject({
      base: 'x2',
      commitment: 'current',
      clearsAt: 'endOfNavalAndAir',
    })
    expect(pendingOf(state, 'plan').bases.flatMap((b) => b.units.map((u) => u.id))).not.toContain('ju88')
    expect(
      refused(state, { type: 'launch', base: 'x2', units: ['ju88'], mission: 'changeBase', hops: ['x1'] })
        .message,
    ).toBe('Ju-88 cannot launch from x2 now: it must be an uncommitted, operational unit at that base.')
    const r = act(state, { type: 'endStep' })
    const after = r.state
    expect(r.events.map((e) => e.text)).toContain(
      'The last Air Movement Step of the Naval and Air Phase is over: Ju-88 is uncommitted again (4.27; APTO D94).',
    )
    expect(after.units.ju88).toMatchObject({ commitment: 'none', clearsAt: null })
  })

  it('AETO, and APTO games of version 7 (option currentClearedAtLastAirStep false): the Ju-88 is uncommitted when the Allied step ends and may fly in the Axis step', () => {
    for (const sc of [
      scenario(),
      {
        ...scenario({ variant: 'apto' }),
        options: { ...scenario({ variant: 'apto' }).options, currentClearedAtLastAirStep: false },
      },
    ]) {
      const evac = act(overTarget([1], sc), { type: 'evacuate', moves: { ju88: 'x2' } })
      expect(evac.events.map((e) => e.text)).toContain('Ju-88 evacuates to x2: roll 1 ≤ 4 (4.14).')
      const { state } = afterAlliedStep(sc)
      expect(state.units.ju88).toMatchObject({ base: 'x2', commitment: 'none', clearsAt: null })
      expect(pendingOf(state, 'plan').bases.flatMap((b) => b.units.map((u) => u.id))).toContain('ju88')
    }
  })
})

describe('APTO D93: a Change Base keeps a unit Currently Committed until its friendly Air Step ends', () => {
  it('APTO D93: the Spitfire changes base to ab2 in the Allied Air Movement Step: Current there, uncommitted once that step ends (Sortie’s Naval and Air Phase of a side is its Air Movement Step)', () => {
    let s = start(scenario({ variant: 'apto' }))
    s = passing(
      act(s, { type: 'launch', base: 'ab', units: ['spit'], mission: 'changeBase', hops: ['ab2'] }).state,
    ).state
    expect(s.units.spit).toMatchObject({
      base: 'ab2',
      commitment: 'current',
      clearsAt: 'endOfPhase',
      aloft: null,
    })
    expect(pendingOf(s, 'plan').bases.flatMap((b) => b.units.map((u) => u.id))).not.toContain('spit')
    for (let guard = 0; guard < 20 && !(s.pending.kind === 'plan' && s.pending.side === 'axis'); guard++)
      s = passing(act(s, s.pending.kind === 'plan' ? { type: 'endStep' } : { type: 'pass' }).state).state
    expect(s.units.spit).toMatchObject({ base: 'ab2', commitment: 'none', clearsAt: null }) // free to intercept in the Axis step
  })
})
