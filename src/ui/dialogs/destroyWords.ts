// How an installation is destroyed, said so that the two numbers are not confused (4.26): the
// 2d6 roll is read on the Bombing Table in the column of the strength (or gunnery), and the
// table's result must reach the target number. A dialog showing "target number 2" beside
// "destroyed on 2d6 ≥ 8" read as if one of them were wrong.

/** "; the table's result must reach 2: a 2d6 roll of 8 or more in this column", or why it cannot be destroyed. */
export function destroyWords(
  targetNumber: number,
  minRoll: number | null,
  by: 'strength' | 'gunnery',
): string {
  if (minRoll === null) return `; it cannot be destroyed with this ${by}`
  return `; the table's result must reach ${targetNumber}: a 2d6 roll of ${minRoll} or more in this column`
}
