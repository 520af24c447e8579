import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  // testTimeout: a hang guard, not a speed check (benchmarks measure speed): the property and fuzz
  // tests run for seconds on a shared 2-core machine, and the default 5 s failed them under load.
  test: { include: ['src/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
})
