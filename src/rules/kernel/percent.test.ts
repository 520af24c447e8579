import { describe, expect, it } from 'vitest'
import { percent } from './percent'

describe('percent: one style of odds for the dialogs and the bot', () => {
  it('reads a chance as a percentage to one decimal', () => {
    expect(percent(4 / 6)).toBe('66.7%')
    expect(percent(1 / 6)).toBe('16.7%')
    expect(percent(1)).toBe('100.0%')
    expect(percent(0)).toBe('0.0%')
    expect(percent(-0.00001)).toBe('0.0%')
    expect(percent(0.0005)).toBe('0.1%')
  })
})
