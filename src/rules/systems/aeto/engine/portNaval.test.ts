// Carriers in port (4.5; spec §4.4, D-BASE-PORTNAVAL). "Whenever an undamaged aircraft carrier (or
// multiple aircraft carriers) enters a friendly port …, that port's air capacity is then artificially
// doubled … any air units based there beyond the normal air capacity must be Naval-Air units …
// Under no circumstances, however, may any port's airbase capacity be over-stacked if presently
// basing any Naval-Air units beyond the port's normal air capacity. … If - for whatever reason - a
// port subsequently harbors no undamaged aircraft carriers, all of the Naval-Air units (that are
// based at that port beyond the port's normal air capacity) are immediately considered over-stacked."
import { describe, expect, it } from 'vitest'
import { arkRoyalScenario, type ScenarioData } from '../scenario/fixtures'
import { parseScenario } from '../scenario/validate'
import type { Action, GameState } from '../types'
import { act, eventsOf, passWindows, pendingOf, play, refused, start } from '../testing/play'
import { readBuiltIn } from '../../../../scenarios/files'
import { legalActions } from './legal'
import {
  artificialPlaces,
  carrierLoad,
  dockedCarriers,
  hasRoom,
  isOverStacked,
  mayOverStack,
  operationalSet,
} from '../bases'
import { capacityNow } from '../installations'
import { contextOf } from '../context'
import { tx } from './core'
import { beginDraft, mutUnit } from './draft'
import { returnBases } from './step'
import { rebaseDestinations } from './forcedRebase'
import { checkInvariants } from '../properties/invariants'
import { stateSeenBy } from '../viewState'
import { emptyNaval } from '../naval/ships'
import { raidWorth } from '../bot/bombing'

/**
 * T-04's Ark Royal (capacity 4) docked at Hull (0203: small airbase 1 + Minor Port 1 = capacity 2,
 * full with spit-1 and wellington-1), with its 3-point Swordfish and a 1-point Skua aboard (load 4);
 * HMS Furious (capacity 2) with its 2-point Swordfish at sea in 0401. `change` edits the data.
 */
function portData(change: (d: ScenarioData) => void = () => {}): ScenarioData {
  const d = arkRoyalScenario()
  d.airUnits.push({
    id: 'skua',
    name: 'Skua',
    nation: 'uk',
    type: 'N',
    front: '1-4/1',
    back: null,
    base: 'ark-air',
  })
  change(d)
  return d
}

function game(d: ScenarioData = portData()): GameState {
  const sc = parseScenario(d)
  if (!sc.ok) throw new Error(JSON.stringify(sc.errors))
  return start(sc.scenario)
}

const ashore = (unit: string, carrier = 'ark-air'): Action => ({
  type: 'portNaval',
  carrier,
  unit,
  ashore: true,
})
/** Ark Royal damaged (capacity 2): only the Skua (1 point) aboard, without the 3-point Swordfish. */
const damagedArk = (d: ScenarioData) => {
  d.navalUnits[2].face = 'back'
  d.airUnits = d.airUnits.filter((u: { id: string }) => u.id !== 'swordfish-ark')
}
const aboard = (unit: string, carrier = 'ark-air'): Action => ({
  type: 'portNaval',
  carrier,
  unit,
  ashore: false,
})

