// The random player's answer to the Offensive Phase's decision between Offensives
// (engine/procedures/offensive.ts): land reconnaissance now and then (4.11), a grass airfield
// built or demolished (4.3), air units debarked from STPs (APTO 3.24), rarely a base captured by
// land units (4.7); else declare an Offensive or pass (4.25).
import { ofType, randomCapture, type Choices } from './choice'
import { chance, pick } from './rng'

export const offensiveChoices = {
  offensive: ({ state, rng, legal }) => {
    // Land reconnaissance between Offensives now and then (4.11); it does not end the decision.
    const recon = ofType(legal, 'reconnoitreLand')
    if (recon.length && chance(rng, 0.3)) return pick(rng, recon)
    // Now and then a grass airfield built or demolished (4.3), or a base captured by land units (4.7); else declare or pass.
    const grass = legal.filter((a) => a.type === 'buildGrassAirfield' || a.type === 'demolishGrassAirfield')
    if (grass.length && chance(rng, 0.15)) return pick(rng, grass)
    // Air units aboard STPs docked in port debark for an Air Offensive, often (APTO 3.24).
    const debark = ofType(legal, 'debarkStp')
    if (debark.length && chance(rng, 0.5)) return pick(rng, debark)
    const capture = randomCapture(state, rng, 0.03)
    if (capture) return capture
    return pick(
      rng,
      legal.filter((a) => a.type === 'declareOffensive' || a.type === 'passOffensive'),
    )
  },
} satisfies Choices
