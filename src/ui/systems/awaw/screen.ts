// Who is at the screen in an AWAW game, and when the hand-over screen comes: the cover and CAP are
// assigned in secret (23.25A), so the page uses the rule every system's own page shares
// (shared/atScreen.ts).
export { handOverDue as awawHandOverDue, atScreenViewer as awawViewer } from '../shared/atScreen'

/** Colours for the two sides of an AWAW scenario (its file names no colour), first side first. */
export const AWAW_COLOURS = ['#b03a2e', '#1f4e8c']
