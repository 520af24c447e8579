// "While you waited": what the other side did since the player's last decision, read from the
// player's own view of the log (rules/systems/aeto/viewLog.ts), so that nothing the player's side
// may not know reaches it (design §7). Shown above the next decision, with the hexes it touched for
// the camera to visit. The automatic opponent's reasoning is left out: it is a forecast, not a
// result (the Log keeps it).
import type { SideId } from '../rules/systems/aeto'
import type { LogGroup } from './log'

export interface HappenedItem {
  key: string
  /** The side that acted, by name. */
  side: string
  text: string
  loc: string | null
}

export interface WhatHappened {
  /** The index of the last action it covers (to remember that it was seen or skipped). */
  upTo: number
  items: HappenedItem[]
  /** The hexes its results touched, in the order they happened, each once. */
  locs: string[]
  /** Items left out to keep it short (the Log has them). */
  omitted: number
}

/** At most this many lines: a short feed; the Log has the rest. */
export const FEED_LIMIT = 12

/**
 * What the other sides did since `player`'s last action, from `groups` (the log as `player` may read
 * it): each action in words, then its events. Null when nothing happened since, or the player has not
 * acted yet and nobody else has either.
 */
export function whatHappened(groups: readonly LogGroup[], player: SideId): WhatHappened | null {
  let from = groups.length
  while (from > 0 && groups[from - 1].side.id !== player) from--
  const others = groups.slice(from)
  if (!others.length) return null
  const all: HappenedItem[] = []
  for (const g of others) {
    all.push({ key: `${g.index}`, side: g.side.name, text: g.action, loc: null })
    for (const e of g.entries)
      if (!e.bot) all.push({ key: e.key, side: g.side.name, text: e.text, loc: e.loc })
  }
  const items = all.length > FEED_LIMIT ? all.slice(all.length - FEED_LIMIT) : all
  const locs: string[] = []
  for (const i of items) if (i.loc !== null && !locs.includes(i.loc)) locs.push(i.loc)
  return { upTo: others[others.length - 1].index, items, locs, omitted: all.length - items.length }
}
