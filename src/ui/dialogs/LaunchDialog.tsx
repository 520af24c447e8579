// Interceptor launch (4.13): one declared base launches at a time; its path is the automatic one
// unless the player edits it hex by hex on the map (or with the next-hex buttons) while this
// dialog waits. The route being edited lives in the store's `ui.tracing` with `engagement` set,
// so the map draws and takes clicks for it exactly as for a mission route.
import { useEffect, useMemo, useRef } from 'react'
import { contextOf, type GameState } from '../../rules/systems/aeto'
import { sortieStore, useSortie } from '../../store/store'
import { traceStatus } from '../../store/tracing'
import { guarded } from '../guard'
import { MpTable, NextHexButtons } from '../RouteParts'
import { DecisionDialog } from './DecisionDialog'
import { act, baseName, unitText, type P } from './common'

const arrow = (hexes: readonly string[]) => hexes.join(' → ')

function baseHex(state: GameState, base: string): string {
  const ctx = contextOf(state)
  const loc = ctx.baseLoc.get(base)
  return loc === undefined ? base : ctx.map.locLabel(loc)
}

/** The path being edited for one base: route so far, automatic rest, MP, legal next hexes. */
function PathEditor({ state, base }: { state: GameState; base: string }) {
  const tracing = useSortie((s) => s.ui.tracing)!
  const refusal = useSortie((s) => s.ui.traceRefusal)
  const status = useMemo(() => traceStatus(state, tracing), [state, tracing])
  const from = baseHex(state, base)
  const nextList = useRef<HTMLUListElement>(null)
  // Opened from a button that vanished, or a next-hex button just used: stay on the next hexes.
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null)
      nextList.current?.querySelector('button')?.focus()
  }, [tracing.route.length])
  return (
    <div className="path-editor" data-testid="path-editor">
      <p data-testid="edited-path">
        <strong>Path:</strong> {arrow([from, ...tracing.route])}
        {status.rest.length > 0 && (
          <>
            {' '}
            <span className="note">then automatically → {arrow(status.rest)}</span>
          </>
        )}
      </p>
      <p className="hint">
        Click the next hex on the map, or pick it below. The path must keep every interceptor within its
        interception range of the engagement (4.13).
      </p>
      {status.error === null && <MpTable rows={status.units} leftLabel="Interception range left" />}
      <NextHexButtons
        hexes={status.next}
        onPick={(h) => sortieStore.getState().traceTo(h)}
        listRef={nextList}
      />
      {status.error !== null && <p className="notice">{status.error}</p>}
      {refusal !== null && (
        <p role="alert" className="notice" data-testid="trace-refusal">
          Refused: {refusal}
        </p>
      )}
      <button
        type="button"
        onClick={() => sortieStore.getState().traceBack()}
        disabled={tracing.route.length === 0}
      >
        Back one hex
      </button>
    </div>
  )
}

export function LaunchInterceptorsDialog({ state, p }: { state: GameState; p: P<'launchInterceptors'> }) {
  const tracing = useSortie((s) => s.ui.tracing)
  const editing =
    tracing?.engagement === p.engagement && p.bases.some((b) => b.base === tracing.base) ? tracing.base : null
  // The edited path belongs to this decision only: leaving it (launch, undo, replay) drops it.
  useEffect(
    () => () => {
      if (sortieStore.getState().ui.tracing?.engagement) sortieStore.getState().cancelTracing()
    },
    [],
  )
  const first = p.bases[0]
  const launchBase = editing ?? first?.base
  const launch = () => {
    if (editing) guarded(() => sortieStore.getState().confirmTracing())
    else if (launchBase) act({ type: 'launchInterceptors', base: launchBase })
  }
  return (
    <DecisionDialog
      state={state}
      title="Interceptor launch"
      confirmLabel={
        launchBase
          ? `Launch from ${baseName(state, launchBase)}${editing ? ' along this path' : ''}`
          : 'Launch'
      }
      onConfirm={launchBase ? launch : undefined}
      cancelLabel={editing ? 'Use the automatic path' : undefined}
      onCancel={editing ? () => sortieStore.getState().cancelTracing() : undefined}
    >
      <ul className="plain">
        {p.bases.map((b, i) => (
          <li key={b.base} className="launch-base" data-testid={`launch-base-${b.base}`}>
            <strong>{baseName(state, b.base)}</strong>: {b.units.map((u) => unitText(state, u)).join(', ')}
            <br />
            {editing === b.base ? (
              <PathEditor state={state} base={b.base} />
            ) : (
              <>
                <span className="note">Automatic path: {arrow(b.autoPath) || '—'}</span>
                <br />
                <button
                  type="button"
                  onClick={() => sortieStore.getState().startInterceptorPath(p.engagement, b.base)}
                >
                  Edit the path{i > 0 ? ' (and launch this base first)' : ''}
                </button>
                {i > 0 && editing === null && (
                  <button type="button" onClick={() => act({ type: 'launchInterceptors', base: b.base })}>
                    Launch from {baseName(state, b.base)} instead
                  </button>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
    </DecisionDialog>
  )
}
