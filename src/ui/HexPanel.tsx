// The selected hex: terrain and place, the bases with their stacks (capacity, over-stacking),
// flights aloft and units set aside there, ships and ground units. Click a unit to select it.
import { useMemo, useState } from 'react'
import { basingChoices, strategicTargetInfo, type GameState } from '../rules/systems/aeto'
import { gameState, sortieStore, useSortie } from '../store/store'
import { act } from './dialogs/common'
import { ChitText } from './ChitText'
import { airTypeName } from './format'
import { SideBadge } from './SideBadge'
import { ChartNote } from './dialogs/ChartNote'
import { hexView, WHERE_NAMES, type HexView, type UnitRow } from './situation'

export const TERRAIN_NAMES: Record<HexView['terrain'], string> = {
  sea: 'Sea',
  clear: 'Clear',
  forest: 'Forest',
  swamp: 'Swamp',
  mountain: 'Mountain',
  desert: 'Desert',
  city: 'City',
  offmap: 'Off map',
  jungle: 'Jungle',
  'jungle-mountain': 'Jungle-mountain',
  seaArea: 'Large sea area',
}

function UnitButton({ u, selected, note }: { u: UnitRow; selected: boolean; note?: string }) {
  return (
    <li>
      <button
        type="button"
        className="unit-button"
        aria-pressed={selected}
        onClick={() => sortieStore.getState().select({ unit: u.id })}
        aria-label={`${u.name}, ${airTypeName(u.type, u.floatplane)} ${u.notation}${u.reduced ? ' reduced' : ''}, ${u.side.name}${note ? `, ${note}` : ''}`}
      >
        <SideBadge side={u.side} decorative /> {u.name}{' '}
        <abbr title={airTypeName(u.type, u.floatplane)}>{u.typeLabel}</abbr>{' '}
        <ChitText notation={u.notation} reduced={u.reduced} />
        {note && <span className="note"> {note}</span>}
      </button>
    </li>
  )
}

/**
 * Basing actions on a base of this hex for the deciding side (when it is the one viewing): demolish
 * its own empty grass airfield for 1 EP (4.3), or enter that its land units have captured an enemy
 * base (an outside event, Part 5): the units there then make a Forced Rebase (4.7). Each asks for
 * confirmation first.
 */
function BaseActions({ state, base, name }: { state: GameState; base: string; name: string }) {
  const [asking, setAsking] = useState<'demolish' | 'capture' | null>(null)
  const choices = useMemo(() => basingChoices(state), [state])
  const demolish = choices.demolish.includes(base)
  const capture = choices.capture.includes(base)
  if (!demolish && !capture) return null
  if (asking)
    return (
      <div className="base-actions" role="group" aria-label={`Confirm: ${name}`}>
        <p className="note">
          {asking === 'demolish'
            ? `Demolish ${name} for 1 EP${choices.ep === null ? '' : ` (${choices.ep} left)`}? It is removed from the map (4.3).`
            : `Your land units have occupied ${name}? It becomes yours; the enemy units based there make a Forced Rebase, and any over-stacked there are eliminated (4.7). Not a rule of the air module: land movement is entered by the players (Part 5).`}
        </p>
        <button
          type="button"
          onClick={() => {
            setAsking(null)
            act(
              asking === 'demolish' ? { type: 'demolishGrassAirfield', base } : { type: 'captureBase', base },
            )
          }}
        >
          {asking === 'demolish' ? 'Demolish' : 'Confirm the capture'}
        </button>{' '}
        <button type="button" onClick={() => setAsking(null)}>
          Cancel
        </button>
      </div>
    )
  return (
    <div className="base-actions">
      {demolish && (
        <button type="button" onClick={() => setAsking('demolish')}>
          Demolish (1 EP)…
        </button>
      )}
      {capture && (
        <button type="button" onClick={() => setAsking('capture')}>
          Captured by land units…
        </button>
      )}
    </div>
  )
}

/** The base capacities of Player Aid Card "I": a placeholder (4.2; spec §16). */
const CAPACITY_NOTE = {
  id: 'baseCapacity',
  name: 'base capacity',
  provenance: 'placeholder',
  verified: false,
} as const

const TARGET_KINDS = { city: 'a city', resource: 'a resource', cityResource: 'a city/resource' } as const

/** The hex's Strategic Target (APTO 2.3, 2.6, 2.9): what a raid on it is, whose it is, its Rail Capacity. */
function StrategicTargetLine({ state, hex }: { state: GameState; hex: string }) {
  const t = useMemo(() => strategicTargetInfo(state, hex), [state, hex])
  if (!t) return null
  return (
    <p className="note" data-testid="hex-strategic-target">
      Strategic Target: {t.name}, {TARGET_KINDS[t.kind]} hex{t.capital ? ', a national capital' : ''}
      {t.oil ? ', an Indonesian oil hex' : ''} of {t.nation}
      {t.conquered ? `, held by ${t.holder}` : ''} (2.3)
      {t.bombedEarlier ? '; bombed successfully earlier this season: raids halved (2.4)' : ''}
      {t.rail
        ? `; rail line: ${t.rail.nation}’s Rail Capacity ${t.rail.now} of ${t.rail.printed} this month (2.6)`
        : ''}
      .
    </p>
  )
}

