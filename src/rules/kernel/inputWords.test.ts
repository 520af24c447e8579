// How a message quotes the value it got from a file (kernel/inputWords.ts).
import { describe, expect, it } from 'vitest'
import { describeInput } from './inputWords'

describe('describeInput', () => {
  it('quotes each kind of value as the messages read it', () => {
    expect(describeInput(undefined)).toBe('nothing')
    expect(describeInput(null)).toBe('null')
    expect(describeInput('Spitfire')).toBe('"Spitfire"')
    expect(describeInput('x'.repeat(41))).toBe(JSON.stringify(`${'x'.repeat(40)}…`))
    expect(describeInput('x'.repeat(40))).toBe(JSON.stringify('x'.repeat(40)))
    expect(describeInput(805)).toBe('805')
    expect(describeInput(Infinity)).toBe('Infinity')
    expect(describeInput(false)).toBe('false')
    expect(describeInput([1])).toBe('a list of 1 item')
    expect(describeInput([1, 2, 3])).toBe('a list of 3 items')
    expect(describeInput({ a: 1 })).toBe('an object')
    expect(describeInput(1n)).toBe('a bigint')
  })
})
