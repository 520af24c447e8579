// An enemy carrier not located is hidden with its airbase (4.10; design §7): the carrier's plate,
// name and the units aboard would tell the other side which unidentified chit is a carrier. Coral
// Sea (APTO): at the start neither side has located the other's carriers.
import { describe, expect, it } from 'vitest'
import { contextOf, type Action, type GameEvent, type GameState } from '../rules/systems/aeto'
import { parseScenario } from '../rules/systems/aeto/scenario/validate'
import type { Scenario } from '../rules/systems/aeto/scenario/schema'
import { act, start } from '../rules/systems/aeto/testing/play'
import { hiddenCarriers, hiddenNames, maskNames, unitHidden, view } from '../rules/systems/aeto/view'
import { boardOf, piecesOf } from '../map/mapSnapshot'
import { hoverText } from '../map/hoverText'
import { readBuiltIn } from '../scenarios/files'
import { startGame, type GameRecord } from '../store/game'
import { describeAction } from './actionWords'
import { logGroups } from './log'
import { hexView, orderOfBattle, unitCard } from './situation'

function coralSea(): Scenario {
  const r = parseScenario(readBuiltIn('coral-sea-1942'))
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return r.scenario
}
const scenario = coralSea()

/** Task Force 17 closes on Kido Butai (Japan lets each move go) and its SBD finds it: 6 + 6 = 12, 12 needed (4.10). */
function afterFindingKidoButai(): GameState {
  let s = start(
    scenario,
    Array.from({ length: 20 }, () => 6),
  )
  for (const to of ['2016', '2116', '2215']) {
    s = act(s, { type: 'moveFlotilla', side: 'allies', flotilla: 'tf17', to }).state
    while (s.pending.kind === 'navalWindow')
      s = act(s, { type: 'pass', side: s.pending.side } as Action).state
  }
  return act(s, { type: 'reconnoitre', side: 'allies', target: '2812', units: ['us-sbd-1'] }).state
}

describe('hiddenCarriers (4.10)', () => {
  it('at the start each side hides the other side’s carriers; all open hides nothing', () => {
    const s = start(scenario)
    expect([...hiddenCarriers(s, 'allies')]).toEqual([
      ['shokaku-air', 'jp-shokaku'],
      ['zuikaku-air', 'jp-zuikaku'],
    ])
    expect([...hiddenCarriers(s, 'japan').keys()]).toEqual(['lexington-air', 'yorktown-air'])
    expect(hiddenCarriers(s, null).size).toBe(0)
    // The view names neither the hidden carriers' bases nor their ids (4.10).
    const seen = JSON.stringify(view(s, 'allies'))
    for (const secret of ['shokaku-air', 'zuikaku-air', 'jp-shokaku', 'jp-zuikaku', 'Shokaku', 'Zuikaku'])
      expect(seen).not.toContain(secret)
  })

  it('a carrier located is seen again with its airbase and the units aboard', () => {
    const s = afterFindingKidoButai()
    expect(s.naval?.located.allies).toEqual(['jp-shokaku', 'jp-zuikaku', 'jp-myoko'])
    expect(hiddenCarriers(s, 'allies').size).toBe(0)
    expect(unitHidden(s, 'allies', 'jp-a6m-1')).toBe(false)
  })

  it('units aboard are hidden, not units of the carrier in the air nor land-based ones', () => {
    const s = start(scenario)
    expect(unitHidden(s, 'allies', 'jp-a6m-1')).toBe(true)
    expect(unitHidden(s, 'allies', 'jp-a6m-3')).toBe(false) // at Rabaul
    expect(unitHidden(s, 'japan', 'jp-a6m-1')).toBe(false) // its own
    const aloft: GameState = {
      ...s,
      units: {
        ...s.units,
        'jp-a6m-1': { ...s.units['jp-a6m-1'], aloft: { flight: 'F9', loc: 5, setAside: false } as never },
      },
    }
    expect(unitHidden(aloft, 'allies', 'jp-a6m-1')).toBe(false)
  })

  it('texts lose the hidden carriers’ names, longest first, whole words only', () => {
    const names = hiddenNames(start(scenario), 'japan')
    expect(names).toEqual(['USS Lexington', 'USS Yorktown', 'Lexington', 'Yorktown'])
    expect(maskNames('F4F Wildcat launches from USS Lexington (2017) to intercept (4.13).', names)).toBe(
      'F4F Wildcat launches from a carrier not located (2017) to intercept (4.13).',
    )
    expect(maskNames('Lexington, Yorktown', names)).toBe('a carrier not located, a carrier not located')
    expect(maskNames('Lexingtonian', names)).toBe('Lexingtonian')
    expect(maskNames('Nothing secret (4.10).', [])).toBe('Nothing secret (4.10).')
  })
})

