// Naval transport of air units by STPs (APTO [3.18], [3.21]–[3.24]; APTO spec §4.9, E8, T14):
// "STPs may be used to transport any type of land unit, as well as any Fighter, Fighter-Bomber and/or
// Naval-Air unit, provided that a sufficient number of STPs are present" (3.22); Fighter-type 2,
// Bomber N/A, Small Fighter free (3.23); debarked "during the Offensive Phase (via the expenditure of
// an Air Offensive) ... at a friendly functioning port hex with a sufficient air capacity ...
// Currently Committed ... Regardless of weather effects" or in the Land Movement Step; "No unit may
// remain embarked aboard any STP ... (if docked in a port) beyond the Movement Phase" (3.24); cargo
// is lost only when the STPs left can no longer carry it, the owner choosing (3.18).
import { describe, expect, it } from 'vitest'
import { contextOf } from '../context'
import { airCargoCost, flotillaPoints, stpPoints } from '../naval/stpCargo'
import { checkInvariants } from '../properties/invariants'
import { scenarioFromPosition } from '../scenario/fromPosition'
import { parseScenario } from '../scenario/validate'
import { seaTransportData, seaTransportScenario } from '../testing/seaTransportFixture'
import { act, pendingOf, play, refused, start } from '../testing/play'
import type { Action, GameState } from '../types'
import { botDecision } from '../bot'
import { legalActions } from './legal'

const embark = (unit: string, flotilla = 'convoy'): Action => ({ type: 'embarkStp', flotilla, unit })
/** Out of Hull's port, down the coast, into Plymouth's port (0203 → 0205). */
const sailToPlymouth: Action[] = [
  { type: 'moveFlotilla', flotilla: 'convoy', to: '0203' },
  { type: 'moveFlotilla', flotilla: 'convoy', to: '0204' },
  { type: 'moveFlotilla', flotilla: 'convoy', to: '0205' },
  { type: 'moveFlotilla', flotilla: 'convoy', to: '0205', inPort: true },
]
/** Both sides end their Naval and Air Phase: the Offensive Phase, the Western Allies first. */
const toOffensive: Action[] = [{ type: 'endStep' }, { type: 'endStep' }]

function game(change?: Parameters<typeof seaTransportData>[0]): GameState {
  return start(seaTransportScenario(change))
}

/** The Buffalo made British: one power with the Spitfire (4.25). */
const britishBuffalo = (d: ReturnType<typeof seaTransportData>) => {
  d.airUnits.find((u: { id: string }) => u.id === 'buffalo').nation = 'uk'
}

