// The generic page's log shows a side only the events it may read: an event private to one side
// (a hidden choice, kernel/events.ts privateTo) never reaches the other side's log; an onlooker in
// solo play (viewer null) reads everything.
import { describe, expect, it } from 'vitest'
import { eventsSeen } from './GenericApp'

const events = [
  { type: 'a', text: 'both sides read this' },
  { type: 'b', text: 'the Allies’ secret', privateTo: 'allies' },
  { type: 'c', text: 'the Axis’ secret', privateTo: 'axis' },
]

describe('the generic page’s log', () => {
  it('hides the events private to another side', () => {
    expect(eventsSeen(events, 'allies').map((e) => e.text)).toEqual([
      'both sides read this',
      'the Allies’ secret',
    ])
    expect(eventsSeen(events, 'axis').map((e) => e.text)).toEqual([
      'both sides read this',
      'the Axis’ secret',
    ])
    expect(eventsSeen(events, null)).toHaveLength(3)
  })
})
