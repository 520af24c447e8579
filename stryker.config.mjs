// Mutation testing of the rules module (StrykerJS, vitest runner): `npm run mutate`, never part of
// the test suite. It mutates only the files named in MUTATE (comma-separated; a file may carry a
// line range, "src/rules/systems/aeto/engine/seaRecon.ts:405-450") and runs only their tests (MUTATE_TESTS, or
// each file's own `.test.ts` beside it: see vitest.mutate.config.ts), one mutant at a time, so
// that it fits the 2 cores of the shared machine. Results are kept per file in
// reports/stryker-incremental.json: a second run re-tests only what changed. docs/mutation.md
// records the scores.
const mutate = (process.env.MUTATE ?? 'src/rules/systems/aeto/combat/airTargetNumber.ts')
  .split(',')
  .filter(Boolean)
for (const f of mutate)
  if (!f.startsWith('src/rules/'))
    throw new Error(`MUTATE: "${f}" is outside src/rules (mutation testing is for the rules module only)`)

export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutate.config.ts', related: false },
  mutate,
  coverageAnalysis: 'perTest',
  concurrency: 1,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  ignoreStatic: true,
  timeoutMS: 60_000,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation.json' },
  tempDirName: '.stryker-tmp',
  // TypeScript 7 has no JavaScript API, which Stryker's tsconfig rewriting calls; Vitest needs no
  // rewritten tsconfig, so Stryker is pointed at none.
  tsconfigFile: 'no-tsconfig-for-stryker.json',
  cleanTempDir: 'always',
}
