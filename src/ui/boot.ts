// Page start: the session settings saved by the last visit, then the scenario named in the URL
// (?scenario=<built-in id> or ?scenario=<url> of a same-origin file) or the default one, fetched
// from the site. Also keeps the URL and saved settings up to date.
import { downloadJson } from '../common/download'
import { SCENARIO_PARAM, SEED_PARAM } from './pageParams'
import { createStore } from 'zustand/vanilla'
import {
  AUTOSAVE_FAILED,
  AUTOSAVE_KEY,
  PLAY_ON,
  createAutosaver,
  describeStorageError,
  gameKey,
  idbStore,
  type Autosaver,
  type AutosaveMeta,
  type AutosaveStatus,
  type KeyValueStore,
} from '../store/autosave'
import type { Timeline } from '../store/history'
import { journalOf, removeJournal, writeJournal, type SyncStorage } from '../store/journal'
import { browserOwnership, type Ownership, type Release } from '../store/ownership'
import {
  LEGACY_GAME_ID,
  discardSavedGame,
  exportSavedGame,
  listSavedGames,
  restoreSavedGame,
  sameGameStored,
  type RestoredGame,
  type SavedGame,
} from '../store/savedGames'
import { listWhenStorageAnswers, type StorageWaiting } from '../store/storageWait'
import { sortieStore, type SessionSlice, type SortieState } from '../store/store'
import { fetchRulesOf } from '../store/systemScenario'
import { dialogSession } from './dialogs/session'
import { DEFAULT_SCENARIO_ID, catalog } from './catalog'
import {
  URL_PREFIX,
  builtInJson as fetchedBuiltInJson,
  fetchBuiltIn,
  fetchFile,
  isScenarioAddress,
  scenarioAddress,
} from '../scenarios/fetch'

const SETTINGS_KEY = 'sortie.session.v1'
/** The map's view settings kept across visits: hex numbers and the overlays shown. */
const VIEW_KEY = 'sortie.view.v1'

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
  if (r.handOverWhen === 'private' || r.handOverWhen === 'everyChange') out.handOverWhen = r.handOverWhen
  if (r.undoPolicy === 'hotSeat' || r.undoPolicy === 'exploration') out.undoPolicy = r.undoPolicy
  if (r.diceMode === 'seeded' || r.diceMode === 'manual') out.diceMode = r.diceMode
  if (typeof r.seed === 'number' && Number.isSafeInteger(r.seed) && r.seed >= 0) out.seed = r.seed
  if (r.branchDice === 'keep' || r.branchDice === 'afresh') out.branchDice = r.branchDice
  if (typeof r.allOpen === 'boolean') out.allOpen = r.allOpen
  if (typeof r.skipDiceAnimation === 'boolean') out.skipDiceAnimation = r.skipDiceAnimation
  return out
}

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** Reads saved map view settings, keeping only well-formed values. */
export function parseViewSettings(
  text: string | null,
): Partial<Pick<SortieState['ui'], 'showCoords' | 'overlays'>> {
  let raw: unknown
  try {
    raw = text ? JSON.parse(text) : null
  } catch {
    return {}
  }
  if (!raw || typeof raw !== 'object') return {}
  const r = raw as Record<string, unknown>
  const out: Partial<Pick<SortieState['ui'], 'showCoords' | 'overlays'>> = {}
  if (typeof r.showCoords === 'boolean') out.showCoords = r.showCoords
  const o = r.overlays as Record<string, unknown> | undefined
  if (o && typeof o === 'object') {
    const now = sortieStore.getState().ui.overlays
    const keys = Object.keys(now) as (keyof typeof now)[]
    if (keys.every((k) => typeof o[k] === 'boolean'))
      out.overlays = Object.fromEntries(keys.map((k) => [k, o[k] as boolean])) as typeof now
  }
  return out
}

