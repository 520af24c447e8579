// Air-to-air combat through the engine (4.16 – 4.19; spec §8). Unless a test says otherwise the
// position is: Allied units at "ab" (0106) fly east along row 06 to 0506; the Axis intercepts at
// 0506 with every unit of "x1" (0906, 4 hexes away); both sides pass before combat. The Allied
// flight was there first, so the Allies are the first side (4.16).
import { describe, expect, it } from 'vitest'
import { attackPreview, awaitedRoll } from '../index'
import { duelScenario, toCombat } from '../testing/engineScenarios'
import type { FixtureUnit } from '../testing/fixtures'
import { act, brief, eventsOf, pendingOf, play, refused, withUnits } from '../testing/play'
import type { GameState } from '../types'

type U = Omit<FixtureUnit, 'base'> & { base?: string }
const B17: U = { id: 'b17', name: 'B-17', nation: 'US', type: 'B', front: '_12_-20[2]', back: '_6_-20[2]' }
const P47: U = { id: 'p47', name: 'P-47', nation: 'US', type: 'F', front: '5-8/2', back: '3-8/2' }
const SPIT: U = { id: 'spit', name: 'Spitfire', nation: 'UK', type: 'F', front: '4-4/3', back: '2-4/3' }
const ME109: U = { id: 'me109', name: 'Me-109', nation: 'DE', type: 'F', front: '4-4/3', back: '2-4/3' }
const FW190: U = { id: 'fw190', name: 'Fw-190', nation: 'DE', type: 'F', front: '4-5/4', back: '2-5/4' }

function lastRoll(s: { events: { type: string; roll?: unknown }[] }, type = 'attack') {
  const e = eventsOf(s.events as never, type)
  return e[e.length - 1].roll as {
    natural: number
    modified: number
    target: number
    result: string
    source: string
    modifiers: { value: number; label: string; rule: string }[]
  }
}

describe('Heavy Bomber return fire, T-13 (4.19): Me-109 4-4/3 attacks B-17 _12_-20[2]', () => {
  const sc = duelScenario({ allies: [B17], axis: [ME109] })
  const attack = (dice: number[]) => {
    const p = toCombat(sc, dice)
    // Allies (first side) have nobody to designate or attack; the Axis may designate the Me-109.
    return play(p.state, [
      { type: 'designate', units: [] },
      { type: 'attack', attacker: 'me109', target: 'b17' },
    ])
  }

  it('ATN = 4 + 3 − 2 = 5; natural 2 → hit → B-17 depleted and aborted; return fire natural 3 → 3 + 2 − 3 = 2 < 3 → miss (4.16, 4.19, T-13)', () => {
    const r = attack([2, 3])
    expect(lastRoll(r)).toMatchObject({ natural: 2, target: 5, result: 'hit' })
    expect(lastRoll(r, 'returnFire')).toMatchObject({ natural: 3, modified: 2, target: 3, result: 'miss' })
    expect(brief(r.state, 'b17')).toMatchObject({
      face: 'back',
      aborted: true,
      aloft: { setAside: true },
      eliminated: false,
    })
    expect(brief(r.state, 'me109')).toMatchObject({
      face: 'front',
      aborted: false,
      aloft: { setAside: true },
    })
  })

  it.each([
    [1, 'miss', 'front', false], // a return fire of 1 always misses
    [4, 'abort', 'front', true], // 4 + 2 − 3 = 3 = quality 3 → abort
    [5, 'hit', 'back', true], // 4 + 2 − 3 = 4 > 3 → hit: depleted and aborted
    [6, 'hit', 'back', true], // a return fire of 6 always hits
  ])(
    'T-13 return fire natural %i → %s: Me-109 ends %s, aborted %s (4.19)',
    (natural, result, face, aborted) => {
      const r = attack([2, natural])
      expect(lastRoll(r, 'returnFire')).toMatchObject({ natural, result })
      expect(r.state.units.me109.face).toBe(face)
      expect(r.state.units.me109.aborted).toBe(aborted)
    },
  )

  it('an abort also triggers return fire by default (A-05): natural 5 = ATN 5 → B-17 aborted undamaged; return fire 5 → Me-109 hit (4.16, 4.19)', () => {
    const r = attack([5, 5])
    expect(lastRoll(r)).toMatchObject({ natural: 5, result: 'abort' })
    expect(lastRoll(r, 'returnFire')).toMatchObject({ natural: 5, result: 'hit' })
    expect(brief(r.state, 'b17')).toMatchObject({ face: 'front', aborted: true })
    expect(brief(r.state, 'me109')).toMatchObject({ face: 'back', aborted: true })
  })

  it('with returnFireOnAbort = false an abort result gives no return fire: one die used (A-05 [CONFIG])', () => {
    const off = duelScenario({ allies: [B17], axis: [ME109], options: { returnFireOnAbort: false } })
    const p = toCombat(off, [5, 5])
    const r = play(p.state, [
      { type: 'designate', units: [] },
      { type: 'attack', attacker: 'me109', target: 'b17' },
    ])
    expect(eventsOf(r.events, 'returnFire')).toHaveLength(0)
    expect(r.state.dice.count).toBe(1)
    expect(r.state.units.me109.aborted).toBe(false)
  })

  it('a Heavy Bomber never attacks: the B-17 is not offered as an attacker and the Allies are skipped (4.16)', () => {
    const p = toCombat(sc, [6])
    expect(pendingOf(p.state, 'designate').side).toBe('axis')
    const r = play(p.state, [{ type: 'designate', units: ['me109'] }])
    const pending = pendingOf(r.state, 'attack')
    expect(pending.side).toBe('axis')
    expect(pending.attackers.map((a) => a.id)).toEqual(['me109'])
  })
})