describe('capacity of a port with a carrier docked (4.5)', () => {
  it('one undamaged carrier docked doubles the port base: Hull 2 normal + 2 artificial places; no other base has any', () => {
    const s = game()
    const ctx = contextOf(s)
    expect(capacityNow(ctx, s, 'hull')).toBe(2)
    expect(dockedCarriers(ctx, s, 'hull')).toEqual(['ark-air'])
    expect(artificialPlaces(ctx, s, 'hull')).toBe(2)
    expect(artificialPlaces(ctx, s, 'lympne')).toBe(0)
    const atSea = game(portData((d) => (d.navalUnits[2].inPort = false)))
    expect(artificialPlaces(contextOf(atSea), atSea, 'hull')).toBe(0) // at sea in the same hex: not docked
  })

  it('two carriers docked: still double (Hull 2 + 2, not 2 + 4)', () => {
    const s = game(portData((d) => Object.assign(d.navalUnits[0], { hex: '0203', inPort: true })))
    const ctx = contextOf(s)
    expect(dockedCarriers(ctx, s, 'hull')).toEqual(['furious-air', 'ark-air'])
    expect(artificialPlaces(ctx, s, 'hull')).toBe(2)
    // Both Swordfish ashore fill the doubled Hull (4 chits); the Skua then stays aboard.
    const r = play(s, [ashore('swordfish-ark'), ashore('swordfish-1', 'furious-air')])
    expect(r.state.stacks.hull).toEqual(['spit-1', 'wellington-1', 'swordfish-ark', 'swordfish-1'])
    expect(hasRoom(ctx, r.state, 'hull', ['skua'])).toBe(false)
    expect(refused(r.state, ashore('skua')).message).toBe(
      'Hull is full: its 2 normal places and 2 artificial places for Naval-Air units are taken. The Naval-Air units of an arriving carrier stay aboard until places free up (4.5).',
    )
  })

  it('a damaged carrier, or a destroyed port, doubles nothing', () => {
    const damaged = game(portData(damagedArk))
    expect(artificialPlaces(contextOf(damaged), damaged, 'hull')).toBe(0)
    const s = game()
    const t = tx(beginDraft(s))
    t.s.installations = { 'hull:1': { destroyed: true } }
    expect(artificialPlaces(t.ctx, t.s, 'hull')).toBe(0)
  })

  it("the artificial places take only Naval-Air units (any side's N, even of a carrier not in this port); the port is then never over-stacked", () => {
    const r = act(game(), ashore('swordfish-ark'))
    const ctx = contextOf(r.state)
    expect(r.state.units['swordfish-ark'].base).toBe('hull')
    expect(r.state.stacks.hull).toEqual(['spit-1', 'wellington-1', 'swordfish-ark'])
    expect(isOverStacked(ctx, r.state, 'hull')).toBe(false)
    expect([...operationalSet(ctx, r.state, 'hull')]).toEqual(['spit-1', 'wellington-1', 'swordfish-ark'])
    expect(hasRoom(ctx, r.state, 'hull', ['spit-2'])).toBe(false) // a Fighter: no normal place left
    expect(hasRoom(ctx, r.state, 'hull', ['swordfish-1'])).toBe(true) // Furious's Swordfish, Furious at sea: an artificial place
    // Never over-stacked while it uses them: no Forced Rebase or carrier-loss landing over-stacks it (4.5, 4.7, 4.8).
    expect(mayOverStack(ctx, r.state, 'hull')).toBe(false)
    expect(mayOverStack(ctx, game(), 'hull')).toBe(true) // full but not using them: up to twice its capacity (4.8)
    const t = tx(beginDraft(r.state))
    expect(rebaseDestinations(t, 'spit-2', 'lympne').map((d) => d.base)).toEqual([])
    expect(checkInvariants(r.state)).toEqual([])
  })
})

