// The words of a message about a file's field (a scenario, a save, an actions file): what it got
// (a text cut at 40 characters, a number, a list with its length, "an object", or "nothing") and
// what the schema expected. The scenario and save checks and the runner's actions file share them,
// so the same value reads the same everywhere. (The engine's refusals of an action's field say it in their own words:
// aeto/engine/core.ts describeValue.)

/** `"Spitfire"`, `805`, `a list of 3 items`, `an object`, `nothing`… */
export function describeInput(v: unknown): string {
  if (v === undefined) return 'nothing'
  if (v === null) return 'null'
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v)
  if (typeof v === 'number' || typeof v === 'boolean') return String(v)
  if (Array.isArray(v)) return v.length === 1 ? 'a list of 1 item' : `a list of ${v.length} items`
  if (typeof v === 'object') return 'an object'
  return `a ${typeof v}`
}

/** What a zod type expects, in words (`issue.expected` of an invalid_type issue). */
export const EXPECTED_WORDS: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object {…}',
  record: 'an object {…}',
  array: 'a list […]',
  null: 'null',
}
