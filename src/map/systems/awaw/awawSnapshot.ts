// What the AWAW map draws, made from one side's view (the rules' `view`, never the whole state):
// the air bases with their AAF, AAS and NAS (23.11, 23.13), the ports, the naval forces where they
// are with their task forces and ships as the view shows them, and the hex of the air fight in
// progress (23.24) with its cover marked secret when the view hides it (23.25A). Pure, no Pixi.
import { AAS_ROLES, type AwawState, type ShipType } from '../../../rules/systems/awaw'

/** A side's view (AWAW system `view`): the cover may be "secret" there. */
export type AwawMapView = Omit<AwawState, 'entry' | 'dice'> & {
  dice: unknown
  entry: (Omit<NonNullable<AwawState['entry']>, 'cover'> & { cover: unknown }) | null
}

export interface AwawMapBase {
  id: string
  side: string
  name: string
  hex: string
  aaf: number
  aafInverted: number
  /** Ready AAS by role, then NAS. */
  aas: { search: number; cover: number; attack: number }
  nas: number
  range: number | null
  rangeStandIn: boolean
  notAirBase: boolean
}

export interface AwawMapShip {
  id: string
  name: string
  type: ShipType
  factors: number
  nas: number | null
  hits: number
  damaged: boolean
  sunk: boolean
}

export interface AwawMapForce {
  id: string
  side: string
  name: string
  hex: string
  taskForces: { id: string; name: string; ships: AwawMapShip[] }[]
}

export interface AwawMapSnapshot {
  cols: number
  rows: number
  viewer: string | null
  sides: { id: string; name: string }[]
  bases: AwawMapBase[]
  ports: { hex: string; side: string; name: string }[]
  forces: AwawMapForce[]
  /** The air fight over a hex a naval force entered, if one is in progress (23.24). */
  fight: { hex: string; force: string; attacker: string; coverSecret: boolean } | null
}

export function awawMapSnapshot(v: AwawMapView, viewer: string | null): AwawMapSnapshot {
  const sc = v.scenario
  return {
    cols: sc.map.cols,
    rows: sc.map.rows,
    viewer,
    sides: sc.sides.map((x) => ({ id: x.id, name: x.name })),
    bases: sc.airBases.map((b) => {
      const x = v.bases[b.id]
      return {
        id: b.id,
        side: b.side,
        name: b.name,
        hex: b.hex,
        aaf: x.aaf,
        aafInverted: x.aafInverted,
        aas: Object.fromEntries(AAS_ROLES.map((r) => [r, x.ready[r]])) as AwawMapBase['aas'],
        nas: x.ready.nas,
        range: b.range ?? null,
        rangeStandIn: b.rangeStandIn === true,
        notAirBase: b.notAirBase === true,
      }
    }),
    ports: sc.ports.map((p) => ({ hex: p.hex, side: p.side, name: p.name })),
    forces: sc.navalForces.map((f) => ({
      id: f.id,
      side: f.side,
      name: f.name,
      hex: v.forces[f.id]?.hex ?? f.hex,
      taskForces: f.taskForces.map((t) => ({
        id: t.id,
        name: t.name,
        ships: t.ships.map((sh) => ({
          id: sh.id,
          name: sh.name,
          type: sh.type,
          factors: sh.factors,
          nas: sh.nas === undefined ? null : (v.carriers[sh.id] ?? 0),
          hits: v.ships[sh.id]?.hits ?? 0,
          damaged: v.ships[sh.id]?.damaged === true,
          sunk: v.ships[sh.id]?.sunk === true,
        })),
      })),
    })),
    fight: v.entry
      ? {
          hex: v.entry.hex,
          force: v.entry.force,
          attacker: v.entry.attacker,
          coverSecret: v.entry.cover === 'secret',
        }
      : null,
  }
}