describe('D-BASE-PORTNAVAL: ashore and aboard (4.4, 4.5), secret', () => {
  it('the plan lists each Naval-Air unit of the docked carrier that may go ashore, and the owner only', () => {
    const s = game()
    expect(legalActions(s).filter((a) => a.type === 'portNaval')).toEqual([
      { type: 'portNaval', side: 'allies', carrier: 'ark-air', unit: 'swordfish-ark', ashore: true },
      { type: 'portNaval', side: 'allies', carrier: 'ark-air', unit: 'skua', ashore: true },
    ])
    const r = act(s, ashore('swordfish-ark'))
    expect(legalActions(r.state).filter((a) => a.type === 'portNaval')).toEqual([
      { type: 'portNaval', side: 'allies', carrier: 'ark-air', unit: 'skua', ashore: true },
      { type: 'portNaval', side: 'allies', carrier: 'ark-air', unit: 'swordfish-ark', ashore: false },
    ])
  })

  it('going ashore and back aboard: the event is private to the owner, with 4.5', () => {
    const r = act(game(), ashore('swordfish-ark'))
    expect(r.events.map((e) => [e.type, e.rule, e.privateTo, e.text])).toEqual([
      [
        'portNaval',
        '4.5',
        'allies',
        'Swordfish goes ashore from Ark Royal at Hull: based there, it operates normally (4.5). Secret: the other side is not told.',
      ],
    ])
    expect(carrierLoad(contextOf(r.state), r.state, 'ark-air')).toBe(1)
    const back = act(r.state, aboard('swordfish-ark'))
    expect(back.state.units['swordfish-ark'].base).toBe('ark-air')
    expect(back.state.stacks.hull).toEqual(['spit-1', 'wellington-1'])
    expect(back.events.map((e) => [e.privateTo, e.text])).toEqual([
      [
        'allies',
        'Swordfish goes back aboard Ark Royal from Hull (4.4, 4.5). Secret: the other side is not told.',
      ],
    ])
  })

  it('the other side’s projection, which the bot decides from, is the same ashore or aboard: all three Naval-Air units at Hull, the raid on Hull worth the same (4.5)', () => {
    const aboardAll = game()
    const oneAshore = act(aboardAll, ashore('swordfish-ark')).state
    // The Axis has located the Ark Royal (4.10): its airbase is seen, docked at Hull.
    const locate = (s: GameState): GameState => ({
      ...s,
      naval: { ...emptyNaval(), located: { axis: ['ark'] } },
    })
    const seen = [aboardAll, oneAshore].map((s) => stateSeenBy(locate(s), 'axis'))
    for (const v of seen) {
      expect(v.stacks.hull).toEqual(['spit-1', 'wellington-1', 'skua', 'swordfish-ark'])
      expect(v.stacks['ark-air']).toEqual([])
      expect(v.units.skua.base).toBe('hull')
      expect(v.units['swordfish-ark'].base).toBe('hull')
    }
    const odds = { destroyed: 0.5, collateral: [0, 0.1] }
    expect(raidWorth(seen[0], odds, 'hull', 'axis')).toBe(raidWorth(seen[1], odds, 'hull', 'axis'))
    // The owner's own projection keeps the truth.
    expect(stateSeenBy(oneAshore, 'allies').stacks['ark-air']).toEqual(['skua'])
  })

  it('refusals, each with its rule and sentence', () => {
    const s = game()
    const no = (st: GameState, a: Action) => {
      const v = refused(st, a)
      return [v.rule, v.message]
    }
    expect(no(s, ashore('swordfish-1', 'furious-air'))).toEqual([
      '4.5',
      'Furious is not docked in port: its Naval-Air units go ashore or aboard only while it is docked in a friendly port (4.5).',
    ])
    expect(no(game(portData(damagedArk)), ashore('skua'))).toEqual([
      '4.5',
      "Ark Royal is damaged: a damaged carrier neither launches nor recovers Naval-Air units, nor embarks them in port (4.4), and only an undamaged carrier doubles the port's capacity (4.5).",
    ])
    expect(no(s, ashore('spit-1'))).toEqual([
      '4.5',
      'Spitfire is not a Naval-Air unit of Ark Royal: only its Naval-Air units go ashore from it (4.5).',
    ])
    expect(no(s, ashore('swordfish-1'))).toEqual([
      '4.5',
      'Swordfish is not a Naval-Air unit of Ark Royal: only its Naval-Air units go ashore from it (4.5).',
    ])
    expect(no(s, aboard('skua'))).toEqual([
      '4.5',
      'Skua is not ashore at Hull, where Ark Royal is docked (4.5).',
    ])
    expect(no(s, { type: 'portNaval', carrier: 'ark-air', unit: 'skua', ashore: 'yes' } as never)).toEqual([
      '4.5',
      'Say "ashore": true to base the unit at the port, false to take it back aboard.',
    ])
    expect(no(s, ashore('me109-1', 'abbeville'))).toEqual([
      '4.5',
      'Abbeville is not a carrier of Western Allies.',
    ])
    // Re-embarking beyond the carrier's capacity: Ark Royal carries the Skua (1) and a ferried Spitfire (1); the 3-point Swordfish needs 3 of the 2 left.
    const full = play(s, [
      ashore('swordfish-ark'),
      { type: 'ferry', carrier: 'ark-air', unit: 'spit-1', embark: true },
    ]).state
    expect(no(full, aboard('swordfish-ark'))).toEqual([
      '4.4',
      "Ark Royal has 4 aircraft capacity points and carries 2: Swordfish needs 3 more — a carrier's capacity is never exceeded (4.4). Deplete or dump a unit aboard to make room.",
    ])
  })

  it('an over-stacked port takes no Naval-Air unit into its artificial places (4.5, 4.8)', () => {
    // Hull holds a third, over-stacked unit (a Hurricane, as after a Forced Rebase).
    const s = game(
      portData((d) =>
        d.airUnits.push({
          id: 'hurri',
          name: 'Hurricane',
          nation: 'uk',
          type: 'F',
          front: '1-4/2',
          back: null,
          base: 'hull',
        }),
      ),
    )
    expect(isOverStacked(contextOf(s), s, 'hull')).toBe(true)
    expect(refused(s, ashore('skua')).message).toBe(
      'Hull is over-stacked: a port may base Naval-Air units beyond its normal capacity only if it is never over-stacked (4.5, 4.8). Skua stays aboard.',
    )
  })
})

