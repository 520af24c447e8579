// The tutorial notes of the OCS page: a short explanation for a newcomer beside each decision of
// the built-in OCS scenarios (the seed's two worked examples and the fictional demo), worded by the
// situation (which segment, which mission, which roll). One note per pending kind; a kind without
// one shows none. Shown when the tutorial is on (the dialog session's `tutorial`), like the AETO
// tutorial's notes (ui/tutorial).
import { currentPhase, PATROL_ZONE_HEXES, type OcsPending, type OcsState } from '../../../rules/systems/ocs'

export interface OcsTutorialNote {
  title: string
  lines: string[]
}

/** The scenarios the notes are written for. */
export const OCS_TUTORIAL_SCENARIOS: readonly string[] = [
  'ocs-air-combat-14-3e',
  'ocs-barrage-complex-example',
  'ocs-demo-air-power',
]

type NoteOf<K extends OcsPending['kind']> = (
  s: OcsState,
  p: Extract<OcsPending, { kind: K }>,
) => OcsTutorialNote

const CHARTS =
  'The OCS charts are not in the rules text Sortie has: where a roll lands on a cell nobody entered, you read the result off your own printed chart and pick it from the list. Charts… enters them once for the whole game.'

const NOTES: { [K in OcsPending['kind']]?: NoteOf<K> } = {
  phase: (s, p) => {
    const ph = currentPhase(s)
    if (ph.kind === 'refit')
      return {
        title: 'The Aircraft Refit Phase',
        lines: [
          'A mission leaves its aircraft Inactive (below the air base counter). Refit is the only way they become Active again (14.1d).',
          'Refit is rule 15.0, which is not in the rules text Sortie has. So a scenario gives how many aircraft each base may refit, and the supply it costs is yours to pay.',
        ],
      }
    return p.segment === 'barrage'
      ? {
          title: 'A Barrage Segment',
          lines: [
            'Declare a mission with one to four Active aircraft, each within range of the target (14.2a, 14.2d). A barrage strikes an enemy air base, once per hex a phase (14.7); Trainbusting may strike any hex in range (14.8).',
            `The mission runs A to G (14.2f): Air Combat if Active enemy aircraft are in the hex, then Interception if the hex is inside an enemy Patrol Zone (${PATROL_ZONE_HEXES} hexes around a base with an Active Fighter), Flak, the barrage, and the return to base, Inactive.`,
            'Or end the segment. Each aircraft flies one mission a phase (14.2e).',
          ],
        }
      : {
          title: 'A Movement Segment',
          lines: [
            'Here fly Fighter Sweeps against Active enemy aircraft (14.6), Base Transfers (14.11), Air Transports and Air Drops (14.9, 14.10), and Hip Shoots: one aircraft able to hip shoot, against a hex your spotter sees (14.7d).',
            'The mission order shows the Flak each mission would draw and its exact chance before you declare.',
          ],
        }
  },
  preAbort: () => ({
    title: 'Before the Air Combat',
    lines: [
      'Both sides lay out their aircraft in plain view (14.3e A). Each may send some home first, keeping at least one (14.3d A). An aborted aircraft returns to a base in range, Inactive.',
      'Once the rounds start, nobody may abort voluntarily (14.3d B).',
    ],
  }),
  postAbort: () => ({
    title: 'After the Air Combat',
    lines: ['The combat is over. An Active aircraft may still abort now, returning Inactive (14.3d C).'],
  }),
  pickAttacker: () => ({
    title: 'A round of Air Combat: the attacker',
    lines: [
      'The attacker picks one aircraft whose rating is not in parentheses: only those may initiate Air Combat (14.3a, 14.3e B).',
      'Two dice plus the attacker’s rating minus the defender’s give a row of the Air Combat Table. Every result aborts one side or both, and a loss die of 5 or 6 costs each aborted aircraft a step (14.3e C).',
    ],
  }),
  pickDefender: () => ({
    title: 'A round of Air Combat: the defender',
    lines: [
      'The defender picks any one aircraft, parenthesized or not (14.3e B). Its rating is taken off the roll, so a high rating protects.',
      'The dialog shows the chance of each result before the dice.',
    ],
  }),
  roll: (_s, p) => ({
    title: 'Dice rolled by hand',
    lines: [
      `Roll ${p.count === 1 ? 'one die' : `${p.count} dice`} for ${p.what} and enter them (${p.rule}). The dialog gives the exact odds where the chart is known.`,
    ],
  }),
  chartLookup: (_s, p) => ({
    title: `Read your chart: the ${p.chart.name}`,
    lines: [`${p.chart.cell}.`, CHARTS],
  }),
  intercept: () => ({
    title: 'Interception',
    lines: [
      'The mission flies into your Patrol Zone. You may send one Active Fighter from a base whose zone covers the hex, or decline (14.5).',
      'It fights the mission’s aircraft as an Air Combat, and attacks first. If it is never aborted, it goes home Active and may intercept again this phase.',
    ],
  }),
  returnBase: () => ({
    title: 'Return to base',
    lines: [
      'Each aircraft returns to a friendly air base within its range and becomes Inactive (14.1c). Refit makes it Active again (14.1d).',
    ],
  }),
  flakLoss: () => ({
    title: 'The Flak loss',
    lines: [
      'Flak of 11 or more costs the mission one step (14.4e). The Mission Loss Table names the aircraft; where it leaves a choice among equals, the owner picks (14.4f).',
    ],
  }),
  load: () => ({
    title: 'Loading the Transports',
    lines: [
      'Choose each plane’s range option (14.9e). A flies up to twice its range and stays at the destination. B flies up to its range. C flies up to half its range with double capacity.',
      'Then choose the cargo waiting at the planes’ bases. Planes at one base pool their capacity, and a ½T is never rounded up (14.9a–b).',
    ],
  }),
  cargoLoss: () => ({
    title: 'Cargo lost with capacity',
    lines: [
      'A Transport lost capacity on the way. Destroy only the cargo beyond what the mission now carries, rounded in favour of the cargo (14.4g).',
    ],
  }),
}

/** The note for the decision due in an OCS tutorial scenario, or null. */
export function ocsTutorialNote(s: OcsState): OcsTutorialNote | null {
  if (!OCS_TUTORIAL_SCENARIOS.includes(s.scenario.id)) return null
  const note = NOTES[s.pending.kind] as NoteOf<OcsPending['kind']> | undefined
  return note ? note(s, s.pending) : null
}
