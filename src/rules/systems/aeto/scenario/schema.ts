// Scenario file format, version 1. The zod schema is the source of truth: the TypeScript types
// are inferred from it and the committed JSON Schema (public/schema/scenario.schema.json) is generated
// from it (`npm run schema`). Cross-references (ids, hexes) are checked in validate.ts.
import { z } from 'zod'
import { APTO_ONLY_TERRAINS, TERRAINS, TERRAIN_CODES } from './terrainCodes'

export { APTO_ONLY_TERRAINS, TERRAINS, TERRAIN_CODES }

export const SCENARIO_FORMAT = 'sortie-scenario'
export const SCENARIO_VERSION = 1

const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'ids use letters, digits, "_", "-" and "." only')
/** C0 and C1 controls and DEL: a name holding one forges log lines or drives a terminal. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/
/** Anything that shows: not blank, not an invisible format character (zero-width, bidi), not a lone combining mark. */
const VISIBLE = /[^\p{White_Space}\p{Cc}\p{Cf}\p{Mn}\p{Me}\p{Zl}\p{Zp}]/u
const NO_CONTROL = 'must not contain control characters (line breaks, tabs, escape codes)'
const NOT_VISIBLE = 'has no visible character (only spaces or invisible characters such as zero-width spaces)'
/** Text shown on one line: names, titles, side letters. */
const label = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((s) => !CONTROL.test(s), NO_CONTROL)
    .refine((s) => s.length === 0 || VISIBLE.test(s), NOT_VISIBLE) // (an empty one is told "must not be empty")
const name = label(120)
/** A printed hex label: 1-based column then row, each 2 digits (3 on maps over 99). */
const hexLabel = z
  .string()
  .regex(/^(\d{4}|\d{6})$/, 'a hex label is 4 digits like "4015" (6 on maps wider or taller than 99)')

export const AIR_TYPES = ['ATP', 'B', 'F', 'FB', 'N'] as const // (4.0)
export const BASE_KINDS = [
  'SmallAirbase',
  'LargeAirbase',
  'GrassAirfield',
  'City',
  'MinorPort',
  'MajorPort',
  'Resource',
  'NationBox',
  'UKTransferHex',
  'Carrier',
] as const // (4.2, 4.3, 4.4)
export const WEATHER = ['clear', 'halfStrength', 'halfStrengthAndRange', 'grounded'] as const
/** The phases of a monthly turn, in order (spec §16 (viii)). */
export const PHASES = ['strategicWarfare', 'navalAndAir', 'offensive', 'movement', 'end'] as const

/** A printed side of an air chit (4.0). */
export const airFaceObject = z
  .object({
    strength: z.number().int().min(0).max(99),
    range: z.number().int().min(0).max(99),
    quality: z.number().int().min(0).max(9).default(0), // none printed = 0 (4.16)
    underscored: z.boolean().default(false), // (4.20)
    circled: z.boolean().default(false), // circled quality = Heavy Bomber (4.0)
  })
  .strict()

/** Chit notation: "4-4/3" (Spitfire), "_12_-20[2]" (B-17, heavy, underscored), "X-7" (ATP). */
export const CHIT_PATTERN = /^(?:(_?)(\d{1,2})\1|X)-(\d{1,2})(?:\/(\d)|\[(\d)\])?$/
export function parseChit(text: string): z.infer<typeof airFaceObject> | null {
  const m = CHIT_PATTERN.exec(text.trim())
  if (!m) return null
  const isAtp = text.trim().startsWith('X')
  return {
    strength: isAtp ? 0 : Number(m[2]),
    range: Number(m[3]),
    quality: Number(m[4] ?? m[5] ?? 0),
    underscored: !isAtp && m[1] === '_',
    circled: m[5] !== undefined,
  }
}
export const airFace = z.union([
  airFaceObject,
  z
    .string()
    .max(16)
    .transform((s, ctx) => {
      const face = parseChit(s)
      if (!face) {
        ctx.addIssue({
          code: 'custom',
          message: `"${s}" is not chit notation like "4-4/3", "_12_-20[2]" or "X-7"`,
        })
        return z.NEVER
      }
      return face
    }),
])

const side = z
  .object({
    id,
    name,
    letter: label(2), // shown on chits so colour is never the only signal
    colour: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'colour is "#rrggbb"'),
  })
  .strict()

/**
 * What a nation is to the rules that name one (4.18): the German Blitzkrieg and the Japanese
 * Sneak Attack bonuses, the Finnish-vs-Soviet bonus, and radar, which never helps the French;
 * Italian bombers against ships before 1942 (4.20) and US anti-aircraft from 1944 (4.21).
 * Nation ids are the scenario's own ("germany", "DE"…): the rules read the role, never the id.
 */