describe('results of a round are noted, then applied together (4.16 step 4; 4.17)', () => {
  it('Spitfire and Me-109 (both 4-4/3, ATN 4) hit each other with natural 1s: the Me-109 still attacks after being hit; both end depleted and aborted', () => {
    const sc = duelScenario({ allies: [SPIT], axis: [ME109] })
    const p = toCombat(sc, [1, 1])
    const a1 = act(p.state, { type: 'attack', attacker: 'spit', target: 'me109' })
    expect(lastRoll(a1)).toMatchObject({ natural: 1, target: 4, result: 'hit' })
    // noted, not applied: the Me-109 is still full strength and may attack
    expect(a1.state.units.me109.face).toBe('front')
    expect(pendingOf(a1.state, 'attack').attackers.map((a) => a.id)).toEqual(['me109'])
    const a2 = act(a1.state, { type: 'attack', attacker: 'me109', target: 'spit' })
    expect(brief(a2.state, 'spit')).toMatchObject({ face: 'back', aborted: true })
    expect(brief(a2.state, 'me109')).toMatchObject({ face: 'back', aborted: true })
    expect(eventsOf(a2.events, 'depleted').map((e) => e.units)).toEqual([['me109'], ['spit']])
    // nobody is left: no voluntary aborts, no Round 2, and no continue decision (every target aborted)
    expect(a2.state.combat).toBeNull()
    expect(a2.state.pending.kind).toBe('plan')
  })

  it('a depleted unit that is hit is eliminated and leaves its base stack (4.17): Spitfire on its 2-4/3 face, Me-109 natural 1', () => {
    const sc = withUnits(duelScenario({ allies: [SPIT], axis: [ME109] }), { spit: { face: 'back' } })
    const p = toCombat(sc, [6, 1])
    const r = play(p.state, [
      { type: 'attack', attacker: 'spit', target: 'me109' }, // ATN 2 + 3 − 3 = 2, natural 6 → miss
      { type: 'attack', attacker: 'me109', target: 'spit' }, // ATN 4 + 3 − 3 = 4, natural 1 → hit
    ])
    expect(r.state.units.spit.eliminated).toBe(true)
    expect(r.state.units.spit.aloft).toBeNull()
    expect(r.state.stacks.ab).not.toContain('spit')
    expect(eventsOf(r.events, 'eliminated')[0].text).toBe('Spitfire is hit and eliminated (4.17).')
  })

  it('a unit with a blank back is eliminated by one hit (4.17): Swordfish N 2-4/1 (back blank), Me-109 natural 1', () => {
    const sc = duelScenario({
      allies: [{ id: 'sword', name: 'Swordfish', nation: 'UK', type: 'N', front: '2-4/1', back: null }],
      axis: [ME109],
    })
    const p = toCombat(sc, [6, 1], { roles: { sword: 'fighter' } })
    const r = play(p.state, [
      { type: 'attack', attacker: 'sword', target: 'me109' },
      { type: 'attack', attacker: 'me109', target: 'sword' },
    ])
    expect(r.state.units.sword.eliminated).toBe(true)
  })
})

describe('targeting restriction (4.16, A-03)', () => {
  const sc = duelScenario({
    allies: [SPIT, { ...SPIT, id: 'spit2', name: 'Spitfire II' }],
    axis: [ME109, FW190],
  })

  it('two Spitfires vs Me-109 and Fw-190: after the Me-109 is attacked once, the second Spitfire may only attack the Fw-190', () => {
    const p = toCombat(sc, [6, 6, 6, 6])
    const a1 = act(p.state, { type: 'attack', attacker: 'spit', target: 'me109' })
    const options = pendingOf(a1.state, 'attack').attackers.find((a) => a.id === 'spit2')!.targets
    expect(options).toEqual([
      {
        id: 'me109',
        legal: false,
        rule: '4.16',
        reason:
          'Me-109 has already been attacked once this round: Fw-190 must be attacked once first, like every other unit (4.16).',
      },
      { id: 'fw190', legal: true, reason: undefined, rule: undefined },
    ])
    const v = refused(a1.state, { type: 'attack', attacker: 'spit2', target: 'me109' })
    expect(v.rule).toBe('4.16')
    expect(v.message).toContain('Fw-190 must be attacked once first')
  })

  it('two units of one name: the reason numbers them, "Fw-190 #1 … Fw-190 #2 must be attacked once first" (4.16)', () => {
    const twins = duelScenario({
      allies: [SPIT, { ...SPIT, id: 'spit2', name: 'Spitfire II' }],
      axis: [FW190, { ...FW190, id: 'fw190b' }],
    })
    const p = toCombat(twins, [6, 6, 6, 6])
    const a1 = act(p.state, { type: 'attack', attacker: 'spit', target: 'fw190' })
    const options = pendingOf(a1.state, 'attack').attackers.find((a) => a.id === 'spit2')!.targets
    expect(options[0]).toEqual({
      id: 'fw190',
      legal: false,
      rule: '4.16',
      reason:
        'Fw-190 #1 has already been attacked once this round: Fw-190 #2 must be attacked once first, like every other unit (4.16).',
    })
    expect(options[1]).toMatchObject({ id: 'fw190b', legal: true })
  })

  it('each unit attacks once per round: a second attack by the same Spitfire is refused (4.16)', () => {
    const p = toCombat(sc, [6, 6, 6, 6])
    const a1 = act(p.state, { type: 'attack', attacker: 'spit', target: 'me109' })
    const v = refused(a1.state, { type: 'attack', attacker: 'spit', target: 'fw190' })
    expect(v).toEqual({ rule: '4.16', message: 'Spitfire has already attacked this round.' })
  })

  it('one target only: three Fighters may all attack the lone Whitley (every eligible unit has been attacked as often)', () => {
    const three = duelScenario({
      allies: [{ id: 'whitley', name: 'Whitley', nation: 'UK', type: 'B', front: '7-16/0', back: '3-16/0' }],
      axis: [ME109, FW190, { ...ME109, id: 'me109b', name: 'Me-109 II' }],
    })
    const p = toCombat(three, [6, 6, 6])
    const r = play(p.state, [
      { type: 'designate', units: [] },
      { type: 'attack', attacker: 'me109', target: 'whitley' },
      { type: 'attack', attacker: 'fw190', target: 'whitley' },
      { type: 'attack', attacker: 'me109b', target: 'whitley' },
    ])
    expect(eventsOf(r.events, 'attack').map((e) => e.roll!.result)).toEqual(['miss', 'miss', 'miss'])
  })
})

