// The Offensive Track as Sortie counts it ([EXTERNAL]; spec §16): `context.offensives` per side, else this placeholder.
/** Offensives a side may declare in one Offensive Phase when the scenario does not say (placeholder for the Offensive Track). */
export const DEFAULT_OFFENSIVES = 2
