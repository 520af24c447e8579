// Moved to src/rules/installations.ts (a shared service, not a mission); this re-export keeps the old path until the imports are rewritten.
export * from '../installations'