describe('what STPs carry and what it costs (3.22, 3.23)', () => {
  it('APTO T14 [3.23] (derived, air): a Fighter shipped by normal transport costs 2 STPs, a Small Fighter 0, a Bomber cannot be shipped', () => {
    const s = game()
    const ctx = contextOf(s)
    expect(airCargoCost(ctx, s, ['spit-1'])).toBe(2)
    expect(airCargoCost(ctx, s, ['buffalo'])).toBe(0)
    // Through the rules: the convoy's 3 STP points take the Spitfire (2) and the Buffalo (free), never the Wellington.
    const r = play(s, [embark('spit-1'), embark('buffalo')])
    expect(r.state.seaTransport).toEqual({
      cargo: [
        { unit: 'spit-1', flotilla: 'convoy' },
        { unit: 'buffalo', flotilla: 'convoy' },
      ],
    })
    expect(r.events.map((e) => [e.rule, e.text])).toEqual([
      [
        '3.21',
        'Spitfire embarks at Hull aboard the STPs Transports A and Transports B: a fighter-type, 2 STPs; the air units aboard now need 2 of 3 STP points (3.23). Normal transport only: no Amphibious Assault (3.21).',
      ],
      [
        '3.21',
        'Buffalo embarks at Hull aboard the STPs Transports A and Transports B: a Small Fighter ("o"), free; the air units aboard now need 2 of 3 STP points (3.23). Normal transport only: no Amphibious Assault (3.21).',
      ],
    ])
    expect(refused(r.state, embark('wellington-1'))).toEqual({
      rule: '3.23',
      message: 'Wellington is a Bomber: a Bomber can never be shipped (3.23).',
    })
    expect(checkInvariants(r.state)).toEqual([])
  })

  it('an STP chit with a back is 2 points (1 once hit), a blank-backed one 1 point; two single-step fighter-types go together as one full unit', () => {
    const s = game((d) => {
      d.airUnits.push({
        id: 'hurri-1',
        name: 'Hurricane',
        nation: 'uk',
        type: 'F',
        front: '3-3/2',
        back: '1-3/2',
        face: 'back',
        base: 'hull',
      })
      d.airUnits.push({
        id: 'hurri-2',
        name: 'Hurricane',
        nation: 'uk',
        type: 'F',
        front: '3-3/2',
        back: '1-3/2',
        face: 'back',
        base: 'plymouth',
      })
      d.airUnits.push({
        id: 'gladiator',
        name: 'Gladiator',
        nation: 'uk',
        type: 'F',
        front: '1-2/1',
        back: null,
        base: 'plymouth',
      })
    })
    const ctx = contextOf(s)
    expect([
      stpPoints(ctx, s, 'stp-a'),
      stpPoints(ctx, s, 'stp-b'),
      flotillaPoints(ctx, s, 'convoy'),
    ]).toEqual([2, 1, 3])
    expect(airCargoCost(ctx, s, ['hurri-1'])).toBe(2) // a lone half-step unit as a full one
    expect(airCargoCost(ctx, s, ['hurri-1', 'hurri-2'])).toBe(2) // two together as one
    expect(airCargoCost(ctx, s, ['hurri-1', 'hurri-2', 'gladiator'])).toBe(4) // a blank-backed chit is single-step too
    expect(airCargoCost(ctx, s, ['spit-1', 'hurri-1', 'buffalo'])).toBe(4)
    const hit = act(s, { type: 'navalCombat', ship: 'stp-a', result: 'damaged' }).state
    expect([stpPoints(ctx, hit, 'stp-a'), flotillaPoints(ctx, hit, 'convoy')]).toEqual([1, 2])
  })
})

