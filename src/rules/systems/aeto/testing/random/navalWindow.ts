// The random player's answer to the naval window (engine/procedures/navalWindow.ts): now and then
// the side's own ships react (Part 3) or a carrier's Naval-Air goes ashore or aboard (4.5), rarely
// a naval interception; else reconnoitre, intercept or pass (4.10, 4.15).
import { legalActions } from '../../engine/legal'
import { ofType, type Choices } from './choice'
import { chance, pick } from './rng'

export const navalWindowChoices = {
  navalWindow: ({ state, rng, legal }) => {
    // Now and then the side's own ships react (Part 3): a reactive move, or a naval interception.
    const reactions = ofType(legal, 'moveFlotilla')
    if (reactions.length && chance(rng, 0.1)) return pick(rng, reactions)
    // A carrier docking or about to sail in a reactive move: its Naval-Air ashore or aboard now and then (4.5; APTO D23).
    const port = ofType(legal, 'portNaval')
    if (port.length && chance(rng, 0.25)) return pick(rng, port)
    if (chance(rng, 0.03)) {
      const interceptions = legalActions(state, { maxSubsetUnits: 1, outsideEvents: true }).filter(
        (a) => a.type === 'navalInterception',
      )
      if (interceptions.length) return pick(rng, interceptions)
    }
    return pick(
      rng,
      legal.filter((a) => a.type !== 'moveFlotilla' && a.type !== 'portNaval'),
    )
  },
} satisfies Choices
