// Who is at the screen on a system's own page (AWAW, the generic page), and when the hand-over
// screen comes. In hot-seat (the hand-over on) the screen is handed over at every change of the
// person deciding, and shows only the view of the side that took it, as a system with secret
// choices needs (AWAW's cover and CAP, 23.25A; the draft's interceptors, 20.D.2). Against the
// automatic opponent the screen is the person's side; with nobody hidden from (no hand-over, no
// bot), it follows the side deciding.
export function handOverDue(o: {
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

export function atScreenViewer(o: {
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