export function HexPanel() {
  const state = useSortie(gameState)
  const label = useSortie((s) => s.ui.selectedHex)
  const selectedUnit = useSortie((s) => s.ui.selectedUnit)
  const viewer = useSortie((s) => s.ui.viewer ?? null)
  const hex = useMemo(() => (state && label ? hexView(state, label, viewer) : null), [state, label, viewer])
  return (
    <section className="panel-section" aria-labelledby="hex-heading">
      <h2 id="hex-heading">{hex ? `Hex ${hex.label}` : 'Selected hex'}</h2>
      {!hex ? (
        <p className="hint">Click a hex on the map (or a unit in Forces) to see what is there.</p>
      ) : (
        <div data-testid="hex-details">
          <p>
            {TERRAIN_NAMES[hex.terrain]}
            {hex.placeName !== null && ` — ${hex.placeName}`}
            {hex.notes.length > 0 && ` (${hex.notes.join(', ')})`}
          </p>
          {state && <StrategicTargetLine state={state} hex={hex.label} />}
          {hex.bases.map((b) => (
            <div key={b.id} className="base-block">
              <h3>
                <SideBadge side={b.side} /> {b.name}
              </h3>
              <p className="note">
                {b.kinds.join('; ')}; capacity {b.capacity}
                {b.capacityPlaceholder && (
                  <ChartNote table={CAPACITY_NOTE} testId={`capacity-note-${b.id}`} />
                )}
                ; {b.units.length} unit
                {b.units.length === 1 ? '' : 's'} here
                {b.away > 0 && `, ${b.away} away`}
                {b.overStacked && <strong className="warn"> — over-stacked (4.8)</strong>}
              </p>
              {state && (viewer === null || viewer === state.pending.side) && (
                <BaseActions state={state} base={b.id} name={b.name} />
              )}
              {b.units.length > 0 && (
                <ul className="plain stack" aria-label={`Stack at ${b.name}, top first`}>
                  {b.units.map((u) => (
                    <UnitButton
                      key={u.id}
                      u={u}
                      selected={u.id === selectedUnit}
                      note={u.operational ? undefined : 'beyond capacity'}
                    />
                  ))}
                </ul>
              )}
            </div>
          ))}
          {hex.flights.map((f) => (
            <div key={f.id} className="base-block">
              <h3>
                <SideBadge side={f.side} /> {f.purpose === 'interception' ? 'Interceptors' : 'Flight'} {f.id}{' '}
                ({f.status})
              </h3>
              <ul className="plain stack" aria-label={`Flight ${f.id}`}>
                {f.units.map((u) => (
                  <UnitButton key={u.id} u={u} selected={u.id === selectedUnit} />
                ))}
              </ul>
            </div>
          ))}
          {hex.setAside.length > 0 && (
            <div className="base-block">
              <h3>{WHERE_NAMES.setAside} until the end of the Step (4.13)</h3>
              <ul className="plain stack">
                {hex.setAside.map((u) => (
                  <UnitButton key={u.id} u={u} selected={u.id === selectedUnit} />
                ))}
              </ul>
            </div>
          )}
          {hex.naval.length > 0 && (
            <>
              <h3>Naval units</h3>
              <ul className="plain" data-testid="hex-naval">
                {hex.naval.map((n) => (
                  <li key={`${n.side.id}-${n.inPort}`}>
                    <SideBadge side={n.side} /> {n.inPort ? 'In port: ' : ''}
                    {n.text}
                    {n.aboard && n.aboard.length > 0 && (
                      <div data-testid="hex-stp-cargo">
                        <span className="note">
                          Air units aboard the STPs (3.21)
                          {n.loads?.length
                            ? ` — ${n.loads.map((l) => `${l.load} of ${l.points} STP points used`).join('; ')}`
                            : ''}
                          :
                        </span>
                        <ul className="plain stack" aria-label="Air units aboard the STPs">
                          {n.aboard.map((u) => (
                            <UnitButton key={u.id} u={u} selected={u.id === selectedUnit} />
                          ))}
                        </ul>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
          {hex.landUnits.length + hex.landNotSeen.length > 0 && (
            <>
              <h3>Land units</h3>
              <ul className="plain" data-testid="hex-land">
                {hex.landUnits.map((l) => (
                  <li key={l.id}>
                    <SideBadge side={l.side} /> {l.name}, strength {l.strength}
                  </li>
                ))}
                {hex.landNotSeen.map((l) => (
                  <li key={`hidden-${l.side.id}`} className="note">
                    <SideBadge side={l.side} /> {l.text}
                  </li>
                ))}
              </ul>
            </>
          )}
          {hex.airSupply.length > 0 && (
            <>
              <h3>Air Supply</h3>
              <ul className="plain" data-testid="air-supply">
                {hex.airSupply.map((x) => (
                  <li key={x.side.id}>
                    <SideBadge side={x.side} /> {x.count} Air Supply chit{x.count === 1 ? '' : 's'}, delivered
                    by air transport (4.23)
                  </li>
                ))}
              </ul>
            </>
          )}
          {hex.bases.length +
            hex.flights.length +
            hex.setAside.length +
            hex.naval.length +
            hex.landUnits.length +
            hex.landNotSeen.length +
            hex.airSupply.length ===
            0 && <p className="hint">No bases or units here.</p>}
        </div>
      )}
    </section>
  )
}
