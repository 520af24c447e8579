import { describe, expect, it } from 'vitest'
import type { GameEvent } from '../rules/systems/aeto'
import type { GameRecord } from '../store/game'
import { describeAction } from './actionWords'
import { logGroups } from './log'
import { isRevealed } from '../rules/systems/aeto/view'
import {
  abortRevealed as reveal,
  hiddenAbortChoice as hiddenChoice,
  secretReasoning as why,
  secretSightingRoll as roll,
  sightingReport as report,
} from '../rules/systems/aeto/testing/privateEvents'
import { playInterception, tutorialStore } from './testGame'

describe('logGroups', () => {
  it('groups events by action, oldest first, with the acting side and the action in words', () => {
    const g = playInterception().getState().game!
    const groups = logGroups(g, null)
    expect(groups.map((x) => [x.index, x.side.id, x.action])).toEqual([
      [0, 'allies', 'Launch B-17 from Marsham: fly to 0805 via 0307 0407 0507 0606 0706 0805'],
      [1, 'allies', 'Collect no units'],
      [2, 'axis', 'Intercept with Me-109 from Dunenfeld'],
    ])
    expect(groups[0].entries[0]).toMatchObject({
      text: 'B-17 launches from Marsham (0207) to fly to 0805 (4.1).',
      rule: '4.1',
      loc: '0207',
      hidden: false,
    })
    expect(groups[2].entries[0].text).toMatch(/Axis declares an interception of B-17 at 0706/)
  })

  it('stops at the cursor (undone actions are not shown)', () => {
    const store = playInterception()
    store.getState().undo()
    expect(logGroups(store.getState().game!, null)).toHaveLength(2)
  })

  it('masks a private event for the other side until a later event reveals it', () => {
    const base = tutorialStore().getState().game!
    const s0 = base.states[0]
    const record = (events: GameEvent[][]): GameRecord => ({
      ...base,
      actions: events.map(() => ({ type: 'voluntaryAbort', units: ['de-me109-1'] })),
      states: [s0, ...events.map(() => s0)],
      events,
      cursor: events.length,
    })
    const before = record([[hiddenChoice]])
    const [masked] = logGroups(before, 'allies')
    expect(masked.action).toBe('A hidden choice')
    expect(masked.entries[0]).toMatchObject({ hidden: true, loc: null })
    expect(masked.entries[0].text).not.toMatch(/Me-109/)
    expect(logGroups(before, 'axis')[0].entries[0]).toMatchObject({ hidden: false, text: hiddenChoice.text })
    expect(logGroups(before, null)[0].entries[0].hidden).toBe(false)

    const after = record([[hiddenChoice], [reveal]])
    expect(isRevealed(after.events.flat(), 0)).toBe(true)
    expect(logGroups(after, 'allies')[0].entries[0]).toMatchObject({ hidden: false, text: hiddenChoice.text })
  })

  it('never reveals a secret roll outside combat: the owner’s Flotilla Sighting Report die (4.10)', () => {
    const base = tutorialStore().getState().game!
    const s0 = base.states[0]
    // The Allies' reconnaissance: the scripted die of the Axis's report is drawn in the same action.
    const g: GameRecord = {
      ...base,
      actions: [{ type: 'reconnoitre', target: '0905', units: ['uk-wellington-1'] }],
      states: [s0, s0],
      events: [[roll, report]],
      cursor: 1,
    }
    expect(isRevealed(g.events.flat(), 0)).toBe(false)
    const [group] = logGroups(g, 'allies')
    expect(group.entries.map((e) => e.text)).toEqual([
      'Axis has rolled or chosen in secret (4.10).',
      report.text,
    ])
    expect(group.action).toBe('Reconnoitre 0905 with Wellington') // the Allies' own action stays told
    expect(logGroups(g, 'axis')[0].entries[0].text).toBe(roll.text)
  })

  it('merges the automatic opponent’s reasoning right after the events of the action it explains', () => {
    const g = playInterception().getState().game!
    const why: GameEvent = {
      type: 'botReasoning',
      text: 'Intercept: 62% to hit the B-17.',
      rule: '4.13',
      side: 'axis',
      loc: '0706',
    }
    const groups = logGroups(g, null, { 2: [why], 7: [why] })
    expect(groups[0].entries.every((e) => !e.bot)).toBe(true)
    const last = groups[2].entries
    expect(last.at(-1)).toMatchObject({
      key: '2.bot0',
      text: why.text,
      bot: true,
      hidden: false,
      loc: '0706',
      side: { id: 'axis' },
    })
    expect(last.slice(0, -1).every((e) => !e.bot)).toBe(true)
    expect(last.slice(0, -1).length).toBe(g.events[2].length)
    // Beyond the cursor (an undone action) nothing is merged.
    expect(groups).toHaveLength(3)
  })

  it('masks a secret choice’s reasoning for the other side until the choice is revealed', () => {
    const base = tutorialStore().getState().game!
    const s0 = base.states[0]
    const record = (events: GameEvent[][]): GameRecord => ({
      ...base,
      actions: events.map(() => ({ type: 'voluntaryAbort', units: ['de-me109-1'] })),
      states: [s0, ...events.map(() => s0)],
      events,
      cursor: events.length,
    })
    const before = record([[hiddenChoice]])
    const masked = logGroups(before, 'allies', { 0: why })[0].entries.filter((e) => e.bot)
    expect(masked).toHaveLength(1)
    expect(masked[0]).toMatchObject({ bot: true, hidden: true })
    expect(masked[0].text).not.toMatch(/Me-109|Fw-190/)
    expect(
      logGroups(before, 'axis', { 0: why })[0]
        .entries.filter((e) => e.bot)
        .map((e) => e.text),
    ).toEqual(why.map((e) => e.text))
    expect(logGroups(before, null, { 0: why })[0].entries.filter((e) => e.bot && e.hidden)).toHaveLength(0)
    const after = record([[hiddenChoice], [reveal]])
    expect(
      logGroups(after, 'allies', { 0: why })[0]
        .entries.filter((e) => e.bot)
        .map((e) => [e.text, e.hidden]),
    ).toEqual(why.map((e) => [e.text, false]))
  })
})

describe('describeAction', () => {
  it('says what an action does in words', () => {
    const s = tutorialStore().getState().game!.states[0]
    expect(describeAction(s, { type: 'endStep' })).toBe('End the Air Movement Step')
    expect(
      describeAction(s, {
        type: 'launch',
        base: 'kestrel',
        units: ['uk-spitfire-1', 'us-p47-1'],
        mission: 'fly',
        target: '0606',
      }),
    ).toBe('Launch Spitfire and P-47 from Kestrel Field: fly to 0606')
    expect(
      describeAction(s, {
        type: 'declare',
        groups: [{ base: 'waldheim', units: ['de-fw190-1', 'de-fw190-2'] }],
      }),
    ).toBe('Intercept with Fw-190 and Fw-190 from Waldheim')
    expect(describeAction(s, { type: 'attack', attacker: 'de-me109-1', target: 'us-b17-1' })).toBe(
      'Me-109 attacks B-17',
    )
    expect(describeAction(s, { type: 'roll', value: 4 })).toBe('Roll: 4')
    expect(describeAction(s, { type: 'pass' })).toBe('Pass: bring nothing more')
  })
})
