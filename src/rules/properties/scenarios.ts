// The scenarios the property tests play: every shipped scenario and a hand-built fixture, plus
// random generated ones (see randomScenario.ts).
import fc from 'fast-check'
import { builtInScenarios } from '../../scenarios'
import type { Scenario } from '../scenario/schema'
import { parseScenario } from '../scenario/validate'
import { fixture } from '../testing/fixtures'
import { randomScenario } from '../testing/randomScenario'

export interface NamedScenario {
  id: string
  scenario: Scenario
}

export function shippedScenarios(): NamedScenario[] {
  return builtInScenarios.map((b) => {
    const r = parseScenario(b.data)
    if (!r.ok) throw new Error(`shipped scenario ${b.id} does not load: ${JSON.stringify(r.errors)}`)
    return { id: b.id, scenario: r.scenario }
  })
}

/** The interception chain of scratch/chain.ts: a B-17, a Spitfire, a Me-109 and a Fw-190. */
export const chainFixture: Scenario = fixture({
  bases: [
    { id: 'ab', hex: '0207', owner: 'allies' },
    { id: 'a1', hex: '0702', owner: 'allies' },
    { id: 'x1', hex: '1004', owner: 'axis' },
    { id: 'x2', hex: '1101', owner: 'axis' },
  ],
  units: [
    { id: 'b17', name: 'B-17', nation: 'US', type: 'B', front: '_12_-20[2]', back: '_6_-20[2]', base: 'ab' },
    { id: 'spit', name: 'Spitfire', nation: 'UK', type: 'F', front: '4-4/3', back: '2-4/3', base: 'a1' },
    { id: 'me109', name: 'Me-109', nation: 'DE', type: 'F', front: '4-4/3', back: '2-4/3', base: 'x1' },
    { id: 'fw190', name: 'Fw-190', nation: 'DE', type: 'F', front: '4-5/4', back: '2-5/4', base: 'x2' },
  ],
})

/** Shipped scenarios and the fixture. */
export function namedScenarios(): NamedScenario[] {
  return [...shippedScenarios(), { id: 'fixture-chain', scenario: chainFixture }]
}

export const seedArb = fc.integer({ min: 0, max: 0x7fffffff })

const randomCache = new Map<number, Scenario>()

/** Random scenarios without forbidden hexes (BUG-3 strands interceptors next to them). The
 *  arbitrary shows as its seed; the scenario is randomScenario({ seed }). */
export const randomScenarioArb: fc.Arbitrary<NamedScenario> = seedArb.map((seed) => {
  const named = { id: `randomScenario({ seed: ${seed} })` } as NamedScenario
  Object.defineProperty(named, 'scenario', {
    enumerable: false,
    get: () => {
      let sc = randomCache.get(seed)
      if (!sc) {
        if (randomCache.size > 64) randomCache.clear()
        sc = randomScenario({ seed })
        randomCache.set(seed, sc)
      }
      return sc
    },
  })
  return named
})
