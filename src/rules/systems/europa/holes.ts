// The holes of the draft: each "Rule ???" and "Rule ?" it leaves (H1–H16), each gap it has not even
// marked (G…) and each place it contradicts itself or can be read two ways (A…), as the digest
// lists them (rules/other-systems.md §2.5). A hole Sortie meets in play either takes a house ruling
// (asked of the players the first time it arises, then applied and counted each time), or is
// filled by the players case by case from the closed set of results the draft defines (air combat,
// AA, missions: counted too). The rest are scenario data or not offered; they are listed so the
// authors see every hole in the export.

import { PHASES } from './phases'
import { OP_KINDS, type OpKind, type PhaseId } from './types'

/** How a hole is answered in Sortie. */
export type HoleHandling =
  /** A house ruling: asked of the players the first time it arises (or given in the scenario). */
  | 'ruling'
  /** The players decide each case in play, from the closed set of results. */
  | 'decidedInPlay'
  /** The draft points back to a rule it has (counted when used). */
  | 'resolvedInDraft'
  /** The scenario file carries it. */
  | 'scenario'
  /** Sortie does not play what it needs. */
  | 'notOffered'

export interface Hole {
  id: string
  /** Where the draft is silent or unclear. */
  where: string
  title: string
  /** The question the players answer (a ruling), or what is missing. */
  question: string
  handling: HoleHandling
  /** The kind of answer a ruling takes. */
  answer?: 'choice' | 'number' | 'sentence'
  /** The choices of a choice ruling, the draft's own reading first. */
  options?: string[]
  /** A ruling asked per case: the words for the case part of its key (after ":"). */
  per?: string
}

export const HOLES: readonly Hole[] = [
  {
    id: 'H1',
    where: '20.B.1.b',
    title: 'Airbase capacity',
    question: 'What capacity has each kind of airbase?',
    handling: 'scenario',
  },
  {
    id: 'H2',
    where: '20.B.2.d',
    title: 'Movement groups',
    question:
      'How are the air units of an operation organised into movement groups, and what does a group change?',
    handling: 'ruling',
    answer: 'sentence',
  },
  {
    id: 'H3',
    where: '20.B.3.a',
    title: 'Theatres',
    question: 'Which theatres are there?',
    handling: 'scenario',
  },
  {
    id: 'H4',
    where: '20.B.3.a',
    title: 'The OB of a scenario',
    question: 'Which air OB does a scenario use?',
    handling: 'scenario',
  },
  {
    id: 'H5',
    where: '20.B.3.a',
    title: 'Commands and fronts',
    question: 'Where do units appear at commands or fronts?',
    handling: 'scenario',
  },
  {
    id: 'H6',
    where: '20.B.3.b',
    title: 'The strategic air war',
    question: 'How do players call on their strategic air assets?',
    handling: 'notOffered',
  },
  {
    id: 'H7',
    where: '20.B.3.c',
    title: 'Air replacement by organisation',
    question: 'How do organisations take air replacements?',
    handling: 'notOffered',
  },
  {
    id: 'H8',
    where: '20.C',
    title: 'The air missions rule and the AIR MISSION CHART',
    question: 'May this kind of air operation be flown in this phase?',
    handling: 'ruling',
    answer: 'choice',
    options: ['yes', 'no'],
    per: 'phase and operation',
  },
  {
    id: 'H9',
    where: '20.C.3',
    title: 'Airfield construction ("C#" markers)',
    question: 'How fast are "C#" markers reduced?',
    handling: 'notOffered',
  },
  {
    id: 'H10',
    where: '20.C.11',
    title: 'Regrouping and replacements',
    question: 'How are air units regrouped and replaced?',
    handling: 'notOffered',
  },
  {
    id: 'H11',
    where: '20.D.1',
    title: 'The escort mission',
    question:
      'Which fighters may escort, how far do they go with their movement group, and what do they do there?',
    handling: 'ruling',
    answer: 'sentence',
  },
  {
    id: 'H12',
    where: '20.D.2',
    title: 'The interception mission',
    question: 'Which fighters may intercept, from how far, and how many?',
    handling: 'ruling',
    answer: 'sentence',
  },
  {
    id: 'H13',
    where: '20.D.4',
    title: 'Anti-aircraft fire',
    question: 'What results does AA fire give?',
    handling: 'decidedInPlay',
  },
  {
    id: 'H14',
    where: '20.D.6',
    title: '"Rule ??? above": more results for extended missions',
    question: 'It points back to 20.B.1.c(iii): the combat result marker rises one level.',
    handling: 'resolvedInDraft',
  },
  {
    id: 'H15',
    where: '20.E',
    title: 'Corps/Army markers',
    question: 'How do "Air Corp" markers work with the CORP/ARMY SHEET?',
    handling: 'notOffered',
  },
  {
    id: 'H16',
    where: '20.E',
    title: 'Hidden air units',
    question: 'What may the enemy see of air units flying to a target hex?',
    handling: 'notOffered',
  },
  {
    id: 'AC',
    where: '20.D.3',
    title: 'Air combat',
    question: 'How is air combat resolved (and the penalties of inoperative and X units)?',
    handling: 'decidedInPlay',
  },
  {
    id: 'MR',
    where: '20.D.5',
    title: 'Mission resolution',
    question: 'What does a bombing or transport mission achieve?',
    handling: 'decidedInPlay',
  },
  {
    id: 'EXT',
    where: '20.B.1.c',
    title: 'Extended air missions',
    question: 'What makes an air mission extended (range, mission, something else)?',
    handling: 'ruling',
    answer: 'sentence',
  },
  {
    id: 'CAPR',
    where: '20.D.2',
    title: 'CAP "within range"',
    question: 'How far from its hex may a fighter on CAP intercept?',
    handling: 'ruling',
    answer: 'sentence',
  },
  {
    id: 'REPE',
    where: '20.B.1.g',
    title: 'The repair cost of an eliminated unit',
    question: 'How many ARP does it cost to repair a unit with an "E" marker on landing?',
    handling: 'ruling',
    answer: 'number',
  },
  {
    id: 'A1',
    where: '20.B.2.f, 20.C',
    title: 'One mission per target hex',
    question:
      'An operation flies several missions to one hex (bombers and escorts): what is limited to one per hex and phase?',
    handling: 'ruling',
    answer: 'choice',
    options: [
      'one air operation per target hex per phase',
      'one operation of each kind per target hex per phase',
    ],
  },
  {
    id: 'A2',
    where: '20.C.8',
    title: '"Halved again"',
    question:
      'Tactical and strategic bombing factors are "halved again" in the exploitation phases: halved from what?',
    handling: 'ruling',
    answer: 'sentence',
  },
  {
    id: 'A3',
    where: '20.B.1.e',
    title: '½ ARP "added to the pool"',
    question: 'A damaged unit sent to the aborted box "adds ½ ARP to the pool": what happens to the pool?',
    handling: 'ruling',
    answer: 'choice',
    options: [
      'the pool gains ½ ARP, as written',
      'nothing now (the ½ ARP is owed when the unit is repaired)',
    ],
  },
  {
    id: 'A4',
    where: '20.B.1.c',
    title: 'More than one X marker',
    question: 'A unit already marked X lands with another X: does it carry two?',
    handling: 'ruling',
    answer: 'choice',
    options: ['no: the earlier X raised the level and the unit carries one X', 'yes: the X markers add up'],
  },
  {
    id: 'A5',
    where: '20.B.1.d–g',
    title: 'Fighting on with a marker',
    question: 'Does a unit with an R, D, A or E marker keep fighting and fly its mission?',
    handling: 'decidedInPlay',
  },
  {
    id: 'A6',
    where: '20.B.1.c(i)',
    title: 'An "X" result "may choose to return"',
    question: 'Every unit returns in the air return step: what choice does an X result give?',
    handling: 'notOffered',
  },
  {
    id: 'A7',
    where: '20.B.1.c–g',
    title: 'A second result on a marked unit',
    question:
      'A unit already carrying a result marker (from air combat) takes another (from AA): which stands?',
    handling: 'ruling',
    answer: 'choice',
    options: ['the worse of the two', 'the marker rises one level'],
  },
  {
    id: 'A8',
    where: '20.C.1.b, 20.C.10',
    title: 'CAP fighters after intercepting',
    question:
      'A fighter on CAP that intercepted: does it return to base when that operation ends, or stay on CAP?',
    handling: 'ruling',
    answer: 'choice',
    options: ['it returns to base with the operation', 'it stays on CAP until the end of the player turn'],
  },
]

