// The panels' view of the editor store: the draft, its errors (the validator's, per draft).
import { useMemo } from 'react'
import type { ScenarioError } from '../../rules/systems/aeto/scenario/validate'
import { checkOf } from '../check'
import { editorStore, useEditor } from '../store'

export const useDraft = () => useEditor((s) => s.draft)

export function useErrors(): ScenarioError[] {
  const draft = useDraft()
  return useMemo(() => checkOf(draft).errors, [draft])
}

export const edit = (...args: Parameters<ReturnType<typeof editorStore.getState>['edit']>) =>
  editorStore.getState().edit(...args)

/** Nation choices of the draft, as [id, "name (side)"]. */
export function nationOptions(d: ReturnType<typeof editorStore.getState>['draft']): [string, string][] {
  return d.nations.map((n) => [String(n.id), `${String(n.name)} (${String(n.side)})`])
}

export function sideOptions(d: ReturnType<typeof editorStore.getState>['draft']): [string, string][] {
  return d.sides.map((s) => [String(s.id), String(s.name)])
}
