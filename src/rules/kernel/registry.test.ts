// The registry of rule systems: a scenario names its system, absent names AETO/APTO; an unknown one
// is refused with the field, what it holds and what is expected; the AETO/APTO entry plays the
// engine's own game (same states, same hash) and the test system imports nothing but the kernel.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  aetoSystem,
  DEFAULT_SYSTEM,
  registeredSystems,
  systemOfScenario,
  systemOfState,
} from '../systems/all'
import { loadSystem, registerSystem, registerSystemLoader, unregisterSystem } from './registry'
import { duelSystem, DUEL_SYSTEM_ID } from '../testing/duelSystem'
import { builtInScenarios } from '../../scenarios/files'
import { parseScenario } from '../systems/aeto/scenario/validate'
import { newGame } from '../systems/aeto/engine/newGame'
import { apply } from '../systems/aeto/engine/flow'
import { stateHash } from '../systems/aeto/save/hash'
import { botDecision } from '../systems/aeto/bot'

const tutorial = () => builtInScenarios.find((b) => b.id === 'tutorial')!.data as Record<string, unknown>

describe('the registry of rule systems', () => {
  beforeAll(() => registerSystem(duelSystem))
  afterAll(() => unregisterSystem(DUEL_SYSTEM_ID))

  it('finds AETO/APTO for a scenario that names no system, or names it; the duel by its id', () => {
    expect(DEFAULT_SYSTEM).toBe('aeto-apto')
    expect(registeredSystems().map((s) => s.id)).toEqual([
      'aeto-apto',
      'ocs',
      'awaw',
      'europa-draft',
      'test-duel',
    ])
    const plain = systemOfScenario(tutorial())
    expect(plain.ok && plain.system).toBe(aetoSystem)
    const named = systemOfScenario({ ...tutorial(), system: 'aeto-apto' })
    expect(named.ok && named.system).toBe(aetoSystem)
    const duel = systemOfScenario({ system: 'test-duel' })
    expect(duel.ok && duel.system).toBe(duelSystem)
  })

  it('refuses an unknown or malformed system with the field, what it got and what it expects', () => {
    expect(systemOfScenario({ system: 'gurps-air' })).toEqual({
      ok: false,
      error:
        'system: got "gurps-air", expected one of the rule systems "aeto-apto", "ocs", "awaw", "europa-draft", "test-duel"',
    })
    expect(systemOfScenario({ system: 7 })).toEqual({
      ok: false,
      error:
        'system: got 7, expected one of the rule systems "aeto-apto", "ocs", "awaw", "europa-draft", "test-duel"',
    })
    expect(() => registerSystem({ ...duelSystem })).toThrow('two rule systems are registered as "test-duel"')
  })

  it('a loader is refused when it gives a system of another id, and a second loader under one id', async () => {
    registerSystemLoader('test-misnamed', async () => duelSystem)
    try {
      await expect(loadSystem('test-misnamed')).rejects.toThrow(
        'the loader of the rule system "test-misnamed" gave the system "test-duel"',
      )
      expect(() => registerSystemLoader('test-misnamed', async () => duelSystem)).toThrow(
        'two loaders are registered for the rule system "test-misnamed"',
      )
    } finally {
      unregisterSystem('test-misnamed')
    }
    expect(await loadSystem('no-such-system')).toBeUndefined()
  })

  it('AETO/APTO: a file naming its system loads as one that does not, with the same state hashes', async () => {
    const a = aetoSystem.parseScenario(tutorial())
    const b = aetoSystem.parseScenario({ ...tutorial(), system: 'aeto-apto' })
    if (!a.ok || !b.ok) throw new Error('the tutorial does not load')
    const other = aetoSystem.parseScenario({ ...tutorial(), system: 'test-duel' })
    expect(other.ok).toBe(false)
    if (!other.ok) expect(other.errors[0].path).toBe('system')
    const bot = await aetoSystem.bot()
    let sa = aetoSystem.newGame(a.scenario, { seed: 7 })
    let sb = aetoSystem.newGame(b.scenario, { seed: 7 })
    for (let i = 0; i < 12 && sa.pending.kind !== 'over'; i++) {
      const act = bot(sa)?.action
      if (!act) break
      const ra = aetoSystem.apply(sa, act)
      const rb = aetoSystem.apply(sb, act)
      if (!ra.ok || !rb.ok) throw new Error('the bot was refused')
      sa = ra.state
      sb = rb.state
    }
    expect(aetoSystem.hash(sa)).toBe(aetoSystem.hash(sb))
    expect(systemOfState(sa)).toBe(aetoSystem)
  })

  it('AETO/APTO: the entry is the engine (newGame, apply, bot, stateHash, legal actions)', async () => {
    const r = parseScenario(tutorial())
    if (!r.ok) throw new Error('the tutorial does not load')
    const s0 = newGame(r.scenario, { seed: 3 })
    const viaSystem = aetoSystem.newGame(r.scenario, { seed: 3 })
    expect(viaSystem).toEqual(s0)
    const action = botDecision(s0).action
    expect((await aetoSystem.bot())(s0)?.action).toEqual(action)
    const direct = apply(s0, action)
    const through = aetoSystem.apply(s0, action)
    if (!direct.ok || !through.ok) throw new Error('refused')
    expect(aetoSystem.hash(through.state)).toBe(stateHash(direct.state))
    expect(aetoSystem.legal(s0).length).toBeGreaterThan(0)
    expect(aetoSystem.sides(r.scenario).map((s) => s.id)).toEqual(r.scenario.sides.map((s) => s.id))
    expect(aetoSystem.stage(s0)).toMatch(/^[A-Z][a-z]+ \d{4} · .+ Phase$/)
  })

  it('the test system imports the kernel and nothing else of the rules', () => {
    const text = readFileSync(new URL('../testing/duelSystem.ts', import.meta.url), 'utf8')
    const from = [...text.matchAll(/from '([^']+)'/g)].map((m) => m[1])
    expect(from.length).toBeGreaterThan(3)
    expect(from.filter((f) => !f.startsWith('../kernel/'))).toEqual([])
  })
})
