// Save file format, version 2 (1 + refused cancellations in the state, see migrate.ts): a game is its scenario, its dice (seed, scripted faces, manual
// mode) and the list of actions played; the state is the replay of the actions. The scenario is
// checked by the scenario parser and the actions by replaying them (load.ts); this schema checks
// the envelope. No Node APIs: the browser loads saves with the same code.
import { z } from 'zod'
import type { Action } from '../types'

export const SAVE_FORMAT = 'sortie-save'
export const SAVE_VERSION = 11

/** One action of the game: an object with a string "type"; its other fields are checked by replaying it. */
export const saveActionSchema = z.looseObject({ type: z.string().min(1).max(64) })

export const saveSchema = z
  .object({
    format: z.literal(SAVE_FORMAT),
    version: z.literal(SAVE_VERSION),
    /** The scenario JSON as loaded (validated with the scenario parser). */
    scenario: z.unknown(),
    /** Seed of the dice generator (0 … 2^32 − 1). */
    seed: z.number().int().min(0).max(0xffffffff),
    /** Scripted die faces used before the seeded generator. */
    dice: z.array(z.number().int().min(1).max(6)).max(1_000_000).optional(),
    /** Players roll real dice and enter each value (as `roll` actions). */
    manualDice: z.boolean().optional(),
    actions: z.array(saveActionSchema).max(1_000_000),
    savedAt: z.string().max(64).optional(),
    /** stateHash() of the state after the actions (hash.ts); checked on load when present. */
    stateHash: z
      .string()
      .regex(/^[0-9a-fA-F]{16}$/, 'a state hash is 16 hexadecimal digits (0-9, a-f)')
      .regex(
        /^[^A-F]*$/,
        'a state hash is written in lower case (Sortie writes "0123456789abcdef", not "0123456789ABCDEF")',
      )
      .optional(),
  })
  .strict()

export type SaveFileShape = z.output<typeof saveSchema>

/** A save file as written by makeSave. */
export interface SaveFile {
  format: typeof SAVE_FORMAT
  version: typeof SAVE_VERSION
  scenario: unknown
  seed: number
  dice?: number[]
  manualDice?: boolean
  actions: Action[]
  savedAt?: string
  stateHash?: string
}