/** Hex numbers and overlays as the player left them on the last visit. */
function keepViewSettings(store: Storage | null): void {
  sortieStore.getState().setUi(parseViewSettings(store?.getItem(VIEW_KEY) ?? null))
  sortieStore.subscribe((s, prev) => {
    if (s.ui.showCoords === prev.ui.showCoords && s.ui.overlays === prev.ui.overlays) return
    try {
      store?.setItem(VIEW_KEY, JSON.stringify({ showCoords: s.ui.showCoords, overlays: s.ui.overlays }))
    } catch {
      // storage full or disabled: the view holds for this visit
    }
  })
}

/** Sets the URL's ?scenario= (or removes it for a scenario loaded from a file). */
export function setScenarioParam(id: string | null): void {
  const url = new URL(window.location.href)
  if (id === null) url.searchParams.delete(SCENARIO_PARAM)
  else url.searchParams.set(SCENARIO_PARAM, id)
  window.history.replaceState(window.history.state, '', url)
}

/** A seed no earlier game is likely to have used (any non-negative safe integer reproduces a game). */
export function freshSeed(): number {
  const c = globalThis.crypto
  if (c && typeof c.getRandomValues === 'function') return c.getRandomValues(new Uint32Array(1))[0]
  return Math.floor(Math.random() * 2 ** 32)
}

/** A ?seed= value: a non-negative safe integer written in decimal digits, else null. */
export function seedParam(text: string | null): number | null {
  if (text === null || !/^\d{1,16}$/.test(text)) return null
  const n = Number(text)
  return Number.isSafeInteger(n) ? n : null
}

const isBuiltIn = (id: string | null) => id !== null && catalog.some((e) => e.id === id)

/** What ?scenario= says for a game's scenario id: a built-in id, a file's address, or nothing (a file from disk). */
function paramOf(id: string | null): string | null {
  if (id === null) return null
  if (isBuiltIn(id)) return id
  return id.startsWith(URL_PREFIX) ? id.slice(URL_PREFIX.length) : null
}

/** Shows why a scenario could not be loaded (the game in progress stays). */
function showLoadFailure(from: string, reason: string): void {
  sortieStore.setState({ loadErrors: [{ path: '', message: reason }], loadErrorsFrom: from })
}

/** Loads a built-in scenario whose file was fetched already; false if it was not, or if it does not validate. */
export function startBuiltIn(id: string): boolean {
  const entry = catalog.find((e) => e.id === id)
  const json = fetchedBuiltInJson(id)
  if (!entry || json === undefined) return false
  const ok = sortieStore.getState().loadScenario(json, entry.id)
  if (ok) setScenarioParam(entry.id)
  else sortieStore.setState({ loadErrorsFrom: entry.title })
  return ok
}

/** Fetches a built-in scenario and loads it; false if there is none by that id, or it cannot be fetched or loaded (said on the page). */
export async function loadBuiltIn(id: string): Promise<boolean> {
  const entry = catalog.find((e) => e.id === id)
  if (!entry) return false
  const r = await fetchBuiltIn(id)
  if (!r.ok) {
    showLoadFailure(entry.title, r.reason)
    return false
  }
  const why = await fetchRulesOf({ json: r.json }) // another system's rules: fetched with its first scenario
  if (why) {
    showLoadFailure(entry.title, why)
    return false
  }
  return startBuiltIn(id)
}

/** Opens the scenario file at a same-origin address (?scenario=<url>); false, with the reason on the page, if it cannot. */
export async function loadScenarioAddress(param: string): Promise<boolean> {
  const where = scenarioAddress(param)
  if (!where.ok) {
    showLoadFailure(param, where.reason)
    return false
  }
  const r = await fetchFile(where.url)
  if (!r.ok) {
    showLoadFailure(where.url.href, r.reason)
    return false
  }
  const why = await fetchRulesOf(r.bytes)
  if (why) {
    showLoadFailure(where.url.href, why)
    return false
  }
  const ok = sortieStore.getState().loadScenarioText(r.bytes, `${URL_PREFIX}${param}`, where.url.href)
  if (ok) setScenarioParam(param)
  return ok
}

async function loadDefault(): Promise<void> {
  if (!(await loadBuiltIn(DEFAULT_SCENARIO_ID))) await loadBuiltIn(catalog[0].id)
}