describe('the carrier sails, is damaged or sunk (4.5, 4.8)', () => {
  const sail: Action = { type: 'moveFlotilla', flotilla: 'ark', to: '0203', inPort: false }

  it("puts to sea: the Skua aboard goes with it, the Swordfish ashore stays — beyond Hull's normal capacity, over-stacked at once", () => {
    const r = passWindows(play(game(), [ashore('swordfish-ark'), sail]))
    const ctx = contextOf(r.state)
    expect(r.state.stacks['ark-air']).toEqual(['skua'])
    expect(r.state.stacks.hull).toEqual(['spit-1', 'wellington-1', 'swordfish-ark'])
    expect(isOverStacked(ctx, r.state, 'hull')).toBe(true)
    expect(operationalSet(ctx, r.state, 'hull').has('swordfish-ark')).toBe(false)
    // Over-stacked, it is no longer offered for a mission (4.8) — the plan's launch options follow the carrier.
    expect(r.state.pending.kind).toBe('plan')
    const offered =
      r.state.pending.kind === 'plan'
        ? r.state.pending.bases.find((b) => b.base === 'hull')?.units.map((u) => u.id)
        : null
    expect(offered).toEqual(['spit-1', 'wellington-1'])
    expect(
      eventsOf(r.events, 'overStacked').map((e) => [e.rule, e.side, e.units, e.privateTo, e.text]),
    ).toEqual([
      [
        '4.5',
        'allies',
        ['swordfish-ark'],
        undefined,
        'Hull holds no undamaged carrier any more: its capacity is 2 again, and Swordfish beyond it is over-stacked at once (4.5, 4.8).',
      ],
    ])
    expect(checkInvariants(r.state)).toEqual([])
  })

  it('the Naval-Air units beyond normal capacity are the over-stacked ones, whatever order they came in: other units first', () => {
    // Without the Wellington: only the Spitfire at Hull.
    const s = game(portData((x) => x.airUnits.splice(1, 1)))
    // Swordfish ashore takes Hull's second normal place, the Skua an artificial one: Hull [spit, swordfish, skua].
    const r = play(s, [ashore('swordfish-ark'), ashore('skua')])
    expect(r.state.stacks.hull).toEqual(['spit-1', 'swordfish-ark', 'skua'])
    const out = passWindows(act(r.state, sail))
    const ctx = contextOf(out.state)
    expect([...operationalSet(ctx, out.state, 'hull')]).toEqual(['spit-1', 'swordfish-ark'])
    expect(eventsOf(out.events, 'overStacked').map((e) => e.units)).toEqual([['skua']])
  })

  it('a port not using its artificial places says nothing when the carrier leaves', () => {
    const r = passWindows(act(game(), sail))
    expect(eventsOf(r.events, 'overStacked')).toEqual([])
    expect(isOverStacked(contextOf(r.state), r.state, 'hull')).toBe(false)
  })

  it('damaged in port, or sunk: the same at once', () => {
    const damaged = act(act(game(), ashore('swordfish-ark')).state, {
      type: 'navalCombat',
      ship: 'ark',
      result: 'damaged',
    })
    expect(eventsOf(damaged.events, 'overStacked').map((e) => e.units)).toEqual([['swordfish-ark']])
    const sunk = act(act(game(), ashore('swordfish-ark')).state, {
      type: 'navalCombat',
      ship: 'ark',
      result: 'sunk',
    })
    expect(sunk.state.units.skua.eliminated).toBe(true) // aboard: down with it (4.4)
    expect(sunk.state.units['swordfish-ark'].eliminated).toBe(false) // ashore: over-stacked
    expect(eventsOf(sunk.events, 'overStacked').map((e) => e.units)).toEqual([['swordfish-ark']])
  })

  it('docking legalises Naval-Air units over-stacked at the port: offered for missions again at once (4.5, 4.8)', () => {
    // Hull full (Spitfire, Wellington) with the Skua over-stacked beneath them; Ark Royal at sea in the same hex.
    const s = game(
      portData(
        (d) => (
          (d.navalUnits[2].inPort = false),
          (d.airUnits.find((u: { id: string }) => u.id === 'skua').base = 'hull')
        ),
      ),
    )
    expect(isOverStacked(contextOf(s), s, 'hull')).toBe(true)
    const offered = (st: GameState) =>
      st.pending.kind === 'plan'
        ? st.pending.bases.find((b) => b.base === 'hull')?.units.map((u) => u.id)
        : null
    expect(offered(s)).toEqual(['spit-1', 'wellington-1'])
    const r = passWindows(act(s, { type: 'moveFlotilla', flotilla: 'ark', to: '0203', inPort: true }))
    expect(isOverStacked(contextOf(r.state), r.state, 'hull')).toBe(false)
    expect(offered(r.state)).toEqual(['spit-1', 'wellington-1', 'skua'])
  })

  it('entering a port, the Naval-Air units stay aboard until the owner moves them ashore', () => {
    const s = game(portData((d) => (d.navalUnits[2].inPort = false)))
    const r = passWindows(act(s, { type: 'moveFlotilla', flotilla: 'ark', to: '0203', inPort: true }))
    expect(r.state.stacks['ark-air']).toEqual(['swordfish-ark', 'skua'])
    expect(
      legalActions(r.state)
        .filter((a) => a.type === 'portNaval')
        .map((a) => a.type === 'portNaval' && a.unit),
    ).toEqual(['swordfish-ark', 'skua'])
  })
})

