// What the OCS map draws, taken from a side's view of the position (the OCS system's `view`): the
// air bases and their level, the aircraft stacked on them (Active above, Inactive below the base
// counter, 14.1a), the aircraft in flight, each side's Patrol Zones (14.4c, computed by the rules
// module), the mission in flight and its barrage target. Plain data; no rule is decided here.
import {
  acrText,
  activeLimit,
  patrolZones,
  type OcsMissionType,
  type OcsMode,
  type OcsState,
  type PatrolZone,
} from '../../../rules/systems/ocs'

/** A side's view of an OCS position (viewOcs): the state without the dice generator. */
export type OcsView = Omit<OcsState, 'dice'> & { dice: unknown }

export interface OcsMapPlane {
  id: string
  name: string
  side: string
  /** "F", "T", "F/T" for a Combo (14.1). */
  types: string
  /** The Air Combat Rating of the side it shows, "(1)" when parenthesized (14.3a). */
  acr: string
  /** One step left: the reduced side of the counter (14.1b). */
  reduced: boolean
  mode: OcsMode
  /** Some of its values are stand-ins (not printed by the source of the situation). */
  standIn: boolean
}

export interface OcsMapBase {
  hex: string
  side: string
  level: number
  levelStandIn: boolean
  /** Active aircraft at the base and the limit of 4 + Level (14.2a). */
  activeCount: number
  activeLimit: number
  /** Above the counter, in scenario order. */
  active: OcsMapPlane[]
  /** Below the counter: any number (14.2a). */
  inactive: OcsMapPlane[]
}

/** Aircraft in the air over a hex: a mission's, or an interceptor's (14.5). */
export interface OcsMapFlight {
  hex: string
  side: string
  planes: OcsMapPlane[]
}

export interface OcsMapMission {
  n: number
  side: string
  type: OcsMissionType
  hex: string
  step: string
  /** The bases its aircraft took off from, in order: the paths drawn to the hex. */
  from: string[]
  planes: OcsMapPlane[]
}

export interface OcsMapSnapshot {
  cols: number
  rows: number
  viewer: string | null
  /** In play order: the first side draws in the first colour. */
  sides: { id: string; name: string }[]
  bases: OcsMapBase[]
  /** Aircraft at a hex without a friendly base (none in a legal position; drawn all the same). */
  strays: OcsMapFlight[]
  flights: OcsMapFlight[]
  zones: PatrolZone[]
  mission: OcsMapMission | null
  /** The hex of the Air Combat under way (14.3). */
  combat: string | null
  /** The hex a barrage mission in flight attacks (14.7). */
  barrageTarget: string | null
  /** Hexes already barraged this phase (one regular barrage per hex per phase, 14.7). */
  barraged: string[]
}

export function ocsMapSnapshot(v: OcsView, viewer: string | null): OcsMapSnapshot {
  const plane = (id: string): OcsMapPlane => {
    const a = v.scenario.aircraft.find((x) => x.id === id)!
    const x = v.aircraft[id]
    const twins = v.scenario.aircraft.filter((y) => y.name === a.name).length
    return {
      id,
      name: twins > 1 ? `${a.name} (${a.id})` : a.name,
      side: a.side,
      types: a.types.join('/'),
      acr: acrText(x.steps >= 2 ? a.full : a.reduced),
      reduced: x.steps === 1,
      mode: x.mode,
      standIn: a.standIn.length > 0,
    }
  }
  const alive = v.scenario.aircraft.filter((a) => v.aircraft[a.id].steps > 0)
  const grounded = alive.filter((a) => v.aircraft[a.id].flying === null)
  const bases: OcsMapBase[] = v.scenario.airBases.map((b) => {
    const here = grounded.filter((a) => a.side === b.side && v.aircraft[a.id].base === b.hex)
    const active = here.filter((a) => v.aircraft[a.id].mode === 'active').map((a) => plane(a.id))
    return {
      hex: b.hex,
      side: b.side,
      level: b.level,
      levelStandIn: b.levelStandIn === true,
      activeCount: active.length,
      activeLimit: activeLimit(b.level),
      active,
      inactive: here.filter((a) => v.aircraft[a.id].mode === 'inactive').map((a) => plane(a.id)),
    }
  })
  const group = (list: typeof alive, hexOf: (id: string) => string): OcsMapFlight[] => {
    const out: OcsMapFlight[] = []
    for (const a of list) {
      const hex = hexOf(a.id)
      let f = out.find((x) => x.hex === hex && x.side === a.side)
      if (!f) out.push((f = { hex, side: a.side, planes: [] }))
      f.planes.push(plane(a.id))
    }
    return out
  }
  const strays = group(
    grounded.filter(
      (a) => !v.scenario.airBases.some((b) => b.side === a.side && b.hex === v.aircraft[a.id].base),
    ),
    (id) => v.aircraft[id].base,
  )
  const flights = group(
    alive.filter((a) => v.aircraft[a.id].flying !== null),
    (id) => v.aircraft[id].flying!,
  )
  const m = v.mission
  const mission: OcsMapMission | null = m
    ? {
        n: m.n,
        side: m.side,
        type: m.type,
        hex: m.hex,
        step: m.step,
        from: [...new Set(m.aircraft.map((id) => v.aircraft[id].base))],
        planes: m.aircraft.filter((id) => v.aircraft[id].steps > 0).map(plane),
      }
    : null
  return {
    cols: v.scenario.map.cols,
    rows: v.scenario.map.rows,
    viewer,
    sides: v.scenario.sides.map((s) => ({ id: s.id, name: s.name })),
    bases,
    strays,
    flights,
    zones: patrolZones(v),
    mission,
    combat: v.combat?.hex ?? null,
    barrageTarget: m && m.type === 'barrage' ? m.hex : null,
    barraged: [...v.barraged],
  }
}