export const NATION_ROLES = [
  'german',
  'japanese',
  'finnish',
  'soviet',
  'french',
  'italian',
  'american',
  'british',
] as const
export type NationRole = (typeof NATION_ROLES)[number]
const nation = z
  .object({
    id,
    name,
    side: id,
    role: z.enum(NATION_ROLES).optional(),
    /** A minor nation (4.25): its air units never join a Combined Air Offensive, though it may run an Air Offensive of its own. Absent: a major power, unless its role is "finnish". */
    minor: z.boolean().optional(),
  })
  .strict()

/** The kinds of fort chit a bombing may target (4.26). */
export const FORT_KINDS = ['coastal', 'fort', 'permanent'] as const
export type FortKind = (typeof FORT_KINDS)[number]
/** The installations of a hex that are no base (map.features): forts, Mulberries, radar and rocket sites (AETO), the Burma Railway (APTO) (4.26). */
export const FEATURE_INSTALLATIONS = ['fort', 'mulberry', 'radar', 'rocketSite', 'burmaRailway'] as const
export type FeatureInstallation = (typeof FEATURE_INSTALLATIONS)[number]

const hexFeature = z
  .object({
    hex: hexLabel,
    nation: id.optional(),
    control: id.optional(), // side controlling the hex, if not the nation's side
    radar: z.boolean().optional(), // printed UK Radar Site (4.18)
    noAir: z.boolean().optional(), // forbidden to air units, e.g. Switzerland (4.12)
    neutral: z.boolean().optional(),
    weatherZone: id.optional(),
    name: name.optional(),
    /**
     * A fort chit is in the hex: its owner may conceal one land chit from a land reconnaissance (4.11).
     * Its kind makes it a bombing target (4.26): "coastal" (Coastal Fortification, 1 + the hex's
     * airbase capacity), "fort" (Fortification, 2 + capacity), "permanent" (Permanent Fortification,
     * 4 + capacity); while it stands the hex is fortified, +2 to its other installations' target
     * numbers (4.26; T-19). `true`: a fort chit of no given kind, never bombed, fortifying nothing.
     */
    fort: z.union([z.boolean(), z.enum(FORT_KINDS)]).optional(),
    /** Its fort may never be destroyed by bombing: the permanent fortifications of Malta and the Maginot Line (AETO 4.26; A-68), the Addu Atoll fort (APTO 4.26; D87). */
    fortIndestructible: z.boolean().optional(),
    /** AETO: a Mulberry (artificial harbour): a bombing target, 2 + the hex's airbase capacity, +2 fortified (4.26). */
    mulberry: z.boolean().optional(),
    /** AETO: a Rocket Site: a bombing target, 1 + the hex's airbase capacity, +2 fortified (4.26). */
    rocketSite: z.boolean().optional(),
    /** APTO: a hex of the Burma Railway: a bombing target, 2, +2 fortified (APTO 4.26; D86). */
    burmaRailway: z.boolean().optional(),
    /** Installations of the hex destroyed at the start (a Destroyed Installation marker on each; they do not function until repaired, 4.26). */
    destroyed: z.array(z.enum(FEATURE_INSTALLATIONS)).max(5).optional(),
    /** Air units based here are never strafed, though the airbase may be bombed: Malta in AETO (4.14). */
    neverStrafed: z.boolean().optional(),
    /** APTO: a Hawaiian Islands hex. In the December 1941 game-turn no strafing penalty applies against US units based there, and US fighter-types get no own-airbase bonus over it (4.14, 4.18; APTO D45, D55). */
    hawaii: z.boolean().optional(),
  })
  .strict()

const seaArea = z.object({ id, name, hexes: z.array(hexLabel).max(100_000) }).strict()
const largeSeaArea = z
  .object({
    id,
    name,
    mp: z.number().int().min(1).max(99), // entry cost "MP = #" (4.12)
    border: z.array(hexLabel).min(1).max(10_000),
    weatherZone: id.optional(),
  })
  .strict()

const barredEntry = z
  .object({
    /** The hex entered. */
    into: hexLabel,
    /** The hexes next to it from which it may not be entered. */
    from: z.array(hexLabel).min(1).max(6),
    /** What the players call it, e.g. "Dakar from Morocco". */
    name: name.optional(),
  })
  .strict()

