// D-AC-ATPLOSS (4.23): a 2-point ATP carrying two loads is hit; its owner chooses which point, and
// so which load, is lost. The other point flies on with its load.
import { useState } from 'react'
import type { GameState, Pending } from '../../rules/systems/aeto'
import { act, UnitName } from './common'
import { DecisionDialog } from './DecisionDialog'

export function AtpLossDialog({ state, p }: { state: GameState; p: Extract<Pending, { kind: 'atpLoss' }> }) {
  const [point, setPoint] = useState<1 | 2>(p.points[0].point)
  const chosen = p.points.some((x) => x.point === point) ? point : p.points[0].point
  return (
    <DecisionDialog
      state={state}
      title="An ATP is hit"
      confirmLabel="Lose this point and its load"
      onConfirm={() => act({ type: 'chooseAtpLoss', point: chosen })}
    >
      <p>
        <UnitName state={state} id={p.atp} /> loses one of its two points, and the load that point carries is
        eliminated; the other point flies on (4.23).
      </p>
      <fieldset className="unit-checks">
        <legend>Which point is lost</legend>
        {p.points.map((x) => (
          <label key={x.point} className="touch">
            <input
              type="radio"
              name="atp-loss"
              data-testid={`atp-loss-${x.point}`}
              checked={chosen === x.point}
              onChange={() => setPoint(x.point)}
            />{' '}
            Point {x.point}: {x.cargo.length ? x.cargo.join(' and ') : 'nothing aboard'}
          </label>
        ))}
      </fieldset>
    </DecisionDialog>
  )
}
