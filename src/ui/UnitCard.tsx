// One air unit: its printed ratings on both faces, where it is, its base, and whether it may
// launch or intercept now and why not (from the rules module's unitStatus, with rule numbers).
import { useMemo } from 'react'
import { gameState, sortieStore, useSortie } from '../store/store'
import { ChitText } from './ChitText'
import { airTypeName } from './format'
import { SideBadge } from './SideBadge'
import { unitCard, WHERE_NAMES, type FaceView } from './situation'
import { ruleSuffix } from './format'

function Face({ label, face, up }: { label: string; face: FaceView | null; up: boolean }) {
  return (
    <li>
      <strong>
        {label}
        {up && ' (face up)'}:
      </strong>{' '}
      {face ? (
        <>
          <ChitText notation={face.notation} /> — strength {face.strength}
          {face.underscored && ', underscored (4.20)'}; range {face.range};{' '}
          {face.quality ? `quality ${face.quality}` : 'no quality'}
          {face.heavy && ', circled: heavy bomber (4.0)'}
        </>
      ) : (
        'blank: a single-step unit (4.17)'
      )}
    </li>
  )
}

function Verdict({ title, v }: { title: string; v: { ok: boolean; why: string; rule?: string } }) {
  return (
    <li className={v.ok ? 'verdict ok' : 'verdict no'}>
      <strong>
        {v.ok ? '✓' : '✗'} {title}: {v.ok ? 'yes' : 'no'}.
      </strong>{' '}
      {v.why}
      {ruleSuffix(v.why, v.rule) && <span className="rule">{ruleSuffix(v.why, v.rule)}</span>}
    </li>
  )
}

export function UnitCard({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const state = useSortie(gameState)
  const id = useSortie((s) => s.ui.selectedUnit)
  const viewer = useSortie((s) => s.ui.viewer ?? null)
  const card = useMemo(() => (state && id ? unitCard(state, id, viewer) : null), [state, id, viewer])
  if (!card) return null
  const H = headingLevel === 2 ? 'h2' : 'h3'
  const r = card.row
  return (
    <section className="unit-card" aria-label={`Unit ${r.name}`} data-testid="unit-card">
      <H>
        <SideBadge side={r.side} /> {r.name}{' '}
        <span className="count">
          <abbr title={airTypeName(r.type, r.floatplane)}>{r.typeLabel}</abbr>{' '}
          <ChitText notation={r.notation} reduced={r.reduced} />
        </span>
      </H>
      <button
        type="button"
        className="link close"
        onClick={() => sortieStore.getState().select({ unit: null })}
        aria-label={`Close the card of ${r.name}`}
      >
        Close
      </button>
      <p className="unit-meta">
        {airTypeName(r.type, r.floatplane)}, {card.nation} ({r.side.name})
        {card.role && `; flying as ${card.role}`}
      </p>
      {r.small && (
        <p className="note">
          Small Fighter (“o”): takes no place at its base, at most 4 per base; a carrier ferries it as a
          half-step unit (APTO 4.2, 4.6, 4.8).
        </p>
      )}
      {r.floatplane && (
        <p className="note">
          Floatplane: on land only at a port, where it takes no place; at sea only aboard a ship that carries
          one; never on an aircraft carrier nor ferried (APTO 4.0, 4.2, 4.4, 4.6).
        </p>
      )}
      <ul className="plain faces" aria-label="Faces">
        <Face label="Front" face={card.front} up={card.faceUp === 'front'} />
        <Face label="Back" face={card.back} up={card.faceUp === 'back'} />
      </ul>
      <ul className="plain status" data-testid="unit-status">
        <li>
          <strong>{WHERE_NAMES[r.where]}:</strong> {card.status.where}
          {r.loc !== null && (
            <>
              {' '}
              <button type="button" className="link" onClick={() => sortieStore.getState().centreMap(r.loc!)}>
                show on map
              </button>
            </>
          )}
        </li>
        <li>
          <strong>Commitment:</strong> {card.status.commitment} (4.27)
          {card.mpUsed > 0 && `; ${card.mpUsed} MP spent on this leg (4.12)`}
        </li>
        <Verdict title="Can launch" v={card.status.canLaunch} />
        <Verdict title="Can intercept" v={card.status.canIntercept} />
        {card.status.reach && (
          <li className="reach-note" data-testid="unit-reach">
            <strong>Reach:</strong> {card.status.reach.why}
          </li>
        )}
      </ul>
      {card.base.hidden ? (
        <p className="base-line">
          <strong>Base:</strong> {card.base.name}
        </p>
      ) : (
        <p className="base-line">
          <strong>Base:</strong> {card.base.name}
          {card.base.hex && ` (${card.base.hex})`}
          {card.base.kinds.length > 0 && `, ${card.base.kinds.join(', ')}`}; capacity {card.base.capacity},{' '}
          {card.base.units} unit
          {card.base.units === 1 ? '' : 's'} based here
          {card.base.overStacked && (
            <strong className="warn">
              {' '}
              — over-stacked{card.base.operational ? '' : '; this unit is beyond capacity'} (4.8)
            </strong>
          )}
        </p>
      )}
    </section>
  )
}
