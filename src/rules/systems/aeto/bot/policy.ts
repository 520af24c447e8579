// The bot's settings and the shape of its answer.
import type { Action } from '../types'

export interface BotOptions {
  /** Tie-breaking among equally good choices (no Math.random anywhere). Without it: the order
   *  in which the rules module lists the options. */
  seed?: number
  /** 0 (cautious) … 1 (reckless); default 0.5. Sets how much damage must outweigh risk. */
  aggression?: number
  /** Missions the bot launches per Air Movement Step before it ends the Step (default 2). */
  maxMissions?: number
}

export interface BotDecision {
  action: Action
  /** Sentences a player can read, with the odds they rest on. */
  reasoning: string[]
  /** The choice is hidden from the other side until both have chosen (voluntary aborts, 4.16):
   *  show the reasoning only to the bot's side until the reveal. */
  secret?: boolean
}

/** The bot cannot answer this decision (a physical die roll is a person's job). */
export class BotError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BotError'
  }
}

export interface Policy {
  seed: number | undefined
  aggression: number
  /** Damage done must be at least ratio × damage risked: 2 × (1 − aggression); 1 by default. */
  ratio: number
  /** Chance of elimination in another round at which a unit aborts: 0.25 + 0.5 × aggression. */
  tolerance: number
  /** Least expected damage (weighted steps) worth an interception. */
  minDamage: number
  /** What sending one more fighter costs (it cannot intercept again this Step, 4.13). */
  commitCost: number
  maxMissions: number
  /** Deterministic tie-break rank of a key (0 for all without a seed). */
  rank: (key: string) => number
}

export function policyOf(opts: BotOptions = {}): Policy {
  const aggression = Math.min(
    1,
    Math.max(0, Number.isFinite(opts.aggression) ? (opts.aggression as number) : 0.5),
  )
  const seed = opts.seed
  return {
    seed,
    aggression,
    ratio: round2(2 * (1 - aggression)),
    tolerance: round2(0.25 + 0.5 * aggression),
    minDamage: 0.2,
    commitCost: 0.02,
    maxMissions: Math.max(0, Math.floor(opts.maxMissions ?? 2)),
    rank: seed === undefined ? () => 0 : (key) => hash(seed, key),
  }
}

function round2(x: number): number {
  return Math.round(x * 100) / 100
}

/** FNV-1a of the key mixed with the seed: a stable pseudo-random rank. */
function hash(seed: number, key: string): number {
  let h = (0x811c9dc5 ^ (seed >>> 0)) >>> 0
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  h ^= h >>> 15
  h = Math.imul(h, 0x2c1b3c6d) >>> 0
  return (h ^ (h >>> 12)) >>> 0
}
