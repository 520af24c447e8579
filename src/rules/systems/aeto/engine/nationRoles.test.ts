// The bonuses of (4.18) that name a nation — the German Blitzkrieg, the Finnish-vs-Soviet
// bonus, radar (never for the French) — read the scenario's nation roles, never nation ids. The
// shipped scenarios name Germany "germany", which the old code (looking for "DE") never matched,
// so the Blitzkrieg could not apply. These play the three-deep chain scenario, whose
// nations are "uk", "us" and "de", with the exact dice of the runner's example.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { attackPreview } from '..'
import { contextOf } from '../context'
import { parseScenario } from '../scenario/validate'
import { builtInScenarios } from '../../../../scenarios/files'
import type { Action, GameState } from '../types'
import { apply } from './flow'
import { newGame } from './newGame'

const chain = () =>
  JSON.parse(
    readFileSync(new URL('../../../../cli/testdata/chain-scenario.json', import.meta.url), 'utf8'),
  ) as Record<string, any>
const ACTIONS: Action[] = JSON.parse(
  readFileSync(new URL('../../../../cli/testdata/chain-actions.json', import.meta.url), 'utf8'),
)
const DICE = [6, 6, 6, 6, 6, 6, 6, 6, 6, 5, 6]

/** The chain played to the first attack decision of `side` (the combat at 0702: Spitfire and Fw-190). */
function firstAttack(json: unknown, side: 'allies' | 'axis'): GameState {
  const sc = parseScenario(json)
  if (!sc.ok) throw new Error(JSON.stringify(sc.errors))
  let s = newGame(sc.scenario, { seed: 1, dice: DICE })
  for (const a of ACTIONS) {
    if (s.pending.kind === 'attack' && s.pending.side === side) return s
    const r = apply(s, a)
    if (!r.ok) throw new Error(r.violation.message)
    s = r.state
  }
  throw new Error(`no attack decision of ${side}`)
}
const drm = (s: GameState, attacker: string, target: string) =>
  attackPreview(s, attacker, target).atn.drmMods.map((m) => `${m.label} ${m.value}`)

describe('nation roles drive the bonuses of (4.18), whatever the nation ids', () => {
  it('Blitzkrieg: the German ("de", role german) Fw-190 gets −1 in the first turn of an invasion', () => {
    const s = chain()
    s.nations[2].role = 'german'
    s.context = { blitzkrieg: { invaded: ['us'], firstTurn: true } }
    s.options = { blitzAirScope: 'anywhere' }
    const st = firstAttack(s, 'axis')
    expect(st.pending.loc).toBe('0702')
    expect(drm(st, 'de-fw190', 'uk-spitfire')).toEqual(['Blitzkrieg -1'])
    // The same file without the role is refused rather than playing without the bonus.
    delete s.nations[2].role
    const r = parseScenario(s)
    expect(!r.ok && r.errors.map((e) => `${e.path}: ${e.message}`)).toEqual([
      'context.blitzkrieg: the Blitzkrieg bonus is for German fighters, and no nation has "role": "german": give it to the German nation in nations (4.18)',
    ])
  })

  it('radar: the British Spitfire attacking next to a British radar site gets −1 in Round 1; a French one would not', () => {
    const s = chain()
    s.map.features = [
      ...(s.map.features ?? []),
      { hex: '0703', radar: true, nation: 'uk', name: 'Chain Home' },
    ]
    const st = firstAttack(s, 'allies')
    expect(st.pending.loc).toBe('0702')
    expect(drm(st, 'uk-spitfire', 'de-fw190')).toEqual(['radar -1'])
    s.nations[0].role = 'french'
    expect(drm(firstAttack(s, 'allies'), 'uk-spitfire', 'de-fw190')).toEqual([])
  })

  it('Finnish vs Soviet: an attacker of the finnish nation against a unit of the soviet nation gets −1', () => {
    const s = chain()
    s.nations[2].role = 'finnish'
    s.nations[0].role = 'soviet'
    expect(drm(firstAttack(s, 'axis'), 'de-fw190', 'uk-spitfire')).toEqual(['Finnish vs Soviet -1'])
    s.context = { finlandConquered: true }
    expect(drm(firstAttack(s, 'axis'), 'de-fw190', 'uk-spitfire')).toEqual([])
  })

  it('a role is given to one nation only', () => {
    const s = chain()
    s.nations[1].role = 'german'
    s.nations[2].role = 'german'
    const r = parseScenario(s)
    expect(!r.ok && r.errors[0]).toEqual({
      path: 'nations[2].role',
      message: 'role "german" is already given to nation "us" (nations[1]); one nation plays each role',
    })
  })

  it('every shipped scenario declares its German nation, and the radar sites of its map', () => {
    const expected: Record<string, { german: string; radar: number }> = {
      tutorial: { german: 'germany', radar: 0 },
      'tutorial-strikes': { german: 'germany', radar: 0 },
      'tutorial-fleet': { german: 'germany', radar: 0 },
      'tutorial-airborne': { german: 'germany', radar: 0 },
      't11-whitley': { german: 'germany', radar: 0 },
      'channel-1943': { german: 'germany', radar: 6 },
      'coral-sea-1942': { german: '', radar: 0 }, // APTO: no German nation
      'malta-convoy-1942': { german: 'germany', radar: 0 },
      'pearl-harbor-1941': { german: '', radar: 0 },
      'marianas-1944': { german: '', radar: 0 },
    }
    for (const b of builtInScenarios) {
      const sc = parseScenario(b.data)
      if (!sc.ok) throw new Error(b.id)
      const ctx = contextOf(sc.scenario)
      const german = [...ctx.nationRole].filter(([, r]) => r === 'german').map(([n]) => n)
      expect({ german: german.join(), radar: ctx.radarHexes.size }, b.id).toEqual(expected[b.id])
    }
  })
})