describe("APTO D23: a docking carrier's Naval-Air may go ashore at once, and back aboard as it leaves (4.5)", () => {
  const apto = (d: ScenarioData) => ((d.variant = 'apto'), (d.navalUnits[2].inPort = false))

  it('the Ark Royal docks at Hull: its Swordfish goes ashore in the same decision; before it sails again the Swordfish goes back aboard and leaves with it', () => {
    let s = passWindows(
      act(game(portData(apto)), { type: 'moveFlotilla', flotilla: 'ark', to: '0203', inPort: true }),
    ).state
    expect(s.pending.kind).toBe('plan') // the owner's own decision, right after docking
    s = act(s, ashore('swordfish-ark')).state
    expect(s.units['swordfish-ark'].base).toBe('hull')
    expect(artificialPlaces(contextOf(s), s, 'hull')).toBe(2) // Hull's 2 normal places full: the Swordfish takes an artificial one (4.5)
    s = act(s, aboard('swordfish-ark')).state
    const out = passWindows(
      act(s, { type: 'moveFlotilla', flotilla: 'ark', to: '0203', inPort: false }),
    ).state
    expect(out.stacks['ark-air']).toEqual(['skua', 'swordfish-ark'])
    expect(out.stacks.hull).toEqual(['spit-1', 'wellington-1'])
    expect(isOverStacked(contextOf(out), out, 'hull')).toBe(false)
  })
})

