// Tracing a mission's route hex by hex, on the map or with the next-hex buttons, then launching (4.14).
import { useEffect, useMemo, useRef } from 'react'
import { traceLaunch, type GameState } from '../rules/systems/aeto'
import { sortieStore, useSortie } from '../store/store'
import { guarded } from './guard'
import { unitRow } from './situation'
import { ownsEnter } from './dialogs/common'
import { MpTable, NextHexButtons } from './RouteParts'
import { baseLabel } from './planBases'

export function TracePanel({ state }: { state: GameState }) {
  const tracing = useSortie((s) => s.ui.tracing)!
  const refusal = useSortie((s) => s.ui.traceRefusal)
  const status = useMemo(
    () => traceLaunch(state, tracing.base, tracing.units, tracing.route, tracing.mission),
    [state, tracing],
  )
  const { name, hex } = baseLabel(state, tracing.base)
  const launch = () => guarded(() => sortieStore.getState().confirmTracing())
  const heading = useRef<HTMLHeadingElement>(null)
  const nextList = useRef<HTMLUListElement>(null)
  const addedByButton = useRef(false)
  const panel = useRef<HTMLElement>(null)
  // Keyboard users land in the panel when tracing starts, and stay on the next-hex buttons.
  useEffect(() => {
    if (!(document.activeElement instanceof HTMLElement) || document.activeElement === document.body)
      heading.current?.focus()
  }, [])
  useEffect(() => {
    if (!addedByButton.current) return
    addedByButton.current = false
    ;(nextList.current?.querySelector('button') ?? heading.current)?.focus()
  }, [tracing.route.length])
  const addHex = (h: string) => {
    addedByButton.current = true
    sortieStore.getState().traceTo(h)
  }

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return
      if (e.key === 'Escape') {
        e.preventDefault()
        sortieStore.getState().cancelTracing()
      } else if (e.key === 'Enter' && !ownsEnter(e.target, panel.current)) {
        e.preventDefault()
        guarded(() => sortieStore.getState().confirmTracing())
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  return (
    <section ref={panel} className="trace" aria-label="Tracing the route" data-testid="trace-panel">
      <h3 ref={heading} tabIndex={-1}>
        {tracing.mission === 'strafe'
          ? 'Tracing the strafing route'
          : tracing.mission === 'bombing'
            ? 'Tracing the bombing route'
            : tracing.mission === 'groundSupport'
              ? 'Tracing the ground support route'
              : tracing.mission === 'strategicRaid'
                ? `Tracing the raid’s route${tracing.night ? ' (night)' : ''}`
                : 'Tracing the route'}
      </h3>
      {tracing.mission === 'strategicRaid' && (
        <p className="note">
          The route ends over the Strategic Target; over a base of yours on the way you may collect Bombers
          and escorts (2.2).
        </p>
      )}
      {tracing.mission === 'strafe' && (
        <p className="note">The route ends over the enemy airbase to strafe (4.14).</p>
      )}
      {tracing.mission === 'bombing' && (
        <p className="note">The route ends over the enemy installations to bomb (4.26).</p>
      )}
      {tracing.mission === 'groundSupport' && (
        <p className="note">The route ends over the land combat hex (4.22).</p>
      )}
      <p>
        From {name}
        {hex && ` (${hex})`}: {tracing.units.map((id) => unitRow(state, id).name).join(', ')}
        {tracing.roles && Object.keys(tracing.roles).length > 0 && (
          <span className="note">
            {' '}
            —{' '}
            {Object.entries(tracing.roles)
              .map(([id, r]) => `${unitRow(state, id).name} as ${r}`)
              .join(', ')}
          </span>
        )}
      </p>
      <p data-testid="route">
        <strong>Route:</strong> {[hex ?? name, ...tracing.route].join(' → ')}
        {tracing.route.length === 0 && (
          <span className="hint">
            {' '}
            — click the next hex on the map, or a hex further on for the shortest legal path
          </span>
        )}
      </p>
      {status.error === null && (
        <>
          <MpTable rows={status.units} />
          <p data-testid="next-count">
            {status.next.length} legal next hex{status.next.length === 1 ? '' : 'es'} (4.12)
            {status.next.length > 0 && ':'}
          </p>
          <NextHexButtons hexes={status.next} onPick={addHex} listRef={nextList} />
        </>
      )}
      {status.error !== null && <p className="notice">{status.error}</p>}
      {refusal !== null && (
        <p role="alert" className="notice" data-testid="trace-refusal">
          Refused: {refusal}
        </p>
      )}
      <div className="buttons">
        <button
          type="button"
          onClick={() => sortieStore.getState().traceBack()}
          disabled={tracing.route.length === 0}
        >
          Back
        </button>
        <button
          type="button"
          onClick={() => sortieStore.getState().cancelTracing()}
          aria-keyshortcuts="Escape"
        >
          Cancel <kbd>Esc</kbd>
        </button>
        <button
          type="button"
          className="primary"
          onClick={launch}
          disabled={tracing.route.length === 0}
          aria-keyshortcuts="Enter"
        >
          Launch <kbd>Enter</kbd>
        </button>
      </div>
    </section>
  )
}
