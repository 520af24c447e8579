// Ships damaged at sea (23.443A): the owner says whether each stays with the force or leaves for a
// base; one that leaves is no target, and counts for neither the air defence nor CAP. The damage
// itself: one short of the factors, the factors sink; a one-factor ship is sunk by its first hit.
import { describe, expect, it } from 'vitest'
import { awawBot } from './bot'
import { situation } from './fixtures'
import { airDefenseLevel, damageOf, targetsOf } from './strikeFire'
import { awawGame, play, refusal } from './testing'
import type { AwawState } from './types'
import { capNas } from './world'

const JP = { id: 'japan', name: 'Japan' }
const US = { id: 'usa', name: 'United States' }
const ship = (id: string, type: string, factors: number, nas?: number) => ({
  id,
  name: id[0].toUpperCase() + id.slice(1),
  type,
  nationality: 'japan',
  factors,
  ...(nas === undefined ? {} : { nas }),
})

/** The Akagi (CV 3, 3 NAS) and the Hiei (BB 4) at 1009; one American attack AAS hits the Akagi with 6 + 6. */
function akagiHit(): AwawState {
  const json = situation({
    theater: 'pacific',
    sides: [JP, US],
    forcePool: { japan: 0, usa: 8 },
    airBases: [
      { id: 'us', side: 'usa', name: 'Henderson', hex: '1005', nationality: 'usa', aaf: 8, range: 8 },
    ],
    forceHex: '1009',
    taskForces: [{ id: 'tf', name: 'Kido Butai', ships: [ship('akagi', 'CV', 3, 3), ship('hiei', 'BB', 4)] }],
  })
  return play(awawGame(json, [1, 1, 6, 6]), [
    { type: 'enterHex', force: 'force', hex: '1010' },
    { type: 'strike', attacks: [{ tf: 'tf', from: [{ base: 'us', kind: 'attack', count: 1 }] }] },
    { type: 'cover', from: [], extra: [], cap: {} },
    { type: 'targets', assign: { akagi: 1 } },
  ]).state
}

describe('damaged ships at sea (23.443A)', () => {
  it('two hits damage the Akagi (3 factors): Japan says whether it stays or leaves', () => {
    const s = akagiHit()
    expect(s.ships.akagi).toEqual({ hits: 2, damaged: true, sunk: false })
    expect(s.pending).toMatchObject({ kind: 'damaged', side: 'japan', rule: '23.443A', ships: ['akagi'] })
    expect(refusal(s, { type: 'detach', ships: ['hiei'] }).message).toBe(
      'ships[0]: got "hiei", expected one of the ships just damaged: akagi',
    )
    expect(refusal(s, { type: 'detach', ships: ['akagi', 'akagi'] })).toMatchObject({ rule: '23.443A' })
  })

  it('leaving: no longer a target, nor in the air defence (7 → 4 factors: still level 1), nor its NAS in CAP', () => {
    const s = akagiHit()
    const r = play(s, [{ type: 'detach', ships: ['akagi'] }])
    expect(r.state.ships.akagi).toEqual({ hits: 2, damaged: true, sunk: false, detached: true })
    expect(r.events.map((e) => e.text)).toEqual([
      'Akagi leaves the force for an eligible base (23.443A); its voyage, and any interception or air attack on the way, are entered by the players (rules 21–22, outside the rules text).',
      "The air fighting over 1010 is over; both sides' surviving squadrons return to their bases and carriers (23.24D, 23.34B).",
    ])
    expect(r.state.pending.kind).toBe('outside')
    expect(targetsOf(r.state, 'tf')).toEqual(['hiei'])
    expect(airDefenseLevel(r.state, 'tf', 'japan').terms[0]).toBe('4 naval factors: +1 (23.4211)')
    expect(capNas(s, 'tf')).toBe(3)
    expect(capNas(r.state, 'tf')).toBe(0)
  })

  it('staying: it is still a target, and the log says so', () => {
    const r = play(akagiHit(), [{ type: 'detach', ships: [] }])
    expect(r.events[0].text).toBe('Akagi, damaged, stays with the force (23.443A).')
    expect(targetsOf(r.state, 'tf')).toEqual(['akagi', 'hiei'])
  })

  it('the bot sends a damaged ship to a base: one more hit sinks it', () => {
    const a = awawBot(akagiHit())!
    expect(a.action).toEqual({ type: 'detach', ships: ['akagi'] })
    expect(a.reasoning[0].text).toContain('one more hit sinks a damaged ship')
  })

  it('damage: one short of the factors damages, the factors sink; a one-factor ship is not damaged unhit, its first hit sinks it', () => {
    expect(damageOf(3, 1)).toEqual({ damaged: false, sunk: false })
    expect(damageOf(3, 2)).toEqual({ damaged: true, sunk: false })
    expect(damageOf(3, 3)).toEqual({ damaged: false, sunk: true })
    expect(damageOf(1, 0)).toEqual({ damaged: false, sunk: false })
    expect(damageOf(1, 1)).toEqual({ damaged: false, sunk: true })
  })
})