describe('embarking in the Naval and Air Phase (3.21, 3.24)', () => {
  it('the plan lists each fighter-type of the port hex that fits aboard the docked STPs', () => {
    const s = game()
    expect(legalActions(s).filter((a) => a.type === 'embarkStp')).toEqual([
      { type: 'embarkStp', side: 'allies', flotilla: 'convoy', unit: 'spit-1' },
      { type: 'embarkStp', side: 'allies', flotilla: 'convoy', unit: 'buffalo' },
    ])
    // With the Spitfire aboard (2 of 3 points), a second full fighter-type no longer fits: only the free Small Fighter.
    const r = act(s, embark('spit-1'))
    expect(legalActions(r.state).filter((a) => a.type === 'embarkStp')).toEqual([
      { type: 'embarkStp', side: 'allies', flotilla: 'convoy', unit: 'buffalo' },
    ])
    expect(r.state.stacks.hull).toEqual(['wellington-1', 'buffalo'])
    expect(r.state.units['spit-1'].base).toBe('hull') // its assigned base while aboard: where it embarked
  })

  it('refusals, each with its rule and a sentence', () => {
    const s = game((d) => {
      d.airUnits.push({
        id: 'p40',
        name: 'P-40',
        nation: 'us',
        type: 'FB',
        front: '3-4/2',
        back: '1-4/2',
        base: 'hull',
      })
      d.navalUnits.push({
        id: 'cl-dd',
        name: 'Boise and Edsall',
        nation: 'us',
        type: 'CL',
        front: { armor: 3, gunnery: 2 },
        back: null,
        hex: '0203',
        inPort: true,
      })
      d.airUnits.push({
        id: 'b17',
        name: 'B-17',
        nation: 'us',
        type: 'B',
        front: '_6_-18',
        back: '_3_-18',
        base: 'hull',
      })
    })
    expect(refused(s, embark('spit-1', 'cl-dd'))).toEqual({
      rule: '3.21',
      message:
        'Flotilla cl-dd has no STP afloat: only STPs carry air units; a CL/DD pair never does (3.21, 3.27).',
    })
    expect(refused(s, embark('spit-2'))).toEqual({
      rule: '3.21',
      message:
        'Spitfire is not on the ground at a base of 0203, where the STPs Transports A and Transports B are docked: it embarks only in that port (3.21).',
    })
    expect(refused(s, embark('me109-1'))).toEqual({
      rule: '3.21',
      message: 'Me-109 is not an air unit of Western Allies.',
    })
    expect(refused(s, embark('spit-1', 'no-such'))).toEqual({
      rule: '3.21',
      message: '"no-such" is not a flotilla of Western Allies.',
    })
    const one = act(s, embark('spit-1')).state
    expect(refused(one, embark('p40'))).toEqual({
      rule: '3.23',
      message:
        'The STPs Transports A and Transports B have 3 STP points and the air units aboard need 2: P-40 needs 2 more (a fighter-type costs 2 STPs, a Small Fighter none, 3.23).',
    })
    expect(refused(one, embark('spit-1'))).toEqual({
      rule: '3.21',
      message: 'Spitfire is aboard the STPs Transports A and Transports B already.',
    })
    // At sea: no embarking; nor outside the Naval and Air Phase.
    const atSea = act(s, sailToPlymouth[0]).state
    expect(refused(atSea, embark('p40'))).toEqual({
      rule: '3.21',
      message:
        'The STPs Transports A and Transports B are at sea at 0203: air units embark and debark only while the STPs are docked in a functioning friendly port (3.21, 3.24).',
    })
    const offensive = play(s, [
      ...toOffensive,
      { type: 'declareOffensive', offensive: 'air', nations: ['uk'] },
    ]).state
    expect(pendingOf(offensive, 'plan')).toBeTruthy()
    expect(refused(offensive, embark('spit-1'))).toEqual({
      rule: '3.21',
      message: 'Air units embark on STPs only in the Naval and Air Phase, while the ships move (3.21).',
    })
  })

  it('a destroyed port takes no air unit aboard; an AETO game plays no naval transport of air units', () => {
    const bombed = game()
    const d: GameState = { ...bombed, installations: { 'hull:1': { destroyed: true } } }
    expect(refused(d, embark('spit-1')).message).toBe(
      'The STPs Transports A and Transports B are not docked in a functioning friendly port at 0203 (3.21, 3.24).',
    )
    const aeto = game((x) => {
      x.variant = 'aeto'
      delete x.airUnits.find((u: { id: string }) => u.id === 'buffalo').small
    })
    expect(legalActions(aeto).some((a) => a.type === 'embarkStp')).toBe(false)
    expect(refused(aeto, embark('spit-1'))).toEqual({
      rule: '3.21',
      message:
        'This game plays no naval transport of air units: in AETO it belongs to Part 3, outside Sortie (3.21).',
    })
  })

  it('the STPs that moved into the port this Phase pay half their printed movement to embark: the log says so (3.24)', () => {
    const s = game((d) => {
      for (const n of d.navalUnits) if (n.type === 'STP') Object.assign(n, { hex: '0204', inPort: false })
    })
    const r = play(s, [
      { type: 'moveFlotilla', flotilla: 'convoy', to: '0203', inPort: true },
      embark('spit-1'),
    ])
    expect(r.events.at(-1)!.text).toContain(
      'The STPs moved into the port this Phase: embarking costs them half their printed movement, which the players count (3.24).',
    )
  })
})

