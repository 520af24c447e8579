// The stages of a player turn that are not air operations: ground combat, which the players
// resolve at the table and enter so that the paused DAS and OGS operations over its hex take their
// AA, resolve their missions and return (20.C.6); the phases with no air operation, which the
// players play at the table (20.C.2, 20.C.3, 20.C.9, 20.C.11); the end of the game.
import { closeStage } from './flow'
import { OUTSIDE_WORDS, PHASE_NAMES, PHASE_RULES } from './phases'
import { refuse, sideName, type EuropaProcedure } from './tx'
import type { EuropaAction } from './types'

export const playerTurnProcedure: EuropaProcedure = {
  id: 'playerTurn',
  decisions: {
    groundCombat: {
      accepts: {
        groundCombat(t, a, p) {
          const s = t.s
          if (!p.hexes.includes(a.hex))
            refuse(
              '20.C.6',
              `hex: got ${JSON.stringify(a.hex)}, expected a hex with a paused DAS or OGS operation (${p.hexes.join(', ')})`,
            )
          const i = s.paused.findIndex((o) => o.hex === a.hex)
          const op = s.paused.splice(i, 1)[0]
          s.op = { ...op, step: 'aa' }
          t.log(
            `The ground combat in ${a.hex} is resolved at the table (not in the air rules); the ${op.kind} operation over it resumes: AA fire, mission, return (20.C.6).`,
            '20.C.6',
            { type: 'groundCombat' },
          )
        },
      },
      legal: (_s, p) => p.hexes.map((hex): EuropaAction => ({ type: 'groundCombat', hex })),
    },
    outsidePhase: {
      accepts: {
        endPhase(t) {
          t.log(`${sideName(t.s, t.s.phasing)} ends the ${PHASE_NAMES[t.s.phase]}.`, PHASE_RULES[t.s.phase], {
            type: 'endPhase',
          })
          closeStage(t)
        },
      },
      legal: () => [{ type: 'endPhase' }],
    },
    over: { accepts: {}, legal: () => [] },
  },
  decide(t) {
    const s = t.s
    if (s.op) return null
    if (s.stage === 'over')
      return {
        kind: 'over',
        side: s.phasing,
        rule: '20.C',
        prompt: `The scenario's ${s.scenario.playerTurns} player turns are played.`,
      }
    if (s.stage === 'groundCombat') {
      if (!s.paused.length) {
        closeStage(t)
        return 'progress'
      }
      const hexes = s.paused.map((o) => o.hex)
      return {
        kind: 'groundCombat',
        side: s.phasing,
        rule: '20.C.6',
        prompt: `Resolve ground combat at the table; as each combat with air support is resolved, enter its hex (${hexes.join(', ')}): its DAS and OGS air units take AA fire, resolve their missions and return to base.`,
        hexes,
      }
    }
    if (s.stage === 'outside')
      return {
        kind: 'outsidePhase',
        side: s.phasing,
        rule: PHASE_RULES[s.phase],
        prompt: `${PHASE_NAMES[s.phase]}: ${OUTSIDE_WORDS[s.phase] ?? 'no air operations'}. End the phase when done.`,
        phase: s.phase,
      }
    return null
  },
}