export function holeById(id: string): Hole | undefined {
  return HOLES.find((h) => h.id === id)
}

/** The hole of a ruling key ("H8:movement:transport" is hole H8). */
export function holeOfKey(key: string): Hole | undefined {
  return holeById(key.split(':')[0])
}

/** A ruling key's question, with the case it asks about. */
export function keyQuestion(key: string): string {
  const h = holeOfKey(key)
  if (!h) return key
  const [, ...rest] = key.split(':')
  return rest.length ? `${h.question} (${rest.join(', ')})` : h.question
}

/** Why an answer to a ruling is refused (`answer: got …, expected …`), or null. */
export function answerProblem(key: string, answer: unknown): string | null {
  const h = holeOfKey(key)
  if (!h || h.handling !== 'ruling')
    return `key: got ${JSON.stringify(key)}, expected a ruling key of a hole the players rule on (${HOLES.filter(
      (x) => x.handling === 'ruling',
    )
      .map((x) => x.id)
      .join(', ')})`
  const parts = key.split(':')
  if (
    h.per
      ? parts.length !== 3 || !PHASES.includes(parts[1] as PhaseId) || !OP_KINDS.includes(parts[2] as OpKind)
      : parts.length !== 1
  )
    return `key: got ${JSON.stringify(key)}, expected ${h.per ? `"${h.id}:<phase>:<operation kind>" (phases ${PHASES.join(', ')}; kinds ${OP_KINDS.join(', ')})` : `"${h.id}"`}`
  if (h.answer === 'choice' && !h.options!.includes(answer as string))
    return `answer: got ${JSON.stringify(answer)}, expected one of ${h.options!.map((o) => JSON.stringify(o)).join(', ')}`
  if (h.answer === 'number' && (typeof answer !== 'number' || !(answer >= 0) || (answer * 2) % 1 !== 0))
    return `answer: got ${JSON.stringify(answer)}, expected a number of ARP from 0, in halves`
  if (h.answer === 'sentence' && (typeof answer !== 'string' || !answer.trim()))
    return `answer: got ${JSON.stringify(answer)}, expected a sentence`
  return null
}