describe('debarking (3.24; E8)', () => {
  it('in the Offensive Phase an Air Offensive debarks the Spitfire at Plymouth: Currently Committed, in any weather; the option passes to the Axis', () => {
    const s = game((d) => {
      britishBuffalo(d)
      d.weather.zones[0].condition = 'grounded' // no Change Base would be possible: debarking is none (3.24; E8)
    })
    const at = play(s, [embark('spit-1'), embark('buffalo'), ...sailToPlymouth, ...toOffensive]).state
    const p = pendingOf(at, 'offensive')
    expect(p.debark).toEqual([
      {
        flotilla: 'convoy',
        hex: '0205',
        units: ['spit-1', 'buffalo'],
        to: [{ base: 'plymouth', units: ['spit-1', 'buffalo'] }],
        all: 'plymouth',
      },
    ])
    expect(legalActions(at).filter((a) => a.type === 'debarkStp')).toEqual([
      { type: 'debarkStp', side: 'allies', flotilla: 'convoy' },
      { type: 'debarkStp', side: 'allies', flotilla: 'convoy', units: ['spit-1'], to: 'plymouth' },
      { type: 'debarkStp', side: 'allies', flotilla: 'convoy', units: ['buffalo'], to: 'plymouth' },
    ])
    const r = act(at, { type: 'debarkStp', flotilla: 'convoy', units: ['spit-1'] })
    expect(r.events.map((e) => [e.rule, e.text])).toEqual([
      [
        '3.24',
        'Western Allies spends an Air Offensive: Spitfire debarks from the STPs Transports A and Transports B at Plymouth (0205), Currently Committed. The weather does not matter: this is no Change Base (3.24).',
      ],
    ])
    const u = r.state.units['spit-1']
    expect([u.base, u.lastBase, u.commitment, u.clearsAt]).toEqual([
      'plymouth',
      'plymouth',
      'current',
      'endOfPhase',
    ])
    expect(r.state.stacks.plymouth).toEqual(['spit-1'])
    expect(r.state.offensivePhase).toMatchObject({ turn: 'axis', used: { allies: 1 }, current: null })
    expect(r.state.seaTransport).toEqual({ cargo: [{ unit: 'buffalo', flotilla: 'convoy' }] })
    expect(checkInvariants(r.state)).toEqual([])
  })

  it('debark capacity: a full port hex takes no one; "to" must be a base of the hex with room; one power per Air Offensive (4.25); no Offensive left, no debarking', () => {
    const full = (d: ReturnType<typeof seaTransportData>) => {
      d.airUnits.push({
        id: 'hurri-1',
        name: 'Hurricane',
        nation: 'uk',
        type: 'F',
        front: '3-3/2',
        back: '1-3/2',
        base: 'plymouth',
      })
      d.airUnits.push({
        id: 'hurri-2',
        name: 'Hurricane',
        nation: 'uk',
        type: 'F',
        front: '3-3/2',
        back: '1-3/2',
        base: 'plymouth',
      })
    }
    const at = play(game(full), [embark('spit-1'), ...sailToPlymouth, ...toOffensive]).state
    expect(pendingOf(at, 'offensive').debark).toBeUndefined()
    expect(refused(at, { type: 'debarkStp', flotilla: 'convoy' })).toEqual({
      rule: '3.24',
      message:
        'No base of 0205 has room for Spitfire: an air unit debarks only where the port hex has the air capacity for it (3.24).',
    })
    expect(refused(at, { type: 'debarkStp', flotilla: 'convoy', to: 'plymouth' })).toEqual({
      rule: '3.24',
      message:
        'Plymouth has no room for Spitfire: an air unit debarks only where the port hex has the air capacity for it (3.24).',
    })
    expect(refused(at, { type: 'debarkStp', flotilla: 'convoy', to: 'hull' })).toEqual({
      rule: '3.24',
      message: '"hull" is not a friendly base of 0205: air units debark into the hex of their STPs (3.24).',
    })
    const two = play(game(), [embark('spit-1'), embark('buffalo'), ...sailToPlymouth, ...toOffensive]).state
    expect(pendingOf(two, 'offensive').debark?.[0].all).toBeUndefined() // a British and an American unit: one power each
    expect(refused(two, { type: 'debarkStp', flotilla: 'convoy' })).toEqual({
      rule: '4.25',
      message:
        "Spitfire and Buffalo are of 2 nations: an Air Offensive is one power's, so one Air Offensive debarks one nation's units (3.24, 4.25).",
    })
    const spent = play(
      game((d) => (d.context = { offensives: { allies: 1, axis: 1 } })),
      [
        embark('spit-1'),
        ...sailToPlymouth,
        ...toOffensive,
        { type: 'declareOffensive', offensive: 'air', nations: ['uk'] },
        { type: 'endStep' },
        { type: 'passOffensive' },
      ],
    ).state
    expect(pendingOf(spent, 'offensive')).toMatchObject({ side: 'allies', left: 0 })
    expect(pendingOf(spent, 'offensive').debark).toBeUndefined()
    expect(refused(spent, { type: 'debarkStp', flotilla: 'convoy' })).toEqual({
      rule: '3.24',
      message:
        'Western Allies has no Offensive left this turn (the Offensive Track): debarking air units from STPs costs an Air Offensive (3.24).',
    })
  })

  it('at sea, or in the Naval and Air Phase, no debarking', () => {
    const s = play(game(), [embark('spit-1'), sailToPlymouth[0], ...toOffensive]).state
    expect(pendingOf(s, 'offensive').debark).toBeUndefined()
    expect(refused(s, { type: 'debarkStp', flotilla: 'convoy' }).message).toBe(
      'The STPs Transports A and Transports B are at sea at 0203: air units embark and debark only while the STPs are docked in a functioning friendly port (3.21, 3.24).',
    )
    expect(
      refused(play(game(), [embark('spit-1')]).state, { type: 'debarkStp', flotilla: 'convoy' }).message,
    ).toBe(
      '"debarkStp" is not possible now: Western Allies must decide — Launch a mission from one of your bases, or end the Air Movement Step.',
    )
  })

  it('the Movement Phase puts air units aboard docked STPs ashore where there is room, uncommitted (3.24; a default)', () => {
    const s = play(game(britishBuffalo), [
      embark('spit-1'),
      embark('buffalo'),
      ...sailToPlymouth,
      ...toOffensive,
      { type: 'passOffensive' },
      { type: 'passOffensive' },
    ])
    expect(s.state.turn.phase).toBe('end')
    expect(s.state.seaTransport).toBeUndefined()
    expect(s.state.stacks.plymouth).toEqual(['spit-1', 'buffalo'])
    expect([s.state.units['spit-1'].commitment, s.state.units.buffalo.commitment]).toEqual(['none', 'none'])
    expect(s.events.find((e) => e.type === 'debarkStp')?.text).toBe(
      'Movement Phase, Land Movement Step: Spitfire at Plymouth, Buffalo at Plymouth debark from the STPs Transports A and Transports B (0205) (3.24; not a rule: default used — Sortie debarks every air unit the port hex has room for, as one left aboard a docked STP is put ashore in the End Phase anyway).',
    )
  })

  it('the End Phase forces ashore what is still aboard docked STPs, over-stacked if need be, Previously Committed (3.24 NOTE)', () => {
    // Plymouth full: the Movement Phase debarks nothing, the End Phase puts the Spitfire ashore over-stacked.
    const full = (d: ReturnType<typeof seaTransportData>) => {
      d.airUnits.push({
        id: 'hurri-1',
        name: 'Hurricane',
        nation: 'uk',
        type: 'F',
        front: '3-3/2',
        back: '1-3/2',
        base: 'plymouth',
      })
      d.airUnits.push({
        id: 'hurri-2',
        name: 'Hurricane',
        nation: 'uk',
        type: 'F',
        front: '3-3/2',
        back: '1-3/2',
        base: 'plymouth',
      })
    }
    const r = play(game(full), [
      embark('spit-1'),
      ...sailToPlymouth,
      ...toOffensive,
      { type: 'passOffensive' },
      { type: 'passOffensive' },
    ])
    expect(r.state.turn.phase).toBe('end')
    expect(r.state.seaTransport).toBeUndefined()
    expect(r.state.stacks.plymouth).toEqual(['hurri-1', 'hurri-2', 'spit-1'])
    expect([r.state.units['spit-1'].commitment, r.state.units['spit-1'].base]).toEqual([
      'previous',
      'plymouth',
    ])
    expect(r.events.filter((e) => e.type === 'debarkStp').map((e) => e.text)).toEqual([
      'End Phase: nothing stays aboard a docked STP beyond the Movement Phase — Spitfire at Plymouth is put ashore from the STPs Transports A and Transports B (0205) and may not move again this turn: Previously Committed (3.24); Spitfire is over-stacked there (4.8).',
    ])
    expect(checkInvariants(r.state)).toEqual([])
    // Loaded STPs at sea stay loaded through the End Phase into the next month (3.22).
    const atSea = play(game(), [
      embark('spit-1'),
      sailToPlymouth[0],
      ...toOffensive,
      { type: 'passOffensive' },
      { type: 'passOffensive' },
    ]).state
    expect(atSea.turn.phase).toBe('end')
    expect(atSea.seaTransport).toEqual({ cargo: [{ unit: 'spit-1', flotilla: 'convoy' }] })
    // Docking during the End Phase puts the cargo ashore at once.
    const docked = play(atSea, [{ type: 'moveFlotilla', flotilla: 'convoy', to: '0203', inPort: true }])
    expect(docked.state.seaTransport).toBeUndefined()
    expect(docked.state.stacks.hull).toEqual(['wellington-1', 'buffalo', 'spit-1'])
    expect(docked.state.units['spit-1'].commitment).toBe('previous')
  })
})

