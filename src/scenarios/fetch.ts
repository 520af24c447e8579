// Scenario files fetched from the site that serves the client: the built-in ones
// (public/scenarios/<id>.json, fetched when first chosen, then kept for the page's life) and a
// club's own collection named in the URL (?scenario=<url>: same origin, ending in .json).
import { builtInPath } from './index'

/** A game's scenario id for a file opened from an address: "url:<address as given>". */
export const URL_PREFIX = 'url:'

export type Fetched = { ok: true; bytes: Uint8Array } | { ok: false; reason: string }

/** How long a scenario file may take to arrive before Sortie gives up on it and says so. */
export const FETCH_TIMEOUT_MS = 15_000

/**
 * GETs a file; a network failure, an error status or a server that has not sent the whole file
 * within `timeoutMs` is said in words (a server that never answers must not leave the page
 * waiting with no word).
 */
export async function fetchFile(url: URL, timeoutMs = FETCH_TIMEOUT_MS): Promise<Fetched> {
  const abort = new AbortController()
  let late = false
  const timer = setTimeout(() => {
    late = true
    abort.abort()
  }, timeoutMs)
  const failed = (e: unknown): Fetched =>
    late
      ? {
          ok: false,
          reason: `the server at ${url.host} did not send it within ${timeoutMs / 1000} s, so Sortie stopped waiting (the server may be down or overloaded, or the address wrong)`,
        }
      : { ok: false, reason: `it could not be fetched (${e instanceof Error ? e.message : String(e)})` }
  try {
    let res: Response
    try {
      res = await fetch(url, { signal: abort.signal })
    } catch (e) {
      return failed(e)
    }
    if (!res.ok)
      return {
        ok: false,
        reason: `the server answered ${res.status}${res.statusText ? ` ${res.statusText}` : ''}`,
      }
    let bytes: Uint8Array
    try {
      bytes = new Uint8Array(await res.arrayBuffer())
    } catch (e) {
      return failed(e)
    }
    if ((res.headers.get('content-type') ?? '').includes('text/html'))
      return { ok: false, reason: 'the server sent a web page, not a scenario file (is the address right?)' }
    return { ok: true, bytes }
  } finally {
    clearTimeout(timer)
  }
}

export function builtInUrl(id: string): URL {
  return new URL(`${import.meta.env.BASE_URL}${builtInPath(id)}`, window.location.href)
}

export type BuiltInJson = { ok: true; json: unknown } | { ok: false; reason: string }

const fetched = new Map<string, Promise<BuiltInJson>>()
const ready = new Map<string, unknown>()

/** A built-in scenario's JSON, fetched once (a failed fetch is tried again on the next call). */
export function fetchBuiltIn(id: string): Promise<BuiltInJson> {
  const known = fetched.get(id)
  if (known) return known
  const p = fetchFile(builtInUrl(id)).then((r): BuiltInJson => {
    if (!r.ok) return r
    try {
      const json: unknown = JSON.parse(new TextDecoder().decode(r.bytes))
      ready.set(id, json)
      return { ok: true, json }
    } catch (e) {
      return { ok: false, reason: `its file is not JSON (${e instanceof Error ? e.message : String(e)})` }
    }
  })
  fetched.set(id, p)
  void p.then((r) => r.ok || fetched.delete(id))
  return p
}

/** A built-in scenario's JSON if it has been fetched already, else undefined. */
export function builtInJson(id: string): unknown {
  return ready.get(id)
}

/** A ?scenario= value that names a file rather than a built-in id: it has a "/" or ends in ".json". */
export function isScenarioAddress(param: string): boolean {
  return param.includes('/') || /\.json$/i.test(param)
}

/** Where ?scenario=<url> points, if the client may open it: the page's own origin, a path ending in .json. */
export function scenarioAddress(
  param: string,
  page: string = window.location.href,
): { ok: true; url: URL } | { ok: false; reason: string } {
  let url: URL
  try {
    url = new URL(param, page)
  } catch {
    return { ok: false, reason: 'it is not a web address' }
  }
  if (url.origin !== new URL(page).origin)
    return {
      ok: false,
      reason: `only files from this site (${new URL(page).origin}) can be opened, not from ${url.origin}`,
    }
  if (!/\.json$/i.test(url.pathname)) return { ok: false, reason: 'a scenario file address ends in .json' }
  return { ok: true, url }
}
