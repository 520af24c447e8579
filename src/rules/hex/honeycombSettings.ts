// Moved to src/rules/kernel/hex/honeycombSettings.ts (the kernel's hex geometry); this re-export keeps the old path until the imports are rewritten.
export * from '../kernel/hex/honeycombSettings'
