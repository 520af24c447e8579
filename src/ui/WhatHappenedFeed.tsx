// "While you waited" above the player's next decision: what the other side did since the player's
// last one (whatHappened.ts, from the player's own view of the log), with the camera visiting each
// hex its results touched when asked, one after the other, then back to the decision. Skip stops the visit and
// folds the feed away; the Log keeps everything.
import { useEffect, useMemo, useRef, useState } from 'react'
import { sortieStore, useSortie } from '../store/store'
import { currentState } from '../store/game'
import { useDialogSession } from './dialogs/session'
import { logGroups } from './log'
import { whatHappened } from './whatHappened'

/** How long the camera stays on each result of the visit. */
const VISIT_MS = 1500

export function WhatHappenedFeed() {
  const game = useSortie((s) => s.game)
  const viewer = useSortie((s) => s.ui.viewer ?? null)
  const replay = useSortie((s) => !!s.ui.replay)
  const botSides = useDialogSession((s) => s.botSides)
  const botLog = useDialogSession((s) => s.botLog)
  const [skipped, setSkipped] = useState(-1)
  const [visiting, setVisiting] = useState<number | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  const pending = game ? currentState(game).pending : null
  const player = viewer ?? pending?.side ?? null
  // Only when a decision of the player's (a person's, not the automatic opponent's) is due.
  const due = !replay && pending !== null && pending.kind !== 'over' && pending.side === player
  const feed = useMemo(
    () =>
      game && due && player !== null && !botSides.includes(player)
        ? whatHappened(logGroups(game, player, botLog), player)
        : null,
    [game, due, player, botSides, botLog],
  )
  const shown = feed !== null && feed.upTo > skipped ? feed : null
  const decisionHex = pending && 'loc' in pending && typeof pending.loc === 'string' ? pending.loc : null

  const stop = () => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    setVisiting(null)
  }
  // On the player's word ("Show each on the map"), the camera visits each result, then frames the
  // decision again. Not on its own: a decision must open with its hexes in view.
  const tour = (locs: readonly string[]) => {
    stop()
    const step = (i: number) => {
      if (i >= locs.length) {
        setVisiting(null)
        sortieStore.getState().centreMap(decisionHex ?? '', 'decision') // back to the decision, framed as Show me does
        return
      }
      setVisiting(i)
      sortieStore.getState().centreMap(locs[i])
      timer.current = setTimeout(() => step(i + 1), VISIT_MS)
    }
    step(0)
  }
  useEffect(() => stop, [shown?.upTo])

  if (!shown) return null
  const here = visiting !== null ? shown.locs[visiting] : null
  return (
    <section className="what-happened" aria-labelledby="what-happened-title" data-testid="what-happened">
      <h2 id="what-happened-title">While you waited</h2>
      <ul className="plain">
        {shown.items.map((i) => (
          <li
            key={i.key}
            className={[
              i.key.includes('.') ? 'wh-event' : 'wh-action',
              i.loc !== null && i.loc === here && 'wh-here',
            ]
              .filter(Boolean)
              .join(' ')}
          >
            {i.key.includes('.') ? '' : `${i.side}: `}
            {i.text}
            {i.loc !== null && (
              <>
                {' '}
                <button
                  type="button"
                  className="link loc-tag"
                  onClick={() => {
                    stop()
                    sortieStore.getState().centreMap(i.loc!)
                  }}
                  title={`Show ${i.loc} on the map`}
                >
                  {i.loc}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
      {shown.omitted > 0 && (
        <p className="note">
          {shown.omitted} earlier line{shown.omitted === 1 ? '' : 's'} in the Log.
        </p>
      )}
      <p className="wh-buttons">
        {here !== null && (
          <span className="note" role="status">
            Showing {here} ({visiting! + 1} of {shown.locs.length}).{' '}
          </span>
        )}
        {here === null && shown.locs.length > 0 && (
          <button type="button" onClick={() => tour(shown.locs)}>
            Show each on the map
          </button>
        )}{' '}
        <button
          type="button"
          onClick={() => {
            stop()
            setSkipped(shown.upTo)
            sortieStore.getState().centreMap(decisionHex ?? '', 'decision')
          }}
        >
          {here !== null ? 'Skip' : 'Done'}
        </button>
      </p>
    </section>
  )
}
