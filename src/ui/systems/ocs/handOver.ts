// Hot-seat in an OCS game. OCS hides nothing on the table: the aircraft are laid out in plain view
// (14.3e A) and no decision is secret; only the dice generator is hidden (the rules' view). So the
// screen passes openly between the players, and the hand-over screen comes only when they asked
// for it at every change of the side deciding (Settings, "everyChange"), never for the automatic
// opponent's side.
import type { SideRef } from '../../situation'
import type { OcsState } from '../../../rules/systems/ocs'

export function ocsHandOverDue(o: {
  handOver: boolean
  when: 'private' | 'everyChange'
  pendingSide: string | null
  atScreen: string | null
  botSides: readonly string[]
  over: boolean
}): boolean {
  return (
    o.handOver &&
    o.when === 'everyChange' &&
    !o.over &&
    o.pendingSide !== null &&
    o.atScreen !== null &&
    o.pendingSide !== o.atScreen &&
    !o.botSides.includes(o.pendingSide)
  )
}

/** Colours for the two sides of an OCS scenario (its file names no colour), first side first. */
const COLOURS = ['#b03a2e', '#1f4e8c']

export function ocsSideRef(s: OcsState, id: string): SideRef {
  const i = s.scenario.sides.findIndex((x) => x.id === id)
  const d = s.scenario.sides[i]
  return d
    ? { id: d.id, name: d.name, letter: d.name.slice(0, 1).toUpperCase(), colour: COLOURS[i] ?? '#808080' }
    : { id, name: id, letter: '?', colour: '#808080' }
}
