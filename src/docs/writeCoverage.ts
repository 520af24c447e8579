// Writes docs/coverage.md, the rules coverage table, from src/docs/coverage.ts and the test titles: `npm run -s coverage`.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { COVERAGE_MD, ROOT, coverageMarkdown } from './coverageTable'

writeFileSync(join(ROOT, COVERAGE_MD), coverageMarkdown())
console.log(`wrote ${COVERAGE_MD}`)
