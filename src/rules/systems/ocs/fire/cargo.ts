// A Transport mission's capacity, and its cargo after a Flak loss (14.4g): "recalculate the
// available load (keeping in mind range effects of 14.9e) and destroy a portion of the cargo
// (player's choice) that exceeds the new capacity. Round in favor of cargo survival (e.g. if 1T is
// being transported and the aircraft drops from 1T to 1/2T capability, the 1T survives)". Loads
// and capacities are in T (transport equivalents, 4.7), halves allowed.

/** The range options of 14.9e, chosen per plane: A at up to twice its range, B at its range, C at up to half its range (capacity doubled). */
export type RangeOption = 'A' | 'B' | 'C'

/** A mission plane that carries cargo. */
export interface CargoPlane {
  name: string
  /** Printed transport capacity in T on its current side (½ = 0.5); 0 for a plane with none. */
  capacity: number
  option: RangeOption
  /** Glider points it tows (14.10e C): 0, 1, or 2 on a double-capacity trip. */
  gliderPoints?: 0 | 1 | 2
  /** The plane has lost a step on this mission (a tow then carries 1T with its glider, 14.10e F). */
  lostStep?: boolean
}

/** One plane's capacity in T, and why (14.9e, 14.10e C and F); a problem when the glider load is not allowed. */
export function planeCapacity(p: CargoPlane): { capacity: number; why: string } | { problem: string } {
  const doubled = p.option === 'C'
  const gliders = p.gliderPoints ?? 0
  if (gliders === 0)
    return doubled
      ? { capacity: p.capacity * 2, why: `${p.name}: ${p.capacity}T doubled at half range (14.9e C)` }
      : { capacity: p.capacity, why: `${p.name}: ${p.capacity}T` }
  if (gliders === 2 && !doubled)
    return {
      problem: `gliderPoints: got 2 for ${p.name}, expected 1: only a double-capacity trip tows two glider points (14.10e C).`,
    }
  if (p.lostStep)
    return {
      capacity: 1,
      why: `${p.name}: the tow took a loss, the Transport/Glider combination carries 1T (14.10e F)`,
    }
  if (gliders === 2)
    return { capacity: 4, why: `${p.name}: two glider points on a double-capacity trip, 4T (14.10e C)` }
  return doubled
    ? {
        capacity: 2 + p.capacity,
        why: `${p.name}: 2T on one glider point and its printed ${p.capacity}T for a paradrop (14.10e C)`,
      }
    : { capacity: 2, why: `${p.name}: tow and glider carry 2T (14.10e C)` }
}

/** The load after a Flak loss: what survives and what the player destroys (14.4g). */
export function cargoAfterLoss(
  load: number,
  capacityAfter: number,
): { kept: number; destroyed: number; text: string } {
  const favoured = Math.ceil(capacityAfter) // "round in favor of cargo survival": ½T still carries 1T
  const kept = Math.min(load, Math.max(favoured, capacityAfter))
  const destroyed = load - kept
  const rounded = favoured !== capacityAfter ? `, rounded up to ${favoured}T in favour of the cargo` : ''
  return {
    kept,
    destroyed,
    text:
      destroyed > 0
        ? `The mission now carries ${capacityAfter}T${rounded}: ${destroyed}T of the ${load}T cargo is destroyed, the player choosing which (14.4g).`
        : `The mission now carries ${capacityAfter}T${rounded}: the whole ${load}T cargo survives (14.4g).`,
  }
}

/**
 * The range options a plane may fly to a mission hex `distance` hexes away (14.9e): A at up to
 * twice its range (Inactive at the destination), B at up to its range (back to a base within its
 * range), C at up to half its range (capacity doubled, back to a base within half its range).
 */
export function rangeOptions(
  range: number,
  distance: number,
): { option: RangeOption; returnWithin: number | null; text: string }[] {
  const out: { option: RangeOption; returnWithin: number | null; text: string }[] = []
  if (distance * 2 <= range)
    out.push({
      option: 'C',
      returnWithin: range / 2,
      text: `C: within half its range (${range / 2}), capacity doubled, then to a base within ${range / 2} hexes, Inactive (14.9e C)`,
    })
  if (distance <= range)
    out.push({
      option: 'B',
      returnWithin: range,
      text: `B: within its range (${range}), then to a base within ${range} hexes, Inactive (14.9e B)`,
    })
  if (distance <= range * 2)
    out.push({
      option: 'A',
      returnWithin: null,
      text: `A: within twice its range (${range * 2}), Inactive at the destination (14.9e A)`,
    })
  return out
}

/**
 * Whether planes at one air base carry a load together (14.9a: they combine their capacity; 14.9b:
 * a ½T is never rounded up, so two ½T planes carry 1T and one does not, unless doubled by 14.9e C).
 */
export function poolCarries(
  planes: readonly CargoPlane[],
  load: number,
): { carries: boolean; capacity: number; text: string } {
  const caps = planes.map(planeCapacity)
  const bad = caps.find((c) => 'problem' in c)
  if (bad && 'problem' in bad) return { carries: false, capacity: 0, text: bad.problem }
  const capacity = caps.reduce((a, c) => a + ('capacity' in c ? c.capacity : 0), 0)
  const carries = load <= capacity
  return {
    carries,
    capacity,
    text: `${caps.map((c) => ('why' in c ? c.why : '')).join(' + ')}${planes.length > 1 ? ` = ${capacity}T` : ''}: ${carries ? `carries the ${load}T load` : `cannot carry the ${load}T load (a ½T is never rounded up, 14.9b)`} (14.9a).`,
  }
}
