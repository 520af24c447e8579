// Moved to src/rules/naval/shipLosses.ts (a shared service, not a mission); this re-export keeps the old path until the imports are rewritten.
export * from '../naval/shipLosses'
