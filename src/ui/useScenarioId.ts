// The chosen scenario id, kept in the URL (?scenario=<id>) so a link or a reload opens it.
import { useCallback, useState } from 'react'

const PARAM = 'scenario'

function fromUrl(): string | null {
  return new URLSearchParams(window.location.search).get(PARAM)
}

export function useScenarioId(fallback: string): [id: string, setId: (id: string) => void] {
  const [id, setIdState] = useState(() => fromUrl() ?? fallback)
  const setId = useCallback((next: string) => {
    const url = new URL(window.location.href)
    url.searchParams.set(PARAM, next)
    window.history.replaceState(window.history.state, '', url)
    setIdState(next)
  }, [])
  return [id, setId]
}
