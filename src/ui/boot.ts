// Page start: the session settings saved by the last visit, then the scenario named in the URL
// (?scenario=<id>) or the default one. Also keeps the URL and saved settings up to date.
import { createStore } from 'zustand/vanilla'
import { createAutosaver, idbStore, loadAutosave, type Autosaver, type AutosaveMeta, type KeyValueStore } from '../store/autosave'
import type { Timeline } from '../store/history'
import { sortieStore, type SessionSlice } from '../store/store'
import { DEFAULT_SCENARIO_ID, catalog } from './catalog'

const PARAM = 'scenario'
const SETTINGS_KEY = 'sortie.session.v1'

/** Reads saved settings, keeping only well-formed values. */
export function parseSavedSession(text: string | null): Partial<SessionSlice> {
  if (!text) return {}
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return {}
  }
  if (!raw || typeof raw !== 'object') return {}
  const r = raw as Record<string, unknown>
  const out: Partial<SessionSlice> = {}
  if (typeof r.handOver === 'boolean') out.handOver = r.handOver
  if (r.undoPolicy === 'hotSeat' || r.undoPolicy === 'exploration') out.undoPolicy = r.undoPolicy
  if (r.diceMode === 'seeded' || r.diceMode === 'manual') out.diceMode = r.diceMode
  if (typeof r.seed === 'number' && Number.isSafeInteger(r.seed) && r.seed >= 0) out.seed = r.seed
  if (r.branchDice === 'keep' || r.branchDice === 'afresh') out.branchDice = r.branchDice
  return out
}

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** Sets the URL's ?scenario= (or removes it for a scenario loaded from a file). */
export function setScenarioParam(id: string | null): void {
  const url = new URL(window.location.href)
  if (id === null) url.searchParams.delete(PARAM)
  else url.searchParams.set(PARAM, id)
  window.history.replaceState(window.history.state, '', url)
}

/** Loads a built-in scenario by id into the store; false if there is none by that id. */
export function loadBuiltIn(id: string): boolean {
  const entry = catalog.find((e) => e.id === id)
  if (!entry) return false
  const ok = sortieStore.getState().loadScenario(entry.data, entry.id)
  if (ok) setScenarioParam(entry.id)
  else sortieStore.setState({ loadErrorsFrom: entry.title })
  return ok
}

export interface BootResult {
  /** A ?scenario= id with no built-in scenario behind it. */
  unknownId: string | null
}

export function boot(): BootResult {
  const store = storage()
  sortieStore.getState().setSession(parseSavedSession(store?.getItem(SETTINGS_KEY) ?? null))
  sortieStore.subscribe((s, prev) => {
    if (s.session !== prev.session) {
      try {
        store?.setItem(SETTINGS_KEY, JSON.stringify(s.session))
      } catch {
        // storage full or disabled: the settings still hold for this visit
      }
    }
  })
  const wanted = new URLSearchParams(window.location.search).get(PARAM)
  void startAutosave().catch((e: unknown) => console.error('autosave', e))
  if (wanted !== null && loadBuiltIn(wanted)) return { unknownId: null }
  loadBuiltIn(DEFAULT_SCENARIO_ID) || loadBuiltIn(catalog[0].id)
  return { unknownId: wanted }
}

// ---------------------------------------------------------------------------------------------
// Autosave (issue 5): after every change of the game's timeline (an action, an undo, a rewind,
// a line switch, a new scenario or a loaded save) the whole timeline is written to IndexedDB.
// At start-up a saved game is offered first ("Continue" / "Start new"); until the player has
// chosen, nothing is written, so the saved game cannot be overwritten by the scenario shown
// behind the dialog. A ?scenario= in the URL is what "Start new" keeps (it is already loaded);
// with no saved game it simply starts.
// ---------------------------------------------------------------------------------------------

/** A saved game found at start-up, offered to the player. */
export interface ResumeOffer {
  timeline: Timeline
  scenarioId: string | null
  title: string
  actions: number
  savedAt: string
  meta: AutosaveMeta
}

/** What the start-up dialog shows (null: nothing to offer, or the player has chosen). */
export const resumeStore = createStore<{ offer: ResumeOffer | null }>()(() => ({ offer: null }))

let autosaver: Autosaver | null = null

function metaOf(): AutosaveMeta {
  const s = sortieStore.getState()
  return { scenarioId: s.scenarioId, undoPolicy: s.session.undoPolicy, handOver: s.session.handOver, diceMode: s.session.diceMode }
}

/** Starts writing every change of the game; writes the game as it is now at once. */
function startWriting(): void {
  const a = autosaver
  if (!a) return
  const now = sortieStore.getState().timeline
  if (now) a.changed(now, metaOf())
  sortieStore.subscribe((s, prev) => {
    if (s.timeline && (s.timeline !== prev.timeline || s.session.undoPolicy !== prev.session.undoPolicy)) a.changed(s.timeline, metaOf())
  })
}

/** Writes what is pending now (tests; the page calls it on pagehide). */
export function flushAutosave(): Promise<unknown> {
  return autosaver?.flush() ?? Promise.resolve(null)
}

/**
 * Wires the autosave: reads the saved game (offering it when it holds at least one action),
 * then writes every change. `kv` is the browser's IndexedDB unless a test passes another store.
 */
export async function startAutosave(kv: KeyValueStore = idbStore()): Promise<void> {
  const st = sortieStore.getState()
  autosaver = createAutosaver({ store: kv, onStatus: (status) => sortieStore.getState().setAutosaveStatus(status) })
  window.addEventListener('pagehide', () => void autosaver?.flush())
  const saved = await loadAutosave(kv)
  if (!saved.ok) {
    if (saved.kind === 'storage') st.setAutosaveStatus({ ok: false, kind: 'unavailable', reason: `${saved.reason} Play goes on in memory.` })
    else if (saved.kind === 'invalid') console.warn(saved.reason)
    startWriting()
    return
  }
  const actions = Math.max(...saved.timeline.lines.map((l) => l.record.actions.length))
  if (actions === 0) {
    startWriting()
    return
  }
  const scenarioId = typeof saved.meta.scenarioId === 'string' ? saved.meta.scenarioId : null
  resumeStore.setState({
    offer: { timeline: saved.timeline, scenarioId, title: saved.record.scenario.title, actions: saved.record.cursor, savedAt: saved.savedAt, meta: saved.meta },
  })
}

/** The player's answer to the start-up offer: continue the saved game, or start new (what is loaded). */
export function answerResume(resume: boolean): void {
  const offer = resumeStore.getState().offer
  resumeStore.setState({ offer: null })
  if (offer && resume) {
    const st = sortieStore.getState()
    const policy = offer.meta.undoPolicy
    if (policy === 'hotSeat' || policy === 'exploration') st.setSession({ undoPolicy: policy })
    const id = offer.scenarioId ?? `file:${offer.title}`
    st.restoreTimeline(offer.timeline, id)
    setScenarioParam(catalog.some((e) => e.id === id) ? id : null)
  }
  startWriting()
}
