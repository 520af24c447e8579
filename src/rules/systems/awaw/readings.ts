// Where rule 23 is silent or reads two ways (other-systems.md §1, "AMBIG"), each reading Sortie
// plays is an option: its question, its rule, the readings offered, the default and why. A scenario
// file picks one in `readings` (docs/awaw.md); the new-game dialog can offer them from this table.
export interface Reading<C extends string = string> {
  rule: string
  question: string
  choices: Readonly<Record<C, string>>
  default: C
  /** Why the default. */
  reason: string
}

export const AWAW_READINGS = {
  mixedAirDrm: {
    rule: '23.441A',
    question: 'Squadrons of several nationalities attack one target: whose Air Nationality DRM?',
    choices: { lowest: 'the lowest of theirs', highest: 'the highest of theirs' },
    default: 'lowest',
    reason:
      'Mixed-nationality strikes are rule 19’s, not in the seed: the reading least favourable to the attacker.',
  },
  mixedLightDrm: {
    rule: '23.441B',
    question: 'The light ships of one group are of several nationalities: whose Naval Nationality DRM?',
    choices: { lowest: 'the lowest of theirs', highest: 'the highest of theirs' },
    default: 'highest',
    reason: 'The seed is silent: the reading least favourable to the attacker (the DRM is subtracted).',
  },
  nasBonus: {
    rule: '23.441C',
    question: 'NAS and AAS attack one target together: does the +1 of naval air at sea apply?',
    choices: {
      allNas: 'only when every squadron on the target is NAS',
      anyNas: 'when any squadron on it is NAS',
    },
    default: 'allNas',
    reason: 'The +1 is for naval air squadrons attacking ships at sea; a mixed group is not all naval air.',
  },
} as const satisfies Record<string, Reading>

export type AwawReadingId = keyof typeof AWAW_READINGS
export type AwawReadingChoice<R extends AwawReadingId> = keyof (typeof AWAW_READINGS)[R]['choices']
export type AwawReadings = { [R in AwawReadingId]?: AwawReadingChoice<R> }

/** The reading a game plays: its scenario's choice, else the default. */
export function reading<R extends AwawReadingId>(
  s: { scenario: { readings?: AwawReadings } },
  id: R,
): AwawReadingChoice<R> {
  return (s.scenario.readings?.[id] ?? AWAW_READINGS[id].default) as AwawReadingChoice<R>
}

/** Why a scenario's `readings` is refused, each problem as [path, got, expected]. */
export function readingsProblems(v: unknown): [string, unknown, string][] {
  if (v === undefined) return []
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    return [['readings', v, '{ "<reading>": "<choice>", … } (docs/awaw.md, "Readings")']]
  const out: [string, unknown, string][] = []
  for (const [k, c] of Object.entries(v)) {
    const r = (AWAW_READINGS as Record<string, Reading>)[k]
    if (!r)
      out.push([
        `readings.${k}`,
        k,
        `one of ${Object.keys(AWAW_READINGS)
          .map((x) => JSON.stringify(x))
          .join(', ')}`,
      ])
    else if (typeof c !== 'string' || !(c in r.choices))
      out.push([
        `readings.${k}`,
        c,
        `${Object.keys(r.choices)
          .map((x) => JSON.stringify(x))
          .join(' or ')} (${r.rule})`,
      ])
  }
  return out
}
