// "While you waited" (whatHappened.ts): the other side's actions since the player's last one, read
// from the player's own view of the log, so a secret of the other side never reaches it (4.10, 4.16).
import { describe, expect, it } from 'vitest'
import type { GameEvent } from '../rules/systems/aeto'
import type { GameRecord } from '../store/game'
import { logGroups } from './log'
import { FEED_LIMIT, whatHappened } from './whatHappened'
import { playInterception, tutorialStore } from './testGame'
import {
  hiddenAbortChoice as hiddenChoice,
  secretReasoning,
  secretSightingRoll as roll,
  sightingReport as report,
} from '../rules/systems/aeto/testing/privateEvents'

describe('whatHappened', () => {
  it('after the Axis intercepts, the Allies read what it did and where, and nothing of their own actions', () => {
    const g = playInterception().getState().game!
    const feed = whatHappened(logGroups(g, 'allies'), 'allies')!
    expect(feed.upTo).toBe(2)
    expect(feed.items[0]).toMatchObject({
      key: '2',
      side: 'Axis',
      text: 'Intercept with Me-109 from Dunenfeld',
    })
    expect(feed.items.slice(1).map((i) => i.key)).toEqual(g.events[2].map((_, k) => `2.${k}`))
    expect(feed.items.some((i) => /B-17 launches/.test(i.text))).toBe(false) // the Allies' own launch
    expect(feed.locs).toContain('0706')
    expect(feed.omitted).toBe(0)
    // The Axis acted last: for the Axis nothing happened since.
    expect(whatHappened(logGroups(g, 'axis'), 'axis')).toBeNull()
  })

  it('before the player has acted, the other side’s actions are all told', () => {
    const g = playInterception().getState().game!
    const feed = whatHappened(logGroups(g, 'axis'), 'nobody')!
    expect(feed.items.filter((i) => !i.key.includes('.')).map((i) => i.text)).toEqual([
      'Launch B-17 from Marsham: fly to 0805 via 0307 0407 0507 0606 0706 0805',
      'Collect no units',
      'Intercept with Me-109 from Dunenfeld',
    ])
  })

  it('tells the Allies no secret of the Axis: its hidden aborts, its secret die, its bot’s reasoning', () => {
    const base = tutorialStore().getState().game!
    const s0 = base.states[0]
    const axis = { ...s0, pending: { ...s0.pending, side: 'axis' } } // the Axis acts
    const g: GameRecord = {
      ...base,
      actions: [{ type: 'voluntaryAbort', units: ['de-me109-1'] }, { type: 'pass' }],
      states: [axis, axis, axis],
      events: [[hiddenChoice], [roll, report]],
      cursor: 2,
    }
    const botLog: Record<number, GameEvent[]> = { 0: secretReasoning }
    const feed = whatHappened(logGroups(g, 'allies', botLog), 'allies')!
    const text = feed.items.map((i) => i.text).join('\n')
    expect(text).not.toContain('Me-109')
    expect(text).not.toContain('rolls 6')
    expect(text).not.toContain('abort it')
    expect(text).toContain(report.text) // the report itself is public (4.10)
    expect(feed.locs).toEqual(['0905'])
  })

  it('keeps the newest lines when there are many, and counts the rest', () => {
    const g = playInterception().getState().game!
    const groups = logGroups(g, 'allies')
    const many = Array.from({ length: 5 }, (_, k) => ({ ...groups[2], index: 2 + k }))
    const feed = whatHappened([...groups.slice(0, 2), ...many], 'allies')!
    const total = many.length * (1 + groups[2].entries.filter((e) => !e.bot).length)
    expect(feed.items).toHaveLength(Math.min(FEED_LIMIT, total))
    expect(feed.omitted).toBe(total - feed.items.length)
    expect(feed.upTo).toBe(6)
  })
})
