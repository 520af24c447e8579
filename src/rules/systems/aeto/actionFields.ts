// The fields each action type has, so a file's action with a field the type does not have is
// refused by name instead of being ignored: a misspelt "unit" for "units" would otherwise play a
// different action than the player meant. A field of the wrong kind (a number for a flotilla's id)
// is refused as such, not answered as if the field were missing. Each action type's fields are
// declared by the procedure that declares the type (`Procedure.actions`, beside its `ActionByType`
// entry; the compiler keeps them complete and exact); this module keeps the shared checkers.
import type { ActionType } from './types'
import { declaredActions } from './engine/procedures'
import type { FieldKind } from './engine/procedures/procedure'
import { describeInput } from '../../kernel/inputWords'

/** A value as a message quotes it: a number JSON cannot hold (1e999 read as Infinity) is said so, never "null". */
export function describeFieldValue(v: unknown): string {
  if (typeof v === 'number' && !Number.isFinite(v))
    return `${v > 0 ? '' : '-'}a number too large to hold (${v > 0 ? '' : '-'}1e999 or the like)`
  return describeInput(v)
}

const EXPECTED: Record<FieldKind, string> = {
  text: 'text, in quotes (an id, a hex label or a name)',
  number: 'a whole number',
  boolean: 'true or false',
  texts: 'a list of ids as text, e.g. ["a", "b"]',
  units: 'a list of unit ids as text, each once, e.g. ["u1", "u2"]',
}

/** What is wrong with a field's value given its kind, or null. */
function kindProblem(kind: FieldKind, v: unknown): string | null {
  const got = `(got ${describeFieldValue(v)})`
  switch (kind) {
    case 'text':
      return typeof v === 'string' ? null : `must be ${EXPECTED.text} ${got}`
    case 'number':
      return typeof v === 'number' && Number.isSafeInteger(v) ? null : `must be ${EXPECTED.number} ${got}`
    case 'boolean':
      return typeof v === 'boolean' ? null : `must be ${EXPECTED.boolean} ${got}`
    case 'texts':
    case 'units': {
      if (!Array.isArray(v)) return `must be ${EXPECTED[kind]} ${got}`
      const bad = v.findIndex((x) => typeof x !== 'string')
      if (bad !== -1) return `[${bad}] must be text, an id (got ${describeFieldValue(v[bad])})`
      if (kind === 'units') {
        const seen = new Set<string>()
        for (const x of v as string[]) {
          if (seen.has(x))
            return `lists ${describeFieldValue(x)} more than once; each unit may be listed once`
          seen.add(x)
        }
      }
      return null
    }
  }
}

/**
 * The problems of one action's fields as [field, message]: an unknown field of a known type, and
 * a known field whose value is not of its kind (text, number, true/false, a list of ids; a unit
 * listed twice), each naming what it got and what it expects. Whether a value is allowed now is
 * left to the rules, and so is an unknown type (they say what may be done now).
 */
export function actionFieldProblems(action: Record<string, unknown>): [string, string][] {
  const type = action.type
  if (typeof type !== 'string') return []
  const declared = declaredActions().get(type as ActionType)
  if (!declared) return []
  const kinds = declared.fields
  const allowed = Object.keys(kinds)
  const out: [string, string][] = []
  for (const key of Object.keys(action)) {
    if (key === 'type') continue
    if (key === 'side') {
      if (typeof action.side !== 'string')
        out.push([key, `must be ${EXPECTED.text}, a side's id (got ${describeFieldValue(action.side)})`])
      continue
    }
    if (!allowed.includes(key)) {
      out.push([
        key,
        `unknown field ${JSON.stringify(key)} in a "${type}" action (it has: ${['type', 'side', ...allowed].join(', ')})`,
      ])
      continue
    }
    const kind = kinds[key]
    const problem = kind === null || action[key] === undefined ? null : kindProblem(kind, action[key])
    if (problem) out.push([key, problem])
  }
  return out
}