describe('STPs sunk with air units aboard (3.18)', () => {
  /** A second 2-point STP chit: 5 points carrying two fighter-types (4) and the Small Fighter. */
  const twoFighters = (d: ReturnType<typeof seaTransportData>) => {
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
  }
  const loaded = () => play(game(twoFighters), [embark('spit-1'), embark('p40'), embark('buffalo')]).state

  it('cargo is lost only when the STPs left cannot carry it: losing the 1-point chit leaves 4, enough for both fighters', () => {
    const r = act(loaded(), { type: 'navalCombat', ship: 'stp-b', result: 'sunk' })
    expect(r.state.pending.kind).toBe('plan')
    expect(r.state.seaTransport?.cargo.map((c) => c.unit)).toEqual(['spit-1', 'p40', 'buffalo'])
  })

  it('APTO T13 [3.18] (air cargo): when they cannot, the owner chooses what is lost (D-STP-CARGOLOSS), just enough for the rest to fit', () => {
    const s = act(loaded(), { type: 'navalCombat', ship: 'stp-c', result: 'sunk' }).state // 3 points left, 4 needed
    const p = pendingOf(s, 'seaCargoLoss')
    expect(p).toMatchObject({
      side: 'allies',
      flotilla: 'convoy',
      points: 3,
      need: 4,
      rule: '3.18',
      loc: '0203',
      choices: [['spit-1'], ['p40']],
    })
    expect(p.cargo).toEqual([
      { id: 'spit-1', cost: 2 },
      { id: 'p40', cost: 2 },
      { id: 'buffalo', cost: 0 },
    ])
    expect(legalActions(s)).toEqual([
      { type: 'loseCargo', side: 'allies', units: ['spit-1'] },
      { type: 'loseCargo', side: 'allies', units: ['p40'] },
    ])
    expect(refused(s, { type: 'loseCargo', units: ['spit-1', 'p40'] })).toEqual({
      rule: '3.18',
      message: 'Spitfire fits aboard with the rest: eliminate only enough cargo for the rest to fit (3.18).',
    })
    expect(refused(s, { type: 'loseCargo', units: ['buffalo'] })).toEqual({
      rule: '3.18',
      message: 'The air units left aboard would still need 4 of 3 STP points: eliminate more (3.18).',
    })
    expect(refused(s, { type: 'loseCargo', units: ['wellington-1'] })).toEqual({
      rule: '3.18',
      message: 'Wellington is not aboard the STPs Transports A and Transports B.',
    })
    // The bot gives up the weaker: the P-40 (strength 3) rather than the Spitfire (4).
    expect(botDecision(s).action).toEqual({ type: 'loseCargo', side: 'allies', units: ['p40'] })
    const r = act(s, { type: 'loseCargo', units: ['p40'] })
    expect(r.state.units.p40.eliminated).toBe(true)
    expect(r.state.seaTransport?.cargo.map((c) => c.unit)).toEqual(['spit-1', 'buffalo'])
    expect(r.events.map((e) => e.text)).toEqual([
      'Western Allies loses P-40 with the STPs sunk: the STPs Transports A and Transports B left carry the rest, 2 of 3 STP points (3.18).',
    ])
    expect(checkInvariants(r.state)).toEqual([])
  })

  it('with no choice the loss is made at once: one fighter-type aboard a hit 2-point chit; every unit when the last STP sinks', () => {
    const one = play(
      game((d) => (d.navalUnits = d.navalUnits.filter((n: { id: string }) => n.id !== 'stp-b'))),
      [embark('spit-1'), embark('buffalo')],
    ).state
    const hit = act(one, { type: 'navalCombat', ship: 'stp-a', result: 'damaged' }) // 2 points → 1: the Spitfire no longer fits
    expect(hit.state.pending.kind).toBe('plan')
    expect(hit.state.units['spit-1'].eliminated).toBe(true)
    expect(hit.events.at(-1)!.text).toBe(
      'The STPs Transports A left have 1 STP point, the air units aboard needed 2: Spitfire is lost with the STPs sunk, the only way the rest fits (3.18).',
    )
    const sunk = act(hit.state, { type: 'navalCombat', ship: 'stp-a', result: 'sunk' })
    expect(sunk.state.units.buffalo.eliminated).toBe(true)
    expect(sunk.state.seaTransport).toBeUndefined()
    expect(sunk.events.at(-1)).toMatchObject({
      rule: '3.18',
      text: 'Buffalo goes down with the last of the STPs Transports A: the cargo of a sunk STP is lost (3.18).',
    })
    expect(checkInvariants(sunk.state)).toEqual([])
  })
})

