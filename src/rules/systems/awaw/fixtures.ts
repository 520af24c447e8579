// Small AWAW situations for the tests: the seed's examples with stand-ins where it gives nothing.
type Json = Record<string, unknown>

export interface Side {
  id: string
  name: string
}

/** A two-sided situation: the defender's force at `forceHex` with its task forces, bases as given. */
export function situation(o: {
  theater: 'europe' | 'pacific'
  sides: [Side, Side]
  forcePool: Record<string, number>
  airBases: Json[]
  forceHex: string
  taskForces: Json[]
}): Json {
  return {
    system: 'awaw',
    id: 'test',
    title: 'test situation',
    theater: o.theater,
    sides: o.sides,
    map: { cols: 20, rows: 20 },
    forcePool: o.forcePool,
    airBases: o.airBases,
    ports: [],
    navalForces: [
      { id: 'force', side: o.sides[0].id, name: 'the force', hex: o.forceHex, taskForces: o.taskForces },
    ],
  }
}

/** A task force of one cruiser (stand-in). */
export function plainTf(id: string, nationality: string): Json {
  return {
    id,
    name: id,
    ships: [{ id: `${id}-ca`, name: `${id} cruiser`, type: 'cruiser', nationality, factors: 1 }],
  }
}
