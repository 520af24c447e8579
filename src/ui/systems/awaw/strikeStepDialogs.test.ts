// The dialogs of the three steps inside a strike, on the rules example of 23.22A: the dice rolled by
// hand (23.42) come from the rules' own `roll` decision and are checked by the rules' facesProblem;
// the engaging squadrons (23.415B) and the damaged ships (23.443A) show the choice the decision
// offers, with the rule, and act with the rules' action.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import '../../../rules/systems/all'
import { awawSystem, type AwawAction, type AwawPending, type AwawState } from '../../../rules/systems/awaw'
import { readBuiltIn } from '../../../scenarios/files'
import { awawDialogFor } from './dialogTable'
import { asState, type AwawView } from './words'

function start(manualDice: boolean): AwawState {
  const r = awawSystem.parseScenario(readBuiltIn('awaw-air-cover-23-22a'))
  if (!r.ok) throw new Error(JSON.stringify(r.errors))
  return awawSystem.newGame(r.scenario, { seed: 1, manualDice })
}

function play(s: AwawState, actions: AwawAction[]): AwawState {
  for (const a of actions) {
    const r = awawSystem.apply(s, a)
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.violation.message}`)
    s = r.state
  }
  return s
}

function render(s: AwawState, pending: AwawPending = s.pending): string {
  const v = { ...asState(awawSystem.view(s, pending.side) as AwawView), pending }
  const Dialog = awawDialogFor(pending.kind)
  if (!Dialog) throw new Error(`no dialog for ${pending.kind}`)
  return renderToStaticMarkup(createElement(Dialog, { state: v, pending, legal: [], act: () => {} }))
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
}

const TO_STRIKE: AwawAction[] = [
  { type: 'enterHex', force: 'jp-force', hex: '0506' },
  { type: 'strike', attacks: [{ tf: 'jp-tf', from: [{ base: 'us-base', kind: 'attack', count: 4 }] }] },
]

describe('the dialogs of the steps inside a strike', () => {
  it('asks the side that rolls for its two dice when the players roll by hand (23.42, 23.44)', () => {
    let s = play(start(true), TO_STRIKE)
    // Whatever comes before the first roll (cover, the defenders engaging, the entered result) is
    // answered with its first legal action; the first roll then is the rules' `roll` decision.
    for (let i = 0; i < 20 && s.pending.kind !== 'roll'; i++) s = play(s, [awawSystem.legal(s)[0]])
    expect(s.pending).toMatchObject({ kind: 'roll', count: 2 })
    const html = render(s)
    expect(html).toContain('Die 1')
    expect(html).toContain('Die 2')
    expect(html).not.toContain('Die 3')
    expect(html).toContain(`Enter the dice (${s.pending.rule})`)
    // Seeded dice: no roll decision at all.
    expect(play(start(false), TO_STRIKE).pending.kind).not.toBe('roll')
  })

  it('offers the squadrons of the strike to meet the defenders, exactly as many as engage (23.415B)', () => {
    const s = start(false)
    const pending: AwawPending = {
      kind: 'engagers',
      side: 'usa',
      rule: '23.415B',
      tf: 'jp-tf',
      count: 2,
      from: [
        { base: 'us-base', kind: 'attack', count: 3 },
        { base: 'us-base', kind: 'nas', count: 1 },
      ],
      prompt: '',
    }
    const html = render(s, pending)
    expect(html).toContain('Squadrons meeting the defenders')
    expect(html).toContain('(0–3)')
    expect(html).toContain('(0–1)')
    // Nothing chosen yet: 0 of the 2 the rule asks for.
    expect(html).toContain('0 chosen: exactly 2 squadrons meet the engaged defenders (23.415B).')
  })

  it('lists each damaged ship to keep with the force or send to a base (23.443A)', () => {
    const s = start(false)
    const ship = s.scenario.navalForces[0].taskForces[0].ships[0]
    const pending: AwawPending = {
      kind: 'damaged',
      side: 'japan',
      rule: '23.443A',
      ships: [ship.id],
      prompt: '',
    }
    const html = render(s, pending)
    expect(html).toContain(ship.name)
    expect(html).toContain('All stay with the force (23.443A)')
    expect(html).toContain('rules 21–22, outside the rules text')
  })
})
