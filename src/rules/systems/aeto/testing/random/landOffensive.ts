// The random player's answers to a Land Offensive's decisions (engine/procedures/landOffensive.ts):
// now and then a base captured by land units (4.7) before a land combat is declared (4.22), and
// a paradrop often when one may launch with the ground support (4.24).
import { ofType, randomCapture, type Choices } from './choice'
import { chance, pick } from './rng'

export const landOffensiveChoices = {
  landCombat: ({ state, rng, legal }) => {
    const capture = randomCapture(state, rng, 0.05)
    if (capture) return capture
    return pick(
      rng,
      legal.filter((a) => a.type !== 'captureBase'),
    )
  },
  groundSupport: ({ rng, legal }) => {
    // A paradrop when one may launch (4.24): its ATP goes before the bombers, so take the chance often.
    const drops = ofType(legal, 'launch').filter((a) => a.mission === 'paradrop')
    if (drops.length && chance(rng, 0.6)) return pick(rng, drops)
    return pick(rng, legal)
  },
} satisfies Choices
