// How the scenario editor is opened (the ui opens it, src/ui/editorMode.ts; the editor reads the request).
/** How the editor was opened: with the draft kept (resume), at a new map, or on the scenario being played. */
export type EditorRequest =
  { kind: 'resume' } | { kind: 'new' } | { kind: 'edit'; json: unknown; title: string }
