// Installations that can be bombed (4.26; spec §13.2): the airbase, airfield and port components of
// the bases in a hex, with their state in the game (destroyed, a Major Port reduced to a Minor
// Port, a grass airfield removed) on top of the scenario's. Capacity follows (4.2, 4.26).
import type { ScenarioContext } from '../context'
import type { BaseComponent, BaseKind } from '../scenario/schema'
import { capacityOf } from '../scenario/validate'
import type { BaseId, GameState, InstallationState, Loc, SideId } from '../types'
import { airstripWords } from '../variant'

const BOMBABLE: ReadonlySet<BaseKind> = new Set(['SmallAirbase', 'LargeAirbase', 'GrassAirfield', 'MinorPort', 'MajorPort'])
export const AIRBASE_KINDS: ReadonlySet<BaseKind> = new Set(['SmallAirbase', 'LargeAirbase', 'GrassAirfield'])

export interface Installation {
  /** "<base>:<component index>" */
  id: string
  base: BaseId
  index: number
  /** As it is now: a reduced Major Port reads MinorPort. */
  kind: BaseKind
  component: BaseComponent
  destroyed: boolean
  underConstruction: boolean
}

export function installationId(base: BaseId, index: number): string {
  return `${base}:${index}`
}

/** A component as it is now in the game. Null once it is gone (a grass airfield destroyed, 4.26). */
function componentNow(c: BaseComponent, st: InstallationState | undefined): BaseComponent | null {
  if (!st) return c
  if (st.removed) return null
  return {
    ...c,
    kind: st.reduced && c.kind === 'MajorPort' ? 'MinorPort' : c.kind,
    capacity: st.reduced && c.kind === 'MajorPort' ? undefined : c.capacity,
    destroyed: c.destroyed || !!st.destroyed,
  }
}

/** A base's components as they are now in the game (bombed ones destroyed, reduced or gone; 4.26). */
export function componentsNow(ctx: ScenarioContext, s: GameState, base: BaseId): BaseComponent[] | null {
  const def = ctx.baseDefs.get(base)
  if (!def) return null
  const states = s.installations
  if (!states) return def.components
  return def.components.flatMap((c, i) => {
    const now = componentNow(c, states[installationId(base, i)])
    return now ? [now] : []
  })
}

/** A base's air capacity now: the scenario's, less what bombing destroyed (4.2, 4.26). */
export function capacityNow(ctx: ScenarioContext, s: GameState, base: BaseId): number {
  if (!s.installations || !Object.keys(s.installations).some((k) => k.startsWith(`${base}:`))) return ctx.baseCapacity.get(base) ?? 0
  const def = ctx.baseDefs.get(base)!
  return capacityOf({ ...def, components: componentsNow(ctx, s, base) ?? [] }) ?? ctx.baseCapacity.get(base) ?? 0
}

/** Every installation at a location, as it is now. */
export function installationsAt(ctx: ScenarioContext, s: GameState, loc: Loc): Installation[] {
  const out: Installation[] = []
  for (const base of ctx.basesAt.get(loc) ?? []) {
    const def = ctx.baseDefs.get(base)
    if (!def || def.carrier) continue
    def.components.forEach((c, index) => {
      const now = componentNow(c, s.installations?.[installationId(base, index)])
      if (!now || !BOMBABLE.has(now.kind)) return
      out.push({ id: installationId(base, index), base, index, kind: now.kind, component: now, destroyed: !!now.destroyed, underConstruction: now.underConstruction })
    })
  }
  return out
}

/** The enemy installations `side` may bomb at a location: not destroyed (a destroyed one does not function until repaired, 4.26). */
export function bombableAt(ctx: ScenarioContext, s: GameState, side: SideId, loc: Loc): Installation[] {
  return installationsAt(ctx, s, loc).filter((i) => !i.destroyed && ctx.baseDefs.get(i.base)!.owner !== side)
}

const KIND_NAMES: Partial<Record<BaseKind, string>> = {
  SmallAirbase: 'small airbase',
  LargeAirbase: 'large airbase',
  MinorPort: 'minor port',
  MajorPort: 'major port',
}

export function installationName(ctx: ScenarioContext, i: Installation): string {
  const kind = i.kind === 'GrassAirfield' ? airstripWords(ctx.scenario).name : (KIND_NAMES[i.kind] ?? i.kind) // Dirt Airstrip in APTO (D18, D98)
  return `${ctx.baseDefs.get(i.base)?.name ?? i.base} ${kind}${i.underConstruction ? ' (under construction)' : ''}`
}

/** The target number of an installation (4.26 table; A-35): fortified hexes add 2. */
export function targetNumber(ctx: ScenarioContext, s: GameState, i: Installation): { value: number; parts: string[] } {
  const loc = ctx.baseLoc.get(i.base)!
  const bases = (ctx.basesAt.get(loc) ?? []).filter((b) => !ctx.baseDefs.get(b)?.carrier)
  const fortified = bases.some((b) => ctx.baseDefs.get(b)!.components.some((c) => c.fortified))
  const hexCapacity = bases.reduce((n, b) => n + capacityNow(ctx, s, b), 0)
  const parts: string[] = []
  let value: number
  if ((i.kind === 'MinorPort' || i.kind === 'MajorPort') && (s.scenario.options.portTargetNumber ?? ctx.variant.portTargetNumber) === 'hexCapacity') {
    // APTO D86: the port hex's airbase capacity (+2 fortified), or 1 when the hex has none.
    if (hexCapacity > 0) {
      value = hexCapacity
      parts.push(`hex airbase capacity ${hexCapacity} (APTO D86)`)
    } else {
      parts.push('no airbase capacity in the hex: 1 (APTO D86)')
      return { value: 1, parts }
    }
  } else if (i.kind === 'MinorPort' || i.kind === 'MajorPort') {
    const own = capacityOf({ components: [{ ...i.component, destroyed: false, underConstruction: false }] }) ?? 0
    value = own + hexCapacity
    parts.push(`port capacity ${own}`, `hex capacity ${hexCapacity} (A-35)`)
  } else {
    value = i.kind === 'LargeAirbase' ? 2 : 1
    parts.push(`${KIND_NAMES[i.kind]} ${value}`)
  }
  if (fortified) {
    value += 2
    parts.push('fortified +2')
  }
  return { value, parts }
}
