// The mission table as the engine reads it. Movement, interception, air combat and the end of the
// Step call the missions' hooks (hooks.ts), and the missions call movement: the table is handed
// over here once, by missions/index.ts, so that neither side imports the other (no import circle).
// Every entry point of the engine (flow.ts, legal.ts, src/rules/systems/aeto/index.ts) imports missions/index.ts.
import type { MissionProcedure } from './procedure'

let table: readonly MissionProcedure[] | null = null
let byKind = new Map<string, MissionProcedure>()

/** Sets the mission table (missions/index.ts, once, in the plan dialog's order). */
export function registerMissions(list: readonly MissionProcedure[]): void {
  table = list
  byKind = new Map(list.map((m) => [m.kind, m]))
}

/** Every mission of the table, in the plan dialog's order (§3.2). */
export function missionTable(): readonly MissionProcedure[] {
  if (!table)
    throw new Error(
      'The mission table is not registered: import src/rules/systems/aeto/missions (missions/index.ts) first.',
    )
  return table
}

export function missionProcedure(kind: unknown): MissionProcedure | undefined {
  if (!table) missionTable()
  return typeof kind === 'string' ? byKind.get(kind) : undefined
}
