// The Vitest configuration of `npm run mutate` (stryker.config.mjs): only the tests of the files
// being mutated — MUTATE_TESTS (comma-separated), or the `.test.ts` beside each file of MUTATE.
import { defineConfig } from 'vitest/config'

const mutated = (process.env.MUTATE ?? 'src/rules/systems/aeto/combat/airTargetNumber.ts')
  .split(',')
  .filter(Boolean)
  .map((f) => f.replace(/:\d+-\d+$/, ''))
const tests = process.env.MUTATE_TESTS
  ? process.env.MUTATE_TESTS.split(',').filter(Boolean)
  : mutated.map((f) => f.replace(/\.ts$/, '.test.ts'))

export default defineConfig({
  test: { include: tests, environment: 'node', testTimeout: 60_000 },
})
