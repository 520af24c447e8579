// The depth of a declaration comes from what it targets, not from the stack's height (4.13).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { declarationDepth, type Action } from './index'
import { parseScenarioText } from './scenario/validate'
import { pendingOf, play } from './testing/play'

const load = (path: string) => {
  const r = parseScenarioText(readFileSync(new URL(path, import.meta.url), 'utf8'))
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.scenario
}
const chain = load('../../../cli/testdata/chain-scenario.json')
const chainActions: Action[] = JSON.parse(
  readFileSync(new URL('../../../cli/testdata/chain-actions.json', import.meta.url), 'utf8'),
)
const t11 = load('../../../../public/scenarios/t11-whitley.json')

describe('declarationDepth (4.13)', () => {
  it('the chain: the B-17 → interception; the Me-109 → counter-interception before E1; the Spitfire → counter-counter-interception before E2', () => {
    const names = [1, 3, 5].map((n) => {
      const s = play(chain, chainActions.slice(0, n)).state
      const p = pendingOf(s, 'declare')
      return declarationDepth(s, p.targets)
    })
    expect(names).toEqual([
      { depth: 1, name: 'Interception', before: null },
      { depth: 2, name: 'Counter-interception', before: 'E1' },
      { depth: 3, name: 'Counter-counter-interception', before: 'E2' },
    ])
  })

  it('T-11: a window on the Hampden, launched to join the mission while E1 waits, is an interception, not a counter-interception', () => {
    const acts: Action[] = [
      {
        type: 'launch',
        base: 'liverpool',
        units: ['uk-whitley'],
        mission: 'fly',
        target: '1613',
        path: [
          '0619',
          '0719',
          '0819',
          '0919',
          '1019',
          '1119',
          '1118',
          '1217',
          '1317',
          '1316',
          '1415',
          '1515',
          '1514',
          '1613',
        ],
      },
      { type: 'collect', flight: 'F1', units: ['uk-spitfire'] },
      { type: 'pass' },
      { type: 'pass' },
      { type: 'pass' },
      { type: 'declare', groups: [{ base: 'westerland', units: ['de-me109-1'] }] },
      { type: 'launchInterceptors', base: 'westerland' },
      { type: 'pass' },
      { type: 'launch', base: 'scapa-flow', units: ['uk-hampden'], mission: 'fly' },
    ]
    const s = play(t11, acts, [6, 6, 6]).state
    const p = pendingOf(s, 'declare')
    expect(s.stack).toEqual(['E1'])
    expect(p.targets.map((f) => s.flights[f].units)).toEqual([['uk-hampden']])
    expect(declarationDepth(s, p.targets)).toEqual({ depth: 1, name: 'Interception', before: null })
  })
})
