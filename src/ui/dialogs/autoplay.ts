// The automatic opponent in the page: after each change of the game, while the side to decide is
// played by the bot, it plays one decision at a time, yielding to the browser between decisions,
// at most MAX_BURST in a row. In an undone past (after a rewind, a load at an earlier point) it
// plays the decision it made there again (redo), so the line of play is kept; Undo and Redo
// step over its decisions (undoSteps.ts), so they never land where it would act. The bot's code
// is its rule system's (RuleSystem.bot, found through the registry), fetched the first time a side
// it plays has to decide.
import { redoBlock } from '../undo'
import { gameState, replaying, sortieStore } from '../../store/store'
import { systemOf } from '../../store/game'
import type { BotAnswer } from '../../rules/kernel/registry'
import { botMayAnswer } from '../../rules/kernel/pending'
import type { Action, GameEvent, GameState } from '../../rules/systems/aeto'
import { dialogSession } from './session'

type Bot = (state: GameState) => BotAnswer<Action, GameEvent> | null
/** Each rule system's bot, once fetched (by system id). */
const loading = new Map<string, Promise<Bot>>()

function loadBot(state: GameState): Promise<Bot> {
  const system = systemOf(state.scenario)
  let p = loading.get(system.id)
  if (!p) {
    p = system.bot() as Promise<Bot>
    p.catch(() => loading.delete(system.id)) // a failed fetch is tried again next time
    loading.set(system.id, p)
  }
  return p
}

export const MAX_BURST = 400
let burst = 0
let scheduled = false

/** The side to decide is the bot's, in the live game of this tab. */
function botSideDue(): boolean {
  const s = sortieStore.getState()
  if (replaying(s)) return false // a replay only shows the past: the bot waits for the live game
  if (s.suspended) return false // another tab plays this game now
  const st = gameState(s)
  if (!st || !s.game) return false
  return dialogSession.getState().botSides.includes(st.pending.side)
}

function step(bot: Bot): void {
  scheduled = false
  if (!botSideDue() || !botMayAnswer(gameState(sortieStore.getState())!.pending)) return
  if (++burst > MAX_BURST) {
    dialogSession.setState({
      botStopped: `The automatic opponent stopped after ${MAX_BURST} decisions in a row.`,
    })
    return
  }
  const s = sortieStore.getState()
  const st = gameState(s)!
  if (s.game!.cursor < s.game!.actions.length && redoBlock(s.game) === null) {
    s.redo() // its own decision of the line being played
    return
  }
  try {
    const d = bot(st)
    if (!d) throw new Error(`it has no answer to the ${st.pending.kind} decision`)
    const index = s.game!.cursor
    const v = s.dispatch(d.action)
    if (v) throw new Error(`${v.message} (${v.rule})`)
    dialogSession.setState((x) => ({
      botLog: { ...x.botLog, [index]: d.reasoning },
      botStopped: null,
    }))
  } catch (e) {
    dialogSession.setState({
      botStopped: `The automatic opponent stopped: ${e instanceof Error ? e.message : String(e)}`,
    })
  }
}

function schedule(): void {
  if (scheduled || !botSideDue() || !botMayAnswer(gameState(sortieStore.getState())!.pending)) return
  scheduled = true
  void loadBot(gameState(sortieStore.getState())!).then(
    (b) => setTimeout(() => step(b), 30),
    (e: unknown) => {
      scheduled = false
      dialogSession.setState({
        botStopped: `The automatic opponent could not be loaded: ${e instanceof Error ? e.message : String(e)}`,
      })
    },
  )
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
          dialogSession.setState({
            botLog: Object.fromEntries(Object.entries(log).filter(([k]) => Number(k) < from)),
          })
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
