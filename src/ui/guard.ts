// Runs a store action that reaches the rules module; if the module throws (a bug, not a rule
// violation), the game stays as it was and the decision panel says so instead of failing silently.
import { sortieStore } from '../store/store'

export function guarded<T>(run: () => T): T | null {
  try {
    return run()
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e)
    console.error('rules module failure', e)
    sortieStore.setState({
      lastViolation: {
        rule: 'internal error',
        message: `The rules module failed on this action (${message}); the game is unchanged. Please report it.`,
      },
    })
    return null
  }
}
