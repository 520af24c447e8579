// Events private to one side, as the engine writes them, for the tests of what the other side may
// read (the view's log, rules/viewLog.ts, and the screens that render it).
import type { GameEvent } from '../types'

/** The Axis's hidden voluntary abort choice in engagement E1 (4.16). */
export const hiddenAbortChoice: GameEvent = {
  type: 'voluntaryAbortChosen',
  text: 'Axis has chosen its voluntary aborts: Me-109.',
  rule: '4.16',
  side: 'axis',
  privateTo: 'axis',
  engagement: 'E1',
  loc: '0706',
}

/** The public event of the Axis in E1 that reveals it (4.16). */
export const abortRevealed: GameEvent = {
  type: 'voluntaryAbort',
  text: 'Axis aborts Me-109 (4.16).',
  rule: '4.16',
  side: 'axis',
  engagement: 'E1',
}

/** The Axis's secret die on the Flotilla Sighting Report table (4.10): never revealed. */
export const secretSightingRoll: GameEvent = {
  type: 'sightingRoll',
  text: 'Axis rolls 6 on the Flotilla Sighting Report table, in secret (4.10).',
  rule: '4.10',
  side: 'axis',
  privateTo: 'axis',
}

/** The report it gives, public (4.10). */
export const sightingReport: GameEvent = {
  type: 'sighting',
  text: 'Flotilla Sighting Report from Axis for 0905: 1 naval chit (4.10).',
  rule: '4.10',
  side: 'axis',
  loc: '0905',
}

/** The automatic opponent's reasoning for the Axis's hidden choice, private like the choice. */
export const secretReasoning: GameEvent[] = [
  {
    type: 'botReasoning',
    text: 'Me-109 is damaged: abort it.',
    rule: '4.16',
    side: 'axis',
    privateTo: 'axis',
  },
  { type: 'botReasoning', text: 'Keep the Fw-190.', rule: '4.16', side: 'axis', privateTo: 'axis' },
]
