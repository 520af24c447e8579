// Whether the scenario editor is open (docs/guide.md, "Set up your own game: the scenario editor"). The editor is its own module, fetched
// when first opened (src/editor, a dynamic import): a player who never opens it never downloads it.
// ?editor in the address reopens it after a reload, with the scenario in progress (autosaved).
import { EDITOR_PARAM } from './pageParams'
import { createStore } from 'zustand/vanilla'
import { useStore } from 'zustand'
import type { EditorRequest } from '../common/editorRequest'

export type { EditorRequest }

export const editorMode = createStore<{ open: EditorRequest | null }>()(() => ({ open: initialRequest() }))

function initialRequest(): EditorRequest | null {
  if (typeof window === 'undefined') return null
  return new URLSearchParams(window.location.search).has(EDITOR_PARAM) ? { kind: 'resume' } : null
}

function setParam(on: boolean): void {
  const url = new URL(window.location.href)
  if (on) url.searchParams.set(EDITOR_PARAM, '')
  else url.searchParams.delete(EDITOR_PARAM)
  window.history.replaceState(window.history.state, '', url)
}

export function openEditor(req: EditorRequest): void {
  setParam(true)
  editorMode.setState({ open: req })
}

export function closeEditor(): void {
  setParam(false)
  editorMode.setState({ open: null })
}

export function useEditorMode(): EditorRequest | null {
  return useStore(editorMode, (s) => s.open)
}
