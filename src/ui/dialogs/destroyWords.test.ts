import { describe, expect, it } from 'vitest'
import { destroyWords } from './destroyWords'

describe('how an installation is destroyed (4.26)', () => {
  it('names the table result the target number asks for and the 2d6 roll that gives it, so neither reads as the other', () => {
    expect(destroyWords(2, 8, 'strength')).toBe(
      "; the table's result must reach 2: a 2d6 roll of 8 or more in this column",
    )
    expect(destroyWords(4, null, 'gunnery')).toBe('; it cannot be destroyed with this gunnery')
  })
})
