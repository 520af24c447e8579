// D-INITIATIVE (APTO [viii]): the side holding the Initiative chooses which side goes first in the
// Naval and Air Phase (its naval movement and Air Movement Step) or in the Offensive Phase.
import { useState } from 'react'
import type { GameState, Pending } from '../../rules/systems/aeto'
import { act } from './common'
import { DecisionDialog } from './DecisionDialog'

const WHAT = {
  navalAndAir: {
    title: 'The Initiative: the Naval and Air Phase',
    line: 'Which side performs its Naval and Air Phase first: it moves its ships and flies its Air Movement Step, then the other side does; each may intercept and strike the other as it moves.',
  },
  offensive: {
    title: 'The Initiative: the Offensive Phase',
    line: 'Which side performs the first Offensive: the sides then take turns to declare one Offensive or pass until every side has passed in a row.',
  },
} as const

export function InitiativeDialog({
  state,
  p,
}: {
  state: GameState
  p: Extract<Pending, { kind: 'initiative' }>
}) {
  const [first, setFirst] = useState(p.sides[0])
  const chosen = p.sides.includes(first) ? first : p.sides[0]
  const name = (id: string) => state.scenario.sides.find((s) => s.id === id)?.name ?? id
  const w = WHAT[p.phase]
  return (
    <DecisionDialog
      state={state}
      title={w.title}
      confirmLabel={`${name(chosen)} goes first`}
      onConfirm={() => act({ type: 'chooseFirst', first: chosen })}
    >
      <p>
        {name(p.side)} holds the Initiative and decides (APTO sequence of play [viii]). {w.line}
      </p>
      <fieldset className="unit-checks">
        <legend>Goes first</legend>
        {p.sides.map((id) => (
          <label key={id} className="touch">
            <input
              type="radio"
              name="initiative-first"
              data-testid={`first-${id}`}
              checked={chosen === id}
              onChange={() => setFirst(id)}
            />{' '}
            {name(id)}
            {id === p.side ? ' (your side)' : ''}
          </label>
        ))}
      </fieldset>
    </DecisionDialog>
  )
}
