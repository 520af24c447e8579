// Writes public/schema/scenario.schema.json (served with the client for scenario authors) from the zod scenario schema: `npm run schema`.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { scenarioJsonSchemaText } from '../rules/systems/aeto/scenario/jsonSchema'

const target = fileURLToPath(new URL('../../public/schema/scenario.schema.json', import.meta.url))
mkdirSync(dirname(target), { recursive: true })
writeFileSync(target, scenarioJsonSchemaText())
console.log(`wrote ${target}`)