const map = z
  .object({
    cols: z.number().int().min(1).max(300),
    rows: z.number().int().min(1).max(300),
    /** One string per row, one terrain code per column (see TERRAIN_CODES). */
    terrain: z.array(z.string().max(300)).max(300),
    /** Nation owning each hex, by rows of one-character codes, with the legend below. */
    nations: z
      .object({ legend: z.record(z.string().length(1), id), rows: z.array(z.string().max(300)).max(300) })
      .strict()
      .optional(),
    features: z.array(hexFeature).max(100_000).default([]),
    seaAreas: z.array(seaArea).max(1_000).default([]),
    largeSeaAreas: z.array(largeSeaArea).max(1_000).default([]),
    /** Hexes air units may never enter from the hexes next to them listed (4.12: the Dakar hex from Morocco); passable every other way. */
    barredEntries: z.array(barredEntry).max(1_000).optional(),
  })
  .strict()

const baseComponent = z
  .object({
    kind: z.enum(BASE_KINDS),
    capacity: z.number().int().min(0).max(99).optional(), // default from the Player Aid Card placeholders
    fortified: z.boolean().default(false),
    destroyed: z.boolean().default(false),
    underConstruction: z.boolean().default(false),
    /** APTO: an enlarged Minor Port ([10.43]): ships docked there get the anti-aircraft +2 of a Major Port (4.21; APTO D68). */
    enlarged: z.boolean().optional(),
  })
  .strict()

const base = z
  .object({
    id,
    name,
    hex: hexLabel.optional(), // required unless the base is a carrier (it moves with the ship)
    carrier: id.optional(), // naval unit id, for kind Carrier
    owner: id, // side
    nation: id.optional(),
    components: z.array(baseComponent).min(1).max(8),
    capacityOverride: z.number().int().min(0).max(99).optional(), // e.g. Cairo/Suez = 2 (4.2)
  })
  .strict()

const commitment = z.enum(['none', 'current', 'previous'])

const airUnit = z
  .object({
    id,
    name,
    nation: id,
    type: z.enum(AIR_TYPES),
    front: airFace,
    back: airFace.nullable(), // null = blank back, a single-step chit (4.17)
    atpPoints: z.union([z.literal(1), z.literal(2)]).optional(), // ATP only (4.23)
    base: id,
    face: z.enum(['front', 'back']).default('front'),
    commitment: commitment.default('none'),
    outOfSupply: z.boolean().default(false),
    elitePilots: z.boolean().optional(), // APTO optional 11.49
    /** APTO: a Small Fighter, the "o" between strength and range: exempt from base capacity and over-stacking, at most 4 such units per base; ferried as a half-step (4.2, 4.6, 4.8; APTO D16, D24, D27). F, FB or N only. */
    small: z.boolean().optional(),
    /** APTO: a Floatplane, the sea-wave icon of an N unit: based on land only at a port, exempt there from capacity; on a ship only aboard one that carries a floatplane; never on an aircraft carrier nor ferried (4.0, 4.2, 4.4, 4.6; APTO D1, D17, D20, D24). N only. */
    floatplane: z.boolean().optional(),
    /** APTO: a Japanese unit that may fly an air-naval attack as a Kamikaze, declared at launch (4.16, 4.20; [10.7] is not in Booklet 1). */
    kamikaze: z.boolean().optional(),
    /** APTO: a US B-29 Superfortress (_20_-20[4]): each full-strength one adds +1 to a Strategic Bombing Attack roll of its group (2.7). B only. */
    b29: z.boolean().optional(),
    /** APTO: the unit starts aboard the STPs of this flotilla (naval transport, 3.21–3.24), not at its base; `base` is the base it embarked at. F, FB or N only. */
    aboard: id.optional(),
  })
  .strict()

const navalFace = z
  .object({
    armor: z.number().int().min(0).max(99),
    gunnery: z.number().int().min(0).max(99),
    aircraftCapacity: z.number().int().min(0).max(99).optional(),
  })
  .strict()

const navalUnit = z
  .object({
    id,
    name,
    nation: id,
    type: z.string().min(1).max(16), // CV, CVL, BB, CA, CL, DD, STP…
    named: z.boolean().default(false), // CV, CVL, BB, CA or Raider (4.20)
    front: navalFace,
    back: navalFace.nullable(),
    face: z.enum(['front', 'back']).default('front'),
    hex: hexLabel.optional(),
    seaArea: id.optional(), // a large sea area id, instead of a hex
    inPort: z.boolean().default(false),
    flotilla: id.optional(),
    /** An APTO "A" light cruiser (US 1-7-45 "A", Dutch 0-3-33 "A"): it counts as a destroyer for anti-aircraft (4.21; APTO D67). */
    countsAsDestroyer: z.boolean().optional(),
    /** APTO: the printed "0" air capacity of some BBCV, CA and SS: the ship may carry one strength-0 Floatplane, on a Carrier base naming it (4.4; APTO D20). */
    carriesFloatplane: z.boolean().optional(),
    /** Where the ship is bound (a convoy's destination): the automatic opponent sails its flotilla there over the scenario's phases and docks it if the hex has a friendly port. */
    bound: hexLabel.optional(),
  })
  .strict()