describe('ATP targeting, T-18 (4.23, 4.24)', () => {
  const C47: U = { id: 'c47', name: 'C-47', nation: 'US', type: 'ATP', front: 'X-8', atpPoints: 2 }
  const escorts: U[] = [SPIT, { ...SPIT, id: 'spit2', name: 'Spitfire II' }]
  const hunters = (n: number): U[] =>
    [ME109, FW190, { ...ME109, id: 'me109b', name: 'Me-109 II' }].slice(0, n)

  it('an ATP never attacks: the C-47 is not offered as an attacker and has no role (4.0, 4.23)', () => {
    const p = toCombat(duelScenario({ allies: [C47, SPIT], axis: hunters(1) }), [6])
    expect(p.state.units.c47.role).toBeNull()
    expect(pendingOf(p.state, 'attack').attackers.map((a) => a.id)).toEqual(['spit'])
  })

  it('escorted by two Fighters, the ATP is not a legal target for one or two enemy Fighters in Round 1 (T-18)', () => {
    const p = toCombat(duelScenario({ allies: [C47, ...escorts], axis: hunters(2) }), [6, 6, 6, 6])
    // Allies attack first (misses), then the Axis.
    const a = play(p.state, [
      { type: 'attack', attacker: 'spit', target: 'me109' },
      { type: 'attack', attacker: 'spit2', target: 'fw190' },
    ])
    const first = pendingOf(a.state, 'attack')
    expect(first.side).toBe('axis')
    for (const att of first.attackers)
      expect(att.targets.find((x) => x.id === 'c47')).toMatchObject({ legal: false, rule: '4.23' })
    const b = act(a.state, { type: 'attack', attacker: 'me109', target: 'spit' })
    const second = pendingOf(b.state, 'attack').attackers.find((x) => x.id === 'fw190')!
    expect(second.targets.map((x) => [x.id, x.legal])).toEqual([
      ['c47', false],
      ['spit', false],
      ['spit2', true],
    ])
  })

  it("with three enemy Fighters, after both escorts have been attacked once the third Fighter's only legal target is the ATP (T-18, §8.4)", () => {
    const p = toCombat(duelScenario({ allies: [C47, ...escorts], axis: hunters(3) }), [6, 6, 6, 6, 6])
    const r = play(p.state, [
      { type: 'attack', attacker: 'spit', target: 'me109' },
      { type: 'attack', attacker: 'spit2', target: 'fw190' },
      { type: 'attack', attacker: 'me109', target: 'spit' },
      { type: 'attack', attacker: 'fw190', target: 'spit2' },
    ])
    const third = pendingOf(r.state, 'attack').attackers.find((x) => x.id === 'me109b')!
    expect(third.targets.filter((x) => x.legal).map((x) => x.id)).toEqual(['c47'])
  })

  it('a hit on a 2-point ATP removes one point; the other point is not aborted and flies on (4.23)', () => {
    // One escort; two Axis fighters: the first attacks the escort (miss), the second the ATP: ATN 4 + 3 − 0 = 7, natural 1 → hit.
    const p = toCombat(duelScenario({ allies: [C47, SPIT], axis: hunters(2) }), [6, 6, 1])
    const r = play(p.state, [
      { type: 'attack', attacker: 'spit', target: 'me109' },
      { type: 'attack', attacker: 'me109', target: 'spit' },
      { type: 'attack', attacker: 'fw190', target: 'c47' },
    ])
    expect(r.state.units.c47).toMatchObject({ atpPoints: 1, aborted: false, eliminated: false })
    expect(eventsOf(r.events, 'hit')[0].text).toBe('C-47 loses 1 point(s); the other point flies on (4.23).')
  })
})

