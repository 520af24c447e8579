// A carrier docked in port or damaged launches no Naval-Air unit (4.4, 4.5): "A Naval-Air unit may
// never be launched from an aircraft carrier that is docked in port"; "If an aircraft carrier is
// damaged … it cannot be launched from that aircraft carrier". Such missions were accepted.
import { describe, expect, it } from 'vitest'
import { unitStatus } from '..'
import { validScenario, type ScenarioData } from '../scenario/fixtures'
import { parseScenario } from '../scenario/validate'
import type { Action } from '../types'
import { apply } from './flow'
import { newGame } from './newGame'
import { legalActions } from './legal'
import { contextOf } from '../context'
import { readBuiltIn } from '../../../../scenarios/files'

function game(change: (s: ScenarioData) => void) {
  const data = validScenario()
  change(data)
  const sc = parseScenario(data)
  if (!sc.ok) throw new Error(JSON.stringify(sc.errors))
  return newGame(sc.scenario, { seed: 1 })
}
const LAUNCH: Action = {
  type: 'launch',
  base: 'furious-air',
  units: ['swordfish-1'],
  mission: 'fly',
  target: '0402',
  roles: { 'swordfish-1': 'bomber' },
}

/** Plays a flotilla's move and lets every opposing side's window pass. */
function passNavalWindows(s: ReturnType<typeof game>, move: Action): ReturnType<typeof game> {
  const r = apply(s, move)
  if (!r.ok) throw new Error(r.violation.message)
  let moved = r.state
  while (moved.pending.kind === 'navalWindow') {
    const p = apply(moved, { type: 'pass' })
    if (!p.ok) throw new Error(p.violation.message)
    moved = p.state
  }
  return moved
}

describe('missions from a carrier (4.4, 4.5)', () => {
  it('at sea and undamaged: the Swordfish launches', () => {
    const r = apply(
      game(() => {}),
      LAUNCH,
    )
    expect(r.ok).toBe(true)
  })

  it('docked in port: refused with 4.5, not offered, and the unit card says why', () => {
    const s = game((d) => ((d.navalUnits[0].hex = '0203'), (d.navalUnits[0].inPort = true)))
    const r = apply(s, LAUNCH)
    expect(!r.ok && r.violation).toEqual({
      rule: '4.5',
      message: 'Furious is docked in port: no Naval-Air unit launches from a carrier in port (4.4, 4.5).',
    })
    expect(s.pending.kind === 'plan' && s.pending.bases.some((b) => b.base === 'furious-air')).toBe(false)
    expect(unitStatus(s, 'swordfish-1').canLaunch).toEqual({
      ok: false,
      why: 'Furious is docked in port: no Naval-Air unit launches from a carrier in port (4.4, 4.5).',
      rule: '4.5',
    })
  })

  it('damaged (on its back face): refused with 4.4', () => {
    // (A damaged Furious carries 1 strength point: the Swordfish on board is a 1-point one.)
    const s = game((d) => ((d.navalUnits[0].face = 'back'), (d.airUnits[4].front = '1-5/0')))
    const r = apply(s, LAUNCH)
    expect(!r.ok && r.violation).toEqual({
      rule: '4.4',
      message: 'Furious is damaged: no Naval-Air unit launches from a damaged carrier (4.4).',
    })
  })
})

describe('a carrier moving (4.4; naval movement entered by the players)', () => {
  it('its base goes with it: the Naval-Air units aboard launch from where the carrier is now', () => {
    const s = game(() => {})
    const side = s.pending.side
    const move = legalActions(s).find((a) => a.type === 'moveFlotilla' && !a.inPort)
    if (move?.type !== 'moveFlotilla') throw new Error('Furious has no move')
    const before = contextOf(s).baseLoc.get('furious-air')
    const moved = passNavalWindows(s, move)
    expect(moved.pending).toMatchObject({ kind: 'plan', side })
    const ctx = contextOf(moved)
    const now = ctx.baseLoc.get('furious-air')!
    expect(now).not.toBe(before)
    expect(ctx.map.locLabel(now)).toBe(move.to)
    expect(ctx.basesAt.get(now)).toContain('furious-air')
    expect(ctx.basesAt.get(before!) ?? []).not.toContain('furious-air')
    const r = apply(moved, LAUNCH)
    if (!r.ok) throw new Error(r.violation.message)
    expect(r.events.find((e) => e.type === 'launch')!.loc).toBe(move.to)
  })
})

