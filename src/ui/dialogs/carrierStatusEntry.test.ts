import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { apply, newGame, type GameState } from '../../rules/systems/aeto'
import { CARRIER_FIXTURE } from '../../rules/systems/aeto/testing/carrierFixture'
import { CarrierStatusEntry } from './CarrierStatusEntry'

const render = (state: GameState) => renderToStaticMarkup(createElement(CarrierStatusEntry, { state }))

describe('the carriers’ status entry (4.25; Part 3)', () => {
  it('labels the default, offers the other statuses, and after "Neither" shows it entered', () => {
    const s = newGame(CARRIER_FIXTURE, { seed: 1 })
    const html = render(s)
    expect(html).toContain('Illustrious: on Standby (the default: no status entered)')
    expect(html).toContain('aria-label="Illustrious: Standby"')
    expect(html).toContain('aria-label="Illustrious: Active"')
    expect(html).toContain('aria-label="Illustrious: Neither"')
    const r = apply(s, { type: 'carrierStatus', ship: 'illustrious', status: 'none' })
    if (!r.ok) throw new Error(r.violation.message)
    const after = render(r.state)
    expect(after).toContain('Illustrious: on neither Standby nor Active status')
    expect(after).not.toContain('the default')
    expect(after).not.toContain('aria-label="Illustrious: Neither"')
  })

  it('shows nothing to the side without carriers', () => {
    const s = newGame(CARRIER_FIXTURE, { seed: 1 })
    const r = apply(s, { type: 'endStep' })
    if (!r.ok) throw new Error(r.violation.message)
    expect(r.state.pending.side).toBe('axis')
    expect(render(r.state)).toBe('')
  })
})