describe('air target number modifiers in the engine (4.18)', () => {
  it('own-airbase bonus: Me-109 intercepting over its own base x1 (0906, distance 0) attacks the B-17 at ATN 4 + 1 + 3 − 2 = 6 (4.18, T-09 distance 0)', () => {
    const sc = duelScenario({ allies: [B17], axis: [ME109] })
    const p = toCombat(sc, [4, 1], { target: '0906' })
    const d = act(p.state, { type: 'designate', units: [] })
    expect(attackPreview(d.state, 'me109', 'b17').atn.strengthMods).toEqual([
      { value: 1, rule: '4.18', label: 'own airbase' },
    ])
    const r = act(d.state, { type: 'attack', attacker: 'me109', target: 'b17' })
    expect(lastRoll(r)).toMatchObject({ natural: 4, target: 6, result: 'hit' })
  })

  it('no own-airbase bonus over a grass airfield (4.3, 4.18): the same attack has ATN 5', () => {
    const sc = duelScenario({ allies: [B17], axis: [ME109], x1: { kind: 'GrassAirfield', capacity: 1 } })
    const p = toCombat(sc, [4, 1], { target: '0906' })
    const d = act(p.state, { type: 'designate', units: [] })
    expect(attackPreview(d.state, 'me109', 'b17').atn.strengthMods).toEqual([])
    const r = act(d.state, { type: 'attack', attacker: 'me109', target: 'b17' })
    expect(lastRoll(r)).toMatchObject({ natural: 4, target: 5, result: 'hit' })
  })

  it('escorted-bomber bonus (A-61): the Me-109 designated to attack bombers is attacked by the P-47 at ATN 5 + 1 + 2 − 3 = 5; the undesignated Fw-190 at 5 + 2 − 4 = 3', () => {
    const sc = duelScenario({ allies: [B17, P47], axis: [ME109, FW190] })
    const p = toCombat(sc, [6, 6, 6, 6])
    const d = act(p.state, { type: 'designate', units: ['me109'] })
    expect(attackPreview(d.state, 'p47', 'me109').atn).toMatchObject({
      atn: 5,
      strengthMods: [{ value: 1, rule: '4.18', label: 'escorted bombers' }],
    })
    expect(attackPreview(d.state, 'p47', 'fw190').atn).toMatchObject({ atn: 3, strengthMods: [] })
    const r = act(d.state, { type: 'attack', attacker: 'p47', target: 'me109' })
    expect(lastRoll(r).target).toBe(5)
  })

  it('a designated fighter must attack a bomber; an undesignated one may not (4.16, A-61)', () => {
    const sc = duelScenario({ allies: [B17, P47], axis: [ME109, FW190] })
    const p = toCombat(sc, [6, 6, 6, 6])
    const r = play(p.state, [
      { type: 'designate', units: ['me109'] },
      { type: 'attack', attacker: 'p47', target: 'fw190' },
    ])
    const v = refused(r.state, { type: 'attack', attacker: 'me109', target: 'p47' })
    expect(v).toEqual({ rule: '4.16', message: 'Me-109 was designated to attack bombers this round (4.16).' })
    const w = refused(r.state, { type: 'attack', attacker: 'fw190', target: 'b17' })
    expect(w).toEqual({
      rule: '4.16',
      message: 'Fw-190 was not designated to attack bombers this round (4.16).',
    })
  })

  const radarSc = (variant: 'aeto' | 'apto') =>
    // the Me-109 has range 8 here so that it reaches 0506 in APTO too (interception range max(2, 4))
    duelScenario({
      allies: [SPIT],
      axis: [{ ...ME109, front: '4-8/3' }],
      features: [{ hex: '0506', nation: 'UK', radar: true }],
      variant,
    })
  const twoRounds = (sc: ReturnType<typeof radarSc>) => {
    const p = toCombat(sc, [6, 6, 6, 6])
    return play(p.state, [
      { type: 'attack', attacker: 'spit', target: 'me109' },
      { type: 'attack', attacker: 'me109', target: 'spit' },
      { type: 'voluntaryAbort', units: [] },
      { type: 'voluntaryAbort', units: [] },
      { type: 'remain', units: ['spit'] },
      { type: 'remain', units: ['me109'] },
      { type: 'attack', attacker: 'spit', target: 'me109' },
      { type: 'attack', attacker: 'me109', target: 'spit' },
    ])
  }

  it('radar −1 die for the Western Allies in a UK Radar Site hex, Round 1 only (4.18): natural 6 → modified 5 in Round 1, 6 in Round 2', () => {
    const r = twoRounds(radarSc('aeto'))
    const spitRolls = eventsOf(r.events, 'attack')
      .filter((e) => e.units![0] === 'spit')
      .map((e) => e.roll!)
    expect(spitRolls.map((x) => x.modified)).toEqual([5, 6])
    expect(spitRolls[0].modifiers).toContainEqual({ value: -1, rule: '4.18', label: 'radar' })
    expect(spitRolls[1].modifiers).toEqual([])
    // the Axis attacker never gets it
    expect(
      eventsOf(r.events, 'attack')
        .filter((e) => e.units![0] === 'me109')
        .every((e) => e.roll!.modifiers.length === 0),
    ).toBe(true)
  })

  it('no radar modifier in APTO (AETO-only, 4.18; APTO D57): the Spitfire’s natural 6 stays 6 in Round 1', () => {
    const attacks = eventsOf(twoRounds(radarSc('apto')).events, 'attack')
    expect(attacks.map((e) => [e.units![0], e.roll!.natural, e.roll!.modified])).toEqual([
      ['spit', 6, 6],
      ['me109', 6, 6],
      ['spit', 6, 6],
      ['me109', 6, 6],
    ])
    expect(attacks.flatMap((e) => e.roll!.modifiers)).toEqual([])
  })

  /** The same duel with the Axis nation Finnish and the Allied one Soviet (nation roles, 4.18). */
  const finnishSc = (variant: 'aeto' | 'apto') => {
    const sc = radarSc(variant)
    const role = (side: string) => (side === 'axis' ? 'finnish' : side === 'allies' ? 'soviet' : undefined)
    return {
      ...sc,
      map: { ...sc.map, features: [] },
      nations: sc.nations.map((n) =>
        n.id === 'DE' || n.id === 'UK' ? { ...n, role: role(n.side) } : { ...n, role: undefined },
      ),
    } as typeof sc
  }

  it('Finnish vs Soviet: −1 die for the Finnish Me-109 in AETO (4.18), none in APTO (D57: the bonus is removed)', () => {
    const me109 = (variant: 'aeto' | 'apto') =>
      eventsOf(twoRounds(finnishSc(variant)).events, 'attack')
        .filter((e) => e.units![0] === 'me109')
        .map((e) => [e.roll!.modified, e.roll!.modifiers.map((m) => `${m.label} ${m.value} (${m.rule})`)])
    expect(me109('aeto')).toEqual([
      [5, ['Finnish vs Soviet -1 (4.18)']],
      [5, ['Finnish vs Soviet -1 (4.18)']],
    ])
    expect(me109('apto')).toEqual([
      [6, []],
      [6, []],
    ])
  })
})