describe('a carrier’s aircraft as it moves, and naval combat entered by the players (4.4)', () => {
  /** Furious moves one location (the window passed), its naval movement now under way (4.4). */
  const underway = (s: ReturnType<typeof game>) => passNavalWindows(s, moveOf(s))
  /** The Swordfish flies off Furious (to 0402) — after Furious has moved once if `afterMoving` —; the plan comes back with it aloft. */
  function swordfishAloft(afterMoving = true) {
    let s = game(() => {})
    if (afterMoving) s = underway(s)
    const r = apply(s, LAUNCH)
    if (!r.ok) throw new Error(r.violation.message)
    s = r.state
    for (let guard = 0; s.pending.kind !== 'plan'; guard++) {
      const legal = legalActions(s)
      const pass =
        legal.find((a) => a.type === 'pass' || a.type === 'stop' || a.type === 'endAttacks') ?? legal[0]
      const n = apply(s, pass)
      if (!n.ok || guard > 50) throw new Error('the flight does not settle')
      s = n.state
    }
    expect(s.units['swordfish-1'].aloft).not.toBeNull()
    return s
  }
  const moveOf = (s: ReturnType<typeof game>) => {
    const m = legalActions(s).find(
      (a) =>
        a.type === 'moveFlotilla' &&
        !a.inPort &&
        a.to !== contextOf(s).map.locLabel(contextOf(s).baseLoc.get('furious-air')!),
    )
    if (m?.type !== 'moveFlotilla') throw new Error('Furious has no move')
    return m
  }

  it('entering a new location, the carrier recovers at once, uncommitted, the Naval-Air units launched during its naval movement (4.4; A-64)', () => {
    const s = swordfishAloft()
    expect(s.units['swordfish-1'].commitment).toBe('current')
    expect(s.units['swordfish-1'].aloft).toMatchObject({ underway: true })
    const r = apply(s, moveOf(s))
    if (!r.ok) throw new Error(r.violation.message)
    expect(r.state.units['swordfish-1']).toMatchObject({
      aloft: null,
      base: 'furious-air',
      commitment: 'none',
      interceptedThisStep: false,
    })
    expect(r.events.find((e) => e.type === 'return')!.text).toBe(
      'Swordfish lands on Furious as it moves on (4.4).',
    )
  })

  it('one launched before its carrier moved flies its one launch of the Phase: the carrier moving on does not take it back (4.4)', () => {
    // "If the Naval-Air unit's parent aircraft carrier does not move … it can only be launched once … and is then returned … at the conclusion of the ensuing Air Movement Step."
    const s = swordfishAloft(false)
    expect(s.units['swordfish-1'].aloft!.underway).toBeUndefined()
    const r = apply(s, moveOf(s))
    if (!r.ok) throw new Error(r.violation.message)
    expect(r.state.units['swordfish-1'].aloft).not.toBeNull()
    expect(r.events.some((e) => e.type === 'return')).toBe(false)
    expect(r.state.naval!.underway).toEqual(['uk-furious'])
  })

  it('a game saved by version 5 goes on as played: every Naval-Air unit aloft comes back as the carrier moves (options.carrierRecoversUnderwayOnly false)', () => {
    let s = game((d) => (d.options = { ...(d.options ?? {}), carrierRecoversUnderwayOnly: false }))
    const r0 = apply(s, LAUNCH)
    if (!r0.ok) throw new Error(r0.violation.message)
    s = r0.state
    for (let guard = 0; s.pending.kind !== 'plan'; guard++) {
      const legal = legalActions(s)
      const n = apply(
        s,
        legal.find((a) => a.type === 'pass' || a.type === 'stop' || a.type === 'endAttacks') ?? legal[0],
      )
      if (!n.ok || guard > 50) throw new Error('the flight does not settle')
      s = n.state
    }
    const r = apply(s, moveOf(s))
    if (!r.ok) throw new Error(r.violation.message)
    expect(r.state.units['swordfish-1'].aloft).toBeNull()
    expect(r.state.naval!.underway).toBeUndefined()
  })

  it('naval combat entered by the players: damaged, then sunk with the Swordfish aboard (4.4)', () => {
    const s = game(() => {})
    const d = apply(s, { type: 'navalCombat', ship: 'uk-furious', result: 'damaged' })
    if (!d.ok) throw new Error(d.violation.message)
    expect(d.state.naval!.ships['uk-furious'].face).toBe('back')
    expect(d.events[0].text).toBe(
      'Furious (CV) is damaged in naval combat (Part 3), entered by the players: no Naval-Air unit launches from it or lands on it; those aloft land elsewhere at the end of the Step (4.4).',
    )
    // the plan offered Furious's Swordfish; damaged, it is offered no more (the kept launch options are refreshed)
    expect(s.pending.kind === 'plan' && s.pending.bases.some((b) => b.base === 'furious-air')).toBe(true)
    expect(
      d.state.pending.kind === 'plan' && d.state.pending.bases.some((b) => b.base === 'furious-air'),
    ).toBe(false)
    const again = apply(d.state, { type: 'navalCombat', ship: 'uk-furious', result: 'damaged' })
    expect(!again.ok && again.violation).toEqual({
      rule: '4.20',
      message: 'Furious is already damaged: another hit sinks it — enter "sunk".',
    })
    const sunk = apply(d.state, { type: 'navalCombat', ship: 'uk-furious', result: 'sunk' })
    if (!sunk.ok) throw new Error(sunk.violation.message)
    expect(sunk.events.map((e) => e.text)).toEqual([
      'Furious (CV) is sunk: in naval combat (Part 3), entered by the players (4.20).',
      'Swordfish goes down with Furious (4.4).',
    ])
    expect(sunk.state.units['swordfish-1'].eliminated).toBe(true)
    const bad = apply(sunk.state, { type: 'navalCombat', ship: 'uk-furious', result: 'sunk' })
    expect(!bad.ok && bad.violation.message).toBe('Furious has already been sunk.')
    const unknown = apply(s, { type: 'navalCombat', ship: 'bismarck', result: 'sunk' })
    expect(!unknown.ok && unknown.violation.message).toBe('"bismarck" is not a naval unit of this scenario.')
  })
})