describe('APTO D23: a carrier docking or sailing in a reactive naval move (the enemy’s window) (4.5)', () => {
  /**
   * The Axis moves (phasing): its destroyer Z 10 (0502) enters 0402, 2 hexes from Hull, where the
   * Ark Royal is docked with the Skua aboard and its Swordfish ashore at Hull (in an artificial
   * place: Hull's 2 normal places hold spit-1 and wellington-1). `change` edits the data.
   */
  function reactive(variant: 'aeto' | 'apto', change: (d: ScenarioData) => void = () => {}): GameState {
    const s = game(
      portData((d) => {
        d.variant = variant
        d.start.phasingSide = 'axis'
        d.airUnits.find((u: { id: string }) => u.id === 'swordfish-ark').base = 'hull'
        change(d)
      }),
    )
    return act(s, { type: 'moveFlotilla', flotilla: 'de-z10', to: '0402' }).state
  }
  const portNavalIn = (s: GameState) => legalActions(s).filter((a) => a.type === 'portNaval')
  /** The Axis answers the reaction's window, when it has one (it has nothing to do there unless it may reconnoitre). */
  const axisPasses = (s: GameState) =>
    s.pending.kind === 'navalWindow' && s.pending.side === 'axis' ? act(s, { type: 'pass' }).state : s

  for (const variant of ['apto', 'aeto'] as const)
    it(`${variant}: before the Ark Royal sails in its reaction, the Swordfish goes back aboard in the window — secret — and sails with it; Hull is not over-stacked`, () => {
      let s = reactive(variant)
      expect(pendingOf(s, 'navalWindow')).toMatchObject({ side: 'allies', mover: 'axis', loc: '0402' })
      expect(portNavalIn(s)).toEqual([
        { type: 'portNaval', side: 'allies', carrier: 'ark-air', unit: 'skua', ashore: true },
        { type: 'portNaval', side: 'allies', carrier: 'ark-air', unit: 'swordfish-ark', ashore: false },
      ])
      const r = act(s, aboard('swordfish-ark'))
      expect(r.events.map((e) => [e.type, e.rule, e.privateTo, e.text])).toEqual([
        [
          'portNaval',
          '4.5',
          'allies',
          'Swordfish goes back aboard Ark Royal from Hull (4.4, 4.5). Secret: the other side is not told.',
        ],
      ])
      s = r.state
      expect(pendingOf(s, 'navalWindow').side).toBe('allies') // the window stays open: the reaction follows
      s = axisPasses(act(s, { type: 'moveFlotilla', flotilla: 'ark', to: '0203' }).state) // puts to sea
      expect(pendingOf(s, 'navalWindow')).toMatchObject({ side: 'allies', mover: 'axis', loc: '0402' })
      expect(portNavalIn(s)).toEqual([]) // at sea: nothing goes ashore or aboard
      expect(s.stacks['ark-air']).toEqual(['skua', 'swordfish-ark'])
      expect(s.stacks.hull).toEqual(['spit-1', 'wellington-1'])
      expect(isOverStacked(contextOf(s), s, 'hull')).toBe(false)
    })

  for (const variant of ['apto', 'aeto'] as const)
    it(`${variant}: the Ark Royal, at sea in Hull's hex, docks in its reaction; back in the window its Naval-Air goes ashore at once`, () => {
      let s = reactive(variant, (d) => {
        d.navalUnits[2].inPort = false
        d.airUnits.find((u: { id: string }) => u.id === 'swordfish-ark').base = 'ark-air'
      })
      expect(portNavalIn(s)).toEqual([]) // at sea
      const prompt = pendingOf(s, 'navalWindow').prompt
      s = axisPasses(act(s, { type: 'moveFlotilla', flotilla: 'ark', to: '0203', inPort: true }).state)
      expect(s.naval!.window!.docked).toEqual(['ark']) // the window it reacted in keeps it
      expect(pendingOf(s, 'navalWindow')).toMatchObject({
        side: 'allies',
        mover: 'axis',
        loc: '0402',
        prompt,
      }) // a choice added, no text changed
      expect(portNavalIn(s)).toEqual([
        { type: 'portNaval', side: 'allies', carrier: 'ark-air', unit: 'swordfish-ark', ashore: true },
        { type: 'portNaval', side: 'allies', carrier: 'ark-air', unit: 'skua', ashore: true },
      ])
      s = act(s, ashore('swordfish-ark')).state
      expect(s.units['swordfish-ark'].base).toBe('hull')
      expect(artificialPlaces(contextOf(s), s, 'hull')).toBe(2) // Hull's normal places full: an artificial one (4.5)
      expect(pendingOf(act(s, { type: 'pass' }).state, 'plan').side).toBe('axis')
    })

  it('refused for a docked carrier that does not react: the Ark Royal at Hull is 3 hexes from 0503 (only Furious may react)', () => {
    const s0 = game(
      portData((d) => {
        d.variant = 'apto'
        d.start.phasingSide = 'axis'
      }),
    )
    const s = act(s0, { type: 'moveFlotilla', flotilla: 'de-z10', to: '0503' }).state
    expect(pendingOf(s, 'navalWindow').side).toBe('allies')
    expect(portNavalIn(s)).toEqual([])
    expect(refused(s, ashore('swordfish-ark'))).toEqual({
      rule: '4.5',
      message:
        "Ark Royal does not react to this enemy move: in the enemy's window a carrier puts its Naval-Air ashore only as it docks in a reactive move, or takes it back aboard before it sails in one (4.5); otherwise in your own plan.",
    })
    // Anything else wrong is the plan's refusal: Furious is at sea.
    expect(refused(s, ashore('swordfish-1', 'furious-air')).message).toBe(
      'Furious is not docked in port: its Naval-Air units go ashore or aboard only while it is docked in a friendly port (4.5).',
    )
  })

  it('no choice in the window a reaction opens: the side that moved first decides there, and its own carriers do not react', () => {
    let s = reactive('apto')
    s = act(s, { type: 'moveFlotilla', flotilla: 'uk-furious', to: '0402' }).state
    expect(pendingOf(s, 'navalWindow').side).toBe('axis')
    expect(portNavalIn(s)).toEqual([])
  })
})

