// A chance as every screen says it: the player's dialogs and the bot's reasoning both read
// percentages to one decimal, so a "66.7%" in a dialog and in the bot's reasons are the same number.

/** 2/3 → "66.7%", 1 → "100.0%", 0 → "0.0%". */
export function percent(x: number): string {
  const r = Math.round(x * 1000) / 10
  return `${(Object.is(r, -0) ? 0 : r).toFixed(1)}%`
}
