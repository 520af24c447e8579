// Interceptor launch (4.13): one declared base launches at a time; its path is the automatic one
// unless the player edits it hex by hex on the map while this dialog waits.
import type { GameState } from '../../rules'
import { DecisionDialog } from './DecisionDialog'
import { act, baseName, unitText, type P } from './common'

export function LaunchInterceptorsDialog({ state, p }: { state: GameState; p: P<'launchInterceptors'> }) {
  const first = p.bases[0]
  return (
    <DecisionDialog state={state} title="Interceptor launch" confirmLabel={first ? `Launch from ${baseName(state, first.base)}` : 'Launch'} onConfirm={first ? () => act({ type: 'launchInterceptors', base: first.base }) : undefined}>
      <ul className="plain">
        {p.bases.map((b, i) => (
          <li key={b.base} className="launch-base">
            <strong>{baseName(state, b.base)}</strong>: {b.units.map((u) => unitText(state, u)).join(', ')}
            <br />
            <span className="note">Automatic path: {b.autoPath.join(' → ') || '—'}</span>
            {i > 0 && (
              <button type="button" onClick={() => act({ type: 'launchInterceptors', base: b.base })}>
                Launch from {baseName(state, b.base)} instead
              </button>
            )}
          </li>
        ))}
      </ul>
    </DecisionDialog>
  )
}

