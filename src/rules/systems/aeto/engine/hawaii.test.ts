// Hawaii, December 1941 (APTO 4.14, 4.18; APTO D45, D55): a scenario marks the Hawaiian Islands
// hexes (`map.features[].hawaii`); in the December 1941 game-turn a Japanese strafer takes no +1
// against US units based there, and US fighter-types get no own-airbase bonus over them. Outside
// that month, that place or the US, the AETO-like rules hold.
import { describe, expect, it } from 'vitest'
import { attackPreview, strafePreview } from '..'
import { fixture, type FixtureUnit } from '../testing/fixtures'
import { act, pendingOf, start } from '../testing/play'
import type { Action, GameState } from '../types'

const ZERO: FixtureUnit = {
  id: 'zero',
  name: 'A6M Zero',
  nation: 'JP',
  type: 'F',
  front: '4-10/3',
  back: '2-10/3',
  base: 'kido',
}
const P40: FixtureUnit = {
  id: 'p40',
  name: 'P-40',
  nation: 'US',
  type: 'F',
  front: '3-4/2',
  back: '1-4/2',
  base: 'wheeler',
}
const HURRICANE: FixtureUnit = {
  id: 'hurr',
  name: 'Hurricane',
  nation: 'UK',
  type: 'F',
  front: '3-4/2',
  back: '1-4/2',
  base: 'wheeler',
}

function pearlHarbor(
  o: { month?: number; hawaii?: boolean; units?: FixtureUnit[]; sneakAttack?: boolean } = {},
) {
  return fixture({
    variant: 'apto',
    year: 1941,
    month: o.month ?? 12,
    phasingSide: 'axis',
    nations: [
      { id: 'US', name: 'United States', side: 'allies', role: 'american' },
      { id: 'UK', name: 'United Kingdom', side: 'allies', role: 'british' },
      { id: 'JP', name: 'Japan', side: 'axis', role: 'japanese' },
    ],
    bases: [
      { id: 'wheeler', hex: '0606', owner: 'allies' },
      { id: 'kido', hex: '0106', owner: 'axis' },
    ],
    units: o.units ?? [ZERO, P40],
    features: [{ hex: '0606', name: 'Oahu', nation: 'US', ...(o.hawaii === false ? {} : { hawaii: true }) }],
    context: o.sneakAttack ? { sneakAttack: { invaded: ['US'], firstTurn: true } } : undefined,
  })
}

const strafeWheeler: Action = {
  type: 'launch',
  base: 'kido',
  units: ['zero'],
  mission: 'strafe',
  target: '0606',
  path: ['0206', '0306', '0406', '0506', '0606'],
}

/** The Zero strafes Wheeler Field; the US rides it out and does not intercept: the strafing attack is due. */
function strafeDue(sc = pearlHarbor(), dice: number[] = []): GameState {
  let s = act(start(sc, dice), strafeWheeler).state
  for (let guard = 0; guard < 20 && s.pending.kind !== 'strafeTarget'; guard++) {
    const p = s.pending
    s = act(
      s,
      p.kind === 'evacuation'
        ? { type: 'evacuate', moves: {} }
        : p.kind === 'collect'
          ? { type: 'collect', flight: p.flight, units: [] }
          : { type: 'pass' },
    ).state
  }
  return s
}

