// The moment the page first draws a map with a scenario on it: a user-timing mark (the benchmarks
// read it) and a promise the shell waits on before fetching what the first screen can do without.
export const FIRST_MAP_MARK = 'sortie:first-map'

let drawn: () => void = () => {}
const firstMap = new Promise<void>((resolve) => (drawn = resolve))
let marked = false

export function markFirstMapDrawn(): void {
  if (marked) return
  marked = true
  performance.mark(FIRST_MAP_MARK)
  drawn()
}

export function whenFirstMapDrawn(): Promise<void> {
  return firstMap
}