const landUnit = z
  .object({
    id,
    name,
    nation: id,
    hex: hexLabel,
    strength: z.number().int().min(0).max(99),
    kind: z.string().max(24).optional(),
    /** Steps of the unit at full strength (Part 5): 1 marks a one-step unit, which an ATP point may carry when infantry-type (4.23); default 2. */
    steps: z.union([z.literal(1), z.literal(2)]).optional(),
  })
  .strict()

/** The three APTO weather zones (APTO 1.1): Pacific Severe, Moderate and Mild. */
export const WEATHER_SEVERITIES = ['severe', 'moderate', 'mild'] as const
const weather = z
  .object({
    defaultZone: id,
    zones: z
      .array(
        z
          .object({
            id,
            name,
            /** The air effect in this zone; with `determined` weather, until the first Weather Phase rolls it (default clear). */
            condition: z.enum(WEATHER).default('clear'),
            /** Which APTO weather zone it is (APTO 1.1): needed when the weather is determined. */
            severity: z.enum(WEATHER_SEVERITIES).optional(),
          })
          .strict(),
      )
      .min(1)
      .max(64),
    /**
     * APTO Part 1: the weather is determined each month in the Weather Phase (the month's letter on
     * the Turn Track, then 2d6 per zone that is not Fair), instead of the zones keeping `condition`.
     */
    determined: z
      .object({
        /** The Turn Track's boxes: "6" (June of every year) or "1942-06" (that month) → "M", or "W1-4 F5-6" (letters with their d6 faces). */
        turnTrack: z.record(z.string().max(16), z.string().max(40)),
        /** The start month: its Weather Phase is played when the game begins ("roll"), or the zones' `condition` holds for it ("asGiven"); default "roll" when the scenario starts with the first phase of a month it plays, else "asGiven". */
        firstMonth: z.enum(['roll', 'asGiven']).optional(),
      })
      .strict()
      .optional(),
  })
  .strict()

const start = z
  .object({
    year: z.number().int().min(1900).max(2100),
    month: z.number().int().min(1).max(12),
    phase: z.enum(PHASES),
    phasingSide: id,
    /** Sides taking a Naval and Air Phase this turn, in order; default: every side, phasing side first. */
    sideOrder: z.array(id).max(8).optional(),
  })
  .strict()

/** When the scenario ends: after this many Naval and Air Phases (one Air Movement Step each,
 *  every side's phase counted) have been played, or once the named phase of the named month is
 *  over (every side's part of it). Absent: the game goes on. */
const end = z
  .object({
    afterPhases: z.number().int().min(1).max(10_000).optional(),
    year: z.number().int().min(1900).max(2100).optional(),
    month: z.number().int().min(1).max(12).optional(),
    phase: z.enum(PHASES).optional(),
  })
  .strict()

/** The Bombing Table of the Player Aid Card (4.26): columns by total bombing strength, results for 2d6 totals 2–12 ("3", "0*"). */
const bombingTableSchema = z
  .object({
    columns: z
      .array(
        z
          .object({
            from: z.number().int().min(1).max(999),
            results: z
              .array(
                z
                  .string()
                  .regex(
                    /^\d{1,2}\*?$/,
                    'a result is a number, with "*" for an anti-aircraft loss, like "3" or "0*"',
                  ),
              )
              .length(11),
          })
          .strict(),
      )
      .min(1)
      .max(20),
    /** Where the cells come from (kernel/tables.ts); absent: typed in by the scenario's author ("userEntered"); "placeholder": a stand-in, marked as one. */
    provenance: z.enum(['seed', 'reconstructed', 'userEntered', 'houseRuling', 'placeholder']).optional(),
    /** A person compared every cell with the printed chart; absent: false. */
    verified: z.boolean().optional(),
  })
  .strict()

/**
 * APTO: a Convoy Route (2.10): the large sea areas with a map-printed merchant ship silhouette whose
 * flag names the nation that loses the EP (2.25). Japanese bombers interdict them in the Strategic
 * Warfare Phase, each area capped at its printed MP per Phase (2.13). The Indian Ocean route is
 * closed unless the UK declared it open in the Seasonal Turn (2.12): that declaration is this data.
 */