/** The scenario the URL names, else the default one; a file that cannot be opened is explained above the default. */
async function loadFirstScenario(wanted: string | null): Promise<BootResult> {
  if (wanted !== null && isScenarioAddress(wanted)) {
    if (await loadScenarioAddress(wanted)) return { unknownId: null }
    const { loadErrors, loadErrorsFrom } = sortieStore.getState()
    await loadDefault()
    sortieStore.setState({ loadErrors, loadErrorsFrom })
    return { unknownId: null }
  }
  if (isBuiltIn(wanted) && (await loadBuiltIn(wanted!))) return { unknownId: null }
  await loadDefault()
  return { unknownId: isBuiltIn(wanted) ? null : wanted }
}

export interface BootResult {
  /** A ?scenario= id with no built-in scenario behind it. */
  unknownId: string | null
}

export async function boot(): Promise<BootResult> {
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
  keepViewSettings(store)
  // Every new game rolls its own dice: the first one too (the seed is in Settings to reproduce it;
  // ?seed=N in the URL starts the page's first game on those dice, to share or script a game).
  const params = new URLSearchParams(window.location.search)
  sortieStore.getState().setSession({ seed: seedParam(params.get(SEED_PARAM)) ?? freshSeed() })
  const result = await loadFirstScenario(params.get(SCENARIO_PARAM))
  void startAutosave().catch((e: unknown) => console.error('autosave', e))
  return result
}

// ---------------------------------------------------------------------------------------------
// Autosave (docs/guide.md, "Never lose a game"). Every game has its own id and is written under its
// own key, so no game ever writes over another: not a new game started behind the start-up offer,
// not a second tab's game. Every change of the game is first written to the synchronous journal
// (before the page shows it: a reload or a closed tab right after an action loses nothing), then
// to IndexedDB, whose confirmation is what "saved" means. One tab plays a game at a time
// (ownership.ts). A saved game this version cannot resume is kept as it is and shown to the
// player, who may download or discard it.
// ---------------------------------------------------------------------------------------------

/** A game the start-up offer proposes. */
export interface ResumeChoice {
  game: SavedGame
  /** Another tab plays it now: continuing it means taking it over. */
  elsewhere: boolean
}

/** A stored game that cannot be resumed, shown until the player downloads or discards it. */
export interface Unreadable {
  game: SavedGame
  reason: string
}

export interface ResumeState {
  /**
   * Saved games offered, newest first: at start-up every game with an action; on demand (Saved
   * games…) every stored game but the one on the board. Empty: nothing to offer, or answered.
   */
  offer: ResumeChoice[]
  /** Games of the offer checked to replay (the others are checked when their page is shown). */
  checked: ReadonlySet<string>
  /** The browser's storage has not answered yet: Sortie waits and tries again (null: it answered). */
  waiting: StorageWaiting | null
  /** The start-up list of saved games has come back (answered or failed for good): the page is settled. */
  answered: boolean
  unreadable: Unreadable[]
  /** The game this tab played until another tab took it over, or null. */
  takenOver: { gameId: string; title: string } | null
  /** A message about the last resume attempt that failed, or null. */
  resumeError: string | null
  busy: boolean
  /** The list was asked for by the player (Saved games…), not offered at start-up. */
  onDemand: boolean
}

export const resumeStore = createStore<ResumeState>()(() => ({
  offer: [],
  checked: new Set<string>(),
  waiting: null,
  answered: false,
  unreadable: [],
  takenOver: null,
  resumeError: null,
  busy: false,
  onDemand: false,
}))

const TAB_GAME_KEY = 'sortie.tab.game'
/** Saved games listed per page of the offer. */
export const OFFER_PAGE = 5
const TAKEN_OVER = 'This game is now played in another tab of this browser.'

interface Wiring {
  kv: KeyValueStore
  storage: SyncStorage | null
  ownership: Ownership
}

