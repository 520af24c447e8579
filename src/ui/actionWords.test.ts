// Actions in words never name an enemy flotilla by its id: the log shows them to both sides, and a
// flotilla's id names its ships (4.10).
import { describe, expect, it } from 'vitest'
import { newGame } from '../rules/systems/aeto'
import { parseScenario } from '../rules/systems/aeto/scenario/validate'
import { readBuiltIn } from '../scenarios/files'
import { describeAction } from './actionWords'

const channelJson = readBuiltIn('channel-1943')
const tutorialJson = readBuiltIn('tutorial')

function start(json: unknown) {
  const r = parseScenario(json)
  if (!r.ok) throw new Error('scenario does not load')
  return newGame(r.scenario, { seed: 1 })
}

describe('describeAction: flotillas by their chits, not their ids (4.10)', () => {
  it('a flotilla’s move', () => {
    const text = describeAction(start(tutorialJson), {
      type: 'moveFlotilla',
      flotilla: 'tf-emden',
      to: '0805',
    })
    expect(text).toBe('Move the flotilla of 2 naval chits at 0905 to 0805')
  })

  it('a reconnaissance naming one flotilla of a large sea area', () => {
    const text = describeAction(start(channelJson), {
      type: 'reconnoitre',
      target: 'north-sea',
      flotilla: 'de-u-boat',
      units: ['uk-wellington-1'],
    })
    expect(text).toBe('Reconnoitre north-sea (a flotilla of 1 naval chit) with Wellington')
  })
})
