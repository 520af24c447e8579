// The OCS screens: the odds the dialogs quote before a roll are exact (counted over the 36 faces
// of two dice), the abort dialog refuses aborting every aircraft before the combat (14.3d A), the
// mission order is built from the rules' legal actions and leaves what it does not know to the
// generic list, each decision kind has its dialog, the hand-over comes only when asked for at every
// change (nothing is secret in OCS, 14.3e A), and the page is found through the registry.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ocsSystem, OCS_SYSTEM_ID } from '../../../rules/systems/all'
import type { OcsAction, OcsState } from '../../../rules/systems/ocs'
import { readBuiltIn } from '../../../scenarios/files'
import { screensFor, screensOfScenario } from '..'
import {
  abortProblem,
  airCombatOddsLines,
  flakLines,
  isLegalSet,
  missionMenu,
  rollLines,
} from './dialogLogic'
import { ocsHandOverDue } from './handOver'
import { OCS_DIALOGS, ocsDialogFor } from './dialogTable'
import { AbortDialog, ChartLookupDialog, MissionOrderDialog, PhaseDialog, PickDialog } from './OcsDialogs'
import { describeOcsAction, lastBotReasoning, ocsLogGroups } from './ocsLog'
import { airCombatOdds, chanceText, oneDieAtLeast, twoDiceAtLeast, twoDiceWays } from './odds'

const EXAMPLE = 'ocs-air-combat-14-3e'

function game(json: unknown, dice: number[], manual = false): OcsState {
  const r = ocsSystem.parseScenario(json)
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return ocsSystem.newGame(r.scenario, { seed: 1, dice, ...(manual ? { manualDice: true } : {}) })
}

