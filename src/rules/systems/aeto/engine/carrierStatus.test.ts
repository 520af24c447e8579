// The carriers' Standby or Active status (4.25; Part 3, APTO [3.4], [3.12]): entered by their side
// as an outside event, Standby by default, Active once a Sea Offensive Activates them; in the
// Offensive Phase a carrier on neither launches no Naval-Air unit via its side's own Offensive.
import { describe, expect, it } from 'vitest'
import { CARRIER_FIXTURE } from '../testing/carrierFixture'
import { act, narrate, pendingOf, refused, start } from '../testing/play'
import { legalActions } from './legal'
import type { Action, GameState } from '../types'
import type { Scenario } from '../scenario/schema'
import { contextOf } from '../context'
import { carrierStatusOf, offensiveLaunchBarred } from '../naval/carrierStatus'
import { makeSave, parseSave } from '../save'
import { view } from '../view'

const BASE = CARRIER_FIXTURE
const OFFENSIVE: Scenario = { ...BASE, start: { ...BASE.start, phase: 'offensive' } }

const NONE: Action = { type: 'carrierStatus', ship: 'illustrious', status: 'none' }
const STRIKE: Action = {
  type: 'launch',
  base: 'illustrious-air',
  units: ['swordfish'],
  mission: 'airNaval',
  target: '0904',
  inPort: true,
  roles: { swordfish: 'bomber' },
}
const RECON: Action = { type: 'reconnoitre', target: '0904', inPort: true, units: ['swordfish'] }
const statusOf = (s: GameState) => carrierStatusOf(contextOf(s), s, 'illustrious')
const carrierOffered = (s: GameState) => pendingOf(s, 'plan').bases.some((b) => b.base === 'illustrious-air')
/** From the Naval and Air Phase to the Allies' Air Offensive, both sides ending their Step. */
function toAirOffensive(s: GameState): GameState {
  s = act(s, { type: 'endStep' }).state
  s = act(s, { type: 'endStep' }).state
  return act(s, { type: 'declareOffensive', offensive: 'air' }).state
}

