// The next base of a route, chosen from a list and added: the Change Base form's hops (4.1) and
// the air transport form's stops and destination (4.23).
import { useState } from 'react'

export interface HopChoice {
  id: string
  label: string
}

export function HopPicker(props: {
  label: string
  placeholder: string
  choices: readonly HopChoice[]
  addLabel: string
  onAdd: (id: string) => void
  testId?: string
}) {
  const [pick, setPick] = useState('')
  return (
    <div className="hop-pick">
      <label>
        {props.label}{' '}
        <select data-testid={props.testId} value={pick} onChange={(e) => setPick(e.target.value)}>
          <option value="">{props.placeholder}</option>
          {props.choices.map((b) => (
            <option key={b.id} value={b.id}>
              {b.label}
            </option>
          ))}
        </select>
      </label>{' '}
      <button
        type="button"
        disabled={!pick}
        onClick={() => {
          props.onAdd(pick)
          setPick('')
        }}
      >
        {props.addLabel}
      </button>
    </div>
  )
}
