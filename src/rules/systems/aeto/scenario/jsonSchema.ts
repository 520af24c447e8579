// JSON Schema of the scenario file, generated from the zod schema (the source of truth).
// The committed copy is public/schema/scenario.schema.json (served with the client); `npm run schema` rewrites it, and a test
// fails if it no longer matches this output.
import { z } from 'zod'
import { scenarioSchema } from './schema'

export function scenarioJsonSchema(): Record<string, unknown> {
  const generated = z.toJSONSchema(scenarioSchema, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >
  const { $schema, ...rest } = generated
  return {
    $schema,
    title: 'Sortie scenario',
    description:
      'A Sortie scenario file (format "sortie-scenario", version 1). Generated from src/rules/systems/aeto/scenario/schema.ts; cross-references (ids, hexes, basing rules) are checked by src/rules/systems/aeto/scenario/validate.ts, see docs/scenario-format.md.',
    ...rest,
  }
}

/** The exact text of public/schema/scenario.schema.json. */
export function scenarioJsonSchemaText(): string {
  return `${JSON.stringify(scenarioJsonSchema(), null, 2)}\n`
}