describe('carriers on Standby or Active status (4.25; Part 3)', () => {
  it('a carrier nobody gave a status is on Standby by default; its side may enter Standby, Active or neither, the other side none of them (4.25)', () => {
    const s = start(BASE)
    expect(statusOf(s)).toEqual({ status: 'standby', source: 'default' })
    const offered = legalActions(s, { outsideEvents: true }).filter((a) => a.type === 'carrierStatus')
    expect(offered).toEqual([
      { type: 'carrierStatus', side: 'allies', ship: 'illustrious', status: 'standby' },
      { type: 'carrierStatus', side: 'allies', ship: 'illustrious', status: 'active' },
      { type: 'carrierStatus', side: 'allies', ship: 'illustrious', status: 'none' },
    ])
    expect(legalActions(s).some((a) => a.type === 'carrierStatus')).toBe(false) // an outside event: listed only when asked for
    const axis = act(s, { type: 'endStep' }).state
    expect(refused(axis, NONE)).toEqual({
      rule: '4.25',
      message:
        "Illustrious is a carrier of the Western Allies: each side enters only its own carriers' status.",
    })
  })

  it('entering "neither" is kept in the state, logged with the rule, and private to its side (4.25)', () => {
    const r = narrate(start(BASE), NONE, [])
    expect(r.state.carrierStatus).toEqual({ illustrious: 'none' })
    expect(statusOf(r.state)).toEqual({ status: 'none', source: 'entered' })
    expect(r.events).toEqual([
      {
        type: 'carrierStatus',
        text: 'Illustrious (CV) is on neither Standby nor Active status: its Naval-Air units may not launch via an Offensive this month (Part 3; 4.25).',
        rule: '4.25',
        side: 'allies',
        privateTo: 'allies',
      },
    ])
    const log = { states: [start(BASE), r.state], events: [r.events] }
    expect(view(r.state, 'axis', log).log![0].events[0]).toMatchObject({ hidden: true })
    expect(view(r.state, 'axis', log).log![0].events[0].text).not.toContain('Illustrious')
  })

  it('in the Naval and Air Phase a carrier on neither status still launches: 4.25 bars launches via an Offensive only', () => {
    const s = act(start(BASE), NONE).state
    expect(carrierOffered(s)).toBe(true)
    expect(offensiveLaunchBarred(contextOf(s), s, 'illustrious-air')).toBeNull()
  })

  it('in its own Air Offensive a carrier on neither Standby nor Active launches nothing: refused with 4.25 and why; not offered, no sea reconnaissance from it', () => {
    const s = toAirOffensive(act(start(BASE), NONE).state)
    expect(s.offensivePhase?.current).toMatchObject({ kind: 'air', side: 'allies' })
    const why =
      'Illustrious is on neither Standby nor Active status: in the Offensive Phase only a carrier on Standby or Active launches or recovers Naval-Air units via an Offensive (4.25).'
    expect(refused(s, STRIKE)).toEqual({ rule: '4.25', message: why })
    expect(carrierOffered(s)).toBe(false)
    expect(pendingOf(s, 'plan').recon ?? []).toEqual([])
    expect(legalActions(s).some((a) => a.type === 'reconnoitre' || a.type === 'launch')).toBe(false)
  })

  it('on Standby by default, or entered Active, the same carrier launches in its Air Offensive: a Standby carrier need not be Activated (4.25 NOTE)', () => {
    for (const first of [[], [{ ...NONE, status: 'active' } as Action]]) {
      let s = start(BASE, [], { manualDice: true })
      for (const a of first) s = act(s, a).state
      s = toAirOffensive(s)
      expect(carrierOffered(s)).toBe(true)
      expect(pendingOf(s, 'plan').recon?.map((r) => r.units.map((u) => u.id))).toEqual([['swordfish']])
      s = narrate(s, RECON, [6]).state // located (the Axis report: 6)
      expect(narrate(s, STRIKE, []).state.units.swordfish.aloft).not.toBeNull()
    }
  })

  it('in an enemy Offensive: AETO needs no status to answer it (A-50), APTO launches nothing from such a carrier (C5); option carrierStatusForEnemyOffensives', () => {
    const s = toAirOffensive(act(start(BASE), NONE).state)
    expect(offensiveLaunchBarred(contextOf(s), s, 'illustrious-air')?.rule).toBe('4.25')
    const barred = (scenario: Scenario) => {
      const e: GameState = {
        ...s,
        scenario,
        offensivePhase: { ...s.offensivePhase!, current: { ...s.offensivePhase!.current!, side: 'axis' } },
      }
      return offensiveLaunchBarred(contextOf(e), e, 'illustrious-air')
    }
    const withOption = (sc: Scenario, v: boolean): Scenario => ({
      ...sc,
      options: { ...sc.options, carrierStatusForEnemyOffensives: v },
    })
    expect(barred(s.scenario)).toEqual({
      rule: '4.25',
      why: 'Illustrious is on neither Standby nor Active status: in the Offensive Phase only a carrier on Standby or Active launches or recovers Naval-Air units at all, in the enemy’s Offensives too (APTO C5) (4.25).',
    })
    expect(barred(withOption(s.scenario, false))).toBeNull()
    const aeto: Scenario = { ...s.scenario, variant: 'aeto' }
    expect(barred(aeto)).toBeNull()
    expect(barred(withOption(aeto, true))?.rule).toBe('4.25')
  })

  it("in the Offensive Phase a status changes only from Standby to Active (Part 3); a Sea Offensive's Activation makes the carrier Active", () => {
    const standby = start(OFFENSIVE)
    expect(legalActions(standby, { outsideEvents: true }).filter((a) => a.type === 'carrierStatus')).toEqual([
      { type: 'carrierStatus', side: 'allies', ship: 'illustrious', status: 'active' },
    ])
    expect(refused(standby, NONE)).toEqual({
      rule: '4.25',
      message:
        "Illustrious is on Standby (the default: no status entered): in the Offensive Phase a carrier's status changes only from Standby to Active (Activated, or a successful reactive naval interception; Part 3).",
    })
    const none = act(act(start(BASE), NONE).state, { type: 'endStep' }).state
    const offensive = act(none, { type: 'endStep' }).state
    expect(legalActions(offensive, { outsideEvents: true }).some((a) => a.type === 'carrierStatus')).toBe(
      false,
    )
    const activated: GameState = {
      ...standby,
      offensivePhase: { ...standby.offensivePhase!, active: ['force-z'] },
    }
    expect(statusOf(activated)).toEqual({ status: 'active', source: 'activated' })
  })

  it('the End of Turn Step removes every Standby and Active chit: next month the carrier is on Standby by default again', () => {
    let s = act(start(BASE), NONE).state
    for (let i = 0; i < 40 && s.turn.month === BASE.start.month; i++)
      s = act(
        s,
        legalActions(s).find((a) => a.type === 'endStep' || a.type === 'passOffensive') ?? legalActions(s)[0],
      ).state
    expect(s.turn.month).not.toBe(BASE.start.month)
    expect(s.carrierStatus).toBeUndefined()
    expect(statusOf(s)).toEqual({ status: 'standby', source: 'default' })
  })

  it('bad input names the field, what it got and what it expects', () => {
    const s = start(BASE)
    expect(refused(s, { ...NONE, ship: 'kako' })).toEqual({
      rule: '4.25',
      message:
        'ship: got the text "kako", expected the id of a carrier of this scenario (a naval unit with a carrier base).',
    })
    expect(refused(s, { ...NONE, status: 'busy' as 'none' })).toEqual({
      rule: '4.25',
      message: 'status: got the text "busy", expected "standby", "active" or "none".',
    })
  })

  it('a game with a status entered saves and replays to the same state hash', () => {
    const actions: Action[] = [NONE, { type: 'endStep' }, { type: 'endStep' }]
    let s = start(BASE)
    for (const a of actions) s = act(s, a).state
    const r = parseSave(makeSave(BASE, 1, [], actions, s, { savedAt: '2026-12-07T00:00:00Z' }))
    if (!r.ok) throw new Error(JSON.stringify(r.errors))
    expect(r.state.carrierStatus).toEqual({ illustrious: 'none' })
  })
})
