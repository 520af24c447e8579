// Engine internals the benchmarks and the tests outside src/rules time or probe directly; the app
// never imports them (src/layering.test.ts: testing/* is for tests and tools only).
export { tx, type Tx } from '../engine/core'
export { interceptorOptions } from '../engine/interception'
