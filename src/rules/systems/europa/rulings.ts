// House rulings as state (holes.ts): the answer each ruling key has, who gave it, and how often it
// arose in play; `ruled` reads one inside a procedure and stops the action (NeedRuling) when the
// players have not ruled yet, so the engine can ask them and play the action again. The export is a
// Markdown document for the draft's authors: each hole, the ruling chosen and how often it arose.
import { HOLES, holeOfKey, keyQuestion } from './holes'
import type { EuropaState, RulingAnswer } from './types'

/** Thrown by a procedure that meets a hole with no ruling yet: the engine asks the players. */
export class NeedRuling {
  constructor(
    readonly key: string,
    /** The side asked (the one whose action met the hole). */
    readonly side: string,
  ) {}
}

/** The ruling on `key` (counted as one use), or NeedRuling when there is none. */
export function ruled(s: EuropaState, key: string, side: string): RulingAnswer {
  const r = s.rulings[key]
  if (r === undefined) throw new NeedRuling(key, side)
  countUse(s, key)
  return r.answer
}

/** One more time a hole arose (a ruling applied, or a result the players decided). */
export function countUse(s: EuropaState, key: string): void {
  s.uses[key] = (s.uses[key] ?? 0) + 1
}

const HANDLING_WORDS = {
  ruling: 'house ruling',
  decidedInPlay: 'decided by the players case by case, from the results the draft defines',
  resolvedInDraft: 'resolved inside the draft',
  scenario: 'given by the scenario file',
  notOffered: 'not played by Sortie',
} as const

const times = (n: number) => (n === 1 ? 'once' : `${n} times`)

/** The house rulings of a game as a Markdown document for the draft's authors. */
export function rulingsMarkdown(s: EuropaState): string {
  const lines = [
    `# House rulings: ${s.scenario.title}`,
    '',
    'Draft rules "20. Air Rules Introduction" (V10.11.25), not published. Each hole of the draft,',
    'how this game answered it, and how often it arose in play.',
    '',
  ]
  for (const h of HOLES) {
    lines.push(
      `## ${h.id} · ${h.title} (${h.where})`,
      '',
      `${h.question}`,
      '',
      `Handling: ${HANDLING_WORDS[h.handling]}.`,
    )
    const keys = [
      ...new Set([...Object.keys(s.rulings), ...Object.keys(s.uses)].filter((k) => holeOfKey(k) === h)),
    ].sort()
    if (!keys.length) lines.push('', 'Did not arise in this game.')
    for (const k of keys) {
      const r = s.rulings[k]
      const used = s.uses[k] ?? 0
      const ruling = r
        ? `ruling${r.by === 'scenario' ? ' (in the scenario)' : ''}: ${typeof r.answer === 'number' ? `${r.answer} ARP` : `“${r.answer}”`}`
        : 'no ruling'
      const q = k === h.id ? '' : `${keyQuestion(k)}: `
      lines.push('', `- ${q}${ruling}; arose ${used ? times(used) : 'never'}.`)
    }
    lines.push('')
  }
  return lines.join('\n')
}