const convoyRoute = z
  .object({
    id,
    name,
    /** The nation on the silhouette's flag: it loses the EP (2.25). */
    nation: id,
    /** The large sea areas of the route (map.largeSeaAreas ids); each is capped at its own MP (2.13). */
    seaAreas: z.array(id).min(1).max(16),
    /** The Indian Ocean Convoy Route: closed unless declared open for the season (2.12). */
    indianOcean: z.boolean().optional(),
    /** The UK's declaration for the season (2.12); only the Indian Ocean route may be closed. Absent: open, or closed for the Indian Ocean. */
    open: z.boolean().optional(),
  })
  .strict()

/**
 * APTO: a coloured Japanese Merchant Shipping Route (2.26): its hexes, and the resource hexes of the
 * island, nation or territory it leads to or from. A full-strength Allied bomber in one of its hexes
 * in the Strategic Warfare Phase costs its nation 1 EP, one bomber per route.
 */
const merchantRoute = z
  .object({
    id,
    /** Its colour on the map ("Red route"). */
    name,
    /** The nation that loses the EP (Japan). */
    nation: id,
    hexes: z.array(hexLabel).min(1).max(10_000),
    /** The resource hexes it leads to or from: it counts while the nation's side holds one (2.26). Absent: it always counts. */
    resourceHexes: z.array(hexLabel).max(1_000).optional(),
  })
  .strict()

/** APTO Part 2: a Strategic Target on the map, a city, resource or city/resource hex (2.3, 2.6, 2.9). */
const strategicTarget = z
  .object({
    hex: hexLabel,
    /** The name shown (e.g. "Kure"); default: the hex's feature or base name, else the hex. */
    name: name.optional(),
    /** A city symbol only, a resource (pickaxe) only, or both: the column shift (2.3). */
    kind: z.enum(['city', 'resource', 'cityResource']),
    /** A national capital (a star): one more column right while it is not conquered (2.3). */
    capital: z.boolean().optional(),
    /** An Indonesian "oil" hex: two columns right and never halved while Japan has conquered it (2.3, 2.9). */
    oil: z.boolean().optional(),
    /** A rail line symbol: its nation's Rail Capacity may be bombed here (2.6). */
    rail: z.boolean().optional(),
    /** The nation whose hex it is (its original home borders); default: the hex's nation on the map. */
    nation: id.optional(),
    /** The nation that holds it now and loses its EP, when not its own nation (a conquest; a colony's EP going to its master); default: its nation, or the first nation of the side that controls the hex. */
    heldBy: id.optional(),
  })
  .strict()

/** APTO Part 2: what the strategic bombing raids of the Strategic Warfare Phase need (2.0–2.9); absent: no raid is flown. */
const strategicBombing = z
  .object({
    targets: z.array(strategicTarget).max(10_000).default([]),
    /** Minor nations (conquests, colonies, minor partners): bombing a target in one is halved (2.4). */
    minorNations: z.array(id).max(64).default([]),
    /** EP an occupier gains from each occupied nation as a whole: the most one attack on a conquered target there costs it (2.4). */
    conquestEps: z.record(id, z.number().int().min(0).max(999)).optional(),
    /** Each nation's printed Rail Capacity (2.6); a nation not listed has none. */
    railCapacity: z.record(id, z.number().int().min(0).max(99)).optional(),
    /** Each nation's EP income at the next Seasonal Turn: strategic warfare never takes more from it in a season (Part 2). */
    income: z.record(id, z.number().int().min(0).max(9999)).optional(),
    /** The hexes of Iwo Jima: while the US holds a functioning airbase there, the B-29 +1 is optional (2.7). */
    iwoJima: z.array(hexLabel).max(16).optional(),
  })
  .strict()

/**
 * The fixed long-distance transfers (4.1): a side's air units based at a base of one end change base
 * at once to a friendly functioning base of the other end, or to a stop between, or back: no path
 * traced, no interception. APTO's [A]–[C] (APTO D8, T6): the United States Box to a Hawaiian Islands
 * airbase, a base in Alaska or Panama, three hops. AETO's Trans-Atlantic: the United States or Canada
 * Box to the Iceland Box, two hops; AETO's Trans-African: the UK proper or a base within 16 hexes of
 * Gibraltar, the UK Transfer Hex, Capetown, then North Africa or the Middle East, a hop each.
 */
