// The AWAW screens on the rules example of 23.22A (public/scenarios/awaw): the page is found through
// the registry and each decision kind has its dialog (an unknown kind falls back to the generic list);
// the dialogs are built from the rules' legal actions and the deciding side's view and cite their
// rules; the cover dialog quotes the share that engages two hexes from the base (23.22A: 4 → 3);
// the odds before the air defence roll are counted exactly over the Air Defense Table's row; the
// attacker's panels, map and log never show the secret cover (23.25A); the hand-over comes at each
// change of the person deciding in hot-seat.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import '../../../rules/systems/all' // every system registered, as a page has after loading a file
import { awawSystem, type AwawAction, type AwawState } from '../../../rules/systems/awaw'
import { readBuiltIn } from '../../../scenarios/files'
import { awawMapSnapshot, type AwawMapView } from '../../../map/systems/awaw/awawSnapshot'
import { awawHoverLines } from '../../../map/systems/awaw/awawHover'
import { screensOfScenario } from '..'
import { AWAW_DIALOGS, awawDialogFor } from './dialogTable'
import { awawLogGroups, describeAwawAction } from './awawLog'
import { ForcesPanel } from './ForcesPanel'
import { airDefenseLines, airDefenseOdds, navalAttackLine } from './odds'
import { awawHandOverDue, awawViewer } from './screen'
import { asState, type AwawView } from './words'
import { AwawChartsDialog, TableGrid } from './AwawChartsDialog'
import { nationalityText, withNationalityRows } from './awawChartsForm'
import { ADT_RECONSTRUCTED, airDefenseTable } from '../../../rules/systems/awaw'

const EXAMPLE = 'awaw-air-cover-23-22a'
const ENTER: AwawAction = { type: 'enterHex', force: 'jp-force', hex: '0506' }
const STRIKE: AwawAction = {
  type: 'strike',
  attacks: [{ tf: 'jp-tf', from: [{ base: 'us-base', kind: 'attack', count: 4 }] }],
}
const COVER: AwawAction = {
  type: 'cover',
  from: [
    { base: 'jp-base', kind: 'cover', count: 3 },
    { base: 'jp-base', kind: 'nas', count: 1 },
  ],
  extra: [],
  cap: {},
}

function start(): AwawState {
  const r = awawSystem.parseScenario(readBuiltIn(EXAMPLE))
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return awawSystem.newGame(r.scenario, { seed: 1, dice: [1, 1, 6, 6] })
}

