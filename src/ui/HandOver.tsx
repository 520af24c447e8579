// Hot-seat hand-over: when the side that must decide changes (and the setting is on), a screen
// covers the board until the next player says they are at the screen.
import { useEffect, useRef } from 'react'
import { SideBadge } from './SideBadge'
import type { SideRef } from './situation'

/** Why the screen passes now, in the player's words. */
function reason(kind: string, to: SideRef): string {
  if (kind === 'plan') return `${to.name} plans its missions.`
  if (kind === 'groundSupport') return `${to.name} may launch ground support to the land combat.`
  if (kind === 'landCombat') return `${to.name} declares its land combats.`
  if (kind === 'declare' || kind === 'launchInterceptors')
    return `${to.name} declares its interceptions: the other side learns only what is declared (4.13).`
  if (kind === 'counterstrike') return `${to.name} may fly a Counterstrike (4.1).`
  if (kind === 'sightingReport') return `${to.name} gives its Flotilla Sighting Report in secret (4.10).`
  if (kind === 'reconConceal')
    return `${to.name} may conceal a land chit under its fort chit, in secret (4.11).`
  if (kind === 'voluntaryAbort')
    return `${to.name} makes a hidden choice: the other side sees it once both have chosen.`
  return `${to.name} decides next.`
}

export function HandOver({ to, kind, onReady }: { to: SideRef; kind: string; onReady: () => void }) {
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => button.current?.focus(), [])
  return (
    <div
      className="hand-over"
      role="dialog"
      aria-modal="true"
      aria-labelledby="hand-over-heading"
      aria-describedby="hand-over-text"
    >
      <h2 id="hand-over-heading">
        <SideBadge side={to} /> Hand over to {to.name}
      </h2>
      <p id="hand-over-text">
        {reason(kind, to)} Pass the screen to the {to.name} player: the board stays hidden until they are
        ready.
      </p>
      <button ref={button} type="button" className="primary" onClick={onReady}>
        I am the {to.name} player: show the board
      </button>
    </div>
  )
}