const fixedTransfer = z
  .object({
    id,
    name,
    side: id,
    /** The bases of one end; a unit based at one of them may transfer to a base of `to`, and back. */
    from: z.array(id).min(1).max(100),
    to: z.array(id).min(1).max(100),
    /** The least printed range of a unit that may transfer ("range of 5 (or more)" for the Hawaiian transfer). */
    minRange: z.number().int().min(0).max(99).default(0),
    /** "permitting": never to or from a base whose weather grounds air units; "any": regardless of the weather. */
    weather: z.enum(['permitting', 'any']).default('permitting'),
    /** The bases the route passes through between its ends, in order from `from` to `to`; a unit may stop at one (AETO's Trans-African: the UK Transfer Hex, then Capetown). */
    stops: z.array(id).min(1).max(8).optional(),
    /** The hops each leg counts, one number per leg (the stops plus one), at most 3 together (4.1); absent: the one leg counts three (APTO). AETO: Trans-Atlantic [2], Trans-African [1, 1, 1]. */
    hops: z.array(z.number().int().min(1).max(3)).min(1).max(9).optional(),
    /** Only units in supply take the route (AETO's Trans-African: "any supplied Allied air unit"). */
    supplied: z.boolean().optional(),
    /** Every friendly base within `hexes` of `hex` belongs to the `from` end too (AETO's Trans-African: "within 16 hexes of Gibraltar", even an Axis Gibraltar). */
    fromNear: z
      .object({ hex: hexLabel, hexes: z.number().int().min(0).max(99) })
      .strict()
      .optional(),
  })
  .strict()

