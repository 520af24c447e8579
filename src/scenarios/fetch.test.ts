import { afterEach, describe, expect, it, vi } from 'vitest'
import { FETCH_TIMEOUT_MS, fetchFile, isScenarioAddress, scenarioAddress } from './fetch'

const PAGE = 'https://club.example/sortie/?scenario=x'

describe('?scenario=<url>', () => {
  it('is an address when it has a "/" or ends in .json, else a built-in id', () => {
    expect(isScenarioAddress('channel-1943')).toBe(false)
    expect(isScenarioAddress('club/raid.json')).toBe(true)
    expect(isScenarioAddress('raid.json')).toBe(true)
    expect(isScenarioAddress('https://club.example/raid')).toBe(true)
  })

  it('resolves a relative path against the page', () => {
    const r = scenarioAddress('collection/raid.json', PAGE)
    expect(r).toEqual({ ok: true, url: new URL('https://club.example/sortie/collection/raid.json') })
    expect(scenarioAddress('/raids/raid.JSON', PAGE)).toMatchObject({ ok: true })
  })

  it('refuses another site, a path not ending in .json, and what is not an address', () => {
    expect(scenarioAddress('https://elsewhere.example/raid.json', PAGE)).toEqual({
      ok: false,
      reason:
        'only files from this site (https://club.example) can be opened, not from https://elsewhere.example',
    })
    expect(scenarioAddress('collection/raid.txt', PAGE)).toEqual({
      ok: false,
      reason: 'a scenario file address ends in .json',
    })
    expect(scenarioAddress('http://[bad/raid.json', PAGE)).toEqual({
      ok: false,
      reason: 'it is not a web address',
    })
  })
})

describe('a server that never answers', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  /** fetch() as a server that accepts the connection and never answers: only an abort ends it. */
  function silentServer() {
    const calls: (AbortSignal | undefined)[] = []
    vi.stubGlobal('fetch', (_url: URL, init?: RequestInit) => {
      calls.push(init?.signal ?? undefined)
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )
    })
    return calls
  }

  it('is given up after the stated time, and the reason says so, naming the server', async () => {
    vi.useFakeTimers()
    const calls = silentServer()
    let answer: unknown = null
    void fetchFile(new URL('https://club.example/raids/raid.json')).then((r) => (answer = r))
    await vi.advanceTimersByTimeAsync(FETCH_TIMEOUT_MS - 1)
    expect(answer).toBeNull() // still waiting
    await vi.advanceTimersByTimeAsync(1)
    expect(calls[0]?.aborted).toBe(true)
    expect(answer).toEqual({
      ok: false,
      reason:
        'the server at club.example did not send it within 15 s, so Sortie stopped waiting (the server may be down or overloaded, or the address wrong)',
    })
  })

  it('a server that answers in time is read, and no timer is left behind', async () => {
    vi.useFakeTimers()
    vi.stubGlobal(
      'fetch',
      async () => new Response('{"a":1}', { headers: { 'content-type': 'application/json' } }),
    )
    const r = await fetchFile(new URL('https://club.example/raid.json'))
    expect(r.ok && new TextDecoder().decode(r.bytes)).toBe('{"a":1}')
    expect(vi.getTimerCount()).toBe(0)
  })
})
