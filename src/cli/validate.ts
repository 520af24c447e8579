// Checks scenario files from the command line: `npx tsx src/cli/validate.ts file.json...`.
// Prints "ok" or one "path: message" line per problem; exits 1 if any file is invalid.
import { readFileSync, statSync } from 'node:fs'
import { MAX_SCENARIO_BYTES, formatScenarioErrors, parseScenarioText } from '../rules/scenario/validate'

const files = process.argv.slice(2)
if (files.length === 0) {
  console.error('usage: tsx src/cli/validate.ts <scenario.json>...')
  process.exit(2)
}
let failed = 0
for (const file of files) {
  let text: string
  try {
    const size = statSync(file).size
    if (size > MAX_SCENARIO_BYTES) {
      console.log(`${file}: the file is too large (${(size / 1048576).toFixed(1)} MB); a scenario file may be at most 20.0 MB`)
      failed++
      continue
    }
    text = readFileSync(file, 'utf8')
  } catch (e) {
    console.log(`${file}: cannot read it (${e instanceof Error ? e.message : String(e)})`)
    failed++
    continue
  }
  const result = parseScenarioText(text)
  if (result.ok) console.log(`${file}: ok (${result.scenario.id}, ${result.scenario.airUnits.length} air units)`)
  else {
    failed++
    console.log(`${file}:`)
    console.log(formatScenarioErrors(result.errors).replace(/^/gm, '  '))
  }
}
process.exit(failed > 0 ? 1 : 0)