/** Every [CONFIG] reading of the specs, with its default. */
export const optionsSchema = z
  .object({
    askEvenWhenNoInterceptor: z.boolean().default(false), // spec §7.2
    returnFireOnAbort: z.boolean().optional(), // A-05; default: AETO true, APTO false (APTO A3)
    physicalFiveAlwaysAborts: z.boolean().default(false), // APTO A2
    blitzAirScope: z.enum(['theatre', 'anywhere']).default('theatre'),
    gsCapIncludesGenerals: z.boolean().default(false),
    gsAlternationEnd: z.enum(['firstDecline', 'bothPass']).default('firstDecline'),
    previousCommittedVulnerableOnGround: z.boolean().default(false), // APTO C1
    offensiveCommitmentEndsWithPhase: z.boolean().default(true), // APTO C4
    carrierStatusForEnemyOffensives: z.boolean().optional(), // 4.25; default: AETO false, APTO true (APTO C5)
    submarineSearchByNavalAir: z.boolean().default(false), // APTO N3
    /** Play the Offensive Phase between the Naval and Air Phases and the Movement Phase (§16 (viii)). */
    offensivePhase: z.boolean().default(true),
    /** Play a Strategic Warfare Phase (one Air Movement Step per side, every launch Previous, 4.27); default skipped (§16). */
    strategicWarfarePhase: z.boolean().default(false),
    /** The owner of an installation under construction destroyed by bombing may pay 1 EP to cancel the doubles roll (4.26; D-BOMB-UCEP). */
    epToSaveConstruction: z.boolean().default(true),
    /** Units at an airbase destroyed by bombing make a Forced Rebase (4.7); false: they stay there over-stacked (saves of version 3). */
    forcedRebase: z.boolean().default(true),
    /** In an enemy flotilla's air window a side may move its own ships (a reactive move, Part 3), and a naval interception bars air-naval interceptions in its hex for the Phase (4.15); false: saves of version 5. */
    reactiveNavalMoves: z.boolean().default(true),
    /** A carrier moving on takes back only the Naval-Air units launched during its naval movement; those launched before it moved stay out to the end of the Step (4.4); false: every one aloft (saves of version 5). */
    carrierRecoversUnderwayOnly: z.boolean().default(true),
    /** The End Phase is played when ships are afloat: each side in turn moves its ships (entered by the players), and the other strikes only ships that moved into its bombers' range (4.1, 4.15); false: passed through (saves of version 5). */
    endPhaseNavalMoves: z.boolean().default(true),
    /** Carriers in port (4.5): an undamaged carrier docked in a friendly port doubles its places for Naval-Air units, which the owner puts ashore or aboard; a docked carrier's aircraft aloft land ashore; false: saves of version 5. */
    carriersInPort: z.boolean().default(true),
    /** A side may declare a Sea Offensive in the Offensive Phase: one flotilla Activated, its moves entered by the players, the enemy answering them from the air (4.1, 4.15); outside one no ship moves in the Offensive Phase but in reaction; false: saves of version 5. */
    seaOffensives: z.boolean().default(true),
    /** Air transport is flown: ATP points carry cargo (4.23); false: saves of version 6. */
    airTransport: z.boolean().default(true),
    /** Paradrops are flown in a Land Offensive (4.24); false: saves of version 6. */
    paradrops: z.boolean().default(true),
    /** Land reconnaissance is made in the Offensive Phase (4.11); false: saves of version 6. */
    landReconnaissance: z.boolean().default(true),
    /** A side may build a grass airfield as its Offensive option, and demolish one (4.3); false: saves of version 6. */
    grassAirfields: z.boolean().default(true),
    /** The owner orders the stack of an over-stacked base and picks the residents that leave a full base a Change Base ends at (4.8, D-BASE-STACKORDER, D-BASE-CHAIN); false: saves of version 6. */
    basingChoices: z.boolean().default(true),
    /** APTO: no Change Base within, into or out of a zone whose weather grounds air units (APTO 4.1, D10); false: saves of version 6. */
    groundedChangeBaseBan: z.boolean().default(true),
    /** APTO: the side holding the Initiative (context.initiativeSide) chooses which side performs its Naval and Air Phase first and which performs the first Offensive, and moves its ships first in the End Phase ([viii]); false: saves of version 7. */
    initiativeChoices: z.boolean().default(true),
    /** A flotilla moving within 1 hex of an enemy unit able to reconnoitre is located at once (4.10); default AETO true, APTO false (APTO D30). */
    autoLocateWithinOneHex: z.boolean().optional(),
    /** A port's bombing target number (4.26): 'portPlusHex' its own capacity plus the hex's (AETO A-35), 'hexCapacity' the hex's airbase capacity, or 1 if none (APTO D86); default by variant. */
    portTargetNumber: z.enum(['portPlusHex', 'hexCapacity']).optional(),
    /** The bombing side orders its attacks on a hex and each target number is recomputed after a success (APTO D89); default AETO false, APTO true. */
    bombingRecomputation: z.boolean().optional(),
    /** "(Current)" markers are cleared only at the end of the last Air Movement Step of the Naval and Air Phase, so a unit that evacuated in the first stays Current through the second (APTO D94); default AETO false, APTO true. */
    currentClearedAtLastAirStep: z.boolean().optional(),
    /** The owner of a reconnoitred flotilla may add false types or names to a sighting report that does not call for them (APTO D32); default AETO false, APTO true. */
    falseReporting: z.boolean().optional(),
    /** APTO Flotilla Sighting Report 3 and 4 ask for the count of each type, each within ±50 % / ±25 % (4.10; APTO D31); default true. False: a count of chits with no types, as version 8 played. */
    sightingByType: z.boolean().optional(),
    /** A Flotilla Sighting Report that names the ships as its roll asks (APTO 6, or an entered table's line with names) identifies them to the reconnoitring side while they stay located: its dialogs name them (4.10); default true. False: named only in the log, as version 10 played. */
    sightingNames: z.boolean().optional(),
    /** In the enemy Naval and Air Phase an uncommitted FB or N may fly a Counterstrike: it intercepts as a bomber, makes no air combat attack, then strikes a located flotilla within range of its base (APTO 4.1; D7); default AETO false, APTO true. */
    counterstrike: z.boolean().optional(),
    /** An Air Offensive is one power's: only its air units fly in it, unless two or more allied major powers declare a Combined Air Offensive, each spending one Offensive, no EP, still at most two missions (4.25; APTO D84); default true (both games). */
    combinedAirOffensive: z.boolean().optional(),
    /** Texts call the forward airstrip of 4.3 (base kind GrassAirfield) a Dirt Airstrip (APTO D18, D98); default AETO false ("grass airfield"), APTO true. */
    dirtAirstripName: z.boolean().optional(),
    /** APTO's weather effects on air units in full (APTO 1.5, 1.7): a flight keeps the worst weather of every place it has been, no air unit enters a grounded zone, strength halving reaches air-naval attacks and bombing, a Change Base within an affected zone stays legal in the Offensive Phase; default AETO false, APTO true (false: saves of version 7). */
    weatherAirEffects: z.boolean().optional(),
    /** In a Sea Offensive the Activated ships at sea in a coastal hex bombard its enemy installations (APTO [3.28]); default AETO false, APTO true (false: saves of version 7). */
    navalBombardment: z.boolean().optional(),
    /** A submarine at sea is found only by an air search of Bombers and Fighter-Bombers and struck once, never by sea reconnaissance; one in a functioning fortified port is immune (APTO [3.29]); default AETO false, APTO true (false: saves of version 7). */
    submarineAirSearch: z.boolean().optional(),
    /** A unit that switched from the Bomber to the Fighter role in combat on its way is not eligible to continue toward the target: it stays in the hex to the end of the Step (APTO example of 4.15; D50); default AETO false, APTO true (false: saves of version 10). */
    switchedRoleStops: z.boolean().optional(),
    /** APTO optional [11.49] (not in Booklet 1): in the Japanese Surface Raider Step an undamaged Japanese submarine in a Convoy Route area inflicts 1 EP (2.23); default false. */
    submarineRaiders: z.boolean().optional(),
  })
  .strict()

