// A stable fingerprint of a game state: FNV-1a 64 over the UTF-8 bytes of a canonical JSON of
// the state without its scenario (object keys sorted, `undefined` fields left out as JSON does).
// Equal states hash equal whatever order their keys were written in; it is a check against
// edited files and rules changes, not a cryptographic signature. No Node APIs.
import type { MissionChoice, GameState } from '../types'
import { SAVE_VERSION } from './schema'
import { canonicalJson, fnv1a64 } from '../../../kernel/hash'

export { canonicalJson, fnv1a64 } from '../../../kernel/hash'

/** The state without its (large, unchanging) scenario. */
export function stateWithoutScenario(state: GameState): Omit<GameState, 'scenario'> {
  const { scenario: _scenario, ...rest } = state
  return rest
}

/**
 * What a save of an older version hashed: the state as that version kept it. Each entry removes
 * the state fields added since; a save keeps its hash checked exactly, old and new.
 * Adding a state field means: bump SAVE_VERSION, add a migration (migrate.ts) and an entry here.
 */
export const HASH_VIEWS: readonly {
  before: number
  what: string
  view(state: Omit<GameState, 'scenario'>): unknown
}[] = [
  {
    before: 5,
    what: 'a plan decision where sea reconnaissance and air-naval attacks were always greyed out, "not flown yet", and no reconnaissance targets were listed',
    view: (s) => {
      if (s.pending.kind !== 'plan' || !s.pending.missions) return s
      const air = s.offensivePhase?.current?.kind === 'air' ? s.offensivePhase.current : null
      const v4 = (m: MissionChoice): MissionChoice => {
        if (m.rule === '4.22') return m // a Land Offensive's reason came first, then as now
        if (m.kind === 'seaRecon')
          return air
            ? {
                kind: m.kind,
                name: 'Sea reconnaissance',
                rule: '4.25',
                available: false,
                reason:
                  'An Air Offensive flies only bombing of installations, Change Base, air transport and air-naval attacks (4.25).',
              }
            : {
                kind: m.kind,
                name: 'Sea reconnaissance',
                rule: '4.10',
                available: false,
                reason: 'Sortie does not fly sea reconnaissance yet.',
              }
        if (m.kind === 'airNaval')
          return air && air.missions.length >= 2
            ? {
                kind: m.kind,
                name: 'Air-naval attack',
                rule: '4.25',
                available: false,
                reason: 'This Air Offensive has launched its two missions (4.25).',
              }
            : {
                kind: m.kind,
                name: 'Air-naval attack',
                rule: '4.15, 4.20',
                available: false,
                reason: 'Sortie does not fly air-naval attacks on ships yet.',
              }
        return m
      }
      const { recon: _r, ...pending } = s.pending
      return { ...s, pending: { ...pending, missions: s.pending.missions.map(v4) } }
    },
  },
  {
    before: 4,
    what: 'an Offensive decision whose Land Offensive was always greyed out, "not played yet"',
    view: (s) => {
      if (s.pending.kind !== 'offensive') return s
      const options = s.pending.options.map((o) =>
        o.kind === 'land' && (o.available || o.reason?.endsWith('(Part 5).'))
          ? {
              kind: o.kind,
              name: o.name,
              rule: o.rule,
              available: false,
              reason: 'Sortie does not play Land Offensives (and their ground support) yet.',
            }
          : o,
      )
      return { ...s, pending: { ...s.pending, options } }
    },
  },
  {
    before: 3,
    what: 'a plan decision without the list of mission kinds (missions)',
    view: (s) => {
      if (s.pending.kind !== 'plan') return s
      const { missions: _m, ...pending } = s.pending
      return { ...s, pending }
    },
  },
  {
    before: 2,
    what: 'engagements without the sides whose cancellation was refused (cancelRefused)',
    view: (s) => ({
      ...s,
      engagements: Object.fromEntries(
        Object.entries(s.engagements).map(([id, e]) => {
          const { cancelRefused: _r, ...rest } = e
          return [id, rest]
        }),
      ),
    }),
  },
]

/**
 * A stable hash of the state (scenario excluded): equal states give equal hashes. `version` is
 * the save format version whose hash is wanted (default: this one).
 */
export function stateHash(state: GameState, version: number = SAVE_VERSION): string {
  let s: unknown = stateWithoutScenario(state)
  for (const v of HASH_VIEWS) if (version < v.before) s = v.view(s as Omit<GameState, 'scenario'>)
  return fnv1a64(canonicalJson(s))
}
