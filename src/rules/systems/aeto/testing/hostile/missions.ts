// Hostile actions at the missions' own decisions (missions/*.ts): the attack on a submarine found
// (APTO 3.29) and the Convoy Route interdiction's attack and AA loss (APTO 2.13).
import { pick } from '../random/rng'
import type { HostileFiles } from './context'

export const missionMakers = {
  submarineAttack: ({ state, p, rng, side, ownUnits, hostile, badUnit, add }) => {
    // The one attack on a submarine found (APTO 3.29): a bomber that did not search, a ship that is not the submarine found.
    const surface = state.scenario.navalUnits.filter((n) => !p.submarines.includes(n.id)).map((n) => n.id)
    add('navalAttack: a unit that is not a searcher over the submarine', () => ({
      type: 'navalAttack',
      side,
      bomber: pick(rng, [badUnit(), ...ownUnits.filter((id) => !p.bombers.includes(id))]),
      ship: p.submarines[0],
    }))
    add('navalAttack: a ship that is not the submarine found', () => ({
      type: 'navalAttack',
      side,
      bomber: p.bombers[0],
      ship: pick(rng, [hostile(), ...surface]),
    }))
  },
  convoyAttack: ({ p, rng, side, badUnit, add }) => {
    const ids = p.bombers.map((b) => b.id)
    add('interdict: no bombers, or not a list', () => ({
      type: 'interdict',
      side,
      bombers: pick(rng, [[], null, 'u', 3]),
    }))
    add('interdict: a unit that is not a bomber over the area', () => ({
      type: 'interdict',
      side,
      bombers: [badUnit()],
    }))
    add('interdict: a bomber listed twice', () => ({ type: 'interdict', side, bombers: [ids[0], ids[0]] }))
  },
  convoyAa: ({ p, rng, side, enemyUnits, ownUnits, badUnit, add }) => {
    add('chooseLoss: a unit that did not roll', () => ({
      type: 'chooseLoss',
      side,
      unit: pick(
        rng,
        [badUnit(), ...ownUnits, ...enemyUnits].filter((id) => !p.bombers.includes(id)),
      ),
    }))
  },
} satisfies HostileFiles