describe('roles: dumping ordnance (4.0, 4.16)', () => {
  const TYPHOON: U = {
    id: 'typhoon',
    name: 'Typhoon',
    nation: 'UK',
    type: 'FB',
    front: '5-5/2',
    back: '3-5/2',
  }

  it('an FB launched as a bomber is asked to dump ordnance first; after dumping it is a fighter and attacks (4.16, A-66)', () => {
    const p = toCombat(duelScenario({ allies: [TYPHOON], axis: [ME109] }), [6, 6], {
      roles: { typhoon: 'bomber' },
    })
    expect(pendingOf(p.state, 'dumpOrdnance')).toMatchObject({ side: 'allies', units: ['typhoon'] })
    const r = act(p.state, { type: 'dumpOrdnance', units: ['typhoon'] })
    expect(r.state.units.typhoon).toMatchObject({ role: 'fighter', dumpedOrdnance: true })
    // no Allied bomber left: the Axis has nothing to designate; the Typhoon attacks first
    expect(pendingOf(r.state, 'attack').attackers.map((a) => a.id)).toEqual(['typhoon'])
  })

  it('an FB that keeps the bomber role cannot attack; the Axis may designate against it (4.16)', () => {
    const p = toCombat(duelScenario({ allies: [TYPHOON], axis: [ME109] }), [6, 6], {
      roles: { typhoon: 'bomber' },
    })
    const r = act(p.state, { type: 'dumpOrdnance', units: [] })
    expect(r.state.units.typhoon.role).toBe('bomber')
    expect(pendingOf(r.state, 'designate')).toMatchObject({ side: 'axis', units: ['me109'] })
  })
})

