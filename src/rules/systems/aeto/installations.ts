// Installations that can be bombed (4.26; spec §13.2): the airbase, airfield and port components of
// the bases in a hex, with their state in the game (destroyed, a Major Port reduced to a Minor
// Port, a grass airfield removed) on top of the scenario's. Capacity follows (4.2, 4.26).
// And the installations of a hex that are no base (map.features): a fort of a given kind, and in
// AETO a Mulberry, a radar site or a rocket site, in APTO the Burma Railway (variant
// `featureTargets`; APTO D86). They belong to the side controlling the hex; their id is
// "<hex>:<fort|mulberry|radar|rocketSite|burmaRailway>" and a destroyed one is recorded under it in
// `state.installations`, like a base's component.
import type { ScenarioContext } from './context'
import type { BaseComponent, BaseDef, BaseKind, FeatureInstallation, Scenario } from './scenario/schema'
import { capacityOf } from './scenario/capacity'
import type { BaseId, GameState, InstallationState, Loc, SideId } from './types'
import { airstripWords } from './variant'

const BOMBABLE: ReadonlySet<BaseKind> = new Set([
  'SmallAirbase',
  'LargeAirbase',
  'GrassAirfield',
  'MinorPort',
  'MajorPort',
])
export const AIRBASE_KINDS: ReadonlySet<BaseKind> = new Set(['SmallAirbase', 'LargeAirbase', 'GrassAirfield'])

/** A hex feature installation as bombing reads it (4.26). */
export type FeatureKind =
  | 'CoastalFortification'
  | 'Fortification'
  | 'PermanentFortification'
  | 'Mulberry'
  | 'Radar'
  | 'RocketSite'
  | 'BurmaRailway'

/** One component of a base: an airbase, airfield or port. */
export interface BaseInstallation {
  /** "<base>:<component index>" */
  id: string
  feature?: undefined
  base: BaseId
  index: number
  loc: Loc
  /** As it is now: a reduced Major Port reads MinorPort. */
  kind: BaseKind
  component: BaseComponent
  destroyed: boolean
  underConstruction: boolean
}

/** An installation of a hex that is no base: a fort, a Mulberry, a radar or rocket site, the Burma Railway (4.26). */
export interface FeatureInstallationTarget {
  /** "<hex>:<feature>" */
  id: string
  feature: FeatureInstallation
  base?: undefined
  loc: Loc
  kind: FeatureKind
  /** The side controlling the hex. */
  owner: SideId
  /** Never destroyed by bombing: Malta's and the Maginot Line's permanent forts (AETO 4.26; A-68), the Addu Atoll fort (APTO D87). */
  indestructible: boolean
  destroyed: boolean
  underConstruction: false
}

export type Installation = BaseInstallation | FeatureInstallationTarget

export function installationId(base: BaseId, index: number): string {
  return `${base}:${index}`
}

/** The id of a hex feature installation: "0906:fort". */
export function featureInstallationId(hex: string, feature: FeatureInstallation): string {
  return `${hex}:${feature}`
}

/** An airbase or airfield: its destruction costs collateral losses (4.26). */
export function isAirbase(i: Installation): boolean {
  return !i.feature && AIRBASE_KINDS.has(i.kind)
}

/** The side an installation belongs to now. */
export function ownerOf(ctx: ScenarioContext, i: Installation): SideId | null {
  return i.feature ? i.owner : (ctx.baseDefs.get(i.base)?.owner ?? null)
}

// ------------------------------------------------------------------ hex feature installations

const FORT_KINDS: Record<string, FeatureKind> = {
  coastal: 'CoastalFortification',
  fort: 'Fortification',
  permanent: 'PermanentFortification',
}

/**
 * The target computation of each feature installation (4.26): its number, plus the hex's total
 * airbase capacity or not, plus 2 in a fortified hex or not. Forts take no fortified bonus; the Burma
 * Railway no capacity (APTO D86).
 */
export const FEATURE_TARGETS: Readonly<
  Record<FeatureKind, { words: string; value: number; hexCapacity: boolean; fortified: boolean }>
> = {
  CoastalFortification: { words: 'coastal fortification', value: 1, hexCapacity: true, fortified: false },
  Fortification: { words: 'fortification', value: 2, hexCapacity: true, fortified: false },
  PermanentFortification: { words: 'permanent fortification', value: 4, hexCapacity: true, fortified: false },
  Mulberry: { words: 'Mulberry', value: 2, hexCapacity: true, fortified: true },
  Radar: { words: 'radar site', value: 4, hexCapacity: true, fortified: true },
  RocketSite: { words: 'rocket site', value: 1, hexCapacity: true, fortified: true },
  BurmaRailway: { words: 'Burma Railway', value: 2, hexCapacity: false, fortified: true },
}

type HexFeature = Scenario['map']['features'][number]

