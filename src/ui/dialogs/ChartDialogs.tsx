// Look it up on your chart (design §8): the game's table leaves the cell the dice gave empty, so
// the player reads the printed chart and enters the result, one of the table's outcomes. The dice
// are already rolled and logged; the answer is an action of the record, so a replay is exact.
import { useId, useState } from 'react'
import { chartAnswerProblem, type GameState } from '../../rules/systems/aeto'
import { DecisionDialog } from './DecisionDialog'
import { act, type P } from './common'

export function ChartLookupDialog({ state, p }: { state: GameState; p: P<'chartLookup'> }) {
  const q = p.chart
  const [result, setResult] = useState('')
  const id = useId()
  const problem = result === '' ? null : chartAnswerProblem(q, result.trim())
  const total = q.dice.reduce((a, b) => a + b, 0)
  return (
    <DecisionDialog
      state={state}
      title="Look it up on your chart"
      confirmLabel="Use this result"
      confirmDisabled={result.trim() === '' || problem !== null}
      onConfirm={() => act({ type: 'chartResult', result: result.trim() })}
      testId="chart-lookup"
    >
      <p>
        {q.what}: roll <strong data-testid="chart-dice">{q.dice.join(' + ')}</strong> = {total}
        {q.modifiers.map((m) => ` ${m.value >= 0 ? '+' : '−'} ${Math.abs(m.value)} (${m.label}, ${m.rule})`)}
        {q.modifiers.length > 0 && ` = ${total + q.modifiers.reduce((n, m) => n + m.value, 0)}`}.
      </p>
      <p>
        The {q.name} entered in this game has no value at <strong data-testid="chart-cell">{q.cell}</strong>.
        Read your printed chart there and enter the result ({q.rule}).
      </p>
      <label htmlFor={id}>Result printed in the chart</label>{' '}
      <input
        id={id}
        data-testid="chart-result"
        value={result}
        onChange={(e) => setResult(e.target.value)}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${id}-why` : undefined}
        size={6}
      />
      {problem && (
        <p className="error" id={`${id}-why`} role="alert">
          {problem}
        </p>
      )}
      <p className="note">The log will say this result came from your own chart.</p>
    </DecisionDialog>
  )
}
