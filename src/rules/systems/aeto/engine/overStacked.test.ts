// Over-stacked units may fly only to change base (4.8): "non-operational air units … may not fly
// for any reason, except to change base during a subsequent Naval and Air Phase". They could never
// do even that. Channel 1943 starts with Manston over-stacked.
import { describe, expect, it } from 'vitest'
import { changeBaseOnly, unitStatus } from '..'
import { builtInScenarios } from '../../../../scenarios/files'
import { parseScenario } from '../scenario/validate'
import type { Action } from '../types'
import { apply } from './flow'
import { newGame } from './newGame'

function channel() {
  const sc = parseScenario(builtInScenarios.find((b) => b.id === 'channel-1943')!.data)
  if (!sc.ok) throw new Error('channel')
  return newGame(sc.scenario, { seed: 1 })
}

describe('over-stacked units change base (4.8)', () => {
  it("Manston's over-stacked Spitfire is offered for a Change Base only, and changes base", () => {
    const s = channel()
    expect(s.stacks.manston).toEqual(['uk-spitfire-3', 'uk-spitfire-4'])
    expect(changeBaseOnly(s)).toEqual({ manston: ['uk-spitfire-4'] })
    expect(unitStatus(s, 'uk-spitfire-4').canLaunch).toMatchObject({ ok: false, rule: '4.8' })

    const fly: Action = {
      type: 'launch',
      base: 'manston',
      units: ['uk-spitfire-4'],
      mission: 'fly',
      target: '3416',
    }
    const r = apply(s, fly)
    expect(!r.ok && r.violation).toEqual({
      rule: '4.8',
      message: 'Spitfire is over-stacked at Manston (over-stacked): it may fly only to change base (4.8).',
    })

    const move: Action = {
      type: 'launch',
      base: 'manston',
      units: ['uk-spitfire-4'],
      mission: 'changeBase',
      hops: ['london'],
    }
    const ok = apply(s, move)
    if (!ok.ok) throw new Error(ok.violation.message)
    // No enemy can intercept on the way: it lands at London at once, committed (4.27).
    expect(ok.events[0].text).toMatch(/^Spitfire launches from Manston/)
    expect(ok.state.stacks.london).toContain('uk-spitfire-4')
    expect(ok.state.stacks.manston).toEqual(['uk-spitfire-3'])
    expect(ok.state.units['uk-spitfire-4']).toMatchObject({
      base: 'london',
      aloft: null,
      commitment: 'current',
    })
  })
})
