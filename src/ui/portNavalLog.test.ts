// Carriers in port (4.5): which Naval-Air units are ashore and which aboard is the owner's secret
// ("Players are never required to reveal which aircraft carriers in a port still retain any
// Naval-Air units"). The log shows the other side only that a secret choice was made.
import { describe, expect, it } from 'vitest'
import { parseScenario } from '../rules/scenario/validate'
import { arkRoyalScenario } from '../rules/scenario/fixtures'
import { playAction, startGame, type GameRecord } from '../store/game'
import { logGroups } from './log'

function game(): GameRecord {
  const data = arkRoyalScenario()
  const r = parseScenario(data)
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  const g = startGame({ scenario: r.scenario, scenarioJson: JSON.stringify(data), seed: 1 })
  const played = playAction(g, { type: 'portNaval', carrier: 'ark-air', unit: 'swordfish-ark', ashore: true })
  if (!('game' in played)) throw new Error(played.violation.message)
  return played.game
}

describe('the log of a Naval-Air unit going ashore (4.5, D-BASE-PORTNAVAL)', () => {
  it('its owner reads the action and the event', () => {
    const [g] = logGroups(game(), 'allies')
    expect(g.action).toBe('Put Swordfish ashore from HMS Ark Royal')
    expect(g.entries.map((e) => [e.hidden, e.rule, e.text])).toEqual([
      [false, '4.5', 'Swordfish goes ashore from Ark Royal at Hull: based there, it operates normally (4.5). Secret: the other side is not told.'],
    ])
  })
  it('the other side reads only that a secret choice was made: no unit, carrier or port named', () => {
    const [g] = logGroups(game(), 'axis')
    expect(g.action).toBe('A hidden choice')
    expect(g.entries.map((e) => [e.hidden, e.rule, e.loc, e.text])).toEqual([[true, '4.5', null, 'Western Allies has rolled or chosen in secret (4.5).']])
    expect(JSON.stringify(g)).not.toMatch(/Swordfish|Ark Royal|Hull/)
  })
})
