// Undo and Redo on a system's own page (OCS, AWAW), within the game's undo policy, stepping over
// the automatic opponent's decisions (dialogs/undoSteps.ts); Ctrl+Z and Ctrl+Y come from
// historyKeys.ts. The same buttons for every system: the policy and the barriers are the rules'.
import { useSortie } from '../../../store/store'
import { redoToPerson, undoToPerson } from '../../dialogs/undoSteps'
import { redoBlock, undoBlock } from '../../undo'

export function History() {
  const game = useSortie((s) => s.game)
  const policy = useSortie((s) => s.session.undoPolicy)
  const undoWhy = undoBlock(game, policy)
  const redoWhy = redoBlock(game)
  return (
    <div className="undo-redo" role="group" aria-label="History">
      <button
        type="button"
        onClick={undoToPerson}
        disabled={undoWhy !== null}
        title={undoWhy ?? 'Undo the last action'}
      >
        Undo
      </button>
      <button type="button" onClick={redoToPerson} disabled={redoWhy !== null} title={redoWhy ?? 'Redo'}>
        Redo
      </button>
      <span className="note undo-why" data-testid="undo-why" aria-live="polite">
        {undoWhy !== null && (game?.cursor ?? 0) > 0 ? `Undo is not available: ${undoWhy}` : ''}
      </span>
    </div>
  )
}
