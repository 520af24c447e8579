// Ctrl+Z undo, Ctrl+Y / Ctrl+Shift+Z redo, within the undo policy, on every system's page (not
// while typing, not in the scenario editor).
import { useEffect } from 'react'
import { sortieStore } from '../store/store'
import { redoToPerson, undoToPerson } from './dialogs/undoSteps'
import { editorMode } from './editorMode'
import { redoBlock, undoBlock } from './undo'

function isTyping(t: EventTarget | null): boolean {
  return t instanceof HTMLElement && (t.isContentEditable || t.closest('input, select, textarea') !== null)
}

/** Ctrl+Z undo, Ctrl+Y / Ctrl+Shift+Z redo, within the undo policy. */
export function useHistoryKeys(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || isTyping(e.target) || editorMode.getState().open) return
      const st = sortieStore.getState()
      const key = e.key.toLowerCase()
      if (key === 'z' && !e.shiftKey) {
        if (undoBlock(st.game, st.session.undoPolicy) === null) undoToPerson()
      } else if (key === 'y' || (key === 'z' && e.shiftKey)) {
        if (redoBlock(st.game) === null) redoToPerson()
      } else return
      e.preventDefault()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
}