describe('end of Round 1, Round 2 and the end of the combat (4.16, 4.17)', () => {
  const sc = duelScenario({ allies: [SPIT], axis: [ME109] })
  const round1Misses = () => {
    const p = toCombat(sc, [6, 6, 6, 6])
    return play(p.state, [
      { type: 'attack', attacker: 'spit', target: 'me109' },
      { type: 'attack', attacker: 'me109', target: 'spit' },
    ])
  }

  it('voluntary aborts are chosen hidden (event private to the chooser), then revealed together (4.16, A-59)', () => {
    const r1 = round1Misses()
    expect(pendingOf(r1.state, 'voluntaryAbort')).toMatchObject({ side: 'allies', units: ['spit'] })
    const a = act(r1.state, { type: 'voluntaryAbort', units: ['spit'] })
    expect(a.events).toHaveLength(1)
    expect(a.events[0]).toMatchObject({ type: 'voluntaryAbortChosen', privateTo: 'allies' })
    expect(a.state.units.spit.aborted).toBe(false) // not applied yet
    expect(pendingOf(a.state, 'voluntaryAbort')).toMatchObject({ side: 'axis', units: ['me109'] })
    const b = act(a.state, { type: 'voluntaryAbort', units: [] })
    expect(b.events.map((e) => [e.type, e.privateTo ?? null])).toEqual([
      ['voluntaryAbortChosen', 'axis'],
      ['voluntaryAbort', null],
      ['voluntaryAbort', null],
      ['combatOver', null],
      ['setAside', null],
    ])
    expect(b.events[1].text).toBe('Western Allies aborts Spitfire (4.16).')
    expect(brief(b.state, 'spit')).toMatchObject({ aborted: true, face: 'front', aloft: { setAside: true } })
  })

  it('Round 2: the first side decides who remains, then the second; a unit not remaining aborts (4.16)', () => {
    const r1 = round1Misses()
    const v = play(r1.state, [
      { type: 'voluntaryAbort', units: [] },
      { type: 'voluntaryAbort', units: [] },
    ])
    expect(eventsOf(v.events, 'round')[0].text).toBe('Round 2 at 0506 (4.16).')
    expect(pendingOf(v.state, 'remain')).toMatchObject({ side: 'allies', units: ['spit'] })
    const a = act(v.state, { type: 'remain', units: ['spit'] })
    const b = act(a.state, { type: 'remain', units: [] })
    expect(b.events[0].text).toBe('Axis: no unit stays for Round 2; Me-109 aborts (4.16).')
    expect(b.state.units.me109.aborted).toBe(true)
    // the Spitfire is alone: no attack is possible, the combat ends and the Allies choose to continue or not
    expect(pendingOf(b.state, 'continue').flights[0].units).toEqual(['spit'])
  })

  it('a half-step Naval-Air unit (blank back) may attack in Round 1 only; it may remain in Round 2 (4.16, A-07)', () => {
    const SWORD: U = { id: 'sword', name: 'Swordfish', nation: 'UK', type: 'N', front: '2-4/1', back: null }
    const p = toCombat(duelScenario({ allies: [SWORD, SPIT], axis: [ME109] }), [6, 6, 6, 6, 6], {
      roles: { sword: 'fighter' },
    })
    expect(pendingOf(p.state, 'attack').attackers.map((a) => a.id)).toEqual(['sword', 'spit'])
    const r = play(p.state, [
      { type: 'attack', attacker: 'sword', target: 'me109' },
      { type: 'attack', attacker: 'spit', target: 'me109' },
      { type: 'attack', attacker: 'me109', target: 'sword' },
      { type: 'voluntaryAbort', units: [] },
      { type: 'voluntaryAbort', units: [] },
      { type: 'remain', units: ['sword', 'spit'] },
      { type: 'remain', units: ['me109'] },
    ])
    expect(r.state.combat!.round).toBe(2)
    expect(pendingOf(r.state, 'attack').attackers.map((a) => a.id)).toEqual(['spit'])
    const v = refused(r.state, { type: 'attack', attacker: 'sword', target: 'me109' })
    expect(v.rule).toBe('4.16')
    expect(v.message).toBe(
      'Swordfish cannot attack: only fighter-role units attack, and half-step Naval-Air units only in Round 1.',
    )
  })

  it('a depleted two-step Naval-Air unit is not restricted: it attacks in Round 2 (A-07)', () => {
    const SEAFIRE: U = {
      id: 'seafire',
      name: 'Seafire',
      nation: 'UK',
      type: 'N',
      front: '3-4/2',
      back: '2-4/2',
    }
    const sc2 = withUnits(duelScenario({ allies: [SEAFIRE], axis: [ME109] }), { seafire: { face: 'back' } })
    const p = toCombat(sc2, [6, 6, 6, 6], { roles: { seafire: 'fighter' } })
    const r = play(p.state, [
      { type: 'attack', attacker: 'seafire', target: 'me109' },
      { type: 'attack', attacker: 'me109', target: 'seafire' },
      { type: 'voluntaryAbort', units: [] },
      { type: 'voluntaryAbort', units: [] },
      { type: 'remain', units: ['seafire'] },
      { type: 'remain', units: ['me109'] },
    ])
    expect(pendingOf(r.state, 'attack').attackers.map((a) => a.id)).toEqual(['seafire'])
  })

  it('no voluntary aborts and no Round 2 when one side has nothing left after Round 1 (4.16)', () => {
    const p = toCombat(sc, [1, 6])
    const r = play(p.state, [
      { type: 'attack', attacker: 'spit', target: 'me109' }, // hit
      { type: 'attack', attacker: 'me109', target: 'spit' }, // miss
    ])
    expect(eventsOf(r.events, 'round')).toHaveLength(0)
    expect(eventsOf(r.events, 'combatOver')).toHaveLength(1)
    expect(pendingOf(r.state, 'continue').side).toBe('allies')
  })

  it('surviving interceptors are set aside at the end of the combat (4.13): Me-109 aloft at 0506, set aside, Current', () => {
    const r1 = round1Misses()
    const r = play(r1.state, [
      { type: 'voluntaryAbort', units: [] },
      { type: 'voluntaryAbort', units: [] },
      { type: 'remain', units: ['spit'] },
      { type: 'remain', units: ['me109'] },
      { type: 'attack', attacker: 'spit', target: 'me109' },
      { type: 'attack', attacker: 'me109', target: 'spit' },
      { type: 'continue', flights: [] },
    ])
    expect(eventsOf(r.events, 'setAside')[0].text).toBe(
      'Me-109 is set aside at 0506 until the end of the Step (4.13).',
    )
    expect(brief(r.state, 'me109')).toMatchObject({
      aloft: { setAside: true },
      aborted: false,
      commitment: 'current',
    })
    expect(r.state.flights[r.state.units.me109.aloft!.flight].status).toBe('setAside')
  })
})

describe('continue or discontinue after combat (4.13, 4.16)', () => {
  // B-17 bound for 0706 is intercepted at 0506 by the Me-109; the Fw-190 at x1 stays at base.
  const sc = duelScenario({ allies: [B17], axis: [ME109, FW190] })
  const survive = (): GameState => {
    const p = toCombat(sc, [6, 6], { target: '0706', at: '0506', interceptors: ['me109'] })
    return play(p.state, [
      { type: 'designate', units: [] },
      { type: 'attack', attacker: 'me109', target: 'b17' }, // ATN 5, natural 6 → miss
      { type: 'voluntaryAbort', units: [] },
      { type: 'voluntaryAbort', units: [] },
      { type: 'remain', units: ['b17'] },
      { type: 'remain', units: ['me109'] },
      { type: 'designate', units: [] },
      { type: 'attack', attacker: 'me109', target: 'b17' }, // natural 6 → miss
    ]).state
  }

  it('the surviving B-17 continues: a new window opens in the same hex (T4, A-42) for the Fw-190 still at base', () => {
    const s = survive()
    const c = pendingOf(s, 'continue')
    expect(c.side).toBe('allies')
    const r = act(s, { type: 'continue', flights: [c.flights[0].id] })
    const w = pendingOf(r.state, 'declare')
    expect(w).toMatchObject({ side: 'axis', trigger: 'continue', loc: '0506' })
    expect(w.interceptors.flatMap((g) => g.units.map((u) => u.id))).toEqual(['fw190'])
  })

  it('after the continue window is passed the B-17 flies on to 0706 (4.13)', () => {
    const s = survive()
    const r = play(s, [
      { type: 'continue', flights: [pendingOf(s, 'continue').flights[0].id] },
      { type: 'pass' },
      { type: 'pass' },
      { type: 'pass' },
    ])
    expect(r.state.units.b17.aloft!.loc).toBe(r.state.flights[r.state.units.b17.aloft!.flight].loc)
    expect(eventsOf(r.events, 'arrive')[0].text).toMatch(/^B-17 arrives over the target 0706\b/)
  })

  it('discontinue (empty list): the B-17 stays idle at 0506 and returns at the end of the Step (4.13)', () => {
    const r = act(survive(), { type: 'continue', flights: [] })
    expect(eventsOf(r.events, 'discontinue')[0].text).toBe('B-17 discontinues and stays at 0506 (4.13).')
    const f = r.state.flights[r.state.units.b17.aloft!.flight]
    expect(f.status).toBe('stopped')
    expect(r.state.pending.kind).toBe('plan')
  })
})

