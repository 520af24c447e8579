// The basing decisions (4.8): D-BASE-STACKORDER — where a unit that arrives at a base it
// over-stacks goes in the stack; the top units up to capacity are operational;
// D-BASE-CHAIN — the residents of a full base that change base out as a Change Base arrives.
import { useMemo, useState } from 'react'
import { chainDestinationList, type GameState } from '../../rules/systems/aeto'
import { DecisionDialog } from './DecisionDialog'
import { act, baseName, UnitName, type P } from './common'

export function StackOrderDialog({ state, p }: { state: GameState; p: P<'stackOrder'> }) {
  const [position, setPosition] = useState(p.stack.length)
  const order = [...p.stack.slice(0, position), p.unit, ...p.stack.slice(position)]
  return (
    <DecisionDialog
      state={state}
      title="Stack order"
      confirmLabel="Place it here"
      onConfirm={() => act({ type: 'stackOrder', position })}
    >
      <p>
        <UnitName state={state} id={p.unit} /> arrives at {baseName(state, p.base)}, capacity {p.capacity},
        and over-stacks it. Choose its place: the top {p.capacity} unit{p.capacity === 1 ? ' is' : 's are'}{' '}
        operational; the others may fly only a Change Base in a later Naval and Air or Offensive Phase. The
        order then stays fixed (4.8; A-69).
      </p>
      <fieldset className="unit-checks">
        <legend>Its place in the stack (top first)</legend>
        <ul className="plain">
          {Array.from({ length: p.stack.length + 1 }, (_, i) => (
            <li key={i} data-testid={`stack-place-${i}`}>
              <label className="touch">
                <input
                  type="radio"
                  name="stack-place"
                  checked={position === i}
                  onChange={() => setPosition(i)}
                />{' '}
                {i === 0 ? 'On top' : i === p.stack.length ? 'At the bottom' : `Below `}
                {i > 0 && i < p.stack.length && <UnitName state={state} id={p.stack[i - 1]} />}
                {i < p.capacity ? ' — operational' : ' — over-stacked'}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <p className="note" data-testid="stack-preview">
        The stack would be, top first:{' '}
        {order.map((id, i) => (
          <span key={id}>
            {i > 0 && ', '}
            <UnitName state={state} id={id} />
            {i >= p.capacity ? ' (over-stacked)' : ''}
          </span>
        ))}
        .
      </p>
    </DecisionDialog>
  )
}

/** D-BASE-CHAIN (4.8): the residents of the full base that change base out as the newcomers arrive, and where (one hop here; the runner takes up to three). */
export function BaseChainDialog({ state, p }: { state: GameState; p: P<'baseChain'> }) {
  const [chosen, setChosen] = useState<string[]>(p.residents.slice(0, p.needed))
  const dests = useMemo(() => chainDestinationList(state, chosen), [state, chosen])
  const [to, setTo] = useState('')
  const dest = dests.find((d) => d.base === to) ?? dests[0]
  const toggle = (id: string) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]))
  const enough = chosen.length >= p.needed
  return (
    <DecisionDialog
      state={state}
      title="Change Base out of a full base"
      confirmLabel={dest ? `Change base to ${baseName(state, dest.base)}` : 'Change base out'}
      confirmDisabled={!enough || !dest}
      onConfirm={() => dest && act({ type: 'chainChangeBase', units: chosen, hops: [dest.base] })}
    >
      <p>
        {p.arriving.map((id, i) => (
          <span key={id}>
            {i > 0 && ', '}
            <UnitName state={state} id={id} />
          </span>
        ))}{' '}
        landed at {baseName(state, p.base)}, which was full: {p.needed} unit{p.needed === 1 ? '' : 's'} based
        there change{p.needed === 1 ? 's' : ''} base out now, on {p.needed === 1 ? 'its' : 'their'} own Change
        Base (4.8).
      </p>
      <fieldset className="unit-checks">
        <legend>Units that leave (at least {p.needed})</legend>
        <ul className="plain">
          {p.residents.map((id) => (
            <li key={id} data-testid={`chain-${id}`}>
              <label className="touch">
                <input type="checkbox" checked={chosen.includes(id)} onChange={() => toggle(id)} />{' '}
                <UnitName state={state} id={id} />
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {enough && (
        <label>
          To{' '}
          <select
            value={dest?.base ?? ''}
            onChange={(e) => setTo(e.target.value)}
            aria-label="Destination of the units that leave"
          >
            {dests.map((d) => (
              <option key={d.base} value={d.base}>
                {baseName(state, d.base)}, {d.distance} hex{d.distance === 1 ? '' : 'es'}
              </option>
            ))}
          </select>
        </label>
      )}
      {enough && !dests.length && (
        <p className="reason">
          No friendly base with room for all of them is within twice their range: choose others.
        </p>
      )}
    </DecisionDialog>
  )
}