describe('APTO D23: Kido Butai docks at Tulagi in a reactive move, out of reaction range (Coral Sea, 4.5)', () => {
  /**
   * Task Force 17 closes on Kido Butai (2812) to 2613; in Japan's window Kido Butai reacts: 2712,
   * 2611, then into the port of Tulagi (2610), 3 hexes from 2613 — too far to react again, but
   * its carriers' Naval-Air may still go ashore at once. `bare`: Japan keeps only its carriers'
   * Naval-Air (no other air unit to reconnoitre TF17 with).
   */
  function kidoDocks(bare: boolean): GameState {
    const data = readBuiltIn('coral-sea-1942') as ScenarioData
    if (bare)
      data.airUnits = data.airUnits.filter(
        (u: { nation: string; base: string }) => u.nation !== 'japan' || u.base.endsWith('-air'),
      )
    let s = game(data)
    for (const to of ['2016', '2116', '2215', '2315', '2414', '2514']) {
      s = act(s, { type: 'moveFlotilla', flotilla: 'tf17', to }).state
      while (s.pending.kind === 'navalWindow') s = act(s, { type: 'pass' }).state
    }
    s = act(s, { type: 'moveFlotilla', flotilla: 'tf17', to: '2613' }).state
    for (const [to, inPort] of [
      ['2712', false],
      ['2611', false],
      ['2610', true],
    ] as const) {
      s = act(s, { type: 'moveFlotilla', flotilla: 'kido-butai', to, ...(inPort ? { inPort } : {}) }).state
      while (s.pending.kind === 'navalWindow' && s.pending.side === 'allies')
        s = act(s, { type: 'pass' }).state
    }
    return s
  }

  it('Japan’s window on Task Force 17 comes back with the four Naval-Air units going ashore at Tulagi (3 normal places, 1 taken, + 3 for Naval-Air only)', () => {
    const s = kidoDocks(false)
    const p = pendingOf(s, 'navalWindow')
    expect(p).toMatchObject({ side: 'japan', mover: 'allies', loc: '2613' })
    expect(p.prompt).toBe(
      'An enemy flotilla (4 naval chits) has entered 2613 and halts: reconnoitre it, or let it go on.',
    )
    expect(legalActions(s).some((a) => a.type === 'moveFlotilla')).toBe(false) // 3 hexes off: no reaction any more
    expect(
      legalActions(s)
        .filter((a) => a.type === 'portNaval')
        .map((a) => a.type === 'portNaval' && a.unit),
    ).toEqual(['jp-a6m-1', 'jp-d3a-1', 'jp-a6m-2', 'jp-b5n-1'])
    let t = act(s, ashore('jp-a6m-1', 'shokaku-air')).state
    t = act(t, ashore('jp-d3a-1', 'shokaku-air')).state
    t = act(t, ashore('jp-a6m-2', 'zuikaku-air')).state
    t = act(t, ashore('jp-b5n-1', 'zuikaku-air')).state
    expect(t.stacks.tulagi).toEqual(['jp-h6k-1', 'jp-a6m-1', 'jp-d3a-1', 'jp-a6m-2', 'jp-b5n-1'])
    expect(artificialPlaces(contextOf(t), t, 'tulagi')).toBe(3)
    expect(isOverStacked(contextOf(t), t, 'tulagi')).toBe(false)
    expect(legalActions(t).filter((a) => a.type === 'portNaval').length).toBe(8) // each may go back aboard either carrier
    expect(pendingOf(act(t, { type: 'pass' }).state, 'plan').side).toBe('allies')
  })

  it('with nothing else to do there, Japan still gets the window for its docked carriers — and without them it is skipped as before', () => {
    const s = kidoDocks(true)
    expect(pendingOf(s, 'navalWindow')).toMatchObject({
      side: 'japan',
      prompt:
        'An enemy flotilla (4 naval chits) has entered 2613 and halts: put your docked carrier’s Naval-Air ashore, or let it go on.',
    })
    const none = {
      ...s,
      naval: { ...s.naval!, window: { ...s.naval!.window!, docked: undefined } },
    } as GameState
    expect(legalActions(none).filter((a) => a.type === 'portNaval')).toEqual([])
  })
})

