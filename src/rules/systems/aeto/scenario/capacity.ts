// Air capacity of a land base (4.2), apart from the validator so that the rules' context, and the
// map's board, load without zod (the first load; docs/architecture.md, "Shell and dialogs").
import type { BaseKind } from './schema'

/**
 * PLACEHOLDER capacities standing in for Player Aid Card "I" (spec §16). They are NOT the game's
 * data: they only reproduce the two data points of Part 4 (small airbase + Minor Port = 2;
 * Cairo city + Suez major port = 3, overridden to 2). Grass airfield 1 and UK Transfer Hex 1 are
 * rules (4.3, 4.1); Nation Box 4 is a fallback for a scenario that gives no value. A carrier's
 * capacity is its naval unit's aircraftCapacity in strength points (4.4), handled by the engine.
 * A component's own `capacity` overrides these.
 */
export type LandBaseKind = Exclude<BaseKind, 'Carrier'>

/** Air capacity by component kind: the placeholder, or the chart the players entered (charts.ts). */
export type CapacityByKind = Readonly<Record<LandBaseKind, number>>

export const PLACEHOLDER_CAPACITY: CapacityByKind = {
  SmallAirbase: 1,
  LargeAirbase: 2,
  MinorPort: 1,
  MajorPort: 2,
  City: 1,
  Resource: 1,
  GrassAirfield: 1,
  UKTransferHex: 1,
  NationBox: 4,
}

/** What capacityOf needs of a base; a parsed BaseDef fits. */
export interface CapacityInput {
  components: readonly {
    kind: BaseKind
    capacity?: number | undefined
    destroyed?: boolean
    underConstruction?: boolean
  }[]
  capacityOverride?: number | undefined
}

/**
 * Air capacity of a land base, in chits (4.2): the sum over functioning components (destroyed
 * or under construction give 0), each its own `capacity` or the placeholder for its kind.
 * `capacityOverride` (Cairo/Suez = 2, 4.2) replaces the sum while every component functions;
 * [DECISION] when only some function, capacity = min(override, functioning sum); none → 0.
 * Returns null for a carrier: its capacity is its ship's aircraftCapacity in strength points (4.4).
 */
export function capacityOf(
  base: CapacityInput,
  byKind: CapacityByKind = PLACEHOLDER_CAPACITY,
): number | null {
  if (base.components.some((c) => c.kind === 'Carrier')) return null
  let sum = 0
  let functioning = 0
  for (const c of base.components) {
    if (c.destroyed || c.underConstruction) continue
    functioning++
    sum += c.capacity ?? byKind[c.kind as LandBaseKind]
  }
  if (base.capacityOverride === undefined) return sum
  if (functioning === 0) return 0
  if (functioning === base.components.length) return base.capacityOverride
  return Math.min(base.capacityOverride, sum)
}

/** Component kinds whose capacity is a rule, not the Player Aid Card: a grass airfield (4.3), the UK Transfer Hex (4.1). */
const CAPACITY_BY_RULE: ReadonlySet<BaseKind> = new Set<BaseKind>(['GrassAirfield', 'UKTransferHex'])

/**
 * Whether a land base's capacity reads a placeholder value (4.2; spec §16): a component with no
 * `capacity` of its own, of a kind whose capacity the rules do not give, and no `capacityOverride`.
 * A carrier's capacity is its ship's (4.4): never a placeholder. Once the players entered the chart
 * (`entered`), no kind reads the placeholder.
 */
export function capacityUsesPlaceholder(base: CapacityInput, entered = false): boolean {
  if (entered || base.capacityOverride !== undefined) return false
  return base.components.some(
    (c) => c.kind !== 'Carrier' && c.capacity === undefined && !CAPACITY_BY_RULE.has(c.kind),
  )
}
