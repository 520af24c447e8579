import { describe, expect, it } from 'vitest'
import { nationName } from './words'

describe("the editor's words", () => {
  it('names a nation by its name, not its id ("United Kingdom", not "uk")', () => {
    const d = {
      nations: [
        { id: 'uk', name: 'United Kingdom' },
        { id: 'germany', name: '' },
      ],
    }
    expect(nationName(d, 'uk')).toBe('United Kingdom')
    expect(nationName(d, 'germany')).toBe('germany') // no name entered yet: the id is all there is
    expect(nationName(d, 'italy')).toBe('italy')
  })
})
