// The editor's own store: the scenario being edited (a scenario file's JSON, ScenarioInput) and
// its unit library, with undo and redo of every edit, and what the player has chosen to paint or
// place. Autosaved to IndexedDB (autosave.ts), so a half-finished scenario survives a reload.
import { createStore } from 'zustand/vanilla'
import { useSyncExternalStore } from 'react'
import { newDraft, type Draft, type FeatureFlag, type TerrainCode } from './draft'
import { libraryOf, type NewBase, type NewShip, type UnitType } from './pieces'
import type { LandUnitInput } from './draft'

/** The most edits kept for undo. */
export const UNDO_LIMIT = 200

/** What a click on a hex does. */
export type Tool =
  | { kind: 'select' }
  | { kind: 'terrain'; code: TerrainCode }
  | { kind: 'nation'; nation: string | null }
  | { kind: 'flag'; flag: FeatureFlag }
  | { kind: 'seaArea'; id: string }
  | { kind: 'largeSeaArea'; id: string }
  | { kind: 'weather'; zone: string }
  | { kind: 'base' }
  | { kind: 'air'; typeKey: string }
  | { kind: 'ship' }
  | { kind: 'land' }
  | { kind: 'supply'; side: string }

export interface Doc {
  draft: Draft
  library: UnitType[]
}

/** The forms a placing click takes its values from. */
export interface Forms {
  base: NewBase
  ship: NewShip
  land: Omit<LandUnitInput, 'id' | 'hex'>
}

const FORMS: Forms = {
  base: { kind: 'LargeAirbase', nation: 'uk', name: '' },
  ship: { name: 'Ship', nation: 'uk', type: 'CL', armor: 1, gunnery: 1, back: null },
  land: { name: 'Division', nation: 'uk', strength: 3, kind: 'infantry' },
}

export interface EditorState extends Doc {
  past: Doc[]
  future: Doc[]
  /** The sentence saying what the last edit did or why a click did nothing. */
  status: string
  tool: Tool
  /** Hexes a brush paints around the clicked one: 0 = one hex. */
  brush: number
  selectedHex: string | null
  /** False until the autosaved draft, if any, is read. */
  restored: boolean
  forms: Forms
  setForm<K extends keyof Forms>(key: K, patch: Partial<Forms[K]>): void
  /** Applies an edit to the draft (one undo step); `say` is told on the status line. */
  edit(fn: (d: Draft) => Draft, say?: string): void
  /** Applies an edit to draft and library together (one undo step). */
  editDoc(fn: (doc: Doc) => Doc, say?: string): void
  /** Replaces the whole draft (a new map, an import, "Edit this scenario"): one undo step. */
  replace(draft: Draft, say: string, library?: UnitType[]): void
  undo(): void
  redo(): void
  setTool(tool: Tool): void
  setBrush(n: number): void
  select(hex: string | null): void
  say(status: string): void
}

export function createEditorStore(initial: Draft = newDraft(12, 10)) {
  return createStore<EditorState>()((set, get) => {
    const commit = (doc: Doc, say: string | undefined) => {
      const { draft, library, past } = get()
      if (doc.draft === draft && doc.library === library) {
        if (say) set({ status: say })
        return
      }
      set({
        ...doc,
        past: [...past, { draft, library }].slice(-UNDO_LIMIT),
        future: [],
        status: say ?? get().status,
      })
    }
    return {
      draft: initial,
      library: [],
      past: [],
      future: [],
      status: '',
      tool: { kind: 'select' },
      brush: 0,
      selectedHex: null,
      restored: false,
      forms: FORMS,
      setForm: (key, patch) => set({ forms: { ...get().forms, [key]: { ...get().forms[key], ...patch } } }),
      edit: (fn, say) => commit({ draft: fn(get().draft), library: get().library }, say),
      editDoc: (fn, say) => commit(fn({ draft: get().draft, library: get().library }), say),
      replace: (draft, say, library) => {
        const lib = library ?? mergeLibraries(get().library, libraryOf(draft))
        commit({ draft, library: lib }, say)
        set({ selectedHex: null })
      },
      undo: () => {
        const { past, future, draft, library } = get()
        const prev = past.at(-1)
        if (!prev) return set({ status: 'Nothing to undo.' })
        set({ ...prev, past: past.slice(0, -1), future: [{ draft, library }, ...future], status: 'Undone.' })
      },
      redo: () => {
        const { past, future, draft, library } = get()
        const next = future[0]
        if (!next) return set({ status: 'Nothing to redo.' })
        set({ ...next, past: [...past, { draft, library }], future: future.slice(1), status: 'Redone.' })
      },
      setTool: (tool) => set({ tool }),
      setBrush: (brush) => set({ brush: Math.max(0, Math.min(5, Math.floor(brush))) }),
      select: (selectedHex) => set({ selectedHex }),
      say: (status) => set({ status }),
    }
  })
}

/** The library kept, with the types of `extra` it lacks added. */
function mergeLibraries(kept: readonly UnitType[], extra: readonly UnitType[]): UnitType[] {
  const keys = new Set(kept.map((t) => t.key))
  return [...kept, ...extra.filter((t) => !keys.has(t.key))]
}

export type EditorStore = ReturnType<typeof createEditorStore>

export const editorStore = createEditorStore()

/** A part of the editor's state (a selector returning a part of the state as it is, never a new object). Rendered on a server (tests), the current state. */
export function useEditor<T>(sel: (s: EditorState) => T): T {
  const get = () => sel(editorStore.getState())
  return useSyncExternalStore(editorStore.subscribe, get, get)
}
