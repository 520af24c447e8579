// Settings that make honeycomb-grid (used by the map renderer for hex <-> pixel) agree with this
// module's geometry. Kept free of the honeycomb-grid import so the rules stay renderer-free;
// honeycomb.test.ts checks them against the library.

/** Value of honeycomb's Orientation.FLAT (flat-topped hexes). */
export const HONEYCOMB_ORIENTATION = 'FLAT' as const
/** honeycomb's `offset: -1` shifts odd columns down half a hex: our "odd-q" layout. */
export const HONEYCOMB_OFFSET = -1 as const