const context = z
  .object({
    blitzkrieg: z
      .object({ invaded: z.array(id).max(32), firstTurn: z.boolean() })
      .strict()
      .optional(), // (4.18) [EXTERNAL 10.2]
    sneakAttack: z
      .object({ invaded: z.array(id).max(32), firstTurn: z.boolean() })
      .strict()
      .optional(), // APTO (4.18)
    finlandConquered: z.boolean().default(false),
    initiativeSide: id.optional(),
    /** Offensives each side may declare in one Offensive Phase (the Offensive Track, [EXTERNAL]); default 2 each (placeholder). */
    offensives: z.record(id, z.number().int().min(0).max(20)).optional(),
    /** EP each side may spend on the air rules over the game (the EP Track, [EXTERNAL]): building and demolishing grass airfields (4.3); absent: EP are not counted, each payment is only logged. */
    eps: z.record(id, z.number().int().min(0).max(999)).optional(),
  })
  .strict()

export const scenarioSchema = z
  .object({
    format: z.literal(SCENARIO_FORMAT),
    version: z.literal(SCENARIO_VERSION),
    /** The rule system that plays the scenario (src/rules/kernel/registry.ts); absent: these, the AETO/APTO air rules. */
    system: z.literal('aeto-apto').optional(),
    id,
    title: name,
    description: z
      .string()
      .max(4_000)
      .refine(
        (s) => !/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/.test(s),
        'must not contain control characters other than line breaks and tabs (escape codes)',
      )
      .default(''),
    variant: z.enum(['aeto', 'apto']),
    sides: z.array(side).min(2).max(4),
    nations: z.array(nation).min(1).max(64),
    map,
    weather: weather.optional(),
    bases: z.array(base).max(20_000),
    airUnits: z.array(airUnit).max(20_000),
    navalUnits: z.array(navalUnit).max(20_000).default([]),
    landUnits: z.array(landUnit).max(20_000).default([]),
    /** Supply sources (Part 7, [EXTERNAL]): a Forced Rebase must go closer to the nearest one of its side if it can (4.7; A-28). */
    supplySources: z
      .array(z.object({ side: id, hex: hexLabel }).strict())
      .max(1000)
      .default([]),
    start,
    end: end.optional(),
    /** The fixed long-distance transfers the map prints: APTO's (4.1 [A]–[C]; APTO D8), AETO's Trans-Atlantic and Trans-African (4.1). */
    transfers: z.array(fixedTransfer).max(100).optional(),
    /** The real Bombing Table; absent: the spec's placeholder (§16), labelled as such. */
    bombingTable: bombingTableSchema.optional(),
    /** APTO Convoy Routes (2.10–2.13, 2.25); absent: none. */
    convoyRoutes: z.array(convoyRoute).max(100).optional(),
    /** APTO Japanese Merchant Shipping Routes (2.26); absent: none. */
    merchantRoutes: z.array(merchantRoute).max(100).optional(),
    /** APTO Part 2: Strategic Targets, Rail Capacities and the rest of what strategic bombing raids need; absent: none is flown. */
    strategicBombing: strategicBombing.optional(),
    options: optionsSchema.default(() => optionsSchema.parse({})),
    context: context.default(() => context.parse({})),
  })
  .strict()

export type ScenarioInput = z.input<typeof scenarioSchema>
export type Scenario = z.output<typeof scenarioSchema>
export type AirFace = z.output<typeof airFaceObject>
export type AirUnitDef = Scenario['airUnits'][number]
export type BaseDef = Scenario['bases'][number]
export type BaseComponent = BaseDef['components'][number]
export type BaseKind = (typeof BASE_KINDS)[number]
export type AirType = (typeof AIR_TYPES)[number]
export type Terrain = (typeof TERRAINS)[number]
export type NavalUnitDef = Scenario['navalUnits'][number]
export type FixedTransferDef = NonNullable<Scenario['transfers']>[number]
export type SideDef = Scenario['sides'][number]
export type ScenarioOptions = Scenario['options']
export type Phase = (typeof PHASES)[number]
export type WeatherCondition = (typeof WEATHER)[number]
export type ConvoyRouteDef = NonNullable<Scenario['convoyRoutes']>[number]
export type MerchantRouteDef = NonNullable<Scenario['merchantRoutes']>[number]
export type StrategicTargetDef = NonNullable<Scenario['strategicBombing']>['targets'][number]