interface Followed {
  gameId: string
  autosaver: Autosaver
  rev: number
  /** IndexedDB has confirmed a write of this game (so its scenario is stored there). */
  confirmed: boolean
  release: Release | null
  journalError: AutosaveStatus | null
  stopped: boolean
}

let wiring: Wiring | null = null
let followed: Followed | null = null

function sessionStorageOf(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

async function builtInJson(id: string): Promise<unknown> {
  const r = await fetchBuiltIn(id)
  return r.ok ? r.json : undefined
}

function metaOf(): AutosaveMeta {
  const s = sortieStore.getState()
  return {
    scenarioId: s.scenarioId,
    undoPolicy: s.session.undoPolicy,
    handOver: s.session.handOver,
    diceMode: s.session.diceMode,
    botSides: JSON.stringify(dialogSession.getState().botSides),
  }
}

/** A game with no action on a built-in scenario holds nothing that a fresh start would not give back. */
function worthKeeping(s: SortieState): boolean {
  if (!s.timeline) return false
  if (!isBuiltIn(s.scenarioId)) return true
  return s.timeline.lines.some((l) => l.record.actions.length > 0)
}

function statusOf(f: Followed, status: AutosaveStatus): void {
  sortieStore.getState().setAutosaveStatus(f.journalError && status.ok ? f.journalError : status)
}

/** Starts following (writing) the store's current game, releasing the one followed before. */
function follow(gameId: string, rev = 0, release: Release | null = null, inIndexedDb = false): Followed {
  const w = wiring!
  const old = followed
  let legacyMoved = false
  if (old) {
    old.stopped = true
    void old.autosaver.flush().finally(() => old.release?.())
  }
  const f: Followed = {
    gameId,
    rev,
    confirmed: inIndexedDb,
    release,
    journalError: null,
    stopped: false,
    autosaver: createAutosaver({
      store: w.kv,
      key: gameKey(gameId),
      onStatus: (status) => {
        if (followed === f) statusOf(f, status)
      },
      onSaved: (savedRev) => {
        // The single game of older versions now lives under its own key: its old copy can go.
        if (gameId === LEGACY_GAME_ID && !legacyMoved) {
          legacyMoved = true
          void w.kv.del(AUTOSAVE_KEY).catch(() => {})
        }
        f.confirmed = true
        if (savedRev === f.rev && w.storage) removeJournal(w.storage, gameId) // IndexedDB holds it all now
      },
    }),
  }
  followed = f
  if (!release)
    void w.ownership.acquire(gameId, () => lost(f)).then((r) => (f.stopped ? r?.() : (f.release = r)))
  return f
}

/** Writes the game as it is now: the journal at once, IndexedDB soon. */
function write(f: Followed): void {
  const s = sortieStore.getState()
  if (f.stopped || !s.timeline || s.gameId !== f.gameId || !worthKeeping(s)) return
  const w = wiring!
  f.rev++
  const meta = metaOf()
  const builtIn = isBuiltIn(s.scenarioId)
  if (w.storage) {
    const header = {
      gameId: f.gameId,
      rev: f.rev,
      savedAt: new Date().toISOString(),
      scenarioId: s.scenarioId,
      title: s.timeline.lines[0].record.scenario.title,
    }
    const r = writeJournal(
      w.storage,
      journalOf(
        header,
        s.timeline,
        meta,
        builtIn || f.confirmed ? undefined : s.timeline.lines[0].record.scenarioJson,
      ),
    )
    if (r.ok) f.journalError = null
    else {
      const d = describeStorageError(r.error)
      f.journalError = { ok: false, kind: d.kind, reason: `${AUTOSAVE_FAILED} ${d.reason} ${PLAY_ON}` }
      sortieStore.getState().setAutosaveStatus(f.journalError)
    }
    try {
      sessionStorageOf()?.setItem(TAB_GAME_KEY, f.gameId)
    } catch {
      // only the order of the start-up offer depends on it
    }
  }
  f.autosaver.changed(s.timeline, meta, { gameId: f.gameId, rev: f.rev })
}

/** Another tab took the game over: stop writing it and stop play here. */
function lost(f: Followed): void {
  if (f.stopped) return
  f.stopped = true
  f.autosaver.stop()
  if (followed !== f) return
  const s = sortieStore.getState()
  s.setSuspended(TAKEN_OVER)
  resumeStore.setState({ takenOver: { gameId: f.gameId, title: s.game?.scenario.title ?? '' } })
}

/** Writes what is pending now (tests; the page calls it when hidden). */
export function flushAutosave(): Promise<unknown> {
  return followed?.autosaver.flush() ?? Promise.resolve(null)
}

let surveying: Promise<void> | null = null
let wakeUp: (() => void) | null = null
/** Set once the player has resumed a game: the wait for the storage is no longer wanted. */
let waitUnwanted = false

/** Ends the pause before the next try of a storage that has not answered (the player's "Try now"). */
export function tryStorageNow(): void {
  wakeUp?.()
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const id = setTimeout(() => ((wakeUp = null), resolve()), ms)
    wakeUp = () => {
      clearTimeout(id)
      wakeUp = null
      resolve()
    }
  })
}