/** The kind of a feature's installation, or null: none there, or a fort chit of no given kind (`fort: true`). */
export function featureKind(f: HexFeature, feature: FeatureInstallation): FeatureKind | null {
  switch (feature) {
    case 'fort':
      return typeof f.fort === 'string' ? FORT_KINDS[f.fort] : null
    case 'mulberry':
      return f.mulberry ? 'Mulberry' : null
    case 'radar':
      return f.radar ? 'Radar' : null
    case 'rocketSite':
      return f.rocketSite ? 'RocketSite' : null
    case 'burmaRailway':
      return f.burmaRailway ? 'BurmaRailway' : null
  }
}

const featureCache = new WeakMap<Scenario, Map<Loc, HexFeature>>()

/** The map feature of a location, if any (cached per scenario). */
export function featureAt(ctx: ScenarioContext, loc: Loc): HexFeature | undefined {
  let m = featureCache.get(ctx.scenario)
  if (!m) {
    m = new Map()
    for (const f of ctx.scenario.map.features) {
      const l = ctx.map.parseLoc(f.hex)
      if (l !== null) m.set(l, f)
    }
    featureCache.set(ctx.scenario, m)
  }
  return m.get(loc)
}

const targetHexCache = new WeakMap<Scenario, Loc[]>()

/** The hexes with a feature installation the variant bombs (4.26): bombing target lists add them to the bases' hexes. */
export function featureTargetHexes(ctx: ScenarioContext): readonly Loc[] {
  let out = targetHexCache.get(ctx.scenario)
  if (!out) {
    out = []
    for (const f of ctx.scenario.map.features) {
      const loc = ctx.map.parseLoc(f.hex)
      if (loc !== null && ctx.variant.featureTargets.some((k) => featureKind(f, k))) out.push(loc)
    }
    targetHexCache.set(ctx.scenario, out)
  }
  return out
}

/** A feature installation destroyed: from the start (the scenario's `destroyed`) or by bombing since (4.26). */
export function featureDestroyed(
  ctx: ScenarioContext,
  s: GameState,
  loc: Loc,
  feature: FeatureInstallation,
): boolean {
  const f = featureAt(ctx, loc)
  if (!f) return false
  return (
    !!f.destroyed?.includes(feature) || !!s.installations?.[featureInstallationId(f.hex, feature)]?.destroyed
  )
}

/** A fort chit stands in this feature's hex: a fort of any kind (or `true`), not destroyed (4.11, 4.26). */
export function fortStands(s: GameState, f: HexFeature): boolean {
  return (
    !!f.fort &&
    !f.destroyed?.includes('fort') &&
    !s.installations?.[featureInstallationId(f.hex, 'fort')]?.destroyed
  )
}