describe('dice sources (engine contract §0.3)', () => {
  const sc = duelScenario({ allies: [B17], axis: [ME109] })

  it("manual dice: the attacker's side is asked to roll; 7, 0 and 2.5 are refused with the state unchanged; 2 is a hit (4.16)", () => {
    const p = toCombat(sc, [], { manualDice: true })
    const s = play(p.state, [
      { type: 'designate', units: [] },
      { type: 'attack', attacker: 'me109', target: 'b17' },
    ]).state
    expect(pendingOf(s, 'roll')).toMatchObject({
      side: 'axis',
      purpose: 'air combat attack',
      sides: 6,
      rule: '4.16',
    })
    // The dialog reads what the die is for from the rules, not from the combat state.
    expect(awaitedRoll(s)).toEqual({
      owner: 'airCombat',
      side: 'axis',
      purpose: 'air combat attack',
      rule: '4.16',
      prompt: 'Roll one die for the attack and enter the value (1–6).',
      engagement: s.combat!.engagement,
      attack: { attacker: 'me109', target: 'b17', atn: s.combat!.roll!.atn, drm: s.combat!.roll!.drm },
    })
    for (const value of [7, 0, 2.5])
      expect(refused(s, { type: 'roll', value })).toEqual({
        rule: '4.16',
        message: `A die shows 1 to 6; ${value} is not a die value.`,
      })
    const r = act(s, { type: 'roll', value: 2 })
    expect(lastRoll(r)).toMatchObject({ natural: 2, result: 'hit', source: 'manual' })
    // return fire: the Heavy Bomber's owner rolls (4.19)
    expect(pendingOf(r.state, 'roll')).toMatchObject({
      side: 'allies',
      purpose: 'heavy bomber return fire',
      rule: '4.19',
    })
  })

  it('scripted dice are used first, then the seeded generator takes over; the same seed replays the same faces', () => {
    const run = () => {
      const sc2 = duelScenario({ allies: [SPIT], axis: [ME109] })
      const p = toCombat(sc2, [6], { seed: 42 })
      return play(p.state, [
        { type: 'attack', attacker: 'spit', target: 'me109' },
        { type: 'attack', attacker: 'me109', target: 'spit' },
      ])
    }
    const a = run()
    const rolls = eventsOf(a.events, 'attack').map((e) => e.roll!)
    expect(rolls.map((x) => x.source)).toEqual(['scripted', 'seeded'])
    expect(rolls[0].natural).toBe(6)
    expect(rolls[1].natural).toBeGreaterThanOrEqual(1)
    expect(rolls[1].natural).toBeLessThanOrEqual(6)
    expect(eventsOf(run().events, 'attack').map((e) => e.roll!.natural)).toEqual(rolls.map((x) => x.natural))
  })
})