describe('what the screen shows of a hidden carrier', () => {
  it('the map: no plate and no chit aboard for the Allies; all of it for Japan', () => {
    const s = start(scenario)
    const at2812 = (viewer: string | null) =>
      piecesOf(s, viewer).places.find((p) => p.loc === contextLoc(s, '2812'))
    expect(at2812('allies')?.bases ?? []).toEqual([])
    expect(at2812('allies')?.atBase ?? []).toEqual([])
    expect(at2812('allies')?.naval.map((n) => [n.count, n.ships.length])).toEqual([[3, 0]])
    expect(at2812('japan')?.bases.map((b) => b.name)).toEqual(['Shokaku', 'Zuikaku'])
    expect(at2812('japan')?.atBase.map((c) => c.id)).toEqual(['jp-a6m-1', 'jp-d3a-1', 'jp-a6m-2', 'jp-b5n-1'])
    expect(piecesOf(s, 'allies').unitOrder).not.toContain('jp-a6m-1')
    const text = hoverText(
      { board: boardOf(s), pieces: piecesOf(s, 'allies') } as never,
      contextLoc(s, '2812'),
    )
    expect(text).toContain('3 naval chits, not located (J)')
    expect(text).not.toMatch(/Shokaku|Zuikaku|air unit/)
  })

  it('the hex panel and the order of battle: neither the carrier nor where its units are', () => {
    const s = start(scenario)
    const hex = hexView(s, '2812', 'allies')!
    expect(hex.bases).toEqual([])
    expect(hex.naval.map((n) => n.text)).toEqual(['3 naval chits, not located'])
    expect(hexView(s, '2812', 'japan')!.bases.map((b) => b.units.map((u) => u.id))).toEqual([
      ['jp-a6m-1', 'jp-d3a-1'],
      ['jp-a6m-2', 'jp-b5n-1'],
    ])
    const japan = (viewer: string | null) =>
      orderOfBattle(s, viewer).find((x) => x.side.id === 'japan')!.units
    expect(japan('allies').find((u) => u.id === 'jp-a6m-1')).toMatchObject({
      baseName: 'a carrier not located',
      loc: null,
      where: 'base',
    })
    expect(japan('allies').find((u) => u.id === 'jp-a6m-3')).toEqual(
      japan(null).find((u) => u.id === 'jp-a6m-3'),
    ) // land-based: as seen by all
    expect(japan('japan').find((u) => u.id === 'jp-a6m-1')).toMatchObject({
      baseName: 'Shokaku',
      loc: '2812',
    })
    const card = unitCard(s, 'jp-a6m-1', 'allies')!
    expect(card.base).toMatchObject({ name: 'a carrier not located', hex: null, hidden: true })
    expect(card.status.where).toBe('Aboard a carrier not located')
    expect(JSON.stringify(card)).not.toMatch(/Shokaku|2812/)
    expect(unitCard(s, 'jp-a6m-1', 'japan')!.base).toMatchObject({
      name: 'Shokaku',
      hex: '2812',
      hidden: false,
    })
  })

  it('the log: a launch from a carrier not located names it only to its own side', () => {
    const base: GameRecord = startGame({ scenario, scenarioJson: readBuiltIn('coral-sea-1942'), seed: 1 })
    const s0 = base.states[0]
    const launch: GameEvent = {
      type: 'launch',
      text: 'A6M Zero takes off from Shokaku (2812) to intercept at 2713 (4.13).',
      rule: '4.13',
      side: 'japan',
      loc: '2812',
    }
    const g: GameRecord = {
      ...base,
      actions: [
        { type: 'declare', side: 'japan', groups: [{ base: 'shokaku-air', units: ['jp-a6m-1'] }] } as Action,
      ],
      states: [s0, s0],
      events: [[launch]],
      cursor: 1,
    }
    const [allies] = logGroups(g, 'allies')
    expect(allies.entries[0].text).toBe(
      'A6M Zero takes off from a carrier not located (2812) to intercept at 2713 (4.13).',
    )
    expect(allies.action).toBe('Intercept with A6M Zero from a carrier not located')
    expect(logGroups(g, 'japan')[0].action).toBe('Intercept with A6M Zero from Shokaku')
    expect(logGroups(g, 'japan')[0].entries[0].text).toBe(launch.text)
    expect(logGroups(g, null)[0].entries[0].text).toBe(launch.text)
  })

  it('the log says what letting a flotilla go on is (4.15)', () => {
    const s = act(start(scenario), {
      type: 'moveFlotilla',
      side: 'allies',
      flotilla: 'tf17',
      to: '2016',
    }).state
    expect(s.pending.kind).toBe('navalWindow')
    expect(describeAction(s, { type: 'pass', side: 'japan' } as Action)).toBe('Let the flotilla go on')
  })
})

function contextLoc(s: GameState, label: string): number {
  return contextOf(s).map.parseLoc(label)!
}