/**
 * Lists the saved games, sets the offer and the unreadable ones. While the browser's storage does
 * not answer, says that Sortie waits for it and tries again (storageWait.ts): a game that may be
 * stored is never taken for absent. Nothing is deleted here: only the player deletes a game.
 */
function survey(onDemand = resumeStore.getState().onDemand): Promise<void> {
  if (surveying) return onDemand ? surveying.then(() => survey(true)) : surveying
  waitUnwanted = false
  surveying = (async () => {
    const w = wiring!
    const { games, error } = await listWhenStorageAnswers((ms) => listSavedGames(w.kv, w.storage, ms), {
      sleep: pause,
      now: () => Date.now(),
      cancelled: () => waitUnwanted,
      // While IndexedDB is silent, the games of the journals are offered already: a game whose
      // every action is in the journal is never held back by a storage that may never answer.
      onWaiting: (waiting, partial) => {
        resumeStore.setState({ waiting })
        if (partial.games.length > 0) void offerGames(partial.games, onDemand)
      },
    })
    resumeStore.setState({ waiting: null, answered: true })
    if (error)
      sortieStore
        .getState()
        .setAutosaveStatus({ ok: false, kind: 'unavailable', reason: `${error} ${PLAY_ON}` })
    if (!waitUnwanted) await offerGames(games, onDemand) // else the player has already chosen a game
  })().finally(() => (surveying = null))
  return surveying
}

/** Sets the offer and the unreadable ones from a list of saved games, and checks the first page. */
async function offerGames(games: readonly SavedGame[], onDemand: boolean): Promise<void> {
  const w = wiring!
  const current = sortieStore.getState().gameId
  const mine = sessionStorageOf()?.getItem(TAB_GAME_KEY) ?? null
  const unreadable: Unreadable[] = games
    .filter((g) => g.problem)
    .map((g) => ({ game: g, reason: g.problem! }))
  const resumable = games.filter((g) => !g.problem && (onDemand || g.actions > 0) && g.gameId !== current)
  resumable.sort((a, b) => (a.gameId === mine ? -1 : b.gameId === mine ? 1 : 0)) // this tab's own game first
  const offer: ResumeChoice[] = []
  for (const g of resumable) offer.push({ game: g, elsewhere: await w.ownership.heldElsewhere(g.gameId) })
  resumeStore.setState({ offer, unreadable, checked: new Set() })
  await checkOffered(offer.slice(0, OFFER_PAGE).map((o) => o.game.gameId))
}

/**
 * Checks that the offered games `ids` replay to their recorded states: one that does not (an edited
 * or outdated save) leaves the offer and is shown as unreadable. Called for the page on screen.
 */
