// The log of a system's own page as a side may read it: one group per action played, with the side
// that acted and what it did in words, the events that followed as that side may see them, and
// the automatic opponent's reasoning for the actions it played. The words and the filter are the
// system's (OCS: ocsLog.ts; AWAW: awawLog.ts); the grouping is the same for every system.

export interface LogGroup {
  index: number
  side: string
  action: string
  events: { text: string; rule: string | null; bot: boolean }[]
}

/** The game's record as the store keeps it (states before each action, actions, events). */
export interface LogRecord {
  states: readonly unknown[]
  actions: readonly unknown[]
  events: readonly (readonly unknown[])[]
  cursor: number
}

export function logGroups<S, A, E extends { text: string; rule?: string }>(
  g: LogRecord,
  o: {
    /** The name of the side that decided, in the state before the action. */
    sideOf(before: S): string
    describe(before: S, action: A): string
    /** The events this viewer may read (null: everything). */
    seen(events: readonly E[], viewer: string | null): readonly E[]
  },
  viewer: string | null,
  botLog: Readonly<Record<number, readonly { text: string }[]>> = {},
): LogGroup[] {
  const out: LogGroup[] = []
  for (let i = 0; i < g.cursor; i++) {
    const before = g.states[i] as S
    out.push({
      index: i,
      side: o.sideOf(before),
      action: o.describe(before, g.actions[i] as A),
      events: [
        ...o.seen((g.events[i] ?? []) as E[], viewer).map((e) => ({
          text: e.text,
          rule: e.rule ?? null,
          bot: false,
        })),
        ...(botLog[i] ?? []).map((e) => ({ text: e.text, rule: null, bot: true })),
      ],
    })
  }
  return out
}

/** The automatic opponent's reasoning for its actions since the last person's action (newest last). */
export function lastBotReasoning(
  cursor: number,
  botLog: Readonly<Record<number, readonly { text: string }[]>>,
): { text: string }[] {
  const out: { text: string }[][] = []
  for (let i = cursor - 1; i >= 0 && botLog[i]; i--) out.unshift([...botLog[i]])
  return out.flat()
}