describe('after a carrier sails, the same action’s next decision sees it where it is (tutorial-fleet)', () => {
  it('the British convoy sails with no Axis window; the plan’s reconnaissance counts the Swordfish’s distance from Eagle’s new hex, and is accepted', () => {
    const sc = parseScenario(readBuiltIn('tutorial-fleet'))
    if (!sc.ok) throw new Error('tutorial-fleet does not load')
    let s = newGame({ ...sc.scenario, end: undefined }, { seed: 1 }) // (the chapter itself ends with the Axis Phase)
    const step = (a: Action) => {
      const r = apply(s, a)
      if (!r.ok) throw new Error(r.violation.message)
      s = r.state
    }
    step({ type: 'endStep' }) // the Axis Step; the British plan
    step({ type: 'moveFlotilla', flotilla: 'convoy', to: '1011' })
    expect(s.pending).toMatchObject({ kind: 'plan', side: 'allies' }) // no Axis unit can reconnoitre it: no window
    const ctx = contextOf(s)
    const recon =
      s.pending.kind === 'plan' ? s.pending.recon!.find((r) => r.loc === '1209')! : (undefined as never)
    const swordfish = recon.units.find((u) => u.id === 'uk-swordfish-1')!
    expect(swordfish.distance).toBe(ctx.map.hexDistance(ctx.map.parseLoc('1011')!, ctx.map.parseLoc('1209')!))
    step({ type: 'reconnoitre', target: '1209', units: ['uk-swordfish-1'] })
  })
})
