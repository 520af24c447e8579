// Moved to src/rules/kernel/dice.ts (the kernel's dice source); this re-export keeps the old path until the imports are rewritten.
export * from './kernel/dice'
