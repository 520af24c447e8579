// Who is at the screen in an AWAW game, and when the hand-over screen comes. The cover and CAP are
// assigned in secret (23.25A), so in hot-seat (the hand-over on) the screen is handed over at every
// change of the person deciding, and shows only the view of the side that took it. Against the
// automatic opponent the screen is the person's side; with nobody hidden from (no hand-over, no
// bot), it follows the side deciding. Never the whole state: a null viewer is the rules' view with
// every secret kept.
export function awawHandOverDue(o: {
  handOver: boolean
  pendingSide: string | null
  atScreen: string | null
  botSides: readonly string[]
  over: boolean
}): boolean {
  return (
    o.handOver &&
    !o.over &&
    o.pendingSide !== null &&
    o.pendingSide !== o.atScreen &&
    !o.botSides.includes(o.pendingSide)
  )
}

export function awawViewer(o: {
  handOver: boolean
  pendingSide: string | null
  atScreen: string | null
  botSides: readonly string[]
  sides: readonly string[]
}): string | null {
  if (o.handOver && o.atScreen !== null) return o.atScreen
  const people = o.sides.filter((x) => !o.botSides.includes(x))
  if (o.botSides.length && people.length === 1) return people[0]
  return o.pendingSide !== null && !o.botSides.includes(o.pendingSide) ? o.pendingSide : (people[0] ?? null)
}

/** Colours for the two sides of an AWAW scenario (its file names no colour), first side first. */
export const AWAW_COLOURS = ['#b03a2e', '#1f4e8c']