export async function checkOffered(ids: readonly string[]): Promise<void> {
  const w = wiring
  if (!w) return
  for (const id of ids) {
    const s = resumeStore.getState()
    const o = s.offer.find((x) => x.game.gameId === id)
    if (!o || s.checked.has(id) || checking.has(id)) continue
    checking.add(id)
    try {
      const r = await restoreSavedGame(w.kv, w.storage, o.game, builtInJson)
      const now = resumeStore.getState()
      if (r.ok) resumeStore.setState({ checked: new Set([...now.checked, id]) })
      else
        resumeStore.setState({
          offer: now.offer.filter((x) => x.game.gameId !== id),
          unreadable: [
            ...now.unreadable.filter((u) => u.game.gameId !== id),
            { game: o.game, reason: r.reason },
          ],
        })
    } finally {
      checking.delete(id)
    }
  }
}
/** Games being checked now (the page on screen and the start-up survey may ask at once). */
const checking = new Set<string>()

/** Deletes a saved game for good, on the player's word (Saved games…). */
export async function deleteSavedGame(gameId: string): Promise<void> {
  const w = wiring
  const o = resumeStore.getState().offer.find((x) => x.game.gameId === gameId)
  if (!w || !o || o.elsewhere) return
  const r = await discardSavedGame(w.kv, w.storage, o.game)
  if (r.ok)
    resumeStore.setState({ offer: resumeStore.getState().offer.filter((x) => x.game.gameId !== gameId) })
  else resumeStore.setState({ resumeError: `It could not be deleted: ${r.reason}` })
}

/**
 * Wires the autosave: follows the game in the store (writing every change under its id), then
 * lists the games saved in this browser for the start-up offer. `kv`, `storage` and `ownership`
 * are the browser's unless a test passes others.
 */
export async function startAutosave(
  kv: KeyValueStore = idbStore(),
  storage: SyncStorage | null = localStorageOf(),
  ownership: Ownership = browserOwnership(),
): Promise<void> {
  wiring = { kv, storage, ownership }
  const flushAll = () => void followed?.autosaver.flush()
  window.addEventListener('pagehide', flushAll)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAll()
  })
  const id = sortieStore.getState().gameId
  if (id) write(follow(id))
  sortieStore.subscribe((s, prev) => {
    if (s.gameId && s.gameId !== followed?.gameId) {
      write(follow(s.gameId))
      if (s.scenarioId?.startsWith('save:')) void adoptStoredTwin(s.gameId).catch(() => {})
      return
    }
    const f = followed
    if (
      f &&
      (s.timeline !== prev.timeline ||
        s.session.undoPolicy !== prev.session.undoPolicy ||
        s.session.handOver !== prev.session.handOver)
    )
      write(f)
  })
  dialogSession.subscribe((d, prev) => {
    if (d.botSides !== prev.botSides && followed) write(followed)
  })
  await survey()
}

/**
 * A save file just loaded (the game `newId`) that this browser already stores, as the same line of
 * the same game (loaded twice, or saved to a file and loaded back), continues the stored game: the
 * copy just written under `newId` goes, so one game is one entry of Saved games…. Nothing happens
 * if the player has played on meanwhile, or if another tab plays the stored game.
 */
async function adoptStoredTwin(newId: string): Promise<void> {
  const w = wiring!
  const s = sortieStore.getState()
  const r = s.game
  if (!r || s.gameId !== newId) return
  const line = { title: r.scenario.title, seed: r.seed, dice: r.dice, actions: r.actions.slice(0, r.cursor) }
  const twin = await sameGameStored(w.kv, w.storage, line, newId)
  const now = sortieStore.getState()
  if (!twin || now.gameId !== newId || now.game !== r || (await w.ownership.heldElsewhere(twin.gameId)))
    return
  const mine = followed
  if (!mine || mine.gameId !== newId || !(await resumeGame(twin.gameId))) return
  await mine.autosaver.flush()
  await discardSavedGame(w.kv, w.storage, { gameId: newId, key: gameKey(newId) } as SavedGame)
}

