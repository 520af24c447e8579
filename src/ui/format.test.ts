import { describe, expect, it } from 'vitest'
import { parseChit } from '../rules/scenario/schema'
import { chitNotation, kindName } from './format'

describe('chitNotation', () => {
  it.each([
    ['4-4/3', 'F'],
    ['_12_-20[2]', 'B'],
    ['X-7', 'ATP'],
    ['2-12', 'B'],
    ['_6_-12', 'B'],
  ] as const)('prints %s back as written', (text, type) => {
    const face = parseChit(text)
    expect(face).not.toBeNull()
    expect(chitNotation(face!, type)).toBe(text)
  })
})

describe('kindName', () => {
  it('names every base kind in words', () => {
    expect(kindName('LargeAirbase')).toBe('Large airbase')
    expect(kindName('UKTransferHex')).toBe('UK transfer hex')
  })
})