function play(s: AwawState, actions: AwawAction[]): { state: AwawState; events: unknown[][] } {
  const events: unknown[][] = []
  for (const a of actions) {
    const r = awawSystem.apply(s, a)
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.violation.message}`)
    s = r.state
    events.push(r.events)
  }
  return { state: s, events }
}

const view = (s: AwawState, side: string | null) => asState(awawSystem.view(s, side) as AwawView)

/** The dialog of the decision due, as the deciding side sees it. */
function dialog(s: AwawState, mapHex: string | null = null): string {
  const v = view(s, s.pending.side)
  const Dialog = awawDialogFor(v.pending.kind)
  if (!Dialog) throw new Error(`no dialog for ${v.pending.kind}`)
  return renderToStaticMarkup(
    createElement(Dialog, {
      state: v,
      pending: v.pending,
      legal: awawSystem.legal(v),
      act: () => {},
      mapHex,
    }),
  )
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/\s+/g, ' ')

describe('the AWAW page', () => {
  it('is found through the registry, with a dialog for each decision kind and the generic list for others', () => {
    expect(screensOfScenario(readBuiltIn(EXAMPLE))?.App).toBeDefined()
    expect(Object.keys(AWAW_DIALOGS).sort()).toEqual(
      [
        'chartLookup',
        'cover',
        'damaged',
        'engage',
        'engagers',
        'outside',
        'over',
        'removeAaf',
        'roll',
        'strike',
        'targets',
      ].sort(),
    )
    expect(awawDialogFor('over')).toBeNull()
    expect(awawDialogFor('aKindTheRulesAddLater')).toBeUndefined()
  })

  it('enters the naval movement as an outside event, the hexes from the legal actions (23.24A)', () => {
    const html = text(dialog(start()))
    expect(html).toContain('From outside the rules text: naval movement (rule 23.24)')
    expect(html).toContain('Japanese naval force is in 0505; it enters one hex next to it (23.24A)')
    expect(html).toContain('Enter 0506')
    expect(html).not.toContain('Enter 0508')
    expect(html).toContain('End the player turn (the AAS recombine, 23.141C)')
    // A hex clicked on the map that the rules offer becomes the primary choice; another does not.
    expect(text(dialog(start(), '0506'))).toContain('Enter 0506 (the hex picked on the map)')
    expect(text(dialog(start(), '0909'))).not.toContain('the hex picked on the map')
  })

  it('offers the strike from the squadrons in range and says the AAF break into AAS (23.24, 23.131)', () => {
    const { state } = play(start(), [ENTER])
    const html = text(dialog(state))
    expect(html).toContain('Strike Japanese naval force in 0506 (rule 23.24)')
    expect(html).toContain('attack AAS from American airbase (stand-in) (0–4)')
    expect(html).toContain('Let it pass')
    expect(html).toContain('New to rule 23?')
  })

  it('quotes the share of cover that engages two hexes from the base: 4 assigned, 3 engage (23.22A)', () => {
    const { state } = play(start(), [ENTER, STRIKE])
    const html = text(dialog(state))
    expect(html).toContain('Air cover and CAP over Japanese naval force (secret) (rule 23.24)')
    expect(html).toContain('cover AAS from Japanese airbase (0–3)')
    expect(html).toContain('NAS from Japanese airbase (0–1)')
    expect(html).toContain(
      'The nearest friendly air base is 2 hexes from 0506: 2/3 of the cover, rounded up, may engage (23.22A).',
    )
    expect(html).toContain('Cover: cover AAS and land-based NAS within 3 hexes of 0506 (Pacific, 23.22)')
    expect(html).toContain('At most 8 defenders engage in any one air combat (23.415A).')
  })

  it('counts the air defence odds exactly over the table row of the level (23.4211, 23.42)', () => {
    const { state } = play(start(), [ENTER, STRIKE, COVER])
    expect(state.pending.kind).toBe('engage')
    // 4 + 1 naval factors: level 1; row 1 reads 0 on 2–6, 0/1 on 7–8, 1/0 on 9–10, 1/1 on 11–12.
    const o = airDefenseOdds(state, 'jp-tf', 'japan')!
    expect(o.level).toBe(1)
    expect(o.results.map((r) => [`${r.eliminated}/${r.aborted}`, r.ways])).toEqual([
      ['0/0', 15],
      ['0/1', 11],
      ['1/0', 7],
      ['1/1', 3],
    ])
    expect(airDefenseLines(o, 4)[3]).toBe(
      '1/0 (columns 9, 10): 7 in 36 (19.4%); of 4 attacking squadrons, 1 eliminated, 0 aborted (23.422).',
    )
    const html = text(dialog(state))
    expect(html).toContain('Defenders engaging over Japanese TF (rule 23.415)')
    expect(html).toContain('cover engaging (0–3)')
    expect(html).toContain('Air defence level 1 (5 naval factors: +1 (23.4211))')
  })

  it('keeps the cover secret from the attacker: panel, map, log (23.25A)', () => {
    const s0 = start()
    const { state, events } = play(s0, [ENTER, STRIKE, COVER])
    const us = view(state, 'usa')
    const panel = renderToStaticMarkup(createElement(ForcesPanel, { state: us, viewer: 'usa' }))
    // The Japanese base as it was before the cover flew: 3 AAF, no AAS broken out.
    expect(text(panel)).toContain('Their cover and CAP are secret')
    expect(us.bases['jp-base'].aaf).toBe(3)
    expect(view(state, 'japan').bases['jp-base'].aaf).toBe(0)
    const snapUs = awawMapSnapshot(us as unknown as AwawMapView, 'usa')
    expect(snapUs.fight).toEqual({ hex: '0506', force: 'jp-force', attacker: 'usa', coverSecret: true })
    expect(awawHoverLines(snapUs, '0508').join('\n')).toContain('3 AAF;')
    expect(awawHoverLines(snapUs, '0506').join('\n')).toContain('the cover and CAP are secret (23.25A)')
    const record = {
      states: [s0, ...[ENTER, STRIKE].map((_, i) => play(s0, [ENTER, STRIKE].slice(0, i + 1)).state)],
      actions: [ENTER, STRIKE, COVER],
      events,
      cursor: 3,
    }
    const forUs = awawLogGroups(record, 'usa').flatMap((g) => g.events.map((e) => e.text))
    const forJapan = awawLogGroups(record, 'japan').flatMap((g) => g.events.map((e) => e.text))
    expect(forJapan.some((t) => t.includes('covers Japanese naval force with 4 squadrons'))).toBe(true)
    expect(forUs.some((t) => t.includes('covers Japanese naval force with 4'))).toBe(false)
    expect(forUs).toContain(
      'Japan has assigned its air cover and CAP over Japanese naval force, in secret (23.25A).',
    )
    expect(describeAwawAction(state, COVER)).toBe('Cover and CAP assigned in secret')
  })

  it('asks each side for its air combat result, then the targets with their Naval Attack Table row', () => {
    const { state } = play(start(), [ENTER, STRIKE, COVER, { type: 'engage', cap: 0, cover: 3 }])
    const def = text(dialog(state))
    expect(def).toContain('From your own chart: the air combat result (rule 23.416)')
    expect(def).toContain('With no modifiers, 1/2 is the most likely result (23.416)')
    expect(def).toContain('Air defence level 1')
    const { state: s2 } = play(state, [{ type: 'chart', result: '1/2' }])
    const att = text(dialog(s2))
    // The attacker's own dialog quotes no air defence of the enemy task force.
    expect(att).toContain('Your result only eliminates defenders')
    expect(att).not.toContain('Air defence level')
    const { state: s3 } = play(s2, [{ type: 'chart', result: '0' }])
    expect(s3.pending.kind).toBe('targets')
    const t = text(dialog(s3))
    expect(t).toContain('Targets in Japanese TF (rule 23.43)')
    expect(t).toContain('battleship (stand-in) (BB, 4 factors)')
    expect(t).toContain('the light ships of Japanese TF (one target, 23.43B)')
    expect(navalAttackLine(1)).toBe(
      '1 squadron on the Naval Attack Table (table reconstructed from a damaged scan, not verified), by modified roll: 2: 0, 3: 0, 4: 0, 5: 0, 6: 1, 7: 1, 8: 1, 9: 1, 10: 1, 11: 2, 12+: 2 hits (23.44).',
    )
  })
})

describe('who is at the AWAW screen', () => {
  const base = { handOver: true, botSides: [] as string[], over: false }
  it('hands the screen over at each change of the person deciding in hot-seat, never to the bot', () => {
    expect(awawHandOverDue({ ...base, pendingSide: 'japan', atScreen: 'usa' })).toBe(true)
    expect(awawHandOverDue({ ...base, pendingSide: 'japan', atScreen: 'japan' })).toBe(false)
    expect(awawHandOverDue({ ...base, handOver: false, pendingSide: 'japan', atScreen: 'usa' })).toBe(false)
    expect(awawHandOverDue({ ...base, botSides: ['japan'], pendingSide: 'japan', atScreen: 'usa' })).toBe(
      false,
    )
    expect(awawHandOverDue({ ...base, over: true, pendingSide: 'japan', atScreen: 'usa' })).toBe(false)
  })
  it('shows the side at the screen, the person against the bot, else the side deciding', () => {
    const sides = ['japan', 'usa']
    expect(awawViewer({ handOver: true, pendingSide: 'japan', atScreen: 'usa', botSides: [], sides })).toBe(
      'usa',
    )
    expect(
      awawViewer({ handOver: false, pendingSide: 'japan', atScreen: null, botSides: ['japan'], sides }),
    ).toBe('usa')
    expect(awawViewer({ handOver: false, pendingSide: 'usa', atScreen: null, botSides: [], sides })).toBe(
      'usa',
    )
  })
})

describe('the AWAW Charts form', () => {
  const sc = () => {
    const r = awawSystem.parseScenario(readBuiltIn(EXAMPLE))
    if (!r.ok) throw new Error(JSON.stringify(r.errors))
    return r.scenario
  }
  it('takes the two lost rows of the Air Nationality Chart, checked by the rules (19.31A)', () => {
    expect(nationalityText(sc())).toEqual({ italyRussiaFrance: '', minors: '' })
    const ok = withNationalityRows(sc(), { minors: '1', italyRussiaFrance: '−1' })
    expect(ok.problems).toEqual([])
    expect(ok.scenario.airNationalityRows).toEqual({ minors: 1, italyRussiaFrance: -1 })
    const out = withNationalityRows(sc(), { minors: '5' })
    expect(out.problems).toHaveLength(1)
    expect(out.problems[0]).toMatch(/^airNationalityRows\.minors: .*5.*a whole number from -3 to 3/)
    expect(withNationalityRows(sc(), { minors: 'two' }).problems[0]).toMatch(
      /^airNationalityRows\.minors: .*"two"/,
    )
    // An Italian base needs its row: refused until it is entered, never filled in by Sortie.
    const italian = {
      ...sc(),
      airBases: sc().airBases.map((b) => (b.id === 'us-base' ? { ...b, nationality: 'italy' } : b)),
    }
    expect(withNationalityRows(italian, {}).problems[0]).toMatch(/^airNationalityRows\.italyRussiaFrance: /)
    expect(withNationalityRows(italian, { italyRussiaFrance: '0' }).problems).toEqual([])
  })
  it('shows the Air Defense Table with each restored cell marked (23.42)', () => {
    const html = renderToStaticMarkup(
      createElement(AwawChartsDialog, { scenario: sc(), onClose: () => {}, onSave: () => {} }),
    )
    expect(text(html)).toContain('Italy, Russia, France (italy, russia, france)')
    const grid = renderToStaticMarkup(
      createElement(TableGrid, {
        table: airDefenseTable,
        restored: new Set(ADT_RECONSTRUCTED),
        testId: 'adt',
      }),
    )
    // Every restored cell and no other carries the mark (one more in the caption's key).
    expect(grid.match(/†/g)).toHaveLength(ADT_RECONSTRUCTED.length + 1)
    expect(grid).toContain('title="restored from the pattern of the legible cells">1/2†</td>')
  })
})
