// Why a stored game cannot be resumed, said in words a player can act on. The reasons the
// readers give (autosave.ts, journal.ts, the save loader) are precise but technical ("lines.0.id:
// Invalid input", "the save's state hash does not match its replay"): they stay available as the
// details, for a bug report, behind the sentence.

export interface ProblemInWords {
  /** One or two sentences, no field paths or validator text. */
  words: string
  /** The reader's own reason, as it was given. */
  details: string
}

const KINDS: { test: RegExp; words: string }[] = [
  {
    test: /newer Sortie|newer than this Sortie/,
    words: 'It was saved by a newer version of Sortie, which this version cannot read.',
  },
  {
    test: /state hash|no longer replays|rules engine failed/,
    words:
      'It no longer replays to the position it was saved in: the rules have changed since, or the stored copy was edited.',
  },
  {
    test: /scenario no longer validates|scenario was not stored/,
    words: 'Its scenario cannot be loaded any more, so the game cannot be set up again.',
  },
  {
    test: /no longer stored/,
    words: 'It is no longer stored in this browser (another tab may have discarded it).',
  },
  {
    test: /The browser's storage/,
    words: "The browser's storage did not let Sortie read it.",
  },
  {
    test: /not JSON|not a Sortie|not a JSON object|could not be read|Invalid|must be|is required/,
    words:
      'Its stored copy is damaged: it is not in the form Sortie writes (it may have been cut short or changed outside Sortie).',
  },
]

const OTHER = 'Sortie could not read it back as a game.'

/** The reason a stored game cannot be resumed, in words, with the reader's text as the details. */
export function problemInWords(reason: string): ProblemInWords {
  const details = reason.trim()
  const kind = KINDS.find((k) => k.test.test(details))
  return { words: kind?.words ?? OTHER, details }
}