describe('APTO D45: no strafing penalty against US units on a Hawaiian Islands airbase in December 1941 (4.14, 4.18)', () => {
  it('December 1941, Wheeler Field (Hawaiian): ATN 4 + 3 − 2 = 5 with no die modifier; the penalty is shown as not applied, with its rule', () => {
    const s = strafeDue()
    expect(pendingOf(s, 'strafeTarget')).toMatchObject({ side: 'axis', strafers: ['zero'], targets: ['p40'] })
    const { atn, odds } = strafePreview(s, 'zero', 'p40')
    expect(atn.atn).toBe(5)
    expect(atn.drmMods).toEqual([])
    expect(atn.ignored).toEqual([
      {
        label: 'strafing',
        rule: '4.14, 4.18',
        reason:
          'no strafing penalty against US units on a Hawaiian Islands airbase in December 1941 (4.14, 4.18; APTO D45)',
      },
    ])
    expect(odds.counts).toEqual({ hit: 4, abort: 1, miss: 1 }) // 1–4 hit; a natural 5 aborts (ignored when strafing), 6 misses
  })

  it('die 4 hits the P-40 in December 1941; in November the same 4 is a modified 5, an abort, ignored when strafing', () => {
    const dec = act(strafeDue(pearlHarbor(), [4]), { type: 'strafe', attacker: 'zero', target: 'p40' })
    expect(dec.events.map((e) => e.text).slice(0, 2)).toEqual([
      'A6M Zero strafes P-40: target number 5, roll 4: hit (4.14). No strafing penalty against a US unit on a Hawaiian Islands airbase in December 1941 (4.14, 4.18; APTO D45).',
      'P-40 is hit on the ground: depleted (4.14, 4.17).',
    ])
    expect(dec.state.units.p40.face).toBe('back')
    const nov = strafeDue(pearlHarbor({ month: 11 }), [4])
    expect(strafePreview(nov, 'zero', 'p40').atn.drmMods).toEqual([
      { value: 1, rule: '4.14, 4.18', label: 'strafing' },
    ])
    const r = act(nov, { type: 'strafe', attacker: 'zero', target: 'p40' })
    expect(r.events[0].text).toBe(
      'A6M Zero strafes P-40: target number 5, die modifier +1, roll 4: abort, ignored: only hits count when strafing (4.14).',
    )
    expect(r.state.units.p40.face).toBe('front')
  })

  it('only US units, only on a Hawaiian base: a UK Hurricane there, or a P-40 on a base the scenario does not mark, takes the +1', () => {
    const hurricane = strafeDue(pearlHarbor({ units: [ZERO, HURRICANE] }))
    expect(strafePreview(hurricane, 'zero', 'hurr').atn.drmMods).toEqual([
      { value: 1, rule: '4.14, 4.18', label: 'strafing' },
    ])
    expect(strafePreview(strafeDue(pearlHarbor({ hawaii: false })), 'zero', 'p40').atn.drmMods).toEqual([
      { value: 1, rule: '4.14, 4.18', label: 'strafing' },
    ])
  })

  it('under the Sneak Attack Bonus (the US invaded this month) the US may not evacuate, and the strafing die has neither the −1 nor the +1', () => {
    const s = strafeDue(pearlHarbor({ sneakAttack: true }))
    const { atn } = strafePreview(s, 'zero', 'p40')
    expect(atn.drm).toBe(0)
    expect(atn.ignored.map((i) => i.label)).toEqual(['Sneak Attack', 'strafing'])
  })
})

describe('APTO D55: no own-airbase bonus for US fighter-types over a Hawaiian Islands airbase in December 1941 (4.18)', () => {
  /** The P-40 (or Hurricane) intercepts the Zero over its own base; its attack is due. */
  function interceptOverWheeler(sc = pearlHarbor(), unit = 'p40'): GameState {
    let s = act(start(sc, [6, 6, 6, 6, 6, 6]), strafeWheeler).state
    for (
      let guard = 0;
      guard < 30 && !(s.pending.kind === 'attack' && s.pending.side === 'allies');
      guard++
    ) {
      const p = s.pending
      const a: Action =
        p.kind === 'evacuation'
          ? { type: 'evacuate', moves: {} }
          : p.kind === 'declare' && p.loc === '0606'
            ? { type: 'declare', groups: [{ base: 'wheeler', units: [unit] }] }
            : p.kind === 'launchInterceptors'
              ? { type: 'launchInterceptors', base: p.bases[0].base }
              : p.kind === 'attack'
                ? { type: 'endAttacks' }
                : p.kind === 'dumpOrdnance' || p.kind === 'designate'
                  ? { type: p.kind, units: [] }
                  : p.kind === 'collect'
                    ? { type: 'collect', flight: p.flight, units: [] }
                    : { type: 'pass' }
      s = act(s, a).state
    }
    return s
  }

  it('December 1941: the P-40 attacks the Zero at ATN 3 + 2 − 3 = 2, the bonus shown as not applied; in November it has the +1 (ATN 3)', () => {
    const dec = attackPreview(interceptOverWheeler(), 'p40', 'zero').atn
    expect(dec.strengthMods).toEqual([])
    expect(dec.atn).toBe(2)
    expect(dec.ignored).toEqual([
      {
        label: 'own airbase',
        rule: '4.18',
        reason:
          'US fighter-types get no strength bonus over a Hawaiian Islands airbase in December 1941 (4.18; APTO D55)',
      },
    ])
    // The scripted die 6 misses; the log line says why there was no bonus.
    const rolled = act(interceptOverWheeler(), { type: 'attack', attacker: 'p40', target: 'zero' })
    expect(rolled.events.find((e) => e.type === 'attack')?.text).toBe(
      'Round 1: P-40 attacks A6M Zero: target number 2, roll 6: miss (4.16). No own-airbase bonus for a US fighter-type over a Hawaiian Islands airbase in December 1941 (4.18; APTO D55).',
    )
    const nov = attackPreview(interceptOverWheeler(pearlHarbor({ month: 11 })), 'p40', 'zero').atn
    expect(nov.strengthMods).toEqual([{ value: 1, rule: '4.18', label: 'own airbase' }])
    expect(nov.atn).toBe(3)
  })

  it('a UK Hurricane over the same base keeps its +1', () => {
    const s = interceptOverWheeler(pearlHarbor({ units: [ZERO, HURRICANE] }), 'hurr')
    expect(attackPreview(s, 'hurr', 'zero').atn.strengthMods).toEqual([
      { value: 1, rule: '4.18', label: 'own airbase' },
    ])
  })
})
