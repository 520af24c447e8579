// Signed whole numbers as chart cells: a dice modifier ("+1", "0", "-2"). The closed list runs
// from -9 to +9, wide enough for any modifier an OCS chart prints; Flak modifiers (14.4e) and the
// Air Transport Success Table's modifiers (14.10d) are cells of this kind.

export const SIGNED_VALUES: readonly string[] = Array.from({ length: 19 }, (_, i) => {
  const n = i - 9
  return n > 0 ? `+${n}` : String(n)
})

/** "+1" → 1; "0" → 0; "-2" → -2. */
export function signedValue(cell: string): number {
  return Number(cell)
}

/** 1 → "+1"; 0 → "0"; -2 → "−2" as a log line writes it. */
export function signedWords(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0'
}