function localStorageOf(): SyncStorage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** Puts a restored game in the store as the game `gameId` and follows it from its revision. */
function enter(g: SavedGame, r: Extract<RestoredGame, { ok: true }>, release: Release): void {
  const st = sortieStore.getState()
  const m = r.meta
  if (m.undoPolicy === 'hotSeat' || m.undoPolicy === 'exploration')
    st.setSession({ undoPolicy: m.undoPolicy })
  if (typeof m.handOver === 'boolean') st.setSession({ handOver: m.handOver })
  // A timeline with lines left out is resumed as a new game: the stored copy stays whole.
  const keepId = r.dropped.length === 0
  if (keepId) follow(g.gameId, g.rev, release, g.key !== null)
  else release()
  const id = g.scenarioId ?? `file:${g.title}`
  st.restoreTimeline(r.timeline, id, keepId ? g.gameId : undefined)
  st.setSuspended(null)
  dialogSession.setState({ botSides: parseBotSides(m.botSides, r.timeline) })
  setScenarioParam(paramOf(id))
}

function parseBotSides(v: unknown, t: Timeline): string[] {
  if (typeof v !== 'string') return []
  try {
    const a: unknown = JSON.parse(v)
    const sides = new Set(t.lines[0].record.scenario.sides.map((x) => x.id))
    return Array.isArray(a) ? a.filter((x): x is string => typeof x === 'string' && sides.has(x)) : []
  } catch {
    return []
  }
}

/** Continues a saved game: takes it over from another tab if needed, then restores it from storage. */
export async function resumeGame(gameId: string): Promise<boolean> {
  const w = wiring
  if (!w) return false
  resumeStore.setState({ busy: true, resumeError: null })
  try {
    const holder: { f: Followed | null } = { f: null }
    const onLost = () => holder.f && lost(holder.f)
    const release =
      (await w.ownership.acquire(gameId, onLost)) ?? (await w.ownership.takeOver(gameId, onLost))
    // Read it only now: the tab that had it has written its last action and stopped.
    const { games } = await listSavedGames(w.kv, w.storage)
    const g = games.find((x) => x.gameId === gameId)
    const r = g
      ? await restoreSavedGame(w.kv, w.storage, g, builtInJson)
      : ({ ok: false, reason: 'it is no longer stored' } as const)
    if (!g || !r.ok) {
      release()
      resumeStore.setState({ resumeError: `The game could not be resumed: ${r.ok ? '' : r.reason}.` })
      await survey()
      return false
    }
    enter(g, r, release)
    holder.f = followed
    // A game resumed from its journal while IndexedDB was silent: stop waiting for the others.
    waitUnwanted = true
    wakeUp?.()
    resumeStore.setState({ offer: [], takenOver: null, onDemand: false, waiting: null })
    return true
  } finally {
    resumeStore.setState({ busy: false })
  }
}

/** Closes the start-up offer: the game on screen goes on (it is saved under its own id). */
export function dismissOffer(): void {
  resumeStore.setState({ offer: [], resumeError: null, onDemand: false })
}

/** Lists the other games saved in this browser, to continue or delete one (the game on screen stays saved). */
export async function showSavedGames(): Promise<void> {
  if (!wiring) return
  resumeStore.setState({ onDemand: true })
  await survey(true)
}

/** Downloads everything stored of an unreadable game, as a file. */
export async function downloadUnreadable(gameId: string): Promise<void> {
  const w = wiring
  const u = resumeStore.getState().unreadable.find((x) => x.game.gameId === gameId)
  if (!w || !u) return
  const text = await exportSavedGame(w.kv, w.storage, u.game)
  downloadJson(`sortie-unreadable-${gameId.slice(0, 8)}.json`, text)
}

/** Deletes an unreadable game for good. */
export async function discardUnreadable(gameId: string): Promise<void> {
  const w = wiring
  const u = resumeStore.getState().unreadable.find((x) => x.game.gameId === gameId)
  if (!w || !u) return
  const r = await discardSavedGame(w.kv, w.storage, u.game)
  if (r.ok)
    resumeStore.setState({
      unreadable: resumeStore.getState().unreadable.filter((x) => x.game.gameId !== gameId),
    })
  else resumeStore.setState({ resumeError: `It could not be discarded: ${r.reason}` })
}
