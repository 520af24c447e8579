// The rules of a system other than AETO/APTO are a chunk of their own, fetched when a scenario or
// save first names the system (kernel/registry.ts loaders, src/rules/systems/index.ts). This file
// imports the page's registry (systems/index.ts), not systems/all.ts, so the systems start unloaded
// as on the page: the synchronous loaders refuse a file whose rules have not been fetched, and
// `fetchRulesOf` fetches them from the file's bytes or JSON.
import { describe, expect, it } from 'vitest'
import { registerSystemLoader, systemById, unregisterSystem } from '../rules/systems'
import { readBuiltIn } from '../scenarios/files'
import { checkScenarioOfSystem, fetchRulesOf, rulesFetched } from './systemScenario'
import { loadSaveText } from './saveFile'

describe('the rules of another system, fetched with the first file that names it', () => {
  it('a scenario of OCS: refused before its rules are fetched, checked by OCS after', async () => {
    const json = readBuiltIn('ocs-air-combat-14-3e')
    expect(systemById('ocs')).toBeUndefined()
    expect(rulesFetched(json)).toBe(false)
    expect(checkScenarioOfSystem(json)).toEqual({
      ok: false,
      errors: [{ path: 'system', message: 'the rules of "ocs" have not been fetched yet (loadSystemOf)' }],
    })
    expect(await fetchRulesOf({ json })).toBeNull()
    expect(rulesFetched(json)).toBe(true)
    const r = checkScenarioOfSystem(json)
    expect(r.ok && r.system.id).toBe('ocs')
    expect(systemById('awaw')).toBeUndefined() // only the system the file names
  })

  it("a save of AWAW, read from its bytes: the embedded scenario's system is fetched", async () => {
    const scenario = readBuiltIn('awaw-air-cover-23-22a')
    const text = JSON.stringify({ format: 'sortie-save', version: 99, scenario, seed: 1, actions: [] })
    expect(systemById('awaw')).toBeUndefined()
    const before = loadSaveText(text)
    expect(!before.ok && before.message).toBe(
      'scenario.system: the rules of "awaw" have not been fetched yet (loadSystemOf)',
    )
    expect(await fetchRulesOf(new TextEncoder().encode(text))).toBeNull()
    expect(systemById('awaw')?.id).toBe('awaw')
  })

  it('an AETO/APTO file or an unknown system fetches nothing; rules that cannot be fetched are said in words', async () => {
    expect(await fetchRulesOf({ json: readBuiltIn('tutorial') })).toBeNull()
    expect(await fetchRulesOf('{"system": "europa-draft"}')).toBeNull()
    expect(checkScenarioOfSystem({ system: 'europa-draft' }).ok).toBe(false)
    registerSystemLoader('test-offline', () => Promise.reject(new Error('Failed to fetch')))
    try {
      expect(
        await fetchRulesOf({ json: { format: 'sortie-save', scenario: { system: 'test-offline' } } }),
      ).toBe('the rules of its system "test-offline" could not be fetched (Failed to fetch)')
    } finally {
      unregisterSystem('test-offline')
    }
  })
})
