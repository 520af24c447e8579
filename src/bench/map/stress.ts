// The benchmark's scenario: 200 × 150 hexes, 3,000 air units.
import type { StressOptions } from '../../scenarios/stress'

export const STRESS: StressOptions = { cols: 200, rows: 150, units: 3000, seed: 1 }
