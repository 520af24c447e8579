import { describe, expect, it } from 'vitest'
import { createSortieStore } from './store'
import { fixture } from '../rules/systems/aeto/testing/fixtures'

const scenario = () =>
  JSON.parse(
    JSON.stringify(
      fixture({
        bases: [
          { id: 'ab', hex: '0207', owner: 'allies' },
          { id: 'x1', hex: '1004', owner: 'axis' },
        ],
        units: [
          {
            id: 'b17',
            name: 'B-17',
            nation: 'US',
            type: 'B',
            front: '_12_-20[2]',
            back: '_6_-20[2]',
            base: 'ab',
          },
          { id: 'me109', name: 'Me-109', nation: 'DE', type: 'F', front: '4-4/3', back: '2-4/3', base: 'x1' },
        ],
      }),
    ),
  )

describe('store', () => {
  it('loads a scenario and plays an action; the violation of an illegal one is kept and the game untouched', () => {
    const store = createSortieStore()
    expect(store.getState().loadScenario(scenario(), 'fixture')).toBe(true)
    const before = store.getState().game
    const v = store
      .getState()
      .dispatch({ type: 'launch', base: 'ab', units: ['me109'], mission: 'fly', target: '1807' })
    expect(v?.rule).toBe('4.1')
    expect(store.getState().game).toBe(before)
    expect(store.getState().lastViolation?.message).toMatch(/Me-109 cannot launch from ab/)
    expect(
      store
        .getState()
        .dispatch({ type: 'launch', base: 'ab', units: ['b17'], mission: 'fly', target: '1807' }),
    ).toBeNull()
    expect(store.getState().game!.cursor).toBe(1)
    expect(store.getState().game!.states[1].pending.kind).toBe('declare')
  })

  it('a malformed scenario reports errors and leaves the loaded game in place', () => {
    const store = createSortieStore()
    store.getState().loadScenario(scenario(), 'fixture')
    const game = store.getState().game
    const bad = { ...scenario(), airUnits: [{ id: 'x' }] }
    expect(store.getState().loadScenario(bad, 'bad')).toBe(false)
    expect(store.getState().loadErrors?.length).toBeGreaterThan(0)
    expect(store.getState().game).toBe(game)
    expect(store.getState().scenarioId).toBe('fixture')
  })

  it('undo restores exactly the previous snapshot and redo the next one', () => {
    const store = createSortieStore()
    store.getState().loadScenario(scenario(), 'fixture')
    const s0 = store.getState().game!.states[0]
    store.getState().dispatch({ type: 'launch', base: 'ab', units: ['b17'], mission: 'fly', target: '1807' })
    const s1 = store.getState().game!.states[1]
    store.getState().undo()
    expect(store.getState().game!.states[store.getState().game!.cursor]).toBe(s0)
    store.getState().redo()
    expect(store.getState().game!.states[store.getState().game!.cursor]).toBe(s1)
  })
})

describe('tracing a mission route hex by hex', () => {
  it('adds legal hexes; a hex further on adds the shortest legal path there; a refused hex is explained; launches on confirm (4.12)', () => {
    const store = createSortieStore()
    store.getState().loadScenario(scenario(), 'fixture')
    store.getState().startTracing('ab', ['b17'])
    expect(store.getState().traceTo('0307')).toBe(true)
    // two hexes on: the shortest path from 0307
    expect(store.getState().traceTo('0507')).toBe(true)
    const route = store.getState().ui.tracing!.route
    expect(route).toHaveLength(3)
    expect(route[0]).toBe('0307')
    expect(route[2]).toBe('0507')
    // back over a hex of the route: no path is made up, the rules' reason is shown
    expect(store.getState().traceTo('0307')).toBe(false)
    expect(store.getState().ui.traceRefusal).toMatch(/0307/)
    expect(store.getState().ui.tracing!.route).toEqual(route)
    expect(store.getState().confirmTracing()).toBeNull()
    expect(store.getState().ui.tracing).toBeNull()
    const g = store.getState().game!
    expect(g.actions[0]).toEqual({
      type: 'launch',
      base: 'ab',
      units: ['b17'],
      mission: 'fly',
      target: '0507',
      path: route,
    })
  })
})

describe('editing an interceptor group’s path while its launch waits (4.13)', () => {
  it('traces from the base, refuses a hex out of interception range, and launches along the path plus its automatic rest', () => {
    const store = createSortieStore()
    store.getState().loadScenario(scenario(), 'fixture')
    const st = () => store.getState()
    expect(
      st().dispatch({
        type: 'launch',
        base: 'ab',
        units: ['b17'],
        mission: 'fly',
        target: '0707',
        path: ['0307', '0407', '0507', '0607', '0707'],
      }),
    ).toBeNull()
    // The Axis passes until the Me-109 can reach the B-17, then declares.
    const pending = () => st().game!.states[st().game!.cursor].pending
    while (pending().kind === 'declare') {
      const p = pending()
      st().dispatch(
        p.kind === 'declare' && p.interceptors.length
          ? { type: 'declare', groups: [{ base: 'x1', units: ['me109'] }] }
          : { type: 'pass' },
      )
    }
    const p = pending()
    if (p.kind !== 'launchInterceptors') throw new Error(`expected the launch, got ${p.kind}`)
    expect(p.bases[0].autoPath.at(-1)).toBe('0707')
    st().startInterceptorPath(p.engagement, 'x1')
    expect(st().ui.tracing).toMatchObject({
      base: 'x1',
      units: ['me109'],
      route: [],
      engagement: p.engagement,
    })
    // 1104 is next to 1004 but leads away: from there 0707 is more than the 3 MP left (4.13).
    expect(st().traceTo('1104')).toBe(false)
    expect(st().ui.traceRefusal).toMatch(/could no longer reach 0707.*4\.13/)
    expect(st().traceTo('0905')).toBe(true)
    expect(st().confirmTracing()).toBeNull()
    const g = st().game!
    const last = g.actions[g.cursor - 1]
    expect(last.type).toBe('launchInterceptors')
    if (last.type !== 'launchInterceptors') return
    expect(last.path).toEqual(['0905', '0906', '0806', '0707']) // 4 MP: the Me-109's whole interception range
    expect(st().ui.tracing).toBeNull()
  })
})
