// Two moments of a page's start, as user-timing marks the benchmarks read:
// - the first map: a board with a scenario on it, the first screen's (ui/firstBoard.ts) or, when
//   there is none, the game's;
// - the first game: the game's map with its pieces, the app ready to play. The shell waits for
//   it (whenGameDrawn) before fetching what the first screen can do without.
export const FIRST_MAP_MARK = 'sortie:first-map'
export const FIRST_GAME_MARK = 'sortie:first-game'

let gameDrawn: () => void = () => {}
const firstGame = new Promise<void>((resolve) => (gameDrawn = resolve))
let mapMarked = false
let gameMarked = false

export function markFirstMapDrawn(): void {
  if (mapMarked) return
  mapMarked = true
  performance.mark(FIRST_MAP_MARK)
}

export function markFirstGameDrawn(): void {
  markFirstMapDrawn()
  if (gameMarked) return
  gameMarked = true
  performance.mark(FIRST_GAME_MARK)
  gameDrawn()
}

export function whenGameDrawn(): Promise<void> {
  return firstGame
}
