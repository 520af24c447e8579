// The end of a player turn (23.141C, 23.142, 23.144): every side's squadrons left at each base
// recombine into AAF, the AAF in play are held to the force pool, and the owner removes any excess
// from the bases he picks (the `removeAaf` decision).
import { aafFromAas, poolCap, uninvertedAafFrom } from './airPool'
import { AAS_ROLES, type AwawEvent, type AwawState } from './types'
import { sideName } from './world'

const aasAt = (s: AwawState, base: string) => {
  const b = s.bases[base]
  return AAS_ROLES.reduce((a, r) => a + b.ready[r] + b.inverted[r], 0)
}

/**
 * Recombines one side's squadrons, base by base (23.142B), and sets the side's force-pool count;
 * returns the excess AAF the owner must remove (23.142C) and the bases that may lose one.
 */
export function recombine(
  s: AwawState,
  side: string,
  ev: AwawEvent[],
): { state: AwawState; excess: number; choices: string[] } {
  const mine = s.scenario.airBases.filter((b) => b.side === side)
  const surviving = mine.reduce((a, b) => a + aasAt(s, b.id), 0)
  if (!surviving && !s.designated[side]) return { state: s, excess: 0, choices: [] }
  const unbroken = mine.reduce((a, b) => a + s.bases[b.id].aaf + s.bases[b.id].aafInverted, 0)
  const bases = { ...s.bases }
  const formedAt: string[] = []
  let formed = 0
  for (const b of mine) {
    const n = aasAt(s, b.id)
    if (!n) continue
    const x = bases[b.id]
    const made = aafFromAas(n)
    const up = uninvertedAafFrom(x.ready, made)
    bases[b.id] = {
      ...x,
      aaf: x.aaf + up,
      aafInverted: x.aafInverted + made - up,
      ready: { search: 0, cover: 0, attack: 0, nas: x.ready.nas },
      inverted: { search: 0, cover: 0, attack: 0, nas: x.inverted.nas },
    }
    formed += made
    if (made) formedAt.push(b.id)
    ev.push({
      type: 'recombine',
      text:
        made === 0
          ? `${b.name}: the lone AAS is eliminated (23.142A).`
          : `${b.name}: ${n} AAS recombine into ${made} AAF (23.142A)${made - up ? `, ${made - up} inverted: not one uninverted squadron of each role (23.144)` : ''}.`,
      rule: '23.142',
      side,
    })
  }
  const pool = Math.min(s.pool[side], poolCap(unbroken, surviving))
  const excess = Math.max(0, unbroken + formed - pool)
  ev.push({
    type: 'forcePool',
    text: `${sideName(s, side)}: ${unbroken + formed} AAF in play against a force pool of ${pool} (${unbroken} never broken down, and ${surviving} surviving AAS count for ${aafFromAas(surviving)}; how squadron losses reduce the designated area is not in the seed, so Sortie counts the survivors together, as 23.143's example does)${excess ? `: ${excess} AAF must be removed (23.142C)` : ''}.`,
    rule: '23.142C',
    side,
  })
  return {
    state: { ...s, bases, pool: { ...s.pool, [side]: pool }, designated: { ...s.designated, [side]: 0 } },
    excess,
    choices: excess ? formedAt : [],
  }
}

/** Removes one AAF from a base (an inverted one first: the owner keeps the better counters). */
export function removeAafAt(s: AwawState, base: string): AwawState {
  const x = s.bases[base]
  return {
    ...s,
    bases: {
      ...s.bases,
      [base]: x.aafInverted > 0 ? { ...x, aafInverted: x.aafInverted - 1 } : { ...x, aaf: x.aaf - 1 },
    },
  }
}
