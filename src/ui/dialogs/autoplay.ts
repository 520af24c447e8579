// The automatic opponent in the page: after each change of the game, while the side to decide is
// played by the bot (and the game is at the end of its record, not in an undone past), it plays
// one decision at a time, yielding to the browser between decisions, at most MAX_BURST in a row.
import { botCanDecide, botDecision, reasoningEvents } from '../../rules/bot'
import { gameState, replaying, sortieStore } from '../../store/store'
import { dialogSession } from './session'

export const MAX_BURST = 400
let burst = 0
let scheduled = false

function due(): boolean {
  const s = sortieStore.getState()
  if (replaying(s)) return false // a replay only shows the past: the bot waits for the live game
  if (s.suspended) return false // another tab plays this game now
  const st = gameState(s)
  if (!st || !s.game || s.game.cursor !== s.game.actions.length) return false
  return dialogSession.getState().botSides.includes(st.pending.side) && botCanDecide(st)
}

function step(): void {
  scheduled = false
  if (!due()) return
  if (++burst > MAX_BURST) {
    dialogSession.setState({ botStopped: `The automatic opponent stopped after ${MAX_BURST} decisions in a row.` })
    return
  }
  const s = sortieStore.getState()
  const st = gameState(s)!
  try {
    const d = botDecision(st)
    const index = s.game!.cursor
    const v = s.dispatch(d.action)
    if (v) throw new Error(`${v.message} (${v.rule})`)
    dialogSession.setState((x) => ({ botLog: { ...x.botLog, [index]: reasoningEvents(st, d) }, botStopped: null }))
  } catch (e) {
    dialogSession.setState({ botStopped: `The automatic opponent stopped: ${e instanceof Error ? e.message : String(e)}` })
  }
}

function schedule(): void {
  if (scheduled || !due()) return
  scheduled = true
  setTimeout(step, 30)
}

/** Starts watching the stores; returns the function that stops it. */
export function startAutoplay(): () => void {
  const offGame = sortieStore.subscribe((s, prev) => {
    if (s.game !== prev.game) {
      const st = gameState(s)
      if (st && !dialogSession.getState().botSides.includes(st.pending.side)) burst = 0
      if (s.game?.states[0] !== prev.game?.states[0]) dialogSession.setState({ botLog: {}, botStopped: null })
      else if (s.game && prev.game && s.game.actions !== prev.game.actions) {
        // A new action replaces the undone future: reasoning kept for those indices is stale.
        const from = s.game.actions.length - 1
        const log = dialogSession.getState().botLog
        if (Object.keys(log).some((k) => Number(k) >= from))
          dialogSession.setState({ botLog: Object.fromEntries(Object.entries(log).filter(([k]) => Number(k) < from)) })
      }
      schedule()
    }
  })
  const offSession = dialogSession.subscribe((s, prev) => {
    if (s.botSides !== prev.botSides) {
      burst = 0
      schedule()
    }
  })
  schedule()
  return () => {
    offGame()
    offSession()
  }
}
