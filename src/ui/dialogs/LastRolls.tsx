// The dice of the last action, shown beside the dialogs.
import { useEffect, useMemo, useState } from 'react'
import { logSeen, rollsSeen } from '../../rules/systems/aeto/view'
import { useSortie } from '../../store/store'
import { rollLines } from '../format'

function reducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  )
}

/** The dice of the last action with their computation (attack and return fire), briefly animated. */
export function LastRolls() {
  const game = useSortie((s) => s.game)
  const cursor = game?.cursor ?? 0
  const viewer = useSortie((s) => s.ui.viewer ?? null)
  // The view's last rolls: a secret roll (the owner's Flotilla Sighting Report, 4.10) only for its side, hidden carriers unnamed (4.10).
  const rolls = useMemo(
    () =>
      game && cursor > 0
        ? rollsSeen(
            logSeen({ states: game.states, events: game.events, from: cursor - 1, upTo: cursor }, viewer)[0],
          )
        : [],
    [game, cursor, viewer],
  )
  const skip = useSortie((s) => s.session.skipDiceAnimation === true)
  const [rolling, setRolling] = useState(false)
  useEffect(() => {
    if (rolls.length === 0 || skip || reducedMotion()) return setRolling(false)
    setRolling(true)
    const t = setTimeout(() => setRolling(false), 700)
    return () => clearTimeout(t)
  }, [cursor, rolls.length, skip])
  if (rolls.length === 0 || !game) return null
  return (
    <section className="last-rolls" aria-label="Last roll" data-testid="last-rolls">
      {rolling ? (
        <p>
          <span className="die rolling" aria-hidden="true">
            ⚀
          </span>{' '}
          Rolling…{' '}
          <button type="button" className="link" onClick={() => setRolling(false)}>
            Show the result now
          </button>
        </p>
      ) : (
        rolls.map((e, i) => (
          <div key={i} className="roll" data-testid="roll" data-kind={e.type}>
            <p className="roll-head">
              <span className="die" aria-hidden="true">
                {e.roll!.natural}
              </span>{' '}
              {e.type === 'returnFire' && <strong>Return fire (4.19): </strong>}
              {e.type === 'attack' && <strong>Attack (4.16): </strong>}
              {e.type === 'strafeAttack' && <strong>Strafing (4.14): </strong>}
              {e.type === 'evacuation' && <strong>Evacuation (4.14): </strong>}
              {e.type === 'bombingRoll' && <strong>Bombing (4.26): </strong>}
              {e.type === 'paradrop' && <strong>Paradrop (4.24): </strong>}
              {e.type === 'submarineSearchRoll' && <strong>Submarine search (3.29): </strong>}
              {e.type === 'bombardmentRoll' && <strong>Naval bombardment (3.28): </strong>}
              {e.type === 'interdictionRoll' && <strong>Convoy interdiction (2.13): </strong>}
              {e.type === 'strategicBombing' && <strong>Strategic bombing ({e.rule}): </strong>}
              {e.text}
            </p>
            <ul className="plain">
              {rollLines(e.roll!).map((l, k) => (
                <li key={k}>{l}</li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  )
}
