// The automatic opponent in the page: after each change of the game, while the side to decide is
// played by the bot, it plays one decision at a time, yielding to the browser between decisions,
// at most MAX_BURST in a row. In an undone past (after a rewind, a load at an earlier point) it
// plays the decision it made there again (redo), so the line of play is kept; Undo and Redo
// step over its decisions (undoToPerson, redoToPerson), so they never land where it would act.
import { redoBlock, undoBlock } from '../undo'
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
  if (!st || !s.game) return false
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
  if (s.game!.cursor < s.game!.actions.length && redoBlock(s.game) === null) {
    s.redo() // its own decision of the line being played
    return
  }
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

const botDecides = (): boolean => {
  const st = gameState(sortieStore.getState())
  return !!st && st.pending.kind !== 'over' && dialogSession.getState().botSides.includes(st.pending.side)
}

/**
 * Undo, then on over the decisions of the automatic opponent, back to a person's decision (or as
 * far as the undo policy allows): one Undo takes back the person's last choice and the bot's
 * answers to it, and the bot does not play them again at once.
 */
export function undoToPerson(): void {
  const once = (): boolean => {
    const s = sortieStore.getState()
    if (undoBlock(s.game, s.session.undoPolicy) !== null) return false
    const before = s.game!.cursor
    s.undo()
    return sortieStore.getState().game!.cursor < before
  }
  if (!once()) return
  while (botDecides() && once());
}

/** Redo, then on over the automatic opponent's recorded decisions, to the next person's decision. */
export function redoToPerson(): void {
  const once = (): boolean => {
    const s = sortieStore.getState()
    if (redoBlock(s.game) !== null) return false
    const before = s.game!.cursor
    s.redo()
    return sortieStore.getState().game!.cursor > before
  }
  if (!once()) return
  while (botDecides() && once());
}
