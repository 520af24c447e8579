// The decision due as each side sees it (design §7): its own in full, another side's as who
// decides and under which rule, a private one without its prompt or place (4.1, 4.13, 4.16).
import { describe, expect, it } from 'vitest'
import { readBuiltIn } from '../../../scenarios/files'
import { parseScenario } from './scenario/validate'
import { act, start } from './testing/play'
import { isPrivateDecision, pendingSeen, view } from './view'

const tutorial = (() => {
  const r = parseScenario(readBuiltIn('tutorial'))
  if (!r.ok) throw new Error('tutorial')
  return r.scenario
})()

describe('pendingSeen', () => {
  it('the Allies plan: in full for the Allies and all open, "decides in private" for the Axis (4.1)', () => {
    const s = start(tutorial)
    expect(s.pending).toMatchObject({ kind: 'plan', side: 'allies' })
    expect(isPrivateDecision(s)).toBe(true)
    expect(pendingSeen(s, 'allies')).toMatchObject({
      own: true,
      kind: 'plan',
      bases: s.pending.kind === 'plan' ? s.pending.bases : [],
    })
    expect(pendingSeen(s, null)).toMatchObject({ own: true, kind: 'plan' })
    const axis = pendingSeen(s, 'axis')
    expect(axis).toEqual({
      own: false,
      kind: 'plan',
      side: 'allies',
      rule: '4.1',
      private: true,
      prompt: 'Western Allies decides in private (4.1).',
    })
    // Nothing of the Allies' options reaches the Axis's view.
    expect(JSON.stringify(view(s, 'axis').pending)).not.toContain('marsham')
  })

  it('the Axis declares its interceptions in private: the Allies see only who decides (4.13)', () => {
    let s = start(tutorial)
    s = act(s, {
      type: 'launch',
      side: 'allies',
      base: 'marsham',
      units: ['us-b17-1'],
      mission: 'fly',
      target: '0805',
      path: ['0307', '0407', '0507', '0606', '0706', '0805'],
    }).state
    s = act(s, { type: 'collect', side: 'allies', flight: 'F1', units: [] }).state
    expect(s.pending).toMatchObject({ kind: 'declare', side: 'axis' })
    expect(isPrivateDecision(s)).toBe(true)
    const allies = pendingSeen(s, 'allies')
    expect(allies).toMatchObject({ own: false, kind: 'declare', side: 'axis', rule: '4.13', private: true })
    expect('loc' in allies).toBe(false)
    expect(JSON.stringify(allies)).not.toContain('dunenfeld')
    expect(pendingSeen(s, 'axis')).toMatchObject({ own: true, kind: 'declare' })
  })
})
