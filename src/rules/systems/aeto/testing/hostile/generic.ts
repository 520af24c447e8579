// The hostile actions every decision gets, before those of its kind: not an object at all, an
// action of a type the decision does not accept, and a legal action signed by another side.
import { accepted, acceptedByKind } from '../../engine/procedures'
import type { Action, PendingKind } from '../../types'
import { pick } from '../random/rng'
import { asAction, type Hostile, type Maker } from './context'
import { SAMPLE } from './samples'

export function genericMakers({ p, rng, side, sides, legal }: Hostile<PendingKind>): Maker[] {
  return [
    () => ({
      mutation: 'not an object',
      action: asAction(
        pick(rng, [null, undefined, 42, 'pass', [], {}, { type: 7 }, { type: '' }, { type: 'fly' }]),
      ),
    }),
    () => {
      // Every type a sample shows (outside events too) or some decision accepts (engine/procedures),
      // the samples first so the dice pick as before, but not what this decision's owner accepts.
      const types = new Set([
        ...(Object.keys(SAMPLE) as Action['type'][]),
        ...Object.values(acceptedByKind()).flat(),
      ])
      const wrong = [...types].filter((ty) => !accepted(p.kind).includes(ty))
      const ty = pick(rng, wrong)
      return {
        mutation: `type "${ty}" while "${p.kind}" is pending`,
        action: { ...(SAMPLE[ty] ?? ({ type: ty } as Action)), side },
      }
    },
    () => {
      if (!legal.length) return null
      const a = pick(rng, legal)
      const other = pick(rng, [...sides.filter((s) => s !== side), 'nobody', '__proto__'])
      return { mutation: `a legal action signed by "${other}"`, action: asAction({ ...a, side: other }) }
    },
  ]
}