function play(s: OcsState, actions: OcsAction[]): OcsState {
  for (const a of actions) {
    const r = ocsSystem.apply(s, a)
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.violation.message}`)
    s = r.state
  }
  return s
}

const BARRAGE: OcsAction = { type: 'mission', mission: 'barrage', hex: '1006', aircraft: ['lagg3', 'il2'] }
const NO_ABORT: OcsAction = { type: 'abort', aircraft: [] }

function html(Dialog: unknown, s: OcsState): string {
  return renderToStaticMarkup(
    createElement(Dialog as never, {
      state: s,
      pending: s.pending,
      legal: ocsSystem.legal(s),
      act: () => {},
    }),
  )
}

describe('the odds the OCS dialogs quote', () => {
  it('counts two dice exactly: 36 outcomes, 11 or more 3 in 36, with +2 10 in 36 (14.4e)', () => {
    expect([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(twoDiceWays)).toEqual([1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1])
    expect(twoDiceAtLeast(11, 0)).toEqual({ ways: 3, of: 36 })
    expect(twoDiceAtLeast(11, 2)).toEqual({ ways: 10, of: 36 })
    expect(twoDiceAtLeast(11, -1)).toEqual({ ways: 1, of: 36 })
    expect(chanceText(twoDiceAtLeast(11, 2))).toBe('10 in 36 (27.8%)')
    expect(chanceText(twoDiceAtLeast(11, 10))).toBe('certain (36 in 36)')
    expect(chanceText(oneDieAtLeast(5))).toBe('2 in 6 (33.3%)')
  })

  it('the Air Combat roll of 14.3e: 2d6 + 2 − 4; with row 7 entered "both abort" comes 4 in 36', () => {
    const o = airCombatOdds(2, 4, { '7': 'both abort' })
    expect(o.rows.map((r) => r.row)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(o.byResult).toEqual([{ result: 'both abort', ways: 4 }])
    expect(o.notEntered).toBe(32)
    const full = airCombatOdds(0, 0, {
      ...Object.fromEntries([2, 3, 4, 5, 6].map((r) => [String(r), 'attacker aborts'])),
      '7': 'both abort',
      ...Object.fromEntries([8, 9, 10, 11, 12].map((r) => [String(r), 'defender aborts'])),
    })
    expect(full.byResult).toEqual([
      { result: 'attacker aborts', ways: 15 },
      { result: 'both abort', ways: 6 },
      { result: 'defender aborts', ways: 15 },
    ])
    expect(full.notEntered).toBe(0)
  })
})

describe('the OCS dialogs on the example of 14.3e', () => {
  const start = game(readBuiltIn(EXAMPLE), [4, 5, 3])

  it('the mission order comes from the legal actions; an unknown mission falls back to the generic list', () => {
    const menu = missionMenu(ocsSystem.legal(start))
    // Trainbusting may strike any hex in range (14.8): every one is on the menu.
    expect([...menu.missions.keys()]).toEqual(['barrage', 'trainbusting'])
    expect(menu.missions.get('trainbusting')!.get('1006')).toEqual([['lagg3'], ['lagg3', 'il2'], ['il2']])
    expect(menu.missions.get('barrage')!.get('1006')).toEqual([['lagg3'], ['lagg3', 'il2'], ['il2']])
    expect(menu.endSegment).toBe(true)
    expect(menu.others).toEqual([])
    expect(isLegalSet(menu.missions.get('barrage')!.get('1006')!, ['il2', 'lagg3'])).toBe(true)
    expect(isLegalSet(menu.missions.get('barrage')!.get('1006')!, [])).toBe(false)
    const later = { type: 'mission', mission: 'antiShip', hex: '0808', aircraft: ['il2'] }
    expect(missionMenu([...ocsSystem.legal(start), later]).others).toEqual([later])
    const page = html(MissionOrderDialog, start)
    expect(page).toContain('Barrage (14.7): to an enemy air base not barraged this phase')
    expect(page).toContain(
      '1006 (Germans air base, Level 2; Active there: Bf 109f, Stuka (stuka-1), Stuka (stuka-2))',
    )
    expect(page).toContain('LaGG-3 (Fighter, rating 2, full strength), 7 hexes from its base 0306, range 10')
  })

  it('Flak before the barrage: 11 or more, the Patrol Zone line +1 known, the size line off the chart (14.4e)', () => {
    const lines = flakLines(start, {
      type: 'barrage',
      side: 'soviet',
      hex: '1006',
      aircraft: ['lagg3', 'il2'],
    })
    expect(lines[0]).toBe(
      'Flak (Germans rolls 2d6): one mission aircraft step is lost on 11 or more (14.4e). Lines of the Flak chart: 2 mission aircraft: from your own chart; Target hex in an enemy Patrol Zone, a Fighter among the mission aircraft: +1.',
    )
    // 2d6 + 1 ≥ 11: 10, 11 or 12, 6 in 36; one more point from the chart: 10 in 36.
    expect(lines[1]).toBe(
      'With the lines known (+1), before the 1 read off your chart: −1 more: 3 in 36 (8.3%); +0 more: 6 in 36 (16.7%); +1 more: 10 in 36 (27.8%); +2 more: 15 in 36 (41.7%).',
    )
    expect(flakLines(start, { type: 'sweep', side: 'soviet', hex: '1006', aircraft: ['lagg3'] })).toEqual([
      'No Flak: this mission draws none here (14.4a).',
    ])
  })

  it('the abort dialog refuses aborting every aircraft before the combat: keep one (14.3d A)', () => {
    expect(abortProblem(['lagg3', 'il2'], ['lagg3', 'il2'], 1)).toBe(
      'At least one aircraft must stay and fight: keep one (14.3d A).',
    )
    expect(abortProblem(['lagg3', 'il2'], ['il2'], 1)).toBeNull()
    expect(abortProblem(['il2'], ['il2'], 0)).toBeNull() // after the combat, all may go (14.3d C)
    const pre = play(start, [BARRAGE])
    expect(pre.pending).toMatchObject({ kind: 'preAbort', keep: 1 })
    const page = html(AbortDialog, pre)
    expect(page).toContain('Abort before the Air Combat')
    expect(page).toContain('(rule 14.3d A)')
    expect(page).toContain('LaGG-3 (Fighter, rating 2, full strength)')
  })

  it('picking the defender shows each choice with the exact odds of the round (14.3e B–C)', () => {
    const s = play(start, [BARRAGE, NO_ABORT, NO_ABORT, { type: 'pick', aircraft: 'lagg3' }])
    expect(s.pending.kind).toBe('pickDefender')
    expect(airCombatOddsLines(s, 'lagg3', 'bf109f')[0]).toBe(
      'Modified roll: 2d6 + 2 (LaGG-3) − 4 (Bf 109f), from 0 to 10 (14.3e C).',
    )
    expect(html(PickDialog, s)).toContain(
      'Each modified roll: 0: 1/36, 1: 2/36, 2: 3/36, 3: 4/36, 4: 5/36, 5: 6/36, 6: 5/36, 7: 4/36, 8: 3/36, 9: 2/36, 10: 1/36.',
    )
    const entered = game(
      { ...(readBuiltIn(EXAMPLE) as object), airCombatTable: { '7': 'both abort' } },
      [4, 5, 3],
    )
    const t = play(entered, [BARRAGE, NO_ABORT, NO_ABORT, { type: 'pick', aircraft: 'lagg3' }])
    const page = html(PickDialog, t)
    expect(page).toContain('both abort: 4 in 36 (11.1%)')
    expect(page).toContain(
      'a row this game&#x27;s table does not have, read off your own chart: 32 in 36 (88.9%)',
    )
    // Against a Stuka (1): 2d6 + 1, row 7 at a total of 6, 5 in 36.
    expect(page).toContain('both abort: 5 in 36 (13.9%)')
  })

  it('the dice rolled by hand: the odds first; the chart look-up offers only what row 7 accepts (14.3e)', () => {
    const m = game(readBuiltIn(EXAMPLE), [], true)
    const s = play(m, [
      BARRAGE,
      NO_ABORT,
      NO_ABORT,
      { type: 'pick', aircraft: 'lagg3' },
      { type: 'pick', aircraft: 'bf109f' },
    ])
    expect(s.pending).toMatchObject({ kind: 'roll', count: 2 })
    expect(rollLines(s, s.pending as never)[0]).toBe(
      'Modified roll: 2d6 + 2 (LaGG-3) − 4 (Bf 109f), from 0 to 10 (14.3e C).',
    )
    const looked = play(s, [{ type: 'roll', values: [4, 5] }])
    const page = html(ChartLookupDialog, looked)
    expect(page).toContain(
      'the dice you rolled show 4 and 5 + 2 (LaGG-3&#x27;s rating, 14.3e C) − 4 (Bf 109f&#x27;s rating, 14.3e C) = 7.',
    )
    expect(page).toContain('<button type="button">both abort</button>')
    expect(page).toContain('<button type="button" disabled="">defender aborts</button>')
    const loss = play(looked, [{ type: 'chart', result: 'both abort' }])
    expect(rollLines(loss, loss.pending as never)).toEqual([
      'The loss die: on 5 or more the aborted aircraft lose a step, 2 in 6 (33.3%) (14.3e C).',
    ])
  })

  it('every OCS decision kind has its dialog; a kind the table does not know has none (the generic list)', () => {
    expect(Object.keys(OCS_DIALOGS).sort()).toEqual(
      [
        'cargoLoss',
        'chartLookup',
        'flakLoss',
        'intercept',
        'load',
        'over',
        'phase',
        'pickAttacker',
        'pickDefender',
        'postAbort',
        'preAbort',
        'returnBase',
        'roll',
      ].sort(),
    )
    expect(ocsDialogFor('phase')).toBe(PhaseDialog)
    expect(ocsDialogFor('over')).toBeNull()
    expect(ocsDialogFor('airDropPlan')).toBeUndefined()
  })

  it('the log in words, with the bot reasoning of the actions since the last person', () => {
    const actions: OcsAction[] = [BARRAGE, NO_ABORT]
    const states = [start, play(start, [BARRAGE]), play(start, actions)]
    const events = actions.map((a, i) => {
      const r = ocsSystem.apply(states[i], a)
      return r.ok ? r.events : []
    })
    const groups = ocsLogGroups({ states, actions, events, cursor: 2 }, null, {
      1: [{ text: 'every aircraft stays' }],
    })
    expect(groups.map((g) => `${g.side}: ${g.action}`)).toEqual([
      'Soviets: Barrage of 1006 with LaGG-3, IL-2',
      'Soviets: No abort',
    ])
    expect(groups[1].events.at(-1)).toEqual({ text: 'every aircraft stays', rule: null, bot: true })
    expect(describeOcsAction(start, { type: 'intercept', aircraft: null })).toBe('No interception')
    expect(lastBotReasoning(3, { 1: [{ text: 'a' }], 2: [{ text: 'b' }] })).toEqual([
      { text: 'a' },
      { text: 'b' },
    ])
    expect(lastBotReasoning(3, { 1: [{ text: 'a' }] })).toEqual([])
  })
})

describe('the OCS page', () => {
  it('is found through the registry of screens, with its own page, which holds its dialog table', () => {
    const screens = screensOfScenario(readBuiltIn(EXAMPLE))
    expect(screens).toBe(screensFor(OCS_SYSTEM_ID))
    // The page holds the dialogs (dialogTable.ts), fetched with it: none registered for the shell.
    expect(screens?.dialogs).toBeUndefined()
    expect(screens?.App).toBeDefined()
  })

  it('hot-seat: no hand-over for an open change of side; one at every change only when asked for', () => {
    const o = { handOver: true, pendingSide: 'german', atScreen: 'soviet', botSides: [], over: false }
    expect(ocsHandOverDue({ ...o, when: 'private' })).toBe(false)
    expect(ocsHandOverDue({ ...o, when: 'everyChange' })).toBe(true)
    expect(ocsHandOverDue({ ...o, when: 'everyChange', botSides: ['german'] })).toBe(false)
    expect(ocsHandOverDue({ ...o, when: 'everyChange', handOver: false })).toBe(false)
    expect(ocsHandOverDue({ ...o, when: 'everyChange', atScreen: 'german' })).toBe(false)
  })
})