describe('scenarios and positions with air units aboard (APTO 3.21)', () => {
  it('a scenario may start a fighter-type aboard a flotilla with STPs, within its points; the checks name the field', () => {
    const ok = game((d) => (d.airUnits.find((u: { id: string }) => u.id === 'spit-1').aboard = 'convoy'))
    expect(ok.seaTransport).toEqual({ cargo: [{ unit: 'spit-1', flotilla: 'convoy' }] })
    expect(ok.stacks.hull).toEqual(['wellington-1', 'buffalo'])
    expect(checkInvariants(ok)).toEqual([])
    const errors = (change: (d: ReturnType<typeof seaTransportData>) => void) => {
      const r = parseScenario(seaTransportData(change))
      return r.ok ? [] : r.errors
    }
    expect(errors((d) => (d.airUnits[1].aboard = 'convoy'))).toEqual([
      { path: 'airUnits[1].aboard', message: 'a Bomber can never be shipped (3.23)' },
    ])
    expect(errors((d) => (d.airUnits[0].aboard = 'de-z10'))).toEqual([
      { path: 'airUnits[0].aboard', message: 'flotilla "de-z10" is not of this unit\'s side "allies"' },
    ])
    expect(errors((d) => (d.airUnits[0].aboard = 'uk-furious'))).toEqual([
      {
        path: 'airUnits[0].aboard',
        message:
          'flotilla "uk-furious" has no STP: only STPs carry air units, never a CL/DD pair (3.21, 3.27)',
      },
    ])
    expect(
      errors((d) => {
        d.airUnits[0].aboard = 'convoy'
        d.airUnits[2].aboard = 'convoy'
      }),
    ).toEqual([
      {
        path: 'airUnits[2].aboard',
        message:
          'flotilla "convoy" has 3 STP points; with this unit its air units aboard need 4 (a fighter-type 2, a Small Fighter none, two single-step units together 2; 3.23)',
      },
    ])
  })

  it('"new scenario from this position" keeps the air units aboard their flotilla, and one debarked ashore', () => {
    const s = play(game(), [embark('spit-1'), ...sailToPlymouth.slice(0, 2)]).state
    const out = scenarioFromPosition(s)
    const units = out.scenario.airUnits as { id: string; base: string; aboard?: string }[]
    expect(units.find((u) => u.id === 'spit-1')).toMatchObject({ base: 'hull', aboard: 'convoy' })
    const again = parseScenario(out.scenario)
    if (!again.ok) throw new Error(JSON.stringify(again.errors))
    expect(start(again.scenario).seaTransport).toEqual({ cargo: [{ unit: 'spit-1', flotilla: 'convoy' }] })
    const landed = scenarioFromPosition(
      play(s, [...sailToPlymouth.slice(2), ...toOffensive, { type: 'debarkStp', flotilla: 'convoy' }]).state,
    )
    expect(
      (landed.scenario.airUnits as { id: string; base: string; aboard?: string }[]).find(
        (u) => u.id === 'spit-1',
      ),
    ).toEqual(expect.not.objectContaining({ aboard: expect.anything() }))
  })
})
