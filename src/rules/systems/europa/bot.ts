// The automatic opponent of the Europa draft: a simple legal choice at each decision, with the
// sentence that explains it. It flies no operation of its own and enters no result the players did
// not decide: it passes, declares no interceptors, enters "no result", and pays for repairs it can
// afford. A ruling it takes is the draft's own reading (a choice's first option); it leaves a number
// or a sentence to the players (null).
import type { BotAnswer } from '../../kernel/registry'
import { legalEuropa } from './engine'
import { unitName } from './tx'
import type { EuropaAction, EuropaEvent, EuropaState } from './types'

const why = (text: string, rule: string): EuropaEvent => ({ type: 'botReasoning', text, rule })

export function europaBot(s: EuropaState): BotAnswer<EuropaAction, EuropaEvent> | null {
  const p = s.pending
  const legal = legalEuropa(s)
  switch (p.kind) {
    case 'improve': {
      const a = legal.find((x) => x.type === 'improve')
      if (a && a.type === 'improve')
        return {
          action: a,
          reasoning: [
            why(`The bot improves ${unitName(s, a.unit)}: capacity not used is lost (20.C.1.a).`, p.rule),
          ],
        }
      return {
        action: { type: 'improveDone' },
        reasoning: [why('No more improvements fit the capacity left (20.C.1.a).', p.rule)],
      }
    }
    case 'operationOrPass':
      return {
        action: { type: 'pass' },
        reasoning: [why('The bot flies no operation of its own; it passes.', p.rule)],
      }
    case 'interceptors':
      return {
        action: { type: 'intercept', interceptors: [], cap: [] },
        reasoning: [why('The bot declares no interceptors.', p.rule)],
      }
    case 'airCombat':
    case 'aaFire':
      return {
        action: { type: 'results', results: {} },
        reasoning: [
          why(
            'The bot enters no result: results are the players’ to decide (the draft has no rule for them).',
            p.rule,
          ),
        ],
      }
    case 'missionResult':
      return {
        action: { type: 'missionResult', outcome: 'as resolved at the table' },
        reasoning: [why('The mission is resolved at the table.', p.rule)],
      }
    case 'landing':
      return p.canPay
        ? {
            action: { type: 'land', unit: p.unit, choice: 'repair' },
            reasoning: [why(`The bot pays ${p.cost} ARP to keep the unit (${p.rule}).`, p.rule)],
          }
        : {
            action: { type: 'land', unit: p.unit, choice: 'box' },
            reasoning: [why('The pool is short: the unit goes to its box.', p.rule)],
          }
    case 'groundCombat':
      return {
        action: { type: 'groundCombat', hex: p.hexes[0] },
        reasoning: [why(`Ground combat in ${p.hexes[0]} first.`, p.rule)],
      }
    case 'outsidePhase':
      return {
        action: { type: 'endPhase' },
        reasoning: [why('Nothing for the air rules here: the phase ends.', p.rule)],
      }
    case 'ruling':
      if (p.answerKind !== 'choice') return null
      return {
        action: { type: 'rule', key: p.key, answer: p.options![0] },
        reasoning: [why(`The bot takes the first reading offered: “${p.options![0]}”.`, p.rule)],
      }
    case 'over':
      return null
  }
}
