// The deciding side's carriers' Standby or Active status, entered as naval moves are (Part 3): the
// naval rules decide it, the air rules read it — in the Offensive Phase only a carrier on Standby or
// Active launches Naval-Air units via an Offensive (4.25). A carrier nobody gave a status is on
// Standby by default, and the list says so.
import {
  carrierStatusChoices,
  carrierStatusWords,
  contextOf,
  shipDef,
  type CarrierStatus,
  type GameState,
} from '../../rules/systems/aeto'
import { act } from './common'

const LABEL: Record<CarrierStatus, string> = {
  standby: 'Standby',
  active: 'Active',
  none: 'Neither',
}

export function CarrierStatusEntry({ state }: { state: GameState }) {
  const carriers = carrierStatusChoices(state)
  if (!carriers.length) return null
  const ctx = contextOf(state)
  return (
    <details className="carrier-status" data-testid="carrier-status">
      <summary>Carriers’ status</summary>
      <p className="note">
        Not a rule of Part 4: enter each carrier’s status as the naval rules give it (Part 3). In the
        Offensive Phase only a carrier on Standby or Active launches Naval-Air units via your Offensives
        (4.25); a carrier that moved more than half its naval movement is on neither. A carrier you give no
        status is on Standby by default.
      </p>
      <ul className="plain">
        {carriers.map((c) => (
          <li key={c.ship}>
            {shipDef(ctx, c.ship).name}: {carrierStatusWords(c.now)}
            {c.to.map((to) => (
              <span key={to}>
                {' '}
                <button
                  type="button"
                  aria-label={`${shipDef(ctx, c.ship).name}: ${LABEL[to]}`}
                  onClick={() => act({ type: 'carrierStatus', ship: c.ship, status: to })}
                >
                  {LABEL[to]}
                </button>
              </span>
            ))}
          </li>
        ))}
      </ul>
    </details>
  )
}
