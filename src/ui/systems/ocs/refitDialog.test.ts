// The phase's dialog in an Aircraft Refit Phase: the refit choices from the rules' legal actions,
// each base's number, and the label saying refit (15.0) is not in the seed; the log's words.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ocsSystem } from '../../../rules/systems/all'
import type { OcsState } from '../../../rules/systems/ocs'
import { OCS_DIALOGS } from './dialogTable'
import { describeOcsAction } from './ocsLog'

/** Made-up test data: one Soviet air base with two Inactive fighters, a refit phase. */
function game(refit?: Record<string, number>): OcsState {
  const plane = (id: string) => ({
    id,
    side: 'soviet',
    name: id.toUpperCase(),
    types: ['F'],
    range: 10,
    full: { acr: 3, acrParen: false, barrage: 1, transportCap: null },
    reduced: { acr: 2, acrParen: false, barrage: 1, transportCap: null },
    steps: 2,
    mode: 'inactive',
    base: '0202',
    standIn: [],
  })
  const r = ocsSystem.parseScenario({
    system: 'ocs',
    id: 't',
    title: 'T',
    sides: [
      { id: 'soviet', name: 'Soviets' },
      { id: 'german', name: 'Germans' },
    ],
    map: { cols: 5, rows: 5 },
    airBases: [{ hex: '0202', side: 'soviet', level: 1 }],
    aircraft: [plane('yak'), plane('lagg')],
    phases: [{ name: 'Soviet Aircraft Refit Phase', side: 'soviet', kind: 'refit' }],
    ...(refit ? { refit } : {}),
  })
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return ocsSystem.newGame(r.scenario, { seed: 1 })
}

const html = (s: OcsState) =>
  renderToStaticMarkup(
    createElement(OCS_DIALOGS.phase as never, {
      state: s,
      pending: s.pending,
      legal: ocsSystem.legal(s),
      act: () => {},
    }),
  )

describe('the Aircraft Refit dialog (14.1d, 15.0)', () => {
  it('offers each aircraft the rules let refit, with the base number, labelled as not from the seed', () => {
    const out = html(game({ '0202': 1 }))
    expect(out).toContain('data-testid="ocs-dialog-phase"')
    expect(out).toContain('Refit is rule 15.0, which is not in the rules text Sortie has.')
    expect(out).toContain('0202: 0 of 1 refit this phase (15.0, the scenario&#x27;s number)')
    expect(out.match(/>Refit YAK|>Refit LAGG/g)).toHaveLength(2)
    expect(out).toContain('End the phase')
  })

  it('without refit numbers it offers none and says why', () => {
    const out = html(game())
    expect(out).toContain('This scenario gives no refit numbers')
    expect(out).toContain('data-testid="ocs-no-refit"')
  })

  it('the log names a refit', () => {
    expect(describeOcsAction(game({ '0202': 1 }), { type: 'refit', aircraft: 'yak' })).toBe(
      "Refit YAK (15.0, the scenario's numbers)",
    )
  })
})