/** The feature installations of a location the variant bombs, as they are now (4.26). */
function featureInstallationsAt(ctx: ScenarioContext, s: GameState, loc: Loc): FeatureInstallationTarget[] {
  const f = featureAt(ctx, loc)
  if (!f) return []
  const owner = ctx.hexController(loc)
  if (owner === null) return []
  const out: FeatureInstallationTarget[] = []
  for (const feature of ctx.variant.featureTargets) {
    const kind = featureKind(f, feature)
    if (!kind) continue
    out.push({
      id: featureInstallationId(f.hex, feature),
      feature,
      loc,
      kind,
      owner,
      indestructible: feature === 'fort' && !!f.fortIndestructible,
      destroyed: featureDestroyed(ctx, s, loc, feature),
      underConstruction: false,
    })
  }
  return out
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

/** The installation ids of a base's components, made once per definition (capacityNow asks for them for each unit). */
const idsOf = new WeakMap<BaseDef, string[]>()
function componentIds(def: BaseDef): string[] {
  let ids = idsOf.get(def)
  if (!ids) idsOf.set(def, (ids = def.components.map((_, i) => installationId(def.id, i))))
  return ids
}

/** A base's air capacity now: the scenario's, less what bombing destroyed (4.2, 4.26). */
export function capacityNow(ctx: ScenarioContext, s: GameState, base: BaseId): number {
  const states = s.installations
  const def = ctx.baseDefs.get(base)
  // No component of the base bombed, reduced or removed: the scenario's capacity (looked up by its
  // components' ids, not by a scan of every installation of the map: it is asked for each unit).
  if (!states || !def || !componentIds(def).some((id) => states[id] !== undefined))
    return ctx.baseCapacity.get(base) ?? 0
  return (
    capacityOf({ ...def, components: componentsNow(ctx, s, base) ?? [] }, ctx.kindCapacity) ??
    ctx.baseCapacity.get(base) ??
    0
  )
}

/** Every installation at a location, as it is now: the bases' components, then the hex's feature installations. */
export function installationsAt(ctx: ScenarioContext, s: GameState, loc: Loc): Installation[] {
  const out: Installation[] = []
  for (const base of ctx.basesAt.get(loc) ?? []) {
    const def = ctx.baseDefs.get(base)
    if (!def || def.carrier) continue
    def.components.forEach((c, index) => {
      const now = componentNow(c, s.installations?.[installationId(base, index)])
      if (!now || !BOMBABLE.has(now.kind)) return
      out.push({
        id: installationId(base, index),
        base,
        index,
        loc,
        kind: now.kind,
        component: now,
        destroyed: !!now.destroyed,
        underConstruction: now.underConstruction,
      })
    })
  }
  out.push(...featureInstallationsAt(ctx, s, loc))
  return out
}

/** The enemy installations `side` may bomb at a location: not destroyed (a destroyed one does not function until repaired, 4.26), nor a fort that never is (AETO A-68; APTO D87). */
export function bombableAt(ctx: ScenarioContext, s: GameState, side: SideId, loc: Loc): Installation[] {
  return installationsAt(ctx, s, loc).filter(
    (i) => !i.destroyed && !(i.feature && i.indestructible) && ownerOf(ctx, i) !== side,
  )
}

const KIND_NAMES: Partial<Record<BaseKind, string>> = {
  SmallAirbase: 'small airbase',
  LargeAirbase: 'large airbase',
  MinorPort: 'minor port',
  MajorPort: 'major port',
}

export function installationName(ctx: ScenarioContext, i: Installation): string {
  if (i.feature) {
    const f = featureAt(ctx, i.loc)
    const bases = ctx.basesAt.get(i.loc) ?? []
    const where =
      f?.name ??
      (bases.length ? (ctx.baseDefs.get(bases[0])?.name ?? ctx.map.locLabel(i.loc)) : ctx.map.locLabel(i.loc))
    return i.kind === 'BurmaRailway'
      ? `Burma Railway at ${where}`
      : `${where} ${FEATURE_TARGETS[i.kind].words}`
  }
  const kind = i.kind === 'GrassAirfield' ? airstripWords(ctx.scenario).name : (KIND_NAMES[i.kind] ?? i.kind) // Dirt Airstrip in APTO (D18, D98)
  return `${ctx.baseDefs.get(i.base)?.name ?? i.base} ${kind}${i.underConstruction ? ' (under construction)' : ''}`
}

/**
 * The hex is fortified (4.26): a fortified component of a base there, or a fort of a given kind that
 * is not destroyed (T-19: "a fortified airbase … but not the fort, since it was not targeted"). A
 * fort chit of no given kind (`fort: true`) fortifies nothing.
 */
export function fortifiedHex(ctx: ScenarioContext, s: GameState, loc: Loc): boolean {
  const bases = (ctx.basesAt.get(loc) ?? []).filter((b) => !ctx.baseDefs.get(b)?.carrier)
  if (bases.some((b) => ctx.baseDefs.get(b)!.components.some((c) => c.fortified))) return true
  const f = featureAt(ctx, loc)
  return typeof f?.fort === 'string' && !featureDestroyed(ctx, s, loc, 'fort')
}

/** The target number of an installation (4.26 table; A-35): fortified hexes add 2. */
export function targetNumber(
  ctx: ScenarioContext,
  s: GameState,
  i: Installation,
): { value: number; parts: string[] } {
  const loc = i.loc
  const bases = (ctx.basesAt.get(loc) ?? []).filter((b) => !ctx.baseDefs.get(b)?.carrier)
  const fortified = fortifiedHex(ctx, s, loc)
  const hexCapacity = bases.reduce((n, b) => n + capacityNow(ctx, s, b), 0)
  const parts: string[] = []
  let value: number
  if (i.feature) {
    // Forts, Mulberry, radar, rocket site: a number plus the hex's airbase capacity; the Burma Railway: 2 (4.26; APTO D86).
    const t = FEATURE_TARGETS[i.kind]
    value = t.value
    parts.push(`${t.words} ${t.value}`)
    if (t.hexCapacity) {
      value += hexCapacity
      parts.push(`hex airbase capacity ${hexCapacity}`)
    }
    if (t.fortified && fortified) {
      value += 2
      parts.push('fortified +2')
    }
    return { value, parts }
  }
  if (
    (i.kind === 'MinorPort' || i.kind === 'MajorPort') &&
    (s.scenario.options.portTargetNumber ?? ctx.variant.portTargetNumber) === 'hexCapacity'
  ) {
    // APTO D86: the port hex's airbase capacity (+2 fortified), or 1 when the hex has none.
    if (hexCapacity > 0) {
      value = hexCapacity
      parts.push(`hex airbase capacity ${hexCapacity} (APTO D86)`)
    } else {
      parts.push('no airbase capacity in the hex: 1 (APTO D86)')
      return { value: 1, parts }
    }
  } else if (i.kind === 'MinorPort' || i.kind === 'MajorPort') {
    const own =
      capacityOf(
        { components: [{ ...i.component, destroyed: false, underConstruction: false }] },
        ctx.kindCapacity,
      ) ?? 0
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
