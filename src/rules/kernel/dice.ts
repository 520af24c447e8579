// The one dice source of the rules module. Seeded (sfc-like 32-bit generator kept in the state),
// scripted (a list of faces, then the seeded generator), or manual (the rolling player enters
// the value through a `roll` decision). Every draw returns the new dice state: nothing is hidden.

/** The dice of a game, kept in its state: a replay draws the same faces. */
export interface DiceState {
  mode: 'seeded' | 'scripted' | 'manual'
  seed: number
  rng: number // current generator state
  script: number[]
  scriptPos: number
  count: number
}

export function newDice(seed: number, mode: DiceState['mode'] = 'seeded', script: number[] = []): DiceState {
  return { mode, seed: seed >>> 0, rng: mix(seed >>> 0), script: [...script], scriptPos: 0, count: 0 }
}

function mix(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d)
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b)
  return (x ^ (x >>> 16)) >>> 0
}

/** mulberry32 step: returns the next state and a uniform 32-bit value. */
function next(state: number): { state: number; value: number } {
  const s = (state + 0x6d2b79f5) >>> 0
  let t = s
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return { state: s, value: (t ^ (t >>> 14)) >>> 0 }
}

export function isValidFace(value: unknown, sides = 6): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= sides
}

/** Draw one die without a player: null when the dice are manual (a `roll` decision is needed). */
export function drawDie(
  dice: DiceState,
  sides = 6,
): { dice: DiceState; value: number; source: 'seeded' | 'scripted' } | null {
  if (dice.mode === 'manual') return null
  if (dice.mode === 'scripted' && dice.scriptPos < dice.script.length) {
    const value = dice.script[dice.scriptPos]
    return {
      dice: { ...dice, scriptPos: dice.scriptPos + 1, count: dice.count + 1 },
      value,
      source: 'scripted',
    }
  }
  // Rejection sampling keeps the faces exactly uniform.
  let rng = dice.rng
  const limit = Math.floor(0x100000000 / sides) * sides
  for (;;) {
    const n = next(rng)
    rng = n.state
    if (n.value < limit)
      return { dice: { ...dice, rng, count: dice.count + 1 }, value: (n.value % sides) + 1, source: 'seeded' }
  }
}
