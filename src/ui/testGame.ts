// A tutorial game for the shell's unit tests: the store with the tutorial loaded, and a helper to
// play the B-17 mission that draws an Axis interception.
import { builtInScenarios } from '../scenarios/files'
import { createSortieStore, gameState } from '../store/store'

export function tutorialStore() {
  const store = createSortieStore()
  const tutorial = builtInScenarios.find((s) => s.id === 'tutorial')!
  if (!store.getState().loadScenario(tutorial.data, 'tutorial', { seed: 1 }))
    throw new Error('tutorial does not load')
  return store
}

/** Launch the B-17 along the Narrow Sea, collect nobody at Kestrel, Axis intercepts at 0706. */
export function playInterception(store = tutorialStore()) {
  const st = store.getState()
  st.startTracing('marsham', ['us-b17-1'])
  for (const h of ['0307', '0407', '0507', '0606', '0706', '0805'])
    if (!store.getState().traceTo(h)) throw new Error(`trace ${h}`)
  if (store.getState().confirmTracing()) throw new Error('launch refused')
  const flight = Object.keys(gameState(store.getState())!.flights)[0]
  for (const a of [
    { type: 'collect', flight, units: [] },
    { type: 'declare', groups: [{ base: 'dunenfeld', units: ['de-me109-1'] }] },
  ] as const) {
    const v = store.getState().dispatch(a as never)
    if (v) throw new Error(v.message)
  }
  return store
}
