// D-OFF-DECLARE (4.25; spec §16 (viii)): in the Offensive Phase the sides take turns to declare
// one Offensive or pass. Each kind is listed; those not possible now are greyed with the reason.
import { useState } from 'react'
import type { GameState } from '../../rules'
import { ruleSuffix } from '../format'
import { DecisionDialog } from './DecisionDialog'
import { act, type P } from './common'
import { LandReconTargets } from './LandReconDialogs'

const WHAT: Record<string, string> = {
  air: 'Up to two missions: bombing installations, Change Base, air transport or air-naval attacks. The enemy may intercept with uncommitted or Current fighters (4.25).',
  land: 'A land attack with its Breakthrough, Combat and Exploitation steps, and ground support from both sides (4.22).',
  sea: 'One of your flotillas is Activated and moves, one location at a time; the enemy may reconnoitre and strike it as it moves, and react with its ships; your aircraft strike the ships that react. An Activated flotilla moves no more this phase (4.15).',
}

export function OffensiveDialog({ state, p }: { state: GameState; p: P<'offensive'> }) {
  const first = p.options.find((o) => o.available)?.kind ?? null
  const [choice, setChoice] = useState<'air' | 'land' | 'sea' | null>(first)
  return (
    <DecisionDialog
      state={state}
      title="Offensive Phase: declare an Offensive or pass"
      confirmLabel={choice === 'air' ? 'Declare an Air Offensive' : choice === 'land' ? 'Declare a Land Offensive' : choice === 'sea' ? 'Declare a Sea Offensive' : 'Declare'}
      confirmDisabled={choice === null}
      onConfirm={() => choice && act({ type: 'declareOffensive', offensive: choice })}
      cancelLabel="Pass"
      onCancel={() => act({ type: 'passOffensive' })}
    >
      <p className="note">
        {p.left} Offensive{p.left === 1 ? '' : 's'} left this turn. The phase ends when every side has passed in a row; a side that passes may still declare later if another side declares.
      </p>
      <fieldset className="unit-checks mission-kind">
        <legend>Offensive</legend>
        <ul className="plain">
          {p.options.map((o) => (
            <li key={o.kind} className={o.available ? undefined : 'illegal'} data-testid={`offensive-${o.kind}`}>
              <label className="touch">
                <input type="radio" name="offensive" disabled={!o.available} checked={choice === o.kind} onChange={() => setChoice(o.kind)} /> {o.name}
              </label>{' '}
              <span className={o.available ? 'note' : 'reason'}>
                — {o.available ? WHAT[o.kind] : o.reason}
                {!o.available && o.reason && ruleSuffix(o.reason, o.rule)}
              </span>
            </li>
          ))}
        </ul>
      </fieldset>
      <LandReconTargets state={state} targets={p.landRecon} />
    </DecisionDialog>
  )
}