describe('aloft Naval-Air units of a carrier in port (4.4, 4.5)', () => {
  /** Ark Royal docked at Hull with the Swordfish aloft over 0303 (set by hand: it launched before the carrier docked). */
  function aloft(change: (d: ScenarioData) => void = () => {}) {
    const s = game(portData(change))
    const t = tx(beginDraft(s))
    mutUnit(t.s, 'swordfish-ark').aloft = { flight: 'F1', loc: t.ctx.map.parseLoc('0303')! } as never
    return t
  }

  it('never recovered aboard: it lands ashore at the port, in an artificial place', () => {
    const t = aloft()
    expect(returnBases(t, t.s.units['swordfish-ark'])).toEqual(['hull'])
  })

  it('the port full: another base as for a carrier lost (4.4, 4.7; A-31), else nowhere (eliminated)', () => {
    // Hull full: the Skua ashore and Furious's Swordfish docked there too.
    const t = aloft((d) => {
      d.airUnits.find((u: { id: string }) => u.id === 'skua').base = 'hull'
      d.airUnits.push({
        id: 'skua-2',
        name: 'Skua',
        nation: 'uk',
        type: 'N',
        front: '1-4/1',
        back: null,
        base: 'hull',
      })
    })
    expect(hasRoom(t.ctx, t.s, 'hull', ['swordfish-ark'])).toBe(false)
    // Lympne (0101, grass airfield, full with spit-2): not even over-stacked. Nothing else: eliminated.
    expect(returnBases(t, t.s.units['swordfish-ark'])).toEqual([])
    const t2 = aloft((d) => {
      d.airUnits.find((u: { id: string }) => u.id === 'skua').base = 'hull'
      d.airUnits.push({
        id: 'skua-2',
        name: 'Skua',
        nation: 'uk',
        type: 'N',
        front: '1-4/1',
        back: null,
        base: 'hull',
      })
      d.airUnits = d.airUnits.filter((u: { id: string }) => u.id !== 'spit-2')
    })
    expect(returnBases(t2, t2.s.units['swordfish-ark'])).toEqual(['lympne'])
  })

  it('at the end of the Step it lands ashore, logged with 4.5', () => {
    // Ark Royal at sea in Hull's hex launches the Swordfish, docks (same hex: no recovery, 4.4), and the Step ends.
    const s = game(portData((d) => (d.navalUnits[2].inPort = false)))
    let r = passWindows(
      act(s, {
        type: 'launch',
        base: 'ark-air',
        units: ['swordfish-ark'],
        mission: 'fly',
        target: '0303',
        roles: { 'swordfish-ark': 'fighter' },
      }),
    )
    while (r.state.pending.kind === 'move')
      r = passWindows(
        act(r.state, {
          type: 'move',
          flight: (r.state.pending as { flight: string }).flight,
          path: ['0303'],
        }),
      )
    r = passWindows(act(r.state, { type: 'moveFlotilla', flotilla: 'ark', to: '0203', inPort: true }))
    expect(r.state.units['swordfish-ark'].aloft).not.toBeNull()
    r = passWindows(act(r.state, { type: 'endStep' }))
    expect(r.state.units['swordfish-ark'].base).toBe('hull')
    expect(eventsOf(r.events, 'return').map((e) => [e.rule, e.text])).toEqual([
      [
        '4.5',
        'Swordfish returns from 0303 and lands ashore at Hull: HMS Ark Royal is docked in port and recovers no aloft unit (4.4, 4.5).',
      ],
    ])
  })
})

describe('a Change Base to a port doubled by a docked carrier (4.5, 4.8)', () => {
  // Hull full (Spitfire, Wellington), Ark Royal docked: its 2 artificial places take Naval-Air units only.
  it("Furious's Swordfish (at sea) may change base into an artificial place; a Fighter may not", () => {
    const s = game()
    const n = refused(s, {
      type: 'launch',
      base: 'lympne',
      units: ['spit-2'],
      mission: 'changeBase',
      hops: ['hull'],
    })
    expect([n.rule, n.message]).toEqual([
      '4.5',
      'Hull is full for these units: a carrier docked there doubles its capacity, but the places beyond the normal capacity take only Naval-Air units (4.5, 4.8).',
    ])
    const r = act(s, {
      type: 'launch',
      base: 'furious-air',
      units: ['swordfish-1'],
      mission: 'changeBase',
      hops: ['hull'],
      roles: { 'swordfish-1': 'fighter' },
    })
    expect(r.state.missions[Object.keys(r.state.missions)[0]].kind).toBe('changeBase')
  })
})
