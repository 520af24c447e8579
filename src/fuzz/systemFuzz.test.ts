// The random player of the other rule systems on OCS's built-in scenarios, and its checks shown to
// catch engines broken on purpose.
import { describe, expect, it } from 'vitest'
import { ocsSystem } from '../rules/systems/all'
import { formatSystemFailure, runSystemFuzz, type SystemFuzzOptions } from './systemFuzz'
import { ocsHexValues, systemScenarios } from './systemScenarios'

const OCS = systemScenarios('ocs')

async function ocsOptions(): Promise<Omit<SystemFuzzOptions, 'games' | 'seed'>> {
  const bot = await ocsSystem.bot()
  return {
    scenarios: OCS,
    bots: { ocs: bot as never },
    values: ocsHexValues,
  }
}

describe('the OCS random player (src/fuzz/systemFuzz.ts) on the built-in OCS scenarios', () => {
  it('reads every OCS scenario shipped in public/scenarios/ocs', () => {
    expect(OCS.map((s) => s.file)).toEqual([
      'public/scenarios/ocs/ocs-air-combat-14-3e.json',
      'public/scenarios/ocs/ocs-barrage-complex-example.json',
      'public/scenarios/ocs/ocs-demo-air-power.json',
    ])
  })

  it('random games: apply never changes its input, every listed action applies, refusals name their rule, saves replay', async () => {
    const r = runSystemFuzz({ ...(await ocsOptions()), games: 6, seed: 20261207 })
    if (r.failure) throw new Error(formatSystemFailure(r.failure))
    expect(r.games).toBe(6 * OCS.length)
    expect(r.saves).toBe(r.games)
    expect(r.played).toBeGreaterThan(100)
    expect(r.legal).toBeGreaterThan(r.played)
    expect(r.refused).toBeGreaterThan(50)
    // The decisions of the built-in examples all come up: the Air Combat, Flak and the barrage.
    for (const k of ['phase', 'preAbort', 'pickAttacker', 'pickDefender', 'chartLookup', 'postAbort'])
      expect(r.kinds[k], k).toBeGreaterThan(0)
  })

  it('is deterministic: the same seed plays the same run', async () => {
    const o = await ocsOptions()
    const a = runSystemFuzz({ ...o, games: 1, seed: 5 })
    expect(runSystemFuzz({ ...o, games: 1, seed: 5 })).toEqual(a)
    expect(runSystemFuzz({ ...o, games: 1, seed: 6 })).not.toEqual(a)
  })

  it('catches an apply that writes to its input', async () => {
    const r = runSystemFuzz({
      ...(await ocsOptions()),
      games: 2,
      seed: 1,
      apply: (system, s, a) => {
        ;(s as { missions?: number }).missions = 99
        return system.apply(s, a)
      },
    })
    expect(r.failure?.kind).toBe('exception')
    expect(r.failure?.problem).toMatch(/read.only|Cannot assign/)
  })

  it('catches an apply that accepts what legal() does not list, and one that refuses a listed action', async () => {
    const o = await ocsOptions()
    const lax = runSystemFuzz({
      ...o,
      games: 2,
      seed: 1,
      apply: (system, s, a) => {
        const r = system.apply(s, a)
        return r.ok ? r : system.apply(s, system.legal(s)[0])
      },
    })
    expect(lax.failure?.kind).toBe('accepted unlisted')
    const strict = runSystemFuzz({
      ...o,
      bots: {},
      games: 2,
      seed: 1,
      apply: (system, s, a) =>
        a.type === 'endSegment'
          ? { ok: false, violation: { rule: '14.2e', message: 'broken on purpose' } }
          : system.apply(s, a),
    })
    expect(strict.failure?.kind).toBe('legal refused')
  })

  it('catches a refusal without a reason and a save that does not replay', async () => {
    const o = await ocsOptions()
    const mute = runSystemFuzz({
      ...o,
      games: 2,
      seed: 1,
      apply: (system, s, a) => {
        const r = system.apply(s, a)
        return r.ok ? r : { ok: false, violation: { rule: '', message: '' } }
      },
    })
    expect(mute.failure?.kind).toBe('refused badly')
    const hashes = runSystemFuzz({
      ...o,
      scenarios: OCS.slice(0, 1),
      games: 1,
      seed: 1,
      maxGameLength: 3,
      // The game ends after three actions; the hash of a state the fuzzer reaches differs from the replay's.
      apply: (system, s, a) => {
        const r = system.apply(s, a)
        return r.ok && Object.isFrozen(s)
          ? { ...r, state: { ...r.state, missions: r.state.missions + 100 } }
          : r
      },
    })
    expect(hashes.failure?.kind).toBe('save does not replay')
  })
})
