// Hot-seat hand-over: when the side that must decide changes (and the setting is on), a screen
// covers the board until the next player says they are at the screen.
import { useEffect, useRef } from 'react'
import { SideBadge } from './SideBadge'
import type { SideRef } from './situation'

export function HandOver({ to, from, onReady }: { to: SideRef; from: SideRef | null; onReady: () => void }) {
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => button.current?.focus(), [])
  return (
    <div className="hand-over" role="dialog" aria-modal="true" aria-labelledby="hand-over-heading" aria-describedby="hand-over-text">
      <h2 id="hand-over-heading">
        <SideBadge side={to} /> Hand over to {to.name}
      </h2>
      <p id="hand-over-text">
        {from ? `${from.name} has finished. ` : ''}Pass the screen to the {to.name} player: the board stays hidden until they are ready.
      </p>
      <button ref={button} type="button" className="primary" onClick={onReady}>
        I am the {to.name} player: show the board
      </button>
    </div>
  )
}
