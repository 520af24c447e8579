import { describe, expect, it } from 'vitest'
import { catalog } from './catalog'
import { sourceOf } from './ScenarioPicker'

describe('the scenario list names the game played, never a built-in scenario in its place', () => {
  it('a what-if from a position, a file, a saved game, an address each get their own entry', () => {
    expect(sourceOf('position')).toBe('what-if from a position')
    expect(sourceOf('file:raid.json')).toBe('file raid.json')
    expect(sourceOf('save:g.json')).toBe('saved game g.json')
    expect(sourceOf('url:club/raid.json')).toBe('from club/raid.json')
    expect(sourceOf('something-else')).toBe('set up in Sortie')
  })

  it('a built-in scenario is the list’s own entry', () => {
    for (const e of catalog) expect(sourceOf(e.id)).toBeNull()
    expect(sourceOf(null)).toBeNull()
  })
})
