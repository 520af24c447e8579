// What happens to a ship hit by an air-naval attack (4.20) or in naval combat (an outside event the
// players enter, Part 3): a full ship is damaged (its back face), a damaged one — or one without a
// back face — is sunk. A sunk carrier takes its Naval-Air units aboard with it; a damaged one
// launches and recovers none, and its units aloft land elsewhere at the end of the Step (4.4). A
// unit it ferries is eliminated either way (4.6).
import { emit, names, type Tx } from '../engine/core'
import { basesAircraft, emptyNaval, shipDef, shipFaceNow, shipSide } from './ships'
import type { SideId } from '../types'
import { eliminate } from '../engine/losses'
import { setShip } from '../engine/draft'
import { ferriedAboard } from '../bases'

/** Whether a hit now sinks the ship: it is damaged already, or has no damaged face. */
export function hitSinks(t: Tx, ship: string): boolean {
  return shipFaceNow(t.ctx, t.s, ship) === 'back' || shipDef(t.ctx, ship).back === null
}

/** Whether naval combat may leave the ship damaged (not sunk): it is afloat on its full side and has a damaged side. */
export function mayBeDamaged(t: Tx, ship: string): boolean {
  return !t.s.naval?.ships[ship]?.sunk && !hitSinks(t, ship)
}

export function damageShip(t: Tx, ship: string): void {
  const naval = (t.s.naval ??= emptyNaval())
  setShip(t.s, ship, { ...naval.ships[ship], face: 'back' })
  ferriedLost(t, ship, 'damaged')
}

/** A carrier sunk or damaged while ferrying a unit: the ferried unit is eliminated (4.6). */
function ferriedLost(t: Tx, ship: string, how: 'sunk' | 'damaged'): void {
  const base = t.ctx.carrierBases.find(([, s]) => s === ship)?.[0]
  const unit = base === undefined ? null : ferriedAboard(t.ctx, t.s, base)
  if (unit === null) return
  eliminate(t, unit)
  emit(t, {
    type: 'eliminated',
    text: `${names(t, [unit])}, ferried aboard ${shipDef(t.ctx, ship).name}, is lost as the carrier is ${how} (4.6).`,
    rule: '4.6',
    side: shipSide(t.ctx, ship),
    units: [unit],
  })
}

/** The ship goes down (it keeps the place it sank at); `why` ends the log line, `side` is who sank it. */
export function sinkShip(t: Tx, ship: string, why: string, rule: string, side: SideId, loc?: string): void {
  const naval = (t.s.naval ??= emptyNaval())
  setShip(t.s, ship, { ...naval.ships[ship], face: shipFaceNow(t.ctx, t.s, ship), sunk: true })
  const d = shipDef(t.ctx, ship)
  emit(t, {
    type: 'sunk',
    text: `${d.name} (${d.type}) is sunk: ${why} (${rule}).`,
    rule,
    side,
    ...(loc ? { loc } : {}),
  })
  if (!basesAircraft(t.ctx, ship)) return // an aircraft carrier, or a ship carrying a Floatplane (APTO D20)
  ferriedLost(t, ship, 'sunk')
  // Its Naval-Air units aboard go down with it; those aloft land elsewhere (4.4).
  const base = [...t.ctx.baseDefs.values()].find((b) => b.carrier === ship)
  if (!base) return
  const aboard = (t.s.stacks[base.id] ?? []).filter((id) => !t.s.units[id].aloft && !t.s.units[id].eliminated)
  for (const id of aboard) eliminate(t, id)
  if (aboard.length)
    emit(t, {
      type: 'eliminated',
      text: `${names(t, aboard)} ${aboard.length === 1 ? 'goes' : 'go'} down with ${d.name} (4.4).`,
      rule: '4.4',
      side: shipSide(t.ctx, ship),
      units: aboard,
    })
}
