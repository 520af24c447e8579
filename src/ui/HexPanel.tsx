import { ChitText } from './ChitText'
import { airTypeName } from './format'
import type { HexContents } from './describe'
import { SideBadge } from './SideBadge'

const TERRAIN_NAMES: Record<HexContents['terrain'], string> = {
  sea: 'Sea',
  clear: 'Clear',
  forest: 'Forest',
  swamp: 'Swamp',
  mountain: 'Mountain',
  desert: 'Desert',
  city: 'City',
  offmap: 'Off map',
}

export function HexPanel({ hex }: { hex: HexContents | null }) {
  return (
    <section className="panel-section" aria-labelledby="hex-heading" aria-live="polite">
      <h2 id="hex-heading">{hex ? `Hex ${hex.label}` : 'Selected hex'}</h2>
      {!hex ? (
        <p className="hint">Click a hex on the map to see what is there.</p>
      ) : (
        <div data-testid="hex-details">
          <p>
            {TERRAIN_NAMES[hex.terrain]}
            {hex.placeName !== null && ` — ${hex.placeName}`}
            {hex.notes.length > 0 && ` (${hex.notes.join(', ')})`}
          </p>
          {hex.bases.length > 0 && (
            <>
              <h3>Bases</h3>
              <ul className="plain">
                {hex.bases.map((b) => (
                  <li key={b.id}>
                    <SideBadge side={b.side} /> <strong>{b.name}</strong>: {b.kinds.join(', ')}
                  </li>
                ))}
              </ul>
            </>
          )}
          {hex.airUnits.length > 0 && (
            <>
              <h3>Air units</h3>
              <ul className="plain">
                {hex.airUnits.map((u) => (
                  <li key={u.id}>
                    <SideBadge side={u.side} /> {u.name}, <abbr title={airTypeName(u.type)}>{u.type}</abbr>{' '}
                    <ChitText notation={u.notation} reduced={u.reduced} /> at {u.baseName}
                  </li>
                ))}
              </ul>
            </>
          )}
          {hex.navalUnits.length > 0 && (
            <>
              <h3>Naval units</h3>
              <ul className="plain">
                {hex.navalUnits.map((n) => (
                  <li key={n.id}>
                    <SideBadge side={n.side} /> {n.name} ({n.type})
                  </li>
                ))}
              </ul>
            </>
          )}
          {hex.landUnits.length > 0 && (
            <>
              <h3>Land units</h3>
              <ul className="plain">
                {hex.landUnits.map((l) => (
                  <li key={l.id}>
                    <SideBadge side={l.side} /> {l.name}, strength {l.strength}
                  </li>
                ))}
              </ul>
            </>
          )}
          {hex.bases.length + hex.airUnits.length + hex.navalUnits.length + hex.landUnits.length === 0 && (
            <p className="hint">No bases or units here.</p>
          )}
        </div>
      )}
    </section>
  )
}