describe('more targeting and bonus cases (4.8, 4.16, 4.18, 4.23; A-20, A-61)', () => {
  const C47: U = { id: 'c47', name: 'C-47', nation: 'US', type: 'ATP', front: 'X-8', atpPoints: 2 }
  const spitB: U = { ...SPIT, id: 'spitB', name: 'Spitfire B' }
  const me2: U = { ...ME109, id: 'me2', name: 'Me-109 II' }

  it("T-18 variant: one escort aborted in Round 1; in Round 2, once the other escort has been attacked, the ATP is the second Fighter's only legal target (4.23, 4.24 NOTE)", () => {
    const p = toCombat(duelScenario({ allies: [C47, SPIT, spitB], axis: [ME109, me2] }), [6, 6, 4, 6, 6, 6])
    const r = play(p.state, [
      { type: 'attack', attacker: 'spit', target: 'me109' }, // 6: miss
      { type: 'attack', attacker: 'spitB', target: 'me2' }, // 6: miss
      { type: 'attack', attacker: 'me109', target: 'spit' }, // ATN 4, natural 4: abort
      { type: 'attack', attacker: 'me2', target: 'spitB' }, // 6: miss
      { type: 'voluntaryAbort', units: [] },
      { type: 'voluntaryAbort', units: [] },
      { type: 'remain', units: ['c47', 'spitB'] },
      { type: 'remain', units: ['me109', 'me2'] },
      { type: 'attack', attacker: 'spitB', target: 'me109' }, // 6: miss
    ])
    expect(r.state.units.spit.aborted).toBe(true)
    const before = pendingOf(r.state, 'attack').attackers.find((a) => a.id === 'me109')!
    expect(before.targets.map((x) => [x.id, x.legal])).toEqual([
      ['c47', false],
      ['spitB', true],
    ])
    const s = act(r.state, { type: 'attack', attacker: 'me109', target: 'spitB' }) // 6: miss
    const after = pendingOf(s.state, 'attack').attackers.find((a) => a.id === 'me2')!
    expect(after.targets.filter((x) => x.legal).map((x) => x.id)).toEqual(['c47'])
  })

  it('a designation lapses when the restriction makes every bomber illegal (A-61): the second designated Me-109 must attack the Spitfire', () => {
    const WELL: U = { id: 'well', name: 'Wellington', nation: 'UK', type: 'B', front: '4-6/1', back: '2-6/1' }
    const p = toCombat(duelScenario({ allies: [WELL, SPIT], axis: [ME109, me2] }), [6, 6, 6])
    const r = play(p.state, [
      { type: 'designate', units: ['me109', 'me2'] },
      { type: 'attack', attacker: 'spit', target: 'me109' },
      { type: 'attack', attacker: 'me109', target: 'well' },
    ])
    const t = pendingOf(r.state, 'attack').attackers.find((a) => a.id === 'me2')!.targets
    expect(t.map((x) => [x.id, x.legal])).toEqual([
      ['well', false],
      ['spit', true],
    ])
  })

  it('an FB that kept the bomber role in Round 1 may dump ordnance in Round 2 (4.16)', () => {
    const TYPHOON: U = {
      id: 'typhoon',
      name: 'Typhoon',
      nation: 'UK',
      type: 'FB',
      front: '5-5/2',
      back: '3-5/2',
    }
    const p = toCombat(duelScenario({ allies: [TYPHOON], axis: [ME109] }), [6], {
      roles: { typhoon: 'bomber' },
    })
    const r = play(p.state, [
      { type: 'dumpOrdnance', units: [] },
      { type: 'designate', units: [] },
      { type: 'attack', attacker: 'me109', target: 'typhoon' },
      { type: 'voluntaryAbort', units: [] },
      { type: 'voluntaryAbort', units: [] },
      { type: 'remain', units: ['typhoon'] },
      { type: 'remain', units: ['me109'] },
    ])
    expect(r.state.combat!.round).toBe(2)
    expect(pendingOf(r.state, 'dumpOrdnance')).toMatchObject({ side: 'allies', units: ['typhoon'] })
  })

  it('no own-airbase bonus in the Strategic Warfare Phase (4.18): Me-109 over its own base attacks the B-17 at ATN 5', () => {
    const base = duelScenario({ allies: [B17], axis: [ME109] })
    const sc = {
      ...base,
      start: { ...base.start, phase: 'strategicWarfare' as const },
      options: { ...base.options, strategicWarfarePhase: true },
    }
    const p = toCombat(sc, [], { target: '0906' })
    const d = act(p.state, { type: 'designate', units: [] })
    expect(attackPreview(d.state, 'me109', 'b17').atn).toMatchObject({ atn: 5, strengthMods: [] })
  })

  describe('aloft defenders of over-stacked units (4.8, A-20)', () => {
    // x1 (0906, capacity 1): Me-109 on top, Ju 88 over-stacked below. Two P-47s (range 8) fly to 0906;
    // the Me-109 intercepts them over its own base.
    const p47b: U = { ...P47, id: 'p47b', name: 'P-47 B' }
    const JU88: U = {
      id: 'ju88',
      name: 'Ju 88',
      nation: 'DE',
      type: 'B',
      front: '_4_-10/1',
      back: '_2_-10/1',
    }
    const sc = duelScenario({ allies: [P47, p47b], axis: [ME109, JU88], x1: { capacity: 1 } })
    const combat = () => toCombat(sc, [6, 6, 6], { target: '0906', interceptors: ['me109'] })

    it('the over-stacked Ju 88 joins the combat as a target for the Allies (4.8)', () => {
      const s = combat().state
      expect(s.combat!.ground).toEqual(['ju88'])
      expect(pendingOf(s, 'designate')).toMatchObject({ side: 'allies', units: ['p47', 'p47b'] })
    })

    it('the Me-109, not attacked, gets +1 against the P-47 that attacked the Ju 88 (and +1 over its own base): ATN 4 + 1 + 1 + 3 − 2 = 7', () => {
      const r = play(combat().state, [
        { type: 'designate', units: ['p47'] },
        { type: 'attack', attacker: 'p47', target: 'ju88' },
        { type: 'endAttacks' },
      ])
      expect(attackPreview(r.state, 'me109', 'p47').atn).toMatchObject({
        atn: 7,
        strengthMods: [
          { value: 1, rule: '4.18', label: 'own airbase' },
          { value: 1, rule: '4.18', label: 'escorted bombers' },
        ],
      })
    })

    it('once the Me-109 itself has been attacked this round, it loses that +1: ATN 6 (4.8 "not themselves attacked")', () => {
      const r = play(combat().state, [
        { type: 'designate', units: ['p47'] },
        { type: 'attack', attacker: 'p47b', target: 'me109' },
        { type: 'attack', attacker: 'p47', target: 'ju88' },
      ])
      expect(attackPreview(r.state, 'me109', 'p47').atn).toMatchObject({
        atn: 6,
        strengthMods: [{ value: 1, rule: '4.18', label: 'own airbase' }],
      })
    })
  })
})
